"""Pushout under the table and after a turn: the fallen card drawn as the table
is seen, a bar whose changing words never move the buttons below it, and the
marks of the last turn, the card that fell off included, in every variant that
moves it somewhere else."""

from __future__ import annotations

from playwright.sync_api import BrowserContext, Page
from typing import Callable, cast

import pytest

from pushgames.core import seeded_line, play, start
from pushgames.pushout import GAME, square_index
from pushgames.pushout import actions as act
from pushgames.pushout.cards import CARD_OF, VALUE_FOR
from pushgames.pushout.words import card_words

from .pushweb_helpers import box_of, cell, text_of
from .test_pushout_play import BOARD, SWISS_PREFIX, UP_SEED, moves
from pushgames.pushout.state import PushoutState

#: Each test starts from the booted page, restarted as a first visit (tests/browser/conftest.py).
pytestmark = pytest.mark.shared_page


def record(options: dict[str, bool], seed: int, line: tuple[str, ...]) -> str:
    return "#pushout/" + seeded_line(GAME, options, seed, line).encoded()


def test_the_fallen_card_under_the_table_is_drawn_as_the_table_is_seen(
    page: Page, open_page: Callable[..., Page],
) -> None:
    state = start(GAME, {}, UP_SEED)
    state = play(GAME, state, GAME.parse(state, "e4 L"))
    assert GAME.to_move(state) == 1, "White pushed Black's row: Black places, the table faces Black"
    near, far = VALUE_FOR[1][state.pending], VALUE_FOR[0][state.pending]
    assert near != far, "the two ends differ, so the way round shows"
    open_page(page, record({}, UP_SEED, ("e4 L",)))
    fallen = page.locator('[data-testid="po-fallen"]')
    # the end at the bottom of the little card
    upright = fallen.locator(".po-face > .po-end .po-val")
    assert page.locator(BOARD).get_attribute("data-facing") == "black"
    assert upright.text_content() == str(near), "Black at the bottom reads Black's end upright"
    assert fallen.get_attribute("aria-label") == f"fell off: {card_words(CARD_OF[state.pending])}"
    page.locator('[data-testid="po-follow"]').uncheck()  # the table faces White: so does the card
    assert page.locator(BOARD).get_attribute("data-facing") == "white"
    assert upright.text_content() == str(far)


BELOW = """() => [document.querySelector('[data-testid=po-follow]'),
    ...document.querySelectorAll('.controls button')].map(e => {
        const b = e.getBoundingClientRect();
        return [e.dataset.testid, Math.round(b.x), Math.round(b.y + scrollY), Math.round(b.width),
                Math.round(b.height)]; })"""


@pytest.mark.parametrize("width", [390, 1280])
def test_the_buttons_below_the_table_stay_put_whatever_the_bar_says(
    new_context: Callable[..., BrowserContext], open_page: Callable[..., Page], width: int,
) -> None:
    page = new_context(viewport={"width": width, "height": 900}).new_page()
    open_page(page, record({}, UP_SEED, ()))
    bar = page.locator('[data-testid="po-bar"]')
    seen = {"select a card": page.evaluate(BELOW)}
    texts = {"select a card": bar.text_content()}
    cell(page, square_index("d1")).hover()  # pointing, then a preview: the longest words of a move
    page.locator('[data-testid="po-preview-button"]').click()
    page.locator('[data-testid="po-preview"]').wait_for()
    seen["preview"], texts["preview"] = page.evaluate(BELOW), bar.text_content()
    page.locator('[data-testid="po-cancel"]').click()
    page.mouse.move(1, 1)
    # a SWITCH with several neighbours: selected, with Cancel
    cell(page, square_index("b1")).click()
    page.locator('[data-testid="po-cancel"]').wait_for()
    seen["switch selected"], texts["switch selected"] = page.evaluate(BELOW), bar.text_content()
    page.locator('[data-testid="po-cancel"]').click()
    cell(page, square_index("d1")).click()  # LEFT: a card falls off, White places it
    page.locator('[data-testid="po-fallen"]').wait_for()
    page.mouse.move(1, 1)
    seen["placement"], texts["placement"] = page.evaluate(BELOW), bar.text_content()
    cell(page, square_index("d1")).locator('[data-testid="po-way"]').first.click()
    page.wait_for_function("document.querySelectorAll('[data-testid=move]').length === 2")
    page.mouse.move(1, 1)
    seen["after a move"], texts["after a move"] = page.evaluate(BELOW), bar.text_content()
    # Four different things said (after the move Black is asked what White was at first).
    assert len(set(texts.values())) == 4 and texts["after a move"] == texts["select a card"], texts
    assert page.locator(
        '[data-testid="extra-action"]').count() == 1, "Black may discard from the pile again"
    first = seen["select a card"]
    assert len(first) == 8 and all(box[3] > 0 and box[4] > 0 for box in first)
    for name, boxes in seen.items():
        assert boxes == first, f"{name}: the buttons below the table moved"


