"""Helpers for the page's browser tests: lines of play computed with the engine,
clicks on the boards (squares are ``[data-sq=N]``, a1 = 0), and what the page
shows or holds (its record, messages, strips, storage, the hand-off). A helper
that two test files need lives here, once."""

from __future__ import annotations

from typing import Any, Sequence

from playwright.sync_api import FloatRect, Locator, Page
from urllib.parse import unquote

from pushgames.core import GameRecord, Replay, start
from pushgames.pushpush import GAME
from pushgames.pushpush.board import BALL
from pushgames.pushpush.rules import Move, PushPushState
from pushgames.registry import load_record

from ..pushpush.lines import WHITE_WIN as WHITE_WIN, checked_line as checked_line

BOARD = '[data-testid="board"]'


def ball_square(state: PushPushState) -> int:
    return state.board.index(BALL) if BALL in state.board else -1


#: After these plies Black can push the ball on g6 along the east edge normally or deflected.
DEFLECT_PREFIX = ("a1-b2", "a7-a6", "b2-c3", "a6-a7", "c3-d4", "a7-a6", "d4-e5", "e7-f6",
                  "b1-b2", "f6-g6",
                  "c1-c2")
DEFLECT_MOVE = "g6-g5'"


def white_win_line() -> list[Move]:
    """A short real game that White (A) wins: the ball leaves across the north edge."""
    moves, state = checked_line(WHITE_WIN)
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == frozenset({0}), outcome
    return moves


def deflect_line() -> tuple[list[Move], Move]:
    """(a line, then a deflected push whose normal push is legal too)."""
    moves, state = checked_line(DEFLECT_PREFIX)
    deflected = GAME.parse(state, DEFLECT_MOVE)
    assert deflected.deflected and type(deflected)(deflected.src,
                                                   deflected.dst) in GAME.legal_actions(state)
    return moves, deflected


def record_text(line: Sequence[Move], seed: int = 7) -> str:
    state = start(GAME)
    notes = []
    for move in line:
        notes.append(GAME.notation(state, move))
        state = GAME.apply(state, move)
    return GameRecord("pushpush", GAME.meta.rules_version, GAME.meta.normalize_options({}), seed,
                      tuple(notes)).encode()


def cell(page: Page, square: int) -> Locator:
    return page.locator(f'{BOARD} [data-sq="{square}"]')


def click_move(page: Page, move: Move) -> None:
    """Click the figure, then its destination, and wait for the move to appear."""
    count = page.locator('[data-testid="move"]').count()
    cell(page, move.src).click()
    cell(page, move.dst).click()
    page.wait_for_function(f"document.querySelectorAll('[data-testid=move]').length > {count}")


def move_texts(page: Page) -> list[str]:
    return page.locator('[data-testid="move"]').all_text_contents()


def turn_entries(page: Page) -> list[str]:
    """Each move list entry (one a turn) as the record writes the turn: its
    decisions joined by "," (the list draws no separator; chance lines left out)."""
    result: list[str] = (
        page.evaluate("""[...document.querySelectorAll('[data-testid=move-list] li.turn')].map(li =>
        [...li.querySelectorAll('[data-testid=move]')].map(b => b.textContent).join(','))""")
    )
    return result


def board_labels(page: Page) -> list[str]:
    result: list[str] = page.eval_on_selector_all(f"{BOARD} [data-sq]",
                                     "els => els.map(e => e.dataset.sq + ':' + "
                                     "e.getAttribute('aria-label'))")
    return result


def address_record(page: Page) -> str:
    """The live record (the fragment after ``game/``): the address's, or, where the
    address names the save (a game with private information), the save's (``pgLive``)."""
    return unquote(page.evaluate("pgLive()"))[1:].partition("/")[2]


def page_replay(page: Page) -> Replay[Any, Any]:
    """The game the page's address holds, replayed by the engine."""
    return load_record(address_record(page))


def wait_message(page: Page, text: str) -> None:
    """Until the page's messages say ``text``."""
    page.wait_for_function("(t) => document.querySelector('#messages').textContent.includes(t)",
                           arg=text)


def strip_kinds(page: Page) -> list[str]:
    """Who plays each seat, as the player strips say it ("Human", "Computer (Medium)")."""
    return page.locator('[data-testid="strip-kind"]').all_text_contents()


