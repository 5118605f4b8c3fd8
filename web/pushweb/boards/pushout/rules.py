"""The Pushout rules panel (our own wording of seeds/002 and docs/rulings.md)."""

RULES_HTML = """
<h3>The cards</h3>
<p>48 cards: the 24 cards of the original list, printed twice. Each card has two ends, each with a
value (the two values add up to 6), an action (LEFT, RIGHT, UP, SWITCH or ROTATE) and a background
colour. In the first printing the first end is white, in the second it is black. A card on the table
lies with one end upright for each player: you may use any face-up card on the table with the action
of the end upright to <em>you</em>. Left, right and up are as you see them; up is towards your
opponent.</p>
<h3>The table</h3>
<p>Four rows of five. White sits at rank 1 and scores that row; Black sits at rank 4 and scores that
one. The two middle rows start face down. All dealt, drawn and turned-up cards lie with the white
end towards White, so each player reads their own colour. The table turns to face the player to move
(untick &ldquo;Turn the table&rdquo; to keep it fixed). A white ring marks the cards you can use
now; an amber dot on a card's corner, the cards the last turn moved (a card it discarded or banked
is framed in amber beside the piles).</p>
<h3>A turn</h3>
<p>Use one card, or discard the top card of the draw pile.</p>
<ul>
<li><strong>LEFT / RIGHT</strong>: the card moves one square that way and pushes the cards beyond
it; the last one falls off the end of the row and goes back into the hole the card left, turned the
way the player whose half that row is in chooses (a face-down card just goes back face down). Not
usable at the end of the row it points to.</li>
<li><strong>UP</strong>: the card pushes its column one square towards the opponent; the card pushed
off the far edge is discarded and the hole is filled from the draw pile. Not usable from the far
row.</li>
<li><strong>SWITCH</strong>: swap with the card (or hole) to your left, right or above; orientations
stay.</li>
<li><strong>ROTATE</strong>: turn the card 180&deg;.</li>
<li>Face-down cards cannot be used. A face-down card that enters a scoring row is turned up; cards
drawn into a scoring row lie face up, into a middle row face down. A face-up card pushed along its
row or column or switched keeps the way it lies, and stays face up in a middle row.</li>
</ul>
<h3>Winning</h3>
<p>After any turn, a player who has completed at least three turns wins at once with 1-2-3-4-5 in
their scoring row (either direction) or five equal values (not five zeros). If both qualify, the
player who just moved wins. When a player must draw and the pile is empty (UP, a discard, or the
Conveyor Belt's refill), the game ends: the higher scoring-row total wins, equal totals are a draw.
A hole counts 0.</p>
<h3>Variants (new-game options, freely combined)</h3>
<ul>
<li><strong>Single</strong>: 24 cards, no middle rows.</li>
<li><strong>Double</strong>: two moves each turn, with two different cards.</li>
<li><strong>Swiss Cheese</strong>: the player whose half a card fell off chooses: any hole on the
table in either orientation, the discard pile, or their bank. Instead of a move you may play a
banked card into any hole (either way round) or discard a banked card. With more than three holes on
your half and cards in your bank, you must play a banked card into one of them. Cards pushed off the
far edge by UP are always discarded. Holes stay open, the one UP leaves too: nothing is drawn into
it (the text refills it &ldquo;in the basic game&rdquo; only).</li>
<li><strong>Conveyor Belt</strong>: a card pushed off one end of a row comes back at the other end
of the same row, the same way round; a card already there is discarded.</li>
<li><strong>Black and White Pushout</strong>: you may only use cards whose end upright to you is
your colour.</li>
<li><strong>Black and White Scoring</strong>: only cards upright to you in your colour score. The
agreed extension (its own option) lets your middle row score too, and a straight or five of a kind
in either row wins.</li>
<li><strong>Zeros Wild</strong>: holes (zeros) are wild in straights and five of a kind.</li>
<li><strong>One Hundred</strong>: a match of deals. After an automatic win the winner scores their
row plus 30 for a straight or 20 for five of a kind, the other player scores their row; when the
pile runs out both score their rows. First to 100 wins; the match score is shown above the
table.</li>
</ul>
<h3>Notation</h3>
<p>Squares <code>a1</code>&ndash;<code>e4</code> as White sees the table. <code>c2 L</code>,
<code>c2 R</code>, <code>c2 U</code>, <code>c2 T</code> (turn = ROTATE), <code>c2 S b2</code>
(SWITCH with b2): the card and the action upright for the mover. <code>discard</code>: discard the
top card of the pile. Placing a card that fell off: <code>c2 w</code> / <code>c2 b</code> (the
colour of the end towards White; <code>w</code> is the usual way), just <code>c2</code> for a
face-down card, <code>discard</code> or <code>bank</code>. Bank: <code>play 1U/5R c2 w</code>,
<code>discard 1U/5R</code>, a card named by its white end then its black end (1 UP / 5 RIGHT).</p>
<h3>Hidden cards and shared links</h3>
<p>Nobody may look at the draw pile or at face-down cards, and this page never shows them. Nothing
about them is settled in advance either: which card a face-down card or a card of the pile is gets
drawn at random, from the cards nobody has seen yet, only when it is first turned face up. So a
saved game and the link of a game in progress hold only cards both players have already seen:
<strong>a link of an unfinished game tells nothing about the cards still hidden</strong>, and you
may share it. Games started with an earlier version of this page are the exception: they were
shuffled from a seed kept in their link, so anyone who decodes the link of such an unfinished game
can learn the deck (they still open and replay exactly as they were played).</p>
<h3>Clarifications</h3>
<ul>
<li>The text speaks of 30 cards per print and of zero cards; only 24 cards per print survive, so the
deck is 48 cards (Single: 24, each listed card once, alternately from each printing so that neither
colour holds all the low values). Only holes count 0.</li>
<li>White moves first. In One Hundred the deals alternate who starts.</li>
<li>The deck is not shuffled in advance. Each card is chosen at random from the cards nobody has
seen at the moment it is first seen: dealt face up into a scoring row, drawn into a scoring row,
turned up as it enters one, discarded from the pile, or (Swiss Cheese) a face-down card that fell
off being discarded or banked. Every card is as likely as with a deck shuffled at the start. A card
drawn into a middle row, or a face-down card pushed along, stays undecided until it is turned
up.</li>
<li>&ldquo;Completed three turns&rdquo; counts whole turns; in Double, a win is checked after the
whole turn (both moves), not after each move.</li>
<li>Double: discarding from the pile is always possible, so the second move always exists; a
placement asked of the other player in the middle of a turn is part of the move that caused it. Each
of the two moves may be any move (a discard from the pile, or in Swiss Cheese playing or discarding
a banked card, counts as one), but the second may not use the card the first one moved (&ldquo;move
two cards&rdquo;); a card only pushed along by the first move may be used. Games saved before this
rule (rules version 2 or older) replay as they were played.</li>
<li>With an empty pile, a move that must draw (UP outside Swiss Cheese, a Conveyor Belt push that
leaves a hole, discarding) is still allowed and ends the game (the player had to draw and could
not); every other move is played normally. If that move also gives a player an automatic win, the
win counts.</li>
<li>A push stops at a hole: the line fills it and nothing falls off (Swiss Cheese).</li>
<li>Swiss Cheese: a face-down card that falls off stays face down wherever it goes (turned up if it
goes into a scoring row); banked and discarded cards are shown face up, and a banked card is always
played face up, also into a middle row. A fallen card may go into any hole, on either half.</li>
<li>Conveyor Belt: the hole the moving card left is filled from the pile (not in Swiss Cheese); with
Swiss Cheese the card always comes back at the other end (it is not banked). UP is unchanged: the
card pushed off the far edge is discarded.</li>
<li>Black and White Scoring: a card in the wrong colour counts 0 and spoils a straight or five of a
kind (it is not a wild zero). The middle-row extension needs Black and White Scoring and does
nothing in Single (no middle rows). It makes the middle row score, not a scoring row:
face-down cards in it stay face down, count 0 and spoil a straight or five of a kind there.</li>
<li>Zeros Wild changes only the automatic wins, not the totals.</li>
<li>One Hundred: five zeros end the deal; that player scores nothing, the other scores their row.
If both pass 100 with equal scores, another deal is played.</li>
<li>Games where nobody ever draws could go on for ever; agree a draw (&ldquo;Offer
draw&rdquo;).</li>
</ul>
<h3>Credits</h3>
<p>Pushout, version 1.0, by Bryan Gahagan (2007). The rules text here is our own wording.</p>
"""
