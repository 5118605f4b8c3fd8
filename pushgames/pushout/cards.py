"""The Pushout deck: 24 two-ended cards printed twice, and the cell codes.

Each card has two ends. An end has a value, an action and a background colour.
The card list at the end of seeds/002 gives each card as four lines: the first
end's value and action, then the second end's action and value. In the first
printing the first end is white; in the second printing it is black. Card ids
0..23 are the first printing, 24..47 the second (``id % 24`` is the list entry).

A board cell is a small integer code, so a board is a tuple of ints:

- ``HOLE`` (0): no card;
- ``1 + 2 * card + end``: face up, ``end`` (0 or 1) upright for White (the
  player at the south edge, seat 0); Black reads the other end upright;
- ``97 + card``: face down (``HIDDEN`` is a face-down card nobody has seen).

>>> card_name(0), card_name(24)
('1U/5R', '5R/1U')
>>> home_code(0) == face_up_code(0, 0), VALUE_FOR[1][home_code(0)]
(True, 5)
>>> ACTION_NAMES[ACTION_FOR[0][home_code(24)]], COLOUR_FOR[0][home_code(24)] == WHITE
('RIGHT', True)
"""

from __future__ import annotations

LEFT, RIGHT, UP, SWITCH, ROTATE = range(5)
ACTION_NAMES = ("LEFT", "RIGHT", "UP", "SWITCH", "ROTATE")
#: One letter per action in the notation: T is "turn" (ROTATE).
ACTION_LETTERS = "LRUST"
WHITE, BLACK = 0, 1
COLOUR_NAMES = ("white", "black")

#: The card list of seeds/002, in its order: (value, action, action, value).
CARD_LIST: tuple[tuple[int, int, int, int], ...] = (
    (1, UP, RIGHT, 5), (1, RIGHT, ROTATE, 5), (1, LEFT, ROTATE, 5),
    (1, UP, RIGHT, 5), (1, RIGHT, ROTATE, 5), (1, LEFT, ROTATE, 5),
    (1, SWITCH, SWITCH, 5), (1, UP, LEFT, 5), (2, ROTATE, RIGHT, 4),
    (1, SWITCH, SWITCH, 5), (1, UP, LEFT, 5), (2, ROTATE, RIGHT, 4),
    (2, RIGHT, SWITCH, 4), (2, LEFT, SWITCH, 4), (2, UP, UP, 4),
    (2, RIGHT, SWITCH, 4), (2, LEFT, SWITCH, 4), (2, UP, UP, 4),
    (2, ROTATE, LEFT, 4), (3, SWITCH, SWITCH, 3), (3, LEFT, LEFT, 3),
    (2, ROTATE, LEFT, 4), (3, RIGHT, RIGHT, 3), (3, SWITCH, ROTATE, 3),
)
KINDS = len(CARD_LIST)
DECK_SIZE = 2 * KINDS
#: The card id standing for "some card nobody has seen" in a view.
UNKNOWN = DECK_SIZE
FULL_DECK: tuple[int, ...] = tuple(range(DECK_SIZE))
#: Single Pushout's 24 cards: every entry of the list once, alternately from each
#: printing, so neither colour holds all the low values.
SINGLE_DECK: tuple[int, ...] = tuple(k + KINDS * (k % 2) for k in range(KINDS))

HOLE = 0
_DOWN = 1 + 2 * DECK_SIZE
HIDDEN = _DOWN + UNKNOWN
CODES = HIDDEN + 1


def printing(card: int) -> int:
    """0 for the first printing (first end white), 1 for the second."""
    return card // KINDS


def end_value(card: int, end: int) -> int:
    entry = CARD_LIST[card % KINDS]
    return entry[0] if end == 0 else entry[3]


def end_action(card: int, end: int) -> int:
    entry = CARD_LIST[card % KINDS]
    return entry[1] if end == 0 else entry[2]


def end_colour(card: int, end: int) -> int:
    return printing(card) ^ end


