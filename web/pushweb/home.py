"""The home view (game list, "Continue", saved games) and the saved-games list.

Everything shown from storage is untrusted: names, game ids and keys go in as
text (``textContent``/``value``), keys are shortened for display, and an
unreadable entry gets a row of its own (with Delete) instead of stopping the
list.
"""

from __future__ import annotations

from typing import Any

from pushgames import registry

from . import storage
from .dom import el
from .storage import BadEntry, Save
from .boards import has_board, static_board

from .parts import HomeHost
from .session import stamp


def render_home(app: HomeHost) -> None:
    home = app.home
    home.replaceChildren()
    if app.embed:
        home.appendChild(el("p", {"class": "embed-empty"}, "Nothing to show: this embedded page needs a game link."))
        return
    if app.storage_ok:
        active = _active(app)
        if active is not None:
            cont = el("button", {"type": "button", "class": "continue-card", "data-action": "open-save",
                                 "data-arg": active.id, "data-testid": "continue"})
            cont.appendChild(el("span", {"class": "continue-label"}, "Continue"))
            cont.appendChild(el("span", {"class": "continue-name"}, active.name))
            home.appendChild(cont)
    home.appendChild(el("h2", {}, "Games"))
    grid = el("div", {"class": "game-grid"})
    for game in registry.all_games():
        meta = game.meta
        if not has_board(meta.id):
            continue
        card = el("button", {"type": "button", "class": "game-card", "data-action": "open-game", "data-arg": meta.id,
                             "data-testid": f"game-card-{meta.id}", "aria-label": f"New game of {meta.title}"})
        picture = el("span", {"class": "game-thumb"})
        picture.innerHTML = static_board(meta.id).thumbnail_svg()  # our own fixed SVG
        card.appendChild(picture)
        text = el("span", {"class": "game-card-text"})
        text.appendChild(el("span", {"class": "game-card-title"}, meta.title))
        text.appendChild(el("span", {"class": "game-card-summary"}, meta.summary))
        card.appendChild(text)
        grid.appendChild(card)
    home.appendChild(grid)
    home.appendChild(el("h2", {}, "Saved games"))
    box = el("div", {"data-saves-list": True})
    home.appendChild(box)
    render_saves(app, box)


def _active(app: HomeHost) -> Save | None:
    """The save "Continue" opens; a pointer to garbage or to a bad entry shows no card."""
    try:
        save_id = storage.active_id()
        entry = storage.load(save_id) if save_id else None
    except storage.StorageUnavailable:
        return None
    return entry if isinstance(entry, Save) and has_board(entry.game) else None


def render_saves(app: HomeHost, box: Any) -> None:
    box.replaceChildren()
    if not app.storage_ok:
        box.appendChild(el("p", {}, "Saved games are not available here."))
        return
    try:
        entries = app.saves.entries()
    except storage.StorageUnavailable as error:
        box.appendChild(el("p", {}, f"Saved games are not available in this browser ({error})."))
        return
    if not entries:
        box.appendChild(el("p", {"class": "muted"}, "No saved games yet."))
        return
    current = app.session.save_id if app.session is not None else None
    listing = el("ul", {"class": "saves-list", "data-testid": "saves-list"})
    for entry in entries:
        if isinstance(entry, BadEntry):
            row = el("li", {"class": "save-row save-bad", "data-testid": "save-entry-bad"})
            row.appendChild(el("span", {"class": "save-problem"},
                               f"Unreadable entry \u201c{storage.short_key(entry.key)}\u201d: {entry.problem}"))
            row.appendChild(el("button", {"type": "button", "data-action": "delete-save", "data-arg": entry.id,
                                          "data-name": storage.short_key(entry.key), "data-testid": "delete-bad"},
                               "Delete"))
            listing.appendChild(row)
            continue
        known = registry.game_ids() + registry.toy_game_ids()
        title = registry.get_game(entry.game).meta.title if entry.game in known else entry.game
        if not has_board(entry.game):
            title += " (not playable on this page)"
        row = el("li", {"class": "save-row" + (" save-current" if entry.id == current else ""),
                        "data-testid": "save-entry", "data-save-id": entry.id})
        name = el("input", {"type": "text", "class": "save-name", "data-rename": entry.id,
                            "aria-label": "Name of the saved game", "maxlength": storage.MAX_NAME})
        name.value = entry.name
        row.appendChild(name)
        from .savesummary import summary

        counted = summary(entry.record)  # moves and result (pushweb.savesummary)
        parts = [title, counted, stamp(entry.updated)] + (["playing now"] if entry.id == current else [])
        detail = " \u00b7 ".join(part for part in parts if part)
        row.appendChild(el("span", {"class": "save-detail"}, detail))
        buttons = el("span", {"class": "save-buttons"})
        buttons.appendChild(el("button", {"type": "button", "data-action": "open-save", "data-arg": entry.id,
                                          "data-testid": "open-save"}, "Open"))
        buttons.appendChild(el("button", {"type": "button", "data-action": "delete-save", "data-arg": entry.id,
                                          "data-name": entry.name, "data-testid": "delete-save"}, "Delete"))
        row.appendChild(buttons)
        listing.appendChild(row)
    box.appendChild(listing)
