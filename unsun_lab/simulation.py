"""Many deals at once: per-deal results for statistics (R11, R27–R29).

``simulate(n_deals, seed, players)`` plays ``n_deals`` deals. With ``players=None`` every seat
plays uniformly at random through the lean simulator (``unsun_lab.fastsim``); with players,
each decision goes through the core Deal and the seat's PlayerView (R31). Deal ``i`` is
shuffled from a seed derived from ``(seed, i)`` and dealt by seat ``i % 8``, so the results
are the same whatever the chunk size, the workers or the executor.

The results are a :class:`~unsun_lab.results.Results`: a sequence of ``DealResult`` stored as
columns (``unsun_lab.results``), with ``to_frame()``, ``combos_frame()`` and ``summary()``
(means and shares with 95 % intervals). The chunks, the process pool and the progress bar are
``unsun_lab.parallel``'s.

>>> results = simulate(4, seed=1)
>>> [sum(r.score) for r in results]
[9, 9, 9, 9]
>>> results[0].dealer, results[-1].dealer
(0, 3)
>>> results
<Results: 4 deals, 0..3>

Large runs can be streamed: ``iter_chunks`` yields the results a chunk at a time, and
``reduce=`` folds each chunk into an accumulator without keeping the deals:

>>> summary = simulate(40, seed=1, reduce=Summary.add, initial=Summary())
>>> summary.deals
40
"""

from __future__ import annotations

import hashlib
import os
import random
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Executor
from typing import Any, Final, TypeVar, overload

from unsun_lab.cards import DECK
from unsun_lab.deal import Deal
from unsun_lab.fastsim import PAIR_NAMES, FastDeal
from unsun_lab.fileio import atomic_path
from unsun_lab.match import Player, play_out  # the one player protocol, the one play loop
from unsun_lab.parallel import (
    MAX_SEED_BITS,
    auto_progress,
    available_cpus,
    check_run,
    chunk_size_for,
    map_chunks,
    plan_chunk_size,
    progress_bar,
)
from unsun_lab.results import (
    CARD_CODES,
    STATUSES,
    SUITS,
    ComboResult,
    DealResult,
    Results,
    Summary,
)
from unsun_lab.rules import robai_status, team_of

__all__ = [
    "MAX_SEED_BITS",
    "STATUSES",
    "ComboResult",
    "DealResult",
    "Player",
    "Players",
    "Results",
    "Summary",
    "available_cpus",
    "check_simulation",
    "chunk_size_for",
    "deal_seed",
    "iter_chunks",
    "map_chunks",
    "play_deal",
    "progress_bar",
    "seat_players",
    "simulate",
    "write_parquet",
]

_CARD_INDEX: Final = {code: i for i, code in enumerate(CARD_CODES)}
_PAIR_INDEX: Final = {name: i for i, name in enumerate(PAIR_NAMES)}

#: The parameters of :func:`simulate` checked (``unsun_lab.parallel.check_run``, which the
#: studies use too).
check_simulation: Final = check_run

Players = Sequence[Player] | Player | Callable[[int], Player] | None
"""What ``simulate`` takes as players: 8 players by seat, one player for every seat, a
factory ``f(seat) -> player``, or None for uniformly random moves (the fast simulator)."""

A = TypeVar("A")


# -- playing one deal -------------------------------------------------------------------------


def deal_seed(seed: int, index: int) -> int:
    """The shuffle seed of deal ``index`` of a simulation seeded ``seed``."""
    key = f"unsun-lab/simulate/{seed}/{index}".encode()
    return int.from_bytes(hashlib.blake2b(key, digest_size=8).digest(), "big")


def play_deal(index: int, seed: int, players: Sequence[Player] | None) -> DealResult:
    """Play deal ``index`` of a simulation seeded ``seed`` to the end."""
    out = Results(index)
    _play_into(out, index, seed, players)
    return out[0]


