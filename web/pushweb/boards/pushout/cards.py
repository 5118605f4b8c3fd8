"""SVG drawing of Pushout cards: two ends, each with its value, action symbol and
word on a white or black background; face-down backs; holes.

A card is drawn centred on (0, 0), ``CARD_W`` x ``CARD_H``: the end upright for
the player at the bottom of the picture fills the lower half, the other end the
upper half, turned 180 degrees, as on a real card lying on the table.
"""

from __future__ import annotations

from pushgames.pushout.cards import (
    ACTION_FOR, ACTION_NAMES, COLOUR_FOR, FACE_DOWN, HIDDEN, HOLE, UNKNOWN, VALUE_FOR, end_action,
    end_colour, end_value,
)

CARD_W, CARD_H = 118, 168
SYMBOLS = ("\u2190", "\u2192", "\u2191", "\u21c4", "\u27f2")  # LEFT RIGHT UP SWITCH ROTATE
COLOUR_WORDS = ("white", "black")


def end_open(colour: int) -> str:
    """An end's background, of ``colour``, opened (its words follow, then :data:`END_CLOSE`)."""
    side = "w" if colour == 0 else "b"
    half = CARD_H // 2
    return (f'<g class="po-end po-end-{side}">'
            f'<path class="po-end-bg" d="M{-CARD_W // 2} 0 H{CARD_W // 2} V{half - 10} '
            f'Q{CARD_W // 2} {half} {CARD_W // 2 - 10} {half} H{-CARD_W // 2 + 10} '
            f'Q{-CARD_W // 2} {half} {-CARD_W // 2} {half - 10} Z"/>')


def value_svg(value: int) -> str:
    """An end's value."""
    return f'<text class="po-val" x="-30" y="50">{value}</text>'


def action_svg(action: int) -> str:
    """An end's action: its symbol and its word."""
    return (f'<text class="po-sym" x="28" y="46">{SYMBOLS[action]}</text>'
            f'<text class="po-word" x="0" y="{CARD_H // 2 - 9}">{ACTION_NAMES[action]}</text>')


END_CLOSE = "</g>"


def end_svg(value: int, action: int, colour: int) -> str:
    """One end in the lower half of the card, read from below. Drawn in parts (a background per
    colour, a value, an action), which a shared link's sketch composes before Python is ready
    (pushweb.sketch.table: one entry a part, not one a card)."""
    return end_open(colour) + value_svg(value) + action_svg(action) + END_CLOSE


#: A face-up card around its two ends: before the near end, between them (the far end is
#: turned), after the far end.
FACE_PARTS = ('<g class="po-face">', '<g transform="rotate(180)">',
              f'</g><rect class="po-card-edge" x="{-CARD_W // 2}" y="{-CARD_H // 2}" '
              f'width="{CARD_W}" height="{CARD_H}" rx="10"/><line class="po-mid" '
              f'x1="{-CARD_W // 2}" x2="{CARD_W // 2}" y1="0" y2="0"/></g>')
HOLE_SVG = (f'<rect class="po-hole" x="{-CARD_W // 2}" y="{-CARD_H // 2}" width="{CARD_W}" '
            f'height="{CARD_H}" rx="10"/>')
#: Every face-down card looks the same: its face is never drawn.
BACK_SVG = (f'<g class="po-back"><rect class="po-back-bg" x="{-CARD_W // 2}" y="{-CARD_H // 2}" '
            f'width="{CARD_W}" height="{CARD_H}" rx="10"/>'
            f'<rect class="po-back-frame" x="{-CARD_W // 2 + 9}" y="{-CARD_H // 2 + 9}" '
            f'width="{CARD_W - 18}" height="{CARD_H - 18}" rx="6"/>'
            '<text class="po-back-word" y="-8">PUSH</text><text class="po-back-arrows" y="16">'
            '\u2190\u2192</text><text class="po-back-word" y="40">OUT</text></g>')


