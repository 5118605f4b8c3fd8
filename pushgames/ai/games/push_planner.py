"""Push: a planner of its own, over whole die uses and card plays.

A Push turn is many small decisions (a die to an operative, then its walk step
by step, a card and its targets...). The planner groups them into *plans*: a
choice at the top of the Move Phase followed by every decision of the same
seat that it leads to, until control leaves the seat (chance rolls, another
seat answers, the turn ends) or the seat is back at the top of its Move Phase.
All plans are enumerated (a depth-first walk, positions already reached by
another order skipped), and each is valued:

- a plan that ends settled (back at the top, the turn over, the game over)
  is valued by the evaluation (:mod:`.push_eval`) of where it ends;
- a plan that ends at chance or at another seat's answer is valued by the
  mean over ``samples`` futures: the hidden cards drawn again
  (``game.determinize``), chance sampled with the planner's own generator,
  and every seat answering by rule of thumb (:func:`.push_policy.reflex`)
  until the turn is back at the top or over.

The best plan's first decision is played; the next decision plans again, so
the walk that follows is the one the plan found (with ``replies`` or
``follow``, Hard, it goes on with the plan it chose while the position is the
one the plan expects: cheaper, and the plan its look one plan further chose is
the one played). ``beam`` > 0 (Hard) looks one
plan further for the best settled plans (two die uses together: a 5 here,
then the 3 there). ``noise`` > 0 (Easy) draws the plan with softmax weights
over the values instead of taking the best; a plan that wins is always taken.
With ``slack`` > 0 (Medium) the draw is only among the plans within ``slack``
points of the best that beat ending the turn, the ``top`` best of them: a
near-best plan, never one that gives up a block (a rival's threat costs far
more). ``block_guard`` (Medium) draws only among plans that leave no rival a
threat where the best leaves none (:func:`rival_threat`: a necessary block is
never given up). ``card_margin`` > 0 (Medium) plays a card only when it beats every plan without one
by that much (a block or a win), not for a small gain.
``threats`` (Medium, Hard) values the rivals' threats on the rings
(:func:`.push_eval.evaluate`): a block is never missed; Easy, without, may.
``style`` is how Hard weighs positions beyond that (:class:`.push_eval.Style`),
and ``ring_walks`` (Hard) keeps apart walks that visited different ring
squares, so a walk that loops back onto one is not lost (see :func:`.push_plans.mid_key`).

``replies`` > 0 (no level: tried for Hard in issue 23, it lost more games to
Medium; docs/ai/push-measurements.md) weighs the rival's reply instead, at the top of its
Move Phase: its best few plans are each played on (the rest of its turn
greedily, then the next seat's whole turn by a one-turn planner, as Medium
plays) over a few sampled futures, the same ones for each plan, and valued
where the turn comes back (:meth:`Planner.weigh_replies`). Its next decisions
then follow the chosen plan without planning again while the position is the
one the plan expects (:attr:`PushPlayer.PENDING`).

The Watchers' rerolls keep each die whose best use is at least as good as a
fresh die's average; the End Phase discards the least useful card; answers
out of turn are rules of thumb (:mod:`.push_policy`).

Nothing here recurses: plans are walked with an explicit stack.
"""

from __future__ import annotations

import random
from typing import Any, Hashable

from ...core import CHANCE, TERMINAL, Game, Rng
from ...push.common import Act, hand
from ...push.state import END, MOVE, Path, Place, PushState, Reroll, Strike
from ...push.turns import encode_values
from ..budget import Budget, Clock
from ..player import Player, SearchResult, python_random, softmax_pick
from .push_eval import PLAIN, WIN_NOW, Style, assess, evaluate
from .push_plans import Plan, at_top, die_of, end_key, frame_order, mid_key
from .push_policy import discard_choice, hand_quality, reflex
from .push_threats import FRAME, unseen_threat

#: How much the worth of the cards kept counts beside the evaluation (which
#: counts cards only by number): between two equal plans, spend the weaker card.
HAND_WEIGHT = 0.3
#: A plan must beat ending the turn by this much (no aimless walks).
MARGIN = 0.3
#: A sampled future stops after this many decisions whatever happens.
SETTLE_LIMIT = 200
#: ``replies`` weighs the rival's reply for plans within this many points of the best.
REPLY_WINDOW = 40.0
#: A reply playout stops after this many decisions whatever happens.
REPLY_LIMIT = 400
#: Values at or above this are wins the planner sees.
WIN_VALUE = WIN_NOW


