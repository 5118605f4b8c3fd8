"""A shared link's sketch: the public position in a few characters, so that a first visit
draws it before Python is ready (issue 27).

A link opened on a device that never showed it has no kept view (pushweb.firstpaint), and
the build's picture of its game (tools/first_paint.py) shows the start, not the link's
position. So Share writes, after the record, a sketch of the position on screen::

    #pushpush/<record>~<sketch>

one letter per piece on the board, in the board's square order, and a digit 1-9 for a run of
that many empty squares (the Push Push start is ``abcdcba98o98ABCDCBA``: 19 characters). The
letters come from a small fixed table per game (:data:`PIECES`). The build puts the markup
each letter stands for, drawn by the boards' own code (``piece_svg``), and each square's place
and plain look into the game's picture (:func:`table`); index.html's first-paint script fills
the picture's board from the sketch with those strings only. A sketch that does not read
exactly (an unknown character, too few or too many squares) draws the plain board instead:
nothing in it ever becomes markup. Python then opens the record, which stays the only truth
(the router drops the sketch: :func:`record_part`), and draws the same pieces in place.

Only games whose whole position is public have a sketch (Push Push, Push Fight); a game of
hands never has one (its link shows the hand-off cover), nor, for now, Pushout (its table's
cards would need a table of their own; its link shows the plain table).

Pure Python apart from :func:`table`, which imports the boards (the build gives them a
stand-in for pyscript).
"""

from __future__ import annotations

import re
from typing import Any

#: Between a link's record and its sketch (never in a record: base64url and a format digit).
MARK = "~"
#: The mark, or the mark as a program that escapes "~" writes it.
ESCAPED_MARK = re.compile(r"~|%7[eE]")
#: The longest sketch the page reads (a board of at most 49 squares, one character each).
MAX_CHARS = 64
#: Each game's pieces: letter -> what the board draws there, in the engine's terms
#: (Push Push: the board code; Push Fight: (colour, square piece, anchored)).
PIECES: dict[str, dict[str, Any]] = {
    "pushpush": {"a": 2, "b": 3, "c": 4, "d": 5,      # White 1-4
                 "A": 6, "B": 7, "C": 8, "D": 9,      # Black 1-4
                 "o": 1},                             # the ball
    "pushfight": {"W": (0, True, False), "w": (0, False, False), "X": (0, True, True),
                  "B": (1, True, False), "b": (1, False, False), "Y": (1, True, True),
                  "x": (0, False, True), "y": (1, False, True)},  # (an anchored round: never in play)
}
#: Layers of a board that show what Python knows and a sketch does not (the last move's marks,
#: whose turn): emptied in a sketched picture, drawn by Python when it takes over.
CLEARED = (".marks", ".pf-turn", ".pf-arrows")


def has_sketch(game_id: str) -> bool:
    return game_id in PIECES


def squares(game_id: str) -> tuple[int, ...]:
    """The board's squares in sketch order: the order the board draws them (its SQUARES)."""
    if game_id == "pushpush":
        from pushgames.pushpush.board import SQUARES as PP_SQUARES

        return tuple(range(PP_SQUARES))
    from pushgames.pushfight.board import SQUARES as PF_SQUARES

    return tuple(PF_SQUARES)


def _piece_at(game_id: str, state: Any, sq: int) -> Any:
    """What ``state`` has on ``sq``, in :data:`PIECES`' terms (None: empty)."""
    if game_id == "pushpush":
        code = state.board[sq]
        return None if code == 0 else code
    for colour in (0, 1):
        anchored = sq == state.anchor
        if state.squares[colour] >> sq & 1:
            return (colour, True, anchored)
        if state.rounds[colour] >> sq & 1:
            return (colour, False, anchored)
    return None


