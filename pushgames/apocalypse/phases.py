"""The rules of Apocalypse USA as small decisions: who decides, what may be
done, and what follows (see the package docstring for the game).

Every function here takes and returns immutable states. ``advance`` plays a
decision or a chance outcome; the ``_enter_*`` functions move a state on to
the next point where someone (or chance) must act, doing on the way every
step that leaves no choice (a die the text rolls, a token that can only be
one seat's).
"""

from __future__ import annotations

from ..core.knowledge import EVERYONE, UNSEEN, Card, Cards, seat_bit
from .board import ADJACENT_PAIRS, COASTAL_REGIONS, REGIONS, ZONE_REGIONS, region_index, zone_index
from .cards import CARDS, MITIGATES, NAVY_FACES, card_number
from .state import (
    ACT_DRAW, ACT_GROWTH, ACT_LOOKOUTS, ACT_LURE, ACT_MIGRATE, ACT_TRANSFER, ACTION_ROLL,
    ACTION_WORDS, AT, CONVERT, DAMAGE, DECK, DIE_DISASTERS, DIE_POPULATION, DISASTER, DISCARD,
    DISCARD_PHASE, DISCARD_TEXT, DONE, DIS_ROLL, EMPTY_REGIONS_TO_END, GROW, GROWTH, HAND_LIMIT,
    HIT, LURE, LURE_TEXT, LURE_WHO, MIGRATE, MITIGATE, MITIGATE_TEXT, MOVE, OPENING, OVER, PASS,
    PLAY, POP, POP_ROLL, REMOVE, SCORE, SCORE_TEXT, SPLIT, SWAP, TAKE, TAKE_TEXT, TARGET, TRANSFER,
    TRANSFER_WHO, WITH, ZONE_TEXT, ApocalypseAction, ApocalypseState, evolve, hand,
)

_STEP_PHASES = {ACT_MIGRATE: MIGRATE, ACT_TRANSFER: TRANSFER, ACT_GROWTH: GROWTH, ACT_LURE: LURE}
_SWAP_INDEX = {pair: i for i, pair in enumerate(ADJACENT_PAIRS)}


# -- reading a state ------------------------------------------------------------------
def own_counts(state: ApocalypseState, seat: int) -> tuple[int, ...]:
    """``seat``'s tokens region by region."""
    return state.tokens[seat::state.seats]


def others_in(state: ApocalypseState, region: int, seat: int) -> list[int]:
    """The seats other than ``seat`` with tokens in ``region``."""
    n, base = state.seats, region * state.seats
    tokens = state.tokens
    return [p for p in range(n) if p != seat and tokens[base + p]]


def is_steal(state: ApocalypseState) -> bool:
    return CARDS[state.disaster].target.kind == "steal"


def victims_in(state: ApocalypseState, region: int) -> list[int]:
    """Whose tokens the disaster under way can take in ``region``: anyone's,
    but a Steal converts only opponents' tokens."""
    n, base, tokens = state.seats, region * state.seats, state.tokens
    if is_steal(state):
        return [p for p in range(n) if p != state.turn and tokens[base + p]]
    return [p for p in range(n) if tokens[base + p]]


def available_actions(state: ApocalypseState) -> list[int]:
    """The population actions the turn's seat may still take and that can do something."""
    seat, n, used = state.turn, state.seats, state.used
    own = own_counts(state, seat)
    has_own = any(own)
    totals = [state.region_total(r) for r in range(REGIONS)]
    cards = state.cards
    out = []
    if not used & 1 and has_own:
        out.append(ACT_MIGRATE)
    if not used & 2 and any(own[a] and totals[b] > own[b] for a, b in ADJACENT_PAIRS):
        out.append(ACT_TRANSFER)
    if not used & 4 and has_own:
        out.append(ACT_GROWTH)
    if not used & 8 and sum(totals) > sum(own):
        out.append(ACT_LURE)
    if not used & 16 and (cards.size(DECK) or cards.size(DISCARD)):
        out.append(ACT_DRAW)
    if not used & 32 and any(cards.size(hand(s)) for s in range(n) if s != seat):
        out.append(ACT_LOOKOUTS)
    return out


