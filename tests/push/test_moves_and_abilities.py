"""Move dice, paths, every operative ability and every special die use."""

from __future__ import annotations

from pushgames.core import IllegalActionError
from pushgames.push import GAME
from pushgames.push.common import hand
from pushgames.push.board import square_name
from pushgames.push.moves import claims_for, walk_steps
from pushgames.push.state import Path, Pick, Place

import pytest

from .helpers import BLUE, GREEN, RED, at, hand_names, legal, make, op_at, play


def test_a_move_is_exactly_n_orthogonal_steps_never_revisiting() -> None:
    state = play(make({"e4": ("Squad", RED)}, dice=(3,)), "move 3 e4", "to e5")
    assert set(legal(state)) == {"to d5", "to f5", "to e6"}, "no way back onto e4"
    state = play(state, "to e6", "to d6")
    assert op_at(state, "d6").kind == 12 and at(state, "e4") is None and state.dice == ()


def test_only_steps_that_can_be_completed_are_offered() -> None:
    # a1 corner walled in: Blue's pieces on a3 and c1 leave b1-b2-a2 only.
    state = make({"a1": ("Squad", RED), "a3": ("Squad", BLUE), "c1": ("Squad", BLUE),
                  "c2": ("Squad", BLUE),
                  "b3": ("Squad", BLUE)}, dice=(3, 4))
    assert "move 3 a1" in legal(state) and "move 4 a1" not in legal(state)


def test_each_operative_uses_at_most_one_die() -> None:
    state = play(make({"e4": ("Squad", RED)}, dice=(1, 2)), "move 1 e4", "to e5")
    assert not any(a.startswith("move") for a in legal(state))


def test_operatives_may_not_enter_a_claimed_opposing_box_but_may_enter_an_unclaimed_one() -> None:
    state = play(make({"i10": ("Squad", RED), "b9": ("Squad", RED)}, dice=(1, 2)), "move 1 i10")
    assert "to j10" not in legal(state), "Blue's box (2 players: j10-k11)"
    state = play(state, "to i11")
    state = play(state, "move 2 b9")
    assert "to a9" in legal(state) or "to b10" in legal(
        state), "the top-left box is unclaimed with 2 players"


def test_compromised_operatives_do_not_move() -> None:
    state = make({"e4": ("Squad", RED, "i"), "e8": ("Squad", RED, "n")}, dice=(2,))
    assert not any(a.startswith("move") for a in legal(state))


def test_sniffer_plus_or_minus_one_only_for_itself() -> None:
    state = make({"e4": ("Sniffer", RED), "h4": ("Squad", RED)}, dice=(3,))
    moves = legal(state)
    assert {"move 3 e4", "move 3+1 e4", "move 3-1 e4"} <= set(moves)
    assert "move 3+1 h4" not in moves
    state = play(state, "move 3+1 e4", "to e5", "to e6", "to e7", "to e8")
    assert op_at(state, "e8").kind == 1


def test_sniffer_modification_may_not_end_near_an_enemy_shadow() -> None:
    state = make({"e4": ("Sniffer", RED), "e9": ("Shadow", BLUE)}, dice=(3,))
    state = play(state, "move 3+1 e4", "to e5", "to e6", "to e7")
    assert "to e8" not in legal(state), "e8 is next to Blue's Shadow"
    assert "to d7" in legal(state)


def test_mover_pushes_the_line_ahead_and_a_piece_pushed_off_goes_home() -> None:
    state = make({"c9": ("Mover", RED), "c10": ("Squad", BLUE), "c11": ("Squad", BLUE)}, dice=(1,))
    state = play(state, "move 1 c9", "to c10")
    assert op_at(state, "c10").kind == 3 and op_at(state, "c11").owner == BLUE
    assert at(state, "j10") is not None or at(state, "k11") is not None, "pushed off: to Blue's box"
    assert state.gone == (0,) * 13


def test_pushed_off_with_a_full_box_is_discarded() -> None:
    pieces = {sq: ("Squad", BLUE) for sq in ("j10", "j11", "k10", "k11")}
    pieces.update({"c10": ("Mover", RED), "c11": ("Watcher", BLUE)})
    state = play(make(pieces, dice=(1,)), "move 1 c10", "to c11")
    assert state.gone[0] == 1 and op_at(state, "c11").kind == 3


