"""The game view: the board (a board plug-in), status, strips, move list,
controls, and the hand-off screen of pass and play; its panels (new game,
share, embed) are :mod:`pushweb.panels`.

Nothing that comes and goes sits above the board: the result and history
banners and the page's messages are under it (``#board-notes``), the panels
beside it (or under it on a narrow screen), so the board never jumps.

Everything drawn is for one viewer (:mod:`pushweb.handoff`): the board gets
``game.view(state, viewer)``, the move list and the history banner the
viewer's texts (``game.notation_for``), the status line ``game.prompt``
(or the board's shorter words: ``BoardPlugin.status``).
Under the hand-off screen the viewer is nobody (the public view), so no
seat's private information is anywhere in the page."""

from __future__ import annotations

from typing import Any, Callable, Sequence

from pushgames.core import Outcome
from pushgames.core.perspective import decision_lines
from pyscript import document, window

from .dom import LIVE_CONTROL, by_id, el, focus_lost, listen, nn, show_hint
from . import boardfit, result
from .movelist import MoveList
from .offers import Offers, computer_name
from .handoff import Seating, hand_off_words
from .strips import PlayerStrip, Strips, mark_style, seat_letter
from .ui import announce
from .actions import Click, Handler
from .boards import (BoardPlugin, Frame, new_board, page_keys_html, rules_with_keys,
                     static_board)
from .panels import Panels
from .share import page_base

from .gameskeleton import SKELETON
from .parts import GameHost, live_session


