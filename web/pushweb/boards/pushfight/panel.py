"""The Push Fight analysis panel: every position one turn reaches (or every way to
finish the current turn), grouped by what it leads to, best first; a click previews
a turn on the board, marks it "wins/loses in two", and offers to play it or copy
its position string.

The panel sees the board only through :class:`PanelBoard` (what it reads and the
two things it asks: play a decision, show or end a preview), as the page's parts
see the shell through ``pushweb.parts``; the board draws the preview itself.
"""

from __future__ import annotations

from typing import Any, Protocol

from pushgames.core import Game
from pushgames.pushfight import Position, position_of
from pushgames.pushfight.rules import COLOUR_NAMES, PLAY, PushFightState
from pushgames.pushfight.tactics import LOSES_IN_TWO, LOSES_NEXT, UNDECIDED, WINS_IN_TWO, WINS_NOW
from pushgames.pushfight.tactics import two_turn_mark
from pushgames.pushfight.turns import Action
from pushgames.pushfight import Step

from ...dom import escape
from .. import Frame
from .choices import Choice, ranked_choices

SHOWN_SUCCESSORS = 80
#: Turns the panel may examine to mark one successor "wins in two" or "loses
#: in two" (about a second in the page at worst; most take a few hundred).
TWO_TURN_NODES = 60_000
#: Mark -> CSS class; the first two are known for every successor at once.
_MARK_CLASS = {WINS_NOW: "pf-win", LOSES_NEXT: "pf-lose", WINS_IN_TWO: "pf-win",
               LOSES_IN_TWO: "pf-lose"}

#: The panel's markup, under the board (the board puts it in its own wrapper).
PANEL_HTML = (
    '<details class="pf-analysis" data-testid="pf-analysis"><summary>Analysis: every position one '
    'turn reaches</summary><p class="pf-copy-row"><button type="button" '
    'data-testid="pf-copy-position">Copy this position</button> <span class="pf-copy-note" '
    'data-testid="pf-copy-note" role="status"></span></p>'
    # In the panel, beside the list it previews: the board above stays where it is.
    '<div class="pf-preview-bar" data-testid="pf-preview" role="status" hidden>'
    '<span class="pf-preview-text"></span><span class="pf-preview-buttons">'
    '<button type="button" data-testid="pf-preview-play" hidden>Play this turn</button>'
    '<button type="button" data-testid="pf-preview-copy">Copy position</button>'
    '<button type="button" data-testid="pf-preview-back">Back to the game</button></span></div>'
    '<div class="pf-analysis-body" data-testid="pf-analysis-body"></div></details>')


class PanelBoard(Protocol):
    """What the panel uses of the board (:class:`.board.PushFightBoard`)."""

    state: Any
    frame: Frame[PushFightState, Action]
    legal: list[Action]

    @property
    def game(self) -> Game[PushFightState, Action]: ...
    def submit(self, action: Action) -> None: ...
    def show_preview(self, choice: Choice | None) -> None:
        """Draw ``choice``'s position on the board (None: the game's again)."""


