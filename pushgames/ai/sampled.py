"""Alpha-beta over sampled hidden parts (perfect-information Monte Carlo).

For a game whose hidden parts matter less than the next few moves (Pushout:
face-down cards and the pile order), a shallow exact search sees more than a
tree search with random playouts on the same time: each sample
(``game.determinize`` of the seat's view) is searched a few plies deep by
:class:`~.alphabeta.AlphaBeta` with every root move scored exactly, and the
move with the best mean over the samples is played. Chance inside a sample
(a new deal) is drawn from the sample's own generator, so a sample stays one
fixed world. The budget is shared out: each sample gets its part of the
nodes and of the time, and a search stopped early still plays the best
move of the samples finished (of the first one's deepest finished iteration
when none is).
"""

from __future__ import annotations

from typing import Any, Callable

from ..core import CHANCE, Game, Rng
from .alphabeta import INFINITY, AlphaBeta
from .budget import Budget, Clock
from .domain import Domain
from .player import Player, SearchResult, python_random


class _FixedChance(Domain):
    """A domain whose moves resolve chance at once, from the state's own generator."""

    def __init__(self, inner: Domain) -> None:
        super().__init__(inner.game)
        self.inner = inner
        self.has_evaluation = inner.has_evaluation
        self.eval_scale = inner.eval_scale

    def moves(self, state: Any) -> Any:
        return self.inner.moves(state)

    def play(self, state: Any, move: Any) -> Any:
        game = self.game
        state = self.inner.play(state, move)
        while game.to_move(state) == CHANCE:
            outcome, _ = game.chance_event(state).sample(game.rng_of(state))
            state = game.next_state(state, outcome)
        return state

    def evaluate(self, state: Any, seat: int) -> float:
        return self.inner.evaluate(state, seat)

    def order_hint(self, state: Any, move: Any) -> int:
        return self.inner.order_hint(state, move)

    def key(self, state: Any) -> Any:
        return self.inner.key(state)


class SampledAlphaBetaPlayer(Player):
    """``samples`` determinizations, each searched ``depth`` plies deep (every
    root move scored exactly); the best mean is played."""

    def __init__(self, make_domain: Callable[[Game[Any, Any]], Domain], *, samples: int, depth: int,
                 about_as_good: float, name: str = "sampled-alphabeta") -> None:
        self.make_domain = make_domain
        self.samples = samples
        self.depth = depth
        self.about_as_good = about_as_good
        self.name = name

    def search(self, game: Game[Any, Any], view: Any, seat: int, budget: Budget,
               rng: Rng) -> SearchResult:
        rand = python_random(rng)
        clock = Clock(budget)
        domain = _FixedChance(self.make_domain(game))
        totals: dict[Any, float] = {}
        finished = 0
        fallback: Any = None
        for sample in range(self.samples):
            left = self.samples - sample
            share = Budget(None if budget.seconds is None
                           else max(0.0, budget.seconds - clock.elapsed) / left,
                           None if budget.nodes is None
                           else max(1, (budget.nodes - clock.nodes) // left),
                           budget.should_stop, budget.timer)
            sample_clock = Clock(share)
            state = game.determinize(view, seat, Rng(rand.getrandbits(64)))
            search = AlphaBeta(domain, sample_clock, rand, max_depth=self.depth, exact_root=True)
            search.run(state)
            clock.tick(sample_clock.nodes)
            if fallback is None:
                fallback = search.best_move
            if search.depth_done < self.depth:
                break  # out of budget: this sample's scores are shallower than the others'
            for move, value in search.root_scores.items():
                totals[move] = totals.get(move, 0.0) + value
            finished += 1
            if clock.expired():
                break
        if not totals:
            return SearchResult(fallback, nodes=clock.nodes, seconds=clock.elapsed)
        scores = tuple((move, value / finished) for move, value in totals.items())
        best, score = max(scores, key=lambda pair: pair[1])
        return SearchResult(best, nodes=clock.nodes, seconds=clock.elapsed, depth=self.depth,
                            score=score if score > -INFINITY else None, scores=scores)
