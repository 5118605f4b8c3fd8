"""A saved game's line in the lists (web/pushweb/savesummary.py: pure Python,
so it is tested here without a browser): who plays, moves and result."""

from __future__ import annotations

import doctest
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "web"))

from pushweb import savesummary  # noqa: E402
from pushweb.savesummary import names_no_game, opponents, summary  # noqa: E402

from pushgames import registry  # noqa: E402
from pushgames.core import GameRecord, Replay  # noqa: E402


def new_record(game_id: str, **options: object) -> str:
    return Replay.new(registry.get_game(game_id), options, 1).encoded()


def test_the_module_examples_hold() -> None:
    assert doctest.testmod(savesummary).failed == 0


def test_one_person_named_against_computers_of_two_levels() -> None:
    record = new_record("push", seats=4)
    assert opponents("push", record, {1: "hard", 2: "easy", 3: "hard"}, {0: "Ada"}) == \
        "Ada v 2 computers (Hard) v Computer (Easy)"
    assert opponents("push", record, {1: "hard", 2: "easy", 3: "hard"}, {2: "Hal"}) == \
        "You v Hal v 2 computers (Hard)"


def test_several_people_and_a_computer_name_their_seats() -> None:
    record = new_record("apocalypse", seats=3)
    assert opponents("apocalypse", record, {2: "medium"}, {}) == "Red v Blue v Computer (Medium)"


def test_the_seat_count_comes_from_the_record_and_stray_seats_are_ignored() -> None:
    record = new_record("apocalypse", seats=2)
    assert opponents("apocalypse", record, {1: "easy", 4: "hard"},
                     {5: "Ghost"}) == "You v Computer (Easy)"
    assert opponents("apocalypse", record, {1: "nonsense"}, {}) == "2 people: Red v Blue"


def test_an_unreadable_record_or_unknown_game_says_nothing() -> None:
    assert opponents("pushpush", "not a record", {}, {}) == ""
    assert opponents("chess", new_record("pushpush"), {}, {}) == ""
    assert summary("not a record") == ""


def test_only_a_new_game_without_chance_names_no_game() -> None:
    assert names_no_game(new_record("pushpush"))
    assert names_no_game(new_record("pushpush", first="B"))  # options alone tell no game apart
    assert names_no_game(new_record("pushfight"))
    # A deal, a seed (format 1) or a decision makes the record one game's own.
    assert not names_no_game(new_record("pushout"))
    seeded = GameRecord.decode(new_record("pushpush"))
    assert not names_no_game(GameRecord(seeded.game_id, seeded.rules_version,
                                        seeded.options, 7).encode())
    replay = Replay.new(registry.get_game("pushpush"), {}, 1)
    replay.push(replay.game.legal_actions(replay.state)[0])
    assert not names_no_game(replay.encoded())
    assert not names_no_game("not a record")


def test_a_resignation_or_draw_mark_is_believed_only_when_the_record_replays_with_it() -> None:
    from tests.pushpush.lines import WHITE_WIN

    def pushpush(actions: list[str]) -> str:
        return GameRecord("pushpush", 1, {}, 0, tuple(actions), chance_recorded=True).encode()

    assert summary(pushpush(list(WHITE_WIN[:2]) + ["#0"])) == "2 moves \u00b7 White (A) resigned"
    assert summary(pushpush(["#1"])) == "no moves yet \u00b7 Black (B) resigned"
    assert summary(pushpush(list(WHITE_WIN[:2]) + ["="])) == "2 moves \u00b7 draw agreed"
    # A mark after a game already won, or for a seat that does not play, is not a result.
    assert summary(pushpush(list(WHITE_WIN) + ["#1"])) == "10 moves"
    assert summary(pushpush(list(WHITE_WIN[:2]) + ["#5"])) == "2 moves"
    assert summary(pushpush(list(WHITE_WIN) + ["="])) == "10 moves"
