"""Apocalypse USA in words: decisions as each seat may read them, prompts, and the map as text."""

from __future__ import annotations

from .board import (
    ADJACENT_PAIRS, COLUMNS, REGION_NAMES, REGIONS, ROWS, ZONES, region_index, zone_index,
)
from .cards import CARDS, card_number
from .phases import advance, available_actions, legal, others_in, score
from .state import (
    ACTION_NAMES, ACTION_ROLL, ACTION_WORDS, CHANCE_PHASES, DAMAGE, DECK, DISASTER, DISASTER_PHASES,
    DISCARD, DISCARD_PHASE, DIS_ROLL, GROWTH, HAND_LIMIT, LURE, LURE_WHO, MIGRATE, MITIGATE,
    OPENING, OVER, POP, POP_ROLL, POPULATION_PHASES, SCORE, SEAT_NAMES, SPLIT, TAKE, TARGET,
    TRANSFER, TRANSFER_WHO, ApocalypseState, hand,
)


def chance_description(state: ApocalypseState) -> str:
    """What chance is doing, in words."""
    if state.revealing:
        where = state.cards.awaiting()
        owner = where[0] - 2 if where is not None else state.turn
        return f"{SEAT_NAMES[owner]} draws a card"
    phase = state.phase
    if phase == OPENING:
        return f"{SEAT_NAMES[state.contenders[len(state.rolls)]]} rolls for the first player"
    name = SEAT_NAMES[state.turn]
    if phase == POP_ROLL:
        return f"{name} rolls for how many population actions"
    if phase == ACTION_ROLL:
        return f"{name} rolls for {ACTION_NAMES[state.action]}"
    assert phase == DIS_ROLL
    return f"{name} rolls for how many disasters"


def damage_explained(state: ApocalypseState, region: int, damage: int) -> str:
    """The damage of the disaster under way in ``region`` and why it dropped:
    "Godzilla 3 − Redneck Militias 1 (Blue) = 2", or just ``damage`` where
    nobody mitigated (``damage``: what is left to take there)."""
    saves = [(face, seat, before) for r, face, seat, before in state.saves if r == region]
    if not saves:
        return str(damage)
    terms = "".join(f" − {CARDS[face].name} {CARDS[face].severity} ({SEAT_NAMES[seat]})"
                    for face, seat, _ in saves)
    after = max(0, saves[-1][2] - CARDS[saves[-1][0]].severity)
    left = f" ({damage} still to take)" if damage != after else ""
    return f"{CARDS[state.disaster].name} {saves[0][2]}{terms} = {after}{left}"


def _card(face: int) -> str:
    return str(CARDS[face])


def _region(code: str) -> str:
    return REGION_NAMES[region_index(code)]


def _roll_for(action: int, n: int) -> str:
    """What a population action's die of ``n`` lets the player do."""
    tokens = "token" if n == 1 else "tokens"
    return (f"moves up to {n} of its {tokens}", f"swaps {n} {tokens}", f"adds {n} {tokens}",
            f"moves {n} opponent {tokens}", f"draws {n} card{'s' * (n != 1)}")[action]


def _roll_line(state: ApocalypseState, value: int) -> str:
    """A die as the log tells it: who rolled what, and what for."""
    phase, name = state.phase, SEAT_NAMES[state.turn]
    if phase == OPENING:
        return (f"{SEAT_NAMES[state.contenders[len(state.rolls)]]} rolls {value} for "
                "the first player")
    if phase == POP_ROLL:
        return f"{name} rolls {value}: up to {value} population action{'s' * (value != 1)}"
    if phase == DIS_ROLL:
        return f"{name} rolls {value}: up to {value} disaster{'s' * (value != 1)}"
    return (f"{name} rolls {value} for {ACTION_NAMES[state.action]}: "
            f"{_roll_for(state.action, value)}")


def losses(before: ApocalypseState, after: ApocalypseState,
           told: tuple[int, int] | None = None) -> str:
    """The tokens lost between two states of one disaster, by region: "Blue 3
    in Central South; Red 1 in Pacific North" ("" if none). ``told`` (region,
    seat): one token the sentence already names."""
    n = before.seats
    parts = []
    for region in range(REGIONS):
        lost = [(s, before.count_of(region, s) - after.count_of(region, s) - ((region, s) == told))
                for s in range(n)]
        who = ", ".join(f"{SEAT_NAMES[s]} {k}" for s, k in lost if k > 0)
        if who:
            parts.append(f"{who} in {REGION_NAMES[region]}")
    return "; ".join(parts)


def _with_losses(text: str, state: ApocalypseState, action: str,
                 told: tuple[int, int] | None = None) -> str:
    """``text`` and the tokens the decision's disaster took without a question."""
    taken = losses(state, advance(state, action), told)
    return f"{text}; tokens lost: {taken}" if taken else text


