"""The Apocalypse USA board: the map of nine regions, the phase track and
dice, the disaster in play, and the hands.

Every decision is clicked: population actions, "done", "pass", "score" and
whose token are buttons under the board (``extra_actions``); the regions
take Migrate, Transfer and Lure (where from, then where to), Growth, a
disaster's target and its split damage, and a mitigation's region; the
region's coloured chips take a damaged player's token (and the bar offers a
quick "take all from" per player); the hand's cards are played, used to
mitigate or discarded by clicking them, and in Look Outs the cards shown
from the other hands are taken by clicking them.

The state drawn is always ``game.view(state, frame.seat)``: another seat's
card is drawn as a back unless this seat knows it.
"""

from __future__ import annotations

from typing import Any, Sequence

from pushgames.apocalypse.board import (
    REGION_CODES, REGION_NAMES, REGIONS, ZONE_REGIONS, ZONES, region_index,
)
from pushgames.apocalypse.cards import CARDS, card_number
from pushgames.apocalypse.phases import score
from pushgames.apocalypse.state import (
    ACTION_NAMES, ACTION_WORDS, DAMAGE, DISASTER, DISCARD_PHASE, GROWTH, LURE, LURE_WHO, MIGRATE,
    MITIGATE, POP, SEAT_NAMES, SPLIT, TAKE, TARGET, TRANSFER, TRANSFER_WHO, ApocalypseState,
)
from pushgames.apocalypse.text import phase_name
from pushgames.apocalypse.state import ApocalypseAction

from ...dom import closest_data, escape, nn, refocus_within, reveal_within
from .. import BoardHost, BoardPlugin, Frame, ensure_stylesheet
from .usmap import (
    ANCHORS, CHIP_STEP, COLUMN_CUTS, HEIGHT, ROW_CUTS, US_PATH, WIDTH, cell, chip_positions,
    chip_svg, defs_svg, region_fill, region_status, thumbnail,
)
from .usmap import SEAT_COLOURS, SEAT_INK
from .panels import (
    in_play_html, other_hands_html, own_hand_html, result_html, table_html, track_html,
)
from .recap import TurnRecap, recap_html, recent_turns
from .rules import rules_html

CSS_HREF = "./web/apocalypse.css"
#: Phases whose decision is a pair of regions: where from (selected first), then where to.
PAIR_VERBS = {MIGRATE: "move", TRANSFER: "swap", LURE: "lure"}
ACTION_HELP = {
    "migrate": "move your tokens",
    "transfer": "swap with a neighbour's",
    "growth": "add tokens",
    "lure": "move others' tokens",
    "draw": "draw cards",
    "lookouts": "see the hands, take a card",
}
KEYBOARD_HTML = (
    "<kbd>Tab</kbd> goes to the regions, chips and cards you can use now; <kbd>Enter</kbd> or "
    "<kbd>Space</kbd> chooses one (for Migrate, Transfer and Lure: the region to move from, "
    "then the one to move to). <kbd>Esc</kbd> cancels a half-made choice. The buttons under the "
    "board do the rest.")


def ensure_css() -> None:
    ensure_stylesheet("apocalypse-css", CSS_HREF)


def _pair(action: str) -> tuple[int, int]:
    a, _, b = action.split(" ", 1)[1].partition("-")
    return region_index(a), region_index(b)


def _mitigation(action: str) -> tuple[int, int]:
    """(card face, region) of a ``mitigate N CODE`` action."""
    _, number, code = action.split()
    return card_number(number), region_index(code)


def _card_of(action: str) -> int:
    return card_number(action.split()[1])


