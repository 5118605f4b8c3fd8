"""The rules of Push Fight (seeds/001 as settled in docs/rulings.md): the state and
the game object of the engine contract.

Seat 0 is White, seat 1 is Brown. The game has a setup phase (White places its
five pieces on files a-d, then Brown on e-h; one decision per piece, or one
``standard`` / ``random`` decision for all five) and then turns of up to two
moves and a compulsory push, each a decision of its own (see :mod:`.turns`).

>>> from pushgames.core import start, play
>>> game = PushFightGame()
>>> state = play(game, play(game, start(game), STANDARD), STANDARD)
>>> game.to_move(state), position_of(state).to_string()
(0, '.OX.....oXx....oOx.....OX.')
>>> state = apply_turn(game, state, Turn.from_text("c2-b3,d2-e2"))
>>> position_of(state).to_string()
'.XO...x.xOo......Yo....XO.'
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Callable, Hashable, Mapping, Sequence

from ..core import (
    CHANCE, TERMINAL, ChanceEvent, Game, GameMeta, History, IllegalActionError, NotationError,
    OptionError, OptionSpec, OptionValue, Outcome, Rng,
)
from .analysis import can_complete_turn, legal_pushes, push_result, reachable
from .board import BROWN_HALF, RAYS, SQUARES, STRIDE, WHITE_HALF, is_square, square_name
from .position import NO_ANCHOR, STANDARD_STRING, Position
from .turns import RANDOM, STANDARD, Action, Arrange, Place, SetupChoice, Step, Turn, parse_decision

WHITE, BROWN = 0, 1
SETUP, PLAY = "setup", "play"
COLOUR_NAMES = ("White", "Brown")
HALVES = (WHITE_HALF, BROWN_HALF)
_STANDARD = Position.from_string(STANDARD_STRING)
#: The standard setup of each colour: (squares, rounds).
STANDARD_SETUP = ((_STANDARD.own_squares, _STANDARD.own_rounds),
                  (_STANDARD.their_squares, _STANDARD.their_rounds))
POSITION_PATTERN = r"([.oOxXY]{26}( (white|brown))?)?"


@dataclass(frozen=True, slots=True)
class PushFightState:
    """A Push Fight game state.

    ``squares``/``rounds`` are per colour (White, Brown) bitboards; ``anchor``
    the anchored square or ``NO_ANCHOR``; ``moves_made`` the moves already made
    in the current turn (0-2); ``history`` counts the position keys at the start
    of every turn so far (for the repetition house rule; a persistent
    :class:`History`, so a turn costs O(log n) however long the game); ``random_pending`` is set
    while chance must arrange a random setup.
    """

    squares: tuple[int, int]
    rounds: tuple[int, int]
    anchor: int
    to_move: int
    phase: str
    moves_made: int
    history: History
    result: Outcome | None
    repetition_draw: bool
    random_pending: bool
    rng: Rng

    def piece_at(self, square: int) -> tuple[int, bool] | None:
        """(colour, is it a square piece) of the piece on ``square``, or ``None``."""
        bit = 1 << square
        for colour in (WHITE, BROWN):
            if self.squares[colour] & bit:
                return colour, True
            if self.rounds[colour] & bit:
                return colour, False
        return None

    @property
    def occupied(self) -> int:
        return self.squares[0] | self.squares[1] | self.rounds[0] | self.rounds[1]


def position_of(state: PushFightState) -> Position:
    """The position from the side to move's point of view (the string's view)."""
    me, other = state.to_move, 1 - state.to_move
    return Position(state.squares[me], state.rounds[me], state.squares[other], state.rounds[other],
                    state.anchor)


def state_from_position(position: Position, to_move: int = WHITE, *, repetition_draw: bool = True,
                        seed: int = 0) -> PushFightState:
    """A play-phase state with ``position`` and ``to_move`` (its colour) to move."""
    position.check_complete()
    me, other = to_move, 1 - to_move
    squares = [0, 0]
    rounds = [0, 0]
    squares[me], rounds[me] = position.own_squares, position.own_rounds
    squares[other], rounds[other] = position.their_squares, position.their_rounds
    state = PushFightState((squares[0], squares[1]), (rounds[0], rounds[1]), position.anchor,
                           to_move, PLAY, 0,
                           History.empty(), None, repetition_draw, False, Rng.from_seed(seed))
    return _start_turn(state)


def parse_position_option(text: str) -> tuple[Position, int] | None:
    """The ``position`` option: ``""`` (play the setup), or a position string
    optionally followed by `` white`` or `` brown`` (who is to move; White if
    omitted).

    >>> parse_position_option(STANDARD_STRING + " brown")[1]
    1
    """
    text = text.strip()
    if not text:
        return None
    if not re.fullmatch(POSITION_PATTERN, text):
        raise OptionError("a start position is a 26-character position string, then optionally "
                          "'white' or 'brown'")
    string, _, colour = text.partition(" ")
    position = Position.from_string(string)
    try:
        position.check_complete()
    except NotationError as error:
        raise OptionError(f"that start position cannot be played: {error}") from None
    return position, BROWN if colour == "brown" else WHITE


def position_option(position: Position, to_move: int) -> str:
    """The ``position`` option's value for a game that starts at ``position``."""
    return position.to_string() + " " + ("white", "brown")[to_move]


