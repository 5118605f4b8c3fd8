"""The new-game form of every game: each field has a label of its own that
does not run into it, the first player is offered by colour, the seed and the
expert's options wait under a closed "Advanced", and a game started from the
form plays with what the form said (options, players, seed). The guard in conftest.py fails any test
on a console error or a non-local request."""

from __future__ import annotations

from playwright.sync_api import Locator, Page
from typing import Callable

from urllib.parse import unquote

import pytest

from pushgames.core import GameRecord, Replay
from pushgames.registry import get_game

from .pushweb_helpers import box_of, take_device

#: Each test starts from the booted page, restarted as a first visit (tests/browser/conftest.py).
pytestmark = pytest.mark.shared_page

FORM = '[data-testid="new-game-form"]'
GAMES = ("pushpush", "pushfight", "pushout", "apocalypse", "push")

#: Every visible field of the form with its accessible name, whether its
#: name comes from a label[for] (or aria-label), and whether its box and its
#: label's box overlap.
FIELDS_JS = """() => {
  const form = document.querySelector('[data-testid="new-game-form"]');
  const out = [];
  for (const field of form.querySelectorAll('input, select')) {
    if (!field.getClientRects().length) continue;
    const labels = [...field.labels];
    const aria = field.getAttribute('aria-label') || '';
    const box = field.getBoundingClientRect();
    const overlaps = labels.some(label => {
      const r = label.getBoundingClientRect();
      return r.width > 0 && r.left < box.right - 1 && box.left < r.right - 1 &&
          r.top < box.bottom - 1
        && box.top < r.bottom - 1;
    });
    out.push({id: field.id || field.name, label: labels.map(l => l.textContent.trim()).join(' '),
        aria,
              overlaps});
  }
  return out;
}"""


def open_form(page: Page, open_page: Callable[..., Page], game_id: str) -> Locator:
    open_page(page, "#" + game_id)
    take_device(page)
    page.locator('[data-testid="new-game"]').click()
    form = page.locator(FORM)
    form.wait_for(state="visible")
    return form


def check_labels(page: Page) -> None:
    """Every visible field of the form has a name of its own, clear of it, at 1280 and 390 px."""
    for width in (1280, 390):
        page.set_viewport_size({"width": width, "height": 900})
        fields = page.evaluate(FIELDS_JS)
        assert fields, "the form shows fields"
        for field in fields:
            assert field["label"] or field["aria"], f"{field['id']} has no label at {width} px"
            assert not field["overlaps"], f"the label of {field['id']} runs into it at {width} px"


@pytest.mark.parametrize("game_id", GAMES)
def test_every_field_has_its_own_label_and_the_seed_waits_under_advanced(
    page: Page, open_page: Callable[..., Page], game_id: str,
) -> None:
    meta = get_game(game_id).meta
    form = open_form(page, open_page, game_id)
    seed = form.locator('[data-testid="seed"]')
    advanced = form.locator('[data-testid="advanced"]')
    assert advanced.get_attribute("open") is None, "Advanced starts closed"
    assert seed.is_hidden(), "the seed is not shown until Advanced is opened"
    seats = meta.seat_count(meta.normalize_options({}))
    for spec in meta.options:
        field = form.locator(f'[name="opt-{spec.name}"]')
        # Visible unless it is an expert's option or about a seat that does not
        # play; named by its own label either way.
        shown = not spec.advanced and (spec.seat is None or spec.seat < seats)
        assert field.is_visible() is shown, spec.name
        assert form.locator(f'label[for="opt-{spec.name}"]').text_content() == spec.label
    check_labels(page)
    for seat in range(meta.min_seats):
        seat_field = form.get_by_label(f"Who plays {meta.seat_names[seat]}")
        assert seat_field.is_visible()
        assert seat_field.locator("option").all_text_contents() == [
            "Human", "Computer \u2013 Easy", "Computer \u2013 Medium", "Computer \u2013 Hard"]
    advanced.locator("summary").click()
    assert advanced.get_attribute("open") is not None
    assert seed.is_visible()
    assert form.get_by_label("Seed").is_visible()
    check_labels(page)
    for spec in meta.options:
        shown = spec.seat is None or spec.seat < seats
        assert form.locator(
            f'[name="opt-{spec.name}"]').is_visible() is shown, f"{spec.name} once Advanced is open"


