"""Playing Push in the page: full turns against the computer by clicking (dice,
walks, a card with its target), answers out of turn, Watcher rerolls, a die
dragged onto an operative, the rules panel's card filter, embed mode, and no
card of another seat's hand in the page.

Every position is reached through the engine: a new game from a seed (the
page and ``Replay.new`` draw the same chance from the same seed), or a line
found by a seeded random playout and handed to the page as a record link.
"""

from __future__ import annotations

from playwright.sync_api import Page
from typing import Any, Callable

import random
import re
import sys
from pathlib import Path

import pytest

from pushgames.core import Replay
from pushgames.push import GAME
from pushgames.push.board import BOX_OF, square_name
from pushgames.push.cards import NAMES
from pushgames.push.common import DISCARD, hand, hand_limit
from pushgames.push.common import Act
from pushgames.push.state import DEFEND, END, Attack, PushState, Reroll, Window

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "web"))
from pushweb.boards.push.choices import walk_plans  # noqa: E402  (pure Python, no browser)

from .pushweb_helpers import (BOARD, cell, handoff_seat, open_advanced, page_replay,  # noqa: E402
                              take_device)
from .pushweb_helpers import box_of, text_of

#: Each test starts from the booted page, restarted as a first visit (tests/browser/conftest.py).
pytestmark = pytest.mark.shared_page

PROMPT = '[data-testid="ps-prompt"]'
#: Only ends a test that is stuck: waits are on page state.
TURN_TIMEOUT_MS = 120_000
#: Red moves first in a 2-seat game from this seed, holds Money, and its
#: Pusher on b2 can walk out of the box with the 3.
VS_COMPUTER_SEED = 2
#: Red moves first from this seed and rerolls with its Watcher first.
REROLL_SEED = 6
#: e6, an empty victory square at the start.
CENTRE_NEXT = 59





def wait_for_decisions(page: Page, count: int) -> Replay[PushState, Act]:
    """Wait until the page's record holds ``count`` decisions or more: on the
    record in the address changing, never on a duration (the machine may be
    loaded; the timeout only ends a test that is stuck)."""
    for _ in range(count + 200):
        replay = page_replay(page)
        if len(replay.actions) >= count:
            return replay
        page.wait_for_function("h => pgLive() !== h", arg=page.evaluate("pgLive()"),
                               timeout=TURN_TIMEOUT_MS)
    raise AssertionError(f"the page never reached {count} decisions")


def open_push(page: Page, open_page: Callable[..., Page], fragment: str) -> int | None:
    """Open the page and, if a person must take the device first (a link's
    seats are all people: pass and play), take it as that seat."""
    open_page(page, fragment)
    return take_device(page)


def random_line(seed: int, wanted: Callable[[PushState], Any]) -> Replay[PushState, Act]:
    """A seeded random playout (few turn ends) until ``wanted(state)``."""
    rnd = random.Random(seed)
    line = Replay.new(GAME, {"seats": 2}, seed)
    for _ in range(400):
        state = line.state
        assert GAME.outcome(state) is None, "the playout ended before the position was reached"
        if wanted(state):
            return line
        actions = list(GAME.legal_actions(state))
        busy = [a for a in actions if a.verb != "end"]
        line.push(rnd.choice(busy if busy and rnd.random() < 0.9 else actions))
    raise AssertionError("the playout never reached the position")


def red_must_negate(state: PushState) -> bool:
    top = state.stack[-1] if state.stack else None
    return isinstance(top, Attack) and top.stage == DEFEND and top.queue[0] == 0 and state.turn == 1


def red_may_answer(state: PushState) -> bool:
    top = state.stack[-1] if state.stack else None
    return isinstance(top, Window) and top.queue[0] == 0 and state.turn == 1


def red_can_attack(state: PushState) -> bool:
    return (GAME.to_move(state) == 0 and not state.stack and state.phase == 1 and any(
        a.verb == "play" and a.c >= 0 and a.d < 0 and GAME.next_state(state, a).stack for a in
        GAME.legal_actions(state)))


