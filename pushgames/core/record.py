"""Game records: what a save or a shared link holds, and their text encoding.

A record is the game id, the rules version, the options and the move list:
the seats' decisions in the game's notation, and each chance outcome as it
happened (``~`` and the outcome's notation: ``~roll 5``, ``~face 17``). Nothing
that has not happened is in it, so a link to an unfinished game holds only
what some seat has seen. The text form is URL-safe: the format (``2``)
followed by the base64url of the deflated compact JSON.

A game that ended by agreement or resignation ends its move list with one
mark that no game's notation can be (every notation starts with a letter or a
digit, a chance outcome with ``~``):

- ``=`` (:data:`AGREED_DRAW`): the players agreed a draw;
- ``#`` and a seat number counted from 0 (:data:`RESIGNED`, ``#1``: seat 1,
  Black in Push Push and Push Fight, resigned). Only a game of two seats can
  be resigned: the other seat wins (:func:`resignation_outcome`). With more
  seats a resignation would have to make the others joint winners or end the
  game for one seat only, so it is refused.

The mark is not a decision: it does not count towards ``MAX_DECISIONS``, and
undo takes it back. Any other place for it, or a seat that does not play,
is a :class:`RecordError` when the record is replayed (:mod:`.replay`).

Records written before chance was recorded (format ``1``) hold a seed instead,
and replay their chance from it exactly as they always did
(``GameRecord.chance_recorded`` is false, ``seed`` the seed).

Limits, so that a hostile link fails fast with a typed :class:`RecordError`
instead of exhausting the page: at most ``MAX_TEXT`` characters of text,
``MAX_JSON`` bytes once inflated, two levels of nesting (checked without
recursion, see :mod:`.jsonsafe`), and at most ``MAX_DECISIONS`` (50,000)
decisions (:class:`RecordTooLongError`). Real games are far shorter (Push Push
and Push Fight games end in a few hundred decisions, a Pushout deal in about
250), so 50,000 is over a hundred times any game a person plays, even with
repetition draws off. Replaying is linear (see :mod:`.replay`) at tens of
microseconds a decision, so the cap bounds the page's work when opening a link
to a couple of seconds even in Pyodide on a slow device.

>>> rec = GameRecord("pushpush", 1, {"first": "A"}, 5, ("d1-d2", "d7-d6"))
>>> GameRecord.decode(rec.encode()) == rec
True
>>> resignation(1), resigned_seat("#1"), resigned_seat("="), resigned_seat("#01")
('#1', 1, None, None)
"""

from __future__ import annotations

import base64
import binascii
import json
import zlib
from functools import lru_cache
from itertools import repeat
from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence

from .contract import OptionValue, Outcome
from .errors import EncodingError, RecordTooLongError
from .jsonsafe import JsonDepthError, loads_bounded

#: Records whose chance replays from a seed (written before chance was recorded).
SEEDED_FORMAT = "1"
#: Records that keep each chance outcome in the move list.
FORMAT = "2"
#: Marks a chance outcome in a move list.
CHANCE_MARK = "~"
#: Longer texts are refused before decoding (a link is never this long).
MAX_TEXT = 200_000
#: A deflate bomb stops here.
MAX_JSON = 2_000_000
MAX_SEED = (1 << 63) - 1
#: A record nests two levels (a list holding the options); anything deeper is refused unparsed.
MAX_DEPTH = 2
#: The most decisions a record may hold (see the module docstring for why this many).
MAX_DECISIONS = 50_000
#: The last entry of a record's move list when the players agreed a draw.
AGREED_DRAW = "="
AGREED_DRAW_OUTCOME = Outcome(frozenset(), "the players agreed a draw", termination="agreed-draw")
#: Starts the last entry of a record's move list when a seat resigned: ``#`` and the seat (``#0``).
RESIGNED = "#"


def resignation(seat: int) -> str:
    """The record's final entry saying that ``seat`` resigned."""
    return f"{RESIGNED}{seat}"


def resigned_seat(entry: str) -> int | None:
    """The seat a resignation entry names; ``None`` if ``entry`` is not one
    (a seat is written in plain decimal digits, at most two, without a leading 0)."""
    digits = entry[len(RESIGNED):]
    if (not entry.startswith(RESIGNED) or not 1 <= len(digits) <= 2 or not digits.isascii()
            or not digits.isdigit() or (len(digits) > 1 and digits[0] == "0")):
        return None
    return int(digits)


