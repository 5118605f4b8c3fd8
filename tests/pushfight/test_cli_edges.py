"""The ``successors`` / ``win`` commands on hand-built positions whose every
successor is worked out by hand: each missing square, each rail, open edges,
the anchor inside a line, own pieces at the edge, no legal push, what
"distinct" means, and malformed input."""

from __future__ import annotations

import subprocess
import sys

import pytest

from pushgames.core import NotationError
from pushgames.pushfight import COMMANDS, Position, can_complete_turn, has_immediate_win, successors

from .test_analysis import NO_PUSH, build


def run(capsys: pytest.CaptureFixture[str], name: str, *argv: str) -> tuple[int, list[str], str]:
    """(exit code, stdout lines, stderr) of ``python -m pushgames pushfight NAME ARGV``, in
    process."""
    code = COMMANDS[name](list(argv))
    captured = capsys.readouterr()
    return code, captured.out.splitlines(), captured.err


# One own square (anywhere: one move takes it next to the target) and one
# opponent round ``x``, no anchor: the only pushes are into the round, from
# each of its neighbours. Expected lines are from the side that moves next:
# the pushed round is its ``o``, our pusher its anchored ``Y``.
HAND_CASES = [
    pytest.param(build(d2="O", a3="x"), {build(a3="Y") + " win"},
                 id="a3: up into missing a4 and off the west edge: one distinct line"),
    pytest.param(build(d2="O", b3="x"),
                 {build(b3="Y", c3="o"), build(b3="Y", a3="o"), build(b3="Y") + " win"},
                 id="b3: up into missing b4"),
    pytest.param(build(d2="O", h3="x"), {build(h3="Y") + " win"},
                 id="h3: up into missing h4 and off the east edge: one distinct line"),
    pytest.param(build(d2="O", g4="x"), {build(g4="Y") + " win"},
                 id="g4: east into missing h4; not up across the rail"),
    pytest.param(build(d2="O", c4="x"), {build(c4="Y") + " win"},
                 id="c4: west into missing b4; not up across the rail"),
    pytest.param(build(d3="O", a2="x"), {build(a2="Y") + " win"},
                 id="a2: down into missing a1 and off the west edge"),
    pytest.param(build(d3="O", b1="x"), {build(b1="Y") + " win"},
                 id="b1: west into missing a1; not down across the rail"),
    pytest.param(build(d3="O", g2="x"),
                 {build(g2="Y", h2="o"), build(g2="Y", f2="o"), build(g2="Y") + " win"},
                 id="g2: down into missing g1"),
    pytest.param(build(d3="O", f1="x"), {build(f1="Y") + " win"},
                 id="f1: east into missing g1; not down across the rail"),
    pytest.param(build(d3="O", h2="x"), {build(h2="Y") + " win"},
                 id="h2: down into missing h1 and off the east edge"),
    pytest.param(build(d2="O", e4="x"), {build(e4="Y", f4="o"), build(e4="Y", d4="o")},
                 id="e4: the top rail holds"),
    pytest.param(build(d3="O", d1="x"), {build(d1="Y", e1="o"), build(d1="Y", c1="o")},
                 id="d1: the bottom rail holds"),
    pytest.param(build(e3="O", b2="x", c2="Y"),
                 {build(b2="Y", b1="o", c2="O"), build(b2="Y", b3="o", c2="O")},
                 id="the anchor inside a line blocks it; the old anchor is a plain square "
                    "afterwards"),
]


@pytest.mark.parametrize("text,lines", HAND_CASES)
def test_successors_of_hand_built_positions(capsys: pytest.CaptureFixture[str], text: str,
                                            lines: set[str]) -> None:
    code, out, err = run(capsys, "successors", text)
    assert code == 0 and err == ""
    assert len(out) == len(set(out)) and set(out) == lines
    wins = any(line.endswith(" win") for line in lines)
    assert run(capsys, "win", text)[1] == ["yes" if wins else "no"]
    assert has_immediate_win(Position.from_string(text)) is wins


