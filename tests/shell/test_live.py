"""The live position's facts (web/pushweb/live.py: pure Python, so it is tested
here without a browser): computed once per change, and a click computes the
legal actions once (issue 25)."""

from __future__ import annotations

import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from pushgames.core import IllegalActionError, Replay
from pushgames.pickpocket import GAME as PICKPOCKET
from pushgames.pushpush import GAME as PUSHPUSH

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "web"))

from pushweb.handoff import Seating  # noqa: E402
from pushweb.live import LivePosition  # noqa: E402


@dataclass
class Screen:
    """The game on screen, as :class:`pushweb.session.Session` holds it."""

    replay: Replay[Any, Any]
    revealed: int | None = None

    @property
    def game(self) -> Any:
        return self.replay.game


class Seats:
    """Who plays: people at ``humans``, the computer elsewhere."""

    def __init__(self, humans: list[int]) -> None:
        self.humans = humans

    def human_seats(self) -> list[int]:
        return list(self.humans)

    def is_computer(self, seat: int) -> bool:
        return seat >= 0 and seat not in self.humans


def counted(monkeypatch: pytest.MonkeyPatch, game: Any, *names: str) -> Counter[str]:
    """Count the calls of ``game``'s methods ``names`` (its own calls included)."""
    calls: Counter[str] = Counter()
    for name in names:
        method = getattr(game, name)

        def counting(*args: Any, _name: str = name, _method: Any = method) -> Any:
            calls[_name] += 1
            return _method(*args)

        monkeypatch.setattr(game, name, counting)
    return calls


def test_a_click_computes_the_legal_actions_once(monkeypatch: pytest.MonkeyPatch) -> None:
    screen = Screen(Replay.new(PUSHPUSH, {}, 1))
    live = LivePosition(Seats([0, 1]), lambda seat: True)
    before = live.facts(screen)
    assert before.takes_input and before.legal and before.deciding == 0
    calls = counted(monkeypatch, PUSHPUSH, "legal_actions", "notation")
    # The click: play the board's action, then every part draws from the new facts.
    text = live.play(screen, before.legal[0])
    after = live.facts(screen)
    assert live.facts(screen) is after, "asked again without a change: the same facts"
    assert calls["legal_actions"] == 1, calls
    assert calls["notation"] == 1, calls
    assert text == screen.replay.notation_at(0) and len(screen.replay.actions) == 1
    assert after.state is screen.replay.state and after.deciding == 1 and after.legal
    assert after.undo_to == 0 and after.undo_barrier is None


def test_an_action_not_known_to_be_legal_goes_through_the_engines_check() -> None:
    screen = Screen(Replay.new(PUSHPUSH, {}, 1))
    live = LivePosition(Seats([0, 1]), lambda seat: True)
    whites = live.facts(screen).legal[0]
    live.play(screen, whites)
    with pytest.raises(IllegalActionError):
        # a stale click: the other side's piece, now the other side to move
        live.play(screen, whites)
    assert len(screen.replay.actions) == 1, "nothing played"


def test_the_facts_follow_every_change_of_the_position_or_the_players() -> None:
    screen = Screen(Replay.new(PICKPOCKET, {"seats": 3}, 4))
    seats = Seats([0, 1])
    live = LivePosition(seats, lambda seat: True)
    first = live.facts(screen)
    # Two people at one device with hands: the device goes to Red first, nobody acts under the
    # screen.
    assert first.seating == Seating(None, 0) and not first.takes_input and first.legal == ()
    screen.revealed = 0
    red = live.facts(screen)
    assert red is not first and red.seating == Seating(0, None) and red.takes_input and red.legal
    seats.humans = [0, 1, 2]
    assert live.facts(screen) is not red, "who plays changed"
    by_link = LivePosition(seats, lambda seat: seat == 1)
    assert not by_link.facts(screen).takes_input, "by link only this device's seat decides"
    live.play(screen, red.legal[0])
    assert live.facts(screen).state is screen.replay.state


def test_undo_stops_where_the_device_was_handed_over() -> None:
    screen = Screen(Replay.new(PICKPOCKET, {"seats": 3}, 4), revealed=0)
    live = LivePosition(Seats([0, 1, 2]), lambda seat: True)
    live.play(screen, live.facts(screen).legal[0])
    assert live.facts(
        screen).undo_to is not None, "Red still holds the device: Red may take it back"
    screen.revealed = 1
    facts = live.facts(screen)
    assert facts.undo_to is None and facts.undo_barrier == ("the move was made before the device "
                                                            "was handed over")


def test_by_link_a_device_takes_back_its_own_move_never_the_opponents() -> None:
    screen = Screen(Replay.new(PUSHPUSH, {}, 1))
    sides = {"device": 0}  # the seat this device plays by link (White first)
    live = LivePosition(Seats([0, 1]), lambda seat: seat == sides["device"])
    live.play(screen, live.facts(screen).legal[0])
    own = live.facts(screen)
    assert own.undo_to == 0 and own.undo_barrier is None, "White may take back White's move"
    # Black's device opens White's link: White's move came in it.
    sides["device"] = 1
    theirs = live.facts(screen)
    assert theirs is not own, "who played the last move here changed the facts"
    assert theirs.undo_to is None and theirs.undo_barrier == (
        "the last move is your opponent's: by link you take back only your own")
    assert theirs.takes_input and theirs.legal, "Black plays on"
    live.play(screen, theirs.legal[0])
    assert live.facts(screen).undo_to == 1, "and may take back its own reply"
    # Not by link, people at one device take back either side's move.
    shared = LivePosition(Seats([0, 1]), lambda seat: True)
    assert shared.facts(Screen(screen.replay.truncated(1))).undo_to == 0


def test_by_link_only_the_resigning_device_takes_a_resignation_back() -> None:
    screen = Screen(Replay.new(PUSHPUSH, {}, 1))
    sides = {"device": 0}  # the seat this device plays by link
    live = LivePosition(Seats([0, 1]), lambda seat: seat == sides["device"])
    live.play(screen, live.facts(screen).legal[0])
    screen.replay.resign(0)
    own = live.facts(screen)
    assert own.undo_to == 1 and own.undo_barrier is None, "White may take back its resignation"
    # Black's device opens the link that brought White's resignation.
    sides["device"] = 1
    theirs = live.facts(screen)
    assert theirs.undo_to is None and theirs.undo_barrier == (
        "your opponent resigned, and only they can take it back")
    # Not by link, the people at one device may take a resignation back.
    shared = LivePosition(Seats([0, 1]), lambda seat: True)
    assert shared.facts(screen).undo_to == 1 and shared.facts(screen).undo_barrier is None
