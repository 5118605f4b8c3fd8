"""Push's pictures in SVG (our own markup): operative counters, action cards,
the home-page thumbnail, and the words for them.

A counter is drawn centred on (0, 0) in a 100-unit cell. Its owner reads
twice: by colour and by shape (Red circle, Blue square, Green diamond, Yellow
hexagon), so no colour alone tells seats apart. Its type reads twice too: a
symbol above and a two-letter code below. Tokens are badges on its corners:
``I`` incapacitated, ``N`` neutralized, and on a captured counter the
captor's own shape and colour with ``C``.

Nothing here imports the browser: the module runs in CPython for the tests.
"""

from __future__ import annotations

from pushgames.push.cards import (
    ANSWER_ANY, ANSWER_ROLL, ANSWER_SNIFFER, ANSWER_WATCHER, ANY, ATTACK, BOTH, CARDS, DIAGONAL,
    DISCARD2, DRAW2, EFFECT_NAMES, FACTION, FORCE, GAIN_DICE, KILL_ORDER, LOOK_DECK, LOOK_HAND,
    MOVE5, MOVE5_ATTACK, NEGATE, NEGATE_FAO, NEGATE_KILL, NEGATE_MOVE, OPERATIVE_NAMES, RECRUIT,
    REROLL_MOVES, STEAL1, SWAP_ADJACENT, TELEPORT, UNCAPTURE, WIPE_HAND,
)
from pushgames.push.state import Op

from html import escape
from ..words import wrap_words

SEAT_NAMES = ("Red", "Blue", "Green", "Yellow")
SEAT_SHAPES = ("circle", "square", "diamond", "hexagon")
#: Two letters per operative type, in the engine's order (Shifter "Sf", Shadow "Sd").
CODES = ("Wa", "Sn", "Pu", "Mo", "Sf", "Sd", "Bl", "St", "Wi", "Po", "Ph", "Ch", "Sq")
#: A symbol per type (glyphs of the DejaVu / Noto fonts every browser here has).
SYMBOLS = ("\u25c9", "\u26b2", "\u261b", "\u21f6", "\u2922", "\u25d0", "\u266b", "\u271a", "\u232b",
           "\u2726", "\u2237", "\u21c4", "\u2694")
#: What each type does, in a few words of our own (the operative reference).
ABILITIES = (
    "Rerolls any of the move dice once a turn; +1 hand limit.",
    "+1 or -1 to its own move roll (not to end next to an enemy Shadow's protection).",
    "Mind control: the strongest attack cards need a Pusher.",
    "Pushes the line of operatives in its way when it moves.",
    "May step diagonally.",
    "Attacks on it and on friends next to it roll -1.",
    "Any die: an adjacent enemy flees that far. Attacks diagonally too.",
    "Removes an incapacitation from an adjacent friend once a turn.",
    "Enemies orthogonally next to it cannot move.",
    "A 6: teleports to any empty square.",
    "Walks through other operatives (ends on an empty square).",
    "A 6: changes places with any operative.",
    "An enemy next to a Squad may attack only Squads.",
)


def op_name(op: Op) -> str:
    """An operative in full, as hover and screen readers name it."""
    words = [f"{SEAT_NAMES[op.owner]} {OPERATIVE_NAMES[op.kind]}"]
    if op.inc:
        words.append("incapacitated")
    if op.neut:
        words.append("neutralized")
    if op.captured:
        words.append(f"captured by {SEAT_NAMES[op.captor]}")
    return ", ".join(words)


def seat_shape(seat: int, size: float, cls: str) -> str:
    """The seat's shape centred on (0, 0), about ``2 * size`` across."""
    s = size
    shape = SEAT_SHAPES[seat]
    if shape == "circle":
        return f'<circle class="{cls}" r="{s:g}"/>'
    if shape == "square":
        r = s * 0.9
        return (f'<rect class="{cls}" x="{-r:g}" y="{-r:g}" width="{2 * r:g}" height="{2 * r:g}" '
                f'rx="{s * 0.12:g}"/>')
    if shape == "diamond":
        r = s * 1.18
        return f'<path class="{cls}" d="M0 {-r:g} L{r:g} 0 L0 {r:g} L{-r:g} 0 Z"/>'
    h, w = s * 0.5, s * 0.95
    return (f'<path class="{cls}" d="M{-w:g} 0 L{-h:g} {-w:g} L{h:g} {-w:g} L{w:g} 0 L{h:g} {w:g} '
            f'L{-h:g} {w:g} Z"/>')


