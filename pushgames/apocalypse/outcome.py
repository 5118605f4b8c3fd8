"""The end of a game of Apocalypse USA: most VP wins; ties by tokens on the board, then shared."""

from __future__ import annotations

from ..core import Outcome
from .state import SEAT_NAMES, ApocalypseState


def final_outcome(state: ApocalypseState) -> Outcome:
    """The result once a turn ends with 2 or more empty regions.

    Scores are the VP. The winners have the most VP; among them, the most
    tokens on the board; a tie after that is a shared win.
    """
    seats = range(state.seats)
    best = max(state.vp)
    leaders = [s for s in seats if state.vp[s] == best]
    reason = f"{state.empty_regions()} regions are empty"
    if len(leaders) > 1:
        most = max(state.on_board(s) for s in leaders)
        tied = [s for s in leaders if state.on_board(s) == most]
        how = (f"tied on {best} VP, {_names(tied)} {'has' if len(tied) == 1 else 'have'} the most "
               f"tokens ({most})")
        if len(tied) > 1:
            how += " and share the win"
        leaders = tied
    else:
        how = f"{_names(leaders)} has the most VP ({best})"
    return Outcome(frozenset(leaders), f"{reason}; {how}", tuple(float(v) for v in state.vp),
                   termination="regions-emptied")


def _names(seats: list[int]) -> str:
    names = [SEAT_NAMES[s] for s in seats]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
