"""The board before Python is ready (issue 27, web/pushweb/firstpaint.py): a start at
an address the page showed before draws the view it kept, the position as it will
look, inert, with the start-up note in a corner; Python's view then replaces it in
place (the board neither moves nor resizes) and takes input. A game whose seats hold
hands is never kept. The views of the last few addresses are kept, one each.

Python is held, not timed: the test removes our wheel from the offline cache, so the
next start downloads it, and keeps that download waiting until it has looked.
"""

from __future__ import annotations

from typing import Callable

import pytest
from playwright.sync_api import BrowserContext, Page, Route

from .conftest import READY, wait_ready
from .pushweb_helpers import (
    BOARD, board_labels, click_move, page_replay, record_text, white_win_line,
)

#: It goes offline or installs: a browser context of its own.
pytestmark = [pytest.mark.fresh_context, pytest.mark.service_worker]

KEPT = 'html[data-first-paint="kept"]'
WHEEL = "**/wheels/pushgames-*.whl"
DROP_WHEEL = """async () => {
    for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
            if (/\\/wheels\\/pushgames-[^/]*\\.whl$/.test(request.url)) await cache.delete(request);
        }
    }
}"""


def reload_holding_python(context: BrowserContext, page: Page) -> list[Route]:
    """Reload ``page`` with Python's wheel held at the server; returns the held requests."""
    held: list[Route] = []
    context.route(WHEEL, lambda route: held.append(route))
    page.evaluate(DROP_WHEEL)
    page.reload(wait_until="commit")
    for _ in range(1200):  # until the start asks for the wheel (a loaded machine: up to a minute)
        if held:
            return held
        page.wait_for_timeout(50)
    raise AssertionError("the start never asked for the wheel")


def let_python_go(context: BrowserContext, held: list[Route]) -> None:
    for route in held:
        route.continue_()
    context.unroute(WHEEL)


def box(page: Page) -> tuple[float, float, float, float]:
    found = page.locator(BOARD).bounding_box()
    assert found is not None
    return found["x"], found["y"], found["width"], found["height"]


def test_a_links_position_is_drawn_before_python_and_then_takes_input(
        context: BrowserContext, page: Page, open_page: Callable[..., Page],
                                                                      make_offline_ready: Callable[
            [Page], None],
) -> None:
    line = white_win_line()[:4]
    open_page(page, "#pushpush/" + record_text(line))
    make_offline_ready(page)
    assert page.locator(KEPT).count() == 0  # Python's view replaced any kept one
    drawn, where = board_labels(page), box(page)

    held = reload_holding_python(context, page)
    try:
        page.wait_for_selector(f"{KEPT} {BOARD}", state="visible")
        assert page.locator(READY).count() == 0  # Python is not ready
        assert board_labels(page) == drawn  # the link's position, square by square
        assert box(page) == where
        assert page.locator("#game-view").get_attribute("inert") is not None  # no input yet...
        assert page.get_by_test_id("loading").is_visible()  # ...and the page says why
    finally:
        let_python_go(context, held)
    wait_ready(page)
    assert page.locator(KEPT).count() == 0 and page.locator(
        "#game-view").get_attribute("inert") is None
    assert board_labels(page) == drawn and box(page) == where  # replaced in place: nothing jumped
    assert page.get_by_test_id("loading").is_hidden()

    replay = page_replay(page)
    click_move(page, replay.game.legal_actions(replay.state)[0])  # the page takes input
    assert len(page_replay(page).actions) == len(line) + 1


def test_a_game_whose_seats_hold_hands_is_never_kept(
        context: BrowserContext, page: Page, open_page: Callable[..., Page],
                                                     make_offline_ready: Callable[[Page], None],
) -> None:
    open_page(page, "#apocalypse")
    make_offline_ready(page)
    held = reload_holding_python(context, page)
    try:
        page.wait_for_selector("#loading-progress", state="visible")
        page.wait_for_function("document.readyState !== 'loading'")  # every start-up script has run
        assert page.locator(KEPT).count() == 0
        # Not the view left (hands): the build's picture of the game, its hand-off cover without
        # seat or card (tools/first_paint.py; was: no view at all before the build's pictures).
        assert page.evaluate("document.documentElement.dataset.firstPaint") == "cover"
        assert page.locator("#game-view #handoff").is_visible()
        assert "card" not in page.locator("#game-view").inner_html().lower()
        assert page.evaluate("localStorage.getItem('pushgames:first-paint')") is None
    finally:
        let_python_go(context, held)
    wait_ready(page)
    page.goto(page.url.split("#")[0] + "#pushpush")
    wait_ready(page)
    page.reload()  # a game without hands is kept as it is left
    wait_ready(page)
    kept = page.evaluate("JSON.parse(localStorage.getItem('pushgames:first-paint'))")
    assert [view["view"] for view in kept["views"]] == ["game-view"]  # Push Push's, alone
    assert kept["views"][0]["fragment"] == page.evaluate("location.hash.slice(1)")


def test_a_start_at_an_address_left_before_another_draws_that_addresss_view(
        context: BrowserContext, page: Page, open_page: Callable[..., Page],
        make_offline_ready: Callable[[Page], None]) -> None:
    # A game left, another played and left after it: the first one's address (a save's
    # address, a link opened before) still starts drawn, with its own position.
    open_page(page, "#pushpush/" + record_text(white_win_line()[:4]))
    make_offline_ready(page)
    first, drawn = page.evaluate("location.hash"), board_labels(page)
    page.reload()  # left: its view is kept
    wait_ready(page)
    page.goto(page.url.split("#")[0] + "#pushfight")
    page.wait_for_selector(f"{BOARD}.pf-svg")
    page.reload()  # the other game left: kept too, newest first
    wait_ready(page)
    kept = page.evaluate("JSON.parse(localStorage.getItem('pushgames:first-paint'))")
    assert [view["fragment"].split("/")[0] for view in kept["views"]] == ["pushfight", "pushpush"]

    held: list[Route] = []
    context.route(WHEEL, lambda route: held.append(route))
    page.evaluate(DROP_WHEEL)
    other = context.new_page()
    other.goto(page.url.split("#")[0] + first, wait_until="commit")
    try:
        other.wait_for_selector(f"{KEPT} {BOARD}", state="visible")
        assert other.locator(READY).count() == 0
        assert board_labels(other) == drawn  # the first game's position, not the last one left
    finally:
        let_python_go(context, held)
    wait_ready(other)
    assert other.locator(KEPT).count() == 0 and board_labels(other) == drawn
