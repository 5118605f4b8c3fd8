"""The corpus of rules-version-1 Pushout games that must keep replaying exactly.

Version 1 dealt the whole deck from the record's seed. The corpus was written
by that engine (before the deal changed); ``python -m tests.pushout.legacy_corpus``
writes it again, and since it starts every game as version 1 it must write the
same file today.

Each entry: the record's text (``GameRecord.encode()``), the final state's
``render_text``, the number of states and a fingerprint of every state.
"""

from __future__ import annotations

import hashlib
import itertools
import json
import random
import sys
from pathlib import Path
from typing import Any, Iterable

from pushgames.core import TERMINAL, GameRecord, play, start
from pushgames.pushout import GAME
from pushgames.pushout.variants import OPTIONS

PATH = Path(__file__).resolve().parent / "data" / "legacy_v1.json"
#: The fields a version-1 state had; the fingerprint reads them by name.
V1_FIELDS = ("board", "pile", "discard", "banks", "turn", "phase", "moves_left",
             "turns_done", "pending",
             "pending_hole", "deal", "tally", "last_deal", "result", "rules", "rng")
GAMES = 300
NAMES = [spec.name for spec in OPTIONS]
COMBINATIONS = list(itertools.product((False, True), repeat=len(NAMES)))


def fingerprint(states: Iterable[Any]) -> str:
    """One digest over every state, field by field as version 1 had them."""
    digest = hashlib.sha256()
    for state in states:
        digest.update(repr(tuple(getattr(state, name) for name in V1_FIELDS)).encode())
        digest.update(b"\n")
    return digest.hexdigest()[:32]


def options_of(number: int) -> dict[str, bool]:
    options = dict(zip(NAMES, COMBINATIONS[(number * 97) % len(COMBINATIONS)]))
    options["hundred"] = options["hundred"] and number % 5 == 0  # matches are long: a few of them
    return options


def play_game(number: int) -> dict[str, Any]:
    options = options_of(number)
    seed = 1_000_003 * number + 17
    chooser = random.Random(number)
    first = GAME.new_state(options, seed, rules_version=1)
    state = start(GAME, options, seed, rules_version=1)
    states, notes = [first, state], []
    while GAME.to_move(state) != TERMINAL:
        actions = GAME.legal_actions(state)
        action = actions[chooser.randrange(len(actions))]
        notes.append(GAME.notation(state, action))
        state = play(GAME, state, action)
        states.append(state)
    record = GameRecord("pushout", 1, options, seed, tuple(notes))
    return {"record": record.encode(), "final": GAME.render_text(state), "states": len(states),
            "fingerprint": fingerprint(states)}


def write() -> None:
    corpus = [play_game(number) for number in range(GAMES)]
    PATH.write_text(json.dumps(corpus, indent=0) + "\n")


def load() -> list[dict[str, Any]]:
    return json.loads(PATH.read_text())  # type: ignore[no-any-return]


if __name__ == "__main__":
    write()
    sys.exit(0)
