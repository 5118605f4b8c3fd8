"""Look Outs shows hidden hands without chance: undo must stop there (Game.reveals)."""

from __future__ import annotations

from typing import Any

from pushgames.apocalypse import GAME, ApocalypseAction
from pushgames.apocalypse.state import DISASTER, POP, hand
from pushgames.core import Replay
from pushgames.core.perspective import undo_barrier


def _to_look_outs(seed: int = 5) -> Replay[Any, Any]:
    replay = Replay.new(GAME, {"seats": 3}, seed)
    for _ in range(400):
        state = replay.state
        legal = list(GAME.legal_actions(state))
        if state.phase == POP and "lookouts" in legal:
            return replay
        if state.phase == POP:
            replay.push(ApocalypseAction("draw" if "draw" in legal else "done"))
        elif state.phase == DISASTER:
            replay.push(next((a for a in legal if a.startswith("play")), ApocalypseAction("done")))
        else:
            replay.push(ApocalypseAction("pass") if "pass" in legal else legal[0])
    raise AssertionError("Look Outs never became available")


def test_look_outs_reveals_and_stops_undo() -> None:
    replay = _to_look_outs()
    state = replay.state
    looker = state.turn
    assert GAME.reveals(state, "lookouts")
    replay.push("lookouts")
    after = replay.state
    # No chance acted: the other hands are shown to the looker at once ...
    assert GAME.to_move(after) == looker
    view = GAME.view(after, looker)
    others = [c for s in range(3) if s != looker for c in view.cards.pile(hand(s))]
    assert others and all(c.face >= 0 for c in others)
    # ... so it may not be taken back.
    assert undo_barrier(replay, len(replay.actions) - 1) == "it showed hidden cards"


def test_other_decisions_reveal_nothing() -> None:
    replay = _to_look_outs()
    state = replay.state
    for action in GAME.legal_actions(state):
        if action != "lookouts":
            assert not GAME.reveals(state, action), action
    replay.push("lookouts")
    take = GAME.legal_actions(replay.state)[0]
    assert not GAME.reveals(replay.state, take)  # the thief already saw the card
