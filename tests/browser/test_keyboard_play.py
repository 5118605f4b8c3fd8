"""Playing with the keyboard alone: Tab reaches a board in one press, a decision made with
Enter leaves the keyboard on the board (not on the page's body, from where the next Tab
began again), the hand-off screen keeps Tab on its own buttons, and each game's rules say
its keys. Each test presses keys as a person would and reads where the focus is."""

from __future__ import annotations

from typing import Callable

import pytest
from playwright.sync_api import BrowserContext, Page

from pushgames.apocalypse import GAME as APOCALYPSE
from pushgames.core import Replay
from pushgames.push import GAME as PUSH
from pushgames.pushpush import square_name

from .pushweb_helpers import deflect_line, move_texts, record_text, text_of
from .test_apocalypse_play import ARMY_SEED
from .test_push_play import REROLL_SEED

#: Each test starts from the booted page, restarted as a first visit (tests/browser/conftest.py).
pytestmark = pytest.mark.shared_page

EXTRA = '[data-testid="extra-action"]'
DIE = '[data-testid="ps-die"]'
BOARD = '[data-testid="board"]'
#: What has the keyboard's focus: its tag, its test id or class, its accessible name.
FOCUSED = """() => { const e = document.activeElement;
  return e ? `${e.tagName} ${e.getAttribute('data-testid') || e.getAttribute('class') || ''} `
    + (e.getAttribute('aria-label') || '') : 'none'; }"""


def focused(page: Page) -> str:
    found: str = page.evaluate(FOCUSED)
    return found


def focus_matches(page: Page, selector: str, text: str = "") -> bool:
    """Whether the focused element matches ``selector`` (and its text starts with ``text``)."""
    found: bool = page.evaluate(
        "([s, t]) => !!document.activeElement?.matches(s)"
        " && document.activeElement.textContent.trim().startsWith(t)", [selector, text])
    return found


def tab_to(page: Page, selector: str, text: str = "", limit: int = 60) -> None:
    for _ in range(limit):
        page.keyboard.press("Tab")
        if focus_matches(page, selector, text):
            return
    raise AssertionError(f"Tab never reached {selector} {text}")


@pytest.mark.parametrize("game_id, first", [
    ("pushpush", '[data-sq].cursor'), ("pushfight", '[data-sq].cursor'),
    ("pushout", '.po-cell[tabindex="0"]'),
])
def test_one_tab_from_the_header_reaches_the_board(
    page: Page, open_page: Callable[..., Page], game_id: str, first: str,
) -> None:
    """The board's square (or card) takes the Tab, not the drawing around it first: Chromium
    made the <svg> a Tab stop of its own (it listens to focus events), which asked a second
    press and put a ring round the whole board."""
    open_page(page, "#" + game_id)
    page.locator('[data-testid="home-link"], #home-link, .home-link').first.focus()
    page.keyboard.press("Tab")
    assert focus_matches(page, first), focused(page)


def test_push_keep_the_dice_and_a_die_by_enter_leave_the_keyboard_on_the_board(
    page: Page, open_page: Callable[..., Page],
) -> None:
    """"Keep the dice" and a die, pressed with Enter, go away or are drawn anew with the
    decision; the keyboard stayed nowhere, and the next Tab reached "End the Move Phase"
    (which loses the dice). A die to reroll keeps it (several may be picked); a die to move
    with hands it to the board, on an operative that may use it."""
    start = Replay.new(PUSH, {"seats": 2}, REROLL_SEED).encoded()
    open_page(page, f"?players=human,easy#push/{start}")
    page.locator(EXTRA, has_text="Keep the dice").wait_for(state="visible")
    tab_to(page, DIE)
    page.keyboard.press("Enter")  # picked for a reroll
    page.wait_for_selector(f'{DIE}[aria-pressed="true"]')
    assert focus_matches(page, f'{DIE}[aria-pressed="true"]'), focused(page)
    page.keyboard.press("Enter")  # and not
    page.wait_for_selector(f'{DIE}[aria-pressed="true"]', state="detached")
    assert focus_matches(page, DIE), focused(page)
    tab_to(page, EXTRA, "Keep the dice")
    page.keyboard.press("Enter")
    page.locator(EXTRA, has_text="End the Move Phase").wait_for(state="visible")
    assert focus_matches(page, f"{BOARD} [data-sq].cursor"), focused(page)
    tab_to(page, f"{DIE}:not([aria-disabled='true'])")
    page.keyboard.press("Enter")
    page.wait_for_selector(f'{DIE}[aria-pressed="true"]')
    assert focus_matches(page, f"{BOARD} [data-sq].cursor.ps-pickable"), focused(page)
    page.keyboard.press("Enter")  # the operative under the cursor takes the die
    assert "selected" in focused(page)


