"""Text laid out in SVG, which does not wrap lines itself: card names and
effects on the cards the boards draw."""

from __future__ import annotations


def wrap_words(text: str, width: int) -> list[str]:
    """``text`` in lines of at most ``width`` characters (a word longer stays whole).

    >>> wrap_words("Attack diagonally: kill", 12)
    ['Attack', 'diagonally:', 'kill']
    """
    lines: list[str] = []
    for word in text.split():
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines
