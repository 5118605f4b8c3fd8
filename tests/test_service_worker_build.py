"""sw.js as tools/build_site.py writes it: every file with its hash, the files it
does not fetch ahead, valid JavaScript, and the same bytes for the same files
(browsers install a new worker whenever sw.js changes)."""

from __future__ import annotations

import hashlib
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
from build_site import SW_ON_DEMAND, write_sw  # noqa: E402


@pytest.fixture
def site(tmp_path: Path) -> Path:
    site = tmp_path / "site"
    for rel, text in {"index.html": "<!doctype html>", "web/style.css": "body {}",
                      "bench/bare.html": "bare",
                      "vendor/pyscript/xterm-x.js": "//", "vendor/pyscript/core.js": "//"}.items():
        (site / rel).parent.mkdir(parents=True, exist_ok=True)
        (site / rel).write_text(text)
    return site


def listed(site: Path, name: str) -> Any:
    match = re.search(rf"^const {name} = (.*?);$", (site / "sw.js").read_text(), re.S | re.M)
    assert match, name
    return json.loads(match.group(1))


def test_sw_lists_every_file_but_itself_with_its_content_hash(site: Path) -> None:
    write_sw(site)
    files = listed(site, "FILES")
    assert sorted(files) == ["./bench/bare.html", "./index.html", "./vendor/pyscript/core.js",
                             "./vendor/pyscript/xterm-x.js", "./web/style.css"]
    for url, digest in files.items():
        assert hashlib.sha256((site / url[
            2:]).read_bytes()).hexdigest().startswith(digest) and len(digest) == 32
    assert listed(site, "ON_DEMAND") == ["./bench/bare.html", "./vendor/pyscript/xterm-x.js"]
    assert "bench/*" in SW_ON_DEMAND


def test_same_files_same_sw_and_a_changed_file_a_new_build(site: Path, tmp_path: Path) -> None:
    first = write_sw(site)
    text = (site / "sw.js").read_text()
    # sw.js itself is not hashed
    assert write_sw(site) == first and (site / "sw.js").read_text() == text
    (site / "web" / "style.css").write_text("body { color: red }")
    assert write_sw(site) != first
    before = re.search(r"^const FILES = (.*?);$", text, re.S | re.M)
    assert before is not None
    assert listed(site, "FILES")["./web/style.css"] != json.loads(
        before.group(1))["./web/style.css"]


def test_sw_is_valid_javascript(site: Path) -> None:
    write_sw(site)
    proc = subprocess.run(["node", "--check", str(site / "sw.js")], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr


def test_index_html_preloads_the_runtime_the_page_uses(site: Path) -> None:
    from build_site import PRELOAD_MARKER, write_preloads

    wheel = "pushgames-0.1.0-py3-none-any.whl"
    (site / "index.html").write_text(f"<script>var preloads = {PRELOAD_MARKER};</script>")
    (site / "vendor/pyscript/core.js").write_text('export{a as b}from"./core-Ab12.js";')
    for rel in ("vendor/pyscript/core-Ab12.js", "web/pyodide-start.mjs",
                "vendor/pyodide/pyodide.mjs",
                "vendor/pyodide/pyodide.asm.mjs", "vendor/pyodide/pyodide.asm.wasm",
                "wheels/python_stdlib.zip",
                "vendor/pyodide/pyodide-lock.json", "pyscript.toml", f"wheels/{wheel}",
                "wheels/pushweb.zip"):
        (site / rel).parent.mkdir(parents=True, exist_ok=True)
        (site / rel).write_text("x")
    write_preloads(site, wheel)
    html = (site / "index.html").read_text()
    assert PRELOAD_MARKER not in html
    match = re.fullmatch(r"<script>var preloads = (.*);</script>", html)
    assert match
    items = json.loads(match.group(1))
    modules = [href[2:] for href, kind in items if kind == "module"]
    fetched = [href[2:] for href, kind in items if kind == "fetch"]
    assert modules == ["vendor/pyscript/core.js", "vendor/pyscript/core-Ab12.js",
                       "web/pyodide-start.mjs",
                       "vendor/pyodide/pyodide.mjs", "vendor/pyodide/pyodide.asm.mjs"]
    # The wasm first; the page's own standard library, not Pyodide's (the bare page's).
    assert fetched[0] == "vendor/pyodide/pyodide.asm.wasm" and "wheels/python_stdlib.zip" in fetched
    assert f"wheels/{wheel}" in fetched and "vendor/pyodide/python_stdlib.zip" not in fetched
    (site / "wheels/pushweb.zip").unlink()
    (site / "index.html").write_text(f"<script>var preloads = {PRELOAD_MARKER};</script>")
    with pytest.raises(SystemExit, match="pushweb.zip"):
        write_preloads(site, wheel)
