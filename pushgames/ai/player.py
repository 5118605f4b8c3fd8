"""The computer-player interface, the result of a search, and the random player.

A player sees only what its seat sees: ``choose`` receives
``game.view(state, seat)``, never the full state, and fills in hidden parts
with ``game.determinize(view, seat, rng)`` when it searches. Chance during a
search is sampled with the player's own generator, never the state's.

>>> from pushgames.registry import get_game
>>> from pushgames.core import Rng, start
>>> game = get_game("pushpush")
>>> state = start(game)
>>> action = RandomPlayer().choose(game, game.view(state, 0), 0, Budget(nodes=1), Rng(1))
>>> action in game.legal_actions(state)
True
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from typing import Any, Hashable, Sequence

from ..core import Game, Rng
from .budget import Budget
from .cycles import NOTHING_SEEN, Seen, fresh_choice


@dataclass(frozen=True, slots=True)
class SearchResult:
    """What a search decided and what it cost.

    ``scores`` holds the root actions' values where the search has them (for
    display and for the noisy levels); ``depth`` is the deepest completed
    iteration of an alpha-beta search, or 0.
    """

    action: Any
    nodes: int = 0
    seconds: float = 0.0
    depth: int = 0
    score: float | None = None
    scores: tuple[tuple[Any, float], ...] = field(default=(), repr=False)

    @property
    def nodes_per_second(self) -> float:
        return self.nodes / self.seconds if self.seconds > 0 else 0.0


class Player:
    """A computer player. Subclasses implement :meth:`search`.

    ``about_as_good`` is how far below the best a move's score (in the
    search's ``scores``) may be and still be played instead of one that brings
    back a position of the game's history (:mod:`.cycles`); 0 leaves the
    search's choice alone (a search that sees the history itself).
    """

    name = "player"
    about_as_good = 0.0

    def choose(self, game: Game[Any, Any], view: Any, seat: int, budget: Budget, rng: Rng,
               seen: Seen = NOTHING_SEEN) -> Any:
        """A legal action for ``seat`` in the position its ``view`` shows;
        ``seen``, the positions the game went through, keeps it out of loops."""
        result = self.search(game, view, seat, budget, rng)
        return fresh_choice(game, view, seat, result.action, result.scores, seen,
                            self.about_as_good)

    def search(self, game: Game[Any, Any], view: Any, seat: int, budget: Budget,
               rng: Rng) -> SearchResult:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name}>"


class RandomPlayer(Player):
    """Uniformly random legal actions: the arena's baseline, never a level."""

    name = "random"

    def search(self, game: Game[Any, Any], view: Any, seat: int, budget: Budget,
               rng: Rng) -> SearchResult:
        state = game.determinize(view, seat, rng)
        action, _ = rng.choice(list(game.legal_actions(state)))
        return SearchResult(action, nodes=1)


def python_random(rng: Rng) -> random.Random:
    """A fast mutable generator seeded from a core :class:`Rng` (for inner loops)."""
    return random.Random(rng.state)


def fresh_rng(rand: random.Random) -> Rng:
    """A core :class:`Rng` drawn from ``rand`` (for ``determinize`` and chance)."""
    return Rng(rand.getrandbits(64))


def softmax_pick(scored: Sequence[tuple[Hashable, float]], temperature: float,
                 rand: random.Random) -> Hashable:
    """One action drawn with probability proportional to exp(score / temperature).

    This is how the easier levels make mistakes: a near-best move is often
    chosen, a clearly bad one almost never.

    >>> softmax_pick([("good", 10.0), ("bad", -90.0)], 5.0, random.Random(1))
    'good'
    """
    if temperature <= 0 or len(scored) == 1:
        return max(scored, key=lambda pair: pair[1])[0]
    top = max(score for _, score in scored)
    weights = [math.exp((score - top) / temperature) for _, score in scored]
    pick = rand.random() * sum(weights)
    for (action, _), weight in zip(scored, weights):
        pick -= weight
        if pick <= 0:
            return action
    return scored[-1][0]
