"""Playing Pushout in the page: variants switched on by clicking, a whole game
to a win, the turned table, hidden cards, the always-visible counters."""

from __future__ import annotations

import re

from pushgames.core import GameRecord, TERMINAL, play, start
from pushgames.pushout import GAME, square_index
from pushgames.pushout import actions as act

BOARD = '[data-testid="board"]'
#: Single + Double, seed 3: found by a search over the engine (a White
#: straight); the test replays it through the engine first. Chance says each
#: card as it is first seen, with the game's generator, in the page as here.
SEED = 3
OPTIONS = {"single": True, "double": True}
#: Black's last turn leaves White's row a straight (after White's third turn).
LINE = ("d1 T", "d2 R", "d2 b", "d2 S d1", "c1 T", "c1 T", "b1 U", "a1 S b1", "d1 S c1", "b1 S c1", "c2 T",
        "e2 U", "a2 T")
#: Records of games started by this version of the rules.
VERSION = GAME.meta.rules_version
#: A deal in which White's e1 card shows UP (the hidden-cards and keyboard tests).
UP_SEED = 5


def engine_line():
    """(state before, action) for each step of LINE, checked by the engine."""
    state = start(GAME, OPTIONS, SEED)
    steps = []
    for text in LINE:
        action = GAME.parse(state, text)
        steps.append((state, action))
        state = play(GAME, state, action)
    outcome = GAME.outcome(state)
    assert GAME.to_move(state) == TERMINAL and outcome.winners == {0} and "straight" in outcome.reason
    return steps


def cell(page, square: int):
    return page.locator(f'{BOARD} [data-sq="{square}"]')


def moves(page) -> int:
    return page.locator('[data-testid="move"]').count()


def click_action(page, state, action) -> None:
    """Make one decision with the mouse, the way a player would."""
    before = moves(page)
    kind = act.kind(action)
    if kind == "discard":
        page.locator('[data-testid="extra-action"]', has_text=re.compile("Discard|Draw")).click()
    elif kind == "use":
        square, k = act.use_parts(action)
        cell(page, square).click()
        if k:
            target = state.rules.geometry.step[state.turn][k - 1][square]
            cell(page, target).click()
        assert page.locator('[data-testid="po-preview"]').is_visible()
        page.locator('[data-testid="po-play"]').click()
    elif kind == "place":
        square, colour = act.place_parts(action)
        cell(page, square).click()
        chooser = page.locator('[data-testid="chooser"]')
        chooser.wait_for(state="visible")
        word = "White end" if colour == 0 else "Black end"
        chooser.get_by_role("button", name=re.compile("^" + word)).click()
    else:
        raise AssertionError(f"no clicks for {kind}")
    page.wait_for_function(f"document.querySelectorAll('[data-testid=move]').length > {before}")


def test_a_game_with_two_variants_switched_on_by_clicking_is_won(page, open_page):
    steps = engine_line()
    open_page(page, "#pushout")
    page.locator('[data-testid="new-game"]').click()
    page.locator("#opt-single").check()
    page.locator("#opt-double").check()
    page.locator('[data-testid="seed"]').fill(str(SEED))
    page.locator('[data-testid="start-new-game"]').click()
    page.wait_for_function("document.querySelectorAll('[data-testid=board] [data-sq]').length === 10")
    assert page.locator('[data-testid="po-pile"]').text_content() == "Draw pile14"
    assert "move 1 of 2" in page.locator('[data-testid="status"]').text_content()
    for state, action in steps:
        click_action(page, state, action)
    banner = page.locator('[data-testid="game-over"]')
    banner.wait_for(state="visible")
    assert banner.text_content() == "White won: White has a straight 1-2-3-4-5."
    texts = page.locator('[data-testid="move"]').all_text_contents()
    assert [re.sub(r"^\d+\. ", "", t) for t in texts] == list(LINE)
    # The move list shows one numbered entry a turn: Double's two moves, and a
    # fallen card's placement, join the turn they belong to.
    turns: list[str] = []
    for state, action in engine_line():
        text = GAME.notation(state, action)
        if turns and GAME.continues_turn(state):
            turns[-1] += "," + text
        else:
            turns.append(f"{len(turns) + 1}. {text}")
    # Each turn's decisions, without the chance lines that follow them (a card turned up).
    decisions_by_turn = page.evaluate("""[...document.querySelectorAll('[data-testid=move-list] li.turn')].map(li => {
        const copy = li.cloneNode(true); copy.querySelectorAll('.mv-chance').forEach(c => c.remove());
        return copy.textContent; })""")
    assert decisions_by_turn == turns
    chance = page.locator('[data-testid="move-list"] li.turn').nth(2).locator('[data-testid="move-chance"]')
    assert chance.all_text_contents() == ["b1 is turned up: 1S/5S"]
    assert len(turns) == 6 and turns[0] == "1. d1 T,d2 R,d2 b"
    assert page.locator('[data-testid="po-turns"]').text_content() == "Turns playedWhite 3 \u00b7 Black 3"


