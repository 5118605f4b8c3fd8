"""Hand-built Apocalypse USA positions and a helper that plays texts through the contract."""

from __future__ import annotations

from pushgames.apocalypse import GAME
from pushgames.apocalypse.board import region_index
from pushgames.apocalypse.cards import CARDS, COUNTS, card_named
from pushgames.apocalypse.state import POP, ApocalypseState
from pushgames.core import CHANCE, Rng
from pushgames.core.knowledge import EVERYONE, UNSEEN, Card, Cards, seat_bit
from typing import Mapping, Sequence

RED, BLUE, GREEN, YELLOW = 0, 1, 2, 3


def face(name: str) -> int:
    return card_named(name).face


def number(name: str) -> int:
    return card_named(name).number


def table(seats: int = 3, *, tokens: Mapping[str, tuple[int, ...]] | None = None, fill: int = 6,
          hands: list[list[str]] | None = None, discard: Sequence[str] = (),
          deck_empty: bool = False,
          turn: int = RED, phase: int = POP, **fields: object) -> ApocalypseState:
    """A position: ``fill`` tokens of every seat in every region except those
    in ``tokens`` (region code -> counts by seat); ``hands`` by card name; the
    other cards unseen in the deck (or face up on the discard: ``deck_empty``)."""
    counts = [fill] * (9 * seats)
    for code, by_seat in (tokens or {}).items():
        region = region_index(code)
        for seat, count in enumerate(by_seat):
            counts[region * seats + seat] = count
    hands = hands or [[] for _ in range(seats)]
    placed = {face(n) for hand in hands for n in hand} | {face(n) for n in discard}
    rest = [f for f in range(len(CARDS)) if f not in placed]
    discard_pile = [Card(face(n), EVERYONE) for n in discard]
    pool = [0] * len(COUNTS)
    if deck_empty:
        discard_pile += [Card(f, EVERYONE) for f in rest]
        deck: tuple[Card, ...] = ()
    else:
        deck = (Card(UNSEEN),) * len(rest)
        for f in rest:
            pool[f] = 1
    piles = (deck, tuple(discard_pile)) + tuple(
        tuple(Card(face(n), seat_bit(s)) for n in hand) for s, hand in enumerate(hands))
    defaults: dict[str, object] = dict(vp=(0,) * seats, turn=turn, phase=phase,
                                       fresh=False, rng=Rng(5))
    defaults.update(fields)
    return ApocalypseState(seats, tuple(counts), cards=Cards(piles, tuple(pool)),
                           **defaults)  # type: ignore[arg-type]


def do(state: ApocalypseState, *texts: str) -> ApocalypseState:
    """Play each text: a decision (checked) or, at a chance state, the named outcome (checked)."""
    for text in texts:
        action = GAME.parse(state, text)
        state = GAME.next_state(state,
                                action) if GAME.to_move(
            state) == CHANCE else GAME.apply(state, action)
    return state


def legal(state: ApocalypseState) -> list[str]:
    return list(GAME.legal_actions(state))


def counts(state: ApocalypseState, code: str) -> tuple[int, ...]:
    region = region_index(code)
    return tuple(state.count_of(region, s) for s in range(state.seats))
