"""One shape per game (issue 25): each registered game, the test-only
Pickpocket included, is one engine package whose ``rules.py`` holds the Game,
one board subpackage in the page, and one registration record."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

from pushgames import registry
from pushgames.core import Game, UnknownGameError

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("entry", registry.ENTRIES, ids=lambda entry: entry.id)
def test_each_game_is_one_package_one_board_subpackage_and_one_record(
    entry: registry.GameEntry) -> None:
    assert entry.engine == f"pushgames.{entry.id}"
    rules = importlib.import_module(f"{entry.engine}.rules")
    game = registry.get_game(entry.id)
    assert isinstance(game, Game) and type(
        game).__module__ == rules.__name__, "the Game class lives in rules.py"
    assert importlib.import_module(entry.engine).GAME is game
    module, _, class_name = entry.board.partition(":")
    assert module == f"pushweb.boards.{entry.id}.board"
    board = ROOT / "web" / "pushweb" / "boards" / entry.id / "board.py"
    classes = {node.name for node in ast.walk(ast.parse(board.read_text()))
               if isinstance(node, ast.ClassDef)}
    assert class_name in classes
    if entry.players is not None:
        assert importlib.import_module(entry.players).levels(game)


def test_the_lists_follow_the_records() -> None:
    assert registry.toy_game_ids() == ["pickpocket"]
    assert "pickpocket" not in registry.game_ids() and len(registry.game_ids()) == 5
    with pytest.raises(UnknownGameError):
        registry.entry("chess")
