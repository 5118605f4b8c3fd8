"""Hidden information: the cards of the draw pile and the faces of face-down
cards are hidden from both players (Pushout has no private cards, so every
seat, and a spectator, sees the same view).

In a game of rules version 2 nothing hidden is decided, so the state already
shows only placeholders there (``HIDDEN`` on the board, ``UNKNOWN`` in the
pile) and the pool of cards nobody has seen; its view just drops the
generator. A state whose cards are all decided (a version-1 game, a position
set up by hand, a search's sample) is masked the same way, so the two views
are equal. ``determinize`` deals the cards nobody has seen into the masked
places at random: the result is a decided state, for search.

>>> from pushgames.core import start
>>> from .rules import GAME
>>> state = start(GAME, {}, seed=2)
>>> seen = view(state)
>>> seen.pile[:3], seen.board[5] == HIDDEN, seen == state._replace(rng=_NO_RNG)
((48, 48, 48), True, True)
>>> full = determinize(seen, Rng.from_seed(7))
>>> full.unseen is None and len(set(full.pile)) == 28
True
>>> view(full) == seen and len(unseen_cards(seen)) == 38
True
"""

from __future__ import annotations

from ..core import Rng
from .cards import CARD_OF, DECK_SIZE, FACE_DOWN, HIDDEN, UNKNOWN, face_down_code, is_face_up
from .state import BANK_TOP, DISCARD_TOP, PushoutState

_MASK = tuple(HIDDEN if down else code for code, down in enumerate(FACE_DOWN))
_NO_RNG = Rng(0)


def view(state: PushoutState) -> PushoutState:
    """The state as any player sees it: face-down cards, the pile and the cards
    chance is about to show masked, the pool of unseen cards kept."""
    if state.unseen is not None:
        return state._replace(rng=_NO_RNG)  # nothing hidden is decided: nothing to mask
    mask = _MASK
    board = tuple(mask[code] for code in state.board)
    discard, banks = state.discard, state.banks
    for place in state.shows:  # a search's sample of a chance state: the cards about to be seen
        if place >= 0:
            board = board[:place] + (HIDDEN,) + board[place + 1:]
        elif place == DISCARD_TOP:
            discard = discard[:-1] + (UNKNOWN,)
        else:
            seat = BANK_TOP - place
            bank = banks[seat][:-1] + (UNKNOWN,)
            banks = (bank, banks[1]) if seat == 0 else (banks[0], bank)
    masked = state._replace(board=board, pile=(UNKNOWN,) * len(state.pile),
                            discard=discard, banks=banks,
                            pending=mask[state.pending], rng=_NO_RNG)
    return masked._replace(unseen=tuple(unseen_cards(masked)))


def seen_cards(state: PushoutState) -> list[int]:
    """Every card id a player can see: face up on the board, discarded, banked,
    or the fallen card being placed if it is face up."""
    seen = [CARD_OF[code] for code in state.board if is_face_up(code)]
    seen += state.discard
    seen += state.banks[0] + state.banks[1]
    if is_face_up(state.pending):
        seen.append(CARD_OF[state.pending])
    return [card for card in seen if card < DECK_SIZE]


def unseen_cards(state: PushoutState) -> list[int]:
    """The cards nobody has seen, in id order."""
    seen = set(seen_cards(state))
    return sorted(card for card in state.rules.deck if card not in seen)


def determinize(view_state: PushoutState, rng: Rng) -> PushoutState:
    """A full state consistent with ``view_state``: the unseen cards shuffled
    into the face-down places, the places chance is about to show, and the
    pile. Every card of the result is decided; it carries ``rng``."""
    if not view_state.board:
        return view_state._replace(rng=rng)  # version 1 before its deal: nothing is dealt yet
    unseen, rng = rng.shuffled(unseen_cards(view_state))
    cards = iter(unseen)
    board = tuple(face_down_code(next(cards)) if code == HIDDEN else code
                  for code in view_state.board)
    pending = face_down_code(next(cards)) if view_state.pending == HIDDEN else view_state.pending
    discard = tuple(next(cards) if card == UNKNOWN else card for card in view_state.discard)
    banks = (tuple(next(cards) if card == UNKNOWN else card for card in view_state.banks[0]),
             tuple(next(cards) if card == UNKNOWN else card for card in view_state.banks[1]))
    pile = tuple(cards)
    if len(pile) != len(view_state.pile):
        raise ValueError("the view does not account for every card of the deck")
    return view_state._replace(board=board, pending=pending, discard=discard, banks=banks,
                               pile=pile, rng=rng,
                               unseen=None)
