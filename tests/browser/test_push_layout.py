"""Push's panel of the decision (the prompt, the dice and their buttons, the hand) on a
wide window and on a phone. At 1280x800 it sits beside the board, so a player sees the
whole board and every control of the decision without scrolling (under the board it
started about 330 px below the window's foot); on a 390x844 phone it follows the board,
which takes the column's width."""

from __future__ import annotations

import random
from typing import Callable

import pytest
from playwright.sync_api import BrowserContext, FloatRect, Locator, Page

from pushgames.core import Replay
from pushgames.push import GAME
from pushgames.registry import load_record

from .pushweb_helpers import assert_thinking_line_whole, box_of, text_of
from .test_push_play import REROLL_SEED

#: Each test starts from the booted page, restarted as a first visit (tests/browser/conftest.py).
pytestmark = pytest.mark.shared_page

BOARD = '[data-testid="board"]'
PROMPT = '[data-testid="ps-prompt"]'
DIE = '[data-testid="ps-die"]'
REROLL = '[data-testid="ps-reroll"]'
CARD = '[data-testid="ps-hand-card"]'
EXTRA = '[data-testid="extra-action"]'
#: A new game against the computer in which Red, the person, decides first: reroll its
#: move dice (Watcher) or keep them.
START = "?players=human,easy#push/" + Replay.new(GAME, {"seats": 2}, REROLL_SEED).encoded()
UNDO = '[data-testid="undo"]'


def round_two(seats: int, seed: int = 6) -> str:
    """A record of ``seats`` players, played at random (one ``random.Random(seed)``) until Red
    starts its turn of round 2: with this seed Red holds nine cards in every seat count."""
    choose = random.Random(seed)
    replay = Replay.new(GAME, {"seats": seats}, seed)
    while not (replay.state.round >= 2 and GAME.to_move(replay.state) == 0
               and replay.state.fresh):
        assert replay.state.result is None
        replay.push(choose.choice(list(GAME.legal_actions(replay.state))))
    return replay.encoded()


def open_start(page: Page, open_page: Callable[..., Page]) -> None:
    open_page(page, START)
    page.wait_for_function("document.querySelectorAll('[data-testid=ps-hand-card]').length > 0")
    page.locator(EXTRA, has_text="Keep the dice").wait_for(state="visible")


def in_view(page: Page, box: FloatRect) -> bool:
    size = page.viewport_size
    assert size is not None
    return (box["y"] >= 0 and box["y"] + box["height"] <= size["height"]
            and box["x"] >= 0 and box["x"] + box["width"] <= size["width"])


#: Whether the element shows to the eye at its middle (at most 10 px down its first line): the
#: topmost element there is it or inside it, so no scrolled panel's edge or other part hides it.
SHOWN_JS = """e => { const r = e.getBoundingClientRect();
  const hit = document.elementFromPoint(r.x + r.width / 2, r.y + Math.min(r.height / 2, 10));
  return hit !== null && e.contains(hit); }"""


def shown(locator: Locator) -> bool:
    return bool(locator.evaluate(SHOWN_JS))


def assert_log_shown(page: Page, lines: int = 2) -> None:
    """The log's title, its latest turn's heading and that turn's first ``lines`` lines are in
    view, unscrolled, and nothing covers or clips them."""
    assert page.evaluate("scrollY") == 0
    log = page.locator('[data-testid="ps-log"]')
    latest = log.locator('[data-testid="ps-log-turn"]').first
    parts = [log.locator(".ps-log-title"), latest.locator("strong")]
    parts += [latest.locator("li").nth(index) for index in range(lines)]
    for part in parts:
        assert in_view(page, box_of(part)) and shown(part), (
            f"{text_of(part)!r} of the log shows", box_of(part))


def assert_decision_in_view(page: Page, buttons: tuple[str, ...]) -> None:
    assert page.evaluate("scrollY") == 0
    for selector in (BOARD, PROMPT, DIE + " >> nth=0", DIE + " >> nth=-1", CARD):
        assert in_view(page, box_of(page.locator(selector).first)), (
            f"{selector} needs no scrolling at 1280x800")
    for text in buttons:
        assert in_view(page, box_of(page.locator(EXTRA, has_text=text))), text


