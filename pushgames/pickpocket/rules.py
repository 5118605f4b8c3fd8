"""Pickpocket: a tiny card game that exercises a table of 2-3 players with
private hands, a random steal, a peek at another hand and an answer out of
turn. It exists to test the contract, the shell and the computer players
until the real card games carry them; the home page does not list it.

The deck holds three cards each of 1, 2, 3 and 4. Everyone starts with two.
On a turn a player either *plays* a card face up and scores its value,
*steals* a random card from another player's hand, *peeks* at another hand,
or *passes* (only with nothing else to do). A card of 3 or 4 can be *blocked*:
each other player in turn is asked, and one holding a 1 may discard it to
cancel the score (everyone is asked, so asking tells nothing). Then the player
draws a card, if any is left. The game ends after a fixed number of turns, or
when the deck and every hand are empty; the highest score wins, ties share.

>>> from pushgames.core import start
>>> state = start(GAME, {"seats": 3}, seed=4)
>>> GAME.prompt(state)
'Red: play a card, steal, peek or pass'
>>> sorted(GAME.legal_actions(state))[:3]
['peek 1', 'peek 2', 'play 3']
>>> after = GAME.apply(state, "steal 1")
>>> GAME.to_move(after) == CHANCE and GAME.chance_event(after).description
'Red takes a card from Blue at random'
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Hashable, Mapping, Sequence

from ..core import (
    CHANCE, TERMINAL, ChanceEvent, Game, GameMeta, NotationError, OptionSpec, OptionValue, Outcome,
    Rng,
)
from ..core.knowledge import EVERYONE, HIDDEN, Cards, seat_bit

SEAT_NAMES = ("Red", "Blue", "Green")
#: Three cards of each value 1..4; a face f is the value f + 1.
COUNTS = (3, 3, 3, 3)
DECK, DISCARD = 0, 1
START_HAND = 2
BLOCKABLE = 3  # plays of this value or more can be blocked
BLOCKER = 0  # the face that blocks: a 1

META = GameMeta(
    id="pickpocket", title="Pickpocket",
                summary="A test game: private hands, steals, peeks and blocks.",
    min_seats=2, max_seats=3, seat_names=SEAT_NAMES, rules_version=1,
    credits="Made for the pushgames tests.",
    options=(OptionSpec("seats", "Players", 3, minimum=2, maximum=3),
             OptionSpec("turns", "Turns in all", 18, minimum=3, maximum=60)),
    has_chance=True, has_hidden_information=True,
)


def hand(seat: int) -> int:
    """The pile number of ``seat``'s hand."""
    return 2 + seat


@dataclass(frozen=True, slots=True)
class PickpocketState:
    """``turn`` is the seat whose turn it is; ``asking`` the seat asked to block
    a play of ``played`` (a face) while one is pending; ``stealing`` the victim
    while chance picks the stolen card."""

    seats: int
    cards: Cards
    scores: tuple[int, ...]
    turn: int
    turns_left: int
    played: int | None = None
    asking: int | None = None
    stealing: int | None = None
    result: Outcome | None = None
    rng: Rng = Rng(0)


