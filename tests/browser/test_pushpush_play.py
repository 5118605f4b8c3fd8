"""Playing Push Push in the page: clicks, the push chooser, drag and drop,
the keyboard, undo / redo, the move list. The guard in conftest.py fails any
test on a console error or a non-local request."""

from __future__ import annotations

from playwright.sync_api import BrowserContext, Page
from typing import Callable

import re

import pytest

from pushgames.core import GameRecord, start
from pushgames.pushpush import GAME
from pushgames.pushpush import Move, square_index

from .pushweb_helpers import (
    BOARD, cell, click_move, deflect_line, move_texts, open_advanced, record_text, white_win_line,
)
from .pushweb_helpers import box_of, hint_clear_of_board, text_of
from ..outcome import finished

#: Each test starts from the booted page, restarted as a first visit (tests/browser/conftest.py).
pytestmark = pytest.mark.shared_page


def test_a_whole_game_is_won_by_clicking(page: Page, open_page: Callable[..., Page]) -> None:
    open_page(page, "#pushpush")
    assert page.locator('[data-testid="status"]').text_content() == "White (A) to move"
    line = white_win_line()
    for move in line:
        click_move(page, move)
    banner = page.locator('[data-testid="game-over"]')
    banner.wait_for(state="visible")
    # Black's last push put the ball off its own edge: the result says whose push it was.
    assert banner.text_content() == "Black (B) pushed the ball off its own edge: White (A) wins."
    assert len(move_texts(page)) == len(line)
    # The finished game is read-only: clicking a figure selects nothing.
    cell(page, square_index("b1")).click()
    assert page.locator(f"{BOARD} .selected").count() == 0
    assert page.locator('[data-testid="offer-draw"]').is_disabled()


def test_selecting_a_figure_marks_its_destinations_and_the_last_move(
    page: Page, open_page: Callable[..., Page],
) -> None:
    open_page(page, "#pushpush")
    d1 = cell(page, square_index("d1"))
    assert d1.get_attribute("aria-label") == "d1, white 4"
    assert cell(page, square_index("d4")).get_attribute("aria-label") == "d4, ball"
    assert cell(page, square_index("e5")).get_attribute("aria-label") == "e5, empty"
    d1.click()
    assert "selected" in (d1.get_attribute("class") or "")
    assert cell(page, square_index("d2")).get_attribute("aria-label") == "d2, empty, move here"
    # Steps to c2, d2, e2; pushes along the home row to c1 and e1 (the end figure falls off).
    assert page.locator(f"{BOARD} .mark-dot").count() == 3
    assert page.locator(f"{BOARD} .mark-ring").count() == 2
    assert cell(page, square_index("c1")).get_attribute("aria-label") == "c1, white 3, push here"
    cell(page, square_index("d2")).click()
    page.wait_for_selector('[data-testid="move"]')
    assert move_texts(page) == ["1. d1-d2"]
    assert "last" in (cell(page, square_index("d2")).get_attribute("class") or "")
    assert page.locator('[data-testid="status"]').text_content() == "Black (B) to move"


def test_deflected_push_through_the_chooser(page: Page, open_page: Callable[..., Page]) -> None:
    line, deflected = deflect_line()
    open_page(page, "#pushpush/" + record_text(line))
    assert len(move_texts(page)) == len(line)
    cell(page, deflected.src).click()
    cell(page, deflected.dst).click()
    chooser = page.locator('[data-testid="chooser"]')
    chooser.wait_for(state="visible")
    assert chooser.get_by_role("button",
                               name=re.compile(r"^Normal push \(ball to g4\)")).is_visible()
    chooser.get_by_role("button", name=re.compile(r"^Deflected push \(ball to f4\)")).click()
    page.wait_for_function(f"document.querySelectorAll('[data-testid=move]').length > {len(line)}")
    assert move_texts(page)[-1] == f"{len(line) + 1}. g6-g5'"
    assert cell(page, square_index("f4")).get_attribute("aria-label") == "f4, ball"


def test_drag_and_drop_moves_a_figure(page: Page, open_page: Callable[..., Page]) -> None:
    open_page(page, "#pushpush")
    src = box_of(cell(page, square_index("b1")))
    dst = box_of(cell(page, square_index("c2")))
    page.mouse.move(src["x"] + src["width"] / 2, src["y"] + src["height"] / 2)
    page.mouse.down()
    page.mouse.move(src["x"] + src["width"], src["y"], steps=4)
    page.mouse.move(dst["x"] + dst["width"] / 2, dst["y"] + dst["height"] / 2, steps=6)
    page.mouse.up()
    page.wait_for_selector('[data-testid="move"]')
    assert move_texts(page) == ["1. b1-c2"]
    assert cell(page, square_index("c2")).get_attribute("aria-label") == "c2, white 2"