def handoff_seat(page: Page) -> int | None:
    """The seat the hand-off screen asks for, or None when it is not up."""
    value = page.evaluate("document.body.dataset.handoff || 'false'")
    return None if value == "false" else int(value)


#: The live record, the hand-off screen's seat and (when a selector is given) that
#: element's text, from one JavaScript turn.
READING_JS = """(selector) => [pgLive(), document.body.dataset.handoff || 'false',
    selector ? (document.querySelector(selector)?.textContent ?? null) : null]"""


def replay_handoff_and_text(
    page: Page, selector: str,
) -> tuple[Replay[Any, Any], int | None, str | None]:
    """The game, the hand-off screen's seat (None: not up) and the text of
    ``selector`` (None: no such element), read in one JavaScript turn. While a
    computer plays, two separate readings may straddle one of its decisions:
    the record read first says the computer decides, the hand-off read second
    is already up for the person after it."""
    live, handoff, text = page.evaluate(READING_JS, selector)
    replay = load_record(unquote(live)[1:].partition("/")[2])
    return replay, None if handoff == "false" else int(handoff), text


def replay_and_handoff(page: Page) -> tuple[Replay[Any, Any], int | None]:
    """The game and the hand-off screen's seat, read in one JavaScript turn
    (see :func:`replay_handoff_and_text`)."""
    replay, handoff, _ = replay_handoff_and_text(page, "")
    return replay, handoff


def storage_snapshot(page: Page) -> dict[str, str]:
    result: dict[str, str] = page.evaluate("""() => { const out = {};
        for (let i = 0; i < localStorage.length; i++) { const k = localStorage.key(i);
            out[k] = localStorage.getItem(k); }
        return out; }""")
    return result


#: The kept first paint (pushweb.firstpaint): a copy of the view on screen, rewritten
#: whenever a page is left or hidden; a cache, never a save or a setting.
VIEW_CACHE_KEY = "pushgames:first-paint"


def saved_storage(page: Page) -> dict[str, str]:
    """localStorage without the kept first paint: what a reload must leave as it was."""
    return {key: value for key, value in storage_snapshot(page).items() if key != VIEW_CACHE_KEY}


def take_device(page: Page) -> int | None:
    """Pass and play: if the hand-off screen is up ("Pass to Blue"), tap it as
    that person would and wait until their view is drawn; returns the seat
    that took the device (None: no hand-off was due). Games with private
    information (cards in hand) played by several people show it before every
    change of person; see pushweb.handoff."""
    value = page.evaluate("document.body.dataset.handoff || 'false'")
    if value == "false":
        return None
    page.locator('[data-testid="handoff-ready"]').click()
    page.wait_for_selector('body[data-handoff="false"]', state="attached")
    return int(value)


def open_advanced(page: Page) -> None:
    """Open the new-game form's closed "Advanced" part (the seed, a start position)."""
    advanced = page.locator('[data-testid="new-game-form"] [data-testid="advanced"]')
    if advanced.get_attribute("open") is None:
        advanced.locator("summary").click()


def start_from_form(page: Page, seed: int, kinds: dict[int, str], seats: int | None = None) -> None:
    """A new game of the page's game from the new-game form: ``seats`` players (when
    given), each seat in ``kinds`` "human" or a computer level at the fast speed, chance
    from ``seed`` (Advanced); waits until the page holds the new game."""
    page.locator('[data-testid="new-game"]').click()
    if seats is not None:
        page.locator("#opt-seats").fill(str(seats))
    for seat, kind in kinds.items():
        page.select_option(f'[data-testid="seat-{seat}"]', kind)
    page.select_option('[data-testid="ai-speed"]', "fast")
    open_advanced(page)
    page.locator('[data-testid="seed"]').fill(str(seed))
    before = page.evaluate("pgLive()")
    page.locator('[data-testid="start-new-game"]').click()
    page.wait_for_function("h => pgLive() !== h", arg=before)


