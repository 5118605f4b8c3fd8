"""Iterative-deepening alpha-beta (negamax) for two-seat perfect-information games.

The search runs over a :class:`~pushgames.ai.domain.Domain`: moves, the state
after a move and a static evaluation. It has a transposition table (keyed by
``domain.key``), killer moves and the history heuristic for move ordering, and
stops cooperatively when its :class:`~pushgames.ai.budget.Clock` is spent: the
result is then the best move of the deepest finished iteration (or of the
unfinished one, once its first move is searched). A turn made of several
decisions is handled by keeping the sign when the same seat moves again.

Recursion depth is the search depth (at most ``max_depth``, well under
Pyodide's limit of 1000 frames).
"""

from __future__ import annotations

import random
from typing import Any, Callable, Hashable

from ..core import TERMINAL, Game, Rng
from .budget import Budget, Clock, SearchStopped
from .domain import WIN, WIN_THRESHOLD, Domain
from .player import Player, SearchResult, python_random, softmax_pick

EXACT, LOWER, UPPER = 0, 1, 2
INFINITY = float("inf")
#: Transposition tables are cleared past this many entries (memory in Pyodide).
TT_LIMIT = 400_000


class AlphaBeta:
    """One search: create, call :meth:`run`, read the result's fields."""

    def __init__(self, domain: Domain, clock: Clock, rand: random.Random, *, max_depth: int = 24,
                 exact_root: bool = False, repeat_penalty: float = 0.0) -> None:
        self.domain = domain
        self.game = domain.game
        self.clock = clock
        self.rand = rand
        self.max_depth = max_depth
        self.exact_root = exact_root
        self.repeat_penalty = repeat_penalty
        self.tt: dict[Hashable, tuple[int, float, int, Any]] = {}
        self.history: dict[Any, int] = {}
        self.killers: list[list[Any]] = [[None, None] for _ in range(max_depth + 2)]
        self.depth_done = 0
        self.best_move: Any = None
        self.best_score = -INFINITY
        self.root_scores: dict[Any, float] = {}

    # -- the driver -----------------------------------------------------------
    def run(self, root: Any) -> None:
        """Deepen until the budget, the depth cap or a proven result stops it."""
        moves = list(self.domain.moves(root))
        self.rand.shuffle(moves)  # equal moves are then chosen at random
        moves.sort(key=lambda m: -self.domain.order_hint(root, m))
        self.best_move = moves[0]
        me = self.game.to_move(root)
        # A move back to a position the game has been in pays a little, so that
        # a move about as good that brings back nothing is played (:mod:`.cycles`).
        penalty = {move: self.repeat_penalty for move in moves
                   if self.repeat_penalty and self.domain.times_seen(
                       self.domain.play(root, move)) > 1}
        for depth in range(1, self.max_depth + 1):
            scores: dict[Any, float] = {}
            best_move, best_score = None, -INFINITY
            alpha = -INFINITY
            try:
                for move in moves:
                    window_alpha = -INFINITY if self.exact_root else alpha
                    paid = penalty.get(move, 0.0)
                    value = self._child_value(self.domain.play(root, move), me, depth - 1,
                                              window_alpha + paid,
                                              INFINITY, 1) - paid
                    scores[move] = value
                    if value > best_score:
                        best_move, best_score = move, value
                        alpha = max(alpha, value)
            except SearchStopped:
                if best_move is not None and (self.depth_done == 0 or moves[0] in scores):
                    # The first move (the previous best) is fully searched: any move that beat it is
                    # better.
                    self.best_move, self.best_score = best_move, best_score
                    self.root_scores.update(scores)
                break
            self.best_move, self.best_score, self.root_scores = best_move, best_score, scores
            self.depth_done = depth
            if abs(best_score) > WIN_THRESHOLD and not self.exact_root:
                break  # proven: deeper search cannot change the result
            moves.sort(key=lambda m: -scores.get(m, -INFINITY))
            if len(moves) == 1 and not self.exact_root:
                break

    # -- the recursion ---------------------------------------------------------
    def _child_value(self, child: Any, me: int, depth: int, alpha: float, beta: float,
                     ply: int) -> float:
        """The value of ``child`` for ``me`` (the seat that moved into it)."""
        game = self.game
        mover = game.to_move(child)
        if mover == TERMINAL:
            self.clock.check()
            outcome = game.outcome(child)
            assert outcome is not None, "a terminal state has an outcome"
            winners = outcome.winners
            if not winners:
                return 0.0
            return WIN - ply if me in winners else -(WIN - ply)
        if mover == me:
            return self._negamax(child, depth, alpha, beta, ply)
        return -self._negamax(child, depth, -beta, -alpha, ply)

    def _negamax(self, state: Any, depth: int, alpha: float, beta: float, ply: int) -> float:
        """The value of the non-terminal ``state`` for the seat to move there."""
        self.clock.check()
        domain = self.domain
        me = self.game.to_move(state)
        if depth <= 0:
            return domain.evaluate(state, me)
        key = domain.key(state)
        entry = self.tt.get(key)
        tt_move = None
        if entry is not None:
            e_depth, e_value, e_flag, tt_move = entry
            if e_depth >= depth:
                e_value = _from_tt(e_value, ply)
                if e_flag == EXACT:
                    return e_value
                if e_flag == LOWER and e_value > alpha:
                    alpha = e_value
                elif e_flag == UPPER and e_value < beta:
                    beta = e_value
                if alpha >= beta:
                    return e_value
        original_alpha = alpha
        best, best_move = -INFINITY, None
        killers = self.killers[ply] if ply < len(self.killers) else [None, None]
        history = self.history
        for move in self._ordered(state, domain.moves(state), tt_move, killers):
            value = self._child_value(domain.play(state, move), me, depth - 1, alpha, beta, ply + 1)
            if value > best:
                best, best_move = value, move
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        if move != killers[0]:
                            killers[1], killers[0] = killers[0], move
                        history[move] = history.get(move, 0) + depth * depth
                        break
        flag = UPPER if best <= original_alpha else LOWER if best >= beta else EXACT
        if len(self.tt) >= TT_LIMIT:
            self.tt.clear()
        self.tt[key] = (depth, _to_tt(best, ply), flag, best_move)
        return best

    def _ordered(self, state: Any, moves: Any, tt_move: Any, killers: list[Any]) -> list[Any]:
        history, hint = self.history, self.domain.order_hint
        first, k0, k1 = tt_move, killers[0], killers[1]

        def rank(move: Any) -> float:
            if move == first:
                return 1e12
            bonus = 1e9 if move == k0 else 5e8 if move == k1 else 0
            return bonus + hint(state, move) * 1e6 + history.get(move, 0)

        return sorted(moves, key=rank, reverse=True)