def write(game_id: str, state: Any) -> str:
    """The sketch of ``state`` ("" for a game without one, or a piece the table lacks).

    >>> from pushgames import registry
    >>> from pushgames.core import Replay
    >>> write("pushpush", Replay.new(registry.get_game("pushpush"), {}, 1).state)
    'abcdcba98o98ABCDCBA'
    >>> write("pushfight", Replay.new(registry.get_game("pushfight"), {}, 1).state)
    '998'
    """
    if not has_sketch(game_id):
        return ""
    letters = {piece: letter for letter, piece in PIECES[game_id].items()}
    out: list[str] = []
    run = 0
    # In the order the board draws its pieces (GridBoard: its SQUARES), so that the markup a
    # sketch fills in is the board's own, piece for piece; empty runs run across rows.
    for sq in squares(game_id):
        piece = _piece_at(game_id, state, sq)
        if piece is None:
            run += 1
            continue
        if piece not in letters:
            return ""
        out.append(_runs(run) + letters[piece])
        run = 0
    out.append(_runs(run))
    return "".join(out)


def _runs(count: int) -> str:
    return "9" * (count // 9) + (str(count % 9) if count % 9 else "")


def read(game_id: str, text: str) -> dict[int, str] | None:
    """square -> letter of a sketch, or None when it does not read exactly (as index.html
    reads it: the script and this function are tested on the same cases).

    >>> read("pushpush", "abcdcba98o98ABCDCBA")[48], read("pushpush", "abcdcba98o98ABCDCBA")[24]
    ('A', 'o')
    >>> read("pushpush", "abcdcba98o98ABCDCB") is None  # a square short
    True
    >>> read("pushpush", "<b>") is None
    True
    """
    if not has_sketch(game_id) or not 0 < len(text) <= MAX_CHARS:
        return None
    order = squares(game_id)
    table = PIECES[game_id]
    found: dict[int, str] = {}
    at = 0
    for ch in text:
        if ch in "123456789":
            at += int(ch)
        elif ch in table and ch.isascii() and ch.isalpha():
            if at >= len(order):
                return None
            found[order[at]] = ch
            at += 1
        else:
            return None
        if at > len(order):
            return None
    return found if at == len(order) else None


def record_part(text: str) -> str:
    """The record of a link's ``<record>~<sketch>`` (the sketch never decides anything; a
    mark some program escaped as ``%7E`` too).

    >>> record_part("2abc~abcdcba98o98ABCDCBA"), record_part("2abc%7eabc"), record_part("2abc")
    ('2abc', '2abc', '2abc')
    """
    return re.split(ESCAPED_MARK, text, maxsplit=1)[0]


def link_suffix(game_id: str, state: Any) -> str:
    """What Share adds to a link of ``state``: ``~<sketch>``, or "" without one."""
    text = write(game_id, state)
    return MARK + text if text else ""


def table(game_id: str) -> dict[str, Any]:
    """What index.html needs to draw a sketch of ``game_id`` into the build's picture, all of it
    drawn by the board's own code: per square in sketch order ``[square, plain class, opening
    markup of the piece there]``, per letter the piece's markup, the closing markup, and the
    layers to empty (:data:`CLEARED`)."""
    from .boards import new_board

    board: Any = new_board(game_id)  # a GridBoard (its geometry and plain looks are read)
    board.flipped = False  # a shared link opens unflipped (play by link turns it: no sketch)
    if game_id == "pushpush":
        from .boards.pushpush.board import piece_svg as pp_svg

        tokens = {letter: pp_svg(code) for letter, code in PIECES[game_id].items()}
    else:
        from .boards.pushfight.board import piece_svg as pf_svg

        tokens = {letter: pf_svg(*piece) for letter, piece in PIECES[game_id].items()}
    cells = []
    for sq in squares(game_id):
        x, y = board._xy(sq)
        # As GridBoard._draw_pieces wraps a piece (not animated).
        cells.append([sq, board._cell_class(sq),
                      f'<g class="pc" data-piece="{sq}" transform="translate({x + 50} {y + 50})"><g class="slide">'])
    return {"cells": cells, "tokens": tokens, "close": "</g></g>", "clear": list(CLEARED)}
