"""Push Fight read as a sequence and analysed as a player's tool (issue 26):
the last turn (the computer's too) drawn as numbered arrows, moves then the
push, with the piece pushed off shown; "Standard setup" saying it replaces
pieces placed by hand; the analysis best first by the computer's evaluation,
its preview marking the moved pieces, "Play this turn", and the turns that
complete a turn already begun."""

from __future__ import annotations

from typing import Any, Callable

from playwright.sync_api import Page

from pushgames.core import play, start
from pushgames.pushfight import GAME, STANDARD, Position, Step, position_of, state_from_position

from .test_computer_turn import start_game, wait_for_seat
from .test_pushfight_play import (
    BOARD, WIN_LINE, cell, moves_count, open_after_two_turns, play_turn, wait_moves,
)
from .test_pushfight_play import start_from
from .pushweb_helpers import box_of
from ..outcome import finished

import pytest

#: Each test starts from the booted page, restarted as a first visit (tests/browser/conftest.py).
pytestmark = pytest.mark.shared_page

ARROWS = f'{BOARD} [data-testid="pf-seq-arrow"]'
TURN = f'{BOARD} [data-testid="pf-turn"]'


def arrow_kinds(page: Page) -> list[str]:
    """Each numbered arrow as "number:kind", in drawing order."""
    return list(page.eval_on_selector_all(
        ARROWS, "els => els.map(e => e.dataset.step + ':' + (e.classList.contains('pf-seq-push') ? "
                "'push' : 'move'))"))


def test_the_last_turn_reads_as_numbered_arrows_and_the_piece_pushed_off_is_shown(page: Page,
        open_page: Callable[..., Any]) -> None:
    open_after_two_turns(page, open_page)
    # Brown's turn was a push alone: one arrow, numbered 1, red.
    assert arrow_kinds(page) == ["1:push"]
    assert page.locator(f'{BOARD} [data-testid="pf-fallen"]').count() == 0
    play_turn(page, WIN_LINE[2])  # c2-b1, then e1 pushes f1 off the board
    assert arrow_kinds(page) == ["1:move", "2:push"]
    assert page.locator(TURN).get_attribute(
        "aria-label") == "Last turn: 1. move c2 to b1; 2. push from e1 into f1"
    # c2 to b1 is no straight line: the move's arrow bends at the corner the piece turned.
    shafts = [str(page.locator(f'{ARROWS}[data-step="{n}"] .pf-seq-shaft').get_attribute(
        "points")).split()
              for n in (1, 2)]
    assert [len(points) for points in shafts] == [3, 2], shafts
    fallen = page.locator(f'{BOARD} [data-testid="pf-fallen"]')
    assert fallen.count() == 1 and fallen.locator(
        ".pf-b").count() == 1, "Brown's piece, drawn where it went"
    box, board = fallen.bounding_box(), page.locator(BOARD).bounding_box()
    assert box is not None and board is not None and box["x"] >= board["x"] - 1
    assert box["x"] + box["width"] <= board["x"] + board["width"] + 1, "inside the drawing"


def test_the_computers_turn_is_drawn_as_its_sequence(page: Page,
                                                     open_page: Callable[..., Any]) -> None:
    setup = play(GAME, play(GAME, start(GAME), STANDARD), STANDARD)
    open_page(page, "#pushfight")
    start_game(page, {0: "easy", 1: "human"}, speed="fast", position=position_of(setup).to_string())
    replay = wait_for_seat(page, 1)
    first = len(replay.actions) - 1
    while first > 0 and GAME.continues_turn(replay.state_at(first)):
        first -= 1
    turn = replay.actions[first:]
    page.wait_for_function(f"document.querySelectorAll('{ARROWS}').length === {len(turn)}")
    kinds = arrow_kinds(page)
    assert kinds == [f"{i}:move" for i in range(1, len(turn))] + [f"{len(turn)}:push"]
    assert str(page.locator(TURN).get_attribute("aria-label")).startswith("Last turn: 1. ")


