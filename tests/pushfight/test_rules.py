"""Every Push Fight rule and ruling (docs/rulings.md) through the engine contract."""

from __future__ import annotations

import subprocess
import sys

import pytest
from typing import cast

from pushgames.core import (
    CHANCE, TERMINAL, GameRecord, IllegalActionError, NotationError, OptionError, Replay, play,
    replay_notations, start,
)
from pushgames.pushfight import (
    BROWN, GAME, RANDOM, STANDARD, STANDARD_STRING, WHITE, Place, Position, Step, Turn, apply_turn,
    parse_decision, parse_turn, position_of, position_option, square_index, turn_notation,
)
from pushgames.pushfight.board import names_of
from pushgames.pushfight.rules import PushFightState
from pushgames.registry import get_game, load_record

from .test_analysis import NO_PUSH, build
from ..outcome import finished

sq = square_index


def standard_game() -> PushFightState:
    return play(GAME, play(GAME, start(GAME), STANDARD), STANDARD)


def from_position(text: str, colour: str = "white", repetition: bool = True) -> PushFightState:
    return start(GAME, {"position": f"{text} {colour}", "repetition": repetition})


def turn(state: PushFightState, text: str) -> PushFightState:
    return apply_turn(GAME, state, Turn.from_text(text))


# -- setup ------------------------------------------------------------------------

def test_registered_and_white_sets_up_first() -> None:
    assert get_game("pushfight") is GAME
    state = start(GAME)
    assert state.phase == "setup" and GAME.to_move(state) == WHITE


def test_setup_places_on_ones_own_half_only() -> None:
    state = start(GAME)
    legal = GAME.legal_actions(state)
    assert Place(sq("d2"), True) in legal and Place(sq("a3"), False) in legal
    assert Place(sq("e2"), True) not in legal
    with pytest.raises(IllegalActionError, match="files a-d"):
        GAME.apply(state, Place(sq("e2"), True))
    for text in ("O@a3", "O@b3", "O@c3", "o@a2", "o@b2"):
        state = GAME.apply(state, GAME.parse(state, text))
    assert GAME.to_move(state) == BROWN
    assert GAME.parse(state, "O@e3") in GAME.legal_actions(state)
    with pytest.raises(IllegalActionError, match="files e-h"):
        GAME.parse(state, "O@d1")


def test_setup_counts_three_squares_and_two_rounds() -> None:
    state = start(GAME)
    for text in ("O@a3", "O@b3", "O@c3"):
        state = GAME.apply(state, GAME.parse(state, text))
    with pytest.raises(IllegalActionError, match="already placed all your squares"):
        GAME.parse(state, "O@d3")
    state = GAME.apply(state, GAME.parse(state, "o@d3"))
    assert GAME.to_move(state) == WHITE  # four placed: still White


def test_a_placed_piece_can_be_moved_during_setup() -> None:
    state = GAME.apply(start(GAME), GAME.parse(start(GAME), "O@a3"))
    state = GAME.apply(state, GAME.parse(state, "a3-d1"))
    assert state.piece_at(sq("d1")) == (WHITE, True) and state.piece_at(sq("a3")) is None


def test_standard_setup_is_the_ruled_string_and_white_moves_first() -> None:
    state = standard_game()
    assert state.phase == "play" and GAME.to_move(state) == WHITE
    assert position_of(state).to_string() == STANDARD_STRING
    assert state.anchor == -1


def test_standard_replaces_pieces_already_placed() -> None:
    state = GAME.apply(start(GAME), GAME.parse(start(GAME), "O@a3"))
    state = play(GAME, state, STANDARD)
    assert state.piece_at(sq("a3")) is None and GAME.to_move(state) == BROWN


def test_random_setup_is_chance_on_ones_own_half_and_replays_from_the_seed() -> None:
    state = GAME.apply(start(GAME, seed=5), RANDOM)
    assert GAME.to_move(state) == CHANCE
    first = play(GAME, start(GAME, seed=5), RANDOM)
    again = play(GAME, start(GAME, seed=5), RANDOM)
    assert first == again
    white = first.squares[WHITE] | first.rounds[WHITE]
    assert white.bit_count() == 5 and first.squares[WHITE].bit_count() == 3
    assert all(name[0] in "abcd" for name in names_of(white))
    boards = {play(GAME, start(GAME, seed=s), RANDOM).squares[WHITE] for s in range(12)}
    assert len(boards) > 1
    line = replay_notations(GAME, ["random", "random"], {}, 9)
    assert line.state.phase == "play" and line.notations() == ["random", "random"]


# -- moves --------------------------------------------------------------------------

def test_moves_follow_free_paths_without_jumping() -> None:
    state = standard_game()
    assert GAME.parse(state, "c2-a3") in GAME.legal_actions(state)  # around the corner
    assert GAME.parse(state, "d1-b1") in GAME.legal_actions(state)
    # The round on d3 reaches the whole empty left side, but nothing across the centre.
    with pytest.raises(IllegalActionError, match="no free path"):
        GAME.parse(state, "d3-f4")
    with pytest.raises(IllegalActionError, match="no free path"):
        GAME.parse(state, "d2-f2")


