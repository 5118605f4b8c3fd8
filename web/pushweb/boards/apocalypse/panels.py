"""The Apocalypse USA board's panels as our own markup: the phase track with
the turn's dice, the table's piles, the disaster in play, and the hands (the
viewer's cards face up; every other hand as backs, except the cards Look Outs
showed the viewer). Each seat's VP, tokens and cards in hand, and whose turn
it is, are on the page's player strips (``game.seat_facts``): each fact once.

Everything drawn here comes from the state the board got, which is already
``game.view(state, seat)``: a card whose face this seat may not know has a
negative face there, and is drawn as a back.
"""

from __future__ import annotations

from typing import Sequence

from pushgames.apocalypse.board import REGION_NAMES
from pushgames.apocalypse.cards import CARDS
from pushgames.apocalypse.state import (
    ACTION_NAMES, DAMAGE, DECK, DIE_DISASTERS, DIE_POPULATION, DISASTER_PHASES, DISCARD, MITIGATE,
    OPENING, OVER, POPULATION_PHASES, SCORE, SEAT_NAMES, SPLIT, TARGET, ApocalypseState, hand,
)

from pushgames.apocalypse.text import damage_explained

from ...dom import escape
from .cards import card_label, card_svg
from .usmap import SEAT_COLOURS, SEAT_INK

PHASES = ("Population", "Disasters", "Score", "Cards")
#: Pip positions of a die face (on a 0..30 square).
PIPS = {1: ((15, 15),), 2: ((8, 8), (22, 22)), 3: ((8, 8), (15, 15), (22, 22)),
        4: ((8, 8), (22, 8), (8, 22), (22, 22)), 5: ((8, 8), (22, 8), (15, 15), (8, 22), (22, 22)),
        6: ((8, 7), (22, 7), (8, 15), (22, 15), (8, 23), (22, 23))}


def phase_index(state: ApocalypseState) -> int:
    """Which of the four phases the turn is in (-1: before the first turn, or over)."""
    if state.phase in (OPENING, OVER):
        return -1
    if state.phase in POPULATION_PHASES:
        return 0
    if state.phase in DISASTER_PHASES:
        return 1
    return 2 if state.phase == SCORE else 3


def die_svg(value: int) -> str:
    pips = "".join(f'<circle cx="{x}" cy="{y}" r="3.2"/>' for x, y in PIPS[value])
    return (f'<svg class="ap-die" viewBox="-1 -1 32 32" width="30" height="30" aria-hidden="true" '
            f'focusable="false"><rect width="30" height="30" rx="6"/>{pips}</svg>')


def die_caption(what: int) -> str:
    if what == DIE_POPULATION:
        return "Population actions"
    if what == DIE_DISASTERS:
        return "Disasters"
    return ACTION_NAMES[what]


def track_html(state: ApocalypseState) -> str:
    """The four phases (the current one marked) and the dice of this turn as rolled."""
    current = phase_index(state)
    steps = []
    for i, name in enumerate(PHASES):
        cls = "ap-step" + (" ap-step-now" if i == current else " ap-step-done"
                           if 0 <= i < current else "")
        aria = ' aria-current="step"' if i == current else ""
        steps.append(f'<li class="{cls}" data-testid="ap-step"{aria}>{name}</li>')
    dice = []
    for what, value in state.dice:
        caption = die_caption(what)
        dice.append(f'<span class="ap-roll" data-testid="ap-die" data-value="{value}" '
                    f'aria-label="{caption}: rolled {value}" role="img">{die_svg(value)}'
                    f'<span class="ap-roll-c">{caption} <b>{value}</b></span></span>')
    left = '<span class="ap-left"></span>'  # kept empty: a phone keeps its line (apocalypse.css)
    if current == 0:
        left = (f'<span class="ap-left">{state.left} action{"s" if state.left != 1 else ""} '
                'left</span>')
    elif current == 1 and state.dice and state.dice[-1][0] == DIE_DISASTERS:
        left = (f'<span class="ap-left">{state.left} disaster{"s" if state.left != 1 else ""} '
                'left</span>')
    return (f'<ol class="ap-steps" aria-label="Phases of the turn">{"".join(steps)}</ol>'
            f'<span class="ap-dice">{"".join(dice)}{left}</span>')


def in_play_html(state: ApocalypseState) -> str:
    """The disaster being resolved: its card, where it strikes, who is asked."""
    if state.disaster < 0 or state.phase not in (TARGET, SPLIT, MITIGATE, DAMAGE):
        return ""
    card = CARDS[state.disaster]
    player = SEAT_NAMES[state.turn]
    lines = [f"<strong>{player}</strong> plays <strong>{escape(card.name)}</strong> "
             f"(severity {card.severity}, target {escape(card.note)})."]
    if state.phase == TARGET:
        lines.append("Choosing where it strikes: the regions it may hit are marked.")
    elif state.phase == SPLIT:
        placed = ", ".join(f"{REGION_NAMES[r]} {d}" for r, d in state.hits) or "none yet"
        lines.append(
            f"Placing its damage one point at a time ({state.count} left; placed: {placed}).")
    hits = [(r, d) for r, d in state.hits if state.phase != SPLIT]
    if hits:
        verb = "converts" if card.target.kind == "steal" else "removes"
        where = ", ".join(f"{REGION_NAMES[r]}: {damage_explained(state, r, d)}" for r, d in hits)
        lines.append(f"It {verb} {escape(where)}.")
    if state.phase == MITIGATE:
        lines.append(
            f"<strong>{SEAT_NAMES[state.asking]}</strong> may play a mitigation card, or pass.")
    elif state.phase == DAMAGE:
        lines.append(f"{player} chooses whose tokens go.")
    text = "".join(f"<p>{line}</p>" for line in lines)
    return (f'<div class="ap-play-card" role="img" aria-label="{escape(card_label(card.face))}">'
            f'{card_svg(card.face, 84)}</div><div class="ap-play-text">{text}</div>')