class ApocalypseBoard(BoardPlugin[ApocalypseState, ApocalypseAction]):
    game_id = "apocalypse"
    # measured: 1641 px tall at 400 px wide and 6 seats (strips, recap, map, hand)
    embed_height = 1750
    keyboard_help = KEYBOARD_HTML

    def __init__(self) -> None:
        self.root: Any = None
        self.parts: dict[str, Any] = {}
        self.state: ApocalypseState | None = None
        self.frame: Frame[ApocalypseState, ApocalypseAction] = Frame()
        self.legal: list[ApocalypseAction] = []
        self.selected: int | None = None  # a region: where a move, swap or lure starts
        self.card: int | None = None      # a mitigation card whose region is to be chosen
        self.recap_key: tuple[int, int, int, int | None] = (0, 0, 0, None)
        self.recap: list[TurnRecap] = []

    # -- plug-in surface -------------------------------------------------------------
    def thumbnail_svg(self) -> str:
        return thumbnail()

    def rules_html(self) -> str:
        return rules_html()

    def seat_mark(self, seat: int) -> tuple[str, str] | None:
        """The strips' marks in the chips' colours (Red is red)."""
        return SEAT_COLOURS[seat], SEAT_INK[seat]

    def describe(self, state: Any) -> str:
        return phase_name(state)

    def status(self, state: Any, prompt: str) -> str:
        """Who decides and the phase only ("Red to play \u2014 disaster phase (3
        disasters left)"): the decision in full, which can run to three lines,
        is the board's own line over the map (``.ap-prompt``). So the status
        keeps to the two lines the shell keeps for it, and the board stays put."""
        seat = self.host.game.to_move(state) if self.host is not None else -1
        if seat < 0:  # chance to act: its few words as the shell gives them
            return super().status(state, prompt)
        return (f"{SEAT_NAMES[seat]} {'to play' if seat == state.turn else 'to answer'} \u2014 "
                f"{phase_name(state)}")

    def over_status(self, state: Any, result: str) -> str:
        """"Game over: Green won (VP: Green 5, Red 3, Blue 2)": the winner and the VP table in
        words."""
        order = sorted(range(state.seats), key=lambda s: (-state.vp[s], -state.on_board(s), s))
        table = ", ".join(f"{SEAT_NAMES[s]} {state.vp[s]}" for s in order)
        winner = result.split(":", 1)[0]
        return f"Game over: {winner} (VP: {table})"

    def extra_actions(self, state: Any, actions: Sequence[Any]) -> list[tuple[str, Any]]:
        out: list[tuple[str, Any]] = []
        for action in actions:
            label = self._button_label(state, str(action))
            if label:
                out.append((label, action))
        return out

    def _button_label(self, state: ApocalypseState, action: str) -> str:
        """The words of a decision shown as a button ("" for those made on the map or the cards)."""
        verb, _, arg = action.partition(" ")
        phase = state.phase
        if verb in ACTION_WORDS and not arg:
            index = ACTION_WORDS.index(verb)
            return f"{ACTION_NAMES[index]} ({ACTION_HELP[verb]})"
        if verb == "done":
            return {POP: "End the population phase", MIGRATE: "Stop migrating"}.get(phase,
                    "Play no more disasters")
        if verb == "with":
            return f"{arg}\u2019s token"
        if verb == "zone":
            card = CARDS[state.disaster]
            zone = ZONES.index(arg)
            regions = ", ".join(REGION_NAMES[r] for r in ZONE_REGIONS[zone])
            how = "Split the damage over" if card.target.kind == "split" else "Strike"
            return f"{how} the {arg} zone ({regions})"
        if verb == "pass":
            return "Pass: do not mitigate" if phase == MITIGATE else "Do not score"
        if verb == "score":
            after = score(state)
            gains = ", ".join(f"{SEAT_NAMES[s]} +{after[s] - state.vp[s]}"
                              for s in range(state.seats))
            return f"Score now ({gains})"
        if verb in ("remove", "convert"):
            return f"{'Remove' if verb == 'remove' else 'Convert'} one {arg} token"
        if verb == "mitigate":
            face, region = _mitigation(action)
            return f"Mitigate with {CARDS[face]} in {REGION_NAMES[region]}"
        return ""

    def mount(self, host: BoardHost[ApocalypseState, ApocalypseAction]) -> Any:
        from pyscript import document

        ensure_css()
        self.host = host
        root = document.createElement("div")
        root.className = "ap-board"
        root.innerHTML = (
            # Two columns on a wide screen: the decision and the map on the left (the
            # shell's decision buttons follow the board), the hand, the disaster in play
            # and what just happened on the right; one column on a phone.
            '<div class="ap-main">'
            '<p class="ap-prompt" data-testid="ap-prompt"></p>'
            f'<svg class="board-svg ap-map" viewBox="-6 -6 {WIDTH + 12} {HEIGHT + 12}" '
            'role="group" aria-label="Map of the United States in nine regions" '
            'data-testid="board"></svg>'
            '<div class="ap-bar" data-testid="ap-bar"></div>'
            '<div class="ap-table" data-testid="ap-table"></div></div>'
            '<div class="ap-side">'
            '<div class="ap-result" data-testid="ap-result" role="status"></div>'
            '<div class="ap-track" data-testid="ap-track"></div>'
            '<div class="ap-play" data-testid="ap-play" aria-live="polite"></div>'
            '<div class="ap-hand" data-testid="ap-own"></div>'
            '<div class="ap-recap" data-testid="ap-recap"></div>'
            '<div class="ap-hands-other" data-testid="ap-others"></div></div>')
        self.root = root
        for key in ("track", "prompt", "play", "map", "bar", "hand", "hands-other", "table",
                    "result", "recap"):
            selector = "svg" if key == "map" else f".ap-{key}"
            self.parts[key] = root.querySelector(selector)
        host.listen(root, "click", self._on_click)
        host.listen(root, "keydown", self._on_keydown)
        return root

    def cancel(self) -> None:
        # Nothing chosen, nothing to draw (Esc would redraw the map under the keyboard's focus).
        if self.state is not None and (self.selected, self.card) != (None, None):
            self.selected = self.card = None
            self._draw()

    def render(self, state: Any, frame: Frame[ApocalypseState, ApocalypseAction]) -> None:
        self.state = state
        self.frame = frame
        self.selected = self.card = None
        game = self.host.game
        deciding = game.to_move(state)
        # Only the seat whose view this is may act on it (its own hand is what it sees).
        mine = frame.interactive and deciding >= 0 and (frame.seat is None
                                                        or frame.seat == deciding)
        self.legal = list(frame.legal) if mine else []
        self._draw()

    # -- what may be clicked -------------------------------------------------------------
    def _region_options(self) -> dict[int, list[ApocalypseAction]]:
        """Regions that take a click now, with the actions each stands for
        (an empty list: the click selects where a move starts)."""
        state = self.state
        out: dict[int, list[ApocalypseAction]] = {}
        if state is None or not self.legal:
            return out
        phase = state.phase
        if phase in PAIR_VERBS:
            for action in self.legal:
                if action == "done":
                    continue
                a, b = _pair(action)
                if self.selected is None:
                    out.setdefault(a, [])
                elif a == self.selected:
                    out.setdefault(b, []).append(action)
            if self.selected is not None:
                out.setdefault(self.selected, [])
            return out
        for action in self.legal:
            verb, _, arg = action.partition(" ")
            if verb in ("grow", "at", "hit"):
                out.setdefault(region_index(arg), []).append(action)
            elif verb == "zone":
                for region in ZONE_REGIONS[ZONES.index(arg)]:
                    out.setdefault(region, []).append(action)
            elif verb == "mitigate":
                face, region = _mitigation(action)
                if self.card is None or self.card == face:
                    out.setdefault(region, []).append(action)
        return out

    def _chip_options(self) -> dict[int, ApocalypseAction]:
        """In a damaged region (or a transfer's or lure's region), the seats whose chip takes a
        token."""
        state = self.state
        if state is None or state.phase not in (DAMAGE, TRANSFER_WHO, LURE_WHO):
            return {}
        return {SEAT_NAMES.index(a.split()[1]): a for a in self.legal
                if a.split()[0] in ("remove", "convert", "with")}

    def _chip_region(self) -> int:
        state = self.state
        assert state is not None
        if state.phase == DAMAGE:
            return next(r for r, d in state.hits if d > 0)
        if state.phase == TRANSFER_WHO:
            from pushgames.apocalypse.board import ADJACENT_PAIRS

            return ADJACENT_PAIRS[state.pick][1]
        return state.pick // REGIONS

    def _hand_options(self) -> dict[int, list[ApocalypseAction]]:
        """Cards of the viewer's hand with the decisions they make."""
        out: dict[int, list[ApocalypseAction]] = {}
        for action in self.legal:
            verb = action.split()[0]
            if verb in ("play", "discard", "mitigate"):
                out.setdefault(_card_of(action), []).append(action)
        return out

    # -- drawing ----------------------------------------------------------------------
    def _draw(self) -> None:
        state = self.state
        assert state is not None and self.host is not None
        game = self.host.game
        parts = self.parts
        parts["track"].innerHTML = track_html(state)  # our own markup, built from the state
        deciding = game.to_move(state)
        # A resignation or an agreed draw leaves a decision due: nobody is asked it any more.
        parts["prompt"].textContent = game.prompt(
            state) if deciding >= 0 and not self.frame.over else ""
        parts["play"].innerHTML = in_play_html(state)
        parts["map"].innerHTML = self._map_svg()
        parts["map"].classList.toggle("interactive", bool(self.legal))
        parts["map"].classList.toggle("ap-many", state.seats > 4)  # a phone scales six chips less
        self._draw_bar()
        viewer = self.frame.seat
        hand_options = self._hand_options()
        hint = self._hand_hint(hand_options)
        parts["hand"].innerHTML = (own_hand_html(state, viewer, list(hand_options), self.card, hint)
                                   if viewer is not None else "")
        takeable = [_card_of(a) for a in self.legal if a.startswith("take ")]
        parts["hands-other"].innerHTML = other_hands_html(state, viewer, takeable)
        parts["table"].innerHTML = table_html(state)
        parts["recap"].innerHTML = recap_html(self._recap())
        outcome = game.outcome(state)
        parts["result"].innerHTML = (result_html(state, sorted(outcome.winners), outcome.reason)
                                     if outcome is not None else "")
        # On a wide screen the right column scrolls within the map's height: the cards the
        # decision asks for (Look Outs' take, a card to play) are scrolled into it, or they
        # may sit cut off under its edge, with no scroll bar shown on some systems. The end's
        # result heads that column: a column left scrolled down to a long hand hid it.
        shown = ("result" if outcome is not None else "hands-other" if takeable
                 else "hand" if hand_options else None)
        if shown is not None:
            reveal_within(self.root.querySelector(".ap-side"), parts[shown])

    def _recap(self) -> list[TurnRecap]:
        """What the other seats did since the viewer's last turn (remembered per position)."""
        line, frame = self.frame.line, self.frame
        if line is None:
            return []
        key = (id(line), len(line.actions), frame.ply, frame.seat)
        if self.recap_key != key:
            self.recap_key, self.recap = key, recent_turns(line, frame.ply, frame.seat)
        return self.recap

    def _hand_hint(self, options: dict[int, list[ApocalypseAction]]) -> str:
        state = self.state
        assert state is not None
        if not options:
            return ""
        if state.phase == DISASTER:
            return "click a disaster card to play it"
        if state.phase == DISCARD_PHASE:
            return "click a card to discard it"
        if state.phase == MITIGATE:
            return "click a mitigation card to use it"
        return ""

    def _map_svg(self) -> str:
        state = self.state
        assert state is not None
        n = state.seats
        options = self._region_options()
        chips = self._chip_options()
        chip_region = self._chip_region() if chips else -1
        hits = {r: d for r, d in state.hits}
        changed = self._changed_regions()
        recent = {r for turn in self._recap() for r in turn.hit}
        tint, coasts, marks, labels = [], [], [], []
        for region in range(REGIONS):
            counts = [state.count_of(region, s) for s in range(n)]
            total = sum(counts)
            dominator = state.dominator(region)
            x, y, w, h = cell(region)
            classes = ["ap-region"]
            label = f"{REGION_NAMES[region]}: " + ", ".join(f"{SEAT_NAMES[s]} {counts[s]}"
                                                            for s in range(n))
            label += f"; {region_status(dominator, total, SEAT_NAMES)}"
            if region in hits:
                classes.append("ap-hit")
                label += f"; struck, {hits[region]} to lose"
            if region in recent and region not in hits:
                classes.append("ap-recent")
                label += "; hit by a disaster since your last turn (see What just happened)"
            if region in changed:
                classes.append("ap-changed")
                label += "; changed by the last move"
            if region == self.selected:
                classes.append("ap-selected")
                label += "; selected"
            elif region in options:
                classes.append("ap-option")
                label += "; choose" if options[region] or self.selected is None else "; move here"
            focus = ' tabindex="0"' if region in options else ""
            tint.append(
                f'<g class="{" ".join(classes)}" data-region="{region}" role="button"{focus} '
                f'data-testid="ap-region-{REGION_CODES[region]}" aria-label="{escape(label)}">'
                f'<rect class="ap-tint" x="{x}" y="{y}" width="{w}" height="{h}" '
                f'fill="{region_fill(dominator, total)}" clip-path="url(#ap-us-clip)"/>'
                + (f'<rect class="ap-hit-fill" x="{x}" y="{y}" width="{w}" height="{h}" '
                           'clip-path="url(#ap-us-clip)"/>' if region in hits else "") +
                # The region's outline: its cell's edges on land here, its coast in
                # the layer of coasts (a path of the whole country in here would make
                # the region's box the country's, and a click on its middle miss it).
                f'<rect class="ap-ring" x="{x}" y="{y}" width="{w}" height="{h}" '
                'clip-path="url(#ap-us-clip)"/>'
                # The whole cell takes the click, sea included: a bigger target on a phone.
                f'<rect class="ap-cell" x="{x}" y="{y}" width="{w}" height="{h}" '
                'fill="transparent"/>'
                '</g>')
            coasts.append(
                f'<g class="ap-coast {" ".join(classes[1:])}"><path class="ap-ring" d="{US_PATH}" '
                f'clip-path="url(#ap-cell-{region})"/></g>')
            ax, ay = ANCHORS[region]
            rows = -(-n // (2 if n in (2, 4) else 3))  # chip rows (see chip_positions)
            top = ay - rows * 21 - 8
            labels.append(f'<text class="ap-rname" x="{ax}" y="{top}" '
                          f'aria-hidden="true">{REGION_NAMES[region]}</text>')
            if total == 0:
                marks.append(f'<text class="ap-empty-t" x="{ax}" y="{ay + 12}" '
                             'aria-hidden="true">EMPTY</text>')
            else:
                # The chips scale up on a narrow screen (apocalypse.css) around the anchor.
                code = REGION_CODES[region]
                marks.append(
                    f'<g transform="translate({ax} {ay})"><g class="ap-chips ap-chips-{code}">')
                for seat, (cx, cy) in enumerate(chip_positions(n)):
                    clickable = region == chip_region and seat in chips
                    word = "Remove" if state.phase == DAMAGE else "Pick"
                    if clickable and chips[seat].startswith("convert"):
                        word = "Convert"
                    marks.append(chip_svg(seat, counts[seat], cx, cy, SEAT_NAMES[seat][0],
                                          dominant=seat == dominator,
                                          clickable=clickable,
                                          label=f"{word} a {SEAT_NAMES[seat]} token in "
                                                f"{REGION_NAMES[region]} ({counts[seat]} there)"))
                marks.append("</g></g>")
            if region in hits and hits[region] > 0:
                # Beside the chips: right of the cluster, at the anchor's height.
                bx = ax + min(3 if n > 4 or n == 3 else 2, n) * CHIP_STEP // 2 + 32
                marks.append(f'<g class="ap-hit-badge" transform="translate({bx} {ay - 30})" '
                             'aria-hidden="true"><circle r="20"/><text '
                             f'y="7">\u2212{hits[region]}</text></g>')
        grid = "".join(f'<line class="ap-cut" x1="{c}" x2="{c}" y1="0" y2="{HEIGHT}"/>'
                       for c in COLUMN_CUTS[1:3])
        grid += "".join(f'<line class="ap-cut" x1="0" x2="{WIDTH}" y1="{r}" y2="{r}"/>'
                        for r in ROW_CUTS[1:3])
        return (f'{defs_svg()}<rect class="ap-sea" x="-6" y="-6" width="{WIDTH + 12}" '
                f'height="{HEIGHT + 12}" rx="14"/>'
                f'{"".join(tint)}<g class="ap-lines" clip-path="url(#ap-us-clip)">{grid}</g>'
                f'<path class="ap-outline" d="{US_PATH}"/><g '
                f'class="ap-coasts">{"".join(coasts)}</g>'
                f'{"".join(labels)}{"".join(marks)}')

    def _changed_regions(self) -> set[int]:
        """Regions whose tokens the last decision changed (a computer's moves land one by one)."""
        before, state = self.frame.previous_state, self.state
        if before is None or state is None or getattr(before, "seats", None) != state.seats:
            return set()
        n = state.seats
        return {r for r in range(REGIONS)
                if before.tokens[r * n:r * n + n] != state.tokens[r * n:r * n + n]}

    def _draw_bar(self) -> None:
        """A half-made choice, and the quick "take from" of a disaster's damage."""
        from ...dom import el

        state = self.state
        assert state is not None
        bar = self.parts["bar"]
        bar.replaceChildren()
        if self.selected is not None:
            what = {MIGRATE: "move one of your tokens",
                    TRANSFER: "swap with an opponent's token next door",
                    LURE: "move an opponent's token"}[state.phase]
            bar.appendChild(el("span", {}, f"From {REGION_NAMES[self.selected]}: {what} \u2014 "
                                           "click where to."))
            bar.appendChild(el("button",
                               {"type": "button", "data-ap": "cancel", "data-testid": "ap-cancel"},
                               "Cancel"))
        elif self.card is not None:
            bar.appendChild(el("span", {},
                               f"{CARDS[self.card]}: click the marked region to protect."))
            bar.appendChild(el("button",
                               {"type": "button", "data-ap": "cancel", "data-testid": "ap-cancel"},
                               "Cancel"))
        elif state.phase == DAMAGE and self.legal:
            region, damage = next((r, d) for r, d in state.hits if d > 0)
            bar.appendChild(el("span", {}, f"{REGION_NAMES[region]}: {damage} to go. "
                                           "Click a player's chip on the map, "
                                           "or take from one player at once:"))
            for action in self.legal:
                seat = SEAT_NAMES.index(action.split()[1])
                amount = min(damage, state.count_of(region, seat))
                bar.appendChild(el("button",
                                   {"type": "button", "data-ap-take": seat,
                                    "data-testid": "ap-take-all",
                                    "class": "ap-take-all"},
                                   f"Take {amount} from {SEAT_NAMES[seat]}"))
        elif state.phase in PAIR_VERBS and self.legal:
            bar.appendChild(el("span", {}, "Click a marked region to move from."))
        elif state.phase in (GROWTH, TARGET, SPLIT) and self.legal:
            bar.appendChild(el("span", {}, "Click a marked region."))
        elif state.phase == TAKE and self.legal:
            bar.appendChild(el("span", {},
                               "Look Outs: click the card you take, under Other hands."))

    # -- acting -----------------------------------------------------------------------------
    def _submit(self, action: ApocalypseAction) -> None:
        self.host.submit(action)

    def _tap_region(self, region: int) -> None:
        state = self.state
        if state is None or not self.legal:
            return
        options = self._region_options()
        if region not in options:
            return
        actions = options[region]
        if state.phase in PAIR_VERBS:
            if actions:
                self._submit(actions[0])
                return
            self.selected = None if region == self.selected else region
            self._draw()
            return
        if len(actions) == 1:
            self._submit(actions[0])
            return
        labels = []
        for action in actions:
            if action.startswith("mitigate"):
                face, _ = _mitigation(action)
                labels.append((f"{CARDS[face]}", action))
            else:
                labels.append((self._button_label(state, action), action))
        self.host.choose(f"{REGION_NAMES[region]}: which?", labels)

    def _tap_card(self, face: int) -> None:
        actions = self._hand_options().get(face, [])
        if not actions:
            return
        if len(actions) == 1:
            self._submit(actions[0])
            return
        # A mitigation card that could protect several regions: the region next.
        self.card = None if self.card == face else face
        self._draw()

    def _take_all(self, seat: int) -> None:
        """Remove (or convert) one token of ``seat`` after another while the damage may still take
        one."""
        state = self.state
        if state is None or state.phase != DAMAGE:
            return
        region = next(r for r, d in state.hits if d > 0)
        action = next((a for a in self.legal if a.split()[1] == SEAT_NAMES[seat]), None)
        if action is None:
            return
        for _ in range(min(dict(state.hits)[region], state.count_of(region, seat))):
            current = self.state
            if (current is None or current.phase != DAMAGE or action not in self.legal
                    or next(r for r, d in current.hits if d > 0) != region):
                break
            self._submit(action)  # the shell renders the new state before this returns

    def _on_click(self, event: Any) -> None:
        if closest_data(event, "ap") == "cancel":
            self.cancel()
            return
        take_all = closest_data(event, "ap-take")
        if take_all is not None:
            self._take_all(int(take_all))
            return
        chip = closest_data(event, "chip")
        if chip is not None:
            action = self._chip_options().get(int(chip))
            if action is not None:
                self._submit(action)
            return
        card = closest_data(event, "card")
        if card is not None:
            self._tap_card(int(card))
            return
        take = closest_data(event, "take")
        if take is not None:
            wanted = f"take {CARDS[int(take)].number}"
            taken = next((a for a in self.legal if a == wanted), None)  # the legal action, typed
            if taken is not None:
                self._submit(taken)
            return
        region = closest_data(event, "region")
        if region is not None:
            self._tap_region(int(region))

    def _on_keydown(self, event: Any) -> None:
        key = str(event.key)
        if key == "Escape" and (self.selected is not None or self.card is not None):
            region = closest_data(event, "region")
            self.cancel()
            refocus_within(self.root, f'[data-region="{region}"][tabindex="0"]' if region else "")
            event.preventDefault()
            event.stopPropagation()
            return
        if key not in ("Enter", " "):
            return
        target = nn(event.target)
        if target is None or str(getattr(target, "tagName", "")).lower() == "button":
            return  # a button clicks itself
        region = closest_data(event, "region")
        if closest_data(event, "chip") is not None or region is not None:
            self._on_click(event)
            # The map is drawn anew: the keyboard goes on from the same region, or the first
            # the next choice offers (it was left on the page's body: Tab began again).
            refocus_within(self.root, f'[data-region="{region}"][tabindex="0"]' if region else "")
            event.preventDefault()
            event.stopPropagation()
