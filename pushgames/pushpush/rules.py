"""The rules of Push Push (seeds/003 as settled in docs/rulings.md).

>>> from pushgames.core import start
>>> game = PushPushGame()
>>> state = start(game)
>>> game.to_move(state), len(game.legal_actions(state))
(0, 25)
>>> state = game.apply(state, game.parse(state, "d1-d2"))
>>> game.notation(state, Move(square_index("d7"), square_index("d6")))
'd7-d6'
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Hashable, Mapping, Sequence

from ..core import (
    TERMINAL, Game, GameMeta, History, IllegalActionError, NotationError, OptionSpec, OptionValue,
    Outcome, Rng,
)
from .board import (
    BALL, DIRECTIONS, EMPTY, NORTH, RAYS, SIZE, SOUTH, SQUARES, code_of, edge_normal, file_of,
    initial_board, mirror, owner_of, rank_of, square_index, square_name, value_of,
)

SEAT_A, SEAT_B = 0, 1


@dataclass(frozen=True, slots=True)
class Move:
    """One figure's step from ``src`` to the neighbour ``dst`` (a step, a push or a
    capture); ``deflected`` marks a deflected push of the ball. ``Move.PASS`` is
    the pass of a player who cannot move.

    >>> Move.from_text("a3-a4'")
    Move.from_text("a3-a4'")
    """

    src: int
    dst: int
    deflected: bool = False

    @classmethod
    def from_text(cls, text: str) -> "Move":
        """Parse the notation (``c1-c2``, ``a3-a4'``, ``pass``) without a position."""
        text = text.strip()
        if text == "pass":
            return PASS
        match = _MOVE_RE.fullmatch(text)
        if not match:
            raise NotationError(
                f"{text!r} is not a Push Push move (write it like c1-c2, a3-a4' or pass)")
        return cls(square_index(match[1]), square_index(match[2]), bool(match[3]))

    def text(self) -> str:
        if self.src < 0:
            return "pass"
        return f"{square_name(self.src)}-{square_name(self.dst)}{chr(39) if self.deflected else ''}"

    def __repr__(self) -> str:
        return f"Move.from_text({self.text()!r})"


_MOVE_RE = re.compile(r"([a-g][1-7])-([a-g][1-7])(')?")
PASS = Move(-1, -1)


@dataclass(frozen=True, slots=True)
class PushPushState:
    """A Push Push position with what the rules need to remember about the past.

    ``first_landing`` is (value, square) of the first move of the game, for the
    first-reply restriction; ``history`` counts the position keys since the
    last elimination (earlier positions can never come back), for repetition:
    a persistent :class:`History`, so a move costs O(log n) however long the game.
    """

    board: tuple[int, ...]
    to_move: int
    ply: int
    first_landing: tuple[int, int] | None
    history: History
    result: Outcome | None
    repetition_draw: bool
    rng: Rng

    def figure(self, square: int) -> tuple[int, int] | None:
        """(owner seat, value) of the figure on ``square``; the ball is (-1, 0)."""
        code = self.board[square]
        return None if code == EMPTY else (owner_of(code), value_of(code))


SEAT_NAMES = ("White (A)", "Black (B)")

META = GameMeta(
    id="pushpush",
    title="Push Push",
    summary="Push the ball off your opponent's side; bigger figures push smaller ones.",
    min_seats=2,
    max_seats=2,
    seat_names=SEAT_NAMES,
    rules_version=1,
    credits="Push Push, rules v1.0 (English edition, September 2024).",
    options=(
        OptionSpec("first", "Who moves first", "A", choices=("A", "B"), choice_labels=SEAT_NAMES),
        OptionSpec("repetition", "Third repetition is a draw", True),
    ),
)


class PushPushGame(Game[PushPushState, Move]):
    meta = META

    def initial_state(self, options: Mapping[str, OptionValue], seed: int) -> PushPushState:
        board = initial_board()
        first = SEAT_A if options["first"] == "A" else SEAT_B
        return PushPushState(board, first, 0, None, History.of(_history_key(board, first)), None,
                             bool(options["repetition"]),
                             Rng.from_seed(seed))

    def seat_count(self, state: PushPushState) -> int:
        return 2

    def to_move(self, state: PushPushState) -> int:
        return TERMINAL if state.result is not None else state.to_move

    def outcome(self, state: PushPushState) -> Outcome | None:
        return state.result

    # -- moves -------------------------------------------------------------
    def legal_actions(self, state: PushPushState) -> Sequence[Move]:
        if state.result is not None:
            return ()
        moves = _moves(state.board, state.to_move)
        if state.ply == 1 and state.first_landing is not None:
            moves = [m for m in moves if not _breaks_first_reply(state, m)]
        return moves or [PASS]

    def next_state(self, state: PushPushState, action: Move) -> PushPushState:
        mover = state.to_move
        board, ball_exit, eliminated = _after(state.board, action)
        following = 1 - mover
        first_landing = state.first_landing
        if state.ply == 0 and action.src >= 0:
            first_landing = (value_of(state.board[action.src]), action.dst)
        key = _history_key(board, following)
        # An elimination can never be undone, so older positions cannot recur.
        history = History.of(key) if eliminated else state.history.add(key)
        result = None
        if ball_exit == NORTH:
            result = Outcome(frozenset({SEAT_A}), "the ball left the board across the north edge",
                             termination="ball-off-board")
        elif ball_exit == SOUTH:
            result = Outcome(frozenset({SEAT_B}), "the ball left the board across the south edge",
                             termination="ball-off-board")
        elif not _has_move(board, following) and not _has_move(board, mover):
            result = Outcome(frozenset(), "neither player can move", termination="no-moves")
        elif state.repetition_draw and history.repeats >= 3:
            result = Outcome(frozenset(), "the same position came up for the third time",
                             termination="repetition")
        return PushPushState(board, following, state.ply + 1, first_landing, history, result,
                             state.repetition_draw,
                             state.rng)

    def is_legal(self, state: PushPushState, action: Move) -> bool:
        if state.result is not None or not isinstance(action, Move):
            return False
        if action.src < 0:
            return action == PASS and not self._has_any_move(state)
        if not (0 <= action.src < SQUARES and 0 <= action.dst < SQUARES):
            return False
        if owner_of(state.board[action.src]) != state.to_move:
            return False
        if state.ply == 1 and state.first_landing is not None and _breaks_first_reply(state,
                action):
            return False
        return action in _piece_moves(state.board, action.src, state.to_move)

    def _has_any_move(self, state: PushPushState) -> bool:
        if not _has_move(state.board, state.to_move):
            return False
        return state.ply != 1 or state.first_landing is None or bool(
            [m for m in _moves(state.board, state.to_move) if not _breaks_first_reply(state, m)])

    def why_illegal(self, state: PushPushState, action: Move) -> str:
        return explain_illegal(state, action)

    # -- notation ------------------------------------------------------------
    def notation(self, state: PushPushState, action: Move) -> str:
        return action.text()

    def parse(self, state: PushPushState, text: str) -> Move:
        move = Move.from_text(text)
        # ``is_legal`` is the full check (tests/pushpush compare it with ``legal_actions``) and
        # looks at one figure's moves only: a long record replays without generating every move.
        if not self.is_legal(state, move):
            raise IllegalActionError(explain_illegal(state, move))
        return move

    def position_key(self, state: PushPushState) -> Hashable:
        return (state.board, state.to_move)

    def render_text(self, state: PushPushState) -> str:
        return render(state)


# -- move generation ---------------------------------------------------------
_OWNERS = tuple(owner_of(code) for code in range(10))
_VALUES = tuple(value_of(code) for code in range(10))
assert code_of(1, 4) == 9 and code_of(0, 4) == 5
# Moves are values: build each one once instead of once per generation.
_STEP_MOVES = tuple(tuple(Move(src, ray[0]) if ray else PASS for ray, _ in RAYS[src])
                    for src in range(SQUARES))
_DEFLECTED_MOVES = tuple(tuple(Move(src, ray[0], True) if ray else PASS for ray, _ in RAYS[src])
                         for src in range(SQUARES))


def _history_key(board: tuple[int, ...], to_move: int) -> bytes:
    """A position as the repetition history stores it: 50 bytes instead of a
    49-tuple (about 430 bytes), since a long game keeps every position."""
    return bytes(board) + _SEAT_BYTE[to_move]


_SEAT_BYTE = (b"\x00", b"\x01")


def _moves(board: tuple[int, ...], seat: int) -> list[Move]:
    """Every step, push and capture of ``seat`` (before the first-reply rule)."""
    out: list[Move] = []
    owners = _OWNERS
    for src, code in enumerate(board):
        if owners[code] == seat:
            out += _piece_moves(board, src, seat)
    return out


def _piece_moves(board: tuple[int, ...], src: int, seat: int) -> list[Move]:
    """The moves of the figure on ``src``, which belongs to ``seat``."""
    out: list[Move] = []
    value = _VALUES[board[src]]
    enemy_four = 9 if seat == 0 else 5  # code_of(1 - seat, 4)
    steps = _STEP_MOVES[src]
    for direction, (ray, exit_edge) in enumerate(RAYS[src]):
        if not ray:
            continue
        target = board[ray[0]]
        if target == EMPTY or (value == 1 and target == enemy_four):
            out.append(steps[direction])
            continue
        if _push_ok(board, value, ray, exit_edge):
            out.append(steps[direction])
        if target == BALL and direction < 4 and _deflect_target(board, src, ray[0]) is not None:
            out.append(_DEFLECTED_MOVES[src][direction])
    return out


def _has_move(board: tuple[int, ...], seat: int) -> bool:
    """Whether ``seat`` has any move at all (cheap: most positions answer at once)."""
    enemy_four = code_of(1 - seat, 4)
    for src, code in enumerate(board):
        if _OWNERS[code] != seat:
            continue
        value = _VALUES[code]
        for direction, (ray, exit_edge) in enumerate(RAYS[src]):
            if not ray:
                continue
            target = board[ray[0]]
            if target == EMPTY or (value == 1 and target == enemy_four):
                return True
            if _push_ok(board, value, ray, exit_edge):
                return True
            if target == BALL and direction < 4 and _deflect_target(board, src, ray[0]) is not None:
                return True
    return False


def _push_ok(board: tuple[int, ...], value: int, ray: tuple[int, ...], exit_edge: str) -> bool:
    """Whether a figure of ``value`` can push the line that starts at ``ray[0]``."""
    previous = value
    for square in ray:
        code = board[square]
        if code == EMPTY:
            return True
        pushed = _VALUES[code]
        if pushed >= previous:
            return False
        previous = pushed
    # The whole ray is full: its last piece leaves the board.
    return previous != 0 or exit_edge in (NORTH, SOUTH)


def _deflect_target(board: tuple[int, ...], mover: int, ball: int) -> int | None:
    """Where a deflected push of the ball on ``ball`` by ``mover`` puts it, if allowed."""
    normal = edge_normal(mover, ball)
    if normal is None:
        return None
    df, dr = file_of(ball) - file_of(mover), rank_of(ball) - rank_of(mover)
    f, r = file_of(ball) + df, rank_of(ball) + dr
    if not (0 <= f < SIZE and 0 <= r < SIZE):
        f, r = file_of(ball), rank_of(ball)  # the ball is in a corner: only the sideways step
    f, r = f + normal[0], r + normal[1]
    target = f + SIZE * r
    return target if board[target] == EMPTY else None


def _after(board: tuple[int, ...], move: Move) -> tuple[tuple[int, ...], str | None, bool]:
    """The board after a legal ``move``, the edge the ball left by (if it did),
    and whether a figure was eliminated."""
    if move.src < 0:
        return board, None, False
    cells = list(board)
    mover_code = cells[move.src]
    target = cells[move.dst]
    cells[move.src] = EMPTY
    if move.deflected:
        cells[_deflect_target(board, move.src, move.dst)] = BALL  # type: ignore[index]
        cells[move.dst] = mover_code
        return tuple(cells), None, False
    if target == EMPTY or (value_of(mover_code) == 1 and value_of(target) == 4):
        cells[move.dst] = mover_code
        return tuple(cells), None, target != EMPTY
    direction = DIRECTIONS.index(
        (file_of(move.dst) - file_of(move.src), rank_of(move.dst) - rank_of(move.src)))
    ray, exit_edge = RAYS[move.src][direction]
    carried = mover_code
    for square in ray:
        carried, cells[square] = cells[square], carried
        if carried == EMPTY:
            return tuple(cells), None, False
    # The last piece of the line left the board.
    if carried == BALL:
        return tuple(cells), exit_edge, False
    return tuple(cells), None, True


def _breaks_first_reply(state: PushPushState, move: Move) -> bool:
    """The second player's first move may not land a figure of the value the
    first player moved on the square point-symmetric to where it landed."""
    value, landing = state.first_landing  # type: ignore[misc]
    return move.src >= 0 and value_of(
        state.board[move.src]) == value and move.dst == mirror(landing)


def explain_illegal(state: PushPushState, move: Move) -> str:
    """Why ``move`` is not legal in ``state``, in words."""
    if state.result is not None:
        return "the game is over"
    text = move.text()
    if move.src < 0:
        return "you may only pass when you have no move"
    code = state.board[move.src]
    if code == EMPTY or owner_of(code) != state.to_move:
        return f"{text}: there is no figure of yours on {square_name(move.src)}"
    df, dr = file_of(move.dst) - file_of(move.src), rank_of(move.dst) - rank_of(move.src)
    if (df, dr) not in DIRECTIONS:
        return f"{text}: a figure moves one square, to one of its eight neighbours"
    direction = DIRECTIONS.index((df, dr))
    ray, exit_edge = RAYS[move.src][direction]
    target = state.board[move.dst]
    value = value_of(code)
    if move.deflected:
        if target != BALL:
            return f"{text}: a deflected push must push the ball directly"
        if direction >= 4 or edge_normal(move.src, move.dst) is None:
            return (f"{text}: a deflected push needs the figure and the ball on the same edge, "
                    "pushing along it")
        return f"{text}: the square the ball would be deflected to is not empty"
    if target != EMPTY and not (value == 1 and target == code_of(1 - state.to_move, 4)):
        previous = value
        for square in ray:
            pushed = state.board[square]
            if pushed == EMPTY:
                break
            if value_of(pushed) >= previous:
                what = ("the ball" if pushed == BALL
                        else f"the {value_of(pushed)} on {square_name(square)}")
                if value_of(pushed) == 4:
                    return f"{text}: a 4 can never be pushed"
                return f"{text}: a {previous} cannot push {what} (a pushed line must fall in value)"
            previous = value_of(pushed)
        else:
            if previous == 0:
                return f"{text}: the ball may not leave the board across the {exit_edge} edge"
    if state.ply == 1 and state.first_landing is not None and _breaks_first_reply(state, move):
        return (f"{text}: on the first reply a figure of the value just moved may not land on the "
                f"square point-symmetric to it ({square_name(move.dst)})")
    return f"{text} is not a legal move in this position"


def render(state: PushPushState) -> str:
    """The board as text, rank 7 at the top: ``A3`` is A's 3, ``B1`` is B's 1,
    ``o`` the ball."""
    rows = []
    for rank in range(SIZE - 1, -1, -1):
        cells = []
        for file in range(SIZE):
            code = state.board[file + SIZE * rank]
            if code == EMPTY:
                cells.append(" .")
            elif code == BALL:
                cells.append(" o")
            else:
                cells.append(("A" if owner_of(code) == 0 else "B") + str(value_of(code)))
        rows.append(f"{rank + 1}  " + " ".join(cells))
    rows.append("    " + "  ".join("abcdefg"))
    if state.result is not None:
        rows.append(
            (
                "Draw"
                if state.result.is_draw
                else f"{META.seat_names[min(state.result.winners)]} wins"
            )
            + f": {state.result.reason}"
        )
    else:
        rows.append(f"{META.seat_names[state.to_move]} to move")
    return "\n".join(rows)


def custom_state(pieces: Mapping[str, str], to_move: int = SEAT_A, *, ply: int = 2,
                 repetition_draw: bool = True) -> PushPushState:
    """A position built from ``{"d4": "o", "c1": "A3", "e7": "B1", ...}`` (tests,
    analysis, puzzles). ``ply`` defaults past the first-reply restriction.

    >>> state = custom_state({"d4": "o", "d3": "A2", "d7": "B4"})
    >>> state.figure(square_index("d3"))
    (0, 2)
    """
    cells = [EMPTY] * SQUARES
    for name, piece in pieces.items():
        square = square_index(name)
        if piece == "o":
            cells[square] = BALL
        elif len(piece) == 2 and piece[0] in "AB" and piece[1] in "1234":
            cells[square] = code_of("AB".index(piece[0]), int(piece[1]))
        else:
            raise ValueError(f"{piece!r} is not a piece (o, A1..A4, B1..B4)")
    board = tuple(cells)
    return PushPushState(board, to_move, ply, None, History.of(_history_key(board, to_move)), None,
                         repetition_draw,
                         Rng.from_seed(0))
