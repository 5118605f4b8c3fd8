"""Per-game knowledge for the computer players, one module per game id.

A module here may define ``levels(game) -> dict[str, Level]`` (see
:mod:`pushgames.ai.levels`); a game without one gets the general player.
"""