def hidden_names(state: PushState, viewer: int) -> set[str]:
    """Card names in the other seats' hands the viewer cannot know (not seen
    by it, not in its own hand, not on the discard), long enough to search for
    in the page's text."""
    mine = {NAMES[c.face] for c in state.cards.piles[hand(viewer)]}
    public = {NAMES[c.face] for c in state.cards.piles[DISCARD]}
    out: set[str] = set()
    for seat in range(state.seats):
        if seat != viewer:
            out |= {NAMES[c.face] for c in state.cards.piles[hand(seat)]
                    if not c.seen_by >> viewer & 1}
    # "Push" and "Faction" are words of the page itself.
    return {n for n in out - mine - public if n not in ("Push", "Faction")}


def assert_hand_is_private(page: Page, replay: Replay[PushState, Act], viewer: int) -> None:
    state = replay.state
    shown = page.eval_on_selector_all('[data-testid="ps-hand-card"]',
                                      "els => els.map(e => e.dataset.name)")
    assert sorted(shown) == sorted(NAMES[c.face] for c in state.cards.piles[hand(viewer)])
    text = page.locator(".board-col").inner_text() + page.locator(
        '[data-testid="move-list"]').inner_text()
    markup = page.locator(".board-col").inner_html()
    for name in hidden_names(state, viewer):
        assert not re.search(rf"\b{re.escape(name)}\b",
                             text), f"{name} of another hand is on the page"
        assert f'data-name="{name}"' not in markup


def walk_with_dice(page: Page, replay: Replay[PushState, Act], leave_box: bool = False) -> bool:
    """Click a die, an operative and the square it should end on; False when
    Red has no walk. Checks the lit squares are the engine's endpoints."""
    state = replay.state
    seat = GAME.to_move(state)
    for action in GAME.legal_actions(state):
        if action.verb != "move" or action.c or action.d:
            continue
        if leave_box and BOX_OF[action.b] < 0:
            continue
        ends = walk_plans(GAME, GAME.next_state(state, action))
        if leave_box:
            ends = {sq: steps for sq, steps in ends.items() if BOX_OF[sq] < 0}
        if not ends:
            continue
        end, steps = sorted(ends.items())[0]
        page.locator(
            f'[data-testid="ps-die"][data-value="{action.a}"]:not([disabled])').first.click()
        cell(page, action.b).click()
        lit = page.eval_on_selector_all(f"{BOARD} .dest", "els => els.map(e => +e.dataset.sq)")
        assert end in lit and set(lit) <= set(range(121))
        before = len(replay.actions)
        cell(page, end).click()
        after = wait_for_decisions(page, before + 1 + len(steps))
        assert after.notations()[before] == GAME.notation(state, action)
        moved = after.state.board[end]
        assert moved is not None and moved.owner == seat
        label = cell(page, end).get_attribute("aria-label")
        assert label is not None, "the square has no aria-label"
        assert re.search(f"{square_name(end)}, .*{['Red', 'Blue'][seat]}", label)
        return True
    return False


def finish_turn(page: Page) -> None:
    """End the Move Phase and discard down to the hand limit by clicking."""
    replay = page_replay(page)
    seat, count = GAME.to_move(replay.state), len(replay.actions)
    page.locator('[data-testid="extra-action"]', has_text="End the Move Phase").click()
    replay = wait_for_decisions(page, count + 1)
    while GAME.to_move(
        replay.state) == seat and replay.state.phase == END and not replay.state.stack:
        assert "discard down" in text_of(page.locator(PROMPT))
        count = len(replay.actions)
        page.locator('[data-testid="ps-hand-card"].ps-discardable').first.click()
        replay = wait_for_decisions(page, count + 1)


def wait_for_red(page: Page) -> str:
    """Wait (answering Pass when Red is asked out of turn) until Red's turn
    is back; returns the prompt."""
    for _ in range(200):
        page.wait_for_function(
            "() => { const p = document.querySelector('[data-testid=ps-prompt]'); "
            "const t = document.querySelector('[data-testid=ai-thinking]'); "
            "return (p && p.textContent.startsWith('Red:') && (!t || t.hidden)) || "
            "!document.querySelector('[data-testid=game-over]').hidden; }", timeout=TURN_TIMEOUT_MS)
        replay = page_replay(page)
        state = replay.state
        if GAME.outcome(state) is not None or (state.turn == 0 and GAME.to_move(state) == 0):
            return text_of(page.locator(PROMPT)) if page.locator(PROMPT).count() else ""
        count = len(replay.actions)
        # an answer: one click
        page.locator('[data-testid="extra-action"]', has_text=re.compile("^Pass$")).click()
        wait_for_decisions(page, count + 1)
    raise AssertionError("Red's turn never came back")


