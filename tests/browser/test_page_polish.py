"""What a player notices at a glance: text that stays readable in the dark
theme (move list entries of both seats, the current one, a notice's close
button), the status line's mark that is the strip's mark, the hand-off
screen's button on a phone without scrolling, each seat's facts shown once
(on the strips), and move list entries that wrap cleanly.

Colours are read with ``getComputedStyle``; the background behind a
transparent element is the nearest ancestor's, blended as the browser does.
"""

from __future__ import annotations

from playwright.sync_api import Locator, Page
from typing import Callable

import random
import re

import pytest

from pushgames.apocalypse.state import DECK, DISCARD, hand
from pushgames.core import Replay
from pushgames.registry import get_game

from .pushweb_helpers import record_text, take_device, white_win_line
from .test_apocalypse_play import draw_then_strike
from .pushweb_helpers import text_of
from typing import Any

#: Each test starts from the booted page, restarted as a first visit (tests/browser/conftest.py).
pytestmark = pytest.mark.shared_page

#: WCAG 2 contrast of a colour and the background it is drawn on; the
#: background walks up the ancestors until an opaque one, blending the translucent ones.
CONTRAST_JS = """el => {
  const parse = c => { const m = c.match(/[\\d.]+/g).map(Number); return [m[0], m[1], m[2],
      m.length > 3 ? m[3] : 1]; };
  const layers = [];
  for (let node = el; node; node = node.parentElement) {
    const bg = parse(getComputedStyle(node).backgroundColor);
    if (bg[3] > 0) layers.push(bg);
    if (bg[3] >= 1) break;
  }
  let rgb = [255, 255, 255];
  if (getComputedStyle(document.documentElement).colorScheme === 'dark') rgb = [0, 0, 0];
  for (const [r, g, b, a] of layers.reverse()) rgb = [r * a + rgb[0] * (1 - a),
      g * a + rgb[1] * (1 - a), b * a + rgb[2] * (1 - a)];
  const ink = parse(getComputedStyle(el).color);
  const fg = [0, 1, 2].map(i => ink[i] * ink[3] + rgb[i] * (1 - ink[3]));
  const lum = c => { const [r, g, b] = c.map(v => { v /= 255; return v <= 0.03928 ? v / 12.92 :
      ((v + 0.055) / 1.055) ** 2.4; });
                     return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
  const [hi, lo] = [lum(fg), lum(rgb)].sort((a, b) => b - a);
  return (hi + 0.05) / (lo + 0.05);
}"""
MOVES = '[data-testid="move"]'


def contrast(locator: Locator) -> float:
    ratio: float = locator.evaluate(CONTRAST_JS)
    return ratio


@pytest.mark.parametrize("scheme", ["dark", "light"])
def test_move_list_entries_and_the_notice_close_button_are_readable(
    page: Page, open_page: Callable[..., Page], scheme: str,
) -> None:
    page.emulate_media(color_scheme="dark" if scheme == "dark" else "light")  # as a context's
    assert page.evaluate(f"matchMedia('(prefers-color-scheme: {scheme})').matches")
    open_page(page, "#pushpush/" + record_text(white_win_line()[:4]))
    page.wait_for_function(f"document.querySelectorAll('{MOVES}').length === 4")
    page.locator(MOVES).nth(1).click()  # a position from the list: the current entry is Black's
    current = page.locator(f'{MOVES}[aria-current="step"]')
    current.wait_for()
    assert "seat-1" in (current.get_attribute("class") or "")
    entries = {"White's entry": page.locator(f"{MOVES}.seat-0").first,
               "Black's entry": page.locator(f"{MOVES}.seat-1").last,
               "the current entry": current}
    assert "seat-1" in (entries["Black's entry"].get_attribute("class") or "")
    assert entries["Black's entry"].get_attribute("aria-current") is None
    for name, entry in entries.items():
        assert contrast(
            entry) >= 4.5, f"{name} in the {scheme} theme: contrast {contrast(entry):.2f}"

    page.goto(page.url.split("#")[0] + "#pushpush/not-a-record")  # a damaged link: an error notice
    notice = page.locator('[data-testid="message"]').first
    notice.wait_for()
    close = notice.locator(".message-close")
    for name, part in (("the notice's text", notice.locator(".message-text")),
                       ("its close button", close)):
        assert contrast(part) >= 4.5, f"{name} in the {scheme} theme: contrast {contrast(part):.2f}"
    close.click()
    notice.wait_for(state="detached")


