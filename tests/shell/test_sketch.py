"""A shared link's sketch (web/pushweb/sketch.py, issue 27): what Share writes after a link's
record so that a first visit draws the position before Python is ready. The writer and the
reader agree on every position of random games; a sketch that does not read exactly reads as
nothing; and the build's table, filled from a sketch the way index.html fills it, draws the
very markup the board's own code draws for that position. Pushout's sketch never holds a
face-down card's face: every back is the same letter."""

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
from pushgames.core import Replay, Rng, play
from pushgames.pushout.cards import FACE_DOWN, HIDDEN, HOLE

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "web"))

from pushweb import sketch  # noqa: E402

GAMES = ("pushpush", "pushfight", "pushout")
#: The games whose pieces a sketch draws on a GridBoard (Pushout's cards: its own test below).
GRID_GAMES = ("pushpush", "pushfight")
#: Pushout's variants on the default table of four rows (a sketch each), and Single's two.
POUT_OPTIONS: tuple[dict[str, Any], ...] = ({}, {"double": True}, {"swiss": True, "conveyor": True},
                                            {"hundred": True, "bw_moves": True})


def positions(game_id: str, games: int = 6, seed: int = 5,
              options: dict[str, Any] | None = None) -> list[Any]:
    """Every position of a few random games (the start, the set-up, play, the end); chance
    acts as it comes (Pushout's cards seen), as in the page."""
    rng = random.Random(seed)
    game = registry.get_game(game_id)
    found = []
    for _ in range(games):
        replay = Replay.new(game, options or {}, rng.randrange(1000))
        state = replay.state
        for _ply in range(80):
            found.append(state)
            actions = list(game.legal_actions(state))
            if game.outcome(state) is not None or not actions:
                break
            state = play(game, state, rng.choice(actions))
    return found


def test_the_module_examples_hold() -> None:
    assert doctest.testmod(sketch).failed == 0


@pytest.mark.parametrize("game_id", GAMES)
def test_what_is_written_reads_back_as_the_pieces_on_the_board(game_id: str) -> None:
    letters = {piece: letter for letter, piece in sketch.pieces(game_id).items()}
    states = positions(game_id)
    if game_id == "pushout":
        states = [state for options in POUT_OPTIONS for state in positions(game_id, 3, 7, options)]
    assert len(states) > 100
    for state in states:
        text = sketch.write(game_id, state)
        assert 0 < len(text) <= sketch.MAX_CHARS and sketch.MARK not in text
        expected = {sq: letters[piece] for sq in sketch.squares(game_id)
                    if (piece := sketch._piece_at(game_id, state, sq)) is not None}
        assert sketch.read(game_id, text) == expected


def test_a_pushout_sketch_holds_the_public_table_and_never_a_face_down_cards_face() -> None:
    game = registry.get_game("pushout")
    states = [state for options in POUT_OPTIONS for state in positions("pushout", 4, 3, options)]
    assert len(states) > 200
    faces = sketch.pieces("pushout")
    assert len(faces) == len(sketch.FACE_LETTERS) + 1  # a letter a face, and the back's
    assert faces[sketch.BACK] == "back"
    backs = holes = determinized = 0
    for state in states:
        text = sketch.write("pushout", state)
        seat = game.to_move(state)
        assert text[0] == ("b" if seat == 1 and game.outcome(state) is None else "w")
        read = sketch.read("pushout", text)
        assert read is not None
        for sq, code in enumerate(state.board):
            if code == HOLE:
                assert sq not in read
                holes += 1
            elif FACE_DOWN[code]:
                # The state may know the face (rules version 1, a search's sample): not the sketch.
                assert read[sq] == sketch.BACK
                backs += 1
            else:
                assert faces[read[sq]] == sketch._ends(code)
        # Whatever the face-down cards are, the sketch is the same: it holds only what is public
        # (a state that decided them: rules version 1, a search's sample).
        down = [sq for sq, code in enumerate(state.board) if FACE_DOWN[code]]
        if down and game.to_move(state) >= 0:
            decided = game.determinize(state, 0, Rng.from_seed(len(text) + backs))
            assert [decided.board[sq] for sq in down] != [HIDDEN] * len(down)
            assert sketch.write("pushout", decided) == text
            determinized += 1
    assert backs > 100 and holes > 100 and determinized > 50  # the cases were there to see
    assert {sketch.write("pushout", state)[0] for state in states} == {"w", "b"}
    # A game ended outside its state (a resignation): nobody to move, the table faces White.
    black = next(state for state in states if sketch.write("pushout", state)[0] == "b")
    assert sketch.write("pushout", black, over=True) == "w" + sketch.write("pushout", black)[1:]
    single = positions("pushout", 1, 3, {"single": True})
    # Single Pushout's two rows are not the picture's table: no sketch.
    assert single and all(sketch.write("pushout", state) == "" for state in single)
    assert sketch.read("pushout", "w" + "z" * 19) is None  # a square short
    assert sketch.read("pushout", "z" * 21) is None  # no side at the bottom
    assert sketch.read("pushout", "b" + "y" * 20) is None  # no face has the letter y


@pytest.mark.parametrize("text", [
    "", "abcdcba98o98ABCDCB", "abcdcba98o98ABCDCBAA", "abcdcba98o98ABCDCBA1", "ABCDCBA08o98abcdcba",
    "ABCDCBA98Z98abcdcba", "ABCDCBA98\u00e998abcdcba", "<svg onload=alert(1)>", "9" * 6, "1" * 65,
    "abcdcba98o98ABCDCBA~x",
])
def test_a_sketch_that_does_not_read_exactly_reads_as_nothing(text: str) -> None:
    assert sketch.read("pushpush", text) is None


