"""The move list's words for Pushout decisions and cards (issue 26): actions
and cards spelled out, and a draw from the empty pile said as what it is."""

from __future__ import annotations

from pushgames.pushout import GAME
from pushgames.pushout.state import PushoutState

from .util import do, position


def words(state: PushoutState, text: str) -> str:
    return GAME.notation_for(state, GAME.parse(state, text), None)


def test_a_used_card_reads_as_its_action_in_words() -> None:
    state = position()
    assert words(state, "e1 S d1") == "e1 SWITCH with d1"
    assert words(state, "d1 U") == "d1 UP"
    assert words(state, "b1 R") == "b1 RIGHT"
    assert words(position(turn=1), "a1 T") == "a1 ROTATE"
    assert GAME.notation(state, GAME.parse(state,
                                           "e1 S d1")) == "e1 S d1", "the record keeps the notation"


def test_a_fallen_card_is_named_in_words_where_it_is_placed() -> None:
    fallen = do(position(), "b1 R")  # 3S/3S falls off White's row
    assert words(fallen, "b1 w") == "places 3 SWITCH / 3 SWITCH on b1, white end towards White"
    assert words(fallen, "b1 b") == "places 3 SWITCH / 3 SWITCH on b1, black end towards White"


def test_discarding_from_the_pile_and_drawing_from_the_empty_pile_read_differently() -> None:
    assert words(position(), "discard") == "discards the top card of the pile"
    empty = position(pile=[])
    assert words(empty, "discard") == "draws from the empty pile: the game ends"
    assert GAME.outcome(do(empty, "discard")) is not None, "it does end the game"


def test_a_card_turned_up_is_named_in_words() -> None:
    from pushgames.core import start

    state = start(GAME, {}, seed=1)
    after = GAME.next_state(state, GAME.parse(state, "discard"))
    for name in ("1U/5R", "3S/3S"):
        assert (
            GAME.notation_for(after, GAME.parse(after, name), None)
            == {"1U/5R": "1 UP / 5 RIGHT", "3S/3S": "3 SWITCH / 3 SWITCH"}[name]
            + " goes face up onto the discard pile"
        )