def counter_svg(op: Op, titled: bool = True) -> str:
    """An operative counter centred on (0, 0) (see the module docstring)."""
    owner = op.owner
    compromised = " ps-compromised" if op.compromised else ""
    parts = [f'<g class="ps-op ps-seat-{owner}{compromised}" data-kind="{op.kind}" '
             f'data-owner="{owner}">']
    if titled:
        parts.append(f"<title>{escape(op_name(op))}</title>")
    parts.append(seat_shape(owner, 44, "ps-op-body"))
    parts.append(f'<text class="ps-op-sym" y="-6">{SYMBOLS[op.kind]}</text>'
                 f'<text class="ps-op-code" y="36">{CODES[op.kind]}</text>')
    if op.inc:
        parts.append(
            '<g class="ps-token ps-token-inc" transform="translate(-33 -33)"><circle r="16"/>'
            '<text y="7">I</text></g>')
    if op.neut:
        parts.append(
            '<g class="ps-token ps-token-neut" transform="translate(33 -33)"><circle r="16"/>'
            '<text y="7">N</text></g>')
    if op.captured:
        parts.append(
            f'<g class="ps-token ps-token-cap ps-seat-{op.captor}" transform="translate(33 33)">'
            f'{seat_shape(op.captor, 17, "ps-cap-body")}<text y="7">C</text></g>')
    parts.append("</g>")
    return "".join(parts)


# -- cards --------------------------------------------------------------------------------

CARD_W, CARD_H = 120, 168
FACTION_WORDS = "Your faction's power"


def requires_name(face: int) -> str:
    requires = CARDS[face].requires
    return "Any" if requires == ANY else OPERATIVE_NAMES[requires]


def card_effect(face: int) -> str:
    """What a card does, in a few words of our own."""
    spec = CARDS[face]
    kind = spec.kind
    if kind == ATTACK:
        where = {DIAGONAL: " diagonally",
                 BOTH: " orthogonally or diagonally"}.get(spec.direction, "")
        squads = " a Squad" if spec.squads_only else ""
        return f"Attack{squads}{where}: {EFFECT_NAMES[spec.effect]}"
    return {
        FACTION: FACTION_WORDS,
        NEGATE: "Cancel an attack on it",
        NEGATE_KILL: "Cancel a kill attack on it",
        NEGATE_FAO: "Cancel an attack next to your Shadow",
        NEGATE_MOVE: "Cancel an attack, then move 1D6",
        TELEPORT: "Move to any empty square",
        MOVE5: "Move 1 to 5 squares",
        MOVE5_ATTACK: "Move 1 to 5, then attack to kill",
        KILL_ORDER: "An enemy next to your Pusher attacks",
        DISCARD2: "An opponent discards 2 at random",
        STEAL1: "Steal a random card",
        LOOK_DECK: "Look at the next 7 cards",
        LOOK_HAND: "Look at an opponent's hand",
        RECRUIT: "Recruit an operative",
        UNCAPTURE: "Free a captured operative",
        DRAW2: "Draw 2 cards",
        REROLL_MOVES: "Reroll move dice",
        GAIN_DICE: "Roll 2 more move dice",
        WIPE_HAND: "Discard your hand, draw 4",
        SWAP_ADJACENT: "Swap with an adjacent operative",
        ANSWER_ANY: "Answer: cancel any card",
        ANSWER_SNIFFER: "Answer: cancel a Sniffer card",
        ANSWER_WATCHER: "Answer: cancel a Watcher card",
        ANSWER_ROLL: "Answer: an attack roll is rerolled",
        FORCE: "Attack to kill, or cancel an attack on it",
    }.get(kind, "")


def card_category(face: int) -> str:
    """attack / defence / answer / move / other: the card's colour band."""
    kind = CARDS[face].kind
    if kind in (ATTACK, KILL_ORDER, FORCE):
        return "attack"
    if kind in (NEGATE, NEGATE_KILL, NEGATE_FAO, NEGATE_MOVE):
        return "defence"
    if kind in (ANSWER_ANY, ANSWER_SNIFFER, ANSWER_WATCHER, ANSWER_ROLL):
        return "answer"
    if kind in (TELEPORT, MOVE5, MOVE5_ATTACK, SWAP_ADJACENT):
        return "move"
    return "other"


def card_label(face: int) -> str:
    """A card in words (accessible names)."""
    from pushgames.push.cards import NAMES

    return f"{NAMES[face]} ({requires_name(face)}): {card_effect(face)}"