def _to_tt(value: float, ply: int) -> float:
    """Wins are stored relative to the node, so they stay right at another ply."""
    if value > WIN_THRESHOLD:
        return value + ply
    if value < -WIN_THRESHOLD:
        return value - ply
    return value


def _from_tt(value: float, ply: int) -> float:
    if value > WIN_THRESHOLD:
        return value - ply
    if value < -WIN_THRESHOLD:
        return value + ply
    return value


class AlphaBetaPlayer(Player):
    """Iterative-deepening alpha-beta over a game's :class:`Domain`.

    ``noise`` > 0 makes the easier levels: every root move gets an exact score
    and one is drawn with softmax weights at that temperature (in evaluation
    points). A noisy player still takes a win it sees and avoids a loss it
    sees whenever some move avoids it: its mistakes are positional, never
    nonsense. ``repeat_penalty`` (evaluation points) is what a root move back
    to a position the game has been in costs (the domain's ``times_seen``):
    the search stays out of loops when another move is about as good.
    """

    def __init__(self, make_domain: Callable[[Game[Any, Any]], Domain], *, max_depth: int = 24,
                 noise: float = 0.0, repeat_penalty: float = 0.0, name: str = "alphabeta") -> None:
        self.make_domain = make_domain
        self.max_depth = max_depth
        self.noise = noise
        self.repeat_penalty = repeat_penalty
        self.name = name

    def search(self, game: Game[Any, Any], view: Any, seat: int, budget: Budget,
               rng: Rng) -> SearchResult:
        rand = python_random(rng)
        state = game.determinize(view, seat, rng)
        domain = self.make_domain(game)
        clock = Clock(budget)
        search = AlphaBeta(domain, clock, rand, max_depth=self.max_depth, exact_root=self.noise > 0,
                           repeat_penalty=self.repeat_penalty)
        search.run(state)
        move, score = search.best_move, search.best_score
        if self.noise > 0 and len(search.root_scores) > 1:
            move = noisy_choice(search.root_scores, self.noise, rand)
            score = search.root_scores[move]
        return SearchResult(domain.first_action(state, move), nodes=clock.nodes,
                            seconds=clock.elapsed,
                            depth=search.depth_done, score=score if score > -INFINITY else None,
                            scores=tuple(search.root_scores.items()))


def noisy_choice(scores: dict[Any, float], temperature: float, rand: random.Random) -> Any:
    """A softmax pick among the moves that neither miss a seen win nor walk into a seen loss.

    >>> noisy_choice({"win": WIN - 1, "fine": 3.0}, 50.0, random.Random(0))
    'win'
    >>> noisy_choice({"lose": -WIN + 2, "fine": 3.0}, 1e9, random.Random(0))
    'fine'
    """
    wins = [(m, s) for m, s in scores.items() if s > WIN_THRESHOLD]
    if wins:
        return max(wins, key=lambda pair: pair[1])[0]
    safe = [(m, s) for m, s in scores.items() if s > -WIN_THRESHOLD] or list(scores.items())
    return softmax_pick(safe, temperature, rand)
