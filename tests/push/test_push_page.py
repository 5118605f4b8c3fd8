"""The Push page's pure Python (web/pushweb/boards/push/*.py minus the DOM):
counters, cards, the rules panel, what clicks mean, and what the panels show."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from pushgames.core import Replay
from pushgames.push import CLARIFICATIONS, GAME
from pushgames.push.board import BOX_OF, CENTRE, square_name
from pushgames.push.cards import CARDS, NAMES
from pushgames.push.common import hand
from pushgames.push.common import Act
from pushgames.push.state import (
    ANSWER_ROLL, DEFEND, Attack, Op, Path as WalkPath, Play, PushState, Window,
)
from pushgames.push.turns import centre_held

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "web"))
from pushweb.boards.push import (  # noqa: E402
    art as push_art, panels as push_panels, rules as push_rules,
)
from pushweb.boards.words import wrap_words  # noqa: E402
from pushweb.boards.push.choices import (  # noqa: E402
    Selection, button_actions, direct_plays, involved_squares, options, playable_faces, walk_plans,
)

#: Red starts this 2-seat game in its Move Phase (dice 3 3 5) holding Money.
SEED = 2


@pytest.fixture
def opening() -> PushState:
    return Replay.new(GAME, {"seats": 2}, SEED).state


def test_a_counter_reads_owner_type_and_tokens_and_names_itself() -> None:
    plain = push_art.counter_svg(Op(0, 0, 1))
    assert "<title>Red Watcher</title>" in plain and "<circle" in plain and ">Wa<" in plain
    assert "ps-compromised" not in plain and "ps-token" not in plain
    hurt = push_art.counter_svg(Op(12, 1, 2, inc=True, neut=True, captor=2))
    assert "<title>Blue Squad, incapacitated, neutralized, captured by Green</title>" in hurt
    assert "ps-token-inc" in hurt and "ps-token-neut" in hurt and "ps-token-cap ps-seat-2" in hurt
    assert "ps-compromised" in hurt and ">Sq<" in hurt
    # Four owners, four shapes: colour is never the only difference.
    shapes = [push_art.seat_shape(s, 40, "x").split()[0] for s in range(4)]
    assert len(set(push_art.seat_shape(s, 40, "x")
                   for s in range(4))) == 4 and shapes[0] == "<circle"
    assert len(set(push_art.CODES)) == len(push_art.CODES) == 13
    assert len(set(push_art.SYMBOLS)) == 13


def test_every_card_has_words_and_a_picture() -> None:
    for face, spec in enumerate(CARDS):
        words = push_art.card_effect(face)
        assert words, spec.name
        picture = push_art.card_svg(face)
        assert picture.startswith("<svg") and wrap_words(spec.name, 11)[0] in picture
    guns = NAMES.index("Guns")
    assert push_art.card_effect(guns) == "Attack: kill" and push_art.requires_name(guns) == "Any"
    assert push_art.card_effect(NAMES.index("Ambush")) == "Attack diagonally: kill"
    assert push_art.card_label(NAMES.index(
        "Hide Building")) == "Hide Building (Shadow): Answer: cancel any card"


def test_the_rules_panel_has_the_clarifications_references_and_credits() -> None:
    html = push_rules.RULES_HTML
    for text in CLARIFICATIONS:
        assert text.split(":")[0].replace("'", "&#x27;") in html
    for name in set(NAMES):
        assert f'data-card-name="{name.lower()}"' in html
    assert (
        "Warpspawn" in html
        and "Lloyd Krassner" in html
        and "fan game" in html
        and "copyrighted" in html
    )
    assert html.count('data-testid="ps-card-ref"') == len(set(NAMES))
    assert push_rules.matching(["guns", "run away", "rupture blood vessels"],
                               "RU") == [False, True, True]
    assert push_rules.matching(["guns"], "") == [True]
    # One card count, as the home page's; the board's marks and the cards' colours explained.
    assert "78 cards, five of them Faction cards" in html and "74 card" not in html
    assert "<strong>+</strong> marks the four straight" in html and "dashed outline" in html
    assert "ps-band-attack" in html and "purple</span> answers" in html


def test_a_die_then_an_operative_lights_up_exactly_the_walk_ends(opening: PushState) -> None:
    legal = GAME.legal_actions(opening)
    start = options(GAME, opening, legal, Selection())
    assert start.dice == set(opening.dice) and start.pickable
    with_die = options(GAME, opening, legal, Selection(die=3))
    assert with_die.pickable and not with_die.plans
    op = sorted(with_die.pickable)[0]
    chosen = options(GAME, opening, legal, Selection(die=3, op=op))
    assert op in chosen.focus and chosen.plans
    by_step = chosen.plans.pop(op)
    assert [p.label for p in by_step] == ["Walk 3 step by step"] and len(by_step[0].actions) == 1
    walking = GAME.apply(opening, by_step[0].actions[0])
    steps = options(GAME, walking, GAME.legal_actions(walking), Selection())
    assert set(chosen.plans) <= set(steps.plans), "step by step reaches every end"
    assert any(p.label.startswith("One step to") for plans in steps.plans.values() for p in plans)
    for end, plans in chosen.plans.items():
        state = opening
        for action in plans[0].actions:
            state = GAME.apply(state, action)
        assert state.board[end] == opening.board[op], f"the plan for {square_name(end)} ends there"
        assert not state.stack or not isinstance(state.stack[-1], WalkPath)


def brute_force_ends(state: PushState) -> set[int]:
    """Every square some walk from ``state`` ends on, trying every walk."""
    ends: set[int] = set()
    todo = [state]
    while todo:
        current = todo.pop()
        for step in GAME.legal_actions(current):
            after = GAME.next_state(current, step)
            if after.stack and isinstance(after.stack[-1], WalkPath):
                todo.append(after)
            else:
                ends.add(step.a)
    return ends


def test_walk_plans_are_empty_without_a_walk(opening: PushState) -> None:
    assert walk_plans(GAME, opening) == {}


def test_walks_that_share_a_future_are_explored_once_and_lose_no_end(opening: PushState) -> None:
    board = list(opening.board)
    board[12], board[48] = None, Op(4, 0, 12)  # a Shifter (diagonal steps) alone on e5
    state = opening._replace(board=tuple(board), dice=(4,))
    walk = GAME.apply(state, next(a for a in GAME.legal_actions(state) if a.verb == "move"
                                  and a.b == 48))
    every = brute_force_ends(walk)
    merged = walk_plans(GAME, walk)
    assert set(merged) == every and len(every) > 30
    for end, steps in merged.items():
        after = walk
        for step in steps:
            after = GAME.apply(after, step)
        assert after.board[end] == Op(4, 0, 12)


def test_a_card_asks_for_its_square_and_plays_without_one_when_it_has_none(
    opening: PushState,
) -> None:
    state = opening
    # Walk the Pusher on b2 out of Red's box: Money can then recruit into b2.
    legal = GAME.legal_actions(state)
    b2 = 12
    plans = options(GAME, state, legal, Selection(die=3, op=b2)).plans
    end = next(sq for sq in plans if BOX_OF[sq] < 0)
    for action in plans[end][0].actions:
        state = GAME.apply(state, action)
    legal = GAME.legal_actions(state)
    money = NAMES.index("Money")
    assert money in playable_faces(legal)
    card = options(GAME, state, legal, Selection(card=money))
    assert set(card.plans) == {b2} and card.plans[b2][0].actions[0].verb == "play"
    assert direct_plays(legal, money) == []


def test_involved_squares_show_an_attack_or_a_card_being_answered(opening: PushState) -> None:
    assert involved_squares(opening) == set()
    guns, trackers = NAMES.index("Guns"), NAMES.index("Trackers")
    attack = opening._replace(stack=(Attack(1, guns, 44, 45, 0, DEFEND, (0,)),))
    assert involved_squares(attack) == {44, 45}
    under_way = push_panels.under_way_html(attack)
    assert "Guns" in under_way and "on a5" in under_way
    played = opening._replace(stack=(Window(Play(1, guns, 44, 45), (0,)),))
    assert involved_squares(played) == {44, 45}
    assert "a5 \u2192 b5" in push_panels.under_way_html(played)
    at_seat = opening._replace(stack=(Window(Play(1, trackers, 0), (0,)),))
    assert involved_squares(
        at_seat) == set() and "Trackers</strong> on Red" in push_panels.under_way_html(at_seat)


def test_the_panels_show_only_the_viewers_hand(opening: PushState) -> None:
    red = GAME.view(opening, 0)
    html = push_panels.hand_html(red, 0, set(), None, False, set())
    for card in opening.cards.piles[hand(0)]:
        assert f'data-name="{NAMES[card.face]}"' in html
    blue_only = {NAMES[c.face] for c in opening.cards.piles[hand(1)]} - {
        NAMES[c.face] for c in opening.cards.piles[hand(0)]}
    everything = html + push_panels.table_html(red) + push_panels.under_way_html(red)
    for name in blue_only:
        assert f'data-name="{name}"' not in everything
    assert push_panels.hand_html(red, None, set(), None, False, set()) == ""
    # Another seat's hand is only its size, on the player strips (the page's, from seat_facts).
    assert dict(GAME.seat_facts(red, 1))["cards"] == opening.cards.size(hand(1))


def test_the_victory_squares_count_per_player() -> None:
    state = Replay.new(GAME, {"seats": 2}, SEED).state
    board = list(state.board)
    board[CENTRE + 1] = Op(0, 0, 90)
    board[CENTRE - 1] = Op(0, 0, 91, captor=1)
    board[CENTRE + 12] = Op(2, 1, 92)
    state = state._replace(board=tuple(board))
    assert centre_held(state, 0) == (1, 0), "a captured operative does not count"
    assert centre_held(state, 1) == (0, 1)
    assert dict(GAME.seat_facts(state, 1))[
        "centre"] == "0/4 straight, 1/4 diagonal", "the strips show it"


def test_the_dice_tray_offers_only_usable_dice(opening: PushState) -> None:
    html = push_panels.tray_html(opening, {3}, 3, False, frozenset(), True)
    assert html.count('data-testid="ps-die"') == len(opening.dice)
    # An unusable die is marked disabled; in the viewer's own decision it stays clickable
    # (aria-disabled) so that a click on it can say why (push.reasons.die_refusal).
    assert html.count(' aria-disabled="true"') == sum(1 for d in opening.dice if d != 3)
    watching = push_panels.tray_html(opening, set(), None, False, frozenset(), False)
    assert watching.count(" disabled") == len(
        opening.dice), "not the viewer's decision: plain disabled"
    assert html.count('aria-pressed="true"') == 1
    reroll = push_panels.tray_html(opening, set(), None, True, frozenset({0}), True)
    assert 'data-testid="ps-reroll"' in reroll and reroll.count('aria-pressed="true"') == 1


def crafted(opening: PushState, dice: tuple[int, ...], ops: dict[int, Op | None]) -> PushState:
    board = list(opening.board)
    for sq, op in ops.items():
        board[sq] = op
    return opening._replace(board=tuple(board), dice=dice)


def labels_on(state: PushState, sel: Selection, sq: int) -> list[str]:
    return [p.label for p in options(GAME, state, GAME.legal_actions(state), sel).plans.get(sq, [])]


E5, F5, B2, H8, K11 = 48, 49, 12, 84, 120
WATCHER, SQUAD, MOVER, PORTER, CHANGER, BLEEDER, STITCHER = 0, 12, 3, 9, 11, 6, 7


def test_the_special_uses_of_a_die_light_up_where_they_are_legal(opening: PushState) -> None:
    recruit = crafted(opening, (6,), {B2: None})
    assert labels_on(recruit, Selection(die=6), B2) == ["Recruit on b2"]
    porter = crafted(opening, (6,), {E5: Op(PORTER, 0, 90)})
    anywhere = options(GAME, porter, GAME.legal_actions(porter), Selection(die=6, op=E5)).plans
    assert ["Port to k1"] == [p.label for p in anywhere[10]]
    assert any(len(plans) == 2
               for plans in anywhere.values()), "a walk and a port to the same square: asked"
    changer = crafted(opening, (6,), {E5: Op(CHANGER, 0, 90), H8: Op(SQUAD, 1, 91)})
    assert "Switch places with h8" in labels_on(changer, Selection(die=6, op=E5), H8)
    assert labels_on(changer, Selection(die=6, op=E5), K11) == [], "never into Blue's box"
    bleeder = crafted(opening, (2,), {E5: Op(BLEEDER, 0, 90), F5: Op(SQUAD, 1, 91)})
    assert labels_on(bleeder, Selection(die=2, op=E5), F5) == ["Make f5 flee 2 squares"]
    one = crafted(opening, (1,), {E5: Op(BLEEDER, 0, 90), F5: Op(SQUAD, 1, 91)})
    assert labels_on(one, Selection(die=1, op=E5), F5) == ["Make f5 flee 1 square"]
    hurt = crafted(opening, (5,), {E5: Op(MOVER, 0, 90, inc=True), B2: None})
    assert labels_on(hurt, Selection(die=5, op=E5), B2) == ["Bring home to b2"]
    enemy = crafted(opening, (2,), {E5: Op(SQUAD, 1, 90, neut=True), B2: None})
    assert E5 in options(GAME, enemy, GAME.legal_actions(enemy), Selection(die=2)).pickable
    assert labels_on(enemy, Selection(die=2, op=E5), B2) == ["Take over into b2"]
    healer = crafted(opening, (3,), {E5: Op(STITCHER, 0, 90), F5: Op(SQUAD, 0, 91, inc=True)})
    assert labels_on(healer, Selection(op=E5), F5) == ["Heal f5"]


def test_buttons_name_what_needs_no_square(opening: PushState) -> None:
    captive = crafted(opening, (1,), {E5: Op(SQUAD, 1, 90, captor=0)})
    labels = [label for label, _ in button_actions(captive, GAME.legal_actions(captive))]
    assert "Use the 1: steal a random card from Blue" in labels
    assert labels[-1] == "End the Move Phase (unused dice are lost)"
    guns = NAMES.index("Guns")
    asked = opening._replace(stack=(Attack(1, guns, 44, 45, 0, DEFEND, (0,)),))
    negate = NAMES.index("Safe Place")
    assert button_actions(asked, [Act("pass"), Act("play", negate)]) == [
        ("Pass", Act("pass")), ("Answer with Safe Place", Act("play", negate))]
    rerolled = opening._replace(stack=(Attack(1, guns, 44, 45, 0, ANSWER_ROLL, (0,), 4),))
    assert button_actions(rerolled, [Act("play", 0)])[0][0] == "Have it rerolled with Faction"


def test_what_the_viewer_has_seen_of_other_cards_is_listed(opening: PushState) -> None:
    red = GAME.view(opening, 0)
    assert push_panels.known_html(red, 0) == "", "nothing seen yet"
    shown = opening._replace(cards=opening.cards.show(hand(1), 1))  # Red looks at Blue's hand
    blue_hand = sorted(NAMES[c.face] for c in opening.cards.piles[hand(1)])
    known = push_panels.known_html(GAME.view(shown, 0), 0)
    assert "in Blue's hand: " + ", ".join(blue_hand) in known.replace("&#x27;", "'")
    assert push_panels.known_html(GAME.view(shown, 1), 1) == "", "Blue learnt nothing of Red's hand"


def test_threats_over_the_board_are_words_for_the_viewer_and_absent_when_nobody_is_close() -> None:
    from pushgames.push.threats import threats

    from .helpers import BLUE, RED, make
    quiet = make({"a1": ("Squad", RED), "k11": ("Squad", BLUE)})
    assert push_panels.threats_html(quiet, threats(quiet), RED) == ""
    close = make({"e6": ("Squad", BLUE), "g6": ("Squad", BLUE), "f7": ("Squad", BLUE),
                  "f2": ("Squad", BLUE)})
    html = push_panels.threats_html(close, threats(close), RED)
    assert (
        "Blue needs f5 to hold the straight centre: block it" in html
        and 'data-testid="ps-threat"' in html
    )
    assert "You need f5" in push_panels.threats_html(close, threats(close), BLUE)


def test_the_log_and_the_call_out_show_the_turns_in_words() -> None:
    from pushgames.push.log import LogTurn

    from .helpers import make
    state = make({"e4": ("Squad", 1)}, turn=1)
    turns = [LogTurn(0, 0, ("Red's faction is Triad",)),
             LogTurn(1, 1, ("Blue rolls 6, 3, 1",
                            "Blue plays Guns: Squad e5 attacks Red's Pusher e6"),
                     ("Blue plays Guns: Squad e5 attacks Red's Pusher e6",))]
    html = push_panels.log_html(turns)
    assert html.index("Round 1 \u00b7 Blue") < html.index("Set-up"), "the latest turn first"
    assert "Blue plays Guns: Squad e5 attacks Red&#x27;s Pusher e6" in html
    assert push_panels.callout_html(state, turns).count("ps-callout-line") == 1
    assert push_panels.callout_html(state._replace(turn=0), turns) == "", "only the turn under way"
    assert push_panels.log_html([]) == ""
