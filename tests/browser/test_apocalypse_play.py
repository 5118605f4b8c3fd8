"""Playing Apocalypse USA in the page (issue 12): whole turns against the
computer by clicking (population actions on the map, a disaster on a region,
its damage, the score), a mitigation answered by clicking the card or
"Pass", discards at the hand limit, embed mode, and no hand shown to a seat
that may not see it.

Positions are built with the engine (``Replay.new`` with a seed records every
roll and card as it happens) and opened as links; the page's own record is
read back from its address after each click, so every click is checked
against the rules, not against a guess. Tests wait for page state, never for
durations.
"""

from __future__ import annotations

from playwright.sync_api import Locator, Page

import re
from typing import Callable
from urllib.parse import unquote

from pushgames.apocalypse import GAME, ApocalypseAction
from pushgames.apocalypse.state import ApocalypseState
from pushgames.apocalypse.board import REGION_CODES
from pushgames.apocalypse.cards import CARDS, card_named, card_number
from pushgames.apocalypse.state import (
    ACTION_WORDS, DAMAGE, DISASTER, DISASTER_PHASES, DISCARD_PHASE, MITIGATE, POP,
    POPULATION_PHASES, SCORE, SEAT_NAMES, TARGET, hand,
)
from pushgames.core import Replay
from pushgames.core.perspective import decision_lines, opening_lines
from pushgames.registry import load_record

from .pushweb_helpers import (
    page_replay, replay_and_handoff, replay_handoff_and_text, start_from_form, take_device,
)
from .pushweb_helpers import text_of

import pytest

#: Each test starts from the booted page, restarted as a first visit (tests/browser/conftest.py).
pytestmark = pytest.mark.shared_page

MOVES = '[data-testid="move"]'
PROMPT = '[data-testid="ap-prompt"]'
TURN_TIMEOUT_MS = 120_000
RED, BLUE, GREEN = 0, 1, 2
#: 3 seats from this seed: Red is dealt Army Corps of Engineers, Blue the card Army, and Red
#: decides first.
ARMY_SEED = 466

BUTTON_WORDS = {
    "migrate": "^Migrate", "transfer": "^Transfer", "growth": "^Growth", "lure": "^Lure",
    "draw": r"^S\*\*t Happens", "lookouts": "^Look Outs",
}


# -- lines built with the engine --------------------------------------------------------------
def line_until(seats: int, seed: int, stop: Callable[[ApocalypseState], bool],
               choose: Callable[[ApocalypseState, list[ApocalypseAction]], ApocalypseAction],
               limit: int = 400) -> Replay[ApocalypseState, ApocalypseAction]:
    """A game of ``seats`` (chance from ``seed``) played by ``choose`` until ``stop(state)``."""
    replay = Replay.new(GAME, {"seats": seats}, seed)
    for _ in range(limit):
        state = replay.state
        if stop(state):
            return replay
        assert replay.outcome is None
        replay.push(choose(state, list(GAME.legal_actions(state))))
    raise AssertionError("the line never reached the position wanted")


def draw_then_strike(state: ApocalypseState, legal: list[ApocalypseAction]) -> ApocalypseAction:
    """Draw cards, play disasters on the first target, pass everything else."""
    if state.phase == POP:
        return ApocalypseAction("draw" if "draw" in legal else "done")
    if state.phase == DISASTER:
        return next((a for a in legal if a.startswith("play")), ApocalypseAction("done"))
    return ApocalypseAction("pass") if "pass" in legal else legal[0]


def fragment(replay: Replay[ApocalypseState, ApocalypseAction]) -> str:
    return "#apocalypse/" + replay.record().encode()


