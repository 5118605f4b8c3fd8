"""Push Fight Hard's standard-opening book (issue 28) on the lines it lost.

Hard as White lost the standard opening at equal CPU a turn against the published
move-ordered alpha-beta (KeatonMueller/pushfight, run outside the repository): White's
book turn, Brown's f3-f2,g3-f3,f2-e2 (the issue game's answer too), then Hard's
d1-b3,b3-c3, safe for two turns, lost in three to Brown's e1-f2,d2-d1,f2-f3. As Brown it
lost every game after the agents' first turn d1-c3,c2-d1,c3-d3 (the book's Brown line below).
Budgets are node counts, never wall time."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pushgames.ai import Budget
from pushgames.ai.games import pushfight_hard, pushfight_proofs
from pushgames.ai.games.pushfight_proofs import check_holding_turns
from pushgames.ai.games.pushfight_hard import (
    AGENT_LINE, DANGEROUS_REPLIES, WON_LINE, holds_two, leaves, loses_in_three,
)
from pushgames.ai.games.pushfight_search import worst_reply
from pushgames.pushfight import GAME, Position, PushFightState, Turn, position_of, successors
from pushgames.pushfight.analysis import turn_results
from pushgames.pushfight.rules import apply_turn
from pushgames.pushfight.tactics import TurnBits, loses_in_two, wins_in_two

from .test_pushfight_ai import play_turn
from .test_pushfight_tactics import issue_state

#: Hard's turn in the lost game, and Brown's answer that left White lost in two.
PLAYED, ANSWER = "d1-b3,b3-c3", "e1-f2,d2-d1,f2-f3"
#: The book's proofs (``tools/pushfight_book.py --proofs-only`` writes them again).
PROOFS = Path(__file__).with_name("pushfight_book_proofs.json")
#: A quarter of the arena's Hard: the book answers whatever the budget.
GAME_NODES = 30_000


def _no_tick() -> None:
    return None


@pytest.mark.slow
def test_the_turn_hard_played_in_the_lost_standard_opening_was_safe_for_two_and_lost_in_three() -> (
    None
):
    played = apply_turn(GAME, issue_state(2), Turn.from_text(PLAYED))
    answered = apply_turn(GAME, played, Turn.from_text(ANSWER))
    assert position_of(played).to_string() == "..O....YXxxo...XoO......O."  # as the game logged it
    assert not loses_in_two(position_of(played))
    assert holds_two(position_of(answered), _no_tick) == 0
    # Hard's third-turn check could not see it: the three most dangerous replies by
    # what they leave each leave White a turn safe for two turns, and the game's answer
    # is not among them. Only the book, checked against every reply, avoids the turn.
    replies: list[tuple[float, Position]] = []
    assert worst_reply(position_of(played), _no_tick, [], [], leaves, replies) is not None
    ranked = [reply for _, reply in sorted(replies, key=lambda pair: pair[0])]
    assert all(holds_two(reply, _no_tick) > 0 for reply in ranked[:DANGEROUS_REPLIES])
    assert ranked.index(position_of(answered)) >= DANGEROUS_REPLIES


def test_hard_answers_from_the_book_where_it_lost_the_standard_opening() -> None:
    before = issue_state(2)
    key = position_of(before).to_string()
    assert key in pushfight_hard.BOOK
    after = play_turn("hard", before, seed=1, budget=Budget(nodes=GAME_NODES))
    assert position_of(after).to_string() == pushfight_hard.BOOK[key]
    assert position_of(after) != position_of(apply_turn(GAME, before, Turn.from_text(PLAYED)))
    assert not loses_in_two(position_of(after))


def _stored_proofs() -> dict[str, dict[str, TurnBits]]:
    """The book's proofs as ``tools/pushfight_book.py`` wrote them (entry -> reply -> our turn)."""
    data = json.loads(PROOFS.read_text())
    return {after: pushfight_proofs.from_json(proof) for after, proof in data["holds"].items()}


@pytest.mark.slow
def test_the_second_turn_book_entries_hold_against_every_reply() -> None:
    # White's second turns on the lines where the published agents answered White's
    # book turn (the first is where Hard lost): every reply of Brown's leaves White a
    # turn safe for two more turns. The book keeps that turn for each reply (the proof,
    # written by tools/pushfight_book.py); checking it looks at every reply as
    # loses_in_three does, with one two-turn proof each instead of a search for one.
    proofs = _stored_proofs()
    for answer in ("f3-f2,g3-f3,f2-e2", "e2-h3,f3-e2,e1-d1"):  # LINES in tools/pushfight_book.py
        before = apply_turn(GAME, issue_state(1), Turn.from_text(answer))
        after = pushfight_hard.BOOK[position_of(before).to_string()]
        assert any(s.position.to_string() == after for s in successors(position_of(before)))
        assert check_holding_turns(Position.from_string(after), proofs[after], _no_tick)
    # The two entries above, one for each Brown turn of AGENT_LINE and one for each White
    # turn of WON_LINE from the third on (both lines in ``pushfight_hard``), no other.
    assert len(proofs) == 2 + (len(AGENT_LINE) + 1) // 2 + (len(WON_LINE) - 3) // 2


