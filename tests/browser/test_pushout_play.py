"""Playing Pushout in the page: variants switched on by clicking, a whole game
to a win, the turned table, hidden cards, the always-visible counters."""

from __future__ import annotations

from playwright.sync_api import BrowserContext, Locator, Page
from typing import Callable

import re

from pushgames.core import seeded_line, TERMINAL, play, start
from pushgames.pushout import GAME, PushoutState, square_index
from pushgames.pushout import actions as act
from pushgames.pushout.actions import PushoutAction

from .pushweb_helpers import board_labels, cell, open_advanced, turn_entries
from .pushweb_helpers import box_of, hint_clear_of_board, text_of
from .test_pushpush_play import end_in_view

import pytest

#: Each test starts from the booted page, restarted as a first visit (tests/browser/conftest.py).
pytestmark = pytest.mark.shared_page

BOARD = '[data-testid="board"]'
#: Single + Double, seed 3: found by a search over the engine (a White
#: straight); the test replays it through the engine first. Chance says each
#: card as it is first seen, with the game's generator, in the page as here.
SEED = 3
OPTIONS = {"single": True, "double": True}
#: Black's last turn leaves White's row a straight (after White's third turn).
LINE = ("d1 T", "d2 R", "d2 b", "d2 S d1", "c1 T", "c1 T", "b1 U", "a1 S b1", "d1 S c1",
        "b1 S c1", "c2 T",
        "e2 U", "a2 T")
#: Records of games started by this version of the rules.
VERSION = GAME.meta.rules_version
#: A phone's screen (the issue's 390x844).
PHONE = {"width": 390, "height": 844}
#: A deal in which White's e1 card shows UP (the hidden-cards and keyboard tests).
UP_SEED = 5


def engine_line() -> list[tuple[PushoutState, PushoutAction]]:
    """(state before, action) for each step of LINE, checked by the engine."""
    state = start(GAME, OPTIONS, SEED)
    steps: list[tuple[PushoutState, PushoutAction]] = []
    for text in LINE:
        action = GAME.parse(state, text)
        steps.append((state, action))
        state = play(GAME, state, action)
    outcome = GAME.outcome(state)
    assert outcome is not None, "the line ends the game"
    assert GAME.to_move(state) == TERMINAL and outcome.winners == {
        0} and "straight" in outcome.reason
    return steps


def attr(locator: Locator, name: str) -> str:
    """An element's attribute; fails the test when the element has none (as reading
    None did), so that a `not in` check cannot pass on a missing attribute."""
    value = locator.get_attribute(name)
    assert value is not None, f"{locator} has no {name}"
    return value


def moves(page: Page) -> int:
    return page.locator('[data-testid="move"]').count()


def expected_clicks(state: PushoutState, action: PushoutAction) -> int:
    """A card's one move, a SWITCH with one neighbour, a placement: one click;
    a card with several moves (a SWITCH with several neighbours): two."""
    assert isinstance(action, int), "a person's decision, never chance's"
    if act.kind(action) != "use":
        return 1
    square = act.use_parts(action)[0]
    # A person's state offers only decisions (ints): isinstance narrows the type, it drops nothing.
    uses = [a for a in GAME.legal_actions(state)
            if isinstance(a, int) and act.kind(a) == "use" and act.use_parts(a)[0] == square]
    return 1 if len(uses) == 1 else 2


