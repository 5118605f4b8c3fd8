"""Building positions by hand (tests, puzzles, analysis).

>>> state = custom_state(["1U/5R 1R/5T 1L/5T 3S/3S 2U/4U",
...                       "# # # # #", "# # # # #",
...                       "1U/5R:b 2R/4S 3L/3L 2T/4R 1S/5S"])
>>> from .render import cell_text
>>> cell_text(state.board[0]), len(state.pile) + 20
('B5R|1U', 48)
>>> fresh = custom_state(["1U/5R 1R/5T 1L/5T 3S/3S 2U/4U", "# # # # #", "# # # # #",
...                       "1U/5R:b 2R/4S 3L/3L 2T/4R 1S/5S"], undecided=True)
>>> len(fresh.unseen), set(fresh.pile), fresh.board[5] == HIDDEN
(38, {48}, True)
"""

from __future__ import annotations

from typing import Mapping, Sequence

from ..core import OptionValue, Rng
from .board import WIDTH
from .cards import HIDDEN, HOLE, BLACK, UNKNOWN, WHITE, cards_named, face_down_code, oriented_code
from .state import MAIN, PushoutState
from .variants import Rules


class _Allocator:
    def __init__(self, deck: Sequence[int]) -> None:
        self.free = list(deck)

    def take(self, name: str) -> int:
        for card in cards_named(name):
            if card in self.free:
                self.free.remove(card)
                return card
        raise ValueError(f"no card {name!r} left in the deck")

    def any(self) -> int:
        return self.free.pop(0)


def custom_state(rows: Sequence[str], *, pile: Sequence[str] | None = None,
                 discard: Sequence[str] = (),
                 banks: tuple[Sequence[str], Sequence[str]] = ((), ()), turn: int = 0,
                 turns_done: tuple[int, int] = (3, 3),
                 options: Mapping[str, OptionValue] | None = None,
                 moves_left: int | None = None, undecided: bool = False) -> PushoutState:
    """A position from rows of tokens, the top row (Black's scoring row) first.

    A token is a card name (``1U/5R``: white end 1 UP, black end 5 RIGHT) lying
    the usual way (white end towards White), ``NAME:b`` turned (black end
    towards White), ``#`` a face-down card (any), ``#NAME`` a given face-down
    card, ``.`` a hole. ``pile`` lists card names, top card last; by default the
    pile is every card not placed, in deck order.

    ``undecided``: as in a game of rules version 2, nothing hidden is decided:
    every ``#`` is an undecided face-down card and the pile holds every card
    not placed, undecided (``#NAME`` and ``pile`` are refused).
    """
    if undecided and (pile is not None
                      or any(t.startswith("#") and t != "#" for r in rows for t in r.split())):
        raise ValueError("an undecided position names no face-down card and no pile card")
    rules = Rules.from_options(options or {})
    if len(rows) != rules.rows:
        raise ValueError(f"this board has {rules.rows} rows")
    cards = _Allocator(rules.deck)
    board = [HOLE] * (WIDTH * rules.rows)
    fills = []
    for r, line in enumerate(rows):
        rank = rules.rows - 1 - r
        tokens = line.split()
        if len(tokens) != WIDTH:
            raise ValueError(f"row {rank + 1} needs {WIDTH} tokens: {line!r}")
        for f, token in enumerate(tokens):
            square = f + WIDTH * rank
            if token == ".":
                continue
            if token == "#":
                fills.append(square)
            elif token.startswith("#"):
                board[square] = face_down_code(cards.take(token[1:]))
            else:
                name, _, way = token.partition(":")
                board[square] = oriented_code(cards.take(name), BLACK if way == "b" else WHITE)
    banked = tuple(tuple(cards.take(n) for n in bank) for bank in banks)
    discarded = tuple(cards.take(n) for n in discard)
    drawn = tuple(cards.take(n) for n in pile) if pile is not None else ()
    for square in fills:
        board[square] = face_down_code(cards.any())
    if pile is None:
        drawn = tuple(cards.free)
    moves = rules.moves_per_turn if moves_left is None else moves_left
    state = PushoutState(tuple(board), drawn, discarded, (banked[0], banked[1]), turn, MAIN,
                         moves, turns_done,
                         HOLE, -1, 1, (0, 0), None, None, rules, Rng.from_seed(0))
    if not undecided:
        return state
    unseen = tuple(sorted(drawn + tuple(board[q] - face_down_code(0) for q in fills)))
    masked = tuple(HIDDEN if q in fills else code for q, code in enumerate(board))
    return state._replace(board=masked, pile=(UNKNOWN,) * len(drawn), unseen=unseen)
