"""Shared pytest configuration for every test (unit, doctest, browser).

Nothing here imports Playwright: pure engine tests run without a browser.
"""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

try:
    from hypothesis import HealthCheck, settings
except ImportError:  # pragma: no cover - hypothesis is in the [test] extra
    pass
else:
    # The machine has 2 cores shared with other jobs: wall-clock deadlines only
    # produce flaky failures, so they are off; everything else stays default.
    settings.register_profile("pushgames", deadline=None,
                              suppress_health_check=[HealthCheck.too_slow])
    settings.load_profile("pushgames")


@pytest.fixture(scope="session")
def repo_root() -> Path:
    """The repository root (the folder holding pyproject.toml)."""
    return ROOT
