"""A saved game's line in the lists: who plays, how many moves, and how it ended.

The count comes from the record alone (cheap); the result needs the game
replayed, which the lists do only for games of up to ``REPLAY_LIMIT``
decisions (a few milliseconds each), once per record text. Who plays comes
from the save's computer levels and player names (:class:`pushweb.storage.Save`).
Whether a record names one game at all (:func:`names_no_game`) is read from
the record alone too.
"""

from __future__ import annotations

from typing import Mapping

from pushgames import registry
from pushgames.ai.levels import LEVEL_NAMES
from pushgames.core import AGREED_DRAW, GameRecord, PushgamesError, is_final_mark, resigned_seat
from pushgames.core.record import decoded

#: Longer games show their move count only (replaying them for a list costs too much).
REPLAY_LIMIT = 2000
_cache: dict[str, str] = {}
#: The computer's levels as people read them ("medium": "Medium").
LEVEL_WORDS = {name: name.capitalize() for name in LEVEL_NAMES}


def summary(record_text: str) -> str:
    """E.g. "12 moves · White (A) won", "30 moves · Brown resigned" or "no moves yet";
    "" if the record cannot be read."""
    found = _cache.get(record_text)
    if found is None:
        found = _cache[record_text] = _summary(record_text)
    return found


def finished(record_text: str) -> bool:
    """Whether the game of ``record_text`` has ended (its summary names a result)::

        >>> finished(_new("pushpush"))
        False
    """
    text = summary(record_text)
    return bool(text) and not text.endswith(("in play", "no moves yet")) and " \u00b7 " in text


def names_no_game(record_text: str) -> bool:
    """Whether ``record_text`` is what every new game with its options reads
    as (no decision and no chance entry: Push Push, Push Fight), so it cannot
    tell one save from another. A seeded record (format 1) or one with a deal
    or a random set-up is one game's own::

        >>> names_no_game(_new("pushpush")), names_no_game(_new("pushout"))
        (True, False)
    """
    try:
        record = decoded(record_text)  # the link the page is opening: read once for all its checks
    except PushgamesError:
        return False
    return record.chance_recorded and not record.actions


def _summary(record_text: str) -> str:
    try:
        record = GameRecord.decode(record_text)
    except PushgamesError:
        return ""
    decisions = record.decision_count
    words = f"{decisions} move{'s' * (decisions != 1)}" if decisions else "no moves yet"
    final = record.actions[-1] if record.actions and is_final_mark(record.actions[-1]) else None
    if decisions > REPLAY_LIMIT:  # too long to replay for a list: a final mark is taken at its word
        return words + (_mark_words(record.game_id, final) if final is not None else "")
    if decisions == 0 and final is None:
        return words
    try:
        line = registry.load_record(record_text)
    except PushgamesError:
        return words
    outcome = line.outcome
    if outcome is None:
        return words + " \u00b7 in play"
    if outcome.termination == "agreed-draw":
        return words + " \u00b7 draw agreed"
    if outcome.termination == "resignation":
        return words + " \u00b7 " + outcome.reason
    if outcome.is_draw:
        return words + " \u00b7 drawn"
    names = line.game.meta.seat_names
    return words + " \u00b7 " + " and ".join(names[s] for s in sorted(outcome.winners)) + " won"


def _mark_words(game_id: str, mark: str) -> str:
    """" · draw agreed", " · Black (B) resigned": a record's final mark, unreplayed."""
    if mark == AGREED_DRAW:
        return " \u00b7 draw agreed"
    resigned = resigned_seat(mark)
    try:
        names = registry.get_game(game_id).meta.seat_names
    except PushgamesError:
        return ""
    return f" \u00b7 {names[resigned]} resigned" if resigned is not None and resigned < len(
        names) else ""


def opponents(game_id: str, record_text: str, computers: Mapping[int, str],
              names: Mapping[int, str]) -> str:
    """Who plays, as a saved-games list says it; "" when the record cannot be read.

    One person against computers is "You" (or the name they gave); computers
    without a name are counted by level; a game of people only says how many::

        >>> opponents("pushpush", _new("pushpush"), {1: "hard"}, {})
        'You v Computer (Hard)'
        >>> opponents("pushfight", _new("pushfight"), {}, {})
        '2 people: White v Brown'
        >>> opponents("pushfight", _new("pushfight"), {}, {0: "Ada", 1: "Bob"})
        '2 people: Ada v Bob'
        >>> computers = {1: "medium", 2: "medium", 3: "medium"}
        >>> opponents("apocalypse", _new("apocalypse"), computers, {0: "Ada"})
        'Ada v 3 computers (Medium)'
        >>> opponents("pushpush", _new("pushpush"), {0: "easy", 1: "hard"}, {})
        'Computer (Easy) v Computer (Hard)'
    """
    try:
        meta = registry.get_game(game_id).meta
        record = GameRecord.decode(record_text)
        seats = meta.seat_count(meta.normalize_options(record.options))
    except (PushgamesError, KeyError, ValueError, TypeError):
        return ""
    levels = {seat: level
              for seat, level in computers.items() if seat < seats and level in LEVEL_WORDS}
    people = [seat for seat in range(seats) if seat not in levels]

    def computer(seat: int) -> str:
        return names.get(seat) or f"Computer ({LEVEL_WORDS[levels[seat]]})"

    if not people:  # a demo game: every computer by name
        return " v ".join(computer(seat) for seat in range(seats))
    if not levels:
        return f"{seats} people: " + " v ".join(names.get(seat) or meta.seat_names[seat]
                                                for seat in range(seats))
    sides = [names.get(seat) or ("You" if len(people) == 1 else meta.seat_names[seat])
             for seat in people]
    named = [seat for seat in levels if names.get(seat)]
    sides += [computer(seat) for seat in named]
    unnamed = [levels[seat] for seat in sorted(levels) if seat not in named]
    for word in dict.fromkeys(unnamed):  # the unnamed computers, counted by level in seat order
        count = unnamed.count(word)
        sides.append(f"Computer ({LEVEL_WORDS[word]})" if count == 1
                     else f"{count} computers ({LEVEL_WORDS[word]})")
    return " v ".join(sides)


def _new(game_id: str) -> str:
    """A new game's record text (for the examples above)."""
    from pushgames.core import Replay

    return Replay.new(registry.get_game(game_id), {}, 1).encoded()
