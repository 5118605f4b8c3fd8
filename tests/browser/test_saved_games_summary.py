"""The saved games show their move count and result. The guard in conftest.py fails any test on a console
error or a non-local request."""

from __future__ import annotations

from .pushweb_helpers import click_move, storage_snapshot, white_win_line


def saves(page) -> list[str]:
    return [k for k in storage_snapshot(page) if k.startswith("pushgames:save:")]


def test_the_list_says_moves_and_result(page, open_page):
    open_page(page, "#pushpush")
    line = white_win_line()
    click_move(page, line[0])
    click_move(page, line[1])
    assert len(saves(page)) == 1
    page.evaluate("location.hash = '#home'")
    detail = page.locator('[data-testid="save-entry"] .save-detail').first
    detail.wait_for()
    assert "2 moves \u00b7 in play" in detail.text_content()
    page.go_back()
    page.locator('[data-testid="strips"]').wait_for()
    for move in line[2:]:
        click_move(page, move)
    page.locator('[data-testid="game-over"]').wait_for(state="visible")
    page.evaluate("location.hash = '#home'")
    page.wait_for_function("[...document.querySelectorAll('.save-detail')]"
                           ".some(e => e.textContent.includes('10 moves \u00b7 White (A) won'))")
