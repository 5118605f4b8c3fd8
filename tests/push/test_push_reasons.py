"""Why a click on the Push board chose nothing, and what a chosen card does
(web/pushweb/boards/push/reasons.py)."""

from __future__ import annotations

import sys
from pathlib import Path

from pushgames.push.board import parse_square as sq
from pushgames.push.cards import card_index
from pushgames.push.state import PushState

from .helpers import BLUE, GAME, RED, make, play

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "web"))
from pushweb.boards.push.choices import Selection  # noqa: E402
from pushweb.boards.push.reasons import (  # noqa: E402
    card_confirmation, card_refusal, die_refusal, square_refusal,
)


def _refusal(state: PushState, square: str, sel: Selection = Selection()) -> str:
    return square_refusal(state, GAME.legal_actions(state), sel, sq(square), RED)


def test_a_square_that_chose_nothing_says_why() -> None:
    state = make({"e4": ("Squad", RED), "e5": ("Wiper", BLUE), "c4": ("Squad", RED),
                  "h8": ("Squad", BLUE),
                  "b8": ("Squad", RED, "i")}, dice=(1, 2))
    assert _refusal(state, "e4") == "Blue's Wiper on e5 freezes the Squad on e4: it cannot move."
    assert _refusal(state, "h8").startswith("That is Blue's Squad: you move only your own")
    assert _refusal(state, "b8") == ("Your Squad on b8 is incapacitated: it cannot move or attack "
                                     "until it recovers.")
    assert _refusal(state, "f9") == "Click one of your operatives (outlined), or a die first."
    moved = play(state, "move 1 c4", "to c5")
    assert _refusal(moved, "c5") == ("The Squad on c5 has already used a die this turn "
                                     "(one die per operative).")
    assert die_refusal(moved, Selection(op=sq("c5")),
                       2).startswith("The Squad on c5 cannot use a 2")


def test_a_walk_that_cannot_be_made_counts_its_squares_in_words() -> None:
    boxed = make({"e4": ("Squad", RED), "e5": ("Squad", BLUE), "e3": ("Squad", BLUE),
                  "d4": ("Squad", BLUE), "f4": ("Squad", BLUE)}, dice=(1,))
    assert _refusal(boxed, "e4", Selection(die=1)) == (
        "The Squad on e4 cannot walk exactly 1 square from here.")


def test_a_card_that_cannot_be_played_says_why() -> None:
    state = make({"e4": ("Squad", RED), "k11": ("Squad", BLUE)},
                 hands={RED: ["Trackers", "Guns", "Danger Sense"]},
                 dice=(1,))
    assert card_refusal(state, card_index("Trackers"), RED) == (
        "Trackers needs an uncompromised Sniffer of yours on the board.")
    assert card_refusal(state, card_index("Guns"),
                        RED).startswith("Guns has no target: no enemy stands where")
    assert "is an answer" in card_refusal(state, card_index("Danger Sense"), RED)
    full = make({sq: ("Squad", RED) for sq in ("a1", "b1", "a2", "b2")}, hands={RED: ["Money"]})
    assert card_refusal(full, card_index("Money"), RED) == (
        "Money recruits into an empty square of your box: your box is full.")


def test_a_chosen_card_says_what_it_does_and_when_it_would_do_nothing() -> None:
    triad = make({"e4": ("Squad", RED)}, factions=("Triad", "Rebel"),
                 hands={RED: ["Faction"]}, dice=(2,))
    faction = card_index("Faction")
    assert card_confirmation(triad, faction, RED) == (
        "Faction (Triad): one die move this turn may step diagonally", None)
    spent = play(triad, "move 2 e4", "to e5", "to e6")
    assert card_confirmation(spent, faction,
                             RED)[1] == "It would do nothing now: no move dice are left this turn."
    assert card_confirmation(triad, card_index("Guns"), RED)[0] == "Guns: attack: kill"