def test_only_public_boards_have_a_sketch_and_the_link_keeps_its_record() -> None:
    assert sorted(game for game in registry.game_ids() if sketch.has_sketch(game)) == sorted(GAMES)
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


# Run in a process of its own: the boards are imported with a stand-in for pyscript (as the build
# does).
DRAW = r"""
import json, random, sys
sys.path[:0] = [sys.argv[1], sys.argv[1] + "/web", sys.argv[1] + "/tools"]
from build_catalogue import _stub_pyscript
_stub_pyscript()
from types import SimpleNamespace
from pushgames import registry
from pushgames.core import Replay, Rng, play
from pushgames.pushout.cards import FACE_DOWN, HIDDEN, HOLE
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
        out.append([game_id, board.pieces_layer.innerHTML, "".join(parts), at == len(sq_order),
            plain])
print(json.dumps(out))
"""


def test_the_builds_table_filled_from_a_sketch_draws_what_the_board_draws() -> None:
    proc = subprocess.run([sys.executable, "-c", DRAW, str(ROOT)], capture_output=True,
                          text=True, cwd=ROOT)
    assert proc.returncode == 0, proc.stderr
    rows = json.loads(proc.stdout)
    assert {row[0] for row in rows} == set(GRID_GAMES) and len(rows) > 60
    for game_id, drawn, sketched, covered, plain in rows:
        assert sketched == drawn, game_id
        assert covered and plain
    # pieces on the board, not empty boards
    assert sum(bool(row[1]) for row in rows) > len(rows) - 5


# Pushout's table filled as index.html's drawCards fills it, against the board's own _draw_table
# (its cells, the table's turn and its coordinates, on stand-ins for the page's elements).
DRAW_CARDS = r"""
import json, random, sys
sys.path[:0] = [sys.argv[1], sys.argv[1] + "/web", sys.argv[1] + "/tools"]
from build_catalogue import _stub_pyscript
_stub_pyscript()
from pushgames import registry
from pushgames.core import Replay, play
from pushweb import sketch
from pushweb.boards import Frame
from pushweb.boards.pushout.board import PushoutBoard
from pushweb.handoff import seat_to_show

class Node:
    def __init__(self):
        self.innerHTML, self.attrs, self.names = "", {}, set()
        self.classList = self
    def setAttribute(self, name, value):
        self.attrs[name] = value
    def toggle(self, name, on):
        (self.names.add if on else self.names.discard)(name)
    def querySelector(self, selector):
        return Node()

def fill(table, text):
    end, cards = table["end"], []
    def end_of(e):
        return end["open"][e[2]] + end["values"][str(e[0])] + end["actions"][e[1]] + end["close"]
    for ch in text[1:]:
        if ch.isdigit():
            cards += [table["hole"]] * int(ch)
        elif ch == table["back"]:
            cards.append(table["backCard"])
        else:
            near, far = table["faces"][ch]
            face = table["face"]
            cards.append(face[0] + end_of(near) + face[1] + end_of(far) + face[2])
    return [table["slot"] + card + table["ring"] for card in cards], text[0] == table["facing"][1]

table = json.loads(json.dumps(sketch.table("pushout")))  # as the picture carries it
game, rng, out = registry.get_game("pushout"), random.Random(2), []
for options in ({}, {"swiss": True}, {"double": True}):
    state = Replay.new(game, options, rng.randrange(1000)).state
    for ply in range(70):
        actions = list(game.legal_actions(state))
        if game.outcome(state) is not None or not actions:
            break
        state = play(game, state, rng.choice(actions))
        to_move = game.to_move(state)
        deciding = to_move if to_move >= 0 and game.outcome(state) is None else None
        board = PushoutBoard()
        board.state = game.view(state, deciding)
        viewer = seat_to_show(False, (0, 1), deciding, None).viewer  # two people at one device
        board.frame = Frame(seat=viewer, interactive=False)
        board.rows, board.turned, board.follow, board.focus = 4, None, True, None
        board.table, board.svg, board.coords = Node(), Node(), Node()
        board.cells, board.cell_markup = [Node() for _ in range(20)], [""] * 20
        board._draw_table(({}, set()))  # the board's own drawing of the position
        cells, turned = fill(table, sketch.write("pushout", state))
        out.append([[cell.innerHTML for cell in board.cells], "po-turned" in board.table.names,
                    board.coords.innerHTML, cells, turned, table["coords"][turned],
                    [c.attrs["class"] for c in board.cells] == [c[1] for c in table["cells"]]])
print(json.dumps({"rows": out, "bytes": len(json.dumps(table, ensure_ascii=False).encode())}))
"""


def test_the_builds_pushout_table_filled_from_a_sketch_draws_the_boards_cards() -> None:
    proc = subprocess.run([sys.executable, "-c", DRAW_CARDS, str(ROOT)], capture_output=True,
                          text=True, cwd=ROOT)
    assert proc.returncode == 0, proc.stderr
    found = json.loads(proc.stdout)
    rows = found["rows"]
    assert len(rows) > 100
    for drawn, drawn_turned, drawn_coords, sketched, turned, coords, plain in rows:
        assert sketched == drawn and turned == drawn_turned and coords == drawn_coords
        assert plain  # not interactive: every cell's plain class, as the sketch draws it
    assert {row[1] for row in rows} == {True, False}  # both sides at the bottom were seen
    drawn_all = "".join("".join(row[0]) for row in rows)
    assert "po-back" in drawn_all and "po-hole" in drawn_all and "po-face" in drawn_all
    # The picture's table holds the card's parts, not a picture of each of its 50 faces (those
    # would be about 50 kB): a few kB.
    assert found["bytes"] < 8_000, found["bytes"]
