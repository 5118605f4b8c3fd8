"""Whether a computer seat accepts a draw that a person offers (issue 15).

The seat answers from its game's static evaluation of the position as the
seat sees it (``game.view``; hidden cards are filled in by
``game.determinize`` a few times with a fixed generator, and the values
averaged), never from a search: the answer takes well under a millisecond
to a few milliseconds, so the page asks on its own thread, and the same
position always gets the same answer.

The evaluation in points becomes a *standing* in -1..1,
``tanh(points / eval_scale)``, as the Monte Carlo players read evaluations,
and the seat accepts when its standing is at most :data:`ACCEPT_MARGIN`:
when it is not better (level, or worse). A game's module in
:mod:`pushgames.ai.games` names its evaluation (``DOMAIN``, a
:class:`~.domain.Domain`) or gives the standing itself (``standing(game,
state, seat)``: Push Fight, which also knows who can push a piece off at
once). A game with neither knows nothing of the position: level, so it accepts.

>>> from pushgames.core import start
>>> from pushgames.registry import get_game
>>> game = get_game("pushpush")
>>> accepts_draw(game, start(game), 1)  # the start is level (White's tempo is a few points)
True
"""

from __future__ import annotations

import math
from typing import Any, Callable

from ..core import Game, Rng
from .domain import Domain
from .levels import game_module

#: A seat accepts a draw when its standing (-1..1) is at most this: about a
#: tenth of a decisive edge (30 points in Push Push, a third of a figure).
ACCEPT_MARGIN = 0.1
#: Samples of the hidden cards a seat cannot see, averaged (fixed, so the answer is too).
SAMPLES = 6


def standing(game: Game[Any, Any], state: Any, seat: int) -> float:
    """How well ``seat`` stands in ``state``, from -1 (lost) to 1 (won), by
    its evaluation of what it may see."""
    outcome = game.outcome(state)
    if outcome is not None:
        return 0.0 if outcome.is_draw else 1.0 if seat in outcome.winners else -1.0
    module = game_module(game)
    own: Callable[[Game[Any, Any], Any, int], float] | None = getattr(module, "standing", None)
    domain_class: type[Domain] | None = getattr(module, "DOMAIN", None)
    if own is None and domain_class is None:
        return 0.0
    if game.meta.has_hidden_information:
        view = game.view(state, seat)
        samples = [game.determinize(view, seat, Rng.from_seed(number)) for number in range(SAMPLES)]
    else:
        samples = [state]
    if own is not None:
        values = [float(own(game, sample, seat)) for sample in samples]
    else:
        assert domain_class is not None
        domain = domain_class(game)
        values = [math.tanh(domain.evaluate(sample, seat) / domain.eval_scale)
                  for sample in samples]
    return sum(values) / len(values)


def accepts_draw(game: Game[Any, Any], state: Any, seat: int) -> bool:
    """Whether ``seat`` (a computer) accepts a draw offered in ``state``."""
    return standing(game, state, seat) <= ACCEPT_MARGIN
