"""Every example in the page's docstrings runs (web/pushweb: pytest's doctest
collection covers only ``pushgames``, and most page modules import ``pyscript``,
which exists only in the browser).

A stand-in ``pyscript`` module is put in place while a module is imported, and
everything imported under it is forgotten afterwards, so no other test sees it.
"""

from __future__ import annotations

import doctest
import importlib
import sys
import types
from collections.abc import Iterator
from pathlib import Path

import pytest

WEB = Path(__file__).resolve().parents[2] / "web"
PAGE = WEB / "pushweb"


def modules_with_examples() -> list[str]:
    """``pushweb.x.y`` for every page module whose source holds a ``>>>`` example."""
    names = []
    for path in sorted(PAGE.rglob("*.py")):
        if ">>> " in path.read_text(encoding="utf-8"):
            parts = path.relative_to(WEB).with_suffix("").parts
            names.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return names


class _BrowserOnly:
    """What ``document`` or ``window`` is outside the browser: any use is an error."""

    def __init__(self, name: str) -> None:
        self._name = name

    def __getattr__(self, attr: str) -> object:
        if attr.startswith("__"):  # doctest's finder looks for __wrapped__ and the like
            raise AttributeError(attr)
        raise RuntimeError(f"{self._name}.{attr} used at import time: there is no browser here")


def _stand_in_pyscript() -> dict[str, types.ModuleType]:
    pyscript = types.ModuleType("pyscript")
    ffi = types.ModuleType("pyscript.ffi")
    for name in ("document", "window"):
        setattr(pyscript, name, _BrowserOnly(name))
    for name in ("create_proxy", "to_js"):
        setattr(ffi, name, _BrowserOnly(name))
    pyscript.ffi = ffi  # type: ignore[attr-defined]
    return {"pyscript": pyscript, "pyscript.ffi": ffi}


@pytest.fixture
def page_import(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Import page modules with the stand-in; forget every module imported meanwhile."""
    before = set(sys.modules)
    monkeypatch.syspath_prepend(str(WEB))
    try:
        import pyscript  # noqa: F401 - the real one, if some day it is installed
    except ImportError:
        for name, module in _stand_in_pyscript().items():
            monkeypatch.setitem(sys.modules, name, module)
    yield
    for name in set(sys.modules) - before:
        if name == "pushweb" or name.startswith("pushweb."):
            del sys.modules[name]


def test_the_page_has_modules_with_examples() -> None:
    found = modules_with_examples()
    assert "pushweb.handoff" in found and "pushweb.strips" in found, found


@pytest.mark.parametrize("name", modules_with_examples())
def test_the_examples_of_each_page_module_hold(name: str, page_import: None) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, verbose=False, report=True)
    assert result.attempted > 0, f"{name}: no example ran"
    assert result.failed == 0, f"{name}: {result.failed} of {result.attempted} examples failed"
