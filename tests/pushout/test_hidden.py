"""The per-seat view hides the pile order and face-down faces; determinize refills them."""


from pushgames.core import Rng, play, start
from pushgames.pushout import GAME
from pushgames.pushout.cards import CARD_OF, HIDDEN, UNKNOWN, is_face_down
from pushgames.pushout.hidden import unseen_cards

from .util import position
from pushgames.pushout.state import PushoutState


def _random_states(seed: int, options: dict[str, bool], plies: int = 60) -> list[PushoutState]:
    state = start(GAME, options, seed)
    rng = Rng.from_seed(seed)
    out = [state]
    for _ in range(plies):
        actions = GAME.legal_actions(state)
        if not actions:
            break
        action, rng = rng.choice(actions)
        state = play(GAME, state, action)
        out.append(state)
    return out


def test_states_differing_only_in_hidden_cards_give_equal_views() -> None:
    rows_a = ["2U/4U 3L/3L 3R/3R 2T/4L 1S/5S", "#1U/5R # # # #", "# # # # #5R/1U",
              "1L/5T 1R/5T 2R/4S 1U/5R 3S/3S"]
    rows_b = ["2U/4U 3L/3L 3R/3R 2T/4L 1S/5S", "#5R/1U # # # #", "# # # # #1U/5R",
              "1L/5T 1R/5T 2R/4S 1U/5R 3S/3S"]
    a, b = position(rows_a, pile=None), position(rows_b, pile=None)
    b = b._replace(pile=tuple(reversed(b.pile)), rng=Rng.from_seed(99))
    assert a != b
    for seat in (0, 1, None):
        assert GAME.view(a, seat) == GAME.view(b, seat)


def test_a_view_shows_no_hidden_card_and_no_generator() -> None:
    for state in _random_states(3, {"swiss": True, "double": True}):
        view = GAME.view(state, 0)
        assert all(code == HIDDEN for code in view.board if is_face_down(code))
        assert set(view.pile) <= {UNKNOWN} and len(view.pile) == len(state.pile)
        assert view.rng == Rng(0)
        assert GAME.view(state, 1) == view, "neither player sees more than the other"


def test_a_random_deal_never_leaks_through_the_view() -> None:
    first, second = start(GAME, {}, 1), start(GAME, {}, 2)
    assert first.board[:5] != second.board[:5], "the cards dealt face up differ"
    for state in (first, second):
        assert set(state.pile) == {UNKNOWN} and state.board[5:15] == (HIDDEN,) * 10, (
            "nothing unseen is decided"
        )
    old = [start(GAME, {}, seed, rules_version=1) for seed in (1, 2)]
    assert old[0].pile != old[1].pile, "version 1 shuffled the whole deck"
    views = [GAME.view(s, 0) for s in (first, second, *old)]
    assert all(c == UNKNOWN for v in views for c in v.pile)


def test_views_of_games_that_differ_only_in_undecided_cards_are_equal() -> None:
    """A new game and any full deal consistent with what was seen look alike."""
    state = _random_states(5, {"swiss": True}, 40)[-1]
    for seed in range(5):
        decided = GAME.determinize(GAME.view(state, 0), 0, Rng.from_seed(seed))
        assert decided != state and decided.unseen is None
        assert GAME.view(decided, 0) == GAME.view(state, 0) == GAME.view(decided, 1)


def test_determinize_fills_the_hidden_places_consistently_with_the_view() -> None:
    for options in ({}, {"swiss": True, "conveyor": True}, {"single": True}):
        for state in _random_states(7, options, 80)[::10]:
            view = GAME.view(state, GAME.to_move(state) if GAME.to_move(state) >= 0 else 0)
            full = GAME.determinize(view, 0, Rng.from_seed(5))
            assert GAME.view(full, 0) == view
            cards = [CARD_OF[c] for c in full.board if c] + list(full.pile) + list(full.discard)
            cards += list(full.banks[0] + full.banks[1]) + ([CARD_OF[full.pending]]
                                                            if full.pending else [])
            assert sorted(cards) == sorted(state.rules.deck)
            assert sorted(unseen_cards(view)) == sorted(unseen_cards(state))
            if len(unseen_cards(view)) > 2:
                samples = {GAME.determinize(view, 0, Rng.from_seed(s)).pile + GAME.determinize(
                    view, 0, Rng.from_seed(s)).board for s in range(6)}
                assert len(
                    samples) > 1, "the hidden cards are sampled, not copied from the real state"
            # the determinized state is playable through the contract
            for action in GAME.legal_actions(full)[:3]:
                GAME.next_state(full, action)