META = GameMeta(
    id="pushfight",
    title="Push Fight",
    summary="Move up to twice, then push: shove an opponent's piece off the board, but never over "
            "a rail.",
    min_seats=2,
    max_seats=2,
    seat_names=COLOUR_NAMES,
    rules_version=1,
    credits="Push Fight by Brett Picotte (Penguin Ponderings); position and turn notation of the "
            "Push Fight Analyzer by Maks Verver (pushfight.verver.ch).",
    options=(
        OptionSpec("repetition", "Third repetition is a draw", True,
                   help="House rule: the same position (pieces, anchor, side to move) a third time "
                        "is a draw."),
        OptionSpec("position", "Start from a position (optional)", "",
                   help="Paste a 26-character position string (Push Fight Analyzer format); "
                        "add ' brown' if Brown is to move.",
                   pattern=POSITION_PATTERN, advanced=True),
    ),
    has_chance=True,
)


def _key(state: PushFightState) -> Hashable:
    return (state.squares, state.rounds, state.anchor, state.to_move)


def _start_turn(state: PushFightState) -> PushFightState:
    """Record the turn's start for repetition; end the game if the side to move
    cannot complete a turn (it loses) or the position came up a third time."""
    key = _key(state)
    history = state.history.add(key)
    result = None
    mover = state.to_move
    if not can_complete_turn(position_of(state)):
        result = Outcome(frozenset({1 - mover}), f"{COLOUR_NAMES[mover]} cannot push",
                         termination="no-push")
    elif state.repetition_draw and history.repeats >= 3:
        result = Outcome(frozenset(), "the same position came up for the third time",
                         termination="repetition")
    return replace(state, history=history, result=result, moves_made=0)


def _with_pieces(state: PushFightState, colour: int, squares: int, rounds: int) -> PushFightState:
    sq, rd = list(state.squares), list(state.rounds)
    sq[colour], rd[colour] = squares, rounds
    return replace(state, squares=(sq[0], sq[1]), rounds=(rd[0], rd[1]))


def _setup_done(state: PushFightState) -> PushFightState:
    """Pass the setup on once the side has placed all five pieces."""
    colour = state.to_move
    if state.squares[colour].bit_count() < 3 or state.rounds[colour].bit_count() < 2:
        return state
    if colour == WHITE:
        return replace(state, to_move=BROWN)
    return _start_turn(replace(state, to_move=WHITE, phase=PLAY))


_ARRANGE_RE = re.compile(r"arrange ([0-9a-f]{1,16}) ([0-9a-f]{1,16})")


def _parse_arrangement(colour: int, text: str) -> Arrange:
    """Chance's random setup as a record names it (``arrange`` and the squares'
    and rounds' bitboards in hex); one a random setup cannot give is refused."""
    match = _ARRANGE_RE.fullmatch(text.strip())
    if match is None:
        raise NotationError(
            f"{text!r} is not a random setup (write arrange SQUARES ROUNDS, in hex)")
    squares, rounds = int(match[1], 16), int(match[2], 16)
    if (squares | rounds) & ~HALVES[colour] or squares & rounds or (squares.bit_count(),
                                                                    rounds.bit_count()) != (3, 2):
        raise IllegalActionError(f"{text!r} is not a setup of 3 squares and 2 rounds on "
                                 f"{COLOUR_NAMES[colour]}'s half")
    return Arrange(squares, rounds)


def _random_setup(colour: int) -> Callable[[Rng], tuple[Arrange, Rng]]:
    half = [s for s in SQUARES if HALVES[colour] >> s & 1]

    def sample(rng: Rng) -> tuple[Arrange, Rng]:
        chosen, rng = rng.shuffled(half)
        squares = sum(1 << s for s in chosen[:3])
        rounds = sum(1 << s for s in chosen[3:5])
        return Arrange(squares, rounds), rng

    return sample


