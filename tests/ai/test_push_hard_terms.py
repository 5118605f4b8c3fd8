"""Push: two terms of Hard's judgement (issue 28, Push part; docs/ai/push.md).

- A Triad rival may hold a Faction card (one die's walk may then step
  diagonally once, so any die long enough walks a walker onto its square, of
  either parity): Hard weighs a Triad rival's threat with that chance, read from
  the size of its hand (``Style.faction_steps``, :func:`.push_threats.faction_chance`).
  Four of 27 losses of the Hard before to Medium on fresh seeds were that step.
- A free Mover or Changer clears a blocker off a ring (the largest class of
  Hard's losses to Medium): each counts for more (``Style.clearers``), so that an
  attack or a card on the rival's clearer is worth more than on another operative.
"""

from __future__ import annotations

from pushgames.ai.games.push import HARD_STYLE
from pushgames.ai.games.push_eval import board_terms, evaluate
from pushgames.ai.games.push_threats import (
    FACTION_COPIES, faction_chance, fill_chance, stepped_chance,
)
from pushgames.push.cards import FACTIONS, MOVER, SHIFTER, SQUAD
from pushgames.push.state import PushState

from ..push.helpers import BLUE, RED, make

#: Blue holds e6, g6 and f7 of the straight ring; its Squad on f3 is two steps
#: from f5: an even die walks it there (4 and 6 too), an odd one only with a
#: diagonal step.
ODD_RING = {"e6": ("Squad", BLUE), "g6": ("Squad", BLUE), "f7": ("Squad", BLUE),
            "f3": ("Squad", BLUE), "a1": ("Squad", RED), "b1": ("Squad", RED),
            "a2": ("Squad", RED), "b2": ("Squad", RED)}


def _odd_ring(blue: str, cards: int) -> PushState:
    hand = ["Shatter", "Mesmerize", "Run Away", "Firepower", "Sonic Scream", "Forget"][:cards]
    return make(ODD_RING, factions=("Company", blue), hands={BLUE: hand}, dice=(1,))


def test_one_diagonal_step_lets_a_walker_use_an_odd_die() -> None:
    walkers = ((2, SQUAD),)
    assert fill_chance(walkers) < stepped_chance(walkers) == fill_chance(((2, SHIFTER),))
    assert stepped_chance(((2, SHIFTER),)) == fill_chance(((2, SHIFTER),))
    assert stepped_chance(((3, MOVER),)) == fill_chance(((3, MOVER),)), "a sweep is exact"
    assert faction_chance(0) == 0.0 < faction_chance(1) == FACTION_COPIES / 78 < faction_chance(6)


def test_hard_weighs_a_triad_rivals_threat_by_the_faction_card_it_may_hold() -> None:
    board_terms.cache_clear()
    without = HARD_STYLE._replace(faction_steps=False)
    triad, other = _odd_ring("Triad", 6), _odd_ring("Rebel", 6)
    assert FACTIONS[triad.factions[BLUE]] == "Triad"
    assert evaluate(triad, RED, style=HARD_STYLE) < evaluate(triad, RED, style=without) - 10
    # Another faction's card steps nowhere; a Triad without cards holds none.
    assert evaluate(other, RED, style=HARD_STYLE) == evaluate(other, RED, style=without)
    empty = _odd_ring("Triad", 0)
    assert evaluate(empty, RED, style=HARD_STYLE) == evaluate(empty, RED, style=without)
    # The more cards, the likelier the step.
    assert (evaluate(_odd_ring("Triad", 2), RED, style=HARD_STYLE)
            > evaluate(triad, RED, style=HARD_STYLE))


def test_hard_counts_a_free_mover_or_changer_for_more() -> None:
    board_terms.cache_clear()
    without = HARD_STYLE._replace(clearers=0.0)
    base = {"a1": ("Squad", RED), "b1": ("Squad", RED), "a2": ("Squad", RED), "b2": ("Squad", RED),
            "k11": ("Squad", BLUE), "j11": ("Squad", BLUE), "k10": ("Squad", BLUE)}
    mover = make({**base, "j10": ("Mover", BLUE)})
    squad = make({**base, "j10": ("Squad", BLUE)})
    stuck = make({**base, "j10": ("Mover", BLUE, "i")})
    assert evaluate(mover, RED, style=without) == evaluate(squad, RED, style=without)
    assert (evaluate(mover, RED, style=HARD_STYLE)
            == evaluate(squad, RED, style=HARD_STYLE) - HARD_STYLE.clearers)
    assert HARD_STYLE.clearers > 0
    # Incapacitated, it counts as any other incapacitated operative.
    assert evaluate(stuck, RED, style=HARD_STYLE) > evaluate(mover, RED, style=HARD_STYLE)
