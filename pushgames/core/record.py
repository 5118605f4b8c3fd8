"""Game records: what a save or a shared link holds, and their text encoding.

A record is the game id, the rules version, the options, the seed and the
seats' decisions in the game's notation. Chance is not recorded: it replays
from the seed. The text form is URL-safe: ``1`` (the format) followed by the
base64url of the deflated compact JSON.

>>> rec = GameRecord("pushpush", 1, {"first": "A"}, 5, ("d1-d2", "d7-d6"))
>>> GameRecord.decode(rec.encode()) == rec
True
"""

from __future__ import annotations

import base64
import binascii
import json
import zlib
from dataclasses import dataclass, field
from typing import Any, Callable, Generic, Mapping, Sequence, TypeVar

from .contract import Game, OptionValue, Outcome, play, start
from .errors import EncodingError, IllegalActionError, NewerVersionError, PushgamesError, RecordError, ReplayError
from .jsonsafe import JsonDepthError, loads_bounded

S = TypeVar("S")
A = TypeVar("A")

FORMAT = "1"
#: Longer texts are refused before decoding (a link is never this long).
MAX_TEXT = 200_000
#: A deflate bomb stops here.
MAX_JSON = 2_000_000
MAX_SEED = (1 << 63) - 1
#: A record nests two levels (a list holding the options); anything deeper is refused unparsed.
MAX_DEPTH = 2
#: The last entry of a record's move list when the players agreed a draw.
AGREED_DRAW = "="
AGREED_DRAW_OUTCOME = Outcome(frozenset(), "the players agreed a draw", termination="agreed-draw")


@dataclass(frozen=True)
class GameRecord:
    """A whole game as data: enough to replay it exactly."""

    game_id: str
    rules_version: int
    options: Mapping[str, OptionValue]
    seed: int
    actions: tuple[str, ...] = ()
    names: Mapping[str, str] = field(default_factory=dict)

    def encode(self) -> str:
        payload: list[Any] = [self.game_id, self.rules_version, dict(self.options), self.seed, list(self.actions)]
        if self.names:
            payload.append(dict(self.names))
        raw = json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
        packer = zlib.compressobj(9, zlib.DEFLATED, -15)
        packed = packer.compress(raw) + packer.flush()
        return FORMAT + base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")

    @classmethod
    def decode(cls, text: str) -> "GameRecord":
        """Parse the text form; ``EncodingError`` for anything that is not one."""
        if not isinstance(text, str) or not text:
            raise EncodingError("the game record is empty")
        if len(text) > MAX_TEXT:
            raise EncodingError("the game record is too long")
        if text[0] != FORMAT:
            raise EncodingError("this is not a pushgames game record (unknown format)")
        body = text[1:]
        try:
            packed = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
        except (binascii.Error, ValueError):
            raise EncodingError("the game record is damaged (not base64)") from None
        try:
            unpacker = zlib.decompressobj(-15)
            raw = unpacker.decompress(packed, MAX_JSON)
            if unpacker.unconsumed_tail:
                raise EncodingError("the game record is too large")
            if not unpacker.eof:
                raise EncodingError("the game record is cut short")
        except zlib.error:
            raise EncodingError("the game record is damaged (bad compression)") from None
        try:
            payload = loads_bounded(raw.decode("utf-8"), MAX_DEPTH)
        except JsonDepthError:
            raise EncodingError("the game record is damaged (nested too deeply)") from None
        except (UnicodeDecodeError, ValueError):
            raise EncodingError("the game record is damaged (bad data)") from None
        return cls.from_json(payload)

    @classmethod
    def from_json(cls, payload: object) -> "GameRecord":
        """Validate the JSON shape of a record (a list or a dict, as saves store)."""
        if isinstance(payload, dict):
            payload = [payload.get(k) for k in ("game", "version", "options", "seed", "actions")] + (
                [payload["names"]] if "names" in payload else []
            )
        if not isinstance(payload, list) or len(payload) not in (5, 6):
            raise EncodingError("the game record has the wrong shape")
        game_id, version, options, seed, actions = payload[:5]
        names = payload[5] if len(payload) == 6 else {}
        if not isinstance(game_id, str) or not game_id or len(game_id) > 40:
            raise EncodingError("the game record names no game")
        if not isinstance(version, int) or isinstance(version, bool) or version < 1:
            raise EncodingError("the game record has no valid rules version")
        if not isinstance(options, dict) or not all(
            isinstance(k, str) and isinstance(v, (bool, int, str)) for k, v in options.items()
        ):
            raise EncodingError("the game record's options are damaged")
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= MAX_SEED:
            raise EncodingError("the game record's seed is damaged")
        if not isinstance(actions, list) or not all(isinstance(a, str) and len(a) <= 200 for a in actions):
            raise EncodingError("the game record's move list is damaged")
        if not isinstance(names, dict) or not all(
            isinstance(k, str) and isinstance(v, str) and len(v) <= 100 for k, v in names.items()
        ):
            raise EncodingError("the game record's player names are damaged")
        return cls(game_id, version, dict(options), seed, tuple(actions), dict(names))

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "game": self.game_id,
            "version": self.rules_version,
            "options": dict(self.options),
            "seed": self.seed,
            "actions": list(self.actions),
        }
        if self.names:
            out["names"] = dict(self.names)
        return out


