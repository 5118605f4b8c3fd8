"""tools/page_bytecode.json, the modules the page gets as bytecode (tools/build_site.py):
every name still names a module, and the standard library packages it leaves out are ones
neither the page nor its engines import."""

from __future__ import annotations

import ast
import json
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PLAN = json.loads((ROOT / "tools" / "page_bytecode.json").read_text())
STDLIB = ROOT / "node_modules" / "pyodide" / "python_stdlib.zip"


def module_exists(names: set[str], module: str) -> bool:
    path = module.replace(".", "/")
    return f"{path}.py" in names or f"{path}/__init__.py" in names


def test_every_module_named_for_bytecode_exists() -> None:
    with zipfile.ZipFile(STDLIB) as stdlib:
        in_zip = set(stdlib.namelist())
    ours = {p.relative_to(ROOT).as_posix() for p in (ROOT / "pushgames").rglob("*.py")}
    ours |= {p.relative_to(ROOT / "web").as_posix()
             for p in (ROOT / "web" / "pushweb").rglob("*.py")}
    missing = [m for m in PLAN["stdlib"]["compile"] if not module_exists(in_zip, m)]
    missing += [m for part in ("pushgames", "pushweb") for m in PLAN[part]["compile"]
                if not module_exists(ours, m)]
    assert missing == []
    assert "pushweb.shell" in PLAN["pushweb"]["compile"] and "asyncio" in PLAN["stdlib"]["compile"]


def imported_top_levels(paths: list[Path]) -> set[str]:
    found: set[str] = set()
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.Import):
                found |= {alias.name.split(".")[0] for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                found.add(node.module.split(".")[0])
    return found


def imported_modules(path: Path) -> set[str]:
    """Every module name ``path`` imports, absolute or relative, split into its parts."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            found |= {part for alias in node.names for part in alias.name.split(".")}
        elif isinstance(node, ast.ImportFrom):
            found |= set((node.module or "").split(".")) | {alias.name for alias in node.names}
    return found


def test_the_left_out_packages_are_not_imported_by_the_page_or_the_engines() -> None:
    sources = sorted((ROOT / "pushgames").rglob("*.py"))
    page = sorted((ROOT / "web").rglob("*.py"))
    dropped = set(PLAN["stdlib"]["drop"])
    # The command line (pushgames/cli.py, the games' COMMANDS and the arena it runs, which
    # plays games in parallel processes) may use argparse, multiprocessing and the like on
    # CPython; nothing the page imports uses a left-out package.
    assert dropped & imported_top_levels(page) == set()
    assert dropped & {m.split(".")[0] for m in PLAN["stdlib"]["compile"]} == set()
    command_line = {("pushgames", "cli.py"), ("ai", "arena.py")}
    engines = [p for p in sources if p.parts[-2:] not in command_line and "commands" not in p.stem]
    assert len(engines) < len(sources) - 1
    assert dropped & imported_top_levels(engines) == set()
    # The arena is the command line's only: no engine, level or page module imports it.
    assert not any("arena" in imported_modules(p) for p in engines + page)
