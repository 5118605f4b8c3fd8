"""The Push game object: who decides, the legal decisions, what each does."""

from __future__ import annotations

from typing import Callable, Hashable, Mapping, Sequence

from ..core import (
    CHANCE, TERMINAL, ChanceEvent, Game, GameMeta, OptionSpec, OptionValue, Outcome, Rng,
)
from ..core.knowledge import EVERYONE, Cards, seat_bit
from .board import BOXES, SQUARES, STEP, boxes_for
from .cards import CARDS, COUNTS, FACTIONS, NEGATE_MOVE, ORTHOGONAL, POOL, KILL
from .common import DISCARD, Act, hand, hand_faces, hand_limit, with_board
from .effects import (
    after_roll, answer, answer_faces, apply_attack, attack_targets, defence_faces, discard_played,
    let_card_pass, open_card, pop, push, replace_top, reroll_faces, start_attack, swap,
)
from .moves import claims_for, closed_to, next_steps, protected_squares, push_line
from .state import (
    ANSWER_ROLL, ATTACK_AFTER, AVOID_SHADOWS, DEFEND, END, ROLL, SETUP, STEP_DIAGONAL, STEP_THROUGH,
    VANISH_ROLL, Attack, Draft, FactionDraw, FirstRoll, Op, Path, Pick, Place, Play, PushState,
    Recovery, Reroll, Roll, Strike, Window,
)
from .turns import (
    after_end, begin_turn, centre_held, decode_values, deal, dice_rolled, end_turn, move_actions,
    recover, reroll_choices, walkable, encode_values,
)
from . import text
from .knowing import shows_hidden
from .effects import ability_flags

SEAT_NAMES = ("Red", "Blue", "Green", "Yellow")
RANDOM = "random"
DEFAULT_ROUNDS = 40
CARD_ACTS = tuple(Act("card", f) for f in range(len(CARDS)))
DIE = tuple((Act("roll", v), 1 / 6) for v in range(1, 7))

META = GameMeta(
    id="push", title="Push",
    summary="Psychic factions jostle for the centre of an 11 x 11 board with dice, operatives and "
            "78 action cards.",
    min_seats=2, max_seats=4, seat_names=SEAT_NAMES, rules_version=1,
    credits=("Push, a board game by Lloyd Krassner (Warpspawn, PUSH.html). Push is a licensed, "
             "copyrighted film property; this is a fan game."),
    options=(OptionSpec("seats", "Players", 2, minimum=2, maximum=4),)
    + tuple(OptionSpec(f"faction{i + 1}", f"{SEAT_NAMES[i]}'s faction", RANDOM,
                       choices=(RANDOM,) + FACTIONS,
                       choice_labels=("Random",) + FACTIONS, seat=i)
            for i in range(4))
    + (OptionSpec("rounds", "Rounds before a draw (0: no limit)", DEFAULT_ROUNDS,
                  minimum=0, maximum=500,
                  help="a house rule: random and blocked games end", advanced=True),),
    has_chance=True, has_hidden_information=True,
)


