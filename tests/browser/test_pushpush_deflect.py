"""Push Push: a deflected push shows where the ball will go before the player
commits (issue 26): selecting a figure that can deflect the ball draws a faded
ball on its landing square, and the square says so to screen readers."""

from __future__ import annotations

from typing import Any, Callable

from playwright.sync_api import Page

from pushgames.pushpush import Move, square_index

from .pushweb_helpers import BOARD, cell, deflect_line, move_texts, record_text

import pytest

#: Each test starts from the booted page, restarted as a first visit (tests/browser/conftest.py).
pytestmark = pytest.mark.shared_page

MARK = f'{BOARD} [data-testid="pp-deflect"]'


def test_a_deflected_push_shows_where_the_ball_goes_before_the_click(
        page: Page, open_page: Callable[..., Any]) -> None:
    line, deflected = deflect_line()
    assert isinstance(deflected, Move)
    open_page(page, "#pushpush/" + record_text(line))
    landing = square_index("f4")
    assert page.locator(MARK).count() == 0, "nothing selected: no mark"
    cell(page, square_index("c2")).click()  # a figure far from the ball: nothing to deflect
    assert page.locator(MARK).count() == 0
    cell(page, deflected.src).click()  # g6, next to the ball on g5 along the east edge
    mark = page.locator(MARK)
    mark.wait_for(state="visible")
    assert mark.count() == 1 and mark.get_attribute("data-landing") == str(landing)
    box, target = mark.locator("circle").bounding_box(), cell(page, landing).bounding_box()
    assert box is not None and target is not None
    assert abs(box["x"] + box["width"] / 2 - (target["x"] + target["width"] / 2)) < 2, "drawn on f4"
    assert "a deflected push from g5 puts the ball here" in str(
        cell(page, landing).get_attribute("aria-label"))
    assert "the ball can be deflected" in str(cell(page, deflected.dst).get_attribute("aria-label"))
    # The choice between the pushes keeps the mark in view; the deflected one lands there.
    cell(page, deflected.dst).click()
    page.locator('[data-testid="chooser"]').wait_for(state="visible")
    assert mark.is_visible()
    page.get_by_role("button", name="Deflected push (ball to f4)").click()
    page.wait_for_function(f"document.querySelectorAll('[data-testid=move]').length > {len(line)}")
    assert move_texts(page)[-1].endswith("g6-g5'")
    assert cell(page, landing).get_attribute("aria-label") == "f4, ball"
    assert page.locator(MARK).count() == 0, "played: the mark goes"
