"""The rules of Pushout (seeds/002 as settled in docs/rulings.md) on the engine contract.

>>> from pushgames.core import start, play
>>> state = start(GAME, {}, seed=3)
>>> GAME.to_move(state), len(state.board), len(state.pile), len(state.unseen)
(0, 20, 28, 38)
>>> state = play(GAME, state, GAME.parse(state, "discard"))
>>> GAME.to_move(state), len(state.pile), len(state.discard), len(state.unseen)
(1, 27, 1, 37)

Rules version 1 shuffled the whole deck from the seed at each deal; its
records still replay that way (``new_state(options, seed, rules_version=1)``):

>>> old = start(GAME, {}, seed=3, rules_version=1)
>>> old.unseen is None and len(set(old.pile)) == 28
True

Rules version 3 plays Double Pushout as docs/rulings.md settles it: the win is
checked after the whole turn, and its two moves use two different cards.
Versions 1 and 2 checked after each move and let one card move twice; their
records replay that way (``Rules.double_per_move``).
"""

from __future__ import annotations

from typing import Hashable, Mapping, Sequence

from ..core import (
    CHANCE, TERMINAL, ChanceEvent, Game, GameMeta, Outcome, OptionValue, Rng, Termination,
)
from . import hidden, notation, render, reveal, words
from .actions import Deal, PushoutAction, revealed_card
from .cards import HIDDEN, HOLE, UNKNOWN, face_down_code, home_code
from .moves import Step, apply_main, apply_place, main_actions, place_actions, used_square
from .scoring import BONUS, ZEROS, best_win, total
from .state import (
    DEAL, DEALING, MAIN, OVER, PLACE, SHOW, SHOW_DRY, SHOWING, DealResult, PushoutState, new_state,
)
from .variants import MATCH_POINTS, OPTIONS, Rules

SEAT_NAMES = ("White", "Black")
#: A completed turn count a player needs before an automatic win counts.
TURNS_BEFORE_WIN = 3

META = GameMeta(
    id="pushout",
    title="Pushout",
    summary="Push cards off the table to line up a straight or five of a kind in your scoring row.",
    min_seats=2,
    max_seats=2,
    seat_names=SEAT_NAMES,
    # 3: Double Pushout checks the win after the turn and moves two different
    # cards; 2: nothing nobody has seen is decided (chance says each card as
    # it is first seen); 1: the whole deck was shuffled from the seed at each deal.
    rules_version=3,
    credits="Pushout, version 1.0, by Bryan Gahagan (2007).",
    options=OPTIONS,
    has_chance=True,
    has_hidden_information=True,
    seats_see_alike=True,  # no private cards: both seats see the same view (hidden.py)
)

_WIN_WORDS = {"straight": "a straight 1-2-3-4-5", "five": "five of a kind", "zeros": "five zeros"}
_WIN_TERMINATIONS: dict[str, Termination] = {"straight": "straight", "five": "five-of-a-kind",
                                             "zeros": "five-zeros"}


def _shuffle_event(deck: tuple[int, ...]) -> ChanceEvent[PushoutAction]:
    return ChanceEvent("shuffle and deal", lambda rng: rng.shuffled(deck))


_EVENTS: dict[tuple[int, ...], ChanceEvent[PushoutAction]] = {}


