"""Apocalypse USA cards in SVG, read at a glance: disaster (red band) or
mitigation (green band), the name, the severity in a disc, the target (or
what a mitigation answers) and the disaster kinds as small lettered symbols
whose words show on hover (an SVG ``<title>``) and in the card's accessible
name. A card nobody may see here is drawn as its back: never its name.
"""

from __future__ import annotations

from pushgames.apocalypse.cards import CARDS, KINDS, CardType

from ...dom import escape
from ..words import wrap_words

CARD_W, CARD_H = 120, 168
#: Each disaster kind's symbol colour (the letter is drawn on it).
KIND_COLOURS = {"W": "#8d1b1b", "G": "#5a7d1a", "N": "#2f7d32", "V": "#7a4a1c", "O": "#1565a8",
                "Z": "#3a87b8",
                "E": "#8b2b8f", "H": "#555555", "S": "#3d2a6e", "X": "#101c3c", "A": "#0f7a6e"}
#: A mitigation that answers every kind says so in one word.
ALL_KINDS = "".join(sorted(KINDS))


def _wrap(text: str, width: int = 13) -> list[str]:
    """Words in lines of about ``width`` characters (at most three lines)."""
    lines = wrap_words(text, width)
    if len(lines) > 3:
        lines = lines[:2] + [" ".join(lines[2:])]
    return lines


def kind_words(letters: str) -> str:
    return ", ".join(KINDS[letter] for letter in letters)


def card_kinds(card: CardType) -> str:
    """The kinds a disaster is, or the kinds a mitigation answers."""
    return card.letters if card.is_disaster else card.matches


def card_label(face: int) -> str:
    """The card in words (an accessible name)."""
    card = CARDS[face]
    if card.is_disaster:
        return (f"{card.name}: disaster, severity {card.severity}, target {card.note}, "
                f"kind {kind_words(card.letters)}")
    tokens = "token" if card.severity == 1 else "tokens"
    return (f"{card.name}: mitigation, saves {card.severity} {tokens} in one region, against "
            f"{card.note}")


def _symbols(letters: str, y: int) -> str:
    if letters == ALL_KINDS:
        return (
            f'<g class="ap-kind" transform="translate(0 {y})"><title>every kind of disaster</title>'
            '<rect x="-22" y="-10" width="44" height="20" rx="10" fill="#b8860b"/>'
            '<text class="ap-kind-t" y="5">ANY</text></g>')
    step = 22 if len(letters) <= 4 else 17
    start = -(len(letters) - 1) * step / 2
    parts = []
    for i, letter in enumerate(letters):
        parts.append(f'<g class="ap-kind" transform="translate({start + i * step:g} {y})">'
                     f'<title>{KINDS[letter]}</title><circle r="9.5" '
                     f'fill="{KIND_COLOURS[letter]}"/>'
                     f'<text class="ap-kind-t" y="4.5">{letter}</text></g>')
    return "".join(parts)


def _note_svg(label: str, note: str, y0: int) -> str:
    """The target (or what a mitigation answers) at the foot of the card; a
    long one ("Alien or Supernatural") on two smaller lines."""
    if len(note) <= 15:
        return (f'<text class="ap-card-note-l" x="0" y="{y0 + 140}">{label}</text>'
                f'<text class="ap-card-note" x="0" y="{y0 + 156}">{note}</text>')
    lines = _wrap(note, 15)[:2]
    return (f'<text class="ap-card-note-l" x="0" y="{y0 + 132}">{label}</text>'
            + "".join(f'<text class="ap-card-note" x="0" y="{y0 + 146 + 13 * i}" '
                      f'font-size="11">{line}</text>'
                      for i, line in enumerate(lines)))


def card_face_svg(face: int) -> str:
    """The face of card ``face`` centred on (0, 0)."""
    card = CARDS[face]
    x0, y0 = -CARD_W // 2, -CARD_H // 2
    kind = "ap-dis" if card.is_disaster else "ap-mit"
    band = "DISASTER" if card.is_disaster else "MITIGATION"
    name_lines = _wrap(card.name)
    name_y = y0 + 52 + (3 - len(name_lines)) * 7
    # Long words ("Catastrophic") get a smaller type so they stay on the card.
    size = 13.5 if max(len(line) for line in name_lines) <= 10 else 11.5
    names = "".join(f'<text class="ap-card-name" x="0" y="{name_y + i * 15}" font-size="{size}">'
                    f'{escape(line)}</text>' for i, line in enumerate(name_lines))
    note_label = "TARGET" if card.is_disaster else "AGAINST"
    note = escape(card.note.replace(" on Coasts only", " on coasts"))
    sign = "\u2212" if card.is_disaster else "+"
    return (f'<g class="ap-card {kind}">'
            f'<rect class="ap-card-bg" x="{x0}" y="{y0}" width="{CARD_W}" height="{CARD_H}" '
            'rx="10"/>'
            f'<path class="ap-card-band" d="M{x0} {y0 + 10} Q{x0} {y0} {x0 + 10} {y0} H{-x0 - 10} '
            f'Q{-x0} {y0} {-x0} {y0 + 10} V{y0 + 24} H{x0} Z"/>'
            f'<text class="ap-card-band-t" x="{x0 + 8}" y="{y0 + 17}">{band}</text>'
            f'<g class="ap-sev" transform="translate({-x0 - 20} {y0 + 38})"><title>'
            f'{"severity" if card.is_disaster else "tokens saved"} {card.severity}</title>'
            f'<circle r="15"/><text y="6">{sign}{card.severity}</text></g>'
            f'{names}'
            f'{_symbols(card_kinds(card), y0 + 112)}'
            f'{_note_svg(note_label, note, y0)}'
            f'<rect class="ap-card-edge" x="{x0}" y="{y0}" width="{CARD_W}" height="{CARD_H}" '
            'rx="10"/></g>')


def card_back_svg() -> str:
    """A card whose face this seat may not see."""
    x0, y0 = -CARD_W // 2, -CARD_H // 2
    return (f'<g class="ap-back"><rect class="ap-back-bg" x="{x0}" y="{y0}" width="{CARD_W}" '
            f'height="{CARD_H}" rx="10"/><rect class="ap-back-frame" x="{x0 + 8}" y="{y0 + 8}" '
            f'width="{CARD_W - 16}" height="{CARD_H - 16}" rx="6"/>'
            '<text class="ap-back-t" y="-6">APOCALYPSE</text>'
            '<text class="ap-back-t" y="16">USA</text></g>')


def card_svg(face: int | None, width: int = 96, label: str = "") -> str:
    """A whole ``<svg>`` of one card: its face, or its back when ``face`` is None."""
    height = round(width * CARD_H / CARD_W)
    inner = card_back_svg() if face is None else card_face_svg(face)
    return (f'<svg class="ap-card-svg" '
            f'viewBox="{-CARD_W // 2 - 2} {-CARD_H // 2 - 2} {CARD_W + 4} {CARD_H + 4}" '
            f'width="{width}" height="{height}" focusable="false" aria-hidden="true">{inner}</svg>')
