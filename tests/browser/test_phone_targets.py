"""On a phone every target is at least 44 px (issue 26), measured at 390x844 as a
finger meets them: Push Fight's cells and its push arrows' click targets, and
Pushout's small copies of a card that fell off (one for each way round). Each
check first finds the targets visible, so it cannot pass on an empty set."""

from __future__ import annotations

from typing import Callable

import pytest

from playwright.sync_api import BrowserContext, FloatRect, Locator, Page

from pushgames.core import seeded_line
from pushgames.pushfight import square_index as pf_square
from pushgames.pushout import GAME as PUSHOUT, square_index as po_square

from .pushweb_helpers import box_of
from .test_pushout_play import UP_SEED

BOARD = '[data-testid="board"]'
PHONE = {"width": 390, "height": 844}
MIN_PX = 44


def phone(new_context: Callable[..., BrowserContext]) -> Page:
    return new_context(viewport=PHONE, has_touch=True).new_page()


def assert_targets(targets: Locator, count: int, what: str) -> list[FloatRect]:
    """``count`` visible targets, each at least 44 x 44 px and inside the screen's width."""
    assert targets.count() == count, f"{count} {what} expected"
    boxes = []
    for i in range(count):
        target = targets.nth(i)
        assert target.is_visible(), f"{what} {i} is visible"
        box = box_of(target)
        assert box["width"] >= MIN_PX and box["height"] >= MIN_PX, f"{what} {i}: {box}"
        assert box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"], f"{what} {i} on screen"
        boxes.append(box)
    return boxes


def overlap(a: FloatRect, b: FloatRect) -> float:
    """The area two boxes share (0 for boxes side by side)."""
    dx = min(a["x"] + a["width"], b["x"] + b["width"]) - max(a["x"], b["x"])
    dy = min(a["y"] + a["height"], b["y"] + b["height"]) - max(a["y"], b["y"])
    return max(dx, 0) * max(dy, 0)


def test_push_fight_cells_and_push_arrows_are_44_px_on_a_phone(
    new_context: Callable[..., BrowserContext], open_page: Callable[..., Page],
) -> None:
    page = phone(new_context)
    open_page(page, "#pushfight")
    page.get_by_role("button", name="Standard setup").click()
    page.wait_for_function("document.querySelectorAll('[data-testid=move]').length >= 1")
    page.get_by_role("button", name="Standard setup").click()
    page.wait_for_function("document.querySelectorAll('[data-testid=move]').length >= 2")
    board = box_of(page.locator(BOARD))
    assert board["width"] > board["height"], "the board lies 8 files wide, as on a large screen"
    assert_targets(page.locator(f"{BOARD} .pf-cell"), 26, "cell")
    page.locator(f'{BOARD} [data-sq="{pf_square("d2")}"]').click()
    # d2 pushes west onto c2 and east onto e2: two targets, each a square wide, apart.
    west, east = assert_targets(page.locator(f'{BOARD} [data-testid="push-target"]'), 2,
                                "push target")
    assert overlap(west, east) == 0, "the two pushes' targets do not overlap"
    # The drawn arrow lies inside its target: a tap on the arrow is a tap on the target.
    arrows = page.locator(f'{BOARD} [data-testid="push-arrow"] .pf-arrow-hit')
    for i, target in enumerate((west, east)):
        arrow = box_of(arrows.nth(i))
        assert target["x"] <= arrow["x"] + arrow["width"] / 2 <= target["x"] + target["width"]
        assert target["y"] <= arrow["y"] + arrow["height"] / 2 <= target["y"] + target["height"]
    # A tap on a target's far side (the square entered, away from the arrow) pushes.
    east_target = page.locator(f'{BOARD} [data-testid="push-target"]').nth(1)
    east_target.click(position={"x": east["width"] * 0.8, "y": east["height"] / 2})
    page.wait_for_function("document.querySelectorAll('[data-testid=move]').length >= 3")
    assert (page.locator('[data-testid="move"]').last.text_content() or "").endswith("d2-e2")


