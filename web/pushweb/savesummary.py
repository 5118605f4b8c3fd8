"""A saved game's line in the lists: how many moves, and how it ended.

The count comes from the record alone (cheap); the result needs the game
replayed, which the lists do only for games of up to ``REPLAY_LIMIT``
decisions (a few milliseconds each), once per record text.
"""

from __future__ import annotations

from pushgames import registry
from pushgames.core import AGREED_DRAW, GameRecord, PushgamesError

#: Longer games show their move count only (replaying them for a list costs too much).
REPLAY_LIMIT = 2000
_cache: dict[str, str] = {}


def summary(record_text: str) -> str:
    """E.g. "12 moves · White (A) won" or "no moves yet"; "" if the record cannot be read."""
    found = _cache.get(record_text)
    if found is None:
        found = _cache[record_text] = _summary(record_text)
    return found


def _summary(record_text: str) -> str:
    try:
        record = GameRecord.decode(record_text)
    except PushgamesError:
        return ""
    decisions = sum(1 for entry in record.actions if not entry.startswith("~") and entry != AGREED_DRAW)
    words = f"{decisions} move{'s' * (decisions != 1)}" if decisions else "no moves yet"
    if record.actions and record.actions[-1] == AGREED_DRAW:
        return words + " \u00b7 draw agreed"
    if decisions == 0 or decisions > REPLAY_LIMIT:
        return words
    try:
        line = registry.load_record(record_text)
    except PushgamesError:
        return words
    outcome = line.outcome
    if outcome is None:
        return words + " \u00b7 in play"
    if outcome.is_draw:
        return words + " \u00b7 drawn"
    names = line.game.meta.seat_names
    return words + " \u00b7 " + " and ".join(names[s] for s in sorted(outcome.winners)) + " won"
