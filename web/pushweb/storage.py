"""Saved games in localStorage. Every key we own starts with ``pushgames:``.

Schema (version 2; version 1 is version 2 without ``rev`` and reads as rev 0)::

    pushgames:save:<id>  -> {"v": 2, "rev": int, "name": str, "game": str,
                             "created": ms, "updated": ms, "record": <GameRecord text>}
    pushgames:active     -> <id> of the game the page resumes on the next visit
    pushgames:prefs      -> {"sound": bool, "coords": bool} (pushweb.prefs)
    pushgames:bylink:<link id> -> {"seat": int, "plies": int} (pushweb.bylink)
    pushgames:pushout:follow   -> "0" or "1" (the Pushout table's turning)

Every key the page writes starts with ``pushgames:``, and every value it
reads back goes through :func:`read_value` or :func:`parse_save`, never plain
``json.loads`` (a ``pushgames.prefs`` of 10,000 ``[`` once killed Pyodide on
every visit).

``rev`` grows by one on every write of a save. A tab remembers the rev it last
read or wrote; a stored rev that differs means another tab changed the save
in between, and the shell (:mod:`pushweb.saves`) then merges instead of
overwriting.

Everything read back is untrusted: another tab, an older or newer version of
the page, an extension or the user may have written anything. Reading never
raises for bad data and never writes: a bad value becomes a :class:`BadEntry`
(reported by key, left exactly as it is). JSON is parsed with
``loads_bounded`` because ``json.loads`` recurses once per bracket and a value
of 100,000 ``[`` kills Pyodide outright; dates are checked to be finite and
within what a JavaScript ``Date`` holds before anything converts them.
"""

from __future__ import annotations

import json
import math
import random
from dataclasses import dataclass, field
from typing import Any

from pushgames.core.jsonsafe import JsonDepthError, loads_bounded
from pyscript import window

from .dom import nn

PREFIX = "pushgames:"
SAVE_PREFIX = PREFIX + "save:"
ACTIVE_KEY = PREFIX + "active"
#: The view kept for the next start (pushweb.firstpaint): given up first when a save needs the room.
FIRST_PAINT_KEY = PREFIX + "first-paint"
SCHEMA = 2
MAX_NAME = 80
#: A save is one flat object of strings and numbers: one level of brackets.
MAX_DEPTH = 1
#: The last millisecond a JavaScript Date can hold (ECMAScript's time range).
MAX_TIME = 8_640_000_000_000_000
#: Integers above this are not exact as JavaScript numbers.
MAX_REV = (1 << 53) - 1
#: Ids we write are 17 hex digits; a longer active pointer is garbage.
MAX_ID = 100
#: The longest game id a record may hold (GameRecord refuses longer ones too).
MAX_GAME_ID = 40


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
    rev: int = 0
    #: Who plays: the computer's level by seat (the other seats are people)
    #: and the players' names by seat, so a reload plays on as it was set up.
    computers: dict[int, str] = field(default_factory=dict)
    names: dict[int, str] = field(default_factory=dict)
    #: The new-game form's seed that fixed this game's chance in advance (None: fresh chance).
    seed: int | None = None

    @property
    def key(self) -> str:
        return SAVE_PREFIX + self.id

    def to_json(self) -> str:
        data: dict[str, Any] = {"v": SCHEMA, "rev": self.rev, "name": self.name, "game": self.game,
                                "created": self.created, "updated": self.updated,
                                "record": self.record}
        # Flat keys ("computer1": "hard", "name0": "Ada"): a save never nests (MAX_DEPTH).
        data.update({f"computer{seat}": level for seat, level in self.computers.items()})
        data.update({f"name{seat}": name for seat, name in self.names.items()})
        if self.seed is not None:
            data["seed"] = self.seed
        return json.dumps(data, separators=(",", ":"))


#: Seats a save may name (the most any game has).
MAX_SEATS = 6


def _by_seat(data: dict[str, Any], prefix: str) -> dict[int, str]:
    """The ``prefix<seat>`` entries that are short text; anything else is
    dropped (who plays is a convenience: a damaged one leaves the game intact)."""
    found = {}
    for seat in range(MAX_SEATS):
        value = data.get(f"{prefix}{seat}")
        if isinstance(value, str) and 0 < len(value) <= MAX_NAME:
            found[seat] = value
    return found


@dataclass
class BadEntry:
    """A key of ours whose value we cannot read (shown, never touched)."""

    key: str
    problem: str
    missing: bool = False

    @property
    def id(self) -> str:
        return self.key[len(SAVE_PREFIX):]


def short_key(key: str, limit: int = 60) -> str:
    """A key as shown to the player: hostile keys can be megabytes long."""
    return key if len(key) <= limit else key[: limit - 1] + "\u2026"


def _store() -> Any:
    try:
        store = nn(window.localStorage)
    except Exception as error:  # noqa: BLE001 - SecurityError in some sandboxed iframes
        raise StorageUnavailable(str(error)) from None
    if store is None:
        raise StorageUnavailable("localStorage is not available")
    return store


def _is_quota(error: Exception) -> bool:
    text = f"{getattr(error, 'name', '')} {error}"
    return "QuotaExceeded" in text or "quota" in text.lower()


def new_id() -> str:
    return f"{int(window.Date.now()):x}{random.getrandbits(24):06x}"


def next_rev(rev: int) -> int:
    """The rev after ``rev``. Tabs compare revs for equality only, so wrapping is safe."""
    return rev + 1 if rev < MAX_REV else 1


