"""Every card of the deck: its effect, its requirement, and for an answer
card when it may and may not be played."""

from __future__ import annotations

from typing import Any

import pytest

from pushgames.core import CHANCE
from pushgames.push import GAME
from pushgames.push.cards import CARDS, NAMES, OPERATIVE_NAMES
from pushgames.push.common import DECK, hand
from pushgames.push.state import DEFEND, Attack, Path, Pick, Place, PushState, Strike, Window

from .helpers import BLUE, GREEN, RED, at, hand_names, legal, make, op_at, play

# name: (attacker type or "Any", target square from e4, result on a roll of 6)
ATTACKS = {
    "False Friend": ("Changer", "e5", "dead"), "Doppelganger": ("Changer", "f5", "dead"),
    "Treachery": ("Changer", "e5", "neut"), "Sonic Scream": ("Bleeder", "e5", "inc"),
    "Guns": ("Any", "e5", "dead"), "Hunted Down": ("Sniffer", "e5", "capture"),
           "Push": ("Pusher", "e5", "control"),
    "Implant Memories": ("Pusher", "e5", "neut"), "Fatal Command": ("Pusher", "e5", "dead"),
    "Suicidal Thoughts": ("Pusher", "f5", "dead"), "Mind Control": ("Pusher", "f5", "control"),
    "Mind Wipe": ("Wiper", "e5", "neut"), "Surprise": ("Any", "e5", "dead"),
           "Ambush": ("Any", "f5", "dead"),
    "Shatter": ("Bleeder", "f5", "dead"), "Automatic Weapons": ("Squad", "e5", "dead"),
    "Firepower": ("Squad", "e5", "dead"), "Surrounded": ("Squad", "e5", "capture"),
    "Personal Army": ("Pusher", "e5", "control"), "Levitation": ("Mover", "e5", "dead"),
    "Collapse Structure": ("Mover", "f5", "dead"), "Leverage": ("Any", "e5", "neut"),
    "Paralysis": ("Stitcher", "e5", "inc"), "Kinetic Blow": ("Mover", "f5", "dead"),
    "Rupture Blood Vessels": ("Bleeder", "e5", "dead"), "Trap": ("Any", "e5", "capture"),
    "Know Location": ("Sniffer", "e5", "neut"), "Selective Memory Loss": ("Wiper", "e5", "neut"),
    "Force Projection": ("Mover", "e5", "dead"),
}


def _result(state: PushState, sq: str) -> str:
    o = at(state, sq)
    if o is None:
        return "dead"
    if o.owner == RED:
        return "control"
    return "capture" if o.captured else "neut" if o.neut else "inc" if o.inc else "none"


def _attack_position(card: str, attacker: str, target: str,
                     compromised: bool = False) -> PushState:
    kind = "Squad" if card == "Personal Army" else "Watcher"
    return make({"e4": (attacker, RED, "i" if compromised else ""), target: (kind, BLUE)},
                hands={RED: [card]})


@pytest.mark.parametrize("card", sorted(ATTACKS))
def test_attack_card_effect(card: str) -> None:
    attacker, target, result = ATTACKS[card]
    state = _attack_position(card, "Squad" if attacker == "Any" else attacker, target)
    mode = " kill" if card in ("Shatter", "Levitation") else ""
    state = play(state, f"play {card} e4 {target}{mode}", "roll 6")
    assert _result(state, target) == result
    assert card in [NAMES[c.face] for c in state.cards.pile(1)], "played cards are discarded"


@pytest.mark.parametrize("card", sorted(ATTACKS))
def test_attack_card_requirement(card: str) -> None:
    attacker, target, _ = ATTACKS[card]
    if attacker == "Any":
        wrong = _attack_position(card, "Watcher", target, compromised=True)
        assert f"play {card} e4 {target}" not in legal(wrong)
        assert f"play {card} e4 {target}" in legal(_attack_position(card, "Watcher", target))
        return
    other = "Watcher" if attacker == "Squad" else "Squad"
    moves = legal(_attack_position(card, other, target))
    assert not any(m.startswith(f"play {card} ") for m in moves)
    assert any(m.startswith(f"play {card} e4 {target}")
               for m in legal(_attack_position(card, attacker, target)))