def new_game_against_easy(
    page: Page, open_page: Callable[..., Page], rounds: int | None = None,
) -> None:
    """From the new-game form: Red a person, Blue the computer at Easy (fast),
    from :data:`VS_COMPUTER_SEED` (``rounds``: the round limit, Advanced)."""
    open_push(page, open_page, "#push")
    page.locator('[data-testid="new-game"]').click()
    page.select_option('[data-testid="seat-1"]', "easy")
    page.select_option('[data-testid="seat-0"]', "human")
    page.select_option('[data-testid="ai-speed"]', "fast")
    open_advanced(page)
    if rounds is not None:
        page.locator("#opt-rounds").fill(str(rounds))
    page.locator('[data-testid="seed"]').fill(str(VS_COMPUTER_SEED))
    page.locator('[data-testid="start-new-game"]').click()
    # The computer's seat starts its worker (a page where only people play starts none).
    page.wait_for_selector('body[data-ai-worker="ready"]', state="attached",
                           timeout=TURN_TIMEOUT_MS)
    page.wait_for_function("document.querySelectorAll('[data-testid=ps-hand-card]').length > 0")


def test_full_turns_against_the_computer_by_clicking(
    page: Page, open_page: Callable[..., Page],
) -> None:
    new_game_against_easy(page, open_page)
    replay = page_replay(page)
    expected = Replay.new(GAME, {"seats": 2}, VS_COMPUTER_SEED)
    assert replay.state.board == expected.state.board and GAME.to_move(replay.state) == 0
    assert page.locator(
        '[data-testid="strip-1"] [data-testid="strip-kind"]').text_content() == "Computer (Easy)"
    assert_hand_is_private(page, replay, 0)

    # Turn 1: a die to the Pusher, out of the box; then Money recruits into the square it left.
    assert walk_with_dice(page, replay, leave_box=True)
    replay = page_replay(page)
    money = page.locator('[data-testid="ps-hand-card"][data-name="Money"]')
    assert "ps-playable" in (money.get_attribute("class") or "")
    money.click()
    chosen = page.locator('[data-testid="ps-card-chosen"]')
    assert "Money" in text_of(chosen)
    empty_box = [sq for sq in range(121) if BOX_OF[sq] == 0 and replay.state.board[sq] is None]
    assert page.eval_on_selector_all(f"{BOARD} .dest",
                                     "els => els.map(e => +e.dataset.sq)") == empty_box
    count = len(replay.actions)
    cell(page, empty_box[0]).click()
    replay = wait_for_decisions(page, count + 1)
    assert replay.notations()[count] == f"play Money {square_name(empty_box[0])}"
    recruit = replay.state.board[empty_box[0]]
    assert recruit is not None and recruit.owner == 0
    assert "Red" in (cell(page, empty_box[0]).get_attribute("aria-label") or "")
    finish_turn(page)

    # Two more full turns after the computer's: walks where the dice allow, then the end.
    for _ in range(2):
        wait_for_red(page)
        replay = page_replay(page)
        if GAME.outcome(replay.state) is not None:
            break
        assert replay.state.turn == 0
        assert_hand_is_private(page, replay, 0)
        if page.locator('[data-testid="extra-action"]', has_text="Keep the dice").count():
            count = len(replay.actions)
            page.locator('[data-testid="extra-action"]', has_text="Keep the dice").click()
            replay = wait_for_decisions(page, count + 1)
        walk_with_dice(page, replay)
        finish_turn(page)
    turns = {seat for seat in (page_replay(page).turn_mark(i)[0]
                               for i in range(len(page_replay(page).actions)))}
    assert turns == {0, 1}, "both the person and the computer played"