def click_action(page: Page, state: PushoutState, action: PushoutAction) -> int:
    """Make one decision with the mouse, the way a player would; returns the
    clicks it took (the pile's buttons count one)."""
    assert isinstance(action, int), "a person's decision, never chance's"
    before = moves(page)
    kind = act.kind(action)
    if kind == "discard":
        page.locator('[data-testid="extra-action"]', has_text=re.compile("Discard|Draw")).click()
        clicks = 1
    elif kind == "use":
        square, k = act.use_parts(action)
        cell(page, square).click()
        clicks = 1
        if k:
            # The click's effect may be drawn after click() returns: read the page only
            # once it shows either the move made or the neighbours marked.
            page.wait_for_function(
                f"document.querySelectorAll('[data-testid=move]').length > {before}"
                f" || document.querySelector('{BOARD} .po-selected') !== null")
        if k and moves(page) == before and page.locator(f"{BOARD} .po-selected").count():
            # A SWITCH with several neighbours: the first click marked them.
            target = state.rules.geometry.step[state.turn][k - 1][square]
            assert "po-target" in attr(cell(page, target), "class")
            cell(page, target).click()
            clicks = 2
    elif kind == "place":
        square, colour = act.place_parts(action)
        ways = cell(page, square).locator('[data-testid="po-way"]')
        if ways.count():
            cell(page, square).locator(f'[data-po-place="{action}"]').click()
        else:  # a face-down card has no way round: the hole is the button
            cell(page, square).click()
        clicks = 1
    else:
        raise AssertionError(f"no clicks for {kind}")
    page.wait_for_function(f"document.querySelectorAll('[data-testid=move]').length > {before}")
    return clicks


def start_single_and_double(page: Page, open_page: Callable[..., Page]) -> None:
    """A new game from the form with the Single and Double variants ticked, chance
    from :data:`SEED`; waits for its table of ten cells."""
    open_page(page, "#pushout")
    page.locator('[data-testid="new-game"]').click()
    page.locator("#opt-single").check()
    page.locator("#opt-double").check()
    open_advanced(page)
    page.locator('[data-testid="seed"]').fill(str(SEED))
    page.locator('[data-testid="start-new-game"]').click()
    page.wait_for_function(
        "document.querySelectorAll('[data-testid=board] [data-sq]').length === 10")


def test_a_game_with_two_variants_switched_on_by_clicking_is_won(
    page: Page, open_page: Callable[..., Page],
) -> None:
    steps = engine_line()
    start_single_and_double(page, open_page)
    assert page.locator('[data-testid="po-pile"]').text_content() == "Draw pile14"
    assert "move 1 of 2" in text_of(page.locator('[data-testid="status"]'))
    clicks = [click_action(page, state, action) for state, action in steps]
    assert clicks == [expected_clicks(state, action) for state, action in steps]
    assert 2 in clicks and clicks.count(1) >= 10
    banner = page.locator('[data-testid="game-over"]')
    banner.wait_for(state="visible")
    assert banner.text_content() == "White won: White has a straight 1-2-3-4-5."
    texts = page.locator('[data-testid="move"]').all_text_contents()
    # The move list speaks words (issue 26): each decision as the engine words it.
    assert [re.sub(r"^\d+\. ", "", t) for t in texts] == [GAME.notation_for(s, a, None)
                                                          for s, a in steps]
    assert [re.sub(r"^\d+\. ", "", t) for t in texts[:3]] == [
        "d1 ROTATE", "d2 RIGHT", "places 4 SWITCH / 2 RIGHT on d2, black end towards White"]
    # The move list shows one numbered entry a turn: Double's two moves, and a
    # fallen card's placement, join the turn they belong to.
    turns: list[str] = []
    for state, action in engine_line():
        text = GAME.notation_for(state, action, None)
        if turns and GAME.continues_turn(state):
            turns[-1] += "," + text
        else:
            turns.append(f"{len(turns) + 1}. {text}")
    # Each turn's decisions, without the chance lines that follow them (a card turned up).
    assert turn_entries(page) == turns
    chance = page.locator('[data-testid="move-list"] li.turn').nth(
        2).locator('[data-testid="move-chance"]')
    assert chance.all_text_contents() == ["b1 is turned up: 1 SWITCH / 5 SWITCH"]
    assert len(turns) == 6 and turns[0].startswith("1. d1 ROTATE,d2 RIGHT,places ")
    assert page.locator(
        '[data-testid="po-turns"]').text_content() == "Turns playedWhite 3 \u00b7 Black 3"


