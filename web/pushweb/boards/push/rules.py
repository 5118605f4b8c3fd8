"""The Push rules panel: the rules in our own words (seeds/000 as docs/rulings.md
reads it), the Clarifications (the engine's own list), an operative reference
and a card reference with a filter box, and the credits.

The filter box is plain markup here; :func:`filter_cards` is what the board
runs on each keystroke (it hides the rows whose name does not contain the text).
"""

from __future__ import annotations

from html import escape
from typing import Any

from pushgames.push import CLARIFICATIONS
from pushgames.push.cards import CARDS, COUNTS, FACTION_USES, FACTIONS, NAMES, OPERATIVE_NAMES, POOL

from .art import ABILITIES, CODES, SYMBOLS, card_effect, requires_name

FILTER_ID = "ps-card-filter"


def _operative_rows() -> str:
    rows = []
    for kind, name in enumerate(OPERATIVE_NAMES):
        rows.append('<tr><td class="ps-ref-sym" '
                    f'aria-hidden="true">{SYMBOLS[kind]}</td><td><strong>{name}</strong> '
                    f'<span class="ps-ref-code">({CODES[kind]})</span></td><td>{POOL[kind]}</td>'
                    f"<td>{escape(ABILITIES[kind])}</td></tr>")
    return "".join(rows)


def _card_rows() -> str:
    rows = []
    for face, spec in sorted(enumerate(CARDS), key=lambda item: item[1].name):
        copies = f" &times;{COUNTS[face]}" if COUNTS[face] > 1 else ""
        rows.append(f'<tr data-card-name="{escape(spec.name.lower())}" data-testid="ps-card-ref">'
                    f"<td><strong>{escape(spec.name)}</strong>{copies}</td>"
                    f"<td>{escape(requires_name(face))}</td>"
                    f"<td>{escape(card_effect(face))}</td></tr>")
    return "".join(rows)


def _faction_rows() -> str:
    return "".join(f"<li><strong>{name}</strong>: {escape(use)}</li>"
                   for name, use in zip(FACTIONS, FACTION_USES))


