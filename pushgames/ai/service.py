"""The computer's move for a game record: what the page's search worker runs.

Only JSON-like values cross between the page and its worker, so the question
is a record's text form, a seat, a level and a seed, and the answer is the
action's notation. The record is replayed to rebuild the position, but the
player itself only receives ``game.view(state, seat)``. The worker keeps the
line it replayed last: the next question is usually that game a move or two
later (or an undo earlier), so a long game is not replayed from the start
before every search.

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

from ..core import GameRecord, PushgamesError, Replay, Rng, is_final_mark
from .cycles import RECENT, Seen
from .levels import BROWSER_SECONDS_MAX, level_player

#: The line replayed for the last question (see the module docstring).
_last: Replay[Any, Any] | None = None


def replay_for(record_text: str) -> Replay[Any, Any]:
    """The record's line, reusing the last one when the record extends or cuts it."""
    global _last
    from ..registry import get_game, load_record

    record = GameRecord.decode(record_text)
    line = _last
    if (line is not None and line.game.meta.id == record.game_id and line.seed == record.seed
            and line.chance_recorded == record.chance_recorded
            and record.rules_version == line.game.meta.rules_version
            and line.options == get_game(record.game_id).meta.normalize_options(record.options)
            and line.ending is None and not any(is_final_mark(entry)
                                                for entry in record.actions[-1:])):
        done = line.entries()
        wanted = list(record.actions)
        try:
            if len(done) <= len(wanted) and wanted[: len(done)] == done:
                for text in wanted[len(done):]:
                    line.push_entry(text)
                return line
            if len(wanted) < len(done) and done[: len(wanted)] == wanted and line.ply > 0:
                plies = next((p for p in range(line.ply, -1, -1)
                              if line.entry_count(p) == len(wanted)), None)
                if plies is not None:
                    _last = line.truncated(plies)
                    return _last
        except PushgamesError:
            pass  # replayed from the start below, which names the problem
    _last = load_record(record_text)
    return _last


def choose_notation(record_text: str, seat: int, level: str, seed: int = 0,
                    seconds: float | None = None) -> str:
    """The notation of ``level``'s choice for ``seat`` in the record's current position.

    ``seconds`` lowers the level's browser time limit (the main-thread
    fallback thinks in short slices so the page stays responsive).
    """
    replay = replay_for(record_text)
    game, state = replay.game, replay.state
    if game.to_move(state) != seat:
        raise ValueError(f"seat {seat} is not to move in this position")
    player, budget = level_player(game, level, browser=True)
    budget = budget.capped(seconds=min(seconds or BROWSER_SECONDS_MAX, BROWSER_SECONDS_MAX))
    # The last positions of the line, so that the player stays out of loops (:mod:`.cycles`).
    seen = Seen.of(game, replay.states[-RECENT:], seat)
    action = player.choose(game, game.view(state, seat), seat, budget, Rng.from_seed(seed), seen)
    return game.notation(state, action)
