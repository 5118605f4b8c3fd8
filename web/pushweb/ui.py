"""Page-wide pieces of the shell: messages, the confirm box, the chooser,
the screen-reader live region."""

from __future__ import annotations

from typing import Any, Callable, Sequence

from pyscript import document

from .dom import by_id, el, focus_lost, nn

#: Where public notices stand while the hand-off screen is up (pushweb.gameview).
HANDOFF_NOTES = "handoff-notes"


class Messages:
    """Dismissible notices above the page; ``key`` makes a notice unique.

    A key may hold any text (the key of a bad localStorage entry, say), so a
    notice is found by comparing ``data-key`` values, never through a CSS
    selector built from the key: a key containing ``"]`` made
    ``querySelector`` throw and stopped the page.
    """

    def __init__(self) -> None:
        self.box = by_id("messages")

    def find(self, key: str) -> Any:
        for box in (self.box, nn(by_id(HANDOFF_NOTES))):
            for note in box.children if box is not None else ():
                if nn(note.getAttribute("data-key")) == key:
                    return note
        return None

    def show(self, text: str, kind: str = "error", key: str | None = None,
             button: tuple[str, str] | None = None, public: bool = False) -> None:
        """Show ``text``; ``button`` is (label, data-action) of one extra button.

        A ``public`` notice says nothing that one seat may know and another not (what
        a link opened, say): it stays readable while the hand-off screen covers the
        page (:meth:`place_public`). Any other notice waits under the hand-off screen
        for the person who takes the device."""
        if key is not None:
            old = self.find(key)
            if old is not None:
                text_box = nn(old.querySelector(".message-text"))
                same = text_box is not None and str(text_box.textContent) == text
                if same and old.classList.contains(f"message-{kind}") and (button is None) == (
                        nn(old.querySelector(".message-action")) is None):
                    return  # already shown: no churn, no second announcement
                old.remove()
        note = el("div", {"class": f"message message-{kind}", "data-testid": "message",
                          "role": "alert" if kind == "error" else "status", "data-key": key,
                          "data-public": "true" if public else None})
        note.appendChild(el("span", {"class": "message-text"}, text))
        if button is not None:
            label, action = button
            note.appendChild(el("button",
                                {"type": "button", "class": "message-action", "data-action": action,
                                 "data-testid": f"message-{action}"}, label))
        note.appendChild(el("button",
                            {"type": "button", "class": "message-close", "data-action": "dismiss",
                             "aria-label": "Dismiss message"}, "×"))
        self.box.appendChild(note)
        if public:
            self.place_public()

    def place_public(self) -> None:
        """Public notices go onto the hand-off screen while it is up, and back above
        the board's notes when it is gone."""
        handoff = nn(by_id(HANDOFF_NOTES))
        if handoff is None:
            return
        covered = str(document.body.dataset.handoff or "false") != "false"
        source, target = (self.box, handoff) if covered else (handoff, self.box)
        for note in [n for n in source.children if n.getAttribute("data-public") == "true"]:
            target.appendChild(note)

    def drop(self, key: str) -> None:
        old = self.find(key)
        if old is not None:
            old.remove()

    def dismiss(self, button: Any) -> None:
        note = nn(button.closest(".message"))
        if note is not None:
            note.remove()


class Overlay:
    """A small modal box (confirm or chooser) of buttons; one at a time."""

    def __init__(self) -> None:
        self.box = by_id("overlay")
        self.handlers: list[Callable[[], None]] = []
        self.on_cancel: Callable[[], None] | None = None
        #: What had the keyboard when the box opened (a board's square, a button): it has it
        #: again when the box closes, as a modal dialog gives it back.
        self.opener: Any = None

    @property
    def is_open(self) -> bool:
        return not self.box.hidden

    def open(self, prompt: str, buttons: Sequence[tuple[str, Callable[[], None]]],
             on_cancel: Callable[[], None] | None = None, testid: str = "overlay") -> None:
        self.handlers = [handler for _, handler in buttons]
        self.on_cancel = on_cancel
        panel = el("div", {"class": "overlay-panel", "role": "dialog", "aria-modal": "true",
                           "aria-labelledby": "overlay-prompt", "data-testid": testid})
        panel.appendChild(el("p", {"id": "overlay-prompt"}, prompt))
        row = el("div", {"class": "overlay-buttons"})
        for index, (label, _) in enumerate(buttons):
            row.appendChild(el("button",
                               {"type": "button", "data-action": "overlay-pick", "data-arg": index,
                                "class": "primary" if index == 0 else None}, label))
        row.appendChild(el("button", {"type": "button", "data-action": "overlay-cancel"}, "Cancel"))
        panel.appendChild(row)
        self.box.replaceChildren(panel)
        self.box.hidden = False
        self.opener = None if focus_lost() else nn(document.activeElement)
        self._hold_page(True)
        first = nn(panel.querySelector("button"))
        if first is not None:
            first.focus()

    def pick(self, index: int) -> None:
        handler = self.handlers[index] if 0 <= index < len(self.handlers) else None
        self.close()
        if handler is not None:
            handler()

    def cancel(self) -> None:
        on_cancel = self.on_cancel
        self.close()
        if on_cancel is not None:
            on_cancel()

    def close(self) -> None:
        self.box.hidden = True
        self.box.replaceChildren()
        self.handlers = []
        self.on_cancel = None
        self._hold_page(False)
        opener, self.opener = self.opener, None
        if opener is not None and bool(opener.isConnected) and focus_lost():
            opener.focus()  # before the pick is played: a board's square stays across a redraw

    @staticmethod
    def _hold_page(held: bool) -> None:
        """While the box is open the page behind it takes no focus (Tab went on to the board
        and the controls behind the box): the header and the page are inert."""
        for element in (by_id("app"), document.querySelector("header.topbar")):
            if nn(element) is not None:
                element.inert = held


def announce(text: str) -> None:
    live = nn(by_id("sr-live"))
    if live is not None:
        live.textContent = text