def wait_for_seat(
    page: Page, seat: int, timeout_ms: int = TURN_TIMEOUT_MS, handoffs: list[int] | None = None,
) -> Replay[ApocalypseState, ApocalypseAction]:
    """Until ``seat`` must decide (or the game is over) and the board shows that position.

    At one device with several people, the hand-off screen covers the page
    when ``seat`` is a different person from the last: this checks that no
    hand is on the page under it, takes the device as ``seat`` would, and
    notes the seat in ``handoffs``."""
    waited = 0
    while True:
        # The record, the hand-off and the prompt in one reading: the computer may decide
        # between two readings.
        replay, handoff, prompt = replay_handoff_and_text(page, PROMPT)
        state = replay.state
        if replay.outcome is not None:
            return replay
        if GAME.to_move(state) == seat and handoff == seat:
            assert page.locator(
                '[data-testid="handoff-title"]').text_content() == f"Pass to {SEAT_NAMES[seat]}"
            assert hand_faces_shown(page) == set() and hidden_names_shown(page, None) == [], (
                "a hand under the cover"
            )
            assert take_device(page) == seat
            if handoffs is not None:
                handoffs.append(seat)
            continue
        if GAME.to_move(state) == seat and prompt == GAME.prompt(state):
            assert handoff is None
            return replay
        assert waited < timeout_ms, f"{SEAT_NAMES[seat]} never came to move"
        page.wait_for_timeout(100)
        waited += 100


def played_by(replay: Replay[ApocalypseState, ApocalypseAction], seat: int) -> int:
    """How many decisions ``seat`` made in ``replay``."""
    return sum(1 for ply in range(len(replay.actions)) if replay.turn_mark(ply)[0] == seat)


def step_name(state: ApocalypseState) -> str:
    """The phase track's step for ``state``."""
    if state.phase in POPULATION_PHASES:
        return "Population"
    if state.phase in DISASTER_PHASES:
        return "Disasters"
    return "Score" if state.phase == SCORE else "Cards"


def region(page: Page, code: str) -> Locator:
    return page.locator(f'[data-testid="ap-region-{code}"]')


def button(page: Page, pattern: str) -> Locator:
    return page.locator('[data-testid="extra-action"]', has_text=re.compile(pattern))


def click_decision(page: Page, state: ApocalypseState, action: str) -> None:
    """Make ``action`` with the mouse, the way a player would, and wait for it in the record."""
    before = len(page_replay(page).actions)
    verb, _, arg = action.partition(" ")
    if verb in ACTION_WORDS and not arg:
        button(page, BUTTON_WORDS[verb]).click()
    elif verb == "done":
        button(page, "^(End the population phase|Stop migrating|Play no more disasters)$").click()
    elif verb == "pass":
        button(page, "^(Pass: do not mitigate|Do not score)$").click()
    elif verb == "score":
        button(page, "^Score now").click()
    elif verb == "zone":
        button(page, f"the {arg} zone").click()
    elif verb in ("move", "swap", "lure"):
        a, _, b = arg.partition("-")
        region(page, a).click()
        assert "ap-selected" in (region(page, a).get_attribute("class") or "")
        region(page, b).click()
    elif verb in ("grow", "at", "hit"):
        region(page, arg).click()
    elif verb in ("play", "discard"):
        page.locator(f'[data-testid="ap-card"][data-card="{card_number(arg)}"]').click()
    elif verb == "mitigate":
        number, _, code = arg.partition(" ")
        page.locator(f'[data-testid="ap-card"][data-card="{card_number(number)}"]').click()
        if len(page_replay(page).actions) == before:  # the card could protect several regions
            region(page, code).click()
    elif verb == "take":
        page.locator(f'[data-testid="ap-take"][data-take="{card_number(arg)}"]').click()
    elif verb in ("remove", "convert", "with"):
        page.locator(f'[data-chip="{SEAT_NAMES.index(arg)}"]').click()
    else:
        raise AssertionError(f"no clicks for {action!r}")
    wait_for_more(page, before, action)


def wait_for_more(page: Page, before: int, what: str) -> None:
    """Until the page's record holds more than ``before`` decisions."""
    waited = 0
    while len(page_replay(page).actions) <= before:
        assert waited < 60_000, f"{what!r} was not played"
        page.wait_for_timeout(50)
        waited += 50


#: Every card name, longest first, each a whole name: at one place the longer name is
#: read ("Army Corps of Engineers" is one card, never also "Army").
LONGEST_FIRST = sorted({card.name for card in CARDS}, key=len, reverse=True)
CARD_NAMES = re.compile("|".join(rf"\b{re.escape(name)}\b" for name in LONGEST_FIRST))