def test_the_table_turns_to_the_player_to_move_unless_kept_fixed(
    page: Page, open_page: Callable[..., Page],
) -> None:
    record = seeded_line(GAME, {}, 5, ("discard",)).encoded()
    open_page(page, "#pushout/" + record)
    table = page.locator(f"{BOARD} .po-table")
    assert "po-turned" in attr(table, "class"), "Black is to move: the table faces Black"
    page.locator('[data-testid="po-follow"]').uncheck()
    assert "po-turned" not in attr(table, "class")
    page.reload()
    page.wait_for_selector('body[data-ready="true"]', state="attached")
    assert not page.locator('[data-testid="po-follow"]').is_checked(), "the setting is remembered"


def test_the_page_never_shows_hidden_cards_and_says_what_links_hold(
    page: Page, open_page: Callable[..., Page],
) -> None:
    state = start(GAME, {}, UP_SEED)
    open_page(page, "#pushout/" + seeded_line(GAME, {}, UP_SEED, ()).encoded())
    labels = page.eval_on_selector_all(f"{BOARD} [data-sq]",
                                       "els => els.map(e => e.getAttribute('aria-label'))")
    assert sum("face-down card" in label for label in labels) == 10
    middle = [cell(page, square_index(f"{f}{r}")).inner_html() for f in "abcde" for r in (2, 3)]
    assert all("po-back" in html and "po-val" not in html for html in middle)
    assert page.locator(f"{BOARD} .po-face").count() == 10 and page.locator(
        f"{BOARD} .po-back").count() == 10
    # Previewing UP shows a back where the card from the pile will come: the pile stays unknown.
    assert "e1 U" in [GAME.notation(state, a) for a in GAME.legal_actions(state)]
    cell(page, square_index("e1")).hover()
    # pointing tells; the preview is asked for
    page.locator('[data-testid="po-preview-button"]').click()
    assert page.locator('[data-testid="po-preview"]').is_visible()
    assert "po-back" in cell(page, square_index("e1")).inner_html()
    assert cell(page, square_index("e4")).get_attribute("aria-label") == "e4, face-down card", \
        "the preview cannot know the face-down card that UP will turn up"
    cell(page, square_index("e1")).click()
    page.wait_for_selector('[data-testid="move"]')
    assert attr(cell(page, square_index("e4")), "aria-label").startswith("e4, White reads")
    page.locator('[data-testid="rules"] summary').click()
    rules_text = " ".join(text_of(page.locator('[data-testid="rules"]')).split())
    assert "a link of an unfinished game tells nothing about the cards still hidden" in rules_text
    assert "anyone who decodes the link of such an unfinished game can learn the deck" in rules_text


def test_one_hundred_shows_the_match_score_and_swiss_cheese_the_banks(
    page: Page, open_page: Callable[..., Page],
) -> None:
    record = seeded_line(GAME, {"hundred": True, "swiss": True}, 3, ()).encoded()
    open_page(page, "#pushout/" + record)
    assert page.locator(
        '[data-testid="po-match"]').text_content() == "Matchdeal 1: White 0 \u00b7 Black 0 (to 100)"
    assert page.locator('[data-testid="po-bank-0"]').is_visible()
    assert page.locator('[data-testid="po-scores"]').is_visible()


SWISS_PREFIX = ("c1 U", "discard", "d4 R")


