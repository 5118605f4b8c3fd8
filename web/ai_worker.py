# The computer players' search worker (a PyScript worker with its own Pyodide).
# The page starts it in the background after it is ready (pushweb.computer);
# only JSON-like values cross: the game record's text, a seat, a level, a seed
# in; the chosen action's notation out.
import sys

from pushgames.ai import service
from pushgames.ai.service import choose_notation


def choose(record_text, seat, level, seed):
    return choose_notation(str(record_text), int(seat), str(level), int(seed))


def ping():
    return "ready"


def forget():
    # The tests' restart hands this worker to a new app (pushweb.testhook): it drops what
    # it keeps between questions and a new worker has not, the line it replayed last and
    # Push Fight's rest of a chosen turn (the other module caches are memos of pure
    # functions: they change no answer).
    service._last = None
    plans = getattr(sys.modules.get("pushgames.ai.games.pushfight_player"), "_PLANS", None)
    if plans is not None:
        plans.clear()
    return "forgot"


__export__ = ["choose", "ping", "forget"]
