"""Every game's embed snippet gives its frame a height that shows the whole
game at 400 px wide (Pushout's Discard button was hidden at the old 600 px)."""

from __future__ import annotations

from playwright.sync_api import BrowserContext, Page
from typing import Callable

import re

import pytest

from .pushweb_helpers import take_device

#: Each test starts from the booted page, restarted as a first visit (tests/browser/conftest.py).
pytestmark = pytest.mark.shared_page


@pytest.mark.parametrize("game", ["pushout", "pushpush", "pushfight", "apocalypse", "push"])
def test_the_embed_snippet_fits_its_game(
    game: str, page: Page, open_page: Callable[..., Page],
    new_context: Callable[..., BrowserContext], wait_ready: Callable[..., None],
) -> None:
    open_page(page, "#" + game)
    take_device(page)  # games with hands, played by people at one device, start with a hand-off
    page.locator('[data-testid="embed"]').click()
    code = page.locator('[data-testid="embed-code"]').input_value()
    height_match, src_match = re.search(r'height="(\d+)"', code), re.search(r'src="([^"]+)"', code)
    assert height_match is not None and src_match is not None, code
    height, src = int(height_match.group(1)), src_match.group(1)
    frame = new_context(viewport={"width": 400, "height": height}).new_page()
    frame.goto(src)
    wait_ready(frame)
    take_device(frame)
    assert frame.evaluate(
        "document.documentElement.scrollHeight") <= height, "nothing below the frame's foot"
    if game == "pushout":
        assert height > 600
        discard = frame.locator('[data-testid="extra-action"]', has_text=re.compile("Discard|Draw"))
        box = discard.bounding_box()
        assert box is not None and box["y"] + box["height"] <= height
