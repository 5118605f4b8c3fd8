"""The board stays where it is while things come and go around it: the
result banner, the history banner, a message, the new-game, share and embed
panels, Push Fight's analysis, the Resign and draw questions, the computer
declining a draw, the play-by-link bar as it changes, and Apocalypse USA's
phases (its map, whose status and prompt change length). Positions are
measured in the document (not the window), so scrolling to a button does not
count as a move. The guard in conftest.py fails any test on a console error
or a non-local request."""

from __future__ import annotations

from playwright.sync_api import Page
from typing import Any, Callable

import random
import re

import pytest

from pushgames.apocalypse import GAME as APOCALYPSE
from pushgames.apocalypse.state import POP
from pushgames.core import Replay
from pushgames.registry import get_game

from .pushweb_helpers import (
    WHITE_WIN, checked_line, click_move, record_text, take_device, white_win_line,
)
from .test_player_strips import answer_out_of_turn_record
from .pushweb_helpers import text_of

#: Each test starts from the booted page, restarted as a first visit (tests/browser/conftest.py).
pytestmark = pytest.mark.shared_page

#: The board's box in the document: [left, top, width, height], to a tenth of a pixel.
BOARD_BOX_JS = """() => {
  const r = document.querySelector('[data-testid="board"]').getBoundingClientRect();
  return [r.left + scrollX, r.top + scrollY, r.width, r.height].map(v => Math.round(v * 10) / 10);
}"""

WIDTHS = (1280, 390)


def board_box(page: Page) -> list[float]:
    box: list[float] = page.evaluate(BOARD_BOX_JS)
    return box


def open_at(page: Page, open_page: Callable[..., Page], width: int, fragment: str) -> list[float]:
    page.set_viewport_size({"width": width, "height": 800})
    open_page(page, fragment)
    box = board_box(page)
    assert box[2] > 200 and box[3] > 100, box
    return box


@pytest.mark.parametrize("width", WIDTHS)
def test_banners_messages_and_panels_leave_the_board_in_place(
    page: Page, open_page: Callable[..., Page], width: int,
) -> None:
    box = open_at(page, open_page, width, "#pushpush")
    line = white_win_line()

    # A message (a wrong seed in the new-game form) and the form itself.
    page.locator('[data-testid="new-game"]').click()
    page.locator('[data-testid="new-game-form"]').wait_for(state="visible")
    assert board_box(page) == box, "the new-game form moved the board"
    page.locator('[data-testid="advanced"] summary').click()
    page.locator('[data-testid="seed"]').fill("not a number")
    page.locator('[data-testid="start-new-game"]').click()
    message = page.locator('[data-testid="message"]')
    message.wait_for(state="visible")
    assert "Cannot start that game" in text_of(message)
    assert board_box(page) == box, "a message moved the board"
    message.get_by_role("button", name="Dismiss message").click()
    message.wait_for(state="detached")
    page.locator('[data-testid="new-game"]').click()
    page.locator('[data-testid="new-game-form"]').wait_for(state="hidden")
    assert board_box(page) == box, "closing the message and the form moved the board"

    for testid, panel in (("share", "#share-panel"), ("embed", "#embed-panel")):
        page.locator(f'[data-testid="{testid}"]').click()
        page.locator(panel).wait_for(state="visible")
        assert board_box(page) == box, f"the {testid} panel moved the board"

    # The history banner: back one move, then to the current position.
    for move in line[:2]:
        click_move(page, move)
    banner = page.locator('[data-testid="history-banner"]')
    page.locator('[data-testid="nav-prev"]').click()
    banner.wait_for(state="visible")
    assert board_box(page) == box, "the history banner moved the board"
    page.locator('[data-testid="back-to-current"]').click()
    banner.wait_for(state="hidden")
    assert board_box(page) == box, "closing the history banner moved the board"

    # The result banner and its buttons.
    for move in line[2:]:
        click_move(page, move)
    page.locator('[data-testid="game-over"]').wait_for(state="visible")
    page.locator('[data-testid="result-actions"]').wait_for(state="visible")
    assert board_box(page) == box, "the result banner moved the board"
    page.locator('[data-testid="result-rematch"]').click()
    page.locator('[data-testid="game-over"]').wait_for(state="hidden")
    assert page.locator('[data-testid="result-actions"]').is_hidden()
    assert board_box(page) == box, "closing the result banner moved the board"


