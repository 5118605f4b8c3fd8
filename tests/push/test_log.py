"""The log in words (pushgames.push.log): walks, dice, attacks and draws, each as one viewer may
read it."""

from __future__ import annotations

from pushgames.core import CHANCE, Replay
from pushgames.push.board import parse_square
from pushgames.push.log import line_events, recent_turns, turn_log
from pushgames.push.common import Act
from pushgames.push.state import PushState, Roll

from .helpers import BLUE, GAME, RED, make


def _events(state: PushState, *moves: str) -> tuple[list[tuple[PushState, Act]], PushState]:
    events: list[tuple[PushState, Act]] = []
    for text in moves:
        action = GAME.parse(state, text)
        events.append((state, action))
        state = GAME.next_state(state,
                                action) if GAME.to_move(
            state) == CHANCE else GAME.apply(state, action)
    return events, state


def test_a_walk_is_one_line_with_its_die_and_the_dice_are_one_line() -> None:
    state = make({"b2": ("Shifter", RED), "k11": ("Squad", BLUE)}, stack=(Roll(3),))
    events, _ = _events(state, "roll 6", "roll 3", "roll 4", "move 4 b2", "to c3", "to d4",
                        "to d5", "to d6")
    turn, = turn_log(events, viewer=BLUE)
    assert turn.heading == "Round 1 \u00b7 Red"
    assert turn.lines == ("Red rolls 6, 3, 4", "Red moves the Shifter b2 to d6 (die 4)")


def test_an_attack_names_card_attacker_target_roll_and_result() -> None:
    state = make({"e5": ("Squad", BLUE), "e6": ("Pusher", RED)}, turn=BLUE, hands={BLUE: ["Guns"]})
    events, after = _events(state, "play Guns e5 e6", "roll 5")
    assert after.board[parse_square("e6")] is None
    lines = turn_log(events, viewer=None)[0].lines
    assert lines == ("Blue plays Guns: Squad e5 attacks Red's Pusher e6",
                     "the roll: 5: Red's Pusher e6 is killed")
    events, _ = _events(state, "play Guns e5 e6", "roll 3")
    assert turn_log(events, viewer=None)[0].lines[
        -1] == "the roll: 3: Red's Pusher e6 is incapacitated"


def test_draws_are_counted_to_the_others_and_named_to_the_drawer_only() -> None:
    line = Replay.new(GAME, {"seats": 2}, 2)
    mine = turn_log(line_events(line, 0), viewer=0)[-1].lines[0]
    theirs = turn_log(line_events(line, 0), viewer=1)[-1].lines[0]
    spectator = turn_log(line_events(line, 0), viewer=None)[-1].lines[0]
    assert mine.startswith("You draw ") and mine.count(",") == 4
    assert theirs == spectator == "Red draws 6 cards"


def test_recent_turns_read_a_bounded_stretch_of_a_long_line() -> None:
    line = Replay.new(GAME, {"seats": 2}, 3)
    for _ in range(60):
        line.push(next(a for a in GAME.legal_actions(line.state)
                       if a.verb in ("end", "keep", "discard")))
    turns = recent_turns(line, len(line.actions), viewer=0, turns=3, reach=20)
    assert 1 <= len(turns) <= 3 and all(t.round >= 1 for t in turns)
    assert turns[-1].lines[-1].startswith(("Red ", "Blue ", "You "))
