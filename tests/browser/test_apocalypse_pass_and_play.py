"""Apocalypse USA at one device (issue): three seats, two people and a
computer, played to the end by clicking, with the hand-off and no hand shown
to another seat.

Real games are long, so the game starts from a link: a seeded game built
with the engine, stopped a few turns before its end, opened with
``?players=human,human,easy`` (Green is the computer). At every step the
whole page (all markup with its attributes, so every accessible name and
title, and the document title) holds no card of another seat beyond what
that person's seat knows (what Look Outs showed it), and the viewer's own
hand is there. Tests wait on page state, never on time.
"""

from __future__ import annotations

from typing import Any, Callable

from playwright.sync_api import Page

from pushgames.apocalypse import GAME
from pushgames.apocalypse.state import hand
from urllib.parse import unquote

from pushgames.apocalypse.cards import CARDS

from pushgames.core import Replay
from pushgames.registry import load_record

from .test_apocalypse_play import (
    GREEN, click_decision, draw_then_strike, fragment, hand_faces_shown, hidden_names_shown,
    played_by, wait_for_seat,
)
from .pushweb_helpers import page_replay, replay_and_handoff, secrets_outside

PEOPLE = (0, 1)


def near_the_end(seed: int = 3, turns_before: int = 2) -> Replay[Any, Any]:
    """A seeded game played to its end by ``draw_then_strike``, cut back to
    the start of a turn ``turns_before`` turns before the last."""
    line = Replay.new(GAME, {"seats": 3}, seed)
    starts = []
    while line.outcome is None:
        state = line.state
        if state.fresh and GAME.to_move(state) >= 0:
            starts.append(len(line.actions))
        line.push(draw_then_strike(state, list(GAME.legal_actions(state))))
    return line.truncated(starts[-1 - turns_before])


def test_two_people_and_a_computer_play_to_the_end_without_seeing_each_others_hands(
    page: Page, open_page: Callable[..., Page],
) -> None:
    line = near_the_end()
    open_page(page, "index.html?players=human,human,easy" + fragment(line))
    assert page.locator(
        '[data-testid="strip-2"] [data-testid="strip-kind"]').text_content() == "Computer (Easy)"
    handoffs: list[int] = []
    last_person = None
    for _ in range(400):
        # The address and the hand-off read in one go (the computer cannot move in between).
        replay, handoff = replay_and_handoff(page)
        if replay.outcome is not None:
            break
        seat = GAME.to_move(replay.state)
        if seat not in PEOPLE:
            assert handoff is None, "no hand-off for the computer's turn"
            if last_person is not None:
                assert hidden_names_shown(page, last_person) == []
            # While the computer decides, nobody's hand is on screen (issue 22); read in one go.
            live, cards = page.evaluate(
                "() => [pgLive(), document.querySelectorAll('[data-testid=ap-card]').length]")
            now = load_record(unquote(live)[1:].partition("/")[2])
            # Still the computer's turn: its last decision may have ended the game since the
            # reading above, and at the end the last person's view (their hand) is back.
            if now.outcome is None and GAME.to_move(now.state) not in PEOPLE:
                assert cards == 0, "a person's hand is on screen while the computer decides"
            page.wait_for_timeout(100)
            continue
        before = len(handoffs)
        replay = wait_for_seat(page, seat, handoffs=handoffs)
        if replay.outcome is not None:
            break
        assert handoffs[before:] == ([seat] if seat != last_person else [])
        last_person = seat
        state = replay.state
        assert hand_faces_shown(page) == {c.face for c in state.cards.pile(hand(seat))}
        assert hidden_names_shown(page, seat) == []
        outside = secrets_outside(page, "apocalypse")  # the address and stored settings (issue 22)
        assert not [card.name for card in CARDS if card.name in outside], outside
        title = page.evaluate("document.title")
        assert title == "Apocalypse USA \u2014 pushgames"
        # Another hand shows exactly the cards this seat knows (Look Outs), the rest as backs.
        view = GAME.view(state, seat)
        known = sum(1 for s in range(3) if s != seat for c in view.cards.pile(hand(s))
                    if c.face >= 0)
        assert page.locator(
            '[data-testid="ap-other"] .ap-known, [data-testid="ap-take"]').count() == known
        click_decision(page, state, draw_then_strike(state, list(GAME.legal_actions(state))))
    final = page_replay(page)
    assert final.outcome is not None, "the game reached its end"
    banner = page.locator('[data-testid="game-over"]')
    banner.wait_for(state="visible")
    winners = " and ".join(GAME.meta.seat_names[s] for s in sorted(final.outcome.winners))
    assert banner.text_content() == f"{winners} won: {final.outcome.reason}."
    assert set(handoffs) == set(PEOPLE)
    assert played_by(final, GREEN) > played_by(line, GREEN), "the computer played on"
