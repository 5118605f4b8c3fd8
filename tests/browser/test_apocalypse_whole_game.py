"""A whole game of Apocalypse USA through the page (issue 21): started from the
home page's "Pass and play" with 3 players (Red and Blue people, Green the
computer at Easy), every decision clicked to the end at 1280 x 800.

The engine has no option for a short game, so the people drive it to its end:
they empty Pacific North and Pacific South (Lure the others' tokens out,
Migrate their own out, aim every disaster there), which ends a game in about a
hundred of their decisions. On the way the page explains itself: the hand, the
map and the decision's buttons are in view at once, "What just happened" tells
the computer's turn, and the end shows the winner and the VP table in the
status line and the result panel. Tests wait on page state, never on time.
"""

from __future__ import annotations

from playwright.sync_api import Page
from typing import Any, Callable

import re

from pushgames.apocalypse import GAME
from pushgames.apocalypse.board import ZONE_REGIONS, ZONES, region_index
from pushgames.apocalypse.state import (
    DISASTER, LURE, MIGRATE, MITIGATE, POP, SCORE, SPLIT, TARGET, ApocalypseState, hand,
)
from pushgames.core import Replay

from .pushweb_helpers import page_replay
from .test_apocalypse_play import (
    GREEN, click_decision, hand_faces_shown, hidden_names_shown, played_by, wait_for_seat,
)

PEOPLE = (0, 1)
#: The regions the people empty: two empty regions end the game.
EMPTYING = (region_index("PN"), region_index("PS"))


def _regions(action: str) -> tuple[int, int]:
    a, _, b = action.split()[1].partition("-")
    return region_index(a), region_index(b)


def quick_end(state: ApocalypseState, legal: list[str]) -> str:
    """A person's decision that brings the end near (see the module docstring)."""
    seat, phase = state.turn, state.phase
    if phase == POP:
        if "lure" in legal and any(state.region_total(r) > state.count_of(r, seat)
                                   for r in EMPTYING):
            return "lure"
        if "migrate" in legal and any(state.count_of(r, seat) for r in EMPTYING):
            return "migrate"
        return "draw" if "draw" in legal else "done"
    if phase in (MIGRATE, LURE):
        moves = [a for a in legal if a != "done"]
        out = [a for a in moves if _regions(a)[0] in EMPTYING and _regions(a)[1] not in EMPTYING]
        elsewhere = [a for a in moves if _regions(a)[1] not in EMPTYING]
        return (out or ([] if phase == MIGRATE else elsewhere)
                or ["done" if phase == MIGRATE else legal[0]])[0]
    if phase == DISASTER:
        return next((a for a in legal if a.startswith("play")), "done")
    if phase == TARGET:
        for action in legal:
            verb, arg = action.split()
            regions = (region_index(arg),) if verb == "at" else ZONE_REGIONS[ZONES.index(arg)]
            if set(regions) & set(EMPTYING):
                return action
    if phase == SPLIT:
        return next((a for a in legal if region_index(a.split()[1]) in EMPTYING), legal[0])
    if phase in (MITIGATE, SCORE):
        return "pass"
    return legal[0]


def in_view(page: Page, selector: str) -> bool:
    """The element's box lies inside the 1280 x 800 window (no scrolling)."""
    box = page.locator(selector).first.bounding_box()
    return box is not None and box["y"] >= 0 and box["y"] + box[
        "height"] <= 800 and box["x"] + box["width"] <= 1280


