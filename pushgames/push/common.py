"""Small helpers over a Push state: actions, hands, the deck, the board."""

from __future__ import annotations

from typing import NamedTuple

from ..core.knowledge import EVERYONE, UNSEEN, Card, Cards, seat_bit
from .board import AROUND, BOXES
from .cards import COUNTS, WATCHER
from .state import Op, PushState

DECK, DISCARD = 0, 1
HAND_LIMIT = 6


class Act(NamedTuple):
    """A decision or a chance outcome: a verb and up to four numbers (squares,
    a die, a card face, a seat), read by the verb. See :mod:`.text`. (A
    NamedTuple: the Move Phase lists many, and these are the fastest to build.)"""

    verb: str
    a: int = -1
    b: int = -1
    c: int = -1
    d: int = -1


def hand(seat: int) -> int:
    """The pile number of ``seat``'s hand."""
    return 2 + seat


def hand_faces(state: PushState, seat: int) -> list[int]:
    return [c.face for c in state.cards.piles[2 + seat]]


def holds(state: PushState, seat: int, face: int) -> bool:
    return any(c.face == face for c in state.cards.piles[2 + seat])


def controls(state: PushState, seat: int, kind: int) -> bool:
    """Whether ``seat`` controls an uncompromised operative of ``kind`` (a card's requirement)."""
    return any(op is not None and op.owner == seat and op.kind == kind and not op.compromised
               for op in state.board)


def controlled_kinds(state: PushState, seat: int) -> frozenset[int]:
    """The operative types ``seat`` controls uncompromised (see :func:`controls`), in one pass."""
    return frozenset(op.kind for op in state.board if op is not None and op.owner == seat
                     and not op.compromised)


def hand_limit(state: PushState, seat: int) -> int:
    """6, plus one per Watcher the seat controls."""
    limit = HAND_LIMIT
    for op in state.board:
        if op is not None and op.kind == WATCHER and op.owner == seat:
            limit += 1
    return limit


def play_card(state: PushState, seat: int, face: int) -> PushState:
    """Put one card of ``face`` from ``seat``'s hand face up on the discard."""
    pile = state.cards.piles[2 + seat]
    index = next(i for i, c in enumerate(pile) if c.face == face)
    return state._replace(cards=state.cards.move(2 + seat, index, DISCARD, seen_by=EVERYONE))


def draw_cards(state: PushState, seat: int, count: int) -> PushState:
    """``seat`` draws ``count`` cards (each face chance's to decide); the
    discard is shuffled into the deck when it runs out."""
    cards = state.cards
    for _ in range(count):
        if not cards.size(DECK):
            if not cards.size(DISCARD):
                break
            cards = reshuffle(cards)
        # Whoever saw it on the deck (See the Future) still knows it.
        cards = cards.move(DECK, -1, 2 + seat,
                           seen_by=cards.piles[DECK][-1].seen_by | seat_bit(seat))
    return state._replace(cards=cards, reveal=cards.awaiting() is not None)


def reshuffle(cards: Cards) -> Cards:
    """The discard, shuffled, becomes the deck: nobody knows its order."""
    shuffled = cards.shuffle(DISCARD)
    piles = list(shuffled.piles)
    piles[DECK] = (Card(UNSEEN),) * (len(piles[DISCARD]) + len(piles[DECK]))
    piles[DISCARD] = ()
    return Cards(tuple(piles), shuffled.pool)


def with_board(state: PushState, changes: dict[int, Op | None]) -> PushState:
    board = list(state.board)
    for sq, op in changes.items():
        board[sq] = op
    return state._replace(board=tuple(board))


def add_gone(state: PushState, kind: int) -> PushState:
    gone = list(state.gone)
    gone[kind] += 1
    return state._replace(gone=tuple(gone))


def box_squares(state: PushState, seat: int) -> tuple[int, ...]:
    return BOXES[state.box[seat]]


def empty_box_squares(state: PushState, seat: int) -> list[int]:
    return [sq for sq in BOXES[state.box[seat]] if state.board[sq] is None]


def own_box(state: PushState, seat: int, sq: int) -> bool:
    return sq in BOXES[state.box[seat]]


def neighbours_of(state: PushState, sq: int) -> list[tuple[int, Op]]:
    board = state.board
    return [(n, op) for n in AROUND[sq] if (op := board[n]) is not None]


def card_total() -> int:
    return sum(COUNTS)
