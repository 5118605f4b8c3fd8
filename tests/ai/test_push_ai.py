"""Push's computer players: the evaluation, the planner's choices, the levels, an arena run.

Budgets are node counts or a SteppedTimer (never the wall clock), so nothing
here depends on the machine's speed.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from pushgames.ai import Budget, level_player, levels_for
from pushgames.ai.arena import play_game
from pushgames.ai.games.push import PushDomain
from pushgames.ai.games.push import HARD_STYLE
from pushgames.ai.games.push_eval import PLAIN, approach, board_terms, evaluate, seat_totals
from pushgames.ai.games.push_threats import fill_chance
from pushgames.ai.games.push_planner import PushPlayer
from pushgames.ai.games.push_policy import answer_choice, card_value, discard_choice, reflex
from pushgames.ai.mcts import ISMCTSPlayer
from pushgames.ai.service import choose_notation
from pushgames.core import TERMINAL, Replay, Rng, start
from pushgames.core import play as core_play
from pushgames.push.board import parse_square
from pushgames.push.cards import SHIFTER, card_index
from pushgames.push.common import Act
from pushgames.push.state import DEFEND, END, Attack, Play, PushState, Reroll, Window

from ..push.helpers import BLUE, GAME, GREEN, RED, make
from .push_turns import best_plan
from .timers import SteppedTimer

# Blue waits in its corner box (k11) in most positions below.
BLUE_HOME = {"k11": ("Squad", BLUE), "j11": ("Squad", BLUE), "k10": ("Watcher", BLUE),
             "j10": ("Sniffer", BLUE)}


def _with(pieces: dict[str, tuple[Any, ...]], **kwargs: Any) -> PushState:
    return make({**BLUE_HOME, **pieces}, **kwargs)


# -- the evaluation ---------------------------------------------------------------

def test_holding_more_of_a_ring_is_better() -> None:
    three = _with({"e6": ("Squad", RED), "g6": ("Squad", RED), "f5": ("Squad", RED),
                   "a1": ("Squad", RED)})
    one = _with({"e6": ("Squad", RED), "c3": ("Squad", RED), "c4": ("Squad", RED),
                 "a1": ("Squad", RED)})
    assert evaluate(three, RED) > evaluate(one, RED) + 20
    assert evaluate(three, BLUE) < evaluate(one, BLUE), "Blue's view is the mirror"


def test_closer_operatives_are_better_and_every_step_counts() -> None:
    near = _with({"f9": ("Squad", RED), "a1": ("Squad", RED), "b1": ("Squad", RED),
                  "a2": ("Squad", RED)})
    far = _with({"f11": ("Squad", RED), "a1": ("Squad", RED), "b1": ("Squad", RED),
                 "a2": ("Squad", RED)})
    assert evaluate(near, RED) > evaluate(far, RED)
    assert approach(1) > approach(2) > approach(7) > approach(12)


def test_tokens_lost_operatives_and_cards_count() -> None:
    pieces = {"d4": ("Squad", RED), "a1": ("Squad", RED), "b1": ("Squad", RED),
              "a2": ("Squad", RED)}
    free = _with(pieces)
    hurt = _with({**pieces, "d4": ("Squad", RED, "i")})
    captured = _with({**pieces, "d4": ("Squad", RED, "c1")})
    short = _with({k: v for k, v in pieces.items() if k != "d4"})
    assert evaluate(free, RED) > evaluate(hurt, RED) > evaluate(captured, RED)
    assert evaluate(free, RED) > evaluate(short, RED) + 10, "three operatives cannot win"
    rich = _with(pieces, hands={RED: ["Guns", "Trap", "Money"]})
    assert evaluate(rich, RED) > evaluate(free, RED)


def test_an_enemy_on_the_ring_blocks_it() -> None:
    pieces = {"e6": ("Squad", RED), "g6": ("Squad", RED), "f5": ("Squad", RED),
              "c3": ("Squad", RED)}
    open_ring = _with(pieces)
    blocked = make({**pieces, "f7": ("Squad", BLUE), "k11": ("Squad", BLUE), "j11": ("Squad", BLUE),
                    "k10": ("Watcher", BLUE)})
    assert evaluate(open_ring, RED) > evaluate(blocked, RED)


def test_a_completed_ring_in_ones_own_turn_is_worth_a_win_and_the_totals_are_per_seat() -> None:
    done = _with({"e6": ("Squad", RED), "g6": ("Squad", RED), "f5": ("Squad", RED),
                  "f7": ("Squad", RED)})
    assert evaluate(done, RED) > 1000
    four = make({"a1": ("Squad", RED), "k11": ("Squad", BLUE), "a11": ("Squad", GREEN)}, seats=4)
    assert len(seat_totals(four)) == 4
    assert PushDomain(GAME).evaluate(done, RED) == evaluate(done, RED)


def _move_phase(seats: int, seed: int) -> PushState:
    """The first player at the top of its first Move Phase (the Watchers keep their dice)."""
    state = start(GAME, {"seats": seats}, seed=seed)
    while state.stack:
        state = core_play(GAME, state, Act("keep"))
    return state


def test_the_board_part_of_the_evaluation_is_kept_and_values_stay_the_same() -> None:
    # Two positions with the same board and different hands: the second reuses
    # the first's board terms, and both value exactly as computed afresh.
    pieces = {"e6": ("Squad", RED), "g6": ("Squad", RED), "c3": ("Shifter", RED),
              "f2": ("Squad", BLUE)}
    few = _with(pieces, hands={RED: ["Guns"]})
    many = _with(pieces, hands={RED: ["Guns", "Trap", "Money"]})
    board_terms.cache_clear()
    kept = [evaluate(s, RED, style=style) for s in (few, many) for style in (PLAIN, HARD_STYLE)]
    # one board, two styles: computed twice, then only looked up
    assert board_terms.cache_info().misses == 2 and board_terms.cache_info().hits >= 2
    fresh = []
    for s in (few, many):
        for style in (PLAIN, HARD_STYLE):
            board_terms.cache_clear()
            fresh.append(evaluate(s, RED, style=style))
    assert kept == fresh and kept[2] == kept[0] + 2 * 1.0  # two more cards (CARD points each)


# -- the planner ------------------------------------------------------------------

def _play_turn(state: PushState, level: str, seat: int, budget: Budget | None = None) -> PushState:
    """Let ``level`` play ``seat``'s decisions until another seat or chance decides."""
    player, level_budget = level_player(GAME, level)
    for step in range(40):
        if GAME.to_move(state) != seat:
            return state
        action = player.choose(GAME, GAME.view(state, seat), seat,
                               budget or level_budget, Rng(step))
        state = GAME.apply(state, action)
    raise AssertionError("the turn did not end")


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_every_level_takes_a_win_at_once(level: str) -> None:
    # Red holds e6, g6 and f5; a 3 walks the Squad on f10 to f7. The 5 has
    # tempting uses elsewhere; ending the turn without the walk wins nothing.
    state = _with({"e6": ("Squad", RED), "g6": ("Squad", RED), "f5": ("Squad", RED),
                   "f10": ("Squad", RED),
                   "b2": ("Squad", RED)}, dice=(3, 5))
    player, budget = level_player(GAME, level)
    first = player.choose(GAME, GAME.view(state, RED), RED, budget, Rng(1))
    assert first == Act("move", 3, parse_square("f10"), 0, 0)
    state = _play_turn(state, level, RED)
    outcome = GAME.outcome(state)
    assert GAME.to_move(state) == TERMINAL and outcome is not None and outcome.winners == {RED}


