"""Push's game log in words, grouped by round and seat, as one viewer may read it.

The move list speaks the engine's small decisions (``move 4 b2``, ``to c2``,
``roll 6``). A log reads like a table talk record: a walk is one line ("Red
moves the Shifter b2 to d4 (die 4)"), the turn's dice one line ("Red rolls 6,
3, 1"), an attack names attacker, target, roll and result ("Blue plays Guns:
Squad e5 attacks Red's Pusher e6" / "Blue rolls 5: Red's Pusher on e6 is
killed"), a seat's draws one line: "Blue draws 3 cards" to the others, "You
draw Guns, Shadow and Trap" to the drawer. Cards stay as private as the move
list keeps them (:func:`.text.notation_for` decides what a viewer knows).

:func:`turn_log` reads a stretch of a game line given as events: ``(state,
action)`` pairs in order, decisions and chance outcomes alike, each state the
whole state before its action. It is linear in the events.

>>> from pushgames.core import Replay
>>> from pushgames.push import GAME
>>> line = Replay.new(GAME, {"seats": 2}, 2)
>>> turns = turn_log(line_events(line, 0), viewer=0)
>>> turns[0].heading, turns[0].lines[0]
('Set-up', "Red's faction is Mercenary")
>>> turns[-1].heading, turns[-1].lines[-1]
('Round 1 \xb7 Red', 'Red rolls 3, 5, 3')
>>> turn_log(line_events(line, 0), viewer=1)[-1].lines[0]
'Red draws 6 cards'

"""

from __future__ import annotations

from typing import Any, Iterable, NamedTuple

from .board import square_name
from .cards import (
    CARDS, DISCARD2, FACTION, FACTION_USES, FACTIONS, LOOK_HAND, NAMES, OPERATIVE_NAMES, STEAL1,
)
from .common import Act
from .state import (
    ANSWER_ROLL, DEFEND, SETUP, Attack, Draft, FactionDraw, FirstRoll, Op, Path, Place, PushState,
    Recovery, Reroll, Roll, Strike, Window,
)
from .text import SEAT_NAMES, TOKEN_NAMES, notation_for

Event = tuple[PushState, Act]


class LogTurn(NamedTuple):
    """One seat's turn (``round`` 0: the set-up) and its lines; ``loud`` are
    the lines about cards and attacks (a page shows them where the eye is)."""

    round: int
    seat: int
    lines: tuple[str, ...]
    loud: tuple[str, ...] = ()

    @property
    def heading(self) -> str:
        return "Set-up" if self.round == 0 else f"Round {self.round} \u00b7 {SEAT_NAMES[self.seat]}"


def line_events(replay: Any, start: int, stop: int | None = None) -> list[Event]:
    """The events of ``replay`` from decision ``start`` up to (not including)
    decision ``stop`` (None: the end), with the chance before the first
    decision when ``start`` is 0, each with its state."""
    from . import GAME

    events: list[Event] = []
    if start == 0:
        state = GAME.new_state(replay.options, 0, replay.rules_version)
        for outcome, _ in replay.chance_outcomes(None):
            events.append((state, outcome))
            state = GAME.next_state(state, outcome)
    for ply in range(start, len(replay.actions) if stop is None else stop):
        state = replay.state_at(ply) if ply == start else state
        action = replay.actions[ply]
        events.append((state, action))
        state = GAME.next_state(state, action)
        for outcome, _ in replay.chance_outcomes(ply):
            events.append((state, outcome))
            state = GAME.next_state(state, outcome)
    return events