def _time(value: object) -> int | None:
    """A stored date in ms, or None when it is no date a JavaScript Date can show.

    NaN, infinities (``1e400`` parses as inf) and numbers above 2^53 all
    crashed the page once: ``int(nan)`` raises, and a Python int above 2^53
    crosses into JavaScript as a BigInt that ``new Date`` refuses.
    """
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    if isinstance(value, float) and not math.isfinite(value):
        return None
    if not 0 <= value <= MAX_TIME:
        return None
    return int(value)


def parse_save(key: str, raw: object) -> Save | BadEntry:
    """Validate one stored value; never raises."""
    if raw is None:
        return BadEntry(key, "the entry is missing", missing=True)
    if not isinstance(raw, str):
        return BadEntry(key, "the entry is not text")
    try:
        data = loads_bounded(raw, MAX_DEPTH)
    except JsonDepthError:
        return BadEntry(key, "the entry nests too deeply to be a saved game")
    except (ValueError, RecursionError):
        return BadEntry(key, "the entry is not valid JSON")
    if not isinstance(data, dict):
        return BadEntry(key, "the entry is not a saved game")
    version = data.get("v", 1)
    if version not in (1, SCHEMA) or isinstance(version, bool):
        return BadEntry(key, "the entry was written in an unknown format (perhaps by a newer "
                             "version of this page)")
    name, game, record = data.get("name"), data.get("game"), data.get("record")
    if not (isinstance(name, str) and isinstance(game, str) and isinstance(record, str)):
        return BadEntry(key, "the entry lacks a name, game or record")
    if not game or len(game) > MAX_GAME_ID:
        return BadEntry(key, "the entry names no game")
    created, updated = _time(data.get("created", 0)), _time(data.get("updated", 0))
    if created is None or updated is None:
        return BadEntry(key, "the entry's dates are damaged")
    rev = data.get("rev", 0)
    if isinstance(rev, bool) or not isinstance(rev, int) or not 0 <= rev <= MAX_REV:
        return BadEntry(key, "the entry's revision number is damaged")
    seed = data.get("seed")
    # damaged: the game is kept, the note not
    seed = seed if type(seed) is int and 0 <= seed <= MAX_REV else None
    return Save(key[len(SAVE_PREFIX):], name[:MAX_NAME], game, created, updated, record, rev,
                _by_seat(data, "computer"), _by_seat(data, "name"), seed)


def save_keys() -> list[str]:
    store = _store()
    keys = []
    for i in range(int(store.length)):
        key = nn(store.key(i))
        if isinstance(key, str) and key.startswith(SAVE_PREFIX):
            keys.append(key)
    return keys


def _get(key: str) -> object:
    try:
        return nn(_store().getItem(key))
    except StorageUnavailable:
        raise
    except Exception as error:  # noqa: BLE001 - a policy can make every access throw
        raise StorageUnavailable(str(error)) from None


def load(save_id: str) -> Save | BadEntry:
    key = SAVE_PREFIX + save_id
    return parse_save(key, _get(key))


def load_all() -> list[Save | BadEntry]:
    """Every entry under our save prefix, newest first (unreadable ones last).

    An entry removed by another tab while we list is left out, not reported.
    """
    entries = [parse_save(key, _get(key)) for key in save_keys()]
    good = sorted((e for e in entries if isinstance(e, Save)), key=lambda s: -s.updated)
    bad = sorted((e for e in entries if isinstance(e, BadEntry) and not e.missing),
                 key=lambda b: b.key)
    return [*good, *bad]


def _set(key: str, value: str) -> None:
    store = _store()
    try:
        store.setItem(key, value)
    except Exception as error:  # noqa: BLE001 - any refusal: told apart below
        if _is_quota(error) and nn(store.getItem(FIRST_PAINT_KEY)) is not None:
            store.removeItem(FIRST_PAINT_KEY)  # a picture for the next start, not worth a save
            return _set(key, value)
        if _is_quota(error):
            raise StorageFull(str(error)) from None
        raise StorageUnavailable(str(error)) from None


def read_value(key: str, max_depth: int = 1) -> object:
    """A small stored value of ours (settings, not saves) parsed as JSON with
    the bounded parser, or None when it is missing, unreadable or storage is
    refused: a damaged setting falls back to its default, never kills the page."""
    try:
        raw = _get(key)
        return loads_bounded(raw, max_depth) if isinstance(raw, str) else None
    except (StorageUnavailable, ValueError, RecursionError):
        return None


def write_value(key: str, value: object) -> bool:
    """Store a small JSON value under ``key``; False when storage refuses (the value then lasts this
    visit)."""
    try:
        _set(key, json.dumps(value, separators=(",", ":")))
    except (StorageFull, StorageUnavailable):
        return False
    return True


def write(save: Save) -> None:
    """Store ``save`` as it is (the caller sets ``rev``); StorageFull / StorageUnavailable when that
    fails."""
    _set(save.key, save.to_json())


def delete(save_id: str) -> None:
    try:
        _store().removeItem(SAVE_PREFIX + save_id)
    except StorageUnavailable:
        raise
    except Exception as error:  # noqa: BLE001
        raise StorageUnavailable(str(error)) from None


def active_id() -> str | None:
    """The active pointer, or None when it is unset or cannot be an id of ours."""
    value = _get(ACTIVE_KEY)
    return value if isinstance(value, str) and 0 < len(value) <= MAX_ID else None


def set_active(save_id: str | None) -> None:
    if save_id is None:
        _store().removeItem(ACTIVE_KEY)
    elif active_id() != save_id:
        _set(ACTIVE_KEY, save_id)
