"""Labelled Push Fight positions for Hard's third-turn check (issue 28), in-process.

Three steps, each appending JSON lines to its ``--out`` as it goes (a stopped run keeps what it
made, and a rerun skips what is there):

``python tools/pushfight_labels.py games --first G --count N --out GAMES.jsonl``
    Hard against itself from the arena's random set-ups (``random_setups``, seed 870,000 + game),
    50,000 turns a decision each (``--nodes``); every decision's position (the side to move's
    view), its seat and Hard's statistics. About 15 s of CPU a game; 4 in 10 reach the 200
    decisions' cap (a draw) and are not used.
``python tools/pushfight_labels.py label --games GAMES.jsonl --out LABELS.jsonl``
    For each side's turns 3 to 6 from the end of each decided game (the loser's first), where
    Hard's search ran (no win, no book): the turn Hard plays at 50,000 turns, then the first
    ``--candidates`` (6) candidates Hard proves safe for two turns, in its proof order
    (``Proofs``, no budget). For each candidate every safe reply of the opponent's with cheap
    features (``leaves``, both sides' reach, edge exposure and groups, ``evaluate``, whether
    the reply threatens a push off) and, for the first 10 replies of each of nine cheap orders
    and 16 others at random, the verdict of ``holds_two`` within ``--limit`` turns (12,000, as
    ``PROBE_NODES``; no memory between replies): the number of our safe turns (> 0: holds),
    0 (no turn of ours is safe for two turns: the candidate loses in three) or -1 (not settled).
    6 s of CPU a position on average for the committed data (with the shared memory below).
``python tools/pushfight_labels.py summary --labels LABELS.jsonl --out SUMMARY.jsonl``
    One line a position: the candidates' labels (``lost``: a judged reply kills; ``held``: every
    judged reply holds; ``unclear``: some not settled), the killing replies, the turn played.
``python tools/pushfight_labels.py settle --labels SUMMARY.jsonl[.gz] --out SETTLED.jsonl``
    Each candidate not labelled ``lost``, settled by ``loses_in_three`` (every reply) within
    ``--cap`` turns (2,000,000): ``held``, ``lost`` (with the killing reply) or ``unsettled``;
    the positions with both a held and a lost candidate first, then those with a lost one, the
    losing side's first. About 2.5 s of CPU a candidate (median; 90% within 9 s).

``tools/data/pushfight_labels.jsonl.gz`` (119 positions of 30 games, seeds 870,000-870,029; 704
candidates) is such a summary, made while this tool was written: its verdicts shared what
``holds_two`` learnt between a candidate's replies (``Holders``), which left 3,603 of 41,324
judged replies unsettled at 12,000 turns; each candidate's unsettled replies were judged again
without it at 150,000 turns (1,339 held, 8 killed, 30 still unsettled), and a candidate whose
unsettled replies were not judged again is ``pending``. Each line also has the game (``game``)
and ``unsettled_12k``. A label ``held`` covers the judged replies only (about 80 of 100-800);
``loses_in_three`` settles a candidate exactly, at seconds to a minute of CPU each: the field
``exact`` (with ``exact_kill`` where lost) is the ``settle`` step's verdict on every candidate
not labelled ``lost`` (2,000,000 turns; 580 candidates, 2,056 s of CPU, median 2.5 s), or for 55
the verdicts of the study's scratch scripts (every reply held within 30,000 turns): of 453
labelled ``held`` 408 hold, 10 lose in three and 35 are not settled; of 177 ``pending`` 119 hold,
26 lose and 32 are not settled; of 15 ``unclear`` 1 holds, 11 lose and 3 are not settled.
"""

from __future__ import annotations

import argparse
import gzip
import json
import random
import sys
import time
from collections import deque
from pathlib import Path
from typing import Any, Callable, Iterator

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pushgames.ai import Budget  # noqa: E402
from pushgames.ai.budget import Clock  # noqa: E402
from pushgames.ai.cycles import RECENT, Seen, seen_key  # noqa: E402
from pushgames.ai.games.pushfight import random_setups  # noqa: E402
from pushgames.ai.games.pushfight_hard import (  # noqa: E402
    HEM_IN, Proofs, ThreeTurnPlayer, groups_of, hemmed_in_first, holds_two, loses_in_three,
    squares_reached,
)
from pushgames.ai.games.pushfight_player import EXPOSURE, evaluate, turn_options  # noqa: E402
from pushgames.ai.games.pushfight_search import shallow_values  # noqa: E402
from pushgames.core import TERMINAL, Rng, play, resolve_chance  # noqa: E402
from pushgames.pushfight import GAME, Position, position_of, state_from_position  # noqa: E402
from pushgames.pushfight.analysis import has_immediate_win  # noqa: E402
from pushgames.pushfight.board import BOARD  # noqa: E402
from pushgames.pushfight.tactics import Undecided, node_limit  # noqa: E402

Record = dict[str, Any]


class Count:
    """A tick that counts the turns looked at."""

    __slots__ = ("n",)

    def __init__(self) -> None:
        self.n = 0

    def __call__(self) -> None:
        self.n += 1


