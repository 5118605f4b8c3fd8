"""The Pickpocket board: the test game's table drawn plainly (hands as rows
of cards, the deck, the discard, the turns left), enough to play it in the
page and to test pass and play. Not listed on the home page (the registry
keeps Pickpocket among the test games); it opens by link, ``#pickpocket``.

Every state drawn here is ``game.view(state, seat)``: a card whose face the
seat does not know is a back ("face-down card"), with no face anywhere in
its markup. Cards of the seat to move that it may play are buttons; the
other decisions (steal, peek, block, allow, pass) are the shell's action
buttons (``extra_actions``).
"""

from __future__ import annotations

from typing import Any, Sequence

from pushgames.core.knowledge import Card
from pushgames.pickpocket import DECK, DISCARD, SEAT_NAMES, hand
from pushgames.pickpocket.rules import PickpocketState

from .. import BoardHost, BoardPlugin, Frame
from ...dom import el, nn

RULES_HTML = """
<p>A small game made to test the page: two or three players, private hands, a steal,
a peek and a block.</p>
<h3>A turn</h3>
<ul>
<li><strong>Play</strong> a card face up and score its value (click it). A 3 or a 4 can be
<em>blocked</em>: each other player in turn is asked, and one holding a 1 may discard it to cancel
the score.</li>
<li><strong>Steal</strong> a random card from another player's hand (only thief and victim learn
which).</li>
<li><strong>Peek</strong> at another player's hand.</li>
<li><strong>Pass</strong>, only with nothing else to do.</li>
</ul>
<p>Then the player draws a card, if any is left. After the last turn (or when every card is played)
the highest score wins.</p>
<h3>Clarifications</h3>
<p>Played at one device by several people, the page hands the device over before each person's
decision; undo never takes back a draw, a steal or a peek.</p>
<p class="credits">Made for the pushgames tests.</p>
"""


def card_element(card: Card, playable: str | None) -> Any:
    """One card: its face if the viewer knows it (a button when it may be
    played now), else a back that says nothing of the face."""
    if card.face < 0:
        return el("span", {"class": "pp-card pp-back", "role": "img",
                           "aria-label": "face-down card",
                           "data-testid": "pp-back"}, "?")
    value = str(card.face + 1)
    if playable is not None:
        return el("button", {"type": "button", "class": "pp-card pp-face",
                             "data-pp-action": playable,
                             "data-testid": "pp-card", "aria-label": f"play your {value}"}, value)
    return el("span", {"class": "pp-card pp-face", "role": "img", "aria-label": f"a {value}",
                       "data-testid": "pp-card"}, value)


#: The seats' colours, as their names say (Red, Blue, Green), with the ink of a mark's letter.
SEAT_MARKS = (("#d62828", "#ffffff"), ("#1d5fd1", "#ffffff"), ("#2a9d4b", "#ffffff"))


class PickpocketBoard(BoardPlugin[PickpocketState, str]):
    game_id = "pickpocket"
    keyboard_help = "<kbd>Tab</kbd> to a card or an action button, <kbd>Enter</kbd> plays it."

    def seat_mark(self, seat: int) -> tuple[str, str] | None:
        return SEAT_MARKS[seat] if seat < len(SEAT_MARKS) else None

    def __init__(self) -> None:
        self.root: Any = None

    def rules_html(self) -> str:
        return RULES_HTML

    def thumbnail_svg(self) -> str:
        return ('<svg viewBox="0 0 60 40" aria-hidden="true"><rect x="8" y="6" width="18" '
                'height="28" rx="3" fill="#fff" stroke="#333"/><rect x="32" y="6" width="18" '
                'height="28" rx="3" fill="#0b57d0"/></svg>')

    def mount(self, host: BoardHost[PickpocketState, str]) -> Any:
        self.host = host
        self.root = el("div", {"class": "pp-board", "data-testid": "board"})
        host.listen(self.root, "click", self._on_click)
        return self.root

    def _on_click(self, event: Any) -> None:
        target = nn(event.target.closest("[data-pp-action]")) if hasattr(event.target,
                                                                         "closest") else None
        if target is not None:
            self.host.submit(str(target.getAttribute("data-pp-action")))

    def render(self, state: Any, frame: Frame[PickpocketState, str]) -> None:
        legal = set(frame.legal) if frame.interactive else set()
        cards = state.cards
        table = el("div", {"class": "pp-table"})
        table.appendChild(el("span", {"class": "pp-stat", "data-testid": "pp-deck"},
                             f"Deck: {cards.size(DECK)} cards"))
        table.appendChild(el("span", {"class": "pp-stat", "data-testid": "pp-turns"},
                             f"Turns left: {state.turns_left}"))
        discard = el("div", {"class": "pp-discard", "data-testid": "pp-discard",
                             "aria-label": "Discard pile"})
        discard.appendChild(el("span", {"class": "pp-label"}, "Discard: "))
        for card in cards.pile(DISCARD):
            discard.appendChild(card_element(card, None))
        table.appendChild(discard)
        seats = []
        for seat in range(state.seats):
            mine = seat == frame.seat
            name = SEAT_NAMES[seat] + (" (you)" if mine else "")
            box = el("section", {"class": f"pp-seat seat-{seat}" + (" pp-mine" if mine else ""),
                                 "data-testid": f"pp-hand-{seat}", "data-hand": seat,
                                 "aria-label": f"{SEAT_NAMES[seat]}'s hand"})
            box.appendChild(el("h3", {"class": "pp-name"}, f"{name}: score {state.scores[seat]}"))
            row = el("div", {"class": "pp-cards"})
            for card in cards.pile(hand(seat)):
                action = f"play {card.face + 1}" if mine and card.face >= 0 else None
                row.appendChild(card_element(card, action if action in legal else None))
            if not cards.size(hand(seat)):
                row.appendChild(el("span", {"class": "pp-empty"}, "no cards"))
            box.appendChild(row)
            seats.append(box)
        self.root.replaceChildren(table, *seats)

    def extra_actions(self, state: Any, actions: Sequence[Any]) -> list[tuple[str, Any]]:
        out = []
        for action in actions:
            verb, _, arg = str(action).partition(" ")
            if verb == "play":
                continue  # a click on the card itself
            label = {"steal": "Steal a card from {}", "peek": "Peek at {}'s hand"}.get(verb)
            if label is not None:
                out.append((label.format(SEAT_NAMES[int(arg)]), action))
            else:
                out.append(({"pass": "Pass", "allow": "Allow it",
                             "block": "Block with a 1"}.get(verb, verb), action))
        return out
