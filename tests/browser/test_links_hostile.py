"""Hostile links: by navigation and by ``hashchange`` on a running page, each
shows a clear message, writes nothing, and a normal link afterwards still
plays. The conftest guard fails a test on any console error, so a Pyodide
fatal error ("Maximum call stack size exceeded") fails it too."""

from __future__ import annotations

from playwright.sync_api import Page
from typing import Callable
from pathlib import Path

import pytest

from .pushweb_helpers import (
    click_move, move_texts, record_text, storage_snapshot, wait_message, white_win_line,
)
from .pushweb_helpers import text_of

#: Each test starts from the booted page, restarted as a first visit (tests/browser/conftest.py).
pytestmark = pytest.mark.shared_page

#: 60 characters that inflate to a record nesting 20,000 brackets (issue 10).
NESTED_LINK = "#pushpush/17cExAQAAAMKgoOvfwxoeQAEAAAAAAAAAAAAAAAAAAAAAAADwYA"


def saves(page: Page) -> dict[str, str]:
    return {k: v for k, v in storage_snapshot(page).items() if k.startswith("pushgames:")}


def test_nested_link_by_navigation_then_a_normal_link_plays(
    page: Page, open_page: Callable[..., Page], site_url: str,
) -> None:
    open_page(page, NESTED_LINK)
    wait_message(page, "This link could not be opened")
    assert "nested too deeply" in text_of(page.locator("#messages"))
    assert page.locator('[data-testid="game-card-pushpush"]').is_visible()  # home, working
    assert not saves(page)
    page.goto(site_url + "#pushpush/" + record_text(white_win_line()[:2]))
    page.wait_for_function("document.querySelectorAll('[data-testid=move]').length == 2")
    click_move(page, white_win_line()[2])
    assert move_texts(page) == ["1. a1-b2", "2. a7-a6", "3. b2-c3"]
    assert len(saves(page)) == 2  # the save and the active pointer


def test_nested_link_by_hashchange_keeps_the_game_then_a_normal_link_plays(
    page: Page, open_page: Callable[..., Page],
) -> None:
    open_page(page, "#pushpush")
    click_move(page, white_win_line()[0])
    before = saves(page)
    game_url = page.url
    page.evaluate("(h) => { location.hash = h; }", NESTED_LINK)
    wait_message(page, "This link could not be opened")
    assert move_texts(page) == ["1. a1-b2"]
    assert page.url == game_url  # the address shows the game on screen again
    assert saves(page) == before
    click_move(page, white_win_line()[1])  # still playing
    page.evaluate("(h) => { location.hash = h; }", "#pushpush/" + record_text(white_win_line()[:3]))
    page.wait_for_function("document.querySelectorAll('[data-testid=move]').length == 3")
    click_move(page, white_win_line()[3])
    assert move_texts(page)[-1] == "4. a6-a7"


@pytest.mark.parametrize("fragment", [
    "#" + "[" * 100_000,
    "#pushpush/1" + "A" * 300_000,
    "#pushpush/%E0%A4%A",
    "#%ZZ",
    "#pushpush//",
    "#__proto__",
    "#pushpush/1" + "{" * 5000,
    "#pushout/" + NESTED_LINK[len("#pushpush/"):],
], ids=["brackets", "300k-record", "bad-escape", "bad-percent", "empty-record", "proto", "braces",
        "nested-pushout"])
def test_any_fragment_on_a_running_page_gives_a_message_and_play_goes_on(
    page: Page, open_page: Callable[..., Page], fragment: str,
) -> None:
    open_page(page, "#pushpush")
    click_move(page, white_win_line()[0])
    page.evaluate("(h) => { location.hash = h; }", fragment)
    wait_message(page, "could not be opened")
    assert move_texts(page) == ["1. a1-b2"]
    click_move(page, white_win_line()[1])
    assert move_texts(page) == ["1. a1-b2", "2. a7-a6"]


def test_an_embed_repointed_at_the_nested_link_keeps_working(
    page: Page, site_url: str, serve: Callable[[Path], str], tmp_path: Path,
) -> None:
    """A parent on another origin re-pointing an embed iframe: a hashchange inside the embed."""
    record = record_text(white_win_line()[:1])
    base = f"{site_url}index.html?embed=1"
    (tmp_path / "index.html").write_text(
        '<!doctype html><link rel="icon" href="data:,">'
        f'<iframe id="f" width="400" height="640" src="{base}#pushpush/{record}"></iframe>')
    page.goto(serve(tmp_path))
    frame = page.frame_locator("#f")
    frame.locator('body[data-ready="true"]').wait_for(state="attached", timeout=60_000)
    frame.locator('[data-testid="board"]').wait_for()
    page.evaluate("(u) => { document.getElementById('f').src = u; }", base + NESTED_LINK)
    frame.locator('[data-testid="message"]').filter(has_text="could not be opened").wait_for()
    assert frame.locator('[data-testid="board"]').is_visible()
    assert frame.locator('[data-testid="move"]').count() == 1
    two = record_text(white_win_line()[:2])
    page.evaluate("(u) => { document.getElementById('f').src = u; }", base + "#pushpush/" + two)
    frame.locator('[data-testid="move"]').nth(1).wait_for(state="attached")
    assert frame.locator('[data-testid="move"]').count() == 2
