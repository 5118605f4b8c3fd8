"""Resign, and a draw offer that the computer answers (issue 15).

Positions come from links (``?players=`` names the computer's seats): Push
Push lines checked by the engine, a Push Fight start position. The computer's
answer is asserted where the evaluation is clear: a side a push or two from
winning, a side that can push a piece off this turn. The guard in conftest.py
fails any test on a console error or a non-local request."""

from __future__ import annotations

from playwright.sync_api import Page
from typing import Callable

from urllib.parse import unquote

from pushgames.ai.draws import accepts_draw
from pushgames.core import GameRecord
from pushgames.pushfight import GAME as PUSHFIGHT, Position, state_from_position
from pushgames.pushfight.rules import position_option
from pushgames.pushpush import GAME as PUSHPUSH

from .pushweb_helpers import (
    WHITE_WIN, checked_line, click_move, move_texts, record_text, white_win_line,
)
from .pushweb_helpers import text_of

import pytest

#: Each test starts from the booted page, restarted as a first visit (tests/browser/conftest.py).
pytestmark = pytest.mark.shared_page

BANNER = '[data-testid="game-over"]'
QUESTION = '[data-testid="offer-confirm"]'
ENDING = '[data-testid="move-list"] [data-testid="move-ending"]'


def pushpush_link(plies: int, players: str) -> str:
    moves, _ = checked_line(WHITE_WIN[:plies])
    return f"?players={players}#pushpush/{record_text(moves)}"


def fragment_record(page: Page) -> GameRecord:
    return GameRecord.decode(unquote(page.evaluate("pgLive()")).partition("/")[2])


def computer_idle(page: Page) -> None:
    page.wait_for_selector('body[data-ai-thinking="false"]', state="attached")


def test_resign_against_the_computer_reload_and_undo(
    page: Page, open_page: Callable[..., Page],
) -> None:
    open_page(page, "?players=human,easy#pushpush")
    resign = page.locator('[data-testid="resign"]')
    question = page.locator(QUESTION)
    assert resign.is_visible() and resign.is_enabled() and question.is_hidden()
    click_move(page, white_win_line()[0])
    # the computer replied
    page.wait_for_function("document.querySelectorAll('[data-testid=move]').length === 2")
    computer_idle(page)
    before = move_texts(page)

    # One more click confirms; No leaves the game as it was.
    resign.click()
    question.wait_for(state="visible")
    assert page.locator('[data-testid="offer-question"]').text_content() == "Resign as White (A)?"
    assert resign.is_hidden()
    page.locator('[data-testid="offer-no"]').click()
    assert question.is_hidden() and resign.is_visible()
    assert page.evaluate(
        "document.activeElement.dataset.testid") == "resign", "focus goes back to the button"
    assert page.locator(BANNER).is_hidden() and move_texts(page) == before

    resign.click()
    page.locator('[data-testid="offer-yes"]').click()
    banner = page.locator(BANNER)
    banner.wait_for(state="visible")
    assert banner.text_content() == "Black (B) won: White (A) resigned."
    assert page.evaluate(
        "document.activeElement.dataset.testid") == "result-rematch", "focus goes to the result"
    assert page.locator('[data-testid="result-actions"]').is_visible()
    assert page.locator('[data-testid="result-rematch"]').is_visible()
    assert page.locator(ENDING).text_content() == "White (A) resigned"
    assert move_texts(page) == before
    assert resign.is_disabled() and page.locator('[data-testid="offer-draw"]').is_disabled()
    assert fragment_record(page).actions[-1] == "#0"

    # The save keeps it: a reload shows the same end.
    page.reload()
    page.wait_for_selector('body[data-ready="true"]', state="attached")
    banner.wait_for(state="visible")
    assert banner.text_content() == "Black (B) won: White (A) resigned."
    assert page.locator(ENDING).text_content() == "White (A) resigned"

    # The saved games list says so.
    page.locator(".saves-panel summary").click()
    page.wait_for_function("[...document.querySelectorAll('.save-detail')]"
                           ".some(e => e.textContent.includes('2 moves \\u00b7 White (A) "
                           "resigned'))")

    # Undo takes the resignation back: the same position, White to move again.
    page.locator('[data-testid="undo"]').click()
    banner.wait_for(state="hidden")
    assert page.locator(ENDING).count() == 0
    assert move_texts(page) == before
    assert text_of(page.locator('[data-testid="status"]')).startswith("White (A) to move")
    assert resign.is_enabled()
    assert not fragment_record(page).actions[-1].startswith("#")


