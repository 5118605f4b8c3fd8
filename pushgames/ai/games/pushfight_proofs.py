"""Proofs of Push Fight's three-turn facts that can be kept and checked cheaply.

Finding that a turn holds three turns deep (:func:`~.pushfight_hard.loses_in_three`
finds no reply that beats it) costs seconds to a minute: every reply of the
opponent's is searched for a turn of ours safe for two turns. Once found, those
turns are the proof: checking it costs one two-turn proof a reply, with no search
for which turn. Likewise a position lost within two more turns (``holds_two`` is 0):
the proof is, for each of our turns, the opponent's reply that wins or that we
cannot parry. ``tools/pushfight_book.py`` writes the book's proofs; the tests check
them instead of searching again (issue 24's test time). A check is complete: it
looks at every reply (or every turn of ours), so a wrong or stale proof fails.

Turns are kept as :data:`~pushgames.pushfight.tactics.TurnBits`, positions as their
strings (the side to move's view).
"""

from __future__ import annotations

from typing import Any, Callable

from ...pushfight.analysis import has_immediate_win, play_bits, turn_results
from ...pushfight.position import Position
from ...pushfight.tactics import TurnBits
from .pushfight_hard import Holders, holds_two
from .pushfight_search import worst_reply

Tick = Callable[[], object]


def holding_turns(after: Position, tick: Tick) -> dict[str, TurnBits] | None:
    """For a turn that left ``after`` (the opponent to move): each reply that
    leaves us no win at once -> a turn of ours safe for two turns after it;
    None if some reply leaves us none (the turn loses in three) or wins."""
    proof: dict[str, TurnBits] = {}
    memory = Holders()  # the turn that held last is tried first (and lands first)
    for reply, wins, _ in turn_results(after):
        tick()
        if wins:
            return None
        if has_immediate_win(reply):
            continue
        if holds_two(reply, tick, None, memory, count=False) == 0:
            return None
        proof[reply.to_string()] = memory.held[0]
    return proof


def check_holding_turns(after: Position, proof: dict[str, TurnBits], tick: Tick) -> bool:
    """Whether ``proof`` (as :func:`holding_turns` gives) shows that every reply
    to ``after`` leaves us a win at once or a turn safe for two turns: then the
    turn that left ``after`` does not lose in three."""
    killers: list[TurnBits] = []
    refuters: list[TurnBits] = []
    for reply, wins, _ in turn_results(after):
        tick()
        if wins:
            return False
        if has_immediate_win(reply):
            continue
        turn = proof.get(reply.to_string())
        played = None if turn is None else play_bits(reply, turn)
        if played is None:
            return False
        ours, won = played
        if won:
            continue
        if has_immediate_win(ours) or worst_reply(ours, tick, killers, refuters) is None:
            return False
    return True


def to_json(proof: dict[str, TurnBits]) -> dict[str, Any]:
    """A proof as JSON data (turns as nested lists)."""
    return {key: [[list(move) for move in turn[0]], turn[1], turn[2]]
            for key, turn in proof.items()}


def from_json(data: dict[str, Any]) -> dict[str, TurnBits]:
    """A proof read back from :func:`to_json`'s data."""
    return {key: (tuple((int(src), int(dst)) for src, dst in moves), int(pusher), int(step))
            for key, (moves, pusher, step) in data.items()}
