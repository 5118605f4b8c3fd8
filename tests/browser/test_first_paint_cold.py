"""The board on a first visit, before Python is ready (issue 27, tools/first_paint.py): nothing
kept, no service worker, and yet the opened game is drawn at once from the picture the build
made with the page's own drawing code: the start as it will look (``built``), a link's board as
a plain surface of the right size (``placeholder``: its position needs Python), a game of hands
as the hand-off cover without its seat (``cover``: no card in the page). Python's first view
replaces the picture in place (the board neither moves nor resizes) and then takes input; a
click before that is not lost in silence: the start-up note says the board is coming.

Python is held, not timed: the test keeps the page's request for our wheel waiting until it has
looked.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import BrowserContext, Page, Route

from pushgames import registry
from pushgames.core import Replay
from pushgames.pushout import actions as po_act
from pushgames.pushout.cards import FACE_DOWN
from pushgames.pushout.state import MAIN
from pushgames.registry import load_record

from .conftest import READY, wait_ready
from .pushweb_helpers import (
    BOARD, board_labels, box_of, cell, click_move, page_replay, record_text, white_win_line,
)

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "web"))
from pushweb import sketch  # noqa: E402

#: A first visit: a browser context of its own (nothing kept, no cache, no service worker).
pytestmark = pytest.mark.fresh_context

WHEEL = "**/wheels/pushgames-*.whl"
PAINT = "html[data-first-paint]"
#: Each element of the board that is drawn (visibility) before Python: the placeholder draws none.
SHOWN_PARTS = f"""() => [...document.querySelectorAll('#board-host {BOARD} *')]
    .filter(e => getComputedStyle(e).visibility === 'visible').length"""


#: The pieces the board shows: (square, where, markup) of each, in the order drawn.
PIECES = f"""() => [...document.querySelectorAll('#board-host {BOARD} .pieces > .pc')]
    .map(e => [Number(e.dataset.piece), e.getAttribute('transform'), e.innerHTML])"""

#: Each cell of Pushout's table: its square, its place, and its slot, card and ring (what a sketch
#: draws; Python adds the marks of the last turn and of the cards that may be used).
CARDS = f"""() => [...document.querySelectorAll('#board-host {BOARD} .po-table > .po-cell')]
    .map(e => [Number(e.dataset.sq), e.getAttribute('transform'),
               [...e.children].slice(0, 3).map(c => c.outerHTML).join('')])"""


class Held:
    """Python's wheel, held at the server until the test lets it go."""

    def __init__(self, context: BrowserContext) -> None:
        self.context = context
        self.routes: list[Route] = []
        context.route(WHEEL, lambda route: self.routes.append(route))

    def release(self) -> None:
        for route in self.routes:
            route.continue_()
        self.context.unroute(WHEEL)


def open_cold(context: BrowserContext, page: Page, url: str) -> Held:
    held = Held(context)
    page.goto(url, wait_until="commit")
    return held


def paint_mode(page: Page) -> Any:
    return page.evaluate("document.documentElement.dataset.firstPaint ?? null")


def wait_for_the_sketch_before_python(page: Page, piece: str) -> None:
    """Wait for the sketch's ``piece`` markup on the early board; Python is not ready yet and
    the view takes no input."""
    page.wait_for_selector(f"{PAINT} #board-host {BOARD} {piece}", state="visible")
    assert paint_mode(page) == "sketch"
    assert page.locator(READY).count() == 0 and page.get_by_test_id("loading").is_visible()
    assert page.locator("#game-view").get_attribute("inert") is not None


def assert_python_drew_the_same(page: Page, drawing: str, early: Any, where: Any) -> None:
    """Once Python is ready the early drawing is gone, the view takes input, and ``drawing``
    (a script reading the board's pieces or cards) reads what it read early, on a board box
    at the same place and size: nothing jumped."""
    wait_ready(page)
    assert paint_mode(page) is None and page.locator("#game-view").get_attribute("inert") is None
    assert page.evaluate(drawing) == early
    assert box_of(page.locator(BOARD)) == where


