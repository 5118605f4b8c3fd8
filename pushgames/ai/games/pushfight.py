"""Push Fight's computer players: the levels, the draw-offer standing and the
arena's random set-ups.

The players live below this module, each importing only downwards:
:mod:`.pushfight_player` (the evaluation, whole turns, the player from before
issue 16 kept as the arena-only ``hard-v1``), :mod:`.pushfight_search` (Easy
and Medium, two turns deep, on :mod:`pushgames.pushfight.tactics`),
:mod:`.pushfight_hard` (Hard, three turns deep where it matters) and
:mod:`.pushfight_rivals` (the arena's alpha-beta opponent).

>>> from pushgames.pushfight import GAME
>>> sorted(levels(GAME))
['alphabeta', 'easy', 'hard', 'hard-v1', 'hard-v2', 'medium']
"""

from __future__ import annotations

import math
from typing import Any

from ...core import Game, play, start
from ...pushfight import RANDOM, PushFightState, has_immediate_win, position_of
from ...pushfight.rules import PLAY
from ..budget import Budget
from ..levels import Level
from .pushfight_player import (
    THREAT, Option, PushFightPlayer, _can_parry, evaluate, threatens, turn_options,
)
from .pushfight_hard import ThreeTurnPlayer
from .pushfight_rivals import TurnAlphaBeta
from .pushfight_search import TwoTurnPlayer

__all__ = ["levels", "standing", "random_setups", "OPENINGS", "MEDIUM_NODES", "HARD_NODES",
           "EVAL_SCALE",
           "evaluate", "threatens", "turn_options", "Option", "THREAT", "_can_parry"]

#: Arena budgets, in nodes (turns looked at); Hard's is about what the page
#: gets through in its 3 s under Pyodide (see the README's bench figures).
MEDIUM_NODES = 40_000
HARD_NODES = 120_000
#: The alpha-beta rival's node costs about 0.73 of Hard's in CPU (measured on
#: the bench's positions): this budget takes about Hard's time a turn.
ALPHABETA_NODES = 160_000


def levels(game: Game[Any, Any]) -> dict[str, Level]:
    """Nodes are turns looked at. Easy and Medium see two turns ahead
    (:mod:`.pushfight_search`), Hard three where it matters
    (:mod:`.pushfight_hard`). Kept for the arena only (the page lists
    :data:`~..levels.LEVEL_NAMES`): ``hard-v1``, the Hard before issue 16,
    ``hard-v2``, the Hard before issue 28, and ``alphabeta``, a plain
    move-ordered alpha-beta over whole turns like the published agents
    (:mod:`.pushfight_rivals`)."""
    return {
        "easy": Level(TwoTurnPlayer("easy", temperature=12.0, notice=0.6, see_two=0.3),
                      Budget(nodes=20_000),
                      Budget(seconds=1.0, nodes=20_000)),
        "medium": Level(TwoTurnPlayer("medium"), Budget(nodes=MEDIUM_NODES),
                        Budget(seconds=2.0, nodes=MEDIUM_NODES)),
        "hard": Level(ThreeTurnPlayer(), Budget(nodes=HARD_NODES), Budget(seconds=3.0)),
        "hard-v1": Level(PushFightPlayer("hard", deepen=True), Budget(nodes=80_000),
                         Budget(seconds=3.0)),
        "hard-v2": Level(TwoTurnPlayer("hard", widen=True), Budget(nodes=HARD_NODES),
                         Budget(seconds=3.0)),
        "alphabeta": Level(TurnAlphaBeta(), Budget(nodes=ALPHABETA_NODES), Budget(seconds=3.0)),
    }


#: Points of the evaluation that make a clear edge (a standing of tanh(1), 0.76).
EVAL_SCALE = 100.0


def standing(game: Game[Any, Any], state: PushFightState, seat: int) -> float:
    """How well ``seat`` stands, -1..1, for a draw offer (:mod:`pushgames.ai.draws`):
    a push off this turn decides (1 for the side to move); otherwise the
    evaluation, less a threat against the side to move. Level during the set-up."""
    if state.phase != PLAY or game.to_move(state) < 0:
        return 0.0
    position = position_of(state)
    if state.moves_made == 0:
        wins_now = has_immediate_win(position)
    else:  # moves made already: only the rest of this turn counts
        wins_now = any(option.wins for option in turn_options(game, state))
    value = 1.0 if wins_now else math.tanh(
        (evaluate(position) - (THREAT if threatens(position) else 0)) / EVAL_SCALE)
    return value if state.to_move == seat else -value


def random_setups(game: Game[Any, Any], options: Any, seed: int) -> PushFightState:
    """An arena opening: both sides set up at random (the engine's ``random``
    set-up), redrawn while White can push a piece off at once. About 85% of
    uniformly random set-ups are such a win for White, and a game decided by
    its set-up says nothing about the players.

    >>> from pushgames.pushfight import GAME
    >>> state = random_setups(GAME, None, 1)
    >>> state.phase, has_immediate_win(position_of(state))
    ('play', False)
    """
    for attempt in range(1000):
        state = start(game, options, seed * 1009 + attempt)
        state = play(game, play(game, state, RANDOM), RANDOM)
        if not has_immediate_win(position_of(state)):
            found: PushFightState = state
            return found
    raise RuntimeError("no random set-up without a win at once")  # 15% qualify: never in practice


#: Named arena openings (``python -m pushgames arena pushfight --opening random``).
OPENINGS = {"random": random_setups}