#: A playout from this seed reaches Red's turn end with 8 cards against a limit of 6.
DISCARD_SEED = 1


def over_the_limit(state: PushState) -> int:
    """How many cards the seat to move holds over its hand limit (at its turn's end)."""
    seat = GAME.to_move(state)
    if seat < 0 or state.phase != END or state.stack:
        return 0
    return state.cards.size(hand(seat)) - hand_limit(state, seat)


def test_discarding_down_to_the_limit_says_how_and_how_many(
    page: Page, open_page: Callable[..., Page],
) -> None:
    """The prompt said only "discard down to your hand limit", with nothing under it: a
    newcomer did not know a click on a card discards it, nor how many must go."""
    replay = random_line(DISCARD_SEED, lambda state: over_the_limit(state) >= 2)
    seat = GAME.to_move(replay.state)
    open_push(page, open_page, "#push/" + replay.record().encode())
    hint = page.locator('[data-testid="ps-discard-hint"]')
    for left, cards in ((2, "2 cards"), (1, "1 card")):
        assert over_the_limit(page_replay(page).state) == left
        assert "discard down" in text_of(page.locator(PROMPT))
        assert text_of(hint) == f"Click a card in your hand to discard it ({cards} to go)."
        count = len(page_replay(page).actions)
        page.locator('[data-testid="ps-hand-card"].ps-discardable').first.click()
        wait_for_decisions(page, count + 1)
    after = page_replay(page).state
    assert not (GAME.to_move(after) == seat and over_the_limit(after)), "down to the limit"
    assert hint.count() == 0, "no discarding asked for: no hint"


def test_an_attack_on_your_operative_is_shown_and_answered(
    page: Page, open_page: Callable[..., Page],
) -> None:
    # seeds follow the engine: a Mover's pushes changed (RULINGS)
    line = random_line(5, red_must_negate)
    state = line.state
    attack = state.stack[-1]
    assert isinstance(attack, Attack), "the position found has an attack on top"
    open_push(page, open_page, "#push/" + line.encoded())
    under_way = page.locator('[data-testid="ps-under-way"]')
    under_way.wait_for(state="visible")
    text = text_of(under_way)
    assert NAMES[attack.card] in text and square_name(
        attack.target) in text and square_name(attack.attacker) in text
    for sq in (attack.attacker, attack.target):
        assert "selected" in (cell(page, sq).get_attribute("class") or "")
    buttons = page.locator('[data-testid="extra-action"]').all_text_contents()
    negates = [a for a in GAME.legal_actions(state) if a.verb == "play"]
    assert buttons == ["Pass"] + [f"Answer with {NAMES[a.a]}" for a in negates]
    assert_hand_is_private(page, line, 0)
    count = len(line.actions)
    page.locator('[data-testid="extra-action"]', has_text="Answer with").first.click()
    after = wait_for_decisions(page, count + 1)
    assert after.notations()[count] == f"play {NAMES[negates[0].a]}"
    assert not any(isinstance(f, Attack) for f in after.state.stack), "the attack is negated"


def test_pass_is_one_click_when_a_card_can_be_answered(
    page: Page, open_page: Callable[..., Page],
) -> None:
    line = random_line(3, red_may_answer)
    window = line.state.stack[-1]
    assert isinstance(window, Window), "the position found has a card played on top"
    played = window.play
    open_push(page, open_page, "#push/" + line.encoded())
    assert NAMES[played.card] in text_of(page.locator('[data-testid="ps-under-way"]'))
    assert text_of(page.locator(PROMPT)).startswith("Red: answer Blue's")
    count = len(line.actions)
    page.locator('[data-testid="extra-action"]', has_text=re.compile("^Pass$")).click()
    after = wait_for_decisions(page, count + 1)
    assert after.notations()[count] == "pass"
    assert not text_of(page.locator(PROMPT)).startswith("Red: answer")


