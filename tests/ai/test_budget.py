"""Budgets: node limits, time limits and the cancel hook."""

from __future__ import annotations

from pushgames.ai.budget import CHECK_EVERY, Budget, Clock

from .timers import SteppedTimer


def test_node_limit_is_exact() -> None:
    clock = Clock(Budget(nodes=100))
    assert not any(clock.tick() for _ in range(99))
    assert clock.tick() and clock.expired()


def test_time_limit_is_read_every_few_ticks() -> None:
    timer = SteppedTimer(0.01)
    clock = Clock(Budget(seconds=0.05, timer=timer))
    ticks = 1
    while not clock.tick():
        ticks += 1
    # Read at the start, then once per CHECK_EVERY ticks: the 5th check is past 0.05 s.
    assert timer.reads == 6 and ticks == 5 * CHECK_EVERY and clock.expired()


def test_cancel_hook_is_read_every_few_ticks() -> None:
    calls: list[int] = []

    def stop() -> bool:
        calls.append(1)
        return True

    clock = Clock(Budget(should_stop=stop))
    ticks = 0
    while not clock.tick():
        ticks += 1
    assert ticks == CHECK_EVERY - 1 and len(calls) == 1


def test_capped_and_scaled() -> None:
    assert Budget(seconds=5, nodes=10).capped(seconds=3) == Budget(seconds=3, nodes=10)
    assert Budget().capped(nodes=7) == Budget(nodes=7)
    assert Budget(nodes=10).scaled(0.5) == Budget(nodes=5)
