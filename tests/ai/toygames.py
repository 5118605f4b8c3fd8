"""Tiny games made to test the computer players (not part of the collection).

``GuessGame``: chance deals a hidden number 0..2 (nobody but seat 1 may see
it); seat 0 then guesses it (right wins, wrong loses) or passes (a draw).
Without peeking, passing is best (a guess wins only a third of the time); a
player that peeked at the hidden number would always guess. Seat 1 is a
bystander that never moves; ``seats`` > 2 adds more bystanders.

``RaceGame``: ``seats`` players take turns adding 1 or 2 to a counter after
a die decides whether the counter first slips back by one; whoever reaches
``goal`` exactly wins. It has chance, several seats and no hidden parts.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Mapping, Sequence

from pushgames.core import (
    CHANCE, TERMINAL, ChanceEvent, Game, GameMeta, NotationError, OptionSpec, OptionValue, Outcome,
    Rng,
)

HIDDEN = -1


def seats_option(default: int, fewest: int, most: int) -> OptionSpec:
    return OptionSpec("seats", "Players", default, minimum=fewest, maximum=most)


@dataclass(frozen=True, slots=True)
class GuessState:
    secret: int | None  # None until dealt; HIDDEN in a view that may not see it
    seats: int
    result: Outcome | None
    rng: Rng | None


class GuessGame(Game[GuessState, str]):
    def __init__(self, seats: int = 2) -> None:
        self.meta = GameMeta("guess", "Guess", "Guess the hidden number or pass.", 2, 3,
                             ("Guesser", "Dealer", "Other"), 1, "test",
                             (seats_option(seats, 2, 3),),
                             has_chance=True, has_hidden_information=True)

    def initial_state(self, options: Mapping[str, OptionValue], seed: int) -> GuessState:
        return GuessState(None, self.meta.seat_count(options), None, Rng.from_seed(seed))

    def seat_count(self, state: GuessState) -> int:
        return state.seats

    def to_move(self, state: GuessState) -> int:
        if state.result is not None:
            return TERMINAL
        return CHANCE if state.secret is None else 0

    def chance_event(self, state: GuessState) -> ChanceEvent[str]:
        def sample(rng: Rng) -> tuple[str, Rng]:
            value, rng = rng.below(3)
            return f"deal{value}", rng
        return ChanceEvent("deal the secret", sample, tuple((f"deal{v}", 1 / 3) for v in range(3)))

    def legal_actions(self, state: GuessState) -> Sequence[str]:
        return () if self.to_move(state) != 0 else ("guess0", "guess1", "guess2", "pass")

    def next_state(self, state: GuessState, action: str) -> GuessState:
        if action.startswith("deal"):
            return dataclasses.replace(state, secret=int(action[4:]))
        if action == "pass":
            return dataclasses.replace(state,
                                       result=Outcome(frozenset(), "passed", termination="passed"))
        if state.secret == HIDDEN:
            raise AssertionError(
                "a player applied an action to a view with the secret still hidden")
        won = int(action[5:]) == state.secret
        return dataclasses.replace(state, result=Outcome(frozenset({0} if won else {1}), "guessed",
                                                         termination="goal-reached"))

    def outcome(self, state: GuessState) -> Outcome | None:
        return state.result

    def notation(self, state: GuessState, action: str) -> str:
        return action

    def parse(self, state: GuessState, text: str) -> str:
        if text not in self.legal_actions(state):
            raise NotationError(text)
        return text

    def view(self, state: GuessState, seat: int | None) -> GuessState:
        secret = state.secret if seat == 1 or state.secret is None else HIDDEN
        return dataclasses.replace(state, secret=secret, rng=None)

    def determinize(self, view: GuessState, seat: int, rng: Rng) -> GuessState:
        if view.secret != HIDDEN:
            return dataclasses.replace(view, rng=rng)
        value, rng = rng.below(3)
        return dataclasses.replace(view, secret=value, rng=rng)

    def render_text(self, state: GuessState) -> str:
        return f"secret {state.secret}"


@dataclass(frozen=True, slots=True)
class RaceState:
    counter: int
    seat: int
    rolled: bool
    seats: int
    goal: int
    result: Outcome | None
    rng: Rng | None


class RaceGame(Game[RaceState, str]):
    def __init__(self, seats: int = 3, goal: int = 10) -> None:
        self.meta = GameMeta("race", "Race", "Reach the goal exactly.", 2, 4,
                             ("One", "Two", "Three", "Four"), 1,
                             "test", (seats_option(seats, 2, 4),), has_chance=True)
        self.goal = goal

    def initial_state(self, options: Mapping[str, OptionValue], seed: int) -> RaceState:
        return RaceState(0, 0, False, self.meta.seat_count(options), self.goal, None,
                         Rng.from_seed(seed))

    def seat_count(self, state: RaceState) -> int:
        return state.seats

    def to_move(self, state: RaceState) -> int:
        if state.result is not None:
            return TERMINAL
        return state.seat if state.rolled else CHANCE

    def chance_event(self, state: RaceState) -> ChanceEvent[str]:
        def sample(rng: Rng) -> tuple[str, Rng]:
            value, rng = rng.die()
            return ("slip" if value == 1 else "stay"), rng
        return ChanceEvent("roll", sample, (("slip", 1 / 6), ("stay", 5 / 6)))

    def legal_actions(self, state: RaceState) -> Sequence[str]:
        return ("+1", "+2") if self.to_move(state) >= 0 else ()

    def next_state(self, state: RaceState, action: str) -> RaceState:
        if action in ("slip", "stay"):
            return dataclasses.replace(state,
                                       counter=max(0, state.counter - (
                action == "slip")), rolled=True)
        counter = state.counter + int(action[1:])
        if counter == state.goal:
            return dataclasses.replace(state, counter=counter, result=Outcome(
                frozenset({state.seat}), "reached", termination="goal-reached"))
        if counter > state.goal:
            counter = 0  # overshooting starts the race again
        return dataclasses.replace(state, counter=counter, seat=(state.seat + 1) % state.seats,
                                   rolled=False)

    def outcome(self, state: RaceState) -> Outcome | None:
        return state.result

    def notation(self, state: RaceState, action: str) -> str:
        return action

    def parse(self, state: RaceState, text: str) -> str:
        if text not in self.legal_actions(state):
            raise NotationError(text)
        return text

    def view(self, state: RaceState, seat: int | None) -> RaceState:
        return dataclasses.replace(state, rng=None)

    def determinize(self, view: RaceState, seat: int, rng: Rng) -> RaceState:
        return dataclasses.replace(view, rng=rng)

    def render_text(self, state: RaceState) -> str:
        return f"counter {state.counter}"
