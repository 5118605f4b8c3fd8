"""Game flow (issue 26): an offer of a draw to the computer is confirmed and its
answer shows where the eye is; Redo brings back the computer's undone reply;
the history view says so at the top and agrees with its strips; a click the
board refuses says why; the strips call the person at the device "You"."""

from __future__ import annotations

import re
from typing import Any, Callable
from urllib.parse import unquote

from playwright.sync_api import Page

from ..pushpush.lines import WHITE_WIN, checked_line
from .pushweb_helpers import click_move, hint_clear_of_board, record_text, text_of, white_win_line
from .test_resign_draw import pushpush_link

import pytest

#: Each test starts from the booted page, restarted as a first visit (tests/browser/conftest.py).
pytestmark = pytest.mark.shared_page

OpenPage = Callable[..., Any]

QUESTION = '[data-testid="offer-question"]'
ANSWER = '[data-testid="offer-answer"]'
HINT = '[data-testid="board-over-hint"]'
BOARD = "#board-host svg"


def live_record(page: Page) -> str:
    return unquote(str(page.evaluate("pgLive()"))).partition("/")[2]


def in_view(page: Page, selector: str) -> bool:
    box = page.locator(selector).bounding_box()
    size = page.viewport_size
    assert box is not None and size is not None
    return box["y"] >= 0 and box["y"] + box["height"] <= size["height"]


def test_a_draw_offered_to_the_computer_is_confirmed_and_answered_in_the_toolbar(
        page: Page, open_page: OpenPage) -> None:
    page.set_viewport_size({"width": 1280, "height": 800})
    open_page(page, pushpush_link(7, "easy,human"))  # the computer is winning: it declines
    record = live_record(page)
    answer = page.locator(ANSWER)
    page.locator('[data-testid="offer-draw"]').click()
    assert page.locator(QUESTION).text_content() == "Offer a draw to White (A), the computer?"
    assert answer.is_hidden()
    page.locator('[data-testid="offer-no"]').click()  # No: nothing offered, nothing answered
    page.locator(QUESTION).wait_for(state="hidden")
    assert answer.is_hidden() and live_record(page) == record
    page.locator('[data-testid="offer-draw"]').click()
    page.locator('[data-testid="offer-yes"]').click()
    answer.wait_for(state="visible")
    assert text_of(answer) == "White (A), the computer, declines the draw."
    assert in_view(page, ANSWER), "the answer is where the person just clicked"
    assert live_record(page) == record


def test_the_end_of_a_game_is_in_view_at_1280_by_800(page: Page, open_page: OpenPage) -> None:
    page.set_viewport_size({"width": 1280, "height": 800})
    open_page(page, "?players=human,medium#pushpush/" + record_text(white_win_line()))
    page.locator('[data-testid="result-actions"]').wait_for(state="visible")
    for selector in ('[data-testid="game-over"]', '[data-testid="result-rematch"]',
                     '[data-testid="result-swap"]', '[data-testid="result-new"]', "#board-host"):
        assert in_view(page, selector), f"{selector} needs no scrolling"


def test_redo_brings_back_the_computers_reply_without_thinking_again(page: Page,
                                                                     open_page: OpenPage) -> None:
    open_page(page, "?players=human,easy#pushpush")
    click_move(page, white_win_line()[0])
    page.wait_for_function("document.querySelectorAll('[data-testid=move]').length === 2")
    page.wait_for_selector('body[data-ai-thinking="false"]', state="attached")
    played = live_record(page)
    page.locator('[data-testid="undo"]').click()  # the person's move and the computer's reply
    page.wait_for_function("document.querySelectorAll('[data-testid=move]').length === 0")
    page.locator('[data-testid="redo"]').click()
    # Both come back at once, as they were: Redo has nothing left, nobody thinks.
    page.wait_for_function("document.querySelector('[data-testid=redo]').disabled")
    assert page.locator('[data-testid="move"]').count() == 2
    assert live_record(page) == played
    assert page.evaluate("document.body.dataset.aiThinking") == "false"


