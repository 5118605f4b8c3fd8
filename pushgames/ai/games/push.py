"""Push: the computer's levels, and the evaluation on the general player's terms.

Every level is the Push planner (:mod:`.push_planner`, its plans :mod:`.push_plans`): it
enumerates whole die uses and card plays, values them with the evaluation of :mod:`.push_eval`
(the rings around f6, distances to them, operatives and their tokens, cards;
the threats on the rings read by :mod:`.push_threats`) and samples what chance
and the other seats' answers may do.

- Easy: one plan ahead, picked with softmax weights over the values (it takes
  a win it sees, but does not weigh the rivals' threats: it may miss a block),
  one sampled future per chancy plan.
- Medium: one plan ahead, two sampled futures: a newcomer's opponent, not a
  second Hard (it chose as Hard did 85% of the time, and Hard won only 57%
  against it). It plays a card only to block or to win (``card_margin``), and
  draws one of its five best plans near its best (softmax, 6 points within 60:
  ``slack``, ``top``), also where a ring square is at stake, but never one that
  leaves a rival a threat where its best leaves none (``block_guard``).
  It weighs every threat it reads, also those of a ring held three times
  whose blocker a Changer or a Mover clears (``unseen``, as Hard reads them),
  at 150 points: it never misses a win or a necessary block.
- Hard: the best settled plans are valued with the best plan that can follow
  them (two die uses together), four sampled futures; it weighs a threat by
  the chance its dice fill the ring; it counts a ring another operative
  stands on at half its worth (so it blocks the rival's rings early and
  leaves blocked ones of its own), moving first too (``first_races`` off: the
  Hard that raced when it moved first won only half those games); it values each
  step towards the rings twice as much, never loses a walk onto a ring
  square (:class:`.push_eval.Style`, ``ring_walks``), and counts its own
  threat for more when no rival walk can block it first (``unblocked``).
  It reads, as Medium now does, two ways to take a ring the plain reading misses: a seat's
  own captive on a ring it otherwise holds may recover, and a ring held three
  times with one operative on the fourth is cleared by a Changer's switch or a
  Mover's walk, read by the engine's own pushes (``unseen``, the rivals only).
  It plays the rest of a plan it chose without planning it again (``follow``).
  It weighs a Triad rival's threat with the chance that the rival holds a
  Faction card (a diagonal step: ``faction_steps``), and counts each free Mover
  and Changer, the operatives that clear a blocker, for more (``clearers``).
  (Weighing the rival's reply, ``PushPlayer(replies=...)``, was tried for
  issue 23 and is not a level: it lost more games to Medium, see docs/ai/push-measurements.md.
  Neither is judging its best plans by rollouts through the rival's turn,
  :mod:`.push_rollout`: no more wins within Hard's budget.)

:class:`PushDomain` gives the same evaluation to any search over the engine's
own decisions (the general ISMCTS player can use it, cut short by it).

>>> from pushgames.push import GAME
>>> sorted(levels(GAME))
['easy', 'hard', 'medium']
"""

from __future__ import annotations

from typing import Any

from ...core import Game
from ..budget import Budget
from ..domain import Domain
from ..levels import BROWSER_SECONDS_MAX, Level
from .push_eval import Style, evaluate
from .push_planner import PushPlayer


class PushDomain(Domain):
    """The engine's decisions, and Push's evaluation (points for ``seat``)."""

    has_evaluation = True
    eval_scale = 40.0

    def evaluate(self, state: Any, seat: int) -> float:
        return evaluate(state, seat)


#: The evaluation a draw offer is answered by (:mod:`pushgames.ai.draws`).
DOMAIN = PushDomain


#: Hard weighs threats by their chances, races to the rings faster and blocks the
#: rival's rings early, whoever moved first (racing when it moved first, it won 20 of
#: 40 such games against Medium; blocking, 25 of the same 40: docs/ai/push-measurements.md); its own
#: threat counts more when no rival can block it before its next turn; it reads the
#: rivals' threats the plain reading misses (``unseen``), a Triad rival's Faction step
#: (``faction_steps``), and counts the clearers (Movers, Changers) for more (issue 28).
HARD_STYLE = Style(chance=True, blocked_share=0.5, slope=0.9, first_races=False, unblocked=200.0,
                   unseen=True, clearers=20.0, faction_steps=True)

#: Medium weighs threats flatly (150 points), and reads the rivals' threats the plain
#: reading misses as Hard does (``unseen``: a ring held three times whose blocker a
#: Changer or a Mover clears, a Mover on the ring, a captive that may recover), so that
#: it never misses a necessary block of a threat on the board (issue 23).
MEDIUM_STYLE = Style(unseen=True)
#: Medium is the ladder's middle step, not a second Hard (issues 23 and 28: Hard won only
#: 57% against the Medium that chose as Hard does 85% of the time, and 61% against the
#: Medium that was sharp wherever a ring square was at stake). Beyond wins and blocks it
#: plays as a fair newcomer does, who blocks what it sees but does not plan a race:
#: - it plays a card only where no plan without one comes within ``MEDIUM_CARD_MARGIN``
#:   points (half a rival's threat): a card that blocks or wins, never one for a small gain;
#: - it draws one of its ``MEDIUM_TOP`` best plans (softmax, ``MEDIUM_NOISE`` points) among
#:   those within ``MEDIUM_SLACK`` points of its best that beat ending the turn, also
#:   where a ring square is at stake (which square to take, whether to step into the
#:   rival's ring early): it often walks the slower operative or takes another square;
#: - but never one that leaves a rival a threat where its best leaves none
#:   (``block_guard``: a necessary block is never given up).
#: A win (2,000 points) is never in doubt: a plan that wins is always played (docs/ai/push.md,
#: tests/ai/test_push_medium_level.py, tests/ai/test_push_medium_loose.py).
MEDIUM_NOISE, MEDIUM_SLACK, MEDIUM_TOP = 6.0, 60.0, 5
MEDIUM_CARD_MARGIN = 75.0


def levels(game: Game[Any, Any]) -> dict[str, Level]:
    """Node budgets (positions generated or valued) for the arena; time for the page."""
    return {
        "easy": Level(PushPlayer(samples=1, noise=4.0, threats=False, name="push-easy"),
                      Budget(nodes=6_000),
                      Budget(seconds=1.0, nodes=6_000)),
        "medium": Level(PushPlayer(samples=2, style=MEDIUM_STYLE, noise=MEDIUM_NOISE,
                                   slack=MEDIUM_SLACK, top=MEDIUM_TOP, block_guard=True,
                                   card_margin=MEDIUM_CARD_MARGIN, name="push-medium"),
                        Budget(nodes=12_000),
                        Budget(seconds=2.0, nodes=12_000)),
        "hard": Level(PushPlayer(samples=4, beam=6, style=HARD_STYLE, ring_walks=True, follow=True,
                                 name="push-hard"), Budget(nodes=25_000),
                      Budget(seconds=BROWSER_SECONDS_MAX, nodes=25_000)),
    }