def is_final_mark(entry: str) -> bool:
    """Whether ``entry`` is one of the marks that may only end a move list (a
    draw agreed, a resignation, well formed or not): it is not a decision."""
    return entry == AGREED_DRAW or entry.startswith(RESIGNED)


def resignation_outcome(seat: int, seat_names: Sequence[str]) -> Outcome:
    """The outcome of a two-seat game in which ``seat`` resigned: the other seat wins."""
    return Outcome(frozenset({1 - seat}), f"{seat_names[seat]} resigned", termination="resignation")


@dataclass(frozen=True)
class GameRecord:
    """A whole game as data: enough to replay it exactly."""

    game_id: str
    rules_version: int
    options: Mapping[str, OptionValue]
    seed: int
    actions: tuple[str, ...] = ()
    names: Mapping[str, str] = field(default_factory=dict)
    #: The move list holds chance outcomes (``~...``) and the seed is unused
    #: (0); false for a seeded record, whose seed replays its chance.
    chance_recorded: bool = False

    @property
    def decision_count(self) -> int:
        """The seats' decisions: neither chance outcomes (``~`` entries) nor a final mark.

        >>> GameRecord("pushout", 1, {}, 0, ("~a1:1L/5T", "a4>", "#1"),
        ...            chance_recorded=True).decision_count
        1
        """
        actions = self.actions
        # Counted with C loops (a record of 50,000 entries is counted when the page opens it):
        # the entries left once chance outcomes and final marks (``=``, ``#...``) are taken out.
        marked = sum(map(str.startswith, actions,
                         repeat(CHANCE_MARK))) + actions.count(AGREED_DRAW) + sum(
            map(str.startswith, actions, repeat(RESIGNED)))
        return len(actions) - marked

    def encode(self) -> str:
        encoder = RecordEncoder(self.game_id, self.rules_version, self.options, self.seed,
                                self.chance_recorded)
        encoder.add_all(self.actions)
        return encoder.text(names=self.names)

    @classmethod
    def decode(cls, text: str) -> "GameRecord":
        """Parse the text form; ``EncodingError`` for anything that is not one."""
        if not isinstance(text, str) or not text:
            raise EncodingError("the game record is empty")
        if len(text) > MAX_TEXT:
            raise EncodingError("the game record is too long")
        if text[0] not in (FORMAT, SEEDED_FORMAT):
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
        return cls.from_json(payload, chance_recorded=text[0] == FORMAT)

    @classmethod
    def from_json(cls, payload: object, chance_recorded: bool = False) -> "GameRecord":
        """Validate the JSON shape of a record (a list or a dict, as saves store)."""
        if isinstance(payload, dict):
            if "chance" in payload:
                chance_recorded = payload["chance"] is True
            payload = [payload.get(k) for k in ("game", "version", "options", "seed",
                                                "actions")] + (
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
        if not isinstance(actions, list):
            raise EncodingError("the game record's move list is damaged")
        # Counted before the entries are even looked at: the cap bounds all later work.
        final_mark = bool(actions) and isinstance(actions[-1], str) and is_final_mark(actions[-1])
        check_decisions(len(actions) - (1 if final_mark else 0))
        # Every entry a string of at most 200 characters, checked with C loops (map), since the
        # page decodes a record of 50,000 entries when it opens one.
        if not all(map(isinstance, actions, repeat(str))) or max(map(len, actions),
                                                                 default=0) > 200:
            raise EncodingError("the game record's move list is damaged")
        if not isinstance(names, dict) or not all(
            isinstance(k, str) and isinstance(v, str) and len(v) <= 100 for k, v in names.items()
        ):
            raise EncodingError("the game record's player names are damaged")
        return cls(game_id, version, dict(options), seed, tuple(actions), dict(names),
                   chance_recorded)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "game": self.game_id,
            "version": self.rules_version,
            "options": dict(self.options),
            "seed": self.seed,
            "actions": list(self.actions),
            "chance": self.chance_recorded,
        }
        if self.names:
            out["names"] = dict(self.names)
        return out


