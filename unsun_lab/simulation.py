"""Many deals at once: per-deal results for statistics (R11, R27–R29).

``simulate(n_deals, seed, players)`` plays ``n_deals`` deals. With ``players=None`` every seat
plays uniformly at random through the lean simulator (``unsun_lab.fastsim``); with players,
each decision goes through the core Deal and the seat's PlayerView (R31). Deal ``i`` is
shuffled from a seed derived from ``(seed, i)`` and dealt by seat ``i % 8``, so the results
are the same whatever the chunk size, the workers or the executor.

The results are a :class:`Results`: a sequence of :class:`DealResult` (index it, iterate it,
``len`` it) that stores its deals as columns of the standard ``array`` module, about 25 bytes
a deal, so ten million deals fit in a few hundred megabytes. ``to_frame()`` and
``combos_frame()`` turn them into pandas DataFrames (pandas is imported only then) and
``summary()`` gives means and shares with 95 % intervals (``unsun_lab.study``).

>>> results = simulate(4, seed=1)
>>> [sum(r.score) for r in results]
[9, 9, 9, 9]
>>> results[0].dealer, results[-1].dealer
(0, 3)

Large runs can be streamed: ``iter_chunks`` yields the results a chunk at a time, and
``reduce=`` folds each chunk into an accumulator without keeping the deals:

>>> from unsun_lab.study import Summary
>>> summary = simulate(40, seed=1, reduce=Summary.add, initial=Summary())
>>> summary.deals
40
"""

from __future__ import annotations

import hashlib
import os
import pickle
import random
import sys
import threading
import time
import warnings
from array import array
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Executor, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final, TypeVar, overload

from unsun_lab.cards import DECK, Suit
from unsun_lab.deal import Deal
from unsun_lab.fastsim import PAIR_NAMES, FastDeal
from unsun_lab.match import Player  # the one player protocol
from unsun_lab.rules import ROBAI_STATUSES, robai_status, team_of
from unsun_lab.safe import quote

if TYPE_CHECKING:
    from unsun_lab.study import Summary

__all__ = [
    "MAX_SEED_BITS",
    "STATUSES",
    "ComboResult",
    "DealResult",
    "Player",
    "Players",
    "Results",
    "available_cpus",
    "check_simulation",
    "deal_seed",
    "iter_chunks",
    "map_chunks",
    "play_deal",
    "seat_players",
    "simulate",
    "write_parquet",
]

SUITS: Final = tuple(s.title for s in Suit)
#: What became of the native Robai (R11, R28), in the order of the status column.
STATUSES: Final = ROBAI_STATUSES
CARD_CODES: Final = tuple(c.code for c in DECK)
_CARD_INDEX: Final = {code: i for i, code in enumerate(CARD_CODES)}
_PAIR_INDEX: Final = {name: i for i, name in enumerate(PAIR_NAMES)}

RANDOM_CHUNK: Final = 2048  # random deals a task (~0.2 s of work on a laptop core)
PLAYER_CHUNK: Final = 64  # deals a task with cheap players (heuristic: ~6 ms a deal)
SEARCH_CHUNK: Final = 1  # deals a task with a search player (seconds a deal)
MAX_SEED_BITS: Final = 1024  # a seed is written into each deal's key (deal_seed)


Players = Sequence[Player] | Player | Callable[[int], Player] | None
"""What ``simulate`` takes as players: 8 players by seat, one player for every seat, a
factory ``f(seat) -> player``, or None for uniformly random moves (the fast simulator)."""

T = TypeVar("T")
A = TypeVar("A")


@dataclass(frozen=True, slots=True)
class ComboResult:
    """A combination made in a deal (R27/R28)."""

    pair: str
    points: int
    trick: int
    team: int  # 0: seats 0/2/4/6, 1: seats 1/3/5/7


@dataclass(frozen=True, slots=True)
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


