"""The computer's move for a game record: what the page's search worker runs.

Only JSON-like values cross between the page and its worker, so the question
is a record's text form, a seat, a level and a seed, and the answer is the
action's notation. The worker keeps the game it was last asked about, so a
record that extends it costs only the new decisions; the player itself only
receives ``game.view(state, seat)``.

>>> from pushgames.core import GameRecord
>>> from pushgames.registry import load_record
>>> text = GameRecord("pushpush", 1, {}, 3, ("d1-d2",)).encode()
>>> move = choose_notation(text, 1, "easy", seed=1, seconds=0.5)
>>> replay = load_record(text)
>>> replay.game.parse(replay.state, move) in replay.game.legal_actions(replay.state)
True
"""

from __future__ import annotations

from typing import Any

from ..core import AGREED_DRAW, GameRecord, Replay, Rng, replay_record
from .levels import BROWSER_SECONDS_MAX, level_player


class GameCache:
    """The last game a worker was asked about, kept between its decisions.

    The page asks after every move with the whole record; a record that only
    adds decisions to the cached one plays just those, so a long game costs
    the worker the new decisions, not a replay from the start.
    """

    def __init__(self) -> None:
        self.record: GameRecord | None = None
        self.replay: Replay[Any, Any] | None = None
        self.replayed_from_start = 0  # how often the cache could not be used (for tests)

    def replay_for(self, text: str) -> Replay[Any, Any]:
        from ..registry import get_game

        record = GameRecord.decode(text)
        known, replay = self.record, self.replay
        if (known is None or replay is None or AGREED_DRAW in record.actions
                or (record.game_id, record.rules_version, dict(record.options), record.seed)
                != (known.game_id, known.rules_version, dict(known.options), known.seed)
                or record.actions[:len(known.actions)] != known.actions):
            self.replayed_from_start += 1
            replay = replay_record(record, get_game)
        else:
            self.record = self.replay = None  # until the new decisions have all been played
            for notation in record.actions[len(known.actions):]:
                replay.push_notation(notation)
        self.record, self.replay = record, replay
        return replay


CACHE = GameCache()


def choose_notation(record_text: str, seat: int, level: str, seed: int = 0, seconds: float | None = None,
                    cache: GameCache = CACHE) -> str:
    """The notation of ``level``'s choice for ``seat`` in the record's current position.

    ``seconds`` lowers the level's browser time limit (the main-thread
    fallback thinks in short slices so the page stays responsive).
    """
    replay = cache.replay_for(record_text)
    game, state = replay.game, replay.state
    if game.to_move(state) != seat:
        raise ValueError(f"seat {seat} is not to move in this position")
    player, budget = level_player(game, level, browser=True)
    budget = budget.capped(seconds=min(seconds or BROWSER_SECONDS_MAX, BROWSER_SECONDS_MAX))
    action = player.choose(game, game.view(state, seat), seat, budget, Rng.from_seed(seed))
    return game.notation(state, action)