#: The page's markup without the rules panel (its card reference of the whole deck),
#: with the record, in one go (the computer cannot move in between). A card's face
#: draws its name in up to three lines (SVG does not wrap): they are read as one name.
MARKUP_JS = """() => { const body = document.body.cloneNode(true);
    body.querySelector('#rules-panel')?.remove();
    body.querySelectorAll('.ap-card').forEach(card => {
        const lines = [...card.querySelectorAll('.ap-card-name')];
        if (lines.length > 1) {
            lines[0].textContent = lines.map(line => line.textContent).join(' ');
            lines.slice(1).forEach(line => line.remove());
        }
    });
    return [pgLive(), body.outerHTML]; }"""


def card_names_in(text: str) -> set[str]:
    """The card names ``text`` holds, each occurrence read as the longest name there."""
    return {match.group(0) for match in CARD_NAMES.finditer(text)}


def page_markup(page: Page) -> tuple[Replay[ApocalypseState, ApocalypseAction], str]:
    """The game and the page's markup (see :data:`MARKUP_JS`), read in one JavaScript turn."""
    frag, html = page.evaluate(MARKUP_JS)
    return load_record(unquote(frag)[1:].partition("/")[2]), html


def hidden_names_in(replay: Replay[ApocalypseState, ApocalypseAction], seat: int | None,
                    html: str) -> list[str]:
    """Names of cards ``seat`` may not know that ``html`` shows.

    What the seat may know: the cards its view shows (its hand, what Look Outs
    showed it, the discard) and every card its move list names: the deal under
    "Start" (its own cards) and each decision with its chance, as it reads them.
    A card played (or discarded) in public long ago may be back in the deck or
    a hand: the move list still names it, as every seat read it then.

    Names are matched whole, the longest first: a seat dealt Army Corps of
    Engineers sees "Army Corps of Engineers" on its own card, which names no
    other card. (The test once took the card's drawn lines "Army Corps of" /
    "Engineers" and its deal line for the card Army, held by another seat.)"""
    state = replay.state
    view = GAME.view(state, seat)
    readable = [*opening_lines(replay, seat)]
    for ply in range(len(replay.actions)):
        text, chance = decision_lines(replay, ply, seat)
        readable += [text, *chance]
    known = card_names_in("\n".join(readable))
    hidden: list[str] = []
    for pile in range(len(state.cards.piles)):
        for card, seen in zip(state.cards.pile(pile), view.cards.pile(pile)):
            if card.face < 0:
                continue
            (known.add if seen.face >= 0 else hidden.append)(CARDS[card.face].name)
    shown = card_names_in(html)
    return [name for name in hidden if name in shown and name not in known]


def hidden_names_shown(page: Page, seat: int | None) -> list[str]:
    """Names of cards ``seat`` may not know that the page shows anywhere (the
    rules panel's card reference of the whole deck left out): see :func:`hidden_names_in`."""
    replay, html = page_markup(page)
    return hidden_names_in(replay, seat, html)


def hand_faces_shown(page: Page) -> set[int]:
    return {int(x) for x in page.eval_on_selector_all('[data-testid="ap-card"]',
                                                      "els => els.map(e => e.dataset.card)")
            if x is not None}


# -- the tests ----------------------------------------------------------------------------------
def choose_for_coverage(state: ApocalypseState, legal: list[ApocalypseAction],
                        done: set[str]) -> str:
    """Red's choices against the computer: every kind of decision at least once."""
    phase = state.phase
    if phase == POP:
        for word in ("draw", "migrate", "growth", "transfer", "lure", "lookouts"):
            if word in legal and word not in done:
                return word
        return "done"
    if phase == DISASTER:
        return next((a for a in legal if a.startswith("play")), "done")
    if phase == SCORE:
        return "score"
    if phase == DAMAGE:
        return legal[0]
    if phase == TARGET:
        return next((a for a in legal if a.startswith("at") or a.startswith("zone")), legal[0])
    return next((a for a in legal if a != "done"), legal[0])


