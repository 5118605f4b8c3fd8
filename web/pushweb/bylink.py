"""Play by link: two people on two devices, no server (Push Push, Push Fight).

The page's address holds the whole game (``#game/record``); a by-link game
adds who the link is for and which game it belongs to, in the query:
``index.html?you=1&link=k3x9q2#pushpush/...``. After a move, "Send your move"
makes that address for the opponent (``you`` = the other seat) and hands it to
the system share sheet where there is one, else copies it.

On each device the page remembers, per link id (localStorage
``pushgames:bylink:<id>``, read with the bounded parser: pushweb.storage), which seat this device
plays and the longest game it has seen, so that it can say when a link was opened by the wrong side
(a player's own link sent back to them) or is older than one already opened.
Only the seat this device plays may move; the other seat's turns come by link.
Each device sees the board from its own side (the second seat's, turned).
"""

from __future__ import annotations

import asyncio
import secrets
from typing import TYPE_CHECKING, Any

from pushgames.core.record import MAX_DECISIONS
from pyscript import document, window

from . import storage
from .dom import by_id, el, listen, nn

if TYPE_CHECKING:
    from .parts import GameHost

GAMES = ("pushpush", "pushfight")
KEY = storage.PREFIX + "bylink:"


class ByLink:
    """Play by link, a part the application owns (``app.bylink``): this device's
    side of the by-link game on screen (None: not by link), its bar and checks."""

    def __init__(self, app: "GameHost") -> None:
        self.app = app
        self.link_id: str | None = None
        self.seat: int | None = None
        self.checked = ""  # the address last checked (a notice is given once per address)
        self.bar: Any = None
        #: The fragment of an address just opened (a load or a hashchange), not yet checked.
        self.opened: str | None = None
        #: The session and (link, seat) the board was last turned for: it is
        #: turned once, so the Flip button keeps working afterwards.
        self.faced: tuple[Any, str, int] | None = None
        # Made with the application, before the shell's own hashchange listener, so it runs first.
        self._on_address()
        listen(window, "hashchange", self._on_address)

    def _on_address(self, event: Any = None) -> None:
        """Keep the address as it was opened: the shell may then show a longer saved
        line of the same game (and rewrite the address) before the check runs."""
        self.opened = str(window.location.hash)

    def may_play(self, seat: int) -> bool:
        """Whether this device may decide for ``seat`` now (always, outside play by link)."""
        self._check()
        return self.link_id is None or self.seat == seat

    def device_seat(self) -> int | None:
        """The seat this device plays in the by-link game on screen (None: not play by link)."""
        self._check()
        return self.seat if self.link_id is not None else None

    def face_player(self) -> None:
        """Turn the board to face this device's seat (as lichess does: Black sees
        its own pieces at the bottom) when a by-link game first comes on screen
        or this device takes a side; after that, Flip turns it as usual."""
        self._check()
        session = self.app.session
        if session is None or self.link_id is None or self.seat is None:
            return
        faced = self.faced
        if faced is not None and faced[0] is session and faced[1:] == (self.link_id, self.seat):
            return
        self.faced = (session, self.link_id, self.seat)
        session.flipped = self.seat == 1

    def update(self) -> None:
        """After each render: check the address, draw the bar."""
        self._check()
        self._draw()

    def _check(self) -> None:
        """Read a new address once: which seat this device plays, and whether the
        link was meant for the other side or is older than one already seen."""
        session = self.app.session
        if session is None:
            return
        address = str(window.location.search) + str(window.location.hash)
        opened, self.opened = self.opened, None
        if self.checked == address and opened is None:
            return
        self.checked = address
        link_id, you = _params()
        game = session.game
        if link_id is None or you is None or game.meta.id not in GAMES:
            self.link_id = self.seat = None
            return
        names = game.meta.seat_names
        # The length of the game this address holds (the page may show a longer
        # saved line of it): what makes a link older than one already seen.
        plies = _length((opened or str(window.location.hash))[1:].partition("/")[2],
                        len(session.replay.actions))
        remembered = _stored(link_id)
        seat = remembered.get("seat", you)
        if seat != you:
            self.app.messages.show(
                f"This link is for {names[you]}, but on this device you play {names[seat]} in this "
                f"game: send it to your opponent. Only {names[seat]}'s moves can be made here.",
                                   kind="info", key="bylink")
        elif remembered.get("plies", 0) > plies:
            self.app.messages.show(
                f"This is an older link of this game ({plies} move{'s' * (plies != 1)}): this "
                f"device has already seen "
                f"{remembered['plies']} moves. Open the newest link your opponent sent.",
                                   kind="info", key="bylink")
        else:
            self.app.messages.drop("bylink")
        self.link_id, self.seat = link_id, seat
        _store(link_id, seat, max(plies, remembered.get("plies", 0)))

    def _draw(self) -> None:
        session = self.app.session
        bar = nn(document.getElementById("bylink-bar"))
        if bar is None:
            bar = el("div", {"id": "bylink-bar", "class": "bylink-bar",
                             "data-testid": "bylink-bar"})
            by_id("extra-actions").after(bar)
            listen(bar, "click", self._on_click)
            self.bar = bar
        replay = session.replay if session is not None else None
        # No offer to start by link in a finished game (Undo or a new game offers it again) or
        # against the computer (the offer is for two people); a by-link game keeps its bar at
        # the end, whose last move must still be sent.
        if session is None or replay is None or session.game.meta.id not in GAMES or (
                self.link_id is None and (replay.outcome is not None
                                          or len(self.app.computer.human_seats()) < 2)):
            bar.hidden = True
            return
        bar.hidden = False
        names = session.game.meta.seat_names
        if self.link_id is None:
            bar.innerHTML = ""
            bar.appendChild(el("span", {"class": "bylink-text"}, "Opponent on another device?"))
            buttons = el("div", {"class": "bylink-buttons"})
            for s in (0, 1):
                buttons.appendChild(el("button", {"type": "button", "data-bylink": f"start-{s}",
                                                  "data-testid": f"bylink-start-{s}"},
                                       f"Play by link as {names[s]}"))
            bar.appendChild(buttons)
            return
        me = self.seat if self.seat is not None else 0
        to_move = session.game.to_move(replay.state)
        if replay.resigned == me:
            state_text = "You resigned: send the link so that your opponent sees it."
        elif replay.outcome is not None:
            state_text = "The game is over."
        elif to_move == me:
            state_text = "Your move."
        else:
            state_text = f"{names[to_move]} to move: send your move."
        bar.innerHTML = ""
        bar.appendChild(el("span", {"class": "bylink-text", "data-testid": "bylink-text"},
                           f"Play by link: you are {names[me]}, your opponent {names[1 - me]}. "
                           f"{state_text}"))
        if to_move != me or replay.outcome is not None:
            buttons = el("div", {"class": "bylink-buttons"})
            buttons.appendChild(el("button",
                                   {"type": "button", "class": "primary", "data-bylink": "send",
                                    "data-testid": "bylink-send"}, "Send your move"))
            bar.appendChild(buttons)
        box = el("input", {"type": "text", "readonly": "readonly", "class": "bylink-url",
                           "data-testid": "bylink-url",
                           "aria-label": "Link for your opponent"})
        box.hidden = True
        bar.appendChild(box)
        bar.appendChild(el("span", {"class": "note", "role": "status",
                                    "data-testid": "bylink-note"}, ""))

    def link_for(self, seat: int) -> str:
        """The address of the game on screen for the player of ``seat``."""
        session = self.app.session
        self._check()
        assert session is not None and self.link_id is not None
        base = str(window.location.origin) + str(window.location.pathname)
        return f"{base}?you={seat}&link={self.link_id}#{session.fragment()}"

    def _on_click(self, event: Any) -> None:
        from .dom import closest_data

        what = closest_data(event, "bylink")
        session = self.app.session
        if what is None or session is None:
            return
        if what.startswith("start-"):
            self.link_id = secrets.token_hex(6)
            self.seat = int(what[-1])
            search = f"?you={self.seat}&link={self.link_id}"
            _store(self.link_id, self.seat, _length(session.record_text(), 0))
            window.history.replaceState(None, "", search + "#" + session.fragment())
            self.checked = search + "#" + session.fragment()
            self.app.redraw()
            return
        if what == "send" and self.seat is not None:
            url = self.link_for(1 - self.seat)
            box = self.bar.querySelector('[data-testid="bylink-url"]')
            box.value = url
            box.hidden = False
            box.select()
            asyncio.ensure_future(_share(url, self.bar.querySelector('[data-testid="bylink-note"]'),
                                         session.game.meta.title))


