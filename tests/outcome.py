"""``finished(game.outcome(state))``: the outcome of a game that must be over, typed as one."""

from __future__ import annotations

from pushgames.core import Outcome


def finished(outcome: Outcome | None) -> Outcome:
    """``outcome``, which must not be ``None`` (the game is over); fails the test otherwise."""
    assert outcome is not None, "the game is not over"
    return outcome