class PushFightGame(Game[PushFightState, Action]):
    meta = META

    def initial_state(self, options: Mapping[str, OptionValue], seed: int) -> PushFightState:
        repetition = bool(options["repetition"])
        start = parse_position_option(str(options["position"]))
        if start is not None:
            return state_from_position(start[0], start[1], repetition_draw=repetition, seed=seed)
        return PushFightState((0, 0), (0, 0), NO_ANCHOR, WHITE, SETUP, 0, History.empty(), None,
                              repetition, False,
                              Rng.from_seed(seed))

    def seat_count(self, state: PushFightState) -> int:
        return 2

    def to_move(self, state: PushFightState) -> int:
        if state.result is not None:
            return TERMINAL
        return CHANCE if state.random_pending else state.to_move

    def continues_turn(self, state: PushFightState) -> bool:
        """A move after the first, the push after moves, and a side's further
        placements in the setup belong to that side's turn.

        >>> from pushgames.core import start
        >>> game = PushFightGame()
        >>> state = start(game)
        >>> after = game.apply(state, game.parse(state, "O@d2"))
        >>> game.continues_turn(state), game.continues_turn(after)
        (False, True)
        """
        if state.phase == PLAY:
            return state.moves_made > 0
        return bool(state.squares[state.to_move] | state.rounds[state.to_move])

    def outcome(self, state: PushFightState) -> Outcome | None:
        return state.result

    def chance_event(self, state: PushFightState) -> ChanceEvent[Action]:
        return ChanceEvent(f"a random setup for {COLOUR_NAMES[state.to_move]}",
                           _random_setup(state.to_move))

    # -- legal decisions ---------------------------------------------------------
    def legal_actions(self, state: PushFightState) -> Sequence[Action]:
        if state.result is not None or state.random_pending:
            return ()
        if state.phase == SETUP:
            return _setup_actions(state)
        return legal_moves(state) + legal_push_steps(state)

    def is_legal(self, state: PushFightState, action: Action) -> bool:
        """Checks one decision without listing them all (moves and pushes)."""
        if state.phase != PLAY or not isinstance(action, Step) or state.result is not None:
            return action in self.legal_actions(state)
        position = position_of(state)
        if not (is_square(action.src)
                and is_square(action.dst)) or not position.own >> action.src & 1:
            return False
        if position.occupied >> action.dst & 1:
            return push_result(position, action) is not None
        if state.moves_made >= 2 or not reachable(position, action.src) >> action.dst & 1:
            return False
        bit = (1 << action.src) | (1 << action.dst)
        if position.own_squares >> action.src & 1:
            after = replace(position, own_squares=position.own_squares ^ bit)
        else:
            after = replace(position, own_rounds=position.own_rounds ^ bit)
        return can_complete_turn(after, 1 - state.moves_made)

    def next_state(self, state: PushFightState, action: Action) -> PushFightState:
        colour = state.to_move
        if isinstance(action, Arrange):
            return _setup_done(replace(_with_pieces(state, colour, action.squares, action.rounds),
                                       random_pending=False))
        if isinstance(action, SetupChoice):
            if action.kind == "random":
                return replace(_with_pieces(state, colour, 0, 0), random_pending=True)
            return _setup_done(_with_pieces(state, colour, *STANDARD_SETUP[colour]))
        if isinstance(action, Place):
            bit = 1 << action.square
            if action.square_piece:
                return _setup_done(_with_pieces(state, colour, state.squares[colour] | bit,
                                                state.rounds[colour]))
            return _setup_done(_with_pieces(state, colour, state.squares[colour],
                                            state.rounds[colour] | bit))
        move = (1 << action.src) | (1 << action.dst)
        if state.phase == SETUP or not state.occupied >> action.dst & 1:
            squares, rounds = state.squares[colour], state.rounds[colour]
            if squares >> action.src & 1:
                squares ^= move
            else:
                rounds ^= move
            moved = _with_pieces(state, colour, squares, rounds)
            return moved if state.phase == SETUP else replace(moved,
                                                              moves_made=state.moves_made + 1)
        return _after_push(state, action)

    def why_illegal(self, state: PushFightState, action: Action) -> str:
        return explain_illegal(state, action)

    # -- notation ------------------------------------------------------------
    def notation(self, state: PushFightState, action: Action) -> str:
        return action.text()

    def parse(self, state: PushFightState, text: str) -> Action:
        if state.random_pending:
            return _parse_arrangement(state.to_move, text)
        action = parse_decision(text)
        if self.to_move(state) < 0 or not self.is_legal(state, action):
            raise IllegalActionError(explain_illegal(state, action))
        return action

    def position_key(self, state: PushFightState) -> Hashable:
        return (_key(state), state.phase, state.moves_made)

    def render_text(self, state: PushFightState) -> str:
        return render(state)


