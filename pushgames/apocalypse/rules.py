"""Apocalypse USA through the engine contract: :class:`ApocalypseGame`."""

from __future__ import annotations

from dataclasses import replace
from typing import Hashable, Mapping, Sequence

from ..core import (
    CHANCE, TERMINAL, ChanceEvent, Game, GameMeta, IllegalActionError, NotationError, OptionSpec,
    OptionValue, Outcome, Rng,
)
from .board import REGIONS
from .cards import COUNTS
from .phases import advance, legal, new_cards
from .state import (
    ACTION_WORDS, CHANCE_PHASES, FACE, MITIGATE, ROLL, RULES_VERSION, SEAT_NAMES, START_TOKENS,
    ApocalypseAction, ApocalypseState,
)
from .text import chance_description, notation_for, prompt, render_text

META = GameMeta(
    id="apocalypse", title="Apocalypse USA",
    summary="Disasters strike a 3 x 3 map of the USA; dominate the regions that are left.",
    min_seats=2, max_seats=6, seat_names=SEAT_NAMES, rules_version=RULES_VERSION,
    credits="Rules by Lloyd Krassner, from the Warpspawn page (DDA.html; "
            "the original title was not preserved).",
    options=(OptionSpec("seats", "Players", 4, minimum=2, maximum=6),),
    has_chance=True, has_hidden_information=True,
)

_ROLL_OUTCOMES = tuple((ROLL[k], 1 / 6) for k in range(1, 7))
#: The words that start a decision (anything else is malformed).
_VERBS = frozenset(ACTION_WORDS) | {"move", "swap", "with", "grow", "lure", "take", "play", "at",
                                    "zone", "hit",
                                    "mitigate", "pass", "remove", "convert", "score",
                                    "discard", "done"}


def _sample_roll(rng: Rng) -> tuple[ApocalypseAction, Rng]:
    value, rng = rng.die()
    return ROLL[value], rng


class ApocalypseGame(Game[ApocalypseState, ApocalypseAction]):
    """The rules engine; an action is its notation, an :class:`.state.ApocalypseAction`."""

    meta = META
    #: Uniformly random games end (two regions empty) within this many
    #: decisions: up to about 12,000 at 6 seats (the conformance suite's cap).
    random_game_decisions = 30_000

    def __init__(self) -> None:
        self._last: tuple[object, Sequence[ApocalypseAction]] = (None, ())

    def initial_state(self, options: Mapping[str, OptionValue], seed: int) -> ApocalypseState:
        seats = self.meta.seat_count(options)
        return ApocalypseState(seats, (START_TOKENS,) * (REGIONS * seats), (0,) * seats,
                               new_cards(seats, COUNTS),
                               contenders=tuple(range(seats)), revealing=True,
                               rng=Rng.from_seed(seed))

    def initial_state_of_version(self, options: Mapping[str, OptionValue], seed: int,
                                 rules_version: int) -> ApocalypseState:
        """Version 1 drew through the end of the deck at once and chose the phase
        after a draw before its faces were seen; its records replay that way."""
        return replace(self.initial_state(options, seed), version=rules_version)

    def seat_count(self, state: ApocalypseState) -> int:
        return state.seats

    # -- deciding --------------------------------------------------------------------
    def to_move(self, state: ApocalypseState) -> int:
        if state.result is not None:
            return TERMINAL
        if state.revealing or state.phase in CHANCE_PHASES:
            return CHANCE
        if state.phase == MITIGATE:
            return state.asking
        return state.turn

    def continues_turn(self, state: ApocalypseState) -> bool:
        return not state.fresh

    def legal_actions(self, state: ApocalypseState) -> Sequence[ApocalypseAction]:
        if state.result is not None or state.revealing or state.phase in CHANCE_PHASES:
            return ()
        return tuple(legal(state))

    def chance_event(self, state: ApocalypseState) -> ChanceEvent[ApocalypseAction]:
        description = chance_description(state)
        if not state.revealing:
            return ChanceEvent(description, _sample_roll, _ROLL_OUTCOMES)
        pool = state.cards.pool
        assert pool is not None, "a seat's view has no pool: determinize it first"
        faces = [f for f, count in enumerate(pool) for _ in range(count)]
        outcomes = tuple((FACE[f], 1 / len(faces)) for f in faces)

        def sample(rng: Rng) -> tuple[ApocalypseAction, Rng]:
            index, rng = rng.below(len(faces))
            return FACE[faces[index]], rng

        return ChanceEvent(description, sample, outcomes)

    # -- acting ------------------------------------------------------------------------
    def next_state(self, state: ApocalypseState, action: ApocalypseAction) -> ApocalypseState:
        return advance(state, action)

    def outcome(self, state: ApocalypseState) -> Outcome | None:
        return state.result

    # -- text ----------------------------------------------------------------------------
    def notation(self, state: ApocalypseState, action: ApocalypseAction) -> str:
        return str(action)

    def parse(self, state: ApocalypseState, text: str) -> ApocalypseAction:
        words = str(text).split()
        if not words:
            raise NotationError("an empty move")
        wanted = " ".join(words).lower()
        if self.to_move(state) == CHANCE:
            for outcome, _ in self.chance_event(state).outcomes:
                if outcome == wanted:
                    return outcome
            if words[0].lower() in ("roll", "face"):
                raise IllegalActionError(
                    f"{text!r} cannot happen here ({chance_description(state)})")
            raise NotationError(f"{text!r} is not a chance outcome (roll N or face N)")
        for action in self._legal_cached(state):
            if action.lower() == wanted:
                return action
        if words[0].lower() in _VERBS:
            raise IllegalActionError(f"{text!r} is not legal here ({self.prompt(state)})")
        raise NotationError(f"{text!r} is not an Apocalypse USA move")

    def _legal_cached(self, state: ApocalypseState) -> Sequence[ApocalypseAction]:
        """The legal actions, remembered for the last state asked (a move list
        or a record parses many texts in the same state)."""
        if self._last[0] is not state:
            self._last = (state, self.legal_actions(state))
        return self._last[1]

    def notation_for(self, state: ApocalypseState, action: str, viewer: int | None) -> str:
        # Any text of an action reads (a log replays notation): the parameter is wider than A.
        return notation_for(state, action, viewer)

    def prompt(self, state: ApocalypseState) -> str:
        seat = self.to_move(state)
        if seat == TERMINAL:
            return "The game is over"
        if seat == CHANCE:
            return chance_description(state)
        return prompt(state)

    def render_text(self, state: ApocalypseState) -> str:
        return render_text(state)

    def reveals(self, state: ApocalypseState, action: str) -> bool:
        """Look Outs shows the looker every other hand at once (no chance acts:
        the cards in hands are already decided), so undo stops there."""
        return action == "lookouts"

    def seat_facts(self, state: ApocalypseState, seat: int) -> tuple[tuple[str, int | str], ...]:
        """Victory points, tokens on the map and cards in hand (how many, never which)."""
        return (("VP", state.vp[seat]), ("tokens", state.on_board(seat)),
                ("cards", state.cards.size(2 + seat)))

    # -- seeing ------------------------------------------------------------------------------
    def view(self, state: ApocalypseState, seat: int | None) -> ApocalypseState:
        return replace(state, cards=state.cards.view(seat), rng=Rng(0))

    def determinize(self, view: ApocalypseState, seat: int, rng: Rng) -> ApocalypseState:
        cards, rng = view.cards.determinize(seat, COUNTS, rng)
        return replace(view, cards=cards, rng=rng)

    def position_key(self, state: ApocalypseState) -> Hashable:
        return replace(state, rng=Rng(0))


GAME = ApocalypseGame()
