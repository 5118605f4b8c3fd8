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
    from .parts import GameHost

KEY = storage.PREFIX + "prefs"
#: (frequency Hz, seconds, start delay seconds) of each note of a sound.
SOUNDS: dict[str, tuple[tuple[float, float, float], ...]] = {
    "move": ((880.0, 0.07, 0.0),),
    "push": ((220.0, 0.16, 0.0), (330.0, 0.08, 0.02)),
    "end": ((523.25, 0.18, 0.0), (784.0, 0.3, 0.16)),
}


class Prefs:
    def __init__(self) -> None:
        self.sound = True
        self.coords = True
        self.audio: Any = None
        self.seen: tuple[int, int] | None = None  # (id of the line, its length) at the last render
        self.row: Any = None


PREFS = Prefs()


def _load() -> None:
    data = storage.read_value(KEY)  # anything unreadable: the defaults
    if isinstance(data, dict):
        PREFS.sound = data.get("sound", True) is not False
        PREFS.coords = data.get("coords", True) is not False


def _save() -> None:
    storage.write_value(KEY, {"sound": PREFS.sound, "coords": PREFS.coords})  # refused: lasts this visit


def _build() -> None:
    _load()
    row = el("div", {"class": "prefs", "data-testid": "prefs"})
    for name, label, on in (("sound", "Sounds", PREFS.sound), ("coords", "Coordinates", PREFS.coords)):
        box = el("input", {"type": "checkbox", "id": f"pref-{name}", "data-pref": name,
                           "data-testid": f"pref-{name}"})
        box.checked = on
        wrap = el("label", {"for": f"pref-{name}", "class": "pref"})
        wrap.appendChild(box)
        wrap.appendChild(document.createTextNode(" " + label))
        row.appendChild(wrap)
    nn(document.querySelector(".board-col .controls")).after(row)
    listen(row, "change", _on_change)
    PREFS.row = row
    _apply()


def _on_change(event: Any) -> None:
    name = str(event.target.getAttribute("data-pref") or "")
    if name == "sound":
        PREFS.sound = bool(event.target.checked)
    elif name == "coords":
        PREFS.coords = bool(event.target.checked)
    _save()
    _apply()


def _apply() -> None:
    document.documentElement.classList.toggle("hide-coords", not PREFS.coords)


def after_render(app: "GameHost", board: Any) -> None:
    """Called after each render: a sound when the live game grew by one decision."""
    if PREFS.row is None:
        _build()
    session = app.session
    if session is None:
        return
    replay = session.replay
    now = (id(replay), len(replay.actions))
    before, PREFS.seen = PREFS.seen, now
    if before is None or before[0] != now[0] or now[1] != before[1] + 1 or session.view_ply is not None:
        return
    if replay.outcome is not None:
        play("end")
        return
    moved = getattr(board, "_moved_pieces", None)
    try:
        pushed = moved is not None and len(moved()) > 1
    except Exception:  # noqa: BLE001 - a board without this hook: a plain move sound
        pushed = False
    play("push" if pushed else "move")


def play(name: str) -> None:
    """Play one of SOUNDS if sounds are on (a browser may keep audio muted until a click)."""
    if not PREFS.sound:
        return
    document.body.dataset.sound = name
    try:
        if PREFS.audio is None:
            context_class = nn(getattr(window, "AudioContext", None)) or nn(getattr(window, "webkitAudioContext", None))
            if context_class is None:
                return
            PREFS.audio = context_class.new()
        audio = PREFS.audio
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


__all__ = ["after_render", "play"]