def line_to_seat(
    game_id: str, options: dict[str, int], seat: int, seed: int = 5,
) -> Replay[Any, Any]:
    """A random line of ``game_id`` until ``seat`` is to move (chance recorded)."""
    game = get_game(game_id)
    replay, rng = Replay.new(game, options, seed), random.Random(seed)
    while game.to_move(replay.state) != seat:
        assert replay.outcome is None and len(replay.actions) < 200
        replay.push(rng.choice(list(game.legal_actions(replay.state))))
    return replay


READ_MARK = """sel => { const s = getComputedStyle(document.querySelector(sel));
  return [s.backgroundColor, s.color, document.querySelector(sel).textContent]; }"""


@pytest.mark.parametrize("game_id, options", [("pushfight", {}), ("apocalypse", {"seats": 2})])
def test_the_status_mark_is_the_strip_mark_of_the_seat_to_move(
    page: Page, open_page: Callable[..., Page], game_id: str, options: dict[str, int],
) -> None:
    seen = []
    for seat in (0, 1):
        replay = line_to_seat(game_id, options, seat)
        open_page(page, f"#{game_id}/{replay.record().encode()}")
        take_device(page)
        page.locator(f'[data-testid="strip-{seat}"][data-strip="turn"]').wait_for(state="attached")
        status, strip = (page.evaluate(READ_MARK, sel) for sel in
                         ("#turn-dot", f'[data-testid="strip-{seat}"] .strip-mark'))
        assert status == strip, (game_id, seat, status, strip)
        seen.append(status[0])
    assert seen[0] != seen[1], "each seat's mark has its own colour"
    if game_id == "pushfight":
        assert seen[1] == "rgb(90, 52, 19)", "Brown's mark is the brown of its pieces"
    else:
        assert seen == ["rgb(214, 40, 40)",
                        "rgb(29, 95, 209)"], "Red is red and Blue is blue, as the chips"


@pytest.mark.parametrize("height", [844, 667])
def test_the_hand_off_button_is_on_a_phone_screen_without_scrolling(
    page: Page, open_page: Callable[..., Page],
    wait_ready: Callable[..., None], height: int,
) -> None:
    page.set_viewport_size({"width": 390, "height": height})
    replay = line_to_seat("apocalypse", {"seats": 3}, 1)
    open_page(page, "#apocalypse/" + replay.record().encode())
    ready = page.locator('[data-testid="handoff-ready"]')

    def assert_in_view() -> None:
        ready.wait_for(state="visible")
        assert page.locator('[data-testid="handoff-title"]').text_content() == "Pass to Blue"
        box = ready.bounding_box()
        assert box is not None
        assert 0 <= box["y"] and box["y"] + box["height"] <= height, (box, height)
        assert 0 <= box["x"] and box["x"] + box["width"] <= 390, box

    assert_in_view()
    take_device(page)
    assert ready.is_hidden()
    # Scrolled down to the move list, then a reload (which hands over again and keeps the scroll).
    page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
    assert page.evaluate("window.scrollY") > 0
    page.reload()
    wait_ready(page)
    assert_in_view()


def test_a_push_seat_facts_are_shown_once_on_the_strips(
    page: Page, open_page: Callable[..., Page],
) -> None:
    replay = line_to_seat("push", {"seats": 2}, 1)
    open_page(page, "#push/" + replay.record().encode())
    take_device(page)
    state = replay.state
    for seat in (0, 1):
        facts = page.locator(f'[data-testid="strip-{seat}"] [data-testid="strip-facts"]')
        expected = dict(get_game("push").seat_facts(state, seat))
        assert facts.get_attribute("data-fact-faction") == expected["faction"] != "not chosen"
        assert facts.get_attribute("data-fact-cards") == str(expected["cards"])
        assert facts.get_attribute("data-fact-centre") == expected["centre"]
    table = page.locator('[data-testid="ps-table"]')
    assert "deck" in text_of(table) and "round" in text_of(page.locator('[data-testid="status"]'))
    # The table's own facts (the operatives not yet drawn) but no seat's (its operatives, its
    # centre).
    assert not re.search(r"operatives \d", text_of(table) or "") and "centre" not in text_of(table)
    assert page.locator('[data-testid^="ps-seat-"]').count() == 0, "no second row of the same facts"


