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

Pushout's sketch (``#pushout/<record>~w<20 squares>``) says first whose side of the table is at
the bottom (``w`` or ``b``: the table faces the seat to move, as a link opens for people at one
device), then one letter per square of its default table of four rows (a Single table of two has
no sketch): a face-up card by its face as drawn (two ends, as White reads them: 50 faces, letters
``A``-``Z`` and ``a``-``x``), ``z`` for a face-down card (every back is the same: a face-down
card's face is never in a sketch, even where the record decided it), a digit for a run of holes.
Rather than a picture of each of the 146 cell codes, its table holds the card's parts as the
board draws them (pushweb.boards.pushout.cards: a face's frame, an end's background per colour,
a label per value and per action, the back, the hole, the slot and ring around each card) and,
per face letter, which end parts it joins; the script composes each card from those entries.

Only games whose whole position is public have a sketch (Push Push, Push Fight; Pushout, whose
face-down cards nobody knows, draws them as backs); a game of hands never has one (its link
shows the hand-off cover).

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
#: The games with a sketch.
GAMES = ("pushpush", "pushfight", "pushout")
#: Pushout: the squares of its default table (4 rows of 5: the build's picture), the letter of a
#: face-down card, the letters of the faces (in the order of the cell codes that show them first),
#: and the sketch's first character: whose side of the table is at the bottom.
PUSHOUT_SQUARES = 20
BACK = "z"
FACE_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwx"
FACING = "wb"
#: Each game's pieces: letter -> what the board draws there, in the engine's terms
#: (Push Push: the board code; Push Fight: (colour, square piece, anchored)).
PIECES: dict[str, dict[str, Any]] = {
    "pushpush": {"a": 2, "b": 3, "c": 4, "d": 5,      # White 1-4
                 "A": 6, "B": 7, "C": 8, "D": 9,      # Black 1-4
                 "o": 1},                             # the ball
    "pushfight": {"W": (0, True, False), "w": (0, False, False), "X": (0, True, True),
                  "B": (1, True, False), "b": (1, False, False), "Y": (1, True, True),
                  # (an anchored round: never in play)
                  "x": (0, False, True), "y": (1, False, True)},
}
#: Layers of a board that show what Python knows and a sketch does not (the last move's marks,
#: whose turn, a preview): emptied in a sketched picture, drawn by Python when it takes over.
CLEARED = (".marks", ".pf-turn", ".pf-arrows", ".po-preview-mark")

_PUSHOUT: dict[str, Any] = {}


def has_sketch(game_id: str) -> bool:
    return game_id in GAMES


def pieces(game_id: str) -> dict[str, Any]:
    """letter -> what it stands for (:data:`PIECES`; Pushout's: a face's two ends, each
    ``(value, action, colour)`` as White reads it, near end first, and ``"back"``). Pushout's
    are made from its deck on first use: the page imports the Pushout engine only for Pushout."""
    if game_id != "pushout":
        return PIECES[game_id]
    if not _PUSHOUT:
        from pushgames.pushout.cards import CODES, FACE_DOWN, HOLE

        faces: list[Any] = []
        for code in range(CODES):
            if code != HOLE and not FACE_DOWN[code] and _ends(code) not in faces:
                faces.append(_ends(code))
        # (A deck of more faces than letters: a position showing a face without a letter has
        # no sketch, as write() says; tests/shell/test_sketch.py checks that every face has one.)
        _PUSHOUT.update(zip(FACE_LETTERS, faces))
        _PUSHOUT[BACK] = "back"
    return _PUSHOUT


def _ends(code: int) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    """A face-up cell's drawing: (value, action, colour) of the end White reads upright, then of
    the other (as pushweb.boards.pushout.cards.upright_ends, which the page may not import)."""
    from pushgames.pushout.cards import ACTION_FOR, COLOUR_FOR, VALUE_FOR

    return ((VALUE_FOR[0][code], ACTION_FOR[0][code], COLOUR_FOR[0][code]),
            (VALUE_FOR[1][code], ACTION_FOR[1][code], COLOUR_FOR[1][code]))


def facing(state: Any) -> int:
    """The seat whose side of Pushout's table is at the bottom when a link of ``state`` opens
    for people at one device (pushweb.handoff.seat_to_show): the seat to decide, else White."""
    from pushgames import registry

    game = registry.get_game("pushout")
    seat = game.to_move(state)
    return seat if seat >= 0 and game.outcome(state) is None else 0


def squares(game_id: str) -> tuple[int, ...]:
    """The board's squares in sketch order: the order the board draws them (its SQUARES)."""
    if game_id == "pushout":
        return tuple(range(PUSHOUT_SQUARES))
    if game_id == "pushpush":
        from pushgames.pushpush.board import SQUARES as PP_SQUARES

        return tuple(range(PP_SQUARES))
    from pushgames.pushfight.board import SQUARES as PF_SQUARES

    return tuple(PF_SQUARES)


def _piece_at(game_id: str, state: Any, sq: int) -> Any:
    """What ``state`` has on ``sq``, in :func:`pieces`' terms (None: empty, a hole)."""
    if game_id == "pushout":
        from pushgames.pushout.cards import FACE_DOWN, HOLE

        code = state.board[sq]
        return None if code == HOLE else "back" if FACE_DOWN[code] else _ends(code)
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


def write(game_id: str, state: Any, over: bool = False) -> str:
    """The sketch of ``state`` ("" for a game without one, or a piece the table lacks); ``over``:
    the game ended outside the state (a resignation, an agreed draw: nobody is to move).

    >>> from pushgames import registry
    >>> from pushgames.core import Replay
    >>> write("pushpush", Replay.new(registry.get_game("pushpush"), {}, 1).state)
    'abcdcba98o98ABCDCBA'
    >>> write("pushfight", Replay.new(registry.get_game("pushfight"), {}, 1).state)
    '998'
    >>> write("pushout", Replay.new(registry.get_game("pushout"), {}, 1).state)[0]  # White to move
    'w'
    """
    if not has_sketch(game_id):
        return ""
    letters = {piece: letter for letter, piece in pieces(game_id).items()}
    out: list[str] = []
    if game_id == "pushout":
        if len(state.board) != PUSHOUT_SQUARES:
            return ""  # Single Pushout's table: not the picture's
        out.append(FACING[0 if over else facing(state)])
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
    >>> read("pushout", "b" + "z" * 19 + "A")[19], read("pushout", "x" + "z" * 20) is None
    ('A', True)
    """
    if not has_sketch(game_id) or not 0 < len(text) <= MAX_CHARS:
        return None
    if game_id == "pushout":
        if text[0] not in FACING:  # whose side is at the bottom, then the squares
            return None
        text = text[1:]
    order = squares(game_id)
    table = pieces(game_id)
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


def link_suffix(game_id: str, state: Any, over: bool = False) -> str:
    """What Share adds to a link of ``state``: ``~<sketch>``, or "" without one (``over``: as
    :func:`write`)."""
    text = write(game_id, state, over)
    return MARK + text if text else ""


def table(game_id: str) -> dict[str, Any]:
    """What index.html needs to draw a sketch of ``game_id`` into the build's picture, all of it
    drawn by the board's own code: per square in sketch order ``[square, plain class, opening
    markup of the piece there]``, per letter the piece's markup, the closing markup, and the
    layers to empty (:data:`CLEARED`)."""
    if game_id == "pushout":
        return _card_table()
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
                      f'<g class="pc" data-piece="{sq}" transform="translate({x + 50} '
                      f'{y + 50})"><g class="slide">'])
    return {"cells": cells, "tokens": tokens, "close": "</g></g>", "clear": list(CLEARED)}


def _card_table() -> dict[str, Any]:
    """Pushout's table for index.html (see :func:`table`): per square ``[square, plain class]``,
    around each card the board's ``slot`` and ``ring``, the ``hole`` and the ``back``, a face's
    three ``face`` parts around its two ends, an end's parts (``open`` per colour, a label per
    value and per action, ``close``), each face letter's two ends ``[value, action, colour]``,
    the coordinates per ``facing`` letter, and the key of the "turn the table" setting."""
    from .boards.pushout import board as po_board
    from .boards.pushout import cards as po_cards
    from .boards.pushout import table as po_table

    # the board's own coordinates, each way up
    coords = [po_table.coords_markup(PUSHOUT_SQUARES // 5, turned) for turned in (False, True)]
    faces = {letter: [list(ends[0]), list(ends[1])] for letter, ends in pieces("pushout").items()
             if letter != BACK}
    values = sorted({end[0] for ends in faces.values() for end in ends})
    return {"kind": "cards", "cells": [[sq, "po-cell"] for sq in squares("pushout")],
            "slot": po_table.SLOT, "ring": po_table.RING, "hole": po_cards.HOLE_SVG,
            "back": BACK, "backCard": po_cards.BACK_SVG, "face": list(po_cards.FACE_PARTS),
            "end": {"open": [po_cards.end_open(colour) for colour in (0, 1)],
                    "values": {str(value): po_cards.value_svg(value) for value in values},
                    "actions": [po_cards.action_svg(action)
                                for action in range(len(po_cards.SYMBOLS))],
                    "close": po_cards.END_CLOSE},
            "faces": faces, "facing": FACING, "coords": coords, "follow": po_board.FOLLOW_KEY,
            "clear": list(CLEARED)}