def test_a_first_visits_board_is_drawn_before_python_and_then_takes_input(
        context: BrowserContext, page: Page, site_url: str) -> None:
    held = open_cold(context, page, site_url + "#pushpush")
    try:
        page.wait_for_selector(f"{PAINT} #board-host {BOARD}", state="visible")
        assert paint_mode(page) == "built"
        assert page.locator(READY).count() == 0  # Python is not ready
        assert page.get_by_test_id("loading").is_visible()
        assert page.locator("#game-view").get_attribute("inert") is not None
        before, where = board_labels(page), box_of(page.locator(BOARD))
        # 14 figures, the ball
        assert len(before) == 49 and sum("empty" not in label for label in before) == 15
        assert page.get_by_test_id("game-name").input_value().startswith("Push Push, ")
        # A click on the board before Python: nothing is played, and the note says why.
        assert "nudged" not in (page.get_by_test_id("loading").get_attribute("class") or "")
        page.mouse.click(where["x"] + where["width"] / 2, where["y"] + where["height"] - 20)
        assert page.get_by_test_id("loading").get_attribute("class") == "nudged"
        assert "Starting" in page.locator("#loading-text").inner_text()
    finally:
        held.release()
    wait_ready(page)
    assert paint_mode(page) is None and page.locator("#game-view").get_attribute("inert") is None
    assert board_labels(page) == before  # the start as the picture drew it...
    assert box_of(page.locator(BOARD)) == where  # ...replaced in place: nothing jumped
    assert page.get_by_test_id("loading").is_hidden()
    replay = page_replay(page)
    assert replay.ply == 0  # the early click played nothing
    click_move(page, replay.game.legal_actions(replay.state)[0])  # the page takes input
    assert page_replay(page).ply == 1


def test_a_links_board_is_a_plain_surface_of_its_size_until_python_draws_the_position(
        context: BrowserContext, page: Page, site_url: str) -> None:
    line = white_win_line()[:4]
    held = open_cold(context, page, site_url + "#pushpush/" + record_text(line))
    try:
        page.wait_for_selector(f"{PAINT} #board-host {BOARD}", state="visible")
        assert paint_mode(page) == "placeholder"
        assert page.locator(READY).count() == 0
        where = box_of(page.locator(BOARD))
        # The start is not the link's position: none of it is shown, nor whose turn it is.
        assert page.evaluate(SHOWN_PARTS) == 0
        assert page.evaluate(
            "getComputedStyle(document.getElementById('status')).visibility") == "hidden"
        assert page.get_by_test_id("loading").is_visible()
    finally:
        held.release()
    wait_ready(page)
    assert paint_mode(page) is None
    assert page.evaluate(SHOWN_PARTS) > 0  # Python drew the link's position...
    assert box_of(page.locator(BOARD)) == where  # ...in the placeholder's box
    assert page_replay(page).ply == len(line)
    replay = page_replay(page)
    click_move(page, replay.game.legal_actions(replay.state)[0])
    assert page_replay(page).ply == len(line) + 1

    # Who plays in the address (?players=): the start drawn for people would show the wrong strips.
    other = context.new_page()
    held = open_cold(context, other, site_url + "?players=human,hard#pushpush")
    try:
        other.wait_for_selector(f"{PAINT} #board-host {BOARD}", state="visible")
        assert paint_mode(other) == "placeholder" and other.locator(READY).count() == 0
    finally:
        held.release()
    wait_ready(other)
    assert other.get_by_test_id("strip-1").get_by_test_id(
        "strip-kind").inner_text() == "Computer (Hard)"