class Results(Sequence[DealResult]):
    """Deals ``start, start+1, …`` of one simulation, stored as columns.

    A sequence of :class:`DealResult` built on access; ``to_frame()`` (one row per deal),
    ``combos_frame()`` (one row per combination) and ``summary()`` read the columns.

    >>> results = simulate(3, seed=2)
    >>> len(results), results[1].index, [r.index for r in results[1:]]
    (3, 1, [1, 2])
    """

    __slots__ = (
        "_combo_end",
        "_declared",
        "_indicator",
        "_pair",
        "_points",
        "_recipient",
        "_score0",
        "_score1",
        "_seed",
        "_status",
        "_team",
        "_trick",
        "_trump",
        "start",
    )

    def __init__(self, start: int = 0) -> None:
        self.start = start
        self._seed = array("Q")
        self._trump = array("b")  # index into SUITS
        self._indicator = array("b")  # index into DECK
        self._recipient = array("b")
        self._score0 = array("b")
        self._score1 = array("b")
        self._status = array("b")  # index into STATUSES
        self._declared = array("b")  # seat, or -1
        self._combo_end = array("I")  # per deal: combos of deals before it and itself
        self._pair = array("b")  # per combination: index into PAIR_NAMES
        self._points = array("b")
        self._trick = array("b")
        self._team = array("b")

    # -- building -------------------------------------------------------------------------

    def _columns(self) -> tuple[array[int], ...]:
        return (
            self._seed,
            self._trump,
            self._indicator,
            self._recipient,
            self._score0,
            self._score1,
            self._status,
            self._declared,
        )

    def _combo_columns(self) -> tuple[array[int], ...]:
        return (self._pair, self._points, self._trick, self._team)

    def _append(
        self,
        seed: int,
        trump: int,
        indicator: int,
        recipient: int,
        score: Sequence[int],
        status: int,
        declared: int,
        combos: Iterable[tuple[int, int, int, int]],
    ) -> None:
        self._seed.append(seed)
        self._trump.append(trump)
        self._indicator.append(indicator)
        self._recipient.append(recipient)
        self._score0.append(score[0])
        self._score1.append(score[1])
        self._status.append(status)
        self._declared.append(declared)
        for pair, points, trick, team in combos:
            self._pair.append(pair)
            self._points.append(points)
            self._trick.append(trick)
            self._team.append(team)
        self._combo_end.append(len(self._pair))

    def extend(self, other: Results) -> None:
        """Append the deals of ``other``, which must start where these end."""
        if other.start != self.start + len(self):
            raise ValueError(
                f"results of deals from {other.start} cannot follow deals "
                f"{self.start}..{self.start + len(self) - 1}"
            )
        base = len(self._pair)
        for mine, theirs in zip(self._columns(), other._columns(), strict=True):
            mine.extend(theirs)
        for mine, theirs in zip(self._combo_columns(), other._combo_columns(), strict=True):
            mine.extend(theirs)
        self._combo_end.extend(array("I", [e + base for e in other._combo_end]))

    # -- the sequence ---------------------------------------------------------------------

    def __len__(self) -> int:
        return len(self._seed)

    @overload
    def __getitem__(self, i: int) -> DealResult: ...
    @overload
    def __getitem__(self, i: slice) -> Results: ...
    def __getitem__(self, i: int | slice) -> DealResult | Results:
        n = len(self)
        if isinstance(i, slice):
            a, b, step = i.indices(n)
            if step != 1:
                raise ValueError("results can be sliced with step 1 only (they stay columns)")
            return self._slice(a, max(a, b))
        if i < 0:
            i += n
        if not 0 <= i < n:
            raise IndexError(f"deal {i} is not among these {n} results")
        lo = self._combo_end[i - 1] if i else 0
        combos = tuple(
            ComboResult(PAIR_NAMES[self._pair[k]], self._points[k], self._trick[k], self._team[k])
            for k in range(lo, self._combo_end[i])
        )
        declared = self._declared[i]
        return DealResult(
            index=self.start + i,
            seed=self._seed[i],
            dealer=(self.start + i) % 8,
            trump=SUITS[self._trump[i]],
            indicator=CARD_CODES[self._indicator[i]],
            recipient=self._recipient[i],
            score=(self._score0[i], self._score1[i]),
            combos=combos,
            native_robai=STATUSES[self._status[i]],
            declared_by=None if declared < 0 else declared,
        )

    def __iter__(self) -> Iterator[DealResult]:
        for i in range(len(self)):
            yield self[i]

    def _slice(self, a: int, b: int) -> Results:
        out = Results(self.start + a)
        for mine, theirs in zip(out._columns(), self._columns(), strict=True):
            mine.extend(theirs[a:b])
        lo = self._combo_end[a - 1] if a else 0
        hi = self._combo_end[b - 1] if b > a else lo
        for mine, theirs in zip(out._combo_columns(), self._combo_columns(), strict=True):
            mine.extend(theirs[lo:hi])
        out._combo_end.extend(array("I", [e - lo for e in self._combo_end[a:b]]))
        return out

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Results):
            return (
                self.start == other.start
                and self._columns() == other._columns()
                and self._combo_columns() == other._combo_columns()
                and self._combo_end == other._combo_end
            )
        if isinstance(other, Sequence) and not isinstance(other, str | bytes):
            return list(self) == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # mutable (extend), so unhashable

    def __repr__(self) -> str:
        if not self:
            return f"Results(no deals, start={self.start})"
        last = self.start + len(self) - 1
        return f"Results({len(self):,} deals, {self.start}..{last})"

    @property
    def nbytes(self) -> int:
        """Bytes held by the columns (what ``len(results)`` deals cost in memory)."""
        columns = (*self._columns(), *self._combo_columns(), self._combo_end)
        return sum(c.itemsize * len(c) for c in columns)

    # -- columns out ----------------------------------------------------------------------

    def column(self, name: str) -> array[int]:
        """A copy of one raw column: 'seed', 'trump' (index into SUITS), 'indicator',
        'recipient', 'score0', 'score1', 'status' (index into STATUSES), 'declared'
        (seat or -1), 'combo_end', 'pair', 'points', 'trick' or 'team'."""
        found = getattr(self, "_" + name, None)
        if not isinstance(found, array) or name == "start":
            raise KeyError(f"no column {name!r}")
        return array(found.typecode, found)

    def to_frame(self) -> Any:
        """A pandas DataFrame, one row per deal, indexed by deal: seed, dealer, trump,
        indicator, recipient, score0, score1, margin (team 0/2/4/6 minus 1/3/5/7),
        native_robai, declared_by (nullable), combos (count) and combo_points.

        Needs pandas (the ``lab`` extra)."""
        import numpy as np  # lazily: the core needs only the standard library
        import pandas as pd

        n = len(self)
        index = np.arange(self.start, self.start + n, dtype=np.int64)

        def col(a: array[int], dtype: Any) -> Any:
            return np.frombuffer(a, dtype=dtype).copy() if len(a) else np.zeros(0, dtype)

        ends = col(self._combo_end, np.uint32).astype(np.int64)
        counts = np.diff(ends, prepend=0) if n else np.zeros(0, np.int64)
        points = col(self._points, np.int8).astype(np.int64)
        owner = np.repeat(np.arange(n), counts)
        combo_points = np.bincount(owner, weights=points, minlength=n).astype(np.int64)
        s0 = col(self._score0, np.int8)
        s1 = col(self._score1, np.int8)
        declared = col(self._declared, np.int8)
        frame = pd.DataFrame(
            {
                "seed": col(self._seed, np.uint64),
                "dealer": (index % 8).astype(np.int8),
                "trump": pd.Categorical.from_codes(col(self._trump, np.int8), SUITS),
                "indicator": pd.Categorical.from_codes(col(self._indicator, np.int8), CARD_CODES),
                "recipient": col(self._recipient, np.int8),
                "score0": s0,
                "score1": s1,
                "margin": (s0.astype(np.int16) - s1).astype(np.int8),
                "native_robai": pd.Categorical.from_codes(col(self._status, np.int8), STATUSES),
                "declared_by": pd.arrays.IntegerArray(declared, declared < 0),
                "combos": counts.astype(np.int16),
                "combo_points": combo_points.astype(np.int16),
            },
            index=pd.Index(index, name="deal"),
        )
        return frame

    def combos_frame(self) -> Any:
        """A pandas DataFrame, one row per combination (R27/R28): deal, trump, pair,
        points, trick and team (0: seats 0/2/4/6)."""
        import numpy as np  # lazily: the core needs only the standard library
        import pandas as pd

        n = len(self)
        ends = np.frombuffer(self._combo_end, np.uint32).astype(np.int64) if n else np.zeros(0)
        counts = np.diff(ends, prepend=0).astype(np.int64) if n else np.zeros(0, np.int64)
        deal = np.repeat(np.arange(self.start, self.start + n, dtype=np.int64), counts)
        trump = np.repeat(np.frombuffer(self._trump, np.int8), counts) if n else np.zeros(0)

        def col(a: array[int]) -> Any:
            return np.frombuffer(a, np.int8).copy() if len(a) else np.zeros(0, np.int8)

        return pd.DataFrame(
            {
                "deal": deal,
                "trump": pd.Categorical.from_codes(trump.astype(np.int8), SUITS),
                "pair": pd.Categorical.from_codes(col(self._pair), PAIR_NAMES),
                "points": col(self._points),
                "trick": col(self._trick),
                "team": col(self._team),
            }
        )

    def to_parquet(self, path: str | os.PathLike[str]) -> None:
        """Write ``to_frame()`` to a Parquet file (needs pandas and pyarrow: the ``parquet``
        extra). For runs too big to hold, :func:`write_parquet` streams them chunk by chunk."""
        self.to_frame().to_parquet(path)

    def summary(self) -> Summary:
        """Means and shares with 95 % intervals (see ``unsun_lab.study.Summary``)."""
        from unsun_lab.study import Summary  # study builds on this module

        return Summary().add(self)


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
    while (seat := deal.to_move) is not None:  # None once the deal is over
        deal.push(players[seat].choose(deal.view(seat)))
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