class Planner:
    """One decision's planning: create, then call :meth:`choose`."""

    def __init__(self, game: Game[Any, Any], view: PushState, seat: int, clock: Clock,
                 rand: random.Random,
                 samples: int, beam: int, threats: bool = True, style: Style = PLAIN,
                 ring_walks: bool = False, replies: int = 0, reply_samples: int = 2,
                 card_margin: float = 0.0, block_guard: bool = False) -> None:
        self.game = game
        self.replies = replies
        self.reply_samples = reply_samples
        self.view = view
        self.seat = seat
        self.clock = clock
        self.rand = rand
        self.samples = samples
        self.beam = beam
        self.threats = threats
        self.style = style
        self.ring_walks = ring_walks
        #: Medium: a card is played only when it beats every plan without one by this much.
        self.card_margin = card_margin
        #: Medium: its softmax pick only among plans that leave a rival no threat where its
        #: best plan leaves none (:func:`rival_threat`): a block is never given up.
        self.block_guard = block_guard
        #: The plan :meth:`choose` played the first decision of.
        self.chosen: Plan | None = None
        #: The turn the decision is in (the seat may be answering in another's turn).
        self.turn = view.turn

    # -- plans ------------------------------------------------------------------
    def control_left(self, state: PushState) -> bool:
        mover = self.game.to_move(state)
        return mover != self.seat or at_top(self.game, state, self.seat)

    def plans(self, state: PushState, follow_up: bool = False) -> list[Plan]:
        """Every plan from ``state`` (ending the turn first, so it is there
        whatever the budget), each end position once. A ``follow_up`` (Hard's
        second plan) merges walks as Medium does: most of Hard's time goes
        there, and keeping walks apart there would slow it by a third."""
        ring_walks = self.ring_walks and not follow_up
        game, seat = self.game, self.seat
        frame = FRAME[state.box[seat]]
        roots = frame_order(list(game.legal_actions(state)), frame)
        out: list[Plan] = []
        ends: set[Hashable] = set()
        middles: set[Hashable] = set()
        for root in roots:
            if out and self.clock.expired():
                break
            todo: list[tuple[PushState, tuple[Act, ...]]] = [
                (game.next_state(state, root), (root,))]
            while todo:
                current, actions = todo.pop()
                self.clock.tick()
                if self.control_left(current):
                    key = end_key(current, seat)
                    if key not in ends:
                        ends.add(key)
                        out.append(Plan(actions, current, self.settled(current)))
                    continue
                key = mid_key(current, ring_walks)
                if key in middles:
                    continue
                middles.add(key)
                if not current.stack and current.phase == END:
                    choices = [discard_choice(current, seat)]
                else:
                    choices = frame_order(list(game.legal_actions(current)), frame)
                for action in reversed(choices):
                    todo.append((game.next_state(current, action), actions + (action,)))
        return out

    def settled(self, state: PushState) -> bool:
        """Whether a plan's end needs no sampling: the game is over, the turn
        has passed, or the turn's player is back at the top of its Move Phase."""
        return (self.game.to_move(state) == TERMINAL or state.turn != self.turn
                or at_top(self.game, state, state.turn))

    # -- values ------------------------------------------------------------------
    def value(self, state: PushState) -> float:
        """The evaluation for the seat, plus the worth of the cards it keeps. A
        position where the turn has passed on is valued before the next
        player's Fate draw, as are positions in the middle of the turn."""
        self.clock.tick()
        drawn = state.turn if state.turn != self.turn else -1
        return (evaluate(state, self.seat, drawn, self.threats, self.style)
                + HAND_WEIGHT * hand_quality(state, self.seat))

    def sampled_value(self, start: PushState, plan: Plan, samples: int) -> float:
        """The mean value of where ``plan`` (from ``start``) leads over ``samples`` sampled
        futures."""
        game, seat, rand = self.game, self.seat, self.rand
        view = game.view(start, seat)
        total = 0.0
        for _ in range(samples):
            state = game.determinize(view, seat, Rng(rand.getrandbits(64)))
            for action in plan.actions:
                # Another draw of the hidden cards may open an answer the plan
                # did not meet (or close one): the future goes on by reflex then.
                if game.to_move(state) != seat or action not in game.legal_actions(state):
                    break
                state = game.next_state(state, action)
            total += self.settle(state)
        return total / samples

    def settle(self, state: PushState) -> float:
        """The value where the turn is next back at the top or over, chance
        sampled and every seat answering by reflex."""
        game, rand = self.game, self.rand
        for _ in range(SETTLE_LIMIT):
            mover = game.to_move(state)
            if mover == TERMINAL or state.turn != self.turn or at_top(game, state, state.turn):
                break
            self.clock.tick()
            if mover == CHANCE:
                action, _ = game.chance_event(state).sample(Rng(rand.getrandbits(64)))
            else:
                action = reflex(state, mover, list(game.legal_actions(state)), rand)
            state = game.next_state(state, action)
        return self.value(state)

    def valued(self, state: PushState, samples: int) -> list[tuple[Plan, float]]:
        """Each plan from ``state`` with its value, as many as the budget allows
        (at least one: ending the turn comes first where it may). Under a time
        limit (the page) valuing stops when time is up: hundreds of plans take
        a while on a loaded machine. A node budget alone (the arena) lets every
        plan enumerated without chance be valued."""
        out: list[tuple[Plan, float]] = []
        timed = self.clock.deadline is not None
        for plan in self.plans(state):
            if out and timed and self.clock.expired():
                break
            if plan.settled:
                out.append((plan, self.value(plan.end)))
            elif not out or not self.clock.expired():
                out.append((plan, self.sampled_value(state, plan, samples)))
        return out

    def choose(self, state: PushState, noise: float, slack: float = 0.0, top: int = 0
               ) -> tuple[Act, float, list[tuple[Plan, float]]]:
        """The first decision of the best plan (or a noisy pick), its value, and all values.
        With ``slack`` > 0 the noisy pick is among the plans within ``slack`` points of
        the best only, and only among those that beat ending the turn (Medium)."""
        scored = self.valued(state, self.samples)
        if self.card_margin > 0 and any(p.actions[0].verb != "play" for p, _ in scored):
            # a card only where no plan without one comes near: a block or a win
            plain = max(v for p, v in scored if p.actions[0].verb != "play")
            scored = [(p, v) for p, v in scored
                      if p.actions[0].verb != "play" or v >= plain + self.card_margin]
        ending = next((v for p, v in scored if p.actions[0].verb == "end"), None)
        best_plan, best_value = max(scored, key=lambda pair: pair[1])
        if noise > 0 and slack > 0 and best_value < WIN_VALUE and (
                ending is None or best_value >= ending + MARGIN):
            floor = (best_value - slack if ending is None
                     else max(best_value - slack, ending + MARGIN))
            near = [(index, value) for index, (_, value) in enumerate(scored) if value >= floor]
            if self.block_guard and not rival_threat(best_plan.end, self.seat, self.style):
                near = [(index, value) for index, value in near
                        if not rival_threat(scored[index][0].end, self.seat, self.style)]
            if top:
                near = sorted(near, key=lambda pair: -pair[1])[:top]
            picked = softmax_pick(near, noise, self.rand)
            assert isinstance(picked, int)
            best_plan, best_value = scored[picked]
        elif noise > 0 and slack <= 0 and best_value < WIN_VALUE:
            options: list[tuple[Hashable, float]] = [(index, value)
                                                     for index, (_, value) in enumerate(scored)]
            picked = softmax_pick(options, noise, self.rand)
            assert isinstance(picked, int)
            best_plan, best_value = scored[picked]
        elif ending is not None and best_value < ending + MARGIN:
            best_plan, best_value = next((p, v) for p, v in scored if p.actions[0].verb == "end")
        elif self.replies and best_value < WIN_VALUE and at_top(self.game, state, self.seat):
            best_plan, best_value = self.weigh_replies(scored, best_plan, best_value)
        elif self.beam and best_plan.settled and at_top(self.game, best_plan.end,
                                                        self.seat) and best_value < WIN_VALUE:
            best_plan, best_value = self.look_further(scored)
        self.chosen = best_plan
        return best_plan.actions[0], best_value, scored

    def look_further(self, scored: list[tuple[Plan, float]]) -> tuple[Plan, float]:
        """Hard, when the best plan leaves the seat at the top of its Move Phase:
        the ``beam`` best such plans are ranked by the best plan without chance
        that can follow each (a 5 here then the 3 there may beat the 3 first).
        Plans that meet chance or end the turn are not ranked again (they have
        no follow-up to add, so the comparison would favour the others)."""
        candidates = sorted((pair for pair in scored if pair[0].settled
                             and at_top(self.game, pair[0].end, self.seat)),
                            key=lambda pair: -pair[1])[:self.beam]
        best = candidates[0]
        best_two = best[1]
        for plan, value in candidates:
            if self.clock.expired():
                break
            # Only settled plans follow: the best of many one-sample values of
            # chancy plans would mostly measure luck.
            follow = [self.value(p.end) for p in self.plans(plan.end, follow_up=True) if p.settled]
            two = max([value] + follow)
            if two > best_two + MARGIN:
                best, best_two = (plan, value), two
        return best

    # -- the rival's reply ------------------------------------------------------------
    def weigh_replies(self, scored: list[tuple[Plan, float]], best_plan: Plan, best_value: float
                      ) -> tuple[Plan, float]:
        """At the top of the seat's Move Phase: the ``replies`` best settled plans
        (within :data:`REPLY_WINDOW` of the best) are valued again by what follows
        each: the rest of the seat's turn played greedily, then the next seat's
        whole turn, played by a one-turn planner as Medium plays, over
        ``reply_samples`` sampled futures (rolls and hidden hands), the same
        futures for every candidate. The best by that mean is played; one must
        beat the first by :data:`MARGIN`. Chancy plans keep their own value."""
        candidates = sorted((pair for pair in scored if pair[0].settled
                             and pair[1] > best_value - REPLY_WINDOW),
                            key=lambda pair: -pair[1])[:self.replies]
        if len(candidates) < 2:
            return best_plan, best_value
        chosen, chosen_mean = candidates[0], None
        # The same sampled futures (rolls, hands, the seats' choices) for every
        # candidate: their difference is the plan's, not the dice's.
        seeds = [self.rand.getrandbits(64) for _ in range(self.reply_samples)]
        for plan, value in candidates:
            if self.clock.expired():
                break
            mean = sum(self.reply_playout(plan.end, random.Random(seed))
                       for seed in seeds) / len(seeds)
            if chosen_mean is not None and self.clock.expired():
                break  # a playout cut short by the budget is no fair comparison
            if chosen_mean is None or mean > chosen_mean + MARGIN:
                chosen, chosen_mean = (plan, value), mean
        return chosen

    def reply_playout(self, start: PushState, rand: random.Random) -> float:
        """One sampled future of ``start``: the seat finishes its turn greedily,
        the next seat plays its turn as a one-turn planner; the value when the
        turn comes back (or the game ends)."""
        game, seat = self.game, self.seat
        state = game.determinize(game.view(start, seat), seat, Rng(rand.getrandbits(64)))
        # chance apart from choices: the same rolls for every plan
        dice = random.Random(rand.getrandbits(64))
        rival = -1
        for _ in range(REPLY_LIMIT):
            mover = game.to_move(state)
            if mover == TERMINAL or self.clock.expired():
                break
            if state.turn != seat:
                if rival < 0:
                    rival = state.turn
                elif state.turn != rival:
                    break
            elif rival >= 0:
                break
            self.clock.tick()
            if mover == CHANCE:
                action, _ = game.chance_event(state).sample(Rng(dice.getrandbits(64)))
                state = game.next_state(state, action)
                continue
            if at_top(game, state, mover):
                planner = Planner(game, state, mover, self.clock, rand, 1, 0, True,
                                  self.style if mover == seat else PLAIN, False)
                planner.choose(state, 0.0)
                assert planner.chosen is not None
                for action in planner.chosen.actions:
                    if game.to_move(state) != mover or action not in game.legal_actions(state):
                        break
                    state = game.next_state(state, action)
                continue
            if not state.stack and state.phase == END:
                action = discard_choice(state, mover)
            else:
                action = reflex(state, mover, list(game.legal_actions(state)), rand)
            state = game.next_state(state, action)
        self.clock.tick()
        if state.result is not None:
            return evaluate(state, seat, -1, self.threats, self.style)
        return (evaluate(state, seat, state.turn if state.turn != seat else -1,
                         self.threats, self.style)
                + HAND_WEIGHT * hand_quality(state, seat))

    # -- the Watchers' rerolls ------------------------------------------------------
    def reroll(self, state: PushState) -> Act:
        """Reroll the dice whose best use is worse than a fresh die's average."""
        top = state.stack[-1]
        assert isinstance(top, Reroll)
        dice = state.dice
        trial = state._replace(stack=state.stack[:-1], dice=(1, 2, 3, 4, 5, 6))
        if not at_top(self.game, trial, self.seat):
            return Act("keep")
        base = self.value(trial)
        gain = [0.0] * 7
        for plan, value in self.valued(trial, 1):
            die = die_of(plan.actions[0])
            if die:
                gain[die] = max(gain[die], value - base)
        average = sum(gain[1:]) / 6
        worse = sorted(d for d in dice if gain[d] < average - MARGIN)
        return Act("reroll", encode_values(tuple(worse))) if worse else Act("keep")


