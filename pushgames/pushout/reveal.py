"""Chance when a card is first seen: nothing nobody has seen is decided.

A new game (rules version 2) deals undecided cards: the board holds ``HIDDEN``
codes and the pile ``UNKNOWN`` ids, and the state keeps the pool of card ids
nobody has seen (``unseen``). A card is first seen when it is dealt or drawn
face up, turned up entering a scoring row, or goes face up to the discard pile
or a bank; its place is then listed in ``shows`` and chance says which card it
is, uniformly among the unseen cards. Identical cards (the list repeats some)
are one outcome, named like the card (``1U/5R``), weighted by how many of them
nobody has seen; the lowest id of them is the one placed.

>>> from pushgames.core import CHANCE
>>> from .rules import GAME
>>> state = GAME.new_state({}, seed=3)
>>> GAME.to_move(state) == CHANCE, state.shows[:2], len(state.unseen)
(True, (0, 1), 48)
>>> event = GAME.chance_event(state)
>>> event.description, len(event.outcomes), round(sum(p for _, p in event.outcomes), 9)
('a1 is dealt face up', 25, 1.0)
>>> dict(event.outcomes)[GAME.parse(state, "3S/3S")] == 2 / 48     # one in each printing
True
>>> state = GAME.next_state(state, GAME.parse(state, "1U/5R"))
>>> GAME.render_text(state).splitlines()[3][:9], len(state.unseen), state.shows[0]
('1  W1U|5R', 47, 1)
"""

from __future__ import annotations

from ..core import ChanceEvent, Rng
from .actions import PushoutAction, reveal
from .board import square_name
from .cards import CANON, CARD_OF, HIDDEN, HOLE, UNKNOWN, home_code
from .words import card_words
from .state import BANK_TOP, DEALING, DISCARD_TOP, PushoutState, new_state
from .variants import Rules

SEAT_NAMES = ("White", "Black")


def fresh_deal(state: PushoutState) -> PushoutState:
    """A deal in which nothing is decided: every square holds an undecided card
    (face down), the rest is the pile, and chance is to say which cards the
    scoring rows show, White's row first."""
    rules = state.rules
    geo = rules.geometry
    deck = tuple(sorted(rules.deck))
    pile = (UNKNOWN,) * (len(deck) - geo.squares)
    deal = state.deal + 1
    first = (deal - 1) % 2  # deals of One Hundred alternate who starts; White starts the first
    shows = geo.scoring_row[0] + geo.scoring_row[1]
    return new_state(((HIDDEN,) * geo.squares, pile, (), ((), ()), first, DEALING,
                      rules.moves_per_turn, (0, 0),
                      HOLE, -1, deal, state.tally, state.last_deal, None, rules, state.rng,
                      deck, shows, -1))


def shows_after(rules: Rules, board: tuple[int, ...], discard: tuple[int, ...],
                banks: tuple[tuple[int, ...], tuple[int, ...]]) -> tuple[int, ...]:
    """The places where a move made an undecided card seen: a square of a
    scoring row holding one, the top of the discard pile, the newest banked card."""
    shows: tuple[int, ...] = ()
    if HIDDEN in board[:5] or HIDDEN in board[-5:]:
        scoring = rules.geometry.scoring
        shows = tuple(q for q, code in enumerate(board) if code == HIDDEN and scoring[q])
    if discard and discard[-1] == UNKNOWN:
        shows += (DISCARD_TOP,)
    for seat in (0, 1):
        if banks[seat] and banks[seat][-1] == UNKNOWN:
            shows += (BANK_TOP - seat,)
    return shows


#: ``_DESCRIPTIONS[dealt][place]``: what chance is about to say, in words.
_DESCRIPTIONS = tuple({**{q: f"{square_name(q)} is {'dealt' if dealt else 'turned'} face up"
                          for q in range(20)},
                       DISCARD_TOP: "a card goes face up onto the discard pile",
                       **{BANK_TOP - seat: f"{SEAT_NAMES[seat]} banks a face-down card, face up"
                          for seat in (0, 1)}}
                      for dealt in (False, True))


def describe(state: PushoutState) -> str:
    """What chance is about to say, in words (the prompt at a chance state)."""
    return _DESCRIPTIONS[state.phase == DEALING][state.shows[0]]