def test_the_first_player_is_offered_by_colour_and_the_game_uses_the_form(
    page: Page, open_page: Callable[..., Page],
) -> None:
    form = open_form(page, open_page, "pushpush")
    first = form.get_by_label("Who moves first")
    assert first.locator("option").all_text_contents() == ["White (A)", "Black (B)"]
    assert first.input_value() == "A"
    first.select_option(label="Black (B)")
    form.get_by_label("Third repetition is a draw").uncheck()
    form.get_by_label("Name of the White (A) player").fill("Ann")
    form.get_by_label("Who plays Black (B)").select_option(label="Computer \u2013 Easy")
    form.locator('[data-testid="start-new-game"]').click()
    assert form.is_hidden()
    # Black (B), the computer, moves first: it plays at once and White's name shows on its strip.
    page.wait_for_function("document.querySelectorAll('[data-testid=move]').length >= 1")
    assert page.locator(
        '[data-testid="strip-0"] [data-testid="strip-name"]').text_content() == "Ann"
    assert (page.locator('[data-testid="move"]').first.get_attribute("class")
            or "").split().count("seat-1") == 1
    page.wait_for_function("location.hash.length > 10")
    record = GameRecord.decode(unquote(page.evaluate("pgLive()")).split("/", 1)[1])
    assert record.options == {"first": "B", "repetition": False}


def test_the_number_of_players_and_the_seed_from_the_form_start_the_game(
    page: Page, open_page: Callable[..., Page],
) -> None:
    form = open_form(page, open_page, "apocalypse")
    form.get_by_label("Players", exact=True).fill("3")
    assert form.locator('[data-seat-row="3"]').is_hidden()
    assert form.locator('[data-seat-row="2"]').is_visible()
    form.locator('[data-testid="advanced"] summary').click()
    form.get_by_label("Seed").fill("11")
    form.locator('[data-testid="start-new-game"]').click()
    take_device(page)
    page.wait_for_function("document.querySelectorAll('#strips .strip').length === 3")
    assert page.locator('[data-testid="strip-2"]').is_visible()
    assert page.locator('[data-testid="strip-3"]').count() == 0
    record = GameRecord.decode(unquote(page.evaluate("pgLive()")).split("/", 1)[1])
    assert record.options == {"seats": 3}
    # The link keeps chance's outcomes: the opening deal and rolls are those seed 11 gives.
    assert record.actions == Replay.new(get_game("apocalypse"), {"seats": 3},
                                        seed=11).record().actions


def test_a_seats_own_option_comes_with_the_seat(page: Page, open_page: Callable[..., Page]) -> None:
    form = open_form(page, open_page, "push")
    green = form.get_by_label("Green's faction")
    assert green.is_hidden(), "two players: no faction to choose for Green"
    assert form.get_by_label("Blue's faction").is_visible()
    assert green.locator("option").all_text_contents()[0] == "Random"
    form.get_by_label("Players", exact=True).fill("3")
    green.wait_for(state="visible")
    assert form.get_by_label("Who plays Green").is_visible()
    assert form.get_by_label("Yellow's faction").is_hidden()
    green.select_option(label="Triad")
    form.locator('[data-testid="start-new-game"]').click()
    take_device(page)
    page.wait_for_function("document.querySelectorAll('#strips .strip').length === 3")
    record = GameRecord.decode(unquote(page.evaluate("pgLive()")).split("/", 1)[1])
    assert record.options["seats"] == 3 and record.options["faction3"] == "Triad"


