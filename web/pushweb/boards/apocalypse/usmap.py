"""The Apocalypse USA map in SVG: a stylised outline of the continental United
States cut into the nine regions of the game (3 rows x 3 columns).

The outline is our own: about ninety points of the coast and borders,
projected flat (x from longitude, y from latitude, scaled for the mid-latitude
so the shape is not stretched). The cuts between the rows and columns are
placed by hand so that every region keeps a readable piece of the country
(equal thirds would leave the Pacific South a sliver of California). Each
region is the outline clipped to its cell; its tokens are drawn as a coloured
chip per player at a hand-picked anchor inside it.
"""

from __future__ import annotations

from typing import Sequence

from pushgames.apocalypse.board import REGION_NAMES, REGIONS

WIDTH, HEIGHT = 948, 522
#: The outline of the continental US, clockwise from Cape Flattery.
US_PATH = (
    "M12 32.5 L34.4 20.2 L484 20.2 L484.8 12 L490.4 14.1 L493.6 26.3 L519.2 28.4 L544.8 39.7 "
    "L573.6 40.7 L533.6 67.3 L560.8 69.4 L605.6 71.4 L656.8 71.4 L687.2 96.1 L688.8 143.2 "
    "L677.6 157.6 L684 169.8 L725.6 161.6 L744.8 145.2 L743.2 137.1 L788 132.9 L786.4 118.6 "
    "L807.2 102.2 L863.2 102.2 L887.2 67.3 L900 52 L916 54 L922.4 59.1 L922.4 87.8 L935.2 106.3 "
    "L906.4 116.6 L884 128.8 L874.4 145.2 L877.6 151.4 L887.2 167.8 L871.2 173.9 L856.8 178.1 "
    "L828 186.2 L823.2 194.4 L821.6 210.8 L808.8 227.2 L805.6 237.5 L799.2 247.8 L791.2 266.2 "
    "L799.2 302.1 L783.2 313.3 L760.8 329.8 L740 344.1 L714.4 366.6 L704.8 395.3 L706.4 413.8 "
    "L717.6 442.5 L727.2 477.3 L720.8 508.1 L709.6 510.1 L698.4 489.6 L685.6 460.9 L682.4 432.2 "
    "L668 411.8 L648.8 415.8 L623.2 401.5 L599.2 397.4 L573.6 405.6 L576.8 426.1 L564 428.1 "
    "L538.4 419.9 L506.4 415.8 L490.4 424 L463.2 444.5 L448.8 465 L452 493.8 L421.6 483.5 "
    "L415.2 460.9 L402.4 444.5 L384.8 413.8 L368.8 413.8 L357.6 430.2 L335.2 417.9 L303.2 372.8 "
    "L276 372.8 L276 382.4 L229.6 382.4 L170.4 358.4 L133.6 358.4 L111.2 327.7 L77.6 315.4 "
    "L56.8 274.4 L47.2 249.8 L26.4 208.8 L16.8 196.5 L20 163.7 L21.6 122.7 L23.2 75.6 Z")
#: Where the columns (x) and rows (y) are cut.
COLUMN_CUTS = (0, 262, 600, WIDTH)
ROW_CUTS = (0, 175, 300, HEIGHT)
#: The middle of each region's chips (inside the outline, by eye).
ANCHORS = ((150, 96), (423, 100), (770, 122),
           (150, 226), (431, 236), (712, 236),
           (180, 354), (445, 362), (660, 372))

SEAT_COLOURS = ("#d62828", "#1d5fd1", "#2a9d4b", "#f2c230", "#7b3fb5", "#f07c1b")
#: Text on a chip: dark on the light colours.
SEAT_INK = ("#ffffff", "#ffffff", "#ffffff", "#1b1b1b", "#ffffff", "#1b1b1b")
CHIP_R = 19
CHIP_STEP = 42


def cell(region: int) -> tuple[int, int, int, int]:
    """The rectangle (x, y, width, height) of ``region``'s cell."""
    row, column = divmod(region, 3)
    x0, x1 = COLUMN_CUTS[column], COLUMN_CUTS[column + 1]
    y0, y1 = ROW_CUTS[row], ROW_CUTS[row + 1]
    return x0, y0, x1 - x0, y1 - y0


def chip_positions(seats: int) -> list[tuple[int, int]]:
    """Where each seat's chip goes, from the region's anchor: rows of two or three."""
    ax, ay = 0, 0
    per_row = 2 if seats in (2, 4) else 3
    rows = (seats + per_row - 1) // per_row
    out = []
    for seat in range(seats):
        row, column = divmod(seat, per_row)
        in_row = min(per_row, seats - row * per_row)
        x = ax + (column - (in_row - 1) / 2) * CHIP_STEP
        y = ay + (row - (rows - 1) / 2) * CHIP_STEP + 8
        out.append((round(x), round(y)))
    return out