def test_the_table_turns_to_the_player_to_move_unless_kept_fixed(page, open_page):
    record = GameRecord("pushout", VERSION, {}, 5, ("discard",)).encode()
    open_page(page, "#pushout/" + record)
    table = page.locator(f"{BOARD} .po-table")
    assert "po-turned" in table.get_attribute("class"), "Black is to move: the table faces Black"
    page.locator('[data-testid="po-follow"]').uncheck()
    assert "po-turned" not in table.get_attribute("class")
    page.reload()
    page.wait_for_selector('body[data-ready="true"]', state="attached")
    assert not page.locator('[data-testid="po-follow"]').is_checked(), "the setting is remembered"


def test_the_page_never_shows_hidden_cards_and_says_what_links_hold(page, open_page):
    state = start(GAME, {}, UP_SEED)
    open_page(page, "#pushout/" + GameRecord("pushout", VERSION, {}, UP_SEED, ()).encode())
    labels = page.eval_on_selector_all(f"{BOARD} [data-sq]", "els => els.map(e => e.getAttribute('aria-label'))")
    assert sum("face-down card" in label for label in labels) == 10
    middle = [cell(page, square_index(f"{f}{r}")).inner_html() for f in "abcde" for r in (2, 3)]
    assert all("po-back" in html and "po-val" not in html for html in middle)
    assert page.locator(f"{BOARD} .po-face").count() == 10 and page.locator(f"{BOARD} .po-back").count() == 10
    # Previewing UP shows a back where the card from the pile will come: the pile stays unknown.
    assert "e1 U" in [GAME.notation(state, a) for a in GAME.legal_actions(state)]
    cell(page, square_index("e1")).click()
    assert page.locator('[data-testid="po-preview"]').is_visible()
    assert "po-back" in cell(page, square_index("e1")).inner_html()
    assert cell(page, square_index("e4")).get_attribute("aria-label") == "e4, face-down card", \
        "the preview cannot know the face-down card that UP will turn up"
    page.locator('[data-testid="po-play"]').click()
    page.wait_for_selector('[data-testid="move"]')
    assert cell(page, square_index("e4")).get_attribute("aria-label").startswith("e4, White reads")
    page.locator('[data-testid="rules"] summary').click()
    rules_text = " ".join(page.locator('[data-testid="rules"]').text_content().split())
    assert "a link of an unfinished game tells nothing about the cards still hidden" in rules_text
    assert "anyone who decodes the link of such an unfinished game can learn the deck" in rules_text


def test_one_hundred_shows_the_match_score_and_swiss_cheese_the_banks(page, open_page):
    record = GameRecord("pushout", VERSION, {"hundred": True, "swiss": True}, 3, ()).encode()
    open_page(page, "#pushout/" + record)
    assert page.locator('[data-testid="po-match"]').text_content() == "Matchdeal 1: White 0 \u00b7 Black 0 (to 100)"
    assert page.locator('[data-testid="po-bank-0"]').is_visible()
    assert page.locator('[data-testid="po-scores"]').is_visible()


SWISS_PREFIX = ("c1 U", "discard", "d4 R")