def test_swiss_cheese_a_fallen_card_is_banked_and_played_back_by_clicking(
    page: Page, open_page: Callable[..., Page],
) -> None:
    options = {"swiss": True}
    state = start(GAME, options, 3)
    for text in SWISS_PREFIX:
        state = play(GAME, state, GAME.parse(state, text))
    assert GAME.to_move(state) == 1 and state.turn == 0, "White pushed Black's row: Black decides"
    open_page(page, "#pushout/" + seeded_line(GAME, options, 3, SWISS_PREFIX).encoded())
    assert "Black to move \u2014 a card fell off" in text_of(page.locator('[data-testid="status"]'))
    holes = [q for q, code in enumerate(state.board) if code == 0]
    marked = page.locator(f"{BOARD} .po-target").evaluate_all(
        "els => els.map(e => Number(e.dataset.sq))")
    assert sorted(marked) == holes, "every hole is offered"
    page.locator('[data-testid="extra-action"]', has_text="Bank fallen card").click()
    page.wait_for_function(
        f"document.querySelectorAll('[data-testid=move]').length > {len(SWISS_PREFIX)}")
    bank = page.locator('[data-testid="po-bank-1"] [data-testid="po-bank-card"]')
    assert bank.count() == 1 and bank.get_attribute(
        "aria-label") == "banked 4 LEFT / 2 ROTATE last turn, play it"
    # Two clicks: the banked card, then its copy lying the chosen way round on the hole.
    state = play(GAME, state, GAME.parse(state, "bank"))
    bank.click()
    assert bank.get_attribute("aria-pressed") == "true"
    assert cell(page, square_index("d4")).locator('[data-testid="po-way"]').count() == 2
    cell(page, square_index("d4")).locator(
        f'[data-po-place="{GAME.parse(state, "play 4L/2T d4 b")}"]').click()
    page.wait_for_function(
        f"document.querySelectorAll('[data-testid=move]').length > {len(SWISS_PREFIX) + 1}")
    texts = page.locator('[data-testid="move"]').all_text_contents()
    # Black's bank joins White's turn (its push made the card fall); Black's own turn follows.
    assert texts[-2:] == ["banks the card that fell off",
                          f"{len(SWISS_PREFIX) + 1}. plays banked 4 LEFT / 2 ROTATE on d4, black "
                          "end towards White"]
    assert page.locator('[data-testid="po-bank-1"] [data-testid="po-bank-card"]').count() == 0
    assert cell(page, square_index("d4")).get_attribute("aria-label") == \
        ("d4, White reads 2 ROTATE (black); Black reads 4 LEFT (white), changed last turn, click "
         "to play d4 ROTATE")


def test_the_keyboard_previews_plays_switches_and_places(
    page: Page, open_page: Callable[..., Page],
) -> None:
    state = start(GAME, {}, UP_SEED)
    open_page(page, "#pushout/" + seeded_line(GAME, {}, UP_SEED, ()).encoded())
    preview = page.locator('[data-testid="po-preview"]')
    cell(page, square_index("e1")).focus()
    page.keyboard.press("ArrowLeft")
    assert page.evaluate("document.activeElement.dataset.sq") == str(square_index("d1"))
    # Reaching a card shows its move's result; nothing is played until Enter.
    assert text_of(preview).startswith("Preview of d1 LEFT")
    page.keyboard.press("ArrowRight")
    assert text_of(preview).startswith("Preview of e1 UP") and "Enter plays it" in text_of(preview)
    assert moves(page) == 0
    page.keyboard.press("Tab")  # the next card you can use
    assert text_of(preview).startswith("Preview of a4 SWITCH with b4")
    page.locator('[data-testid="po-follow"]').focus()  # off the table: its preview goes
    assert preview.count() == 0 and moves(page) == 0
    # A SWITCH with several neighbours: Enter selects it, Enter on a marked neighbour swaps.
    b1 = cell(page, square_index("b1"))
    b1.focus()
    page.keyboard.press("Enter")
    assert "po-selected" in attr(b1, "class") and moves(page) == 0
    page.keyboard.press("ArrowRight")
    assert text_of(preview).startswith("Preview of b1 SWITCH with c1")
    page.keyboard.press("Enter")
    page.wait_for_selector('[data-testid="move"]')
    assert page.locator('[data-testid="move"]').all_text_contents() == ["1. b1 SWITCH with c1"]
    assert GAME.notation(state, GAME.parse(state, "b1 S c1")) == "b1 S c1"


