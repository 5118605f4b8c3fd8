"""The position as plain text, as White sees it (rank 4, Black's row, on top).

A face-up card shows the colour of the end White reads upright (``W``/``B``),
that end's value and action letter, then the other end: ``W1U|5R`` is read
"1 UP" by White and "5 RIGHT" by Black. ``#####`` is face down, ``.`` a hole.
"""

from __future__ import annotations

from .board import FILES, WIDTH
from .cards import (
    ACTION_LETTERS, CARD_OF, COLOUR_FOR, FACE_DOWN, HOLE, UNKNOWN, VALUE_FOR, ACTION_FOR, card_name,
)
from .scoring import total
from .reveal import describe
from .state import DEAL, OVER, PLACE, SHOWING, PushoutState

SEAT_NAMES = ("White", "Black")


def cell_text(code: int) -> str:
    if code == HOLE:
        return "  .   "
    if FACE_DOWN[code]:
        return "######"
    south = "WB"[COLOUR_FOR[0][code]]
    return (f"{south}{VALUE_FOR[0][code]}{ACTION_LETTERS[ACTION_FOR[0][code]]}"
            f"|{VALUE_FOR[1][code]}{ACTION_LETTERS[ACTION_FOR[1][code]]}")


def _names(cards: tuple[int, ...]) -> str:
    return " ".join(card_name(c) if c != UNKNOWN else "?" for c in cards) or "-"


def render(state: PushoutState) -> str:
    if not state.board:
        return "Pushout: the deck is about to be shuffled and dealt"
    rules = state.rules
    rows = rules.rows
    lines = []
    for rank in range(rows - 1, -1, -1):
        cells = [cell_text(state.board[f + WIDTH * rank]) for f in range(WIDTH)]
        lines.append(f"{rank + 1}  " + " ".join(cells))
    lines.append("   " + " ".join(f"  {f}   " for f in FILES))
    top = _names(state.discard[-1:])
    lines.append(f"pile {len(state.pile)}, discard {len(state.discard)} (top {top}), "
                 f"scores White {total(rules, state.board, 0)} Black "
                 f"{total(rules, state.board, 1)}, "
                 f"turns {state.turns_done[0]}-{state.turns_done[1]}")
    if rules.swiss:
        lines.append(f"banks: White {_names(state.banks[0])}; Black {_names(state.banks[1])}")
    if rules.hundred:
        lines.append(f"match: deal {state.deal}, White {state.tally[0]} Black {state.tally[1]}")
    if state.phase == OVER and state.result is not None:
        result = state.result
        lines.append(("Draw" if result.is_draw else f"{SEAT_NAMES[min(result.winners)]} wins") +
                     f": {result.reason}")
    elif state.phase == PLACE:
        owner = rules.geometry.owner[state.pending_hole]
        what = "a face-down card" if FACE_DOWN[state.pending] else card_name(CARD_OF[state.pending])
        lines.append(f"{SEAT_NAMES[owner]} places {what} that fell off")
    elif state.phase == DEAL:
        lines.append("the next deal is about to be shuffled")
    elif state.phase in SHOWING:
        lines.append(f"chance: {describe(state)}")
    else:
        lines.append(f"{SEAT_NAMES[state.turn]} to move"
                     + (f" ({state.moves_left} left)" if rules.double else ""))
    return "\n".join(lines)