def test_a_game_of_hands_shows_the_cover_without_seat_or_card_before_python(
        context: BrowserContext, page: Page, site_url: str) -> None:
    held = open_cold(context, page, site_url + "#push")
    try:
        # a fixed layer: the view has no box
        page.wait_for_selector(f"{PAINT} #game-view #handoff", state="visible")
        assert paint_mode(page) == "cover"
        assert page.locator(READY).count() == 0
        view = page.locator("#game-view")
        assert view.get_by_test_id("handoff").is_visible()
        markup = view.inner_html()
        assert "card" not in markup.lower() and "hand" not in markup.replace("handoff", "").lower()
        assert page.evaluate("document.querySelectorAll('#game-view [class*=seat-]').length") == 0
        assert page.get_by_test_id("loading").is_visible()  # above the cover, not under it
        note = box_of(page.get_by_test_id("loading"))
        top = page.evaluate(f"document.elementFromPoint({note['x'] + note['width'] / 2}, "
                            f"{note['y'] + note['height'] / 2}).closest('#loading-progress') "
                            "!== null")
        assert top
    finally:
        held.release()
    wait_ready(page)
    assert paint_mode(page) is None
    # Python's cover, with its seat
    assert page.get_by_test_id("handoff-title").inner_text().startswith("Pass to ")


def test_the_home_page_is_drawn_before_python_unless_saves_are_listed(
        context: BrowserContext, page: Page, site_url: str) -> None:
    held = open_cold(context, page, site_url)
    try:
        page.wait_for_selector(f"{PAINT} #home-view", state="visible")
        assert paint_mode(page) == "built" and page.locator(READY).count() == 0
        assert page.get_by_test_id("game-card-pushpush").is_visible()
    finally:
        held.release()
    wait_ready(page)
    assert paint_mode(page) is None and page.get_by_test_id("game-card-pushpush").is_visible()

    # A saved game: the home page lists it, which the build's picture cannot: Python draws it.
    # (A page of its own, whose storage holds the save, and not the view the first one kept,
    # before any script of the page runs.)
    second = context.new_page()
    second.add_init_script("""localStorage.setItem('pushgames:save:0123456789abcdef',
        JSON.stringify(
        {name: 'A game', game: 'pushpush', record: '', created: 1, updated: 1}));
        localStorage.removeItem('pushgames:first-paint');""")
    held = open_cold(context, second, site_url)
    try:
        second.wait_for_selector("#loading-progress", state="visible")
        # every start-up script has run
        second.wait_for_function("document.readyState !== 'loading'")
        assert second.locator(READY).count() == 0
        assert paint_mode(second) is None and second.locator("#home-view").is_hidden()
    finally:
        held.release()
    wait_ready(second)


def test_a_shared_links_sketch_draws_its_position_before_python_on_a_first_visit(
        context: BrowserContext, page: Page, site_url: str) -> None:
    # Nothing kept, nothing saved: the usual shared link (pushweb.sketch), here a Push Push game
    # four plies in, whose position is not the start.
    record = record_text(white_win_line()[:4])
    state = load_record(record).state
    suffix = sketch.link_suffix("pushpush", state)
    assert suffix and suffix != sketch.link_suffix("pushpush",
                                                   Replay.new(registry.get_game("pushpush")).state)
    held = open_cold(context, page, site_url + "#pushpush/" + record + suffix)
    try:
        wait_for_the_sketch_before_python(page, ".pc")
        early, where = page.evaluate(PIECES), box_of(page.locator(BOARD))
        # Each piece of the link's position in its square, and nothing else on the board.
        expected = {sq for sq in range(49) if state.board[sq]}
        assert {piece[0] for piece in early} == expected and len(early) == len(expected)
        assert page.evaluate(SHOWN_PARTS) > len(expected)
        # What the sketch does not know is not shown: whose turn, the moves, the game's name.
        assert page.evaluate(
            "getComputedStyle(document.getElementById('status')).visibility") == "hidden"
    finally:
        held.release()
    assert_python_drew_the_same(page, PIECES, early, where)
    assert sketch.MARK not in unquote_hash(page)  # the page's own address holds the record only
    replay = page_replay(page)
    assert replay.ply == 4 and replay.state.board == state.board
    click_move(page, replay.game.legal_actions(replay.state)[0])  # the page takes input
    moved = page_replay(page)
    assert moved.ply == 5

    # Share writes the sketch of the position on screen.
    page.get_by_test_id("share").click()
    url = page.get_by_test_id("share-url").input_value()
    assert url.endswith("#pushpush/"
                        + moved.encoded() + sketch.link_suffix("pushpush", moved.state))