class GameView:
    """The generic game shell around one board plug-in."""

    def __init__(self, app: GameHost) -> None:
        self.app = app
        self.root = by_id("game-view")
        self.built = False
        self.fit: boardfit.BoardFit | None = None
        self.board: BoardPlugin[Any, Any] | None = None
        self.view_game: str | None = None
        self.game: Any = None  # BoardHost.game
        self.pending_choice: list[Any] = []
        self.moves: MoveList | None = None
        self.strips: Strips | None = None
        self.indicator: Any = None
        #: Whose view is drawn and whom the device must go to first (pushweb.handoff).
        self.seating = Seating(None, None)
        self.extra: list[tuple[str, Any]] = []
        self.offers = Offers(app)  # Resign and Offer draw (pushweb.offers)
        self.panels = Panels(app, self.seat_mark)  # the new-game form, share, embed
        #: Whether the board takes a decision now (as last drawn).
        self.interactive = False
        self.pressed_live = False  # the board took moves when the last press on it began

    # -- BoardHost for the plug-in ------------------------------------------------
    def submit(self, action: Any) -> None:
        self.app.play.submit(action)

    def choose(self, prompt: str, options: Sequence[tuple[str, Any]]) -> None:
        def picker(action: Any) -> Any:
            return lambda: self.app.play.submit(action)

        self.app.overlay.open(prompt, [(label, picker(action)) for label, action in options],
                              on_cancel=self._cancel_choice, testid="chooser")

    def _cancel_choice(self) -> None:
        if self.board is not None:
            self.board.cancel()

    def announce(self, text: str) -> None:
        announce(text)

    def listen(self, target: Any, event: str, fn: Any) -> Any:
        return listen(target, event, self.app.guard(fn))

    def aside(self) -> Any:
        # An embed has no right column (it shows the board and a few controls only).
        if document.documentElement.classList.contains("embed"):
            return None
        return by_id("board-aside")

    # -- showing ------------------------------------------------------------------
    def _build(self) -> None:
        self.root.innerHTML = SKELETON  # our own fixed markup
        self.moves = MoveList(by_id("move-list"))
        self.strips = Strips(by_id("strips"))
        # Kept by reference: it moves between the status row and a computer's strip.
        self.indicator = by_id("ai-thinking")
        self.panels.build()
        # A click whose press found the board taking moves is the click that played one (the
        # board plays before the click reaches here): it must not then say "Wait: the computer
        # is deciding" or "Game over" about the position that move made.
        listen(by_id("board-host"), "pointerdown", self.app.guard(self._on_board_press))
        listen(by_id("board-host"), "click", self.app.guard(self._on_board_click))
        self.fit = boardfit.watch(by_id("board-host").parentNode)  # the board sized to the window
        self.built = True

    def hide(self) -> None:
        self.root.hidden = True
        by_id("home-view").before(by_id("messages"))  # home has no board: messages go back on top

    def _place_messages(self) -> None:
        """Banners and messages go under the board, never above it: one
        opening or closing then moves the buttons below, never the board."""
        notes = by_id("board-notes")
        messages = by_id("messages")
        if messages.parentNode is not notes:
            notes.appendChild(messages)

    def show(self, fresh: bool) -> None:
        if not self.built:
            self._build()
        session = self.app.session
        assert session is not None
        game_id = session.game.meta.id
        if self.view_game != game_id:
            self.board = new_board(game_id)
            self.view_game = game_id
            self.game = session.game
            host = by_id("board-host")
            by_id("board-aside").replaceChildren()  # the last board's part there goes with it
            host.replaceChildren(self.board.mount(self))
            by_id("rules-title").textContent = session.game.meta.title
            by_id("rules-body").innerHTML = rules_with_keys(  # our own rules text and keys
                static_board(game_id).rules_html(), self.board.keyboard_help_html(),
                session.game.meta.has_private_information)
            by_id("keys-board").innerHTML = self.board.keyboard_help_html()  # our own markup
            by_id("keys-page").innerHTML = page_keys_html(  # the same words as the rules' Keys
                session.game.meta.has_private_information)
        if fresh:
            self.panels.close()
        self._place_messages()
        self.root.hidden = False
        self.render(animate=False)
        self.app.refresh_saves()

    def escape(self) -> None:
        self.panels.close()
        self.offers.close()
        if self.board is not None:
            self.board.cancel()

    def status_text(self) -> str:
        """The live position in words: the result, or who must decide what
        (``game.prompt``: public words, the same for every viewer)."""
        session = self.app.session
        if session is None:
            return ""
        meta = session.game.meta
        outcome = session.replay.outcome
        if outcome is not None:
            if outcome.is_draw:
                return f"Draw: {outcome.reason}."
            said = self._result_words(outcome)
            if said:
                return said
            names = " and ".join(meta.seat_names[s] for s in sorted(outcome.winners))
            return f"{names} won: {outcome.reason}."
        return str(session.game.prompt(session.replay.state))

    def _result_words(self, outcome: Outcome) -> str | None:
        """The board's own result sentence (:meth:`BoardPlugin.result_words`), told
        who made the move that ended the game (none after a resignation or a draw)."""
        session, board = self.app.session, self.board
        if session is None or board is None:
            return None
        replay = session.replay
        mover = None
        if replay.ending is None and replay.actions:
            before = session.game.to_move(replay.state_at(len(replay.actions) - 1))
            mover = before if before >= 0 else None
        return board.result_words(outcome, mover, self.you())

    def render(self, animate: bool) -> bool:
        """Draw the game on screen (False: there is nothing to draw yet). Drawing
        starts nothing: the shell lets a computer seat think after it
        (:meth:`pushweb.shell.App.redraw`)."""
        app, session = self.app, self.app.session
        if session is None or self.board is None or not self.built:
            return False
        game, replay = session.game, session.replay
        meta = game.meta
        total = len(replay.actions)
        app.computer.sync()  # a new session's seats, before anything asks who plays them
        app.bylink.face_player()  # play by link: the board faces this device's seat
        facts = app.live.facts(session)  # the live position's facts, computed once per change
        outcome = facts.outcome
        live_seat = facts.to_move
        self.seating = facts.seating
        viewer, hand_to = self.seating
        if hand_to is not None:
            session.view_ply = None  # the hand-off covers the live position, never an old one
            self.panels.close()  # a link of the whole game never waits there for the next person
        live = session.view_ply is None
        index: int = total if session.view_ply is None else session.view_ply
        state = replay.state_at(index)  # the current one, or rebuilt from a checkpoint
        seat = game.to_move(state)
        # Only a person whose seat must decide may act: never for a computer seat, never
        # under the hand-off screen, by link only this device's seat (LiveFacts.takes_input).
        interactive = live and facts.takes_input

        def seen(s: Any) -> Any:
            return game.view(s, viewer) if meta.has_hidden_information else s

        shown = seen(state)
        turn_from = turn_start(game, replay, index)
        frame = Frame(last_action=replay.actions[index - 1] if index > 0 else None,
                      previous_state=seen(replay.state_at(index - 1)) if index > 0 else None,
                      flipped=session.flipped, interactive=interactive,
                      over=live and outcome is not None,
                      seat=viewer, animate=animate,
                      turn_actions=tuple(replay.actions[turn_from:index]),
                      turn_start_state=seen(replay.state_at(turn_from))
                      if turn_from < index else None,
                      line=replay, ply=index, legal=facts.legal if interactive else ())
        self.board.render(shown, frame)
        # A refusal shown over the board stays while it still holds (the
        # computer placing piece after piece), in its current words.
        still = self.refusal(session) if not interactive and hand_to is None else ""
        self._say_over(still if still and self._hint_shown() else "", quiet=True)
        self._render_handoff(hand_to)
        self.app.messages.place_public()

        # status, banners
        status = by_id("status")
        dot = by_id("turn-dot")
        self.interactive = interactive
        if not live:
            # The heading speaks of the position on the board, as the strips do,
            # and says first that it is an earlier one.
            prompt = str(game.prompt(state)) if seat >= 0 else ""
            status.textContent = (f"Earlier position (move {index} of {total}): "
                                  f"{self.board.status(shown, prompt) if prompt else 'the start'}")
            self._render_turn_mark(dot, seat if seat >= 0 else None)
        elif outcome is None:
            status.textContent = self.board.status(shown, self.status_text())
            self._render_turn_mark(dot, live_seat)
        else:
            status.textContent = self.board.over_status(shown, self.status_text())
            self._render_turn_mark(dot, None)
        over = by_id("game-over")
        over.hidden = outcome is None
        if outcome is not None:
            over.textContent = self.status_text()
        # Rematch, Swap sides, New game (pushweb.result)
        result.show(app, outcome is not None and live)
        app.bylink.update()  # play by link's bar and checks (pushweb.bylink)
        banner = by_id("history-banner")
        banner.hidden = live
        if not live:
            # The decision as this viewer may read it (a stolen card named to thief and victim
            # only).
            last = decision_lines(replay, index - 1, viewer)[0] if index else ""
            by_id("history-text").textContent = (
                f"Viewing the position after move {index} of {total}, {last} (read-only)." if index
                else f"Viewing the starting position (read-only); {total} "
                f"move{'s' * (total != 1)} played.")

        self._render_strips(shown, seat, outcome is None)

        # pass and other actions the board cannot show
        extra_box = by_id("extra-actions")
        extra_box.replaceChildren()
        self.extra = self.board.extra_actions(shown, facts.legal) if interactive else []
        for number, (label, _) in enumerate(self.extra):
            extra_box.appendChild(el("button",
                                     {"type": "button", "data-action": "extra", "data-arg": number,
                                      "data-testid": "extra-action", "class": "primary"}, label))

        self._render_moves(index)
        target, barrier = facts.undo_to, facts.undo_barrier
        self._set_disabled("first", index == 0)
        self._set_disabled("prev", index == 0)
        self._set_disabled("next", live)
        self._set_disabled("undo", target is None or barrier is not None)
        undo_button = by_id("undo-button")
        no_undo = f"Undo is not possible: {barrier}" if barrier is not None else ""
        undo_button.title = no_undo or "Undo (Ctrl+Z)"
        # Said in words under the buttons too: a touch screen shows no tooltip.
        undo_note = by_id("undo-note")
        undo_note.textContent = no_undo
        undo_note.hidden = not no_undo
        self._set_disabled("redo", not session.redo)
        self.offers.update()
        for button in document.querySelectorAll('[data-action="last"]'):
            button.disabled = live

        by_id("game-title").textContent = meta.title
        name_box = by_id("game-name")
        if not name_box.matches(":focus"):
            name_box.value = session.name
        by_id("full-page-link").href = page_base() + "index.html#" + session.fragment()
        self._render_seed_note(session)
        document.title = f"{meta.title} \u2014 pushgames"
        if self.fit is not None:
            # The board sized to the window before anyone sees it: measured once the
            # status, strips and panels above it are drawn too (measured earlier, the
            # board was drawn at one size and shrank a frame later).
            self.fit.settle()
        return True

    def _render_seed_note(self, session: Any) -> None:
        """Say that the new-game form's Seed fixed this game's chance in advance."""
        note = by_id("seed-note")
        seed = session.fixed_seed
        note.hidden = seed is None
        if seed is None:
            return
        note.textContent = (
            f"This game was started from seed {seed}, so its chance (every card dealt and die "
            "rolled) was fixed in advance: whoever knows the seed could know what was to come"
            + ("." if session.fixed_live else
                               " until the game was reopened; since then chance is drawn afresh."))

    def _on_board_press(self, event: Any) -> None:
        self.pressed_live = self.interactive

    def _on_board_click(self, event: Any) -> None:
        """A click on a board that takes no move says why: the game has ended
        (after a resignation or an agreed draw the position may still look like
        a move is due), an earlier position is on screen, the computer is
        deciding, or the opponent in play by link is to move."""
        session = self.app.session
        pressed_live, self.pressed_live = self.pressed_live, False
        if session is None or self.interactive or pressed_live or self.seating.hand_to is not None:
            return
        if nn(event.target.closest("svg")) is None:
            return  # the board's pictures, not its settings or panels (Pushout's "turn the table")
        why = self.refusal(session)
        if why:
            self._say_over(why)

    def refusal(self, session: Any) -> str:
        """Why the board takes no move now ("" when nothing stops it)."""
        if session.view_ply is not None:
            return ("This is an earlier position: press \u201cBack to current\u201d (or End) "
                    "to play on from the current one.")
        if session.replay.outcome is not None:
            return f"Game over \u2014 {self.status_text()}"
        game, computer = session.game, self.app.computer
        seat = game.to_move(session.replay.state)
        if seat < 0:
            return ""
        name = game.meta.seat_names[seat]
        if computer.is_computer(seat):
            return f"Wait: {computer_name(computer.name(seat, name))} is deciding."
        if not self.app.bylink.may_play(seat):
            return f"Waiting for your opponent ({name}): their move comes back in a link."
        return ""

    def _hint_shown(self) -> bool:
        hint = nn(by_id("board-host").querySelector('[data-testid="board-over-hint"]'))
        return hint is not None and not hint.hidden

    def _say_over(self, text: str, quiet: bool = False) -> None:
        """Show (or with "" hide) the hint laid over the board of why it takes
        no move (``quiet``: without saying it again to screen readers)."""
        host = by_id("board-host")
        hint = nn(host.querySelector('[data-testid="board-over-hint"]'))
        if hint is None:
            if not text:
                return
            hint = el("p", {"class": "board-hint board-over-hint", "data-testid": "board-over-hint",
                            "role": "status"})
            host.appendChild(hint)  # after the board's own root (a new board's mount drops it)
        show_hint(hint, text, (lambda _: None) if quiet else announce)

    def seat_mark(self, seat: int) -> tuple[str, str] | None:
        """The board's colours for ``seat``'s mark (``BoardPlugin.seat_mark``; None
        before a board is shown: the shell's marks)."""
        return self.board.seat_mark(seat) if self.board is not None else None

    def _render_turn_mark(self, dot: Any, seat: int | None) -> None:
        """The status line's mark: the seat to move's strip mark (the board's colours,
        shape and letter), or the game-over dot."""
        names = live_session(self.app).game.meta.seat_names
        if seat is None or not 0 <= seat < len(names):
            dot.className = "turn-dot over" if seat is None else "turn-dot"
            dot.removeAttribute("style")
            dot.textContent = ""
            return
        dot.className = f"turn-mark strip-mark seat-{seat}"
        dot.setAttribute("style", mark_style(self.seat_mark(seat)))
        dot.textContent = seat_letter(names, seat)

    def _render_handoff(self, hand_to: int | None) -> None:
        """The hand-off screen over the whole page: the next person's colour,
        mark and name, and a button that shows their view."""
        cover = by_id("handoff")
        document.body.dataset.handoff = "false" if hand_to is None else str(hand_to)
        # The screen is a modal dialog: Tab stays on its buttons (it went on to the hidden
        # page's Flip, New game, Share and move list, out of sight behind the screen).
        layout = nn(self.root.querySelector(".game-layout"))
        if layout is not None and bool(layout.inert) != (hand_to is not None):
            layout.inert = hand_to is not None
        if hand_to is None:
            if not cover.hidden:
                cover.hidden = True
            return
        game, computer = live_session(self.app).game, self.app.computer
        names = game.meta.seat_names
        player = computer.name(hand_to, names[hand_to])
        heading, line = hand_off_words(names[hand_to], player)
        cover.className = f"handoff seat-{hand_to}"
        mark = by_id("handoff-mark")
        mark.className = f"strip-mark seat-{hand_to}"
        mark.setAttribute("style", mark_style(self.seat_mark(hand_to)))
        mark.textContent = seat_letter(names, hand_to)
        by_id("handoff-title").textContent = heading
        by_id("handoff-line").textContent = line
        ready = by_id("handoff-ready")
        ready.setAttribute("data-arg", str(hand_to))
        ready.textContent = f"I am {player}: show my view"
        target, barrier = self.app.play.undo_target()
        take_back = by_id("handoff-undo")
        take_back.hidden = target is None or barrier is not None
        was_hidden = bool(cover.hidden)
        cover.hidden = False
        if was_hidden:
            ready.focus()

    def focus_board(self) -> None:
        """After a hand-off, or a decision made from the keyboard whose control went away with
        it, put the keyboard back on the board: on what Tab would reach first there (a
        board's cursor square, not the first of its squares, which all carry a tabindex)."""
        host = nn(by_id("board-host"))
        target = nn(host.querySelector(LIVE_CONTROL)) if host is not None else None
        if target is not None:
            target.focus()

    def after_keyboard_click(self, event: Any) -> None:
        """Enter or Space on a control of the decision (a board's die or card, a button under
        the board) that the decision took away ("Keep the dice", "Standard setup", a die once
        chosen) left the keyboard nowhere: the next Tab started from the page's controls (for
        Push "End the Move Phase", which loses the dice). The board takes it, as lichess keeps
        it on the board. A pointer's click (``detail`` > 0) and other controls are left alone."""
        if int(event.detail or 0) != 0 or self.root.hidden or not focus_lost():
            return
        path = event.composedPath()  # taken at dispatch: the control may be gone from the page
        ids = {str(getattr(node, "id", "") or "") for node in path}
        if ids & {"board-host", "extra-actions"}:
            self.focus_board()

    def _render_strips(self, state: Any, seat: int, running: bool) -> None:
        """A strip per player, with the seat's public facts (cards in hand,
        score); the computer's thinking indicator sits on its strip."""
        game, computer = live_session(self.app).game, self.app.computer
        names = game.meta.seat_names
        you = self.you()
        players = [PlayerStrip(s, names[s],
                               "You" if s == you and computer.name(s, names[s]) == names[s]
                               else computer.name(s, names[s]), computer.kind(s),
                               self.seat_mark(s))
                   for s in range(game.seat_count(state))]
        facts = {s: tuple(game.seat_facts(state, s)) for s in range(len(players))}
        deciding = seat if running and seat >= 0 else None
        # The contract has no "turn owner"; games with answers out of turn keep it as state.turn.
        owner = getattr(state, "turn", None)
        turn = owner if running and isinstance(owner,
                                               int) and 0 <= owner < len(players) else deciding
        strips = self.strips
        assert strips is not None, "the strips are built with the view"
        strips.render(players, turn, deciding,
                      game.prompt(state) if deciding is not None else "", facts)
        on_strip = deciding is not None and computer.is_computer(deciding)
        if on_strip and not self._thinking_in_status(strips.box):
            strips.host(deciding, self.indicator)
        elif on_strip or not self.indicator.isConnected:  # (its strip was rebuilt)
            by_id("status").parentNode.appendChild(self.indicator)

    @staticmethod
    def _thinking_in_status(box: Any) -> bool:
        """Whether the strips are folded too narrow for the thinking line (a board's style
        sheet sets ``--ai-thinking-place: status`` on them: Push's or Apocalypse's on a phone):
        it then goes in the status row, whole. Asked at each drawing of the strips."""
        place = window.getComputedStyle(box).getPropertyValue("--ai-thinking-place")
        return str(place).strip() == "status"

    def you(self) -> int | None:
        """The seat of the one person at this device (the strips call it "You"):
        this device's seat in play by link, the only person's against the
        computer; None between several people at one device."""
        by_link = self.app.bylink.device_seat()
        if by_link is not None:
            return by_link
        humans = self.app.computer.human_seats()
        return humans[0] if len(humans) == 1 else None

    def _set_disabled(self, action: str, disabled: bool) -> None:
        for button in document.querySelectorAll(f'.controls [data-action="{action}"], '
                                                f'.toolbar [data-action="{action}"]'):
            button.disabled = disabled

    def _render_moves(self, index: int, more: str = "") -> None:
        # Only what changed since the last render: see pushweb.movelist.
        moves = self.moves
        assert moves is not None, "the move list is built with the view"
        moves.render(live_session(self.app).replay, index, viewer=self.seating.viewer, more=more)

    # -- actions ------------------------------------------------------------------
    def actions(self) -> dict[str, Handler]:
        """The game view's buttons (pushweb.actions); none does anything without a game on
        screen."""
        play = self.app.play

        def live(fn: Callable[[Click], Any]) -> Handler:
            return lambda click: None if self.app.session is None else fn(click)

        def ply(click: Click) -> int:
            session = self.app.session
            assert session is not None
            return len(session.replay.actions) if session.view_ply is None else session.view_ply

        handlers: dict[str, Handler] = {
            "first": lambda click: play.goto_ply(0 if self._replay().actions else None),
            "prev": lambda click: play.step(-1),
            "next": lambda click: play.step(1),
            "last": lambda click: play.goto_ply(None),
            "goto": lambda click: play.goto_ply(int(click.arg or 0)),
            "more-moves": lambda click: self._render_moves(ply(click), more=click.arg or "earlier"),
            "undo": lambda click: play.undo(),
            "handoff-ready": lambda click: play.reveal(int(click.arg or -1)),
            "redo": lambda click: play.redo(),
            "flip": lambda click: play.flip(),
            "extra": lambda click: self._play_extra(int(click.arg or 0)),
            "toggle-new": lambda click: self.panels.toggle_new_form(),
            "share": lambda click: self.panels.show_share(whole=False),
            "share-whole": lambda click: self.panels.show_share(whole=True),
            "embed": lambda click: self.panels.show_embed(whole=False),
            "embed-whole": lambda click: self.panels.show_embed(whole=True),
        }
        return {name: live(handler) for name, handler in handlers.items()}

    def _replay(self) -> Any:
        session = self.app.session
        assert session is not None
        return session.replay

    def _play_extra(self, number: int) -> None:
        if 0 <= number < len(self.extra):
            self.app.play.submit(self.extra[number][1])


def turn_start(game: Any, replay: Any, index: int) -> int:
    """The index of the first decision of the turn that the decision before
    ``index`` belongs to (``index`` itself when nothing was played), so the
    board can mark a whole turn (a computer's moves and push), not only its
    last decision."""
    start = index - 1
    if start < 0:
        return index
    # A decision continues the turn of the one before it: walk back over those.
    while start > 0 and game.continues_turn(replay.state_at(start)):
        start -= 1
    return start
