"""Computer seats in the page: seat choices, the search worker, pacing, demo mode.

Every seat of a new game is Human or Computer (Easy, Medium, Hard). When a
computer seat is to move in the live position, the search runs in a PyScript
worker (``web/ai_worker.py``, its own Pyodide), so the board keeps answering
clicks. The worker starts only once a computer seat exists (a moment after the
page is ready, or when a game with one starts): a page where only people play
never pays for a second Pyodide. Only JSON-like values
cross: the game record's text, the seat, the level and a seed go in, the
action's notation comes back. A generation counter makes every answer that
arrives after undo, a new game or any other change of the position stale: it
is dropped. If the worker cannot start, the computer thinks on the main thread
at the Easy level, in one short slice per move, and the page says so while the
game on screen has a computer seat (a game of people only says nothing of it).

Computer turns are played no faster than the chosen speed, and the decisions
inside one turn follow one another at a shorter step (each its own animated
move), so a person can follow them; two computer seats make a demo game. While
a computer seat is to move the board takes no input from the person (the shell
refuses a board decision for a computer seat), and with one human at the
device the board stays on that human's side (:mod:`pushweb.handoff`). Undo while playing a computer
takes back the computer's replies too, back to a position where a human is to move.
"""

from __future__ import annotations

import asyncio
import random
import traceback
from typing import Any, Coroutine, Sequence

from pushgames.ai.service import choose_notation
from pyscript import document, window

from .dom import by_id, el, nn, now_ms

from .parts import ComputerHost
from .strips import mark_style, seat_letter

LEVELS = (("easy", "Easy"), ("medium", "Medium"), ("hard", "Hard"))
SEAT_CHOICES = (("human", "Human"),) + tuple((level, f"Computer \u2013 {label}")
                                             for level, label in LEVELS)
#: Speed of computer moves: the least time between two computer decisions (ms).
SPEEDS = (("slow", "Slow", 1600), ("normal", "Normal", 800), ("fast", "Fast", 250))
#: The main-thread fallback thinks this long per move at most (the page then
#: answers a click within about this time even while it thinks).
FALLBACK_SECONDS = 0.08
#: A computer move never starts before the previous move's animation is over.
ANIMATION_MS = 350
#: Inside one computer turn (Push Fight's moves then push, Pushout Double's two
#: moves, a fallen card's place) the next decision follows after this share of
#: the speed, but never sooner than a person can see the last one land: the
#: speed paces turns, not decisions.
STEP_SHARE = 0.5
STEP_MIN_MS = ANIMATION_MS + 150
#: A decision that only goes on with a motion under way (a Push walk's next step,
#: ``game.follows_at_once``) follows after this, so that a walk reads as one motion.
QUICK_STEP_MS = 140
WORKER_NAME = "ai"
WORKER_START_DELAY_MS = 800
WORKER_TIMEOUT_S = 90
#: The key of the notice that the computer thinks on the page (no worker).
FALLBACK_NOTICE = "ai-worker"
#: The longest player name kept from the form.
MAX_NAME = 40
#: A worker the tests' restart (:mod:`pushweb.testhook`) hands from the replaced app to the
#: next one: the next ``Computer`` made takes it and uses it instead of starting another
#: (pyscript keeps named workers by name; a second one named ``ai`` cannot start). Empty
#: on a visitor's page, which makes one app.
HANDED_OVER: list[Any] = []


def players_from_address() -> dict[int, str]:
    """The computer seats a link names with ``?players=human,human,easy``
    (one choice a seat, in order): a position opened from a link can be
    played on against the computer. Anything unknown is a human seat."""
    text = str(window.URLSearchParams.new(window.location.search).get("players") or "")
    levels = dict(LEVELS)
    return {seat: choice for seat, choice in enumerate(text.split(",")[:6]) if choice in levels}


def players_in_address() -> bool:
    """Whether the address says who plays (``?players=``, even people only)."""
    return bool(window.URLSearchParams.new(window.location.search).has("players"))


