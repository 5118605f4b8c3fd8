"""Saved games in localStorage. Every key we own starts with ``pushgames:``.

Schema (version 1)::

    pushgames:save:<id>  -> {"v": 1, "name": str, "game": str, "created": ms,
                             "updated": ms, "record": <GameRecord text>}
    pushgames:active     -> <id> of the game the page resumes on the next visit

A failed read never writes: corrupt or foreign data stays exactly as it is and
is reported by key. A full quota is reported and play goes on unsaved.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from typing import Any

from pyscript import window

from .dom import nn

PREFIX = "pushgames:"
SAVE_PREFIX = PREFIX + "save:"
ACTIVE_KEY = PREFIX + "active"
MAX_NAME = 80


class StorageFull(Exception):
    """setItem failed because the quota is exhausted."""


class StorageUnavailable(Exception):
    """localStorage is missing or refuses access (private mode, policy)."""


@dataclass
class Save:
    id: str
    name: str
    game: str
    created: int
    updated: int
    record: str

    @property
    def key(self) -> str:
        return SAVE_PREFIX + self.id

    def to_json(self) -> str:
        return json.dumps({"v": 1, "name": self.name, "game": self.game, "created": self.created,
                           "updated": self.updated, "record": self.record}, separators=(",", ":"))


@dataclass
class BadEntry:
    """A key of ours whose value we cannot read (shown, never touched)."""

    key: str
    problem: str

    @property
    def id(self) -> str:
        return self.key[len(SAVE_PREFIX):]


def _store() -> Any:
    try:
        store = nn(window.localStorage)
    except Exception as error:  # SecurityError in some sandboxed iframes
        raise StorageUnavailable(str(error)) from None
    if store is None:
        raise StorageUnavailable("localStorage is not available")
    return store


def _is_quota(error: Exception) -> bool:
    text = f"{getattr(error, 'name', '')} {error}"
    return "QuotaExceeded" in text or "quota" in text.lower()


def new_id() -> str:
    return f"{int(window.Date.now()):x}{random.getrandbits(24):06x}"


def parse_save(key: str, raw: str | None) -> Save | BadEntry:
    """Validate one stored value; never raises."""
    if raw is None:
        return BadEntry(key, "the entry is missing")
    try:
        data = json.loads(raw)
    except ValueError:
        return BadEntry(key, "the entry is not valid JSON")
    if not isinstance(data, dict):
        return BadEntry(key, "the entry is not a saved game")
    name, game, record = data.get("name"), data.get("game"), data.get("record")
    created, updated = data.get("created", 0), data.get("updated", 0)
    if not (isinstance(name, str) and isinstance(game, str) and isinstance(record, str)):
        return BadEntry(key, "the entry lacks a name, game or record")
    if not all(isinstance(t, (int, float)) and not isinstance(t, bool) for t in (created, updated)):
        return BadEntry(key, "the entry's dates are damaged")
    return Save(key[len(SAVE_PREFIX):], name[:MAX_NAME], game, int(created), int(updated), record)


def save_keys() -> list[str]:
    store = _store()
    keys = []
    for i in range(int(store.length)):
        key = store.key(i)
        if isinstance(key, str) and key.startswith(SAVE_PREFIX):
            keys.append(key)
    return keys


def load(save_id: str) -> Save | BadEntry:
    key = SAVE_PREFIX + save_id
    return parse_save(key, nn(_store().getItem(key)))


def load_all() -> list[Save | BadEntry]:
    """Every entry under our save prefix, newest first (unreadable ones last)."""
    store = _store()
    entries = [parse_save(key, nn(store.getItem(key))) for key in save_keys()]
    good = sorted((e for e in entries if isinstance(e, Save)), key=lambda s: -s.updated)
    bad = sorted((e for e in entries if isinstance(e, BadEntry)), key=lambda b: b.key)
    return [*good, *bad]


def _set(key: str, value: str) -> None:
    store = _store()
    try:
        store.setItem(key, value)
    except Exception as error:
        if _is_quota(error):
            raise StorageFull(str(error)) from None
        raise StorageUnavailable(str(error)) from None


def write(save: Save) -> None:
    """Store ``save``; StorageFull / StorageUnavailable when that fails."""
    _set(save.key, save.to_json())


def delete(save_id: str) -> None:
    _store().removeItem(SAVE_PREFIX + save_id)


def active_id() -> str | None:
    value = _store().getItem(ACTIVE_KEY)
    return value if isinstance(value, str) and value else None


def set_active(save_id: str | None) -> None:
    if save_id is None:
        _store().removeItem(ACTIVE_KEY)
    else:
        _set(ACTIVE_KEY, save_id)
