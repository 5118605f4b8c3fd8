"""The Pushout table's fixed markup (SVG, our own), apart from the cards
(:mod:`.cards`): where each square's cell stands, the empty cells, the
coordinates, what lies under, around and over a card, the two small copies of a
card to place on a hole, and the preview's mark across the table.

Pure functions of the table's size and of which way it is turned: the board
(:class:`.board.PushoutBoard`) fills its elements with them, and the build's
sketch of a shared link (:func:`pushweb.sketch.table`) takes the same markup,
so the picture a link shows before the page runs is the board's own."""

from __future__ import annotations

from pushgames.pushout import actions as act
from pushgames.pushout.board import square_name
from pushgames.pushout.cards import oriented_code
from pushgames.pushout.words import card_words

from .cards import CARD_H, CARD_W, card_svg, describe_code

CELL_W, CELL_H = 130, 182
#: The mark of a card the last turn moved: a dot on its corner, so the ring
#: around a card stays free to say "you can use this" (a card can be both).
#: Over the card, a translucent amber tint, as lichess tints a move's squares under the pieces.
LAST_DOT = (
    f'<rect class="po-last-tint" data-testid="po-last-tint" x="{-CARD_W // 2}" y="{-CARD_H // 2}" '
    f'width="{CARD_W}" height="{CARD_H}" rx="10"/>'
    f'<circle class="po-last-dot" data-testid="po-last-dot" cx="{CARD_W // 2 - 4}" '
    f'cy="{-CARD_H // 2 + 4}" r="12"/>')
#: Under and around each cell's card: its place on the table, and the ring that says "you can use
#: this" (a shared link's sketch draws them too: pushweb.sketch.table).
SLOT = (f'<rect class="po-slot" x="{-CELL_W // 2 + 2}" y="{-CELL_H // 2 + 2}" width="{CELL_W - 4}" '
        f'height="{CELL_H - 4}" rx="12"/>')
RING = (f'<rect class="po-ring" x="{-CARD_W // 2 - 4}" y="{-CARD_H // 2 - 4}" width="{CARD_W + 8}" '
        f'height="{CARD_H + 8}" rx="13"/>')
#: The small copies of a card to place, one each way round, one above the other on a hole:
#: each answers a click on its half of the hole, the hole's whole width and half its height,
#: 44 px and more on a phone (side by side, a half was 33 px wide there; issue 26).
ORIENT_SCALE = 0.48
ORIENT_DY = 45
#: How far past its cell's edge a way round's target reaches (SVG units; 30 of a 182-unit cell).
WAY_REACH = 30


def cell_xy(square: int, rows: int) -> tuple[int, int]:
    """Centre of a square in table coordinates (White's view; the table
    group itself turns for Black)."""
    f, r = square % 5, square // 5
    return f * CELL_W + CELL_W // 2, (rows - 1 - r) * CELL_H + CELL_H // 2


def cells_markup(rows: int) -> str:
    """The table's empty cells (a ``data-sq`` group per square, filled as the
    game goes on) and the line across its middle."""
    width, height = 5 * CELL_W, rows * CELL_H
    cells = []
    for square in range(5 * rows):
        x, y = cell_xy(square, rows)
        cells.append(f'<g class="po-cell" data-sq="{square}" role="gridcell" tabindex="-1" '
                     f'transform="translate({x} {y})"></g>')
    cells.append(
        f'<line class="po-halfway" x1="0" x2="{width}" y1="{height // 2}" y2="{height // 2}"/>')
    return "".join(cells)


def coords_markup(rows: int, turned: bool) -> str:
    """The files under the table and the ranks beside it, as the table is seen
    (``turned``: from Black's side)."""
    files = "edcba" if turned else "abcde"
    ranks = [str(r) for r in (range(1, rows + 1) if turned else range(rows, 0, -1))]
    height = rows * CELL_H
    parts = [
        f'<text class="po-coord" x="{i * CELL_W + CELL_W // 2}" y="{height + 26}">{f}</text>'
        for i, f in enumerate(files)]
    parts += [f'<text class="po-coord" x="-15" y="{i * CELL_H + CELL_H // 2 + 6}">{r}</text>'
              for i, r in enumerate(ranks)]
    return "".join(parts)


def colour_of(action: int) -> int:
    """The colour towards White of a placement or a banked card's play."""
    return act.place_parts(action)[1] if act.kind(action) == "place" else act.play_parts(action)[2]


def ways_markup(card: int, hole: int, options: list[int], turned: bool) -> str:
    """One small copy of ``card`` on ``hole`` for each way round (``options``:
    the placements or plays onto it), the usual way (white end towards White,
    as dealt cards lie) on top as the viewer sees it."""
    parts = []
    for action in sorted(options, key=colour_of):
        code = oriented_code(card, colour_of(action))
        dy = -ORIENT_DY if (colour_of(action) == 0) != turned else ORIENT_DY
        # The target: the copy's half of the cell, from its middle line to the cell's edge
        # and WAY_REACH beyond (under a neighbour drawn later, the board's _way_at finds it):
        # on a phone the table is sized to the height and a half cell is 37 px there.
        hit_y = -CELL_H // 2 - dy - WAY_REACH if dy < 0 else -dy
        half_w, half_h = round(CARD_W * ORIENT_SCALE / 2) + 1, round(
            CARD_H * ORIENT_SCALE / 2) + 2
        label = (f"Place {card_words(card)} on {square_name(hole)} this way round: "
                 f"{describe_code(code)}")
        parts.append(
            f'<g class="po-way" data-po-place="{action}" data-testid="po-way" role="button" '
            f'tabindex="0" aria-label="{label}" transform="translate(0 {dy})">'
            # Its half of the hole answers the click too: a target a finger can hit on a phone.
            f'<rect class="po-way-hit" x="{-CELL_W // 2 + 2}" y="{hit_y}" width="{CELL_W - 4}" '
            f'height="{CELL_H // 2 + WAY_REACH}"/>'
            f'<rect class="po-way-ring" x="{-half_w}" y="{-half_h}" width="{2 * half_w}" '
            f'height="{2 * half_h}" rx="7"/>'
            f'<g transform="scale({ORIENT_SCALE})">{card_svg(code, 0)}</g></g>')
    # the usual way first: first in the picture (top) and for the keyboard
    return "".join(parts)


def preview_mark_markup(rows: int) -> str:
    """The frame and the "PREVIEW" tag across the table while a preview is shown."""
    width, y = 5 * CELL_W, rows * CELL_H // 2
    return (f'<rect class="po-preview-frame" x="-4" y="-4" width="{width + 8}" '
            f'height="{rows * CELL_H + 8}" rx="14"/>'
            f'<rect class="po-preview-tag" x="{width // 2 - 200}" y="{y - 26}" width="400" '
            'height="52" rx="26"/>'
            f'<text class="po-preview-word" x="{width // 2}" y="{y + 10}">'
            'PREVIEW \u00b7 not played</text>')
