"""Issue 22's last two points in the page. A record longer than a record may be when
opened (``MAX_TEXT``, 200,000 characters) is never written: the decision that would make
it so is taken back at once, the player reads why, and nothing is lost (the move list,
the address and the save stay as they were; the game plays on). And a public notice
(what a link opened) is read on the hand-off screen, not hidden under it.

No game that a browser test can open in its time gets that long: Push Push and Push
Fight write about 2.8 characters a decision and a record holds at most 50,000 decisions
(141,000 characters), and a Push game, at about 5 characters a decision, ends long before
40,000. So the test lowers the page's own limit, in the page's running Python, to the
length of the record it holds: the next decision makes the record longer than the limit,
as a 200,000-character record's next decision would. The codec's own limit (a longer text
is refused when opened) has its unit test in tests/core/test_record_errors.py, and the
longest record a game can reach (50,000 entries, refused the same way at its next move)
is built for real in tests/browser/test_longest_record.py.
"""

from __future__ import annotations

import json
from typing import Any, Callable

import pytest
from playwright.sync_api import Page

from pushgames.core import GameRecord

from .pushweb_helpers import (
    address_record, cell, click_move, handoff_seat, move_texts, page_replay, storage_snapshot,
    take_device, text_of, wait_message, white_win_line,
)
from .conftest import wait_ready
from .test_page_polish import contrast
from .test_secrets_at_one_device import line_with_chance_after, play_one

#: Each test starts from the booted page, restarted as a first visit (tests/browser/conftest.py).
pytestmark = pytest.mark.shared_page

#: Python run in the page's interpreter (PyScript runs a ``<script type="py">`` added later
#: in the same interpreter as the page): every module that checks the limit gets ``limit``.
LOWER_LIMIT_JS = """(limit) => {
    const script = document.createElement('script');
    script.type = 'py';
    script.textContent = [
        'import pushweb.play, pushweb.saves',
        'from pyscript import document',
        `pushweb.play.MAX_TEXT = pushweb.saves.MAX_TEXT = ${limit}`,
        `document.body.dataset.testRecordLimit = "${limit}"`,
    ].join('\\n');
    document.body.appendChild(script);
}"""


def lower_the_limit(page: Page, limit: int) -> None:
    page.evaluate(LOWER_LIMIT_JS, limit)
    page.wait_for_selector(f'body[data-test-record-limit="{limit}"]', state="attached")


def saved_record(page: Page) -> str:
    snapshot = storage_snapshot(page)
    entry: dict[str, Any] = json.loads(snapshot["pushgames:save:" + snapshot["pushgames:active"]])
    return str(entry["record"])


@pytest.mark.fresh_context  # it lowers a limit in the page's Python
def test_a_decision_that_would_make_the_record_too_long_is_refused_and_nothing_is_lost(
    page: Page, open_page: Callable[..., Page],
) -> None:
    line = white_win_line()
    open_page(page, "#pushpush")
    for move in line[:2]:
        click_move(page, move)
    held = address_record(page)
    assert saved_record(page) == held and GameRecord.decode(held).actions == ("a1-b2", "a7-a6")
    third = line[2]
    after = page_replay(page)
    after.push(third)
    longer = after.encoded()  # what the page would write after the third decision
    assert len(longer) > len(held)
    lower_the_limit(page, len(held))

    cell(page, third.src).click()
    cell(page, third.dst).click()
    wait_message(page, "That move cannot be made")
    message = text_of(page.locator('[data-testid="message"]', has_text="That move cannot be made"))
    assert "could not be opened again" in message and "Agree a draw, or start a new game" in message
    assert page.locator('[data-testid="message"]', has_text="That move cannot be made").is_visible()
    assert move_texts(page) == ["1. a1-b2", "2. a7-a6"], "the refused decision is not in the list"
    assert address_record(page) == held and saved_record(
        page) == held, "nothing too long was written"
    assert page.locator(
        '[data-testid="redo"]').is_disabled(), "the refused decision cannot be redone"

    # Nothing is lost: the game plays on (here: a take-back, then the same move again once it fits).
    page.locator('[data-testid="undo"]').click()
    page.wait_for_function("document.querySelectorAll('[data-testid=move]').length === 1")
    assert GameRecord.decode(saved_record(page)).actions == ("a1-b2",)
    lower_the_limit(page, len(longer))
    click_move(page, line[1])
    click_move(page, third)
    assert move_texts(page) == ["1. a1-b2", "2. a7-a6", "3. b2-c3"]
    assert address_record(page) == longer and saved_record(page) == longer


#: Whether the middle of the element is what a person sees there (nothing covers it).
ON_TOP_JS = """(el) => { const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return r.width > 0 && r.height > 0 && top !== null && el.contains(top); }"""