def test_the_keyboard_places_a_fallen_card_either_way_round(
    page: Page, open_page: Callable[..., Page],
) -> None:
    state = start(GAME, {}, UP_SEED)
    d1 = square_index("d1")
    left, right = (GAME.parse(play(GAME, state, GAME.parse(state, "d1 L")), f"d1 {c}")
                   for c in "wb")
    open_page(page, "#pushout/" + seeded_line(GAME, {}, UP_SEED, ()).encoded())
    cell(page, d1).focus()
    page.keyboard.press("Enter")
    page.wait_for_selector('[data-testid="po-way"]')
    assert page.locator('[data-testid="move"]').all_text_contents() == ["1. d1 LEFT"]
    # On the hole the keyboard lands on the usual way round (white end towards White), then the
    # other.
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowLeft")
    assert page.evaluate("document.activeElement.dataset.poPlace") == str(left)
    page.keyboard.press("ArrowRight")
    assert page.evaluate("document.activeElement.dataset.poPlace") == str(right)
    # Stacked copies: Up and Down go between them as well.
    page.keyboard.press("ArrowUp")
    assert page.evaluate("document.activeElement.dataset.poPlace") == str(left)
    page.keyboard.press("ArrowDown")
    assert page.evaluate("document.activeElement.dataset.poPlace") == str(right)
    assert page.evaluate("document.activeElement.getAttribute('aria-label')") == \
        ("Place 5 ROTATE / 1 LEFT on d1 this way round: White reads 1 LEFT (black); "
         "Black reads 5 ROTATE (white)")
    page.keyboard.press("Enter")
    page.wait_for_function("document.querySelectorAll('[data-testid=move]').length === 2")
    assert page.locator('[data-testid="move"]').all_text_contents() == [
        "1. d1 LEFT", "places 5 ROTATE / 1 LEFT on d1, black end towards White"]
    assert attr(cell(page, d1), "aria-label").startswith(
        "d1, White reads 1 LEFT (black); Black reads 5 ROTATE (white), changed last turn")


def test_one_click_plays_a_card_and_pointing_at_it_says_what_it_does(
    page: Page, open_page: Callable[..., Page],
) -> None:
    open_page(page, "#pushout/" + seeded_line(GAME, {}, UP_SEED, ()).encoded())
    board, preview = page.locator(BOARD), page.locator('[data-testid="po-preview"]')
    a1, d1 = cell(page, square_index("a1")), cell(page, square_index("d1"))
    assert "click to play a1 ROTATE" in attr(a1, "aria-label"), "the name says what a click does"
    start_labels = board_labels(page)
    assert preview.count() == 0 and "po-previewing" not in attr(board, "class")
    # Pointing says what the card does (LEFT: the row slides, the card at the end falls off) and
    # leaves the table as it is (issue 26); the Preview button shows the result, marked as a
    # preview.
    d1.hover()
    pointed = page.locator('[data-testid="po-pointed"]')
    assert text_of(pointed).startswith("d1 LEFT: 5 ROTATE / 1 LEFT falls off")
    assert "po-previewing" not in attr(board, "class") and board_labels(page) == start_labels
    page.locator('[data-testid="po-preview-button"]').click()
    assert text_of(preview).startswith("Preview of d1 LEFT: 5 ROTATE / 1 LEFT falls off")
    assert "po-previewing" in attr(board, "class") and "po-changed" in attr(d1, "class")
    assert page.locator(f"{BOARD} .po-changed").count() == 4 and moves(page) == 0
    # Back: the preview goes, the table is as it was
    page.locator('[data-testid="po-cancel"]').click()
    page.wait_for_function(
        "!document.querySelector('[data-testid=board]').classList.contains('po-previewing')")
    assert preview.count() == 0 and board_labels(page) == start_labels
    # One click plays; one Undo takes it back.
    a1.click()
    page.wait_for_selector('[data-testid="move"]')
    assert page.locator('[data-testid="move"]').all_text_contents() == ["1. a1 ROTATE"]
    assert "changed last turn" in attr(a1, "aria-label")
    page.mouse.move(1, 1)
    page.locator('[data-testid="undo"]').click()
    page.wait_for_function("document.querySelectorAll('[data-testid=move]').length === 0")
    assert board_labels(page) == start_labels