def _and(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _op(op: Op | None, sq: int, owner_word: bool = True) -> str:
    if op is None:
        return f"the operative on {square_name(sq)}"
    kind = OPERATIVE_NAMES[op.kind]
    return (
        f"{SEAT_NAMES[op.owner]}'s {kind} {square_name(sq)}"
        if owner_word
        else f"{kind} {square_name(sq)}"
    )


def _fate(before: Op | None, after_board: tuple[Op | None, ...], sq: int, uid: int) -> str:
    """What happened to an attacked operative, from the board after the attack."""
    after = after_board[sq]
    if after is None or after.uid != uid:
        moved = next((s for s, o in enumerate(after_board) if o is not None and o.uid == uid), -1)
        return "killed" if moved < 0 else f"sent home to {square_name(moved)}"
    if before is None or after == before:
        return "no effect"
    changes = []
    if after.inc and not before.inc:
        changes.append("incapacitated")
    if after.neut and not before.neut:
        changes.append("neutralized")
    if after.captured and not before.captured:
        changes.append(f"captured by {SEAT_NAMES[after.captor]}")
    if after.owner != before.owner:
        changes.append(f"now {SEAT_NAMES[after.owner]}'s")
    return _and(changes) if changes else "no effect"


def play_words(state: PushState, face: int, b: int, c: int, d: int, actor: int) -> str:
    """A card played in the Move Phase, with what it aims at."""
    spec = CARDS[face]
    name = NAMES[face]
    board = state.board
    if spec.kind == FACTION and 0 <= state.factions[actor] < len(FACTIONS):
        name = f"Faction ({FACTIONS[state.factions[actor]]}: {FACTION_USES[state.factions[actor]]})"
    if b < 0:
        return name
    if spec.kind in (DISCARD2, STEAL1, LOOK_HAND):
        return f"{name} on {SEAT_NAMES[b]}"
    if c < 0:
        return f"{name} on {_op(board[b], b) if board[b] is not None else square_name(b)}"
    how = "" if d < 0 else (" to incapacitate" if d == 1 else " to kill")
    return f"{name}: {_op(board[b], b, owner_word=False)} attacks {_op(board[c], c)}{how}"


class _Reader:
    """Walks the events once, keeping what a line needs from earlier events."""

    def __init__(self, viewer: int | None) -> None:
        self.viewer = viewer
        self.turns: list[LogTurn] = []
        self.key: tuple[int, int] | None = None
        self.lines: list[str] = []
        self.walk_die: dict[int, str] = {}     # uid -> "(die 4)" / "(Disguise)"
        self.rolls: list[int] = []              # the move dice of a roll under way
        self.reroll_words = ""
        self.draws: tuple[int, list[str]] | None = None   # (seat, names or "" for an unknown card)
        # target square, op before, rolls
        self.attack: tuple[int, Op | None, list[int]] | None = None
        self.draft: tuple[int, list[str]] | None = None
        self.loud: list[str] = []

    def say(self, text: str, loud: bool = False) -> None:
        self.lines.append(text)
        if loud:
            self.loud.append(text)

    def close(self) -> None:
        if self.lines and self.key is not None:
            self.turns.append(LogTurn(self.key[0], self.key[1], tuple(self.lines),
                                      tuple(self.loud)))
        self.lines, self.loud = [], []

    def group(self, state: PushState) -> None:
        key = (0, 0) if state.phase == SETUP or state.first < 0 else (state.round, state.turn)
        if key != self.key:
            self.flush()
            self.close()
            self.key = key

    def flush(self) -> None:
        """Lines made of several events that are complete now."""
        if self.draws is not None:
            seat, names = self.draws
            if self.viewer == seat and all(names):
                self.say(f"You draw {_and(names)}")
            else:
                known = [n for n in names if n]
                count = f"{len(names)} card{'s' * (len(names) != 1)}"
                self.say(f"{SEAT_NAMES[seat]} draws {count}"
                         + (f" ({_and(known)} seen)" if known else ""))
            self.draws = None
        if self.draft is not None:
            seat, words = self.draft
            self.say(f"{SEAT_NAMES[seat]} draws {_and(words)} from the pool")
            self.draft = None

    def read(self, state: PushState, action: Act, after: PushState) -> None:
        self.group(state)
        verb = action.verb
        top = state.stack[-1] if state.stack else None
        if verb == "card" and self._draw(state, action):
            return
        if verb != "draw":
            self.flush()
        seat = _decider(state)
        name = SEAT_NAMES[seat]
        board = state.board
        if verb == "roll":
            self._roll(state, action.a, top, after)
        elif verb == "draw":
            assert isinstance(top, Draft)
            owner, sq = top.queue[0]
            if self.draft is None or self.draft[0] != owner:
                self.flush()
                self.draft = (owner, [])
            self.draft[1].append(f"a {OPERATIVE_NAMES[action.a]} ({square_name(sq)})")
        elif verb == "faction":
            assert isinstance(top, FactionDraw)
            self.say(f"{SEAT_NAMES[top.seats[0]]}'s faction is {FACTIONS[action.a]}")
        elif verb == "move":
            mod = "" if action.c == 0 else f"{action.c:+d}"
            op = board[action.b]
            if op is not None:
                self.walk_die[op.uid] = f"(die {action.a}{mod}" + (", diagonally)"
                                                                   if action.d else ")")
        elif verb == "flee":
            t = board[action.c]
            if t is not None:
                self.walk_die[t.uid] = f"(fleeing {_op(board[action.b], action.b)}, die {action.a})"
        elif verb in ("to", "stop"):
            self._step(state, action, after)
        elif verb == "keep":
            self.say(f"{name} keeps the dice")
        elif verb == "reroll":
            values = [str(v) for v in str(action.a)]
            self.reroll_words = f"{name} rerolls {_and(values)}"
        elif verb == "end":
            left = len(state.dice)
            unused = f" ({left} {'die' if left == 1 else 'dice'} unused)" if left else ""
            self.say(f"{name} ends the Move Phase{unused}")
        elif verb == "discard":
            self.say(f"{name} discards {NAMES[action.a]}")
        elif verb == "play":
            self._play(state, action, top, name)
        elif verb == "pass":
            return  # answering nothing is not news
        elif verb == "recruit":
            self.say(f"{name} recruits on {square_name(action.a)} (a 6)")
        elif verb == "port":
            self.walk_die[-1] = f"{name} ports {_op(board[action.a], action.a, False)}"
        elif verb == "switch":
            self.say(f"{name}'s {_op(board[action.a], action.a, False)} switches places with "
                     f"{_op(board[action.b], action.b)} (a 6)")
        elif verb == "home":
            self.say(f"{name} brings {_op(board[action.a], action.a, False)} home to "
                     f"{square_name(action.b)} (a 5)")
        elif verb == "takeover":
            self.say(f"{name} takes over {_op(board[action.a], action.a)} into "
                     f"{square_name(action.b)} (a 2)")
        elif verb == "heal":
            self.say(f"{name}'s Stitcher {square_name(action.a)} heals "
                     f"{_op(board[action.b], action.b, False)}")
        elif verb == "attack":
            at = top.at if isinstance(top, Strike) else -1
            self.say(f"{_op(board[at], at) if at >= 0 else name} attacks "
                     f"{_op(board[action.a], action.a)} to kill",
                     loud=True)
        elif verb == "skip":
            self.say(f"{name} does not attack")
        else:  # steal, pick and anything else: the move list's words, as the viewer may read them
            self.say(notation_for(state, action, self.viewer))
        if isinstance(after.stack[-1] if after.stack else None,
                      Attack) and not isinstance(top, Attack):
            attack = after.stack[-1]
            assert isinstance(attack, Attack)
            self.attack = (attack.target, after.board[attack.target], [])
        self._attack_over(after)

    def _draw(self, state: PushState, action: Act) -> bool:
        where = state.cards.awaiting()
        if where is None or where[0] < 2:
            return False
        seat = where[0] - 2
        card = state.cards.piles[where[0]][where[1]]
        knows = self.viewer is not None and bool(card.seen_by >> self.viewer & 1)
        if self.draws is None or self.draws[0] != seat:
            self.flush()
            self.draws = (seat, [])
        self.draws[1].append(NAMES[action.a] if knows else "")
        return True

    def _roll(self, state: PushState, value: int, top: Any, after: PushState) -> None:
        if isinstance(top, FirstRoll):
            self.say(
                f"{SEAT_NAMES[top.contenders[len(top.rolls)]]} rolls {value} for the first turn")
        elif isinstance(top, Roll):
            self.rolls.append(value)
            if top.number == 1:
                dice = ", ".join(map(str, self.rolls))
                if self.reroll_words:
                    now = ", ".join(map(str, after.dice))
                    self.say(f"{self.reroll_words}: {dice} (the dice are now {now})")
                else:
                    self.say(f"{SEAT_NAMES[state.turn]} rolls {dice}")
                self.rolls, self.reroll_words = [], ""
        elif isinstance(top, Recovery):
            sq, token = top.queue[0]
            op = state.board[sq]
            healed = after.board[sq] != op
            self.say(f"{SEAT_NAMES[state.turn]} rolls {value} against the {TOKEN_NAMES[token]} of "
                     f"{_op(op, sq, False)}: " + ("removed" if healed else "it stays"))
        elif isinstance(top, Attack) and self.attack is not None:
            self.attack[2].append(value)
        elif isinstance(top, Attack):
            self.say(f"{SEAT_NAMES[top.actor]} rolls {value}")

    def _step(self, state: PushState, action: Act, after: PushState) -> None:
        top = state.stack[-1]
        if isinstance(top, Place):
            ported = self.walk_die.pop(-1, f"{SEAT_NAMES[top.seat]} places "
                                           f"{_op(state.board[top.at], top.at, False)}")
            self.say(f"{ported} to {square_name(action.a)}")
            return
        assert isinstance(top, Path)
        if any(isinstance(f, Path) and f.uid == top.uid for f in after.stack):
            return  # the walk goes on
        end = action.a if action.verb == "to" else top.at
        op = after.board[end]
        how = self.walk_die.pop(top.uid, f"({NAMES[top.card]})" if top.card >= 0 else "")
        who = SEAT_NAMES[top.seat]
        if op is None:
            self.say(f"{who} moves an operative from {square_name(top.start)} to "
                     f"{square_name(end)} {how}".rstrip())
        elif op.owner == top.seat:
            self.say(f"{who} moves the {OPERATIVE_NAMES[op.kind]} {square_name(top.start)} to "
                     f"{square_name(end)} {how}".rstrip())
        elif how.startswith("(fleeing"):
            self.say(f"{SEAT_NAMES[op.owner]}'s {OPERATIVE_NAMES[op.kind]} flees "
                     f"{square_name(top.start)} to {square_name(end)} {how}")
        else:
            self.say(f"{who} moves {SEAT_NAMES[op.owner]}'s captive {OPERATIVE_NAMES[op.kind]} "
                     f"{square_name(top.start)} to {square_name(end)} {how}".rstrip())

    def _play(self, state: PushState, action: Act, top: Any, name: str) -> None:
        face = action.a
        if isinstance(top, Window):
            played = top.play
            self.say(f"{name} answers with {NAMES[face]}: {SEAT_NAMES[played.actor]}'s "
                     f"{NAMES[played.card]} is cancelled", loud=True)
        elif isinstance(top, Attack) and top.stage == DEFEND:
            self.say(f"{name} answers the attack with {NAMES[face]}", loud=True)
        elif isinstance(top, Attack) and top.stage == ANSWER_ROLL:
            self.say(f"{name} has the roll of {top.roll} rerolled ({NAMES[face]})", loud=True)
        else:
            self.say(
                f"{name} plays {play_words(state, face, action.b, action.c, action.d, state.turn)}",
                     loud=True)

    def _attack_over(self, after: PushState) -> None:
        if self.attack is None or any(isinstance(f, Attack) for f in after.stack):
            return
        target, op, rolls = self.attack
        self.attack = None
        if not rolls:
            return  # negated before the roll
        fate = _fate(op, after.board, target, op.uid if op is not None else -1)
        shown = ", then ".join(map(str, rolls))
        self.say(f"the roll: {shown}: {_op(op, target)} "
                 + ("is unharmed" if fate == "no effect" else f"is {fate}"),
                 loud=True)

    def finish(self) -> list[LogTurn]:
        self.flush()
        self.close()
        return self.turns


def _decider(state: PushState) -> int:
    if state.stack:
        top = state.stack[-1]
        if isinstance(top, (Path, Place, Reroll)):
            return top.seat
        if isinstance(top, (Window, Attack)) and top.queue:
            return top.queue[0]
    return state.turn


def recent_turns(replay: Any, ply: int, viewer: int | None, turns: int = 8,
                 reach: int = 160) -> list[LogTurn]:
    """The last ``turns`` turns before decision ``ply`` of ``replay``, read
    from at most ``reach`` decisions back (a turn cut at that edge is left out),
    so a long game costs what a short one does."""
    start = max(0, ply - reach)
    found = turn_log(line_events(replay, start, ply), viewer)
    if start > 0 and len(found) > 1:
        found = found[1:]
    return found[-turns:]


def turn_log(events: Iterable[Event], viewer: int | None) -> list[LogTurn]:
    """The events in words for ``viewer`` (None: a spectator), one
    :class:`LogTurn` per seat's turn, oldest first."""
    from . import GAME

    reader = _Reader(viewer)
    for state, action in events:
        reader.read(state, action, GAME.next_state(state, action))
    return reader.finish()


__all__ = ["LogTurn", "turn_log", "line_events", "recent_turns", "play_words"]
