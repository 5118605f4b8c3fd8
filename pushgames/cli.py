"""The command line over the engine contract.

``python -m pushgames GAME show|legal [--seed N] [--option NAME=VALUE ...] [ACTION ...]``
replays ACTIONs (in the game's notation) from a new game, then prints the
position (``show``) or every legal action, one per line (``legal``). Games may
add commands of their own (``commands`` in their package: name -> function).
"""

from __future__ import annotations

import argparse
import importlib
import sys
from typing import Callable, Sequence

from . import registry
from .core import TERMINAL, PushgamesError, replay_notations


def _parse_options(pairs: Sequence[str]) -> dict[str, str]:
    options: dict[str, str] = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep or not name:
            raise PushgamesError(f"--option takes NAME=VALUE, not {pair!r}")
        options[name] = value
    return options


def _game_commands(game_id: str) -> dict[str, Callable[[list[str]], int]]:
    module = importlib.import_module(registry.entry(game_id).engine)
    return dict(getattr(module, "COMMANDS", {}))


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args[:1] == ["arena"]:  # computer levels against each other (pushgames.ai.arena)
        from .ai.arena import main as arena_main
        return arena_main(args[1:])
    if args and args[0] in registry.game_ids() and len(args) > 1:
        extra = _game_commands(args[0])
        if args[1] in extra:
            return extra[args[1]](args[2:])
    parser = argparse.ArgumentParser(prog="python -m pushgames",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("game", help="one of: " + ", ".join(registry.game_ids()))
    parser.add_argument("command", choices=("show", "legal"))
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("actions", nargs="*", metavar="ACTION")
    ns = parser.parse_intermixed_args(args)
    try:
        game = registry.get_game(ns.game)
        line = replay_notations(game, ns.actions, _parse_options(ns.option), ns.seed)
    except PushgamesError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    state = line.state
    if ns.command == "show":
        print(game.render_text(state))
    elif game.to_move(state) != TERMINAL:
        for action in game.legal_actions(state):
            print(game.notation(state, action))
    return 0