def notation_for(state: ApocalypseState, action: str, viewer: int | None) -> str:
    """``action`` (played in ``state``) as ``viewer`` may read it, a sentence
    that names everything: a drawn card is named to its owner, a taken card to
    thief and victim; tokens a disaster takes without a question are told
    with the decision that took them."""
    verb, _, arg = action.partition(" ")
    turn = SEAT_NAMES[state.turn]
    if verb == "roll":
        return _roll_line(state, int(arg))
    if verb == "face":
        where = state.cards.awaiting()
        owner = where[0] - 2 if where is not None else state.turn
        card = _card(card_number(arg)) if viewer == owner else "a card"
        return f"{SEAT_NAMES[owner]} draws {card}"
    if verb == "take":
        face = card_number(arg)
        victim = next((s for s in range(state.seats) if face in state.hand_faces(s)), None)
        known = viewer is not None and viewer in (state.turn, victim)  # RULINGS: only those two
        source = f" from {SEAT_NAMES[victim]}" if victim is not None else ""
        return f"{turn} takes {_card(face) if known else 'a card'}{source}"
    if verb in ACTION_WORDS and not arg:
        if verb == "lookouts":
            return f"{turn} chooses Look Outs and looks at every other hand"
        return f"{turn} chooses {ACTION_NAMES[ACTION_WORDS.index(verb)]}"
    if verb == "move":
        a, _, b = arg.partition("-")
        return f"{turn} moves a token from {_region(a)} to {_region(b)}"
    if verb == "swap":
        a, _, b = arg.partition("-")
        others = others_in(state, region_index(b), state.turn)
        whose = f"{SEAT_NAMES[others[0]]}'s" if len(others) == 1 else "an opponent's"
        return f"{turn} swaps a token in {_region(a)} with {whose} in {_region(b)}"
    if verb == "with":
        if state.phase == TRANSFER_WHO:
            return (f"{turn} swaps with {arg}'s token in "
                    f"{REGION_NAMES[ADJACENT_PAIRS[state.pick][1]]}")
        origin, goal = divmod(state.pick, REGIONS)
        return f"{turn} lures a {arg} token from {REGION_NAMES[origin]} to {REGION_NAMES[goal]}"
    if verb == "grow":
        return f"{turn} adds a token in {_region(arg)}"
    if verb == "lure":
        a, _, b = arg.partition("-")
        others = others_in(state, region_index(a), state.turn)
        whose = f"a {SEAT_NAMES[others[0]]}" if len(others) == 1 else "an opponent's"
        return f"{turn} lures {whose} token from {_region(a)} to {_region(b)}"
    if verb == "play":
        played = CARDS[card_number(arg)]
        return f"{turn} plays {played} (target: {played.note})"
    card_name = CARDS[state.disaster].name if state.disaster >= 0 else "the disaster"
    if verb == "at":
        return _with_losses(f"{turn} strikes {_region(arg)} with {card_name}", state, action)
    if verb == "zone":
        return _with_losses(f"{turn} chooses the {ZONES[zone_index(arg)]} zone for {card_name}",
                            state, action)
    if verb == "hit":
        return _with_losses(f"{turn} puts 1 damage of {card_name} in {_region(arg)}", state, action)
    if verb == "mitigate":
        number, _, code = arg.partition(" ")
        face, region = card_number(number), region_index(code)
        before = dict(state.hits).get(region, 0)
        after = max(0, before - CARDS[face].severity)
        text = (f"{SEAT_NAMES[state.asking]} mitigates {card_name} with {_card(face)} in "
                f"{_region(code)}: damage there {before} \u2192 {after}")
        return _with_losses(text, state, action)
    if verb == "pass":
        if state.phase == MITIGATE:
            return _with_losses(f"{SEAT_NAMES[state.asking]} does not mitigate {card_name}",
                                state, action)
        return f"{turn} does not call a score"
    if verb in ("remove", "convert"):
        region = next((r for r, d in state.hits if d > 0), -1)
        inside = f" in {REGION_NAMES[region]}" if region >= 0 else ""
        text = f"{turn} {verb}s a {arg} token{inside} ({card_name})"
        return _with_losses(text, state, action,
                            (region, SEAT_NAMES.index(arg))) if verb == "remove" else text
    if verb == "score":
        after_vp = score(state)
        gains = [f"{SEAT_NAMES[s]} +{after_vp[s] - state.vp[s]} ({after_vp[s]})"
                 for s in range(state.seats)
                 if after_vp[s] > state.vp[s]]
        return f"{turn} calls a score: {', '.join(gains) if gains else 'nobody dominates a region'}"
    if verb == "discard":
        return f"{turn} discards {_card(card_number(arg))}"
    if verb == "done":
        if state.phase == POP:
            return f"{turn} ends the population phase"
        if state.phase == MIGRATE:
            return f"{turn} stops migrating"
        return f"{turn} plays no more disasters"
    return action