class PushoutGame(Game[PushoutState, PushoutAction]):
    meta = META

    # -- creating ----------------------------------------------------------
    def initial_state(self, options: Mapping[str, OptionValue], seed: int) -> PushoutState:
        """The deal, nothing decided: chance is to say the cards dealt face up."""
        return reveal.fresh_deal(_before_deal(Rules.from_options(options), seed))

    def initial_state_of_version(self, options: Mapping[str, OptionValue], seed: int,
                                 rules_version: int) -> PushoutState:
        """Version 1: chance is to shuffle the whole deck from the seed and deal it.
        Versions 1 and 2: Double Pushout as they played it (``double_per_move``)."""
        state = _before_deal(Rules.from_options(options, double_per_move=True), seed)
        return state if rules_version == 1 else reveal.fresh_deal(state)

    def seat_count(self, state: PushoutState) -> int:
        return 2

    def chance_event(self, state: PushoutState) -> ChanceEvent[PushoutAction]:
        if state.shows:
            return reveal.reveal_event(state)
        deck = state.rules.deck
        event = _EVENTS.get(deck)
        if event is None:
            event = _EVENTS[deck] = _shuffle_event(deck)
        return event

    # -- deciding ----------------------------------------------------------
    def to_move(self, state: PushoutState) -> int:
        phase = state.phase
        if phase == MAIN:
            return state.turn
        if phase == PLACE:
            return state.rules.geometry.owner[state.pending_hole]
        return TERMINAL if phase == OVER else CHANCE

    def continues_turn(self, state: PushoutState) -> bool:
        """Placing a fallen card, and the second move of Double, belong to the
        turn of the move before."""
        return state.phase == PLACE or (state.phase == MAIN
                                        and state.moves_left < state.rules.moves_per_turn)

    def legal_actions(self, state: PushoutState) -> Sequence[PushoutAction]:
        if state.phase == MAIN:
            return main_actions(state)
        if state.phase == PLACE:
            return place_actions(state)
        return ()

    def next_state(self, state: PushoutState, action: PushoutAction) -> PushoutState:
        phase = state.phase
        if isinstance(action, tuple):  # only chance's deal (version 1 records) is a deck
            if phase != DEAL:
                raise ValueError("a shuffled deck is chance's deal, and it is not time to deal")
            return _deal(state, action)
        if phase == MAIN:
            step = apply_main(state, action)
            board, pile, discard, banks, fallen, hole, _ = step
            # Only a first move of a Double turn (version 3) remembers its card.
            used = -1
            if state.moves_left > 1 and not state.rules.double_per_move:
                used = used_square(state, action)
            if fallen != HOLE:
                return new_state((tuple(board), pile, discard, banks, state.turn, PLACE,
                                  state.moves_left,
                                  state.turns_done, fallen, hole, state.deal, state.tally,
                                  state.last_deal, None,
                                  state.rules, state.rng, state.unseen, (), used))
            return _finish(state, step, used)
        if phase == PLACE:
            return _finish(state, apply_place(state, action), state.used)
        if phase == DEAL:
            raise ValueError("chance deals a shuffled deck, not a decision")
        if phase == OVER:
            raise ValueError("the game is over")
        state = reveal.place_seen(state, revealed_card(action))
        if state.shows:
            return state
        if phase == DEALING:
            return new_state(state[:5] + (MAIN,) + state[6:])
        return _finish(state, (list(state.board), state.pile, state.discard, state.banks, HOLE, -1,
                               phase == SHOW_DRY),
                       state.used)

    def why_illegal(self, state: PushoutState, action: PushoutAction) -> str:
        return notation.explain_illegal(state, action)

    def with_rng(self, state: PushoutState, rng: Rng) -> PushoutState:
        # Slices, not _replace: chance replaces the generator for every card seen in a playout.
        return new_state(state[:15] + (rng,) + state[16:])

    def outcome(self, state: PushoutState) -> Outcome | None:
        return state.result

    # -- notation and seeing ----------------------------------------------------
    def notation(self, state: PushoutState, action: PushoutAction) -> str:
        return notation.notation(state, action)

    def parse(self, state: PushoutState, text: str) -> PushoutAction:
        if state.phase in SHOWING:
            return notation.parse_seen(state, reveal.possible(state), text)
        return notation.parse(state, self.legal_actions(state), text)

    def notation_for(self, state: PushoutState, action: PushoutAction, viewer: int | None) -> str:
        """Both seats see the same cards: a card seen reads as what happened,
        a decision in words (:mod:`.words`)."""
        if state.phase in SHOWING and isinstance(action, int):
            return reveal.outcome_text(state, revealed_card(action))
        if isinstance(action, int) and state.phase in (MAIN, PLACE):
            return words.decision_words(state, action)
        return notation.notation(state, action)

    def seat_facts(self, state: PushoutState, seat: int) -> tuple[tuple[str, int | str], ...]:
        """The seat's scoring row total, its bank (Swiss Cheese) and match points (One Hundred)."""
        facts: list[tuple[str, int | str]] = [("row", total(state.rules, state.board, seat))]
        if state.rules.swiss:
            facts.append(("bank", len(state.banks[seat])))
        if state.rules.hundred:
            facts.append(("match", state.tally[seat]))
        return tuple(facts)

    def view(self, state: PushoutState, seat: int | None) -> PushoutState:
        return hidden.view(state)

    def determinize(self, view: PushoutState, seat: int, rng: Rng) -> PushoutState:
        return hidden.determinize(view, rng)

    def position_key(self, state: PushoutState) -> Hashable:
        return (state.board, state.pile, state.discard, state.banks, state.turn, state.phase,
                state.moves_left,
                state.pending, state.pending_hole, min(state.turns_done[0], 3),
                min(state.turns_done[1], 3),
                state.deal, state.tally, state.unseen, state.shows, state.used)

    def render_text(self, state: PushoutState) -> str:
        return render.render(state)