def test_a_stored_proof_that_leaves_out_a_reply_or_names_a_wrong_turn_fails() -> None:
    # The check is no formality: the game's turn on the lost line loses in three, and
    # every proof it is given that way fails, as do the book's own proofs with a reply
    # left out or with a turn that is not one.
    after, proof = next(iter(_stored_proofs().items()))
    position = Position.from_string(after)
    # The first reply the check meets that has a turn in the proof (so the check fails early).
    reply = next(key for key in (r.to_string() for r, _, _ in turn_results(position))
                 if key in proof)
    turn = proof[reply]
    assert not check_holding_turns(position,
                                   {key: t for key, t in proof.items() if key != reply}, _no_tick)
    no_turn: TurnBits = (((0, 0),), turn[1], turn[2])  # moves a piece from no square
    assert not check_holding_turns(position, {**proof, reply: no_turn}, _no_tick)
    played = position_of(apply_turn(GAME, issue_state(2), Turn.from_text(PLAYED)))
    assert not check_holding_turns(played, {key: turn for key in proof}, _no_tick)


@pytest.mark.slow
def test_loses_in_three_finds_a_reply_that_beats_the_game_turn() -> None:
    played = position_of(apply_turn(GAME, issue_state(2), Turn.from_text(PLAYED)))
    refuting = loses_in_three(played, _no_tick)
    assert refuting is not None and holds_two(refuting, _no_tick) == 0


# -- Brown's standard opening against the published agents' first turn -----------------------
# (``pushfight_hard.AGENT_LINE``: their line against the book's Brown; ``WON_LINE``: White's)

#: The lost games' line: the book's first two Brown turns are Hard's own; then Hard played
#: e4-d4 (safe three turns deep) and, after the agent's c4-c2,d3-c3,c2-d2, g2-e4,d4-d3,f3-f2,
#: which lost in three (the agent won at its next-but-one turn).
LOST_LINE = AGENT_LINE[:5] + "e4-d4 c4-c2,d3-c3,c2-d2 g2-e4,d4-d3,f3-f2".split()




def test_the_book_plays_white_along_the_line_it_won_and_ends_with_a_win_in_two() -> None:
    # White's first two book turns begin the line; from the third on each White turn is a
    # book entry, and the last leaves Brown no parry (White wins at its next turn).
    for n in range(0, len(WON_LINE), 2):
        key = position_of(_line_state(WON_LINE[:n])).to_string()
        assert pushfight_hard.BOOK[key] == position_of(_line_state(WON_LINE[:n + 1])).to_string()
    assert wins_in_two(position_of(_line_state(WON_LINE)))
    assert not wins_in_two(position_of(_line_state(WON_LINE[:-2])))
    after = play_turn("hard", _line_state(WON_LINE[:4]), seed=1, budget=Budget(nodes=GAME_NODES))
    assert position_of(after) == position_of(_line_state(WON_LINE[:5]))


def _line_state(turns: list[str]) -> PushFightState:
    """The state after ``turns`` from the standard set-up."""
    state = issue_state(0)
    for text in turns:
        state = apply_turn(GAME, state, Turn.from_text(text))
    return state


def test_the_book_plays_brown_along_the_published_agents_line() -> None:
    # Every Brown position of the line is in the book, and the book's turn is the line's next.
    first = _line_state(AGENT_LINE[:1])
    assert position_of(first).to_string() == ".XO.....YxOo....Xo.....xO."  # as the arena logged it
    for n in range(1, len(AGENT_LINE), 2):
        key = position_of(_line_state(AGENT_LINE[:n])).to_string()
        assert pushfight_hard.BOOK[key] == position_of(_line_state(AGENT_LINE[:n + 1])).to_string()
    # Hard plays the book's turn whatever its budget, and it leaves the agent no win in two.
    after = play_turn("hard", first, seed=1, budget=Budget(nodes=GAME_NODES))
    assert position_of(after).to_string() == pushfight_hard.BOOK[position_of(first).to_string()]
    assert not loses_in_two(position_of(after))
    # The line leaves the lost games' line at Brown's third turn.
    third = _line_state(AGENT_LINE[:5])
    assert pushfight_hard.BOOK[position_of(third).to_string()] != position_of(
        _line_state(LOST_LINE[:6])).to_string()


#: The agent's reply to the lost games' turn (LOST_LINE's last) after which every Brown turn
#: loses within two more turns (found by ``loses_in_three``; checked here directly).
LOST_TO = "..O....xOo.....X.XO..xoY.."


@pytest.mark.slow
def test_the_lost_games_brown_turn_lost_in_three() -> None:
    # In the lost games Hard's fourth turn as Brown lost in three: a reply of the agent's
    # leaves it no turn safe for two turns.
    lost = position_of(_line_state(LOST_LINE))
    assert not loses_in_two(lost)
    reply = Position.from_string(LOST_TO)
    assert any(s.position == reply and not s.wins for s in successors(lost))
    assert holds_two(reply, _no_tick) == 0


@pytest.mark.slow
def test_every_book_turn_of_both_lines_holds_against_every_reply() -> None:
    # The stored proof: a turn safe for two turns after each reply of the opponent's.
    proofs = _stored_proofs()
    for line, first in ((AGENT_LINE, 1), (WON_LINE, 4)):
        for n in range(first, len(line), 2):
            after = position_of(_line_state(line[:n + 1])).to_string()
            assert check_holding_turns(Position.from_string(after), proofs[after], _no_tick)