def _play_into(out: Results, index: int, seed: int, players: Sequence[Player] | None) -> None:
    s = deal_seed(seed, index)
    dealer = index % 8
    if players is None:
        _random_into(out, s, dealer)
        return
    deal = Deal.shuffled(seed=s, dealer=dealer)
    play_out(deal, players)
    combos = [
        (_PAIR_INDEX[t.combo.pair], t.combo.points, t.number, team_of(t.winner))
        for t in deal.tricks
        if t.combo is not None and t.winner is not None
    ]
    status = deal.native_robai_status or "stock"
    holder = deal.holder
    out._append(
        s,
        SUITS.index(deal.trump.title),
        _CARD_INDEX[deal.indicator.code],
        deal.recipient if deal.recipient is not None else dealer,
        deal.score,
        STATUSES.index(status),
        holder if status == "declared" and holder is not None else -1,
        combos,
    )


_TRUMP_OF: Final = tuple(SUITS.index(c.suit.title) for c in DECK)


def _random_into(out: Results, s: int, dealer: int) -> None:
    rng = random.Random(s)
    fd = FastDeal.shuffled(rng, dealer=dealer)
    log: list[tuple[int, int, int, int, int]] = []
    fd.log = log
    holder = fd.holder
    fd.playout(rng)
    # The holder's word is never missing here: the deal was played to the end.
    said = "pass" if fd.hidden else "declare"
    native = robai_status(None if holder < 0 else holder, said, fd.indicator == fd.table.native)
    status = STATUSES.index(native or "stock")
    out._append(
        s,
        _TRUMP_OF[fd.indicator],
        fd.indicator,
        fd.recipient,
        fd.score,
        status,
        holder if STATUSES[status] == "declared" else -1,
        [(pair, pts, number, team_of(winner)) for number, _, winner, pair, pts in log if pair >= 0],
    )


def _play_chunk(start: int, stop: int, seed: int, players: Sequence[Player] | None) -> Results:
    out = Results(start)
    for i in range(start, stop):
        _play_into(out, i, seed, players)
    return out


# -- players ---------------------------------------------------------------------------------


def seat_players(players: Players) -> list[Player] | None:
    """The 8 players by seat (None: random moves), from any form ``simulate`` takes."""
    if players is None:
        return None
    if hasattr(players, "choose"):
        return [players] * 8  # one player for every seat
    if callable(players):
        return [players(seat) for seat in range(8)]
    seats = list(players)
    if len(seats) != 8 or not all(hasattr(p, "choose") for p in seats):
        raise ValueError("players must be None, 8 players, one player or a factory(seat)")
    return seats


# -- simulate ---------------------------------------------------------------------------------


def iter_chunks(
    n_deals: int,
    seed: int,
    players: Players = None,
    *,
    workers: int = 1,
    executor: Executor | None = None,
    chunk_size: int | None = None,
    in_flight: int | None = None,
    progress: bool | None = None,
) -> Iterator[Results]:
    """The results of ``simulate`` as they come, one :class:`Results` per chunk, in order.

    A caller that aggregates (``chunk.to_frame()``, a running total) never holds more
    than a few chunks. Stopping early (``break``) cancels the work still pending.

    >>> [len(c) for c in iter_chunks(10, seed=1, chunk_size=4)]
    [4, 4, 2]
    """
    n_deals, seed, workers, chunk_size, in_flight = check_run(
        n_deals, seed, workers, chunk_size, in_flight
    )
    seats = seat_players(players)
    size = plan_chunk_size(n_deals, seats, given=chunk_size, workers=workers, executor=executor)
    on = auto_progress(n_deals, seats) if progress is None else progress
    return map_chunks(
        _play_chunk,
        n_deals,
        (seed, seats),
        chunk_size=size,
        workers=workers,
        executor=executor,
        in_flight=in_flight,
        progress=progress_bar(n_deals, on),
        check=seats,
    )