class PushGame(Game[PushState, Act]):
    meta = META
    _last_state: PushState | None = None
    _last_actions: tuple[Act, ...] = ()

    # -- creating -----------------------------------------------------------
    def initial_state(self, options: Mapping[str, OptionValue], seed: int) -> PushState:
        seats = self.meta.seat_count(options)
        rng = Rng.from_seed(seed)
        chosen = [str(options[f"faction{s + 1}"]) for s in range(seats)]
        # A random faction is chance's, drawn at the start like the operatives
        # (-1 until then): a record then holds it as it happened, not a seed.
        factions = [-1 if name == RANDOM else FACTIONS.index(name) for name in chosen]
        drawing = tuple(s for s, name in enumerate(chosen) if name == RANDOM)
        box = boxes_for(seats)
        draft = tuple((s, sq) for s in range(seats) for sq in BOXES[box[s]])
        return PushState(
            seats=seats, factions=tuple(factions), box=box, board=(None,) * SQUARES, pool=POOL,
                         gone=(0,) * 13,
            next_uid=0, cards=Cards.deal(COUNTS, piles=2 + seats), turn=0, first=-1, round=1,
            round_limit=int(options["rounds"]), phase=SETUP, dice=(), moved=frozenset(),
                         healed=frozenset(),
            recruited=False, diagonal=False,
            stack=(FirstRoll(tuple(range(seats)), ()),
                   Draft(draft)) + ((FactionDraw(drawing),) if drawing else ()),
            reveal=False, result=None, rng=rng)

    def seat_count(self, state: PushState) -> int:
        return state.seats

    def follows_at_once(self, state: PushState) -> bool:
        """Whether the decision due only goes on with a motion under way (a
        step of a walk, where a ported operative lands): a page plays a computer's such decision
        without its usual pause, so that a walk reads as one motion.

        >>> GAME = PushGame()
        >>> from pushgames.core import start
        >>> GAME.follows_at_once(start(GAME, {"seats": 2}, seed=2))
        False
        """
        top = state.stack[-1] if state.stack else None
        return isinstance(top, (Path, Place))

    # -- who decides --------------------------------------------------------------
    def to_move(self, state: PushState) -> int:
        if state.result is not None:
            return TERMINAL
        if state.reveal:
            return CHANCE
        if state.stack:
            top = state.stack[-1]
            if isinstance(top, (Path, Place, Reroll, Strike)):
                return top.seat
            if isinstance(top, Window):
                return top.queue[0]
            if isinstance(top, Attack) and top.stage in (DEFEND, ANSWER_ROLL):
                return top.queue[0]
            return CHANCE
        return state.turn

    def continues_turn(self, state: PushState) -> bool:
        return not state.fresh

    def chance_event(self, state: PushState) -> ChanceEvent[Act]:
        if state.reveal:
            known = state.cards.pool
            assert known is not None, "a seat's view has no pool: determinize it first"
            pool: tuple[int, ...] = known
            total = sum(pool)

            def sample_face(rng: Rng) -> tuple[Act, Rng]:
                pick, rng = rng.below(total)
                for face, count in enumerate(pool):
                    if pick < count:
                        return CARD_ACTS[face], rng
                    pick -= count
                raise AssertionError("unreachable: pick < total")

            return ChanceEvent(text.reveal_description(state), sample_face,
                               tuple((CARD_ACTS[f], c / total) for f, c in enumerate(pool) if c))
        top = state.stack[-1]
        description = text.chance_description(state)
        if isinstance(top, FactionDraw):
            free = tuple(f for f in range(len(FACTIONS)) if f not in state.factions)
            choices = tuple(Act("faction", f) for f in free)

            def sample_faction(rng: Rng) -> tuple[Act, Rng]:
                return rng.choice(choices)

            return ChanceEvent(description, sample_faction,
                               tuple((act, 1 / len(choices)) for act in choices))
        if isinstance(top, Draft):
            total = sum(state.pool)
            outcomes = tuple((Act("draw", k), n / total) for k, n in enumerate(state.pool) if n)
            counts = state.pool

            def sample_kind(rng: Rng) -> tuple[Act, Rng]:
                pick, rng = rng.below(total)
                for k, n in enumerate(counts):
                    if pick < n:
                        return Act("draw", k), rng
                    pick -= n
                raise AssertionError("unreachable")

            return ChanceEvent(description, sample_kind, outcomes)
        if isinstance(top, Pick):
            size = state.cards.size(hand(top.victim))

            def sample_pick(rng: Rng) -> tuple[Act, Rng]:
                index, rng = rng.below(size)
                return Act("pick", index), rng

            return ChanceEvent(description, sample_pick,
                               tuple((Act("pick", i), 1 / size) for i in range(size)))

        def sample_die(rng: Rng) -> tuple[Act, Rng]:
            value, rng = rng.die()
            return Act("roll", value), rng

        return ChanceEvent(description, sample_die, DIE)

    def legal_actions(self, state: PushState) -> Sequence[Act]:
        # States are immutable: the list for the state asked last is kept
        # (apply checks legality with the very list a player chose from).
        if state is self._last_state:
            return self._last_actions
        actions = self._legal_actions(state)
        self._last_state, self._last_actions = state, actions
        return actions

    def _legal_actions(self, state: PushState) -> tuple[Act, ...]:
        seat = self.to_move(state)
        if seat < 0:
            return ()
        if not state.stack:
            if state.phase == END:
                return tuple(Act("discard", f) for f in sorted(set(hand_faces(state, seat))))
            return tuple(move_actions(state, seat))
        top = state.stack[-1]
        if isinstance(top, Path):
            return tuple(path_actions(state, top))
        if isinstance(top, Place):
            op = state.board[top.at]
            assert op is not None
            claims = claims_for(state.box)
            return tuple(Act("to", sq) for sq in range(SQUARES)
                         if state.board[sq] is None and not closed_to(claims, op.owner, sq))
        if isinstance(top, Reroll):
            return (Act("keep"),) + tuple(Act("reroll", encode_values(c))
                                          for c in reroll_choices(state.dice))
        if isinstance(top, Window):
            return (Act("pass"),) + tuple(Act("play", f)
                                          for f in answer_faces(state, seat, CARDS[top.play.card]))
        if isinstance(top, Attack):
            faces = defence_faces(state,
                                  top) if top.stage == DEFEND else reroll_faces(state, seat, top)
            return (Act("pass"),) + tuple(Act("play", f) for f in faces)
        if isinstance(top, Strike):
            return tuple(Act("attack", t)
                         for t in attack_targets(state, top.at, ORTHOGONAL)) + (Act("skip"),)
        return ()

    # -- acting ----------------------------------------------------------------------
    def next_state(self, state: PushState, action: Act) -> PushState:
        verb = action.verb
        handler = _HANDLERS.get(verb)
        if handler is None:
            raise ValueError(f"not a Push action: {action!r}")
        if state.fresh and verb not in _CHANCE_VERBS:
            state = state._replace(fresh=False)
        return handler(state, action)

    def outcome(self, state: PushState) -> Outcome | None:
        return state.result

    # -- text -------------------------------------------------------------------------
    def notation(self, state: PushState, action: Act) -> str:
        return text.notation(state, action)

    def parse(self, state: PushState, text_: str) -> Act:
        if self.to_move(state) == CHANCE:
            options = [a for a, _ in self.chance_event(state).outcomes]
        else:
            options = list(self.legal_actions(state))
        return text.parse(state, text_, options)

    def notation_for(self, state: PushState, action: Act, viewer: int | None) -> str:
        return text.notation_for(state, action, viewer)

    def prompt(self, state: PushState) -> str:
        seat = self.to_move(state)
        if seat == TERMINAL:
            return "The game is over"
        if seat == CHANCE:
            return self.chance_event(state).description
        return text.prompt(state, seat)

    def render_text(self, state: PushState) -> str:
        return text.render(state)

    # -- seeing ---------------------------------------------------------------------------
    def seat_facts(self, state: PushState, seat: int) -> tuple[tuple[str, int | str], ...]:
        """The faction (once chosen), cards in hand (how many), operatives on the
        board and the centre held: ``2/4 straight, 1/4 diagonal`` is 2 of the 4
        orthogonal and 1 of the 4 diagonal neighbours of f6 (all 4 of either wins),
        in words a screen reader reads as they are meant."""
        faction = state.factions[seat]
        operatives = sum(1 for op in state.board if op is not None and op.owner == seat)
        orth, diag = centre_held(state, seat)
        return (("faction", FACTIONS[faction] if 0 <= faction < len(FACTIONS) else "not chosen"),
                ("cards", state.cards.size(hand(seat))), ("operatives", operatives),
                ("centre", f"{orth}/4 straight, {diag}/4 diagonal"))

    def reveals(self, state: PushState, action: Act) -> bool:
        """Know Intentions, See the Future over decided cards, a draw of a card
        another seat saw: some seat sees a decided hidden card (see :mod:`.knowing`)."""
        return shows_hidden(state.cards, self.next_state(state, action).cards, state.seats)

    def view(self, state: PushState, seat: int | None) -> PushState:
        return state._replace(cards=state.cards.view(seat), rng=Rng(0))

    def determinize(self, view: PushState, seat: int, rng: Rng) -> PushState:
        cards, rng = view.cards.determinize(seat, COUNTS, rng)
        return view._replace(cards=cards, rng=rng)

    def position_key(self, state: PushState) -> Hashable:
        return state._replace(rng=Rng(0))

    def with_rng(self, state: PushState, rng: Rng) -> PushState:
        return state._replace(rng=rng)