def test_kill_or_incapacitate_cards_let_the_attacker_choose() -> None:
    state = _attack_position("Levitation", "Mover", "e5")
    assert {"play Levitation e4 e5 kill", "play Levitation e4 e5 incapacitate"} <= set(legal(state))
    assert _result(play(state, "play Levitation e4 e5 incapacitate", "roll 6"), "e5") == "inc"


def test_personal_army_only_targets_squads_and_diagonal_cards_only_diagonals() -> None:
    assert not any(m.startswith("play Personal Army") for m in legal(make(
        {"e4": ("Pusher", RED), "e5": ("Watcher", BLUE)}, hands={RED: ["Personal Army"]})))
    assert "play Suicidal Thoughts e4 e5" not in legal(make(
        {"e4": ("Pusher", RED), "e5": ("Watcher", BLUE)}, hands={RED: ["Suicidal Thoughts"]}))
    kinetic = make({"e4": ("Mover", RED), "e5": ("Watcher", BLUE), "f5": ("Watcher", BLUE)},
                   hands={RED: ["Kinetic Blow"]})
    assert {"play Kinetic Blow e4 e5", "play Kinetic Blow e4 f5"} <= set(legal(kinetic))


# name: (the attacked operative's type for which it works, one for which it does not)
NEGATES = {
    "Disorientation": ("Bleeder", "Squad"), "Friendly Visage": ("Changer", "Squad"),
    "Innocent Bystander": ("Changer", "Squad"), "Danger Sense": ("Watcher", "Squad"),
    "Mesmerize": ("Pusher", "Squad"), "Force Projection": ("Mover", "Squad"),
           "Run Away": ("Squad", None),
    "Safe Place": ("Watcher", None), "Move Undetected": ("Shadow", "Squad"),
           "Retreat": ("Phaser", "Squad"),
    "Deflection": ("Mover", "Squad"), "Inertial Fields": ("Mover", "Squad"),
           "Illusions": ("Shifter", "Squad"),
    "Let Plot Unfold": ("Squad", None), "Need Him Alive": ("Squad", None),
    "Disappear": ("Porter", "Squad"), "Vanish": ("Porter", "Squad"),
}


def _attacked(defender_type: str, negate: str, card: str = "Guns",
              extra: dict[str, tuple[Any, ...]] | None = None) -> PushState:
    pieces: dict[str, tuple[Any, ...]] = {"e4": ("Squad", RED), "e5": (defender_type, BLUE)}
    pieces.update(extra or {})
    return play(make(pieces, hands={RED: [card], BLUE: [negate]}), f"play {card} e4 e5")


@pytest.mark.parametrize("card", sorted(NEGATES))
def test_negate_card_may_answer_an_attack_on_its_type(card: str) -> None:
    works, _ = NEGATES[card]
    state = _attacked(works, card)
    top = state.stack[-1]
    assert isinstance(top, Attack), "the attack waits for a defence"
    assert GAME.to_move(state) == BLUE and top.stage == DEFEND and f"play {card}" in legal(state)
    state = play(state, f"play {card}")
    if card in ("Disappear", "Vanish"):
        state = play(state, "roll 1")
        assert isinstance(state.stack[-1], Path) and GAME.to_move(state) == BLUE
        state = play(state, "to e6")
        assert op_at(state, "e6").kind == 9
    assert not state.stack and _result(state,
                                       "e6" if card in ("Disappear", "Vanish") else "e5") == "none"
    assert card in [NAMES[c.face] for c in state.cards.pile(1)]


@pytest.mark.parametrize("card", sorted(NEGATES))
def test_negate_card_may_not_answer_otherwise(card: str) -> None:
    works, fails = NEGATES[card]
    if fails is not None:
        state = _attacked(fails, card)
    elif card == "Need Him Alive":
        state = _attacked(works, card, card="Leverage")  # not an attack to kill
    else:  # negates for any operative: not when another player's operative is attacked
        pieces = {"e4": ("Squad", RED), "e5": ("Squad", GREEN)}
        state = play(make(pieces, seats=3, hands={RED: ["Guns"], BLUE: [card]}), "play Guns e4 e5")
    assert GAME.to_move(state) == CHANCE, "nobody is asked"