def rules_html() -> str:
    clarifications = "".join(f"<li>{escape(text)}</li>" for text in CLARIFICATIONS)
    return f"""
<h3>Goal</h3>
<p>2 to 4 factions of psychic operatives fight over the centre of an 11 &times; 11 board. You win
if, at the end of your own turn, your operatives (not captured ones) stand on all four squares
orthogonally next to the centre f6, or on all four diagonally next to it. Nothing may ever enter f6.
The eight victory squares are marked on the board, and the panel above it shows how many of each
four every player holds.</p>
<h3>The board</h3>
<ul>
<li>The dark square with the star is the centre, f6: nothing ever enters it.</li>
<li>The eight gold squares around it are the victory squares:
<strong>+</strong> marks the four straight (orthogonal) ones, e6, g6, f5 and f7;
<strong>&times;</strong> the four diagonal ones, e5, g5, e7 and g7. All four of either kind, held at
the end of your turn, win.</li>
<li>The tinted 2 &times; 2 corners are the players' boxes, in their colours (an untinted corner is
nobody's).</li>
<li>A dashed outline in a player's colour marks a victory square that player still needs; the
warning above the board says who could take the centre next turn and what to block.</li>
<li>While you choose: outlined operatives can act, green squares are where the move can end, the
blue square is what you selected, and yellow squares show what changed in the last turn.</li>
</ul>
<h3>Set-up</h3>
<p>Each player has a faction and a 2 &times; 2 corner box (opposite corners with two players), and
starts with four operatives drawn at random from the shared pool of 46 counters, one on each square
of the box. Nobody may enter another player's box. A roll decides who starts; the first player gets
3 cards, the others 5.</p>
<h3>A turn</h3>
<ol>
<li><strong>Fate</strong>: draw 3 action cards.</li>
<li><strong>Recovery</strong>: roll for each token on your operatives: 4+ removes an incapacitation,
5+ a capture, 6 a neutralization (+1 inside your own box).</li>
<li><strong>Move</strong>: roll 3 move dice. Each Watcher you control may reroll any of them once.
Give each die to a different operative of yours: it walks exactly that many squares orthogonally,
through empty squares, never twice on the same square. Instead a die may be used for: a
<strong>6</strong> recruit (once a turn), a 6 to port a Porter or switch a Changer; a
<strong>5</strong> to bring a compromised operative of yours home to your box; a <strong>2</strong>
to take over a neutralized enemy into your box; a <strong>1</strong> to steal a random card from a
player whose operative you hold captured; any die to walk an enemy you hold captured, or to make an
enemy next to your Bleeder flee. Unused dice are lost. At any time in this phase you may play action
cards.</li>
<li><strong>End</strong>: discard down to 6 cards (+1 for each Watcher you control); then victory is
checked.</li>
</ol>
<h3>Attacks and answers</h3>
<p>Attacks come only from cards, made by an uncompromised operative of the type the card names (or
any for &ldquo;Any&rdquo;) against an enemy orthogonally next to it (diagonally where the card says
so; Bleeders reach all eight neighbours). Roll 1D6 (&minus;1 against a Shadow or its friends next to
it): kill 5+ (3&ndash;4 incapacitates), incapacitate 2+, neutralize 3+, capture 4+, control 5+. A
second incapacitation sends the operative home (discarded if its box is full). Compromised
operatives (with a token) neither move nor attack. The attacked player may first play a Negate card
that fits; other players may answer some cards (&ldquo;Negate any Action&rdquo; and the like) or
have a roll rerolled. Only players who can answer are asked, and &ldquo;Pass&rdquo; is one
click.</p>
<h3>Factions: the Faction card</h3>
<ul>{_faction_rows()}</ul>
<h3>Playing on this page</h3>
<ul>
<li>Click a die (or drag it onto an operative), then an operative: the squares that die takes it to
light up; click one to walk there, or click the operative itself to walk step by step. Special uses
of the die (recruit, port, switch, bring home, take over, flee) light up their squares too; a 1's
steal, ending the phase, keeping the dice and passing are buttons under the board. When one square
can be reached in several ways, the board asks which you meant.</li>
<li>Your hand is beside the board on a wide screen, under it on a narrow one; cards you can play
now stand out. Click one: the board marks its targets (first the operative that acts, then its
target).</li>
<li>When you must answer, the card and its target are shown above your hand with your options.</li>
<li>Above the board a warning names every player who could take the centre in its next turn (with
the dice; cards may do more), or holds three squares of one ring, and the squares it needs are
outlined. A click that cannot do anything says why above your dice. The log (in the right column
on a wide screen, under your hand on a narrow one) tells the game in sentences, the latest turn
first; cards and attacks of the turn under way are also shown over the board.</li>
</ul>
<h3>Operatives</h3>
<table class="ps-ref"><thead><tr><th
    aria-label="symbol"></th><th>Type</th><th>In pool</th><th>Ability</th></tr>
</thead><tbody>{_operative_rows()}</tbody></table>
<p>Counters: the owner's colour and shape (Red circle, Blue square, Green diamond, Yellow hexagon);
badges <strong>I</strong> incapacitated, <strong>N</strong> neutralized, and <strong>C</strong>
in the captor's shape and colour for a capture.</p>
<h3>Cards</h3>
<p>The deck has {sum(COUNTS)} cards, five of them Faction cards ({len(NAMES)} different cards in
all). The band on top of a card names the operative type it needs (&#9733; Any: none) and its colour
says what kind of card it is: <span class="ps-band-key ps-band-attack">red</span> attacks,
<span class="ps-band-key ps-band-defence">blue</span> defences (cancel an attack on your operative),
<span class="ps-band-key ps-band-answer">purple</span> answers played out of turn,
<span class="ps-band-key ps-band-move">green</span> moves, and
<span class="ps-band-key ps-band-other">grey</span> everything else.</p>
<p><label for="{FILTER_ID}">Find a card by name</label>
<input type="search" id="{FILTER_ID}" data-testid="{FILTER_ID}" autocomplete="off"
    spellcheck="false"></p>
<table class="ps-ref ps-card-ref"><thead><tr><th>Card</th><th>Needs</th><th>Does</th></tr></thead>
<tbody>{_card_rows()}</tbody></table>
<p data-testid="ps-card-none" class="ps-card-none" hidden>No card has that in its name.</p>
<h3>Clarifications</h3>
<ul>
<li>Board squares are named as the first player sees them: files a&ndash;k from the left, ranks
1&ndash;11 from the bottom; the centre is f6, the boxes are the 2 &times; 2 corners; an unclaimed
box is ordinary ground.</li>
<li>A move is a walk of exactly the die's number of orthogonal steps; Shifters (and a Triad after
its Faction card) may step diagonally, Phasers may pass through operatives, a Mover pushes the line
in its way (a line that would enter f6 blocks it; an operative pushed off the board goes to its
owner's box, or is discarded if that is full). Card moves follow the operative's own abilities.</li>
<li>Watchers reroll right after the move dice are rolled, one reroll each.</li>
{clarifications}
</ul>
<h3>Credits</h3>
<p><em>Push</em>, a board game by Lloyd Krassner, from his Warpspawn rules page (PUSH.html).
<em>Push</em> is a licensed, copyrighted film property: this is a fan game, not affiliated with its
owners. The rules text here is our own wording; the card names and the card list ({sum(COUNTS)}
cards) are the designer's.</p>
"""


RULES_HTML = rules_html()


def matching(names: list[str], text: str) -> list[bool]:
    """Which card names contain ``text`` (any case, spaces squeezed).

    >>> matching(["guns", "run away"], " RUN ")
    [False, True]
    """
    wanted = " ".join(text.split()).lower()
    return [wanted in name for name in names]


def filter_cards(panel: Any, text: str) -> None:
    """Hide the card reference rows in ``panel`` whose name lacks ``text``."""
    rows = list(panel.querySelectorAll("[data-card-name]"))
    shown = matching([str(row.getAttribute("data-card-name")) for row in rows], text)
    for row, visible in zip(rows, shown):
        row.hidden = not visible
    none = panel.querySelector('[data-testid="ps-card-none"]')
    if none is not None:
        none.hidden = any(shown)
