"""A 20,000-decision Push Push game in the page (issue 10): it opens, shows the
latest moves (earlier ones on request), takes a move and an undo. Behaviour
only: no timing is asserted (generous timeouts for a loaded machine)."""

from __future__ import annotations

from pushgames.core import Replay

from typing import Any, Callable

from playwright.sync_api import Page

from bench.records_bench import long_record
from pushgames import registry

from .pushweb_helpers import cell, turn_entries
from .pushweb_helpers import text_of

import pytest

#: Each test starts from the booted page, restarted as a first visit (tests/browser/conftest.py).
pytestmark = pytest.mark.shared_page

LONG = 20_000
TIMEOUT_MS = 120_000


def _last_move_number(page: Page) -> int:
    return int(page.locator('[data-testid="move"]').last.get_attribute("data-arg") or "")


def test_a_20000_move_game_opens_takes_a_move_and_an_undo(
    page: Page, open_page: Callable[..., Page],
) -> None:
    text, made = long_record("pushpush", LONG)
    assert made == LONG
    line = registry.load_record(text)
    page.set_default_timeout(TIMEOUT_MS)
    open_page(page, "#pushpush/" + text)
    page.wait_for_function(
        f"document.querySelector('[data-testid=move][data-arg=\"{LONG}\"]') !== null",
        timeout=TIMEOUT_MS)
    # Only a window of the latest moves is in the list; the rest come on request.
    shown = page.locator('[data-testid="move"]').count()
    assert 0 < shown < 1_000
    more = page.locator('[data-testid="more-moves"]')
    assert more.is_visible() and "earlier moves" in text_of(more)
    more.click()
    page.wait_for_function(f"document.querySelectorAll('[data-testid=move]').length > {shown}",
                           timeout=TIMEOUT_MS)
    expected = line.notation_at(-1)
    assert text_of(page.locator('[data-testid="move"]').last).endswith(expected)

    # Far back and forth: the window moves instead of listing 20,000 entries.
    page.locator('[data-testid="nav-first"]').click()
    page.locator('[data-testid="nav-next"]').click()
    page.wait_for_function("document.querySelector('[data-testid=move][data-arg=\"1\"]') !== null",
                           timeout=TIMEOUT_MS)
    assert page.locator('[data-testid="move"][data-arg="1"]').get_attribute(
        "aria-current") == "step"
    assert page.locator('[data-testid="move"]').count() < 1_000
    assert page.locator('[data-testid="later-moves"]').is_visible()
    page.locator('[data-testid="nav-last"]').click()
    page.wait_for_function(
        f"document.querySelector('[data-testid=move][data-arg=\"{LONG}\"]') !== null",
        timeout=TIMEOUT_MS)
    assert page.locator('[data-testid="move"]').count() < 1_000

    # A move with no deflected twin (a twin would open the push chooser).
    game = line.game
    legal = game.legal_actions(line.state)
    move = next(m for m in legal if m.src >= 0 and type(m)(m.src, m.dst, True) not in legal)
    cell(page, move.src).click()
    cell(page, move.dst).click()
    page.wait_for_function(
        f"document.querySelector('[data-testid=move][data-arg=\"{LONG + 1}\"]') !== null",
        timeout=TIMEOUT_MS)
    assert text_of(page.locator('[data-testid="move"]').last).endswith(move.text())
    assert text_of(page.locator('[data-testid="status"]')).startswith(
        game.meta.seat_names[1 - line.state.to_move])

    page.locator('[data-testid="undo"]').click()
    page.wait_for_function(
        f"document.querySelector('[data-testid=move][data-arg=\"{LONG + 1}\"]') === null",
        timeout=TIMEOUT_MS)
    assert _last_move_number(page) == LONG
    assert text_of(page.locator('[data-testid="status"]')).startswith(
        game.meta.seat_names[line.state.to_move])
    assert page.locator('[data-testid="redo"]').is_enabled()
    # The link in the address bar is the opened game again.
    page.wait_for_function("location.hash.length > 100", timeout=TIMEOUT_MS)
    assert page.evaluate("location.hash") == "#pushpush/" + text


def _turn_texts(line: Replay[Any, Any], plies: int) -> list[str]:
    """The move list's entries as the engine groups them (one a turn)."""
    turns: list[str] = []
    for ply in range(plies):
        seat, continues = line.turn_mark(ply)
        if turns and continues:
            turns[-1] += "," + line.notation_at(ply)
        else:
            turns.append(f"{len(turns) + 1}. {line.notation_at(ply)}")
    return turns


def test_undo_inside_a_turn_trims_only_that_entry(
    page: Page, open_page: Callable[..., Page],
) -> None:
    """Push Fight turns are several decisions: undo and redo patch the last entry."""
    text, made = long_record("pushfight", 40)
    line = registry.load_record(text)
    open_page(page, "#pushfight/" + text)
    assert turn_entries(page) == _turn_texts(line, made)
    for undone in (1, 2):
        page.locator('[data-testid="undo"]').click()
        page.wait_for_function(
            f"document.querySelectorAll('[data-testid=move]').length === {made - undone}")
        assert turn_entries(page) == _turn_texts(line, made - undone)
    page.locator('[data-testid="redo"]').click()
    page.wait_for_function(f"document.querySelectorAll('[data-testid=move]').length === {made - 1}")
    assert turn_entries(page) == _turn_texts(line, made - 1)


def test_the_patched_list_follows_moves_undo_redo_draws_and_new_games(
    page: Page, open_page: Callable[..., Page],
) -> None:
    """The list is patched, never rebuilt: check it against every change a short game sees."""
    from .pushweb_helpers import click_move, move_texts, white_win_line

    line = white_win_line()
    open_page(page, "#pushpush")
    for move in line[:3]:
        click_move(page, move)
    assert move_texts(page) == ["1. a1-b2", "2. a7-a6", "3. b2-c3"]
    page.locator('[data-testid="undo"]').click()
    page.locator('[data-testid="undo"]').click()
    assert move_texts(page) == ["1. a1-b2"]
    page.locator('[data-testid="redo"]').click()
    assert move_texts(page) == ["1. a1-b2", "2. a7-a6"]
    page.locator('[data-testid="move"][data-arg="1"]').click()
    assert page.locator('[data-testid="move"][data-arg="1"]').get_attribute(
        "aria-current") == "step"
    page.locator('[data-testid="back-to-current"]').click()
    assert page.locator('[data-testid="move"][data-arg="2"]').get_attribute(
        "aria-current") == "step"
    page.locator('[data-testid="offer-draw"]').click()
    assert page.locator('[data-testid="offer-question"]').text_content() == "Agree a draw?"
    page.locator('[data-testid="offer-yes"]').click()
    draw = page.locator('[data-testid="move-list"] li.mv-draw')
    assert draw.text_content() == "= draw agreed"
    page.locator('[data-testid="undo"]').click()
    assert draw.count() == 0 and move_texts(page) == ["1. a1-b2", "2. a7-a6"]
    page.locator('[data-testid="new-game"]').click()
    page.locator('[data-testid="start-new-game"]').click()
    page.wait_for_function("document.querySelectorAll('[data-testid=move]').length === 0")
    assert page.locator('[data-testid="more-moves"]').is_hidden()
    assert page.locator('[data-testid="later-moves"]').is_hidden()