def outcome_text(state: PushoutState, card: int) -> str:
    """A chance outcome as a move list reads it: what was seen, and where."""
    name, place = card_words(card), state.shows[0]
    if place >= 0:
        return (f"{square_name(place)} is {'dealt' if state.phase == DEALING else 'turned up'}: "
                f"{name}")
    if place == DISCARD_TOP:
        return f"{name} goes face up onto the discard pile"
    return f"{SEAT_NAMES[BANK_TOP - place]} banks {name}"


def decided_card(state: PushoutState) -> int:
    """The card already lying at the next place to show, in a state whose
    cards are all decided (a search's sample of a chance state)."""
    place = state.shows[0]
    if place >= 0:
        return CARD_OF[state.board[place]]
    if place == DISCARD_TOP:
        return state.discard[-1]
    return state.banks[BANK_TOP - place][-1]


def possible(state: PushoutState) -> dict[int, int]:
    """Each card chance may say (its lowest id) and how many such cards nobody has seen."""
    if state.unseen is None:
        return {CANON[decided_card(state)]: 1}
    counts: dict[int, int] = {}
    get = counts.get
    for card in state.unseen:
        canon = CANON[card]
        counts[canon] = get(canon, 0) + 1
    return counts


class SeenCardEvent(ChanceEvent[PushoutAction]):
    """Chance's choice of the next card seen: uniform over the cards nobody has
    seen (in a decided state, the card already there).

    A ``ChanceEvent`` whose ``description`` and ``outcomes`` are worked out when
    read: tallying the pool takes longer than the rest of a card's chance step,
    and playouts and replays only ``sample``.
    """

    __slots__ = ("state",)
    state: PushoutState

    def __init__(self, state: PushoutState) -> None:
        object.__setattr__(self, "state", state)

    @property
    def description(self) -> str:
        return describe(self.state)

    @property
    def outcomes(self) -> tuple[tuple[PushoutAction, float], ...]:
        counts = possible(self.state)
        total = sum(counts.values())
        return tuple((reveal(canon), count / total) for canon, count in counts.items())

    def sample(self, rng: Rng) -> tuple[PushoutAction, Rng]:
        unseen = self.state.unseen
        if unseen is None:
            return reveal(CANON[decided_card(self.state)]), rng
        index, rng = rng.below(len(unseen))
        return reveal(CANON[unseen[index]]), rng

    def __repr__(self) -> str:
        return f"SeenCardEvent({self.description!r}, outcomes={self.outcomes!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, SeenCardEvent) and other.state == self.state

    def __hash__(self) -> int:
        return hash(self.state)


def reveal_event(state: PushoutState) -> ChanceEvent[PushoutAction]:
    return SeenCardEvent(state)


#: ``SAME[canon]``: the ids of the identical cards whose lowest id is ``canon``.
SAME: dict[int, tuple[int, ...]] = {}
for _card, _canon in enumerate(CANON):
    SAME[_canon] = SAME.get(_canon, ()) + (_card,)


#: ``_HOME[card]``: the card face up the way seen cards lie.
_HOME = tuple(home_code(card) for card in range(len(CANON)))


def place_seen(state: PushoutState, canon: int) -> PushoutState:
    """The next place to show holds card ``canon`` (checked by the caller): it
    leaves the pool and lies there face up, the way seen cards lie. The state
    keeps its phase, one place fewer to show."""
    # Spelled out with plain tuples: a playout places some forty cards a deal.
    (board, pile, discard, banks, turn, phase, moves_left, done, pending, hole, deal, tally,
     last_deal, result,
     rules, rng, unseen, shows, used) = state
    place = shows[0]
    if unseen is None:  # decided: the card is there already, only turned up
        card = decided_card(state)
    else:
        card = canon
        for card in SAME[canon]:
            if card in unseen:
                break
        at = unseen.index(card)
        unseen = unseen[:at] + unseen[at + 1:]
    if place >= 0:
        cells = list(board)
        cells[place] = _HOME[card]
        board = tuple(cells)
    elif place == DISCARD_TOP:
        discard = discard[:-1] + (card,)
    else:
        seat = BANK_TOP - place
        bank = banks[seat][:-1] + (card,)
        banks = (bank, banks[1]) if seat == 0 else (banks[0], bank)
    return new_state((board, pile, discard, banks, turn, phase, moves_left, done, pending,
                      hole, deal, tally,
                      last_deal, result, rules, rng, unseen, shows[1:], used))


__all__ = ["decided_card", "describe", "fresh_deal", "outcome_text", "place_seen", "possible",
           "reveal_event",
           "shows_after"]
