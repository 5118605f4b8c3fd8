"""Attacks: the die tables, the Shadow modifier, martyrs, reach, the second
incapacitation, and the answers out of turn (negates, answers, rerolls)."""

from __future__ import annotations

from typing import Any

import pytest

from pushgames.core import CHANCE
from pushgames.push import GAME

from pushgames.push.state import ANSWER_ROLL, DEFEND, Attack, PushState, Window

from .helpers import BLUE, GREEN, RED, at, hand_names, legal, make, op_at, play

KILL_TABLE = {1: "none", 2: "none", 3: "inc", 4: "inc", 5: "dead", 6: "dead"}


def _result(state: PushState, sq: str = "e5") -> str:
    o = at(state, sq)
    if o is None:
        return "dead"
    if o.owner == RED:
        return "control"
    return "capture" if o.captured else "neut" if o.neut else "inc" if o.inc else "none"


@pytest.mark.parametrize("roll", range(1, 7))
@pytest.mark.parametrize("card, attacker, needs, effect", [
    ("Guns", "Squad", None, None), ("Sonic Scream", "Bleeder", 2, "inc"),
                                                           ("Leverage", "Squad", 3, "neut"),
    ("Trap", "Squad", 4, "capture"), ("Push", "Pusher", 5, "control")])
def test_attack_tables(
    card: str, attacker: str, needs: int | None, effect: str | None, roll: int,
) -> None:
    state = make({"e4": (attacker, RED), "e5": ("Watcher", BLUE)}, hands={RED: [card]}, dice=(3,))
    state = play(state, f"play {card} e4 e5", f"roll {roll}")
    expected = KILL_TABLE[roll] if needs is None else (effect if roll >= needs else "none")
    assert _result(state) == expected
    assert not state.stack and GAME.to_move(state) == RED


def test_a_kill_discards_the_operative_for_good() -> None:
    state = play(make({"e4": ("Squad", RED), "e5": ("Watcher", BLUE)}, hands={RED: ["Guns"]}),
                 "play Guns e4 e5",
                 "roll 6")
    assert state.gone[0] == 1 and sum(state.pool) == 46 - 2


def test_shadow_gives_minus_one_against_itself_and_friends_next_to_it() -> None:
    base: dict[str, tuple[Any, ...]] = {"e4": ("Squad", RED), "e5": ("Watcher", BLUE)}
    near = dict(base, d6=("Shadow", BLUE))
    state = play(make(near, hands={RED: ["Guns"]}), "play Guns e4 e5", "roll 5")
    assert _result(state) == "inc", "5 - 1 = 4 only incapacitates"
    state = play(make(base, hands={RED: ["Guns"]}), "play Guns e4 e5", "roll 5")
    assert _result(state) == "dead"
    alone = {"e4": ("Squad", RED), "e5": ("Shadow", BLUE)}
    state = play(make(alone, hands={RED: ["Guns"]}), "play Guns e4 e5", "roll 5")
    assert _result(state) == "inc"


def test_martyrs_an_attacker_next_to_an_enemy_squad_may_only_target_squads() -> None:
    state = make({"e4": ("Squad", RED), "e5": ("Watcher", BLUE), "d3": ("Squad", BLUE),
                  "d4": ("Watcher", BLUE)},
                 hands={RED: ["Guns"]})
    assert [a for a in legal(state) if a.startswith("play Guns")] == []
    state = make({"e4": ("Squad", RED), "e5": ("Watcher", BLUE), "d4": ("Squad", BLUE)},
                 hands={RED: ["Guns"]})
    assert [a for a in legal(state) if a.startswith("play Guns")] == ["play Guns e4 d4"]


def test_attacks_are_orthogonal_unless_the_card_or_a_bleeder_says_diagonal() -> None:
    pieces = {"e4": ("Squad", RED), "f5": ("Watcher", BLUE), "e5": ("Watcher", BLUE)}
    state = make(pieces, hands={RED: ["Guns", "Ambush"]})
    plays = set(a for a in legal(state) if a.startswith("play"))
    assert {"play Guns e4 e5", "play Ambush e4 f5"} <= plays
    assert "play Guns e4 f5" not in plays and "play Ambush e4 e5" not in plays
    state = make(dict(pieces, e4=("Bleeder", RED)), hands={RED: ["Guns"]})
    assert {"play Guns e4 e5", "play Guns e4 f5"} <= set(legal(state))


def test_a_second_incapacitation_sends_the_operative_home_or_discards_it() -> None:
    state = play(make({"e4": ("Bleeder", RED), "e5": ("Watcher", BLUE, "i")},
                      hands={RED: ["Sonic Scream"]}),
                 "play Sonic Scream e4 e5", "roll 3")
    assert at(state, "e5") is None and op_at(state, "k11").inc
    full = {sq: ("Squad", BLUE) for sq in ("j10", "j11", "k10", "k11")}
    state = play(make(dict(full, e4=("Bleeder", RED), e5=("Watcher", BLUE, "i")),
                      hands={RED: ["Sonic Scream"]}),
                 "play Sonic Scream e4 e5", "roll 3")
    assert at(state, "e5") is None and state.gone[0] == 1


def test_compromised_operatives_do_not_attack_but_may_be_attacked() -> None:
    state = make({"e4": ("Squad", RED, "i"), "e5": ("Watcher", BLUE)}, hands={RED: ["Guns"]})
    assert not any(a.startswith("play Guns") for a in legal(state))
    state = make({"e4": ("Squad", RED), "e5": ("Watcher", BLUE, "n")}, hands={RED: ["Guns"]})
    assert "play Guns e4 e5" in legal(state)