# -- players, chunks, executors ---------------------------------------------------------------


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


def chunk_size_for(seats: Sequence[Player] | None) -> int:
    """Deals a task, for about 0.2–1 s of work: thousands of random deals, tens of deals
    with cheap players, one deal when a seat searches (it has a ``rollouts`` budget)."""
    if seats is None:
        return RANDOM_CHUNK
    if any(hasattr(p, "rollouts") or hasattr(p, "worlds") for p in seats):
        return SEARCH_CHUNK
    return PLAYER_CHUNK


def _slots(executor: Executor) -> int:
    """How many tasks the executor runs at once, as far as it says."""
    n = getattr(executor, "_max_workers", None)
    if isinstance(n, int) and n > 0:
        return n
    client = getattr(executor, "_client", None)  # distributed.cfexecutor.ClientExecutor
    if client is not None:
        try:
            workers = client.scheduler_info()["workers"].values()
            return max(1, sum(int(w.get("nthreads", 1)) for w in workers))
        except Exception:  # a guess is enough for sizing the queue
            pass
    return os.cpu_count() or 2


def _check_picklable(seats: Sequence[Player] | None, workers: int) -> None:
    """Say plainly when a process pool cannot take the players."""
    if seats is None:
        return
    method = _pool_context().get_start_method()
    for seat, player in enumerate(seats):
        kind = type(player).__qualname__
        try:
            pickle.dumps(player)
        except Exception as error:
            raise TypeError(
                f"workers={workers} sends the players to other processes, but the player at "
                f"seat {seat} ({kind}) cannot be pickled: {error}. Define its class at the top "
                "level of a module, use workers=1, or pass executor=client.get_executor() "
                "(Dask pickles with cloudpickle, so players defined in a notebook work)."
            ) from error
        if type(player).__module__ == "__main__" and method != "fork":
            raise TypeError(
                f"workers={workers} starts processes by {method!r}, which cannot see the class "
                f"{kind} of seat {seat} defined in __main__ (a notebook or script). Move it to "
                "a module, use workers=1, or pass executor=client.get_executor() (Dask)."
            )


