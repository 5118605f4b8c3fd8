"""The strip of facts above the Pushout table: the piles (with the card on
top of the discard), the scoring rows' totals and progress, the turns played,
One Hundred's match score and Swiss Cheese's banks (a banked card of the seat
to move is a button that selects it for playing)."""

from __future__ import annotations

from typing import Any, Sequence

from pushgames.pushout import actions as act
from pushgames.pushout.cards import CANON, UNKNOWN, VALUE_FOR
from pushgames.pushout.words import card_words
from pushgames.pushout.rules import SEAT_NAMES
from pushgames.pushout.scoring import total

from ...dom import el
from .. import Frame
from .cards import loose_card_svg
from .progress import progress_text


def playable_bank_card(card: int, legal: Sequence[int]) -> int | None:
    """The canonical id of banked ``card`` if some legal action plays it, else None."""
    canon = CANON[card]
    return canon if any(act.kind(a) == "play" and act.play_parts(a)[0] == canon
                        for a in legal) else None


def draw_info(info: Any, state: Any, frame: Frame[Any, Any], legal: Sequence[int],
              selected_bank: int | None,
              previewing: bool) -> None:
    """Fill ``info`` (emptied first) with the facts of ``state``."""
    rules = state.rules
    info.replaceChildren()

    def item(testid: str, label: str, value: str) -> Any:
        box = el("div", {"class": "po-stat", "data-testid": testid})
        box.appendChild(el("span", {"class": "po-stat-label"}, label))
        box.appendChild(el("span", {"class": "po-stat-value"}, value))
        info.appendChild(box)
        return box

    # The last turn (both moves of a Double turn, and where a fallen card went) against
    # the state before it: a card it discarded or banked is marked like the table's cards.
    before = None if previewing else (frame.turn_start_state or frame.previous_state)
    item("po-pile", "Draw pile", str(len(state.pile)))
    discard = item("po-discard", "Discard", str(len(state.discard)))
    if state.discard:
        top = state.discard[-1]  # UNKNOWN while chance is still to say which card it is
        fell = before is not None and len(before.discard) < len(state.discard)
        holder = el("span", {"class": "po-top" + (" po-fell" if fell else ""),
                             "data-testid": "po-discard-top",
                             "title": "top: " + ("a card being turned up" if top == UNKNOWN
                                                 else card_words(top))})
        holder.innerHTML = loose_card_svg(top, 64)  # our own markup
        discard.appendChild(holder)
        if fell:  # the card the last turn pushed off (or discarded) is on top
            discard.appendChild(el("span", {"class": "po-fell-note", "data-testid": "po-fell"},
                                   "discarded last turn"))
    item("po-scores", "Scoring rows",
         _both(total(rules, state.board, 0), total(rules, state.board, 1)))
    item("po-turns", "Turns played", _both(*state.turns_done))
    # How close each scoring row is to an automatic win (progress.py).
    for seat, colour in enumerate(SEAT_NAMES):
        values = [VALUE_FOR[seat][state.board[q]] for q in rules.geometry.scoring_row[seat]]
        item(f"po-progress-{seat}", f"{colour}'s row", progress_text(values, rules.zeros_wild))
    if rules.hundred:
        text = f"deal {state.deal}: {_both(*state.tally)} (to 100)"
        item("po-match", "Match", text)
        if state.last_deal is not None:
            last = state.last_deal
            item("po-last-deal", f"Deal {last.deal}",
                 f"{last.reason}; +{last.points[0]} / +{last.points[1]}")
    if rules.swiss:
        for seat in (0, 1):
            box = item(f"po-bank-{seat}", f"{SEAT_NAMES[seat]}'s bank", str(len(state.banks[seat])))
            bank = state.banks[seat]
            # Its newest card came last turn (a Double turn may also have played an older one).
            banked = before is not None and bool(bank) and (len(before.banks[seat]) < len(bank)
                                                            or bank[-1] not in before.banks[seat])
            for index, card in enumerate(bank):
                box.appendChild(_bank_card(card,
                                           playable_bank_card(card, legal) if seat == state.turn and
                                           card != UNKNOWN else None, selected_bank,
                                           banked and index == len(bank) - 1))


def _both(white: int, black: int) -> str:
    """"White 13 \u00b7 Black 17": a number for each seat."""
    return f"{SEAT_NAMES[0]} {white} \u00b7 {SEAT_NAMES[1]} {black}"


def _bank_card(card: int, canon: int | None, selected_bank: int | None, fresh: bool) -> Any:
    """A banked card: a button when it may be played now; ``fresh``: banked last turn (marked)."""
    mark = " po-fell" if fresh else ""
    if card == UNKNOWN:  # banked face down: chance is still to say which card it is
        holder = el("span", {"class": "po-bank-card" + mark, "data-testid": "po-bank-card",
                             "aria-label": "banked card being turned up"})
    elif canon is None:
        holder = el("span", {"class": "po-bank-card" + mark, "data-testid": "po-bank-card",
                             "aria-label": f"banked {card_words(card)}"
                             + (" last turn" if fresh else "")})
    else:
        pressed = canon == selected_bank
        holder = el("button", {"type": "button", "class": "po-bank-card" + mark,
                               "data-po-bank": canon,
                               "data-testid": "po-bank-card",
                               "aria-pressed": "true" if pressed else "false",
                               "aria-label": f"banked {card_words(card)}"
                               + (" last turn" if fresh else "") + (
                                   ", selected: choose a hole and the way round on the table"
                                           if pressed
                                   else ", play it")})
    holder.innerHTML = loose_card_svg(card, 34)  # our own markup
    return holder
