"""Pushout and Apocalypse have action types of their own (issue 25): every action a
game offers or chance draws is one, its ``repr`` pastes back to an equal action,
and its notation round-trips, while records keep the same text (notation)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from pushgames import registry
from pushgames.apocalypse import GAME as APOCALYPSE
from pushgames.apocalypse import ApocalypseAction
from pushgames.core import GameRecord, Replay, replay_record
from pushgames.core.simulate import random_game
from pushgames.pushout import GAME as PUSHOUT
from pushgames.pushout.actions import BANK, DISCARD, PushoutMove, drop, place, play, reveal, use


def test_pushout_moves_repr_pastes_back_and_str_is_the_number() -> None:
    for move in (use(7), use(7, 2), DISCARD, BANK, place(3, 1), play(30, 4, 1), drop(5),
                 reveal(12)):
        assert isinstance(move, PushoutMove)
        pasted = eval(repr(move), {"PushoutMove": PushoutMove})
        assert pasted == move and isinstance(pasted, PushoutMove)
        assert str(move) == str(int(move)) and f"{move}" == str(int(move))
    assert repr(use(7, 2)) == "PushoutMove.use(7, 2)" and repr(DISCARD) == "PushoutMove.DISCARD"


def test_apocalypse_actions_are_their_notation_with_a_pasteable_repr() -> None:
    action = ApocalypseAction("move PN-CN")
    assert repr(action) == "ApocalypseAction('move PN-CN')" and str(action) == "move PN-CN"
    assert type(str(action)) is str and eval(repr(action)) == action


@pytest.mark.parametrize("game, kind, options", [
    (PUSHOUT, PushoutMove, {}),
    (PUSHOUT, PushoutMove, {"swiss": True}),
    (APOCALYPSE, ApocalypseAction, {"seats": 3}),
])
def test_every_action_of_a_random_game_is_of_the_type_and_round_trips(
        game: Any, kind: type, options: dict[str, Any]) -> None:
    line = random_game(game, options, seed=4, max_decisions=3_000)
    assert line.actions, "a random game makes decisions"
    for state, action in zip(line.states, line.actions):
        assert isinstance(action, kind), f"{action!r} is not a {kind.__name__}"
        for legal in game.legal_actions(state):
            assert isinstance(legal, kind)
        text = game.notation(state, action)
        assert game.parse(state, text) == action
    notes = tuple(game.notation(s, a) for s, a in zip(line.states, line.actions))
    record = GameRecord(game.meta.id, game.meta.rules_version, line.options, line.seed, notes)
    replay = replay_record(GameRecord.decode(record.encode()), registry.get_game)
    assert replay.notations() == list(notes)
    assert all(isinstance(action, kind) for action in replay.actions)


#: Records of seeded games written by the engines before the action types (commit
#: 032e546, actions as ints and strings): the typed actions must write the same bytes.
BEFORE = {
    ("pushout", False): (
        "2bY_NbsMgEIRfxeKMRG3Ipc_gk7FPURSZnzZIrqmgjtVWzbMXsjE2kU8zO_qYXY7oc_IXO30hTPEv8mZ8HzR6fes"
        "HrzFSdhKb0c_G-zRJO171t3UpEPP5w1613wZeWhc6M8YotSn90c7682wGlaLLNCqnl_kPv-AjujFOqgZhdKtawpK"
        "po2ENqdpoaE0oJAtMG0Jz-MBJybewLouHzEEUK3ihWQyiU9EJIMSDMF72TsWKsiOHOo-qmjAOMC_6MmsMrgZ56mE"
        "dqbpgZFm08LZZ9633iRXJ5b5C7qxIuYRKufPJBuSJhzyIgEvua-ASBSVip1ws955O_w"),
    ("pushout", True): (
        "2XVDLboMwEPwV5DOSi20u-QZOGE5RFPnVBpXiyg5BbdV8e702INPTvmZ2Z_aMPmd_s_MdlbT8QX6Y3kaDTq9i9KZ"
        "E2s4yK_0yeI9OdzeHQtnpYb6s26dyuX7Yh_F5wyvrwsoDZtA62_ltnPXXZRj13rrNk3Zmq3_Ll_KMnoxj0qISPUm"
        "H2Z40kLAWkw4S2mCaOhuYtpgewTXHFc_BpirWIEPQrOCFYSETVQFLZRqHsMC4KtoUoDIA1iyNeSEJ7K16XDcHfh8"
        "FNJjBXQkcETkUOCytW2_IFLqDkghUNBsNXgmno9Mek_6_FMAouirNTcfjKkNJEtXJZCtUywEloli6vbRJWsOh5JT"
        "jmidaZIvpPT6WYxpVEkDSZGCnGhCkwZGh2a3L5Q8"),
    ("apocalypse", False): (
        "2fZHNboMwEIRfxfIZpAQCSnsjHHqLUOEW5bCCzY_kYGQ7RVHVPnux49pYSXsbzw673y47CgNvgd0GiTRKok8qEZS"
        "kr-lXtIh29PsALZJsTSMrl07lL16mvu6j61xLwRkjmVNLp_JAHQUf1clZibVIsf1VVT2pjvcYdB0Y3O5DQZFShwV"
        "e-AeSN4HY--c7djoNUgYonYAxpDToiV8zS7w7CyycXKWPQOZg_4GEVGaHxxU27IpPs4ZpCldP9rUXki0XGJwzOF3"
        "-V1IXlIBeHlAEn8sRBlLWsfkN41mdLJDxqzounW-xL-ejAOU76zMZ0qqJi8Y9tveO5lHYNuw6I1pZg5TNbLgdYgr"
        "F1KOZU-33Pw"),
}


@pytest.mark.parametrize("game_id, swiss", sorted(BEFORE))
def test_records_are_byte_for_byte_what_the_untyped_engines_wrote(game_id: str,
                                                                  swiss: bool) -> None:
    game = registry.get_game(game_id)
    options: dict[str, Any] = {"seats": 3} if game_id == "apocalypse" else {"swiss": swiss}
    line = Replay.new(game, options, 7)
    chooser = random.Random(7)
    for _ in range(40):
        if line.outcome is not None:
            break
        legal = list(game.legal_actions(line.state))
        line.push(legal[chooser.randrange(len(legal))])
    assert line.encoded() == BEFORE[game_id, swiss]