def test_the_history_view_says_so_at_the_top_and_a_board_click_says_how_back(
        page: Page, open_page: OpenPage) -> None:
    moves, _ = checked_line(WHITE_WIN[:3])
    open_page(page, "#pushpush/" + record_text(moves))  # two people; Black to move now
    status = page.locator('[data-testid="status"]')
    assert text_of(status).startswith("Black")
    page.locator('[data-testid="nav-prev"]').click()
    page.wait_for_function(
        "document.querySelector('[data-testid=status]').textContent.startsWith('Earlier position')")
    # After two moves White is to move: the heading and the strips say the same.
    assert text_of(status) == "Earlier position (move 2 of 3): White (A) to move"
    assert page.locator('[data-testid="strip-0"]').get_attribute("data-strip") == "turn"
    assert page.locator('[data-testid="strip-1"]').get_attribute("data-strip") == "idle"
    hint = page.locator(HINT)
    assert hint.count() == 0 or hint.is_hidden()
    page.locator(BOARD).first.click()
    hint.wait_for(state="visible")
    assert "Back to current" in text_of(hint)
    page.locator('[data-testid="back-to-current"]').click()
    hint.wait_for(state="hidden")
    assert text_of(status).startswith("Black")
    assert len(page.locator('[data-testid="move"]').all()) == 3


def test_a_click_while_the_opponent_by_link_is_to_move_says_why(page: Page,
                                                                open_page: OpenPage) -> None:
    moves, _ = checked_line(WHITE_WIN[:1])  # White played: Black is to move on the other device
    open_page(page, "?you=0&link=flow26#pushpush/" + record_text(moves))
    page.locator('[data-testid="bylink-text"]').wait_for()
    hint = page.locator(HINT)
    assert hint.count() == 0
    page.locator(BOARD).first.click()
    hint.wait_for(state="visible")
    assert text_of(
        hint) == "Waiting for your opponent (Black (B)): their move comes back in a link."
    # The strip of this device's seat is "You".
    assert page.locator(
        '[data-testid="strip-0"] [data-testid="strip-name"]').text_content() == "You"


def test_a_click_on_a_phone_while_the_computer_sets_up_push_fight_says_why(
    page: Page, open_page: OpenPage
) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    open_page(page, "?players=medium,medium#pushfight")
    hint = page.locator(HINT)
    page.locator(BOARD).first.click()
    hint.wait_for(state="visible")
    assert text_of(hint).startswith("Wait: ")
    assert text_of(hint).endswith("(computer) is deciding.")
    hint_clear_of_board(page, "board-over-hint")  # in view on the phone, over none of the board


def test_home_offers_to_continue_a_running_game_only(page: Page, open_page: OpenPage) -> None:
    open_page(page, "#pushpush")
    click_move(page, white_win_line()[0])
    page.locator('[data-testid="home-link"]').click()
    cont = page.locator('[data-testid="continue"]')
    cont.wait_for(state="visible")
    assert "playing now" in text_of(page.locator('#home-view [data-testid="save-entry"]').first)
    # Each "Play the computer" is named by its visible words first (voice control says them).
    plays = page.get_by_role("button", name=re.compile("^Play the computer"))
    assert plays.count() == page.locator('[data-testid^="play-computer-"]').count() >= 3
    # A finished game: not offered as one to continue, nor as "playing now".
    page.evaluate("h => { location.hash = h; }", "pushpush/" + record_text(white_win_line()))
    page.locator('[data-testid="game-over"]').wait_for(state="visible")
    page.locator('[data-testid="home-link"]').click()
    page.locator('#home-view [data-testid="saves-list"]').wait_for()
    assert cont.count() == 0
    entry = page.locator('#home-view [data-testid="save-entry"]', has_text="won")
    assert "playing now" not in text_of(entry) and "last played" in text_of(entry)