# -- paths -------------------------------------------------------------------------------

def path_avoid(state: PushState, frame: Path, owner: int) -> frozenset[int]:
    return protected_squares(state.board, owner) if frame.flags & AVOID_SHADOWS else frozenset()


def path_owner(state: PushState, frame: Path) -> int:
    op = state.board[frame.start if frame.flags & STEP_THROUGH else frame.at]
    assert op is not None
    return op.owner


def path_actions(state: PushState, frame: Path) -> list[Act]:
    owner = path_owner(state, frame)
    avoid = path_avoid(state, frame, owner)
    steps = next_steps(state.board, claims_for(state.box), state.box, frame.at,
                       frame.start, frame.left,
                       frame.visited, frame.flags, owner, not frame.free, avoid)
    out = [Act("to", n) for n, _ in steps]
    if frame.free and frame.taken and frame.at not in avoid and (
            not frame.flags & STEP_THROUGH or state.board[frame.at] is None):
        out.append(Act("stop"))
    return out


def _step(state: PushState, action: Act) -> PushState:
    top = state.stack[-1]
    if isinstance(top, Place):
        op = state.board[top.at]
        return pop(with_board(state, {top.at: None, action.a: op}))
    assert isinstance(top, Path)
    n = action.a
    if top.flags & STEP_THROUGH:
        moved = state
    else:
        board = list(state.board)
        if board[n] is not None:
            gone = list(state.gone)
            push_line(board, claims_for(state.box), state.box, top.at, STEP[top.at].index(n), gone)
            state = state._replace(gone=tuple(gone))
        else:
            board[top.at], board[n] = None, board[top.at]
        moved = state._replace(board=tuple(board))
    frame = top._replace(at=n, left=top.left - 1, visited=top.visited | 1 << n, taken=top.taken + 1)
    state = replace_top(moved, frame)
    if frame.left == 0:
        return _finish_path(state)
    return state


