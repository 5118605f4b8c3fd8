"""Secrets at one device (issue 22), with the test game Pickpocket (hidden
hands, draws after plays): the address names the save, never the record; Share
and Embed say what a link of the whole game holds and offer a new game; an
old address of a saved game opens the save; a record cut where chance must act
is refused; a seeded (format 1) link plays on with fresh chance; a game from
the form's Seed says its chance was fixed; poisoned settings leave the page
playable. The leak searches of play itself are in test_pass_and_play.py.
Waits are on page state, never on time."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page
from typing import Any, Callable

import re
from urllib.parse import unquote

from pushgames.core import GameRecord, Replay
from pushgames.core.record import CHANCE_MARK
from pushgames.registry import get_game, load_record

from pushgames.apocalypse import GAME as APOCALYPSE
from pushgames.apocalypse.cards import CARDS
from pushgames.apocalypse.state import hand as apocalypse_hand

from .pushweb_helpers import (
    click_move, move_texts, record_text, secrets_outside, storage_snapshot, take_device, text_of,
    white_win_line,
)
from .test_apocalypse_pass_and_play import near_the_end
from .test_apocalypse_play import (
    click_decision, draw_then_strike, hand_faces_shown, hidden_names_shown, wait_for_seat,
)
from .test_apocalypse_play import fragment as apocalypse_fragment
from .pushweb_helpers import replay_and_handoff, replay_handoff_and_text
from .test_pass_and_play import choose, click_action, start_pickpocket

#: Each test starts from the booted page, restarted as a first visit (tests/browser/conftest.py).
pytestmark = pytest.mark.shared_page

PICKPOCKET = get_game("pickpocket")
SAVE_ADDRESS = re.compile(r"#pickpocket/save=[0-9a-f]+$")


def live(page: Page) -> str:
    """The live record, where the page keeps it (its save or this tab's draft: conftest's
    pgLive)."""
    return unquote(page.evaluate("pgLive()"))[1:].partition("/")[2]


def play_one(page: Page, step: int = 0) -> None:
    take_device(page)
    replay = load_record(live(page))
    seat = PICKPOCKET.to_move(replay.state)
    click_action(page, seat, choose(list(PICKPOCKET.legal_actions(replay.state)), step))


def line_with_chance_after(seed: int = 3) -> tuple[Replay[Any, Any], int]:
    """A two-seat line and a number of decisions k such that chance acted after decision k + 1."""
    line = Replay.new(PICKPOCKET, {"seats": 2}, seed)
    while True:
        before = line.ply
        line.push(PICKPOCKET.legal_actions(line.state)[0])
        if before >= 1 and line.chance_outcomes(before):
            return line, before


def test_the_address_names_the_save_and_a_reload_resumes_the_game(
    page: Page, open_page: Callable[..., Any], wait_ready: Callable[..., Any],
) -> None:
    open_page(page, "?aiworker=0#pickpocket")
    address = page.evaluate("location.href")
    assert SAVE_ADDRESS.search(address), address
    dealt = live(page)
    assert GameRecord.decode(dealt).actions[0].startswith(
        CHANCE_MARK), "the deal: in the record, not the address"
    page.reload()
    wait_ready(page)
    assert page.evaluate("location.href") == address and live(
        page) == dealt, "a new game comes back as it was"
    play_one(page)
    played = live(page)
    assert GameRecord.decode(played).decision_count == 1
    assert page.evaluate("location.href") == address, "the address still names the save alone"
    page.reload()
    wait_ready(page)
    page.wait_for_selector('[data-testid="handoff"]', state="visible")  # a reload hands over again
    assert live(page) == played and page.evaluate("location.href") == address
    # An address naming a save this browser does not hold says so, and the game on screen stays.
    page.evaluate("(h) => { location.hash = h; }", "#pickpocket/save=123abc")
    page.locator('[data-testid="message"]',
                 has_text="names a saved game that is not in this browser").wait_for()
    assert page.evaluate("location.href") == address and live(page) == played


def test_share_and_embed_warn_and_offer_a_new_game_with_the_same_options(
    page: Page, open_page: Callable[..., Any], wait_ready: Callable[..., Any],
) -> None:
    open_page(page, "?aiworker=0&players=human,human,easy#pickpocket")
    play_one(page)
    take_device(page)
    whole = live(page)
    options = dict(GameRecord.decode(whole).options)
    page.locator('[data-testid="share"]').click()
    warning = page.locator('[data-testid="share-warning"]')
    assert warning.is_visible() and "holds every player's hand" in text_of(warning)
    assert "to move the game to another device" in text_of(warning)
    assert page.locator(
        '[data-testid="share-label"]').text_content() == "Link to a new game with these options"
    url = page.locator('[data-testid="share-url"]').input_value()
    offered = GameRecord.decode(unquote(url).partition("#pickpocket/")[2])
    assert offered.actions == () and dict(offered.options) == options and whole not in url
    page.locator('[data-testid="share-whole"]').click()
    assert "every player's hand" in text_of(page.locator('[data-testid="share-label"]'))
    assert page.locator('[data-testid="share-url"]').input_value().endswith("#pickpocket/" + whole)
    page.locator('[data-testid="embed"]').click()
    assert page.locator(
        '[data-testid="share-url"]').input_value() == "", "a closed panel keeps no link"
    assert page.locator('[data-testid="embed-warning"]').is_visible()
    code = page.locator('[data-testid="embed-code"]').input_value()
    # The computer's seat goes along (?players=), the record is a new game's.
    assert "?embed=1&players=human,human,easy#pickpocket/" in code and whole not in code
    page.locator('[data-testid="embed-whole"]').click()
    assert f"#pickpocket/{whole}\"" in page.locator('[data-testid="embed-code"]').input_value()
    # The offered link opens a new game, dealt afresh.
    page.goto(url)
    wait_ready(page)
    fresh = GameRecord.decode(live(page))
    assert fresh.decision_count == 0 and fresh.actions and dict(fresh.options) == options


def test_share_of_a_game_without_secrets_is_the_game_itself(
    page: Page, open_page: Callable[..., Any],
) -> None:
    open_page(page, "#pushpush")
    click_move(page, white_win_line()[0])
    page.locator('[data-testid="share"]').click()
    assert page.locator('[data-testid="share-warning"]').is_hidden()
    assert page.locator('[data-testid="share-whole"]').is_hidden()
    # The game's own address, then the public sketch of its position (pushweb.sketch, issue 27).
    link, mark, drawn = page.locator('[data-testid="share-url"]').input_value().partition("~")
    assert link.endswith(page.evaluate("location.hash")) and mark == "~"
    state = load_record(page.evaluate("location.hash").partition("/")[2]).state
    assert drawn and drawn == _sketch_of(state)
    assert page.evaluate("location.hash").startswith("#pushpush/")  # its address is still a link


def _sketch_of(state: Any) -> str:
    """What Share writes after a Push Push link (the page's own module, imported here only)."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "web"))
    from pushweb import sketch

    return sketch.write("pushpush", state)


def test_an_earlier_position_of_a_saved_game_opens_the_save_unless_asked(
    page: Page, open_page: Callable[..., Any], wait_ready: Callable[..., Any],
) -> None:
    line, plies = line_with_chance_after()
    earlier, later = line.truncated(plies).encoded(), line.truncated(plies + 1).encoded()
    open_page(page, "?aiworker=0&players=human,human#pickpocket/" + later)
    assert live(page) == later
    page.evaluate("(h) => { location.hash = h; }", "#pickpocket/" + earlier)
    message = page.locator('[data-testid="message"]',
                           has_text="an earlier position of your saved game")
    message.wait_for(state="visible")
    assert live(page) == later, ("the saved game, not the earlier position (its next draw would be "
                                 "made again)")
    assert SAVE_ADDRESS.search(page.evaluate("location.href"))
    saves = [k for k in storage_snapshot(page) if k.startswith("pushgames:save:")]
    # The notice is read on the hand-off screen (test_record_limit_and_notices.py); it stays above
    # the board for the person who takes the device, and its button works from there.
    take_device(page)
    page.locator('[data-testid="message-open-earlier"]').click()
    page.wait_for_function("(s) => pgLive().indexOf(s) < 0", arg=later)
    assert live(page) == earlier, "asked for, the earlier position opens"
    assert message.count() == 0
    assert len([k for k in storage_snapshot(page)
                if k.startswith("pushgames:save:")]) == len(saves) + 1


def test_a_record_cut_where_chance_must_act_is_refused(
    page: Page, open_page: Callable[..., Any],
) -> None:
    line, plies = line_with_chance_after()
    entries = GameRecord.decode(line.truncated(plies + 1).encoded()).actions
    assert entries[-1].startswith(CHANCE_MARK)
    cut = GameRecord("pickpocket", 1, dict(line.options), 0, entries[:-1],
                     chance_recorded=True).encode()
    open_page(page, "#pickpocket/" + cut)
    text = text_of(page.locator("#messages"))
    assert "could not be opened" in text and "stops where chance must act" in text
    assert not any(k.startswith("pushgames:save:")
                   for k in storage_snapshot(page)), "nothing was saved"


def test_a_seeded_link_replays_and_plays_on_with_chance_written_down(
    page: Page, open_page: Callable[..., Any],
) -> None:
    old = Replay.new(PICKPOCKET, {"seats": 2}, 5, seeded=True)
    for _ in range(3):
        old.push(PICKPOCKET.legal_actions(old.state)[0])
    text = old.encoded()
    assert text.startswith("1") and GameRecord.decode(text).seed == 5
    open_page(page, "?aiworker=0&players=human,human#pickpocket/" + text)
    record = GameRecord.decode(live(page))
    assert record.chance_recorded and record.seed == 0, ("the save holds what happened, never the "
                                                         "seed")
    assert [a for a in record.actions if not a.startswith(CHANCE_MARK)] == old.notations()
    replay = load_record(live(page))
    for ply in range(old.ply):
        assert replay.state_at(ply).cards == old.state_at(
            ply).cards, "the recorded decisions replay as before"
    assert SAVE_ADDRESS.search(page.evaluate("location.href"))


def test_a_game_from_the_seed_field_says_its_chance_was_fixed(
    page: Page, open_page: Callable[..., Any], wait_ready: Callable[..., Any],
) -> None:
    open_page(page, "?aiworker=0#pickpocket")
    note = page.locator('[data-testid="seed-note"]')
    assert note.is_hidden(), "a game dealt from fresh randomness says nothing"
    start_pickpocket(page, open_page, {0: "human", 1: "human", 2: "easy"}, seed=11)
    assert note.is_visible()
    assert text_of(note).startswith("This game was started from seed 11, so its chance")
    assert "fixed in advance" in text_of(note)
    play_one(page)
    page.reload()
    wait_ready(page)
    assert note.is_visible() and "since then chance is drawn afresh" in text_of(note)


def test_poisoned_settings_leave_the_page_playable(
    page: Page, open_page: Callable[..., Any], wait_ready: Callable[..., Any], site_url: str,
) -> None:
    open_page(page)
    poison = "[" * 10_000
    keys = ["pushgames:prefs", "pushgames:bylink:abc123", "pushgames.prefs",
            "pushgames.bylink.abc123",
            "pushgames:pushout:follow", "pushgames:tab-draft-id"]
    page.evaluate("([keys, v]) => { for (const k of keys) { localStorage.setItem(k, v); "
                  "sessionStorage.setItem(k, v); } }", [keys, poison])
    page.goto(site_url + "?you=0&link=abc123#pushpush/" + record_text([]))
    wait_ready(page)
    assert page.locator('[data-testid="pref-sound"]').is_checked(), "a damaged setting: the default"
    assert text_of(page.locator('[data-testid="bylink-text"]')).startswith(
        "Play by link: you are White")
    click_move(page, white_win_line()[0])
    assert move_texts(page) == ["1. a1-b2"]
    page.locator('[data-testid="pref-coords"]').uncheck()
    page.evaluate("(v) => localStorage.setItem('pushgames:prefs', v)", poison)
    page.reload()
    wait_ready(page)
    assert move_texts(page) == ["1. a1-b2"] and page.locator(
        '[data-testid="pref-coords"]').is_checked()
    assert not page.locator('[data-testid="message"]', has_text="Something went wrong").count()


#: A browser that refuses site data: reading either storage throws, as Chromium does
#: when a person blocks cookies and site data.
NO_STORAGE_JS = """for (const name of ['localStorage', 'sessionStorage']) {
    Object.defineProperty(window, name, {configurable: true, get() {
        throw new DOMException('The operation is insecure.', 'SecurityError'); }});
}"""


@pytest.mark.fresh_context  # its init script (no storage) would outlive it
def test_where_the_browser_refuses_storage_the_address_still_holds_no_hand(
    page: Page, open_page: Callable[..., Any], wait_ready: Callable[..., Any],
) -> None:
    """README, "The address bar": with no storage the game cannot be saved, and the page
    says so; the address still names a save (and nothing else: no record, no hand), and a
    reload says that save is not in this browser."""
    page.add_init_script(NO_STORAGE_JS)
    open_page(page, "?aiworker=0&players=human,human#pickpocket")
    refused = "(() => { try { localStorage.length; return false; } catch (e) { return true; } })()"
    assert page.evaluate(refused), "the browser refuses storage"
    unsaved = page.locator('[data-testid="message"]', has_text="this game is not being saved")
    unsaved.wait_for()
    assert text_of(unsaved).startswith(
        "Saved games are not available in this browser (the browser refuses "
        "to store data for this site)"), "said in plain words"
    take_device(page)
    assert page.locator(
        '[data-hand] .pp-face').count() > 0, "the person who took the device sees a hand"
    address = page.evaluate("location.href")
    assert SAVE_ADDRESS.search(address), address
    page.reload()
    wait_ready(page)
    page.locator('[data-testid="message"]',
                 has_text="names a saved game that is not in this browser").wait_for()
    assert page.locator('[data-testid="handoff"]').is_hidden() and page.locator(
        "#home-view").is_visible()
    assert "#" not in page.evaluate("location.href"), "the games list, its address the page's own"


#: What the page shows, for the report of a failure (see :func:`page_seen`): the live
#: record, the hand-off, its heading and take-back, and the texts a person reads.
SEEN_JS = """() => { const text = (s) => document.querySelector(s)?.textContent ?? null;
    return {live: pgLive(), href: location.href, handoff: document.body.dataset.handoff ?? null,
        title: text('[data-testid="handoff-title"]'), notes: text('#handoff-notes'),
        undoHidden: document.querySelector('[data-testid="handoff-undo"]')?.hidden ?? null,
        redoDisabled: document.querySelector('[data-testid="redo"]')?.disabled ?? null,
        status: text('#status'), messages: text('#messages'), said: text('#sr-live'),
        moves: Array.from(document.querySelectorAll('#move-list li')).slice(-2)
            .map(e => e.textContent.slice(-400)),
        cards: Array.from(document.querySelectorAll('[data-testid="ap-card"]'))
            .map(e => e.dataset.card),
        stored: Object.keys(localStorage).concat(Object.keys(sessionStorage))}; }"""


def page_seen(page: Page, note: str) -> str:
    """What the page shows now (one JavaScript turn), as text: printed when the test fails,
    so that a failure seen once can be replayed (the record holds every draw chance made)."""
    try:
        seen = page.evaluate(SEEN_JS)
    except Exception as error:  # noqa: BLE001 - the report must not hide the failure itself
        return f"{note}: the page could not be read ({error})"
    return f"{note}: " + "\n  ".join(f"{key}={value!r}" for key, value in seen.items())


#: The take-back button of the hand-off screen while it is offered (one reading with the record).
OFFERED_UNDO = '[data-testid="handoff-undo"]:not([hidden])'


def test_in_apocalypse_a_take_back_from_the_hand_off_hands_the_device_back(
    page: Page, open_page: Callable[..., Any],
) -> None:
    """The issue's own case: three people at one device play Apocalypse USA until a
    hand-off offers "Take back the last move" (with this line: Red aims a disaster at a
    region and Blue is asked to answer it); the next person presses it. The device
    goes back to the person whose move it was, through a hand-off of their own: under
    it no hand is on the page, in the address or in a stored setting.

    Chance after the link is drawn afresh (the page's own), so the line played differs
    from run to run: on a failure the test prints what it saw, the live record first
    (open it as a link to replay the game up to there)."""
    open_page(page, "index.html?aiworker=0&players=human,human,human"
              + apocalypse_fragment(near_the_end()))
    undo = page.locator('[data-testid="handoff-undo"]')
    seen: list[str] = []
    try:
        for _ in range(200):
            # The record, the hand-off and its take-back in one reading.
            replay, handoff, offered = replay_handoff_and_text(page, OFFERED_UNDO)
            assert replay.outcome is None, "no hand-off offered a take-back before the game ended"
            if handoff is not None and offered is not None:
                break
            seat = APOCALYPSE.to_move(replay.state)
            state = wait_for_seat(page, seat).state
            legal = list(APOCALYPSE.legal_actions(state))
            click_decision(page, state, draw_then_strike(state, legal))
        assert undo.is_visible(), "the take-back offered is on screen"
        seen.append(page_seen(page, "the hand-off that offers the take-back"))
        before, asked = replay_and_handoff(page)
        mover = before.turn_mark(before.ply - 1)[0]
        assert asked is not None and asked != mover
        undo.click()
        page.wait_for_selector(f'body[data-handoff="{mover}"]', state="attached")
        seen.append(page_seen(page, f"after the take-back (mover {mover}, asked {asked})"))
        seat_name = APOCALYPSE.meta.seat_names[mover]
        after, handoff, title = replay_handoff_and_text(page, '[data-testid="handoff-title"]')
        assert handoff == mover and title == f"Pass to {seat_name}"
        assert text_of(page.locator('[data-testid="handoff-title"]')) == f"Pass to {seat_name}"
        assert after.ply < before.ply and APOCALYPSE.to_move(after.state) == mover
        assert hand_faces_shown(page) == set() and hidden_names_shown(page, None) == [], \
            "no hand under the cover"
        outside = secrets_outside(page, "apocalypse")
        assert not [card.name for card in CARDS if card.name in outside], outside
        assert take_device(page) == mover
        held = after.state.cards.pile(apocalypse_hand(mover))
        assert hand_faces_shown(page) == {c.face for c in held}
        assert page.locator('[data-testid="redo"]').is_enabled(), "Redo is the mover's"
    except BaseException:
        # Printed with the failure (pytest shows a failed test's output): what the page
        # showed at each step, and now.
        print("\n".join([*seen, page_seen(page, "at the failure")]))
        raise
