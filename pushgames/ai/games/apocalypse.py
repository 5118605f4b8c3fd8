"""Apocalypse USA: an evaluation for the general ISMCTS player, and its levels.

The general player samples every hand it cannot see (``game.determinize``)
and searches the small decisions of the turn; this module lets its playouts
stop after a few decisions and judge the position: VP (what decides the
game), the regions each seat dominates now (the VP of the next score), its
tokens (the tie-break, and what the next disasters eat) and its cards.
Each seat is measured against its strongest opponent, so the same function
serves any number of seats.

>>> from pushgames.apocalypse import GAME
>>> from pushgames.core import start
>>> state = start(GAME, {"seats": 2}, seed=1)
>>> domain = ApocalypseDomain(GAME)
>>> domain.evaluate(state, 0) == domain.evaluate(state, 1) == 0.0
True
"""

from __future__ import annotations

from typing import Any

from ...apocalypse.board import REGIONS
from ...apocalypse.outcome import final_outcome
from ...apocalypse.state import ApocalypseState
from ...core import Game
from ..budget import Budget
from ..domain import Domain
from ..levels import BROWSER_SECONDS_MAX, Level
from ..mcts import ISMCTSPlayer

#: Points per VP, per region dominated now, per token on the map, per card in hand.
VP_WEIGHT = 12.0
DOMINATED_WEIGHT = 5.0
TOKEN_WEIGHT = 0.25
CARD_WEIGHT = 0.8
#: A seat's cards count up to the hand limit (more are discarded).
CARD_CAP = 7
#: Hard's iterations, in the arena and (as a cap) in the page.
HARD_NODES = 600


def seat_scores(state: ApocalypseState) -> list[float]:
    """Each seat's strength in points (VP, dominated regions, tokens, cards)."""
    seats = state.seats
    dominated = [0] * seats
    tokens = state.tokens
    for region in range(REGIONS):
        counts = tokens[region * seats:region * seats + seats]
        best = max(counts)
        if best and counts.count(best) == 1:
            dominated[counts.index(best)] += 1
    piles = state.cards.piles
    return [VP_WEIGHT * state.vp[s] + DOMINATED_WEIGHT * dominated[
        s] + TOKEN_WEIGHT * sum(tokens[s::seats])
            + CARD_WEIGHT * min(CARD_CAP, len(piles[2 + s])) for s in range(seats)]


class ApocalypseDomain(Domain):
    has_evaluation = True
    eval_scale = 60.0

    def evaluate(self, state: Any, seat: int) -> float:
        scores = seat_scores(state)
        rival = max(score for s, score in enumerate(scores) if s != seat)
        return scores[seat] - rival


#: The evaluation a draw offer is answered by (:mod:`pushgames.ai.draws`).
DOMAIN = ApocalypseDomain


def adjudicate(state: ApocalypseState) -> frozenset[int]:
    """Who would win were the game to end now (most VP, then tokens): how the
    arena scores a game it stopped (``--max-decisions``). Careful players seldom
    end a game: it ends only when a turn ends with two regions empty, and the
    seat behind refills what the seat ahead empties (Hard against Medium was at
    461 VP to 467 after 1,257 decisions, every region holding 13 tokens or more).

    >>> from pushgames.apocalypse import GAME
    >>> from pushgames.core import start
    >>> sorted(adjudicate(start(GAME, {"seats": 2}, seed=1)))
    [0, 1]
    """
    return final_outcome(state).winners


def levels(game: Game[Any, Any]) -> dict[str, Level]:
    """Iterations (nodes) of ISMCTS; playouts stop after 3 decisions and evaluate.
    Hard's arena budget is the page's node cap: in the page it reaches the cap
    well within its time (a search of 600 iterations takes about 0.2 s on CPython)."""
    def player(name: str, noise: float = 0.0) -> ISMCTSPlayer:
        return ISMCTSPlayer(ApocalypseDomain, rollout_depth=3, noise=noise,
                            name=f"apocalypse-{name}")

    return {
        "easy": Level(player("easy", noise=0.15), Budget(nodes=12), Budget(seconds=0.4, nodes=12)),
        "medium": Level(player("medium"), Budget(nodes=60), Budget(seconds=1.0, nodes=60)),
        "hard": Level(player("hard"), Budget(nodes=HARD_NODES),
                      Budget(seconds=BROWSER_SECONDS_MAX, nodes=HARD_NODES)),
    }
