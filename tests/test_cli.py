"""The command line: show, legal, options and errors."""

from __future__ import annotations

import subprocess
import sys


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "pushgames", *args],
                          capture_output=True, text=True)


def test_show_replays_moves_and_prints_the_position() -> None:
    result = run("pushpush", "show", "d1-d2", "c7-c6")
    assert result.returncode == 0
    assert "2   .  .  . A4" in result.stdout
    assert "White (A) to move" in result.stdout


def test_legal_lists_every_legal_move_one_per_line() -> None:
    result = run("pushpush", "legal", "--option", "first=B")
    lines = result.stdout.split()
    assert result.returncode == 0 and len(lines) == 25 and all(line[1] == "7" for line in lines)


def test_a_bad_action_exits_non_zero_naming_it_and_why() -> None:
    result = run("pushpush", "show", "d1-d2", "d7-d6")
    assert result.returncode != 0
    assert "d7-d6" in result.stderr and "point-symmetric" in result.stderr


def test_unknown_game_and_bad_option_are_reported() -> None:
    assert "no game called" in run("chess", "show").stderr
    assert "first" in run("pushpush", "show", "--option", "first=Z").stderr


def test_actions_may_come_before_and_after_the_options() -> None:
    result = run("pushpush", "show", "d1-d2", "--seed", "3", "c7-c6", "--option", "repetition=off")
    assert result.returncode == 0 and "White (A) to move" in result.stdout