@pytest.mark.parametrize("text", [
    build(c1="o", c2="x"),  # no square: rounds never push
    build(d2="O", e2="Y"),  # the only other piece is anchored
    # Nothing can move; a2-a3, b2-b3 and the pushes west would put an own piece
    # off (a4, b4, the west edge), b2-b1 and c2-c3/c1 meet a rail, the rest the anchor.
    NO_PUSH,
])
def test_no_legal_push_prints_nothing_and_exits_0(capsys: pytest.CaptureFixture[str],
                                                  text: str) -> None:
    position = Position.from_string(text)
    assert successors(position) == [] and not can_complete_turn(position)
    assert run(capsys, "successors", text) == (0, [], "")
    assert run(capsys, "win", text)[1] == ["no"]


def test_distinct_means_the_whole_string_including_the_anchor(
    capsys: pytest.CaptureFixture[str]) -> None:
    # b2-d1,d1-d2 pushes d2 up: squares d2 (anchored) and d3. b2-d3,d2-d4,d4-d3
    # pushes d3 down: the same squares, anchored on d3: a different position.
    text = build(b2="O", c2="x", d2="O", h3="o")
    code, out, _ = run(capsys, "successors", text)
    assert code == 0 and len(out) == len(set(out))
    assert {build(h3="x", c2="o", d2="Y", d3="X"),
            build(h3="x", c2="o", d2="X", d3="Y")} <= set(out)
    found = {s.position.to_string(): s.turn.text() for s in successors(Position.from_string(text))}
    assert len(found) == len(out)


def test_the_anchor_on_the_opponent_and_no_anchor_are_both_accepted(
    capsys: pytest.CaptureFixture[str]) -> None:
    with_anchor = build(e3="O", b2="x", c2="Y")
    without = with_anchor.replace("Y", "X")
    assert Position.from_string(with_anchor).anchor != Position.from_string(without).anchor
    anchored = set(run(capsys, "successors", with_anchor)[1])
    free = set(run(capsys, "successors", without)[1])
    # Without the anchor, c2 may be pushed too (e.g. down from c3 onto c1);
    # every push of the anchored game is still there, with the same result.
    assert anchored < free
    assert build(c2="Y", c1="O", b2="o") in free and build(c2="Y", c1="O", b2="o") not in anchored


def test_fewer_than_five_pieces_a_side_parse() -> None:
    position = Position.from_string(build(d2="O", a3="x"))
    position.check_pieces()
    assert position.count() == 2


@pytest.mark.parametrize("text,reason", [
    ("short", "26 characters"),
    (".OX.....oXx....oOx.....OX.x", "26 characters"),
    (".OX.....oXx....oOx.....OZ.", "'Z'"),
    ("YOY.....oXx....oOx........", "at most one Y"),
    ("OOOO....oXx....oOx........", "at most 3 squares"),
    (build(a3="o", b3="o", c3="o", d2="O", e2="x"), "2 rounds"),
    (".OX.....oXx....oOx.....OX. brown", "26 characters"),
])
def test_malformed_strings_are_refused_clearly(capsys: pytest.CaptureFixture[str], text: str,
                                               reason: str) -> None:
    code, out, err = run(capsys, "successors", text)
    assert code == 2 and out == [] and err.startswith("error:") and reason in err
    assert run(capsys, "win", text)[0] == 2
    with pytest.raises(NotationError):
        Position.from_string(text).check_pieces()


def test_the_cli_as_a_process_exit_codes() -> None:
    def cli(*argv: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "pushgames", "pushfight", *argv],
                              capture_output=True, text=True)

    empty = cli("successors", NO_PUSH)
    assert (empty.returncode, empty.stdout) == (0, "")
    bad = cli("successors", "xyz")
    assert bad.returncode == 2 and bad.stdout == "" and "26 characters" in bad.stderr
    ok = cli("successors", build(d2="O", a3="x"))
    assert ok.returncode == 0 and ok.stdout.splitlines() == [build(a3="Y") + " win"]
