"""Game.reveals for Push: a decision after which some seat sees a hidden card
whose face is already decided (no chance acting) may not be undone."""

from __future__ import annotations

import random

from pushgames.core import CHANCE, Replay
from pushgames.core.perspective import undo_barrier
from pushgames.push import GAME
from pushgames.push.cards import NAMES
from pushgames.push.common import hand

from .helpers import BLUE, RED, make, play


def test_know_intentions_reveals_the_hand_it_looks_at() -> None:
    state = make({"e4": ("Watcher", RED)},
                 hands={RED: ["Know Intentions", "Money"], BLUE: ["Guns", "Trap"]})
    action = GAME.parse(state, "play Know Intentions Blue")
    assert GAME.reveals(state, action)
    after = GAME.next_state(state, action)
    assert [NAMES[c.face] for c in GAME.view(after, RED).cards.pile(hand(BLUE))] == ["Guns", "Trap"]


def test_know_intentions_on_a_hand_of_one_card_like_it_still_reveals() -> None:
    # The played card leaves Red's hand face up as another of its kind is seen:
    # the count by (pile, face) still sees the new card.
    state = make({"e4": ("Watcher", RED)},
                 hands={RED: ["Know Intentions"], BLUE: ["Know Intentions"]})
    assert GAME.reveals(state, GAME.parse(state, "play Know Intentions Blue"))


def test_when_the_card_may_be_answered_the_last_pass_is_what_reveals() -> None:
    pieces = {"e4": ("Watcher", RED), "k5": ("Shadow", BLUE)}
    state = make(pieces, hands={RED: ["Know Intentions"], BLUE: ["Hide Building", "Guns"]})
    played = GAME.parse(state, "play Know Intentions Blue")
    assert not GAME.reveals(state, played), "the card waits for Blue's answer: nothing seen yet"
    state = GAME.apply(state, played)
    assert GAME.to_move(state) == BLUE
    assert GAME.reveals(state, GAME.parse(state, "pass"))
    assert not GAME.reveals(state, GAME.parse(state, "play Hide Building")), "negated: nothing seen"


def test_public_plays_walks_and_ends_reveal_nothing() -> None:
    state = make({"e4": ("Watcher", RED), "e6": ("Squad", BLUE)},
                 hands={RED: ["Money", "Guns"], BLUE: ["Trap"]},
                 dice=(2,))
    actions = GAME.legal_actions(state)
    assert {a.verb for a in actions} == {"move", "play", "end"}
    assert not any(GAME.reveals(state, a) for a in actions)


def test_see_the_future_over_unseen_cards_is_chance_not_a_reveal() -> None:
    state = make({"e4": ("Watcher", RED)}, hands={RED: ["See the Future"]})
    action = GAME.parse(state, "play See the Future")
    assert not GAME.reveals(state, action)
    assert GAME.to_move(GAME.next_state(state,
                                        action)) == CHANCE, "the faces are decided as they are seen"


def test_see_the_future_over_seen_cards_reveals_them() -> None:
    # Red saw the top seven; Blue's See the Future then shows decided faces, no chance.
    state = play(
        make(
            {"e4": ("Watcher", RED), "e6": ("Watcher", BLUE)},
            hands={RED: ["See the Future"], BLUE: ["See the Future"]},
        ),
        "play See the Future",
    )
    while GAME.to_move(state) == CHANCE:
        state = GAME.next_state(state, GAME.chance_event(state).outcomes[0][0])
    state = state._replace(turn=BLUE)
    action = GAME.parse(state, "play See the Future")
    assert GAME.to_move(GAME.next_state(state, action)) != CHANCE
    assert GAME.reveals(state, action)


def test_undo_stops_at_a_know_intentions_in_a_real_game() -> None:
    """A seeded game, played until Know Intentions can be played, then played:
    the perspective's undo barrier names the reveal."""
    rnd = random.Random(5)
    for seed in range(40):
        line = Replay.new(GAME, {"seats": 2}, seed)
        for _ in range(300):
            state = line.state
            if GAME.outcome(state) is not None:
                break
            actions = list(GAME.legal_actions(state))
            peeks = [a for a in actions if a.verb == "play" and NAMES[a.a] == "Know Intentions"]
            if peeks:
                line.push(peeks[0])
                # Answers (passes) until the card resolves.
                while GAME.to_move(line.state) not in (CHANCE, state.turn) and line.state.stack:
                    line.push(next(a for a in GAME.legal_actions(line.state) if a.verb == "pass"))
                plies = [p for p in range(len(line.actions))
                         if undo_barrier(line, p) == "it showed hidden cards"]
                assert plies == [
                    len(line.actions) - 1], "the decision that showed the hand, and only it"
                return
            busy = [a for a in actions if a.verb != "end"]
            line.push(rnd.choice(busy if busy and rnd.random() < 0.9 else actions))
    raise AssertionError("no seeded game reached Know Intentions")
