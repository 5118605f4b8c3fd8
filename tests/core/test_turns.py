"""``Game.continues_turn``: which decisions make up one turn, for every game."""

from __future__ import annotations

from typing import Any

from pushgames.core import play, start
from pushgames.registry import get_game


def turns_of(game_id: str, notations: list[str], options: dict[str, Any] | None = None,
             seed: int = 0) -> list[str]:
    """The notations grouped into turns the way a move list shows them."""
    game = get_game(game_id)
    state = start(game, options, seed)
    turns: list[str] = []
    for text in notations:
        if turns and game.continues_turn(state):
            turns[-1] += "," + text
        else:
            turns.append(text)
        state = play(game, state, game.parse(state, text))
    return turns


def test_push_push_every_move_is_a_turn() -> None:
    assert turns_of("pushpush", ["d1-d2", "c7-c6", "c1-c2"]) == ["d1-d2", "c7-c6", "c1-c2"]


def test_push_fight_a_turn_is_its_moves_and_push_in_the_analyzers_notation() -> None:
    setup = ["standard", "standard"]
    turns = turns_of("pushfight",
                     setup + ["c2-b3", "d1-a3", "a3-b3", "e4-g4", "e2-h3", "e3-f3", "d2-g2"])
    assert turns == ["standard", "standard", "c2-b3,d1-a3,a3-b3", "e4-g4,e2-h3,e3-f3", "d2-g2"]


def test_push_fight_a_turn_with_no_moves_is_the_push_alone() -> None:
    game = get_game("pushfight")
    state = start(game)
    for text in ("standard", "standard"):
        state = play(game, state, game.parse(state, text))
    push = next(a for a in game.legal_actions(state) if game.notation(state, a) == "d4-e4")
    after = play(game, state, push)
    assert not game.continues_turn(state) and not game.continues_turn(after)


def test_push_fight_each_sides_placements_are_one_turn() -> None:
    turns = turns_of("pushfight", ["O@d2", "o@b3", "O@c3", "O@b1", "o@c1", "O@e2", "standard"])
    assert turns == ["O@d2,o@b3,O@c3,O@b1,o@c1", "O@e2,standard"]


def test_pushout_double_moves_and_a_fallen_cards_placement_join_the_turn() -> None:
    # The Double line of the browser test: six turns, "d2 b" places the card "d2 R" pushed off.
    line = ["d1 T", "d2 R", "d2 b", "d2 S d1", "c1 T", "c1 T", "b1 U", "a1 S b1", "d1 S c1",
            "b1 S c1", "c2 T",
            "e2 U", "a2 T"]
    turns = turns_of("pushout", line, {"single": True, "double": True}, 3)
    assert turns == ["d1 T,d2 R,d2 b", "d2 S d1,c1 T", "c1 T,b1 U", "a1 S b1,d1 S c1",
                     "b1 S c1,c2 T", "e2 U,a2 T"]


def test_pushout_one_move_a_turn_by_default() -> None:
    game = get_game("pushout")
    state = start(game, {}, 3)
    assert not game.continues_turn(state)
    state = play(game, state, game.parse(state, "discard"))
    assert not game.continues_turn(state)