def test_standard_setup_says_it_replaces_pieces_placed_by_hand(page: Page,
                                                               open_page: Callable[...,
        Any]) -> None:
    open_page(page, "#pushfight")
    buttons = page.locator('[data-testid="extra-action"]')
    assert buttons.all_text_contents() == ["Standard setup", "Random setup"]
    count = moves_count(page)
    cell(page, "d4").click()
    wait_moves(page, count + 1)
    assert buttons.all_text_contents() == ["Standard setup (replaces the piece you placed)",
                                           "Random setup (replaces the piece you placed)"]
    cell(page, "d2").click()
    wait_moves(page, count + 2)
    assert buttons.first.text_content() == "Standard setup (replaces the 2 you placed)"
    buttons.first.click()
    wait_moves(page, count + 3)
    assert buttons.all_text_contents() == ["Standard setup",
                                           "Random setup"], "Brown has placed nothing"


def test_the_analysis_ranks_previews_and_plays_a_turn(page: Page,
                                                      open_page: Callable[..., Any]) -> None:
    open_after_two_turns(page, open_page)
    page.locator('[data-testid="pf-analysis"] summary').click()
    safe = page.locator('[data-testid="pf-group-safe"] [data-testid="pf-successor"]')
    safe.first.wait_for()
    values = [int(v) for v in safe.evaluate_all("els => els.map(e => e.dataset.value)")]
    assert values == sorted(values, reverse=True) and values[0] > values[-1], "best first"
    assert safe.first.locator('[data-testid="pf-value"]').text_content() == f"{values[0]:+d}"
    # The best safe turn with two moves: previewed with its moved pieces marked and its arrows.
    texts = safe.locator(".pf-succ-turn").all_text_contents()
    index = next(i for i, t in enumerate(texts) if t.count(",") == 2)
    steps = texts[index].split(",")
    safe.nth(index).click()
    page.locator('[data-testid="pf-preview"]').wait_for(state="visible")
    assert arrow_kinds(page) == ["1:move", "2:move", "3:push"]
    marked = set(page.eval_on_selector_all(f"{BOARD} [data-sq].last",
                                           "els => els.map(e => e.getAttribute("
                                           "'aria-label').slice(0, 2))"))
    assert {name for step in steps for name in step.split("-")} <= marked
    count = moves_count(page)
    page.locator('[data-testid="pf-preview-play"]').click()
    wait_moves(page, count + 3)
    played = page.locator('[data-testid="move"]').all_text_contents()[-3:]
    assert [text.split(". ")[-1] for text in played] == steps
    assert page.locator('[data-testid="pf-preview"]').is_hidden()
    assert str(page.locator('[data-testid="status"]').text_content()).startswith("Brown to move")


def test_the_analysis_completes_a_turn_already_begun(page: Page,
                                                     open_page: Callable[..., Any]) -> None:
    open_after_two_turns(page, open_page)
    count = moves_count(page)
    cell(page, "c2").click()
    cell(page, "b1").click()
    wait_moves(page, count + 1)
    page.locator('[data-testid="pf-analysis"] summary').click()
    counted = page.locator('[data-testid="pf-analysis-count"]')
    counted.wait_for()
    assert "ways to finish this turn after c2-b1" in str(counted.text_content())
    wins = page.locator('[data-testid="pf-group-win"] [data-testid="pf-successor"]')
    assert "e1-f1" in wins.locator(".pf-succ-turn").all_text_contents()
    wins.filter(has_text="e1-f1").first.click()
    page.locator('[data-testid="pf-preview-play"]').click()
    page.locator('[data-testid="game-over"]').wait_for(state="visible")
    assert str(page.locator('[data-testid="game-over"]').text_content()).startswith("White won")


#: White to move (no move made yet): the square on g3 pushes Brown's round on h3 off
#: the board's right end (found by a random search over the engine; checked below).
RIGHT_END = ".xY...o....OxO.X.X...oO..."