def test_a_switch_takes_two_clicks_a_placement_one_and_a_wrong_click_says_why(
    page: Page, open_page: Callable[..., Page],
) -> None:
    open_page(page, "#pushout/" + seeded_line(GAME, {}, UP_SEED, ()).encoded())
    hint = page.locator('[data-testid="board-hint"]')
    b1, c1, d1 = (cell(page, square_index(name)) for name in ("b1", "c1", "d1"))
    assert hint.is_hidden()
    cell(page, square_index("c3")).click()
    assert hint.is_visible() and hint.text_content() == ("Not possible: the card on c3 is face "
                                                         "down: it cannot be used.")
    hint_clear_of_board(page)  # not over c3, the card it names
    # First click: the SWITCH card is selected and its three neighbours marked; nothing is played.
    b1.click()
    assert hint.is_hidden() and moves(page) == 0 and "po-selected" in attr(b1, "class")
    marked = page.locator(f"{BOARD} .po-target").evaluate_all(
        "els => els.map(e => Number(e.dataset.sq))")
    assert sorted(marked) == sorted(square_index(name) for name in ("a1", "c1", "b2"))
    assert text_of(page.locator('[data-testid="po-bar"]')).startswith(
        "b1 SWITCH: click a1 or c1 or b2")
    assert attr(c1, "aria-label").endswith(", click to play b1 SWITCH with c1")
    c1.click()  # second click
    page.wait_for_selector('[data-testid="move"]')
    assert page.locator('[data-testid="move"]').all_text_contents() == ["1. b1 SWITCH with c1"]
    # A card that falls off is placed at one click.
    page.locator('[data-testid="undo"]').click()
    page.wait_for_function("document.querySelectorAll('[data-testid=move]').length === 0")
    d1.click()  # White's LEFT: 5T/1L falls off White's row, White places it
    ways = d1.locator('[data-testid="po-way"]')
    ways.first.wait_for()
    assert ways.count() == 2 and page.locator(f"{BOARD} .po-target").count() == 1
    cell(page, square_index("a2")).click()
    assert text_of(hint).startswith("First place the card that fell off: click the small card")
    ways.nth(1).click()  # one click: the hole and the way round
    page.wait_for_function("document.querySelectorAll('[data-testid=move]').length === 2")
    assert page.locator('[data-testid="move"]').all_text_contents() == [
        "1. d1 LEFT", "places 5 ROTATE / 1 LEFT on d1, black end towards White"]
    assert attr(d1, "aria-label").startswith(
        "d1, White reads 1 LEFT (black); Black reads 5 ROTATE (white), changed last turn")
    # One Undo takes the placement back: the card waits on its hole again, either way round.
    page.locator('[data-testid="undo"]').click()
    page.wait_for_function("document.querySelectorAll('[data-testid=move]').length === 1")
    assert d1.locator('[data-testid="po-way"]').count() == 2


def test_the_last_turn_the_fallen_card_and_each_rows_progress_are_shown(
    page: Page, open_page: Callable[..., Page],
) -> None:
    steps = engine_line()
    start_single_and_double(page, open_page)
    for seat in (0, 1):
        text = text_of(page.locator(f'[data-testid="po-progress-{seat}"] .po-stat-value'))
        assert re.fullmatch(r"\d from a straight, \d from five of a kind|a straight|five of a kind",
                            text), text
    assert page.locator('[data-testid="po-fell"]').count() == 0
    # White's first turn: "d1 T" (rotate), "d2 R" pushes Black's row, the card off it goes back as
    # "d2 b".
    for state, action in steps[:3]:
        click_action(page, state, action)
    changed = {int(v) for v in page.eval_on_selector_all(f"{BOARD} .po-last",
                                                         "els => els.map(e => e.dataset.sq)")}
    assert square_index("d1") in changed and square_index("d2") in changed
    assert "changed last turn" in attr(cell(page, square_index("d1")), "aria-label")
    # Black discards from the pile: the card on top of the discard is marked as the last turn's.
    page.locator('[data-testid="extra-action"]', has_text=re.compile("Discard|Draw")).click()
    page.locator('[data-testid="po-fell"]').wait_for(state="visible")
    assert box_of(page.locator('[data-testid="po-discard-top"] svg'))["width"] >= 60