def test_the_defender_negates_before_the_roll() -> None:
    state = make({"e4": ("Squad", RED), "e5": ("Bleeder", BLUE)},
                 hands={RED: ["Guns"], BLUE: ["Disorientation"]})
    state = play(state, "play Guns e4 e5")
    assert GAME.to_move(state) == BLUE and isinstance(state.stack[-1],
                                                      Attack) and state.stack[-1].stage == DEFEND
    assert set(legal(state)) == {"pass", "play Disorientation"}
    negated = play(state, "play Disorientation")
    assert at(negated, "e5") is not None and not negated.stack and hand_names(negated, BLUE) == []
    passed = play(state, "pass")
    assert GAME.to_move(passed) == CHANCE


def test_a_defender_without_an_applicable_negate_is_not_asked() -> None:
    state = make({"e4": ("Squad", RED), "e5": ("Squad", BLUE)},
                 hands={RED: ["Guns"], BLUE: ["Disorientation"]})
    state = play(state, "play Guns e4 e5")
    assert GAME.to_move(state) == CHANCE


def test_negate_any_action_is_asked_of_other_players_in_turn_order() -> None:
    pieces = {"e4": ("Squad", RED), "e5": ("Squad", BLUE), "h8": ("Shadow", GREEN),
              "h3": ("Shadow", BLUE)}
    state = make(pieces, seats=3,
                 hands={RED: ["Guns"], BLUE: ["Hide Building"], GREEN: ["Hide Building"]})
    state = play(state, "play Guns e4 e5")
    assert isinstance(state.stack[-1], Window) and state.stack[-1].queue == (BLUE, GREEN)
    assert set(legal(state)) == {"pass", "play Hide Building"}
    state = play(state, "pass")
    assert GAME.to_move(state) == GREEN
    state = play(state, "play Hide Building")
    assert not state.stack and at(state, "e5") is not None and GAME.to_move(state) == RED


def test_the_roll_may_be_rerolled_by_see_decisions_or_a_rebel_faction_card() -> None:
    pieces = {"e4": ("Squad", RED), "e5": ("Squad", BLUE), "h8": ("Watcher", GREEN)}
    state = make(pieces, seats=3, factions=("Division", "Triad", "Religion"),
                 hands={RED: ["Guns"], GREEN: ["See Decisions"]})
    state = play(state, "play Guns e4 e5", "roll 6")
    top = state.stack[-1]
    assert isinstance(top, Attack), "the attack's roll waits for answers"
    assert GAME.to_move(state) == GREEN and top.stage == ANSWER_ROLL
    state = play(state, "play See Decisions")
    assert GAME.to_move(state) == CHANCE
    state = play(state, "roll 1")
    assert _result(state) == "none"
    rebel = make(pieces, seats=3, factions=("Rebel", "Triad", "Religion"),
                 hands={RED: ["Guns", "Faction"]})
    rebel = play(rebel, "play Guns e4 e5", "roll 1")
    assert GAME.to_move(rebel) == RED and "play Faction" in legal(
        rebel), "a Rebel rerolls even its own roll"
    rebel = play(rebel, "play Faction", "roll 6")
    assert _result(rebel) == "dead"


def test_see_decisions_needs_a_watcher_and_is_not_for_the_roller() -> None:
    pieces = {"e4": ("Watcher", RED), "e5": ("Squad", BLUE)}
    state = make(pieces, hands={RED: ["Guns", "See Decisions"], BLUE: ["See Decisions"]})
    state = play(state, "play Guns e4 e5", "roll 3")
    assert not state.stack, "Red rolled; Blue has no Watcher"


def test_kill_order_makes_an_enemy_attack_a_target_of_the_players_choice() -> None:
    pieces = {"e4": ("Pusher", RED), "e5": ("Watcher", BLUE), "e6": ("Squad", BLUE)}
    state = make(pieces, hands={RED: ["Kill Order"]})
    assert "play Kill Order e5 e6" in legal(state)
    state = play(state, "play Kill Order e5 e6", "roll 5")
    assert at(state, "e6") is None and at(state, "e5") is not None


def test_standing_abilities_work_even_when_compromised() -> None:
    # RULINGS: Shadows protect, Squads draw attacks, Wipers freeze, whatever tokens they carry.
    shadow = make({"e4": ("Squad", RED), "e5": ("Watcher", BLUE), "d6": ("Shadow", BLUE, "i")},
                  hands={RED: ["Guns"]})
    assert _result(play(shadow, "play Guns e4 e5", "roll 5"), "e5") == "inc"
    martyr = make({"e4": ("Squad", RED), "e5": ("Watcher", BLUE), "d4": ("Squad", BLUE, "n")},
                  hands={RED: ["Guns"]})
    assert [a for a in legal(martyr) if a.startswith("play Guns")] == ["play Guns e4 d4"]
    wiper = make({"e4": ("Squad", RED), "e5": ("Wiper", BLUE, "c0")}, dice=(1,))
    assert "move 1 e4" not in legal(wiper) and "move 1 e5" in legal(wiper)


def test_answers_are_asked_in_turn_order_from_the_next_player_round_the_table() -> None:
    from .helpers import YELLOW
    pieces = {"e4": ("Squad", BLUE), "e5": ("Squad", GREEN), "h8": ("Shadow", RED),
              "h3": ("Shadow", YELLOW)}
    state = make(pieces, seats=4, turn=BLUE,
                 hands={BLUE: ["Guns"], RED: ["Hide Building"], YELLOW: ["Hide Building"],
                        GREEN: ["Money"]})
    state = play(state, "play Guns e4 e5")
    top = state.stack[-1]
    assert isinstance(top, Window), "the card played waits for answers"
    assert top.queue == (YELLOW, RED), "Green holds no answer and is not asked (RULINGS)"
    state = play(state, "pass", "pass")
    assert GAME.to_move(state) == CHANCE