def _pool_context() -> Any:
    import multiprocessing

    return multiprocessing.get_context()


def _quiet_worker() -> None:
    """Pool workers leave Ctrl-C to the caller, which cancels and stops them."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)


#: How often (seconds) a worker looks whether the process that started it is still there.
PARENT_CHECK: Final = 0.25


def _start_worker(parent: int) -> None:
    """Every pool worker: Ctrl-C is the caller's (:func:`_quiet_worker`), and a watchdog
    thread ends the worker as soon as its parent is gone, however the parent died (SIGKILL
    included, when no cleanup of the parent's can run): no worker is left orphaned."""
    _quiet_worker()
    watch = threading.Thread(
        target=_watch_parent, args=(parent,), name="unsun-lab-watchdog", daemon=True
    )
    watch.start()


def _watch_parent(parent: int) -> None:
    """Return never; exit this process when ``parent`` is no longer alive.

    Started by fork or spawn, the worker is the parent's child: when the parent dies it is
    handed to another process, so ``os.getppid()`` changes (a dead parent not yet reaped
    counts as dead too). Started by a fork server, the worker is that server's child: then
    the parent's process id is checked (POSIX)."""
    direct = os.getppid() == parent
    while True:
        time.sleep(PARENT_CHECK)
        if (os.getppid() != parent) if direct else not _alive(parent):
            os._exit(70)  # nobody is left to read a result: stop without cleanup


def _alive(pid: int) -> bool:
    """Whether process ``pid`` runs (a zombie does not); True where that cannot be told."""
    if os.name != "posix":
        return True  # os.kill would end the process on Windows; spawn there is direct
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    try:
        with open(f"/proc/{pid}/stat", "rb") as status:
            return status.read().rsplit(b")", 1)[1].split()[0] != b"Z"
    except (OSError, IndexError):
        return True


def available_cpus() -> int:
    """The processors this process may run on (its CPU affinity where the system says)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def _whole(value: object, name: str, least: int) -> int:
    """``value`` as a plain int of at least ``least``; else an error naming the parameter."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(
            f"{name} must be a whole number (an int), got {type(value).__name__} {quote(value)}"
        )
    value = int.__index__(value)  # an int subclass counts as the plain int it holds
    if value < least:
        raise ValueError(f"{name} must be >= {least}, got {value}")
    return value


