"""Two switches under the board: move and push sounds, and coordinates.

Sounds are made in the page with Web Audio (an oscillator and a gain
envelope): no sound files, nothing fetched. A move plays a short high click, a
move that pushed other pieces a lower, longer knock, the end of a game two
notes. ``body[data-sound]`` names the last sound played (for tests and for
anyone curious). Both switches are remembered in localStorage.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyscript import document, window

from . import storage
from .dom import el, listen, nn

if TYPE_CHECKING:
    from .session import Session

KEY = storage.PREFIX + "prefs"
#: (frequency Hz, seconds, start delay seconds) of each note of a sound.
SOUNDS: dict[str, tuple[tuple[float, float, float], ...]] = {
    "move": ((880.0, 0.07, 0.0),),
    "push": ((220.0, 0.16, 0.0), (330.0, 0.08, 0.02)),
    "end": ((523.25, 0.18, 0.0), (784.0, 0.3, 0.16)),
}


class Prefs:
    """The two switches, a part the application owns (``app.prefs``): what they
    are set to, and the sounds they allow."""

    def __init__(self) -> None:
        self.sound = True
        self.coords = True
        self.audio: Any = None
        self.seen: tuple[int, int] | None = None  # (id of the line, its length) when last drawn
        self.row: Any = None

    def _load(self) -> None:
        data = storage.read_value(KEY)  # anything unreadable: the defaults
        if isinstance(data, dict):
            self.sound = data.get("sound", True) is not False
            self.coords = data.get("coords", True) is not False

    def _save(self) -> None:
        # refused: lasts this visit
        storage.write_value(KEY, {"sound": self.sound, "coords": self.coords})

    def _build(self) -> None:
        self._load()
        row = el("div", {"class": "prefs", "data-testid": "prefs"})
        for name, label, on in (("sound", "Sounds", self.sound),
                                ("coords", "Coordinates", self.coords)):
            box = el("input", {"type": "checkbox", "id": f"pref-{name}", "data-pref": name,
                               "data-testid": f"pref-{name}"})
            box.checked = on
            wrap = el("label", {"for": f"pref-{name}", "class": "pref"})
            wrap.appendChild(box)
            wrap.appendChild(document.createTextNode(" " + label))
            row.appendChild(wrap)
        nn(document.querySelector(".board-col .controls")).after(row)
        listen(row, "change", self._on_change)
        self.row = row
        self._apply()

    def _on_change(self, event: Any) -> None:
        name = str(event.target.getAttribute("data-pref") or "")
        if name == "sound":
            self.sound = bool(event.target.checked)
        elif name == "coords":
            self.coords = bool(event.target.checked)
        self._save()
        self._apply()

    def _apply(self) -> None:
        document.documentElement.classList.toggle("hide-coords", not self.coords)

    def after_render(self, session: Session | None, board: Any) -> None:
        """Called after the game view was drawn (never from inside drawing): the
        switches once, and a sound when the live game grew by one decision."""
        if self.row is None:
            self._build()
        if session is None:
            return
        replay = session.replay
        now = (id(replay), len(replay.actions))
        before, self.seen = self.seen, now
        if before is None or before[0] != now[0] or now[1] != before[
            1] + 1 or session.view_ply is not None:
            return
        if replay.outcome is not None:
            self.play("end")
            return
        moved = getattr(board, "_moved_pieces", None)
        try:
            pushed = moved is not None and len(moved()) > 1
        except Exception:  # noqa: BLE001 - a board without this hook: a plain move sound
            pushed = False
        self.play("push" if pushed else "move")

    def play(self, name: str) -> None:
        """Play one of SOUNDS if sounds are on (a browser may keep audio muted until a click)."""
        if not self.sound:
            return
        document.body.dataset.sound = name
        try:
            if self.audio is None:
                context_class = (nn(getattr(window, "AudioContext", None))
                                 or nn(getattr(window, "webkitAudioContext", None)))
                if context_class is None:
                    return
                self.audio = context_class.new()
            audio = self.audio
            start = audio.currentTime
            for frequency, length, delay in SOUNDS[name]:
                oscillator = audio.createOscillator()
                gain = audio.createGain()
                oscillator.type = "triangle"
                oscillator.frequency.value = frequency
                t = start + delay
                gain.gain.setValueAtTime(0.0001, t)
                gain.gain.exponentialRampToValueAtTime(0.15, t + 0.01)
                gain.gain.exponentialRampToValueAtTime(0.0001, t + length)
                oscillator.connect(gain)
                gain.connect(audio.destination)
                oscillator.start(t)
                oscillator.stop(t + length + 0.02)
        except Exception:  # noqa: BLE001 - no audio on this device: silence, the game goes on
            pass
