"""The page's keyboard shortcuts, and whether the page is framed."""

from __future__ import annotations

from typing import Any, Protocol

from pyscript import window

from .session import Session
from .parts import Commands
from .ui import Overlay


class KeysHost(Protocol):
    """What the keys use (the shell's App)."""

    @property
    def session(self) -> Session | None: ...
    @property
    def overlay(self) -> Overlay: ...
    @property
    def game_view(self) -> Any: ...
    @property
    def play(self) -> Commands: ...


def framed() -> bool:
    """True when another page shows this one in a frame.

    A page on another origin framing the full page (without ``?embed=1``)
    used to write saves into the visitor's storage and change the active game;
    a framed page now behaves as an embed. Reading ``window.top`` across
    origins is allowed, but guard it anyway: any doubt counts as framed.
    """
    try:
        return not bool(window.top == window.self)
    except Exception:  # noqa: BLE001
        return True


def on_keydown(app: KeysHost, event: Any) -> None:
    """The page's keys: Escape closes a dialog; undo, redo, stepping through
    the moves and flipping in the game view, never under the hand-off screen."""
    key = str(event.key)
    if app.overlay.is_open:
        if key == "Escape":
            app.overlay.cancel()
            event.preventDefault()
        return
    tag = str(getattr(event.target, "tagName", "") or "").lower()
    if tag in ("input", "textarea", "select") or event.altKey:
        return
    if (
        app.session is None
        or app.game_view.root.hidden
        or app.game_view.seating.hand_to is not None
    ):
        return  # under the hand-off screen only its buttons answer
    ctrl = bool(event.ctrlKey or event.metaKey)
    lower = key.lower()
    if ctrl and lower == "z" and not event.shiftKey:
        app.play.undo()
    elif ctrl and (lower == "y" or (lower == "z" and event.shiftKey)):
        app.play.redo()
    elif ctrl:
        return
    elif key == "ArrowLeft":
        app.play.step(-1)
    elif key == "ArrowRight":
        app.play.step(1)
    elif key == "Home":
        app.play.goto_ply(0 if app.session.replay.actions else None)
    elif key == "End":
        app.play.goto_ply(None)
    elif lower == "f":
        app.play.flip()
    elif key == "Escape":
        app.game_view.escape()
    else:
        return
    event.preventDefault()
