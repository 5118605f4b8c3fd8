"""A page on another origin framing the full page (no ``?embed=1``) must not
write saves or move the "Continue" pointer: a framed page behaves as an embed
until the player opens the full page."""

from __future__ import annotations

from playwright.sync_api import Page
from typing import Callable
from pathlib import Path

from .pushweb_helpers import BOARD, storage_snapshot, white_win_line

STORAGE_KEYS = "Object.keys(localStorage).filter((k) => k.startsWith('pushgames:'))"


def test_a_cross_origin_frame_plays_but_writes_nothing(
    page: Page, site_url: str, serve: Callable[[Path], str], tmp_path: Path,
    open_page: Callable[..., Page],
) -> None:
    (tmp_path / "index.html").write_text(
        '<!doctype html><link rel="icon" href="data:,"><h1>Another site</h1>'
        f'<iframe id="f" width="640" height="720" src="{site_url}index.html#pushpush"></iframe>')
    parent = serve(tmp_path)
    assert parent.split(":")[2] != site_url.split(":")[2]  # another origin (port)
    page.goto(parent)
    frame = page.frame_locator("#f")
    frame.locator('body[data-ready="true"]').wait_for(state="attached", timeout=60_000)
    inner = next(f for f in page.frames if f.url.startswith(site_url))
    for move in white_win_line()[:2]:
        frame.locator(f'{BOARD} [data-sq="{move.src}"]').click()
        frame.locator(f'{BOARD} [data-sq="{move.dst}"]').click()
    inner.wait_for_function("document.querySelectorAll('[data-testid=move]').length == 2")
    assert inner.evaluate("document.documentElement.classList.contains('embed')")
    assert inner.evaluate(STORAGE_KEYS) == []  # nothing written, not even the active pointer
    link = frame.locator('[data-testid="full-page-link"]')
    assert link.is_visible()
    # Opening the full page (top level) is what saves the game.
    full = page.context.new_page()
    full.goto(link.get_attribute("href") or "")
    full.wait_for_selector('body[data-ready="true"]', state="attached", timeout=60_000)
    full.wait_for_function("document.querySelectorAll('[data-testid=move]').length == 2")
    assert not full.evaluate("document.documentElement.classList.contains('embed')")
    assert len([k for k in storage_snapshot(full) if k.startswith("pushgames:save:")]) == 1