def test_a_move_with_the_keyboard_alone(page: Page, open_page: Callable[..., Page]) -> None:
    open_page(page, "#pushpush")
    # Tab from the page's start reaches the board's one focusable cell (roving tabindex).
    for _ in range(40):
        page.keyboard.press("Tab")
        if page.evaluate(
            "document.activeElement && document.activeElement.dataset.sq !== undefined"):
            break
    focused = page.evaluate("document.activeElement.getAttribute('aria-label')")
    assert focused == "d4, ball"
    for _ in range(3):
        page.keyboard.press("ArrowDown")
    assert page.evaluate("document.activeElement.getAttribute('aria-label')") == "d1, white 4"
    page.keyboard.press("Enter")
    assert page.evaluate(
        "document.activeElement.getAttribute('aria-label')") == "d1, white 4, selected"
    page.keyboard.press("Escape")
    assert page.locator(f"{BOARD} .selected").count() == 0
    page.keyboard.press("Space")
    page.keyboard.press("ArrowUp")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    page.wait_for_selector('[data-testid="move"]')
    assert move_texts(page) == ["1. d1-e2"]


def test_undo_redo_by_button_and_keyboard(page: Page, open_page: Callable[..., Page]) -> None:
    line = white_win_line()
    open_page(page, "#pushpush")
    assert page.locator('[data-testid="undo"]').is_disabled()
    page.locator("body").click(position={"x": 5, "y": 5})
    page.keyboard.press("Control+z")  # nothing played yet: the key says so, never silently
    page.wait_for_function("[...document.querySelectorAll('[data-testid=message]')]"
                           ".some(m => m.textContent.includes('Nothing to undo'))")
    for move in line[:3]:
        click_move(page, move)
    assert move_texts(page) == ["1. a1-b2", "2. a7-a6", "3. b2-c3"]
    page.locator('[data-testid="undo"]').click()
    page.locator('[data-testid="undo"]').click()
    assert move_texts(page) == ["1. a1-b2"]
    record = page.url.split("#pushpush/", 1)[1]  # the link follows the game
    assert GameRecord.decode(record).actions == ("a1-b2",)
    page.locator('[data-testid="redo"]').click()
    assert move_texts(page) == ["1. a1-b2", "2. a7-a6"]
    page.locator("body").click(position={"x": 5, "y": 5})
    page.keyboard.press("Control+z")
    assert move_texts(page) == ["1. a1-b2"]
    page.keyboard.press("Control+y")
    page.keyboard.press("Control+y")
    assert move_texts(page) == ["1. a1-b2", "2. a7-a6", "3. b2-c3"]
    assert page.locator('[data-testid="redo"]').is_disabled()
    # A different move after an undo drops the redo line.
    page.keyboard.press("Control+z")
    click_move(page, Move(square_index("c1"), square_index("c2")))
    assert move_texts(page) == ["1. a1-b2", "2. a7-a6", "3. c1-c2"]
    assert page.locator('[data-testid="redo"]').is_disabled()


def test_move_list_shows_old_positions_read_only(
    page: Page, open_page: Callable[..., Page],
) -> None:
    line = white_win_line()
    open_page(page, "#pushpush/" + record_text(line[:4]))
    page.locator('[data-testid="move"]', has_text="2. a7-a6").click()
    banner = page.locator('[data-testid="history-banner"]')
    assert banner.is_visible() and "after move 2 of 4" in text_of(banner)
    assert cell(page, square_index("a6")).get_attribute("aria-label") == "a6, black 1"
    cell(page, square_index("c3")).click()  # read-only: nothing gets selected
    assert page.locator(f"{BOARD} .selected").count() == 0
    page.locator("body").click(position={"x": 5, "y": 5})
    page.keyboard.press("ArrowLeft")
    assert "after move 1 of 4" in text_of(banner)
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    assert banner.is_hidden()
    page.locator('[data-testid="move"]', has_text="1. a1-b2").click()
    page.locator('[data-testid="back-to-current"]').click()
    assert banner.is_hidden()
    assert cell(page, square_index("a7")).get_attribute("aria-label") == "a7, black 1"


def test_the_start_of_a_game_of_one_move_says_one_move_in_the_singular(
    page: Page, open_page: Callable[..., Page],
) -> None:
    """The banner over the starting position counts the moves played: "1 move", never
    "1 moves"; more than one in the plural."""
    line = white_win_line()
    open_page(page, "#pushpush/" + record_text(line[:1]))
    page.locator('[data-testid="move-list"] button', has_text="Start").click()
    banner = page.locator('[data-testid="history-banner"]')
    assert banner.is_visible()
    assert "Viewing the starting position (read-only); 1 move played." in text_of(banner)
    page.locator('[data-testid="back-to-current"]').click()
    cell(page, line[1].src).click()
    cell(page, line[1].dst).click()
    page.wait_for_function("document.querySelectorAll('[data-testid=move]').length == 2")
    page.locator('[data-testid="move-list"] button', has_text="Start").click()
    assert "Viewing the starting position (read-only); 2 moves played." in text_of(banner)