def test_the_usual_way_round_is_on_top_for_whoever_places(
    page: Page, open_page: Callable[..., Page],
) -> None:
    """White's or Black's placement: the copy with the white end towards White
    (as dealt cards lie) is on top as the placer sees the table, and first for the
    keyboard (the copies are stacked so that each gets a 44 px target on a phone)."""
    state = play(GAME, start(GAME, {}, UP_SEED), GAME.parse(start(GAME, {}, UP_SEED), "e4 L"))
    assert GAME.to_move(state) == 1, "White pushed Black's row: Black places"
    open_page(page, "#pushout/" + seeded_line(GAME, {}, UP_SEED, ("e4 L",)).encoded())
    assert page.locator(BOARD).get_attribute("data-facing") == "black"
    # turned
    page.wait_for_function(
        f"document.querySelector('{BOARD} .po-table').getAnimations().length === 0")
    ways = cell(page, square_index("e4")).locator('[data-testid="po-way"]')
    assert [ways.nth(i).get_attribute("data-po-place") for i in (0, 1)] == \
        [str(GAME.parse(state, f"e4 {c}")) for c in "wb"]
    first, second = (box_of(ways.nth(i)) for i in (0, 1))
    # Replaces "on the left" (x ordering) since the copies were stacked (issue 26).
    assert first["y"] + first["height"] <= second["y"] + 1 and abs(first["x"] - second["x"]) < 1
    ways.nth(0).click()
    page.wait_for_function("document.querySelectorAll('[data-testid=move]').length === 2")
    assert page.locator('[data-testid="move"]').all_text_contents()[-1].endswith(
        " on e4, white end towards White")


def test_a_tap_on_a_phone_plays_the_card_at_once(
    new_context: Callable[..., BrowserContext], open_page: Callable[..., Page],
) -> None:
    """A touch has no hover: the tap itself plays (no preview is left over the table)."""
    page = new_context(viewport={"width": 390, "height": 900}, has_touch=True,
                       is_mobile=True).new_page()
    open_page(page, "#pushout/" + seeded_line(GAME, {}, UP_SEED, ()).encoded())
    cell(page, square_index("a1")).tap()
    page.wait_for_selector('[data-testid="move"]')
    assert page.locator('[data-testid="move"]').all_text_contents() == ["1. a1 ROTATE"]
    assert page.locator('[data-testid="po-preview"]').count() == 0
    assert "po-previewing" not in attr(page.locator(BOARD), "class")


def test_a_switch_card_dragged_onto_a_marked_neighbour_swaps(
    page: Page, open_page: Callable[..., Page],
) -> None:
    open_page(page, "#pushout/" + seeded_line(GAME, {}, UP_SEED, ()).encoded())

    def centre(name: str) -> tuple[float, float]:
        box = box_of(cell(page, square_index(name)))
        return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2

    def drag(src: str, dst: str) -> None:
        page.mouse.move(*centre(src))
        page.mouse.down()
        page.mouse.move(*centre(dst), steps=6)
        page.mouse.up()

    # The table's first row may sit at the window's bottom edge: bring it into view as a person
    # would.
    cell(page, square_index("b1")).evaluate("e => e.scrollIntoView({block: 'center'})")
    drag("b1", "d1")  # not a neighbour: the card goes back, selected, and the hint says what to do
    assert moves(page) == 0 and "po-selected" in attr(cell(page, square_index("b1")), "class")
    assert text_of(page.locator('[data-testid="board-hint"]')).startswith(
        "Drop the card on a marked square")
    drag("b1", "c1")
    page.wait_for_selector('[data-testid="move"]')
    assert page.locator('[data-testid="move"]').all_text_contents() == ["1. b1 SWITCH with c1"]


