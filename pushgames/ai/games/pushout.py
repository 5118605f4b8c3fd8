"""Pushout: information-set MCTS over determinized draw piles and face-down cards.

The general player already samples the hidden parts (``game.determinize``
shuffles every card the seat has not seen into the pile and the face-down
places); this module adds an evaluation so playouts can stop after a few
decisions: how close each scoring row is to a straight or five of a kind,
and its total (the pile's end is decided on totals).

>>> from pushgames.pushout import GAME
>>> from pushgames.core import start
>>> state = start(GAME, {}, seed=1)
>>> PushoutDomain(GAME).evaluate(state, 0) == -PushoutDomain(GAME).evaluate(state, 1)
True
"""

from __future__ import annotations

from typing import Any

from ...core import Game
from ...pushout.scoring import row_values, scoring_rows, total
from ..budget import Budget
from ..domain import Domain
from ..levels import BROWSER_SECONDS_MAX, Level
from ..mcts import ISMCTSPlayer
from ..sampled import SampledAlphaBetaPlayer

#: Points for a row with this many cards already in place for its nearest win.
NEAR_WIN = (0, 0, 6, 20, 55, 400)
_TARGETS = ((1, 2, 3, 4, 5), (5, 4, 3, 2, 1)) + tuple((v,) * 5 for v in range(1, 6))
TOTAL_WEIGHT = 2


def row_strength(values: tuple[int, ...]) -> int:
    """How close a row of values is to a win, plus its total (memoized: rows repeat).

    >>> row_strength((1, 2, 3, 4, 0)) > row_strength((1, 3, 5, 2, 4))
    True
    """
    known = _STRENGTH.get(values)
    if known is None:
        known = _STRENGTH[values] = _row_strength(values)
    return known


_STRENGTH: dict[tuple[int, ...], int] = {}


def _row_strength(values: tuple[int, ...]) -> int:
    best = 0
    for target in _TARGETS:
        matched = sum(1 for v, t in zip(values, target) if v == t)
        if matched > best:
            best = matched
    return NEAR_WIN[best] + TOTAL_WEIGHT * sum(v for v in values if v > 0)


class PushoutDomain(Domain):
    has_evaluation = True
    eval_scale = 120.0

    def evaluate(self, state: Any, seat: int) -> float:
        rules, board = state.rules, state.board
        mine = sum(row_strength(row_values(rules, board, row, seat))
                   for row in scoring_rows(rules, seat))
        theirs = sum(row_strength(row_values(rules, board, row, 1 - seat))
                     for row in scoring_rows(rules, 1 - seat))
        return float(mine - theirs)


class PushoutEndgameDomain(PushoutDomain):
    """Hard's evaluation: most games end when the pile runs out, on the rows'
    totals, so a pip of total difference weighs more as the pile shrinks (up
    to :data:`ENDGAME_WEIGHT` more points with the pile empty)."""

    def evaluate(self, state: Any, seat: int) -> float:
        rules, board = state.rules, state.board
        lead = total(rules, board, seat) - total(rules, board, 1 - seat)
        closeness = ENDGAME_PILE / (len(state.pile) + ENDGAME_PILE)
        return super().evaluate(state, seat) + ENDGAME_WEIGHT * closeness * lead


#: A pile this long makes the totals weigh half their endgame weight.
ENDGAME_PILE = 8
ENDGAME_WEIGHT = 10.0

#: Hard: this many samples of the hidden cards, each searched this many
#: decisions deep, within this many nodes in all (the arena's budget and the page's cap).
HARD_SAMPLES = 8
HARD_DEPTH = 3
HARD_NODES = 12_000
#: Evaluation points (a pip of a scoring row is 2): Hard plays a move this
#: close to its best rather than one that brings back a position.
HARD_ABOUT_AS_GOOD = 4.0

#: The evaluation a draw offer is answered by (:mod:`pushgames.ai.draws`).
DOMAIN = PushoutDomain


def levels(game: Game[Any, Any]) -> dict[str, Level]:
    """Iterations (nodes) of ISMCTS; playouts stop after 6 decisions and evaluate."""
    def player(name: str, noise: float = 0.0) -> ISMCTSPlayer:
        return ISMCTSPlayer(PushoutDomain, rollout_depth=6, noise=noise, name=f"pushout-{name}")

    hard = SampledAlphaBetaPlayer(PushoutEndgameDomain, samples=HARD_SAMPLES, depth=HARD_DEPTH,
                                  about_as_good=HARD_ABOUT_AS_GOOD, name="pushout-hard")
    return {
        "easy": Level(player("easy", noise=0.08), Budget(nodes=40), Budget(seconds=0.5, nodes=40)),
        "medium": Level(player("medium"), Budget(nodes=150), Budget(seconds=1.0, nodes=150)),
        "hard": Level(hard, Budget(nodes=HARD_NODES),
                      Budget(seconds=BROWSER_SECONDS_MAX, nodes=HARD_NODES)),
        "hard-v1": Level(player("hard-v1"), Budget(nodes=400), Budget(seconds=BROWSER_SECONDS_MAX)),
    }