def _append(path: str, record: Record) -> None:
    with open(path, "a", encoding="utf-8") as out:
        out.write(json.dumps(record) + "\n")


def _read(path: str) -> Iterator[Record]:
    try:
        with (gzip.open(path, "rt", encoding="utf-8") if path.endswith(".gz")
              else open(path, encoding="utf-8")) as lines:
            for line in lines:
                yield json.loads(line)
    except FileNotFoundError:
        return


def play_games(first: int, count: int, nodes: int, out: str) -> None:
    """Hard against itself; every decision logged (see the module docstring)."""
    done = {record["game"] for record in _read(out)}
    for game in range(first, first + count):
        if game in done:
            continue
        seed = 870_000 + game
        state = random_setups(GAME, None, seed)
        players = (ThreeTurnPlayer(), ThreeTurnPlayer())
        rng = Rng.from_seed(seed)
        recent: deque[tuple[Any, ...]] = deque(maxlen=RECENT)
        turns: list[Record] = []
        while GAME.to_move(state) != TERMINAL and len(turns) < 200:
            recent.append(tuple(seen_key(GAME, state, s) for s in range(2)))
            seat = GAME.to_move(state)
            before = position_of(state).to_string()
            value, rng = rng.next64()
            seen = Seen(frozenset(keys[seat] for keys in recent))
            action = players[seat].choose(GAME, GAME.view(state, seat), seat, Budget(nodes=nodes),
                                          Rng(value), seen)
            state = resolve_chance(GAME, GAME.apply(state, action))
            turns.append({"seat": seat, "before": before, "stats": dict(players[seat].stats)})
        outcome = GAME.outcome(state)
        winners = sorted(outcome.winners) if outcome is not None else []
        _append(out, {"game": game, "seed": seed, "winners": winners, "turns": turns})
        print(game, winners, len(turns), flush=True)


def positions_near_the_end(games: str) -> list[Record]:
    """Each side's turns 3-6 from the end of each decided game, the loser's first."""
    jobs: list[Record] = []
    for record in _read(games):
        if len(record["winners"]) != 1:
            continue
        winner = record["winners"][0]
        turns: list[Record] = []
        for decision in record["turns"]:  # a turn's first decision searched; the rest follow it
            if not turns or turns[-1]["seat"] != decision["seat"]:
                turns.append(decision)
        for side, tag in ((1 - winner, "lost"), (winner, "won")):
            mine = [turn for turn in turns if turn["seat"] == side]
            for k in range(3, 7):
                if k <= len(mine) and "candidates" in mine[-k]["stats"]:
                    jobs.append({"game": record["game"], "side": tag, "k": k,
                                 "before": mine[-k]["before"], "seat": side})
    jobs.sort(key=lambda job: job["side"] != "lost")
    return jobs


def _exposure(squares: int, rounds: int) -> int:
    return sum((5 if squares >> i & 1 else 4) * value for i, value in EXPOSURE.items()
               if (squares | rounds) >> i & 1)


def features(position: Position) -> Record:
    """Cheap features of a position (from its side to move's view)."""
    empty = BOARD & ~position.occupied
    return {"own_reach": squares_reached(position.own, empty),
            "their_reach": squares_reached(position.theirs, empty),
            "own_exp": _exposure(position.own_squares, position.own_rounds),
            "their_exp": _exposure(position.their_squares, position.their_rounds),
            "own_groups": groups_of(position.own), "their_groups": groups_of(position.theirs),
            "eval": evaluate(position), "threat": has_immediate_win(position.flipped())}


#: The cheap orders whose first TOP replies are judged (lowest key first).
ORDERS: tuple[Callable[[Record], Any], ...] = (
    lambda r: r["leaves"], lambda r: (r["own_reach"], r["leaves"]),
    lambda r: (not r["threat"], r["leaves"]), lambda r: r["eval"], lambda r: -r["own_exp"],
    lambda r: r["their_exp"], lambda r: r["own_reach"] - r["their_reach"],
    lambda r: -r["their_groups"], lambda r: r["their_reach"])
TOP, SAMPLE = 10, 16


def judged(replies: list[Record]) -> list[int]:
    """The replies to judge: the first TOP of each order, SAMPLE others at random."""
    chosen: list[int] = []
    for order in ORDERS:
        for index in sorted(range(len(replies)), key=lambda i: order(replies[i]))[:TOP]:
            if index not in chosen:
                chosen.append(index)
    rest = [index for index in range(len(replies)) if index not in chosen]
    return chosen + random.Random(len(replies)).sample(rest, min(SAMPLE, len(rest)))


