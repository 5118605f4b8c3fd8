"""What the decisions do: legal decisions and the board after each one.

Everything here works on plain tuples and lists of ints for speed; the game
class in :mod:`.rules` wraps it in the contract.
"""

from __future__ import annotations

from operator import getitem
from typing import Sequence

from .actions import (
    BANK, DISCARD, PushoutMove, drop, place, play, play_parts, place_parts, drop_card,
)
from .board import DIR_LEFT, DIR_RIGHT, DIR_UP
from .cards import (
    ACTION_FOR, CANON, CARD_OF, FACE_DOWN, HIDDEN, HOLE, LEFT, ROTATE, ROTATED, TURNED_UP, UNKNOWN,
    UP, face_down_code, home_code, oriented_code,
)
from .state import PushoutState
from .variants import Rules

#: Swiss Cheese: with more holes than this on your half you must play a banked card.
HOLE_LIMIT = 3


def holes_on_half(rules: Rules, board: Sequence[int], seat: int) -> list[int]:
    return [q for q in rules.geometry.half[seat] if board[q] == HOLE]


def must_play_bank(state: PushoutState) -> bool:
    """Swiss Cheese's three-hole rule applies to the seat to move."""
    return (state.rules.swiss and bool(state.banks[state.turn])
            and len(holes_on_half(state.rules, state.board, state.turn)) > HOLE_LIMIT)


def main_actions(state: PushoutState) -> Sequence[PushoutMove]:
    """The mover's choices: use a card, discard from the pile, or (Swiss Cheese)
    play or discard a banked card."""
    rules, seat = state.rules, state.turn
    # Adding up the twenty tiny per-square tuples is the cheapest way to gather
    # them in CPython, and this runs once per decision of every playout.
    uses = sum(map(getitem, rules.offers[seat], state.board), ())
    if state.used >= 0:  # Double's second move: "move two cards", not one card twice
        used = state.used
        uses = tuple(action for action in uses if action >> 2 != used)
    if not (rules.swiss and state.banks[seat]):
        return uses + (DISCARD,)
    board = state.board
    bank = sorted({CANON[card] for card in state.banks[seat]})
    if must_play_bank(state):
        holes = holes_on_half(rules, board, seat)
        return [play(card, q, c) for card in bank for q in holes for c in (0, 1)]
    holes = [q for q, code in enumerate(board) if code == HOLE]
    return [*uses, DISCARD, *(play(card, q, c) for card in bank for q in holes for c in (0, 1)),
            *(drop(card) for card in bank)]


#: ``_PLACE_BACK[face_down][square]``: a fallen card put back into the hole on
#: ``square``, either way round (a face-down card has only one way).
_PLACE_BACK = tuple(tuple(tuple(place(q, c) for c in ((0,) if down else (0, 1))) for q in range(20))
                    for down in (False, True))


def place_actions(state: PushoutState) -> Sequence[PushoutMove]:
    """Where the fallen card may go: basic game, back into the mover's hole in
    either orientation; Swiss Cheese, any hole, or the discard, or the bank."""
    if not state.rules.swiss:
        return _PLACE_BACK[FACE_DOWN[state.pending]][state.pending_hole]
    colours = (0,) if FACE_DOWN[state.pending] else (0, 1)
    holes = [q for q, code in enumerate(state.board) if code == HOLE]
    return [place(q, c) for q in holes for c in colours] + [DISCARD, BANK]


#: A move's result before the turn bookkeeping: ``(board, pile, discard, banks,
#: fallen, hole, drew_nothing)``. ``board`` is a list of cell codes built for
#: this move; ``fallen`` a card that fell off a side and needs a placement
#: decision (``HOLE`` if none) and ``hole`` the square it left (-1);
#: ``drew_nothing`` says a hole could not be filled because the pile was empty.
#: A plain tuple: a playout makes one per decision, and a tuple is the cheapest
#: record to build.
Step = tuple[list[int], tuple[int, ...], tuple[int, ...], tuple[tuple[int, ...], tuple[int, ...]],
             int, int, bool]


def refilled(rules: Rules, board: list[int], pile: tuple[int, ...], discard: tuple[int, ...],
             banks: tuple[tuple[int, ...], tuple[int, ...]], square: int) -> Step:
    """The result of a move that left a hole on ``square``. "The hole, in the
    basic game, will be replaced" from the pile: face up (the owner's colour
    upright) in a scoring row, face down in a middle row; an empty pile ends the
    deal. Swiss Cheese holes stay open."""
    if rules.swiss:
        return board, pile, discard, banks, HOLE, -1, False
    if not pile:
        return board, pile, discard, banks, HOLE, -1, True
    card = pile[-1]
    # an undecided card (rules version 2, or a view): chance says it once it is seen
    if card == UNKNOWN:
        board[square] = HIDDEN
    else:
        board[square] = home_code(card) if rules.geometry.scoring[square] else face_down_code(card)
    return board, pile[:-1], discard, banks, HOLE, -1, False