def test_the_decision_sits_beside_the_board_at_1280_by_800(
    page: Page, open_page: Callable[..., Page],
) -> None:
    page.set_viewport_size({"width": 1280, "height": 800})
    open_start(page, open_page)
    assert_decision_in_view(page, ("Keep the dice",))
    assert in_view(page, box_of(page.locator(REROLL)))
    board, hand_card = box_of(page.locator(BOARD)), box_of(page.locator(CARD).first)
    # Beside, not under: the panel starts right of the board, at the board's height.
    for selector in (PROMPT, DIE, CARD):
        box = box_of(page.locator(selector).first)
        assert box["x"] >= board["x"] + board["width"], f"{selector} beside the board"
        assert box["y"] < board["y"] + board["height"], f"{selector} beside the board"
    assert hand_card["y"] > box_of(page.locator(DIE).first)["y"], "the hand under the dice"
    # The board is no smaller for it (it was 380 px wide with the panel under it).
    assert board["width"] >= 400, board
    keep = box_of(page.locator(EXTRA, has_text="Keep the dice"))
    assert keep["y"] >= board["y"] + board["height"], "the decision's buttons under the board"

    # The dice kept: the Move Phase's dice, hand and End the Move Phase, in view too.
    page.locator(EXTRA, has_text="Keep the dice").click()
    page.locator(EXTRA, has_text="End the Move Phase").wait_for(state="visible")
    assert_decision_in_view(page, ("End the Move Phase",))
    assert box_of(page.locator(BOARD)) == board, "the board stays in place"


def test_on_a_phone_the_board_comes_first_and_the_decision_follows(
    new_context: Callable[..., BrowserContext], open_page: Callable[..., Page],
) -> None:
    page = new_context(viewport={"width": 390, "height": 844}, has_touch=True).new_page()
    open_start(page, open_page)
    board, column = box_of(page.locator(BOARD)), box_of(page.locator(".board-col"))
    assert board["width"] >= column["width"] - 20, "the board takes the column's width"
    boxes = [box_of(page.locator(s).first) for s in (PROMPT, DIE, REROLL, CARD)]
    keep = box_of(page.locator(EXTRA, has_text="Keep the dice"))
    tops = [board["y"] + board["height"]] + [box["y"] for box in boxes] + [keep["y"]]
    assert tops == sorted(tops), "board, prompt, dice, Reroll, hand, Keep: in that order"
    for box in boxes:
        assert box["x"] < board["x"] + board["width"] / 2, "under the board, not beside it"
    assert in_view(page, box_of(page.locator(PROMPT))), "the prompt follows the board in view"


@pytest.mark.parametrize("seats", [2, 4])
def test_in_round_two_at_1280_by_800_the_whole_turn_is_in_view_for_two_and_four(
    page: Page, open_page: Callable[..., Page], seats: int,
) -> None:
    """Nine cards in hand, and four players' strips: the board keeps the size two players
    give it (four strips took two rows and left it 280 px wide), and the hand never makes the
    panel taller than the board (it pushed the decision's buttons down and Undo under the
    window's foot). The log is in the right column, in view."""
    page.set_viewport_size({"width": 1280, "height": 800})
    players = ",".join(["human"] + ["easy"] * (seats - 1))
    open_page(page, f"?players={players}#push/{round_two(seats)}")
    page.wait_for_function("document.querySelectorAll('[data-testid=ps-hand-card]').length >= 9")
    page.locator(EXTRA).first.wait_for(state="visible")
    strips = [box_of(page.locator(f'[data-testid="strip-{seat}"]')) for seat in range(seats)]
    assert len({strip["y"] for strip in strips}) == 1, "every player's strip on one row"
    board = box_of(page.locator(BOARD))
    assert board["width"] >= 400, board
    assert page.evaluate("scrollY") == 0
    for selector in (BOARD, PROMPT, DIE + " >> nth=0", DIE + " >> nth=-1", CARD + " >> nth=-1",
                     EXTRA + " >> nth=-1", UNDO):
        assert in_view(page, box_of(page.locator(selector))), f"{selector} in view at 1280x800"
    # The panel is as high as the board's column, no higher: the buttons follow the board.
    side = box_of(page.locator('[data-testid="ps-side"]'))
    assert side["y"] + side["height"] <= board["y"] + board["height"] + 1, (side, board)
    assert box_of(page.locator(EXTRA).first)["y"] >= board["y"] + board["height"]
    # The table's line heads the panel, beside the board.
    table = box_of(page.locator('[data-testid="ps-table"]'))
    assert table["x"] >= board["x"] + board["width"] and table["y"] < side["y"], table
    assert_log_shown(page)