def test_swiss_cheese_a_fallen_card_is_banked_and_played_back_by_clicking(page, open_page):
    options = {"swiss": True}
    state = start(GAME, options, 3)
    for text in SWISS_PREFIX:
        state = play(GAME, state, GAME.parse(state, text))
    assert GAME.to_move(state) == 1 and state.turn == 0, "White pushed Black's row: Black decides"
    open_page(page, "#pushout/" + GameRecord("pushout", VERSION, options, 3, SWISS_PREFIX).encode())
    assert "Black places the card that fell off" in page.locator('[data-testid="status"]').text_content()
    holes = [q for q, code in enumerate(state.board) if code == 0]
    marked = page.locator(f"{BOARD} .po-target").evaluate_all("els => els.map(e => Number(e.dataset.sq))")
    assert sorted(marked) == holes, "every hole is offered"
    page.locator('[data-testid="extra-action"]', has_text="Bank the fallen card").click()
    page.wait_for_function(f"document.querySelectorAll('[data-testid=move]').length > {len(SWISS_PREFIX)}")
    bank = page.locator('[data-testid="po-bank-1"] [data-testid="po-bank-card"]')
    assert bank.count() == 1 and bank.get_attribute("aria-label") == "banked 4L/2T, play it"
    bank.click()
    cell(page, square_index("d4")).click()
    chooser = page.locator('[data-testid="chooser"]')
    chooser.wait_for(state="visible")
    chooser.get_by_role("button", name=re.compile("^Black end towards White")).click()
    page.wait_for_function(f"document.querySelectorAll('[data-testid=move]').length > {len(SWISS_PREFIX) + 1}")
    texts = page.locator('[data-testid="move"]').all_text_contents()
    # Black's bank joins White's turn (its push made the card fall); Black's own turn follows.
    assert texts[-2:] == ["bank", f"{len(SWISS_PREFIX) + 1}. play 4L/2T d4 b"]
    assert page.locator('[data-testid="po-bank-1"] [data-testid="po-bank-card"]').count() == 0
    assert cell(page, square_index("d4")).get_attribute("aria-label") == \
        "d4, White reads 2 ROTATE (black); Black reads 4 LEFT (white), changed last turn"


def test_the_keyboard_selects_previews_and_plays_a_card(page, open_page):
    state = start(GAME, {}, UP_SEED)
    open_page(page, "#pushout/" + GameRecord("pushout", VERSION, {}, UP_SEED, ()).encode())
    e1 = cell(page, square_index("e1"))
    e1.focus()
    page.keyboard.press("ArrowLeft")
    assert page.evaluate("document.activeElement.dataset.sq") == str(square_index("d1"))
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    assert page.locator('[data-testid="po-preview"]').text_content().startswith("Preview of e1 U")
    assert page.evaluate("document.activeElement.dataset.sq") == str(square_index("e1"))
    page.keyboard.press("Enter")
    page.wait_for_selector('[data-testid="move"]')
    assert page.locator('[data-testid="move"]').all_text_contents() == ["1. e1 U"]
    assert GAME.notation(state, GAME.parse(state, "e1 U")) == "e1 U"


def test_the_last_turn_the_fallen_card_and_each_rows_progress_are_shown(page, open_page):
    steps = engine_line()
    open_page(page, "#pushout")
    page.locator('[data-testid="new-game"]').click()
    page.locator("#opt-single").check()
    page.locator("#opt-double").check()
    page.locator('[data-testid="seed"]').fill(str(SEED))
    page.locator('[data-testid="start-new-game"]').click()
    page.wait_for_function("document.querySelectorAll('[data-testid=board] [data-sq]').length === 10")
    for seat in (0, 1):
        text = page.locator(f'[data-testid="po-progress-{seat}"] .po-stat-value').text_content()
        assert re.fullmatch(r"\d from a straight, \d from five of a kind|a straight|five of a kind", text), text
    assert page.locator('[data-testid="po-fell"]').count() == 0
    # White's first turn: "d1 T" (rotate), "d2 R" pushes Black's row, the card off it goes back as "d2 b".
    for state, action in steps[:3]:
        click_action(page, state, action)
    changed = {int(v) for v in page.eval_on_selector_all(f"{BOARD} .po-last", "els => els.map(e => e.dataset.sq)")}
    assert square_index("d1") in changed and square_index("d2") in changed
    assert "changed last turn" in cell(page, square_index("d1")).get_attribute("aria-label")
    # Black discards from the pile: the card on top of the discard is marked as the last turn's.
    page.locator('[data-testid="extra-action"]', has_text=re.compile("Discard|Draw")).click()
    page.locator('[data-testid="po-fell"]').wait_for(state="visible")
    assert page.locator('[data-testid="po-discard-top"] svg').bounding_box()["width"] >= 60