def test_at_most_two_moves_then_the_push_is_compulsory() -> None:
    state = standard_game()
    state = GAME.apply(state, GAME.parse(state, "c2-a2"))
    state = GAME.apply(state, GAME.parse(state, "a2-a3"))  # the same piece twice
    assert GAME.to_move(state) == WHITE and state.moves_made == 2
    with pytest.raises(IllegalActionError, match="two moves"):
        GAME.parse(state, "a3-b3")
    # pushes only
    assert all(state.occupied >> cast(Step, a).dst & 1 for a in GAME.legal_actions(state))


def test_a_move_that_leaves_no_push_is_refused() -> None:
    # White's only push is d2-e2. As a first move, d2-b2 is fine (a second move
    # can bring the round next to it); as the last move it would leave no push.
    text = build(d2="O", a3="O", h3="O", b1="o", c4="o", e2="x", g4="X", f1="X", g2="Y", f3="x")
    state = from_position(text)
    assert GAME.parse(state, "d2-b2") in GAME.legal_actions(state)
    state = GAME.apply(state, GAME.parse(state, "b1-c1"))
    assert Step(sq("d2"), sq("b2")) not in GAME.legal_actions(state)
    with pytest.raises(IllegalActionError, match="could not push"):
        GAME.parse(state, "d2-b2")


def test_rounds_do_not_push_and_pushes_move_the_whole_line() -> None:
    state = standard_game()
    with pytest.raises(IllegalActionError, match="only a square piece can push"):
        GAME.parse(state, "d3-e3")
    state = turn(state, "d2-e2")  # pushes the brown round e2 to f2
    assert state.piece_at(sq("f2")) == (BROWN, False) and state.piece_at(sq("e2")) == (WHITE, True)
    assert state.anchor == sq("e2") and GAME.to_move(state) == BROWN


def test_push_line_with_several_pieces_moves_all_of_them() -> None:
    state = from_position(build(c3="O", d3="o", e3="x", f3="X", a2="O", b1="O", a3="o", h2="X",
                                g2="X", h3="x"))
    state = turn(state, "c3-d3")
    assert [state.piece_at(sq(n)) for n in ("d3", "e3", "f3", "g3")] == [
        (WHITE, True), (WHITE, False), (BROWN, False), (BROWN, True)]


def test_anchor_blocks_and_moves_to_the_pusher() -> None:
    state = standard_game()
    state = turn(state, "d2-e2")  # White's square now on e2, anchored
    with pytest.raises(IllegalActionError, match="anchored"):
        GAME.parse(state, "e3-e2")  # Brown may not push the anchored piece
    state = turn(state, "e1-d1")  # Brown pushes the white square d1 west to c1
    assert state.anchor == sq("d1")
    assert GAME.parse(state, "e2-f2") in GAME.legal_actions(state)  # the anchor left e2


def test_rail_and_own_piece_off_are_illegal() -> None:
    state = from_position(build(c2="O", c3="x", c4="X", a2="O", d4="O", b2="o", g3="o",
                                f1="X", e1="Y",
                                h2="x"))
    with pytest.raises(IllegalActionError, match="rail"):
        GAME.parse(state, "c2-c3")
    with pytest.raises(IllegalActionError, match="own piece off"):
        GAME.parse(state, "c2-b2")  # the line b2 (own), a2 (own) ends off the west edge
    win = from_position(build(c2="O", b2="o", a2="x", h3="O", g3="o", f1="X", e1="Y", h2="X",
                              d4="O", e4="x"))
    # an own piece inside the line is fine
    assert GAME.parse(win, "c2-b2") in GAME.legal_actions(win)


def test_pushing_an_opponent_off_wins_at_once() -> None:
    state = from_position(build(b3="O", a3="x", h3="O", g3="o", f1="X", e1="Y", h2="x", d4="O",
                                e4="X", c1="o"))
    state = turn(state, "b3-a3")
    outcome = finished(GAME.outcome(state))
    assert GAME.to_move(state) == TERMINAL and outcome.winners == frozenset({WHITE})
    assert "pushed" in outcome.reason


def test_pushing_off_upwards_into_a_missing_square_wins() -> None:
    # Up from a3 into a4 (a missing square): the piece falls off.
    state = from_position(build(a2="O", a3="x", h3="O", g3="o", f1="X", e1="Y", h2="x", d4="O",
                                e4="X", c1="o"))
    state = turn(state, "a2-a3")
    assert finished(GAME.outcome(state)).winners == frozenset({WHITE})
    assert finished(GAME.outcome(state)).termination == "piece-pushed-off"


def test_a_player_who_cannot_push_loses() -> None:
    state = from_position(NO_PUSH)
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == frozenset({BROWN})
    assert "cannot push" in outcome.reason and outcome.termination == "no-push"
    brown = from_position(NO_PUSH, "brown")
    assert finished(GAME.outcome(brown)).winners == frozenset({WHITE})


