"""Push: psychic factions fight for the centre of an 11 x 11 board (seeds/000,
settled by docs/rulings.md; the readings where both are silent are in
:data:`CLARIFICATIONS`).

2-4 seats (the ``seats`` option), each with a faction (``faction1``..``faction4``,
or ``random``) and a 2 x 2 corner box, clockwise (opposite corners with two).
Everything chance does is its own small outcome: each operative drawn from
the pool (``draw Watcher``), each die (``roll 5``), each card's face when a
seat first sees it (``card Guns``), each random card taken (``pick 2``).

A turn is many small decisions of the player whose turn it is (reroll with
Watchers, a die to an operative then its walk step by step, a die's special
use, a card with its arguments, ``end``, the End Phase's discards); other
seats decide in between when they may answer: the attacked operative's
controller with a Negate card before the roll, any other player able to
answer a card ("Negate any Action" ...) right after it, and the players able
to have an attack roll rerolled right after the roll (see :mod:`.effects`).

Modules: :mod:`.board` squares and boxes, :mod:`.cards` the deck and the
operative types, :mod:`.state` the values, :mod:`.moves` walks and pushes,
:mod:`.turns` the phases and the Move Phase's choices, :mod:`.effects` cards,
answers and attacks, :mod:`.rules` the game object, :mod:`.text` notation,
prompts and the board as text.

>>> from pushgames.core import start
>>> state = start(GAME, {"seats": 3}, seed=2)
>>> GAME.seat_count(state), sum(op is not None for op in state.board)
(3, 12)
>>> GAME.prompt(state).split(":")[0] in META.seat_names
True
"""

from .clarifications import CLARIFICATIONS
from .common import Act
from .rules import META, SEAT_NAMES, PushGame
from .state import PushState

GAME = PushGame()

__all__ = ["GAME", "CLARIFICATIONS", "META", "SEAT_NAMES", "PushGame", "PushState", "Act"]