def test_whole_turns_against_the_computer_by_clicking(
    page: Page, open_page: Callable[..., Page],
) -> None:
    open_page(page, "#apocalypse")
    take_device(page)  # the game the page opens is for four people: one looks, then starts another
    start_from_form(page, 11, {1: "easy"}, seats=2)
    done: set[str] = set()
    turns = 0
    took_all = False
    handoffs: list[int] = []
    for _ in range(400):
        replay = wait_for_seat(page, RED, handoffs=handoffs)
        if replay.outcome is not None:
            break
        state = replay.state
        assert hidden_names_shown(page, RED) == [], "Blue's cards reached Red's screen"
        assert hand_faces_shown(page) == {c.face for c in state.cards.pile(hand(RED))}
        # The phase track marks the phase, the dice are the turn's rolls.
        current = page.locator('[data-testid="ap-step"][aria-current="step"]').text_content()
        assert current == step_name(state)
        dice = page.eval_on_selector_all('[data-testid="ap-die"]',
                                         "els => els.map(e => +e.dataset.value)")
        assert dice == [value for _, value in state.dice]
        legal = list(GAME.legal_actions(state))
        action = choose_for_coverage(state, legal, done)
        verb = action.split()[0]
        if state.phase == DAMAGE and not took_all:
            # The quick choice: take as many as it can from one player at once.
            region_hit = next(r for r, d in state.hits if d > 0)
            assert "ap-hit" in (region(page, REGION_CODES[region_hit]).get_attribute("class") or "")
            before = len(replay.actions)
            page.locator('[data-testid="ap-take-all"]').first.click()
            wait_for_more(page, before, "take all")
            took_all = True
            done.add("damage")
            continue
        click_decision(page, state, action)
        done.add(verb if verb in ACTION_WORDS else {"move": "step", "grow": "step", "swap": "step",
                                                     "lure": "step"}.get(verb, verb))
        if verb == "remove":
            done.add("damage")
        after = page_replay(page)
        if after.state.turn != RED or after.outcome is not None:
            turns += 1
        wanted = {"draw", "step", "play", "damage", "score"}
        if wanted <= done and ({"at", "zone", "hit"} & done) and turns >= 2:
            break
    assert {"draw", "step", "play", "damage", "score"} <= done, done
    assert {"at", "zone", "hit"} & done, done
    assert turns >= 2, "Red played fewer than two whole turns"
    assert played_by(page_replay(page), BLUE), "the computer played its turns too"
    assert handoffs == [], "one person against the computer is never asked to hand over"


def mitigation_line() -> Replay[ApocalypseState, ApocalypseAction]:
    """3 seats, all human: a disaster was played and Red or Green is asked to mitigate it."""
    for seed in range(1, 80):
        try:
            replay = line_until(3, seed, lambda s: s.phase == MITIGATE, draw_then_strike, limit=300)
        except AssertionError:
            continue
        return replay
    raise AssertionError("no seed gives a mitigation")


def test_mitigation_is_answered_by_clicking_the_card_and_damage_by_clicking_chips(
    page: Page, open_page: Callable[..., Page],
) -> None:
    replay = mitigation_line()
    state = replay.state
    asked = state.asking
    assert asked != state.turn
    open_page(page, fragment(replay))
    handoffs: list[int] = []
    wait_for_seat(page, asked, handoffs=handoffs)
    assert handoffs == [asked], "a link opened at one device goes to the person who must decide"
    card = CARDS[state.disaster]
    play_panel = page.locator('[data-testid="ap-play"]')
    assert card.name in text_of(play_panel)
    for r, damage in state.hits:
        if damage:
            assert "ap-hit" in (region(page, REGION_CODES[r]).get_attribute("class") or "")
    assert text_of(page.locator(PROMPT)).startswith(f"{SEAT_NAMES[asked]}: mitigate")
    assert hidden_names_shown(page, asked) == []
    # The asked seat sees its own hand (the board shows the seat to move at a shared device).
    assert hand_faces_shown(page) == {c.face for c in state.cards.pile(hand(asked))}
    legal = list(GAME.legal_actions(state))
    mitigate = next(a for a in legal if a.startswith("mitigate"))
    click_decision(page, state, mitigate)
    after = page_replay(page)
    assert after.actions[-1] == mitigate
    # The move list reads the decision in words (the card played is public).
    assert GAME.notation_for(state, mitigate, None) in page.locator(MOVES).all_text_contents()
    # Everyone else passes with one click, then the disaster's player picks whose tokens go;
    # the device goes round: a hand-off each time another person must answer.
    last = asked
    for _ in range(12):
        state = page_replay(page).state
        if state.phase != MITIGATE:
            break
        seen = len(handoffs)
        wait_for_seat(page, GAME.to_move(state), handoffs=handoffs)
        assert len(handoffs) == seen + (GAME.to_move(state) != last), (handoffs, last)
        last = GAME.to_move(state)
        assert hand_faces_shown(page) == {c.face for c in state.cards.pile(hand(last))}
        click_decision(page, state, "pass")
    state = page_replay(page).state
    # The disaster's player decides next: the device goes back to them.
    seen = len(handoffs)
    wait_for_seat(page, state.turn, handoffs=handoffs)
    assert handoffs[seen:] == ([state.turn] if state.turn != last else [])
    if state.phase == DAMAGE:
        chips = page.locator(".ap-chip-click")
        assert chips.count() == len(GAME.legal_actions(state)) >= 2
        action = GAME.legal_actions(state)[0]
        click_decision(page, state, action)
        assert page_replay(page).actions[-1] == action
    assert len(set(handoffs)) >= 2, handoffs


