"""Random games with invariants checked after every decision: all 90 cards accounted for, tokens
changing only through growth, disasters and steals, no count below zero, and the mover's view
showing no other hand except what Look Outs showed it."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pushgames.apocalypse import GAME
from pushgames.apocalypse.cards import CARDS
from pushgames.apocalypse.state import ApocalypseAction, ApocalypseState, hand
from pushgames.core import TERMINAL
from pushgames.core.knowledge import HIDDEN, UNSEEN
from pushgames.core.simulate import random_game
from pushgames.core.simulate import PlayedGame

#: Decisions that resolve a disaster (a target chosen, a point placed, a mitigation
#: answered, a token picked): the only ones after which tokens may be lost.
DISASTER_VERBS = {"play", "at", "zone", "hit", "mitigate", "pass", "remove", "convert"}


class Invariants:
    """Checks one game's decisions; remembers what each seat has legitimately seen."""

    def __init__(self, seats: int) -> None:
        self.known: list[set[int]] = [set() for _ in range(seats)]

    def learn(self, state: ApocalypseState) -> None:
        for seat in range(state.seats):
            self.known[seat].update(f for f in state.hand_faces(seat) if f >= 0)

    def __call__(self, before: ApocalypseState, action: str, after: ApocalypseState) -> None:
        verb = action.split()[0]
        self.learn(before)
        if verb == "lookouts":
            for other in range(before.seats):
                if other != before.turn:
                    self.known[before.turn].update(before.hand_faces(other))
        self.learn(after)
        self.cards(after)
        assert min(after.tokens) >= 0 and min(after.vp) >= 0
        assert all(a >= b for a, b in zip(after.vp, before.vp)), "VP never go down"
        self.tokens(before, verb, after)
        mover = GAME.to_move(after)
        if mover >= 0:
            self.view(after, mover)
            assert 0 < len(GAME.legal_actions(
                after)) <= 100, "no decision offers more than 100 actions"

    @staticmethod
    def cards(state: ApocalypseState) -> None:
        piles = state.cards.piles
        assert sum(len(p) for p in piles) == len(CARDS) == 90
        faces = [c.face for p in piles for c in p if c.face >= 0]
        assert len(faces) == len(set(faces)), "no card is in two places"
        pool = state.cards.pool
        assert pool is not None
        unseen = sum(1 for p in piles for c in p if c.face == UNSEEN)
        assert unseen == sum(pool) and all(pool[f] == 0 for f in faces)
        assert len(faces) + unseen == 90

    @staticmethod
    def tokens(before: ApocalypseState, verb: str, after: ApocalypseState) -> None:
        seats = range(before.seats)
        old = [before.on_board(s) for s in seats]
        new = [after.on_board(s) for s in seats]
        if verb == "grow":
            assert new == [o + (s == before.turn) for s, o in enumerate(old)]
        elif verb in DISASTER_VERBS:
            gained = [s for s in seats if new[s] > old[s]]
            assert gained in ([],
                              [
                before.turn]), "only a Steal adds tokens, to the player of the disaster"
            if gained:
                assert sum(new) == sum(old), "a Steal converts tokens, it removes none"
        else:
            assert new == old, f"{verb} changed someone's number of tokens"

    def view(self, state: ApocalypseState, mover: int) -> None:
        seen = GAME.view(state, mover)
        assert all(c.face in (UNSEEN, HIDDEN) for c in seen.cards.pile(0)), "the deck is never seen"
        for other in range(state.seats):
            if other == mover:
                continue
            for card in seen.cards.pile(hand(other)):
                assert card.face == HIDDEN or card.face in self.known[mover], \
                    "a seat sees another hand's card only if Look Outs showed it (or it held it)"
        assert seen.rng != state.rng or state.rng.state == 0


def play(
    seats: int, seed: int, max_decisions: int,
) -> tuple[PlayedGame[ApocalypseState, ApocalypseAction], Invariants]:
    check = Invariants(seats)
    line = random_game(GAME, {"seats": seats}, seed, max_decisions=max_decisions, check=check,
                       keep_states=False)
    return line, check


@settings(max_examples=120)
@given(seats=st.sampled_from([2, 4, 6]), seed=st.integers(0, 2**32 - 1))
def test_random_openings_keep_the_invariants(seats: int, seed: int) -> None:
    line, check = play(seats, seed, 250)
    assert line.actions


@pytest.mark.parametrize("seats, seed", [(2, 1), (2, 2), (2, 3), (4, 1), (4, 2), (6, 1)])
def test_random_complete_games_keep_the_invariants_and_end(seats: int, seed: int) -> None:
    line, check = play(seats, seed, 30_000)
    final = line.final
    assert GAME.to_move(final) == TERMINAL and final.empty_regions() >= 2
    outcome = GAME.outcome(final)
    assert outcome is not None and outcome.winners
    best = max(final.vp)
    assert all(final.vp[w] == best for w in outcome.winners)
    assert any(check.known[s] for s in range(seats))
