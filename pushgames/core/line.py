"""The game line itself (:class:`Replay`): the decisions made, their notations
and the states, and the record they make.

:mod:`.replay` replays records into a line and re-exports everything public
here; its docstring tells what a line costs (O(n) time and memory in its n
decisions: each notation computed once, a state kept every :data:`CHECKPOINT`
plies, the current state at hand, the text form's compressor kept running) and
how a line keeps chance and an ending. Here is the class those costs are of,
with :class:`StateSequence` (its states, rebuilt on demand) and the randomness
a new line draws its chance from (:func:`fresh_seed`). Replaying records
(:mod:`.replay`) also uses three private parts of a line: it sets ``_from_seed``
and reads ``_unrecordable`` for a seeded record, and lets chance act (``_resolve``)
where a record's line begins or ends at chance.
"""

from __future__ import annotations

from typing import Any, Generic, Iterator, Mapping, Sequence, TypeVar, overload

import secrets

from .contract import CHANCE, Game, OptionValue, Outcome, resolve_chance
from .errors import IllegalActionError
from .record import (
    AGREED_DRAW, AGREED_DRAW_OUTCOME, CHANCE_MARK, GameRecord, RecordEncoder, check_decisions,
    resignation, resignation_outcome, resigned_seat,
)
from . import record as _record
from .rng import Rng

S = TypeVar("S")
A = TypeVar("A")

#: A state is kept every this many plies. Rebuilding one costs at most this many
#: engine steps (well under a millisecond in Push Push); keeping them costs a
#: state per this many decisions.
CHECKPOINT = 64


