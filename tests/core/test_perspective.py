"""A line as one seat reads it, and where undo stops (pushgames.core.perspective),
with the test game Pickpocket: private hands, a random steal, a peek."""

from __future__ import annotations

import dataclasses

from pushgames.core import Replay, Rng
from pushgames.core.knowledge import Cards
from pushgames.core.perspective import decision_lines, opening_lines, undo_barrier
from pushgames.registry import get_game
from pushgames.pickpocket import DECK, GAME, PickpocketState, hand
from typing import Callable, Iterable, Sequence

PICKPOCKET = get_game("pickpocket")


def line_until(predicate: Callable[[PickpocketState, Sequence[str]], bool],
               seeds: Iterable[int] = range(200)) -> Replay[PickpocketState, str]:
    """A 3-seat line (seed, replay) whose first decision satisfies ``predicate(state, actions)``."""
    for seed in seeds:
        line = Replay.new(GAME, {"seats": 3}, seed)
        if predicate(line.state, GAME.legal_actions(line.state)):
            return line
    raise AssertionError("no seed found")


def test_the_deal_names_each_card_to_its_owner_only() -> None:
    line = Replay.new(GAME, {"seats": 3}, 4)
    for viewer in (0, 1, 2, None):
        lines = opening_lines(line, viewer)
        assert len(lines) == 6
        for seat, name in enumerate(("Red", "Blue", "Green")):
            own = [text for text in lines if text.startswith(name)]
            assert len(own) == 2
            if seat == viewer:
                faces = sorted(str(c.face + 1) for c in line.state.cards.pile(hand(seat)))
                assert sorted(text[-1] for text in own) == faces
            else:
                assert own == [f"{name} draws a card"] * 2


def test_a_stolen_card_is_named_to_thief_and_victim_only() -> None:
    line = line_until(lambda state, actions: "steal 1" in actions)
    line.push("steal 1")
    texts = {viewer: decision_lines(line, 0, viewer) for viewer in (0, 1, 2, None)}
    assert texts[2][0] == texts[None][0] == "Red tries to steal from Blue"
    stolen = texts[0][1][0]
    assert stolen.startswith("Red steals a") and stolen != "Red steals a card from Blue"
    assert texts[1][1][0] == stolen
    assert texts[2][1][0] == texts[None][1][0] == "Red steals a card from Blue"
    # Then Red draws: named to Red alone.
    assert texts[0][1][1] != "Red draws a card" and texts[1][1][1] == "Red draws a card"


def test_undo_stops_at_chance_and_at_a_peek_but_not_inside_a_turn() -> None:
    line = line_until(lambda state, actions: "play 3" in actions or "play 4" in actions)
    play = next(a for a in GAME.legal_actions(line.state) if a in ("play 4", "play 3"))
    line.push(play)  # the next seat is asked whether to block: nothing drawn yet
    assert undo_barrier(line, 0) is None
    while GAME.to_move(line.state) != line.state.turn or line.ply == 1:
        line.push("allow")
    assert (undo_barrier(line, line.ply - 1) or "").startswith("a card was drawn")
    # A peek with the deck empty: no chance follows, but the peeker saw a hand.
    state = line.state
    empty = Cards(tuple(() if p == DECK else pile for p, pile in enumerate(state.cards.piles)),
                  state.cards.pool)
    peeking = Replay(GAME, line.options, 0, dataclasses.replace(state, cards=empty),
                     Rng.from_seed(1))
    peeking.push(next(a for a in GAME.legal_actions(peeking.state) if a.startswith("peek")))
    assert GAME.reveals(peeking.state_at(0), peeking.actions[0])
    assert undo_barrier(peeking, 0) == "it showed hidden cards"


def test_a_game_without_hidden_information_has_no_barrier() -> None:
    line = Replay.new(get_game("pushpush"), {}, 1)
    line.push_notation("d1-d2")
    assert undo_barrier(line, 0) is None
    assert decision_lines(line, 0, 1) == ("d1-d2", ())
