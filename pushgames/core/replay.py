"""A game line (:class:`Replay`, defined in :mod:`.line`) and replaying records into one.

A line of n decisions costs O(n) time and memory with a small constant, so a
game of 20,000 decisions loads as fast per decision as one of 20:

- each decision's notation is computed once, when it is played, and kept;
- states are kept only every ``CHECKPOINT`` plies. Any other state is rebuilt
  on demand from the checkpoint before it (at most ``CHECKPOINT - 1`` unchecked
  steps: the actions were checked when they were played). A state can be large
  (a Push Push board is 49 cells), so keeping every one would cost hundreds of
  bytes a decision for states nobody looks at;
- the current state is always at hand, so playing a move on a long game costs
  the same as on a short one;
- the text form (:meth:`Replay.encoded`) keeps its compressor running over the
  move list, so saving after a move does not deflate the whole game again.

Chance. A new line keeps each chance outcome as it happens (the record's
``~`` entries) and draws it from a generator of its own, which neither the
states nor the record hold: what has not happened is nowhere in a save or a
link. A line replayed from a record applies and checks the recorded outcomes,
then draws later ones from a fresh generator. A seeded record (written before
chance was recorded) replays its chance from its seed, as it always did.

An end that is no seat's decision (a draw agreed, a resignation) is the line's
``ending``, the record's final mark (:mod:`.record`): it stops the game, and
:meth:`Replay.take_back_ending` (undo) lets it go on.

>>> from pushgames.registry import get_game
>>> line = replay_notations(get_game("pushpush"), ["d1-d2", "c7-c6", "d2-d3"])
>>> line.ply, line.notations()[-1], line.state_at(1) == line.states[1]
(3, 'd2-d3', True)
>>> line.truncated(1).notations()
['d1-d2']
>>> line.encoded() == line.record().encode()
True
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence, TypeVar

from .contract import CHANCE, Game, OptionValue, resolve_chance
from .errors import IllegalActionError, NewerVersionError, PushgamesError, RecordError, ReplayError
from .line import CHECKPOINT, Replay, StateSequence, fresh_seed
from .record import AGREED_DRAW, MAX_DECISIONS, RESIGNED, GameRecord, check_decisions, is_final_mark
from .rng import Rng

S = TypeVar("S")
A = TypeVar("A")


def replay_record(record: GameRecord, find_game: Callable[[str], Game[Any, Any]],
                  chance_seed: int | None = None) -> Replay[Any, Any]:
    """Replay every entry of ``record``; a typed ``RecordError`` names any problem.

    A recorded line goes on drawing chance from ``chance_seed`` (fresh
    randomness by default: the record says nothing of what is to come)."""
    game = find_game(record.game_id)
    if record.rules_version > game.meta.rules_version:
        raise NewerVersionError(
            f"this {game.meta.title} game was saved by a newer version of the rules "
            f"(v{record.rules_version}; this page has v{game.meta.rules_version})"
        )
    try:
        options = game.meta.normalize_options(record.options)
    except PushgamesError as error:
        raise RecordError(f"the game record's options are not valid: {error}") from None
    chance = Rng.from_seed(fresh_seed() if chance_seed is None else chance_seed)
    if not record.chance_recorded:
        return _replay_seeded(game, record, options, chance)
    return _replay(game, record.actions, options, record.rules_version,
                   lambda: Replay(game, options, 0,
                                  game.new_state(options, 0, record.rules_version), chance,
                                  record.rules_version), refuse_open_chance=True)


def _replay_seeded(game: Game[Any, Any], record: GameRecord, options: Mapping[str, OptionValue],
                   chance: Rng) -> Replay[Any, Any]:
    """A seeded record (format ``1``) replayed into a line that records its chance.

    Every recorded decision and the chance between them come out exactly as
    they always did (from the seed), and that chance is now written down. In
    an unfinished game the chance after the last decision comes from
    ``chance`` instead, so whoever wrote the record cannot know it (a game the
    seed's chance finished keeps its end). The line's record holds no seed.
    """

    def begin() -> Replay[Any, Any]:
        line = Replay(game, dict(options), 0,
                      game.new_state(options, record.seed, record.rules_version), chance,
                      record.rules_version)
        line._from_seed = record.decision_count > 0  # no decision: a new game, all its chance fresh
        line._resolve()
        return line

    line = _replay(game, record.actions, options, record.rules_version, begin)
    if line._unrecordable:
        # An old rules version whose chance cannot be written down (Pushout's
        # version 1 shuffles the whole deck at each deal): replayed as it always was.
        return replay_notations(game, record.actions, options, record.seed, record.rules_version)
    line._from_seed = False
    if line.outcome is not None or not line.actions:
        return line
    again = line.truncated(line.ply - 1)
    again.push(line.actions[-1], checked=False)  # the same decision; what chance does next is fresh
    return again


def seeded_line(game: Game[S, A], options: Mapping[str, object] | None, seed: int,
                notations: Sequence[str] = ()) -> Replay[S, A]:
    """The game a seeded record (format ``1``) of ``notations`` always made,
    its chance drawn from ``seed`` (after the last decision too) and written
    down, so its record opens to exactly that game: for tests and tools that
    need a known deal. The page never makes one (its chance is drawn as it happens).

    >>> from pushgames.registry import get_game
    >>> pushout = get_game("pushout")
    >>> line = seeded_line(pushout, {}, 5)
    >>> line.chance_recorded, line.state == replay_notations(pushout, [], {}, 5).state
    (True, True)
    """
    normalized = game.meta.normalize_options(options or {})
    line = Replay(game, dict(normalized), 0, game.new_state(normalized, seed), Rng.from_seed(seed))
    line._from_seed = True
    line._resolve()
    for text in notations:
        line.push_notation(text)
    line._from_seed = False
    return line


def replay_notations(game: Game[S, A], notations: Sequence[str],
                     options: Mapping[str, object] | None = None,
                     seed: int = 0, rules_version: int | None = None) -> Replay[S, A]:
    """Replay a seeded list of decisions (chance from ``seed``) from a new game:
    records written before chance was recorded, the command line, tests.

    Every failure is a :class:`RecordError`: ``RecordTooLongError`` past
    ``MAX_DECISIONS``, ``RecordError`` for options no game can start from,
    ``ReplayError`` naming the first move that cannot be played.
    """
    normalized = game.meta.normalize_options(options)
    return _replay(game, notations, normalized, rules_version,
                   lambda: Replay(game, normalized, seed,
                                  resolve_chance(game,
                                                 game.new_state(normalized, seed, rules_version)),
                                  None, rules_version))


def _replay(game: Game[S, A], entries: Sequence[str], options: Mapping[str, OptionValue],
            rules_version: int | None, begin: Callable[[], Replay[S, A]], *,
            refuse_open_chance: bool = False) -> Replay[S, A]:
    """Play ``entries`` on the line ``begin`` makes. ``refuse_open_chance``:
    a record of a line that records chance may not stop where chance must act
    (opening it would draw that chance again each time: a re-roll); the page
    never writes one. Only a record of no entries at all, a new game's
    options, has its opening chance drawn as it opens."""
    check_decisions(len(entries) - (1 if entries and is_final_mark(entries[-1]) else 0))
    try:
        line = begin()
    except PushgamesError as error:
        raise RecordError(f"the game record's options cannot start a game: {error}") from None
    except Exception as error:  # a game's odd corner on hostile options: still a typed, named error
        raise RecordError(
            f"the game record's options cannot start a game ({type(error).__name__}: {error})"
        ) from error
    for ply, text in enumerate(entries, start=1):
        try:
            if text == AGREED_DRAW or text.startswith(RESIGNED):  # is_final_mark, without a call
                if ply != len(entries):
                    raise IllegalActionError(
                        "a draw agreed or a resignation can only be the last entry")
                line.end(text)
            else:
                line.push_entry(text)
        except PushgamesError as error:
            raise ReplayError(ply, text, str(error)) from None
        except Exception as error:  # as above: the page shows a message, never a traceback
            raise ReplayError(ply, text,
                              f"the engine failed ({type(error).__name__}: {error})") from error
    if line.outcome is None and game.to_move(line.state) == CHANCE:
        if refuse_open_chance and entries:
            raise RecordError(
                "the game record stops where chance must act (a die to roll or a card to "
                "draw): it is cut short, and opening it would decide that chance again")
        # a new game's opening chance, or a seeded record's next chance: it happens now
        line._resolve()
    return line


__all__ = ["CHECKPOINT", "MAX_DECISIONS", "Replay", "StateSequence", "fresh_seed",
           "replay_notations", "replay_record"]