def _before_deal(rules: Rules, seed: int) -> PushoutState:
    """The state before the first deal: chance is to shuffle and deal."""
    return PushoutState((), (), (), ((), ()), 0, DEAL, 0, (0, 0), HOLE, -1, 0, (0, 0),
                        None, None, rules,
                        Rng.from_seed(seed))


def _deal(state: PushoutState, order: Deal) -> PushoutState:
    """Deal a shuffled deck (version 1, and the next deal of One Hundred in a
    state whose cards are all decided): five face up to each scoring row (the
    owner's colour upright), the middle rows face down, the rest is the draw pile."""
    rules = state.rules
    geo = rules.geometry
    board = [HOLE] * geo.squares
    cards = iter(order)
    for seat in (0, 1):
        for q in geo.scoring_row[seat]:
            board[q] = home_code(next(cards))
    for seat in (0, 1):
        for q in geo.middle_row[seat]:
            board[q] = face_down_code(next(cards))
    pile = tuple(cards)
    deal = state.deal + 1
    first = (deal - 1) % 2  # deals of One Hundred alternate who starts; White starts the first
    return PushoutState(tuple(board), pile, (), ((), ()), first, MAIN, rules.moves_per_turn,
                        (0, 0), HOLE, -1,
                        deal, state.tally, state.last_deal, None, rules, state.rng, None, ())


def _finish(state: PushoutState, step: Step, used: int) -> PushoutState:
    """Turn bookkeeping after a move: first chance says the cards the move
    showed (nothing nobody has seen is decided), then automatic wins (after the
    whole turn; after each move in rules versions 1-2), the end of the pile,
    whose turn. ``used`` is the square of the card a first Double move used."""
    # One unpacking reads every field at the cost of one attribute access.
    (
        _,
        _,
        _,
        _,
        turn,
        _,
        moves_left,
        done,
        _,
        _,
        deal,
        tally,
        last_deal,
        _,
        rules,
        rng,
        unseen,
        _,
        _,
    ) = state
    cells, pile, discard, banks, _, _, drew_nothing = step
    board = tuple(cells)
    # Cheap tests first: most moves show nothing (a card seen lies in a scoring row or on a pile).
    if unseen is not None and (HIDDEN in board[:5] or HIDDEN in board[-5:]
                               or (discard and discard[-1] == UNKNOWN)
                               or (rules.swiss and UNKNOWN in banks[0] + banks[1])):
        return new_state((board, pile, discard, banks, turn, SHOW_DRY if drew_nothing else SHOW,
                          moves_left, done,
                          HOLE, -1, deal, tally, last_deal, None, rules, rng, unseen,
                          reveal.shows_after(rules, board, discard, banks), used))
    moves_left -= 1
    if moves_left == 0:
        done = (done[0] + 1, done[1]) if turn == 0 else (done[0], done[1] + 1)
    win = None
    if (done[0] >= TURNS_BEFORE_WIN or done[1] >= TURNS_BEFORE_WIN) and (moves_left == 0
                                                                         or rules.double_per_move):
        win = _automatic_win(rules, board, done, turn)
    if win is not None or drew_nothing:
        return _end_deal(state, pile, discard, banks, board, win, done)
    if moves_left == 0:
        turn, moves_left, used = 1 - turn, rules.moves_per_turn, -1
    return new_state((board, pile, discard, banks, turn, MAIN, moves_left, done, HOLE, -1,
                      deal, tally, last_deal, None, rules, rng, unseen, (), used))