@pytest.mark.parametrize("level", ["medium", "hard"])
@pytest.mark.parametrize("blocker", ["h4", "f3"])
def test_medium_and_hard_block_a_ring_a_rival_could_complete(level: str, blocker: str) -> None:
    # Blue holds e6, g6 and f7, and its Squad on f1 reaches f5 with a 4 next turn.
    # Red's one die, a 3, either blocks f5 from h4 or takes a third square of its
    # own diagonal ring (e10 to e7), which would be worth more if Blue could not
    # win first. (With a 2 from f3 the block is the only good use.)
    blue = {"e6": ("Squad", BLUE), "g6": ("Squad", BLUE), "f7": ("Squad", BLUE),
            "f1": ("Squad", BLUE)}
    red = {"e5": ("Squad", RED), "g7": ("Squad", RED), "e10": ("Squad", RED),
           blocker: ("Squad", RED),
           "a1": ("Squad", RED)}
    state = make({**blue, **red}, dice=(3,) if blocker == "h4" else (2,))
    state = _play_turn(state, level, RED)
    stopper = state.board[parse_square("f5")]
    assert stopper is not None and stopper.owner == RED


def test_the_evaluation_counts_a_rivals_threat_only_for_medium_and_hard() -> None:
    blue = {"e6": ("Squad", BLUE), "g6": ("Squad", BLUE), "f7": ("Squad", BLUE),
            "f2": ("Squad", BLUE)}
    open_ring = make({**blue, "c5": ("Squad", RED)})
    blocked = make({**blue, "f5": ("Squad", RED)})
    gain = evaluate(blocked, RED) - evaluate(open_ring, RED)
    plain = evaluate(blocked, RED, threats=False) - evaluate(open_ring, RED, threats=False)
    assert gain > plain + 100 and 0 < plain < 40


