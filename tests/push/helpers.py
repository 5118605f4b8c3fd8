"""Hand-built Push positions for the tests."""

from __future__ import annotations

from typing import Iterable

from pushgames.core import CHANCE, Rng
from pushgames.core.knowledge import UNSEEN, Card, Cards, seat_bit
from pushgames.push import GAME
from pushgames.push.board import parse_square, square_name
from pushgames.push.cards import COUNTS, FACTIONS, OPERATIVE_NAMES, POOL, card_index
from pushgames.push.common import Act, hand
from pushgames.push.state import MOVE, Frame, Op, PushState
from typing import Any

RED, BLUE, GREEN, YELLOW = range(4)


def op(kind: str, owner: int, tokens: str = "", uid: int = 0) -> Op:
    """``tokens``: ``i`` incapacitated, ``n`` neutralized, ``c0``.. captured by seat."""
    captor = int(tokens[tokens.index("c") + 1]) if "c" in tokens else -1
    return Op(OPERATIVE_NAMES.index(kind), owner, uid, "i" in tokens, "n" in tokens, captor)


def make(pieces: dict[str, tuple[Any, ...]] | None = None, *, seats: int = 2,
         factions: Iterable[str] | None = None,
         hands: dict[int, list[str]] | None = None, dice: tuple[int, ...] = (), turn: int = 0,
         phase: int = MOVE,
         stack: tuple[Frame, ...] = (), discard: list[str] | None = None,
         deck: int | None = None) -> PushState:
    """A position: ``pieces`` maps squares to (type, owner[, tokens]); the
    hands hold the named cards (known to their owners); the rest of the deck
    is unseen (``deck`` cards in it; the others start on the discard)."""
    board: list[Op | None] = [None] * 121
    pool = list(POOL)
    for uid, (name, spec) in enumerate((pieces or {}).items()):
        o = op(spec[0], spec[1], spec[2] if len(spec) > 2 else "", uid)
        board[parse_square(name)] = o
        pool[o.kind] -= 1
    cards_pool = list(COUNTS)
    piles: list[tuple[Card, ...]] = [() for _ in range(2 + seats)]
    for seat, names in (hands or {}).items():
        faces = [card_index(n) for n in names]
        for f in faces:
            cards_pool[f] -= 1
        piles[hand(seat)] = tuple(Card(f, seat_bit(seat)) for f in faces)
    shown = [card_index(n) for n in (discard or [])]
    for f in shown:
        cards_pool[f] -= 1
    rest = sum(cards_pool)
    in_deck = rest if deck is None else deck
    unseen_discard = rest - in_deck
    # Unseen cards on the discard are impossible; put the surplus there face-decided instead.
    extra: list[int] = []
    for f, c in enumerate(cards_pool):
        while c and len(extra) < unseen_discard:
            extra.append(f)
            c -= 1
            cards_pool[f] -= 1
    piles[0] = (Card(UNSEEN),) * in_deck
    piles[1] = tuple(Card(f, 0xFF) for f in shown + extra)
    faction_ids = tuple(FACTIONS.index(f) for f in factions) if factions else tuple(range(seats))
    box = (0, 2) if seats == 2 else tuple(range(seats))
    return PushState(seats, faction_ids, box, tuple(board), tuple(pool), (0,) * 13,
                     len(board), Cards(
        tuple(piles), tuple(cards_pool)), turn, 0, 1, 40, phase, tuple(dice), frozenset(),
                     frozenset(), False, False,
        tuple(stack), False, None, Rng(7))


def at(state: PushState, name: str) -> Op | None:
    return state.board[parse_square(name)]


def play(state: PushState, *moves: str) -> PushState:
    """Apply decisions (checked) and chance outcomes (``roll 5``, ``card Guns``, ``pick 0``, ``draw
    Watcher``)."""
    for text in moves:
        if GAME.to_move(state) == CHANCE:
            state = GAME.next_state(state, GAME.parse(state, text))
        else:
            state = GAME.apply(state, GAME.parse(state, text))
    return state


def legal(state: PushState) -> list[str]:
    return [GAME.notation(state, a) for a in GAME.legal_actions(state)]


def hand_names(state: PushState, seat: int) -> list[str]:
    from pushgames.push.cards import NAMES
    return sorted(NAMES[c.face] for c in state.cards.pile(hand(seat)))


def squares_of(state: PushState) -> dict[str, Op]:
    return {square_name(sq): o for sq, o in enumerate(state.board) if o is not None}


__all__ = ["GAME", "Act", "make", "op", "at", "play", "legal", "hand_names", "squares_of", "RED",
           "BLUE", "GREEN",
           "YELLOW"]


def op_at(state: PushState, name: str) -> Op:
    """The operative on square ``name``, which must hold one (fails the test otherwise)."""
    found = at(state, name)
    assert found is not None, f"no operative on {name}"
    return found
