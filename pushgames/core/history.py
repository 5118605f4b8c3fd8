"""The positions a game has been through, counted, for repetition rules.

A third-repetition rule needs, at each new position, how often that position
came up before. Copying a tuple of every earlier position into each state (the
obvious way) makes a game of n moves cost O(n^2) time and memory. A
:class:`History` is instead a persistent value: adding a position returns a new
history in O(log n) time and memory and leaves the old one intact, so every
state keeps its own history, states stay immutable, and a search that branches
from one state shares everything its branches have in common.

Inside is a hash trie (a HAMT without bitmaps): nodes are 16-slot tuples indexed
by four bits of the position's hash at a time; a slot holds nothing, a leaf
``(key, hash, count)`` or a deeper node. Adding a position copies only the
nodes on its path (about log16 n of them). Two keys whose 32 hash bits all
agree share a bucket (a list, so it cannot be mistaken for a leaf or a node).

The trie's shape depends only on the set of keys it holds, so two histories
holding the same positions as often are equal, whatever order they came in:
they are the same as far as any rule can tell. Hashing a history is O(1).

>>> h = History.of("a").add("b").add("a")
>>> h.last, h.repeats, h.count("b"), h.count("z"), h.size
('a', 2, 1, 0, 3)
>>> h == History.of("b").add("a").add("a")  # the same counts and the same latest position
True
>>> h == History.of("a").add("a").add("b")
False
"""

from __future__ import annotations

from typing import Any, Hashable, Iterator

#: Bits of the hash consumed per level; 16-slot nodes keep each path copy small.
_BITS = 4
_SLOTS = 1 << _BITS
_MASK = _SLOTS - 1
#: Hashes are cut to 32 bits: Pyodide (wasm32) hashes are 32 bits wide anyway.
_HASH_BITS = 32
_HASH_MASK = (1 << _HASH_BITS) - 1
_EMPTY_NODE: tuple[Any, ...] = (None,) * _SLOTS
# A leaf is (key, hash, count); a node is a 16-tuple; a bucket is a list of leaves.


def _join(old: tuple[Any, ...], new: tuple[Any, ...], shift: int) -> Any:
    """The subtree at ``shift`` holding two leaves whose hashes agree below ``shift``."""
    old_hash, new_hash = old[1], new[1]
    # Walk down while both leaves land in the same slot, then build bottom-up.
    slots: list[int] = []
    while shift < _HASH_BITS and (old_hash >> shift) & _MASK == (new_hash >> shift) & _MASK:
        slots.append((old_hash >> shift) & _MASK)
        shift += _BITS
    if shift >= _HASH_BITS:
        subtree: Any = [old, new]  # all 32 bits agree: a collision bucket
    else:
        cells = list(_EMPTY_NODE)
        cells[(old_hash >> shift) & _MASK] = old
        cells[(new_hash >> shift) & _MASK] = new
        subtree = tuple(cells)
    for slot in reversed(slots):
        cells = list(_EMPTY_NODE)
        cells[slot] = subtree
        subtree = tuple(cells)
    return subtree


def _bump(root: tuple[Any, ...], key: Hashable, key_hash: int) -> tuple[tuple[Any, ...], int]:
    """The trie with ``key`` counted once more, and its new count (path copying)."""
    path: list[tuple[tuple[Any, ...], int]] = []
    node = root
    shift = 0
    while True:
        slot = (key_hash >> shift) & _MASK
        entry = node[slot]
        if entry is None:
            replacement: Any = (key, key_hash, 1)
            count = 1
            break
        if type(entry) is list:  # a collision bucket: every key there has this hash
            for i, leaf in enumerate(entry):
                if leaf[0] == key:
                    count = leaf[2] + 1
                    replacement = entry[:i] + [(key, key_hash, count)] + entry[i + 1:]
                    break
            else:
                count = 1
                replacement = entry + [(key, key_hash, 1)]
            break
        if len(entry) != _SLOTS:  # a leaf
            if entry[1] == key_hash and entry[0] == key:
                count = entry[2] + 1
                replacement = (key, key_hash, count)
            else:
                count = 1
                replacement = _join(entry, (key, key_hash, 1), shift + _BITS)
            break
        path.append((node, slot))
        node = entry
        shift += _BITS
    new_node = node[:slot] + (replacement,) + node[slot + 1:]
    for parent, parent_slot in reversed(path):
        new_node = parent[:parent_slot] + (new_node,) + parent[parent_slot + 1:]
    return new_node, count


