"""Notation: words and letters, any case; errors that say what is wrong; text rendering."""

import pytest

from pushgames.core import IllegalActionError, NotationError
from pushgames.pushout import GAME, Rules

from .util import do, legal, position


def test_words_and_letters_in_any_case_name_the_same_move() -> None:
    state = position()
    assert GAME.parse(state, "c1 right") == GAME.parse(state, "C1 R") == GAME.parse(state, "c1R")
    assert GAME.parse(state, "e1 switch d1") == GAME.parse(state, "e1 S d1")
    assert GAME.parse(state, "draw") == GAME.parse(state, "discard")
    assert GAME.parse(position(turn=1), "a1 rotate") == GAME.parse(position(turn=1), "a1 T")


def test_placement_and_bank_notation_round_trips() -> None:
    state = do(position(options={"swiss": True}), "b1 R")
    for text in legal(state):
        assert GAME.notation(state, GAME.parse(state, text)) == text
    banked = do(do(state, "bank"), "discard")
    assert "play 3S/3S b1 w" in legal(banked) and "discard 3S/3S" in legal(banked)


@pytest.mark.parametrize("text", ["z9 L", "c1 sideways", "play c1", ""])
def test_malformed_text_is_a_notation_error(text: str) -> None:
    with pytest.raises(NotationError):
        GAME.parse(position(), text)


def test_a_placement_must_be_made_before_anything_else() -> None:
    state = do(position(), "b1 R")
    with pytest.raises(IllegalActionError, match="must be placed"):
        GAME.parse(state, "discard")
    with pytest.raises(IllegalActionError, match="switch with its neighbour"):
        GAME.parse(position(), "e1 S a3")


def test_render_text_shows_both_ends_and_the_counters() -> None:
    text = GAME.render_text(position())
    assert text.splitlines()[0].startswith("4  W2U|4U W3L|3L")
    assert "######" in text and "pile 2, discard 0" in text and "White to move" in text


def test_rules_repr_pastes_back() -> None:
    rules = Rules.from_options({"swiss": True, "double": True})
    assert eval(repr(rules), {"Rules": Rules}) is rules


def test_the_key_parse_compares_is_the_notation_without_spaces_in_lower_case() -> None:
    """``parse`` compares a text's key with each legal move's notation made comparable
    cheaply (no regular expression): that must be ``_key`` of the notation, for every
    legal move of every phase (the bank, placements, chance) of random games of
    every variant parse reads."""
    import random

    from pushgames.core import CHANCE, Replay
    from pushgames.pushout import notation as pushout_notation

    chooser = random.Random(3)
    checked = 0
    for options in ({}, {"hundred": True}, {"swiss": True}, {"double": True}, {"conveyor": True}):
        for seed in range(4):
            line = Replay.new(GAME, options, seed)
            for _ in range(150):
                state = line.state
                if GAME.outcome(state) is not None or GAME.to_move(state) == CHANCE:
                    break
                actions = list(GAME.legal_actions(state))
                for action in actions:
                    text = GAME.notation(state, action)
                    assert text.replace(" ", "").lower() == pushout_notation._key(text), text
                    assert GAME.parse(state, text) == action, text
                    checked += 1
                line.push(chooser.choice(actions))
    assert checked > 1000