@pytest.mark.parametrize("width", WIDTHS)
def test_push_fights_analysis_opens_under_the_board(
    page: Page, open_page: Callable[..., Page], width: int,
) -> None:
    box = open_at(page, open_page, width, "#pushfight")
    analysis = page.locator('[data-testid="pf-analysis"]')
    analysis.locator("summary").click()
    page.locator('[data-testid="pf-analysis-body"]').wait_for(state="visible")
    assert analysis.get_attribute("open") is not None
    assert board_box(page) == box, "the analysis panel moved the board"
    analysis.locator("summary").click()
    page.locator('[data-testid="pf-analysis-body"]').wait_for(state="hidden")
    assert board_box(page) == box, "closing the analysis panel moved the board"


@pytest.mark.parametrize("width", WIDTHS)
def test_the_computer_thinking_leaves_the_board_in_place(
    page: Page, open_page: Callable[..., Page], width: int,
) -> None:
    box = open_at(page, open_page, width, "#pushpush")
    page.locator('[data-testid="new-game"]').click()
    page.select_option('[data-testid="seat-1"]', "easy")
    page.select_option('[data-testid="ai-speed"]', "slow")
    page.locator('[data-testid="start-new-game"]').click()
    page.wait_for_function("document.querySelectorAll('[data-testid=move]').length === 0")
    assert board_box(page) == box
    click_move(page, white_win_line()[0])
    thinking = page.locator('[data-testid="strip-1"] [data-testid="ai-thinking"]')
    thinking.wait_for(state="visible")
    assert "thinking" in text_of(thinking)
    assert board_box(page) == box, "the computer's thinking line moved the board"
    page.wait_for_function("document.querySelectorAll('[data-testid=move]').length === 2")
    thinking.wait_for(state="hidden")
    assert board_box(page) == box, "the computer's move moved the board"


@pytest.mark.parametrize("width", WIDTHS)
def test_push_fights_setup_ending_leaves_the_board_in_place(
    page: Page, open_page: Callable[..., Page], width: int,
) -> None:
    box = open_at(page, open_page, width, "#pushfight")
    palette = page.locator('[data-testid="pf-palette"]')
    assert palette.is_visible(), "White places pieces: the square/round choice shows"
    for count in (1, 2):
        page.get_by_role("button", name="Standard setup").click()
        page.wait_for_function(
            f"document.querySelectorAll('[data-testid=move]').length === {count}")
    assert palette.is_hidden(), "the setup is over"
    assert text_of(page.locator('[data-testid="status"]')).startswith("White to move")
    assert board_box(page) == box, "the end of the setup moved the board"


@pytest.mark.parametrize("width", WIDTHS)
def test_resign_and_draw_questions_leave_the_board_in_place(
    page: Page, open_page: Callable[..., Page], width: int,
) -> None:
    box = open_at(page, open_page, width, "#pushpush")  # two people at one device
    question = page.locator('[data-testid="offer-confirm"]')
    click_move(page, white_win_line()[0])
    assert board_box(page) == box
    for button, words in (("resign", "Resign as Black (B)?"), ("offer-draw", "Agree a draw?")):
        page.locator(f'[data-testid="{button}"]').click()
        question.wait_for(state="visible")
        assert page.locator('[data-testid="offer-question"]').text_content() == words
        assert board_box(page) == box, f"the {button} question moved the board"
        page.locator('[data-testid="offer-no"]').click()
        question.wait_for(state="hidden")
        assert page.locator(f'[data-testid="{button}"]').is_visible()
        assert board_box(page) == box, f"closing the {button} question moved the board"