def decoded(text: str) -> GameRecord:
    """``GameRecord.decode(text)``, kept for the last few texts read.

    The page reads the same record several times as it opens a link (does a save hold
    it already, or a later part of it, is it a new game's, then the replay: four
    decodes of up to 200,000 characters before this); they now decode it once. A
    record is immutable (frozen, and nobody changes its options or names), so every
    reader may share one. The module's limits are part of the key, so a limit lowered
    (a test, the page's own check) is applied to a text read before.

    >>> text = GameRecord("pushpush", 1, {}, 0, ("d1-d2",)).encode()
    >>> decoded(text) is decoded(text), decoded(text) == GameRecord.decode(text)
    (True, True)
    """
    if not isinstance(text, str):
        return GameRecord.decode(text)  # refused there, with its reason
    return _decoded(text, MAX_TEXT, MAX_JSON, MAX_DEPTH, MAX_DECISIONS)


@lru_cache(maxsize=4)
def _decoded(text: str, *_limits: int) -> GameRecord:
    return GameRecord.decode(text)  # an EncodingError is raised each time, never kept


class RecordEncoder:
    """The text form of a record whose move list grows: O(1) work per decision.

    Deflating a long record from scratch after every move costs O(n) a move
    (about 40 ms at 20,000 decisions); this keeps the compressor running over the
    move list and finishes a copy of it for each text. ``GameRecord.encode``
    goes through here too, so both give the same text for the same game.
    Level 6: level 9 costs five times as long on long, repetitive move lists
    for links about 4% shorter.
    """

    def __init__(self, game_id: str, rules_version: int,
                 options: Mapping[str, OptionValue], seed: int,
                 chance_recorded: bool = True) -> None:
        self._format = FORMAT if chance_recorded else SEEDED_FORMAT
        head = json.dumps([game_id, rules_version, dict(options), seed], separators=(",", ":"),
                          ensure_ascii=False)
        self._packer = zlib.compressobj(6, zlib.DEFLATED, -15)
        self._packed = bytearray(self._packer.compress(head[:-1].encode("utf-8") + b",["))
        self.count = 0

    def copy(self) -> "RecordEncoder":
        """An independent encoder in the same state (about 300 KB of zlib state)."""
        twin = object.__new__(RecordEncoder)
        twin._packer = self._packer.copy()
        twin._packed = bytearray(self._packed)
        twin.count = self.count
        twin._format = self._format
        return twin

    def add(self, notation: str) -> None:
        """Append one entry of the move list."""
        item = json.dumps(notation, ensure_ascii=False).encode("utf-8")
        self._packed += self._packer.compress(item if not self.count else b"," + item)
        self.count += 1

    def add_all(self, entries: Sequence[str]) -> None:
        """``add`` each of ``entries``, in one call to the compressor: a record opened by
        link or from a save builds its encoder from all its entries at once (50,000 calls
        of ``add`` were a tenth of a long record's opening in the page). Deflate's output
        does not depend on how its input is cut into calls without a flush, so the text is
        the same (tests/core/test_record.py checks it)."""
        if not entries:
            return
        items = json.dumps(list(entries), separators=(",", ":"), ensure_ascii=False)[1:-1]
        self._packed += self._packer.compress(
            (items if not self.count else "," + items).encode("utf-8"))
        self.count += len(entries)

    def text(self, extra: Sequence[str] = (), names: Mapping[str, str] | None = None) -> str:
        """The record's text with ``extra`` entries after those added (the encoder is unchanged)."""
        tail = "".join(("," if self.count or i else "") + json.dumps(t, ensure_ascii=False)
                       for i, t in enumerate(extra))
        tail += "]" + ("," + json.dumps(dict(names), separators=(",", ":"), ensure_ascii=False)
                       if names else "")
        finisher = self._packer.copy()
        packed = bytes(self._packed) + finisher.compress(
            (tail + "]").encode("utf-8")) + finisher.flush()
        return self._format + base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")


def check_text(text: str) -> None:
    """``RecordTooLongError`` if ``text`` is longer than a record may be when
    it is opened (``MAX_TEXT``): a game is never written that could not be
    read back (a long Push game takes about 4 characters a decision)."""
    if len(text) > MAX_TEXT:
        raise RecordTooLongError(
            f"a game record may hold at most {MAX_TEXT:,} characters (this one would hold "
            f"{len(text):,})")


def check_decisions(count: int) -> None:
    """``RecordTooLongError`` if ``count`` decisions are more than a record may hold."""
    if count > MAX_DECISIONS:
        raise RecordTooLongError(
            f"a game may hold at most {MAX_DECISIONS:,} moves (this one would hold {count:,})")