class Replay(Generic[S, A]):
    """A game line: the decisions made, their notations and the states.

    ``state`` is the current state; ``state_at(i)`` (or ``states[i]``) the state
    before ``actions[i]``. Chance is already resolved in every state.

    ``chance`` is the line's own generator for chance (the outcomes are then
    recorded); ``None`` makes a seeded line, whose chance comes from each
    state's generator (records written before chance was recorded).
    """

    def __init__(self, game: Game[S, A], options: dict[str, OptionValue], seed: int, first: S,
                 chance: Rng | None = None, rules_version: int | None = None) -> None:
        self.game = game
        self.options = options
        self.seed = seed
        self.rules_version = game.meta.rules_version if rules_version is None else rules_version
        self._chance = chance
        # Chance outcomes (action, notation) before the first decision, and after each.
        self._opening: list[tuple[A, str]] = []
        self._after: list[tuple[tuple[A, str], ...]] = []
        self.actions: list[A] = []
        #: The final mark that ended the game without a decision (``=``, ``#1``), or None.
        self.ending: str | None = None
        self._notations: list[str] = []
        # Per decision: seat * 2 + (1 if it continues the turn of the one before),
        # so a move list can group turns without rebuilding any state.
        self._marks: list[int] = []
        self._previous: S | None = None  # the state before the last decision (a move's animation)
        self._checkpoints: list[S] = [first]  # the state at ply k * CHECKPOINT
        self._state = first
        # The last state rebuilt (ply, state): stepping through a game rebuilds
        # from it instead of from the checkpoint.
        self._rebuilt: tuple[int, S] = (0, first)
        # Built on the first ``encoded`` call, then fed each new notation.
        self._encoder: RecordEncoder | None = None
        # The encoder as it was before the last decision, so that an undo (the
        # page cuts one decision) does not deflate the whole game again.
        self._encoder_before: RecordEncoder | None = None
        self._encoded: tuple[tuple[int, str | None], str] | None = None
        # Record entries so far, and after each decision (and its chance).
        self._entries = 0
        self._ends: list[int] = []
        # Replaying a seeded record into a recorded line: chance comes from
        # each state's own generator (the seed) until this is turned off.
        self._from_seed = False
        self._unrecordable = False  # such a chance outcome has no notation that reads back

    @classmethod
    def new(cls, game: Game[S, A], options: Mapping[str, object] | None = None,
            seed: int | None = None,
            *, seeded: bool = False) -> "Replay[S, A]":
        """A new game whose chance outcomes are drawn as they happen (from
        ``seed``, or fresh randomness) and kept in its record; ``seeded`` makes
        the old kind of line, whose record holds the seed instead."""
        normalized = game.meta.normalize_options(options)
        if seeded:
            number = fresh_seed() if seed is None else seed
            return cls(game, normalized, number,
                       resolve_chance(game, game.new_state(normalized, number)))
        chance = Rng.from_seed(fresh_seed() if seed is None else seed)
        line = cls(game, normalized, 0, game.new_state(normalized, 0), chance)
        line._resolve()
        return line

    @property
    def chance_recorded(self) -> bool:
        """Whether the record keeps chance outcomes (else its seed replays them)."""
        return self._chance is not None

    # -- reading -----------------------------------------------------------------
    @property
    def state(self) -> S:
        return self._state

    @property
    def ply(self) -> int:
        """The number of decisions made."""
        return len(self.actions)

    @property
    def states(self) -> "StateSequence[S]":
        """Every state as a read-only sequence (``states[i] == state_at(i)``)."""
        return StateSequence(self)

    def state_at(self, ply: int) -> S:
        """The state before ``actions[ply]``; ``state_at(self.ply)`` is ``state``."""
        if not 0 <= ply <= len(self.actions):
            raise IndexError(f"ply {ply} is outside this game (0 to {len(self.actions)})")
        if ply == len(self.actions):
            return self._state
        if ply == len(self.actions) - 1 and self._previous is not None:
            return self._previous
        base_ply = ply - ply % CHECKPOINT
        state = self._checkpoints[ply // CHECKPOINT]
        cached_ply, cached = self._rebuilt
        if base_ply <= cached_ply <= ply:
            base_ply, state = cached_ply, cached
        for step in range(base_ply, ply):
            state = self._step(state, step)
        self._rebuilt = (ply, state)
        return state

    def notations(self) -> list[str]:
        """Every decision's notation, in order (a copy)."""
        return list(self._notations)

    def notation_at(self, ply: int) -> str:
        """The notation of ``actions[ply]`` (negative counts from the end)."""
        return self._notations[ply]

    def turn_mark(self, ply: int) -> tuple[int, bool]:
        """(the seat that made ``actions[ply]``, whether it continues the turn of the
        decision before it): ``game.to_move`` and ``game.continues_turn`` of the
        state before it, kept as it was played."""
        mark = self._marks[ply]
        return mark >> 1, bool(mark & 1)

    @property
    def agreed_draw(self) -> bool:
        """Whether the players agreed a draw."""
        return self.ending == AGREED_DRAW

    @property
    def resigned(self) -> int | None:
        """The seat that resigned, or None."""
        return None if self.ending is None else resigned_seat(self.ending)

    @property
    def outcome(self) -> Outcome | None:
        """The game's outcome, or the agreed draw or resignation that ended it early."""
        if self.ending is None:
            return self.game.outcome(self._state)
        seat = resigned_seat(self.ending)
        return (
            AGREED_DRAW_OUTCOME
            if seat is None
            else resignation_outcome(seat, self.game.meta.seat_names)
        )

    # -- changing ----------------------------------------------------------------
    def agree_draw(self) -> None:
        """End the game as a draw by agreement (not a move: it is no seat's action)."""
        self.end(AGREED_DRAW)

    def resign(self, seat: int) -> None:
        """``seat`` resigns a two-seat game: the other seat wins (see :mod:`.record`)."""
        self.end(resignation(seat))

    def end(self, mark: str) -> None:
        """End the running game with a record's final mark (``=`` or a
        resignation); ``IllegalActionError`` says why it cannot end so."""
        if self.outcome is not None:
            raise IllegalActionError("the game is over")
        if mark != AGREED_DRAW:
            seat = resigned_seat(mark)
            if seat is None:
                raise IllegalActionError(f"{mark!r} is neither an agreed draw nor a resignation")
            seats = self.game.seat_count(self._state)
            if seats != 2:
                raise IllegalActionError(
                    f"only a game of two players can be resigned (this one has {seats})")
            if seat >= seats:
                raise IllegalActionError(
                    f"seat {seat} does not play in this game (seats 0 and 1 do)")
        self.ending = mark

    def take_back_ending(self) -> str | None:
        """Let the game go on after a draw agreed or a resignation (undo);
        returns the mark taken back, or None if there was none."""
        mark, self.ending = self.ending, None
        return mark

    def push(self, action: A, *, chance_follows: bool = True, checked: bool = True) -> S:
        """Play ``action`` (checked, unless the caller already did) at the end,
        then let chance act if it must (``chance_follows=False``: a record's
        next entries say what it did); returns the new current state."""
        self._refuse_if_ended()
        return self._play(action, self.game.to_move(self._state), chance_follows, checked)

    def _refuse_if_ended(self) -> None:
        ended = self.outcome if self.ending is not None else None
        if ended is not None:
            raise IllegalActionError(f"the game is over: {ended.reason}")

    def _play(self, action: A, mover: int, chance_follows: bool, checked: bool) -> S:
        """``push`` once the game is known to go on and ``mover`` (``to_move``) is known:
        a record's replay calls this 50,000 times, so nothing is computed twice."""
        entries = self._entries
        if entries >= _record.MAX_DECISIONS:  # check_decisions's test, without a call each decision
            check_decisions(entries + 1)
        game = self.game
        state = self._state
        new_state = game.apply(state, action) if checked else game.next_state(state, action)
        if self._chance is None:
            new_state = resolve_chance(game, new_state)
        notation = game.notation(state, action)
        self._notations.append(notation)
        self._marks.append(mover * 2 + (1 if game.continues_turn(state) else 0))
        self._previous = state
        self._after.append(())
        if self._encoder is None:
            self._entries = entries + 1
        else:
            self._record_entry(notation)
        self._ends.append(self._entries)
        actions = self.actions
        actions.append(action)
        self._state = new_state
        if len(actions) % CHECKPOINT == 0:
            self._checkpoints.append(new_state)
        if chance_follows:
            self._resolve()
        return self._state

    def push_notation(self, text: str, *, chance_follows: bool = True) -> S:
        return self._push_text(text, self.game.to_move(self._state), chance_follows)

    def _push_text(self, text: str, mover: int, chance_follows: bool) -> S:
        # ``parse`` refuses an action that is not legal here (the contract), so
        # checking it again would only cost time: a tenth of a long replay.
        if mover < 0:
            raise IllegalActionError("the game is over" if self.outcome is not None
                                     else "chance acts here")
        action = self.game.parse(self._state, text)
        self._refuse_if_ended()
        return self._play(action, mover, chance_follows, False)

    def push_chance(self, text: str) -> S:
        """Apply a recorded chance outcome (its notation) where chance acts now;
        ``IllegalActionError`` if chance does not act here or cannot do that."""
        if self._chance is None or self.game.to_move(self._state) != CHANCE:
            raise IllegalActionError("chance does not act here")
        self._apply_chance(self.game.parse(self._state, text))
        return self._state

    def push_entry(self, entry: str) -> S:
        """Play one entry of a record's move list: a decision, or (in a line
        that records chance) a chance outcome; chance acts only as the record
        says."""
        if self._chance is not None and entry.startswith(CHANCE_MARK):
            return self.push_chance(entry[len(CHANCE_MARK):])
        mover = self.game.to_move(self._state)
        if self._chance is not None:
            if mover == CHANCE:
                raise IllegalActionError("chance acts here, and the record does not say how")
        return self._push_text(entry, mover, self._from_seed)

    def chance_outcomes(self, ply: int | None = None) -> list[tuple[A, str]]:
        """The chance outcomes (action, notation) after decision ``ply``, or before
        the first decision (``None``), as recorded."""
        return list(self._opening if ply is None else self._after[ply])

    def _resolve(self) -> None:
        """Chance acts with the line's generator until a seat must decide."""
        chance = self._chance
        game = self.game
        while chance is not None and game.to_move(self._state) == CHANCE:
            if self._from_seed:  # a seeded record's chance, as it always came out
                outcome, rng = game.chance_event(self._state).sample(game.rng_of(self._state))
                self._state = game.with_rng(self._state, rng)
                self._unrecordable = self._unrecordable or not _round_trips(game,
                                                                            self._state, outcome)
            else:
                outcome, chance = game.chance_event(self._state).sample(chance)
                self._chance = chance
            self._apply_chance(outcome)

    def _apply_chance(self, outcome: A) -> None:
        check_decisions(self._entries + 1)
        notation = self.game.notation(self._state, outcome)
        self._state = self.game.next_state(self._state, outcome)
        self._record_entry(CHANCE_MARK + notation)
        if self.actions:
            self._after[-1] += ((outcome, notation),)
            self._ends[-1] = self._entries
        else:
            self._opening.append((outcome, notation))
            self._rebuilt = (0, self._state)
        # the checkpoint is the state after this ply's chance
        if len(self.actions) % CHECKPOINT == 0:
            self._checkpoints[-1] = self._state

    def _record_entry(self, entry: str) -> None:
        self._entries += 1
        if self._encoder is not None:
            if not entry.startswith(CHANCE_MARK):
                self._encoder_before = self._encoder.copy()
            self._encoder.add(entry)

    def entry_count(self, plies: int) -> int:
        """How many record entries the first ``plies`` decisions and their
        chance make, the opening chance included."""
        return self._ends[plies - 1] if plies else len(self._opening)

    def entries(self) -> list[str]:
        """The record's move list: every decision and chance outcome, in order."""
        out = [CHANCE_MARK + notation for _, notation in self._opening]
        for notation, after in zip(self._notations, self._after):
            out.append(notation)
            out += [CHANCE_MARK + text for _, text in after]
        return out

    def truncated(self, plies: int) -> "Replay[S, A]":
        """The same game cut back to its first ``plies`` decisions (a new line)."""
        plies = max(0, min(plies, len(self.actions)))
        line: Replay[S, A] = Replay(self.game, dict(self.options), self.seed, self._checkpoints[0],
                                    self._chance,
                                    self.rules_version)
        line._state = self.state_at(plies)
        line.actions = self.actions[:plies]
        line._notations = self._notations[:plies]
        line._marks = self._marks[:plies]
        line._checkpoints = self._checkpoints[: plies // CHECKPOINT + 1]
        line._opening = list(self._opening)
        line._after = self._after[:plies]
        line._ends = self._ends[:plies]
        line._entries = self.entry_count(plies)
        line.ending = self.ending if plies >= len(self.actions) else None
        if self._encoder is not None and self._encoder.count == line._entries:
            line._encoder = self._encoder.copy()
        elif self._encoder_before is not None and self._encoder_before.count == line._entries:
            line._encoder = self._encoder_before.copy()
        return line

    def record(self, names: Mapping[str, str] | None = None) -> GameRecord:
        return GameRecord(
            self.game.meta.id, self.rules_version, dict(self.options), self.seed,
            tuple(self.entries()) + ((self.ending,) if self.ending is not None else ()),
                          dict(names or {}),
            self.chance_recorded,
        )

    def encoded(self) -> str:
        """``self.record().encode()``, at O(1) cost a decision however long the game.

        The page calls it after every move (save, link, the computer's cache key).
        """
        key = (self._entries, self.ending)
        if self._encoded is not None and self._encoded[0] == key:
            return self._encoded[1]
        if self._encoder is None:
            self._encoder = RecordEncoder(self.game.meta.id, self.rules_version,
                                          self.options, self.seed,
                                          self.chance_recorded)
            self._encoder.add_all(self.entries())
        text = self._encoder.text((self.ending,) if self.ending is not None else ())
        self._encoded = (key, text)
        return text

    def _step(self, state: S, ply: int) -> S:
        """The state after decision ``ply`` and its chance, from the one before.

        Unchecked: ``push`` checked the action when it was played; a seeded
        line's chance replays from the state's generator, a recorded line's
        from its record."""
        game = self.game
        state = game.next_state(state, self.actions[ply])
        if self._chance is None:
            return resolve_chance(game, state)
        for outcome, _ in self._after[ply]:
            state = game.next_state(state, outcome)
        return state

    def __repr__(self) -> str:
        return f"<Replay of {self.game.meta.id}, {len(self.actions)} decisions>"


class StateSequence(Sequence[S]):
    """The states of a :class:`Replay`, rebuilt on demand (see :mod:`.replay`).

    Indexing costs at most ``CHECKPOINT`` engine steps; iterating walks the line
    once, one step per state.
    """

    def __init__(self, line: Replay[S, Any]) -> None:
        self._line = line

    def __len__(self) -> int:
        return len(self._line.actions) + 1

    @overload
    def __getitem__(self, index: int) -> S: ...

    @overload
    def __getitem__(self, index: slice) -> list[S]: ...

    def __getitem__(self, index: int | slice) -> S | list[S]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        if index < 0:
            index += len(self)
        return self._line.state_at(index)

    def __iter__(self) -> Iterator[S]:
        line = self._line
        state = line.state_at(0)
        yield state
        for ply in range(len(line.actions)):
            state = line._step(state, ply)
            yield state

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (StateSequence, list, tuple)):
            return len(self) == len(other) and all(a == b for a, b in zip(self, other))
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]


def fresh_seed() -> int:
    """Unpredictable randomness for chance that is yet to happen (never stored)."""
    return secrets.randbits(63)


def _round_trips(game: Game[S, A], state: S, outcome: A) -> bool:
    """Whether chance ``outcome`` at ``state`` reads back from its notation."""
    try:
        return game.parse(state, game.notation(state, outcome)) == outcome
    except Exception:  # noqa: BLE001 - any failure means: not recordable
        return False
