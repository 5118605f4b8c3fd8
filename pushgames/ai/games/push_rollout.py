"""Push: Hard's plans judged by simulation (policy improvement by rollouts).

Tried for issues 23 and 28 and not a level: within Hard's 25,000 nodes it won no
more games against Medium than Hard does (docs/ai/push-measurements.md, *Judging the best
plans by simulation*).

At the top of its Move Phase the seat plans as Hard does (:class:`.push_planner.Planner`),
then takes its ``candidates`` best plans (within :data:`WINDOW` points of the best) and
plays each on over ``rollouts`` sampled futures: the rest of its own turn, then the next
seat's whole turn, each by a fast one-turn planner (:class:`FastPlanner`: every plan
valued where it ends, chance and answers not sampled), until the turn comes back to the
seat (its next dice rolled) or the game ends. There the evaluation judges the position
(a win in hand, a rival's win, threats and rings). Every candidate meets the same futures
(the hidden cards drawn again from the seat's own view, then the rolls drawn apart from
the choices): their difference is the plan's, not the dice's. The planner's best plan is
played unless another beats it on those futures by more than ``confidence`` standard
errors of the paired differences. The chosen plan is then followed to its end
(:attr:`.push_planner.PushPlayer.PENDING`).

The simulation counts its work on the same clock as the planner and stops when the
budget is spent, and never uses more than ``rollout_nodes`` nodes a decision.

``short`` > 0 judges instead without rollouts (:meth:`RolloutPlayer.judge_short`):
each plan's turn is finished by :class:`FastPlanner` and valued less ``short`` times
the chance that the next seat's roll completes a ring (:func:`rival_wins`), or with
``race`` plus ``short`` times the race of the next two turns read from the threats
(:func:`race_value`).
"""

from __future__ import annotations

import math
import random
from typing import Any

from ...core import CHANCE, TERMINAL, Game, Rng
from itertools import product

from ...push.state import END, MOVE, PushState
from ...push.threats import could_fill, in_hand
from ..budget import Budget, Clock
from ..player import SearchResult, python_random
from .push_eval import PLAIN, Style, evaluate
from .push_planner import HAND_WEIGHT, MARGIN, WIN_VALUE, Planner, PushPlayer
from .push_plans import Plan, at_top
from .push_policy import discard_choice, hand_quality, reflex
from .push_threats import RINGS

#: Candidates are the plans within this many points of the best.
WINDOW = 60.0
#: A rollout stops after this many decisions whatever happens.
ROLLOUT_LIMIT = 300
#: Every roll of a turn's three dice, as a multiset with how many of the 216 orders give it.
ROLLS: tuple[tuple[tuple[int, ...], int], ...] = tuple(
    (roll, sum(1 for r in product(range(1, 7), repeat=3) if tuple(sorted(r)) == roll))
    for roll in sorted({tuple(sorted(r)) for r in product(range(1, 7), repeat=3)}))


class FastPlanner(Planner):
    """A one-turn planner for rollouts: every plan is valued where it ends,
    without sampling the chance or answers it meets (an attack counts as
    not yet rolled), so a turn costs about one plan enumeration a die use."""

    def valued(self, state: PushState, samples: int) -> list[tuple[Plan, float]]:
        out: list[tuple[Plan, float]] = []
        for plan in self.plans(state, follow_up=True):
            if out and self.clock.expired():
                break
            out.append((plan, self.value(plan.end)))
        return out


