"""The engine contract: what every game provides, and the values it speaks in.

See the package docstring of :mod:`pushgames.core` for the overview.
"""

from __future__ import annotations

import dataclasses
import re
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Callable, Generic, Hashable, Literal, Mapping, Sequence, TypeVar, get_args

from .errors import IllegalActionError, OptionError
from .rng import Rng

#: ``Game.to_move`` answers this while chance (a die, a shuffle) must act next.
CHANCE = -1
#: ``Game.to_move`` answers this once the game is over.
TERMINAL = -2

S = TypeVar("S")
A = TypeVar("A")
OptionValue = bool | int | str
#: The longest value a text option takes.
MAX_TEXT_OPTION = 200
#: The option through which a game with several seat counts is told how many play.
SEATS_OPTION = "seats"
#: The fewest and most seats any game may have.
SEAT_RANGE = (2, 6)
#: How a game can end, for programs (python-chess's ``Termination``): a closed set, so a
#: reader of outcomes (the saved-games list, the arena, a test) can handle every end, and
#: mypy refuses an end no one has listed. A game with a new kind of end adds its word here.
Termination = Literal[
    # Ends of the record, any game's (``Replay.outcome``).
    "resignation", "agreed-draw",
    # Position rules shared by several games.
    "repetition", "no-moves", "passed", "goal-reached",
    # Pieces leaving the board, or a player unable to.
    "ball-off-board", "piece-pushed-off", "no-push",
    # Control, rounds and limits.
    "centre-control", "no-possible-winner", "round-limit", "regions-emptied",
    # Cards: a hand made, a pile or the turns run out, points reached.
    "straight", "five-of-a-kind", "five-zeros", "pile-empty", "match-points",
    "turns-out", "cards-out",
]
#: Every :data:`Termination`, for checks at run time.
TERMINATIONS: frozenset[str] = frozenset(get_args(Termination))


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One option of a game: a switch, a choice, or a whole number in a range.

    >>> spec = OptionSpec("first", "Who moves first", "A", choices=("A", "B"))
    >>> spec.coerce("B")
    'B'
    >>> OptionSpec("n", "Count", 2, minimum=2, maximum=4).coerce("3")
    3
    """

    name: str
    label: str
    default: OptionValue
    choices: tuple[OptionValue, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    help: str = ""
    #: For a text option (a ``str`` default without choices): a regular
    #: expression the whole value must match (empty: any short text).
    pattern: str = ""
    #: For a choice: what a person reads for each choice, in the order of
    #: ``choices`` (empty: the choices themselves). The values stay what
    #: saves and links hold; only the words change.
    choice_labels: tuple[str, ...] = ()
    #: An expert's option (a start position, a house rule's limit): a form
    #: keeps it out of the way, under "Advanced".
    advanced: bool = False
    #: The seat an option is about (a player's faction), or None: a form
    #: asks for it only while that seat plays.
    seat: int | None = None

    def __post_init__(self) -> None:
        if self.choice_labels and len(self.choice_labels) != len(self.choices):
            raise ValueError(f"option {self.name} needs one label per choice")

    def choice_label(self, choice: OptionValue) -> str:
        """The words for one of the choices.

        >>> OptionSpec("first", "Who moves first", "A", choices=("A", "B"),
        ...            choice_labels=("White", "Black")).choice_label("B")
        'Black'
        """
        for value, label in zip(self.choices, self.choice_labels):
            if value == choice:
                return label
        return str(choice)

    @property
    def kind(self) -> str:
        """``"bool"``, ``"int"``, ``"choice"`` or ``"text"``: how a form should ask for it."""
        if self.choices:
            return "choice"
        if isinstance(self.default, str):
            return "text"
        return "bool" if isinstance(self.default, bool) else "int"

    def coerce(self, value: object) -> OptionValue:
        """Validate ``value`` (or its text form, from a command line) for this option."""
        kind = self.kind
        if kind == "bool":
            if isinstance(value, bool):
                return value
            text = str(value).strip().lower()
            if text in ("1", "true", "yes", "on"):
                return True
            if text in ("0", "false", "no", "off"):
                return False
            raise OptionError(f"option {self.name} takes on/off, not {value!r}")
        if kind == "choice":
            for choice in self.choices:
                if value == choice or str(value) == str(choice):
                    return choice
            allowed = ", ".join(str(c) for c in self.choices)
            raise OptionError(f"option {self.name} takes one of {allowed}, not {value!r}")
        if kind == "text":
            text = str(value).strip()
            if isinstance(value, bool) or len(text) > MAX_TEXT_OPTION or (
                self.pattern and not re.fullmatch(self.pattern, text)
            ):
                raise OptionError(f"option {self.name} does not take {value!r}"
                                  + (f" ({self.help})" if self.help
                                                                                  else ""))
            return text
        if isinstance(value, bool):
            raise OptionError(f"option {self.name} takes a whole number, not {value!r}")
        try:
            number = int(str(value)) if not isinstance(value, int) else value
        except ValueError:
            raise OptionError(f"option {self.name} takes a whole number, not {value!r}") from None
        if (self.minimum is not None and number < self.minimum) or (
            self.maximum is not None and number > self.maximum
        ):
            raise OptionError(
                f"option {self.name} must be between {self.minimum} and {self.maximum}, not "
                f"{number}"
            )
        return number


@dataclass(frozen=True, slots=True)
class GameMeta:
    """Everything about a game that does not depend on a position, declared once."""

    id: str
    title: str
    summary: str
    min_seats: int
    max_seats: int
    seat_names: tuple[str, ...]
    rules_version: int
    credits: str
    options: tuple[OptionSpec, ...] = ()
    has_chance: bool = False
    has_hidden_information: bool = False
    #: Every seat sees the same view (what is hidden is hidden from all, as
    #: Pushout's face-down cards): a device shared by several people then
    #: needs no hand-off between them. False: seats may know different things
    #: (a hand, a peek), so the page hands over between two people.
    seats_see_alike: bool = False

    @property
    def has_private_information(self) -> bool:
        """Whether one seat may know what another does not (a hand of cards)."""
        return self.has_hidden_information and not self.seats_see_alike

    def __post_init__(self) -> None:
        """Refuse a declaration the rest of the code could trip over later.

        >>> GameMeta("x", "X", "", 2, 4, ("A", "B", "C", "D"), 1, "")
        Traceback (most recent call last):
        ...
        ValueError: X has 2 to 4 seats but no 'seats' option
        """
        low, high = SEAT_RANGE
        if not low <= self.min_seats <= self.max_seats <= high:
            raise ValueError(f"{self.title}: seats must be within {low}..{high}, not "
                             f"{self.min_seats}..{self.max_seats}")
        if len(self.seat_names) < self.max_seats or len(
            set(self.seat_names)) != len(self.seat_names):
            raise ValueError(
                f"{self.title} needs a distinct name for each of its {self.max_seats} seats")
        names = [spec.name for spec in self.options]
        if len(set(names)) != len(names):
            raise ValueError(f"{self.title} declares an option twice")
        for spec in self.options:
            try:
                ok = spec.coerce(spec.default) == spec.default
            except OptionError:
                ok = False
            if not ok:
                raise ValueError(f"{self.title}: the default of option {spec.name!r} is not one of "
                                 "its own values")
            if spec.seat is not None and not 0 <= spec.seat < self.max_seats:
                raise ValueError(f"{self.title}: option {spec.name!r} is about seat {spec.seat}, "
                                 "which no game has")
        if self.min_seats != self.max_seats:
            if SEATS_OPTION not in names:
                raise ValueError(
                    f"{self.title} has {self.min_seats} to {self.max_seats} seats but no "
                    f"{SEATS_OPTION!r} option")
            seats = self.option(SEATS_OPTION)
            if seats.kind != "int" or (seats.minimum, seats.maximum) != (self.min_seats,
                                                                         self.max_seats):
                raise ValueError(f"{self.title}: the {SEATS_OPTION!r} option must be a number from "
                                 f"{self.min_seats} to {self.max_seats}")

    def seat_count(self, options: Mapping[str, OptionValue]) -> int:
        """How many seats play with these (normalized) options."""
        if self.min_seats == self.max_seats:
            return self.min_seats
        return int(options[SEATS_OPTION])

    def option(self, name: str) -> OptionSpec:
        for spec in self.options:
            if spec.name == name:
                return spec
        known = ", ".join(s.name for s in self.options) or "none"
        raise OptionError(f"{self.title} has no option {name!r} (options: {known})")

    def normalize_options(self, options: Mapping[str, object] | None) -> dict[str, OptionValue]:
        """Every option with its default filled in and every given value checked."""
        given = dict(options or {})
        out: dict[str, OptionValue] = {}
        for spec in self.options:
            out[spec.name] = spec.coerce(
                given.pop(spec.name)) if spec.name in given else spec.default
        if given:
            self.option(next(iter(given)))  # raises with the list of known names
        return out


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a game ended. No winners is a draw; several winners share the win.

    ``reason`` is for people; ``termination`` says the same for programs (one
    of the closed set :data:`Termination`, such as ``"ball-off-board"`` or
    ``"repetition"``), as python-chess's ``Termination`` does. It is required
    (keyword-only): every end a game can reach is named. Two ends belong to no game's rules
    but to the record (``Replay.outcome``): ``"resignation"`` (a seat resigned and
    the other won) and ``"agreed-draw"`` (the players agreed a draw).

    >>> Outcome(frozenset({0}), "the ball left across the north edge",
    ...         termination="ball-off-board").is_draw
    False
    >>> Outcome(frozenset(), "both players are blocked", termination="no-moves").returns(2)
    (0.0, 0.0)
    >>> Outcome(frozenset(), "x", termination="fell-asleep")
    Traceback (most recent call last):
    ...
    ValueError: an outcome's termination is one of pushgames.core.TERMINATIONS, not 'fell-asleep'
    """

    winners: frozenset[int]
    reason: str
    scores: tuple[float, ...] | None = None
    # Keyword-only, so it can follow ``scores`` and still have no default.
    termination: Termination = field(kw_only=True)

    def __post_init__(self) -> None:
        if self.termination not in TERMINATIONS:
            raise ValueError(f"an outcome's termination is one of pushgames.core.TERMINATIONS, "
                             f"not {self.termination!r}")

    @property
    def is_draw(self) -> bool:
        return not self.winners

    def returns(self, seats: int) -> tuple[float, ...]:
        """+1 to each winner, -1 to each loser, 0 to all on a draw (for search)."""
        if not self.winners:
            return (0.0,) * seats
        return tuple(1.0 if s in self.winners else -1.0 for s in range(seats))