def test_flip_turns_the_board(page: Page, open_page: Callable[..., Page]) -> None:
    open_page(page, "#pushpush")
    a1 = cell(page, square_index("a1"))
    g7 = cell(page, square_index("g7"))
    assert box_of(a1)["y"] > box_of(g7)["y"]
    page.locator("body").click(position={"x": 5, "y": 5})
    page.keyboard.press("f")
    assert box_of(a1)["y"] < box_of(g7)["y"]
    assert box_of(a1)["x"] > box_of(g7)["x"]
    page.locator('[data-testid="flip"]').click()
    assert box_of(a1)["y"] > box_of(g7)["y"]


def test_draw_by_agreement_and_new_game_options(page: Page, open_page: Callable[..., Page]) -> None:
    open_page(page, "#pushpush")
    click_move(page, white_win_line()[0])
    page.locator('[data-testid="offer-draw"]').click()
    assert page.locator('[data-testid="offer-question"]').text_content() == "Agree a draw?"
    page.locator('[data-testid="offer-yes"]').click()
    assert page.locator(
        '[data-testid="game-over"]').text_content() == "Draw: the players agreed a draw."
    page.locator('[data-testid="new-game"]').click()
    form = page.locator('[data-testid="new-game-form"]')
    form.get_by_label("Who moves first").select_option("B")
    form.get_by_label("Third repetition is a draw").uncheck()
    open_advanced(page)
    form.locator('[data-testid="seed"]').fill("42")
    form.locator('[data-testid="start-new-game"]').click()
    assert page.locator('[data-testid="status"]').text_content() == "Black (B) to move"
    assert move_texts(page) == []
    assert page.locator('[data-testid="game-over"]').is_hidden()


def test_rules_panel_has_clarifications_and_credits(
    page: Page, open_page: Callable[..., Page],
) -> None:
    open_page(page, "#pushpush")
    rules = page.locator('[data-testid="rules"]')
    rules.locator("summary").click()
    text = text_of(rules)
    assert "Clarifications" in text and "no legal move passes" in text
    assert "version 1.0 (English edition, September 2024)" in text