def test_a_push_into_f6_blocks_the_step() -> None:
    state = make({"f3": ("Mover", RED), "f4": ("Squad", BLUE), "f5": ("Squad", BLUE)}, dice=(1,))
    assert "move 1 f3" in legal(state)
    state = play(state, "move 1 f3")
    assert "to f4" not in legal(state)


def test_shifters_step_diagonally() -> None:
    state = play(make({"e4": ("Shifter", RED)}, dice=(1,)), "move 1 e4")
    assert {"to d5", "to f5", "to d3", "to f3"} <= set(legal(state))


def test_triad_faction_card_lets_one_die_move_step_diagonally() -> None:
    state = make({"e4": ("Squad", RED)}, factions=("Triad", "Rebel"),
                 hands={RED: ["Faction"]}, dice=(1, 2))
    state = play(state, "play Faction")
    assert state.diagonal and "move 1 e4 diagonal" in legal(state)
    state = play(state, "move 1 e4 diagonal", "to f5")
    assert at(state, "f5") is not None and not state.diagonal


def test_phasers_move_through_operatives_but_end_on_an_empty_square() -> None:
    state = make({"e4": ("Phaser", RED), "e5": ("Squad", BLUE), "e6": ("Squad", BLUE)}, dice=(2,))
    state = play(state, "move 2 e4", "to e5")
    assert "to e6" not in legal(state), "the second step would end on e6"
    state = make({"e4": ("Phaser", RED), "e5": ("Squad", BLUE)}, dice=(2,))
    state = play(state, "move 2 e4", "to e5", "to e6")
    assert op_at(state, "e6").kind == 10 and op_at(state, "e5").owner == BLUE and at(state,
            "e4") is None


def test_wipers_freeze_orthogonally_adjacent_enemies_only() -> None:
    state = make({"e4": ("Squad", RED), "e5": ("Wiper", BLUE), "c4": ("Squad", RED),
                  "d5": ("Wiper", BLUE)},
                 dice=(1,))
    moves = legal(state)
    assert "move 1 e4" not in moves and "move 1 c4" in moves


def test_captured_enemies_are_moved_by_their_captor() -> None:
    state = make({"e4": ("Squad", BLUE, "c0"), "e8": ("Squad", RED)}, dice=(2,))
    assert "move 2 e4" in legal(state)
    state = play(state, "move 2 e4", "to e5", "to e6")
    assert op_at(state, "e6").owner == BLUE and op_at(state, "e6").captor == RED


def test_bleeder_makes_an_adjacent_enemy_flee_without_its_abilities() -> None:
    state = make({"e4": ("Bleeder", RED), "f5": ("Shifter", BLUE)}, dice=(2,))
    assert "flee 2 e4 f5" in legal(state)
    state = play(state, "flee 2 e4 f5", "to g5")
    assert "to h6" not in legal(state), "no diagonal steps when fleeing"
    state = play(state, "to h5")
    assert op_at(state, "h5").owner == BLUE and not legal(state) == []
    assert not any(a.startswith("move 2 e4") for a in legal(state))


def test_stitcher_heals_one_adjacent_friend_once_a_turn() -> None:
    state = make({"e4": ("Stitcher", RED), "e5": ("Squad", RED, "i"), "d4": ("Squad", RED, "i"),
                  "f4": ("Squad", BLUE, "i")})
    assert set(a for a in legal(state) if a.startswith("heal")) == {"heal e4 e5", "heal e4 d4"}
    state = play(state, "heal e4 e5")
    assert not op_at(state, "e5").inc and not any(a.startswith("heal") for a in legal(state))


def test_recruit_with_a_six_once_a_turn_into_an_empty_box_square() -> None:
    state = make({"a1": ("Squad", RED), "b1": ("Squad", RED), "a2": ("Squad", RED)}, dice=(6, 6))
    assert [a for a in legal(state) if a.startswith("recruit")] == ["recruit b2"]
    state = play(state, "recruit b2", "draw Porter")
    assert op_at(state, "b2").kind == 9 and state.pool[9] == 1
    assert not any(a.startswith("recruit")
                   for a in legal(state)), "once a turn (and the box is full)"


