"""The general player: information-set Monte Carlo tree search (SO-ISMCTS).

It works on any game through the engine contract alone: every iteration
samples a full state consistent with the player's view
(``game.determinize``), walks a tree of the player's and the opponents'
decisions (each node's statistics count for the seat that chose it, so any
number of seats works), samples chance with the player's own generator, and
finishes with a playout: random by default, cut short by the game's
evaluation where the :class:`~pushgames.ai.domain.Domain` has one.

Selection uses UCB with availability counts (Cowling, Powley and Whitehouse,
2012), because in a determinization some actions exist only sometimes. The
tree is iterative; nothing recurses.
"""

from __future__ import annotations

import math
import random
from typing import Any, Callable

from ..core import CHANCE, TERMINAL, Game, Rng
from .budget import Budget, Clock
from .domain import Domain
from .player import Player, SearchResult, python_random, softmax_pick


class _Node:
    __slots__ = ("children", "visits", "avail", "reward", "seat")

    def __init__(self, seat: int) -> None:
        self.children: dict[Any, _Node] = {}
        self.visits = 0
        self.avail = 1
        self.reward = 0.0
        self.seat = seat  # the seat whose decision led here (-1 at the root)


class ISMCTSPlayer(Player):
    """Information-set MCTS; ``iterations`` come from the budget's node limit.

    ``noise`` > 0 (the easier levels) draws the move with softmax weights over
    the children's mean results at that temperature instead of taking the
    most visited one; an action that wins at once is always taken.

    The result's ``scores`` are the mean results of the root actions visited at
    least a quarter as often as the most visited one: a mean of a few playouts
    says little. Of those, one within :attr:`about_as_good` of the chosen
    action's mean is played instead when the chosen one brings back a position
    (:mod:`.cycles`).
    """

    #: Mean results (-1..1) this close count as about as good (:mod:`.cycles`).
    about_as_good = 0.1

    def __init__(self, make_domain: Callable[[Game[Any, Any]], Domain] = Domain, *,
                 exploration: float = 1.0,
                 rollout_depth: int | None = None, noise: float = 0.0,
                 name: str = "ismcts") -> None:
        self.make_domain = make_domain
        self.exploration = exploration
        self.rollout_depth = rollout_depth
        self.noise = noise
        self.name = name

    def search(self, game: Game[Any, Any], view: Any, seat: int, budget: Budget,
               rng: Rng) -> SearchResult:
        rand = python_random(rng)
        domain = self.make_domain(game)
        clock = Clock(budget)
        first = game.determinize(view, seat, rng)
        legal = list(domain.moves(first))
        seats = game.seat_count(first)
        # With hidden parts a win in one sample may be a loss in the truth: only
        # perfect-information games take this shortcut; the tree finds the rest.
        winning = None if game.meta.has_hidden_information else _winning_now(game, domain,
                                                                             first, legal, seat)
        if winning is not None or len(legal) == 1:
            action = winning if winning is not None else legal[0]
            return SearchResult(domain.first_action(first, action), nodes=1, seconds=clock.elapsed)
        depth = self.rollout_depth
        if depth is None:
            depth = 8 if domain.has_evaluation else 400
        root = _Node(-1)
        iterations = 0
        while True:
            self._iterate(game, domain, root, view, seat, seats, rand, depth)
            iterations += 1
            if clock.tick() or clock.expired():
                break
        legal_set = set(legal)
        stats = [(a, child) for a, child in root.children.items() if a in legal_set
                 and child.visits > 0]
        if not stats:
            action = legal[rand.randrange(len(legal))]
        elif self.noise > 0:
            action = softmax_pick([(a, c.reward / c.visits) for a, c in stats], self.noise, rand)
        else:
            action = max(stats, key=lambda pair: (pair[1].visits, pair[1].reward))[0]
        chosen = root.children.get(action)
        score = chosen.reward / chosen.visits if chosen is not None and chosen.visits else None
        most = max((c.visits for _, c in stats), default=0)
        return SearchResult(domain.first_action(first, action), nodes=iterations,
                            seconds=clock.elapsed,
                            score=score, scores=tuple(
                                (domain.first_action(first, a), c.reward / c.visits)
                                for a, c in stats if 4 * c.visits >= most))

    def _iterate(self, game: Game[Any, Any], domain: Domain, root: _Node, view: Any,
                 seat: int, seats: int,
                 rand: random.Random, depth: int) -> None:
        state = game.determinize(view, seat, Rng(rand.getrandbits(64)))
        node, path = root, [root]
        c = self.exploration
        while True:
            mover = game.to_move(state)
            if mover == TERMINAL:
                break
            if mover == CHANCE:
                state = _chance(game, state, rand)
                continue
            moves = domain.moves(state)
            children = node.children
            untried = []
            for move in moves:
                child = children.get(move)
                if child is None:
                    untried.append(move)
                else:
                    child.avail += 1
            if untried:
                move = untried[rand.randrange(len(untried))]
                child = children[move] = _Node(mover)
                path.append(child)
                state = domain.play(state, move)
                break
            best_value, best_move, best_child = -math.inf, None, None
            for move in moves:
                child = children[move]
                value = child.reward / child.visits + c * math.sqrt(
                    math.log(child.avail) / child.visits)
                if value > best_value:
                    best_value, best_move, best_child = value, move, child
            node = best_child  # type: ignore[assignment]
            path.append(node)
            state = domain.play(state, best_move)
        returns = _playout(game, domain, state, seats, rand, depth)
        for visited in path:
            visited.visits += 1
            if visited.seat >= 0:
                visited.reward += returns[visited.seat]


def _chance(game: Game[Any, Any], state: Any, rand: random.Random) -> Any:
    action, _ = game.chance_event(state).sample(Rng(rand.getrandbits(64)))
    return game.next_state(state, action)


def _playout(game: Game[Any, Any], domain: Domain, state: Any, seats: int, rand: random.Random,
             depth: int) -> tuple[float, ...]:
    """Play on to the end (or ``depth`` decisions, then evaluate): each seat's result in -1..1."""
    steps = 0
    while True:
        mover = game.to_move(state)
        if mover == TERMINAL:
            outcome = game.outcome(state)
            assert outcome is not None, "a terminal state has an outcome"
            return outcome.returns(seats)
        if mover == CHANCE:
            state = _chance(game, state, rand)
            continue
        if steps >= depth:
            scale = domain.eval_scale
            return tuple(math.tanh(domain.evaluate(state, s) / scale) for s in range(seats))
        state = domain.play(state, domain.rollout_action(state, domain.moves(state), rand))
        steps += 1


def _winning_now(game: Game[Any, Any], domain: Domain, state: Any, moves: list[Any],
                 seat: int) -> Any:
    """A move after which ``seat`` has won outright (no chance in between), if any."""
    for move in moves:
        after = domain.play(state, move)
        if game.to_move(after) == TERMINAL:
            outcome = game.outcome(after)
            if outcome is not None and outcome.winners == frozenset({seat}):
                return move
    return None
