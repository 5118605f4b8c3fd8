"""The home view (game cards, "Continue", saved games) and the saved-games list.

Each game card offers "Play the computer" (one click: a new game, the person
in the first seat and the computer at ``COMPUTER_LEVEL`` in every other seat
of the default seat count) and "Pass and play" (people only; the picture does
the same). A game of several seat counts opens a setup on its tile first: how
many players and who plays each (:mod:`pushweb.homesetup`). A saved game's row says who plays, how
far it got and when it was last played (:mod:`pushweb.savesummary`).

Everything shown from storage is untrusted: names, game ids and keys go in as
text (``textContent``/``value``), keys are shortened for display, and an
unreadable entry gets a row of its own (with Delete) instead of stopping the
list.
"""

from __future__ import annotations

from typing import Any

from pushgames import registry

from . import catalogue, storage
from .actions import Click, Handler
from .address import open_earlier
from .dom import el, nn
from .storage import BadEntry, Save
from .boards import has_board
from .catalogue import CatalogueEntry
from .homesetup import COMPUTER, PEOPLE, close_setup, open_setup, read_setup
from .parts import HomeButtonsHost, HomeHost
from .savesummary import LEVEL_WORDS, finished, opponents, summary
from .session import stamp

#: The level "Play the computer" starts at (the middle one, as game sites default to).
COMPUTER_LEVEL = "medium"


def computer_seats(meta: Any) -> dict[int, str]:
    """The computer's seats for "Play the computer": all but the first, at the default seat
    count."""
    seats = meta.seat_count(meta.normalize_options({}))
    return {seat: COMPUTER_LEVEL for seat in range(1, seats)}


def _game_tile(game: CatalogueEntry) -> Any:
    tile = el("div", {"class": "game-tile", "data-testid": f"game-tile-{game.id}"})
    # The whole picture starts a game like "Pass and play" does; the buttons
    # below are what keyboards and screen readers use, so it stays out of
    # their way.
    # A game of several seat counts opens its setup (how many, who plays) instead.
    several = game.varies
    start, people, computer = (("setup-game", f"{game.id}:{PEOPLE}",
                                f"{game.id}:{COMPUTER}") if several
                               else ("open-game", game.id, game.id))
    card = el("button", {"type": "button", "class": "game-card", "data-action": start,
                         "data-arg": people,
                         "data-testid": f"game-card-{game.id}", "tabindex": "-1",
                         "aria-hidden": "true"})
    picture = el("span", {"class": "game-thumb"})
    picture.innerHTML = game.thumbnail  # our own fixed SVG (the board's, pushweb.catalogue)
    card.appendChild(picture)
    text = el("span", {"class": "game-card-text"})
    text.appendChild(el("span", {"class": "game-card-title"}, game.title))
    text.appendChild(el("span", {"class": "game-card-players"}, game.players_text))
    text.appendChild(el("span", {"class": "game-card-summary"}, game.summary))
    card.appendChild(text)
    tile.appendChild(card)
    seats = range(1, game.seats)  # computer_seats of the game's meta, from the catalogue
    against = "the computer" if len(seats) == 1 else f"{len(seats)} computers"
    level = LEVEL_WORDS[COMPUTER_LEVEL]
    actions = el("div", {"class": "game-tile-actions"})
    actions.appendChild(el("button", {"type": "button", "class": "primary",
                                      "data-action": "setup-game" if several else "play-computer",
                                      "data-arg": computer,
                                      "data-testid": f"play-computer-{game.id}",
                                      "title": f"A new game: you play {game.seat_names[0]} against "
                                               f"{against} ({level})",
                                      # The accessible name starts with the words on the button.
                                      "aria-label": f"Play the computer: {game.title} against "
                                                    f"{against} ({level})"},
                           "Play the computer"))
    actions.appendChild(el("button", {"type": "button", "data-action": start, "data-arg": people,
                                      "data-testid": f"pass-and-play-{game.id}",
                                      "title": "A new game for people taking turns on this device",
                                      "aria-label": f"Pass and play: {game.title} "
                                                    "(people on this device)"},
                           "Pass and play"))
    tile.appendChild(actions)
    return tile


