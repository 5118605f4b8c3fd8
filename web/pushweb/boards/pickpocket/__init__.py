"""Pickpocket (the test-only game): the game's page code (board, drawing, input, rules text)."""
