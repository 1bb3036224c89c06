"""simulate and the studies on a real Dask cluster on 127.0.0.1 (distributed.LocalCluster,
worker processes, web pages on loopback only): the same results as one process, and players
that only cloudpickle (defined in a function, as in a notebook) work there."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from unsun_lab.players import HeuristicPlayer, RandomPlayer
from unsun_lab.simulation import simulate
from unsun_lab.study import declare_value

distributed = pytest.importorskip("distributed")


@pytest.fixture(scope="module")
def client() -> Iterator[object]:
    with (
        distributed.LocalCluster(
            n_workers=2,
            threads_per_worker=1,
            processes=True,
            host="127.0.0.1",
            dashboard_address="127.0.0.1:0",  # web pages on loopback only
            worker_dashboard_address="127.0.0.1:0",
        ) as cluster,
        distributed.Client(cluster) as c,
    ):
        yield c


def test_random_deals_on_the_cluster_equal_a_local_run(client: distributed.Client) -> None:
    executor = client.get_executor()
    assert simulate(3000, seed=6, executor=executor) == simulate(3000, seed=6)
    assert simulate(500, seed=6, executor=executor, chunk_size=33) == simulate(500, seed=6)


def test_players_defined_in_a_function_travel_by_cloudpickle(
    client: distributed.Client,
) -> None:
    class Cautious(HeuristicPlayer):  # like a class defined in a notebook cell
        pass

    players = [Cautious(s) if s % 2 else RandomPlayer(s) for s in range(8)]
    local = simulate(16, seed=2, players=players)
    assert simulate(16, seed=2, players=players, executor=client.get_executor()) == local
    with pytest.raises(TypeError, match="cannot be pickled"):
        simulate(16, seed=2, players=players, workers=2)


def test_a_study_on_the_cluster_equals_a_local_one(client: distributed.Client) -> None:
    executor = client.get_executor()
    assert declare_value(600, seed=3, executor=executor) == declare_value(600, seed=3)