def _lookup(root: tuple[Any, ...], key: Hashable, key_hash: int) -> int:
    node: Any = root
    shift = 0
    while True:
        entry = node[(key_hash >> shift) & _MASK]
        if entry is None:
            return 0
        if type(entry) is list:
            return next((leaf[2] for leaf in entry if leaf[0] == key), 0)
        if len(entry) != _SLOTS:
            return entry[2] if entry[1] == key_hash and entry[0] == key else 0
        node = entry
        shift += _BITS


def _leaves(root: tuple[Any, ...]) -> Iterator[tuple[Any, ...]]:
    """Every leaf, with an explicit stack (the trie is at most 8 levels deep anyway)."""
    stack: list[Any] = [root]
    while stack:
        node = stack.pop()
        for entry in node:
            if entry is None:
                continue
            if type(entry) is list:
                yield from entry
            elif len(entry) == _SLOTS:
                stack.append(entry)
            else:
                yield entry


class History:
    """How often each position came up (a persistent multiset), plus the latest.

    ``last`` is the position added last and ``repeats`` how often it has come
    up, this time included: a third repetition is ``repeats >= 3``. ``size``
    counts every position added. Immutable: :meth:`add` returns a new history
    and no method changes one (plain slots rather than a frozen dataclass: one is
    built per move, and a frozen dataclass builds about twice as slowly).
    """

    __slots__ = ("_root", "size", "_digest", "last", "repeats")

    _root: tuple[Any, ...]
    size: int
    _digest: int
    last: Hashable
    repeats: int

    def __init__(self, root: tuple[Any, ...], size: int, digest: int, last: Hashable,
                 repeats: int) -> None:
        # Built only by this module (``add``); nothing ever assigns to a history afterwards.
        self._root = root
        self.size = size
        self._digest = digest
        self.last = last
        self.repeats = repeats

    @classmethod
    def empty(cls) -> "History":
        return EMPTY_HISTORY

    @classmethod
    def of(cls, key: Hashable) -> "History":
        """A history holding one position (after a change that can never be undone)."""
        return EMPTY_HISTORY.add(key)

    def add(self, key: Hashable) -> "History":
        """This history with ``key`` come up once more (O(log n); ``self`` is unchanged)."""
        key_hash = hash(key) & _HASH_MASK
        root, repeats = _bump(self._root, key, key_hash)
        # The digest is order-free (a sum) so that equal histories hash equal.
        return History(root, self.size + 1, (self._digest + key_hash) & _HASH_MASK, key, repeats)

    def count(self, key: Hashable) -> int:
        """How often ``key`` has come up."""
        return _lookup(self._root, key, hash(key) & _HASH_MASK)

    def counts(self) -> dict[Hashable, int]:
        """Every position with how often it came up (tests, debugging)."""
        return {leaf[0]: leaf[2] for leaf in _leaves(self._root)}

    def __len__(self) -> int:
        return self.size

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, History):
            return NotImplemented
        # Cheap fields first; the trie comparison shares identical subtrees by identity.
        return (self.size == other.size and self._digest == other._digest
                and self.repeats == other.repeats
                and self.last == other.last and self._root == other._root)

    def __hash__(self) -> int:
        return hash((self.size, self._digest, self.repeats))

    def __repr__(self) -> str:
        return (f"<History of {self.size} positions, {len(self.counts())} distinct, last seen "
                f"{self.repeats}x>")

    def __reduce__(self) -> tuple[Any, ...]:
        # Pickling and copy.deepcopy rebuild a history from its fields.
        return (History, (self._root, self.size, self._digest, self.last, self.repeats))


EMPTY_HISTORY = History(_EMPTY_NODE, 0, 0, None, 0)
