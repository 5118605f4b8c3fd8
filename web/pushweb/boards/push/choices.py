"""What a click on the Push board means now: the pure logic behind the board.

The engine asks one small decision at a time (a die to an operative, then
each step of its walk; a card, then its arguments). The board lets a person
say a whole intention in two or three clicks instead: a die, an operative,
then the square it should end on. :func:`options` turns the legal actions of
the state on screen and the person's partial selection into

- ``plans``: squares that finish the intention, each with one or more
  :class:`Plan` (several: the board asks which one was meant), a plan being
  the engine's decisions to submit in order (``move 3 c4``, ``to c5`` ...);
- ``pickable``: squares that narrow the selection (an operative to act with);
- ``dice``: which die values the selection may still use.

Nothing here touches the browser (tests run it in CPython).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

from pushgames.push.board import SIZE, square_name
from pushgames.push.cards import CARDS, DISCARD2, LOOK_HAND, NAMES, STEAL1
from pushgames.push.common import Act
from pushgames.push.state import ANSWER_ROLL, END, STEP_PUSH, Attack, Path, Place, Strike, Window

#: Positions of a walk explored at most per selection (see walk_plans).
WALK_NODES = 20_000
SEAT_ARG_KINDS = (DISCARD2, STEAL1, LOOK_HAND)
DIE_VERBS = ("move", "flee", "port", "switch", "home", "takeover")


@dataclass(frozen=True)
class Plan:
    """One way to finish an intention: a label (for a chooser) and the
    decisions to submit, in order."""

    label: str
    actions: tuple[Act, ...]


@dataclass(frozen=True)
class Selection:
    die: int | None = None      # a move die's value
    op: int | None = None       # the square of the operative acting
    card: int | None = None     # a card face being played
    first: int | None = None    # the card's first square argument, chosen


@dataclass
class Options:
    plans: dict[int, list[Plan]] = field(default_factory=dict)
    pickable: set[int] = field(default_factory=set)
    dice: set[int] = field(default_factory=set)
    #: Squares to show as involved (the acting operative, a card's first square).
    focus: set[int] = field(default_factory=set)

    def add(self, sq: int, plan: Plan) -> None:
        plans = self.plans.setdefault(sq, [])
        if all(p.actions != plan.actions for p in plans):
            plans.append(plan)


def _die_of(action: Act) -> int | None:
    """The die value an action of the Move Phase uses (None: no die)."""
    verb = action.verb
    if verb in ("move", "flee"):
        return action.a
    if verb in ("port", "switch", "recruit"):
        return 6
    if verb == "home":
        return 5
    if verb == "takeover":
        return 2
    if verb == "steal":
        return 1
    return None


def _actor_of(action: Act) -> int | None:
    """The square of the operative an action of the Move Phase acts with."""
    verb = action.verb
    if verb in ("move", "flee"):
        return action.b
    if verb in ("port", "switch", "home", "takeover", "heal"):
        return action.a
    return None


def _near(sq: int, radius: int) -> int:
    """The squares at most ``radius`` king steps from ``sq``, as a bit mask."""
    f, r = sq % SIZE, sq // SIZE
    mask = 0
    for rank in range(max(0, r - radius), min(SIZE, r + radius + 1)):
        for file in range(max(0, f - radius), min(SIZE, f + radius + 1)):
            mask |= 1 << (rank * SIZE + file)
    return mask


#: NEAR[sq][k]: the squares a walk of k more steps from sq could still touch.
NEAR: tuple[tuple[int, ...], ...] = tuple(tuple(_near(sq, k) for k in range(SIZE))
                                          for sq in range(SIZE * SIZE))


def walk_plans(game: Any, state: Any, limit: int = WALK_NODES) -> dict[int, tuple[Act, ...]]:
    """From a state where an operative walks (a Path on top), the squares the
    walk can end on, with the steps (``to`` ..., maybe ``stop``) that get there.

    Two walks that stand on the same square with the same steps left, the same
    board, and the same visited squares within reach of the rest of the walk
    end on the same squares: each such position is expanded once (a Shifter's
    6 has over 100,000 walks but a few thousand positions). Past ``limit``
    positions the ends found so far are returned; the board's "step by step"
    walk still reaches every end."""
    top = state.stack[-1] if state.stack else None
    if not isinstance(top, Path):
        return {}
    uid = top.uid
    found: dict[int, tuple[Act, ...]] = {}
    todo: list[tuple[Any, tuple[Act, ...]]] = [(state, ())]
    seen: set[tuple[int, int, int, Any]] = set()
    while todo and len(seen) < limit:
        current, steps = todo.pop()
        frame = current.stack[-1]
        # Only a Mover's pushes change the board beyond the walker itself.
        board = current.board if frame.flags & STEP_PUSH else None
        key = (frame.at, frame.left,
               frame.visited & NEAR[frame.at][min(frame.left, SIZE - 1)], board)
        if key in seen:
            continue
        seen.add(key)
        for action in game.legal_actions(current):
            if action.verb == "stop":
                found.setdefault(frame.at, steps + (action,))
                continue
            if action.verb != "to":
                continue
            walked = steps + (action,)
            left = frame.left - 1
            if left == 0:  # the last step: the walk ends there
                found.setdefault(action.a, walked)
                continue
            if board is None and (action.a, left,
                                  (frame.visited | 1 << action.a) & NEAR[action.a][left],
                                  None) in seen:
                continue  # that future is explored already (no state built for it)
            after = game.next_state(current, action)
            rest = after.stack[-1] if after.stack else None
            if isinstance(rest, Path) and rest.uid == uid and len(
                after.stack) == len(current.stack):
                todo.append((after, walked))
            else:
                found.setdefault(action.a, walked)
    return found


def _move_label(action: Act, end: int) -> str:
    mod = "" if action.c == 0 else f"{action.c:+d}"
    diagonal = " diagonally" if action.d else ""
    return f"Walk {action.a}{mod}{diagonal} to {square_name(end)}"


def _die_plans(game: Any, state: Any, legal: Sequence[Act], die: int, op: int,
               out: Options) -> None:
    """Everything the operative on ``op`` can do with a die of ``die``."""
    for action in legal:
        if _die_of(action) != die or _actor_of(action) != op:
            continue
        verb = action.verb
        if verb == "move":
            for end, steps in walk_plans(game, game.next_state(state, action)).items():
                out.add(end, Plan(_move_label(action, end), (action,) + steps))
            # The operative itself: walk step by step (every walk, each step lit).
            mod = "" if action.c == 0 else f"{action.c:+d}"
            out.add(op,
                    Plan(f"Walk {action.a}{mod}{' diagonally' if action.d else ''} step by step",
                         (action,)))
        elif verb == "flee":
            squares = "square" if die == 1 else "squares"
            out.add(action.c, Plan(f"Make {square_name(action.c)} flee {die} {squares}", (action,)))
        elif verb == "port":
            placed = game.next_state(state, action)
            for to in game.legal_actions(placed):
                out.add(to.a, Plan(f"Port to {square_name(to.a)}", (action, to)))
        elif verb == "switch":
            out.add(action.b, Plan(f"Switch places with {square_name(action.b)}", (action,)))
        elif verb == "home":
            out.add(action.b, Plan(f"Bring home to {square_name(action.b)}", (action,)))
        elif verb == "takeover":
            out.add(action.b, Plan(f"Take over into {square_name(action.b)}", (action,)))


def _card_plans(legal: Sequence[Act], sel: Selection, out: Options) -> None:
    """A card chosen: its first square, then its second (with a mode chooser)."""
    plays = [a for a in legal if a.verb == "play" and a.a == sel.card]
    if not plays or CARDS[plays[0].a].kind in SEAT_ARG_KINDS:
        return
    if all(a.b < 0 for a in plays):
        return  # played from the hand's button
    two = any(a.c >= 0 for a in plays)
    name = NAMES[plays[0].a]
    if not two:
        for a in plays:
            out.add(a.b, Plan(f"{name} on {square_name(a.b)}", (a,)))
        return
    firsts = sorted({a.b for a in plays})
    first = sel.first if sel.first in firsts else (firsts[0] if len(firsts) == 1 else None)
    if first is None:
        out.pickable.update(firsts)
        return
    out.focus.add(first)
    for a in plays:
        if a.b == first:
            mode = "" if a.d < 0 else (" (incapacitate)" if a.d == 1 else " (kill)")
            out.add(a.c, Plan(f"{name}: {square_name(a.b)} on {square_name(a.c)}{mode}", (a,)))


def options(game: Any, state: Any, legal: Sequence[Act], sel: Selection) -> Options:
    """What clicks mean now (see the module docstring)."""
    out = Options()
    if not legal:
        return out
    top = state.stack[-1] if state.stack else None
    if isinstance(top, Path):
        out.focus.add(top.at)
        for end, steps in walk_plans(game, state).items():
            out.add(end, Plan(f"Walk to {square_name(end)}", steps))
        for a in legal:  # the next single steps
            if a.verb == "to":
                out.add(a.a, Plan(f"One step to {square_name(a.a)}", (a,)))
        return out
    if isinstance(top, Place):
        out.focus.add(top.at)
        for a in legal:
            if a.verb == "to":
                out.add(a.a, Plan(f"To {square_name(a.a)}", (a,)))
        return out
    if isinstance(top, Strike):
        out.focus.add(top.at)
        for a in legal:
            if a.verb == "attack":
                out.add(a.a, Plan(f"Attack {square_name(a.a)}", (a,)))
        return out
    if top is not None or state.phase == END:
        return out
    if sel.card is not None:
        _card_plans(legal, sel, out)
        return out
    die_actions = [a for a in legal if _die_of(a) is not None]
    if sel.op is not None:
        out.focus.add(sel.op)
        # Another operative may be picked instead (with the same die, if one is chosen).
        out.pickable = {actor for a in legal if (actor := _actor_of(a)) is not None
                        and actor != sel.op
                        and (sel.die is None or _die_of(a) == sel.die)}
        out.dice = {d for a in die_actions if _actor_of(a) == sel.op
                    and (d := _die_of(a)) is not None}
        die = sel.die if sel.die in out.dice else (next(iter(out.dice))
                                                   if len(out.dice) == 1 else None)
        if die is not None:
            _die_plans(game, state, legal, die, sel.op, out)
        if sel.die is None:
            for a in legal:
                if a.verb == "heal" and a.a == sel.op:
                    out.add(a.b, Plan(f"Heal {square_name(a.b)}", (a,)))
        return out
    if sel.die is not None:
        for a in die_actions:
            if _die_of(a) != sel.die:
                continue
            actor = _actor_of(a)
            if actor is not None:
                out.pickable.add(actor)
            elif a.verb == "recruit":
                out.add(a.a, Plan(f"Recruit on {square_name(a.a)}", (a,)))
        out.dice = {sel.die}
        return out
    for a in legal:
        actor = _actor_of(a)
        if actor is not None:
            out.pickable.add(actor)
    out.dice = {d for a in die_actions if (d := _die_of(a)) is not None}
    return out


def playable_faces(legal: Sequence[Act]) -> set[int]:
    """The card faces the deciding seat may play now (in its Move Phase)."""
    return {a.a for a in legal if a.verb == "play"}


def direct_plays(legal: Sequence[Act], face: int) -> list[tuple[str, Act]]:
    """Plays of ``face`` that need no square: (label, action) for the hand's
    buttons (no argument, or an opponent to target)."""
    from pushgames.push.text import SEAT_NAMES

    out = []
    for a in legal:
        if a.verb != "play" or a.a != face:
            continue
        if CARDS[face].kind in SEAT_ARG_KINDS and a.b >= 0:
            out.append((f"Play {NAMES[face]} on {SEAT_NAMES[a.b]}", a))
        elif a.b < 0:
            out.append((f"Play {NAMES[face]}", a))
    return out


def involved_squares(state: Any) -> set[int]:
    """The squares of a card or an attack being answered (shown to everyone)."""
    top = state.stack[-1] if state.stack else None
    if isinstance(top, Attack):
        return {top.attacker, top.target}
    if isinstance(top, Window) and CARDS[top.play.card].kind not in SEAT_ARG_KINDS:
        return {sq for sq in (top.play.a, top.play.b) if 0 <= sq < len(state.board)}
    return set()


def button_actions(state: Any, actions: Sequence[Act]) -> list[tuple[str, Act]]:
    """Buttons for the decisions that need no square: end, keep, stop, skip,
    pass, the answers out of turn, a 1's steal. (``state`` may be the whole
    state: only public words go on the buttons, and the answers are the
    deciding seat's own cards.)"""
    from pushgames.push.text import SEAT_NAMES

    top = state.stack[-1] if state.stack else None
    out: list[tuple[str, Act]] = []
    for a in actions:
        verb = a.verb
        if verb == "end":
            out.append(("End the Move Phase"
                        + (" (unused dice are lost)" if state.dice else ""), a))
        elif verb == "keep":
            out.append(("Keep the dice", a))
        elif verb == "stop":
            out.append(("Stop here", a))
        elif verb == "skip":
            out.append(("Skip the attack", a))
        elif verb == "pass":
            out.append(("Pass", a))
        elif verb == "play" and isinstance(top, (Window, Attack)):
            rerolled = isinstance(top, Attack) and top.stage == ANSWER_ROLL
            out.append((("Have it rerolled with " if rerolled else "Answer with ") + NAMES[a.a], a))
        elif verb == "steal":
            out.append((f"Use the 1: steal a random card from {SEAT_NAMES[a.a]}", a))
    return out