@pytest.mark.parametrize("width", WIDTHS)
def test_the_computers_declined_draw_leaves_the_board_in_place(
    page: Page, open_page: Callable[..., Page], width: int,
) -> None:
    moves, _ = checked_line(WHITE_WIN[:7])  # White (the computer) is winning: it declines
    box = open_at(page, open_page, width, f"?players=easy,human#pushpush/{record_text(moves)}")
    notice = page.locator('[data-testid="message"]', has_text="declines the draw")
    assert notice.count() == 0
    page.locator('[data-testid="offer-draw"]').click()
    page.locator('[data-testid="offer-yes"]').click()
    notice.wait_for(state="visible")
    assert board_box(page) == box, "the computer's answer moved the board"
    notice.get_by_role("button", name="Dismiss message").click()
    notice.wait_for(state="detached")
    assert board_box(page) == box, "closing the answer moved the board"


@pytest.mark.parametrize("width", WIDTHS)
def test_the_play_by_link_bar_leaves_the_board_in_place(
    page: Page, open_page: Callable[..., Page], width: int,
) -> None:
    box = open_at(page, open_page, width, "#pushpush")
    text = page.locator('[data-testid="bylink-text"]')
    assert text.count() == 0
    # Its two buttons each read on one line: side by side on a wide screen.
    starts = [page.locator(f'[data-testid="bylink-start-{seat}"]').bounding_box()
              for seat in (0, 1)]
    line = page.evaluate(
        "parseFloat(getComputedStyle(document.querySelector('[data-testid=bylink-start-0]'))"
        ".lineHeight) || 20")
    assert all(box is not None and box["height"] < 1.5 * line + 16
               for box in starts), (starts, line)
    if width == 1280:
        assert starts[0]["y"] == starts[1]["y"], starts  # type: ignore[index]
    page.locator('[data-testid="bylink-start-0"]').click()
    text.wait_for(state="visible")
    assert "Your move" in text_of(text)
    assert board_box(page) == box, "starting play by link moved the board"
    click_move(page, white_win_line()[0])
    send = page.locator('[data-testid="bylink-send"]')
    send.wait_for(state="visible")
    assert board_box(page) == box, "the Send your move button moved the board"
    send.click()
    page.locator('[data-testid="bylink-url"]').wait_for(state="visible")
    page.wait_for_function(
        "document.querySelector('[data-testid=bylink-note]').textContent.includes('ink')")
    assert board_box(page) == box, "the link and its note moved the board"


#: The top of the board plug-in's box and of its map, in the document.
AP_TOPS_JS = """() => ['#board-host', '[data-testid="board"]'].map(s =>
  Math.round((document.querySelector(s).getBoundingClientRect().top + scrollY) * 10) / 10)"""


@pytest.mark.parametrize("width", WIDTHS)
def test_apocalypses_phases_leave_the_board_in_place(
    page: Page, open_page: Callable[..., Page], width: int,
) -> None:
    # Red (the person) is to choose a population action; Blue is the computer.
    replay = Replay.new(APOCALYPSE, {"seats": 2}, 1)
    state = replay.state
    assert (APOCALYPSE.to_move(state), state.phase) == (0, POP)
    open_at(page, open_page, width, f"?players=human,easy#apocalypse/{replay.record().encode()}")
    status = page.locator('[data-testid="status"]')
    prompt = page.locator('[data-testid="ap-prompt"]')
    assert status.text_content() == "Red to play \u2014 population phase (4 actions left)"
    assert text_of(prompt).startswith("Red: choose a population action (4 left: Migrate, Transfer")
    tops = page.evaluate(AP_TOPS_JS)
    for button, phase, words in (
        ("End the population phase", "disaster phase", "Red: play a disaster card"),
        ("Play no more disasters", "score phase", "Red: call a score")):
        page.get_by_role("button", name=button, exact=True).click()
        page.wait_for_function("document.querySelector('[data-testid=status]').textContent"
                               f".startsWith('Red to play \\u2014 {phase}')")
        assert text_of(prompt).startswith(words), "the decision in full is over the map"
        assert page.evaluate(AP_TOPS_JS) == tops, f"the {phase} moved the board"