def test_look_outs_shows_the_other_hands_only_to_the_looker(
    page: Page, open_page: Callable[..., Page],
) -> None:
    replay = line_until(3, 5, lambda s: s.phase == POP
                        and "lookouts" in GAME.legal_actions(s) and s.fresh,
                        draw_then_strike)
    looker = replay.state.turn
    open_page(page, fragment(replay))
    handoffs: list[int] = []
    state = wait_for_seat(page, looker, handoffs=handoffs).state
    assert page.locator('[data-testid="ap-take"]').count() == 0
    backs = page.locator('[data-testid="ap-other"] .ap-hidden').count()
    assert backs == sum(state.cards.size(hand(s)) for s in range(3) if s != looker)
    click_decision(page, state, "lookouts")
    state = wait_for_seat(page, looker, handoffs=handoffs).state
    assert handoffs == [looker], "the same person goes on: no hand-off"
    takes = page.locator('[data-testid="ap-take"]')
    assert takes.count() == len(GAME.legal_actions(
        state)) == backs, "every other card shown to the looker"
    # Look Outs showed hidden hands: it can never be taken back (Game.reveals).
    undo = page.locator('[data-testid="undo"]')
    assert undo.is_disabled() and "showed hidden cards" in (undo.get_attribute("title") or "")
    take = GAME.legal_actions(state)[0]
    click_decision(page, state, take)
    assert page_replay(page).actions[-1] == take
    # The thief reads the card's name in the move list; a third seat would read "a card".
    named, unnamed = GAME.notation_for(state, take, looker), GAME.notation_for(state, take, None)
    assert unnamed != named and " a card " in unnamed
    moves = page.locator(MOVES).all_text_contents()
    assert named in moves and unnamed not in moves
    assert hidden_names_shown(page, looker) == []


def test_discarding_down_to_seven_by_clicking_cards(
    page: Page, open_page: Callable[..., Page],
) -> None:
    def draw_a_lot(state: ApocalypseState, legal: list[ApocalypseAction]) -> ApocalypseAction:
        if state.phase == DISASTER or state.phase == SCORE:
            return ApocalypseAction("done" if "done" in legal else "pass")
        return draw_then_strike(state, legal)

    replay = None
    for seed in range(1, 60):
        try:
            replay = line_until(2, seed, lambda s: s.phase == DISCARD_PHASE, draw_a_lot, limit=200)
            break
        except AssertionError:
            continue
    assert replay is not None
    seat = replay.state.turn
    open_page(page, fragment(replay))
    state = wait_for_seat(page, seat).state
    assert page.locator('[data-testid="ap-step"][aria-current="step"]').text_content() == "Cards"
    while state.phase == DISCARD_PHASE:
        assert page.locator('[data-testid="ap-card"].ap-playable').count() == state.cards.size(
            hand(seat))
        click_decision(page, state, GAME.legal_actions(state)[0])
        state = page_replay(page).state
    assert page_replay(page).state.cards.size(hand(seat)) == 7


def test_embed_mode_renders_the_map_and_the_hand(
    page: Page, open_page: Callable[..., Page],
) -> None:
    replay = line_until(4, 3, lambda s: s.phase == POP, draw_then_strike)
    open_page(page, "index.html?embed=1" + fragment(replay))
    seat = replay.state.turn
    wait_for_seat(page, seat)
    assert page.locator('[data-testid="board"]').is_visible()
    assert page.locator('[data-testid^="ap-region-"]').count() == 9
    assert page.locator('.ap-chip').count() == 9 * 4
    assert hand_faces_shown(page) == {c.face for c in replay.state.cards.pile(hand(seat))}
    assert hidden_names_shown(page, seat) == []