def test_two_people_and_the_computer_play_a_whole_game_from_the_home_page(
    new_context: Callable[..., Any], open_page: Callable[..., Any],
) -> None:
    page = new_context(viewport={"width": 1280, "height": 800}).new_page()
    open_page(page)
    page.locator('[data-testid="pass-and-play-apocalypse"]').click()
    setup = page.locator('[data-testid="home-setup"]')
    setup.locator('[data-testid="home-setup-seats"]').select_option("3")
    setup.locator('[data-testid="home-seat-2"]').select_option("easy")
    setup.locator('[data-testid="home-setup-start"]').click()
    page.locator('[data-testid="strip-2"]').wait_for()
    assert [page.locator(f'[data-testid="strip-{s}"] [data-testid="strip-kind"]').text_content()
            for s in range(3)] == ["Human", "Human", "Computer (Easy)"]
    handoffs: list[int] = []
    checked_layout = told_green = False
    last_person = None
    for _ in range(600):
        replay = page_replay(page)
        if replay.outcome is not None:
            break
        seat = GAME.to_move(replay.state)
        if seat not in PEOPLE:
            page.wait_for_timeout(100)
            continue
        replay = wait_for_seat(page, seat, handoffs=handoffs)
        if replay.outcome is not None:
            break
        state = replay.state
        assert hand_faces_shown(page) == {c.face for c in state.cards.pile(hand(seat))}
        if seat != last_person:  # a new person at the device: nothing of the other's hand
            shown = hidden_names_shown(page, seat)
            # With the record, so that a rare deal's failure can be replayed (each run deals anew).
            assert shown == [], (shown, seat, page.evaluate("pgLive()"))
            last_person = seat
        action = quick_end(state, list(GAME.legal_actions(state)))
        if state.phase == POP and not checked_layout:
            # A laptop sees the hand, the map and this decision's buttons at once.
            assert in_view(page, '[data-testid="ap-own"]') and in_view(page,
                                                                       '[data-testid="board"]')
            assert in_view(page, '[data-testid="extra-action"] >> nth=-1')
            checked_layout = True
        if not told_green and played_by(replay, GREEN) and state.fresh and replay.turn_mark(
                len(replay.actions) - 1)[0] == GREEN:
            # Right after the computer's turn: "What just happened" tells it, in view.
            assert page.locator('[data-testid="ap-recap-turn"][data-seat="2"]').count() == 1
            assert in_view(page, '[data-testid="ap-recap-turn"][data-seat="2"]')
            told_green = True
        click_decision(page, state, action)
    final = page_replay(page)
    assert final.outcome is not None, "the game reached its end"
    assert checked_layout and told_green
    assert set(handoffs) == set(PEOPLE) and played_by(final, GREEN) > 0
    assert final.state.empty_regions() >= 2
    # The end: the winner and every seat's VP in the status line and the result panel.
    winners = " and ".join(GAME.meta.seat_names[s] for s in sorted(final.outcome.winners))
    status = page.locator('[data-testid="status"]')
    page.wait_for_function(
        "document.querySelector('[data-testid=status]').textContent.startsWith('Game over')")
    assert status.text_content().startswith(f"Game over: {winners} won (VP: ")
    for name in GAME.meta.seat_names[:3]:
        assert f"{name} {final.state.vp[GAME.meta.seat_names.index(name)]}" in status.text_content()
    result = page.locator('[data-testid="ap-result"]')
    assert result.locator("h4").text_content().startswith(f"Game over: {winners}")
    assert result.locator('[data-testid="ap-vp"] tbody tr').count() == 3
    assert in_view(page, '[data-testid="ap-result"]')
    own = page.locator('[data-testid="ap-own"] [data-testid="ap-card"]')
    if own.count():  # never on top of the hand
        a, b = result.bounding_box(), own.first.bounding_box()
        assert a["y"] + a["height"] <= b["y"] or b["y"] + b["height"] <= a["y"]


def test_the_embed_of_a_game_against_the_computer_keeps_its_computer_seats(
    page: Page, open_page: Callable[..., Any], new_context: Callable[..., Any],
    wait_ready: Callable[..., Any],
) -> None:
    line = Replay.new(GAME, {"seats": 6}, 1)
    open_page(page, "index.html?players=human,easy,easy,easy,easy,easy#apocalypse/"
              + line.record().encode())
    page.locator('[data-testid="embed"]').click()
    code = page.locator('[data-testid="embed-code"]').input_value()
    src_match, height_match = re.search(r'src="([^"]+)"', code), re.search(r'height="(\d+)"', code)
    assert src_match and height_match, code
    src = src_match.group(1)
    assert "players=human,easy,easy,easy,easy,easy" in src
    frame = new_context(viewport={"width": 400, "height": int(height_match.group(1))}).new_page()
    frame.goto(src)
    wait_ready(frame)
    # One person against the computer: no hand-off screen, and the game starts at the top.
    assert frame.evaluate("document.body.dataset.handoff || 'false'") == "false"
    assert frame.locator('[data-testid="handoff"]').is_hidden()
    assert frame.locator('[data-testid="status"]').bounding_box()["y"] < 40
    kinds = frame.locator('[data-testid="strip-kind"]').all_text_contents()
    assert kinds == ["Human"] + ["Computer (Easy)"] * 5
    # Six chips a region at 400 px: no two regions' clusters overlap.
    boxes = frame.evaluate("""() => [...document.querySelectorAll('.ap-chips')].map(g => {
        const r = g.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; })""")
    assert len(boxes) == 9
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1], (a, b)
