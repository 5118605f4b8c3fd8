"""The Push board's HTML around the SVG board, as markup strings of our own
(every word comes from the engine's constants, never from a person's typing):
the table's line (round, phase, piles), the dice tray, the hand and the decision panel.

Everything drawn here is read from the state the board was given, which is
already ``game.view(state, seat)``: another seat's hand is only its size.
Nothing here touches the browser (tests run it in CPython).
"""

from __future__ import annotations

from html import escape
from typing import Any

from pushgames.push.board import square_name
from pushgames.push.cards import CARDS, FACTION, FACTION_USES, FACTIONS, NAMES
from pushgames.push.common import DECK, DISCARD, hand, hand_limit
from pushgames.push.state import ANSWER_ROLL, DEFEND, MOVE, Attack, Reroll, Window
from pushgames.push.log import LogTurn
from pushgames.push.threats import Threat, describe

from .art import SEAT_NAMES, card_svg, die_svg, op_name
from .choices import SEAT_ARG_KINDS


def faction_effect(state: Any, seat: int, face: int) -> str | None:
    """The Faction card's use for its holder (None for every other card)."""
    if CARDS[face].kind != FACTION or not 0 <= state.factions[seat] < len(FACTIONS):
        return None
    faction = state.factions[seat]
    return f"{FACTIONS[faction]}: {FACTION_USES[faction]}"


def table_html(state: Any) -> str:
    """The piles; each seat's own facts are on the page's player strips
    (``game.seat_facts``), shown once."""
    deck, discard = state.cards.size(DECK), state.cards.size(DISCARD)
    # The status line over the board names the round, the phase and the dice.
    return (
        f'<div class="ps-table-info" data-testid="ps-table-info">cards: deck {deck} \u00b7 discard '
        f'{discard} \u00b7 operatives not yet drawn: {sum(state.pool)}</div>')


def threats_html(state: Any, found: tuple[Threat, ...], viewer: int | None) -> str:
    """The warnings over the board: each seat that could take a ring of the
    centre in its next turn, or holds three of one, in words ("Blue needs g7
    to hold the diagonal centre: block it"); the squares are marked on the
    board too. Empty (and hidden) when nobody is close."""
    if state.result is not None or not found:
        return ""
    items = "".join(f'<li class="ps-threat-line ps-seat-{t.seat}" data-testid="ps-threat">'
                    f'{escape(describe(t, viewer, state.board))}</li>' for t in found)
    return f'<ul class="ps-threat-list" aria-label="Threats to the centre">{items}</ul>'


def callout_html(state: Any, turns: list[LogTurn]) -> str:
    """The cards and attacks of the turn under way, over the board where the
    eye is (the last two; a computer's play is named as it happens)."""
    if not turns or state.result is not None:
        return ""
    turn = turns[-1]
    if (turn.round, turn.seat) != (state.round, state.turn) or not turn.loud:
        return ""
    return "".join(f'<p class="ps-callout-line ps-seat-{turn.seat}">{escape(line)}</p>'
                   for line in turn.loud[-2:])


def log_html(turns: list[LogTurn]) -> str:
    """The game log in words, the latest turn first, each under its round and seat."""
    if not turns:
        return ""
    blocks = []
    for turn in reversed(turns):
        lines = "".join(f"<li>{escape(line)}</li>" for line in turn.lines)
        seat = "" if turn.round == 0 else f" ps-seat-{turn.seat}"
        blocks.append(f'<li class="ps-log-turn{seat}" '
                      f'data-testid="ps-log-turn"><strong>{escape(turn.heading)}'
                      f"</strong><ul>{lines}</ul></li>")
    return (f'<h3 class="ps-log-title">Log <span>(latest first)</span></h3>'
            f'<ol class="ps-log-turns">{"".join(blocks)}</ol>')


def tray_html(state: Any, usable: set[int], chosen: int | None, reroll: bool,
              picked: frozenset[int],
              active: bool) -> str:
    """The move dice. ``usable``: values the selection may use; ``chosen``:
    the selected value; in a reroll, ``picked`` are the indices to reroll."""
    if not state.dice:
        return (
            f'<span class="ps-tray-empty">{SEAT_NAMES[state.turn]} has no move dice left.</span>'
            if (state.phase == MOVE and state.result is None)
            else ""
        )
    parts = [f'<span class="ps-tray-label">{SEAT_NAMES[state.turn]}\'s move dice</span>']
    marked = False
    for index, value in enumerate(state.dice):
        if reroll:
            pressed = index in picked
            label = f"die {value}, " + ("to reroll" if pressed else "keep")
        else:
            pressed = value == chosen and not marked
            marked = marked or pressed
            label = f"die {value}" + (", selected" if pressed else "")
        enabled = active and (reroll or value in usable)
        # Out of the viewer's decision a die is disabled; in it, a die no selection can
        # use stays clickable (aria-disabled) so that the click can say why.
        off = "" if enabled else (' aria-disabled="true"' if active else " disabled")
        parts.append(f'<button type="button" class="ps-die{" ps-die-usable" if enabled else ""}" '
                     f'data-ps="die" data-index="{index}" data-value="{value}" '
                     f'data-testid="ps-die" aria-pressed="{"true" if pressed else "false"}" '
                     f'aria-label="{label}"{off}>{die_svg(value)}</button>')
    if reroll and active:
        parts.append(
            '<button type="button" class="primary" data-ps="reroll" data-testid="ps-reroll"'
            f'{"" if picked else " disabled"}>Reroll the selected dice</button>')
    return "".join(parts)


