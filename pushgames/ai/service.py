"""The computer's move for a game record: what the page's search worker runs.

Only JSON-like values cross between the page and its worker, so the question
is a record's text form, a seat, a level and a seed, and the answer is the
action's notation. The record is replayed to rebuild the position, but the
player itself only receives ``game.view(state, seat)``.

>>> from pushgames.core import GameRecord
>>> from pushgames.registry import load_record
>>> text = GameRecord("pushpush", 1, {}, 3, ("d1-d2",)).encode()
>>> move = choose_notation(text, 1, "easy", seed=1, seconds=0.5)
>>> replay = load_record(text)
>>> replay.game.parse(replay.state, move) in replay.game.legal_actions(replay.state)
True
"""

from __future__ import annotations

from ..core import Rng
from .levels import BROWSER_SECONDS_MAX, level_player


def choose_notation(record_text: str, seat: int, level: str, seed: int = 0, seconds: float | None = None) -> str:
    """The notation of ``level``'s choice for ``seat`` in the record's current position.

    ``seconds`` lowers the level's browser time limit (the main-thread
    fallback thinks in short slices so the page stays responsive).
    """
    from ..registry import load_record

    replay = load_record(record_text)
    game, state = replay.game, replay.state
    if game.to_move(state) != seat:
        raise ValueError(f"seat {seat} is not to move in this position")
    player, budget = level_player(game, level, browser=True)
    budget = budget.capped(seconds=min(seconds or BROWSER_SECONDS_MAX, BROWSER_SECONDS_MAX))
    action = player.choose(game, game.view(state, seat), seat, budget, Rng.from_seed(seed))
    return game.notation(state, action)