def test_porter_ports_to_any_empty_square_with_a_six() -> None:
    state = make({"e4": ("Porter", RED), "k5": ("Squad", BLUE)}, dice=(6,))
    state = play(state, "port e4")
    assert isinstance(state.stack[-1], Place)
    assert "to k5" not in legal(state) and "to f6" not in legal(
        state) and "to j10" not in legal(state)
    state = play(state, "to h9")
    assert op_at(state, "h9").kind == 9 and at(state, "e4") is None


def test_changer_switches_places_with_any_operative_with_a_six() -> None:
    state = make({"e4": ("Changer", RED), "h9": ("Squad", BLUE), "k11": ("Squad", BLUE)}, dice=(6,))
    assert "switch e4 h9" in legal(state) and "switch e4 k11" not in legal(state)
    state = play(state, "switch e4 h9")
    assert op_at(state, "h9").kind == 11 and op_at(state, "e4").owner == BLUE


def test_five_brings_a_compromised_non_captured_operative_home() -> None:
    state = make({"e4": ("Squad", RED, "i"), "e6": ("Squad", RED, "c1")}, dice=(5,))
    homes = [a for a in legal(state) if a.startswith("home")]
    assert homes and all(a.startswith("home e4") for a in homes)
    state = play(state, "home e4 b2")
    assert op_at(state, "b2").inc and at(state, "e4") is None


def test_two_takes_over_a_neutralized_enemy() -> None:
    state = make({"e4": ("Squad", BLUE, "n")}, dice=(2,))
    state = play(state, "takeover e4 a1")
    assert op_at(state, "a1").owner == RED and not op_at(state, "a1").neut


def test_one_steals_a_random_card_from_a_player_whose_operative_is_held_captured() -> None:
    state = make({"e4": ("Squad", BLUE, "c0"), "g4": ("Squad", GREEN)}, seats=3, dice=(1,),
                 hands={BLUE: ["Guns", "Trap"], GREEN: ["Money"]})
    assert [a for a in legal(state) if a.startswith("steal")] == ["steal Blue"]
    state = play(state, "steal Blue")
    assert isinstance(state.stack[-1], Pick)
    state = play(state, "pick 1")
    assert hand_names(state, RED) == ["Trap"] and hand_names(state, BLUE) == ["Guns"]


def test_a_steal_is_named_to_thief_and_victim_only() -> None:
    state = play(make({"e4": ("Squad", BLUE, "c0")}, seats=3, dice=(1,), hands={BLUE: ["Guns"]}),
                 "steal Blue")
    action = GAME.parse(state, "pick 0")
    assert "Guns" in GAME.notation_for(state, action, RED) and "Guns" in GAME.notation_for(state,
            action, BLUE)
    assert "Guns" not in GAME.notation_for(state, action, GREEN)
    after = GAME.next_state(state, action)
    assert GAME.view(after, GREEN).cards.pile(hand(RED))[0].face < 0


def test_illegal_actions_are_refused_with_a_reason() -> None:
    state = make({"e4": ("Squad", RED)}, dice=(3,))
    with pytest.raises(IllegalActionError):
        GAME.apply(state, GAME.parse(make({"e4": ("Squad", RED)}, dice=(4,)), "move 4 e4"))


def test_a_piece_pushed_off_does_not_take_the_square_the_mover_steps_onto() -> None:
    # Red's Mover on c1 pushes Red's Squad on b1 and a1 off the west edge;
    # the Squad goes home to Red's box, but not onto b1 where the Mover lands.
    state = make({"c1": ("Mover", RED), "b1": ("Squad", RED), "a1": ("Watcher", RED),
                  "a2": ("Squad", RED)},
                 dice=(1,))
    state = play(state, "move 1 c1", "to b1")
    assert op_at(state, "b1").kind == 3 and op_at(state, "a1").kind == 12 and op_at(state,
            "b2").kind == 0
    assert state.gone == (0,) * 13


def test_a_bleeder_next_to_an_enemy_wiper_still_makes_an_enemy_flee() -> None:
    state = make({"e4": ("Bleeder", RED), "e5": ("Wiper", BLUE)}, dice=(2,))
    moves = legal(state)
    assert "move 2 e4" not in moves and "flee 2 e4 e5" in moves