def label(before: str, seat: int, candidates: int, limit: int) -> Record | None:
    """One position's candidates and replies (see the module docstring); None where
    Hard's search does not run (a win, the book)."""
    state = state_from_position(Position.from_string(before), seat)
    player, after, stats = ThreeTurnPlayer(), state, None
    while GAME.to_move(after) == seat and GAME.outcome(after) is None:
        after = play(GAME, after, player.choose(GAME, after, seat, Budget(nodes=50_000), Rng(1)))
        stats = stats or dict(player.stats)
    if not stats or "candidates" not in stats:
        return None
    shallow = hemmed_in_first(shallow_values(turn_options(GAME, state), Clock(Budget())))
    proof_stats = {"proven": 0, "refuted": 0, "first_proof_nodes": -1, "first_proof_ms": -1}
    proofs = Proofs(shallow, Clock(Budget()), proof_stats, ThreeTurnPlayer()._score)
    proven: list[Any] = []
    while len(proven) < candidates:
        batch = proofs.more(first=not proven)
        if not batch:
            break
        proven += batch
    shallow_value = {id(row[2]): row[0] for row in shallow}
    out = []
    for order, candidate in enumerate(proven):
        replies = []
        for value, reply in candidate.replies:
            row = features(reply)
            row.update({"leaves": value, "verdict": None, "s": reply.to_string()})
            replies.append(row)
        for index in judged(replies):
            reply_position = Position.from_string(replies[index]["s"])
            replies[index]["verdict"] = holds_two(reply_position, Count(), limit)
        position = candidate.option.position
        row = features(position)
        value = shallow_value[id(candidate.option)]
        row.update({"order": order, "after": position.to_string(), "shallow": value,
                    "hem_key": value - HEM_IN * squares_reached(position.own,
                                                                BOARD & ~position.occupied),
                    "worst": candidate.worst, "score": candidate.score, "replies": replies})
        out.append(row)
    return {"before": before, "seat": seat, "played": position_of(after).to_string(),
            "hard_stats": stats, "cands": out}


def label_all(games: str, out: str, candidates: int, limit: int) -> None:
    done = {(record["before"], record["seat"]) for record in _read(out)}
    for job in positions_near_the_end(games):
        if (job["before"], job["seat"]) in done:
            continue
        done.add((job["before"], job["seat"]))
        started = time.process_time()
        record = label(job["before"], job["seat"], candidates, limit) or {
            "before": job["before"], "seat": job["seat"], "skip": True}
        record["job"], record["cpu"] = job, time.process_time() - started
        _append(out, record)
        print(job["game"], job["side"], job["k"], round(record["cpu"], 1), flush=True)


def summary(labels: str, out: str) -> None:
    """One compact line a position (see the module docstring)."""
    for record in _read(labels):
        if record.get("skip"):
            continue
        cands = []
        for cand in record["cands"]:
            verdicts = [r["verdict"] for r in cand["replies"] if r["verdict"] is not None]
            kills = [r["s"] for r in cand["replies"] if r["verdict"] == 0]
            tag = "lost" if kills else "unclear" if any(v < 0 for v in verdicts) else "held"
            cands.append({"after": cand["after"], "order": cand["order"], "label": tag,
                          "kills": kills, "judged": len(verdicts), "replies": len(cand["replies"])})
        job = record["job"]
        _append(out, {"before": record["before"], "seat": record["seat"], "side": job["side"],
                      "k": job["k"], "played": record["played"], "cands": cands})


def settle(summaries: str, out: str, cap: int) -> None:
    """Each candidate not labelled lost, settled exactly (see the module docstring)."""
    done = {record["after"] for record in _read(out)}
    rows = list(_read(summaries))

    def first(row: Record) -> tuple[bool, bool, bool]:
        labels = {cand["label"] for cand in row["cands"]}
        return ("held" not in labels or "lost" not in labels, "lost" not in labels,
                row["side"] != "lost")

    for row in sorted(rows, key=first):
        for cand in row["cands"]:
            if cand["label"] == "lost" or cand["after"] in done:
                continue
            done.add(cand["after"])
            count, limit = Count(), node_limit(cap)

            def tick() -> None:
                count()
                limit()

            started = time.process_time()
            try:
                kill = loses_in_three(Position.from_string(cand["after"]), tick)
                exact = "held" if kill is None else "lost"
            except Undecided:
                kill, exact = None, "unsettled"
            _append(out, {"before": row["before"], "seat": row["seat"], "after": cand["after"],
                          "exact": exact, "kill": kill.to_string() if kill else None,
                          "nodes": count.n, "cpu": round(time.process_time() - started, 2)})
            print(exact, count.n, flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("step", choices=("games", "label", "summary", "settle"))
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--count", type=int, default=40)
    parser.add_argument("--nodes", type=int, default=50_000)
    parser.add_argument("--games", default="games.jsonl")
    parser.add_argument("--labels", default="labels.jsonl")
    parser.add_argument("--candidates", type=int, default=6)
    parser.add_argument("--limit", type=int, default=12_000)
    parser.add_argument("--cap", type=int, default=2_000_000)
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    if args.step == "games":
        play_games(args.first, args.count, args.nodes, args.out)
    elif args.step == "label":
        label_all(args.games, args.out, args.candidates, args.limit)
    elif args.step == "summary":
        summary(args.labels, args.out)
    else:
        settle(args.labels, args.out, args.cap)


if __name__ == "__main__":
    main()