def defs_svg() -> str:
    """Clip path of the outline and the patterns for contested and empty regions."""
    cells = "".join(
        '<clipPath id="ap-cell-{}"><rect x="{}" y="{}" width="{}" height="{}"/></clipPath>'
        .format(r, *cell(r)) for r in range(REGIONS))
    return (f'<defs><clipPath id="ap-us-clip"><path d="{US_PATH}"/></clipPath>{cells}'
            '<pattern id="ap-contested" width="14" height="14" patternUnits="userSpaceOnUse" '
            'patternTransform="rotate(45)"><rect width="14" height="14" fill="#d9d3c3"/>'
            '<rect width="6" height="14" fill="#b9b09a"/></pattern>'
            '<pattern id="ap-empty" width="12" height="12" patternUnits="userSpaceOnUse">'
            '<rect width="12" height="12" fill="#4a4540"/><path d="M0 12 L12 0" stroke="#6d665d" '
            'stroke-width="2"/></pattern></defs>')


def region_fill(dominator: int, total: int) -> str:
    """The region's tint: its dominator's colour, a hatch when contested, dark when empty."""
    if total == 0:
        return "url(#ap-empty)"
    if dominator < 0:
        return "url(#ap-contested)"
    return SEAT_COLOURS[dominator]


def region_status(dominator: int, total: int, seat_names: Sequence[str]) -> str:
    if total == 0:
        return "empty"
    if dominator < 0:
        return "contested"
    return f"dominated by {seat_names[dominator]}"


def chip_svg(seat: int, count: int, x: int, y: int, letter: str, *, dominant: bool, clickable: bool,
             label: str) -> str:
    """A seat's count in a region: a coloured disc with the number and the seat's letter."""
    classes = (
        "ap-chip"
        + (" ap-chip-dom" if dominant else "")
        + (" ap-chip-zero" if count == 0 else "")
        + (" ap-chip-click" if clickable else "")
    )
    data = (
        f' data-chip="{seat}" role="button" tabindex="0" aria-label="{label}"'
        if clickable
        else ' aria-hidden="true"'
    )
    return (f'<g class="{classes}" transform="translate({x} {y})"{data}>'
            f'<circle r="{CHIP_R}" fill="{SEAT_COLOURS[seat]}"/>'
            f'<text class="ap-chip-n" y="7" fill="{SEAT_INK[seat]}">{count}</text>'
            f'<text class="ap-chip-l" x="{CHIP_R - 2}" y="{-CHIP_R + 6}">{letter}</text></g>')


def thumbnail() -> str:
    """The home page's picture: the map with a few tinted regions and a disaster mark."""
    tints = ("#d62828", "#1d5fd1", "url(#ap-contested)", "#2a9d4b", "#1d5fd1", "#d62828",
             "url(#ap-empty)", "#2a9d4b", "#d62828")
    parts = [f'<svg class="thumb ap-thumb" viewBox="-10 -10 {WIDTH + 20} {HEIGHT + 20}" '
             'aria-hidden="true" focusable="false">'
             f'<rect x="-10" y="-10" width="{WIDTH + 20}" height="{HEIGHT + 20}" rx="24" '
             f'fill="#16324a"/>{defs_svg().replace("ap-", "apt-")}'
             '<g clip-path="url(#apt-us-clip)">']
    for region in range(REGIONS):
        x, y, w, h = cell(region)
        fill = tints[region].replace("ap-", "apt-")
        parts.append(
            f'<rect x="{x}" y="{y}" width="{w}" height="{h}" fill="{fill}" opacity=".75"/>')
    parts.append("</g>")
    parts.append(f'<path d="{US_PATH}" fill="none" stroke="#f4efe2" stroke-width="6"/>')
    for c in COLUMN_CUTS[1:3]:
        parts.append(
            f'<line x1="{c}" x2="{c}" y1="0" y2="{HEIGHT}" stroke="#f4efe2" stroke-width="4" '
            'stroke-dasharray="14 10"/>')
    for r in ROW_CUTS[1:3]:
        parts.append(
            f'<line x1="0" x2="{WIDTH}" y1="{r}" y2="{r}" stroke="#f4efe2" stroke-width="4" '
            'stroke-dasharray="14 10"/>')
    parts.append('<g transform="translate(445 352)"><circle r="58" fill="none" stroke="#ffdd00" '
                 'stroke-width="12"/><path d="M-20 -40 L8 -6 L-8 -2 L20 40" fill="none" '
                 'stroke="#ffdd00" stroke-width="12"/></g></svg>')
    return "".join(parts)


__all__ = ["ANCHORS", "HEIGHT", "REGION_NAMES", "SEAT_COLOURS", "US_PATH", "WIDTH", "cell",
           "chip_positions",
           "chip_svg", "defs_svg", "region_fill", "region_status", "thumbnail"]