def test_third_repetition_is_a_draw_and_the_house_rule_can_be_switched_off() -> None:
    text = build(c2="O", d2="o", a3="O", c4="O", b1="o", g3="Y", f3="x", e1="X", f4="X", h2="x")
    cycle = ["c2-b2,d2-c2,b2-c2", "g3-h3,f3-g3,h3-g3"]
    state = from_position(text)
    for _ in range(2):
        for text_turn in cycle:
            assert GAME.to_move(state) != TERMINAL
            state = turn(state, text_turn)
    assert GAME.outcome(state) is not None and finished(GAME.outcome(state)).is_draw
    assert "third" in finished(GAME.outcome(state)).reason and finished(
        GAME.outcome(state)).termination == "repetition"
    free = from_position(text, repetition=False)
    for _ in range(3):
        for text_turn in cycle:
            free = turn(free, text_turn)
    assert GAME.outcome(free) is None


def test_draw_by_agreement_is_the_platforms() -> None:
    line = Replay.new(GAME, {}, 1)
    line.push_notation("standard")
    line.agree_draw()
    assert finished(line.outcome).is_draw and line.record().actions[-1] == "="


# -- notation, position strings, options and records --------------------------------

def test_every_legal_decision_round_trips_through_its_notation() -> None:
    states = [start(GAME), standard_game(), turn(standard_game(), "c2-b3,d2-e2")]
    for state in states:
        for action in GAME.legal_actions(state):
            assert GAME.parse(state, GAME.notation(state, action)) == action


def test_turn_notation_round_trips() -> None:
    state = standard_game()
    parsed = parse_turn(GAME, state, "d1-b1,d3-c3,d2-e2")
    assert turn_notation(parsed) == "d1-b1,d3-c3,d2-e2"
    assert parsed.moves == (Step(sq("d1"), sq("b1")), Step(sq("d3"), sq("c3")))
    with pytest.raises(IllegalActionError, match="must be a push"):
        parse_turn(GAME, state, "d1-b1")
    with pytest.raises(NotationError):
        Turn.from_text("d1-a2,d3-c3,c3-b3,c2-d2")
    with pytest.raises(NotationError):
        parse_decision("z9-a1")


def test_position_strings_round_trip_and_flip() -> None:
    for text in (STANDARD_STRING, NO_PUSH, "..O......Oo....YxXo..x.XO."):
        assert Position.from_string(text).to_string() == text
        assert Position.from_string(text).flipped().flipped().to_string() == text.replace("Y", "X")
    with pytest.raises(NotationError):
        Position.from_string("too short")
    with pytest.raises(NotationError):
        Position.from_string("YY" + STANDARD_STRING[2:].replace("X", "."))


def test_a_pasted_position_starts_a_game_that_round_trips_through_the_record() -> None:
    text = "..O......Oo....YxXo..x.XO."
    line = Replay.new(GAME, {"position": text + " brown"}, 3)
    assert GAME.to_move(line.state) == BROWN and position_of(line.state).to_string() == text
    first = GAME.legal_actions(line.state)[-1]
    line.push(first)
    again = load_record(line.record().encode())
    assert again.states == line.states
    assert position_option(Position.from_string(text), BROWN) == text + " brown"


def test_bad_start_positions_are_refused() -> None:
    with pytest.raises(OptionError):
        GAME.new_state({"position": "nonsense"})
    with pytest.raises(OptionError, match="3 squares"):
        GAME.new_state({"position": "O" * 3 + "." * 23})


def test_the_position_option_is_a_checked_text_option() -> None:
    spec = GAME.meta.option("position")
    assert spec.kind == "text" and spec.default == ""
    assert spec.coerce(f"  {STANDARD_STRING} brown ") == f"{STANDARD_STRING} brown"
    with pytest.raises(OptionError):
        spec.coerce(STANDARD_STRING + " green")


def test_repetition_option_travels_in_the_record() -> None:
    line = Replay.new(GAME, {"repetition": False}, 0)
    rec = GameRecord.decode(line.record().encode())
    assert rec.options["repetition"] is False


def test_render_text_shows_rails_and_anchor() -> None:
    text = GAME.render_text(turn(standard_game(), "d2-e2"))
    assert "rail" in text and "W*" in text and "Brown to move" in text


def test_cli_successors_prints_strings_and_wins() -> None:
    text = build(b3="O", a3="x", h3="X")
    out = subprocess.run([sys.executable, "-m", "pushgames", "pushfight", "successors", text],
                         capture_output=True, text=True, check=True).stdout.splitlines()
    assert out and all(len(line.split()[0]) == 26 for line in out)
    wins = [line for line in out if line.endswith(" win")]
    assert wins and out[0].endswith(" win")
    from . import reference as ref
    want = ref.successors(text)
    assert {line.split()[0]: line.endswith(" win") for line in out} == want
