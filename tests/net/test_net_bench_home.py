"""`bench --net` plays 200 bot seats: their tokens must stay in the bench's own folder,
never in the user's `config/net-seats.json` (a bench run once left them there)."""

from __future__ import annotations

import os

import pytest
from ludotheque.client.net import bench


@pytest.mark.slow  # two lobbies and 4 bots: 15 s
def test_a_net_bench_leaves_no_token_in_the_users_folder() -> None:
    home = os.environ["LUDOTHEQUE_HOME"]  # the test's private home (conftest)
    report = bench.run(tables=2, seats=2, moves=6, idle_seconds=0.2, paced_moves=2)
    assert report["throughput"]["moves"] > 0 and report["latency"]["moves"] > 0
    assert os.environ["LUDOTHEQUE_HOME"] == home
    assert not (os.path.exists(os.path.join(home, "config", "net-seats.json")))