def test_keep_hidden_needs_the_defenders_shadow_next_to_the_attacked_operative() -> None:
    state = _attacked("Squad", "Keep Hidden", extra={"d6": ("Shadow", BLUE)})
    assert GAME.to_move(state) == BLUE and "play Keep Hidden" in legal(state)
    assert _result(play(state, "play Keep Hidden"), "e5") == "none"
    assert GAME.to_move(_attacked("Squad", "Keep Hidden")) == CHANCE


def test_disappear_that_cannot_move_does_not_avert_the_attack() -> None:
    walls = {sq: ("Squad", RED) for sq in ("d5", "f5", "e6")}
    state = _attacked("Porter", "Vanish", extra=walls)
    state = play(state, "play Vanish", "roll 2")
    top = state.stack[-1]
    assert isinstance(top, Attack), "the attack goes on"
    assert GAME.to_move(state) == CHANCE and top.stage != DEFEND
    assert _result(play(state, "roll 6"), "e5") == "dead"


@pytest.mark.parametrize("card, answers, ignores", [
    ("Hide Building", ("Guns", "Squad"), None),
    ("Avoid Detection", ("Trackers", "Sniffer"), ("Guns", "Squad")),
    ("Changing Future", ("Prediction", "Watcher"), ("Guns", "Squad")),
])
def test_answer_cards_any_other_player_may_play(card: str, answers: tuple[str, str],
                                               ignores: tuple[str, str] | None) -> None:
    played, needs = answers
    args = " e4 e5" if played == "Guns" else " Blue" if played == "Trackers" else ""
    pieces = {"e4": (needs, RED), "e5": ("Squad", BLUE), "k5": ("Shadow", BLUE)}
    state = play(make(pieces, hands={RED: [played, "Trap"], BLUE: [card, "Money"]}),
                 f"play {played}{args}")
    assert isinstance(state.stack[-1],
                      Window) and GAME.to_move(state) == BLUE and f"play {card}" in legal(state)
    state = play(state, f"play {card}")
    assert not state.stack and hand_names(state, RED) == ["Trap"] and at(state, "e5") is not None
    if ignores:
        other = play(make({"e4": (ignores[1], RED), "e5": ("Squad", BLUE), "k5": ("Shadow", BLUE)},
                          hands={RED: [ignores[0]], BLUE: [card]}), "play Guns e4 e5")
        assert GAME.to_move(other) == CHANCE
    if card != "Changing Future":
        no_shadow = play(make({"e4": (needs, RED), "e5": ("Squad", BLUE)},
                              hands={RED: [played], BLUE: [card, "Money"]}), f"play {played}{args}")
        assert not isinstance(no_shadow.stack[-1] if no_shadow.stack else None,
                              Window), "needs a Shadow"


def test_see_decisions_requires_a_watcher_of_the_answering_player() -> None:
    pieces = {"e4": ("Squad", RED), "e5": ("Squad", BLUE), "k5": ("Watcher", BLUE)}
    state = play(make(pieces, hands={RED: ["Guns"], BLUE: ["See Decisions"]}),
                 "play Guns e4 e5", "roll 6")
    assert GAME.to_move(state) == BLUE and "play See Decisions" in legal(state)
    pieces["k5"] = ("Squad", BLUE)
    state = play(make(pieces, hands={RED: ["Guns"], BLUE: ["See Decisions"]}),
                 "play Guns e4 e5", "roll 6")
    assert not state.stack


# -- the Faction card, by faction -------------------------------------------------

def _faction(name: str, pieces: dict[str, tuple[Any, ...]] | None = None,
             dice: tuple[int, ...] = (3,)) -> PushState:
    return make(pieces or {"e4": ("Squad", RED), "e5": ("Squad", BLUE)}, factions=(name, "Rebel"),
                hands={RED: ["Faction"]}, dice=dice)