@overload
def simulate(
    n_deals: int,
    seed: int,
    players: Players = None,
    *,
    workers: int = 1,
    executor: Executor | None = None,
    chunk_size: int | None = None,
    in_flight: int | None = None,
    progress: bool | None = None,
    reduce: None = None,
) -> Results: ...
@overload
def simulate(
    n_deals: int,
    seed: int,
    players: Players = None,
    *,
    workers: int = 1,
    executor: Executor | None = None,
    chunk_size: int | None = None,
    in_flight: int | None = None,
    progress: bool | None = None,
    reduce: Callable[[A, Results], A],
    initial: A,
) -> A: ...
def simulate(
    n_deals: int,
    seed: int,
    players: Players = None,
    *,
    workers: int = 1,
    executor: Executor | None = None,
    chunk_size: int | None = None,
    in_flight: int | None = None,
    progress: bool | None = None,
    reduce: Callable[[A, Results], A] | None = None,
    initial: A | None = None,
) -> Results | A:
    """Play ``n_deals`` deals and return their :class:`Results`, in order.

    ``players``: None (uniformly random moves through the fast simulator), 8 players by
    seat, one player for every seat, or a factory ``f(seat) -> player``. A player's moves
    should depend only on its view and its seed (as the project's players do), so the
    results depend only on ``seed`` and the players: never on ``chunk_size``, ``workers``
    or ``executor``.

    ``workers=N`` runs N processes (the players must pickle; it says so when one cannot);
    ``executor`` takes any ``concurrent.futures.Executor``, e.g. a Dask cluster's
    ``client.get_executor()``. ``chunk_size`` deals go in one task (default: chosen from the
    players, about 0.2–1 s of work); at most ``in_flight`` tasks wait at a time (default two
    per worker). ``progress``: True, False, or None for a bar on long interactive runs.

    ``reduce=f, initial=x``: fold each chunk in order, ``x = f(x, chunk)``, and return ``x``
    instead of the deals, so memory stays flat (``reduce=Summary.add, initial=Summary()``).
    """
    chunks = iter_chunks(
        n_deals,
        seed,
        players,
        workers=workers,
        executor=executor,
        chunk_size=chunk_size,
        in_flight=in_flight,
        progress=progress,
    )
    if reduce is not None:
        acc = initial
        for chunk in chunks:
            acc = reduce(acc, chunk)  # type: ignore[arg-type]  # A, from initial
        return acc  # type: ignore[return-value]
    results = Results(0)
    for chunk in chunks:
        results.extend(chunk)
    return results


def write_parquet(
    path: str | os.PathLike[str],
    n_deals: int,
    seed: int,
    players: Players = None,
    **options: Any,
) -> int:
    """Play ``n_deals`` deals and stream them to a Parquet file, one row per deal (the columns
    of :meth:`Results.to_frame`), never holding more than a few chunks; returns the rows written.

    ``options`` are those of :func:`iter_chunks` (workers, executor, chunk_size, progress). The
    file is written beside its final name and moved into place only when complete
    (``fileio.atomic_path``), so an interrupted run never leaves a truncated file. Needs
    pandas and pyarrow (the ``parquet`` extra); read it back with ``pandas.read_parquet(path)``.
    """
    import pyarrow as pa  # lazily: the core needs only the standard library
    import pyarrow.parquet as pq

    rows = 0
    with atomic_path(path) as temp:
        writer = None
        try:
            for chunk in iter_chunks(n_deals, seed, players, **options):
                table = pa.Table.from_pandas(chunk.to_frame(), preserve_index=True)
                if writer is None:
                    writer = pq.ParquetWriter(temp, table.schema)
                writer.write_table(table)
                rows += len(chunk)
            if writer is None:  # no deals: an empty file with the columns
                table = pa.Table.from_pandas(Results(0).to_frame(), preserve_index=True)
                writer = pq.ParquetWriter(temp, table.schema)
        finally:
            if writer is not None:
                writer.close()
    return rows
