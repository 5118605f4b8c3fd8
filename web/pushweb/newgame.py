"""The new-game form: the game's options (``meta.options``), who plays each
seat, and under a closed "Advanced" the expert's options and the seed.

Every field has a visible label tied to it (``label[for]``), above the field,
or beside it for a switch; a choice shows the engine's words for its values
(``OptionSpec.choice_labels``: "White (A)", not "A"). The form knows nothing
of the App: the game view hands it the game's meta and the seat fields.
"""

from __future__ import annotations

from typing import Any

from pushgames.core import OptionError, OptionValue

from .dom import el, nn
from .session import MAX_SEED


def build(form: Any, meta: Any, seat_fields: Any) -> None:
    """Fill ``form`` for a new game of ``meta`` (its old content goes)."""
    form.replaceChildren()
    form.appendChild(el("h3", {}, f"New game of {meta.title}"))
    main = [spec for spec in meta.options if not spec.advanced]
    expert = [spec for spec in meta.options if spec.advanced]
    if main:
        rules = el("div", {"class": "form-fields"})
        for spec in main:
            rules.appendChild(option_field(spec))
        form.appendChild(rules)
    form.appendChild(seat_fields)
    advanced = el("details", {"class": "form-advanced", "data-testid": "advanced"})
    advanced.appendChild(el("summary", {}, "Advanced"))
    fields = el("div", {"class": "form-fields"})
    for spec in expert:
        fields.appendChild(option_field(spec))
    fields.appendChild(seed_field())
    advanced.appendChild(fields)
    form.appendChild(advanced)
    form.appendChild(el("button",
                        {"type": "submit", "class": "primary", "data-testid": "start-new-game"},
                        "Start the new game"))


def option_field(spec: Any) -> Any:
    """One option: its label above its field (a switch: beside it), then its help."""
    field_id = f"opt-{spec.name}"
    help_id = f"{field_id}-help"
    described = {"aria-describedby": help_id} if spec.help else {}
    # A seat's option comes and goes with the seat's row (Panels._show_seat_rows).
    seat_row = {"data-seat-row": spec.seat} if spec.seat is not None else {}
    if spec.kind == "bool":
        row = el("div", {"class": "form-row form-check", **seat_row})
        box = el("input", {"type": "checkbox", "id": field_id, "name": field_id, **described})
        box.checked = bool(spec.default)
        row.appendChild(box)
        row.appendChild(el("label", {"for": field_id}, spec.label))
    else:
        row = el("div", {"class": "form-row form-field", **seat_row})
        row.appendChild(el("label", {"for": field_id}, spec.label))
        row.appendChild(_input(spec, field_id, described))
    if spec.help:
        row.appendChild(el("small", {"id": help_id}, spec.help))
    return row


def _input(spec: Any, field_id: str, described: dict[str, str]) -> Any:
    if spec.kind == "choice":
        select = el("select", {"id": field_id, "name": field_id, "data-testid": field_id,
                               **described})
        for choice in spec.choices:
            select.appendChild(el("option", {"value": choice, "selected": choice == spec.default},
                                  spec.choice_label(choice)))
        return select
    if spec.kind == "text":
        text_input = el("input", {"type": "text", "id": field_id, "name": field_id,
                                  "spellcheck": "false",
                                  "autocomplete": "off", "data-testid": field_id, **described})
        text_input.value = str(spec.default)
        return text_input
    number = el("input", {"type": "number", "id": field_id, "name": field_id, "min": spec.minimum,
                          "max": spec.maximum, "step": 1, "inputmode": "numeric",
                          "class": "form-number",
                          "data-testid": field_id, **described})
    number.value = str(spec.default)
    return number


def seed_field() -> Any:
    row = el("div", {"class": "form-row form-field"})
    row.appendChild(el("label", {"for": "opt-seed"}, "Seed"))
    row.appendChild(el("input", {"type": "text", "id": "opt-seed", "name": "seed",
                                 "inputmode": "numeric",
                                 "placeholder": "random", "data-testid": "seed",
                                 "autocomplete": "off",
                                 "aria-describedby": "opt-seed-help"}))
    row.appendChild(el("small", {"id": "opt-seed-help"},
                       "The same seed and options deal the same chances (dice, cards, "
                       "a random setup)."))
    return row


def read(form: Any, meta: Any) -> tuple[dict[str, OptionValue], int | None]:
    """The options and the seed (None: random) the form asks for; OptionError when one is wrong."""
    options: dict[str, OptionValue] = {}
    for spec in meta.options:
        field = form.querySelector(f'[name="opt-{spec.name}"]')
        seat_row = nn(field.closest("[data-seat-row]"))
        if seat_row is not None and seat_row.hidden:
            # A seat that does not play: what was picked for it before the count went down is not
            # asked.
            options[spec.name] = spec.default
            continue
        options[spec.name] = spec.coerce(bool(field.checked) if spec.kind == "bool"
                                         else str(field.value))
    seed_text = str(form.querySelector('[name="seed"]').value).strip()
    if not seed_text:
        return options, None
    # not "²", which int() refuses
    if not (seed_text.isascii() and seed_text.isdigit()) or int(seed_text) > MAX_SEED:
        raise OptionError(f"the seed must be a whole number from 0 to {MAX_SEED}")
    return options, int(seed_text)