def result_html(state: ApocalypseState, winners: Sequence[int], reason: str) -> str:
    """The end: who won, and every seat's VP and tokens on the map (the tie-break)."""
    names = " and ".join(SEAT_NAMES[s] for s in winners)
    verb = "wins" if len(winners) == 1 else "share the win"
    order = sorted(range(state.seats), key=lambda s: (-state.vp[s], -state.on_board(s), s))
    rows = "".join(
        f'<tr{" class=ap-winner" if s in winners else ""}><th scope="row"><span class="ap-dot" '
        f'style="background:{SEAT_COLOURS[s]}"></span> {SEAT_NAMES[s]}</th><td>{state.vp[s]}</td>'
        f'<td>{state.on_board(s)}</td></tr>' for s in order)
    return (f'<h4 class="ap-result-h">Game over: {names} {verb}</h4>'
            f'<p class="ap-result-why">{escape(reason)}.</p><table class="ap-vp" '
            'data-testid="ap-vp"><thead><tr><th scope="col">Player</th><th scope="col">VP</th>'
            f'<th scope="col">Tokens</th></tr></thead><tbody>{rows}</tbody></table>')


def table_html(state: ApocalypseState) -> str:
    """The piles and how near the end is (two empty regions end the game)."""
    return (f'<p class="ap-table-info">Deck {state.cards.size(DECK)} \u00b7 Discard '
            f'{state.cards.size(DISCARD)} \u00b7 empty regions {state.empty_regions()} of 2</p>')


def own_hand_html(state: ApocalypseState, seat: int, actionable: Sequence[int],
                  selected: int | None,
                  hint: str) -> str:
    """``seat``'s hand face up; cards with a decision are buttons."""
    pile = state.cards.pile(hand(seat))
    cards = []
    for card in pile:
        face = card.face
        if face < 0:  # a card still being drawn (chance is deciding its face)
            cards.append(f'<span class="ap-hcard">{card_svg(None, 96)}</span>')
            continue
        label = card_label(face)
        if face in actionable:
            pressed = "true" if face == selected else "false"
            cards.append(f'<button type="button" class="ap-hcard ap-playable" data-card="{face}" '
                         f'data-testid="ap-card" aria-pressed="{pressed}" title="{escape(label)}" '
                         f'aria-label="{escape(label)}">{card_svg(face, 96)}</button>')
        else:
            cards.append(f'<span class="ap-hcard" data-card="{face}" data-testid="ap-card" '
                         f'title="{escape(label)}" '
                         f'role="img" aria-label="{escape(label)}">{card_svg(face, 96)}</span>')
    hint_text = " \u2014 " + escape(hint) if hint else ""
    head = ('<h4 class="ap-hand-h"><span class="ap-dot" '
            f'style="background:{SEAT_COLOURS[seat]}"></span>'
            f'Your hand ({SEAT_NAMES[seat]}){hint_text}</h4>')
    body = "".join(cards) or '<p class="ap-none">No cards.</p>'
    return f'{head}<div class="ap-cards" data-testid="ap-hand">{body}</div>'


def other_hands_html(state: ApocalypseState, viewer: int | None, takeable: Sequence[int]) -> str:
    """Every hand but the viewer's: backs, and any card this seat knows (Look
    Outs) face up; in Look Outs the cards to take are buttons. How many cards
    each holds is on the strips; the backs show it too, as cards."""
    parts = []
    for seat in range(state.seats):
        if seat == viewer:
            continue
        pile = state.cards.pile(hand(seat))
        cards = []
        for card in pile:
            if card.face >= 0 and card.known_to(viewer):
                label = escape(card_label(card.face))
                if card.face in takeable:
                    cards.append('<button type="button" class="ap-ocard ap-playable" '
                                 f'data-take="{card.face}" '
                                 f'data-testid="ap-take" title="{label}" aria-label="Take {label}">'
                                 f'{card_svg(card.face, 72)}</button>')
                else:
                    cards.append(f'<span class="ap-ocard ap-known" title="{label}" role="img" '
                                 f'aria-label="{label} (you saw '
                                 f'it)">{card_svg(card.face, 48)}</span>')
            else:
                cards.append(f'<span class="ap-ocard ap-hidden">{card_svg(None, 30)}</span>')
        ink = SEAT_INK[seat]
        parts.append(f'<div class="ap-other" data-testid="ap-other" data-seat="{seat}">'
                     '<span class="ap-other-name" '
                     f'style="background:{SEAT_COLOURS[seat]};color:{ink}">'
                     f'{SEAT_NAMES[seat]}</span>'
                     f'<span class="ap-other-cards">{"".join(cards)}</span></div>')
    title = "Other hands" if viewer is not None else "Hands"
    return f'<h4 class="ap-hand-h">{title}</h4><div class="ap-others">{"".join(parts)}</div>'


__all__ = ["in_play_html", "other_hands_html", "own_hand_html", "phase_index", "result_html",
           "table_html", "track_html"]