def test_an_attack_card_asks_for_its_attacker_and_target_on_the_board(
    page: Page, open_page: Callable[..., Page],
) -> None:
    line = random_line(0, red_can_attack)
    state = line.state
    play = next(a for a in GAME.legal_actions(state) if a.verb == "play" and a.c >= 0 and a.d < 0
                and GAME.next_state(state, a).stack)
    open_push(page, open_page, "#push/" + line.encoded())
    card = page.locator(f'[data-testid="ps-hand-card"][data-name="{NAMES[play.a]}"]')
    assert "ps-playable" in (card.get_attribute("class") or "")
    card.click()
    firsts = {a.b for a in GAME.legal_actions(state) if a.verb == "play" and a.a == play.a}
    if len(firsts) > 1:
        pickable = page.eval_on_selector_all(f"{BOARD} .ps-pickable",
                                             "els => els.map(e => +e.dataset.sq)")
        assert set(pickable) == firsts
        cell(page, play.b).click()
    assert play.c in page.eval_on_selector_all(f"{BOARD} .dest",
                                               "els => els.map(e => +e.dataset.sq)")
    count = len(line.actions)
    cell(page, play.c).click()
    after = wait_for_decisions(page, count + 1)
    assert after.notations()[count] == GAME.notation(state, play)


def test_watchers_reroll_the_dice_selected_in_the_tray(
    page: Page, open_page: Callable[..., Page],
) -> None:
    line = Replay.new(GAME, {"seats": 2}, REROLL_SEED)
    assert isinstance(line.state.stack[-1], Reroll) and GAME.to_move(line.state) == 0
    dice = line.state.dice
    open_push(page, open_page, "#push/" + line.encoded())
    reroll = page.locator('[data-testid="ps-reroll"]')
    assert reroll.is_disabled(), "nothing selected yet"
    page.locator('[data-testid="ps-die"]').nth(0).click()
    page.locator('[data-testid="ps-die"]').nth(2).click()
    assert page.locator('[data-testid="ps-die"][aria-pressed="true"]').count() == 2
    reroll.click()
    after = wait_for_decisions(page, 1)
    assert after.notations()[0] == "reroll " + " ".join(map(str, sorted((dice[0], dice[2]))))
    shown = page.eval_on_selector_all('[data-testid="ps-die"]',
                                      "els => els.map(e => +e.dataset.value)")
    assert shown == list(after.state.dice)


def test_a_die_dragged_onto_an_operative_lights_up_its_walks(
    page: Page, open_page: Callable[..., Page],
) -> None:
    line = Replay.new(GAME, {"seats": 2}, VS_COMPUTER_SEED)
    state = line.state
    move = next(a for a in GAME.legal_actions(state) if a.verb == "move" and not a.c and not a.d)
    ends = walk_plans(GAME, GAME.next_state(state, move))
    page.set_viewport_size({"width": 1280, "height": 1400})  # the die and the board both on screen
    open_push(page, open_page, "#push/" + line.encoded())
    die = page.locator(f'[data-testid="ps-die"][data-value="{move.a}"]').first
    box = box_of(die)
    target = box_of(cell(page, move.b))
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    page.mouse.move(target["x"] + 3, target["y"] + 3, steps=6)
    page.mouse.move(target["x"] + target["width"] / 2, target["y"] + target["height"] / 2, steps=4)
    page.mouse.up()
    # Each end of a walk lights up, and the operative itself (to walk step by step).
    page.wait_for_function(f"document.querySelectorAll('{BOARD} .dest').length === {len(ends) + 1}")
    lit = page.eval_on_selector_all(f"{BOARD} .dest", "els => els.map(e => +e.dataset.sq)")
    assert set(lit) == set(ends) | {move.b}
    assert "selected" in (cell(page, move.b).get_attribute("class") or "")


