"""A game line (:class:`Replay`) and replaying records into one.

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

from typing import Any, Callable, Generic, Iterator, Mapping, Sequence, TypeVar, overload

from .contract import Game, OptionValue, Outcome, play, resolve_chance, start
from .errors import IllegalActionError, NewerVersionError, PushgamesError, RecordError, ReplayError
from .record import AGREED_DRAW, AGREED_DRAW_OUTCOME, MAX_DECISIONS, GameRecord, RecordEncoder, check_decisions

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
    """

    def __init__(self, game: Game[S, A], options: dict[str, OptionValue], seed: int, first: S) -> None:
        self.game = game
        self.options = options
        self.seed = seed
        self.actions: list[A] = []
        self.agreed_draw = False
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
        self._encoded: tuple[tuple[int, bool], str] | None = None

    @classmethod
    def new(cls, game: Game[S, A], options: Mapping[str, object] | None = None, seed: int = 0) -> "Replay[S, A]":
        normalized = game.meta.normalize_options(options)
        return cls(game, normalized, seed, start(game, normalized, seed))

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
        for action in self.actions[base_ply:ply]:
            state = self._step(state, action)
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
    def outcome(self) -> Outcome | None:
        """The game's outcome, or the agreed draw that ended it early."""
        return AGREED_DRAW_OUTCOME if self.agreed_draw else self.game.outcome(self._state)

    # -- changing ----------------------------------------------------------------
    def agree_draw(self) -> None:
        """End the game as a draw by agreement (not a move: it is no seat's action)."""
        if self.outcome is not None:
            raise IllegalActionError("the game is over")
        self.agreed_draw = True

    def push(self, action: A) -> S:
        """Play ``action`` (checked) at the end; returns the new current state."""
        if self.agreed_draw:
            raise IllegalActionError("the game is over: the players agreed a draw")
        check_decisions(len(self.actions) + 1)
        state = self._state
        new_state = play(self.game, state, action)
        notation = self.game.notation(state, action)
        self._notations.append(notation)
        self._marks.append(self.game.to_move(state) * 2 + (1 if self.game.continues_turn(state) else 0))
        self._previous = state
        if self._encoder is not None:
            self._encoder_before = self._encoder.copy()
            self._encoder.add(notation)
        self.actions.append(action)
        self._state = new_state
        if len(self.actions) % CHECKPOINT == 0:
            self._checkpoints.append(new_state)
        return new_state

    def push_notation(self, text: str) -> S:
        return self.push(self.game.parse(self._state, text))

    def truncated(self, plies: int) -> "Replay[S, A]":
        """The same game cut back to its first ``plies`` decisions (a new line)."""
        plies = max(0, min(plies, len(self.actions)))
        line: Replay[S, A] = Replay(self.game, dict(self.options), self.seed, self._checkpoints[0])
        line._state = self.state_at(plies)
        line.actions = self.actions[:plies]
        line._notations = self._notations[:plies]
        line._marks = self._marks[:plies]
        line._checkpoints = self._checkpoints[: plies // CHECKPOINT + 1]
        line.agreed_draw = self.agreed_draw and plies >= len(self.actions)
        if self._encoder is not None and self._encoder.count == plies:
            line._encoder = self._encoder.copy()
        elif self._encoder_before is not None and self._encoder_before.count == plies:
            line._encoder = self._encoder_before.copy()
        return line

    def record(self, names: Mapping[str, str] | None = None) -> GameRecord:
        return GameRecord(
            self.game.meta.id, self.game.meta.rules_version, dict(self.options), self.seed,
            tuple(self._notations) + ((AGREED_DRAW,) if self.agreed_draw else ()), dict(names or {}),
        )

    def encoded(self) -> str:
        """``self.record().encode()``, at O(1) cost a decision however long the game.

        The page calls it after every move (save, link, the computer's cache key).
        """
        key = (len(self.actions), self.agreed_draw)
        if self._encoded is not None and self._encoded[0] == key:
            return self._encoded[1]
        if self._encoder is None:
            self._encoder = RecordEncoder(self.game.meta.id, self.game.meta.rules_version, self.options, self.seed)
            for notation in self._notations:
                self._encoder.add(notation)
        text = self._encoder.text((AGREED_DRAW,) if self.agreed_draw else ())
        self._encoded = (key, text)
        return text

    def _step(self, state: S, action: A) -> S:
        # Unchecked: ``push`` checked this action when it was played.
        return resolve_chance(self.game, self.game.next_state(state, action))

    def __repr__(self) -> str:
        return f"<Replay of {self.game.meta.id}, {len(self.actions)} decisions>"


class StateSequence(Sequence[S]):
    """The states of a :class:`Replay`, rebuilt on demand (see the module docstring).

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
        for action in line.actions:
            state = line._step(state, action)
            yield state

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (StateSequence, list, tuple)):
            return len(self) == len(other) and all(a == b for a, b in zip(self, other))
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]


def replay_record(record: GameRecord, find_game: Callable[[str], Game[Any, Any]]) -> Replay[Any, Any]:
    """Replay every decision of ``record``; a typed ``RecordError`` names any problem."""
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
    return replay_notations(game, record.actions, options, record.seed)


def replay_notations(game: Game[S, A], notations: Sequence[str], options: Mapping[str, object] | None = None,
                     seed: int = 0) -> Replay[S, A]:
    """Replay a list of notations from a new game (records, command line, tests).

    Every failure is a :class:`RecordError`: ``RecordTooLongError`` past
    ``MAX_DECISIONS``, ``RecordError`` for options no game can start from,
    ``ReplayError`` naming the first move that cannot be played.
    """
    check_decisions(len(notations) - (1 if notations and notations[-1] == AGREED_DRAW else 0))
    try:
        line = Replay.new(game, options, seed)
    except PushgamesError as error:
        raise RecordError(f"the game record's options cannot start a game: {error}") from None
    except Exception as error:  # a game's odd corner on hostile options: still a typed, named error
        raise RecordError(f"the game record's options cannot start a game ({type(error).__name__}: {error})") \
            from error
    for ply, text in enumerate(notations, start=1):
        try:
            if text == AGREED_DRAW and ply == len(notations):
                line.agree_draw()
                continue
            line.push_notation(text)
        except PushgamesError as error:
            raise ReplayError(ply, text, str(error)) from None
        except Exception as error:  # as above: the page shows a message, never a traceback
            raise ReplayError(ply, text, f"the engine failed ({type(error).__name__}: {error})") from error
    return line


__all__ = ["CHECKPOINT", "MAX_DECISIONS", "Replay", "StateSequence", "replay_notations", "replay_record"]