def _finish_path(state: PushState, _: Act | None = None) -> PushState:
    frame = state.stack[-1]
    assert isinstance(frame, Path)
    if frame.flags & STEP_THROUGH:
        state = with_board(state, {frame.start: None, frame.at: state.board[frame.start]})
    state = pop(state)
    if frame.flags & ATTACK_AFTER and attack_targets(state, frame.at, ORTHOGONAL):
        state = push(state, Strike(frame.seat, frame.at, frame.card))
    return state


# -- handlers -----------------------------------------------------------------------------

def _use_die(state: PushState, value: int, uid: int = -1) -> PushState:
    dice = list(state.dice)
    dice.remove(value)
    moved = state.moved | {uid} if uid >= 0 else state.moved
    return state._replace(dice=tuple(dice), moved=moved)


def _card(state: PushState, action: Act) -> PushState:
    cards = state.cards.decide(action.a)
    return state._replace(cards=cards, reveal=cards.awaiting() is not None)


def _roll(state: PushState, action: Act) -> PushState:
    v = action.a
    top = state.stack[-1]
    if isinstance(top, FirstRoll):
        rolls = top.rolls + (v,)
        if len(rolls) < len(top.contenders):
            return replace_top(state, top._replace(rolls=rolls))
        best = max(rolls)
        tied = tuple(s for s, r in zip(top.contenders, rolls) if r == best)
        if len(tied) > 1:
            return replace_top(state, FirstRoll(tied, ()))
        state = pop(state)._replace(first=tied[0], turn=tied[0])
        return begin_turn(deal(state))
    if isinstance(top, Roll):
        state = state._replace(dice=state.dice + (v,))
        if top.number > 1:
            return replace_top(state, top._replace(number=top.number - 1))
        state = pop(state)
        return dice_rolled(state) if top.then_reroll else state
    if isinstance(top, Recovery):
        return recover(state, v)
    assert isinstance(top, Attack)
    if top.stage == VANISH_ROLL:
        if walkable(state, top.target, v, 0):
            op = state.board[top.target]
            assert op is not None
            return push(pop(state), Path(op.owner, op.uid, top.target, top.target, v,
                                         1 << top.target, 0, False))
        return replace_top(state, top._replace(stage=ROLL))
    return after_roll(state, top._replace(roll=v))