def test_counters_name_themselves_and_the_rules_find_cards(
    page: Page, open_page: Callable[..., Page],
) -> None:
    line = Replay.new(GAME, {"seats": 2}, VS_COMPUTER_SEED)
    open_push(page, open_page, "#push/" + line.encoded())
    op = line.state.board[12]
    title = text_of(page.locator(f'{BOARD} [data-piece="12"] title'))
    assert title.startswith("Red ") and title.split()[1] in ("Watcher", "Sniffer", "Pusher",
                                                             "Mover", "Shifter",
                                                             "Shadow", "Bleeder", "Stitcher",
                                                             "Wiper", "Porter",
                                                             "Phaser", "Changer", "Squad")
    assert title in (cell(page, 12).get_attribute("aria-label") or "") and op is not None
    assert cell(page, 12).locator(
        "title").text_content() == title, "hovering the square names the counter"
    assert "empty" in text_of(cell(page, CENTRE_NEXT).locator("title"))
    page.locator('[data-testid="rules"] summary').click()
    rules = page.locator("#rules-body")
    assert "Clarifications" in text_of(rules) and "Warpspawn" in text_of(rules)
    assert "fan game" in text_of(rules) and "copyrighted" in text_of(rules)
    rows = page.locator('[data-testid="ps-card-ref"]')
    assert rows.count() == len(set(NAMES))
    page.locator('[data-testid="ps-card-filter"]').fill("run")
    shown = page.eval_on_selector_all('[data-testid="ps-card-ref"]:not([hidden])',
                                      "els => els.map(e => e.dataset.cardName)")
    assert sorted(shown) == sorted({n.lower() for n in NAMES if "run" in n.lower()})
    assert shown == ["run away"] and page.locator('[data-testid="ps-card-none"]').is_hidden()
    page.locator('[data-testid="ps-card-filter"]').fill("no such card")
    assert page.locator('[data-testid="ps-card-none"]').is_visible()


def test_embed_mode_plays_push(page: Page, open_page: Callable[..., Page]) -> None:
    line = Replay.new(GAME, {"seats": 2}, VS_COMPUTER_SEED)
    open_push(page, open_page, "?embed=1#push/" + line.encoded())
    page.locator(BOARD).wait_for(state="visible")
    assert page.locator(".side-col").is_hidden()
    assert page.locator('[data-testid="full-page-link"]').is_visible()
    assert page.locator('[data-testid="ps-hand-card"]').count() == len(
        line.state.cards.piles[hand(0)])
    assert walk_with_dice(page, line)


@pytest.fixture(autouse=True)
def _wide(page: Page) -> None:
    page.set_viewport_size({"width": 1280, "height": 900})


def test_three_seats_claim_three_boxes_and_each_sees_only_its_own_hand(
    page: Page, open_page: Callable[..., Page],
) -> None:
    # Three people at one device: the hand-off screen comes before each
    # person's turn, the hand shown is always that of the seat deciding, and
    # no other seat's card is in the page (none at all under the hand-off).
    line = Replay.new(GAME, {"seats": 3}, 4)
    first = GAME.to_move(line.state)
    open_page(page, "#push/" + line.encoded())
    assert handoff_seat(
        page) == first, "a link opened at one device is handed to the seat to decide"
    assert page.locator('[data-testid="ps-hand-card"]').count() == 0
    assert take_device(page) == first
    assert page.locator('[data-testid^="strip-"][data-seat]').count() == 3
    for seat in range(3):
        assert page.locator(f"{BOARD} .ps-box-{seat}").count() == 4
    assert page.locator(f"{BOARD} .ps-box-3").count() == 0, "the fourth corner is ordinary ground"
    seen = set()
    for turn in range(3):
        replay = page_replay(page)
        state = replay.state
        seat = GAME.to_move(state)
        seen.add(seat)
        strip = page.locator(f'[data-testid="strip-{seat}"]')
        assert strip.get_attribute("data-strip") == "turn" and strip.locator(
            '[data-testid="strip-name"]').text_content() == ["Red", "Blue", "Green"][seat]
        assert_hand_is_private(page, replay, seat)
        if page.locator('[data-testid="extra-action"]', has_text="Keep the dice").count():
            page.locator('[data-testid="extra-action"]', has_text="Keep the dice").click()
            wait_for_decisions(page, len(replay.actions) + 1)
        finish_turn(page)
        page.wait_for_function(f"() => document.querySelector('[data-testid=strip-{seat}]')"
                               ".dataset.strip !== 'turn'")
        if turn < 2:
            following = GAME.to_move(page_replay(page).state)
            assert following != seat and handoff_seat(
                page) == following, "the next person takes the device"
            assert page.locator(
                '[data-testid="ps-hand-card"]').count() == 0, "no hand under the hand-off"
            assert take_device(page) == following
    assert seen == {0, 1, 2}
