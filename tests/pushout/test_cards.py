"""The deck built from the card list at the end of seeds/002 (RULINGS: Pushout, Cards)."""

from collections import Counter

from pushgames.pushout.cards import (
    ACTION_FOR, BLACK, CARD_LIST, COLOUR_FOR, FULL_DECK, LEFT, RIGHT, ROTATE, ROTATED, SINGLE_DECK,
    SWITCH, UP, VALUE_FOR, WHITE, card_name, end_colour, home_code, printing,
)


def test_the_card_list_has_24_cards_whose_ends_sum_to_six() -> None:
    assert len(CARD_LIST) == 24
    assert all(first + second == 6 for first, _, _, second in CARD_LIST)
    # first, middle and last entries as printed in the text
    assert CARD_LIST[0] == (1, UP, RIGHT, 5)
    assert CARD_LIST[8] == (2, ROTATE, RIGHT, 4)
    assert CARD_LIST[14] == (2, UP, UP, 4)
    assert CARD_LIST[23] == (3, SWITCH, ROTATE, 3)
    values = Counter(first for first, *_ in CARD_LIST)
    assert values == {1: 10, 2: 10, 3: 4}


def test_the_deck_is_both_printings_with_opposite_colours() -> None:
    assert len(FULL_DECK) == 48 and len(set(FULL_DECK)) == 48
    assert printing(0) == 0 and printing(24) == 1
    assert end_colour(0, 0) == WHITE and end_colour(0, 1) == BLACK
    assert end_colour(24, 0) == BLACK and end_colour(24, 1) == WHITE
    assert card_name(0) == "1U/5R" and card_name(24) == "5R/1U"


def test_single_deck_is_the_list_once_with_both_colours_balanced() -> None:
    assert len(SINGLE_DECK) == 24
    assert sorted(c % 24 for c in SINGLE_DECK) == list(range(24))
    assert Counter(printing(c) for c in SINGLE_DECK) == {0: 12, 1: 12}


def test_a_card_lying_the_usual_way_shows_each_player_its_own_colour() -> None:
    for card in FULL_DECK:
        code = home_code(card)
        assert COLOUR_FOR[0][code] == WHITE and COLOUR_FOR[1][code] == BLACK
        assert VALUE_FOR[0][code] + VALUE_FOR[1][code] == 6


def test_rotating_swaps_the_ends_each_player_reads() -> None:
    code = home_code(0)  # white 1 UP / black 5 RIGHT
    assert (VALUE_FOR[0][code], ACTION_FOR[0][code]) == (1, UP)
    assert (VALUE_FOR[1][code], ACTION_FOR[1][code]) == (5, RIGHT)
    turned = ROTATED[code]
    assert (VALUE_FOR[0][turned], ACTION_FOR[0][turned]) == (5, RIGHT)
    assert (VALUE_FOR[1][turned], ACTION_FOR[1][turned]) == (1, UP)
    assert ROTATED[turned] == code
    assert ACTION_FOR[0][home_code(2)] == LEFT
