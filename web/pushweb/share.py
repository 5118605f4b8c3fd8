"""Share and Embed: a link (or an ``<iframe>``) for the game on screen.

In a game whose seats see different things (hands of cards:
``GameMeta.seats_see_alike`` false) a link of the game as it stands holds
every player's hand, readable by anyone who decodes it. So for such a game
the panels first say so and offer what people share instead: a new game with
the same options (a record of no entries, dealt afresh when opened). The
whole game is one more click away, for moving it to another device. The
boxes are emptied when the panels close and whenever the device is handed
over, so a link of the whole game never waits in the page for the next person.
"""

from __future__ import annotations

import asyncio
from typing import Any

from pyscript import window

from .boards import static_board
from .dom import by_id, nn
from .session import Session
from .sketch import link_suffix

#: Both panels' ids and their boxes.
PANELS = (("share-panel", "share-url"), ("embed-panel", "embed-code"))


def page_base() -> str:
    """The page's folder as an absolute URL ending in "/"."""
    path = str(window.location.pathname)
    folder = path[: path.rfind("/") + 1]
    return str(window.location.origin) + folder


def holds_secrets(session: Session) -> bool:
    """Whether a link of this game as it stands would hold what some seat may not see."""
    return bool(session.game.meta.has_private_information)


def _warning(session: Session) -> str:
    title = session.game.meta.title
    return (f"In {title} each player's hand is secret, and a link to this game as it stands holds "
            "every player's hand: send it only to move the game to another device, to nobody else. "
            "Offered here instead: a new game with the same options.")


def empty_boxes() -> None:
    """Forget the links the panels showed (a panel closes, the device is handed over)."""
    for _, box_id in PANELS:
        box = nn(by_id(box_id))
        if box is not None:
            box.value = ""


def share(session: Session, whole: bool = False) -> None:
    """Open the Share panel with a link (``whole``: the game as it stands, every hand in it)."""
    secret = holds_secrets(session) and not whole
    fragment = session.new_game_fragment() if secret else session.link_fragment()
    if not holds_secrets(session):
        # The position's public sketch, so a first visit draws it before Python (pushweb.sketch).
        # (A game resigned or drawn by agreement is over though its state is not: nobody to move.)
        replay = session.replay
        fragment += link_suffix(session.game.meta.id, replay.state, over=replay.outcome is not None)
    url = str(window.location.origin) + str(window.location.pathname) + "#" + fragment
    _show("share", session, url, secret, whole,
          "Link to a new game with these options" if secret else
          "Link to this game as it stands: it holds every player's hand" if whole
          and holds_secrets(session)
          else "Link to this game",
          "Link copied to the clipboard.")


def embed(session: Session, whole: bool = False, players: str = "") -> None:
    """Open the Embed panel with an ``<iframe>`` (``whole``: the game as it stands, every hand in
    it;
    ``players``: who plays each seat, ``human`` or a computer level, comma-separated)."""
    secret = holds_secrets(session) and not whole
    fragment = session.new_game_fragment() if secret else session.link_fragment()
    src = page_base() + "index.html?embed=1" + (f"&players={players}" if players
                                                else "") + "#" + fragment
    title = session.game.meta.title.replace('"', "")
    height = static_board(session.game.meta.id).embed_height
    code = (f'<iframe src="{src}" width="400" height="{height}" style="border:0;max-width:100%" '
            f'title="{title} (pushgames)" loading="lazy"></iframe>')
    _show("embed", session, code, secret, whole,
          "Paste this into a web page: a new game with these options" if secret else
          "Paste this into a web page: this game as it stands, with every player's hand"
          if whole and holds_secrets(session) else "Paste this into a web page",
          "Embed code copied to the clipboard.")


def _show(kind: str, session: Session, text: str, secret: bool, whole: bool, label: str,
          done: str) -> None:
    box = by_id("share-url" if kind == "share" else "embed-code")
    by_id(f"{kind}-panel").hidden = False
    by_id(f"{kind}-label").textContent = label
    warning = by_id(f"{kind}-warning")
    warning.hidden = not holds_secrets(session)
    warning.textContent = _warning(session) if holds_secrets(session) else ""
    by_id(f"{kind}-whole").hidden = not secret
    box.value = text
    box.focus()
    box.select()
    asyncio.ensure_future(_copy(text, by_id(f"{kind}-note"), done))


async def _copy(text: str, note: Any, done: str) -> None:
    try:
        clipboard = nn(window.navigator.clipboard)
        if clipboard is None:
            raise RuntimeError("no clipboard")
        await clipboard.writeText(text)
        note.textContent = done
    except Exception:  # noqa: BLE001 - any refusal falls back to manual copying
        note.textContent = "Select the text above and copy it (Ctrl+C)."
