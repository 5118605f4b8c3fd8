"""The arena: two levels play a series of games; a's results with a 95% interval.

``python -m pushgames arena GAME --a LEVEL --b LEVEL -n N [--seed S]
[--option NAME=VALUE ...] [--opening NAME] [--jobs J]``. LEVEL is random, easy, medium or
hard. Seats alternate (with more seats, a takes each seat in turn and b all
the others). Budgets are the levels' node budgets and every seed is derived
from ``--seed``, so a run reproduces exactly on any machine. A game may keep
earlier players and rivals as arena-only levels (Push Fight: ``hard-v1``,
``hard-v2``, ``alphabeta``; Pushout: ``hard-v1``) and name openings (Push Fight:
``random`` set-ups). ``--budget-scale F`` multiplies both levels' node budgets. Each
player gets the last positions of the game as its seat saw them, as in the page
(:mod:`.cycles`). ``--max-decisions N`` stops each game after N decisions: a draw,
unless the game's players' module can say who leads (``adjudicate(state)``: the
winners were the game to end now, as Apocalypse USA's, whose careful players
seldom end a game).

>>> from pushgames.registry import get_game
>>> result = play_game(get_game("pushpush"), "random", "random", a_seat=0, seed=1, max_decisions=4)
>>> result.reason
'the arena stopped the game after 4 decisions'
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from collections import deque
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from ..core import TERMINAL, Game, Rng, resolve_chance, start
from .cycles import RECENT, Seen, seen_key
from .levels import ARENA_LEVELS, LEVEL_NAMES, game_module, level_player, openings_for

#: A game still running after this many decisions is scored a draw.
MAX_DECISIONS = 1_000


@dataclass(frozen=True, slots=True)
class GameResult:
    """One arena game from a's point of view: +1 win, 0 draw, -1 loss."""

    a_seat: int
    result: int
    decisions: int
    reason: str
    seconds: float


def play_game(game: Game[Any, Any], level_a: str, level_b: str, *, a_seat: int, seed: int,
              options: Mapping[str, object] | None = None, max_decisions: int = MAX_DECISIONS,
              opening: str = "", budget_scale: float = 1.0) -> GameResult:
    """Play one game; each seat's player sees only its own view. ``opening``
    names one of the game's arena openings (:func:`~.levels.openings_for`),
    e.g. Push Fight's ``random`` set-ups; chance in it follows ``seed``.
    ``budget_scale`` multiplies both levels' node budgets (a shorter run)."""
    started = time.perf_counter()
    player_a, budget_a = level_player(game, level_a)
    player_b, budget_b = level_player(game, level_b)
    if budget_scale != 1.0:
        budget_a, budget_b = budget_a.scaled(budget_scale), budget_b.scaled(budget_scale)
    state = openings_for(game)[opening](game, options, seed) if opening else start(game,
            options, seed)
    rng = Rng.from_seed(seed * 7919 + 17)
    decisions = 0
    seats = game.seat_count(state)
    # Each position as every seat sees it, the last RECENT of them: what the
    # page's worker gives its player too (:mod:`.cycles`).
    recent: deque[tuple[Any, ...]] = deque(maxlen=RECENT)
    while game.to_move(state) != TERMINAL:
        recent.append(tuple(seen_key(game, state, s) for s in range(seats)))
        if decisions >= max_decisions:
            return _stopped(game, state, a_seat, decisions, time.perf_counter() - started)
        seat = game.to_move(state)
        player, budget = (player_a, budget_a) if seat == a_seat else (player_b, budget_b)
        seed_value, rng = rng.next64()
        seen = Seen(frozenset(keys[seat] for keys in recent))
        action = player.choose(game, game.view(state, seat), seat, budget, Rng(seed_value), seen)
        state = resolve_chance(game, game.apply(state, action))
        decisions += 1
    outcome = game.outcome(state)
    assert outcome is not None, "a terminal state has an outcome"
    result = 0 if not outcome.winners or a_seat in outcome.winners and len(
        outcome.winners) > 1 else (
        1 if a_seat in outcome.winners else -1)
    return GameResult(a_seat, result, decisions, outcome.reason, time.perf_counter() - started)


def _stopped(game: Game[Any, Any], state: Any, a_seat: int, decisions: int,
             seconds: float) -> GameResult:
    """A game the arena stopped: a draw, or who leads where the game's module can say."""
    reason = f"the arena stopped the game after {decisions} decisions"
    adjudicate = getattr(game_module(game), "adjudicate", None)
    if adjudicate is None:
        return GameResult(a_seat, 0, decisions, reason, seconds)
    winners: frozenset[int] = adjudicate(state)
    result = 0 if len(winners) != 1 else (1 if a_seat in winners else -1)
    return GameResult(a_seat, result, decisions, f"{reason}; scored as if it ended there", seconds)


