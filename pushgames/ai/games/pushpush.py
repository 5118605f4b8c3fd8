"""Push Push: an evaluation that knows the ball, the edges and material, and the levels.

Points are from the evaluated seat's point of view; a ball pushed off its
goal edge is a win (``WIN``), found by the search, not by this function.

>>> from pushgames.core import start
>>> from pushgames.registry import get_game
>>> game = get_game("pushpush")
>>> domain = PushPushDomain(game)
>>> domain.evaluate(start(game), 0) == -domain.evaluate(start(game), 1)
True
"""

from __future__ import annotations

from typing import Any

from ...core import Game
from ...pushpush.board import BALL, EMPTY, SIZE, owner_of, value_of
from ...pushpush.rules import Move, PushPushState
from ..alphabeta import AlphaBetaPlayer
from ..budget import Budget
from ..domain import Domain
from ..levels import Level

#: The ball's rank (0 = rank 1) seen by A, who pushes it north. Steep near the
#: edges: a ball on the last rank is one push from the end.
BALL_RANK = (-420, -170, -60, 0, 60, 170, 420)
#: A figure's worth by value: a 4 cannot be pushed, a 1 is the only capturer of 4s.
MATERIAL = (0, 70, 80, 95, 130)
#: Closeness to the ball by king distance 0..6: figures near the ball decide.
NEAR = (0, 14, 8, 4, 1, 0, 0)
#: A figure right behind the ball (it can push it towards its goal) or right in
#: front of it (it blocks the other side's pushes: the ball must end a line).
SUPPORT = 22
#: A figure on the board's edge can be pushed off by a single push.
ON_EDGE = -9
TEMPO = 12

_OWNER = tuple(owner_of(code) for code in range(10))
_VALUE = tuple(value_of(code) for code in range(10))
_FILE = tuple(sq % SIZE for sq in range(SIZE * SIZE))
_RANK = tuple(sq // SIZE for sq in range(SIZE * SIZE))
_EDGE = tuple(f in (0, SIZE - 1) or r in (0, SIZE - 1) for f, r in zip(_FILE, _RANK))


def evaluate_board(board: tuple[int, ...], to_move: int) -> int:
    """Points for A (seat 0) on ``board`` with ``to_move`` to play."""
    ball = board.index(BALL)
    bf, br = _FILE[ball], _RANK[ball]
    score = BALL_RANK[br] + (TEMPO if to_move == 0 else -TEMPO)
    # How much support matters grows as the ball nears that side's goal.
    push_a = 1 + max(0, br - 3)
    push_b = 1 + max(0, 3 - br)
    for sq, code in enumerate(board):
        if code <= BALL:
            continue
        f, r = _FILE[sq], _RANK[sq]
        df, dr = f - bf, r - br
        dist = max(abs(df), abs(dr))
        points = MATERIAL[_VALUE[code]] + (NEAR[dist] if dist < 7 else 0) + (ON_EDGE
                                                                             if _EDGE[sq] else 0)
        if dist == 1:
            if _OWNER[code] == 0:
                # Behind the ball (south of it) A pushes it north; north of it A blocks B.
                points += SUPPORT * (push_a if dr < 0 else push_b if dr > 0 else 0)
            else:
                points += SUPPORT * (push_b if dr > 0 else push_a if dr < 0 else 0)
        score += points if _OWNER[code] == 0 else -points
    return score


class PushPushDomain(Domain):
    has_evaluation = True
    eval_scale = 300.0

    def evaluate(self, state: PushPushState, seat: int) -> float:
        value = evaluate_board(state.board, state.to_move)
        return value if seat == 0 else -value

    def order_hint(self, state: PushPushState, move: Move) -> int:
        """Pushes first (the ball most), then captures; quiet steps last."""
        if move.src < 0:
            return 0
        target = state.board[move.dst]
        if target == EMPTY:
            return 0
        return 3 if target == BALL else 2

    def key(self, state: PushPushState) -> Any:
        return (state.board, state.to_move)

    def times_seen(self, state: PushPushState) -> int:
        # The state's history counts its game's positions, the latest included.
        return state.history.repeats


#: The evaluation a draw offer is answered by (:mod:`pushgames.ai.draws`).
DOMAIN = PushPushDomain


#: What a move back to a position the game has been in costs (about a tempo):
#: of two moves about as good, the one that brings back nothing is played.
REPEAT_PENALTY = 15.0


def levels(game: Game[Any, Any]) -> dict[str, Level]:
    """Easy: 2 plies, softmax over the moves' scores; Medium: about 4 plies;
    Hard: iterative deepening as far as the budget goes (3 s in the browser)."""
    def player(name: str, depth: int, noise: float = 0.0) -> AlphaBetaPlayer:
        return AlphaBetaPlayer(PushPushDomain, max_depth=depth, noise=noise,
                               repeat_penalty=REPEAT_PENALTY,
                               name=f"pushpush-{name}")

    return {
        "easy": Level(player("easy", 2, noise=60.0), Budget(nodes=4_000),
                      Budget(seconds=0.6, nodes=4_000)),
        "medium": Level(player("medium", 4), Budget(nodes=8_000), Budget(seconds=1.2, nodes=8_000)),
        "hard": Level(player("hard", 20), Budget(nodes=30_000), Budget(seconds=3.0)),
    }
