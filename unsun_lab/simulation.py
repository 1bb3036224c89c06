"""Many deals at once: per-deal results for statistics (R11, R27–R29).

``simulate(n_deals, seed, players)`` plays ``n_deals`` deals and returns one small frozen
record per deal. With ``players=None`` every seat plays uniformly at random through the lean
simulator (``unsun_lab.fastsim``); with players, each decision goes through the core Deal and
the seat's PlayerView (R31). Deal ``i`` is shuffled from a seed derived from ``(seed, i)``
and dealt by seat ``i % 8``, so the results are the same whatever the workers or executor.

>>> results = simulate(4, seed=1)
>>> [sum(r.score) for r in results]
[9, 9, 9, 9]
"""

from __future__ import annotations

import hashlib
import random
import sys
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any, Protocol

from unsun_lab.cards import DECK
from unsun_lab.deal import Deal
from unsun_lab.fastsim import PAIR_NAMES, FastDeal
from unsun_lab.view import PlayerView

__all__ = ["ComboResult", "DealResult", "deal_seed", "play_deal", "simulate"]

CHUNK = 16  # deals per task: fixed, so chunking never changes the results


class Player(Protocol):
    def choose(self, view: PlayerView) -> str: ...


@dataclass(frozen=True)
class ComboResult:
    """A combination made in a deal (R27/R28)."""

    pair: str
    points: int
    trick: int
    team: int  # 0: seats 0/2/4/6, 1: seats 1/3/5/7


@dataclass(frozen=True)
class DealResult:
    """One simulated deal: its seed and dealer, the trump, the final score (R29), the
    combinations, the native Robai's status and who declared it (R11)."""

    index: int
    seed: int
    dealer: int
    trump: str
    indicator: str
    recipient: int
    score: tuple[int, int]
    combos: tuple[ComboResult, ...]
    native_robai: str  # 'declared', 'hidden', 'indicator' or 'stock'
    declared_by: int | None

    @property
    def margin(self) -> int:
        """Team 0/2/4/6's score minus team 1/3/5/7's."""
        return self.score[0] - self.score[1]


def deal_seed(seed: int, index: int) -> int:
    """The shuffle seed of deal ``index`` of a simulation seeded ``seed``."""
    key = f"unsun-lab/simulate/{seed}/{index}".encode()
    return int.from_bytes(hashlib.blake2b(key, digest_size=8).digest(), "big")


def play_deal(index: int, seed: int, players: Sequence[Player] | None) -> DealResult:
    """Play deal ``index`` of a simulation seeded ``seed`` to the end."""
    s = deal_seed(seed, index)
    dealer = index % 8
    if players is None:
        return _random_deal(index, s, dealer)
    deal = Deal.shuffled(seed=s, dealer=dealer)
    while not deal.over:
        seat = deal.to_move
        assert seat is not None
        deal.push(players[seat].choose(deal.view(seat)))
    combos = tuple(
        ComboResult(t.combo.pair, t.combo.points, t.number, t.winner & 1)
        for t in deal.tricks
        if t.combo is not None and t.winner is not None
    )
    status = deal.native_robai_status or "stock"
    return DealResult(
        index=index,
        seed=s,
        dealer=dealer,
        trump=deal.trump.title,
        indicator=deal.indicator.code,
        recipient=deal.recipient if deal.recipient is not None else dealer,
        score=deal.score,
        combos=combos,
        native_robai=status,
        declared_by=deal.holder if status == "declared" else None,
    )


def _random_deal(index: int, s: int, dealer: int) -> DealResult:
    rng = random.Random(s)
    fd = FastDeal.shuffled(rng, dealer=dealer)
    fd.log = []
    holder = fd.holder
    fd.playout(rng)
    if holder < 0:
        status = "indicator" if fd.indicator == fd.table.native else "stock"
    else:
        status = "hidden" if fd.hidden else "declared"
    combos = tuple(
        ComboResult(PAIR_NAMES[pair], points, number, winner & 1)
        for number, _, winner, pair, points in fd.log
        if pair >= 0
    )
    return DealResult(
        index=index,
        seed=s,
        dealer=dealer,
        trump=DECK[fd.indicator].suit.title,
        indicator=DECK[fd.indicator].code,
        recipient=fd.recipient,
        score=(fd.score[0], fd.score[1]),
        combos=combos,
        native_robai=status,
        declared_by=holder if status == "declared" else None,
    )


def _play_chunk(
    start: int, stop: int, seed: int, players: Sequence[Player] | None
) -> list[DealResult]:
    return [play_deal(i, seed, players) for i in range(start, stop)]


def _seat_players(players: Any) -> list[Player] | None:
    if players is None:
        return None
    if hasattr(players, "choose"):
        return [players] * 8
    if callable(players):
        return [players(seat) for seat in range(8)]
    seats = list(players)
    if len(seats) != 8 or not all(hasattr(p, "choose") for p in seats):
        raise ValueError("players must be None, 8 players, one player or a factory(seat)")
    return seats


def _auto_progress(n_deals: int, players: Any) -> bool:
    big = n_deals >= (20000 if players is None else 200)
    interactive = sys.stderr.isatty() or "ipykernel" in sys.modules
    return big and interactive


def _progress_bar(total: int, on: bool) -> Callable[[int], None]:
    if not on:
        return lambda n: None
    try:
        from tqdm.auto import tqdm  # type: ignore[import-untyped]  # optional: the core needs only the standard library
    except ImportError:
        return lambda n: None
    bar = tqdm(total=total, unit="deal", desc="simulate")

    def update(n: int) -> None:
        bar.update(n)
        if bar.n >= total:
            bar.close()

    return update


def simulate(
    n_deals: int,
    seed: int,
    players: Sequence[Player] | Player | Callable[[int], Player] | None = None,
    *,
    workers: int = 1,
    executor: Executor | None = None,
    progress: bool | None = None,
) -> list[DealResult]:
    """Play ``n_deals`` deals and return one DealResult per deal, in order.

    ``players``: None (uniformly random moves through the fast simulator), 8 players by
    seat, one player for every seat, or a factory ``f(seat) -> player``. ``workers=N`` runs
    N processes (players must then be picklable); ``executor`` takes any
    concurrent.futures.Executor. The results depend only on ``seed`` and the players.
    ``progress``: True, False, or None for a bar only on long interactive runs (tqdm).
    """
    if n_deals < 0:
        raise ValueError(f"n_deals must be >= 0, got {n_deals}")
    seats = _seat_players(players)
    chunks = [(a, min(a + CHUNK, n_deals)) for a in range(0, n_deals, CHUNK)]
    update = _progress_bar(
        n_deals, _auto_progress(n_deals, players) if progress is None else progress
    )
    results: list[DealResult] = []
    own: Executor | None = None
    if executor is None and workers > 1:
        executor = own = ProcessPoolExecutor(max_workers=workers)
    try:
        if executor is None:
            for a, b in chunks:
                results += _play_chunk(a, b, seed, seats)
                update(b - a)
        else:
            for part in _ordered(executor, chunks, seed, seats):
                results += part
                update(len(part))
    finally:
        if own is not None:
            own.shutdown()
    return results


def _ordered(
    executor: Executor,
    chunks: list[tuple[int, int]],
    seed: int,
    seats: list[Player] | None,
) -> Iterator[list[DealResult]]:
    futures = [executor.submit(_play_chunk, a, b, seed, seats) for a, b in chunks]
    for future in futures:
        yield future.result()
