"""The page around the boards: start-up, home, links, saves, storage errors,
embed mode. The guard in conftest.py fails any test on a console error or a
non-local request."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Route
from typing import Callable

import json

from pushgames.core import GameRecord

from .pushweb_helpers import (
    BOARD, board_labels, click_move, move_texts, record_text, storage_snapshot, white_win_line,
)
from .pushweb_helpers import text_of

#: Each test starts from the booted page, restarted as a first visit (tests/browser/conftest.py).
pytestmark = pytest.mark.shared_page


# A first visit in a context of its own, not the booted page: a goto away from that page
# leaves what its pagehide keeps and its last document's state behind.
@pytest.mark.fresh_context
def test_frame_and_progress_show_before_python(
    page: Page, site_url: str, wait_ready: Callable[..., None],
) -> None:
    # The page's own Python waits for this archive: held here, Python cannot become ready
    # while the checks below read the static page. Without the hold, they raced Python's
    # start (on a warm, loaded machine Python was ready, or the note gone, before the first
    # check ran: two of the lead's three make test runs in stop 35).
    held: list[Route] = []
    page.route("**/wheels/pushweb.zip", lambda route: held.append(route))
    page.goto(site_url, wait_until="domcontentloaded")
    # The static HTML alone shows the frame and the progress indicator. From here on the
    # page notes the moment Python becomes ready, for the order of paint and start below.
    assert page.evaluate("""() => { window.pgReadyAt = null;
        new MutationObserver(() => { if (document.body.dataset.ready === 'true' &&
            window.pgReadyAt === null)
            window.pgReadyAt = performance.now(); })
            .observe(document.body, {attributes: true, attributeFilter: ['data-ready']});
        return document.body.dataset.ready ?? null; }""") is None
    assert page.locator("#loading-progress").is_visible()
    assert "Starting Python" in text_of(page.locator("#loading-progress"))
    assert page.locator(".topbar .brand").is_visible()
    # The archive was asked for (Python is starting), and is still held: not yet ready.
    for _ in range(1200):  # up to a minute for the request (the route sees it as it comes)
        if held:
            break
        page.wait_for_timeout(50)
    assert held, "Python's start never asked for the page's archive"
    assert page.evaluate("document.body.dataset.ready ?? null") is None
    assert page.locator("#loading-progress").is_visible()
    page.unroute("**/wheels/pushweb.zip")
    for route in held:
        route.fallback()
    wait_ready(page)
    assert page.locator("#loading-progress").is_hidden()
    # The first contentful paint came before Python was ready: an order, not a duration,
    # so the check holds on a loaded machine (the start-up's speed is the bench's).
    paint, ready_at = page.evaluate("""() => [
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
            window.pgReadyAt]""")
    assert paint is not None and ready_at is not None and paint < ready_at, (paint, ready_at)


def test_home_lists_games_with_a_picture_and_opens_one(
    page: Page, open_page: Callable[..., Page],
) -> None:
    open_page(page)
    card = page.locator('[data-testid="game-card-pushpush"]')
    assert card.locator("svg").count() == 1
    assert "Push Push" in text_of(card) and "Push the ball off" in text_of(card)
    card.click()
    page.wait_for_selector(BOARD)
    assert "#pushpush/" in page.url
    assert page.locator('[data-testid="status"]').text_content() == "White (A) to move"


def test_moves_autosave_and_reload_resumes(
    page: Page, open_page: Callable[..., Page], wait_ready: Callable[..., None],
) -> None:
    open_page(page, "#pushpush")
    for move in white_win_line()[:3]:
        click_move(page, move)
    before = board_labels(page)
    saves = {k: v for k, v in storage_snapshot(page).items() if k.startswith("pushgames:save:")}
    assert len(saves) == 1
    entry = json.loads(next(iter(saves.values())))
    assert entry["game"] == "pushpush"
    assert GameRecord.decode(entry["record"]).actions == ("a1-b2", "a7-a6", "b2-c3")
    page.reload()
    wait_ready(page)
    assert move_texts(page) == ["1. a1-b2", "2. a7-a6", "3. b2-c3"]
    assert board_labels(page) == before
    # no duplicate
    assert len([k for k in storage_snapshot(page) if k.startswith("pushgames:save:")]) == 1
    # The bare address offers to continue the same game.
    page.goto(page.url.split("#")[0])
    wait_ready(page)
    page.locator('[data-testid="continue"]').click()
    page.wait_for_selector('[data-testid="move"]')
    assert move_texts(page) == ["1. a1-b2", "2. a7-a6", "3. b2-c3"]


def test_shared_link_opens_the_same_game_in_a_fresh_browser(
    page: Page, open_page: Callable[..., Page], new_context: Callable[..., BrowserContext],
    wait_ready: Callable[..., None],
) -> None:
    open_page(page, "#pushpush")
    for move in white_win_line()[:4]:
        click_move(page, move)
    page.locator('[data-testid="share"]').click()
    url = page.locator('[data-testid="share-url"]').input_value()
    assert url.startswith("http://127.0.0.1") and "#pushpush/" in url
    page.wait_for_function(
        "document.querySelector('[data-testid=share-note]').textContent.length > 0")
    other = new_context().new_page()
    other.goto(url)
    wait_ready(other)
    assert move_texts(other) == move_texts(page)
    assert board_labels(other) == board_labels(page)
    saves = [k for k in storage_snapshot(other) if k.startswith("pushgames:save:")]
    assert len(saves) == 1  # the opened link became a save of its own


def test_opening_a_link_never_overwrites_another_game(
    page: Page, open_page: Callable[..., Page],
) -> None:
    open_page(page, "#pushpush")
    click_move(page, white_win_line()[0])
    first = storage_snapshot(page)
    page.goto(page.url.split("#")[0] + "#pushpush/" + record_text(white_win_line()[:2]))
    page.wait_for_function("document.querySelectorAll('[data-testid=move]').length == 2")
    after = storage_snapshot(page)
    for key, value in first.items():
        if key.startswith("pushgames:save:"):
            assert after[key] == value
    assert len([k for k in after if k.startswith("pushgames:save:")]) == 2


def test_a_corrupt_link_shows_a_message_and_keeps_the_game_and_saves(
    page: Page, open_page: Callable[..., Page],
) -> None:
    open_page(page, "#pushpush")
    click_move(page, white_win_line()[0])
    saves = storage_snapshot(page)
    base = page.url.split("#")[0]
    page.goto(base + "#pushpush/1<img src=x onerror=alert(1)>")
    message = page.locator('[data-testid="message"]')
    message.wait_for()
    assert "This link could not be opened" in text_of(message)
    assert "damaged" in text_of(message)
    assert page.locator("#messages img").count() == 0  # text, never markup
    assert move_texts(page) == ["1. a1-b2"]  # the current game stays
    assert storage_snapshot(page) == saves
    # A record that replays into an illegal move names the ply.
    bad = GameRecord("pushpush", 1, {}, 3, ("a1-b2", "a1-a2")).encode()
    page.goto(base + "#pushpush/" + bad)
    page.wait_for_function(
        "[...document.querySelectorAll('[data-testid=message]')].some(m => "
        "m.textContent.includes('move 2'))")
    assert storage_snapshot(page) == saves


def test_corrupt_storage_is_reported_and_left_untouched(
    page: Page, open_page: Callable[..., Page], wait_ready: Callable[..., None],
) -> None:
    open_page(page)
    junk = {"pushgames:save:broken": "{not json",
            "pushgames:save:foreign": json.dumps({"hello": 1}),
            "pushgames:save:badrecord": json.dumps(
                {"name": "<b>x</b>", "game": "pushpush", "created": 1,
                                                     "updated": 2, "record": "1AAAA"}),
            "pushgames:active": "badrecord"}
    page.evaluate(
        "(junk) => { for (const [k, v] of Object.entries(junk)) localStorage.setItem(k, v); }",
                  junk)
    page.reload()
    wait_ready(page)
    text = text_of(page.locator("#messages"))
    assert "pushgames:save:broken" in text and "pushgames:save:foreign" in text
    assert page.locator('[data-testid="save-entry-bad"]').count() == 2
    page.locator('[data-testid="save-entry"]').get_by_role("button", name="Open").click()
    page.wait_for_function(
        "document.querySelector('#messages').textContent.includes('pushgames:save:badrecord')")
    assert page.locator("#messages b").count() == 0
    assert {k: v for k, v in storage_snapshot(page).items() if k in junk} == junk
    # Playing on does not touch the bad entries either.
    page.locator('[data-testid="game-card-pushpush"]').click()
    click_move(page, white_win_line()[0])
    snapshot = storage_snapshot(page)
    assert all(snapshot[k] == v for k, v in junk.items() if k != "pushgames:active")


@pytest.mark.fresh_context  # its init script (every save throws) would outlive it
def test_full_storage_shows_a_message_and_play_goes_on(
    page: Page, open_page: Callable[..., Page],
) -> None:
    page.add_init_script("""
        const real = Storage.prototype.setItem;
        Storage.prototype.setItem = function (key, value) {
            if (String(key).startsWith('pushgames:'))
                throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
            return real.call(this, key, value);
        };""")
    open_page(page, "#pushpush")
    line = white_win_line()
    click_move(page, line[0])  # a new game is first saved at its first move
    message = page.locator('[data-testid="message"]')
    assert "storage is full: this game is not being saved" in text_of(message).lower()
    click_move(page, line[1])
    assert move_texts(page) == ["1. a1-b2", "2. a7-a6"]
    assert page.locator('[data-testid="message"]').count() == 1


def test_saved_games_can_be_renamed_opened_and_deleted(
    page: Page, open_page: Callable[..., Page],
) -> None:
    open_page(page, "#pushpush")
    click_move(page, white_win_line()[0])
    page.locator('[data-testid="game-name"]').fill("My <i>first</i> game")
    page.locator('[data-testid="game-name"]').press("Enter")
    page.locator('[data-testid="home-link"]').click()
    page.wait_for_selector('[data-testid="game-card-pushpush"]')
    page.locator('[data-testid="game-card-pushpush"]').click()
    page.wait_for_selector(BOARD)
    click_move(page, white_win_line()[0])  # a second game, saved at its first move
    page.locator('[data-testid="home-link"]').click()
    # Routing follows the address's hashchange: the home view is drawn anew once it shows
    # (read earlier, the list is the one drawn at the last visit home).
    page.locator("#home-view").wait_for(state="visible")
    rows = page.locator('#home-view [data-testid="save-entry"]')
    assert rows.count() == 2
    names = [rows.nth(i).locator("input").input_value() for i in range(2)]
    assert "My <i>first</i> game" in names
    rows.nth(names.index("My <i>first</i> game")).get_by_role("button", name="Open").click()
    page.wait_for_selector('[data-testid="move"]')
    assert move_texts(page) == ["1. a1-b2"]
    page.locator('[data-testid="home-link"]').click()
    other = page.locator('#home-view [data-testid="save-entry"]').nth(
        1 - names.index("My <i>first</i> game"))
    other.get_by_role("button", name="Delete").click()
    page.locator('[data-testid="confirm"]').get_by_role("button", name="Delete").click()
    assert page.locator('#home-view [data-testid="save-entry"]').count() == 1


def test_embed_mode_shows_only_the_board_and_fits_400px(
    browser: Browser, new_context: Callable[..., BrowserContext], site_url: str,
    wait_ready: Callable[..., None],
) -> None:
    context = new_context(viewport={"width": 400, "height": 640})
    page = context.new_page()
    record = record_text(white_win_line()[:3])
    page.goto(site_url + "index.html?embed=1#pushpush/" + record)
    wait_ready(page)
    assert page.locator(BOARD).is_visible()
    assert page.locator(".topbar").is_hidden()
    assert page.locator('[data-testid="share"]').is_hidden()
    assert page.locator('[data-testid="move-list"]').is_hidden()
    assert page.evaluate("document.documentElement.scrollWidth") <= 400
    box = page.locator(BOARD).bounding_box()
    assert box is not None
    assert box["x"] >= 0 and box["x"] + box["width"] <= 400
    link = page.locator('[data-testid="full-page-link"]')
    href = link.get_attribute("href") or ""
    # The same game (an old-format link is written again in the current format).
    assert link.is_visible() and "index.html#pushpush/" in href
    assert GameRecord.decode(href.partition("#pushpush/")[
        2]).actions == GameRecord.decode(record).actions
    page.locator('[data-testid="nav-prev"]').click()
    assert page.locator('[data-testid="history-banner"]').is_visible()
    # embeds never save
    assert not [k for k in storage_snapshot(page) if k.startswith("pushgames:")]


def test_embed_code_and_unknown_game_link(page: Page, open_page: Callable[..., Page]) -> None:
    open_page(page, "#pushpush")
    page.locator('[data-testid="embed"]').click()
    code = page.locator('[data-testid="embed-code"]').input_value()
    assert code.startswith(
        '<iframe src="http://127.0.0.1') and "index.html?embed=1#pushpush/" in code
    assert 'width="400"' in code
    page.goto(page.url.split("#")[0] + "#chess")
    page.wait_for_function(
        "document.querySelector('#messages').textContent.includes('no game called')")
