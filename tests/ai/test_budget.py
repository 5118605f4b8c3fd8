"""Budgets: node limits, time limits and the cancel hook."""

from __future__ import annotations

import time

from pushgames.ai.budget import CHECK_EVERY, Budget, Clock


def test_node_limit_is_exact() -> None:
    clock = Clock(Budget(nodes=100))
    assert not any(clock.tick() for _ in range(99))
    assert clock.tick() and clock.expired()


def test_time_limit() -> None:
    clock = Clock(Budget(seconds=0.05))
    started = time.perf_counter()
    while not clock.tick():
        pass
    assert 0.05 <= time.perf_counter() - started < 0.2


def test_cancel_hook_is_read_every_few_ticks() -> None:
    calls = []
    clock = Clock(Budget(should_stop=lambda: calls.append(1) or True))
    ticks = 0
    while not clock.tick():
        ticks += 1
    assert ticks == CHECK_EVERY - 1 and len(calls) == 1


def test_capped_and_scaled() -> None:
    assert Budget(seconds=5, nodes=10).capped(seconds=3) == Budget(seconds=3, nodes=10)
    assert Budget().capped(nodes=7) == Budget(nodes=7)
    assert Budget(nodes=10).scaled(0.5) == Budget(nodes=5)
