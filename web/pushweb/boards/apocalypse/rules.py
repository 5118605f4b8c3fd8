"""The Apocalypse USA rules panel: our own wording of seeds/004 and docs/rulings.md,
the engine's clarifications, a card reference built from the engine's one
card table, and the credits."""

from __future__ import annotations

from pushgames.apocalypse import CLARIFICATIONS
from pushgames.apocalypse.cards import CARDS, KINDS

from ...dom import escape

RULES_TEXT = """
<h3>The map</h3>
<p>The continental United States is cut into nine regions: three rows (North, Temperate, South, top
to bottom) and three columns (Pacific, Central, Atlantic, left to right). A region is named by its
column and row, e.g. <em>Pacific North</em>. Rows and columns are <em>zones</em>; the Pacific and
Atlantic zones are <em>coastal</em>; <em>West</em> means the Pacific and Central zones,
<em>East</em> the Central and Atlantic zones. Regions are adjacent when they share an edge.</p>
<p>Each player starts with 6 tokens in every region and 2 cards. A roll of a die decides who starts
(ties roll again); play goes round the table in seat order. On the map every region shows each
player's tokens as a coloured disc with the count and the player's letter. A region is tinted with
the colour of the player who <strong>dominates</strong> it (strictly more tokens than each other
player), hatched when it is <strong>contested</strong> (a tie for the most) and dark when it is
<strong>empty</strong>.</p>
<h3>A turn: four phases</h3>
<ol>
<li><strong>Population.</strong> Roll a die: you may take up to that many <em>different</em>
actions, in any order. Each action (except Look Outs) rolls its own die, X, when you choose it.
<ul>
<li><strong>Migrate</strong>: move up to X of your tokens, one at a time, from any region to any
other (click where from, then where to; <em>Stop migrating</em> ends it early).</li>
<li><strong>Transfer</strong>: X times, swap one of your tokens with an opponent's token in an
adjacent region (click your region, then the neighbour).</li>
<li><strong>Growth</strong>: add X tokens to regions where you already have at least one.</li>
<li><strong>Lure</strong>: move X opponents' tokens (or all there are), one at a time, between any
regions.</li>
<li><strong>S**t Happens</strong>: draw X cards. When the deck runs out, you take its last cards
first, then the discard is shuffled into a new deck and you draw the rest from it.</li>
<li><strong>Look Outs</strong>: look at every other player's hand, then take one card of your
choice from one of them. Only you and that player learn which card it was: a player who had seen
that hand earlier sees only that a card went (the taken card and that hand's cards it had seen
turn back into card backs).</li>
</ul></li>
<li><strong>Disasters.</strong> If you hold a disaster card when the population phase ends (cards
you have just drawn count), roll a die: you may play up to that
many disaster cards, one at a time. For each, choose its target (the regions you may choose light
up), then every other player holding a matching mitigation card is asked in turn order; then you
remove the tokens it destroys, choosing whose, one by one or with a quick &ldquo;take from&rdquo;
button per player.</li>
<li><strong>Score.</strong> You may call a score: then <em>every</em> player gains 1 VP for each
region it dominates (none for contested or empty regions).</li>
<li><strong>Cards.</strong> Discard down to 7 cards.</li>
</ol>
<h3>Disaster targets</h3>
<ul>
<li>A zone name (North, South, Pacific, Central, Atlantic): one region of that zone.
<em>Coastal</em>: one region of the Pacific or Atlantic zone. <em>West</em>: one region of the
Pacific or Central zone. <em>South or Temperate</em>: one region of either row. <em>Any</em>: any
region.</li>
<li><em>EZ</em>: every region of the zone is hit. <em>Coastal EZ</em>: you choose the Pacific or the
Atlantic zone; <em>Any EZ</em>: any row or column.</li>
<li><em>Split</em>: divide the severity as you like over any regions, one point at a time.</li>
<li><em>Latitude</em> / <em>Longitude</em>: a row / a column of your choice, hit entirely (EZ) or
with the damage split over it (Split).</li>
<li><em>Steal</em>: in one region, that many opponents' tokens become yours.</li>
</ul>
<p>In each region hit, that many tokens are removed (all there are if fewer); the player who played
the disaster chooses whose.</p>
<h3>Mitigation</h3>
<p>After the target is chosen and before the damage, each other player in turn order may play
mitigation cards: each lowers the damage in one region by its value (not below 0). A mitigation
matches a disaster by the disaster's kinds: Military answers War or Monster; Navy is Military in a
coastal region only; Epidemic, Human (Man-Made), Natural, Geologic, Weather, Space, Alien and
Supernatural answer their own kind; &ldquo;X or Y&rdquo; answers either; Any answers everything.
Only players holding a matching card are asked; &ldquo;Pass&rdquo; is one click.</p>
<h3>The end</h3>
<p>The game ends at the end of a turn in which two or more regions hold no tokens. Most VP wins;
a tie goes to the most tokens on the map, and a tie after that is a shared win.</p>
<h3>Hidden cards</h3>
<p>Each player sees only their own hand (other hands are card backs with a count), except the cards
Look Outs showed them. The deck is not shuffled in advance: each card's face is drawn at random
from the cards nobody has seen when someone first sees it, so a shared link or a save of a game in
progress tells nothing about cards still hidden.</p>
"""

