"""The documents in the repository: links that lead somewhere (a file, and a heading where
the link names one), and the rulings in step with the team's shared copy (docs/rulings.md
says it is kept so)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
#: Every document: docs/*.md and the files beside them (docs/ai/<game>.md and the measurement
#: histories docs/ai/<game>-measurements.md), and the README.
DOCS = sorted((ROOT / "docs").rglob("*.md")) + [ROOT / "README.md"]
#: The games whose measurement history has a file of its own beside their player's description.
MEASURED_APART = ("pushfight", "push")
#: The team's copy, beside the repository where engineers and CI have it.
SHARED_RULINGS = ROOT.parent / "shared" / "RULINGS.md"
GAME_SECTIONS = ("## Push Fight (seeds/001)", "## Push Push (seeds/003)", "## Pushout (seeds/002)",
                 "## Push (seeds/000)", "## Apocalypse USA (seeds/004)")
LINK = re.compile(r"\]\(([^)#\s]+)(?:#[^)\s]*)?\)")
#: A link with a heading's anchor, inline (`[text](file.md#anchor)`, `[text](#anchor)`) or as
#: a reference definition (`[name]: #anchor`): the file (empty: the same one) and the anchor.
ANCHORED = re.compile(r"\]\(([^)#\s]*)#([^)\s]+)\)|^\[[^\]]+\]: *([^#\s]*)#(\S+)$", re.M)


def rulings_body(text: str) -> str:
    """The rulings from the first game's section on (the preamble differs)."""
    return text[text.index(GAME_SECTIONS[0]):].strip()


@pytest.mark.parametrize("doc", DOCS, ids=lambda path: str(path.relative_to(ROOT)))
def test_every_relative_link_names_a_file_of_the_repository(doc: Path) -> None:
    targets = [t for t in LINK.findall(doc.read_text()) if "://" not in t]
    missing = [t for t in targets if not (doc.parent / t).exists()]
    assert not missing, f"{doc.name} links to missing files: {missing}"


def heading_anchors(doc: Path) -> set[str]:
    """The anchors GitHub gives the headings of ``doc``: lower case, punctuation dropped,
    spaces turned into hyphens (code blocks hold no headings)."""
    text = re.sub(r"```.*?```", "", doc.read_text(), flags=re.S)
    return {re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")
            for heading in re.findall(r"^#{1,6} (.+)$", text, flags=re.M)}


def test_heading_anchors_are_read_as_github_writes_them() -> None:
    anchors = heading_anchors(ROOT / "docs" / "ai.md")
    assert {"strength-the-arena", "cycles-and-easys-mistakes", "levels-and-budgets"} <= anchors


def missing_headings(doc: Path) -> list[str]:
    """The links of ``doc`` to a heading (``file.md#anchor``, ``#anchor``) that is not there."""
    missing = []
    for match in ANCHORED.finditer(doc.read_text()):
        target, anchor = match.group(1, 2) if match.group(2) else match.group(3, 4)
        if "://" in target:
            continue
        linked = doc.parent / target if target else doc
        if linked.suffix == ".md" and anchor not in heading_anchors(linked):
            missing.append(f"{target}#{anchor}")
    return missing


@pytest.mark.parametrize("doc", DOCS, ids=lambda path: str(path.relative_to(ROOT)))
def test_every_link_to_a_heading_names_one_of_its_document(doc: Path) -> None:
    missing = missing_headings(doc)
    assert not missing, f"{doc.name} links to headings that are not there: {missing}"


def test_a_link_to_a_heading_of_another_document_is_checked_there(tmp_path: Path) -> None:
    ai = ROOT / "docs" / "ai"
    doc = tmp_path / "doc.md"
    good = "speed-a-game-clock-and-set-ups-lost-from-the-start-issue-28-the-last-round-so-far"
    doc.write_text(f"[a]({ai}/pushfight-measurements.md#{good})\n"
                   f"[b]({ai}/pushfight-measurements.md#the-levels-today)\n"
                   f"[c]: {ai}/pushfight.md#the-levels-today\n")
    assert missing_headings(doc) == [f"{ai}/pushfight-measurements.md#the-levels-today"]


@pytest.mark.parametrize("game", MEASURED_APART)
def test_a_measurement_history_and_its_games_player_link_each_other(game: str) -> None:
    ai = ROOT / "docs" / "ai"
    player, history = ai / f"{game}.md", ai / f"{game}-measurements.md"
    assert history in DOCS and player in DOCS
    assert f"]({history.name})" in player.read_text()
    assert f"]({player.name})" in history.read_text()
    # The player's file keeps a short summary; the rounds are the history's.
    assert "## Measurements" in player.read_text() and "### " in history.read_text()


def test_the_docs_the_readme_promises_exist() -> None:
    for name in ("rulings", "sources", "architecture", "adding-a-game", "testing", "ai",
                 "performance"):
        assert (ROOT / "docs" / f"{name}.md").is_file(), name
        assert f"docs/{name}.md" in (ROOT / "README.md").read_text(), name


def test_the_rulings_have_every_game_and_match_the_shared_copy_where_there_is_one() -> None:
    ours = (ROOT / "docs" / "rulings.md").read_text()
    for section in GAME_SECTIONS:
        assert section in ours, section
    if SHARED_RULINGS.is_file():  # engineers' machines and CI have it beside the clone
        assert rulings_body(ours) == rulings_body(SHARED_RULINGS.read_text()), (
            "docs/rulings.md is out of step with the shared RULINGS.md: copy the changed rulings")


def test_no_document_sends_a_reader_outside_the_repository() -> None:
    for doc in DOCS:
        text = doc.read_text()
        # A machine path (the workplace's folder) or the team's copy beside the clone.
        assert "../shared" not in text and not re.search(r"/wor[k]/", text), doc.name