@pytest.mark.parametrize("moment", ["round 1", "round 2"])
def test_at_1280_by_720_the_log_prompt_dice_and_hand_are_in_view_together(
    page: Page, open_page: Callable[..., Page], moment: str,
) -> None:
    """The log of what the other seats did sat under the hand in the panel beside the board,
    below its scrolled edge at 1280x720 (a player scrolled the panel to read it; giving it way
    down to its title hid it in round 1 already). In the right column it shows its lines, and
    the prompt, the dice and the hand keep their places beside the board."""
    page.set_viewport_size({"width": 1280, "height": 720})
    if moment == "round 1":
        open_start(page, open_page)
        page.locator(EXTRA, has_text="Keep the dice").click()
        page.locator(EXTRA, has_text="End the Move Phase").wait_for(state="visible")
    else:
        open_page(page, f"?players=human,easy#push/{round_two(2)}")
        page.wait_for_function(
            "document.querySelectorAll('[data-testid=ps-hand-card]').length >= 9")
        page.locator(EXTRA).first.wait_for(state="visible")
    assert_log_shown(page)
    board = box_of(page.locator(BOARD))
    for selector in (PROMPT, DIE + " >> nth=0", DIE + " >> nth=-1", CARD + " >> nth=0",
                     CARD + " >> nth=4", EXTRA + " >> nth=-1", UNDO):
        part = page.locator(selector)
        assert in_view(page, box_of(part)) and shown(part), f"{selector} shows at 1280x720"
    prompt = box_of(page.locator(PROMPT))
    assert prompt["x"] >= board["x"] + board["width"], "the decision beside the board"


def test_tabbing_back_through_a_long_hand_keeps_the_prompt_in_sight(
    page: Page, open_page: Callable[..., Page],
) -> None:
    """Shift+Tab from the decision's button back through the six cards and the three dice at
    1280x720: the prompt stays where it was and in sight, and each card or die the focus
    reaches shows (the hand scrolls in its own box; the whole panel scrolled, the prompt out
    of sight)."""
    page.set_viewport_size({"width": 1280, "height": 720})
    open_start(page, open_page)
    page.locator(EXTRA, has_text="Keep the dice").click()
    end = page.locator(EXTRA, has_text="End the Move Phase")
    end.wait_for(state="visible")
    prompt = page.locator(PROMPT)
    where = box_of(prompt)
    end.focus()
    reached = []
    for _ in range(9):  # the six cards, then the three dice
        page.keyboard.press("Shift+Tab")
        focused = page.locator(":focus")
        reached.append(focused.get_attribute("data-testid"))
        assert shown(focused), f"the focused {reached[-1]} shows"
        assert box_of(prompt) == where and shown(prompt), f"the prompt in sight at {reached}"
    assert reached == ["ps-hand-card"] * 6 + ["ps-die"] * 3, reached
    assert_log_shown(page)


@pytest.mark.parametrize("seats", [3, 4])
def test_three_or_four_players_on_a_phone_compact_strips_bring_the_board_up(
    new_context: Callable[..., BrowserContext], open_page: Callable[..., Page], seats: int,
) -> None:
    """Two strips a row of four lines of facts each took about 290 px over a 390x844 board
    (its top at 467 px, the prompt under the window's foot). Folded, each strip still shows
    whose turn it is, the faction, the cards in hand and the centre held; every fact's words
    stay in the page for a screen reader."""
    page = new_context(viewport={"width": 390, "height": 844}, has_touch=True).new_page()
    players = ",".join(["human"] + ["easy"] * (seats - 1))
    record = round_two(seats)
    open_page(page, f"?players={players}#push/{record}")
    page.wait_for_function("document.querySelectorAll('[data-testid=ps-hand-card]').length >= 9")
    strips = box_of(page.locator(".strips"))
    board = box_of(page.locator(BOARD))
    assert strips["height"] <= 200, strips
    assert board["y"] <= 400, board
    assert in_view(page, board) and in_view(page, box_of(page.locator(PROMPT))), (
        "the board and the decision's words in view")
    state = load_record(record).state
    for seat in range(seats):
        strip = page.locator(f'[data-testid="strip-{seat}"]')
        assert in_view(page, box_of(strip))
        facts = strip.locator('[data-testid="strip-facts"]')
        words = {label: str(value) for label, value in GAME.seat_facts(state, seat)}
        assert facts.text_content() == " \u00b7 ".join(
            f"{label} {value}" for label, value in words.items()), "the words read whole"
        shown = facts.inner_text()  # what the eye sees
        assert words["faction"] in shown and words["faction"] != "not chosen"
        assert f"cards {words['cards']}" in shown and f"centre {words['centre']}" in shown.replace(
            "\n", " "), shown
    turn = page.locator('[data-strip="turn"]')
    assert turn.count() == 1 and "to move" in turn.inner_text()


def test_on_a_phone_the_thinking_line_of_a_folded_strip_shows_whole(
    new_context: Callable[..., BrowserContext], open_page: Callable[..., Page],
) -> None:
    """Four players on a phone: the folded strips have no line wide enough for "Computer
    (Easy) is thinking..." (Red's showed "Computer (Eas..."). It shows whole in the status
    row, over the status's words, which the prompt under the board says too."""
    page = new_context(viewport={"width": 390, "height": 844}, has_touch=True).new_page()
    record = Replay.new(GAME, {"seats": 4}, 11).encoded()
    open_page(page, f"?players=easy,human,easy,easy#push/{record}")
    assert_thinking_line_whole(page, "Computer (Easy) is thinking")