def test_three_seats_two_humans_and_a_computer_each_sees_only_its_own_hand(
    page: Page, open_page: Callable[..., Page],
) -> None:
    open_page(page, "#apocalypse")
    take_device(page)
    start_from_form(page, 4, {2: "easy"}, seats=3)
    seen = set()
    handoffs: list[int] = []
    last_person = None
    computer_between = False
    for _ in range(200):
        replay, handoff = replay_and_handoff(page)
        state = replay.state
        seat = GAME.to_move(state)
        if seat not in (RED, BLUE):
            # The computer's turn: no hand-off, and the public view (nobody's hand) while it
            # decides.
            assert handoff is None
            computer_between = computer_between or seat == GREEN
            page.wait_for_timeout(100)
            continue
        before = len(handoffs)
        wait_for_seat(page, seat, handoffs=handoffs)
        # A hand-off exactly when another person must decide, whoever moved in between.
        assert handoffs[before:] == ([seat] if seat != last_person else []), (handoffs,
                                                                              seat, last_person)
        last_person = seat
        state = page_replay(page).state
        seen.add(seat)
        assert hand_faces_shown(page) == {c.face for c in state.cards.pile(hand(seat))}
        assert hidden_names_shown(page, seat) == []
        legal = list(GAME.legal_actions(state))
        action = "done" if state.phase == POP and "done" in legal else draw_then_strike(state,
                legal)
        click_decision(page, state, action)
        if seen == {RED, BLUE} and state.turn == BLUE and page_replay(page).state.turn != BLUE:
            break
    assert seen == {RED, BLUE}
    assert played_by(page_replay(page), GREEN), "the computer seat played its turn"
    assert {RED, BLUE} <= set(handoffs) and computer_between


def test_strip_and_hand_off_marks_take_the_boards_seat_colours(
    page: Page, open_page: Callable[..., Page],
) -> None:
    replay = line_until(3, 3, lambda s: s.phase == POP, draw_then_strike)
    open_page(page, fragment(replay))
    seat = replay.state.turn
    read = "sel => getComputedStyle(document.querySelector(sel)).backgroundColor"
    red, blue = "rgb(214, 40, 40)", "rgb(29, 95, 209)"  # the chips' Red and Blue
    assert page.evaluate(read, "#handoff-mark") == (red, blue, "rgb(42, 157, 75)")[seat]
    take_device(page)
    assert page.evaluate(read, '[data-testid="strip-0"] .strip-mark') == red
    assert page.evaluate(read, '[data-testid="strip-1"] .strip-mark') == blue
    # the letter stays
    assert page.locator('[data-testid="strip-0"] .strip-mark').text_content() == "R"


def test_a_card_whose_name_holds_another_names_only_itself(
    page: Page, open_page: Callable[..., Page],
) -> None:
    """test_apocalypse_whole_game's failure that was not repeated: Red, dealt Army
    Corps of Engineers, was said to see "Army", Blue's card. The page showed Red's own
    card only; the check read its drawn lines ("Army Corps of", "Engineers") and missed
    the deal line naming it. The check now reads names whole and knows the deal."""
    line = Replay.new(GAME, {"seats": 3}, ARMY_SEED)
    engineers, army = card_named("Army Corps of Engineers"), card_named("Army")
    state = line.state
    assert engineers.face in state.hand_faces(RED) and army.face in state.hand_faces(BLUE)
    assert GAME.to_move(state) == RED
    open_page(page, fragment(line))
    wait_for_seat(page, RED)
    replay, html = page_markup(page)
    # Red's card draws its name in two lines; the deal under "Start" names it to Red.
    drawn = page.locator(f'[data-testid="ap-card"][data-card="{engineers.face}"] .ap-card-name')
    assert drawn.all_text_contents() == ["Army Corps of", "Engineers"]
    assert f"Red draws {engineers}" in opening_lines(replay, RED)
    assert engineers.name in card_names_in(html) and army.name not in card_names_in(html)
    assert hidden_names_shown(page, RED) == []
    # The same check finds the card Army wherever a page would show it to Red.
    for leak in ("<p>Army (2)</p>", "<p>Army</p>"):
        leaked = html.replace("</body>", leak + "</body>")
        assert hidden_names_in(replay, RED, leaked) == [army.name]