def mitigations(state: ApocalypseState, seat: int) -> list[ApocalypseAction]:
    """``seat``'s mitigation plays against the disaster under way: a matching
    card of its hand in a hit region where tokens can still be lost."""
    disaster = state.disaster
    regions = [r for r, d in state.hits if d > 0 and victims_in(state, r)]
    out: list[ApocalypseAction] = []
    if not regions:
        return out
    for card in state.cards.piles[2 + seat]:
        face = card.face
        if face >= 0 and disaster in MITIGATES[face]:
            navy = face in NAVY_FACES
            texts = MITIGATE_TEXT[face]
            out.extend(texts[r] for r in regions if not navy or r in COASTAL_REGIONS)
    return out


def disaster_faces(state: ApocalypseState, seat: int) -> list[int]:
    return [c.face for c in state.cards.piles[2 + seat] if c.face >= 0
            and CARDS[c.face].is_disaster]


def legal(state: ApocalypseState) -> list[ApocalypseAction]:
    """The legal actions of the seat deciding in ``state`` (a decision phase)."""
    phase, seat, n = state.phase, state.turn, state.seats
    if phase == POP:
        return [ACTION_WORDS[a] for a in available_actions(state)] + [DONE]
    if phase == MIGRATE:
        own = own_counts(state, seat)
        out = [MOVE[a][b] for a in range(REGIONS) if own[a] for b in range(REGIONS) if b != a]
        out.append(DONE)
        return out
    if phase == TRANSFER:
        own = own_counts(state, seat)
        return [SWAP[i] for i, (a, b) in enumerate(ADJACENT_PAIRS) if own[a]
                and state.region_total(b) > own[b]]
    if phase in (TRANSFER_WHO, LURE_WHO):
        return [WITH[p] for p in others_in(state, _who_region(state), seat)]
    if phase == GROWTH:
        own = own_counts(state, seat)
        return [GROW[r] for r in range(REGIONS) if own[r]]
    if phase == LURE:
        own = own_counts(state, seat)
        return [LURE_TEXT[a][b] for a in range(REGIONS) if state.region_total(a) > own[a]
                for b in range(REGIONS) if b != a]
    if phase == TAKE:
        return [TAKE_TEXT[c.face] for s in range(n) if s != seat for c in state.cards.piles[2 + s]]
    if phase == DISASTER:
        return [PLAY[f] for f in disaster_faces(state, seat)] + [DONE]
    if phase == TARGET:
        target = CARDS[state.disaster].target
        if target.kind in ("one", "steal"):
            return [AT[r] for r in target.regions]
        return [ZONE_TEXT[z] for z in target.zones]
    if phase == SPLIT:
        regions = ZONE_REGIONS[state.zone] if state.zone >= 0 else range(REGIONS)
        return [HIT[r] for r in regions if r >= state.pick]
    if phase == MITIGATE:
        return mitigations(state, state.asking) + [PASS]
    if phase == DAMAGE:
        region = next(r for r, d in state.hits if d > 0)
        texts = CONVERT if is_steal(state) else REMOVE
        return [texts[p] for p in victims_in(state, region)]
    if phase == SCORE:
        return [SCORE_TEXT, PASS]
    if phase == DISCARD_PHASE:
        return [DISCARD_TEXT[c.face] for c in state.cards.piles[2 + seat]]
    return []


def _who_region(state: ApocalypseState) -> int:
    """Where the opponent's token is taken from: a transfer's second region, a lure's first."""
    if state.phase == TRANSFER_WHO:
        return ADJACENT_PAIRS[state.pick][1]
    return state.pick // REGIONS