#: Every key and value of both storages but the keys that hold records (saves,
#: this tab's new game not saved yet: a record holds every hand by design).
STORED_JS = """[localStorage, sessionStorage].flatMap(store =>
        Array.from({length: store.length}, (_, i) => store.key(i))
            .filter(k => !/^pushgames:(save:|tab-draft$)/.test(k)).map(k =>
                k + '=' + store.getItem(k)))"""

OUTSIDE_JS = """() => ({live: pgLive(), href: location.href, title: document.title,
    html: document.documentElement.outerHTML,
    values: Array.from(document.querySelectorAll('input, textarea, select')).map(e => e.value),
    stored: """ + STORED_JS + """})"""


def secrets_outside(page: Page, game_id: str) -> str:
    """Issue 22: in a game with private information the record (which holds
    every hand) is nowhere in the page, the address or a stored setting, and
    the address names the save. Returns the address and the stored settings
    as text, for the caller to search for card names."""
    snap = page.evaluate(OUTSIDE_JS)
    record = unquote(snap["live"])[1:].partition("/")[2]
    assert record and not record.startswith("save="), "the page keeps the live record in its save"
    assert unquote(snap["href"]).partition("#")[2].startswith(f"{game_id}/save="), snap["href"]
    for part in (snap["href"], snap["title"], snap["html"], *snap["values"], *snap["stored"]):
        assert record not in part, ("the record (every hand) is in the page, "
                                    "the address or a stored setting")
    return "\n".join([snap["href"], *snap["stored"]])


def text_of(locator: Locator) -> str:
    """The element's text (``text_content``), "" for none: what a test reads and compares."""
    return locator.text_content() or ""


def box_of(locator: Locator) -> FloatRect:
    """The element's bounding box; fails the test when it has none (not displayed)."""
    box = locator.bounding_box()
    assert box is not None, f"{locator} is not displayed"
    return box


def hint_clear_of_board(page: Page, hint_id: str = "board-hint") -> None:
    """The hint for a refused click (``hint_id``: the board's own, or the page's
    "board-over-hint") is in the view and covers no part of the board (none of
    the pieces or squares it names): issue 26."""
    hint = box_of(page.locator(f'[data-testid="{hint_id}"]'))
    board = box_of(page.locator(BOARD))
    size = page.viewport_size
    assert size is not None
    assert 0 <= hint["y"] and hint["y"] + hint["height"] <= size[
        "height"], f"the hint is in view: {hint}"
    apart = (hint["y"] + hint["height"] <= board["y"] or board["y"] + board["height"] <= hint["y"]
             or hint["x"] + hint["width"] <= board["x"] or board["x"] + board["width"] <= hint["x"])
    assert apart, f"the hint {hint} covers the board {board}"


#: The computer's thinking line as the eye sees it, read in one go while it shows (the computer
#: may decide between two readings): None while nobody thinks.
THINKING_JS = """() => { const e = document.getElementById('ai-thinking');
  if (document.body.dataset.aiThinking !== 'true' || e === null || e.hidden) return null;
  const r = e.getBoundingClientRect(), row = e.closest('.status-row');
  return {seen: e.innerText, cut: e.scrollWidth > e.clientWidth + 0.5, left: r.x, right: r.right,
          top: r.y, bottom: r.bottom, row: row && row.getBoundingClientRect().height,
          status: document.getElementById('status').getBoundingClientRect().height,
          least: row && parseFloat(getComputedStyle(row).minHeight)}; }"""


def assert_thinking_line_whole(page: Page, words: str) -> None:
    """While a computer thinks, its line reads ``words`` ("Computer (Easy) is thinking"), whole
    and in view; where it sits in the status row, that row is no taller than its own words
    make it (nothing under it moves when the computer starts or stops)."""
    seen = None
    for _ in range(900):  # a computer's turn comes within a minute and a half
        seen = page.evaluate(THINKING_JS)
        if seen is not None:
            break
        page.wait_for_timeout(100)
    assert seen is not None, "no computer thought"
    size = page.viewport_size
    assert size is not None
    assert words in seen["seen"] and not seen["cut"], seen
    assert 0 <= seen["left"] and seen["right"] <= size["width"], seen
    assert 0 <= seen["top"] and seen["bottom"] <= size["height"], seen
    if seen["row"] is not None:
        assert seen["row"] <= max(seen["status"], seen["least"]) + 0.5, seen
