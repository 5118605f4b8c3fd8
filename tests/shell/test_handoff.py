"""Who the page shows the position to, and when it hands the device over
(web/pushweb/handoff.py: pure Python, so it is tested here without a browser)."""

from __future__ import annotations

import doctest
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "web"))

from pushweb import handoff  # noqa: E402
from pushweb.handoff import Seating, seat_to_show  # noqa: E402


def test_the_module_examples_hold() -> None:
    assert doctest.testmod(handoff).failed == 0


@pytest.mark.parametrize("deciding, revealed, expected", [
    (0, None, Seating(None, 0)),   # a new game or a reload: hand over first
    (0, 0, Seating(0, None)),      # the same person decides again: no hand-off
    (1, 0, Seating(None, 1)),      # another person: the public view until Blue taps
    (2, 1, Seating(None, None)),   # the computer decides (issue 22): nobody's hand at the table
    (None, 1, Seating(1, None)),   # chance or the end: Blue keeps looking
])
def test_two_people_and_a_computer(deciding: int | None, revealed: int | None,
                                   expected: Seating) -> None:
    assert seat_to_show(True, [0, 1], deciding, revealed) == expected


def test_a_game_without_private_information_never_hands_over() -> None:
    for deciding in (0, 1):
        assert seat_to_show(False, [0, 1], deciding, None) == Seating(deciding, None)
    assert seat_to_show(False, [1], 0, None) == Seating(1, None)


def test_one_person_is_the_viewer_and_computers_alone_show_nobody() -> None:
    assert seat_to_show(True, [2], 0, None) == Seating(2, None)
    assert seat_to_show(True, [], 0, None) == Seating(None, None)


def test_one_person_with_computers_keeps_their_view_while_a_computer_decides() -> None:
    # Alone at the device nobody else can look: the person's hand stays (issue 22 is about two or
    # more).
    assert seat_to_show(True, [0], 2, 0) == Seating(0, None)
