"""Apocalypse USA (seeds/004): disasters strike a 3 x 3 map of the USA.

2 to 6 players each start with 6 tokens in every region and 2 cards. A turn
has four phases: population (roll for how many actions, each action rolls
its own die), disasters (roll for how many; each is targeted, other players
holding a matching mitigation are asked in turn order, then the player who
played it removes the tokens of its choice), score (the player may call a
score: 1 VP per dominated region to everyone) and cards (hand limit 7). The
game ends at the end of a turn with 2 or more empty regions; most VP wins.

>>> from pushgames.core import start
>>> state = start(GAME, {"seats": 3}, seed=2)
>>> print(GAME.prompt(state))  # doctest: +NORMALIZE_WHITESPACE
Blue: choose a population action (3 left: Migrate, Transfer, Growth, Lure, S**t Happens,
Look Outs), or done
>>> GAME.legal_actions(state)[:3]
(ApocalypseAction('migrate'), ApocalypseAction('transfer'), ApocalypseAction('growth'))
"""

from .cards import CARD_TABLE, CARDS, CardType, card_named
from .rules import GAME, META, ApocalypseGame
from .state import SEAT_NAMES, ApocalypseAction, ApocalypseState

#: Where the text and RULINGS are silent, this is how the engine reads it
#: (the page's rules panel shows this list).
CLARIFICATIONS: tuple[str, ...] = (
    "The cards are dealt before the roll for the first player; there is no draw in the card phase "
    "(cards come from S**t Happens and Look Outs).",
    "A population action is offered only when it can do something (Look Outs needs another hand "
    "with cards, Lure an opponent's token, Transfer an own token next to an opponent's). "
    "Look Outs rolls no die.",
    "Migrate and Lure move a token to a different region; Lure moves one opponent token at a time, "
    "the player choosing whose when several are in the region. Growth, Transfer and Lure must use "
    "their whole roll (Lure: or as many moves as there are opponent tokens); "
    "a token may be moved more than once.",
    "S**t Happens draws from the deck; when it runs out, the deck's last cards are drawn first, "
    "then the discard is shuffled into a new deck for the rest; with both empty the draw stops.",
    "A disaster may target a region with no tokens (it then removes nothing). "
    "A Split places its damage one point at a time, in the order of the regions "
    "(the order does not matter); Latitude/Longitude Split first chooses the row or column.",
    "A disaster's damage takes any player's tokens, the player's own included, "
    "the player choosing whose; where only one player's tokens are there, "
    "or the damage takes them all, they go without a question.",
    "Mitigation: each other player holding a matching card for a region that would still lose "
    "tokens is asked in turn order and may play several cards, one at a time, before passing. "
    "The player of the disaster cannot mitigate it.",
    "Only the player who takes a card through Look Outs and the player it is taken from know which "
    "card it is. A player who had seen that hand before learns only that a card was taken: "
    "the taken card and the cards it had seen left in that hand show as backs again. "
    "The looker keeps knowing the other cards it saw.",
    "The disaster phase rolls no die when the player holds no disaster card as the population "
    "phase ends (cards just drawn count: the phase waits until they are seen). "
    "Scoring happens only when the player calls it (a region where everyone has 0 tokens is "
    "dominated by no one).",
)

__all__ = ["CARDS", "CARD_TABLE", "CLARIFICATIONS", "GAME", "META", "SEAT_NAMES",
           "ApocalypseAction", "ApocalypseGame",
           "ApocalypseState", "CardType", "card_named"]
