"""Push Fight's own command-line commands (``python -m pushgames pushfight NAME``).

``successors POSITION`` prints every distinct position one turn reaches from
POSITION (a 26-character position string), one per line, from the side that
moves next, winning ones marked `` win`` (wins first, then in string order);
``--turns`` adds one turn reaching each. ``win POSITION`` prints ``yes`` or
``no``: does the side to move have an immediate win?
"""

from __future__ import annotations

import argparse
import sys
from typing import Callable

from ..core import PushgamesError
from .analysis import has_immediate_win, successors
from .position import Position


def _position(text: str) -> Position:
    return Position.from_string(text)


def successors_command(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m pushgames pushfight successors",
                                     description="Every distinct position one Push Fight turn reaches.")
    parser.add_argument("position", help="26-character position string (side to move = o/O)")
    parser.add_argument("--turns", action="store_true", help="also print one turn that reaches each")
    ns = parser.parse_args(argv)
    try:
        found = successors(_position(ns.position))
    except PushgamesError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    rows = sorted(((not s.wins, s.position.to_string(), s) for s in found), key=lambda row: row[:2])
    for _, text, succ in rows:
        line = text + (" win" if succ.wins else "")
        if ns.turns:
            line += "  " + succ.turn.text()
        print(line)
    return 0


def win_command(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m pushgames pushfight win",
                                     description="Whether the side to move can win this turn.")
    parser.add_argument("position")
    ns = parser.parse_args(argv)
    try:
        print("yes" if has_immediate_win(_position(ns.position)) else "no")
    except PushgamesError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    return 0


COMMANDS: dict[str, Callable[[list[str]], int]] = {"successors": successors_command, "win": win_command}