def test_the_computer_declines_a_draw_when_it_is_winning(
    page: Page, open_page: Callable[..., Page],
) -> None:
    # White (the computer) has the ball on Black's side; Black, the person, is to move.
    _, state = checked_line(WHITE_WIN[:7])
    assert not accepts_draw(PUSHPUSH, state, 0)
    open_page(page, pushpush_link(7, "easy,human"))
    offer = page.locator('[data-testid="offer-draw"]')
    assert offer.is_visible() and offer.is_enabled()
    record = fragment_record(page)
    offer.click()
    # Confirmed as Resign is: one stray click never ends a game.
    assert page.locator('[data-testid="offer-question"]').text_content() == \
        "Offer a draw to White (A), the computer?"
    page.locator('[data-testid="offer-yes"]').click()
    message = page.locator('[data-testid="message"]', has_text="declines the draw")
    message.wait_for()
    assert message.locator(
        ".message-text").text_content() == "White (A), the computer, declines the draw."
    # Nothing changed: no end, no entry, the same record.
    assert page.locator(BANNER).is_hidden()
    assert fragment_record(page) == record and len(move_texts(page)) == 7
    assert page.locator(QUESTION).is_hidden()
    # Not again at once: three more turns of the person first.
    assert offer.is_disabled()
    assert "again after 3 more turns" in (offer.get_attribute("title") or "")
    # After Black's move no White move ends the game, so the computer's reply leaves it running.
    black_move, after_black = checked_line(WHITE_WIN[:8])
    assert not any(PUSHPUSH.outcome(PUSHPUSH.next_state(after_black, a))
                   for a in PUSHPUSH.legal_actions(after_black))
    click_move(page, black_move[7])  # Black's move, then the computer's
    page.wait_for_function("document.querySelectorAll('[data-testid=move]').length >= 9")
    message.wait_for(state="detached")  # the notice spoke of the position before the move
    computer_idle(page)
    assert page.locator(BANNER).is_hidden()
    page.wait_for_function(
        "document.querySelector('[data-testid=offer-draw]').title.includes('2 more turns')")
    assert offer.is_disabled()
    # Undo back to the position of the offer (it takes the computer's reply too)
    # keeps the wait; back to before it, the person may offer again.
    page.locator('[data-testid="undo"]').click()
    page.wait_for_function("document.querySelectorAll('[data-testid=move]').length === 7")
    assert offer.is_disabled()
    page.locator('[data-testid="undo"]').click()
    page.wait_for_function("document.querySelectorAll('[data-testid=move]').length === 5")
    assert offer.is_enabled()
    assert page.locator(BANNER).is_hidden()


def test_the_computer_accepts_a_draw_when_it_is_losing(
    page: Page, open_page: Callable[..., Page],
) -> None:
    # Black (the computer) cannot stop the ball for long; White, the person, is to move.
    open_page(page, pushpush_link(8, "human,easy"))
    page.locator('[data-testid="offer-draw"]').click()
    page.locator('[data-testid="offer-yes"]').click()
    banner = page.locator(BANNER)
    banner.wait_for(state="visible")
    assert banner.text_content() == "Draw: the players agreed a draw."
    note = page.locator('[data-testid="message"]', has_text="accepts the draw")
    assert note.locator(
        ".message-text").text_content() == "Black (B), the computer, accepts the draw."
    assert page.locator(ENDING).text_content() == "= draw agreed"
    assert fragment_record(page).actions[-1] == "="
    page.locator('[data-testid="undo"]').click()
    banner.wait_for(state="hidden")
    assert len(move_texts(page)) == 8
    note.wait_for(state="detached")  # the notice spoke of the draw Undo took back