def test_a_piece_pushed_off_an_end_is_big_enough_to_see_on_a_phone(
    new_context: Callable[..., Any], open_page: Callable[..., Any],
) -> None:
    state = state_from_position(Position.from_string(RIGHT_END))
    after = GAME.apply(state, Step.from_text("g3-h3"))
    assert finished(GAME.outcome(after)).winners == {0}, "the push wins"
    page = new_context(viewport={"width": 390, "height": 844}, has_touch=True).new_page()
    start_from(page, open_page, RIGHT_END)
    fallen = page.locator(f'{BOARD} [data-testid="pf-fallen"]')
    assert fallen.count() == 0
    cell(page, "g3").click()
    page.locator(f'{BOARD} [data-push="g3-h3"]').click()
    page.locator('[data-testid="game-over"]').wait_for(state="visible")
    assert fallen.count() == 1, "Brown's round, where it went"
    assert fallen.locator(".pf-b").count() == 1
    box, board, h3 = box_of(fallen), box_of(page.locator(BOARD)), box_of(cell(page, "h3"))
    # At 0.3 in the margin alone it was 8 px wide: a speck at the screen's edge; at 0.45
    # across the margin, 20 px. Now whole in the empty corner h4, just above the end square
    # it left (replaces "past the end square's piece": it no longer lies beside it).
    assert box["width"] >= 30 and box["height"] >= 30, box
    assert h3["x"] <= box["x"] + box["width"] / 2 <= h3["x"] + h3["width"], "in h3's file"
    assert box["y"] + box["height"] <= h3["y"] + 2, "in the corner above h3, clear of its piece"
    assert box["y"] >= board["y"] - 1, "inside the drawing"
    assert box["x"] + box["width"] <= board["x"] + board["width"] + 1, "inside the drawing"


#: White to move: d2-b2 walks through c2, d1-c2 fills it, and b2 pushes into c2. The
#: anchor goes to c2, where the first move's number used to sit (found by a search over
#: random games; an anchor under a translucent badge hid its number).
THROUGH_ANCHOR = "..OX....o.YxXo..Ox.....O.."


def test_a_numbers_badge_keeps_clear_of_the_anchor_and_is_drawn_over_everything(
    page: Page, open_page: Callable[..., Any],
) -> None:
    page.emulate_media(reduced_motion="reduce")  # measured where the pieces end, not on the way
    start_from(page, open_page, THROUGH_ANCHOR)
    play_turn(page, "d2-b2,d1-c2,b2-c2")
    assert arrow_kinds(page) == ["1:move", "2:move", "3:push"]
    anchor = box_of(page.locator(f'{BOARD} [data-testid="anchor"]'))
    c2 = box_of(cell(page, "c2"))
    assert c2["x"] <= anchor["x"] + anchor["width"] / 2 <= c2["x"] + c2["width"], "on c2"
    badges = page.locator(f'{BOARD} [data-testid="pf-seq-badge"]')
    assert badges.count() == 3
    for i in range(3):
        badge = box_of(badges.nth(i).locator("circle"))
        apart = (badge["x"] >= anchor["x"] + anchor["width"]
                 or anchor["x"] >= badge["x"] + badge["width"]
                 or badge["y"] >= anchor["y"] + anchor["height"]
                 or anchor["y"] >= badge["y"] + badge["height"])
        assert apart, (i, badge, anchor)
        # Drawn whole, after every arrow and piece: nothing translucent lies over its number.
        order = badges.nth(i).evaluate("""b => {
            let opacity = 1;
            for (let e = b; e && e.tagName !== 'svg'; e = e.parentElement)
                opacity *= Number(getComputedStyle(e).opacity);
            const after = s => [...document.querySelectorAll(s)].every(
                e => e.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
            return [opacity, after('[data-testid=board] [data-testid=pf-seq-arrow]'),
                    after('[data-testid=board] .pieces')]; }""")
        assert order == [1, True, True], (i, order)
        assert page.locator(
            f'{BOARD} [data-testid="pf-seq-badge"][data-badge="{i + 1}"]').count() == 1