def test_faction_division_draws_two() -> None:
    state = play(_faction("Division"), "play Faction")
    assert state.cards.size(hand(RED)) == 2 and GAME.to_move(state) == CHANCE


def test_faction_rebel_is_only_an_answer_to_a_roll() -> None:
    assert "play Faction" not in legal(_faction("Rebel"))


def test_faction_triad_gives_a_diagonal_move() -> None:
    state = play(_faction("Triad"), "play Faction")
    assert state.diagonal and "move 3 e4 diagonal" in legal(state)


def test_faction_company_recruits() -> None:
    state = play(_faction("Company"), "play Faction a1", "draw Changer")
    assert op_at(state, "a1").kind == 11 and op_at(state, "a1").owner == RED


def test_faction_mercenary_rolls_an_extra_move_die() -> None:
    state = play(_faction("Mercenary"), "play Faction", "roll 4")
    assert sorted(state.dice) == [3, 4]


def test_faction_religion_kills_with_any_operative() -> None:
    state = _faction("Religion", {"e4": ("Watcher", RED), "e5": ("Squad", BLUE)})
    state = play(state, "play Faction e4 e5", "roll 5")
    assert at(state, "e5") is None


# -- the other cards ----------------------------------------------------------------

@pytest.mark.parametrize("card, needs", [("Trackers", "Sniffer"), ("Forget", "Wiper")])
def test_opponent_discards_two_random_cards(card: str, needs: str) -> None:
    state = make({"e4": (needs, RED)}, hands={RED: [card], BLUE: ["Guns", "Trap", "Money"]})
    state = play(state, f"play {card} Blue")
    assert isinstance(state.stack[-1], Pick) and state.stack[-1].number == 2
    state = play(state, "pick 0", "pick 1")
    assert hand_names(state, BLUE) == ["Trap"] and {"Guns",
                                                    "Money"} <= {NAMES[c.face]
                                                                 for c in state.cards.pile(1)}
    assert f"play {card} Blue" not in legal(
        make({"e4": ("Squad", RED)}, hands={RED: [card], BLUE: ["Guns"]}))


def test_psychometrics_steals_one_random_card() -> None:
    state = make({"e4": ("Sniffer", RED)}, hands={RED: ["Psychometrics"], BLUE: ["Guns", "Trap"]})
    state = play(state, "play Psychometrics Blue", "pick 0")
    assert hand_names(state, RED) == ["Guns"] and hand_names(state, BLUE) == ["Trap"]
    assert "play Psychometrics Blue" not in legal(
        make({"e4": ("Squad", RED)}, hands={RED: ["Psychometrics"],
                                            BLUE: ["Guns"]}))


def test_know_destination_moves_a_porter_to_any_empty_square_besides_the_dice() -> None:
    state = make({"e4": ("Porter", RED)}, hands={RED: ["Know Destination"]}, dice=(2,))
    state = play(state, "play Know Destination e4")
    assert isinstance(state.stack[-1], Place)
    state = play(state, "to c9")
    assert op_at(state, "c9").kind == 9 and state.dice == (2,) and "move 2 c9" in legal(state)
    assert not any(m.startswith("play Know Destination") for m in legal(
        make({"e4": ("Squad", RED)}, hands={RED: ["Know Destination"]})))


@pytest.mark.parametrize("card, needs", [("Disguise", "Changer"), ("Walk Through Walls", "Phaser"),
                                         ("Bypass Security", "Phaser"), ("Memento", "Sniffer")])
def test_move_cards_move_one_to_five_spaces(card: str, needs: str) -> None:
    state = make({"e4": (needs, RED)}, hands={RED: [card]})
    state = play(state, f"play {card} e4", "to e5")
    assert "stop" in legal(state)
    state = play(state, "to e6" if needs != "Changer" else "to d5",
                 "to d6" if needs != "Changer" else "to d6",
                 "to c6", "to c7")
    assert not state.stack and op_at(state,
                                     "c7").kind == OPERATIVE_NAMES.index(
        needs), "five steps at most"
    assert not any(m.startswith(f"play {card}")
                   for m in legal(make({"e4": ("Squad", RED)}, hands={RED: [card]})))