def test_the_computer_accepts_in_push_fight_when_the_person_can_push_off(
    page: Page, open_page: Callable[..., Page],
) -> None:
    text = ".XO....XxOo......o...x..YO"  # Brown to move pushes a piece off this turn
    state = state_from_position(Position.from_string(text), 1)
    assert accepts_draw(PUSHFIGHT, state, 0) and not accepts_draw(PUSHFIGHT, state, 1)
    record = GameRecord("pushfight", 1,
                        {"position": position_option(Position.from_string(text), 1)}, 0, (),
                        chance_recorded=True).encode()
    open_page(page, f"?players=easy,human#pushfight/{record}")
    assert text_of(page.locator('[data-testid="status"]')).startswith("Brown")
    page.locator('[data-testid="offer-draw"]').click()
    page.locator('[data-testid="offer-yes"]').click()
    banner = page.locator(BANNER)
    banner.wait_for(state="visible")
    assert banner.text_content() == "Draw: the players agreed a draw."
    assert page.locator('[data-testid="message"]',
                        has_text="White (computer) accepts the draw.").count() == 1


def test_two_people_at_one_device_confirm_a_draw(
    page: Page, open_page: Callable[..., Page],
) -> None:
    open_page(page, "#pushpush")
    click_move(page, white_win_line()[0])
    offer, question = page.locator('[data-testid="offer-draw"]'), page.locator(QUESTION)
    assert question.is_hidden()
    offer.click()
    question.wait_for(state="visible")
    assert page.locator('[data-testid="offer-question"]').text_content() == "Agree a draw?"
    assert offer.is_hidden()
    page.keyboard.press("Escape")  # as No
    question.wait_for(state="hidden")
    assert offer.is_visible() and page.locator(BANNER).is_hidden()
    offer.click()
    page.locator('[data-testid="offer-yes"]').click()
    page.locator(BANNER).wait_for(state="visible")
    assert page.locator(BANNER).text_content() == "Draw: the players agreed a draw."
    # Resign is for the seat to move between people: Black, after White's move.
    page.locator('[data-testid="undo"]').click()
    page.locator('[data-testid="resign"]').click()
    assert page.locator('[data-testid="offer-question"]').text_content() == "Resign as Black (B)?"
    page.locator('[data-testid="offer-yes"]').click()
    page.locator(BANNER).wait_for(state="visible")
    assert page.locator(BANNER).text_content() == "White (A) won: Black (B) resigned."


def test_play_by_link_resigns_this_devices_seat_and_the_link_carries_it(
    page: Page, open_page: Callable[..., Page],
) -> None:
    open_page(page, "#pushpush")
    assert page.locator('[data-testid="offer-draw"]').is_visible()
    page.locator('[data-testid="bylink-start-1"]').click()  # this device plays Black
    page.wait_for_function("document.querySelector('[data-testid=offer-draw]').hidden")
    resign = page.locator('[data-testid="resign"]')
    assert resign.is_visible() and resign.is_enabled()  # even on the other side's turn
    resign.click()
    assert page.locator('[data-testid="offer-question"]').text_content() == "Resign as Black (B)?"
    page.locator('[data-testid="offer-yes"]').click()
    page.locator(BANNER).wait_for(state="visible")
    assert page.locator(BANNER).text_content() == "White (A) won: Black (B) resigned."
    assert "You resigned" in text_of(page.locator('[data-testid="bylink-text"]'))
    page.locator('[data-testid="bylink-send"]').click()
    box = page.locator('[data-testid="bylink-url"]')
    box.wait_for(state="visible")
    url = box.input_value()
    assert "you=0" in url
    assert GameRecord.decode(unquote(url).partition("#pushpush/")[2]).actions == ("#1",)
