"""Play by link: two browsers (two devices, no server) play three turns of Push
Push by sending each other links; each side may move only its own seat and sees
the board from its own side; a link opened by the wrong side, or an older link
after a newer one, says so. The guard in conftest.py fails any test on a console
error or a non-local request."""

from __future__ import annotations

import pytest
from playwright.sync_api import BrowserContext, Page
from typing import Callable

from pushgames.pushfight import square_index as pushfight_square
from pushgames.pushpush import square_index

from .pushweb_helpers import BOARD, cell, click_move, move_texts, record_text, white_win_line
from .pushweb_helpers import text_of
from .pushweb_helpers import box_of

#: Each test starts from the booted page, restarted as a first visit (tests/browser/conftest.py).
pytestmark = pytest.mark.shared_page

TEXT = '[data-testid="bylink-text"]'


def send(page: Page) -> str:
    page.locator('[data-testid="bylink-send"]').click()
    box = page.locator('[data-testid="bylink-url"]')
    box.wait_for(state="visible")
    return box.input_value()


def open_link(page: Page, url: str, wait_ready: Callable[..., None], plies: int | None) -> None:
    """Open a link; ``plies``: the moves it shows (None: a saved longer line may be shown)."""
    page.goto(url)
    wait_ready(page)
    if plies is not None:
        page.wait_for_function(
            f"document.querySelectorAll('[data-testid=move]').length === {plies}")


def test_three_turns_between_two_browsers(
    new_context: Callable[..., BrowserContext], open_page: Callable[..., Page],
    wait_ready: Callable[..., None],
) -> None:
    line = white_win_line()
    ann = new_context().new_page()  # White, on one device
    bob = new_context().new_page()  # Black, on another
    open_page(ann, "#pushpush")
    ann.locator('[data-testid="bylink-start-0"]').click()
    assert "you are White (A)" in text_of(ann.locator(TEXT))
    assert "Your move" in text_of(ann.locator(TEXT))
    click_move(ann, line[0])
    assert "Black (B) to move: send your move" in text_of(ann.locator(TEXT))
    first = send(ann)
    assert "you=1" in first and "link=" in first
    # Ann may not move Black's figures on her device.
    cell(ann, line[1].src).click()
    assert ann.locator(f"{BOARD} .selected").count() == 0

    open_link(bob, first, wait_ready, 1)
    assert "you are Black (B)" in text_of(bob.locator(TEXT))
    assert "last" in (cell(bob, line[0].dst).get_attribute("class")
                      or ""), "the turn played is marked"
    click_move(bob, line[1])
    cell(bob, line[2].src).click()
    assert bob.locator(f"{BOARD} .selected").count() == 0, "Bob may not move White"
    second = send(bob)
    assert "you=0" in second

    open_link(ann, second, wait_ready, 2)
    assert "you are White (A)" in text_of(ann.locator(TEXT))
    click_move(ann, line[2])
    third = send(ann)

    open_link(bob, third, wait_ready, 3)
    assert move_texts(bob) == move_texts(ann) == [f"{n}. {m.text()}"
                                                  for n, m in enumerate(line[:3], 1)]
    assert "Your move" in text_of(bob.locator(TEXT))
    assert bob.locator('[data-testid="message"]').count() == 0

    # Bob opens the link he sent Ann: it is for White.
    open_link(bob, second, wait_ready, None)
    message = bob.locator('[data-testid="message"]')
    message.wait_for()
    assert "This link is for White (A)" in text_of(message)
    cell(bob, square_index("b1")).click()
    assert bob.locator(
        f"{BOARD} .selected").count() == 0, "still only Black's moves on Bob's device"

    # Bob opens Ann's first link after her third: an older link.
    open_link(bob, first, wait_ready, None)
    bob.wait_for_function("[...document.querySelectorAll('[data-testid=message]')]"
                          ".some(m => m.textContent.includes('older link'))")


def test_the_offer_to_play_by_link_leaves_when_the_game_ends_and_returns_with_undo_or_a_rematch(
    page: Page, open_page: Callable[..., Page],
) -> None:
    line = white_win_line()
    record = record_text(line[:-1])
    open_page(page, "#pushpush/" + record)
    bar, offer = page.locator('[data-testid="bylink-bar"]'), page.locator(
        '[data-testid="bylink-start-0"]')
    assert offer.is_visible(), "a running game offers play by link"
    click_move(page, line[-1])
    page.locator('[data-testid="game-over"]').wait_for(state="visible")
    assert bar.is_hidden() and offer.is_hidden(), "a finished game is not offered to play by link"
    page.locator('[data-testid="undo"]').click()
    offer.wait_for(state="visible")
    assert bar.is_visible() and page.locator('[data-testid="game-over"]').is_hidden()
    page.locator('[data-testid="redo"]').click()
    page.locator('[data-testid="game-over"]').wait_for(state="visible")
    assert bar.is_hidden()
    page.locator('[data-testid="result-rematch"]').click()
    offer.wait_for(state="visible")
    assert move_texts(page) == [] and page.locator('[data-testid="bylink-start-1"]').is_visible()


def drawn_below(page: Page, bottom: int, top: int) -> bool:
    """Whether square ``bottom`` is drawn below square ``top`` (the board faces their side)."""
    return box_of(cell(page, bottom))["y"] > box_of(cell(page, top))["y"]


def flip_until_below(page: Page, bottom: int, top: int) -> None:
    """Press Flip and wait until square ``bottom`` is drawn below square ``top``."""
    page.locator('[data-testid="flip"]').click()
    page.wait_for_function("""([bottom, top]) => {
        const y = sq => document.querySelector(`[data-testid="board"] [data-sq="${sq}"]`)
            .getBoundingClientRect().y;
        return y(bottom) > y(top);
    }""", arg=[bottom, top])