def test_push_fight_standard_setup_by_enter_leaves_the_keyboard_on_the_board(
    page: Page, open_page: Callable[..., Page],
) -> None:
    open_page(page, "?players=human,easy#pushfight")
    tab_to(page, EXTRA, "Standard setup")
    page.keyboard.press("Enter")
    page.wait_for_function("document.querySelector('[data-testid=status]').textContent"
                           ".includes('move up to twice')")
    assert focus_matches(page, '[data-testid="board"] [data-sq].cursor'), focused(page)
    # A pointer's click on the same kind of button is left alone (no ring appears on the board).
    page.locator('[data-testid="undo"]').click()
    page.locator(EXTRA, has_text="Standard setup").click()
    page.wait_for_function("document.querySelector('[data-testid=status]').textContent"
                           ".includes('move up to twice')")
    assert not focus_matches(page, "[data-sq]"), focused(page)


def test_apocalypse_migrate_by_keyboard_goes_from_button_to_region_to_region(
    page: Page, open_page: Callable[..., Page],
) -> None:
    """Migrate, then the region to move from, then the one to move to: each Enter redraws the
    map, which left the keyboard on the page's body; it stays on the map now."""
    start = Replay.new(APOCALYPSE, {"seats": 3}, ARMY_SEED).record().encode()
    open_page(page, f"?players=human,easy,easy#apocalypse/{start}")
    page.locator(EXTRA, has_text="Migrate").wait_for(state="visible")
    tab_to(page, EXTRA, "Migrate")
    page.keyboard.press("Enter")
    page.wait_for_function("document.querySelector('[data-testid=status]').textContent"
                           ".includes('population phase')")
    page.wait_for_selector("[data-region][tabindex='0']")
    assert focus_matches(page, "[data-region][tabindex='0']"), focused(page)
    source = page.evaluate("document.activeElement.dataset.region")
    page.keyboard.press("Enter")  # the region to move from
    page.wait_for_selector(f"[data-region='{source}'][aria-label$='selected']")
    assert focus_matches(page, f"[data-region='{source}']"), focused(page)
    page.keyboard.press("Escape")  # nothing moved: the choice is undone, the focus stays
    assert focus_matches(page, f"[data-region='{source}']"), focused(page)
    assert "selected" not in (page.locator(f"[data-region='{source}']")
                              .get_attribute("aria-label") or "selected")


def test_the_hand_off_screen_keeps_tab_on_its_buttons_then_hands_the_board(
    page: Page, open_page: Callable[..., Page],
) -> None:
    """A modal dialog: Tab went on to Flip, New game, Share and the move list, out of sight
    behind the screen. After "I am ...: show my view" the keyboard is on the board."""
    open_page(page, "#push")  # a new game of Push between people: a hand-off first
    page.wait_for_selector('[data-testid="handoff"]:not([hidden])')
    assert focus_matches(page, '[data-testid="handoff-ready"]'), focused(page)
    for _ in range(6):
        page.keyboard.press("Tab")
        assert not page.evaluate(
            "document.querySelector('.game-layout').contains(document.activeElement)"), (
            f"Tab reached {focused(page)} behind the hand-off screen")
    page.locator('[data-testid="handoff-ready"]').focus()
    page.keyboard.press("Enter")
    page.wait_for_selector('body[data-handoff="false"]', state="attached")
    assert focus_matches(page, '#board-host [tabindex="0"], #board-host button'), focused(page)
    tab_to(page, '[data-testid="flip"]')  # the page is no longer held behind the screen


