"""Play by link: two browsers (two devices, no server) play three turns of Push
Push by sending each other links; each side may move only its own seat; a link
opened by the wrong side, or an older link after a newer one, says so. The
guard in conftest.py fails any test on a console error or a non-local request."""

from __future__ import annotations

from pushgames.pushpush import square_index

from .pushweb_helpers import BOARD, cell, click_move, move_texts, white_win_line

TEXT = '[data-testid="bylink-text"]'


def send(page) -> str:
    page.locator('[data-testid="bylink-send"]').click()
    box = page.locator('[data-testid="bylink-url"]')
    box.wait_for(state="visible")
    return box.input_value()


def open_link(page, url: str, wait_ready, plies: int | None) -> None:
    """Open a link; ``plies``: the moves it shows (None: a saved longer line may be shown)."""
    page.goto(url)
    wait_ready(page)
    if plies is not None:
        page.wait_for_function(f"document.querySelectorAll('[data-testid=move]').length === {plies}")


def test_three_turns_between_two_browsers(new_context, open_page, wait_ready):
    line = white_win_line()
    ann = new_context().new_page()  # White, on one device
    bob = new_context().new_page()  # Black, on another
    open_page(ann, "#pushpush")
    ann.locator('[data-testid="bylink-start-0"]').click()
    assert "you are White (A)" in ann.locator(TEXT).text_content()
    assert "Your move" in ann.locator(TEXT).text_content()
    click_move(ann, line[0])
    assert "Black (B) to move: send your move" in ann.locator(TEXT).text_content()
    first = send(ann)
    assert "you=1" in first and "link=" in first
    # Ann may not move Black's figures on her device.
    cell(ann, line[1].src).click()
    assert ann.locator(f"{BOARD} .selected").count() == 0

    open_link(bob, first, wait_ready, 1)
    assert "you are Black (B)" in bob.locator(TEXT).text_content()
    assert "last" in cell(bob, line[0].dst).get_attribute("class"), "the turn played is marked"
    click_move(bob, line[1])
    cell(bob, line[2].src).click()
    assert bob.locator(f"{BOARD} .selected").count() == 0, "Bob may not move White"
    second = send(bob)
    assert "you=0" in second

    open_link(ann, second, wait_ready, 2)
    assert "you are White (A)" in ann.locator(TEXT).text_content()
    click_move(ann, line[2])
    third = send(ann)

    open_link(bob, third, wait_ready, 3)
    assert move_texts(bob) == move_texts(ann) == [f"{n}. {m.text()}" for n, m in enumerate(line[:3], 1)]
    assert "Your move" in bob.locator(TEXT).text_content()
    assert bob.locator('[data-testid="message"]').count() == 0

    # Bob opens the link he sent Ann: it is for White.
    open_link(bob, second, wait_ready, None)
    message = bob.locator('[data-testid="message"]')
    message.wait_for()
    assert "This link is for White (A)" in message.text_content()
    cell(bob, square_index("b1")).click()
    assert bob.locator(f"{BOARD} .selected").count() == 0, "still only Black's moves on Bob's device"

    # Bob opens Ann's first link after her third: an older link.
    open_link(bob, first, wait_ready, None)
    bob.wait_for_function("[...document.querySelectorAll('[data-testid=message]')]"
                          ".some(m => m.textContent.includes('older link'))")