#: How RULINGS.md reads the text, where the engine's own clarifications do not say it.
RULINGS_NOTES = (
    "The Geopolitical Factor expansion the text mentions is not part of it, so it is not in the "
    "game.",
    "Tokens on the map are what counts: a player with no tokens left still plays its turns "
    "(it may draw, Look Out, Lure and play disasters).",
    "Matches follow the text's letters: W War, G Monster, N Natural, V Geologic, O Oceanic, "
    "Z Weather, E Epidemic, H Man-Made, S Supernatural, X Space, A Alien. No mitigation names "
    "Oceanic: an Oceanic disaster is answered through its other kinds (Natural) or by Any.",
)


def _card_reference() -> str:
    """Every card: name, and under it disaster (its kinds) or mitigation; severity; target."""
    rows = []
    for card in CARDS:
        kind = (
            ("Disaster: " + ", ".join(KINDS[k] for k in card.letters))
            if card.is_disaster
            else "Mitigation"
        )
        rows.append(
            f"<tr><td><strong>{escape(card.name)}</strong><br><small>{escape(kind)}</small></td>"
            f"<td>{card.severity}</td><td>{escape(card.note)}</td></tr>")
    return ('<details class="ap-ref"><summary>Card reference (all 90 cards)</summary>'
            '<table class="ap-ref-table"><thead><tr><th>Card</th><th>Severity / saves</th>'
            '<th>Target / against</th></tr></thead><tbody>'
            + "".join(rows) + "</tbody></table></details>")


def rules_html() -> str:
    clarifications = "".join(f"<li>{escape(text)}</li>" for text in CLARIFICATIONS + RULINGS_NOTES)
    return (RULES_TEXT
            + "<h3>Cards</h3><p>90 cards: 66 disasters and 24 mitigations, each once. "
              "A card shows its band (red: disaster, green: mitigation), its name, its severity "
              "(a mitigation: the tokens it saves), its target (a mitigation: what it answers) "
              "and the kinds as lettered symbols; hover a symbol for its word.</p>"
            + _card_reference()
            + f"<h3>Clarifications</h3><ul>{clarifications}</ul>"
            + "<h3>Credits</h3><p>Apocalypse USA is a game by <strong>Lloyd Krassner</strong>, "
              "from his Warpspawn rules page (the file DDA.html). The page's original title was "
              "not preserved; &ldquo;Apocalypse USA&rdquo; is our working title. "
              "The rules text here is our own wording; the map and cards are our own drawings.</p>")
