"""A game line as one seat may read it, and where undo must stop.

The page, the command line and the tests share these so that a move list,
a history view and an undo button agree on what a seat may know:

- :func:`decision_lines` is a decision and the chance outcomes that followed
  it, each as ``viewer`` may read it (``game.notation_for``): "Red plays a 3",
  "Red draws a card" to the others and "Red draws a 4" to Red;
- :func:`opening_lines` is the chance before the first decision (a deal);
- :func:`undo_barrier` says why a decision may not be taken back: in a game
  with hidden information undo never crosses a chance outcome (no drawing
  again for a better card) nor a decision that showed something hidden
  (``game.reveals``: no peeking and taking it back).

>>> from pushgames.registry import get_game
>>> line = Replay.new(get_game("pickpocket"), {"seats": 3}, seed=4)
>>> opening_lines(line, 1)[1:4]
('Red draws a card', 'Blue draws a 3', 'Blue draws a 1')
>>> _ = line.push("play 3")                      # Blue is asked whether to block
>>> decision_lines(line, 0, None), undo_barrier(line, 0) is None
(('Red plays a 3', ()), True)
>>> _ = line.push("allow"); _ = line.push("allow")   # scored, then Red draws
>>> decision_lines(line, 2, 0)[1], decision_lines(line, 2, 1)[1]
(('Red draws a 1',), ('Red draws a card',))
>>> undo_barrier(line, 2)
'a card was drawn or a die rolled after it (Red draws a card)'
"""

from __future__ import annotations

from typing import Any

from .contract import CHANCE
from .line import Replay


def decision_lines(replay: Replay[Any, Any], ply: int, viewer: int | None) -> tuple[str,
        tuple[str, ...]]:
    """Decision ``ply`` and the chance outcomes recorded after it, as
    ``viewer`` (``None``: a spectator) may read them."""
    game = replay.game
    state = replay.state_at(ply)
    action = replay.actions[ply]
    text = game.notation_for(state, action, viewer)
    if not game.meta.has_chance:
        return text, ()
    after = game.next_state(state, action)
    lines = []
    for outcome, _ in replay.chance_outcomes(ply):
        lines.append(game.notation_for(after, outcome, viewer))
        after = game.next_state(after, outcome)
    return text, tuple(lines)


def opening_lines(replay: Replay[Any, Any], viewer: int | None) -> tuple[str, ...]:
    """The chance outcomes recorded before the first decision (a deal), as
    ``viewer`` may read them."""
    outcomes = replay.chance_outcomes(None)
    if not outcomes:
        return ()
    game = replay.game
    state = game.new_state(replay.options, 0, replay.rules_version)
    lines = []
    for outcome, _ in outcomes:
        lines.append(game.notation_for(state, outcome, viewer))
        state = game.next_state(state, outcome)
    return tuple(lines)


def undo_barrier(replay: Replay[Any, Any], ply: int) -> str | None:
    """Why decision ``ply`` may not be undone, or ``None`` if it may.

    Only a game with hidden information has barriers: there, chance acting
    after the decision (a card drawn, a die rolled, a card turned) or the
    decision showing something hidden (``game.reveals``) stops undo, so
    nobody can draw again or unsee a hand. Read from the engine, so a record
    written before chance was recorded (its chance replayed from a seed) is
    stopped the same way."""
    game = replay.game
    if not game.meta.has_hidden_information:
        return None
    state = replay.state_at(ply)
    action = replay.actions[ply]
    if game.reveals(state, action):
        return "it showed hidden cards"
    if game.to_move(game.next_state(state, action)) == CHANCE:
        after = decision_lines(replay, ply, None)[1]
        return "a card was drawn or a die rolled after it" + (f" ({after[0]})" if after else "")
    return None


__all__ = ["decision_lines", "opening_lines", "undo_barrier"]