def _case(
    options: dict[str, bool], seed: int, line: tuple[str, ...],
) -> tuple[str, set[int], list[PushoutState]]:
    """The page's record, the squares the whole last turn changed (as both seats
    see the table), and the state now."""
    state = start(GAME, options, seed)
    states = [state]
    for text in line:
        state = play(GAME, state, GAME.parse(state, text))
        states.append(state)
    # the turn's first decision: walk back as the page does (gameview.turn_start)
    first = len(line) - 1
    while first > 0 and GAME.continues_turn(states[first]):
        first -= 1
    before, now = GAME.view(states[first], 0).board, GAME.view(state, 0).board
    changed = {q for q, (a, b) in enumerate(zip(before, now)) if a != b}
    return record(options, seed, line), changed, states


def _marked(page: Page) -> set[int]:
    return {int(v) for v in page.eval_on_selector_all(f"{BOARD} .po-last",
                                                      "els => els.map(e => e.dataset.sq)")}


def _double_line() -> tuple[str, ...]:
    """Double Pushout: White's UP pushes a card off the far row (discarded), then a second move."""
    state = start(GAME, {"double": True}, UP_SEED)
    state = play(GAME, state, GAME.parse(state, "e1 U"))
    second = next(a for a in GAME.legal_actions(state) if act.kind(cast(int, a)) == "use")
    return "e1 U", GAME.notation(state, second)


# (options, seed, line, where the cards that fell off went: squares, "discard" or "bank")
CASES = {
    "placed back": ({}, UP_SEED, ("d1 L", "d1 b"), ("d1",)),
    "pushed UP off and discarded": ({}, UP_SEED, ("e1 U",), ("discard",)),
    "conveyor: round to the other end, the end card discarded": ({"conveyor": True}, UP_SEED,
                                                                 ("d1 L",), ("e1", "discard")),
    "swiss: banked": ({"swiss": True}, 3, SWISS_PREFIX + ("bank",), ("bank",)),
    "swiss: discarded": ({"swiss": True}, 3, SWISS_PREFIX + ("discard",), ("discard",)),
    "double: discarded, then a second move": ({"double": True}, UP_SEED, _double_line(),
                                              ("discard",)),
}


