"""What a tree search needs to know about a game, with sensible defaults.

A :class:`Domain` adapts a game to a search: the moves of a node (by default
the legal actions; a game may use whole turns instead), the state after a
move, a static evaluation and an ordering hint. Per-game modules in
``pushgames.ai.games`` subclass it to play better; the defaults work for any
game through the engine contract alone.
"""

from __future__ import annotations

import random
from typing import Any, Hashable, Sequence

from ..core import Game


class Domain:
    """The default adaptation: one node per decision, no knowledge.

    ``evaluate`` answers in points from ``seat``'s point of view (a win is
    worth :data:`WIN`); the default knows nothing and says 0.
    """

    #: An evaluation of this many points counts as a sure win for a playout
    #: (Monte Carlo players squash evaluations with tanh(points / eval_scale)).
    eval_scale = 100.0
    #: Whether ``evaluate`` knows anything (Monte Carlo players then cut playouts short).
    has_evaluation = False

    def __init__(self, game: Game[Any, Any]) -> None:
        self.game = game

    def moves(self, state: Any) -> Sequence[Any]:
        """The moves a search tries at ``state`` (each must be legal there)."""
        return self.game.legal_actions(state)

    def play(self, state: Any, move: Any) -> Any:
        return self.game.next_state(state, move)

    def first_action(self, state: Any, move: Any) -> Any:
        """The action to play now for ``move`` (a move may be a whole turn)."""
        return move

    def evaluate(self, state: Any, seat: int) -> float:
        return 0.0

    def rollout_action(self, state: Any, moves: Sequence[Any], rand: random.Random) -> Any:
        """The move a Monte Carlo playout makes (default: uniformly random)."""
        return moves[rand.randrange(len(moves))]

    def order_hint(self, state: Any, move: Any) -> int:
        """Larger is tried earlier (captures, pushes of the ball...)."""
        return 0

    def key(self, state: Any) -> Hashable:
        return self.game.position_key(state)

    def times_seen(self, state: Any) -> int:
        """How often the game has been in ``state``'s position, this time
        included, where the state counts its game's positions (a repetition
        rule's history); 0 where it does not know."""
        return 0


#: The value of a won position; a win in fewer plies scores a little higher.
WIN = 1_000_000.0
#: Scores beyond this are wins or losses found by the search.
WIN_THRESHOLD = WIN / 2