def test_the_earlier_position_notice_is_read_on_the_hand_off_screen(
    page: Page, open_page: Callable[..., Page],
) -> None:
    """Issue 22: a link to an earlier part of a saved game opens the save and says so;
    the notice tells what the link did (no seat's secret), so the hand-off screen that
    covers the page shows it, with its button, instead of hiding it until someone
    takes the device."""
    line, plies = line_with_chance_after()
    earlier, later = line.truncated(plies).encoded(), line.truncated(plies + 1).encoded()
    open_page(page, "?aiworker=0&players=human,human#pickpocket/" + later)
    page.evaluate("(h) => { location.hash = h; }", "#pickpocket/" + earlier)
    notice = page.locator('[data-testid="message"]',
                          has_text="an earlier position of your saved game")
    notice.wait_for(state="visible")
    assert handoff_seat(page) is not None, "two people at one device: the hand-off screen is up"
    assert notice.evaluate(
        ON_TOP_JS), "the notice is read on the hand-off screen, not hidden under it"
    assert page.locator('[data-testid="handoff-notes"] [data-testid="message"]').count() == 1
    assert record_in_page(page, later) is False, "the notice holds no hand"

    take_device(page)  # the person who takes the device finds it above the board's notes
    assert page.locator('#messages [data-testid="message"]',
                        has_text="earlier position").count() == 1
    notice.scroll_into_view_if_needed()
    assert notice.evaluate(ON_TOP_JS)
    assert page.locator('[data-testid="handoff-notes"] [data-testid="message"]').count() == 0

    shown = page.locator('[data-testid="handoff"]')
    # The next hand-off covers it again and shows it again; its button works from there.
    play_one(page)
    shown.wait_for(state="visible")
    assert notice.evaluate(ON_TOP_JS)
    page.locator('[data-testid="handoff-notes"] [data-testid="message-open-earlier"]').click()
    page.wait_for_function("(s) => pgLive().indexOf(s) < 0", arg=later)
    assert address_record(page) == earlier
    assert notice.count() == 0


def record_in_page(page: Page, record: str) -> bool:
    """Whether ``record`` (every hand) is anywhere in the page's markup."""
    return bool(page.evaluate("(r) => document.documentElement.outerHTML.includes(r)", record))


#: The width of the notice's words as a share of the notice's own width.
TEXT_SHARE_JS = """(el) => el.querySelector('.message-text').getBoundingClientRect().width
    / el.getBoundingClientRect().width"""
#: The relative luminance (0 black to 1 white) of the element's own background.
BACKGROUND_LUMINANCE_JS = """(el) => {
    const [r, g, b] = getComputedStyle(el).backgroundColor.match(/[\\d.]+/g).slice(0, 3)
        .map(v => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b; }"""


def test_the_earlier_position_notice_reads_well_on_a_phone_in_the_dark(
    page: Page, site_url: str,
) -> None:
    """On a 390-pixel phone in the dark theme the notice is a dark patch like the page's
    other notices, its words take the notice's width (the button takes a line of its
    own, never squeezing the words to a letter a line), on the hand-off screen and
    above the board once the device is taken; and it is not there before the link."""
    page.emulate_media(color_scheme="dark")  # as a context made dark, 390 px wide
    page.set_viewport_size({"width": 390, "height": 844})
    line, plies = line_with_chance_after()
    earlier, later = line.truncated(plies).encoded(), line.truncated(plies + 1).encoded()
    page.goto(site_url + "?aiworker=0&players=human,human#pickpocket/" + later)
    wait_ready(page)
    notice = page.locator('[data-testid="message"]',
                          has_text="an earlier position of your saved game")
    assert notice.count() == 0, "nothing before the link"
    assert page.locator('[data-testid="handoff-notes"]').is_hidden(), "nothing before the link"
    page.evaluate("(h) => { location.hash = h; }", "#pickpocket/" + earlier)
    notice.wait_for(state="visible")
    for where in ("the hand-off screen", "above the board"):
        if where == "above the board":
            take_device(page)
            above = page.locator('#messages [data-testid="message"]', has_text="earlier position")
            assert above.count() == 1
            notice.scroll_into_view_if_needed()
        assert notice.evaluate(ON_TOP_JS), where
        assert notice.evaluate(TEXT_SHARE_JS) > 0.8, f"{where}: the words take the notice's width"
        assert notice.evaluate("(el) => getComputedStyle(el).textAlign") in ("left", "start"), where
        assert notice.evaluate(BACKGROUND_LUMINANCE_JS) < 0.1, f"{where}: dark in the dark theme"
        assert contrast(notice.locator(".message-text")) >= 4.5, where