def upright_ends(code: int, reader: int = 0) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    """(value, action, colour) of the end of face-up ``code`` that ``reader`` reads upright,
    then of the other end: what its drawing shows."""
    other = 1 - reader
    return ((VALUE_FOR[reader][code], ACTION_FOR[reader][code], COLOUR_FOR[reader][code]),
            (VALUE_FOR[other][code], ACTION_FOR[other][code], COLOUR_FOR[other][code]))


def card_svg(code: int, reader: int = 0) -> str:
    """The card in ``code`` as seen by ``reader`` (the seat at the bottom)."""
    if code == HOLE:
        return HOLE_SVG
    if FACE_DOWN[code]:
        return BACK_SVG
    near, far = upright_ends(code, reader)
    return FACE_PARTS[0] + end_svg(*near) + FACE_PARTS[1] + end_svg(*far) + FACE_PARTS[2]


def _loose(inner: str, width: int) -> str:
    """A card's drawing in a small ``<svg>`` of its own, ``width`` pixels wide."""
    height = round(width * CARD_H / CARD_W)
    return (f'<svg class="po-loose" '
            f'viewBox="{-CARD_W // 2 - 2} {-CARD_H // 2 - 2} {CARD_W + 4} {CARD_H + 4}" '
            f'width="{width}" height="{height}" aria-hidden="true" focusable="false">{inner}</svg>')


def loose_card_svg(card: int, width: int = 70) -> str:
    """A card off the board (fallen, banked, top of the discard) in a small
    ``<svg>`` of its own, white end at the bottom (its back while chance is
    still to say which card it is)."""
    if card == UNKNOWN:  # a card being seen, not decided yet
        return _loose(card_svg(HIDDEN), width)
    white_end = card // 24
    near = end_svg(end_value(card, white_end), end_action(card, white_end),
                   end_colour(card, white_end))
    far = end_svg(end_value(card, 1 - white_end), end_action(card, 1 - white_end),
                  end_colour(card, 1 - white_end))
    return _loose(f'<g class="po-face">{near}<g transform="rotate(180)">{far}</g>'
                  f'<rect class="po-card-edge" x="{-CARD_W // 2}" y="{-CARD_H // 2}" '
                  f'width="{CARD_W}" height="{CARD_H}" rx="10"/></g>', width)


def loose_code_svg(code: int, reader: int, width: int) -> str:
    """A cell code (a card that fell off, lying as it lay) in a small ``<svg>``
    of its own, drawn as ``reader`` (the seat at the bottom of the table) sees it."""
    return _loose(card_svg(code, reader), width)


def describe_code(code: int) -> str:
    """Words for a cell (accessible names)."""
    if code == HOLE:
        return "hole"
    if FACE_DOWN[code]:
        return "face-down card"
    parts = []
    for seat, who in ((0, "White"), (1, "Black")):
        parts.append(f"{who} reads {VALUE_FOR[seat][code]} {ACTION_NAMES[ACTION_FOR[seat][code]]} "
                     f"({COLOUR_WORDS[COLOUR_FOR[seat][code]]})")
    return "; ".join(parts)


def thumbnail() -> str:
    """A small static picture for the home page: three cards and a back."""
    from pushgames.pushout.cards import home_code, face_down_code

    cards = [(home_code(0), 0), (face_down_code(3), 0), (home_code(30), 1), (home_code(13), 0)]
    parts = [
        '<svg class="thumb po-thumb" viewBox="0 0 520 380" aria-hidden="true" focusable="false">'
        '<rect width="520" height="380" rx="16" fill="#2f6b3f"/>']
    for index, (code, reader) in enumerate(cards):
        x, y = 70 + index * 127, 190 + (18 if index % 2 else -18)
        parts.append(f'<g transform="translate({x} {y}) '
                     f'rotate({-6 + 4 * index})">{card_svg(code, reader)}</g>')
    parts.append("</svg>")
    return "".join(parts)
