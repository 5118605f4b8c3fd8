"""Push: the planner's plans, and the order and the keys it walks them by.

A *plan* (:class:`Plan`) is a choice at the top of a seat's Move Phase with
every decision of the same seat it leads to, until control leaves the seat or
the seat is back at the top (:func:`at_top`); :mod:`.push_planner` enumerates
them, a depth-first walk, and values them. Here are the parts of that walk
that keep no state:

- the order in which a seat's choices are walked, as the seat sees the board
  (:func:`frame_order`): which of two walks to one square is kept, and which of
  two equal plans is played, follow from it;
- where a plan stands, to skip a position another order already reached
  (:func:`mid_key`: two walks to one square with the same steps left go on
  alike, but with ``ring_walks`` the ring squares a walk visited and could step
  on again keep it apart), and where a plan ends (:func:`end_key`);
- the move die a plan's first decision uses (:func:`die_of`, for the Watchers'
  rerolls).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Hashable

from ...core import Game
from ...push.board import SIZE, SQUARES
from ...push.common import Act, hand
from ...push.state import MOVE, STEP_DIAGONAL, Path, PushState
from .push_threats import RING_SQUARES


@dataclass(frozen=True, slots=True)
class Plan:
    """One seat's decisions from a choice until control leaves it."""

    actions: tuple[Act, ...]
    end: PushState
    settled: bool


def at_top(game: Game[Any, Any], state: PushState, seat: int) -> bool:
    """Whether ``seat`` is at the top of its own Move Phase (nothing under way)."""
    return not state.stack and state.phase == MOVE and state.turn == seat and game.to_move(
        state) == seat


def die_of(action: Act) -> int:
    """The move die a top-level action uses, or 0."""
    verb = action.verb
    if verb in ("move", "flee"):
        return action.a
    return {"recruit": 6, "port": 6, "switch": 6, "home": 5, "takeover": 2, "steal": 1}.get(verb, 0)


def _near_masks(reach: int, king: bool) -> tuple[tuple[int, ...], ...]:
    """NEAR[king][sq][r]: the squares within ``r`` steps of ``sq`` (king steps
    or orthogonal steps), as a bit mask."""
    out = []
    for sq in range(SQUARES):
        rank, file = divmod(sq, SIZE)
        masks = []
        for r in range(reach + 1):
            mask = 0
            for other in range(SQUARES):
                dr, df = abs(other // SIZE - rank), abs(other % SIZE - file)
                if (max(dr, df) if king else dr + df) <= r:
                    mask |= 1 << other
            masks.append(mask)
        out.append(tuple(masks))
    return tuple(out)


#: A walk's future depends only on the squares it visited that it can still reach.
NEAR_REACH = 10
NEAR = (_near_masks(NEAR_REACH, False), _near_masks(NEAR_REACH, True))
#: The squares whose visits ``ring_walks`` keeps apart: the rings around f6.
RING_MASK = sum(1 << sq for sq in RING_SQUARES)


#: Which of an action's numbers (a, b, c, d) are squares, by verb (a card's b and c
#: are squares for most cards; a seat for the few aimed at a hand, read as a square
#: too: only the order of one card's plays among themselves depends on it).
_SQUARE_FIELDS: dict[str, tuple[int, ...]] = {
    "move": (1,), "flee": (1, 2), "to": (0,), "recruit": (0,), "port": (0,), "switch": (0, 1),
    "home": (0, 1), "takeover": (0, 1), "heal": (0, 1), "play": (1, 2), "attack": (0,)}
#: The order of kinds of plan: ending the turn first (it is there whatever the budget).
_VERB_ORDER = {verb: i for i, verb in enumerate(
    ("end", "move", "flee", "recruit", "port", "switch", "home", "takeover", "steal", "heal",
     "play"))}


def frame_order(actions: list[Act], frame: tuple[int, ...]) -> list[Act]:
    """``actions`` in the order the seat whose view is ``frame`` (:data:`.push_threats.FRAME`)
    looks at them: by kind, then by the squares as that seat sees the board. The
    planner walks plans in this order; which of two walks to one square is kept
    (:func:`mid_key`) and which of two equal plans is played follow from it. In the
    engine's order (by plain square number and direction) a position and its turn
    about f6 with the seats' boxes exchanged were planned differently: the seat
    whose box is k11 kept fewer of the walks (issue 23)."""

    if len(actions) < 2:
        return actions
    if actions[0].verb == "to":  # a walk's steps (and "stop"): most of the calls
        return sorted(actions, key=lambda act: frame[act.a] if act.verb == "to" else SQUARES)

    def key(action: Act) -> tuple[int, ...]:
        # The squares first, as the engine lists an operative's moves together: when
        # the page's time runs out, the plans left out are those of whole operatives.
        fields = _SQUARE_FIELDS.get(action.verb, ())
        numbers = action[1:]
        if action.verb == "play":  # by card first: its b may be a seat, not a square
            return (_VERB_ORDER["play"], action.a,
                    *(frame[n] if n >= 0 else -1 for n in numbers[1:3]), action.d)
        return (_VERB_ORDER.get(action.verb, len(_VERB_ORDER)),
                *(frame[numbers[i]] if numbers[i] >= 0 else -1 for i in fields),
                *(n for i, n in enumerate(numbers) if i not in fields))

    return sorted(actions, key=key)


def mid_key(state: PushState, ring_walks: bool = False) -> Hashable:
    """Where a plan stands. Without ``ring_walks`` the squares its walk
    visited are left out: two walks to the same square with the same steps
    left are taken to go on alike. That is cheap, but a walk that could loop
    back onto a square the other one visited is lost: a 5 that ends one step
    from where it began, such as the block of a ring square next to it. With
    ``ring_walks`` (Hard) the ring squares a walk visited and could still
    step on are kept, so no walk onto a ring square is lost (keeping every
    visited square apart would double the positions walked)."""
    stack = state.stack
    if stack and isinstance(stack[-1], Path):
        top = stack[-1]
        near = NEAR[bool(top.flags & STEP_DIAGONAL)][top.at][min(top.left, NEAR_REACH)]
        visited = top.visited & near & RING_MASK if ring_walks else 0
        stack = stack[:-1] + (top._replace(visited=visited, taken=min(top.taken, 1)),)
    return state.board, stack, state.dice, state.moved, state.cards.size(hand(state.turn))


def end_key(state: PushState, seat: int) -> Hashable:
    """Where a plan ends, as ``seat`` knows it: plans with the same key end alike
    (the position, the seat's own hand, the size of every pile)."""
    return (state.board, state.stack, state.dice, state.moved, state.phase, state.turn,
            state.diagonal,
            state.recruited, state.reveal, state.result,
            tuple(c.face for c in state.cards.piles[hand(seat)]),
            tuple(len(p) for p in state.cards.piles))


__all__ = ["Plan", "at_top", "die_of", "end_key", "frame_order", "mid_key"]