def test_a_faction_picked_for_a_seat_that_then_leaves_is_not_asked(
    page: Page, open_page: Callable[..., Page],
) -> None:
    form = open_form(page, open_page, "push")
    form.get_by_label("Players", exact=True).fill("4")
    yellow = form.get_by_label("Yellow's faction")
    yellow.wait_for(state="visible")
    yellow.select_option(label="Triad")
    form.get_by_label("Players", exact=True).fill("2")
    yellow.wait_for(state="hidden")
    form.locator('[data-testid="start-new-game"]').click()
    take_device(page)
    page.wait_for_function("document.querySelectorAll('#strips .strip').length === 2")
    record = GameRecord.decode(unquote(page.evaluate("pgLive()")).split("/", 1)[1])
    assert record.options.get("seats", 2) == 2
    assert record.options.get("faction4", "random") == "random", ("nothing of Yellow's pick: the "
                                                                  "seat does not play")


@pytest.mark.parametrize("game_id", ("pushpush", "pushfight", "pushout"))
def test_start_on_a_phone_brings_the_new_board_into_view(
    page: Page, open_page: Callable[..., Page], game_id: str,
) -> None:
    """On a phone the form sits under the board: after Start the newcomer sees
    the board, not the page's foot (issue 26)."""
    page.set_viewport_size({"width": 390, "height": 844})
    form = open_form(page, open_page, game_id)
    form.locator('[data-testid="seat-0"]').select_option("human")
    form.locator('[data-testid="seat-1"]').select_option("medium")
    start = form.locator('[data-testid="start-new-game"]')
    start.scroll_into_view_if_needed()
    # The opposite first: where the click happens, the board is out of sight above.
    board = page.locator("#board-host")
    assert box_of(board)["y"] + box_of(board)["height"] < box_of(start)[
        "y"], "the form is under the board"
    assert box_of(board)["y"] < 0, "before Start the board's top is above the view"
    start.click()
    form.wait_for(state="hidden")
    box = box_of(board)
    assert box["y"] >= 0, f"after Start the board's top is in view (top at {box['y']:.0f})"
    # Pushout's table too, since it is sized to a phone's height (issue 26; it was taller
    # than the window and the view started at the status line): the whole board, and the
    # status line above it, are in view.
    assert box["y"] + box["height"] <= 844, f"after Start the whole board is in view ({box})"
    assert box_of(page.locator(".status-row"))["y"] >= 0, "the status line is in view"


@pytest.mark.parametrize("game_id", ("pushpush", "pushfight", "pushout"))
def test_start_on_a_wide_screen_shows_the_new_game_from_its_top(
    page: Page, open_page: Callable[..., Page], game_id: str,
) -> None:
    """At 1280x800 the side form makes the page taller (Pushout's most): Start
    must not leave the view scrolled down with the header and status line cut
    off above; the page's top, the status, the strips and the board are in view
    (issue 26)."""
    page.set_viewport_size({"width": 1280, "height": 800})
    form = open_form(page, open_page, game_id)
    form.locator('[data-testid="seat-0"]').select_option("human")
    form.locator('[data-testid="seat-1"]').select_option("medium")
    form.locator('[data-testid="start-new-game"]').scroll_into_view_if_needed()
    page.evaluate("window.scrollBy(0, 100000)")  # the click made where the form's foot is
    form.locator('[data-testid="start-new-game"]').click()
    form.wait_for(state="hidden")
    page.wait_for_function("document.querySelectorAll('#strips .strip').length === 2")
    top = box_of(page.locator(".topbar"))
    assert top["y"] >= 0, f"after Start the header's top is in view (top at {top['y']:.0f})"
    status = box_of(page.locator(".status-row"))
    assert status["y"] >= top["y"] + top[
        "height"] - 1, "the status line is under the header, in view"
    strips = box_of(page.locator("#strips"))
    assert strips["y"] >= status["y"] + status["height"] - 1, "the strips are under the status line"
    board = box_of(page.locator("#board-host"))
    assert board["y"] >= strips["y"] + strips["height"] - 1, "the board is under the strips"
    assert board["y"] + board["height"] <= 800, f"after Start the whole board is in view ({board})"
