"""Build Push Fight Hard's standard-opening book (``pushgames/ai/games/pushfight_hard.py``: BOOK).

``python tools/pushfight_book.py [--nodes N] [--seeds K]`` prints the entries: White's first
turn from the standard set-up, and Brown's first turn after White's book turn and after the
first turns the arena's other players choose there (``--seeds`` seeds each). Each entry is
Hard's own search with ``--nodes`` (default 600,000, five times the arena's Hard) and
eight dangerous replies checked a third turn deep instead of three. Maks Verver's solution
believes the standard set-up drawn: an entry only has to hold, and a deeper search holds
more often than the page's. Deterministic: the same arguments print the same book.

Then the turns after :data:`LINES`, the standard-opening lines where Hard at the page's
budget (or at equal CPU against a published agent) lost: there the search checks *every*
reply a third turn deep (not eight),
and the entry is printed only if every reply of the opponent's leaves a turn of ours safe for
two turns (else a warning on stderr). These take minutes each. Those turns, one a reply, are
the entry's proof (:func:`~pushgames.ai.games.pushfight_proofs.holding_turns`), as are those of
White's turns on ``pushfight_hard.WON_LINE`` (turns of a game Hard won, kept as played):
written to ``--proofs`` (default ``tests/ai/pushfight_book_proofs.json``), where the tests
check them (every reply, one two-turn proof each) instead of searching for them again.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pushgames.ai import Budget, level_player  # noqa: E402
from pushgames.ai.player import Player  # noqa: E402
from pushgames.ai.games import pushfight_hard, pushfight_proofs  # noqa: E402
from pushgames.core import Rng, play, start  # noqa: E402
from pushgames.pushfight import GAME, STANDARD, Position, PushFightState, position_of  # noqa: E402


#: Where the book's proofs go (read by ``tests/ai/test_pushfight_book.py``).
PROOFS = Path(__file__).resolve().parents[1] / "tests" / "ai" / "pushfight_book_proofs.json"


def whole_turn(player: Player, state: PushFightState, budget: Budget,
               seed: int) -> PushFightState:
    """``state`` after ``player`` plays one whole turn (decision by decision)."""
    seat = state.to_move
    while GAME.to_move(state) == seat:
        action = player.choose(GAME, GAME.view(state, seat), seat, budget, Rng(seed))
        state = play(GAME, state, action)
    return state


def entry(before: PushFightState, nodes: int, seed: int) -> tuple[str, str]:
    """(position before, position after) of the deep search's turn."""
    player = pushfight_hard.ThreeTurnPlayer(dangerous=8, probe=None, name="pushfight3-book")
    after = whole_turn(player, before, Budget(nodes=nodes), seed)
    print(f"# {position_of(before).to_string()}: {player.stats}", file=sys.stderr, flush=True)
    return position_of(before).to_string(), position_of(after).to_string()


#: Standard-opening lines (turns from the standard set-up, White first) after which Hard
#: lost at equal CPU a turn: its next turn was safe for two turns and lost in three. The
#: first: White's book turn, then the published move-ordered alpha-beta's answer as Brown
#: (KeatonMueller/pushfight; the same answer as in the issue's game), after which Hard as
#: White played d1-b3,b3-c3 and lost to Brown's e1-f2,d2-d1,f2-f3.
#: The second: the evolved-weights agent's answer (CoopCoevolutionSplitRef); Hard won
#: that game, but seven of the eight candidates the deep search checked there lose in three.
#: The third line is where Hard lost as Brown: both published agents open the standard set-up
#: as White with d1-c3,c2-d1,c3-d3 (not White's book turn), and the move-ordered agent won
#: every game there against Hard at equal CPU (Hard's fourth turn lost in three; its first
#: three held three turns deep but led there). ``AGENT_LINE`` is that agent's line against
#: this tool's turns for Brown, each found as ``full_entry`` finds the entries after LINES;
#: every prefix that ends before a Brown turn is a line of its own (14 entries; with them Hard
#: won the line, the agent being deterministic). ``WON_LINE``: White's turns of a game Hard
#: won against that agent (both lines live beside the book, in ``pushfight_hard``).
LINES: tuple[str, ...] = (
    "d4-b3,c2-c3,b3-c3 f3-f2,g3-f3,f2-e2",
    "d4-b3,c2-c3,b3-c3 e2-h3,f3-e2,e1-d1",
) + tuple(" ".join(pushfight_hard.AGENT_LINE[:n])
        for n in range(1, len(pushfight_hard.AGENT_LINE) + 1, 2))