def decision_cap(game: Game[Any, Any]) -> int:
    """:data:`MAX_DECISIONS`, or more for a game whose games are long by nature
    (one that declares ``random_game_decisions``, as Apocalypse USA does)."""
    return max(MAX_DECISIONS, int(getattr(game, "random_game_decisions", 0)))


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score 95% interval of a proportion.

    >>> low, high = wilson(18, 20)
    >>> round(low, 3), round(high, 3)
    (0.699, 0.972)
    """
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" + ("" if count == 1 else "es" if word.endswith("s") else "s")


def summary(results: Sequence[GameResult]) -> str:
    """``18 wins, 1 draw, 1 loss`` with a's win rate, its 95% interval and a's score."""
    wins = sum(r.result == 1 for r in results)
    draws = sum(r.result == 0 for r in results)
    losses = sum(r.result == -1 for r in results)
    n = len(results)
    low, high = wilson(wins, n)
    score = (wins + draws / 2) / n if n else 0.0
    return (f"{_plural(wins, 'win')}, {_plural(draws, 'draw')}, {_plural(losses, 'loss')}"
            f" (a wins {wins / n:.0%}, 95% CI {low:.0%}-{high:.0%}; a's score {score:.0%})" if n
            else "no games")


def _run_one(task: tuple[str, str, str, int, int, dict[str, str], str, float, int]) -> GameResult:
    from ..registry import get_game

    game_id, level_a, level_b, a_seat, seed, options, opening, scale, cap = task
    game = get_game(game_id)
    return play_game(game, level_a, level_b, a_seat=a_seat, seed=seed, options=options,
                     max_decisions=cap or decision_cap(game), opening=opening, budget_scale=scale)


def _print_game(index: int, r: GameResult) -> None:
    mark = {1: "a wins", 0: "draw", -1: "b wins"}[r.result]
    print(f"game {index + 1}: a plays seat {r.a_seat}, {mark} after {r.decisions} decisions"
          f" ({r.reason}; {r.seconds:.1f} s)", flush=True)


def main(argv: Sequence[str] | None = None) -> int:
    from ..registry import game_ids, get_game

    parser = argparse.ArgumentParser(prog="python -m pushgames arena",
                                     description="Play two computer levels against each other.")
    parser.add_argument("game", help="one of: " + ", ".join(game_ids()))
    levels = ("random",) + LEVEL_NAMES + ARENA_LEVELS
    parser.add_argument("--a", required=True, choices=levels,
                        help="the level whose results are printed")
    parser.add_argument("--b", required=True, choices=levels)
    parser.add_argument("-n", type=int, default=20, help="number of games (default 20)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--opening", default="", metavar="NAME",
                        help="start every game with one of the game's arena openings "
                             "(Push Fight: random)")
    parser.add_argument("--budget-scale", type=float, default=1.0, metavar="F",
                        help="multiply both levels' node budgets by F (a shorter run at "
                             "equal budgets)")
    parser.add_argument("--max-decisions", type=int, default=0, metavar="N",
                        help="stop each game after N decisions (a draw, or who leads where "
                             "the game can say)")
    parser.add_argument("--jobs", "-j", type=int, default=1,
                        help="games played in parallel (processes)")
    parser.add_argument("--verbose", "-v", action="store_true", help="print each game")
    ns = parser.parse_args(list(sys.argv[2:] if argv is None else argv))
    try:
        game = get_game(ns.game)
    except Exception as error:  # noqa: BLE001 - an unknown id: say so, as the main CLI does
        print(f"error: {error}", file=sys.stderr)
        return 2
    options = dict(pair.partition("=")[::2] for pair in ns.option)
    if ns.opening and ns.opening not in openings_for(game):
        print(f"error: {game.meta.title} has no arena opening {ns.opening!r} "
              f"(openings: {', '.join(openings_for(game)) or 'none'})", file=sys.stderr)
        return 2
    seats = game.seat_count(start(game, options, ns.seed))
    tasks = [(ns.game, ns.a, ns.b, i % seats, ns.seed * 100_003 + i, options, ns.opening,
              ns.budget_scale,
              ns.max_decisions) for i in range(ns.n)]
    started = time.perf_counter()
    if ns.jobs > 1:
        from multiprocessing import Pool

        with Pool(ns.jobs) as pool:
            results = pool.map(_run_one, tasks, chunksize=1)
        if ns.verbose:
            for i, r in enumerate(results):
                _print_game(i, r)
    else:
        results = []
        for i, task in enumerate(tasks):
            results.append(_run_one(task))
            if ns.verbose:  # as each game ends: a long run shows its progress
                _print_game(i, results[-1])
    opened = (f", opening {ns.opening}" if ns.opening else "") + (
        f", budgets x{ns.budget_scale:g}" if ns.budget_scale != 1.0 else "") + (
        f", stopped after {ns.max_decisions} decisions" if ns.max_decisions else "")
    print(f"{game.meta.title}: {ns.a} (a) vs {ns.b} (b), {ns.n} games, seed {ns.seed}{opened}, "
          f"{time.perf_counter() - started:.0f} s")
    print(summary(results))
    return 0