def _automatic_win(rules: Rules, board: tuple[int, ...], done: tuple[int, int],
                   mover: int) -> tuple[int, str] | None:
    """The seat with an automatic win and its kind; if both qualify, the player
    who just moved wins."""
    check = rules.win_check
    for seat in (mover, 1 - mover):
        if done[seat] < TURNS_BEFORE_WIN:
            continue
        if check is None:
            kind = best_win(rules, board, seat)
        else:
            wins, ends, tables, starts = check
            value, q = tables[seat], starts[seat]
            if (value[board[q]], value[board[q + 4]]) not in ends:
                continue
            # Spelled out: indexing five times is four times faster than map().
            kind = wins.get((value[board[q]], value[board[q + 1]], value[board[q + 2]],
                             value[board[q + 3]],
                             value[board[q + 4]]))
        if kind is not None and (kind != ZEROS or rules.hundred):
            return seat, kind
    return None


def _end_deal(state: PushoutState, pile: tuple[int, ...], discard: tuple[int, ...],
              banks: tuple[tuple[int, ...], tuple[int, ...]], board: tuple[int, ...],
              win: tuple[int, str] | None,
              done: tuple[int, int]) -> PushoutState:
    rules = state.rules
    totals = (total(rules, board, 0), total(rules, board, 1))
    if win is not None:
        seat, kind = win
        reason = f"{SEAT_NAMES[seat]} has {_WIN_WORDS[kind]}"
        winners = frozenset({seat})
        termination = _WIN_TERMINATIONS[kind]
    else:
        reason = f"the draw pile is empty: {totals[0]} to {totals[1]}"
        winners = frozenset({0}) if totals[0] > totals[1] else frozenset({1}) if totals[
            1] > totals[0] else frozenset()
        termination = "pile-empty"
    if not rules.hundred:
        result: Outcome | None = Outcome(winners, reason, (float(totals[0]), float(totals[1])),
                                           termination=termination)
        return PushoutState(board, pile, discard, banks, state.turn, OVER, 0, done,
                            HOLE, -1, state.deal, state.tally, state.last_deal, result,
                            rules, state.rng,
                            state.unseen, ())
    points = list(totals)
    if win is not None:
        seat, kind = win
        points[seat] = 0 if kind == ZEROS else totals[seat] + BONUS[kind]
    tally = (state.tally[0] + points[0], state.tally[1] + points[1])
    last = DealResult(state.deal, reason, (points[0], points[1]))
    result = None
    phase = DEAL
    if max(tally) >= MATCH_POINTS and tally[0] != tally[1]:
        leader = 0 if tally[0] > tally[1] else 1
        result = Outcome(frozenset({leader}),
                         f"{SEAT_NAMES[leader]} reached {MATCH_POINTS} points: "
                         f"{tally[0]} to {tally[1]}", (float(tally[0]), float(tally[1])),
                         termination="match-points")
        phase = OVER
    ended = PushoutState(board, pile, discard, banks, state.turn, phase, 0, done, HOLE,
                         -1, state.deal, tally, last, result, rules, state.rng, state.unseen, ())
    if phase == DEAL and state.unseen is not None:
        return reveal.fresh_deal(ended)  # the next deal, nothing decided again
    return ended


GAME = PushoutGame()