# -- cards ------------------------------------------------------------------------------
def draw(cards: Cards, seat: int, count: int) -> tuple[Cards, int]:
    """``seat`` draws ``count`` cards, as many as the deck holds; an empty deck
    first becomes the shuffled discard. Returns the cards and how many are
    still to draw: when the deck runs out, the cards just drawn must show
    their faces (drawn from the old deck's) before the discard is shuffled in."""
    if count <= 0:
        return cards, 0
    if not cards.size(DECK):
        if not cards.size(DISCARD):
            return cards, 0
        cards = reshuffle(cards)
    taken = min(count, cards.size(DECK))
    for _ in range(taken):
        cards = cards.move(DECK, -1, hand(seat), seen_by=seat_bit(seat))
    return cards, count - taken


def _draw_through(cards: Cards, seat: int, count: int) -> Cards:
    """Rules version 1: the whole draw at once, the discard shuffled in before
    the old deck's last faces were decided."""
    while count:  # each call takes a card, or none and nothing is left
        cards, count = draw(cards, seat, count)
    return cards


def _drawing(state: ApocalypseState, count: int) -> ApocalypseState:
    """A S**t Happens draw of ``count`` (more) cards. Until their faces are
    seen the phase stays ``ACTION_ROLL``; then the rest of the draw, and
    only then what follows (the hand decides whether disasters come)."""
    cards, rest = draw(state.cards, state.turn, count)
    if cards.awaiting() is not None:
        return evolve(state, cards=cards, count=rest, revealing=True)
    return _enter_pop(evolve(state, cards=cards, count=0))


def reshuffle(cards: Cards) -> Cards:
    """The discard becomes the deck, shuffled: its cards are unseen again."""
    piles = list(cards.piles)
    piles[DECK] = piles[DECK] + piles[DISCARD]
    piles[DISCARD] = ()
    return Cards(tuple(piles), cards.pool).shuffle(DECK)


def discard(cards: Cards, seat: int, face: int) -> Cards:
    pile = cards.piles[2 + seat]
    index = next(i for i, c in enumerate(pile) if c.face == face)
    return cards.move(2 + seat, index, DISCARD, seen_by=EVERYONE)


# -- moving tokens ---------------------------------------------------------------------------
def _shift(state: ApocalypseState, *changes: tuple[int, int, int]) -> tuple[int, ...]:
    tokens = list(state.tokens)
    n = state.seats
    for region, seat, delta in changes:
        tokens[region * n + seat] += delta
    return tuple(tokens)


# -- the flow of a turn ------------------------------------------------------------------
def _enter_pop(state: ApocalypseState) -> ApocalypseState:
    """Back to choosing a population action, or on to the disaster phase."""
    if state.left > 0 and available_actions(state):
        return evolve(state, phase=POP, action=-1, count=0, pick=-1)
    return _enter_disasters(state)


def _enter_disasters(state: ApocalypseState) -> ApocalypseState:
    """The disaster phase rolls only for a seat holding a disaster card."""
    if disaster_faces(state, state.turn):
        return evolve(state, phase=DIS_ROLL, action=-1, count=0, pick=-1, left=0)
    return evolve(state, phase=SCORE, action=-1, count=0, pick=-1, left=0)


def _enter_next_disaster(state: ApocalypseState) -> ApocalypseState:
    state = evolve(state, disaster=-1, zone=-1, hits=(), asking=-1, pick=-1, count=0, saves=())
    if state.left > 0 and disaster_faces(state, state.turn):
        return evolve(state, phase=DISASTER)
    return evolve(state, phase=SCORE, left=0)


def _enter_card_phase(state: ApocalypseState) -> ApocalypseState:
    if state.cards.size(hand(state.turn)) > HAND_LIMIT:
        return evolve(state, phase=DISCARD_PHASE)
    return _end_turn(state)