def check_simulation(
    n_deals: object,
    seed: object,
    workers: object = 1,
    chunk_size: object = None,
    in_flight: object = None,
) -> tuple[int, int, int, int | None, int | None]:
    """The parameters of :func:`simulate` checked, each refusal naming its parameter:
    ``n_deals`` a whole number >= 0, ``seed`` a whole number (not a string: ``"1"`` is not
    1; not a bool: True is not 1) of at most ``MAX_SEED_BITS`` bits, ``workers``,
    ``chunk_size`` and ``in_flight`` whole numbers >= 1. ``workers`` beyond the processors
    this process may use is capped to them, with a RuntimeWarning saying so.

    >>> check_simulation(10, 3, workers=1)
    (10, 3, 1, None, None)
    >>> check_simulation(2.5, 3)
    Traceback (most recent call last):
    ...
    TypeError: n_deals must be a whole number (an int), got float 2.5
    """
    n = _whole(n_deals, "n_deals", 0)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise TypeError(
            f"seed must be a whole number (an int), got {type(seed).__name__} {quote(seed)}"
        )
    seed = int.__index__(seed)
    if seed.bit_length() > MAX_SEED_BITS:
        raise ValueError(f"seed must have at most {MAX_SEED_BITS} bits, got {quote(seed)}")
    count = _whole(workers, "workers", 1)
    cpus = available_cpus()
    if count > cpus:
        from unsun_lab.i18n import text  # a note the learner reads in the notebook

        warnings.warn(
            text("simulate.workers_capped", workers=count, cpus=cpus), RuntimeWarning, stacklevel=3
        )
        count = cpus
    size = None if chunk_size is None else _whole(chunk_size, "chunk_size", 1)
    flight = None if in_flight is None else _whole(in_flight, "in_flight", 1)
    return n, seed, count, size, flight


def _stop_pool(pool: ProcessPoolExecutor, grace: float = 1.5) -> None:
    """Stop a pool now: cancel what waits, let the running chunks end, end the workers.

    Chunks are sized to well under a second of work, so the workers finish theirs and exit
    within ``grace`` seconds. Only a worker still busy after that is terminated: killing one
    while it writes its result leaves the pool's reader waiting for the rest of the message
    forever, and then the interpreter's exit (which joins the pool's thread) hangs.
    """
    processes = list(getattr(pool, "_processes", {}).values())
    pool.shutdown(wait=False, cancel_futures=True)
    deadline = time.monotonic() + grace
    for process in processes:
        process.join(max(0.0, deadline - time.monotonic()))
    for process in processes:
        if process.is_alive():
            process.terminate()
            process.join(1.0)


