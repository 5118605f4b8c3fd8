"""An embed wider than its snippet's 400 px (a blog's column of 700-800 px, or wider): every
game's board takes the room the frame gives it, and the frame still holds the whole game.

At 700 px and wider Push's panel (prompt, dice, hand) and Pushout's facts go beside the board.
The frame's fit measured the document's scrollHeight, which is never less than the frame's
height: a page shorter than its frame measured as settled at any size, and kept the first
paint's guess, a Push board of 111 px at 1280x800 and a Pushout table of 24x27 px from 700 px
on (pushweb.boardfit). Apocalypse's map took the whole width of a 1280x800 frame and put the
decision's buttons under its foot. Push's frame of 800x800 kept its hand under a board of 280 px
and ran 260 px past its foot; beside the board, the hand leaves it 360 px and fits.
"""

from __future__ import annotations

from typing import Any, Callable

import pytest
from playwright.sync_api import BrowserContext, Page, ViewportSize

from .conftest import wait_ready
from .pushweb_helpers import take_device

#: The smallest board the page draws (style.css, ``.board-col > *``: 280 px, or the column).
FLOOR = 280
#: Room a settled fit may leave under the frame's content (its rounding is a pixel or two).
SLACK = 16

#: Waits until pushweb.boardfit's figure has stayed the same for a few frames (it measures a
#: frame after each change of size), then reads what the test checks.
SETTLED_JS = """async () => {
  const column = document.querySelector('.board-col');
  const frame = () => new Promise(done => requestAnimationFrame(() => done()));
  let last = null, same = 0;
  for (let i = 0; i < 120 && same < 4; i++) {
    await frame();
    const now = column.style.getPropertyValue('--board-fixed');
    same = now === last ? same + 1 : 0;
    last = now;
  }
  const box = e => {
    const r = e.getBoundingClientRect();
    return {width: r.width, bottom: r.bottom};
  };
  const drawing = document.querySelector('#board-host [data-testid="board"]');
  return {drawing: box(drawing), host: box(document.getElementById('board-host')),
    column: box(column), content: box(document.getElementById('app')),
    maxWidth: getComputedStyle(drawing).maxWidth,
    scrollHeight: document.documentElement.scrollHeight, height: innerHeight};
}"""


def check_the_fit(page: Page, game: str, size: ViewportSize) -> None:
    fit: dict[str, Any] = page.evaluate(SETTLED_JS)
    where = f"{game} in a frame of {size['width']}x{size['height']}: {fit}"
    drawing, column = fit["drawing"]["width"], fit["column"]["width"]
    assert drawing >= min(FLOOR, column) - 1, "the board is never drawn under its floor: " + where
    if drawing > FLOOR + 1 or game == "push":
        # Larger than its floor, the board left room for everything else in the frame. Push's
        # hand beside the board fits a frame of 800x800 (under it, the page ran 260 px past).
        assert fit["scrollHeight"] <= fit["height"], "nothing under the frame's foot: " + where
    # And no room left over: the page fills the frame's height, or the board its width
    # (its box the column's, or the drawing at its largest).
    fills = fit["content"]["bottom"] >= fit["height"] - SLACK
    widest = fit["host"]["width"] >= column - 1 or (
        fit["maxWidth"].endswith("px") and drawing >= float(fit["maxWidth"][:-2]) - 1)
    assert fills or widest, "the board takes the room the frame gives it: " + where


@pytest.mark.parametrize("game", ["push", "pushout", "pushfight", "pushpush", "apocalypse"])
def test_a_wide_embed_gives_every_game_its_board(
    game: str, site_url: str, new_context: Callable[..., BrowserContext],
) -> None:
    # Two people at one device: no computer's move changes the page while it is measured.
    size: ViewportSize = {"width": 800, "height": 800}
    page = new_context(viewport=size).new_page()
    page.goto(f"{site_url}index.html?embed=1&players=human,human#{game}")
    wait_ready(page)
    take_device(page)  # games with hands start with a hand-off
    check_the_fit(page, game, size)
    # The blogger's column widens (or the frame is set wider): the board follows.
    size = {"width": 1280, "height": 800}
    page.set_viewport_size(size)
    check_the_fit(page, game, size)