@dataclass
class Replay(Generic[S, A]):
    """A record replayed: the state before each decision and the decisions made.

    ``states[i]`` is the position before ``actions[i]``; ``states[-1]`` is the
    current one. Chance is already resolved in every state.
    """

    game: Game[S, A]
    options: dict[str, OptionValue]
    seed: int
    states: list[S]
    actions: list[A]
    agreed_draw: bool = False

    @classmethod
    def new(cls, game: Game[S, A], options: Mapping[str, object] | None = None, seed: int = 0) -> "Replay[S, A]":
        normalized = game.meta.normalize_options(options)
        return cls(game, normalized, seed, [start(game, normalized, seed)], [])

    @property
    def state(self) -> S:
        return self.states[-1]

    @property
    def outcome(self) -> Outcome | None:
        """The game's outcome, or the agreed draw that ended it early."""
        return AGREED_DRAW_OUTCOME if self.agreed_draw else self.game.outcome(self.state)

    def agree_draw(self) -> None:
        """End the game as a draw by agreement (not a move: it is no seat's action)."""
        if self.outcome is not None:
            raise IllegalActionError("the game is over")
        self.agreed_draw = True

    def push(self, action: A) -> S:
        """Play ``action`` (checked) at the end; returns the new current state."""
        if self.agreed_draw:
            raise IllegalActionError("the game is over: the players agreed a draw")
        self.states.append(play(self.game, self.states[-1], action))
        self.actions.append(action)
        return self.states[-1]

    def push_notation(self, text: str) -> S:
        return self.push(self.game.parse(self.state, text))

    def notations(self) -> list[str]:
        return [self.game.notation(s, a) for s, a in zip(self.states, self.actions)]

    def truncated(self, plies: int) -> "Replay[S, A]":
        """The same game cut back to its first ``plies`` decisions."""
        keep_draw = self.agreed_draw and plies >= len(self.actions)
        return Replay(self.game, dict(self.options), self.seed, self.states[: plies + 1], self.actions[:plies],
                      keep_draw)

    def record(self, names: Mapping[str, str] | None = None) -> GameRecord:
        return GameRecord(
            self.game.meta.id, self.game.meta.rules_version, dict(self.options), self.seed,
            tuple(self.notations()) + ((AGREED_DRAW,) if self.agreed_draw else ()), dict(names or {}),
        )


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
    """Replay a list of notations from a new game (command line, tests)."""
    line = Replay.new(game, options, seed)
    for ply, text in enumerate(notations, start=1):
        try:
            if text == AGREED_DRAW and ply == len(notations):
                line.agree_draw()
                continue
            line.push_notation(text)
        except PushgamesError as error:
            raise ReplayError(ply, text, str(error)) from None
    return line