def test_a_move_can_be_previewed_on_a_view_without_learning_the_drawn_card() -> None:
    state = start(GAME, {}, 4)
    view = GAME.view(state, 0)
    for action in GAME.legal_actions(view):
        preview = GAME.next_state(view, action)
        assert all(code == HIDDEN for code in preview.board if is_face_down(code))
        assert set(preview.pile) <= {UNKNOWN}
    assert GAME.legal_actions(view) == GAME.legal_actions(state)


def test_a_face_down_card_that_fell_off_stays_hidden_until_it_is_banked_or_discarded() -> None:
    from .util import do

    rows = ["2U/4U 3L/3L 3R/3R 2T/4L 1S/5S", "# # # # #", "1R/5T # # # #2L/4S",
            "1L/5T 1R/5T 2R/4S 1U/5R 3S/3S"]
    state = do(position(rows, options={"swiss": True}, pile=None), "a2 R")
    view = GAME.view(state, 1)
    assert view.pending == HIDDEN and GAME.legal_actions(view) == GAME.legal_actions(state)
    full = GAME.determinize(view, 1, Rng.from_seed(3))
    assert is_face_down(full.pending) and GAME.view(full, 1) == view
    banked = do(state, "bank")
    assert list(banked.banks[0]) == [CARD_OF[state.pending]]
    assert GAME.view(banked, 1).banks == banked.banks, "banked cards are shown face up"


def test_the_repr_and_the_text_of_a_view_tell_nothing_hidden() -> None:
    rows_a = ["2U/4U 3L/3L 3R/3R 2T/4L 1S/5S", "#1U/5R # # # #", "# # # # #5R/1U",
              "1L/5T 1R/5T 2R/4S 1U/5R 3S/3S"]
    rows_b = ["2U/4U 3L/3L 3R/3R 2T/4L 1S/5S", "#5R/1U # # # #", "# # # # #1U/5R",
              "1L/5T 1R/5T 2R/4S 1U/5R 3S/3S"]
    a, b = position(rows_a, pile=None), position(rows_b, pile=None)
    b = b._replace(pile=tuple(reversed(b.pile)), rng=Rng.from_seed(99))
    assert repr(a) != repr(b)
    for seat in (0, 1):
        assert repr(GAME.view(a, seat)) == repr(GAME.view(b, seat))
        assert GAME.render_text(GAME.view(a, seat)) == GAME.render_text(GAME.view(b, seat))


def test_placing_a_face_down_card_that_fell_off_is_written_without_its_face() -> None:
    from .util import do, legal

    rows = ["2U/4U 3L/3L 3R/3R 2T/4L 1S/5S", "# # # # #", "1R/5T # # # #2L/4S",
            "1L/5T . 2R/4S 1U/5R 3S/3S"]
    state = do(position(rows, options={"swiss": True}, pile=None), "a2 R")
    assert set(legal(state)) == {"a2", "b1", "discard", "bank"}
    assert all(text == GAME.notation(GAME.view(state, 0), GAME.parse(state, text))
               for text in legal(state))


def _rules_text() -> str:
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[
        2] / "web" / "pushweb" / "boards" / "pushout" / "rules.py"
    spec = importlib.util.spec_from_file_location("pushout_rules", path)
    assert spec is not None and spec.loader is not None, path
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return " ".join(module.RULES_HTML.split())


def test_a_shared_link_holds_only_what_was_seen_and_the_rules_panel_says_so() -> None:
    from pushgames.core import GameRecord, replay_record
    from pushgames.registry import get_game

    record = GameRecord("pushout", GAME.meta.rules_version, {"swiss": True}, 123456, ("discard",))
    line = replay_record(GameRecord.decode(record.encode()), get_game)
    again = replay_record(GameRecord.decode(
        GameRecord("pushout", GAME.meta.rules_version, {"swiss": True}, 7,
                   ("discard",)).encode()), get_game)
    for state in (line.states[0], line.state):
        assert set(state.pile) == {UNKNOWN} and len(state.unseen) == len(state.pile) + 10
    assert line.state.discard != again.state.discard or line.state.board != again.state.board
    text = _rules_text()
    assert "a link of an unfinished game tells nothing about the cards still hidden" in text
    assert "<h3>Clarifications</h3>" in text and "The deck is not shuffled in advance" in text


def test_a_version_1_link_still_holds_the_seed_and_the_rules_panel_says_so() -> None:
    state = start(GAME, {"swiss": True}, 123456, rules_version=1)
    again = start(GAME, {"swiss": True}, 123456, rules_version=1)
    assert state.pile == again.pile and UNKNOWN not in state.pile, "the seed decides the whole deck"
    assert (
        "anyone who decodes the link of such an unfinished game can learn the deck" in _rules_text()
    )