def test_pushout_ways_round_are_44_px_on_a_phone(
    new_context: Callable[..., BrowserContext], open_page: Callable[..., Page],
) -> None:
    page = phone(new_context)
    open_page(page, "#pushout/" + seeded_line(PUSHOUT, {}, UP_SEED, ()).encoded())
    d1 = page.locator(f'{BOARD} [data-sq="{po_square("d1")}"]')
    d1.click()  # White's LEFT: a card falls off White's row, White places it on d1
    ways = d1.locator('[data-testid="po-way"]')
    ways.first.wait_for()
    hits = d1.locator('[data-testid="po-way"] .po-way-hit')
    first, second = assert_targets(hits, 2, "way round")
    assert overlap(first, second) < 1, "the two ways round do not share their targets"
    assert first["y"] < second["y"], "the usual way round is on top"
    # Each small copy lies inside its own target.
    for i, hit in enumerate((first, second)):
        ring = box_of(ways.nth(i).locator(".po-way-ring"))
        assert hit["y"] <= ring["y"] + ring["height"] / 2 <= hit["y"] + hit["height"]
    # The table is sized to the window's height on a phone (issue 26), and half a cell is
    # short of 44 px there: each target reaches past its cell's edge, and a tap there, on
    # the neighbouring card, places the card that way round.
    slot = box_of(d1.locator(".po-slot"))
    assert first["y"] < slot["y"] - 4 and second["y"] + second[
        "height"] > slot["y"] + slot["height"] + 4
    words = str(ways.nth(0).get_attribute("aria-label"))
    assert words.startswith("Place ") and " on d1 this way round: " in words, words
    page.mouse.click(first["x"] + first["width"] / 2, first["y"] + 3)
    ways.first.wait_for(state="detached")
    label = str(d1.get_attribute("aria-label"))
    assert label.startswith("d1, " + words.split(" this way round: ")[1]), (label, words)


#: Room a select's own arrow takes on its right (Chromium draws it in the padding box, about
#: 20 px): the chosen option's text must fit in the rest.
SELECT_ARROW_PX = 22

#: Per visible select of the seat rows ``rows`` (a selector): [label, whether it fits its width,
#: text, the text's width, room for the text], the widths measured with the select's own font.
SELECT_ROOM_JS = """rows => [...document.querySelectorAll(rows)]
    .filter(row => row.offsetParent).map(row => {
        const select = row.querySelector('select'), label = row.querySelector('label');
        const style = getComputedStyle(select), pen = document.createElement('canvas')
            .getContext('2d');
        pen.font = style.font;
        const text = select.options[select.selectedIndex].text;
        return [label.textContent, label.scrollWidth <= label.clientWidth, text,
                pen.measureText(text).width,
                select.clientWidth - parseFloat(style.paddingLeft) - %d]; })""" % SELECT_ARROW_PX


def test_the_home_setups_seat_choices_show_their_whole_words_on_a_phone(
    new_context: Callable[..., BrowserContext], open_page: Callable[..., Page],
) -> None:
    """At 390 px the setup's select read "Computer \u2013 Mediu": its last letter was cut."""
    page = phone(new_context)
    open_page(page)
    page.locator('[data-testid="play-computer-apocalypse"]').click()
    setup = page.locator('[data-testid="home-setup"]')
    setup.locator('[data-testid="home-setup-seats"]').select_option("6")  # Purple and Orange too
    rows = page.evaluate(SELECT_ROOM_JS, "[data-testid=home-setup] .seat-row")
    assert [row[0] for row in rows] == ["Red", "Blue", "Green", "Yellow", "Purple", "Orange"]
    assert [row[2] for row in rows] == ["Human"] + ["Computer \u2013 Medium"] * 5
    for name, label_fits, text, width, room in rows:
        assert label_fits, f"{name}: the seat's name fits its column"
        assert width <= room, f"{name}: {text!r} needs {width:.0f} px, has {room:.0f}"


@pytest.mark.parametrize("game_id", ["pushpush", "pushfight", "pushout"])
def test_the_new_game_forms_seat_choices_show_their_whole_words_on_a_phone(
    new_context: Callable[..., BrowserContext], open_page: Callable[..., Page], game_id: str,
) -> None:
    """Beside seat names as long as "White (A)" the in-game form's select read "Computer \u2013
    Mediu" on a phone and "Computer \u2013 Mec" in the 340 px column beside a computer's board."""
    desktop = new_context(viewport={"width": 1280, "height": 800}).new_page()
    for page in (phone(new_context), desktop):
        open_page(page, "#" + game_id)
        page.locator('[data-testid="new-game"]').click()
        form = page.locator('[data-testid="new-game-form"]')
        form.wait_for(state="visible")
        form.locator("[data-seat-row] select").nth(1).select_option(label="Computer \u2013 Medium")
        rows = page.evaluate(SELECT_ROOM_JS, "[data-testid=new-game-form] [data-seat-row]")
        assert len(rows) == 2 and rows[1][2] == "Computer \u2013 Medium", rows
        for name, label_fits, text, width, room in rows:
            assert label_fits, f"{name}: the seat's name fits its column"
            assert width <= room, f"{name}: {text!r} needs {width:.0f} px, has {room:.0f}"