class Computer:
    """The computer seats of the game on screen."""

    def __init__(self, app: ComputerHost) -> None:
        self.app = app
        self.seats: dict[int, str] = {}
        self.pending_seats: dict[int, str] | None = None
        #: Player names typed in the form, by seat (a seat without one shows its own name).
        self.names: dict[int, str] = {}
        self.pending_names: dict[int, str] | None = None
        self.speed = "normal"
        self.session_ref: Any = None
        self.generation = 0
        self.dropped = 0  # answers that arrived stale
        self.thinking_key: str | None = None
        self.answer: tuple[str, str] | None = None  # (record text, notation) not yet played
        self.worker: Any = None
        self.worker_state = "idle"  # idle, starting, ready, failed
        #: The page is ready (``start`` ran): a computer seat may start the worker now.
        self.page_ready = False
        self.start_scheduled = False
        self.last_move_ms = 0
        self.last_length = 0
        self.undoing = False
        #: The app was replaced (the tests' restart): nothing here may act on the page again.
        self.retired = False
        #: This computer's coroutines not yet finished (searches, plays, the worker's start).
        self.tasks = 0
        #: Why the worker failed (shown with the fallback notice once a computer seat plays).
        self.failed_why = ""
        #: A worker handed over by the tests' restart, taken instead of starting one.
        self.kept_worker: Any = HANDED_OVER.pop() if HANDED_OVER else None

    def _spawn(self, work: Coroutine[Any, Any, None]) -> None:
        """Run ``work`` in the background, counted in ``tasks`` until it ends."""
        self.tasks += 1

        async def run() -> None:
            try:
                await work
            finally:
                self.tasks -= 1

        asyncio.ensure_future(run())

    def retire(self) -> None:
        """The app is replaced without a load (only the tests' restart does that): every
        search and answer in flight goes stale, and no coroutine of this computer writes
        to the page again (each checks ``retired`` after its waits). The worker's call in
        flight still ends (a search in the worker cannot be interrupted); ``tasks`` says
        when it has."""
        self.retired = True
        self.generation += 1
        self.seats = {}
        self.thinking_key = None
        self.answer = None

    # -- the worker -------------------------------------------------------------
    def start(self) -> None:
        """Called once the page is ready: from now on a computer seat starts the worker.

        The worker is a second Pyodide (seconds of CPU and memory), so it starts
        only when a computer plays here: a moment after the page is ready if the
        game on screen has a computer seat, else when one does (``sync``). A
        search that finds it idle starts it too (``_search``)."""
        self.page_ready = True
        if str(window.URLSearchParams.new(window.location.search).get("aiworker") or "") == "0":
            self._worker_failed("switched off by ?aiworker=0")
            return
        document.body.dataset.aiWorker = "idle"
        self._start_if_needed(WORKER_START_DELAY_MS)

    def _start_if_needed(self, delay_ms: int = 0) -> None:
        """Start the worker in the background if a computer seat needs it and none started."""
        if (not self.page_ready or not self.seats or self.worker_state != "idle"
                or self.start_scheduled):
            return
        self.start_scheduled = True

        async def later() -> None:
            # Not while the page itself is still busy drawing its first view.
            await asyncio.sleep(delay_ms / 1000)
            await self._start_worker()

        self._spawn(later())

    async def _start_worker(self) -> None:
        if self.worker_state != "idle" or self.retired:
            return
        self.worker_state = "starting"
        document.body.dataset.aiWorker = "starting"
        try:
            from pyscript import create_named_worker

            worker, self.kept_worker = self.kept_worker, None
            if worker is None:
                worker = await asyncio.wait_for(
                    create_named_worker(src="./web/ai_worker.py", name=WORKER_NAME,
                                        config="./pyscript.toml"),
                    WORKER_TIMEOUT_S)
            else:  # a worker the replaced app used: it forgets the line it replayed last
                await worker.forget()
            if str(await worker.ping()) != "ready":
                raise RuntimeError("the worker did not answer")
        except Exception as error:  # noqa: BLE001 - any failure means: think on the page instead
            window.console.error(traceback.format_exc())
            self._worker_failed(str(error) or type(error).__name__)
            return
        self.worker = worker
        self.worker_state = "ready"
        document.body.dataset.aiWorker = "ready"

    def _worker_failed(self, why: str) -> None:
        self.worker_state = "failed"
        self.failed_why = why
        document.body.dataset.aiWorker = "failed"
        self._tell_fallback()

    def _tell_fallback(self) -> None:
        """Say that the computer thinks on this page, once a computer seat plays here.

        ``?aiworker=0`` fails the worker as the page gets ready, before anyone chose a
        computer seat; a game of people only has no computer to think anywhere, so the
        notice waits for a game that has one (``sync``) and goes when one without comes."""
        if self.worker_state != "failed":
            return
        if not self.seats_in_play():
            self.app.messages.drop(FALLBACK_NOTICE)
            return
        self.app.messages.show(
            f"The computer's background helper could not start ({self.failed_why}), so the "
            "computer thinks on this page instead and plays at the Easy level.",
            kind="info", key=FALLBACK_NOTICE)

    # -- the new-game form ---------------------------------------------------------
    def seat_fields(self, meta: Any, marks: Sequence[tuple[str, str] | None]) -> Any:
        """Who plays each seat (a person or the computer at a level), the
        players' names, and the computer's speed, for the new-game form.
        ``marks``: the board's colours of each seat's mark (None: the shell's)."""
        box = el("fieldset", {"class": "form-row seat-choices", "data-testid": "seat-choices"})
        box.appendChild(el("legend", {}, "Who plays"))
        for seat in range(meta.max_seats):
            field_id = f"seat-{seat}"
            seat_name = meta.seat_names[seat]
            row = el("div", {"class": "seat-row", "data-seat-row": seat})
            mark = el("span", {"class": f"strip-mark seat-{seat}", "aria-hidden": "true",
                               "style": mark_style(marks[seat] if seat < len(marks) else None)},
                      seat_letter(meta.seat_names, seat))
            row.appendChild(mark)
            row.appendChild(el("label", {"for": field_id, "class": "seat-label"}, seat_name))
            select = el("select", {"id": field_id, "name": field_id, "data-testid": field_id,
                                   "aria-label": f"Who plays {seat_name}"})
            current = self.seats.get(seat, "human")
            for value, label in SEAT_CHOICES:
                select.appendChild(el("option",
                                      {"value": value, "selected": value == current}, label))
            row.appendChild(select)
            name = el("input", {"type": "text", "name": f"seat-name-{seat}", "maxlength": MAX_NAME,
                                "data-testid": f"seat-name-{seat}",
                                "placeholder": "Name (optional)",
                                "aria-label": f"Name of the {seat_name} player",
                                "autocomplete": "off", "spellcheck": "false", "class": "seat-name"})
            name.value = self.names.get(seat, "")  # typed by a person: a value, never markup
            row.appendChild(name)
            box.appendChild(row)
        row = el("div", {"class": "speed-row"})
        row.appendChild(el("label", {"for": "ai-speed"}, "Computer speed"))
        select = el("select", {"id": "ai-speed", "name": "ai-speed", "data-testid": "ai-speed"})
        for value, label, _ in SPEEDS:
            select.appendChild(el("option",
                                  {"value": value, "selected": value == self.speed}, label))
        row.appendChild(select)
        box.appendChild(row)
        return box

    def read_form(self, form: Any, meta: Any) -> None:
        """Remember the form's seats for the game it is about to start."""
        seats, names = {}, {}
        for seat in range(meta.max_seats):
            field = nn(form.querySelector(f'[name="seat-{seat}"]'))
            value = str(field.value) if field is not None else "human"
            if value in dict(LEVELS):
                seats[seat] = value
            name_field = nn(form.querySelector(f'[name="seat-name-{seat}"]'))
            name = str(name_field.value).strip()[:MAX_NAME] if name_field is not None else ""
            if name:
                names[seat] = name
        self.pending_seats = seats
        self.pending_names = names
        speed = form.querySelector('[name="ai-speed"]')
        if speed and str(speed.value) in {s[0] for s in SPEEDS}:
            self.speed = str(speed.value)

    def seating(self) -> tuple[dict[int, str], dict[int, str]]:
        """Who plays each seat now (level by seat, computers only) and the players' names."""
        return dict(self.seats), dict(self.names)

    def seat_next_game(self, seats: dict[int, str], names: dict[int, str]) -> None:
        """Who plays the next game started (a rematch, sides swapped)."""
        self.pending_seats, self.pending_names = seats, names

    # -- who plays which seat ---------------------------------------------------------
    def sync(self) -> None:
        """Take the seats chosen in the form when a new session comes on screen.

        Called before the board is drawn, so the board already knows which
        seats are the computer's (``is_computer``, ``viewer``)."""
        session = self.app.session
        if session is not self.session_ref:
            self.session_ref = session
            # A new game takes the form's choices; an opened save, its own; a
            # link, what its address names (?players=).
            if self.pending_seats is not None:
                chosen, named = self.pending_seats, self.pending_names or {}
            elif session is not None:
                chosen, named = session.computers or players_from_address(), session.names
            else:
                chosen, named = players_from_address(), {}
            self.seats = {seat: level for seat, level in chosen.items() if level in dict(LEVELS)}
            self.names = dict(named)
            self.pending_seats = self.pending_names = None
            if session is not None:
                session.computers, session.names = dict(self.seats), dict(self.names)
            self.last_length = len(session.replay.actions) if session is not None else 0
            self.cancel()
            self._start_if_needed()
            self._tell_fallback()

    def seats_in_play(self) -> list[int]:
        """The computer seats of the game on screen. ``?players=human,human,easy`` names a
        third seat that a game of two has not: that seat plays nowhere."""
        session = self.app.session
        if session is None:
            return []
        count = session.game.seat_count(session.replay.state)
        return sorted(seat for seat in self.seats if seat < count)

    def is_computer(self, seat: int) -> bool:
        return seat in self.seats

    def kind(self, seat: int) -> str:
        """"Human" or "Computer (Hard)", for the player strips."""
        level = self.seats.get(seat)
        return "Human" if level is None else f"Computer ({dict(LEVELS)[level]})"

    def name(self, seat: int, seat_name: str) -> str:
        return self.names.get(seat) or seat_name

    def human_seats(self) -> list[int]:
        session = self.app.session
        if session is None:
            return []
        count = session.game.seat_count(session.replay.state)
        return [s for s in range(count) if s not in self.seats]

    # -- after every render ----------------------------------------------------------
    def on_render(self) -> None:
        """Start, keep or cancel the computer's thinking for what is on screen now."""
        app = self.app
        if self.retired:
            return
        self.sync()
        session = app.session
        if session is None:
            return
        length = len(session.replay.actions)
        went_back = length < self.last_length
        self.last_length = length
        replay = session.replay
        seat = session.game.to_move(replay.state) if replay.outcome is None else -2
        level = self.seats.get(seat) if seat >= 0 else None
        key = session.record_text()
        if (
            went_back
            and level is not None
            and self._has_human()
            and length > 0
            and not self.undoing
        ):
            # Undo against the computer takes its reply back too: back to a human's decision.
            self.cancel()
            self.undoing = True
            window.setTimeout(self._proxy_undo(), 0)
            return
        if level is None or session.view_ply is not None or replay.outcome is not None:
            if self.thinking_key != key or level is None:
                self.cancel()
            self._indicate(None)
            return
        if self.answer is not None and self.answer[0] == key:
            self._play_later(self.generation, key, self.answer[1])
            return
        if self.thinking_key == key:
            self._indicate(level)
            return
        self.cancel()
        self.thinking_key = key
        self._indicate(level)
        self._spawn(self._think(self.generation, key, seat, level))

    def cancel(self) -> None:
        """Make every search and answer in flight stale."""
        self.generation += 1
        self.thinking_key = None
        self.answer = None
        self._indicate(None)

    def _has_human(self) -> bool:
        return bool(self.human_seats())

    def _proxy_undo(self) -> Any:
        from .dom import proxy

        def again() -> None:
            if self.retired:
                return
            try:
                self.app.play.undo()
            finally:
                self.undoing = False
                self.on_render()

        if not hasattr(self, "_undo_proxy"):
            self._undo_proxy = proxy(again)
        return self._undo_proxy

    # -- thinking --------------------------------------------------------------------
    async def _think(self, generation: int, key: str, seat: int, level: str) -> None:
        seed = random.randrange(1 << 31)
        started = now_ms()
        try:
            text = await self._search(key, seat, level, seed)
        except Exception as error:  # noqa: BLE001 - shown, and the human may go on
            if self.retired:
                return  # the page is another app's now
            window.console.error(traceback.format_exc())
            if generation == self.generation:
                self.thinking_key = None
                self._indicate(None)
                self.app.messages.show(f"The computer could not choose a move: {error}",
                                       key="ai-error")
            return
        if self.retired:
            return  # stale, and the page is another app's now: nothing is written to it
        if generation != self.generation:
            # Undo, a new game or another change came first: drop the answer.
            # The count lets a test wait for the drop instead of for a time.
            self.dropped += 1
            document.body.dataset.aiDropped = str(self.dropped)
            return
        self.answer = (key, text)
        self._play_later(generation, key, text, started)

    async def _search(self, key: str, seat: int, level: str, seed: int) -> str:
        while self.worker_state in ("idle", "starting"):
            if self.retired:
                raise RuntimeError("the app was replaced")
            if self.worker_state == "idle":
                self._spawn(self._start_worker())
            await asyncio.sleep(0.1)
        if self.worker_state == "ready":
            return str(await self.worker.choose(key, seat, level, seed))
        await asyncio.sleep(0.05)  # let the page paint the thinking indicator first
        return choose_notation(key, seat, "easy", seed, seconds=FALLBACK_SECONDS)

    def _play_later(self, generation: int, key: str, text: str, started: int | None = None) -> None:
        now = now_ms()
        # The pace: no sooner than the speed after the computer's last turn (a
        # shorter step inside its turn), and never before the move that made it
        # think has been animated.
        pace = self._pace_ms()
        delay = max(pace - (now - self.last_move_ms),
                    0 if pace == QUICK_STEP_MS
                    else ANIMATION_MS - (now - (started if started is not None else now)))

        async def play() -> None:
            if delay > 0:
                await asyncio.sleep(delay / 1000)
            session = self.app.session
            if generation != self.generation or session is None or session.record_text() != key:
                return
            if session.view_ply is not None or not self.app.showing_game():
                return  # an old position or the home page is on screen: the answer waits
            self.answer = None
            self.thinking_key = None
            self._indicate(None)
            self.last_move_ms = now_ms()
            self.app.play.submit(session.game.parse(session.replay.state, text), by_computer=True)

        self._spawn(play())

    def _delay_ms(self) -> int:
        return next(ms for value, _, ms in SPEEDS if value == self.speed)

    def _pace_ms(self) -> int:
        """The least time since the computer's last decision before its next one."""
        session = self.app.session
        speed = self._delay_ms()
        if session is None or not session.replay.actions:
            return speed
        replay = session.replay
        follows = getattr(session.game, "follows_at_once", None)
        if follows is not None and follows(replay.state):
            return QUICK_STEP_MS
        if session.game.continues_turn(replay.state):  # the next decision is part of the same turn
            return max(STEP_MIN_MS, int(speed * STEP_SHARE))
        return speed

    # -- the indicator -----------------------------------------------------------------
    def _indicate(self, level: str | None) -> None:
        # The element is part of the game view's fixed markup. It used to be
        # created here on first use, behind `box is None`: but a missing element
        # comes back from getElementById as JavaScript null (jsnull), which is
        # not None, so the element was never created and every change below went
        # to jsnull, silently; only body[data-ai-thinking] changed.
        box = nn(by_id("ai-thinking"))
        if box is None:  # the game view is not built yet: nothing to show
            return
        if level is None:
            box.hidden = True
            document.body.dataset.aiThinking = "false"
            return
        label = dict(LEVELS)[level]
        waiting = " (starting up)" if self.worker_state == "starting" else ""
        # On the computer's strip, which names it already, only "is thinking…"
        # shows (style.css hides the name there), so the one line is never cut.
        box.replaceChildren(el("span", {"class": "ai-who"}, f"Computer ({label}) "),
                            f"is thinking\u2026{waiting}")
        box.hidden = False
        document.body.dataset.aiThinking = "true"