def _end_turn(state: ApocalypseState) -> ApocalypseState:
    if state.empty_regions() >= EMPTY_REGIONS_TO_END:
        from .outcome import final_outcome  # the end is rare: keep the hot path light

        return evolve(state, phase=OVER, result=final_outcome(state))
    return evolve(state, turn=(state.turn + 1) % state.seats, phase=POP_ROLL, left=0,
                  used=0, action=-1,
                   fresh=True, dice=())


def _step_done(state: ApocalypseState) -> ApocalypseState:
    """One step of a population action taken: more steps, or the next action."""
    if state.count > 0:
        return state
    return _enter_pop(state)


def _targeted(state: ApocalypseState, hits: tuple[tuple[int, int], ...]) -> ApocalypseState:
    return _ask_from(evolve(state, hits=hits, pick=-1, count=0), state.turn + 1)


def _ask_from(state: ApocalypseState, start: int) -> ApocalypseState:
    """Ask the next seat in turn order, from ``start``, that can mitigate; then the damage."""
    n, turn = state.seats, state.turn
    seat = start % n
    while seat != turn:
        if mitigations(state, seat):
            return evolve(state, phase=MITIGATE, asking=seat)
        seat = (seat + 1) % n
    return _damage(evolve(state, asking=-1))


def _damage(state: ApocalypseState) -> ApocalypseState:
    """Take every token the disaster takes that leaves no choice; stop where the player must
    choose."""
    steal = is_steal(state)
    n, turn = state.seats, state.turn
    tokens = list(state.tokens)
    hits = list(state.hits)
    for i, (region, damage) in enumerate(hits):
        if damage <= 0:
            continue
        base = region * n
        victims = [p for p in range(n) if tokens[base + p] and not (steal and p == turn)]
        if len(victims) > 1 and damage < sum(tokens[base + p] for p in victims):
            hits[i] = (region, damage)
            return evolve(state, tokens=tuple(tokens), hits=tuple(hits), phase=DAMAGE)
        for p in victims:  # one seat's tokens there, or the damage takes them all
            taken = min(damage, tokens[base + p])
            tokens[base + p] -= taken
            if steal:
                tokens[base + turn] += taken
            damage -= taken
        hits[i] = (region, 0)
    return _enter_next_disaster(evolve(state, tokens=tuple(tokens)))


def score(state: ApocalypseState) -> tuple[int, ...]:
    """The VP after a score: 1 to each seat for each region it dominates."""
    vp = list(state.vp)
    for region in range(REGIONS):
        seat = state.dominator(region)
        if seat >= 0:
            vp[seat] += 1
    return tuple(vp)