def prompt(state: ApocalypseState) -> str:
    """Who must decide what, in words (a decision state)."""
    phase, name, count = state.phase, SEAT_NAMES[state.turn], state.count
    if phase == POP:
        names = ", ".join(ACTION_NAMES[a] for a in available_actions(state))
        return f"{name}: choose a population action ({state.left} left: {names}), or done"
    if phase == MIGRATE:
        return f"{name}: Migrate, move one of your tokens ({count} left), or done"
    if phase == TRANSFER:
        return (f"{name}: Transfer, swap one of your tokens with an opponent's in an adjacent "
                f"region ({count} left)")
    if phase in (TRANSFER_WHO, LURE_WHO):
        return f"{name}: whose token, {' or '.join(a.split()[1] for a in legal(state))}?"
    if phase == GROWTH:
        return f"{name}: Growth, add a token where you have one ({count} left)"
    if phase == LURE:
        return f"{name}: Lure, move an opponent's token ({count} left)"
    if phase == TAKE:
        return f"{name}: Look Outs, take one card from another hand"
    card = CARDS[state.disaster] if state.disaster >= 0 else None
    if phase == DISASTER:
        return f"{name}: play a disaster card ({state.left} left), or done"
    if phase == TARGET and card is not None:
        return f"{name}: choose where {card} strikes ({card.note})"
    if phase == SPLIT and card is not None:
        return f"{name}: place the damage of {card} ({count} left)"
    if phase == MITIGATE and card is not None:
        hits = [(r, d) for r, d in state.hits if d > 0]
        if len(hits) == 1:
            where = f"{card.name} ({hits[0][1]}) in {REGION_NAMES[hits[0][0]]}"
        else:
            where = f"{card.name} in " + ", ".join(f"{REGION_NAMES[r]} ({d})" for r, d in hits)
        return f"{SEAT_NAMES[state.asking]}: mitigate {where}, or pass"
    if phase == DAMAGE and card is not None:
        region, damage = next((r, d) for r, d in state.hits if d > 0)
        verb = "converts" if card.target.kind == "steal" else "removes"
        return f"{name}: whose token {card.name} {verb} in {REGION_NAMES[region]} ({damage} left)"
    if phase == SCORE:
        return f"{name}: call a score (everyone scores the regions they dominate), or pass"
    if phase == DISCARD_PHASE:
        return (f"{name}: discard down to {HAND_LIMIT} cards "
                f"({state.cards.size(hand(state.turn)) - HAND_LIMIT} to go)")
    return f"{name} to move"


def phase_name(state: ApocalypseState) -> str:
    if state.phase == OVER:
        return "game over"
    if state.phase == OPENING:
        return "rolling for the first player"
    if state.phase in POPULATION_PHASES:
        return f"population phase ({state.left} action{'s' * (state.left != 1)} left)"
    if state.phase in DISASTER_PHASES:
        return f"disaster phase ({state.left} disaster{'s' * (state.left != 1)} left)"
    if state.phase == SCORE:
        return "score phase"
    return "card phase"


def render_text(state: ApocalypseState) -> str:
    """The map with every seat's tokens per region, then VP, hands and the phase.

    Hidden cards are not shown (only hand sizes).
    """
    n = state.seats
    cells = [" ".join(f"{SEAT_NAMES[s][0]}{state.count_of(r, s)}" for s in range(n))
             for r in range(REGIONS)]
    width = max(10, *(len(c) for c in cells))
    lines = [" " * 10 + " | ".join(c.ljust(width) for c in COLUMNS)]
    for row, row_name in enumerate(ROWS):
        lines.append(row_name.ljust(10) + " | ".join(cells[row * 3 + c].ljust(width)
                                                     for c in range(3)))
    lines.append("")
    for s in range(n):
        mark = "*" if s == state.turn and state.phase != OPENING else " "
        lines.append(
            f"{mark}{SEAT_NAMES[s]:7} {state.vp[s]:2} VP, {state.cards.size(hand(s))} cards, "
            f"{state.on_board(s)} tokens")
    lines.append(f"deck {state.cards.size(DECK)}, discard {state.cards.size(DISCARD)}")
    turn = "" if state.phase in (OPENING, OVER) else f"{SEAT_NAMES[state.turn]}'s turn, "
    lines.append(f"{turn}{phase_name(state)}")
    if state.result is None and not state.revealing and state.phase not in CHANCE_PHASES:
        lines.append(prompt(state))
    if state.result is not None:
        lines.append(state.result.reason)
    return "\n".join(lines)

