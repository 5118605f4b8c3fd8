"""Push Fight: move up to twice, then push; shove an opponent's piece off the
26-square board with its two rails.

Public pieces: :data:`GAME` (the engine contract), :class:`Position` and its
26-character string, :class:`Turn` / :class:`Step` and their notation, and the
analysis functions the panel and the computer players stand on:
:func:`successors` (every distinct position one turn reaches, wins flagged) and
:func:`has_immediate_win`.
"""

from .analysis import (
    Successor, arrangements, can_complete_turn, has_any_push, has_immediate_win, legal_pushes,
    push_result, reachable, successor_count, successors,
)
from .board import square_index, square_name
from .cli import COMMANDS
from .position import NO_ANCHOR, STANDARD_STRING, Position
from .rules import (
    BROWN, META, WHITE, PushFightGame, PushFightState, apply_turn, legal_moves,
    parse_position_option, parse_turn, position_of, position_option, state_from_position,
    turn_notation,
)
from .turns import RANDOM, STANDARD, Arrange, Place, SetupChoice, Step, Turn, parse_decision

GAME = PushFightGame()

__all__ = [
    "GAME", "META", "WHITE", "BROWN", "PushFightGame", "PushFightState", "Position",
           "STANDARD_STRING",
    "NO_ANCHOR", "Turn", "Step", "Place", "SetupChoice", "Arrange", "STANDARD", "RANDOM",
           "parse_decision",
    "Successor", "successors", "successor_count", "has_immediate_win", "can_complete_turn",
           "has_any_push",
    "legal_pushes", "push_result", "reachable", "arrangements", "apply_turn", "parse_turn",
           "turn_notation",
    "legal_moves", "position_of", "state_from_position", "parse_position_option", "position_option",
    "square_index", "square_name", "COMMANDS",
]
