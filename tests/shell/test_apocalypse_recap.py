"""Apocalypse's "What just happened" (web/pushweb/boards/apocalypse/recap.py: pure
Python, tested here without a browser): each other seat's last turn in a few
lines, the regions its disasters hit, and never a card the viewer may not know."""

from __future__ import annotations

import doctest
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "web"))

from pushgames.apocalypse import GAME  # noqa: E402
from pushgames.apocalypse.cards import CARDS  # noqa: E402
from pushgames.apocalypse.state import POP, ApocalypseAction, ApocalypseState  # noqa: E402
from pushgames.core import Replay  # noqa: E402
from pushweb.boards.apocalypse import recap as apocalypse_recap  # noqa: E402
from pushweb.boards.apocalypse.recap import recap_html, recent_turns  # noqa: E402

RED, BLUE, GREEN = 0, 1, 2


def _line(texts: str, seed: int = 0) -> Replay[ApocalypseState, ApocalypseAction]:
    line = Replay.new(GAME, {"seats": 3}, seed)
    for text in texts.split(", "):
        line.push(GAME.parse(line.state, text))
    return line


def test_the_doctests_run() -> None:
    assert doctest.testmod(apocalypse_recap).failed == 0


def test_each_other_seats_last_turn_back_to_the_viewers_own_newest_first() -> None:
    # Seed 0, 3 seats: Red looks out and takes from Blue, Blue looks out and takes from Green.
    line = _line("lookouts, take 24, done, done, pass, lookouts, take 34, done")
    turns = recent_turns(line, len(line.actions), GREEN)
    assert [t.seat for t in turns] == [BLUE, RED]
    assert turns[0].ongoing and not turns[1].ongoing
    assert turns[1].lines[0] == "Look Outs: takes a card from Blue", "Green may not know which card"
    assert [t.seat for t in recent_turns(line, len(line.actions), RED)] == [BLUE]
    red_reads = recent_turns(line, 6, BLUE)[0].lines[0]
    assert red_reads == f"Look Outs: takes {CARDS[23]} from Blue", "the victim knows what went"


def test_a_disaster_is_told_with_what_it_took_where_and_the_regions_hit_are_marked() -> None:
    line = Replay.new(GAME, {"seats": 3}, 3)
    # draw, then strike the first target each turn, until someone's disaster took tokens
    while True:
        state = line.state
        legal = list(GAME.legal_actions(state))
        turns = recent_turns(line, len(line.actions), None)
        if any(t.hit for t in turns):
            break
        if state.phase == POP:
            line.push(ApocalypseAction("draw" if "draw" in legal else "done"))
        else:
            line.push(next((a for a in legal if a.startswith("play")),
                           ApocalypseAction("pass") if "pass" in legal else legal[0]))
    struck = next(t for t in turns if t.hit)
    text = " ".join(struck.lines)
    assert "\u2212" in text and any(name in text for name in ("North", "Temperate", "South"))
    html = recap_html(turns)
    assert 'data-testid="ap-recap-turn"' in html and "What just happened" in html
    assert recap_html([]) == ""