def hand_html(state: Any, viewer: int | None, playable: set[int], chosen: int | None,
              discarding: bool,
              answers: set[int]) -> str:
    """The viewer's own hand (another seat's hand is never in a view)."""
    if viewer is None:
        return ""
    faces = [c.face for c in state.cards.piles[hand(viewer)]]
    limit = hand_limit(state, viewer)
    head = (f'<div class="ps-hand-head">Your hand: {len(faces)} card{"s" * (len(faces) != 1)} '
            f'(limit {limit})</div>')
    cards = []
    for index, face in enumerate(faces):
        if face < 0:  # a card being dealt, not decided yet: nothing to show
            continue
        can = face in playable or face in answers or discarding
        classes = "ps-hand-card" + (" ps-playable" if face in playable
                                    or face in answers else "") + (
            " ps-discardable" if discarding else "") + (" ps-chosen" if face == chosen else "")
        verb = "discard" if discarding else "play" if can else ""
        label = f"{NAMES[face]}" + (f", {verb}" if verb else "")
        cards.append(f'<button type="button" class="{classes}" data-ps="card" data-face="{face}" '
                     f'data-testid="ps-hand-card" data-name="{escape(NAMES[face])}" '
                     f'aria-label="{escape(label)}" '
                     f'aria-pressed="{"true" if face == chosen else "false"}"'
                     f'{"" if can else " aria-disabled=true"}>'
                     f'{card_svg(face, faction_effect(state, viewer, face))}</button>')
    return head + '<div class="ps-hand-cards">' + "".join(cards) + "</div>"


def under_way_html(state: Any) -> str:
    """The card or attack other seats are answering, and its target (public)."""
    top = state.stack[-1] if state.stack else None
    if isinstance(top, Window):
        play = top.play
        if CARDS[play.card].kind in SEAT_ARG_KINDS:
            target = f" on {SEAT_NAMES[play.a]}" if 0 <= play.a < state.seats else ""
        else:
            where = [square_name(s) for s in (play.a, play.b) if 0 <= s < len(state.board)]
            target = " (" + " \u2192 ".join(where) + ")" if where else ""
        return (f'<div class="ps-under-way" data-testid="ps-under-way">{card_svg(play.card)}'
                f'<p><strong>{SEAT_NAMES[play.actor]}</strong> plays '
                f'<strong>{escape(NAMES[play.card])}'
                f"</strong>{escape(target)}. It can be answered.</p></div>")
    if isinstance(top, Attack):
        attacker, target = state.board[top.attacker], state.board[top.target]
        who = op_name(attacker) if attacker is not None else "an operative"
        whom = op_name(target) if target is not None else "an operative"
        roll = f" The roll is {top.roll}." if top.stage == ANSWER_ROLL else ""
        ask = (
            "The attacked player may negate it."
            if top.stage == DEFEND
            else "The roll may be rerolled."
        )
        return (f'<div class="ps-under-way" data-testid="ps-under-way">{card_svg(top.card)}'
                f'<p><strong>{SEAT_NAMES[top.actor]}</strong> attacks with '
                f'<strong>{escape(NAMES[top.card])}'
                f'</strong>: {escape(who)} on {square_name(top.attacker)} '
                f'against {escape(whom)} on {square_name(top.target)}.{roll} {ask}</p></div>')
    if isinstance(top, Reroll):
        return '<p class="ps-hint">Select the dice to reroll, or keep them all.</p>'
    return ""


def known_html(state: Any, viewer: int | None) -> str:
    """What the viewer has seen of cards that are not its own: another hand
    (Know Intentions, a card it lost to a thief) or the deck (See the
    Future). A view keeps exactly those faces; everything else is masked."""
    if viewer is None:
        return ""
    lines = []
    for seat in range(state.seats):
        if seat == viewer:
            continue
        faces = [NAMES[c.face] for c in state.cards.piles[hand(seat)] if c.face >= 0]
        if faces:
            lines.append(
                f"<li>in {SEAT_NAMES[seat]}'s hand: {escape(', '.join(sorted(faces)))}</li>")
    deck = state.cards.piles[DECK]
    known = [(len(deck) - i, NAMES[c.face]) for i, c in enumerate(deck) if c.face >= 0]
    if known:
        order = ", ".join(f"{place}. {name}" for place, name in sorted(known))
        lines.append(f"<li>the next cards of the deck: {escape(order)}</li>")
    if not lines:
        return ""
    return ('<div class="ps-known" data-testid="ps-known"><strong>You '
            f'know</strong><ul>{"".join(lines)}</ul></div>')
