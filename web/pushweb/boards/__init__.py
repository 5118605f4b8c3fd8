"""Board plug-ins: how a game is drawn and played in the page.

The shell (``pushweb.shell``) is generic: routing, saves, the move list, undo
and redo, options, sharing, the game-over banner. Everything that depends on a
game's pieces lives in a *board* plug-in, registered here by game id. A new game plugs
in by writing one subpackage ``boards/<id>/`` whose ``board`` module holds a
:class:`BoardPlugin` subclass, named by the game's registration
(:class:`pushgames.registry.GameEntry`); the shell needs no change. Helpers every board may use
(``gridboard``, ``words``) stay here.

What a board provides
    ``game_id``          the engine's ``meta.id``.
    ``thumbnail_svg()``  a small static ``<svg>`` picture (our own markup) for
                         the home page.
    ``rules_html()``     the rules panel in our own words (our own markup), with a
                         "Clarifications" section and credits.
    ``mount(host)``      build the board's DOM once and return its root element;
                         ``host`` is the :class:`BoardHost` the board talks back to.
    ``render(state, frame)``  draw ``state`` (already ``game.view(state, seat)``
                         for games with hidden information) as described by the
                         :class:`Frame`: the last action and the state it was
                         played from (for highlighting and animation), whether
                         the board is flipped, whether the user may act now (never
                         while a computer seat is to move), the seat the page shows
                         the position to, the whole last turn, and whether
                         the game ended there (``over``: a resignation or an
                         agreed draw leaves a state that still asks for a move).
    ``extra_actions(state, actions)``  legal actions the board cannot express
                         (a pass, "end turn"): (label, action) pairs the shell
                         shows as buttons. Default: none.
    ``describe(state)``  optional one-line status text next to "X to move"
                         (e.g. the phase of a multi-step turn).
    ``result_words(outcome, mover, you)``  optional: the result sentence in the
                         game's own words (Push Push: "You pushed the ball off
                         your own edge: ..."). Default None: the shell's sentence.
    ``keyboard_help_html()``  optional: how to play this board from the
                         keyboard, one line of our own markup (``<kbd>`` allowed)
                         for the shell's "Keyboard" panel. Default: the class
                         attribute ``keyboard_help`` (set it to give a board its
                         own text), which is the generic cursor / Enter / Esc text.

Types
    A board, its frames and its host are generic in the game's state and action
    types (``BoardPlugin[S, A]``, ``Frame[S, A]``, ``BoardHost[S, A]`` with
    ``game: Game[S, A]``), so mypy checks that a board submits its game's actions
    (docs/architecture.md, "Types at the seams"). ``mount`` hands the board its
    host; :attr:`BoardPlugin.host` reads it and is never None (the thumbnail and
    rules instances are never mounted and never read it).

Square-grid boards (flip, click / drag-and-drop, keyboard cursor) build on
:class:`pushweb.boards.gridboard.GridBoard`; a board that loads a
stylesheet of its own calls :func:`ensure_stylesheet` from ``mount``.

How a chosen action gets back
    The board calls ``host.submit(action)`` with one legal action. The shell
    plays it (``Replay.push``), autosaves, updates the link and the move list,
    and calls ``render`` again with the new state.

Multi-step turns, setup phases, reactions
    Each decision is its own action and its own state (the engine contract), so
    a board just renders whatever state it gets: when the same seat is to move
    again, ``frame.interactive`` is true again and the board offers the next
    decision. A board may also build one decision from several clicks (select a
    piece, then a square); that partial selection is the board's own and cleared by
    ``render`` of a new state or by ``cancel()``.

Choosers
    When one gesture matches several legal actions (a normal or a deflected
    push, a card with two uses), the board calls
    ``host.choose(prompt, [(label, action), ...])``. The shell shows a small
    menu near the board and submits the picked action (or nothing on cancel).

Hidden information
    The shell renders ``game.view(state, frame.seat)``; a board must draw only
    what that state holds and never look at ``state.rng``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Generic, Protocol, Sequence, TypeVar

from pushgames import registry
from pushgames.core import Game, Outcome

#: A board's state and action types: its game's (``Game[S, A]``), so a board,
#: its frames and its host agree on what a position and a decision are.
S = TypeVar("S")
A = TypeVar("A")


@dataclass(frozen=True)
class Frame(Generic[S, A]):
    """How the shell wants the position drawn."""

    #: The action that led to the drawn state (None at the start), and the
    #: state it was played from (for highlights and move animation).
    last_action: A | None = None
    previous_state: S | None = None
    flipped: bool = False
    #: True when the user may act on this board now (the live position of a
    #: running game, not a position from the move list).
    interactive: bool = True
    #: True when the drawn position is where the game ended, also when it was
    #: decided outside the engine's state (a resignation, an agreed draw): the
    #: state may still be mid-turn, but the board offers no move and no prompt.
    over: bool = False
    #: The seat the position is shown to (hidden information), None = spectator.
    seat: int | None = None
    #: Animate the transition from previous_state (False after undo, jumps).
    animate: bool = True
    #: Every decision of the turn that last_action ends (last_action included,
    #: in order) and the state before the first of them: a board marks the whole
    #: turn (Push Fight's moves and push), not only its last decision.
    turn_actions: tuple[A, ...] = ()
    turn_start_state: S | None = None
    #: The game line (a ``Replay``) and the index of the drawn position in it,
    #: for a board that tells more than the last turn (Apocalypse's "what just
    #: happened", Push's log): read it only through ``pushgames.core.perspective`` or
    #: ``game.notation_for`` with ``seat``, never its states' hidden parts.
    line: Any = None
    ply: int = 0
    #: The legal actions of the drawn position while ``interactive`` (else
    #: empty): computed once per change by the shell (:mod:`pushweb.live`), so a
    #: board never asks the engine for them again.
    legal: tuple[A, ...] = ()


class BoardHost(Protocol[S, A]):
    """What the shell offers a board (:class:`pushweb.gameview.GameView`)."""

    @property
    def game(self) -> Game[S, A]: ...

    def submit(self, action: A) -> None:
        """Play ``action`` for the seat to move (must be one of the legal actions)."""

    def choose(self, prompt: str, options: Sequence[tuple[str, A]]) -> None:
        """Ask which of several actions was meant; the picked one is submitted."""

    def announce(self, text: str) -> None:
        """Say ``text`` to screen readers (a polite live region)."""

    def listen(self, target: Any, event: str, fn: Callable[..., Any]) -> Any:
        """addEventListener with a proxy the shell keeps alive."""

    def aside(self) -> Any:
        """The right column's place for a part of the board that must stay in view beside it
        (Push's log), above the move list; emptied when another board is mounted. None where
        the page has no right column (an embed). On a narrow screen that column follows the
        board and its controls: a board keeps such a part by its drawing there."""


#: The board line of the "Keyboard" panel for a board that says nothing more specific.
GENERIC_KEYBOARD_HTML = (
    "<kbd>Tab</kbd> to the board, then arrow keys move the cursor, <kbd>Enter</kbd> or "
    "<kbd>Space</kbd> selects a piece and moves it, <kbd>Esc</kbd> cancels.")


#: The page's own keys, the same in every game (pushweb.keys), for the rules' "Keys" section.
PAGE_KEYS_HTML = (
    "<kbd>\u2190</kbd> <kbd>\u2192</kbd> step through the moves played (with the focus off the "
    "board, where they move the cursor: <kbd>Tab</kbd> past it), <kbd>Home</kbd> / <kbd>End</kbd> "
    "the first / current position; <kbd>Ctrl</kbd>+<kbd>Z</kbd> undo, <kbd>Ctrl</kbd>+<kbd>Y</kbd> "
    "redo, <kbd>F</kbd> flip the board.")
#: ... and in a game of hands (``GameMeta.has_private_information``), the hand-off screen's key.
HAND_OFF_KEYS_HTML = " On a hand-off screen <kbd>Enter</kbd> shows your view."


def page_keys_html(hand_offs: bool = False) -> str:
    """The page's keys (the rules' "Keys" section and the shell's "Keyboard" panel say them),
    with the hand-off screen's in a game of hands."""
    return PAGE_KEYS_HTML + (HAND_OFF_KEYS_HTML if hand_offs else "")


def rules_with_keys(rules: str, board_keys: str, hand_offs: bool = False) -> str:
    """A game's rules with a short "Keys" section (the board's keys, then the page's), where a
    player reads how to play: before the Clarifications, or at the end when there are none.

    >>> rules_with_keys("<h3>Goal</h3><p>Win.</p><h3>Clarifications</h3>", "Click.")[:60]
    '<h3>Goal</h3><p>Win.</p><h3>Keys</h3><p class="rules-keys">C'
    >>> rules_with_keys("<p>Win.</p>", "Click.").endswith(PAGE_KEYS_HTML + "</p>")
    True
    >>> "hand-off" in rules_with_keys("<p>Win.</p>", "Click.", hand_offs=True)
    True
    """
    keys = (f'<h3>Keys</h3><p class="rules-keys">{board_keys}</p>'
            f'<p class="rules-keys">{page_keys_html(hand_offs)}</p>')
    at = rules.find("<h3>Clarifications</h3>")
    return rules + keys if at < 0 else rules[:at] + keys + rules[at:]


class BoardPlugin(Generic[S, A]):
    """Base class of a board plug-in; see the module docstring. ``S`` and ``A``
    are its game's state and action types."""

    #: The host ``mount`` was given (None before: the thumbnail and rules
    #: instances are never mounted); read it through :attr:`host`.
    _host: BoardHost[S, A] | None = None

    game_id: str = ""
    #: What ``keyboard_help_html()`` returns unless a view overrides it.
    keyboard_help: str = GENERIC_KEYBOARD_HTML
    #: Height in CSS pixels of the embed snippet's frame, 400 px wide: the board
    #: and everything under it (Pushout's piles and buttons need more).
    embed_height: int = 640  # measured: Push Push 613 px tall at 400 px wide

    def thumbnail_svg(self) -> str:
        return '<svg viewBox="0 0 10 10" aria-hidden="true"></svg>'

    def rules_html(self) -> str:
        return "<p>No rules text yet.</p>"

    @property
    def host(self) -> BoardHost[S, A]:
        """The shell this mounted board talks back to (its input only runs once mounted)."""
        if self._host is None:
            raise RuntimeError(f"the {self.game_id or 'game'} board is not mounted")
        return self._host

    @host.setter
    def host(self, host: BoardHost[S, A]) -> None:
        self._host = host

    def mount(self, host: BoardHost[S, A]) -> Any:
        raise NotImplementedError

    def render(self, state: S, frame: Frame[S, A]) -> None:
        raise NotImplementedError

    def cancel(self) -> None:
        """Drop any half-made selection (Escape, a chooser cancelled)."""

    def extra_actions(self, state: S, actions: Sequence[A]) -> list[tuple[str, A]]:
        return []

    def describe(self, state: Any) -> str:
        return ""

    def status(self, state: Any, prompt: str) -> str:
        """The status line over the board: ``prompt`` (``game.prompt``, who must
        decide what), then the board's own words (:meth:`describe`)."""
        extra = self.describe(state)
        return prompt + (f" \u2014 {extra}" if extra else "")

    def over_status(self, state: Any, result: str) -> str:
        """The status line once the game is over; ``result`` is the shell's
        sentence ("Blue won: ..."). Default: "Game over" (the banner says the rest)."""
        return "Game over"

    def result_words(self, outcome: Outcome, mover: int | None, you: int | None) -> str | None:
        """The result sentence in this game's own words, or None for the shell's
        ("Black won: <reason>."). ``mover`` made the move that ended the game
        (None: no move did, e.g. a resignation); ``you`` is the seat of the one
        person at this device (None between several people), so a game lost by
        one's own move can say so ("You pushed ...")."""
        return None

    def keyboard_help_html(self) -> str:
        return self.keyboard_help

    def seat_mark(self, seat: int) -> tuple[str, str] | None:
        """The colours (background, ink) of ``seat``'s mark on the player strips
        and the hand-off screen, so they match the board's own pieces (Apocalypse's
        red chips, not the shell's white circle). The mark keeps its shape and
        letter per seat number (never colour alone). None: the shell's marks."""
        return None


def ensure_stylesheet(link_id: str, href: str) -> None:
    """Link a board's own stylesheet into the page once. ``index.html`` links every
    listed game's sheet in its head already (a board is measured to size it, never
    before its style applies: tests/shell/test_board_stylesheets.py); this links one
    that is not there (a game added later, a test game)."""
    from pyscript import document

    from ..dom import nn

    if nn(document.getElementById(link_id)) is None:
        link = document.createElement("link")
        link.id = link_id
        link.rel = "stylesheet"
        link.href = href
        document.head.appendChild(link)


# Boards are imported on first use, named by each game's registration
# (pushgames.registry.GameEntry.board); the test games open by link only.
_made: dict[str, BoardPlugin[Any, Any]] = {}


def board_ids() -> list[str]:
    return [entry.id for entry in registry.ENTRIES]


def has_board(game_id: str) -> bool:
    found = registry.find(game_id)
    return found is not None and bool(found.board)


def new_board(game_id: str) -> BoardPlugin[Any, Any]:
    """A fresh view instance for ``game_id`` (each mounted board has its own)."""
    import importlib

    module_name, class_name = registry.entry(game_id).board.split(":")
    board: BoardPlugin[Any, Any] = getattr(importlib.import_module(module_name), class_name)()
    return board


def static_board(game_id: str) -> BoardPlugin[Any, Any]:
    """A shared instance for thumbnails and rules text."""
    if game_id not in _made:
        _made[game_id] = new_board(game_id)
    return _made[game_id]