def _setup_actions(state: PushFightState) -> list[Action]:
    colour = state.to_move
    half = HALVES[colour]
    mine = state.squares[colour] | state.rounds[colour]
    free = [s for s in SQUARES if half >> s & 1 and not mine >> s & 1]
    out: list[Action] = []
    if state.squares[colour].bit_count() < 3:
        out += [Place(s, True) for s in free]
    if state.rounds[colour].bit_count() < 2:
        out += [Place(s, False) for s in free]
    out += [Step(src, dst) for src in SQUARES if mine >> src & 1 for dst in free]
    out += [STANDARD, RANDOM]
    return out


def legal_moves(state: PushFightState) -> list[Step]:
    """The moves the side to move may still make this turn: along free paths,
    at most two a turn, and never one after which no push would be possible."""
    if state.phase != PLAY or state.moves_made >= 2 or state.result is not None:
        return []
    position = position_of(state)
    out = []
    left = 1 - state.moves_made  # moves still allowed after this one
    for src in SQUARES:
        bit = 1 << src
        if not position.own >> src & 1:
            continue
        dests = reachable(position, src)
        squares, rounds, theirs_sq, theirs_rd, anchor = (position.own_squares, position.own_rounds,
                                                         position.their_squares,
                                                         position.their_rounds,
                                                         position.anchor)
        is_square = squares & bit
        while dests:
            dest = dests & -dests
            dests ^= dest
            if is_square:
                after = Position(squares ^ bit ^ dest, rounds, theirs_sq, theirs_rd, anchor)
            else:
                after = Position(squares, rounds ^ bit ^ dest, theirs_sq, theirs_rd, anchor)
            if can_complete_turn(after, left):
                out.append(Step(src, dest.bit_length() - 1))
    return out


def legal_push_steps(state: PushFightState) -> list[Step]:
    """The legal pushes of the side to move now."""
    if state.phase != PLAY or state.result is not None:
        return []
    return legal_pushes(position_of(state))


def _after_push(state: PushFightState, push: Step) -> PushFightState:
    mover = state.to_move
    result = push_result(position_of(state), push)
    assert result is not None, "next_state takes legal pushes only"
    after, wins = result
    squares, rounds = [0, 0], [0, 0]
    squares[1 - mover], rounds[1 - mover] = after.own_squares, after.own_rounds
    squares[mover], rounds[mover] = after.their_squares, after.their_rounds
    state = replace(state, squares=(squares[0], squares[1]), rounds=(rounds[0], rounds[1]),
                    anchor=push.dst,
                    to_move=1 - mover, moves_made=0)
    if wins:
        return replace(state, result=Outcome(frozenset({mover}),
                                             f"{COLOUR_NAMES[mover]} pushed a "
                                             f"{COLOUR_NAMES[1 - mover]} piece off",
                                             termination="piece-pushed-off"))
    return _start_turn(state)