def test_the_opening_deal_shares_starts_row_on_a_phone(
    new_context: Callable[..., BrowserContext], open_page: Callable[..., Page],
) -> None:
    """The folded deal's heading sits beside Start (a row of its own added 44 px on a
    phone before the first move), still a 44 px target, and opens under its heading."""
    page = new_context(viewport=PHONE, has_touch=True, is_mobile=True).new_page()
    open_page(page, "#pushout/" + seeded_line(GAME, {}, UP_SEED, ()).encoded())
    head = page.locator('[data-testid="move-deal-head"]')
    start_button = page.locator('.move-list li.mv-start > button')
    head.scroll_into_view_if_needed()
    assert text_of(head) == "The table is dealt"
    row_box = page.locator(".move-list li.mv-start")
    row, button, heading = (box_of(x) for x in (row_box, start_button, head))
    assert heading["y"] == button["y"], "on Start's row"
    assert heading["x"] >= button["x"] + button["width"], "beside Start"
    assert heading["height"] >= 44 and button["height"] >= 44, "both still a finger's size"
    assert row["height"] <= button["height"] + 1, "the deal adds no row of its own"
    chance = page.locator('[data-testid="move-chance"]')
    assert chance.is_hidden()
    head.click()
    assert chance.is_visible() and text_of(chance).startswith("a1 is dealt: ")
    assert box_of(chance)["y"] >= heading["y"] + heading["height"] - 1, "the lines open under it"


def test_a_phone_is_told_to_tap_and_the_fresh_discard_covers_no_words(
    new_context: Callable[..., BrowserContext], page: Page, open_page: Callable[..., Page],
) -> None:
    """A touch screen cannot point at a card: the bar says "Tap" and offers no pointing.
    The card discarded last turn, ringed, sits between its count and its note, covering
    neither (its ring covered the count, the note's last word wrapped under the card)."""
    fragment = "#pushout/" + seeded_line(GAME, {}, UP_SEED, ("discard",)).encoded()
    words = '[data-testid="po-bar-text"]'
    open_page(page, fragment)
    assert text_of(page.locator(words)) == ("Click a marked card to play its move (point at it to "
                                            "see what it does), or discard from the pile.")
    phone = new_context(viewport=PHONE, has_touch=True, is_mobile=True).new_page()
    for shown in (page, phone):
        open_page(shown, fragment)
        count, card, note = (box_of(shown.locator(s)) for s in (
            '[data-testid="po-discard"] .po-stat-value', '[data-testid="po-discard-top"]',
            '[data-testid="po-fell"]'))
        ring = 6  # the fresh card's outline (4 px) and its offset (2 px)
        assert count["x"] + count["width"] <= card["x"] - ring, "the ring leaves the count readable"
        assert note["x"] >= card["x"] + card["width"] + ring, "the note beside the card"
        assert card["y"] <= note["y"], "the note beside the card, not under it"
        assert note["y"] + note["height"] <= card["y"] + card["height"], "none of it wrapped under"
    assert text_of(phone.locator(words)) == ("Tap a marked card to play its move, or discard from "
                                             "the pile.")


def test_the_end_of_a_game_on_the_whole_table_is_well_in_view_at_1280_by_800(
    page: Page, open_page: Callable[..., Page],
) -> None:
    """The standard 20-card table, ended (here by resigning): the result and its
    three buttons end well inside the window, the table above them whole."""
    page.set_viewport_size({"width": 1280, "height": 800})
    open_page(page, "#pushout/" + seeded_line(GAME, {}, UP_SEED, ()).encoded())
    banner = page.locator('[data-testid="game-over"]')
    assert banner.is_hidden()
    page.locator('[data-testid="resign"]').click()
    page.locator('[data-testid="offer-yes"]').click()
    banner.wait_for(state="visible")
    assert text_of(banner) == "Black won: White resigned."
    end_in_view(page)
    table = box_of(page.locator(BOARD))
    assert table["y"] >= 0 and table["y"] + table["height"] <= box_of(banner)["y"]
