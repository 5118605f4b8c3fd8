"""No import cycle among the page's modules or inside an engine package
(issue 25: Pushout's scoring and variants imported each other)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
GAMES = ("pushpush", "pushfight", "pushout", "apocalypse", "push", "pickpocket")


def module_name(path: Path, base: Path) -> str:
    parts = path.relative_to(base).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports(path: Path, name: str) -> set[str]:
    """The modules ``name`` (at ``path``) imports, anywhere in it, relative ones resolved."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom):
            base = package.split(".")[: len(package.split(".")) - node.level
                                      + 1] if node.level else []
            stem = ".".join(base + ([node.module] if node.module else []))
            found.add(stem)
            found.update(f"{stem}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return found


def cycle_in(base: Path, package: str) -> list[str] | None:
    """A cycle among the modules of ``package`` (under ``base``), or None. A
    package's ``__init__`` re-exports its modules, so it is left out."""
    files = {module_name(p, base): p
             for p in sorted((base / package.replace(".", "/")).rglob("*.py"))}
    graph = {name: sorted(m for m in imports(path, name) if m in files
                          and not files[m].name == "__init__.py")
             for name, path in files.items() if path.name != "__init__.py"}
    state: dict[str, int] = {}
    for root in graph:
        stack: list[tuple[str, int]] = [(root, 0)]
        trail: list[str] = []
        while stack:
            node, index = stack.pop()
            if index == 0:
                if state.get(node) == 2:
                    continue
                if state.get(node) == 1:
                    return trail[trail.index(node):] + [node]
                state[node] = 1
                trail.append(node)
            if index < len(graph[node]):
                stack.append((node, index + 1))
                stack.append((graph[node][index], 0))
            else:
                state[node] = 2
                trail.pop()
    return None


@pytest.mark.parametrize("package", [f"pushgames.{game}" for game in GAMES])
def test_no_engine_package_imports_itself_in_a_circle(package: str) -> None:
    assert cycle_in(ROOT, package) is None


def test_the_page_has_no_import_cycle() -> None:
    assert cycle_in(ROOT / "web", "pushweb") is None


def test_the_check_finds_a_cycle(tmp_path: Path) -> None:
    (tmp_path / "toy").mkdir()
    (tmp_path / "toy" / "__init__.py").write_text("")
    (tmp_path / "toy" / "a.py").write_text("from .b import x\n")
    (tmp_path / "toy" / "b.py").write_text("def f():\n    from .a import y\n")
    assert cycle_in(tmp_path, "toy") == ["toy.a", "toy.b", "toy.a"]
