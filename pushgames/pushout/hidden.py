"""Hidden information: the order of the draw pile and the faces of face-down
cards are hidden from both players (Pushout has no private cards, so every
seat, and a spectator, sees the same view).

``view`` masks them with placeholders and drops the generator; ``determinize``
deals the cards nobody has seen into the masked places at random.

>>> from pushgames.core import start
>>> from .rules import GAME
>>> state = start(GAME, {}, seed=2)
>>> seen = view(state)
>>> seen.pile[:3], seen.board[5] == HIDDEN, seen == view(start(GAME, {}, seed=2))
((48, 48, 48), True, True)
>>> full = determinize(seen, Rng.from_seed(7))
>>> view(full) == seen and len(unseen_cards(seen)) == 38
True
"""

from __future__ import annotations

from ..core import Rng
from .cards import CARD_OF, FACE_DOWN, HIDDEN, UNKNOWN, face_down_code, is_face_up
from .state import PushoutState

_MASK = tuple(HIDDEN if down else code for code, down in enumerate(FACE_DOWN))
_NO_RNG = Rng(0)


def view(state: PushoutState) -> PushoutState:
    """The state as any player sees it: face-down cards and the pile order masked."""
    mask = _MASK
    return state._replace(
        board=tuple(mask[code] for code in state.board),
        pile=(UNKNOWN,) * len(state.pile),
        pending=mask[state.pending],
        rng=_NO_RNG,
    )


def seen_cards(state: PushoutState) -> list[int]:
    """Every card id a player can see: face up on the board, discarded, banked,
    or the fallen card being placed if it is face up."""
    seen = [CARD_OF[code] for code in state.board if is_face_up(code)]
    seen += state.discard
    seen += state.banks[0] + state.banks[1]
    if is_face_up(state.pending):
        seen.append(CARD_OF[state.pending])
    return seen


def unseen_cards(state: PushoutState) -> list[int]:
    seen = set(seen_cards(state))
    return [card for card in state.rules.deck if card not in seen]


def determinize(view_state: PushoutState, rng: Rng) -> PushoutState:
    """A full state consistent with ``view_state``: the unseen cards shuffled
    into the face-down places and the pile. The result carries ``rng``."""
    unseen, rng = rng.shuffled(unseen_cards(view_state))
    cards = iter(unseen)
    board = tuple(face_down_code(next(cards)) if code == HIDDEN else code for code in view_state.board)
    pending = face_down_code(next(cards)) if view_state.pending == HIDDEN else view_state.pending
    pile = tuple(cards)
    if len(pile) != len(view_state.pile):
        raise ValueError("the view does not account for every card of the deck")
    return view_state._replace(board=board, pending=pending, pile=pile, rng=rng)