#: For each move list entry: its width, and the width it would take on one line. The opening
#: deal, folded under Start, is opened first, so its lines are measured as they are read.
ENTRY_WIDTHS = """() => [...document.querySelectorAll('[data-testid=move-deal]')].forEach(d => {
    d.open = true; })
  || [...document.querySelectorAll('[data-testid=move], [data-testid=move-chance]')].map(el => {
  const now = el.getBoundingClientRect().width;
  el.style.width = 'max-content';
  const natural = el.getBoundingClientRect().width;
  el.style.width = '';
  return [el.textContent, now, natural];
})"""


def test_the_apocalypse_move_list_reads_as_a_list_at_desktop_width(
    page: Page, open_page: Callable[..., Page],
) -> None:
    page.set_viewport_size({"width": 1280, "height": 900})
    replay = line_to_seat("apocalypse", {"seats": 3}, 2, seed=3)
    open_page(page, "#apocalypse/" + replay.record().encode())
    take_device(page)
    listing = page.locator('[data-testid="move-list"]')
    inner = listing.evaluate("el => el.clientWidth - parseFloat(getComputedStyle(el).paddingLeft)"
                             " - parseFloat(getComputedStyle(el).paddingRight)")
    entries = page.evaluate(ENTRY_WIDTHS)
    assert len(entries) >= 10 and any(natural > inner / 3 for _, _,
                                      natural in entries), "long entries are there"
    for text, now, natural in entries:
        # On one line at its own width, or as wide as the list when it is longer than a line.
        assert now >= min(natural, inner) - 1, (text, now, natural, inner)


def test_an_apocalypse_seat_facts_are_shown_once_on_the_strips(
    page: Page, open_page: Callable[..., Page],
) -> None:
    replay = line_to_seat("apocalypse", {"seats": 3}, 1, seed=3)
    open_page(page, "#apocalypse/" + replay.record().encode())
    assert take_device(page) == 1
    state, game = replay.state, get_game("apocalypse")
    for seat in range(3):
        facts = page.locator(f'[data-testid="strip-{seat}"] [data-testid="strip-facts"]')
        expected = dict(game.seat_facts(state, seat))
        assert facts.get_attribute("data-fact-vp") == str(expected["VP"])
        assert facts.get_attribute("data-fact-tokens") == str(expected["tokens"])
        assert facts.get_attribute("data-fact-cards") == str(expected["cards"]) != "0"
    board = page.locator(".ap-board")
    assert not re.search(r"\d+ (VP|tokens?|cards?)\b|\u2019s turn",
                         board.inner_text()), "no second row of the facts"
    assert page.locator('[data-testid="ap-table"]').inner_text() == (
        f"Deck {state.cards.size(DECK)} \u00b7 Discard {state.cards.size(DISCARD)} "
        f"\u00b7 empty regions {state.empty_regions()} of 2")
    # What a strip cannot show stays on the board: the viewer's cards and the other hands as cards
    # (backs).
    assert page.locator(
        '[data-testid="ap-hand"] [data-testid="ap-card"]').count() == state.cards.size(hand(1))
    for seat in (0, 2):
        other = page.locator(f'[data-testid="ap-other"][data-seat="{seat}"]')
        assert other.locator(".ap-other-name").inner_text() == game.meta.seat_names[seat]
        assert other.locator(".ap-hidden").count() == state.cards.size(hand(seat))