def test_walk_through_walls_follows_the_phasers_own_ability() -> None:
    state = make({"e4": ("Phaser", RED), "e5": ("Squad", BLUE)},
                 hands={RED: ["Walk Through Walls"]})
    state = play(state, "play Walk Through Walls e4", "to e5")
    assert "stop" not in legal(state), "a Phaser ends on an empty square"
    state = play(state, "to e6", "stop")
    assert op_at(state, "e6").kind == 10 and op_at(state, "e5").kind == 12


@pytest.mark.parametrize("card, needs", [("Visitation", "Porter"), ("No Obstacle", "Phaser")])
def test_move_then_attack_cards(card: str, needs: str) -> None:
    state = make({"e4": (needs, RED), "e7": ("Squad", BLUE)}, hands={RED: [card]})
    state = play(state, f"play {card} e4", "to e5", "to e6", "stop")
    assert isinstance(state.stack[-1], Strike) and set(legal(state)) == {"attack e7", "skip"}
    state = play(state, "attack e7", "roll 6")
    assert at(state, "e7") is None
    assert not any(m.startswith(f"play {card}")
                   for m in legal(make({"e4": ("Squad", RED)}, hands={RED: [card]})))


def test_kill_order_requires_a_pusher_next_to_the_enemy() -> None:
    pieces = {"e4": ("Squad", RED), "e5": ("Watcher", BLUE), "e6": ("Squad", BLUE)}
    assert not any(m.startswith("play Kill Order")
                   for m in legal(make(pieces, hands={RED: ["Kill Order"]})))


def test_see_the_future_shows_the_top_seven_to_that_player_alone() -> None:
    state = play(make({"e4": ("Watcher", RED)}, hands={RED: ["See the Future"]}),
                 "play See the Future")
    for _ in range(7):
        assert GAME.to_move(state) == CHANCE
        state = GAME.next_state(state, GAME.chance_event(state).outcomes[0][0])
    assert GAME.to_move(state) == RED
    deck_red = GAME.view(state, RED).cards.pile(DECK)
    deck_blue = GAME.view(state, BLUE).cards.pile(DECK)
    assert sum(c.face >= 0 for c in deck_red) == 7 and sum(c.face >= 0 for c in deck_blue) == 0
    assert "play See the Future" not in legal(
        make({"e4": ("Squad", RED)}, hands={RED: ["See the Future"]}))


def test_know_intentions_shows_one_hand_to_that_player_alone() -> None:
    state = make({"e4": ("Watcher", RED)}, seats=3,
                 hands={RED: ["Know Intentions"], BLUE: ["Guns", "Trap"]})
    state = play(state, "play Know Intentions Blue")
    assert [c.face for c in GAME.view(state, RED).cards.pile(hand(BLUE))] == [NAMES.index("Guns"),
                                                                                NAMES.index("Trap")]
    assert all(c.face < 0 for c in GAME.view(state, GREEN).cards.pile(hand(BLUE)))
    assert "play Know Intentions Blue" not in legal(
        make({"e4": ("Squad", RED)}, hands={RED: ["Know Intentions"],
                                            BLUE: ["Guns"]}))


@pytest.mark.parametrize("card, needs",
                         [("Money", None), ("For Hire", None), ("Contacts", "Shifter")])
def test_recruit_cards(card: str, needs: str | None) -> None:
    state = make({"e4": (needs or "Squad", RED)}, hands={RED: [card]})
    state = play(state, f"play {card} b2", "draw Phaser")
    assert op_at(state, "b2").kind == 10 and state.pool[10] == 1
    if needs:
        assert not any(m.startswith(f"play {card}")
                       for m in legal(make({"e4": ("Squad", RED)}, hands={RED: [card]})))


