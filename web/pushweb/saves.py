"""The live game's save, kept in step with localStorage and with other tabs.

Several tabs of the site share one localStorage. Without care, tab B writing
its copy of a save after tab A played three moves drops A's moves, and B's
next move recreates a save a third tab deleted. So:

- Each save carries ``rev`` (:mod:`pushweb.storage`), bumped on every write.
  The session remembers the rev and the record text it last read or wrote
  (``Session.rev`` / ``Session.synced``).
- Before every write the stored entry is read again (:meth:`Saves.sync`). If
  it is unchanged since we last saw it, ours is written with rev + 1.
  Otherwise another tab wrote it, and the two lines (decoded records) are
  compared: if ours extends the stored line, ours is written; if the stored
  line extends ours (or we changed nothing), it is adopted and the player is
  told; if they diverge, ours is forked into a new save and the player is
  told. A save deleted elsewhere is never recreated silently: the game stays
  on screen, unsaved, with a button to save it again. A rename elsewhere is
  kept unless this tab is the one renaming.
- The ``storage`` event (fired in the other tabs on every write) runs the
  same comparison at once, so an idle tab follows the tab being played, and
  refreshes the saves list.

localStorage offers no transaction: two tabs writing within the same
millisecond can still race. The re-read before writing narrows that window
to almost nothing, and the storage event repairs the tab that lost it.

This module also reports unreadable entries (one message listing their keys)
and finds the save a link already lives in, so reloading a tab or opening the
same link twice reuses that save instead of storing a new copy.

A new game is stored only at its first move, so until then the tab keeps its
set-up (who plays, names, the game's name) in sessionStorage as a *draft*: a
reload brings back the same kind of game, not a game of people. The address
stays a plain link (a link without ``?players=`` is for people), and the
draft is this tab's alone: another tab or a shared link never sees it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pushgames import registry
from pushgames.core import PushgamesError
from pushgames.core.record import MAX_TEXT, decoded
from pyscript import window

from . import storage
from .dom import nn, now_ms
from .savesummary import names_no_game
from .storage import BadEntry, Save

from .actions import Handler
from .parts import SavesHost

if TYPE_CHECKING:
    from .session import Session

#: How the stored line relates to ours (see :func:`compare_lines`).
EQUAL, OURS_LONGER, THEIRS_LONGER, DIVERGED, UNREADABLE = (
    "equal",
    "ours-longer",
    "theirs-longer",
    "diverged",
    "unreadable",
)
#: sessionStorage keys (per tab, survive a reload): the save this tab plays,
#: or else the new game it shows, not stored yet (:meth:`Saves.keep_draft`).
#: At most one of the two is set.
TAB_KEY = "pushgames:tab-save"
DRAFT_KEY = "pushgames:tab-draft"
#: The id the draft's game goes by (the page's address may name it: pushweb.session.SAVE_MARK).
DRAFT_ID_KEY = "pushgames:tab-draft-id"
#: At most this many bad keys are named in the message; the saves list shows all.
SHOWN_BAD = 4


def compare_lines(theirs: str, ours: str) -> str:
    """How record text ``theirs`` relates to ``ours``, compared as decoded records.

    Two texts can encode the same game differently (an older encoder, player
    names), so equal text is a shortcut, not the test: the same game, rules
    version, options and seed, and one action list a prefix of the other.
    """
    if theirs == ours:
        return EQUAL
    try:
        a, b = decoded(theirs), decoded(ours)  # the open path reads each text more than once
    except PushgamesError:
        return UNREADABLE
    if (a.game_id, a.rules_version, dict(a.options), a.seed) != (b.game_id, b.rules_version,
                                                                 dict(b.options), b.seed):
        return DIVERGED
    shorter = min(len(a.actions), len(b.actions))
    if a.actions[:shorter] != b.actions[:shorter]:
        return DIVERGED
    if len(a.actions) == len(b.actions):
        return EQUAL
    return OURS_LONGER if len(b.actions) > len(a.actions) else THEIRS_LONGER


def worth_keeping(session: "Session") -> bool:
    """Whether a game never stored yet has anything a save should keep."""
    replay = session.replay
    return replay.ply > 0 or replay.outcome is not None


def _has_decisions(record_text: str) -> bool:
    try:
        return decoded(record_text).decision_count > 0
    except PushgamesError:
        return False


def _session_get(key: str) -> str | None:
    try:
        value = nn(window.sessionStorage.getItem(key))
    except Exception:  # noqa: BLE001 - no sessionStorage: no memory across reloads
        return None
    return value if isinstance(value, str) else None


def _session_set(key: str, value: str | None) -> None:
    try:
        if value is None:
            window.sessionStorage.removeItem(key)
        else:
            window.sessionStorage.setItem(key, value)
    except Exception:  # noqa: BLE001 - as above (or full: the tab just forgets)
        pass


def _tab_get() -> str | None:
    value = _session_get(TAB_KEY)
    return value if value is not None and 0 < len(value) <= storage.MAX_ID else None


class Saves:
    """Reads and writes saves for the app, and keeps the live one in step."""

    def __init__(self, app: SavesHost) -> None:
        self.app = app
        self.bad: dict[str, str] = {}
        self._shown_bad: tuple[str, ...] = ()

    def actions(self) -> dict[str, Handler]:
        """The saves' buttons (pushweb.actions)."""
        return {"save-again": lambda click: self.save_again(),
                "delete-save": lambda click: self.delete(click.arg or "",
                                                         str(click.target.getAttribute("data-name")
                                                             or click.arg))}

    def delete(self, save_id: str, name: str) -> None:
        """Ask, then delete a saved game; the game on screen stays, no longer saved."""
        def really() -> None:
            try:
                storage.delete(save_id)
            except storage.StorageUnavailable as error:
                self.app.storage_problem(str(error))
            session = self.app.session
            if session is not None and session.save_id == save_id:
                # the game stays on screen but is no longer saved
                session.save_id, session.rev, session.synced = None, 0, None
                self.app.messages.show(
                    "This game was deleted from the saved games and is no longer being saved.",
                    kind="info", key="deleted-active",
                    button=("Save it as a new game", "save-again"))
            self.forget_bad(storage.SAVE_PREFIX + save_id)
            self.app.messages.drop("bad:" + storage.SAVE_PREFIX + save_id)
            self.app.refresh_lists()

        self.app.overlay.open(f"Delete the saved game \u201c{name}\u201d? This cannot be undone.",
                              [("Delete", really)], testid="confirm")

    def rename(self, save_id: str | None, name: str, live: bool = False) -> None:
        """Rename a saved game (``live``: the game on screen, saved or not)."""
        name = name.strip()[: storage.MAX_NAME] or "Untitled game"
        if self.app.session is not None and (live or self.app.session.save_id == save_id):
            self.app.session.name = name
            self.autosave(renamed=True)
            self.app.refresh_saves()
            return
        entry = self.read(save_id)
        if isinstance(entry, Save):
            entry.name = name
            # tells a tab playing this save that it changed here
            entry.rev = storage.next_rev(entry.rev)
            try:
                storage.write(entry)
            except storage.StorageFull:
                self.app.storage_full()
            except storage.StorageUnavailable as error:
                self.app.storage_problem(str(error))
        self.app.refresh_saves()

    # -- reading ------------------------------------------------------------------
    def read(self, save_id: str | None, quiet: bool = False) -> Save | BadEntry | None:
        if save_id is None:
            return None
        try:
            entry = storage.load(save_id)
        except storage.StorageUnavailable as error:
            self.app.storage_problem(str(error))
            return None
        if isinstance(entry, BadEntry) and not entry.missing and not quiet:
            self.report_bad(entry)
        return entry

    def entries(self) -> list[Save | BadEntry]:
        """Every save entry; the bad ones become the reported set (StorageUnavailable passes)."""
        entries = storage.load_all()
        self.bad = {e.key: e.problem for e in entries if isinstance(e, BadEntry)}
        self._show_bad()
        return entries

    def scan(self) -> list[Save]:
        """The readable saves, reporting the others (at start and before reusing a save)."""
        try:
            return [e for e in self.entries() if isinstance(e, Save)]
        except storage.StorageUnavailable as error:
            self.app.storage_problem(str(error))
            return []

    def report_bad(self, entry: BadEntry) -> None:
        self.bad[entry.key] = entry.problem
        self._show_bad()

    def forget_bad(self, key: str) -> None:
        self.bad.pop(key, None)
        self._show_bad()

    def _show_bad(self) -> None:
        """One message for all unreadable entries, shown again only when the set changes."""
        keys = tuple(sorted(self.bad))
        if keys == self._shown_bad:
            return
        self._shown_bad = keys
        if not keys:
            self.app.messages.drop("bad-entries")
            return
        named = "; ".join(f"\u201c{storage.short_key(k)}\u201d ({self.bad[k]})"
                          for k in keys[:SHOWN_BAD])
        more = f"; and {len(keys) - SHOWN_BAD} more" if len(keys) > SHOWN_BAD else ""
        what = "A saved game" if len(keys) == 1 else f"{len(keys)} saved games"
        self.app.messages.show(
            f"{what} could not be read and {'was' if len(keys) == 1 else 'were'} skipped: "
            f"{named}{more}. Nothing was changed; you can delete unreadable entries "
            "from the saved games list.", key="bad-entries")

    def saved_copy(self, game_id: str, record: str, reloading: bool = False) -> Save | None:
        """The save a link's game already lives in, if any.

        When ``reloading`` (the page starts on this fragment), this tab's own
        save (remembered in sessionStorage) counts when it holds the link's
        line or extends it: another tab played on while this one was away. A
        link followed later may name an earlier position on purpose, so then,
        as for every other save, only the exact game counts.
        Before this, every reload of a tab whose game was not the active one
        stored its link again as a new save. A line without decisions is a
        new game not saved yet (:meth:`autosave`), never this tab's save
        played on elsewhere: every new Push Push game has the same record.
        For the same reason such a record names no other save either
        (:func:`names_no_game`): before this, a reload of a new game opened
        the newest old save without moves instead, with its name and players.
        """
        own = self.read(_tab_get(), quiet=True) if reloading else None
        if isinstance(own, Save) and own.game == game_id:
            relation = compare_lines(own.record, record)
            if relation == EQUAL or (relation == THEIRS_LONGER and _has_decisions(record)):
                return own
        if names_no_game(record):
            return None
        same = [s for s in self.scan() if s.game == game_id
                and compare_lines(s.record, record) == EQUAL]
        try:
            active = storage.active_id()
        except storage.StorageUnavailable:
            active = None
        same.sort(key=lambda s: s.id != active)  # the active one first, then the newest
        return same[0] if same else None

    # -- writing ------------------------------------------------------------------
    def point_here(self, save_id: str) -> None:
        """Make ``save_id`` the game "Continue" opens, and this tab's save.

        Called after every successful write, not only when a game opens: when
        storage was full and is freed, the game is saved again and the pointer
        must follow (it used to keep naming the older game).
        """
        _session_set(TAB_KEY, save_id)
        _session_set(DRAFT_KEY, None)
        _session_set(DRAFT_ID_KEY, None)
        try:
            storage.set_active(save_id)
        except storage.StorageFull:
            self.app.storage_full()
        except storage.StorageUnavailable as error:
            self.app.storage_problem(str(error))

    def autosave(self, renamed: bool = False) -> None:
        """Store the live game after a change made in this tab, once it is worth keeping.

        A new game is stored only once it holds something to keep: a decision
        (a link that carries moves is saved as it opens: someone shared that
        position), an ending (an agreed draw), or a name the player gave it.
        Before this, every visit to a game left a save with no moves behind.
        """
        session = self.app.session
        if session is not None and session.synced is None and not renamed and not worth_keeping(
            session):
            self.keep_draft(session)
            return
        self.sync(local=True, renamed=renamed)

    def keep_draft(self, session: "Session") -> None:
        """Remember this tab's new game, not stored yet, for a reload (:meth:`draft_for`).

        Written as a save would be (the same checks read it back), but in
        sessionStorage and never listed; the tab's save pointer goes, since
        the tab no longer shows that save."""
        if not self.app.storage_ok or session.save_id is None:
            return
        now = now_ms()
        draft = Save(session.save_id, session.name, session.game.meta.id,
                     session.created or now, now,
                     session.record_text(), 0, dict(session.computers), dict(session.names),
                     session.fixed_seed)
        _session_set(TAB_KEY, None)
        _session_set(DRAFT_KEY, draft.to_json())
        _session_set(DRAFT_ID_KEY, draft.id)

    def _draft(self) -> Save | None:
        raw, draft_id = _session_get(DRAFT_KEY), _session_get(DRAFT_ID_KEY)
        if raw is None:
            return None
        key = storage.SAVE_PREFIX + (draft_id if draft_id and len(draft_id) <= storage.MAX_ID
                                     else "draft")
        draft = storage.parse_save(key, raw)  # untrusted as any stored value
        return draft if isinstance(draft, Save) else None

    def draft_for(self, game_id: str, record: str) -> Save | None:
        """This tab's new game (:meth:`keep_draft`) if the address shows it, else None."""
        draft = self._draft()
        if draft is None or draft.game != game_id or compare_lines(draft.record, record) != EQUAL:
            return None
        return draft

    def draft_by_id(self, game_id: str, save_id: str) -> Save | None:
        """This tab's new game if the address names it by id (a game whose record must not show)."""
        draft = self._draft()
        return (
            draft if draft is not None and draft.game == game_id and draft.id == save_id else None
        )

    def extending(self, game_id: str, record: str) -> Save | None:
        """The newest save whose game went on from the position ``record``
        holds (a link of decisions that are an earlier part of a saved game),
        or None. A record without decisions is a new game: the start of every save."""
        if not _has_decisions(record):
            return None
        later = [s for s in self.scan() if s.game == game_id
                 and compare_lines(s.record, record) == THEIRS_LONGER]
        return later[0] if later else None

    def sync(self, local: bool, renamed: bool = False) -> None:
        """Reconcile the live game with its stored save (see the module docstring).

        ``local``: this tab changed the game (write it unless that loses newer
        data); otherwise the storage event or a focus asks us to catch up.
        """
        app, session = self.app, self.app.session
        if session is None or session.save_id is None or not app.storage_ok:
            return
        try:
            stored = storage.load(session.save_id)
        except storage.StorageUnavailable as error:
            app.storage_problem(str(error))
            return
        ours = session.record_text()
        if session.synced is None:  # never stored from this tab (new, or a write that failed)
            if local:
                if not (isinstance(stored, BadEntry) and stored.missing):
                    # the id is taken by something: never overwrite it
                    session.save_id = storage.new_id()
                self._write(session, 1)
            return
        if isinstance(stored, BadEntry):
            self._lost(session, stored)
            return
        if stored.rev == session.rev and stored.record == session.synced:  # nobody else wrote
            if local:
                self._write(session, storage.next_rev(stored.rev))
            return
        if not renamed:
            session.name = stored.name  # a rename in another tab is kept
        relation = compare_lines(stored.record, ours)
        changed_here = ours != session.synced
        if relation == EQUAL:
            session.rev, session.synced = stored.rev, stored.record
            if renamed:
                self._write(session, storage.next_rev(stored.rev))
            self._refresh()
        elif relation == THEIRS_LONGER or not changed_here:
            if self._adopt(session, stored, keep_name=renamed) and renamed:
                self._write(session, storage.next_rev(stored.rev))
        elif relation == OURS_LONGER:
            self._write(session, storage.next_rev(stored.rev))
        else:
            self._fork(session)

    def _write(self, session: "Session", rev: int) -> bool:
        now = now_ms()
        text = session.record_text()
        # it could not be opened again: never written (the shell refuses such moves)
        if len(text) > MAX_TEXT:
            self.app.messages.show(
                "This game is too long to be saved: its record would be longer than a saved "
                f"game may be ({MAX_TEXT:,} characters).", key="quota")
            return False
        save = Save(session.save_id or storage.new_id(), session.name, session.game.meta.id,
                    session.created or now,
                    now, text, rev, dict(session.computers), dict(session.names),
                    session.fixed_seed)
        try:
            storage.write(save)
        except storage.StorageFull:
            self.app.storage_full()
            return False
        except storage.StorageUnavailable as error:
            self.app.storage_problem(str(error))
            return False
        session.save_id, session.rev, session.synced = save.id, rev, text
        self.app.messages.drop("quota")
        self.point_here(save.id)
        return True

    def _adopt(self, session: "Session", stored: Save, keep_name: bool = False) -> bool:
        """Take the stored line and name as the live game (another tab moved on)."""
        try:
            replay = registry.load_record(stored.record)
        except PushgamesError:
            replay = None
        if replay is None or replay.game.meta.id != session.game.meta.id:
            if session.record_text() != session.synced:
                self._fork(session)
            else:
                self._lost(session, BadEntry(stored.key, "its game record cannot be read"))
            return False
        moved = compare_lines(stored.record, session.record_text()) != EQUAL
        session.replay, session.rev, session.synced = replay, stored.rev, stored.record
        if not keep_name:
            session.name = stored.name
        session.redo.clear()
        session.view_ply = None
        if moved:
            self.app.messages.show(
                "Updated from another tab: this game now matches the moves saved there.",
                kind="info", key="sync")
        self._refresh()
        return True

    def _fork(self, session: "Session") -> None:
        """Keep both lines: ours continues as a new save (the stored one is untouched)."""
        session.save_id, session.rev, session.synced = storage.new_id(), 0, None
        session.created = now_ms()
        session.name = (session.name + " (branch)")[: storage.MAX_NAME]
        if self._write(session, 1):
            self.app.messages.show(
                "This game was changed in another tab while you played here. Both lines are "
                f"kept: your moves continue as a new saved game, \u201c{session.name}\u201d.",
                kind="info", key="sync")
        self._refresh()

    def _lost(self, session: "Session", entry: BadEntry) -> None:
        """The save vanished or became unreadable elsewhere: stop saving, never overwrite it, say
        so."""
        session.save_id, session.rev, session.synced = None, 0, None
        if entry.missing:
            text = "This game was deleted in another tab, so it is no longer being saved."
        else:
            self.report_bad(entry)
            text = ("The saved copy of this game was changed elsewhere and can no longer be read; "
                    "it has been left as it is, and this game is no longer being saved.")
        self.app.messages.show(text, kind="info", key="deleted-active",
                               button=("Save it as a new game", "save-again"))
        self._refresh()

    def save_again(self) -> None:
        """The player keeps a game whose save was deleted: store it under a new id."""
        session = self.app.session
        if session is None or not self.app.storage_ok:
            return
        session.save_id, session.rev, session.synced = storage.new_id(), 0, None
        session.created = now_ms()
        if self._write(session, 1):
            self.app.messages.drop("deleted-active")
            self.app.messages.show(f"Saved as \u201c{session.name}\u201d.", kind="info", key="sync")
        self._refresh()

    # -- other tabs ---------------------------------------------------------------
    def on_storage(self, event: Any) -> None:
        """Another tab wrote localStorage: follow our save, refresh the lists."""
        key = nn(event.key)
        if key is not None and (not str(key).startswith(storage.PREFIX)
                                or key == storage.FIRST_PAINT_KEY):
            return
        session = self.app.session
        if session is not None and session.save_id is not None and (
                key is None or key == storage.SAVE_PREFIX + session.save_id):
            self.sync(local=False)
        self.app.refresh_lists()

    def _refresh(self) -> None:
        self.app.after_sync()
