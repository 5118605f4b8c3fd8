"""Pushout: the game's page code (board, drawing, input, rules text)."""