def full_entry(before: PushFightState, nodes: int) -> tuple[str, str, dict[str, Any]] | None:
    """(position before, position after, the proof) of a turn proven three turns deep
    against every reply, or None (with a warning) if the search's turn is not."""
    player = pushfight_hard.ThreeTurnPlayer(dangerous=1 << 30, probe=None, name="pushfight3-book")
    after = whole_turn(player, before, Budget(nodes=nodes), 1)
    proof = pushfight_proofs.holding_turns(position_of(after), lambda: None)
    text = position_of(before).to_string()
    print(f"# {text}: {player.stats}, {'held' if proof else 'lost in three'}",
          file=sys.stderr, flush=True)
    if proof is None:
        return None
    return text, position_of(after).to_string(), pushfight_proofs.to_json(proof)


def won_line_entries() -> list[tuple[str, str, dict[str, Any]]]:
    """(position before, position after, the proof) of White's turns of
    ``pushfight_hard.WON_LINE`` from its third on; a turn that does not hold three turns deep
    stops the list (with a warning)."""
    out = []
    line = pushfight_hard.WON_LINE
    for n in range(4, len(line), 2):
        before, after = line_state(" ".join(line[:n])), line_state(" ".join(line[:n + 1]))
        proof = pushfight_proofs.holding_turns(position_of(after), lambda: None)
        if proof is None:
            print(f"# {line[n]} after {n} turns loses in three", file=sys.stderr, flush=True)
            break
        out.append((position_of(before).to_string(), position_of(after).to_string(),
                    pushfight_proofs.to_json(proof)))
    return out


def book_proofs() -> dict[str, Any]:
    """The proofs of the book's entries after :data:`LINES` and on
    ``pushfight_hard.WON_LINE`` as the book holds them."""
    proofs: dict[str, Any] = {after: proof for _, after, proof in won_line_entries()}
    for line in LINES:
        after = pushfight_hard.BOOK.get(position_of(line_state(line)).to_string())
        if after is None:
            continue
        proof = pushfight_proofs.holding_turns(Position.from_string(after), lambda: None)
        if proof is None:
            print(f"# {line}: the book's turn {after} loses in three", file=sys.stderr, flush=True)
            continue
        proofs[after] = pushfight_proofs.to_json(proof)
    return proofs


def write_proofs(path: Path, proofs: dict[str, Any]) -> None:
    """Write the proofs as JSON (one turn a line: diffs stay readable)."""
    rows = [f"  {json.dumps(after)}: {{\n" + ",\n".join(
        f"    {json.dumps(reply)}: {json.dumps(turn)}"
        for reply, turn in sorted(proof.items())) + "\n  }"
        for after, proof in sorted(proofs.items())]
    path.write_text('{"holds": {\n' + ",\n".join(rows) + "\n}}\n")


def line_state(line: str) -> PushFightState:
    """The state after ``line``'s turns from the standard set-up."""
    from pushgames.pushfight import Turn
    from pushgames.pushfight.rules import apply_turn

    state = play(GAME, play(GAME, start(GAME), STANDARD), STANDARD)
    for text in line.split():
        state = apply_turn(GAME, state, Turn.from_text(text))
    return state


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--nodes", type=int, default=600_000)
    parser.add_argument("--seeds", type=int, default=1)
    parser.add_argument("--proofs", type=Path, default=PROOFS)
    parser.add_argument("--proofs-only", action="store_true",
                        help="only write the proofs of the book's entries after LINES, as they are")
    ns = parser.parse_args()
    if ns.proofs_only:
        write_proofs(ns.proofs, book_proofs())
        return 0
    pushfight_hard.BOOK.clear()  # the book is what this search finds, not what it found before
    standard = play(GAME, play(GAME, start(GAME), STANDARD), STANDARD)
    book = dict([entry(standard, ns.nodes, 1)])
    whites = {book[position_of(standard).to_string()]}
    for level in ("alphabeta", "hard-v2", "medium"):
        player, budget = level_player(GAME, level)
        for seed in range(ns.seeds):
            whites.add(position_of(whole_turn(player, standard, budget, seed)).to_string())
    for after_white in sorted(whites):
        state = next(s for s in _white_turns(standard) if position_of(s).to_string() == after_white)
        book.update([entry(state, ns.nodes, 1)])
    proofs: dict[str, Any] = {}
    for line in LINES:
        found = full_entry(line_state(line), 5 * ns.nodes)
        if found is not None:
            book[found[0]] = found[1]
            proofs[found[1]] = found[2]
    for before, after, proof in won_line_entries():
        book[before] = after
        proofs[after] = proof
    write_proofs(ns.proofs, proofs)
    print("BOOK: dict[str, str] = {")
    for before, after in book.items():
        print(f"    {before!r}: {after!r},")
    print("}")
    return 0


def _white_turns(standard: PushFightState) -> list[PushFightState]:
    """Every state White's first turn from the standard set-up can leave (Brown to move)."""
    from pushgames.pushfight import successors
    from pushgames.pushfight.rules import apply_turn

    return [apply_turn(GAME, standard, s.turn) for s in successors(position_of(standard))]


if __name__ == "__main__":
    raise SystemExit(main())