def test_a_push_fight_link_draws_its_anchor_and_pieces_before_python(
        context: BrowserContext, page: Page, site_url: str) -> None:
    game, rng = registry.get_game("pushfight"), random.Random(3)
    replay = Replay.new(game, {}, 1)
    while replay.state.anchor not in sketch.squares("pushfight") or replay.ply < 14:
        replay.push(rng.choice(list(game.legal_actions(replay.state))))
    assert replay.outcome is None
    # The mark as a program that escapes "~" writes it: read all the same.
    suffix = sketch.link_suffix("pushfight", replay.state).replace(sketch.MARK, "%7E")
    held = open_cold(context, page, site_url + "#pushfight/" + replay.encoded() + suffix)
    try:
        page.wait_for_selector(f"{PAINT} #board-host {BOARD} .pc", state="visible")
        assert paint_mode(page) == "sketch" and page.locator(READY).count() == 0
        early = page.evaluate(PIECES)
        assert len(early) == 10  # five pieces a side
        assert page.locator(f'#board-host {BOARD} [data-testid="anchor"]').count() == 1
        anchored = [piece[0] for piece in early if 'data-testid="anchor"' in piece[2]]
        assert anchored == [replay.state.anchor]
    finally:
        held.release()
    wait_ready(page)
    assert paint_mode(page) is None and page.evaluate(PIECES) == early
    assert page_replay(page).ply == replay.ply


@pytest.mark.parametrize("bad", ["%3Csvg%20onload=window.pwned=1%3E",  # markup
                                 "abcdcba98o98ABCDCB",  # a square short
                                 "abcdcba98o98ABCDCBZ",  # a letter of no piece
                                 '"><img src=x onerror=window.pwned=1>'])
def test_a_sketch_that_does_not_read_draws_the_plain_board_and_nothing_of_its_own(
        context: BrowserContext, page: Page, site_url: str, bad: str) -> None:
    line = white_win_line()[:4]
    held = open_cold(context, page, site_url + "#pushpush/" + record_text(line) + "~" + bad)
    try:
        page.wait_for_selector(f"{PAINT} #board-host {BOARD}", state="visible")
        assert paint_mode(page) == "placeholder" and page.locator(READY).count() == 0
        assert page.evaluate(SHOWN_PARTS) == 0  # the plain surface, as for a link without a sketch
        assert page.locator(
            "#game-view img, #game-view [onload], #game-view [onerror]").count() == 0
        assert page.evaluate("window.pwned === undefined")
    finally:
        held.release()
    if bad.startswith("abc"):
        return  # the record opens whatever the sketch says: shown once, for the last case below
    wait_ready(page)
    assert page.evaluate("window.pwned === undefined") and page_replay(page).ply == len(line)
    assert page.evaluate(SHOWN_PARTS) > 0


def test_a_game_of_hands_link_shows_the_cover_whatever_sketch_it_carries(
        context: BrowserContext, page: Page, site_url: str) -> None:
    record = Replay.new(registry.get_game("push"), {}, 5).encoded()
    assert sketch.link_suffix("push", Replay.new(registry.get_game("push"), {}, 5).state) == ""
    held = open_cold(context, page, site_url + "#push/" + record + "~abcdcba98o98ABCDCBA")
    try:
        page.wait_for_selector(f"{PAINT} #game-view #handoff", state="visible")
        assert paint_mode(page) == "cover" and page.locator(READY).count() == 0
        assert page.locator("#game-view .pc").count() == 0
        markup = page.locator("#game-view").inner_html()
        assert "card" not in markup.lower() and "hand" not in markup.replace("handoff", "").lower()
    finally:
        held.release()


def unquote_hash(page: Page) -> str:
    return str(page.evaluate("decodeURIComponent(location.hash)"))


def pushout_position() -> Replay[Any, Any]:
    """A Pushout game a few turns in, Black to move (the table faces Black), cards face down."""
    game = registry.get_game("pushout")
    for seed in range(40):
        rng, replay = random.Random(seed), Replay.new(game, {}, seed)
        while replay.outcome is None and replay.ply < 16:
            replay.push(rng.choice(list(game.legal_actions(replay.state))))
            state = replay.state
            if (replay.ply >= 4 and replay.outcome is None and state.phase == MAIN
                    and game.to_move(state) == 1 and any(FACE_DOWN[code] for code in state.board)):
                return replay
    raise AssertionError("no such position in 40 games")


