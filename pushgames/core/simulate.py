"""Random games through the contract: one driver for the tests and the bench.

>>> from pushgames.registry import get_game
>>> game = get_game("pushfight")
>>> played = random_game(game, seed=3)
>>> played.outcome(game) is not None and len(played.states) == len(played.actions) + 1
True
>>> random_game(game, seed=3).actions == played.actions      # the seed decides everything
True
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable, Generic, Mapping, Sequence, TypeVar

from .contract import TERMINAL, Game, OptionValue, Outcome, resolve_chance, start

S = TypeVar("S")
A = TypeVar("A")

#: ``choose(state, legal_actions, generator)``: the decision to make.
Chooser = Callable[[S, Sequence[A], random.Random], A]
#: ``check(before, action, after)``: called after every decision (tests assert there).
Checker = Callable[[S, A, S], None]


@dataclass(frozen=True, slots=True)
class PlayedGame(Generic[S, A]):
    """A finished (or capped) random game: the state before each decision and
    the final one, the decisions, and whether the cap stopped it."""

    options: dict[str, OptionValue]
    seed: int
    states: tuple[S, ...]
    actions: tuple[A, ...]
    capped: bool

    @property
    def final(self) -> S:
        return self.states[-1]

    def outcome(self, game: Game[S, A]) -> Outcome | None:
        return game.outcome(self.final)


def uniform(state: object, actions: Sequence[A], chooser: random.Random) -> A:
    return actions[chooser.randrange(len(actions))]


def random_game(game: Game[S, A], options: Mapping[str, object] | None = None, seed: int = 0, *,
                max_decisions: int = 10_000, choose: Chooser[S, A] | None = None,
                check: Checker[S, A] | None = None,
                checked: bool = True, keep_states: bool = True) -> PlayedGame[S, A]:
    """Play one game of random decisions from ``start(game, options, seed)``.

    Decisions come from ``choose`` (uniform by default) with a generator seeded
    by ``seed``; chance acts with the state's own generator, so the same seed
    plays the same game. ``checked`` plays through ``apply`` (``next_state``
    otherwise, as a search would); ``keep_states=False`` keeps only the final
    state (the bench measures the engine, not the list).
    """
    normalized = game.meta.normalize_options(options)
    pick = choose or uniform
    chooser = random.Random(seed)
    advance = game.apply if checked else game.next_state
    state = start(game, normalized, seed)
    states, actions = [state], []
    for _ in range(max_decisions):
        if game.to_move(state) == TERMINAL:
            break
        action = pick(state, game.legal_actions(state), chooser)
        after = resolve_chance(game, advance(state, action))
        if check is not None:
            check(state, action, after)
        actions.append(action)
        if keep_states:
            states.append(after)
        state = after
    capped = game.to_move(state) != TERMINAL
    return PlayedGame(normalized, seed, tuple(states) if keep_states else (state,),
                      tuple(actions), capped)