class RolloutPlayer(PushPlayer):
    """Hard's planner with its best plans judged by rollouts (see the module)."""

    def __init__(self, *, candidates: int = 4, rollouts: int = 8, rollout_nodes: int = 20_000,
                 confidence: float = 1.0, rival_style: Style = PLAIN, short: float = 0.0,
                 race: bool = False, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.race = race
        self.short = short
        self.candidates = candidates
        self.rollouts = rollouts
        self.rollout_nodes = rollout_nodes
        self.confidence = confidence
        self.rival_style = rival_style

    def search(self, game: Game[Any, Any], view: Any, seat: int, budget: Budget,
               rng: Rng) -> SearchResult:
        rand = python_random(rng)
        state = game.determinize(view, seat, Rng(rand.getrandbits(64)))
        if not at_top(game, state, seat) or len(game.legal_actions(state)) < 2:
            return super().search(game, view, seat, budget, rng)
        # A fresh plan at the top of the Move Phase: nothing pending is followed.
        self.PENDING.pop((self.name, seat), None)
        clock = Clock(budget)
        planner = Planner(game, view, seat, clock, rand, self.samples, self.beam, self.threats,
                          self.style, self.ring_walks)
        action, value, scored = planner.choose(state, self.noise)
        chosen = planner.chosen
        assert chosen is not None
        if value < WIN_VALUE and chosen.actions[0].verb != "end":
            chosen = self.simulate(game, view, seat, clock, rand, scored, chosen)
            action = chosen.actions[0]
        self._remember(game, state, seat, chosen.actions)
        return SearchResult(action, nodes=clock.nodes, seconds=clock.elapsed, score=value,
                            scores=tuple((p.actions[0], v) for p, v in scored))

    def simulate(self, game: Game[Any, Any], view: Any, seat: int, clock: Clock,
                 rand: random.Random,
                 scored: list[tuple[Plan, float]], chosen: Plan) -> Plan:
        """The plan to play: ``chosen`` unless a candidate beats it in the rollouts."""
        base = next(v for p, v in scored if p is chosen)
        others = sorted((pair for pair in scored if pair[0] is not chosen
                         and pair[1] > base - WINDOW),
                        key=lambda pair: -pair[1])[:self.candidates - 1]
        if not others:
            return chosen
        if self.short:
            return self.judge_short(game, seat, clock, rand, [chosen] + [p for p, _ in others])
        limit = min(clock.node_limit or self.rollout_nodes, clock.nodes + self.rollout_nodes)
        seconds = clock.budget.seconds
        sim = Clock(Budget(seconds=None if seconds is None else max(0.0, seconds - clock.elapsed),
                           nodes=limit - clock.nodes, should_stop=clock.budget.should_stop,
                           timer=clock.budget.timer))
        seeds = [rand.getrandbits(64) for _ in range(self.rollouts)]
        results: list[list[float]] = []
        for plan in [chosen] + [p for p, _ in others]:
            values = []
            for seed in seeds:
                if sim.expired():
                    break
                values.append(self.rollout(game, view, seat, plan, sim, seed))
            if sim.expired():
                break  # a candidate cut short by the budget is no fair comparison
            results.append(values)
        clock.tick(sim.nodes)
        if len(results) < 2:
            return chosen
        plans = [chosen] + [p for p, _ in others]
        best, best_gain = 0, 0.0
        for index in range(1, len(results)):
            diffs = [b - a for a, b in zip(results[0], results[index])]
            mean = sum(diffs) / len(diffs)
            spread = math.sqrt(sum((d - mean) ** 2 for d in diffs) / max(1,
                                                                         len(diffs) - 1) / len(
                diffs))
            if mean > self.confidence * spread and mean > best_gain:
                best, best_gain = index, mean
        return plans[best]

    def judge_short(self, game: Game[Any, Any], seat: int, clock: Clock,
                    rand: random.Random, plans: list[Plan]) -> Plan:
        """Each settled plan's turn finished by :class:`FastPlanner`, then valued
        less ``short`` times the chance that the next seat's roll completes a ring
        (:func:`.threats.in_hand`, over the 56 rolls by their chances)."""
        seed = rand.getrandbits(64)
        if not plans[0].settled:
            return plans[0]
        best, best_value = plans[0], -math.inf
        for index, plan in enumerate(plans):
            if not plan.settled:
                continue
            end = self.finish_turn(game, plan.end, seat, clock, random.Random(seed))
            if end.result is not None:
                value = evaluate(end, seat, -1, self.threats, self.style)
            else:
                value = (evaluate(end, seat, end.turn if end.turn != seat else -1,
                                  self.threats, self.style)
                         + HAND_WEIGHT * hand_quality(end, seat))
                clock.tick(len(ROLLS))
                value += self.short * (race_value(end, seat) if self.race
                                       else -rival_wins(end, seat))
            if index == 0 or value > best_value + MARGIN:
                best, best_value = plan, value
            if clock.expired():
                break
        return best

    def finish_turn(self, game: Game[Any, Any], state: PushState, seat: int, clock: Clock,
                    rand: random.Random) -> PushState:
        """The rest of the seat's turn by :class:`FastPlanner`, chance sampled."""
        for _ in range(ROLLOUT_LIMIT):
            mover = game.to_move(state)
            if mover == TERMINAL or state.turn != seat or clock.expired():
                break
            clock.tick()
            state = self._step(game, state, mover, clock, rand, rand, self.style)
        return state

    @staticmethod
    def _step(game: Game[Any, Any], state: PushState, mover: int, clock: Clock, rand: random.Random,
              dice: random.Random, style: Style) -> PushState:
        """One step of a simulated turn: chance sampled from ``dice``, a plan by
        :class:`FastPlanner` (in ``style``) at the top of a Move Phase, played to its
        end; else the discard or a reflex choice."""
        if mover == CHANCE:
            action, _ = game.chance_event(state).sample(Rng(dice.getrandbits(64)))
        elif at_top(game, state, mover):
            planner = FastPlanner(game, state, mover, clock, rand, 1, 0, True, style, False)
            planner.choose(state, 0.0)
            assert planner.chosen is not None
            for step in planner.chosen.actions:
                if game.to_move(state) != mover or step not in game.legal_actions(state):
                    break
                state = game.next_state(state, step)
            return state
        elif not state.stack and state.phase == END and mover == state.turn:
            action = discard_choice(state, mover)
        else:
            action = reflex(state, mover, list(game.legal_actions(state)), rand)
        after: PushState = game.next_state(state, action)
        return after

    def rollout(self, game: Game[Any, Any], view: Any, seat: int, plan: Plan, clock: Clock,
                seed: int) -> float:
        """One sampled future of ``plan``: the hidden cards drawn from the seat's
        view, the plan played, then the rest of the seat's turn and the next seat's
        turn by :class:`FastPlanner`; the value when the turn is back or the game over."""
        rand = random.Random(seed)
        state = game.determinize(view, seat, Rng(rand.getrandbits(64)))
        # chance apart from choices: the same rolls for every plan
        dice = random.Random(rand.getrandbits(64))
        for action in plan.actions:
            if game.to_move(state) != seat or action not in game.legal_actions(state):
                break
            state = game.next_state(state, action)
        rival = -1
        for _ in range(ROLLOUT_LIMIT):
            mover = game.to_move(state)
            if mover == TERMINAL or clock.expired():
                break
            if state.turn != seat:
                if rival < 0:
                    rival = state.turn
                elif state.turn != rival:
                    break  # a third seat's turn: far enough
            elif rival >= 0 and at_top(game, state, seat):
                break  # the seat's next turn, its dice rolled
            clock.tick()
            style = self.style if mover == seat else self.rival_style
            state = self._step(game, state, mover, clock, rand, dice, style)
        clock.tick()
        if state.result is not None:
            return evaluate(state, seat, -1, self.threats, self.style)
        return (evaluate(state, seat, -1, self.threats, self.style)
                + HAND_WEIGHT * hand_quality(state, seat))


def rival_wins(end: PushState, seat: int) -> float:
    """The chance that the seat whose turn ``end`` is (when not ``seat``) completes
    a ring with its roll, by :func:`.threats.in_hand` over the 56 rolls of three
    dice (cards and rerolls not counted)."""
    rival = end.turn
    if rival == seat or end.result is not None:
        return 0.0
    top = end._replace(phase=MOVE, stack=(), moved=frozenset())
    return sum(count for roll, count in ROLLS if in_hand(top._replace(dice=roll), rival)) / 216


def _as_turn(end: PushState, seat: int, dice: tuple[int, ...]) -> PushState:
    return end._replace(turn=seat, phase=MOVE, stack=(), moved=frozenset(), dice=dice)


def race_value(end: PushState, seat: int) -> float:
    """The two turns after ``end`` (the next seat's turn about to begin) read from
    the threats alone: the next seat wins with the share of its rolls that complete
    a ring; otherwise, for each of its rolls, it blocks each of ``seat``'s rings that
    one of its dice walks an operative onto a square of (the board otherwise as it
    is), and ``seat`` then wins with the share of its own rolls that fill a ring left
    open. The expected result, +1 a win of ``seat``'s, -1 a loss."""
    rival = end.turn
    if rival == seat or end.result is not None:
        return 0.0
    rings = []
    for ring in RINGS:
        needs = tuple(sq for sq in ring if end.board[sq] is None)
        held = [op for sq in ring if (op := end.board[sq]) is not None]
        if not needs or any(op.owner != seat or op.captured for op in held):
            continue
        # Our chance to fill the ring next turn, and which single dice let the rival block it.
        ours = sum(count for roll, count in ROLLS
                   if could_fill(_as_turn(end, seat, roll), seat, needs, ring)) / 216
        if ours == 0.0:
            continue
        blocks = frozenset(d for d in range(1, 7) if any(
            could_fill(_as_turn(end, rival, (d,)), rival, (sq,)) for sq in needs))
        rings.append((ours, blocks))
    top = _as_turn(end, rival, ())
    total = 0.0
    for roll, count in ROLLS:
        if in_hand(top._replace(dice=roll), rival):
            total -= count
            continue
        open_rings = [ours for ours, blocks in rings if not blocks.intersection(roll)]
        if open_rings:
            total += count * max(open_rings)
    return total / 216


__all__ = ["FastPlanner", "ROLLS", "RolloutPlayer", "WINDOW", "race_value", "rival_wins"]
