"""How many characters a record entry takes, per game: whether a game could reach the
200,000-character limit (``MAX_TEXT``) before the 50,000-entry one (``MAX_DECISIONS``).

Each game is played with random legal moves that do not end it (a move is kept if the
side to move after it still has a move that does not end the game), with repetition
draws off where the game has them, and the longest rounds option where it has one;
``--greedy`` instead picks, of a few random legal moves, the one that makes the
record's text longest (moves chosen to defeat the compression). Prints the characters
a record entry takes and what 50,000 entries at that rate would come to.

    python -m bench.record_density [--entries 3000] [--greedy] [--games pushpush,pushfight]

Figures and what they mean: docs/performance.md, "The longest record".
"""

from __future__ import annotations

import argparse
import random
from typing import Any

from pushgames.core import GameRecord, Replay
from pushgames.core.record import MAX_DECISIONS, MAX_TEXT, RecordEncoder
from pushgames.registry import get_game

#: Options that make a game last: no repetition draw, the most rounds.
LONG_OPTIONS: dict[str, dict[str, Any]] = {
    "pushpush": {"repetition": False}, "pushfight": {"repetition": False},
    "pushout": {"hundred": True}, "push": {"rounds": 500}, "apocalypse": {}, "pickpocket": {},
}
#: Of how many random moves the greedy choice picks (each costs a finished copy of the text).
GREEDY_SAMPLE = 8


def keeps_going(game: Any, state: Any, depth: int) -> bool:
    """Whether the game is not over after ``state`` and (``depth`` > 0) the side to move
    has a move that keeps it so."""
    if game.outcome(state) is not None:
        return False
    return depth == 0 or any(keeps_going(game, game.apply(state, a), depth - 1)
                             for a in game.legal_actions(state))


def long_line(game_id: str, entries: int, greedy: bool, seed: int = 2) -> Replay[Any, Any]:
    """A line of about ``entries`` record entries (fewer if it ends or gets stuck)."""
    game = get_game(game_id)
    rng = random.Random(seed)
    line = Replay.new(game, LONG_OPTIONS.get(game_id, {}), seed)
    while game.outcome(line.state) is None:
        record = GameRecord.decode(line.encoded())
        if len(record.actions) >= entries:
            break
        actions = list(game.legal_actions(line.state))
        rng.shuffle(actions)
        if greedy:
            encoder = RecordEncoder(record.game_id, record.rules_version, record.options,
                                    record.seed, True)
            for entry in record.actions:
                encoder.add(entry)
            sample = actions[:GREEDY_SAMPLE]
            best = sorted(sample, key=lambda a: -len(encoder.text([game.notation(line.state, a)])))
            # The rest only if none of the sample keeps the game going.
            actions = best + actions[GREEDY_SAMPLE:]
        going = (a for a in actions if keeps_going(game, game.apply(line.state, a), 1))
        chosen = next(going, actions[0])
        line.push(chosen)
    return line


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--entries", type=int, default=3000)
    ap.add_argument("--greedy", action="store_true")
    ap.add_argument("--games", default=",".join(LONG_OPTIONS))
    args = ap.parse_args(argv)
    print(f"{'game':<12}{'entries':>9}{'chars':>9}{'a entry':>9}{'at 50,000':>11}  ended")
    for game_id in args.games.split(","):
        line = long_line(game_id, args.entries, args.greedy)
        text = line.encoded()
        count = len(GameRecord.decode(text).actions)
        rate = len(text) / count
        ended = line.game.outcome(line.state) is not None
        past = "  (past MAX_TEXT)" if rate * MAX_DECISIONS > MAX_TEXT else ""
        print(f"{game_id:<12}{count:>9,}{len(text):>9,}{rate:>9.2f}{rate * MAX_DECISIONS:>11,.0f}  "
              f"{'yes' if ended else 'no'}{past}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