#: Each player strip's state ("turn", "answer", "idle"), its words and its box in the document.
STRIPS_JS = """() => [...document.querySelectorAll('[data-testid^="strip-"][data-strip]')].map(e =>
    {
  const r = e.getBoundingClientRect();
  return [e.dataset.strip, e.querySelector('[data-testid="strip-state"]').textContent,
          Math.round((r.top + scrollY) * 10) / 10, Math.round(r.height * 10) / 10]; })"""


def strips(page: Page) -> list[list[Any]]:
    found: list[list[Any]] = page.evaluate(STRIPS_JS)
    return found


def push_answer_record() -> str:
    """A two-seat Push line that ends with a seat asked to answer out of turn
    with the long question of a negation ("Red: negate the Surrounded attack
    on k8, or pass"): found by the engine from a seeded playout."""
    game = get_game("push")
    line, choose = Replay.new(game, {"seats": 2}, 5), random.Random(5)
    for _ in range(400):
        seat = game.to_move(line.state)
        if seat >= 0 and seat != line.state.turn and len(game.prompt(line.state)) > 45:
            return line.encoded()
        line.push(choose.choice(list(game.legal_actions(line.state))))
    raise AssertionError("no long answer out of turn found")


@pytest.mark.parametrize("width", WIDTHS)
def test_the_strips_keep_their_height_when_an_answer_is_asked_and_the_turn_passes(
    page: Page, open_page: Callable[..., Page], width: int,
) -> None:
    # Push: a long "must answer: ..." line beside "their turn", then the answer
    # given and the turn back with its owner ("to move" beside an empty line).
    box = open_at(page, open_page, width, "#push/" + push_answer_record())
    take_device(page)
    box = board_box(page)
    asked = strips(page)
    assert sorted(strip[0] for strip in asked) == ["answer", "turn"]
    assert any(strip[1].startswith("must answer: ") and len(strip[1]) > 55
               for strip in asked), asked
    moves = page.locator('[data-testid="move"]').count()
    page.locator('[data-testid="extra-action"]', has_text=re.compile("^Pass$")).click()
    page.wait_for_function(f"document.querySelectorAll('[data-testid=move]').length > {moves}")
    take_device(page)
    passed = strips(page)
    assert "answer" not in [strip[0] for strip in passed] and "to move" in [
        strip[1] for strip in passed
    ], passed
    assert [strip[2:] for strip in passed] == [strip[2:] for strip in asked], (
        "an answer asked resized the strips"
    )
    assert board_box(page) == box, "an answer asked moved the board"

    # Pushout: the owner of a card that fell off places it during the other's turn.
    open_page(page, "#pushout/" + answer_out_of_turn_record())
    box = board_box(page)
    asked = strips(page)
    assert sorted(strip[0] for strip in asked) == ["answer", "turn"]
    moves = page.locator('[data-testid="move"]').count()
    ways = page.locator('[data-testid="board"] [data-testid="po-way"]')  # none for a face-down card
    (ways if ways.count() else page.locator('[data-testid="board"] .po-target')).first.click()
    page.wait_for_function(f"document.querySelectorAll('[data-testid=move]').length > {moves}")
    placed = strips(page)
    assert "answer" not in [strip[0] for strip in placed] and "to move" in [
        strip[1] for strip in placed
    ], placed
    assert [strip[2:] for strip in placed] == [strip[2:] for strip in asked], (
        "the turn passing resized the strips"
    )
    assert board_box(page) == box, "the turn passing moved the board"