def render_home(app: HomeHost) -> None:
    home = app.home
    home.replaceChildren()
    if app.embed:
        home.appendChild(el("p", {"class": "embed-empty"},
                            "Nothing to show: this embedded page needs a game link."))
        return
    if app.storage_ok:
        active = _active(app)
        if active is not None:
            cont = el("button", {"type": "button", "class": "continue-card",
                                 "data-action": "open-save",
                                 "data-arg": active.id, "data-testid": "continue"})
            cont.appendChild(el("span", {"class": "continue-label"}, "Continue"))
            cont.appendChild(el("span", {"class": "continue-name"}, active.name))
            cont.appendChild(el("span", {"class": "continue-detail"}, _detail_who(active)))
            home.appendChild(cont)
    home.appendChild(el("h2", {}, "Games"))
    grid = el("div", {"class": "game-grid"})
    # From the build's catalogue: the home page imports no engine and no board.
    for game in catalogue.entries():
        grid.appendChild(_game_tile(game))
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
    # A finished game is not one to continue: its save stays in the list below.
    return entry if isinstance(entry,
                               Save) and has_board(entry.game) and not finished(
        entry.record) else None


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
                               f"Unreadable entry \u201c{storage.short_key(entry.key)}\u201d: "
                               f"{entry.problem}"))
            row.appendChild(el("button",
                               {"type": "button", "data-action": "delete-save",
                                "data-arg": entry.id,
                                "data-name": storage.short_key(entry.key),
                                "data-testid": "delete-bad"},
                               "Delete"))
            listing.appendChild(row)
            continue
        known = registry.game_ids() + registry.toy_game_ids()
        # A listed game's title from the catalogue: listing saves imports no engine.
        title = catalogue.title(entry.game) or (
            registry.get_game(entry.game).meta.title if entry.game in known else entry.game)
        if not has_board(entry.game):
            title += " (not playable on this page)"
        row = el("li", {"class": "save-row" + (" save-current" if entry.id == current else ""),
                        "data-testid": "save-entry", "data-save-id": entry.id})
        name = el("input", {"type": "text", "class": "save-name", "data-rename": entry.id,
                            "aria-label": "Name of the saved game", "maxlength": storage.MAX_NAME})
        name.value = entry.name
        row.appendChild(name)
        last = "playing now" if entry.id == current and not finished(entry.record) \
            else f"last played {stamp(entry.updated)}"
        detail = el("span", {"class": "save-detail"})
        detail.appendChild(el("span", {"class": "save-who"}, _detail_who(entry, title)))
        detail.appendChild(el("span", {"class": "save-progress"},
                              " \u00b7 ".join(part
                                              for part in (summary(entry.record), last) if part)))
        row.appendChild(detail)
        buttons = el("span", {"class": "save-buttons"})
        buttons.appendChild(el("button",
                               {"type": "button", "data-action": "open-save", "data-arg": entry.id,
                                "data-testid": "open-save"}, "Open"))
        buttons.appendChild(el("button",
                               {"type": "button", "data-action": "delete-save",
                                "data-arg": entry.id,
                                "data-name": entry.name, "data-testid": "delete-save"}, "Delete"))
        row.appendChild(buttons)
        listing.appendChild(row)
    box.appendChild(listing)


def _detail_who(entry: Save, title: str | None = None) -> str:
    """E.g. "Push Push · You v Computer (Medium)": the game and who plays it."""
    if title is None:
        title = catalogue.title(entry.game) or registry.get_game(entry.game).meta.title
    who = opponents(entry.game, entry.record, entry.computers, entry.names)
    return " \u00b7 ".join(part for part in (title, who) if part)


class HomeButtons:
    """The home page's buttons (and "Home" on every page): which game, who plays it, which save."""

    def __init__(self, app: HomeButtonsHost) -> None:
        self.app = app

    def actions(self) -> dict[str, Handler]:
        return {
            "open-game": lambda click: self.app.router.go(click.arg or ""),
            "play-computer": lambda click: self._play_computer(click.arg),
            "setup-game": lambda click: self._open_setup(click.arg or ""),
            "setup-cancel": lambda click: close_setup(),
            "setup-start": self._start_from_setup,
            "open-save": lambda click: self._open_save_by_id(click.arg),
            "open-earlier": lambda click: open_earlier(self.app.router),
            "home": self._go_home,
        }

    def _go_home(self, click: Click) -> None:
        click.event.preventDefault()
        self.app.router.go("")

    def _open_setup(self, arg: str) -> None:
        game_id, _, mode = arg.partition(":")
        if game_id in registry.game_ids():
            open_setup(registry.get_game(game_id).meta, mode)

    def _play_computer(self, game_id: str | None) -> None:
        """The home page's one click: a new game, the computer in every seat but the first."""
        if game_id not in registry.game_ids():
            return
        self.app.computer.seat_next_game(computer_seats(registry.get_game(game_id).meta), {})
        self.app.router.go(game_id)

    def _start_from_setup(self, click: Click) -> None:
        panel = nn(click.target.closest("[data-home-setup]"))
        if panel is not None and click.arg in registry.game_ids():
            seats, levels = read_setup(panel)
            self.app.computer.seat_next_game(levels, {})
            self.app.router.new_game(registry.get_game(click.arg), {"seats": seats}, None, named="")

    def _open_save_by_id(self, save_id: str | None) -> None:
        entry = self.app.saves.read(save_id)
        if isinstance(entry, Save):
            self.app.router.open_save(entry)
        elif isinstance(entry, BadEntry) and entry.missing:
            self.app.messages.show(
                "That saved game is no longer there (it was deleted in another tab).",
                kind="info", key="gone")
            self.app.refresh_lists()
