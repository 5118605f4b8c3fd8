"""Never stuck in a loop: of moves about as good, prefer one that brings back no position.

A search that cannot see the game's history (ISMCTS, alpha-beta from the
current position) values a move back and forth alike each time it meets the
same position, so it may shuffle one card or figure to and fro for as long as
the other side lets it (Pushout's Medium played ``c3 S c4`` / ``c4 S c3`` for
ten moves). The positions the game went through are known to whoever asks
for a move (the arena plays the game, the page's worker replays its record),
so the player gets them as :class:`Seen`: the keys of the last
:data:`RECENT` positions as the deciding seat sees them (``game.view``: a seat
never learns through this what it may not see). After a search, a move whose
position is in the history is replaced by the best-scored move that brings
back no position, when that one is *about as good*: within the player's
``about_as_good`` of the chosen move's score (its own scale: mean results in
-1..1 for ISMCTS, evaluation points for alpha-beta). A move followed by chance
(a card seen, a die rolled) counts as new: chance moves the game on.

A search that does see the history (Push Fight's, whose states count the
positions of their game) may ask :func:`repeats` itself. Push sets no margin:
its positions never come back whole (the key holds the round and the seat to
move, and within a turn every decision spends a die, a step, a card or an
answer), so no move of it ever repeats; its planner avoids walking back to a
board instead (``tests/ai/test_push_cycles.py`` shows both).

>>> from pushgames.core import play, start
>>> from pushgames.registry import get_game
>>> game = get_game("pushpush")
>>> line = [start(game)]
>>> line.append(play(game, line[-1], game.parse(line[-1], "a1-a2")))
>>> line.append(play(game, line[-1], game.parse(line[-1], "b7-b6")))
>>> seen = Seen.of(game, line, seat=0)
>>> back = game.parse(line[-1], "a2-a1")
>>> (repeats(game, line[-1], 0, back, seen),
...  repeats(game, line[-1], 0, game.parse(line[-1], "c1-c2"), seen))
(False, False)
>>> line.append(play(game, line[-1], back))
>>> repeats(game, line[-1], 1, game.parse(line[-1], "b6-b7"), Seen.of(game, line, seat=1))
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Hashable, Iterable, Sequence

from ..core import CHANCE, Game, Rng

#: Positions looked back on: enough for any shuffle to and fro (a cycle of a
#: few turns), bounded so that the page's worker rebuilds only the last ones.
RECENT = 48


@dataclass(frozen=True, slots=True)
class Seen:
    """The keys of the positions a game went through lately, as one seat sees them."""

    keys: frozenset[Hashable] = frozenset()

    @classmethod
    def of(cls, game: Game[Any, Any], states: Iterable[Any], seat: int) -> "Seen":
        """The last :data:`RECENT` of ``states`` (a game's line, oldest first) as ``seat`` sees
        them."""
        recent = list(states)[-RECENT:]
        return cls(frozenset(seen_key(game, state, seat) for state in recent))

    def __contains__(self, key: object) -> bool:
        return key in self.keys

    def __bool__(self) -> bool:
        return bool(self.keys)


#: No history: every move is new (a test's position, a player asked without one).
NOTHING_SEEN = Seen()


def seen_key(game: Game[Any, Any], state: Any, seat: int) -> Hashable:
    """The key of ``state`` as ``seat`` sees it (its view's position key)."""
    return game.position_key(game.view(state, seat))


def after_key(game: Game[Any, Any], view: Any, seat: int, action: Any) -> Hashable | None:
    """The key of the position ``action`` leads to as ``seat`` sees it, or
    ``None`` when chance acts first (then the move counts as new).

    A view that every seat shares (perfect information, or Pushout's face-down
    cards hidden from all) is played as it is; a private view is played on
    one sample of what it hides, and the result is seen through ``seat``'s eyes again.
    """
    state = view if not game.meta.has_private_information else game.determinize(view, seat, Rng(0))
    after = game.next_state(state, action)
    if game.to_move(after) == CHANCE:
        return None
    return seen_key(game, after, seat)


def repeats(game: Game[Any, Any], view: Any, seat: int, action: Any, seen: Seen) -> bool:
    """Whether ``action`` brings back a position of ``seen``."""
    if not seen:
        return False
    key = after_key(game, view, seat, action)
    return key is not None and key in seen


def fresh_choice(game: Game[Any, Any], view: Any, seat: int, chosen: Any,
                 scores: Sequence[tuple[Any, float]],
                 seen: Seen, about_as_good: float) -> Any:
    """``chosen``, or when it brings back a position, the best-scored move
    within ``about_as_good`` of its score that does not (``chosen`` if none).

    >>> from pushgames.core import play, start
    >>> from pushgames.registry import get_game
    >>> game = get_game("pushpush")
    >>> line = [start(game)]
    >>> for text in ("a1-a2", "b7-b6", "a2-a1"):
    ...     line.append(play(game, line[-1], game.parse(line[-1], text)))
    >>> back, other = game.parse(line[-1], "b6-b7"), game.parse(line[-1], "c7-c6")
    >>> seen = Seen.of(game, line, seat=1)
    >>> fresh_choice(game, line[-1], 1, back, [(back, 5.0), (other, 1.0)], seen, 10.0) == other
    True
    >>> fresh_choice(game, line[-1], 1, back, [(back, 5.0), (other, -20.0)], seen, 10.0) == back
    True
    """
    if not seen or about_as_good <= 0 or not repeats(game, view, seat, chosen, seen):
        return chosen
    score = dict(scores).get(chosen)
    if score is None:
        return chosen
    for action, value in sorted(scores, key=lambda pair: -pair[1]):
        if action != chosen and value >= score - about_as_good and not repeats(game, view, seat,
                                                                               action, seen):
            return action
    return chosen