@dataclass(frozen=True, slots=True)
class ChanceEvent(Generic[A]):
    """What chance does next: ``sample`` draws one outcome (an action) with an ``Rng``.

    ``outcomes`` lists (action, probability) where that is small enough to list
    (dice); a shuffle leaves it empty. Search samples chance with its own
    generator, so it never learns the game's real future.
    """

    description: str
    sample: Callable[[Rng], tuple[A, Rng]]
    outcomes: tuple[tuple[A, float], ...] = ()


class Game(ABC, Generic[S, A]):
    """One game's rules. Stateless: every method takes a state and returns values.

    States are immutable values (frozen dataclasses) that carry their own
    ``rng: Rng`` field; ``apply`` returns a new state and leaves the old one
    valid. Seats are numbered from 0.
    """

    meta: GameMeta

    # -- creating ----------------------------------------------------------
    def new_state(self, options: Mapping[str, object] | None = None, seed: int = 0,
                  rules_version: int | None = None) -> S:
        """The initial state for ``options`` (defaults filled in) and ``seed``.

        ``rules_version`` is the version a record was written with (``None``:
        this one); an older one starts the game as that version did.
        """
        normalized = self.meta.normalize_options(options)
        if rules_version is not None and rules_version < self.meta.rules_version:
            return self.initial_state_of_version(normalized, seed, rules_version)
        return self.initial_state(normalized, seed)

    @abstractmethod
    def initial_state(self, options: Mapping[str, OptionValue], seed: int) -> S:
        """The initial state; ``options`` are already normalized."""

    def initial_state_of_version(self, options: Mapping[str, OptionValue], seed: int,
                                 rules_version: int) -> S:
        """The initial state as rules version ``rules_version`` made it, so that
        records written then replay exactly. A game whose rules change what a
        replay does (a deck dealt another way) starts an old record the old way
        here, and its state remembers how to go on; by default the versions
        start alike."""
        return self.initial_state(options, seed)

    def seat_count(self, state: S) -> int:
        """How many seats play in this game.

        A game with one seat count answers it; a game with several reads its
        ``seats`` option and must say so here (there is no silent default).
        """
        if self.meta.min_seats == self.meta.max_seats:
            return self.meta.min_seats
        raise NotImplementedError(
            f"{self.meta.title} has {self.meta.min_seats} to {self.meta.max_seats} seats: "
            "its seat_count must read the seats option")

    # -- deciding ----------------------------------------------------------
    @abstractmethod
    def to_move(self, state: S) -> int:
        """The seat that must decide now, or ``CHANCE``, or ``TERMINAL``."""

    def continues_turn(self, state: S) -> bool:
        """Whether the decision due in ``state`` belongs to the same turn as the
        decision before it (a second move, the push after the moves, where a
        fallen card goes), so a move list can show a whole turn as one entry.
        By default every decision is a turn of its own."""
        return False

    @abstractmethod
    def legal_actions(self, state: S) -> Sequence[A]:
        """Every legal action of the deciding seat (empty at chance and terminal)."""

    def chance_event(self, state: S) -> ChanceEvent[A]:
        """What chance does next; only called while ``to_move`` is ``CHANCE``."""
        raise NotImplementedError(f"{self.meta.title} has no chance events")

    # -- acting ------------------------------------------------------------
    def apply(self, state: S, action: A) -> S:
        """The state after ``action``; ``IllegalActionError`` if it is not legal."""
        seat = self.to_move(state)
        if seat == TERMINAL:
            raise IllegalActionError("the game is over")
        if seat == CHANCE:
            raise IllegalActionError("chance acts here, not a player (use resolve_chance)")
        if not self.is_legal(state, action):
            raise IllegalActionError(self.why_illegal(state, action))
        return self.next_state(state, action)

    def is_legal(self, state: S, action: A) -> bool:
        """Whether the deciding seat may play ``action``; games may answer faster
        than generating every legal action."""
        return action in self.legal_actions(state)

    @abstractmethod
    def next_state(self, state: S, action: A) -> S:
        """The state after a legal ``action``, without checking it (for search)."""

    def why_illegal(self, state: S, action: A) -> str:
        """A sentence saying why ``action`` is illegal here (for error messages)."""
        return f"{self.notation(state, action)} is not a legal move in this position"

    @abstractmethod
    def outcome(self, state: S) -> Outcome | None:
        """The result once the game is over, else ``None``."""

    # -- notation ----------------------------------------------------------
    @abstractmethod
    def notation(self, state: S, action: A) -> str:
        """The action as text, read in ``state`` (the state it is played from)."""

    @abstractmethod
    def parse(self, state: S, text: str) -> A:
        """The action ``text`` names in ``state``.

        ``NotationError`` if the text is malformed, ``IllegalActionError`` if it
        is well formed but not legal here. ``parse(s, notation(s, a)) == a``.
        """

    def notation_for(self, state: S, action: A, viewer: int | None) -> str:
        """The action as ``viewer`` may read it in a move list (``None``: a
        spectator): a card drawn or stolen is named only to the seats that
        know it. Chance outcomes read as what happened ("Red draws a card").
        By default, the notation (a game without hidden information)."""
        return self.notation(state, action)

    def prompt(self, state: S) -> str:
        """Who must decide what, in words, for the page, the command line and
        screen readers ("Blue: mitigate Meteor Impact (3) in Pacific South, or
        pass"). By default the seat's name, or what chance is doing."""
        seat = self.to_move(state)
        if seat == TERMINAL:
            return "The game is over"
        if seat == CHANCE:
            return self.chance_event(state).description
        return f"{self.meta.seat_names[seat]} to move"

    def reveals(self, state: S, action: A) -> bool:
        """Whether ``action`` shows some seat something hidden that it did not
        know (a peek at another hand, a look at the deck) without chance acting.
        The page never undoes such a decision, as it never undoes one that
        chance followed. By default nothing is shown without chance."""
        return False

    def seat_facts(self, state: S, seat: int) -> tuple[tuple[str, int | str], ...]:
        """Public facts about ``seat`` for a player's strip, as (label, value)
        pairs: ``(("cards", 4), ("VP", 3))``. Only what every seat may know (the
        number of cards in a hand, never which), so the facts of a view equal
        those of the state. By default none."""
        return ()

    # -- seeing ------------------------------------------------------------
    def view(self, state: S, seat: int | None) -> S:
        """What ``seat`` may see of ``state`` (``None``: a spectator).

        Hidden parts are replaced by placeholders and the generator is
        dropped. Games without hidden information return ``state`` itself.
        """
        return state

    def determinize(self, view: S, seat: int, rng: Rng) -> S:
        """A full state consistent with ``view``, hidden parts sampled with ``rng``.

        Search players call this so that they only ever use what their seat sees.
        """
        return view

    def position_key(self, state: S) -> Hashable:
        """A hashable key for repetition checks and transposition tables."""
        return state

    @abstractmethod
    def render_text(self, state: S) -> str:
        """The position as plain text (command line, tests, debugging)."""

    # -- the generator ----------------------------------------------------
    def rng_of(self, state: S) -> Rng:
        rng: Rng = state.rng  # type: ignore[attr-defined]
        return rng

    def with_rng(self, state: S, rng: Rng) -> S:
        return dataclasses.replace(state, rng=rng)  # type: ignore[type-var]


def resolve_chance(game: Game[S, A], state: S) -> S:
    """Let chance act, with the state's own generator, until a seat must decide.

    A game therefore replays exactly from its seed and the seats' decisions.
    """
    while game.to_move(state) == CHANCE:
        event = game.chance_event(state)
        action, rng = event.sample(game.rng_of(state))
        state = game.next_state(game.with_rng(state, rng), action)
    return state


def start(game: Game[S, A], options: Mapping[str, object] | None = None, seed: int = 0,
          rules_version: int | None = None) -> S:
    """A new game with any opening chance (a shuffle, a first roll) already resolved."""
    return resolve_chance(game, game.new_state(options, seed, rules_version))


def play(game: Game[S, A], state: S, action: A) -> S:
    """A seat's decision, checked, followed by whatever chance does next."""
    return resolve_chance(game, game.apply(state, action))