def test_hard_weighs_a_rivals_threat_by_the_chance_of_its_dice() -> None:
    # Blue holds e6, g6 and f7 and needs f5: from f4 any odd die walks there
    # (seven rolls in eight), from f1 only a 4 or a 6 does (19 in 27).
    blue = {"e6": ("Squad", BLUE), "g6": ("Squad", BLUE), "f7": ("Squad", BLUE)}
    red = {"a1": ("Squad", RED), "b1": ("Squad", RED)}
    near = make({**blue, **red, "f4": ("Squad", BLUE)})
    far = make({**blue, **red, "f1": ("Squad", BLUE)})
    assert fill_chance(((1, 12),)) == 189 / 216 and fill_chance(((4, 12),)) == 152 / 216
    # Medium counts both threats alike (beside a small step's worth); Hard,
    # the near one as the graver by far.
    plain = evaluate(far, RED, style=PLAIN) - evaluate(near, RED, style=PLAIN)
    hard = evaluate(far, RED, style=HARD_STYLE) - evaluate(near, RED, style=HARD_STYLE)
    assert 0 < plain < 5 and hard > plain + 40


def test_hard_values_its_own_threat_more_when_no_rival_walk_can_block_it_first() -> None:
    # Red holds e6, g6 and f7; its Squad on f2 walks to f5 with a 3 or a 5
    # next turn. Blue moves first: its Squads in the corner cannot reach f5,
    # one on b5 can (four steps). Hard counts Red's threat for more when Blue
    # cannot block it; without that term the two positions differ only a little.
    red = {"e6": ("Squad", RED), "g6": ("Squad", RED), "f7": ("Squad", RED), "f2": ("Squad", RED)}
    far = make({**red, "k11": ("Squad", BLUE), "j11": ("Squad", BLUE)}, turn=BLUE)
    near = make({**red, "k11": ("Squad", BLUE), "b5": ("Squad", BLUE)}, turn=BLUE)
    plain_hard = HARD_STYLE._replace(unblocked=0.0)
    gap = evaluate(far, RED, style=HARD_STYLE) - evaluate(near, RED, style=HARD_STYLE)
    without = evaluate(far, RED, style=plain_hard) - evaluate(near, RED, style=plain_hard)
    assert abs(without) < 15 and gap > without + 50


def test_hard_finds_a_block_that_walks_back_next_to_where_it_began() -> None:
    # Red holds e7, g7 and e5 and its Squad on g6 steps to g5 next turn. Blue's
    # one die, a 5, blocks g5 only by the Squad on f5 walking around
    # (f4, g4, h4, h5, g5); Blue's f7 keeps the straight ring blocked. Medium
    # merges walks that reach a square with the same steps left, and the walk
    # through g5 first hides this one: it misses the block. Hard keeps the ring
    # squares a walk visited apart and finds it.
    pieces = {"e7": ("Squad", RED), "g7": ("Squad", RED), "e5": ("Squad", RED),
              "g6": ("Squad", RED),
              "a1": ("Squad", RED), "f5": ("Squad", BLUE), "f7": ("Squad", BLUE),
              "k11": ("Squad", BLUE),
              "j11": ("Squad", BLUE)}
    blocks = {}
    for level in ("medium", "hard"):
        state = _play_turn(make(pieces, dice=(5,), turn=BLUE), level, BLUE)
        stopper = state.board[parse_square("g5")]
        blocks[level] = stopper is not None and stopper.owner == BLUE
    assert blocks == {"medium": False, "hard": True}


