"""The result banner's actions: Rematch, Swap sides, New game.

The game view shows the result text in ``#game-over``; this module keeps a
row of buttons right after it (``#result-actions``), shown with the banner.

- **Rematch**: a new game with the same options, the same players (names,
  Human or Computer level) on the same seats.
- **Swap sides** (two-seat games): the same, with the two seats' players
  exchanged, so the person who had White plays Black.
- **New game**: opens the new-game form.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyscript import document

from .dom import by_id, closest_data, el, listen, nn

if TYPE_CHECKING:
    from .parts import GameHost

ACTIONS = (("rematch", "Rematch"), ("swap", "Swap sides"), ("new", "New game"))


def swapped(values: dict[int, str]) -> dict[int, str]:
    """Seat 0's entry on seat 1 and seat 1's on seat 0 (two-seat games).

    >>> swapped({0: "hard"})
    {1: 'hard'}
    """
    return {1 - seat: value for seat, value in values.items() if seat in (0, 1)}


def show(app: "GameHost", visible: bool) -> None:
    """Show (or hide) the actions row under the result banner; built on first use."""
    row = nn(document.getElementById("result-actions"))
    if row is None:
        banner = by_id("game-over")
        row = el("div", {"id": "result-actions", "class": "result-actions",
                         "data-testid": "result-actions"})
        for action, label in ACTIONS:
            row.appendChild(el("button", {"type": "button", "data-result": action,
                                          "data-testid": f"result-{action}"}, label))
        banner.after(row)
        listen(row, "click", lambda event: _on_click(app, event))
    row.hidden = not visible
    session = app.session
    two_seats = session is not None and session.game.seat_count(session.replay.state) == 2
    swap = row.querySelector('[data-result="swap"]')
    swap.hidden = not two_seats


def _on_click(app: "GameHost", event: Any) -> None:
    action = closest_data(event, "result")
    session = app.session
    if action is None or session is None:
        return
    if action == "new":
        nn(document.querySelector('[data-testid="new-game"]')).click()
        _show_form()
        return
    computer = app.computer
    seats, names = computer.seating()
    if action == "swap":
        seats, names = swapped(seats), swapped(names)
    computer.seat_next_game(seats, names)
    app.new_game(session.game, dict(session.replay.options), None, "")


def _show_form() -> None:
    """On a phone the new-game form opens in the side column, far under the result:
    the tap seemed to do nothing. Scroll its top into view when it is out of view
    (a wide screen, where it opens beside the board, does not move)."""
    form = nn(document.getElementById("new-game-form"))
    if form is None or form.hidden:
        return
    top = float(form.getBoundingClientRect().top)
    if top < 0 or top > float(document.documentElement.clientHeight) - 80:
        form.scrollIntoView(True)
