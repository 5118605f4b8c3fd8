"""The analysis panel's list as a player's tool: every distinct way to finish
the current turn (the whole turn at its start, the rest of it after a move or
two), grouped as the Push Fight Analyzer groups them (wins at once, safe,
leaves the opponent a win at once) and, in each group, best first by the
computer's own evaluation (``pushgames.ai.games.pushfight``: the opponent's
exposure minus ours, and a threat left standing counts for us).

No DOM here: the board draws the list.

>>> from pushgames.core import play, start
>>> from pushgames.pushfight import GAME, STANDARD
>>> state = play(GAME, play(GAME, start(GAME, {}, 1), STANDARD), STANDARD)
>>> found = ranked_choices(GAME, state)
>>> len(found), [c.kind for c in found[:1]], found[0].value >= found[1].value
(1867, ['safe'], True)
>>> after = GAME.apply(state, found[0].steps[0]) if len(found[0].steps) > 1 else None
>>> rest = ranked_choices(GAME, after) if after is not None else found
>>> any(c.steps == found[0].steps[1:] for c in rest)
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pushgames.ai.games.pushfight import THREAT, evaluate, threatens, turn_options
from pushgames.pushfight import Position, has_immediate_win
from pushgames.pushfight.tactics import LOSES_NEXT, WINS_NOW

#: The groups, in the order the panel shows them.
KINDS = ("win", "safe", "lose")


@dataclass(frozen=True, slots=True)
class Choice:
    """One way to finish the turn: the decisions still to make, the position
    they leave (from the side that moves next), whether it wins at once, its
    group, the engine's value of it for the side making it, and its mark."""

    steps: tuple[Any, ...]
    position: Position
    wins: bool
    kind: str
    value: float
    mark: str

    def text(self) -> str:
        return ",".join(step.text() for step in self.steps)


def value_for_mover(after: Position) -> float:
    """How good ``after`` (the opponent's view) is for the side that made it:
    the evaluation from the other side, plus a threat it leaves standing."""
    return -evaluate(after) + (THREAT if threatens(after) else 0)


def ranked_choices(game: Any, state: Any) -> list[Choice]:
    """Every distinct way to finish ``state``'s turn: wins, then safe turns,
    then turns that leave a win at once; best first in each group (ties in
    the order of the turn's text, so the list never reorders itself)."""
    out = []
    for option in turn_options(game, state):
        if option.wins:
            kind, mark = "win", WINS_NOW
        elif has_immediate_win(option.position):
            kind, mark = "lose", LOSES_NEXT
        else:
            kind, mark = "safe", ""
        out.append(Choice(tuple(option.steps), option.position, option.wins, kind,
                          float(value_for_mover(option.position)), mark))
    out.sort(key=lambda c: (KINDS.index(c.kind), -c.value, c.text()))
    return out