class AnalysisPanel:
    """The panel's elements, its cache of the analysed position and its handlers."""

    def __init__(self, board: PanelBoard, root: Any, listen: Any) -> None:
        """``root`` holds :data:`PANEL_HTML`; ``listen(node, event, handler)`` is the host's."""
        self.board = board
        self.root = root
        self.preview: Choice | None = None
        #: (state, ranked choices, their marks) of the last analysis.
        self._analysed: tuple[Any, list[Choice], list[str]] | None = None
        q = root.querySelector
        listen(q('[data-testid="pf-preview-play"]'), "click", lambda e: self.play_preview())
        listen(q('[data-testid="pf-preview-back"]'), "click", lambda e: self.end_preview())
        listen(q('[data-testid="pf-preview-copy"]'), "click",
               lambda e: self.copy_position(self.preview.position if self.preview else None))
        listen(q('[data-testid="pf-copy-position"]'), "click", lambda e: self.copy_position(None))
        listen(q(".pf-analysis"), "toggle", lambda e: self.analyse())
        listen(q(".pf-analysis-body"), "click", self._on_click)

    def render(self) -> None:
        """A new position on the board: no preview, the list analysed again (if open)."""
        self.preview = None
        self.root.querySelector('[data-testid="pf-preview"]').hidden = True
        self.analyse()

    def analyse(self) -> None:
        details = self.root.querySelector(".pf-analysis")
        body = self.root.querySelector(".pf-analysis-body")
        board = self.board
        state, frame = board.state, board.frame
        if state is None or not details.open:
            return
        if state.phase != PLAY or state.result is not None or frame.over:
            body.innerHTML = "<p>Analysis needs a game in play.</p>"
            return
        if self._analysed is not None and self._analysed[0] == state:
            found, marks = self._analysed[1], self._analysed[2]
        else:
            # "Wins now" and "loses next turn" for every choice at once: the
            # immediate-win check costs microseconds. "Wins in two" / "loses in
            # two" take up to a second each (about a minute for all of them),
            # so they are worked out for the turn the user clicks.
            found = ranked_choices(board.game, state)
            marks = [choice.mark for choice in found]
            self._analysed = (state, found, marks)
        counts = {kind: sum(1 for c in found if c.kind == kind) for kind in ("win", "safe", "lose")}
        wins, loses = counts["win"], counts["lose"]
        # Grouped as the Push Fight Analyzer does, by what a turn leads to;
        # in each group the best first, by the computer's own evaluation.
        groups = ((f"Wins at once ({wins})", "win", range(0, wins)),
                  (f"Safe: no win at once for the opponent ({counts['safe']})", "safe",
                   range(wins, len(found) - loses)),
                  (f"Leave the opponent a win at once ({loses})", "lose",
                   range(len(found) - loses, len(found))))
        sections = []
        for title, kind, indices in groups:
            if not indices:
                continue
            items = [self._successor_html(index, found[index], marks[index])
                     for index in indices[:SHOWN_SUCCESSORS]]
            more = len(indices) - SHOWN_SUCCESSORS
            sections.append(
                f'<section class="pf-group pf-group-{kind}" data-testid="pf-group-{kind}">'
                f'<h4>{escape(title)}</h4><ol class="pf-succ-list">{"".join(items)}</ol>'
                + (f"<p>&hellip; and {more} more.</p>" if more > 0 else "") + "</section>")
        made = ([step.text() for step in frame.turn_actions if isinstance(step, Step)]
                if state.moves_made else [])
        scope = (f"ways to finish this turn after {escape(', '.join(made))}" if made
                 else "distinct positions after one turn")
        body.innerHTML = (
            f'<p data-testid="pf-analysis-count"><strong>{len(found)}</strong> {scope}; '
            f'<strong>{wins}</strong> win{"s" * (wins != 1)} now, <strong>{loses}</strong> '
            f'lose{"s" * (loses == 1)} next turn.</p>'
            f'<p class="pf-hint">Best first in each group, by the computer\'s evaluation (the '
            f'number: how much more exposed the opponent\'s pieces are than yours). Click a turn '
            f'to see it on the board, whether it wins or loses within two turns, and to play it.'
            f'</p>' + "".join(sections))

    def _successor_html(self, index: int, choice: Choice, mark: str) -> str:
        value = f"{choice.value:+.0f}" if choice.kind == "safe" else ""
        return (f'<li><button type="button" class="pf-succ" data-succ="{index}" '
                f'data-testid="pf-successor" data-value="{choice.value:.0f}">'
                f'<span class="pf-succ-turn">{escape(choice.text())}</span>{mark_html(mark)}'
                + (f' <span class="pf-succ-value" data-testid="pf-value">{value}</span>'
                   if value else "")
                + "</button></li>")

    def _on_click(self, event: Any) -> None:
        from ...dom import closest_data

        found = closest_data(event, "succ")
        if found is None or self._analysed is None:
            return
        board = self.board
        index = int(found)
        choice, marks = self._analysed[1][index], self._analysed[2]
        if marks[index] in ("", UNDECIDED):
            marks[index] = two_turn_mark(choice.position, choice.wins, TWO_TURN_NODES)
            button = self.root.querySelector(f'.pf-succ[data-succ="{index}"]')
            if button is not None:  # its <li>, redrawn with the mark
                button.parentElement.outerHTML = self._successor_html(index, choice, marks[index])
        self.preview = choice
        bar = self.root.querySelector('[data-testid="pf-preview"]')
        mover = COLOUR_NAMES[board.state.to_move]
        bar.querySelector(".pf-preview-text").textContent = (
            f"Preview: {mover} plays {choice.text()} ({marks[index] or 'no win within a turn'})")
        # Played from the preview only where a click on the board could play it.
        frame = board.frame
        bar.querySelector('[data-testid="pf-preview-play"]').hidden = not (
            frame.interactive and not frame.over and choice.steps
            and choice.steps[0] in board.legal)
        bar.hidden = False
        board.show_preview(choice)

    def play_preview(self) -> None:
        """Play the previewed turn: its decisions one after the other, as if clicked."""
        choice, board = self.preview, self.board
        if (choice is None or not board.frame.interactive or not choice.steps
                or choice.steps[0] not in board.legal):
            return
        for step in choice.steps:
            if step not in board.legal:
                return  # the position changed under the preview (it cannot: said for safety)
            board.submit(step)  # renders: board.legal is the next decision's

    def copy_position(self, position: Position | None) -> None:
        """Copy a position string of the Push Fight Analyzer (the previewed one,
        or the board's), with "brown" after it when Brown is to move."""
        import asyncio

        from pyscript import window

        state = self.board.state
        if state is None or state.phase != PLAY:
            return
        if position is None:
            text, mover = position_of(state).to_string(), state.to_move
        else:  # a preview: the other side moves next
            text, mover = position.to_string(), 1 - state.to_move
        text += " brown" if mover == 1 else ""
        note = self.root.querySelector('[data-testid="pf-copy-note"]')

        async def copy() -> None:
            try:
                await window.navigator.clipboard.writeText(text)
                note.textContent = f"Copied: {text}"
            except Exception:  # noqa: BLE001 - no clipboard: show the text to copy by hand
                note.textContent = f"Copy by hand: {text}"
        asyncio.ensure_future(copy())

    def end_preview(self) -> None:
        self.preview = None
        self.root.querySelector('[data-testid="pf-preview"]').hidden = True
        self.board.show_preview(None)


def mark_html(mark: str) -> str:
    """A successor's mark ("wins now", "loses in two", ...) as a coloured label."""
    if not mark:
        return ""
    return (f' <span class="pf-mark {_MARK_CLASS.get(mark, "")}" data-testid="pf-mark" '
            f'data-mark="{mark.replace(" ", "-")}">{escape(mark)}</span>')
