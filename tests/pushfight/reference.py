"""A slow, obviously-correct Push Fight reference, independent of the engine's
bitboards: squares are (file, rank) pairs, positions are dicts, every 0-2 move
sequence is tried by brute force. Used to check the fast analysis."""

from __future__ import annotations

import random

Cell = tuple[int, int]
Board = dict[Cell, str]

FILES = "abcdefgh"
ORDER = (["c4", "d4", "e4", "f4", "g4"] + [f + "3" for f in FILES] + [f + "2" for f in FILES]
         + ["b1", "c1", "d1", "e1", "f1"])
CELLS = [(FILES.index(n[0]), int(n[1])) for n in ORDER]
ON_BOARD = set(CELLS)
DIRS = ((0, 1), (1, 0), (0, -1), (-1, 0))


def name(cell: Cell) -> str:
    return FILES[cell[0]] + str(cell[1])


def parse(text: str) -> tuple[Board, Cell | None]:
    """{cell: char} with chars o O x X, and the anchor cell (or None)."""
    board: Board = {}
    anchor: Cell | None = None
    for char, cell in zip(text, CELLS):
        if char == "Y":
            anchor = cell
            char = "X"
        if char != ".":
            board[cell] = char
    return board, anchor


def write(board: Board, anchor: Cell | None) -> str:
    """From the side to move's view: board chars are already from that view."""
    out = []
    for cell in CELLS:
        char = board.get(cell, ".")
        out.append("Y" if cell == anchor else char)
    return "".join(out)


def reach(board: Board, cell: Cell) -> set[Cell]:
    seen, todo = {cell}, [cell]
    while todo:
        f, r = todo.pop()
        for df, dr in DIRS:
            nxt = (f + df, r + dr)
            if nxt in ON_BOARD and nxt not in board and nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    seen.discard(cell)
    return seen


def move_sequences(board: Board) -> list[tuple[Board, tuple[str, ...]]]:
    """(board after, moves) for every sequence of 0, 1 or 2 moves."""
    out: list[tuple[Board, tuple[str, ...]]] = [(board, ())]
    level = list(out)
    for _ in range(2):
        nxt: list[tuple[Board, tuple[str, ...]]] = []
        for b, moves in level:
            for cell, char in b.items():
                if char not in "oO":
                    continue
                for dest in reach(b, cell):
                    nb = dict(b)
                    del nb[cell]
                    nb[dest] = char
                    nxt.append((nb, moves + (f"{name(cell)}-{name(dest)}",)))
        out += nxt
        level = nxt
    return out


def pushes(board: Board, anchor: Cell | None) -> list[tuple[str, Board, Cell, bool]]:
    """(push notation, board after from the mover's view, pusher's new cell, wins)."""
    out: list[tuple[str, Board, Cell, bool]] = []
    for cell, char in board.items():
        if char != "O":
            continue
        for df, dr in DIRS:
            f, r = cell[0] + df, cell[1] + dr
            if (f, r) not in board:
                continue
            line: list[Cell] = []
            while (f, r) in board:
                line.append((f, r))
                f, r = f + df, r + dr
            if anchor in line:
                continue
            wins = False
            if (f, r) not in ON_BOARD:
                last = line[-1]
                rail = (dr == 1 and last[1] == 4) or (dr == -1 and last[1] == 1)
                if rail or board[last] in "oO":
                    continue
                wins = True
            nb = {c: ch for c, ch in board.items() if c not in line and c != cell}
            for c in [cell] + line:
                dest = (c[0] + df, c[1] + dr)
                if dest in ON_BOARD:
                    nb[dest] = board[c]
            pusher = (cell[0] + df, cell[1] + dr)
            out.append((f"{name(cell)}-{name(pusher)}", nb, pusher, wins))
    return out


SWAP = {"o": "x", "O": "X", "x": "o", "X": "O"}


def successors(text: str) -> dict[str, bool]:
    """{successor string from the next side's view: wins} by brute force."""
    board, anchor = parse(text)
    out: dict[str, bool] = {}
    # Many move sequences leave the same board (two pieces moved in either order, one
    # piece moved once or twice to the same cell): its pushes are looked at once.
    boards = {frozenset(b.items()): b for b, _moves in move_sequences(board)}
    for b in boards.values():
        for _push, nb, pusher, wins in pushes(b, anchor):
            out[write_flipped(nb, pusher)] = wins
    return out


def write_flipped(board: Board, anchor: Cell) -> str:
    """``write`` of the board with every piece swapped to the other side's view
    (the next side to move), in one pass."""
    return "".join("Y" if cell == anchor else SWAP[board[cell]] if cell in board else "."
                   for cell in CELLS)


def successor_turns(text: str) -> dict[str, set[str]]:
    """{successor string: set of turn notations} (small positions only: slow)."""
    board, anchor = parse(text)
    out: dict[str, set[str]] = {}
    for b, moves in move_sequences(board):
        for push, nb, pusher, _wins in pushes(b, anchor):
            flipped = {c: SWAP[ch] for c, ch in nb.items()}
            out.setdefault(write(flipped, pusher), set()).add(",".join(moves + (push,)))
    return out


def random_position(rng: random.Random, anchor: bool = True) -> str:
    """A random legal-looking position string: 3+2 pieces a side anywhere."""
    cells = list(range(26))
    rng.shuffle(cells)
    chars = ["."] * 26
    for i, char in zip(cells, "OOOooXXXxx"):
        chars[i] = char
    if anchor and rng.random() < 0.8:
        xs = [i for i, c in enumerate(chars) if c == "X"]
        chars[rng.choice(xs)] = "Y"
    return "".join(chars)
