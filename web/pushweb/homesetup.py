"""The home page's start for a game of several seat counts (Apocalypse USA 2-6,
Push 2-4): "Pass and play", "Play the computer" and the game's picture open a
small panel on the game's tile with the number of players and who plays each
seat, filled in as the button says (everyone a person; or you, then the
computer), and a Start button that says what it starts. A game of one seat
count starts at once (:mod:`pushweb.home`).
"""

from __future__ import annotations

from typing import Any

from pyscript import document

from .boards import static_board
from .computer import LEVELS, SEAT_CHOICES
from .dom import el, listen, nn
from .strips import mark_style, seat_letter

#: The level the computer seats start at (home.COMPUTER_LEVEL, kept here to avoid a cycle).
COMPUTER_LEVEL = "medium"
PEOPLE, COMPUTER = "people", "computer"


def varies(meta: Any) -> bool:
    """Whether the game is played by a choice of seat counts (a "seats" option)."""
    return bool(meta.min_seats != meta.max_seats)


def open_setup(meta: Any, mode: str) -> None:
    """Show the setup panel on ``meta``'s tile (one panel on the page at a time)."""
    for old in document.querySelectorAll("[data-home-setup]"):
        old.remove()
    tile = nn(document.querySelector(f'[data-testid="game-tile-{meta.id}"]'))
    if tile is None:
        return
    seats = meta.seat_count(meta.normalize_options({}))
    panel = el("div", {"class": "panel home-setup", "data-home-setup": meta.id,
                       "data-testid": "home-setup",
                       "role": "group", "aria-label": f"New game of {meta.title}"})
    how = "pass and play" if mode == PEOPLE else "against the computer"
    panel.appendChild(el("h3", {}, f"{meta.title}: {how}"))
    row = el("div", {"class": "form-row home-setup-count"})
    row.appendChild(el("label", {"for": "home-setup-seats"}, "Players"))
    count = el("select", {"id": "home-setup-seats", "data-testid": "home-setup-seats"})
    for n in range(meta.min_seats, meta.max_seats + 1):
        count.appendChild(el("option", {"value": n, "selected": n == seats}, str(n)))
    row.appendChild(count)
    panel.appendChild(row)
    board = static_board(meta.id)
    for seat in range(meta.max_seats):
        name = meta.seat_names[seat]
        line = el("div", {"class": "seat-row", "data-home-seat": seat})
        line.appendChild(el("span", {"class": f"strip-mark seat-{seat}", "aria-hidden": "true",
                                     "style": mark_style(board.seat_mark(seat))},
                            seat_letter(meta.seat_names, seat)))
        line.appendChild(el("label", {"for": f"home-seat-{seat}", "class": "seat-label"}, name))
        choice = el("select", {"id": f"home-seat-{seat}", "data-testid": f"home-seat-{seat}",
                               "aria-label": f"Who plays {name}"})
        wanted = "human" if mode == PEOPLE or seat == 0 else COMPUTER_LEVEL
        for value, label in SEAT_CHOICES:
            choice.appendChild(el("option", {"value": value, "selected": value == wanted}, label))
        line.appendChild(choice)
        panel.appendChild(line)
    actions = el("div", {"class": "game-tile-actions"})
    actions.appendChild(el("button",
                           {"type": "button", "class": "primary", "data-action": "setup-start",
                            "data-arg": meta.id, "data-testid": "home-setup-start"}, "Start"))
    actions.appendChild(el("button", {"type": "button", "data-action": "setup-cancel",
                                      "data-testid": "home-setup-cancel"}, "Cancel"))
    panel.appendChild(actions)
    tile.appendChild(panel)
    _update(panel)
    listen(panel, "change", lambda event: _update(panel))
    count.focus()


def _update(panel: Any) -> None:
    """Rows for the chosen number of players only; the Start button says who plays."""
    n, levels = read_setup(panel)
    for line in panel.querySelectorAll("[data-home-seat]"):
        line.hidden = int(str(line.getAttribute("data-home-seat"))) >= n
    people = n - len(levels)
    words = [f"{people} {'person' if people == 1 else 'people'}"] if people else []
    if levels:
        words.append(f"{len(levels)} computer{'s' if len(levels) != 1 else ''}")
    nn(
        panel.querySelector(
        '[data-action="setup-start"]')).textContent = f"Start: {' and '.join(words)}"


def read_setup(panel: Any) -> tuple[int, dict[int, str]]:
    """(the number of players, the computer's level by seat) the panel shows."""
    n = int(str(nn(panel.querySelector("#home-setup-seats")).value))
    levels = dict(LEVELS)
    out = {}
    for seat in range(n):
        field = nn(panel.querySelector(f"#home-seat-{seat}"))
        value = str(field.value) if field is not None else "human"
        if value in levels:
            out[seat] = value
    return n, out


def close_setup() -> None:
    for old in document.querySelectorAll("[data-home-setup]"):
        old.remove()