class PickpocketGame(Game[PickpocketState, str]):
    meta = META

    def initial_state(self, options: Mapping[str, OptionValue], seed: int) -> PickpocketState:
        seats = self.meta.seat_count(options)
        cards = Cards.deal(COUNTS, piles=2 + seats)
        for _ in range(START_HAND):
            for seat in range(seats):  # each card's face is chance's to decide, one by one
                cards = cards.move(DECK, -1, hand(seat), seen_by=seat_bit(seat))
        return PickpocketState(seats, cards, (0,) * seats, 0, int(options["turns"]),
                               rng=Rng.from_seed(seed))

    def seat_count(self, state: PickpocketState) -> int:
        return state.seats

    # -- who decides ---------------------------------------------------------
    def to_move(self, state: PickpocketState) -> int:
        if state.result is not None:
            return TERMINAL
        if state.cards.awaiting() is not None or state.stealing is not None:
            return CHANCE
        if state.asking is not None:
            return state.asking
        return state.turn

    def continues_turn(self, state: PickpocketState) -> bool:
        return state.asking is not None

    def chance_event(self, state: PickpocketState) -> ChanceEvent[str]:
        if state.stealing is not None:
            size = state.cards.size(hand(state.stealing))
            picks = tuple((f"pick {i}", 1 / size) for i in range(size))

            def sample(rng: Rng) -> tuple[str, Rng]:
                index, rng = rng.below(size)
                return f"pick {index}", rng

            return ChanceEvent(f"{SEAT_NAMES[state.turn]} takes a card from "
                               f"{SEAT_NAMES[state.stealing]} at random",
                               sample, picks)
        pile, _ = state.cards.awaiting()  # type: ignore[misc]
        reveal = state.cards.reveal_event(f"{SEAT_NAMES[pile - 2]} draws a card")

        def sample_face(rng: Rng) -> tuple[str, Rng]:
            face, rng = reveal.sample(rng)
            return f"face {face}", rng

        return ChanceEvent(reveal.description, sample_face,
                           tuple((f"face {f}", p) for f, p in reveal.outcomes))

    def legal_actions(self, state: PickpocketState) -> Sequence[str]:
        seat = self.to_move(state)
        if seat < 0:
            return ()
        mine = state.cards.pile(hand(seat))
        if state.asking is not None:
            return ("allow", "block") if any(c.face == BLOCKER for c in mine) else ("allow",)
        actions = [f"play {value}" for value in sorted({c.face + 1 for c in mine})]
        others = [s for s in range(state.seats) if s != seat]
        actions += [f"steal {s}" for s in others if state.cards.size(hand(s))]
        actions += [f"peek {s}" for s in others if state.cards.size(hand(s))]
        return tuple(actions) or ("pass",)

    # -- acting ----------------------------------------------------------------
    def next_state(self, state: PickpocketState, action: str) -> PickpocketState:
        verb, _, arg = action.partition(" ")
        cards, seat = state.cards, state.turn
        if verb == "face":
            return dataclasses.replace(state, cards=cards.decide(int(arg)))
        if verb == "pick":
            victim = state.stealing
            assert victim is not None
            both = seat_bit(seat) | seat_bit(victim)
            cards = cards.move(hand(victim), int(arg), hand(seat),
                               seen_by=both).forget(hand(victim), seat_bit(victim))
            return self._draw(dataclasses.replace(state, cards=cards, stealing=None))
        if verb == "play":
            index = next(i for i, c in enumerate(cards.pile(hand(seat))) if c.face == int(arg) - 1)
            state = dataclasses.replace(state,
                                        cards=cards.move(hand(seat), index, DISCARD,
                                                         seen_by=EVERYONE))
            if int(arg) >= BLOCKABLE:
                return dataclasses.replace(state, played=int(arg) - 1,
                                           asking=(seat + 1) % state.seats)
            return self._draw(self._score(state, seat, int(arg)))
        if verb == "steal":
            return dataclasses.replace(state, stealing=int(arg))
        if verb == "peek":
            return self._draw(dataclasses.replace(state,
                                                  cards=cards.show(hand(int(arg)), seat_bit(seat))))
        if verb == "pass":
            return self._draw(state)
        if verb == "block":
            asked = state.asking
            assert asked is not None
            index = next(i for i, c in enumerate(cards.pile(hand(asked))) if c.face == BLOCKER)
            cards = cards.move(hand(asked), index, DISCARD, seen_by=EVERYONE)
            return self._draw(dataclasses.replace(state, cards=cards, played=None, asking=None))
        if verb == "allow":
            asked = state.asking
            assert asked is not None and state.played is not None
            following = (asked + 1) % state.seats
            if following != seat:
                return dataclasses.replace(state, asking=following)
            scored = self._score(state, seat, state.played + 1)
            return self._draw(dataclasses.replace(scored, played=None, asking=None))
        raise ValueError(f"not a Pickpocket action: {action!r}")

    def _score(self, state: PickpocketState, seat: int, value: int) -> PickpocketState:
        scores = list(state.scores)
        scores[seat] += value
        return dataclasses.replace(state, scores=tuple(scores))

    def _draw(self, state: PickpocketState) -> PickpocketState:
        """End the turn: draw a card (its face is chance's next event), pass on."""
        cards = state.cards
        if cards.size(DECK):
            cards = cards.move(DECK, -1, hand(state.turn), seen_by=seat_bit(state.turn))
        left = state.turns_left - 1
        state = dataclasses.replace(state, cards=cards, turn=(state.turn + 1) % state.seats,
                                    turns_left=left)
        empty = not cards.size(DECK) and all(not cards.size(hand(s)) for s in range(state.seats))
        if left == 0 or empty:
            best = max(state.scores)
            winners = frozenset(s for s, score in enumerate(state.scores) if score == best)
            reason = "the last turn was played" if left == 0 else "every card was played"
            state = dataclasses.replace(state,
                                        result=Outcome(winners,
                                                       f"{reason}; the best score is {best}",
                                                       tuple(float(x) for x in state.scores),
                                                       termination="turns-out" if left == 0
                                                       else "cards-out"))
        return state

    def outcome(self, state: PickpocketState) -> Outcome | None:
        return state.result

    # -- text ----------------------------------------------------------------------
    def notation(self, state: PickpocketState, action: str) -> str:
        return action

    def parse(self, state: PickpocketState, text: str) -> str:
        text = " ".join(str(text).split())
        if self.to_move(state) == CHANCE:
            if text not in dict(self.chance_event(state).outcomes):
                raise NotationError(f"{text!r} is not what chance can do here")
            return text
        if text not in self.legal_actions(state):
            raise NotationError(f"{text!r} is not a Pickpocket move here")
        return text

    def prompt(self, state: PickpocketState) -> str:
        seat = self.to_move(state)
        if seat == TERMINAL:
            return "The game is over"
        if seat == CHANCE:
            return self.chance_event(state).description
        if state.asking is not None:
            assert state.played is not None
            return (f"{SEAT_NAMES[seat]}: block {SEAT_NAMES[state.turn]}'s {state.played + 1} "
                    "with a 1, or allow it")
        return f"{SEAT_NAMES[seat]}: play a card, steal, peek or pass"

    def notation_for(self, state: PickpocketState, action: str, viewer: int | None) -> str:
        verb, _, arg = action.partition(" ")
        mover = SEAT_NAMES[state.turn]
        if verb == "face":
            pile, index = state.cards.awaiting()  # type: ignore[misc]
            owner = pile - 2
            known = viewer == owner
            return f"{SEAT_NAMES[owner]} draws " + (f"a {int(arg) + 1}" if known else "a card")
        if verb == "pick":
            victim = state.stealing
            assert victim is not None
            face = state.cards.pile(hand(victim))[int(arg)].face
            known = viewer in (state.turn, victim) and face != HIDDEN
            return f"{mover} steals " + (f"a {face + 1}" if known
                                         else "a card") + f" from {SEAT_NAMES[victim]}"
        if verb in ("steal", "peek"):
            return (f"{mover} {'tries to steal from' if verb == 'steal' else 'peeks at'} "
                    f"{SEAT_NAMES[int(arg)]}")
        if verb == "play":
            return f"{mover} plays a {arg}"
        seat = self.to_move(state)
        what = ("blocks with a 1" if verb == "block" else "allows it" if verb == "allow"
                else "passes")
        return f"{SEAT_NAMES[seat]} {what}"

    def reveals(self, state: PickpocketState, action: str) -> bool:
        return action.startswith("peek ")  # the peeker sees a hand: no taking it back

    def seat_facts(self, state: PickpocketState, seat: int) -> tuple[tuple[str, int | str], ...]:
        return (("cards", state.cards.size(hand(seat))), ("score", state.scores[seat]))

    # -- seeing ------------------------------------------------------------------------
    def view(self, state: PickpocketState, seat: int | None) -> PickpocketState:
        return dataclasses.replace(state, cards=state.cards.view(seat), rng=Rng(0))

    def determinize(self, view: PickpocketState, seat: int, rng: Rng) -> PickpocketState:
        cards, rng = view.cards.determinize(seat, COUNTS, rng)
        return dataclasses.replace(view, cards=cards, rng=rng)

    def position_key(self, state: PickpocketState) -> Hashable:
        return state

    def render_text(self, state: PickpocketState) -> str:
        lines = [f"turn: {SEAT_NAMES[state.turn]}, {state.turns_left} turns left, deck "
                 f"{state.cards.size(DECK)}"]
        for seat in range(state.seats):
            faces = " ".join("?" if c.face < 0 else str(c.face + 1)
                             for c in state.cards.pile(hand(seat)))
            lines.append(f"{SEAT_NAMES[seat]}: score {state.scores[seat]}, hand [{faces}]")
        lines.append("discard: " + " ".join(str(c.face + 1) for c in state.cards.pile(DISCARD)))
        return "\n".join(lines)


GAME = PickpocketGame()
