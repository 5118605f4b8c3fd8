"""The engine contract shared by every game in pushgames.

A game is a :class:`Game` object: stateless rules over immutable state values.
The web page, the command line, the tests and the computer players talk to a
game only through these methods, so a new game plugs in everywhere at once.

Metadata
    ``game.meta`` (:class:`GameMeta`): id, title, one-line summary, seats
    (``min_seats``..``max_seats``, 2 to 6), seat names, rules version, credits,
    and the options and variants (:class:`OptionSpec`) with their defaults.

A state
    ``game.new_state(options, seed)`` builds the initial state. States are
    frozen dataclasses; ``apply`` returns a new one and the old stays valid, so
    undo, analysis and search simply keep old states. Each state carries its
    own seeded generator (``state.rng``, an :class:`Rng`).

Who decides
    ``game.to_move(state)`` is the seat that must decide now (0-based), or
    ``CHANCE`` while a die or a shuffle must act, or ``TERMINAL``. The deciding
    seat need not be the seat whose turn it is: a defence card or a mitigation
    is simply a state where another seat decides (boardgame.io's "stages").
    A turn made of several decisions is several states with the same seat to
    move; ``game.continues_turn(state)`` says that a decision belongs to the
    turn of the one before it (a move list shows the turn as one entry).

Seats
    ``game.seat_count(state)``: how many play. A game with several seat
    counts (``meta.min_seats`` < ``meta.max_seats``) takes the number through
    an option named ``seats`` and answers it here; ``GameMeta`` refuses a
    declaration without one (and seat names missing, or defaults out of range).

Compound decisions
    A turn that does several things is several small decisions, one action
    each, so every list of legal actions stays short and every choice can be
    shown, undone and searched. Where a count is "up to", a ``done`` action
    ends it; no decision is offered that cannot be completed (Push Fight never
    offers a move after which no push remains). For example, a disaster
    that removes 3 tokens from a region is::

        Blue: "remove Red from Pacific North"   (1 of 3)
        Blue: "remove Red from Pacific North"   (2 of 3)
        Blue: "remove Green from Pacific North" (3 of 3; the disaster is over)

    and "move up to 2 tokens" is ``move A-B``, then ``move A-B`` or ``done``.

Chance
    At a chance state ``game.chance_event(state)`` says what chance does
    (:class:`ChanceEvent`): one small outcome at a time (a die, one card's
    face as a seat first sees it, which card a thief takes), listed in
    ``outcomes`` with their probabilities where they are few.
    :func:`resolve_chance` samples it with the state's own generator;
    :func:`start` and :func:`play` do that for you. Search samples chance with
    its own generator instead. A chance outcome is an action like any other:
    ``notation`` names it and ``parse`` reads it back at a chance state,
    refusing one that cannot happen there, so a record can keep each outcome
    as it happened and a replay can check it.

Deciding and acting
    ``game.legal_actions(state)`` lists the deciding seat's legal actions
    (hashable values, usually frozen dataclasses); ``game.apply(state, action)``
    checks legality and raises :class:`IllegalActionError` with a readable
    reason; ``game.next_state`` is the unchecked fast path for search.

The end
    ``game.outcome(state)`` is ``None`` while the game runs, then an
    :class:`Outcome`: the winners (none for a draw, several for a shared win),
    the reason in words, a machine-readable ``termination`` and optional scores.

Notation
    ``game.notation(state, action)`` and ``game.parse(state, text)`` round-trip:
    ``parse(s, notation(s, a)) == a``. Malformed text raises
    :class:`NotationError`.

Hidden information
    ``game.view(state, seat)`` is what that seat may see (hidden cards masked,
    the generator removed); ``game.determinize(view, seat, rng)`` fills the
    hidden parts with a sample consistent with the view, for search.
    :mod:`pushgames.core.knowledge` keeps cards with who has seen each one,
    and decides a face only when a seat first sees it.

Text
    ``game.notation_for(state, action, viewer)`` is a decision (or a chance
    outcome) as ``viewer`` may read it in a move list: a stolen card is named
    to thief and victim, "a card" to the others. ``game.prompt(state)`` says
    who must decide what, in words.

Records
    :class:`GameRecord` (game id, rules version, options, seed, notations)
    encodes to a compact URL-safe string; :func:`replay_record` validates and
    replays it, raising a typed :class:`RecordError` that names the problem.
    A record holds at most ``MAX_DECISIONS`` (50,000) decisions. A game
    that ended without a decision ends its move list with one mark no
    notation can be: ``=`` (``AGREED_DRAW``, a draw agreed) or ``#`` and a
    seat counted from 0 (``RESIGNED``, ``#1``: seat 1 resigned, the other
    seat wins; only games of two seats can be resigned). ``Replay.ending``
    holds it, ``Replay.outcome`` says it (``termination`` ``"agreed-draw"``
    or ``"resignation"``), and undo takes it back. A
    :class:`Replay` (the game line the page plays on) is linear in time and
    memory however long the game.

Repetition
    A rule about positions seen before keeps a :class:`History` in its
    states: a persistent count of positions, O(log n) a move, shared between
    a state and its successors.
"""

from .contract import (
    CHANCE, TERMINAL, ChanceEvent, Game, GameMeta, OptionSpec, OptionValue, Outcome, TERMINATIONS,
    Termination, play, resolve_chance, start,
)
from .errors import (
    EncodingError, IllegalActionError, NewerVersionError, NotationError, OptionError,
    PushgamesError, RecordError, RecordTooLongError, ReplayError, UnknownGameError,
)
from .history import History
from .record import AGREED_DRAW, MAX_DECISIONS, RESIGNED, GameRecord, is_final_mark, resigned_seat
from .replay import Replay, replay_notations, replay_record, seeded_line
from .rng import Rng

__all__ = [
    "CHANCE", "TERMINAL", "ChanceEvent", "Game", "GameMeta", "OptionSpec", "OptionValue", "Outcome",
    "TERMINATIONS", "Termination",
    "play", "resolve_chance", "start", "EncodingError", "IllegalActionError", "NewerVersionError",
    "NotationError", "OptionError", "PushgamesError", "RecordError", "RecordTooLongError",
           "ReplayError",
    "UnknownGameError",
    "History", "AGREED_DRAW", "MAX_DECISIONS", "RESIGNED", "is_final_mark", "resigned_seat",
           "GameRecord",
    "Replay", "replay_notations", "replay_record", "Rng", "seeded_line",
]