# -- playing an action ------------------------------------------------------------------
def advance(state: ApocalypseState, action: str) -> ApocalypseState:
    """The state after ``action`` (a decision or a chance outcome), unchecked."""
    verb, _, arg = action.partition(" ")
    if verb == "roll":
        return _rolled(state, int(arg))
    if verb == "face":
        cards = state.cards.decide(int(arg) - 1)
        if cards.awaiting() is not None:
            return evolve(state, cards=cards)
        state = evolve(state, cards=cards, revealing=False)
        if state.phase == ACTION_ROLL and state.version >= 2:  # a draw's faces are seen
            return _drawing(state, state.count)
        return state
    if state.fresh:
        state = evolve(state, fresh=False)
    seat = state.turn
    phase = state.phase
    if verb in ACTION_WORDS and not arg:
        chosen = ACTION_WORDS.index(verb)
        state = evolve(state, used=state.used | 1 << chosen, left=state.left - 1, action=chosen)
        if chosen == ACT_LOOKOUTS:
            cards = state.cards
            looker = seat_bit(seat)
            for other in range(state.seats):
                if other != seat:
                    cards = cards.show(hand(other), looker)
            return evolve(state, cards=cards, phase=TAKE)
        return evolve(state, phase=ACTION_ROLL)
    if verb == "move":
        a, b = _pair(arg)
        return _step_done(evolve(state, tokens=_shift(state, (a, seat, -1), (b, seat, 1)),
                                 count=state.count - 1))
    if verb == "grow":
        r = region_index(arg)
        return _step_done(evolve(state, tokens=_shift(state, (r, seat, 1)), count=state.count - 1))
    if verb == "swap":
        pick = _SWAP_INDEX[_pair(arg)]
        others = others_in(state, ADJACENT_PAIRS[pick][1], seat)
        if len(others) == 1:
            return _swap(state, pick, others[0])
        return evolve(state, phase=TRANSFER_WHO, pick=pick)
    if verb == "lure":
        a, b = _pair(arg)
        others = others_in(state, a, seat)
        if len(others) == 1:
            return _lure(state, a, b, others[0])
        return evolve(state, phase=LURE_WHO, pick=a * REGIONS + b)
    if verb == "with":
        who = _seat(arg)
        if phase == TRANSFER_WHO:
            return _swap(state, state.pick, who)
        return _lure(state, state.pick // REGIONS, state.pick % REGIONS, who)
    if verb == "done":
        if phase == MIGRATE:
            return _enter_pop(evolve(state, count=0))
        if phase == POP:
            return _enter_disasters(state)
        return _enter_next_disaster(evolve(state, left=0))  # no more disasters
    if verb == "take":
        face = card_number(arg)
        cards = state.cards
        for other in range(state.seats):
            pile = cards.piles[2 + other]
            for index, card in enumerate(pile):
                if card.face == face and other != seat:
                    # Only the thief and the victim learn which card went; a seat that
                    # had seen the victim's hand can tell neither it nor what is left.
                    pair = seat_bit(seat) | seat_bit(other)
                    cards = cards.move(2 + other, index, hand(seat),
                                       seen_by=pair).forget(2 + other, pair)
                    return _enter_pop(evolve(state, cards=cards))
        raise ValueError(f"card {arg} is in no other hand")
    if verb == "play":
        face = card_number(arg)
        state = evolve(state, cards=discard(state.cards, seat, face), disaster=face,
                       left=state.left - 1,
                        phase=TARGET, zone=-1, pick=-1, hits=())
        target = CARDS[face].target
        if target.kind == "split" and not target.zones:
            return evolve(state, phase=SPLIT, count=CARDS[face].severity)
        if target.kind != "split" and len(target.zones) == 1:
            return _zone_chosen(state, target.zones[0])
        return state
    if verb == "at":
        return _targeted(state, ((region_index(arg), CARDS[state.disaster].severity),))
    if verb == "zone":
        return _zone_chosen(state, zone_index(arg))
    if verb == "hit":
        r = region_index(arg)
        placed = dict(state.hits)
        placed[r] = placed.get(r, 0) + 1
        ordered = tuple(sorted(placed.items()))
        if state.count > 1:
            return evolve(state, hits=ordered, count=state.count - 1, pick=r)
        return _targeted(state, ordered)
    if verb == "mitigate":
        number, _, code = arg.partition(" ")
        face, region = card_number(number), region_index(code)
        asked = state.asking
        hits = tuple((r, max(0, d - CARDS[face].severity) if r == region else d)
                     for r, d in state.hits)
        before = dict(state.hits)[region]
        state = evolve(state, cards=discard(state.cards, asked, face), hits=hits,
                       saves=state.saves + ((region, face, asked, before),))
        if mitigations(state, asked):
            return state
        return _ask_from(state, asked + 1)
    if verb == "pass":
        if phase == MITIGATE:
            return _ask_from(state, state.asking + 1)
        return _enter_card_phase(state)
    if verb in ("remove", "convert"):
        who = _seat(arg)
        region, damage = next((r, d) for r, d in state.hits if d > 0)
        changes = [(region, who, -1)] + ([(region, seat, 1)] if verb == "convert" else [])
        hits = tuple((r, d - 1 if r == region else d) for r, d in state.hits)
        return _damage(evolve(state, tokens=_shift(state, *changes), hits=hits))
    if verb == "score":
        return _enter_card_phase(evolve(state, vp=score(state)))
    if verb == "discard":
        cards = discard(state.cards, seat, card_number(arg))
        state = evolve(state, cards=cards)
        if cards.size(hand(seat)) > HAND_LIMIT:
            return state
        return _end_turn(state)
    raise ValueError(f"not an Apocalypse USA action: {action!r}")


def _zone_chosen(state: ApocalypseState, zone: int) -> ApocalypseState:
    card = CARDS[state.disaster]
    if card.target.kind == "split":
        return evolve(state, phase=SPLIT, zone=zone, count=card.severity, pick=-1)
    return _targeted(evolve(state, zone=zone),
                     tuple((r, card.severity) for r in ZONE_REGIONS[zone]))


def _swap(state: ApocalypseState, pick: int, who: int) -> ApocalypseState:
    a, b = ADJACENT_PAIRS[pick]
    seat = state.turn
    tokens = _shift(state, (a, seat, -1), (b, seat, 1), (b, who, -1), (a, who, 1))
    return _step_done(evolve(state, tokens=tokens, phase=TRANSFER, pick=-1, count=state.count - 1))


def _lure(state: ApocalypseState, a: int, b: int, who: int) -> ApocalypseState:
    tokens = _shift(state, (a, who, -1), (b, who, 1))
    return _step_done(evolve(state, tokens=tokens, phase=LURE, pick=-1, count=state.count - 1))


def _rolled(state: ApocalypseState, value: int) -> ApocalypseState:
    phase = state.phase
    if phase == OPENING:
        rolls = state.rolls + (value,)
        if len(rolls) < len(state.contenders):
            return evolve(state, rolls=rolls)
        best = max(rolls)
        tied = tuple(s for s, r in zip(state.contenders, rolls) if r == best)
        if len(tied) > 1:
            return evolve(state, contenders=tied, rolls=())  # ties roll again
        return evolve(state, turn=tied[0], contenders=(), rolls=(), phase=POP_ROLL)
    if phase == POP_ROLL:
        return _enter_pop(evolve(state, left=value, dice=((DIE_POPULATION, value),)))
    if phase == DIS_ROLL:
        return evolve(state, left=value, phase=DISASTER,
                      dice=state.dice + ((DIE_DISASTERS, value),))
    # ACTION_ROLL: the chosen action's own die
    state = evolve(state, dice=state.dice + ((state.action, value),))
    if state.action == ACT_DRAW:
        if state.version >= 2:
            return _drawing(state, value)
        return _enter_pop(evolve(state,
                                 cards=(cards := _draw_through(state.cards, state.turn, value)),
                                  revealing=cards.awaiting() is not None))
    if state.action == ACT_LURE:  # X opponent tokens, or all there are
        value = min(value, sum(state.tokens) - state.on_board(state.turn))
    # The action was offered only because it can do something: its steps begin.
    return evolve(state, phase=_STEP_PHASES[state.action], count=value)


def _pair(text: str) -> tuple[int, int]:
    a, _, b = text.partition("-")
    return region_index(a), region_index(b)


def _seat(name: str) -> int:
    for seat, text in enumerate(WITH):
        if text.endswith(" " + name):
            return seat
    raise ValueError(f"no seat called {name!r}")


def new_cards(seats: int, counts: tuple[int, ...]) -> Cards:
    """The deck with 2 cards dealt to each seat (faces to be decided by chance)."""
    cards = Cards(((Card(UNSEEN),) * sum(counts),) + ((),) * (seats + 1), counts)
    for _ in range(2):
        for seat in range(seats):
            cards = cards.move(DECK, -1, hand(seat), seen_by=seat_bit(seat))
    return cards
