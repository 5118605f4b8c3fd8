"""What the page's worker runs: a record in, a legal move's notation out."""

from __future__ import annotations

import pytest

from pushgames.ai.service import choose_notation
from pushgames.core import GameRecord, play, start
from pushgames.registry import game_ids, get_game, load_record


def record_after(game_id: str, plies: int, seed: int = 4) -> str:
    """A record a few decisions into a game (the first legal action each time)."""
    game = get_game(game_id)
    state = start(game, {}, seed)
    notes = []
    for _ in range(plies):
        actions = game.legal_actions(state)
        action = actions[len(actions) // 2]
        notes.append(game.notation(state, action))
        state = play(game, state, action)
    return GameRecord(game_id, game.meta.rules_version, game.meta.normalize_options({}), seed,
                      tuple(notes)).encode()


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
@pytest.mark.parametrize("game_id", game_ids())
def test_a_legal_notation(game_id: str, level: str) -> None:
    # How fast it answers is the bench's business (python -m bench --only ai);
    # that every player obeys its clock is tested with a stepped timer per game.
    text = record_after(game_id, 3)
    replay = load_record(text)
    seat = replay.game.to_move(replay.state)
    notation = choose_notation(text, seat, level, seed=2, seconds=0.3)
    assert replay.game.parse(replay.state, notation) in replay.game.legal_actions(replay.state)


def test_the_wrong_seat_is_refused() -> None:
    text = record_after("pushpush", 2)
    with pytest.raises(ValueError):
        choose_notation(text, 1, "easy")

