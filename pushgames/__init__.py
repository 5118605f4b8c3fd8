"""pushgames: rule engines for push board games, one subpackage per game.

>>> from pushgames import registry
>>> registry.get_game("pushpush").meta.title
'Push Push'
"""

__version__ = "0.1.0"