def test_a_pushout_links_sketch_draws_its_cards_before_python_and_python_the_same(
        context: BrowserContext, page: Page, site_url: str) -> None:
    replay = pushout_position()
    state = replay.state
    suffix = sketch.link_suffix("pushout", state)
    assert suffix.startswith(sketch.MARK + "b")  # Black to move: the table faces Black
    held = open_cold(context, page, site_url + "#pushout/" + replay.encoded() + suffix)
    try:
        wait_for_the_sketch_before_python(page, ".po-face")
        early, where = page.evaluate(CARDS), box_of(page.locator(BOARD))
        assert [square for square, _, _ in early] == list(range(20))
        # Each card as everyone sees it: face-down cards as backs (never a face), the rest face up.
        backs = {square for square, _, markup in early if 'class="po-back"' in markup}
        faces = {square for square, _, markup in early if 'class="po-face"' in markup}
        down = {square for square, code in enumerate(state.board) if FACE_DOWN[code]}
        assert backs == down and down
        assert faces == {square for square, code in enumerate(state.board) if code} - down
        table = page.locator(f"#board-host {BOARD} .po-table")
        assert "po-turned" in (table.get_attribute("class") or "")
        assert page.locator(f"#board-host {BOARD}").get_attribute("data-facing") == "black"
        # The start's piles, scores and words are not this position's: not shown.
        hidden = """[...document.querySelectorAll('#board-host :is(.po-info, .po-bar) > *')]
            .map(e => getComputedStyle(e).visibility)"""
        assert set(page.evaluate(hidden)) == {"hidden"}
        status = "getComputedStyle(document.getElementById('status')).visibility"
        assert page.evaluate(status) == "hidden"
    finally:
        held.release()
    assert_python_drew_the_same(page, CARDS, early, where)
    assert "po-turned" in (table.get_attribute("class") or "")
    assert "visible" in page.evaluate(hidden)  # Python's facts and words are shown
    assert sketch.MARK not in unquote_hash(page)
    shown = page_replay(page)
    assert shown.ply == replay.ply and shown.state.board == state.board
    # The page takes input: a card with one move plays at one click.
    legal = [a for a in shown.game.legal_actions(shown.state) if po_act.kind(a) == "use"]
    square = next(q for q in range(20) if [po_act.use_parts(a)[0] for a in legal].count(q) == 1)
    address = page.evaluate("pgLive()")
    cell(page, square).click()
    page.wait_for_function("(address) => pgLive() !== address", arg=address)
    assert page_replay(page).ply > replay.ply


def test_a_pushout_sketch_that_does_not_fit_its_table_draws_the_plain_table(
        context: BrowserContext, page: Page, site_url: str) -> None:
    replay = pushout_position()
    good = sketch.link_suffix("pushout", replay.state)
    link = "#pushout/" + replay.encoded()
    for query, tail in (("", good[:-1]),  # a square short
                        ("", "~b" + "y" * 20),  # a letter of no face
                        ("", "~" + good[2:] + "A"),  # no side at the bottom
                        ("?players=human,easy", good)):  # who plays decides which side is down
        other = context.new_page()
        held = open_cold(context, other, site_url + query + link + tail)
        try:
            other.wait_for_selector(f"{PAINT} #board-host {BOARD}", state="visible")
            assert paint_mode(other) == "placeholder" and other.locator(READY).count() == 0
            assert other.evaluate(SHOWN_PARTS) == 0, (query, tail)  # none of the start's cards
        finally:
            held.release()
            other.close()
    # The same link with its sketch as Share writes it draws the cards (the cases above differ
    # from it only where they say).
    held = open_cold(context, page, site_url + link + good)
    try:
        page.wait_for_selector(f"{PAINT} #board-host {BOARD} .po-face", state="visible")
        assert paint_mode(page) == "sketch"
    finally:
        held.release()