def first_reply_refusal() -> tuple[Move, Move]:
    """(White's first move, a Black move the first-reply rule forbids) found with the engine."""
    from pushgames.core import start
    from pushgames.pushpush import GAME
    from pushgames.pushpush.board import mirror, value_of

    state = start(GAME)
    for first in GAME.legal_actions(state):
        after = GAME.apply(state, first)
        target = mirror(first.dst)
        value = value_of(after.board[first.dst])
        for src in range(49):
            code = after.board[src]
            near = max(abs(src % 7 - target % 7), abs(src // 7 - target // 7)) == 1
            if near and code and value_of(
                code) == value and GAME.to_move(after) == 1 and src != target:
                move = Move(src, target)
                if move not in GAME.legal_actions(
                    after) and "first reply" in GAME.why_illegal(after, move):
                    return first, move
    raise AssertionError("no first-reply refusal found")


def test_an_illegal_click_says_why(page: Page, open_page: Callable[..., Page]) -> None:
    open_page(page, "#pushpush")
    hint = page.locator('[data-testid="board-hint"]')
    assert hint.is_hidden()
    board_y = box_of(page.locator(BOARD))["y"]
    cell(page, square_index("d7")).click()  # a Black figure while White is to move
    assert hint.is_visible() and text_of(hint).startswith(
        "White to move: select one of White's figures")
    assert box_of(page.locator(BOARD))["y"] == board_y, "the hint moves nothing"
    hint_clear_of_board(page)  # not over White's row 1, which it names
    page.set_viewport_size({"width": 390, "height": 844})
    page.locator(BOARD).scroll_into_view_if_needed()
    hint_clear_of_board(page)
    page.set_viewport_size({"width": 1280, "height": 800})
    first, refused = first_reply_refusal()
    click_move(page, first)
    assert hint.is_hidden(), "a move clears the hint"
    cell(page, refused.src).click()
    cell(page, refused.dst).click()
    text = text_of(hint)
    assert text.startswith("Not legal: ") and "first reply" in text
    assert move_texts(page) == [f"1. {first.text()}"]


def test_push_rings_have_a_light_halo_on_dark_figures(
    page: Page, open_page: Callable[..., Page],
) -> None:
    open_page(page, "#pushpush")
    cell(page, square_index("d1")).click()
    assert page.locator(f"{BOARD} .mark-ring-halo").count() == page.locator(
        f"{BOARD} .mark-ring").count() == 2
    halo = page.locator(f"{BOARD} .mark-ring-halo").first.evaluate(
        "e => getComputedStyle(e).stroke")
    assert halo == "rgb(255, 248, 214)"


#: White, to move, pushes the ball off its own (south) edge with c2-d1: Black wins.
#: Found by a random search over the engine; the test replays it first.
#: WINNING_PUSH: White wins by its own push (d6-d7 puts the ball off the north edge).
OWN_GOAL = ("f1-g1 b7-b6 g1-f1 b6-b5 f1-g2 b5-c6 e1-e2 e7-f7 d1-c2 c6-d5 c2-b1 d7-c6 b1-a2 f7-e7 "
            "c1-c2 c6-d5 e2-f2 d5-d4 f2-e3 a7-b7 a1-b2 d4-d3 c2-c3 c7-b6 g2-f2 b6-b7 e3-e4 b7-b6 "
            "e4-f3 d3-d2 c3-c2 e5-d4 c2-d1").split()
WINNING_PUSH = ("b1-a1 f7-f6 c1-d2 b7-a6 f1-g1 d7-e7 d1-e2 f6-g7 e2-f1 c7-b7 d2-c3 e7-d6 "
                "e1-f2 a6-b5 c3-d3 b7-a6 d3-d4 b5-c6 g1-g2 c6-c5 f2-e2 d6-c7 d4-d5 f7-e7 "
                "e2-e3 e7-f6 d5-d6 f6-f5 d6-d7").split()


def engine_line(texts: list[str]) -> list[Move]:
    """The moves of ``texts``, each parsed in the position it is played from."""
    state = start(GAME)
    line = []
    for text in texts:
        line.append(GAME.parse(state, text))
        state = GAME.apply(state, line[-1])
    return line


def end_in_view(page: Page, height: int = 800) -> None:
    """The result and its three buttons are in the window, with room to spare
    (a row flush with the window's foot reads as cut off)."""
    for testid in ("game-over", "result-rematch", "result-swap", "result-new"):
        box = box_of(page.locator(f'[data-testid="{testid}"]'))
        assert box["y"] >= 0 and box["y"] + box["height"] <= height - 16, (testid, box)


def test_a_ball_pushed_off_ones_own_edge_says_whose_push_it_was(
    page: Page, open_page: Callable[..., Page],
) -> None:
    line = engine_line(OWN_GOAL)
    state = start(GAME)
    for move in line:
        state = GAME.apply(state, move)
    outcome = finished(GAME.outcome(state))
    assert outcome.winners == {1} and "south" in outcome.reason, "White's own push lost it"
    banner = page.locator('[data-testid="game-over"]')
    page.set_viewport_size({"width": 1280, "height": 800})
    # Against the computer the person at the device is "You".
    open_page(page, "?players=human,medium#pushpush/" + record_text(line[:-1]))
    assert banner.is_hidden()
    click_move(page, line[-1])
    banner.wait_for(state="visible")
    assert text_of(banner) == "You pushed the ball off your own edge: Black (B) wins."
    end_in_view(page)
    # Between two people at one device the seat is named.
    open_page(page, "#pushpush/" + record_text(line))
    banner.wait_for(state="visible")
    assert text_of(banner) == "White (A) pushed the ball off its own edge: Black (B) wins."
    # A win by the winner's own push keeps the rules' words.
    open_page(page, "#pushpush/" + record_text(engine_line(WINNING_PUSH)))
    assert text_of(banner) == "White (A) won: the ball left the board across the north edge."


def test_new_game_under_the_result_shows_its_form_on_a_phone(
    new_context: Callable[..., BrowserContext], page: Page, open_page: Callable[..., Page],
) -> None:
    """The form opens in the side column: beside the board on a wide screen (nothing
    moves), far under the result on a phone, where the page now scrolls to it."""
    fragment = "#pushpush/" + record_text(engine_line(WINNING_PUSH))
    form = page.locator('[data-testid="new-game-form"]')
    page.set_viewport_size({"width": 1280, "height": 800})
    open_page(page, fragment)
    assert form.is_hidden()
    page.locator('[data-testid="result-new"]').click()
    form.wait_for(state="visible")
    assert page.evaluate("scrollY") == 0 and 0 <= box_of(form)["y"] < 800 - 80
    phone = new_context(viewport={"width": 390, "height": 844}, has_touch=True,
                        is_mobile=True).new_page()
    open_page(phone, fragment)
    phone_form = phone.locator('[data-testid="new-game-form"]')
    phone.locator('[data-testid="result-new"]').tap()
    phone_form.wait_for(state="visible")
    top = box_of(phone_form)["y"]
    # (-1: scrolled to its top, the box may sit a sub-pixel above the window's edge)
    assert -1 <= top < 844 - 80, f"the form's top is in view on a phone: {top}"