class PushPlayer(Player):
    """The planner as a computer player (see the module docstring)."""

    #: With ``replies`` or ``follow``: per (level name, seat), the rest of the plan chosen last and
    #: where it goes on from. Kept on the class, as the page makes a player per decision;
    #: a position that does not match exactly (another game, another turn) is planned afresh.
    PENDING: dict[tuple[str, int], tuple[Hashable, tuple[Act, ...]]] = {}

    def __init__(self, *, samples: int = 3, beam: int = 0, noise: float = 0.0, threats: bool = True,
                 style: Style = PLAIN, ring_walks: bool = False, replies: int = 0,
                 reply_samples: int = 2,
                 follow: bool = False, slack: float = 0.0, top: int = 0, card_margin: float = 0.0,
                 block_guard: bool = False, name: str = "push") -> None:
        self.block_guard = block_guard
        self.card_margin = card_margin
        self.replies = replies
        self.slack = slack
        self.top = top
        self.follow = follow
        self.reply_samples = reply_samples
        self.samples = samples
        self.threats = threats
        self.beam = beam
        self.noise = noise
        self.style = style
        self.ring_walks = ring_walks
        self.name = name

    def search(self, game: Game[Any, Any], view: Any, seat: int, budget: Budget,
               rng: Rng) -> SearchResult:
        rand = python_random(rng)
        clock = Clock(budget)
        state = game.determinize(view, seat, Rng(rand.getrandbits(64)))
        legal = list(game.legal_actions(state))
        pending = self.PENDING.pop((self.name, seat), None)
        if pending is not None and pending[0] == _follow_key(state,
                                                             seat) and pending[1][0] in legal:
            # The plan chosen goes on as chosen (planning again by the evaluation
            # alone might end the walk elsewhere: the plan weighed against the rival's
            # replies, or Hard's plan ranked by the plan that can follow it).
            self._remember(game, state, seat, pending[1])
            return SearchResult(pending[1][0], nodes=1, seconds=clock.elapsed)
        if len(legal) == 1:
            return SearchResult(legal[0], nodes=1, seconds=clock.elapsed)
        planner = self.planner(game, view, seat, clock, rand)
        top = state.stack[-1] if state.stack else None
        if isinstance(top, Reroll):
            action = planner.reroll(state)
            return SearchResult(action, nodes=clock.nodes, seconds=clock.elapsed)
        if top is None and state.phase != MOVE or top is not None and not _planned(top):
            return SearchResult(reflex(state, seat, legal, rand), nodes=clock.nodes,
                                seconds=clock.elapsed)
        action, value, scored = planner.choose(state, self.noise, self.slack, self.top)
        if (self.replies or self.follow) and planner.chosen is not None:
            self._remember(game, state, seat, planner.chosen.actions)
        return SearchResult(action, nodes=clock.nodes, seconds=clock.elapsed, score=value,
                            scores=tuple((p.actions[0], v) for p, v in scored))

    def planner(self, game: Game[Any, Any], view: PushState, seat: int, clock: Clock,
                rand: random.Random) -> Planner:
        """The planner of one decision of this player's, with its settings."""
        return Planner(game, view, seat, clock, rand, self.samples, self.beam, self.threats,
                       self.style, self.ring_walks, self.replies, self.reply_samples,
                       card_margin=self.card_margin, block_guard=self.block_guard)

    def _remember(self, game: Game[Any, Any], state: PushState, seat: int,
                  actions: tuple[Act, ...]) -> None:
        """Keep the rest of ``actions`` (played from ``state``) for the next decision."""
        if len(actions) > 1:
            after = game.next_state(state, actions[0])
            if game.to_move(after) == seat:
                self.PENDING[(self.name, seat)] = (_follow_key(after, seat), actions[1:])


def _follow_key(state: PushState, seat: int) -> Hashable:
    """What a seat knows of where its plan stands (its own hand included)."""
    return (state.board, state.stack, state.dice, state.moved, state.phase, state.turn,
            tuple(c.face for c in state.cards.piles[hand(seat)]))


def rival_threat(state: PushState, seat: int, style: Style) -> bool:
    """Whether a rival of ``seat`` could take a ring in its next turn where ``state``
    stands, as ``seat``'s evaluation reads it (the 150 points Medium weighs a threat
    at, ``style.unseen`` included): Medium's loose pick never trades a plan that
    leaves none for one that leaves one."""
    if state.result is not None:
        return False
    threatening = assess(state, -1, style)[1]
    return any(chance > 0 or style.unseen and unseen_threat(state.board, s, state.box) > 0
               for s, chance in enumerate(threatening) if s != seat)


def _planned(frame: object) -> bool:
    """Frames where the seat's choice is planned: its walks, a square to land
    on, an attack after a walk (answers and discards are rules of thumb)."""
    return isinstance(frame, (Path, Place, Strike))


__all__ = ["Planner", "PushPlayer", "rival_threat"]