def test_each_device_sees_the_board_from_its_own_side_and_flip_still_turns_it(
    new_context: Callable[..., BrowserContext], open_page: Callable[..., Page],
    wait_ready: Callable[..., None],
) -> None:
    line = white_win_line()
    a1, a7 = square_index("a1"), square_index("a7")
    ann = new_context().new_page()  # White
    bob = new_context().new_page()  # Black
    open_page(ann, "#pushpush")
    ann.locator('[data-testid="bylink-start-0"]').click()
    assert "you are White (A)" in text_of(ann.locator(TEXT))
    assert drawn_below(ann, a1, a7), "White's device faces White"
    click_move(ann, line[0])
    open_link(bob, send(ann), wait_ready, 1)
    assert "you are Black (B)" in text_of(bob.locator(TEXT))
    assert drawn_below(bob, a7, a1), "Black's device is turned to face Black"
    flip_until_below(bob, a1, a7)
    click_move(bob, line[1])
    assert drawn_below(bob, a1, a7), "Bob's own flip stays after his move"
    flip_until_below(bob, a7, a1)
    open_link(ann, send(bob), wait_ready, 2)
    assert drawn_below(ann, a1, a7), "White's device still faces White"


def test_taking_the_second_side_of_push_fight_turns_the_board(
    open_page: Callable[..., Page], page: Page,
) -> None:
    d1, d4 = pushfight_square("d1"), pushfight_square("d4")
    open_page(page, "#pushfight")
    assert drawn_below(page, d1, d4), "not by link: the board as usual"
    page.locator('[data-testid="bylink-start-1"]').click()
    assert "you are Brown" in text_of(page.locator(TEXT))
    assert drawn_below(page, d4, d1), "Brown's device faces Brown"
    flip_until_below(page, d1, d4)


def test_no_offer_to_play_by_link_against_the_computer(
    page: Page, open_page: Callable[..., Page],
) -> None:
    open_page(page, "?players=human,easy#pushpush")
    assert text_of(page.locator('[data-testid="strip-1"]')).count("Computer") == 1
    assert page.locator('[data-testid="bylink-start-0"]').count() == 0 or \
        page.locator('[data-testid="bylink-bar"]').is_hidden()
    open_page(page, "#pushpush")  # two people: the offer is there
    page.locator('[data-testid="bylink-start-0"]').wait_for(state="visible")


def test_undo_by_link_takes_back_only_this_devices_own_move(
    new_context: Callable[..., BrowserContext], open_page: Callable[..., Page],
    wait_ready: Callable[..., None],
) -> None:
    """Bob's Undo took back Ann's move that came in her link: the game went back to Ann's
    turn on Bob's device, which offered to "send your move" for her, and the link was
    then called an older one."""
    line = white_win_line()
    ann, bob = new_context().new_page(), new_context().new_page()
    open_page(ann, "#pushpush")
    ann.locator('[data-testid="bylink-start-0"]').click()
    click_move(ann, line[0])
    undo = ann.locator('[data-testid="undo"]')
    assert undo.is_enabled(), "Ann may take back her own move before she sends it"
    first = send(ann)
    open_link(bob, first, wait_ready, 1)
    undo = bob.locator('[data-testid="undo"]')
    assert undo.is_disabled()
    assert (undo.get_attribute("title") or "").endswith(
        "the last move is your opponent's: by link you take back only your own")
    bob.keyboard.press("Control+z")  # the key does what the button does: nothing taken back
    assert move_texts(bob) == ["1. " + line[0].text()]
    assert "Your move" in text_of(bob.locator(TEXT))
    click_move(bob, line[1])
    assert undo.is_enabled(), "Bob may take back his own reply"
    undo.click()
    bob.wait_for_function("document.querySelectorAll('[data-testid=move]').length === 1")
    assert move_texts(bob) == ["1. " + line[0].text()] and undo.is_disabled()


def test_a_resignation_by_link_is_taken_back_only_on_the_resigning_device(
    new_context: Callable[..., BrowserContext], open_page: Callable[..., Page],
    wait_ready: Callable[..., None],
) -> None:
    """Ann's Undo took back Bob's resignation that came in his link: the game went on on
    her device as if he had not resigned."""
    line = white_win_line()
    ann, bob = new_context().new_page(), new_context().new_page()
    open_page(ann, "#pushpush")
    ann.locator('[data-testid="bylink-start-0"]').click()
    click_move(ann, line[0])
    open_link(bob, send(ann), wait_ready, 1)
    bob.locator('[data-testid="resign"]').click()
    bob.locator('[data-testid="offer-yes"]').click()
    assert "You resigned" in text_of(bob.locator(TEXT))
    undo = bob.locator('[data-testid="undo"]')
    assert undo.is_enabled(), "Bob may take back his own resignation before he sends it"
    open_link(ann, send(bob), wait_ready, 1)
    assert "The game is over" in text_of(ann.locator(TEXT))
    undo = ann.locator('[data-testid="undo"]')
    assert undo.is_disabled()
    assert (undo.get_attribute("title") or "").endswith(
        "your opponent resigned, and only they can take it back")
    ann.keyboard.press("Control+z")  # the key says why it does nothing
    ann.wait_for_function("[...document.querySelectorAll('[data-testid=message]')]"
                          ".some(m => m.textContent.includes('only they can take it back'))")
    assert "The game is over" in text_of(ann.locator(TEXT))
    # On Bob's own device his resignation is his to take back: the game goes on.
    bob.locator('[data-testid="undo"]').click()
    bob.wait_for_function("document.querySelector('[data-testid=bylink-text]')"
                          ".textContent.includes('Your move')")