def _faction(state: PushState, action: Act) -> PushState:
    top = state.stack[-1]
    assert isinstance(top, FactionDraw)
    factions = list(state.factions)
    factions[top.seats[0]] = action.a
    state = state._replace(factions=tuple(factions))
    return replace_top(state, FactionDraw(top.seats[1:])) if top.seats[1:] else pop(state)


def _draw(state: PushState, action: Act) -> PushState:
    top = state.stack[-1]
    assert isinstance(top, Draft)
    (seat, sq), rest = top.queue[0], top.queue[1:]
    pool = list(state.pool)
    pool[action.a] -= 1
    state = with_board(state, {sq: Op(action.a, seat, state.next_uid)})
    state = state._replace(pool=tuple(pool), next_uid=state.next_uid + 1)
    return replace_top(state, Draft(rest)) if rest else pop(state)


def _pick(state: PushState, action: Act) -> PushState:
    top = state.stack[-1]
    assert isinstance(top, Pick)
    victim = hand(top.victim)
    cards = state.cards
    if top.thief < 0:
        cards = cards.move(victim, action.a, DISCARD, seen_by=EVERYONE)
    else:
        cards = cards.move(victim, action.a, hand(top.thief),
                           seen_by=seat_bit(top.thief) | seat_bit(top.victim))
    cards = cards.forget(victim, seat_bit(top.victim))
    state = state._replace(cards=cards)
    if top.number > 1 and cards.size(victim):
        return replace_top(state, top._replace(number=top.number - 1))
    return pop(state)


def _keep(state: PushState, action: Act) -> PushState:
    return pop(state)


def _reroll(state: PushState, action: Act) -> PushState:
    top = state.stack[-1]
    assert isinstance(top, Reroll)
    values = decode_values(action.a)
    dice = list(state.dice)
    for v in values:
        dice.remove(v)
    state = state._replace(dice=tuple(dice))
    state = replace_top(state, top._replace(left=top.left - 1)) if top.left > 1 else pop(state)
    return push(state, Roll(len(values)))


def _move(state: PushState, action: Act) -> PushState:
    d, sq, mod, diag = action.a, action.b, action.c, action.d
    op = state.board[sq]
    assert op is not None
    state = _use_die(state, d, op.uid)
    if op.captured:
        flags = 0
    else:
        flags = ability_flags(op.kind) | (STEP_DIAGONAL if diag else 0) | (AVOID_SHADOWS
                                                                           if mod else 0)
    if diag:
        state = state._replace(diagonal=False)
    return push(state, Path(state.turn, op.uid, sq, sq, d + mod, 1 << sq, flags, False))


def _flee(state: PushState, action: Act) -> PushState:
    d, bleeder, target = action.a, action.b, action.c
    b, t = state.board[bleeder], state.board[target]
    assert b is not None and t is not None
    state = _use_die(state, d, b.uid)
    return push(state, Path(state.turn, t.uid, target, target, d, 1 << target, 0, False))