def face_up_code(card: int, south_end: int) -> int:
    """The code of ``card`` face up with ``south_end`` upright for White."""
    return 1 + 2 * card + south_end


def face_down_code(card: int) -> int:
    return _DOWN + card


def oriented_code(card: int, south_colour: int) -> int:
    """Face up with the end of colour ``south_colour`` towards White (south)."""
    return face_up_code(card, printing(card) ^ south_colour)


def home_code(card: int) -> int:
    """Face up the way dealt, drawn and flipped cards lie: the white end upright
    for White and so the black end upright for Black."""
    return oriented_code(card, WHITE)


def card_of(code: int) -> int:
    """The card id in a cell code (``UNKNOWN`` if hidden), -1 for a hole."""
    if code == HOLE:
        return -1
    return (code - 1) // 2 if code < _DOWN else code - _DOWN


def is_face_up(code: int) -> bool:
    return 0 < code < _DOWN


def is_face_down(code: int) -> bool:
    return code >= _DOWN


def south_colour(code: int) -> int:
    """Colour of the end of a face-up card that White reads upright."""
    card = (code - 1) // 2
    return end_colour(card, (code - 1) % 2)


def end_text(card: int, end: int) -> str:
    return f"{end_value(card, end)}{ACTION_LETTERS[end_action(card, end)]}"


def card_name(card: int) -> str:
    """The card's faces, white end first: ``1U/5R`` is white 1 UP / black 5 RIGHT.

    Two cards with the same name are identical."""
    white_end = printing(card)
    return f"{end_text(card, white_end)}/{end_text(card, 1 - white_end)}"


#: The lowest id of an identical card (the list repeats some cards).
CANON: tuple[int, ...] = tuple(min(c for c in FULL_DECK if card_name(c) == card_name(card))
                               for card in FULL_DECK)
_BY_NAME: dict[str, tuple[int, ...]] = {}
for _card in FULL_DECK:
    _BY_NAME.setdefault(card_name(_card), ())
    _BY_NAME[card_name(_card)] += (_card,)


def cards_named(name: str) -> tuple[int, ...]:
    """Every card id with this name (case-insensitive), or ``()``."""
    return _BY_NAME.get(name.upper(), ())


def _table(fn) -> tuple[int, ...]:  # type: ignore[no-untyped-def]
    return tuple(fn(code) for code in range(CODES))


def _end_for(seat: int, code: int) -> int:
    return ((code - 1) % 2) ^ seat


#: Per seat, per code: the upright end's value (hole 0, face down -1), action
#: (-1 if none), colour (-1 if none).
VALUE_FOR = tuple(_table(lambda c,
                         s=s: end_value((c - 1) // 2, _end_for(s, c)) if is_face_up(c) else
                         (0 if c == HOLE else -1)) for s in (0, 1))
ACTION_FOR = tuple(_table(lambda c,
                          s=s: end_action((c - 1) // 2, _end_for(s, c)) if is_face_up(c) else -1)
                   for s in (0, 1))
COLOUR_FOR = tuple(_table(lambda c,
                          s=s: end_colour((c - 1) // 2, _end_for(s, c)) if is_face_up(c) else -1)
                   for s in (0, 1))
#: The action a seat may use on a cell: all upright ends, or (Black and White
#: Pushout) only those of the seat's own colour.
USABLE = ACTION_FOR
USABLE_OWN_COLOUR = tuple(tuple(a if COLOUR_FOR[s][c] == s else -1
                                for c, a in enumerate(ACTION_FOR[s]))
                          for s in (0, 1))
#: A face-up code turned 180 degrees.
ROTATED = _table(lambda c: c + 1 - 2 * ((c - 1) % 2) if is_face_up(c) else c)
#: A face-down code turned up the way a card entering a scoring row lies.
TURNED_UP = _table(lambda c: home_code(c - _DOWN) if is_face_down(c) and c != HIDDEN else c)
FACE_DOWN = _table(is_face_down)
CARD_OF = _table(card_of)