#: Each visual line of each move list entry: [its leftmost item's test id (or class), that item's
#: text].
LINE_STARTS = """() => [...document.querySelectorAll('[data-testid=move-list] li.turn')]
  .flatMap(li => {
  const items = [...li.childNodes].map(n => [n, n.nodeType === 1 ? n.getBoundingClientRect() :
      null]);
  const lines = [];
  for (const [node, box] of items) {
    if (!box) { lines.push(['text node', node.textContent]); continue; }
    const line = lines.find(l => Math.abs(l.top - box.top) < box.height / 2);
    if (!line) lines.push({top: box.top, left: box.left, first: node});
    else if (box.left < line.left) { line.left = box.left; line.first = node; }
  }
  return lines.map(l => Array.isArray(l) ? l : [l.first.dataset.testid || l.first.className,
      l.first.textContent]);
})"""
#: Every pair of items of the turns (buttons, chance lines) that overlap on the screen.
OVERLAPS = """() => {
  const boxes = [...document.querySelectorAll('[data-testid=move-list] li.turn > *')]
  .map(el => [el.textContent, el.getBoundingClientRect()]);
  const out = [];
  boxes.forEach(([a, p], i) => boxes.slice(i + 1).forEach(([b, q]) => {
    if (p.left < q.right - 1 && q.left < p.right - 1 && p.top < q.bottom - 1 &&
        q.top < p.bottom - 1) out.push([a, b]);
  }));
  return out; }"""


def apocalypse_turns(seed: int = 5, decisions: int = 40) -> Replay[Any, Any]:
    """An Apocalypse game of three with long turns (cards drawn, disasters struck)."""
    game = get_game("apocalypse")
    replay = Replay.new(game, {"seats": 3}, seed)
    while len(replay.actions) < decisions or game.to_move(replay.state) < 0:
        replay.push(draw_then_strike(replay.state, list(game.legal_actions(replay.state))))
    return replay


@pytest.mark.parametrize("game_id", ["apocalypse", "pushfight"])
def test_wrapped_turns_in_the_move_list_start_no_line_with_a_separator(
    page: Page, open_page: Callable[..., Page], game_id: str,
) -> None:
    page.set_viewport_size({"width": 1280, "height": 900})
    if game_id == "apocalypse":
        replay = apocalypse_turns()
    else:  # the set-up: each side places its five pieces in one turn
        game = get_game("pushfight")
        replay = Replay.new(game, {}, 1)
        for _ in range(9):
            replay.push(game.legal_actions(replay.state)[0])
    open_page(page, f"#{game_id}/{replay.record().encode()}")
    take_device(page)
    page.wait_for_function(f"document.querySelectorAll('{MOVES}').length === {len(replay.actions)}")
    turns = page.locator('[data-testid="move-list"] li.turn')
    sizes = turns.evaluate_all(
        "lis => lis.map(li => li.querySelectorAll('[data-testid=move]').length)")
    assert max(sizes) >= 4, "turns of several decisions are there"
    starts = page.evaluate(LINE_STARTS)
    if game_id == "apocalypse":
        assert len(starts) > len(sizes), "some turn wraps onto several lines"
    for kind, text in starts:
        assert kind in ("move", "move-chance") and not text.lstrip().startswith((",",
                ";")), (kind, text)
    # No separator of its own anywhere in an entry: only the decisions and what chance did.
    kinds = turns.evaluate_all(
        "lis => lis.flatMap(li => [...li.childNodes].map(n => n.nodeType !== 1 ? '#text'"
        " : n.dataset.testid || n.className))")
    assert set(kinds) <= {"move", "move-chance"}, set(kinds)
    # Readable: each entry at its own width (or the list's), none over another, a turn of several
    # one patch.
    listing = page.locator('[data-testid="move-list"]')
    listing.evaluate("el => { el.style.maxHeight = 'none'; }")  # every entry on the screen at once
    inner = listing.evaluate("el => el.clientWidth - parseFloat(getComputedStyle(el).paddingLeft)"
                             " - parseFloat(getComputedStyle(el).paddingRight)")
    for text, now, natural in page.evaluate(ENTRY_WIDTHS):
        assert now >= min(natural, inner) - 1, (text, now, natural, inner)
    assert page.evaluate(OVERLAPS) == []
    patch, ground = (page.evaluate(
        f"getComputedStyle(document.querySelector('{sel}')).backgroundColor")
                     for sel in ('[data-testid=move-list] li.turn', '[data-testid=move-list]'))
    assert patch != ground and patch != "rgba(0, 0, 0, 0)", ("a turn of several decisions is one "
                                                             "patch")
