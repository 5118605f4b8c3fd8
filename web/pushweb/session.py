"""The game on screen (:class:`Session`) and small values every part of the
page shares: the largest seed, dates for people. No part imports the shell:
each is handed the narrow interface it needs (:mod:`pushweb.parts`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pushgames.core import GameRecord, Replay
from pyscript import window
from pyscript.ffi import to_js

from . import storage

#: In the address of a game whose record must not show (``#apocalypse/save=<id>``) the save's id
#: follows this.
SAVE_MARK = "save="
UNDEFINED = None  # Python None arrives as JavaScript undefined: the browser's own locale
MAX_SEED = (1 << 53) - 1  # exact in JavaScript numbers too


@dataclass
class Session:
    """The game on screen: its line, its redo stack and where the user looks."""

    replay: Replay[Any, Any]
    save_id: str | None
    name: str
    created: int = 0
    redo: list[str] = field(default_factory=list)
    view_ply: int | None = None
    flipped: bool = False
    #: The save's rev and record text as this tab last read or wrote them
    #: (None: not in storage yet); pushweb.saves compares them before writing.
    rev: int = 0
    synced: str | None = None
    #: The person who last took the device at a hand-off (pushweb.handoff):
    #: their seat's view is drawn until another person must decide. None
    #: after a reload, so the page hands over again instead of showing a hand.
    revealed: int | None = None
    #: Who plays (pushweb.computer): the computer's level by seat and the
    #: players' names, as the new-game form or the save set them.
    computers: dict[int, str] = field(default_factory=dict)
    names: dict[int, str] = field(default_factory=dict)
    #: The address names the save, never the record: a game where seats see
    #: different things (hands), at one device, whose record holds every hand.
    hide_record: bool = False
    #: The new-game form's Seed started this game: its chance was fixed in
    #: advance (``fixed_live``: in this tab, still drawn from that seed).
    fixed_seed: int | None = None
    fixed_live: bool = False
    #: The seat whose decisions an undo put on the redo stack: only that
    #: person's hand-off keeps them (pushweb.shell.App.reveal).
    redo_seat: int | None = None

    @property
    def game(self) -> Any:
        return self.replay.game

    def record_text(self) -> str:
        return self.replay.encoded()

    def fragment(self) -> str:
        """The page's own address: the record, or where it must not show, the save's id
        (no save, as in a browser that refuses storage: the game's name alone)."""
        if not self.hide_record:
            return self.link_fragment()
        return (
            f"{self.game.meta.id}/{SAVE_MARK}{self.save_id}" if self.save_id else self.game.meta.id
        )

    def link_fragment(self) -> str:
        """The whole game as a link (Share, Embed, play by link)."""
        return f"{self.game.meta.id}/{self.record_text()}"

    def new_game_fragment(self) -> str:
        """A link to a new game with this game's options: a record of no entries,
        so each opening deals and rolls afresh."""
        game = self.game
        record = GameRecord(game.meta.id, self.replay.rules_version, dict(self.replay.options), 0,
                            chance_recorded=True)
        return f"{game.meta.id}/{record.encode()}"


def stamp(ms: int) -> str:
    """A date for people; never raises (a stored date is untrusted, see storage._time)."""
    if not 0 <= ms <= storage.MAX_TIME:
        return "an unknown date"
    try:
        date = window.Date.new(float(ms))
    except Exception:  # noqa: BLE001
        return "an unknown date"
    try:
        return str(date.toLocaleString(UNDEFINED,
                                       to_js({"dateStyle": "medium", "timeStyle": "short"},
                                             dict_converter=window.Object.fromEntries)))
    except Exception:  # noqa: BLE001 - an old browser without dateStyle
        return str(date.toLocaleString())