@pytest.mark.parametrize("card", ["Escape", "Rescue"])
def test_remove_a_capture_token(card: str) -> None:
    state = make({"e4": ("Squad", RED, "c1"), "e8": ("Squad", RED)}, hands={RED: [card]})
    assert [m for m in legal(state) if m.startswith("play")] == [f"play {card} e4"]
    assert not op_at(play(state, f"play {card} e4"), "e4").captured


def test_prediction_draws_two_with_a_watcher() -> None:
    state = play(make({"e4": ("Watcher", RED)}, hands={RED: ["Prediction"]}), "play Prediction")
    assert state.cards.size(hand(RED)) == 2
    assert "play Prediction" not in legal(make({"e4": ("Squad", RED)}, hands={RED: ["Prediction"]}))


def test_notebook_rerolls_chosen_move_dice() -> None:
    state = make({"e4": ("Watcher", RED, ""), "e8": ("Squad", RED)}, hands={RED: ["Notebook"]},
                 dice=(1, 2, 3))
    state = play(state, "play Notebook", "reroll 1 3", "roll 6", "roll 5")
    assert sorted(state.dice) == [2, 5, 6] and not state.stack
    assert "play Notebook" not in legal(
        make({"e4": ("Squad", RED)}, hands={RED: ["Notebook"]}, dice=(1,)))


def test_intentional_wipe_discards_the_hand_and_draws_four() -> None:
    state = make({"e4": ("Wiper", RED)}, hands={RED: ["Intentional Wipe", "Guns", "Trap"]})
    state = play(state, "play Intentional Wipe")
    assert state.cards.size(hand(RED)) == 4 and state.cards.size(1) == 3
    assert "play Intentional Wipe" not in legal(
        make({"e4": ("Squad", RED)}, hands={RED: ["Intentional Wipe"]}))


def test_secret_notes_gains_two_move_dice() -> None:
    state = play(make({"e4": ("Wiper", RED)}, hands={RED: ["Secret Notes"]}, dice=(1,)),
                 "play Secret Notes",
                 "roll 2", "roll 6")
    assert sorted(state.dice) == [1, 2, 6]
    assert "play Secret Notes" not in legal(
        make({"e4": ("Squad", RED)}, hands={RED: ["Secret Notes"]}))


def test_substitution_switches_the_shifter_with_an_adjacent_operative() -> None:
    state = make({"e4": ("Shifter", RED), "f5": ("Squad", BLUE)}, hands={RED: ["Substitution"]})
    state = play(state, "play Substitution e4 f5")
    assert op_at(state, "f5").kind == 4 and op_at(state, "e4").owner == BLUE
    assert not any(m.startswith("play Substitution") for m in legal(
        make({"e4": ("Squad", RED), "f5": ("Squad", BLUE)}, hands={RED: ["Substitution"]})))


def test_every_card_of_the_deck_has_a_test_here() -> None:
    tested = set(ATTACKS) | set(NEGATES) | {
        "Keep Hidden", "Hide Building", "Avoid Detection", "Changing Future",
                                            "See Decisions", "Faction",
        "Trackers", "Forget", "Psychometrics", "Know Destination", "Disguise", "Walk Through Walls",
        "Bypass Security", "Memento", "Visitation", "No Obstacle", "Kill Order", "See the Future",
                                            "Know Intentions",
        "Money", "For Hire", "Contacts", "Escape", "Rescue", "Prediction", "Notebook",
                                            "Intentional Wipe",
        "Secret Notes", "Substitution"}
    assert tested == {c.name for c in CARDS}


def test_a_card_seen_on_the_deck_stays_known_once_drawn() -> None:
    state = play(make({"e4": ("Watcher", RED)}, hands={RED: ["See the Future"]}),
                 "play See the Future")
    for _ in range(7):
        state = GAME.next_state(state, GAME.chance_event(state).outcomes[0][0])
    top = state.cards.pile(DECK)[-1].face
    from pushgames.push.common import draw_cards
    drawn = draw_cards(state, BLUE, 1)
    assert [c.face for c in GAME.view(drawn, RED).cards.pile(hand(BLUE))] == [top]