def test_hard_blocks_a_rivals_ring_early_where_medium_extends_its_own() -> None:
    # Red holds e5 and g5 of the diagonal ring, its Squad on d3 close by; no
    # threat yet. Blue's Shifter on e9 walks its 2 to f7 (a second square of
    # Blue's straight ring) or to e7 (in the way of Red's diagonal ring). Medium
    # takes f7; Hard counts a ring someone stands on at half its worth and takes
    # e7, so Red's ring needs an attack before it can be completed. It did so
    # only moving second until issue 28's last Push change: moving first it
    # raced as Medium does (``first_races``, still a Style option), and won
    # half those games against Medium where blocking won 25 of the same 40.
    pieces = {"e5": ("Squad", RED), "g5": ("Squad", RED), "d3": ("Squad", RED),
              "a1": ("Squad", RED),
              "e9": ("Shifter", BLUE), "g6": ("Squad", BLUE), "k11": ("Squad", BLUE),
              "j11": ("Squad", BLUE)}
    # Medium's judgement (its best plan: it draws among its near-best where no block
    # or win is at stake, issue 28's Medium step) takes f7; Hard plays e7.
    landed = {}
    for level in ("medium", "hard"):
        state = (best_plan(make(pieces, dice=(2,), turn=BLUE), level, BLUE).end if level == "medium"
                 else _play_turn(make(pieces, dice=(2,), turn=BLUE), level, BLUE))
        landed[level] = next(sq for sq, o in enumerate(state.board)
                             if o is not None and o.kind == SHIFTER)
    assert landed == {"medium": parse_square("f7"), "hard": parse_square("e7")}
    first = make(pieces, dice=(2,), turn=BLUE)._replace(first=BLUE)
    state = _play_turn(first, "hard", BLUE)
    assert next(sq for sq, o in enumerate(state.board) if o is not None
                and o.kind == SHIFTER) == parse_square("e7")
    racer = PushPlayer(samples=4, beam=6, style=HARD_STYLE._replace(first_races=True),
                       ring_walks=True)
    state = first
    for step in range(40):
        if GAME.to_move(state) != BLUE:
            break
        action = racer.choose(GAME, GAME.view(state, BLUE), BLUE, Budget(nodes=25_000), Rng(step))
        state = GAME.apply(state, action)
    assert next(sq for sq, o in enumerate(state.board) if o is not None
                and o.kind == SHIFTER) == parse_square("f7")


def test_hard_kills_a_blocker_on_the_ring_with_a_card() -> None:
    # Blue's Squad on f7 keeps Red from the ring; Red's Squad on f8 can shoot it.
    state = make({"e6": ("Squad", RED), "g6": ("Squad", RED), "f5": ("Squad", RED),
                  "f8": ("Squad", RED),
                  "f7": ("Squad", BLUE), "k11": ("Squad", BLUE), "j11": ("Squad", BLUE),
                  "k10": ("Watcher", BLUE)},
                 hands={RED: ["Guns"]})
    player, budget = level_player(GAME, "hard")
    action = player.choose(GAME, GAME.view(state, RED), RED, budget, Rng(2))
    assert GAME.notation(state, action) == "play Guns f8 f7"


def test_without_a_useful_move_the_turn_ends() -> None:
    # Red's four hold the diagonal ring but one is captured: nothing a 1 can do helps.
    state = _with({"e5": ("Squad", RED), "g5": ("Squad", RED), "e7": ("Squad", RED),
                   "g7": ("Squad", RED, "c1")},
                  dice=(1,))
    player, budget = level_player(GAME, "medium")
    assert player.choose(GAME, GAME.view(state, RED), RED, budget, Rng(3)) == Act("end")


def test_the_move_depends_only_on_the_view() -> None:
    pieces = {"c3": ("Squad", RED), "a1": ("Squad", RED), "b1": ("Pusher", RED),
              "a2": ("Watcher", RED)}
    one = _with(pieces, hands={RED: ["Guns"], BLUE: ["Trap", "Money"]}, dice=(2, 4, 6))
    other = _with(pieces, hands={RED: ["Guns"], BLUE: ["Safe Place", "Run Away"]}, dice=(2, 4, 6))
    assert one.cards != other.cards and GAME.view(one, RED) == GAME.view(other, RED)
    player, budget = level_player(GAME, "hard")
    moves = {player.choose(GAME, GAME.view(s, RED), RED, budget, Rng(4)) for s in (one, other)}
    assert len(moves) == 1


def test_watchers_reroll_the_dice_that_have_no_use_and_keep_good_ones() -> None:
    # Red's Squads stand three steps from f7 and g6: a 3 completes a ring square, a 1 does little.
    pieces = {"e6": ("Squad", RED), "f5": ("Squad", RED), "f10": ("Squad", RED),
              "a1": ("Watcher", RED)}
    state = _with(pieces, dice=(1, 3), stack=(Reroll(RED, 1),))
    player, budget = level_player(GAME, "hard")
    action = player.choose(GAME, GAME.view(state, RED), RED, budget, Rng(5))
    assert action == Act("reroll", 1), GAME.notation(state, action)
    good = _with(pieces, dice=(3, 3), stack=(Reroll(RED, 1),))
    assert player.choose(GAME, GAME.view(good, RED), RED, budget, Rng(5)) == Act("keep")