def used_square(state: PushoutState, action: int) -> int:
    """Where the card that main decision ``action`` uses lies after it (-1 for
    a discard from the pile or of a banked card): a pushing card one square
    along its way, a switched card on its neighbour's square, a rotated card
    where it was, a banked card on the hole it was played to."""
    if action == DISCARD or action >= 5000:
        return -1
    if action >= 1000:
        return play_parts(action)[1]
    geo, seat = state.rules.geometry, state.turn
    square, k = action >> 2, action & 3
    if k:
        return geo.step[seat][k - 1][square]
    what = ACTION_FOR[seat][state.board[square]]
    if what == ROTATE:
        return square
    direction = DIR_UP if what == UP else DIR_LEFT if what == LEFT else DIR_RIGHT
    return geo.ray[seat][direction][square][0]


def apply_main(state: PushoutState, action: int) -> Step:
    rules, seat = state.rules, state.turn
    board = list(state.board)
    if action == DISCARD:
        pile = state.pile
        if not pile:
            return board, pile, state.discard, state.banks, HOLE, -1, True
        return board, pile[:-1], state.discard + (pile[-1],), state.banks, HOLE, -1, False
    if action >= 1000:
        return _apply_bank(state, board, action)
    geo = rules.geometry
    square, k = action >> 2, action & 3  # use_parts, inlined: this is the hot path
    code = board[square]
    if k:
        other = geo.step[seat][k - 1][square]
        board[square], board[other] = board[other], code
        scoring = geo.scoring
        if scoring[square]:
            board[square] = TURNED_UP[board[square]]
        if scoring[other]:
            board[other] = TURNED_UP[board[other]]
        return board, state.pile, state.discard, state.banks, HOLE, -1, False
    what = ACTION_FOR[seat][code]
    if what == ROTATE:
        board[square] = ROTATED[code]
        return board, state.pile, state.discard, state.banks, HOLE, -1, False
    direction = DIR_UP if what == UP else DIR_LEFT if what == LEFT else DIR_RIGHT
    ray = geo.ray[seat][direction][square]
    board[square] = HOLE
    carried = code
    for q in ray:
        carried, board[q] = board[q], carried
        if carried == HOLE:
            break
    pile, discard = state.pile, state.discard
    if what == UP:
        top = ray[-1]
        if geo.scoring[top]:
            board[top] = TURNED_UP[board[top]]
        if carried != HOLE:
            discard += (CARD_OF[carried],)  # pushed towards the opponent: always discarded
        return refilled(rules, board, pile, discard, state.banks, square)
    if carried == HOLE:
        return board, pile, discard, state.banks, HOLE, -1, False
    if rules.conveyor:
        back = geo.ray[seat][DIR_RIGHT if what == LEFT else DIR_LEFT][square]
        end = back[-1] if back else square
        if board[end] != HOLE:
            discard += (CARD_OF[board[end]],)
        board[end] = carried
        # the mover stood at the row's back end: the card came round into its hole
        if board[square] != HOLE:
            return board, pile, discard, state.banks, HOLE, -1, False
        return refilled(rules, board, pile, discard, state.banks, square)
    if not rules.swiss and FACE_DOWN[carried]:
        board[square] = carried  # a face-down card goes back face down: no choice to make
        return board, pile, discard, state.banks, HOLE, -1, False
    return board, pile, discard, state.banks, carried, square, False


def _apply_bank(state: PushoutState, board: list[int], action: int) -> Step:
    seat = state.turn
    bank = list(state.banks[seat])
    if action >= 5000:
        canon = drop_card(action)
    else:
        canon, square, colour = play_parts(action)
    card = next(c for c in bank if CANON[c] == canon)
    bank.remove(card)
    banks = (tuple(bank), state.banks[1]) if seat == 0 else (state.banks[0], tuple(bank))
    if action >= 5000:
        return board, state.pile, state.discard + (card,), banks, HOLE, -1, False
    board[square] = oriented_code(card, colour)
    return board, state.pile, state.discard, banks, HOLE, -1, False


def apply_place(state: PushoutState, action: int) -> Step:
    """The fallen card goes where the seat whose half the row is in decides."""
    board = list(state.board)
    pending, pile, discard, banks = state.pending, state.pile, state.discard, state.banks
    if action == DISCARD:
        return board, pile, discard + (CARD_OF[pending],), banks, HOLE, -1, False
    if action == BANK:
        owner = state.rules.geometry.owner[state.pending_hole]
        card = CARD_OF[pending]
        banks = (banks[0] + (card,), banks[1]) if owner == 0 else (banks[0], banks[1] + (card,))
        return board, pile, discard, banks, HOLE, -1, False
    square, colour = place_parts(action)
    if FACE_DOWN[pending]:
        board[square] = TURNED_UP[pending] if state.rules.geometry.scoring[square] else pending
    else:
        board[square] = oriented_code(CARD_OF[pending], colour)
    return board, pile, discard, banks, HOLE, -1, False