def test_adjacent_means_the_eight_neighbours_unless_a_rule_says_orthogonal() -> None:
    # Stitcher heals a diagonal friend; a Bleeder makes a diagonal enemy flee;
    # a Wiper freezes only orthogonal enemies (tested above); a Pusher's Kill Order
    # reaches a diagonal enemy.
    state = make({"e4": ("Stitcher", RED), "f5": ("Squad", RED, "i")})
    assert "heal e4 f5" in legal(state)
    state = make({"e4": ("Pusher", RED), "f5": ("Squad", BLUE), "g5": ("Watcher", BLUE)},
                 hands={RED: ["Kill Order"]})
    assert "play Kill Order f5 g5" in legal(state)


def test_a_mover_leaving_its_own_full_box_makes_room_for_the_operative_it_pushes_off() -> None:
    # RULINGS "Pushed off by a Mover": the step is completed first, so b2 (just left) is empty.
    pieces = {"a1": ("Squad", RED), "b1": ("Squad", RED), "a2": ("Squad", RED),
              "b2": ("Mover", RED)}
    pieces.update({f"{f}2": ("Squad", BLUE) for f in "cdefghij"})
    pieces["k2"] = ("Watcher", RED)
    state = play(make(pieces, dice=(1,)), "move 1 b2", "to c2")
    assert op_at(state, "c2").kind == 3 and op_at(state, "k2").owner == BLUE
    assert op_at(state, "b2").kind == 0 and op_at(state,
                                                  "b2").owner == RED, "the Watcher re-enters on b2"
    assert state.gone == (0,) * 13


def test_a_captive_moved_by_its_captor_is_not_frozen_by_any_wiper() -> None:
    # RULINGS "Captives and Wipers": Wipers of the captor, of the captive's owner and of a third
    # seat.
    state = make({"e4": ("Squad", BLUE, "c0"), "e5": ("Wiper", RED), "d4": ("Wiper", GREEN),
                  "f4": ("Wiper", BLUE),
                  "h8": ("Squad", RED), "h9": ("Wiper", BLUE)}, seats=3, dice=(2,))
    moves = legal(state)
    assert "move 2 e4" in moves, "the captive is moved by its captor"
    assert "move 2 h8" not in moves, "Red's own Squad next to Blue's Wiper stays frozen"
    state = play(state, "move 2 e4", "to e3", "to e2")
    assert op_at(state, "e2").captor == RED and at(state, "e4") is None


def test_the_steps_of_a_walk_follow_at_once_for_a_watching_page() -> None:
    state = make({"e4": ("Squad", RED)}, dice=(3,))
    assert not GAME.follows_at_once(state)
    walking = play(state, "move 3 e4")
    assert GAME.follows_at_once(walking) and GAME.follows_at_once(play(walking, "to e5"))
    assert not GAME.follows_at_once(play(walking, "to e5", "to e6", "to e7"))


def test_a_movers_look_ahead_sees_the_board_its_real_steps_leave() -> None:
    # The legal steps of a walk are those after which it can still end (moves.can_walk);
    # that look-ahead must see the Mover where its earlier steps put it, or a push later
    # in the walk would start from an empty square with the Mover still at home.
    state = make({"e4": ("Mover", RED), "e6": ("Squad", BLUE), "f5": ("Pusher", BLUE),
                  "d5": ("Squad", RED)}, dice=(3,))
    state = play(state, "move 3 e4")
    claims = claims_for(state.box)
    checked = 0
    pending = [state]
    while pending:
        here = pending.pop()
        frame = here.stack[-1]
        assert isinstance(frame, Path)
        for n, _, after in walk_steps(here.board, claims, here.box, frame.at, frame.visited,
                                      frame.flags, RED):
            step = f"to {square_name(n)}"
            if step not in legal(here):
                continue
            real = play(here, step)
            assert tuple(after) == real.board, f"after {step} from {square_name(frame.at)}"
            checked += 1
            if real.stack and isinstance(real.stack[-1], Path):
                pending.append(real)
    assert checked > 20, "walks of three steps with pushes were checked"