def test_the_computer_thinks_on_its_strip_in_full_and_the_person_is_you(
    page: Page, open_page: OpenPage
) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    open_page(page, "#pushpush")
    page.locator('[data-testid="new-game"]').click()
    page.select_option('[data-testid="seat-0"]', "hard")
    page.select_option('[data-testid="ai-speed"]', "slow")
    page.locator('[data-testid="start-new-game"]').click()
    page.wait_for_selector('body[data-ai-thinking="true"]', state="attached")
    indicator = page.locator('[data-testid="strip-0"] [data-testid="ai-thinking"]')
    assert indicator.is_visible() and text_of(indicator).startswith("Computer (Hard) is thinking")
    cut = indicator.evaluate("e => e.scrollWidth > e.clientWidth")
    assert not cut, f"cut off: {indicator.inner_text()!r}"
    assert page.locator(
        '[data-testid="strip-1"] [data-testid="strip-name"]').text_content() == "You"
    assert text_of(
        page.locator('[data-testid="strip-0"] [data-testid="strip-name"]')) == "White (A)"
    # A phone's targets: 44 px at least (the move list, the panels' headings).
    targets = page.locator(
        "#game-view .move-list .mv:visible, #game-view details > summary:visible")
    assert targets.count() >= 4
    for number in range(targets.count()):
        box = targets.nth(number).bounding_box()
        assert box is not None and box["height"] >= 44, targets.nth(number).inner_text()


def test_embeds_fit_at_600_pixels_as_at_400(page: Page, open_page: OpenPage,
                                            wait_ready: Callable[..., Any]) -> None:
    # 400 px: test_embed_height.py. The page routes by its fragment: one load for the codes,
    # one for the frames (the same context: its cache is warm).
    open_page(page, "?players=human,medium#pushpush")
    codes = {}
    for game, title in GAMES:
        page.evaluate("h => { location.hash = h; }", game)
        page.wait_for_function("t => document.title.startsWith(t)", arg=title)
        page.locator('[data-testid="embed"]').click()
        code = page.locator('[data-testid="embed-code"]').input_value()
        height_found = re.search(r'height="(\d+)"', code)
        src_found = re.search(r'src="([^"]+)"', code)
        assert height_found and src_found and "players=human,medium" in src_found.group(1)
        codes[game] = (int(height_found.group(1)), src_found.group(1))
    for number, (game, title) in enumerate(GAMES):
        height, src = codes[game]
        page.set_viewport_size({"width": 600, "height": height})
        page.goto(src)
        if not number:
            wait_ready(page)
        page.wait_for_function("t => document.title.startsWith(t)", arg=title)
        page.locator("#board-host svg").first.wait_for()
        used = page.evaluate("document.documentElement.scrollHeight")
        assert used <= height, f"{game} at 600 px: {used} of {height} px"


GAMES = (("pushpush", "Push Push"), ("pushfight", "Push Fight"), ("pushout", "Pushout"))


def test_the_click_that_plays_a_move_says_nothing_about_the_position_it_made(
    page: Page, open_page: OpenPage,
) -> None:
    """Against the computer, the click that plays a move is not then refused with
    "Wait: ... is deciding" (the computer's turn that move began), nor the
    click that ends the game with "Game over" (issue 26)."""
    line = white_win_line()
    open_page(page, "?players=medium,human#pushpush/" + record_text(line[:-1]))  # Black ends it
    hint = page.locator(HINT)
    page.locator('[data-testid="game-over"]').wait_for(state="hidden")
    click_move(page, line[-1])  # the last push (Black sends the ball off the north edge)
    page.locator('[data-testid="game-over"]').wait_for(state="visible")
    assert hint.count() == 0 or hint.is_hidden(), "the winning click is not refused"
    # The check of the opposite: a click on the finished board says the game is over.
    page.locator(BOARD).click()
    hint.wait_for(state="visible")
    assert text_of(hint).startswith("Game over")

