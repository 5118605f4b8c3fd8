"""A shared link's sketch (web/pushweb/sketch.py, issue 27): what Share writes after a link's
record so that a first visit draws the position before Python is ready. The writer and the
reader agree on every position of random games; a sketch that does not read exactly reads as
nothing; and the build's table, filled from a sketch the way index.html fills it, draws the
very markup the board's own code draws for that position."""

from __future__ import annotations

import doctest
import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from pushgames import registry
from pushgames.core import Replay

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "web"))

from pushweb import sketch  # noqa: E402

GAMES = ("pushpush", "pushfight")


def positions(game_id: str, games: int = 6, seed: int = 5) -> list[Any]:
    """Every position of a few random games (the start, the set-up, play, the end)."""
    rng = random.Random(seed)
    game = registry.get_game(game_id)
    found = []
    for _ in range(games):
        replay = Replay.new(game, {}, rng.randrange(1000))
        state = replay.state
        for _ply in range(80):
            found.append(state)
            actions = list(game.legal_actions(state))
            if game.outcome(state) is not None or not actions:
                break
            state = game.apply(state, rng.choice(actions))
    return found


def test_the_module_examples_hold() -> None:
    assert doctest.testmod(sketch).failed == 0


@pytest.mark.parametrize("game_id", GAMES)
def test_what_is_written_reads_back_as_the_pieces_on_the_board(game_id: str) -> None:
    letters = {piece: letter for letter, piece in sketch.PIECES[game_id].items()}
    states = positions(game_id)
    assert len(states) > 100
    for state in states:
        text = sketch.write(game_id, state)
        assert 0 < len(text) <= sketch.MAX_CHARS and sketch.MARK not in text
        expected = {sq: letters[piece] for sq in sketch.squares(game_id)
                    if (piece := sketch._piece_at(game_id, state, sq)) is not None}
        assert sketch.read(game_id, text) == expected


@pytest.mark.parametrize("text", [
    "", "abcdcba98o98ABCDCB", "abcdcba98o98ABCDCBAA", "abcdcba98o98ABCDCBA1", "ABCDCBA08o98abcdcba",
    "ABCDCBA98Z98abcdcba", "ABCDCBA98\u00e998abcdcba", "<svg onload=alert(1)>", "9" * 6, "1" * 65,
    "abcdcba98o98ABCDCBA~x",
])
def test_a_sketch_that_does_not_read_exactly_reads_as_nothing(text: str) -> None:
    assert sketch.read("pushpush", text) is None


def test_only_public_boards_have_a_sketch_and_the_link_keeps_its_record() -> None:
    assert [game for game in registry.game_ids() if sketch.has_sketch(game)] == list(GAMES)
    for game_id in registry.game_ids():
        if sketch.has_sketch(game_id):
            assert not registry.get_game(game_id).meta.has_private_information
    push = Replay.new(registry.get_game("push"), {}, 3)
    assert sketch.link_suffix("push", push.state) == "" and sketch.read("push", "ABC") is None
    record = Replay.new(registry.get_game("pushpush"), {}, 3).encoded()
    assert sketch.MARK not in record  # base64url and a format digit
    start = sketch.link_suffix("pushpush", Replay.new(registry.get_game("pushpush"), {}, 3).state)
    assert start == "~abcdcba98o98ABCDCBA"
    assert sketch.record_part(record + start) == record and sketch.record_part(record) == record


# Run in a process of its own: the boards are imported with a stand-in for pyscript (as the build does).
DRAW = r"""
import json, random, sys
sys.path[:0] = [sys.argv[1], sys.argv[1] + "/web", sys.argv[1] + "/tools"]
from build_catalogue import _stub_pyscript
_stub_pyscript()
from types import SimpleNamespace
from pushgames import registry
from pushgames.core import Replay
from pushweb import sketch
from pushweb.boards import new_board

out = []
for game_id in ("pushpush", "pushfight"):
    table = sketch.table(game_id)
    game, rng = registry.get_game(game_id), random.Random(11)
    state = Replay.new(game, {}, 4).state
    for ply in range(60):
        actions = list(game.legal_actions(state))
        if game.outcome(state) is not None or not actions:
            break
        state = game.apply(state, rng.choice(actions))
        board = new_board(game_id)
        board.state, board.flipped = state, False
        board.pieces_layer = SimpleNamespace(innerHTML="")
        board._draw_pieces(False)  # the board's own drawing of the position
        # index.html's drawSketch, in Python: the table's strings picked by the sketch.
        text, at, parts = sketch.write(game_id, state), 0, []
        for ch in text:
            if ch.isdigit():
                at += int(ch)
                continue
            parts.append(table["cells"][at][2] + table["tokens"][ch] + table["close"])
            at += 1
        sq_order = [cell[0] for cell in table["cells"]]
        plain = [cell[1] for cell in table["cells"]] == [board._cell_class(sq) for sq in sq_order]
        out.append([game_id, board.pieces_layer.innerHTML, "".join(parts), at == len(sq_order), plain])
print(json.dumps(out))
"""


def test_the_builds_table_filled_from_a_sketch_draws_what_the_board_draws() -> None:
    proc = subprocess.run([sys.executable, "-c", DRAW, str(ROOT)], capture_output=True, text=True, cwd=ROOT)
    assert proc.returncode == 0, proc.stderr
    rows = json.loads(proc.stdout)
    assert {row[0] for row in rows} == set(GAMES) and len(rows) > 60
    for game_id, drawn, sketched, covered, plain in rows:
        assert sketched == drawn, game_id
        assert covered and plain
    assert sum(bool(row[1]) for row in rows) > len(rows) - 5  # pieces on the board, not empty boards
