"""core.History: a persistent counted history, checked against a plain Counter."""

from __future__ import annotations

import copy
import pickle
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from pushgames.core import History
import random


class Key:
    """A key with a chosen hash, to force the trie's collisions."""

    def __init__(self, name: int, hashed: int) -> None:
        self.name, self.hashed = name, hashed

    def __hash__(self) -> int:
        return self.hashed

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Key) and self.name == other.name

    def __repr__(self) -> str:
        return f"Key({self.name}, {self.hashed})"


hashes = st.one_of(st.integers(-2**63, 2**63 - 1), st.integers(0, 7),
                   st.sampled_from([5, 7 << 28, (1 << 32) + 5]))


@settings(max_examples=300)
@given(st.lists(st.tuples(st.integers(0, 40), hashes), min_size=1, max_size=40), st.data())
def test_counts_match_a_counter_even_when_hashes_collide(
    pool: list[tuple[int, int]], data: st.DataObject,
) -> None:
    keys = [Key(name, hashed) for name, hashed in dict(pool).items()]
    picks = data.draw(st.lists(st.sampled_from(keys), min_size=1, max_size=200))
    counter: Counter[Key] = Counter()
    history, versions = History.empty(), []
    for key in picks:
        history = history.add(key)
        counter[key] += 1
        versions.append((history, Counter(counter)))
        assert history.last is key and history.repeats == counter[
            key] and history.size == sum(counter.values())
    assert history.counts() == dict(counter)
    for old, expected in versions:  # older histories are untouched (persistence)
        assert all(old.count(k) == expected[k] for k in keys)


@given(st.lists(st.integers(0, 6), min_size=1, max_size=30), st.randoms())
def test_equal_counts_and_last_make_equal_histories_with_equal_hashes(
    keys: list[int], rng: random.Random,
) -> None:
    shuffled = keys[:-1]
    rng.shuffle(shuffled)
    a, b = History.empty(), History.empty()
    for key in keys:
        a = a.add(key)
    for key in shuffled + keys[-1:]:
        b = b.add(key)
    assert a == b and hash(a) == hash(b)
    assert a != a.add(keys[0])


def test_copies_and_pickles_are_equal() -> None:
    history = History.of("x").add("y").add("x")
    assert pickle.loads(pickle.dumps(history)) == history == copy.deepcopy(history)
    assert len(history) == 3 and history.count("y") == 1
