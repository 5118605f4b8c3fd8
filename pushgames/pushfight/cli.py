"""Push Fight's own command-line commands (``python -m pushgames pushfight NAME``).

``successors POSITION`` prints every distinct position one turn reaches from
POSITION (a 26-character position string), one per line, from the side that
moves next, winning ones marked `` win`` (wins first, then in string order);
``--turns`` adds one turn reaching each. ``win POSITION`` prints ``yes`` or
``no``: does the side to move have an immediate win?

POSITION may have fewer than five pieces a side (pieces pushed off) and may
lack a ``Y`` (no anchor yet, e.g. right after the setup). When the side to
move has no legal push after any 0-2 moves, ``successors`` prints nothing and
exits 0 (that side loses). A malformed string (not 26 characters, a character
other than ``.oOxXY``, two ``Y``, more than 3 squares or 2 rounds a side)
prints ``error: ...`` on stderr and exits 2.
"""

from __future__ import annotations

import argparse
import sys
from typing import Callable

from ..core import PushgamesError
from .analysis import has_immediate_win, successors
from .position import Position


_EPILOG = ("Exit status 0 with no output: the side to move has no legal push (it loses). "
           "Exit status 2: a malformed position string (the reason is printed on stderr).")


def _position(text: str) -> Position:
    """The position ``text`` names, checked for at most 3 squares and 2 rounds a side."""
    position = Position.from_string(text)
    position.check_pieces()
    return position


def successors_command(argv: list[str]) -> int:
    """``successors POSITION [--turns]``: print every distinct successor, wins first."""
    parser = argparse.ArgumentParser(prog="python -m pushgames pushfight successors",
                                     description="Every distinct position one Push Fight turn "
                                                 "reaches (0-2 moves, then a push), "
                                                 "written from the side that moves next with Y on "
                                                 "the piece that pushed; ' win' marks a turn that "
                                                 "pushes an opponent's piece off.",
                                     epilog=_EPILOG)
    parser.add_argument("position", help="26-character position string (side to move = o/O)")
    parser.add_argument("--turns", action="store_true",
                        help="also print one turn that reaches each")
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
    """``win POSITION``: print ``yes`` or ``no``."""
    parser = argparse.ArgumentParser(prog="python -m pushgames pushfight win",
                                     description="Whether the side to move can win this turn.",
                                     epilog="Exit status 2: a malformed position string.")
    parser.add_argument("position")
    ns = parser.parse_args(argv)
    try:
        print("yes" if has_immediate_win(_position(ns.position)) else "no")
    except PushgamesError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    return 0


COMMANDS: dict[str, Callable[[list[str]], int]] = {"successors": successors_command,
                                                   "win": win_command}