def explain_illegal(state: PushFightState, action: Action) -> str:
    """Why ``action`` is not legal in ``state``, in words."""
    if state.result is not None:
        return "the game is over"
    text = action.text()
    colour = state.to_move
    if isinstance(action, Arrange):
        return "chance arranges a random setup; nobody plays it"
    if state.phase == SETUP:
        if not isinstance(action, (Place, Step, SetupChoice)):
            return f"{text}: not a setup decision"
        half = HALVES[colour]
        if isinstance(action, Place):
            if not half >> action.square & 1:
                return (f"{text}: {COLOUR_NAMES[colour]} sets up on files "
                        f"{'a-d' if colour == WHITE else 'e-h'}")
            if state.occupied >> action.square & 1:
                return f"{text}: {square_name(action.square)} is taken"
            return (f"{text}: you have already placed all your "
                    f"{'squares' if action.square_piece else 'rounds'}")
        if isinstance(action, Step):
            mine = state.squares[colour] | state.rounds[colour]
            if not mine >> action.src & 1:
                return f"{text}: none of your pieces stands on {square_name(action.src)}"
            return f"{text}: pieces are set up on empty squares of your own half"
        return f"{text} is not a setup decision"
    if not isinstance(action, Step):
        return f"{text}: the setup is over"
    position = position_of(state)
    src_bit, dst_bit = 1 << action.src, 1 << action.dst
    if not position.own & src_bit:
        return f"{text}: none of your pieces stands on {square_name(action.src)}"
    if not position.occupied & dst_bit:
        if state.moves_made >= 2:
            return f"{text}: you have made two moves; now you must push"
        if not reachable(position, action.src) & dst_bit:
            return (f"{text}: no free path leads from {square_name(action.src)} to "
                    f"{square_name(action.dst)}")
        return f"{text}: after that move you could not push any more"
    if not position.own_squares & src_bit:
        return f"{text}: only a square piece can push (rounds only move)"
    step = action.dst - action.src
    directions = {STRIDE: 0, 1: 1, -STRIDE: 2, -1: 3}
    if (
        step not in directions
        or (step == 1 and action.src % STRIDE == 7)
        or (step == -1 and action.src % STRIDE == 0)
    ):
        return f"{text}: a push goes one square up, down, left or right"
    ray, railed = RAYS[action.src][directions[step]]
    line = 0
    for bit in ray:
        if not position.occupied & bit:
            break
        line |= bit
    if position.anchor != NO_ANCHOR and line >> position.anchor & 1:
        return f"{text}: the line holds the anchored piece on {square_name(position.anchor)}"
    if ray and line == sum(ray):
        if railed:
            return f"{text}: nothing can be pushed across the rail"
        if position.own & ray[-1]:
            return f"{text}: you may not push your own piece off the board"
    return f"{text} is not a legal push here"


def apply_turn(game: PushFightGame, state: PushFightState, turn: Turn) -> PushFightState:
    """Play a whole turn (checked, decision by decision)."""
    for step in turn.steps:
        if game.to_move(state) != state.to_move or state.phase != PLAY:
            raise IllegalActionError(f"{turn.text()}: the game is not in a turn here")
        state = game.apply(state, step)
    return state


def parse_turn(game: PushFightGame, state: PushFightState, text: str) -> Turn:
    """The turn ``text`` (``d1-a2,d3-c3,c2-d2``) names, checked in ``state``:
    ``NotationError`` if malformed, ``IllegalActionError`` if not legal."""
    turn = Turn.from_text(text)
    for step in turn.moves:
        if state.occupied >> step.dst & 1:
            raise IllegalActionError(
                f"{turn.text()}: only the last step may end on an occupied square (the push)")
        state = game.apply(state, step)
    if not state.occupied >> turn.push.dst & 1:
        raise IllegalActionError(
            f"{turn.text()}: the last step must be a push onto an occupied square")
    game.apply(state, turn.push)
    return turn


def turn_notation(turn: Turn) -> str:
    """The turn's notation, e.g. ``d1-a2,d3-c3,c2-d2``."""
    return turn.text()


def render(state: PushFightState) -> str:
    """The board as text, rank 4 at the top: ``W``/``w`` White's square/round,
    ``B``/``b`` Brown's, ``*`` after the anchored piece; ``=`` the rails."""
    rows = [" " * 9 + "=" * 14 + "   rail"]
    for rank in range(3, -1, -1):
        cells = []
        for file in range(8):
            index = file + STRIDE * rank
            if not is_square(index):
                cells.append("  ")
                continue
            piece = state.piece_at(index)
            if piece is None:
                cells.append(". ")
            else:
                char = "WB"[piece[0]] if piece[1] else "wb"[piece[0]]
                cells.append(char + ("*" if index == state.anchor else " "))
        rows.append(f"{rank + 1}  " + " ".join(cells).rstrip())
    rows.append(" " * 6 + "=" * 14 + "      rail")
    rows.append("   " + "  ".join("abcdefgh"))
    if state.result is not None:
        rows.append(("Draw" if state.result.is_draw
                     else f"{COLOUR_NAMES[min(state.result.winners)]} wins")
                    + f": {state.result.reason}")
    elif state.phase == SETUP:
        rows.append(f"{COLOUR_NAMES[state.to_move]} to set up")
    else:
        rows.append(f"{COLOUR_NAMES[state.to_move]} to move ({state.moves_made} of 2 moves made)")
        rows.append("position " + position_of(state).to_string())
    return "\n".join(rows)
