"""The command line and the computer players' evaluation for Apocalypse USA."""

from __future__ import annotations

import pytest

import dataclasses

from pushgames.ai.games.apocalypse import ApocalypseDomain, levels, seat_scores
from pushgames.ai.budget import Budget
from pushgames.ai.mcts import ISMCTSPlayer
from pushgames.apocalypse import GAME
from pushgames.apocalypse.state import SCORE
from pushgames.cli import main as cli_main
from pushgames.core import Rng

from .util import RED, table


def test_show_and_legal_on_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli_main(["apocalypse", "show", "--option", "seats=3", "--seed", "2", "migrate"]) == 0
    out = capsys.readouterr().out
    assert "North     R6 B6 G6" in out and "Blue: Migrate, move one of your tokens" in out
    assert cli_main(["apocalypse", "legal", "--option", "seats=2", "--seed", "2"]) == 0
    assert capsys.readouterr().out.split()[-1] == "done"


def test_the_evaluation_counts_vp_dominated_regions_tokens_and_cards() -> None:
    even = table(2)
    domain = ApocalypseDomain(GAME)
    assert domain.evaluate(even, 0) == domain.evaluate(even, 1) == 0
    ahead = dataclasses.replace(even, vp=(3, 1))
    assert domain.evaluate(ahead, 0) > 0 > domain.evaluate(ahead, 1)
    dominating = table(2, tokens={"PN": (7, 6)})
    assert domain.evaluate(dominating, 0) > 0
    scores = seat_scores(table(2, hands=[["Army"], []]))
    assert scores[0] > scores[1]
    assert set(levels(GAME)) == {"easy", "medium", "hard"}


def test_the_player_calls_a_score_when_it_dominates_and_not_when_it_trails() -> None:
    player = ISMCTSPlayer(ApocalypseDomain, rollout_depth=3)
    winning = table(2, fill=2, tokens={"PN": (5, 0), "CN": (5, 0), "AN": (5, 0)}, phase=SCORE)
    losing = table(2, fill=2, tokens={"PN": (0, 5), "CN": (0, 5), "AN": (0, 5)}, phase=SCORE)
    choose = [player.choose(GAME, GAME.view(s, RED), RED, Budget(nodes=150), Rng(3))
              for s in (winning, losing)]
    assert choose == ["score", "pass"]