def test_a_time_budget_stops_the_planner_early_with_a_legal_move() -> None:
    state = _move_phase(2, seed=4)
    seat = GAME.to_move(state)
    player = PushPlayer(samples=4, beam=6)
    full = player.search(GAME, GAME.view(state, seat), seat, Budget(nodes=100_000), Rng(6))
    timed = player.search(GAME, GAME.view(state, seat), seat,
                          Budget(seconds=1.0, timer=SteppedTimer(0.25)), Rng(6))
    assert full.action in GAME.legal_actions(state) and timed.action in GAME.legal_actions(state)
    assert timed.nodes < full.nodes


# -- rules of thumb ---------------------------------------------------------------

def test_a_negate_is_played_for_an_attacked_operative_and_a_card_at_oneself_is_answered() -> None:
    attack = Attack(RED, card_index("Guns"), parse_square("e4"), parse_square("e5"), 0,
                    DEFEND, (BLUE,))
    state = make({"e4": ("Squad", RED), "e5": ("Watcher", BLUE)},
                 hands={BLUE: ["Safe Place", "Run Away"]},
                 stack=(attack,))
    choice = reflex(state, BLUE, list(GAME.legal_actions(state)), random.Random(1))
    assert choice.verb == "play" and choice in GAME.legal_actions(state)
    guns_at_blue = Window(Play(RED, card_index("Guns"), parse_square("e4"),
                               parse_square("e5")), (BLUE,))
    guns_at_green = Window(Play(RED, card_index("Guns"), parse_square("e4"),
                                parse_square("e3")), (BLUE,))
    pieces = {"e4": ("Squad", RED), "e5": ("Watcher", BLUE), "e3": ("Squad", GREEN),
              "k1": ("Shadow", BLUE)}
    hit = make(pieces, seats=3, hands={BLUE: ["Hide Building"]}, stack=(guns_at_blue,))
    miss = make(pieces, seats=3, hands={BLUE: ["Hide Building"]}, stack=(guns_at_green,))
    assert answer_choice(hit, BLUE, list(GAME.legal_actions(hit))) == Act("play",
                                                                          card_index(
        "Hide Building"))
    assert answer_choice(miss, BLUE, list(GAME.legal_actions(miss))) == Act("pass")


def test_the_end_phase_discards_the_least_useful_card() -> None:
    # Red controls no Watcher: See the Future is the card to drop.
    state = _with({"c3": ("Squad", RED)},
                  hands={RED: ["Guns", "Trap", "Money", "See the Future", "Surprise",
                               "Leverage", "Ambush"]}, phase=END)
    assert card_value(state, RED, card_index("Guns")) > card_value(state, RED,
                                                                   card_index("See the Future"))
    assert discard_choice(state, RED) == Act("discard", card_index("See the Future"))


# -- levels and the arena -----------------------------------------------------------

def test_levels_are_registered_with_time_budgets_within_three_seconds() -> None:
    table = levels_for(GAME)
    assert sorted(table) == ["easy", "hard", "medium"]
    for level in table.values():
        assert isinstance(level.player, PushPlayer)
        assert (
            level.arena.nodes and level.browser.seconds is not None and level.browser.seconds <= 3.0
        )
    player, budget = level_player(GAME, "hard", browser=True)
    assert player.name == "push-hard" and budget.seconds == 3.0


def test_the_page_worker_gets_a_legal_move_for_a_push_record() -> None:
    # The record as the page writes it: the opening chance (factions, first roll) recorded.
    line = Replay.new(GAME, {"seats": 2}, 5)
    state = line.state
    record = line.encoded()
    seat = GAME.to_move(state)
    text = choose_notation(record, seat, "easy", seed=1, seconds=0.5)
    assert GAME.parse(state, text) in GAME.legal_actions(state)


def test_the_general_player_runs_with_the_evaluation() -> None:
    state = _move_phase(3, seed=2)
    seat = GAME.to_move(state)
    player = ISMCTSPlayer(PushDomain, rollout_depth=6)
    result = player.search(GAME, GAME.view(state, seat), seat, Budget(nodes=20), Rng(1))
    assert result.action in GAME.legal_actions(state) and result.nodes == 20


@pytest.mark.parametrize("seats, level", [(2, "medium"), (3, "easy")])
def test_a_short_arena_run_completes_with_legal_moves(seats: int, level: str) -> None:
    # play_game applies every decision with the checked apply: an illegal one raises.
    result = play_game(GAME, level, "random", a_seat=1, seed=11, options={"seats": seats},
                       max_decisions=80)
    assert result.decisions > 20
    assert result.result in (-1, 0, 1) and result.reason
