# The computer players' search worker (a PyScript worker with its own Pyodide).
# The page starts it in the background after it is ready (pushweb.computer);
# only JSON-like values cross: the game record's text, a seat, a level, a seed
# in; the chosen action's notation out.
from pushgames.ai.service import choose_notation


def choose(record_text, seat, level, seed):
    return choose_notation(str(record_text), int(seat), str(level), int(seed))


def ping():
    return "ready"


__export__ = ["choose", "ping"]