def _params() -> tuple[str | None, int | None]:
    params = window.URLSearchParams.new(window.location.search)
    link = str(params.get("link") or "") or None
    you = str(params.get("you") or "")
    seat = int(you) if you in ("0", "1") else None
    return (link if link and link.isalnum() and len(link) <= 24 else None), seat


def _stored(link_id: str) -> dict[str, int]:
    """What this device remembers of the link (unreadable or damaged: nothing)."""
    data = storage.read_value(KEY + link_id)
    if not isinstance(data, dict):
        return {}
    found = {k: v for k, v in data.items() if k in ("seat", "plies") and type(v) is int}
    if found.get("seat", 0) not in (0, 1) or not 0 <= found.get("plies", 0) <= MAX_DECISIONS:
        return {}
    return found


def _store(link_id: str, seat: int, plies: int) -> None:
    # refused: the checks see nothing
    storage.write_value(KEY + link_id, {"seat": seat, "plies": plies})


def _length(record: str, fallback: int) -> int:
    """Decisions and chance entries in ``record`` (``fallback`` if it cannot be read)."""
    from pushgames.core import GameRecord

    try:
        return len(GameRecord.decode(record).actions)
    except Exception:  # noqa: BLE001 - the shell reports a bad record; here it only counts
        return fallback


async def _share(url: str, note: Any, title: str) -> None:
    navigator = window.navigator
    if nn(getattr(navigator, "share", None)) is not None:
        try:
            from pyscript.ffi import to_js

            await navigator.share(to_js({"title": f"{title}: your move", "url": url}))
            note.textContent = "Shared."
            return
        except Exception:  # noqa: BLE001 - cancelled or refused: copy instead
            pass
    try:
        await navigator.clipboard.writeText(url)
        note.textContent = "Link copied: send it to your opponent."
    except Exception:  # noqa: BLE001 - no clipboard: the link is in the box to copy by hand
        note.textContent = "Copy the link above and send it to your opponent."