def card_svg(face: int, effect: str | None = None) -> str:
    """A face-up card in its own small ``<svg>``: type required on top, its
    name, and the effect in a few words (``effect`` overrides them, e.g. the
    Faction card's use for its holder's faction)."""
    from pushgames.push.cards import NAMES

    requires = CARDS[face].requires
    symbol = "\u2605" if requires == ANY else SYMBOLS[requires]
    name_lines = wrap_words(NAMES[face], 11)[:3]
    effect_lines = wrap_words(effect or card_effect(face), 15)[:4]
    parts = [f'<svg class="ps-card ps-cat-{card_category(face)}" viewBox="0 0 {CARD_W} {CARD_H}" '
             'aria-hidden="true" focusable="false">'
             f'<rect class="ps-card-bg" x="1" y="1" width="{CARD_W - 2}" height="{CARD_H - 2}" '
             'rx="9"/>'
             f'<rect class="ps-card-band" x="1" y="1" width="{CARD_W - 2}" height="30" rx="9"/>'
             f'<text class="ps-card-req" x="8" y="22">{symbol} '
             f'{escape(requires_name(face))}</text>']
    y = 54
    for line in name_lines:
        parts.append(f'<text class="ps-card-name" x="{CARD_W // 2}" y="{y}">{escape(line)}</text>')
        y += 17
    y = max(y + 6, 104)
    for line in effect_lines:
        parts.append(f'<text class="ps-card-fx" x="{CARD_W // 2}" y="{y}">{escape(line)}</text>')
        y += 15
    parts.append("</svg>")
    return "".join(parts)


def card_back_svg() -> str:
    return (f'<svg class="ps-card ps-card-back" viewBox="0 0 {CARD_W} {CARD_H}" aria-hidden="true" '
            f'focusable="false"><rect class="ps-card-bg" x="1" y="1" width="{CARD_W - 2}" '
            f'height="{CARD_H - 2}" rx="9"/><text class="ps-back-word" x="{CARD_W // 2}" '
            f'y="{CARD_H // 2 + 8}">PUSH</text></svg>')


# -- dice -------------------------------------------------------------------------------

_PIPS = {1: ((0, 0),), 2: ((-1, -1), (1, 1)), 3: ((-1, -1), (0, 0), (1, 1)),
         4: ((-1, -1), (1, -1), (-1, 1), (1, 1)), 5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
         6: ((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1))}


def die_svg(value: int) -> str:
    """A die face showing ``value`` pips (and the digit for screen readers' sake in its label)."""
    pips = "".join(f'<circle class="ps-pip" cx="{20 + 11 * x}" cy="{20 + 11 * y}" r="4.2"/>'
                   for x, y in _PIPS.get(value, ()))
    return (f'<svg class="ps-die-face" viewBox="0 0 40 40" aria-hidden="true" focusable="false">'
            f'<rect class="ps-die-bg" x="1.5" y="1.5" width="37" height="37" rx="7"/>{pips}</svg>')


# -- the home page ------------------------------------------------------------------------

def thumbnail() -> str:
    """A corner of the board with a few counters, static, for the home page
    (which does not load push.css: the picture carries its own colours)."""
    fills = ("#c62828", "#1f5fbf", "#2e7d32", "#f2c200")
    ink = ("#fff", "#fff", "#fff", "#1b1b1b")
    parts = ['<svg class="thumb ps-thumb" viewBox="0 0 520 380" aria-hidden="true" '
             'focusable="false"><style>'
             + "".join(
                 f".ps-thumb .ps-seat-{s} .ps-op-body{{fill:{fills[s]};stroke:#111;stroke-width:4}}"
                 f".ps-thumb .ps-seat-{s} text{{fill:{ink[s]}}}" for s in range(4))
             + ".ps-thumb text{font:700 34px sans-serif;text-anchor:middle}"
             ".ps-thumb .ps-op-sym{font-size:30px}</style>"
             '<rect width="520" height="380" fill="#e8e2d0"/>']
    size, left = 95, 22
    for col in range(5):
        for row in range(4):
            centre = col == 2 and row == 1
            fill = "#39342a" if centre else ("#d7ceb6" if (col + row) % 2 else "#efe9d8")
            ring = (col, row) in ((1, 1), (3, 1), (2, 0), (2, 2))
            stroke = ' stroke="#b0852a" stroke-width="6"' if ring else ""
            parts.append(
                f'<rect x="{left + col * size}" y="{row * size}" width="{size}" height="{size}" '
                f'fill="{fill}"{stroke}/>')
    for col, row, kind, owner in ((1, 1, 2, 0), (2, 0, 12, 1), (3, 2, 3, 2), (0, 3, 0, 3),
                                  (3, 1, 6, 0)):
        parts.append(
            f'<g transform="translate({left + col * size + size // 2} {row * size + size // 2}) '
            f'scale(0.95)">{counter_svg(Op(kind, owner, 0), titled=False)}</g>')
    parts.append("</svg>")
    return "".join(parts)
