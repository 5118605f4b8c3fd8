"""Where the text and RULINGS.md are silent: the readings this engine plays
(the page's rules panel shows them under "Clarifications")."""

from __future__ import annotations

CLARIFICATIONS: tuple[str, ...] = (
    "End of the game: besides a win, the game is drawn after 40 full rounds (the 'rounds' option; "
    "0 for no limit), or at once when fewer than four operatives are left on the board and in the "
    "pool (nobody can win). Players may always agree a draw.",
    "Factions: 'random' picks a faction no other seat has chosen.",
    "Boxes: an operative never stands in a box claimed by another player. A captive moved by its "
    "captor may not enter the captor's box either; a switch (Changer's 6, Substitution) "
    "may not put either operative in a box closed to it; an operative that comes under another "
    "player's control inside a box now closed to it goes to its new controller's box "
    "(discarded if that is full).",
    "Sent home (pushed off the board, a second incapacitation): to the empty square of the owner's "
    "box nearest its corner, keeping its tokens; an operative already in its own box "
    "stays where it is.",
    "Compromised operatives keep their standing abilities (a Wiper's freeze, "
    "a Shadow's protection, a Squad's martyrdom, as RULINGS states them) but use no active ones: "
    "Watchers' rerolls, Stitchers' healing, a Bleeder's Run Away, a Porter's or a Changer's 6, "
    "Disappear and Vanish, and a card's requirement need an uncompromised operative. "
    "The hand limit counts every Watcher controlled.",
    "Sniffers: a move changed by +1 or -1 may not end next to an enemy Shadow, "
    "or next to an operative of that Shadow's player that stands next to it.",
    "A captive moved by its captor, and an operative fleeing a Bleeder, step orthogonally without "
    "abilities; a Wiper does not stop a flight. The Bleeder uses its one die of the turn.",
    "Pushed off by a Mover: the Mover's step is completed first, then the operative pushed off "
    "re-enters its owner's box, so a Mover leaving its own full box makes room for an operative of "
    "its own it pushes off.",
    "Captives and Wipers: a Wiper freezes only operatives that would move by themselves; "
    "a captive moved by its captor with a die is not frozen by any Wiper.",
    "Attack cards marked Diagonal reach diagonal neighbours only; Kinetic Blow reaches either; "
    "a Bleeder reaches all 8 neighbours with any attack card. On Shatter and Levitation the "
    "attacker chooses kill or incapacitate before the roll.",
    "Kill Order: the enemy operative must be uncompromised and next to one of your uncompromised "
    "Pushers; it attacks any operative in its reach (its own side's too), Squads only if it stands "
    "next to a Squad of another player. You roll.",
    "Answers out of turn: as RULINGS says, only players able to answer are asked, "
    "in turn order from the player after the card's player; the first answer negates the card. "
    "After an attack roll the roller is asked first (a Rebel's Faction card) and then the others, "
    "each seat at most once per attack; a reroll replaces the roll.",
    "'Negate Sniffer Action' and 'Negate a Watcher Action' answer cards that require a Sniffer or "
    "a Watcher. Hide Building and Avoid Detection need the answering player's uncompromised "
    "Shadow, See Decisions its uncompromised Watcher. Watchers' rerolls of the move dice are not "
    "cards and are not answered.",
    "Disappear and Vanish need an uncompromised Porter; its 1D6 walk is orthogonal and chosen by "
    "its controller.",
    "'Move 1-5 spaces' cards: the walk is chosen step by step and may stop after any step; "
    "Visitation and No Obstacle then may attack to kill an orthogonally adjacent enemy, or skip.",
    "Triad: after the Faction card, one die move of this turn may step diagonally. Company, Money, "
    "For Hire and Contacts recruit besides the once-a-turn recruit with a 6.",
    "See the Future shows the top 7 cards of the deck (fewer if the deck is shorter; "
    "no reshuffle). Know Intentions shows the hand as it is then.",
    "A 1 steals only from a player who holds a card and whose operative you hold captured. "
    "A 5 brings home an operative outside its box. A 2 takes over a neutralized enemy into an "
    "empty square of your box; a capture by you ends. Controlling an operative you hold "
    "captured frees it.",
    "Watchers reroll right after the move dice are rolled: each uncompromised Watcher gives one "
    "reroll of any of the dice; keeping ends the rerolls.",
    "Recovery rolls one die per token. In the End Phase the player chooses which cards to discard; "
    "victory is checked after that.",
)