def _recruit(state: PushState, action: Act) -> PushState:
    return push(_use_die(state, 6)._replace(recruited=True), Draft(((state.turn, action.a),)))


def _port(state: PushState, action: Act) -> PushState:
    op = state.board[action.a]
    assert op is not None
    return push(_use_die(state, 6, op.uid), Place(state.turn, action.a, -1))


def _switch(state: PushState, action: Act) -> PushState:
    op = state.board[action.a]
    assert op is not None
    return swap(_use_die(state, 6, op.uid), action.a, action.b)


def _home(state: PushState, action: Act) -> PushState:
    op = state.board[action.a]
    return with_board(_use_die(state, 5), {action.a: None, action.b: op})


def _takeover(state: PushState, action: Act) -> PushState:
    op = state.board[action.a]
    assert op is not None
    seat = state.turn
    op = op._replace(owner=seat, neut=False, captor=-1 if op.captor == seat else op.captor)
    return with_board(_use_die(state, 2), {action.a: None, action.b: op})


def _steal(state: PushState, action: Act) -> PushState:
    return push(_use_die(state, 1), Pick(action.a, state.turn, 1))


def _heal(state: PushState, action: Act) -> PushState:
    stitcher, target = state.board[action.a], state.board[action.b]
    assert stitcher is not None and target is not None
    return with_board(state._replace(healed=state.healed | {stitcher.uid}),
                      {action.b: target._replace(inc=False)})


def _end(state: PushState, action: Act) -> PushState:
    return after_end(state)


def _discard(state: PushState, action: Act) -> PushState:
    state = discard_played(state, state.turn, action.a)
    if state.cards.size(hand(state.turn)) > hand_limit(state, state.turn):
        return state
    return end_turn(state)


def _play(state: PushState, action: Act) -> PushState:
    face = action.a
    top = state.stack[-1] if state.stack else None
    if isinstance(top, Window):
        return answer(state, face)
    if isinstance(top, Attack):
        seat = top.queue[0]
        state = discard_played(state, seat, face)
        if top.stage == DEFEND:
            if CARDS[face].kind == NEGATE_MOVE:
                return replace_top(state, top._replace(stage=VANISH_ROLL, queue=(), negate=face))
            return pop(state)
        return replace_top(state, top._replace(stage=ROLL, queue=(), asked=top.asked + (seat,)))
    state = discard_played(state, state.turn, face)
    return open_card(state, Play(state.turn, face, action.b, action.c, action.d))


def _pass(state: PushState, action: Act) -> PushState:
    top = state.stack[-1]
    if isinstance(top, Window):
        return let_card_pass(state)
    assert isinstance(top, Attack)
    if top.stage == DEFEND:
        return replace_top(state, top._replace(stage=ROLL, queue=()))
    seat = top.queue[0]
    rest = top.queue[1:]
    top = top._replace(asked=top.asked + (seat,), queue=rest)
    if rest:
        return replace_top(state, top)
    return apply_attack(pop(state), top)


def _attack(state: PushState, action: Act) -> PushState:
    top = state.stack[-1]
    assert isinstance(top, Strike)
    return start_attack(pop(state), top.seat, top.card, top.at, action.a, KILL)


def _skip(state: PushState, action: Act) -> PushState:
    return pop(state)


_CHANCE_VERBS = frozenset({"card", "roll", "draw", "pick", "faction"})
_HANDLERS: dict[str, Callable[[PushState, Act], PushState]] = {
    "faction": _faction, "card": _card, "roll": _roll, "draw": _draw, "pick": _pick, "keep": _keep,
                                                               "reroll": _reroll, "move": _move,
    "flee": _flee, "to": _step, "stop": _finish_path, "recruit": _recruit, "port": _port,
                                                               "switch": _switch,
    "home": _home, "takeover": _takeover, "steal": _steal, "heal": _heal, "end": _end,
                                                               "discard": _discard,
    "play": _play, "pass": _pass, "attack": _attack, "skip": _skip,
}

__all__ = ["PushGame", "META", "SEAT_NAMES"]
