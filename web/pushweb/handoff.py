"""Who is in front of the device: the viewer, and when to hand it over.

The page has one viewer, the person holding the device, and draws every
position as ``game.view(state, viewer)``. In a game with private information
(``meta.has_private_information``: hands of cards) played by several people
at one device, the viewer changes only through a hand-off: when a different
person must decide (a turn, an answer out of turn), the page first covers
everything with a neutral screen ("Pass to Blue"), drawing the public view
(``viewer`` None), and shows Blue's view only after Blue taps. The session
remembers who last tapped (``revealed``), and a reload (a new session) hands
over again instead of showing the last viewer's hand. While a computer seat
decides in a game of two or more people, nobody's hand is drawn (everyone at
the table can see the screen then); the last person's view comes back when
that person decides again with no other person in between.

Pure Python (no browser), so the rule is the same wherever it is read.

>>> seat_to_show(True, humans=[0, 1], deciding=1, revealed=0)
Seating(viewer=None, hand_to=1)
>>> seat_to_show(True, humans=[0, 1], deciding=2, revealed=0)   # a computer decides: nobody's hand
Seating(viewer=None, hand_to=None)
>>> seat_to_show(True, humans=[0, 1], deciding=0, revealed=0)   # then Red again: no hand-off
Seating(viewer=0, hand_to=None)
>>> seat_to_show(True, humans=[1], deciding=0, revealed=None)   # one person: always that person
Seating(viewer=1, hand_to=None)
>>> seat_to_show(True, humans=[], deciding=0, revealed=None)    # computers only: nobody's hand
Seating(viewer=None, hand_to=None)
>>> # nothing private: the table turns
>>> seat_to_show(False, humans=[0, 1], deciding=1, revealed=None)
Seating(viewer=1, hand_to=None)
"""

from __future__ import annotations

from typing import NamedTuple, Sequence


class Seating(NamedTuple):
    """The seat whose view the page draws (None: the public view), and the
    seat the device must be handed to first (None: no hand-off)."""

    viewer: int | None
    hand_to: int | None


def seat_to_show(private: bool, humans: Sequence[int], deciding: int | None,
                 revealed: int | None) -> Seating:
    """Whose view to draw now.

    ``private``: the game has private information; ``humans``: the seats
    people play; ``deciding``: the seat that must decide in the live position
    (None at chance or the end); ``revealed``: the person who last took the
    device (tapped the hand-off screen), or None."""
    if not private:
        # Nothing one seat knows that another does not: one person sees their
        # own side, several follow the seat to move (a table passed round).
        return Seating(humans[0] if len(humans) == 1 else deciding, None)
    if len(humans) <= 1:
        # One person is always the viewer; with computers only, nobody's hand is shown.
        return Seating(humans[0] if humans else None, None)
    if deciding is not None and deciding in humans and deciding != revealed:
        return Seating(None, deciding)
    if deciding is not None and deciding not in humans:
        return Seating(None, None)  # a computer decides in front of everyone: the public view
    return Seating(revealed, None)


def hand_off_words(seat_name: str, player_name: str) -> tuple[str, str]:
    """The hand-off screen's heading and line ("Pass to Blue", "Blue, tap
    when ready. Everyone else, please look away.").

    >>> hand_off_words("Blue", "Ada")
    ('Pass to Ada (Blue)', 'Ada, tap when ready. Everyone else, please look away.')
    """
    who = player_name if player_name == seat_name else f"{player_name} ({seat_name})"
    return f"Pass to {who}", f"{player_name}, tap when ready. Everyone else, please look away."