def map_chunks(
    fn: Callable[..., T],
    n: int,
    args: tuple[Any, ...],
    *,
    chunk_size: int,
    workers: int = 1,
    executor: Executor | None = None,
    in_flight: int | None = None,
    progress: Callable[[int], None] | None = None,
    check: Sequence[Player] | None = None,
) -> Iterator[T]:
    """``fn(start, stop, *args)`` over chunks of ``range(n)``, yielded in order.

    At most ``in_flight`` tasks (default: two per worker) are submitted at a time; results
    are collected as they complete, ``progress(k)`` is told of every ``k`` items done, and
    chunks are yielded in order. On an interrupt or an early stop the pending tasks are
    cancelled (and a pool of our own is stopped) before the exception goes on."""
    chunk_size = _whole(chunk_size, "chunk_size", 1)
    n = _whole(n, "n", 0)
    count = -(-n // chunk_size)  # chunks; each span is computed when it is sent, never listed

    def span(k: int) -> tuple[int, int]:
        return k * chunk_size, min((k + 1) * chunk_size, n)

    tell = progress or (lambda k: None)
    if executor is None and workers > 1 and sys.platform == "emscripten":
        from unsun_lab.i18n import text  # the note a learner reads in the browser

        warnings.warn(text("simulate.one_process", workers=workers), RuntimeWarning, stacklevel=3)
        workers = 1
    if executor is None and workers <= 1:
        for k in range(count):
            a, b = span(k)
            part = fn(a, b, *args)
            tell(b - a)
            yield part
        return
    own: ProcessPoolExecutor | None = None
    if executor is None:
        _check_picklable(check, workers)
        executor = own = ProcessPoolExecutor(
            max_workers=min(workers, available_cpus()),
            mp_context=_pool_context(),
            initializer=_start_worker,
            initargs=(os.getpid(),),
        )
    limit = in_flight or 2 * _slots(executor)
    pending: dict[Future[T], int] = {}
    done: dict[int, T] = {}
    submitted = 0
    nxt = 0
    try:
        while nxt < count:
            while submitted < count and len(pending) + len(done) < limit:
                a, b = span(submitted)
                pending[executor.submit(fn, a, b, *args)] = submitted
                submitted += 1
            if nxt not in done:
                finished, _ = wait(list(pending), timeout=0.2, return_when=FIRST_COMPLETED)
                for future in finished:
                    k = pending.pop(future)
                    done[k] = future.result()
                    a, b = span(k)
                    tell(b - a)
                continue
            yield done.pop(nxt)
            nxt += 1
    except BaseException:
        for future in pending:
            future.cancel()
        if own is not None:
            _stop_pool(own)
            own = None
        raise
    finally:
        if own is not None:
            own.shutdown(wait=True)


# -- progress bars ----------------------------------------------------------------------------


def _auto_progress(n_deals: int, seats: Sequence[Player] | None) -> bool:
    big = n_deals >= (20000 if seats is None else 200)
    interactive = sys.stderr.isatty() or "ipykernel" in sys.modules
    return big and interactive


class _TextBar:
    """A progress line on stderr when tqdm is not installed (e.g. in the browser)."""

    def __init__(self, total: int, desc: str) -> None:
        self.total, self.desc, self.n = total, desc, 0
        self._shown = -1.0
        self._t0 = time.monotonic()

    def __call__(self, k: int) -> None:
        self.n += k
        share = self.n / self.total if self.total else 1.0
        if share - self._shown >= 0.05 or self.n >= self.total:
            self._shown = share
            elapsed = time.monotonic() - self._t0
            end = "\n" if self.n >= self.total else ""
            sys.stderr.write(
                f"\r{self.desc}: {share:4.0%} {self.n:,}/{self.total:,} deals {elapsed:.0f} s{end}"
            )
            sys.stderr.flush()


def progress_bar(total: int, on: bool, desc: str = "simulate") -> Callable[[int], None]:
    """A function told of every few deals done: tqdm's bar, or a text line without tqdm."""
    if not on or total <= 0:
        return lambda k: None
    try:
        from tqdm.auto import tqdm  # type: ignore[import-untyped]  # optional: the core needs only the standard library
    except ImportError:
        return _TextBar(total, desc)
    bar = tqdm(total=total, unit="deal", desc=desc)

    def update(k: int) -> None:
        bar.update(k)
        if bar.n >= total:
            bar.close()

    return update


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
    n_deals, seed, workers, chunk_size, in_flight = check_simulation(
        n_deals, seed, workers, chunk_size, in_flight
    )
    seats = seat_players(players)
    size = chunk_size or chunk_size_for(seats)
    if chunk_size is None and (workers > 1 or executor is not None):
        slots = workers if executor is None else _slots(executor)
        size = max(1, min(size, -(-n_deals // (4 * slots)) if n_deals else size))
    on = _auto_progress(n_deals, seats) if progress is None else progress
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
    file is written beside its final name and moved into place only when complete, so an
    interrupted run never leaves a truncated file. Needs pandas and pyarrow (the ``parquet``
    extra); read it back with ``pandas.read_parquet(path)``.
    """
    import pyarrow as pa  # lazily: the core needs only the standard library
    import pyarrow.parquet as pq

    target = os.fspath(path)
    folder = os.path.dirname(os.path.abspath(target))
    temp = os.path.join(folder, f".{os.path.basename(target)}.{os.getpid()}.tmp")
    rows = 0
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
        writer.close()
        writer = None
        os.replace(temp, target)
    finally:
        if writer is not None:
            writer.close()
        if os.path.exists(temp):
            os.unlink(temp)
    return rows
