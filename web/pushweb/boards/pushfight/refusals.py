"""Why a click on the Push Fight board made no move, in words (issue 26: every
refused click says why). The board shows the sentence in its hint, just above the
drawing; a click that selects, moves, pushes or places says nothing."""

from __future__ import annotations

from pushgames.pushfight import Place, Step
from pushgames.pushfight.board import STRIDE, square_name
from pushgames.pushfight.rules import COLOUR_NAMES, HALVES, SETUP, WHITE, PushFightState
from pushgames.pushfight.rules import explain_illegal

#: What a push is, for the sentences that ask for one and for the status line when a push is
#: due (issue 26: a newcomer read "now push" and did not know how). The board takes a drag of
#: a square piece onto a piece beside it, or a click on the square piece, then on that piece
#: (or on the arrow drawn between them): the words name both, short enough for a phone.
HOW_TO_PUSH = ("drag one of your square pieces onto a piece beside it, "
               "or click it, then that piece")


def why_not(state: PushFightState, selected: int | None, sq: int, place_square: bool) -> str:
    """The reason a click on ``sq`` (after ``selected``, if a piece is selected)
    did nothing, as a sentence for a newcomer."""
    colour = state.to_move
    me = COLOUR_NAMES[colour]
    bit = 1 << sq
    mine = state.squares[colour] | state.rounds[colour]
    theirs = state.squares[1 - colour] | state.rounds[1 - colour]
    if state.phase == SETUP:
        if not HALVES[colour] & bit:
            files = "a-d" if colour == WHITE else "e-h"
            return (f"{me} sets up on files {files}: click an empty square there, "
                    "or use Standard setup.")
        return "Not legal: " + explain_illegal(state, Place(sq, place_square))
    if selected is not None and not mine & bit:
        return "Not legal: " + explain_illegal(state, Step(selected, sq))
    if theirs & bit:
        return f"That piece is {COLOUR_NAMES[1 - colour]}'s: select one of yours ({me})."
    if mine & bit:
        kind = "square" if state.squares[colour] & bit else "round"
        if kind == "round" and state.moves_made >= 2:
            return f"Rounds do not push: {HOW_TO_PUSH}."
        # Its pushes (the neighbours that hold a piece), and the first reason each is refused.
        reasons = [explain_illegal(state, Step(sq, sq + step)) for step in (STRIDE, -STRIDE, 1, -1)
                   if sq + step >= 0 and state.occupied >> (sq + step) & 1]
        reason = reasons[0].split(": ", 1)[-1] if reasons else ""
        return f"The {kind} on {square_name(sq)} can neither move nor push now" + (
            f" ({reason})." if reason else ".")
    if state.moves_made >= 2:
        return f"Two moves made: now push ({HOW_TO_PUSH})."
    return f"Select one of your pieces ({me}) first, then a square to move it to, or push."