@pytest.mark.parametrize("name", list(CASES))
def test_the_last_turn_marks_its_cards_and_the_one_that_fell(
    page: Page, open_page: Callable[..., Page], name: str,
) -> None:
    options, seed, line, went = CASES[name]
    address, changed, states = _case(options, seed, line)
    open_page(page, address)
    assert moves(page) == len(line)
    assert changed and _marked(page) == changed, "every card the turn moved, its first move too"
    # Each wears the dot, which leaves the ring free to show the cards that can be used now.
    dotted = page.eval_on_selector_all(f"{BOARD} [data-sq]:has([data-testid=po-last-dot])",
                                       "els => els.map(e => Number(e.dataset.sq))")
    assert set(dotted) == changed
    if name == "placed back":
        both = page.locator(f"{BOARD} .po-usable.po-last")
        assert both.count() >= 1 and both.first.locator('[data-testid="po-last-dot"]').count() == 1
    if "discard" in went:
        top = page.locator('[data-testid="po-discard-top"]')
        assert "po-fell" in (top.get_attribute("class") or "")
        assert top.get_attribute("title") == f"top: {card_words(states[-1].discard[-1])}"
        assert page.locator('[data-testid="po-fell"]').text_content() == "discarded last turn"
    else:
        assert page.locator('[data-testid="po-fell"]').count() == 0, "nothing was discarded"
    if "bank" in went:
        banked = page.locator('.po-fell[data-testid="po-bank-card"]')
        card = states[-1].banks[1][-1]
        assert banked.count() == 1 and "po-fell" in (banked.get_attribute("class") or "")
        assert banked.get_attribute("aria-label") == f"banked {card_words(card)} last turn, play it"
    else:
        assert page.locator('.po-fell[data-testid="po-bank-card"]').count() == 0
    for square in (square_index(name) for name in went if name not in ("discard", "bank")):
        assert square in changed
        assert "changed last turn" in (cell(page, square).get_attribute("aria-label") or "")
    # The marks are the last turn's: the next move takes them away from the discard and the bank.
    if {"discard", "bank"} & set(went):
        page.locator('[data-testid="extra-action"]', has_text="Discard the top card").click()
        page.wait_for_function(
            f"document.querySelectorAll('[data-testid=move]').length > {len(line)}")
        assert page.locator('.po-fell[data-testid="po-bank-card"]').count() == 0
        assert page.locator(
            '[data-testid="po-fell"]').count() == 1, "the card just discarded from the pile"


def test_a_finished_game_keeps_no_empty_space_under_the_table(
    page: Page, open_page: Callable[..., Page],
) -> None:
    from .test_pushout_play import LINE, OPTIONS, SEED

    open_page(page, record(OPTIONS, SEED, LINE))
    page.locator('[data-testid="game-over"]').wait_for(state="visible")
    bar, extra = page.locator('[data-testid="po-bar"]'), page.locator("#extra-actions")
    assert bar.text_content() == "" and box_of(bar)["height"] < 5 and not extra.is_visible()
    page.locator('[data-testid="undo"]').click()  # the game goes on: the space is kept again
    page.locator('[data-testid="game-over"]').wait_for(state="hidden")
    assert box_of(bar)["height"] > 60 and box_of(extra)["height"] > 30


#: White as the browser computes the usable cards' ring (web/pushout.css, ``.po-usable .po-ring``).
WHITE = "rgb(255, 255, 255)"


def test_the_rules_name_the_colour_the_usable_cards_ring_is_drawn_in(
    page: Page, open_page: Callable[..., Page],
) -> None:
    """The rules said "a yellow ring" marks the cards you can use: the ring is white (yellow is
    the last turn's mark), so a newcomer looked for a ring that is not there."""
    open_page(page, "#pushout")
    usable = page.locator(f"{BOARD} .po-usable .po-ring")
    assert usable.count() > 0, "White to move at the deal has cards to use, each ringed"
    stroke = usable.first.evaluate("e => getComputedStyle(e).stroke")
    assert stroke == WHITE
    # A card that cannot be used now has no visible ring.
    unusable = page.locator(f"{BOARD} [data-sq]:not(.po-usable) .po-ring")
    assert unusable.count() > 0
    assert unusable.first.evaluate("e => getComputedStyle(e).stroke") == "rgba(0, 0, 0, 0)"
    page.locator('[data-testid="rules"] summary').click()
    rules_text = " ".join(text_of(page.locator('[data-testid="rules"]')).split())
    assert "A white ring marks the cards you can use now" in rules_text
    assert "yellow ring" not in rules_text
