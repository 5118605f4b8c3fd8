"""Typed errors shared by every engine.

Every error a person can cause (a bad move, a bad link, bad notation) is a
``ValueError`` subclass with a message meant to be shown as it is.
"""

from __future__ import annotations


class PushgamesError(ValueError):
    """Base class of every error an engine raises on bad input."""


class IllegalActionError(PushgamesError):
    """An action that is not legal in the given state."""


class NotationError(PushgamesError):
    """Text that is not a well-formed action in a game's notation."""


class OptionError(PushgamesError):
    """An unknown option name or a value outside the option's range."""


class RecordError(PushgamesError):
    """A game record (a save or a link) that cannot be loaded."""


class UnknownGameError(RecordError):
    """A record or command names a game this version does not have."""


class NewerVersionError(RecordError):
    """A record written by a newer rules version than this one."""


class EncodingError(RecordError):
    """A record whose text is not a valid encoding (truncated, damaged, foreign)."""


class ReplayError(RecordError):
    """A record whose action list stops being legal at some ply.

    ``ply`` counts from 1; ``notation`` is the offending text.
    """

    def __init__(self, ply: int, notation: str, reason: str) -> None:
        self.ply = ply
        self.notation = notation
        self.reason = reason
        super().__init__(f"move {ply} ({notation!r}) cannot be played: {reason}")


class RecordTooLongError(RecordError):
    """A record (or a game being played) with more decisions than a record may hold."""
