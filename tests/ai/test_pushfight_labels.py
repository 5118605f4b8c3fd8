"""The labelled Push Fight positions of issue 28 (``tools/pushfight_labels.py`` and its data).

The data (``tools/data/pushfight_labels.jsonl.gz``) says, for positions near the end of Hard's
games against itself, which of Hard's candidates lose in three and to which replies. A later
round that fits an evaluation or a reply order to it relies on those labels being true, so each
candidate labelled ``lost`` is checked here: its first killing reply is one of the opponent's
turns after it, leaves no win at once, and leaves us no turn safe for two turns."""

from __future__ import annotations

import gzip
import json
import sys
from pathlib import Path
from typing import Any

import pytest

from pushgames.ai.games.pushfight_hard import holds_two
from pushgames.pushfight import Position
from pushgames.pushfight.analysis import has_immediate_win, turn_results

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tools" / "data" / "pushfight_labels.jsonl.gz"
sys.path.insert(0, str(ROOT / "tools"))
import pushfight_labels  # noqa: E402


def _rows() -> list[dict[str, Any]]:
    with gzip.open(DATA, "rt", encoding="utf-8") as lines:
        return [json.loads(line) for line in lines]


def _no_tick() -> None:
    pass


def test_every_candidate_labelled_lost_loses_in_three_to_its_first_killing_reply() -> None:
    rows = _rows()
    lost = [cand for row in rows for cand in row["cands"] if cand["label"] == "lost"]
    labels = {cand["label"] for row in rows for cand in row["cands"]}
    assert len(rows) == 119 and len(lost) == 59
    assert labels == {"held", "lost", "unclear", "pending"}
    for cand in lost:
        after = Position.from_string(cand["after"])
        kill = cand["kills"][0]
        replies = {reply.to_string(): wins for reply, wins, _ in turn_results(after)}
        assert replies.get(kill) is False, cand["after"]  # a reply, and no push off
        reply = Position.from_string(kill)
        assert not has_immediate_win(reply)
        assert holds_two(reply, _no_tick) == 0, (cand["after"], kill)


def test_the_tool_finds_the_datas_played_turn_and_first_candidate_again() -> None:
    row = _rows()[0]
    record = pushfight_labels.label(row["before"], row["seat"], candidates=1, limit=500)
    assert record is not None
    assert record["played"] == row["played"]
    first = record["cands"][0]
    assert first["after"] == row["cands"][0]["after"]
    assert len(first["replies"]) == row["cands"][0]["replies"]
    # Every judged reply got a verdict: a count of our safe turns, 0 (a kill) or -1.
    verdicts = [reply["verdict"] for reply in first["replies"] if reply["verdict"] is not None]
    assert len(verdicts) >= pushfight_labels.TOP
    assert all(isinstance(verdict, int) and verdict >= -1 for verdict in verdicts)


@pytest.mark.slow  # about 30 s: holds_two on 47 killing replies without a limit
def test_every_candidate_settled_lost_loses_to_its_killing_reply() -> None:
    # The ``exact`` verdicts (``settle``: ``loses_in_three`` on every reply) show that a label
    # ``held``, which covers about 80 judged replies of hundreds, can still lose in three.
    cands = [cand for row in _rows() for cand in row["cands"] if "exact" in cand]
    assert len(cands) == 704 - 59  # every candidate not labelled lost
    assert [sum(cand["exact"] == tag for cand in cands) for tag in ("held", "lost", "unsettled")
            ] == [528, 47, 70]
    lost = [cand for cand in cands if cand["exact"] == "lost"]
    assert sum(cand["label"] == "held" for cand in lost) == 10
    for cand in lost:
        kill = cand["exact_kill"]
        replies = {reply.to_string(): wins for reply, wins, _ in turn_results(
            Position.from_string(cand["after"]))}
        assert replies.get(kill) is False, cand["after"]
        reply = Position.from_string(kill)
        assert not has_immediate_win(reply)
        assert holds_two(reply, _no_tick) == 0, (cand["after"], kill)


def test_the_settle_step_settles_a_real_candidate_and_stops_at_its_cap(tmp_path: Path) -> None:
    # The cheapest candidate the data settled as held (27,348 turns): loses_in_three finds no
    # killing reply; with a cap of 1,000 turns it is left unsettled. A candidate labelled lost
    # is not settled again.
    after = "..YXO...xo.o....XOO....x.."
    row = next(row for row in _rows() if any(cand["after"] == after for cand in row["cands"]))
    lost = next(cand for row in _rows() for cand in row["cands"] if cand["label"] == "lost")
    mine = next(cand for cand in row["cands"] if cand["after"] == after)
    assert mine["exact"] == "held"
    summary = tmp_path / "summary.jsonl"
    summary.write_text(json.dumps(dict(row, cands=[mine, lost])) + "\n", encoding="utf-8")
    for cap, exact in ((200_000, "held"), (1_000, "unsettled")):
        out = tmp_path / f"settled_{cap}.jsonl"
        pushfight_labels.settle(str(summary), str(out), cap)
        lines = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
        assert [(line["after"], line["exact"]) for line in lines] == [(after, exact)]
        nodes = lines[0]["nodes"]
        assert nodes <= 50_000 if exact == "held" else nodes == 1_001