@pytest.mark.parametrize("address, board_words", [
    ("?players=human,easy#pushpush", "selects one of your figures"),
    ("?players=human,easy,easy,easy#apocalypse", "regions, chips and cards"),
])
def test_the_rules_say_the_keys(
    page: Page, open_page: Callable[..., Page], address: str, board_words: str,
) -> None:
    game_id = address.rsplit("#", 1)[1]
    open_page(page, address)
    page.locator('[data-testid="rules"] > summary').click()
    keys = page.locator('[data-testid="rules"] h3', has_text="Keys")
    assert keys.is_visible()
    lines = page.locator('[data-testid="rules"] .rules-keys')
    assert board_words in text_of(lines.nth(0))
    assert "step through the moves" in text_of(lines.nth(1))
    assert "Ctrl+Z undo" in text_of(lines.nth(1)).replace(" + ", "+")
    # The hand-off screen's key in a game of hands only.
    assert ("hand-off screen" in text_of(lines.nth(1))) == (game_id == "apocalypse")
    # The Keyboard panel beside the rules says the same page keys (one text, both places).
    page.locator(".keys-panel > summary").click()
    panel = page.locator("#keys-page")
    assert panel.is_visible()
    assert text_of(panel) == text_of(lines.nth(1))


def walk_cursor_to(page: Page, square: str) -> None:
    """Arrow keys from the focused square ("c2, ...") to ``square``, as a person steps (the
    board is seen from White's side: up is a higher rank)."""
    for _ in range(20):
        label = page.evaluate("document.activeElement.getAttribute('aria-label') || ''")
        here = str(label).split(",")[0]
        if here == square:
            return
        file_step = ord(square[0]) - ord(here[0])
        rank_step = int(square[1:]) - int(here[1:])
        page.keyboard.press("ArrowRight" if file_step > 0 else "ArrowLeft" if file_step < 0
                            else "ArrowUp" if rank_step > 0 else "ArrowDown")
    raise AssertionError(f"the cursor never reached {square}: {focused(page)}")


def test_the_push_or_deflect_menu_by_keyboard_keeps_tab_and_gives_the_focus_back(
    page: Page, open_page: Callable[..., Page],
) -> None:
    """The menu that asks which push was meant is a modal dialog: Tab stays on its buttons
    (it went on to the board and the controls behind the dimmed page), and Esc or a choice
    gives the keyboard back to the board's square (it was left on the page's body)."""
    line, deflected = deflect_line()
    open_page(page, "#pushpush/" + record_text(line))
    page.locator('[data-testid="home-link"], #home-link, .home-link').first.focus()
    page.keyboard.press("Tab")
    walk_cursor_to(page, square_name(deflected.src))
    page.keyboard.press("Enter")
    walk_cursor_to(page, square_name(deflected.dst))
    page.keyboard.press("Enter")
    chooser = page.locator('[data-testid="chooser"]')
    chooser.wait_for(state="visible")
    for _ in range(4):
        page.keyboard.press("Tab")
        assert page.evaluate(
            "document.querySelector('#overlay').contains(document.activeElement)"
            " || document.activeElement === document.body"), (
            f"Tab reached {focused(page)} behind the menu")
    page.keyboard.press("Escape")
    chooser.wait_for(state="hidden")
    assert focus_matches(page, f"{BOARD} [data-sq].cursor"), focused(page)
    assert square_name(deflected.dst) + "," in focused(page)
    assert page.locator(f"{BOARD} .selected").count() == 0, "Esc cancelled the selection too"
    walk_cursor_to(page, square_name(deflected.src))  # choose again, then pick from the menu
    page.keyboard.press("Enter")
    walk_cursor_to(page, square_name(deflected.dst))
    page.keyboard.press("Enter")
    chooser.wait_for(state="visible")
    page.get_by_role("button", name="Deflected push (ball to f4)").focus()
    page.keyboard.press("Enter")
    page.wait_for_function(f"document.querySelectorAll('[data-testid=move]').length > {len(line)}")
    assert move_texts(page)[-1].endswith("g6-g5'")
    assert focus_matches(page, f"{BOARD} [data-sq]"), focused(page)


def test_a_link_opened_at_a_hand_off_puts_the_keyboard_on_its_button(
    new_context: Callable[..., BrowserContext], open_page: Callable[..., Page],
) -> None:
    """A first visit at a hand-off shows the build's picture of the screen before Python
    starts; the button that shows the view had no focus when it began to work (Enter did
    nothing; a first Tab went to the header)."""
    page = new_context().new_page()
    start = Replay.new(PUSH, {"seats": 2}, REROLL_SEED).encoded()
    open_page(page, f"#push/{start}")
    page.wait_for_selector('[data-testid="handoff"]:not([hidden])')
    page.wait_for_function("document.activeElement?.dataset.testid === 'handoff-ready'")
    page.keyboard.press("Enter")
    page.wait_for_selector('body[data-handoff="false"]', state="attached")
    assert focus_matches(page, '#board-host [tabindex="0"], #board-host button'), focused(page)
