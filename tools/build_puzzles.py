"""Build the verified best-move puzzles of :mod:`unsun_lab.practice` (kind "best_move").

    python tools/build_puzzles.py --measure 20          # cost and yield, writes nothing
    python tools/build_puzzles.py --target 200 --minutes 55   # rewrite unsun_lab/puzzles.json
    python tools/build_puzzles.py --add --start 5001 ...      # add to the puzzles already there
    nice -n 10 python tools/build_puzzles.py --scan 0 400 --out chunk.json   # whole deals
    nice -n 10 python tools/build_puzzles.py --scan 0 400 --declaration --out decl.json
    nice -n 10 python tools/build_puzzles.py --scan 0 40 --themes card_in_danger,lone_sun \
        --out themed.json                                     # only where these speak
    python tools/build_puzzles.py --report themed.json       # its yield, by theme
    python tools/build_puzzles.py --merge chunk.json decl.json   # add them to the library
    python tools/build_puzzles.py --words                     # add words and ratings to them
    python tools/build_puzzles.py --rerate                    # new heuristic shares, new ratings
    python tools/build_puzzles.py --reword                    # "if you pass", as contrast says it

Two schemes find candidates. The first (sources below ``SCAN_BASE``): a position of a
seeded deal, ``Deal.shuffled(seed, dealer=seed % 8)`` played by seeded heuristic players up
to a play decision of trick 1-8 chosen by ``random.Random(seed)``. The second, the scan
(:func:`scan`, :func:`scan_declaration`): whole deals played by random, heuristic and search
players (``LEVELS``), every decision of the declaration and the play a candidate, those of
the principles the first scheme found least (``RARE``) and those of the early tricks first;
chunks of seeds resume where they stopped, and the library keeps the ranges scanned
(``scanned``, ``declared``), so the same commands give the same puzzles, with the same
players: the heuristic player changed in session 41 (it follows the measured principles), so
the deals of the heuristic level scanned before then are those of ``benchmarks/heuristic_s40.py``.

The targeted scan (:func:`scan_themed`, ``--themes``) looks only where the principles named
speak (``PRINCIPLES[id].advised(view)`` recommends some legal moves and not all): whole deals
``THEMED_SEEDS + seed``, played by players of every level as the scan's, each such decision
analysed at ``MIDDLE_WORLDS`` worlds (which is also what ``--report`` measures: how often the
principle's move is best, by how much) and, when that already shows a recommended move ahead,
verified by the two full analyses. A deal whose dealt cards cannot give any of the principles
is not played (the dealer must hold the native Robai for ``dealer_holder``, R6, R10, R11; a
seat must have been dealt the Sun as its only trump for ``lone_sun``, R21), and a scan for the
declaration's principles only stops after the declaration. The library keeps its ranges and
themes (``themed``); the same ``--scan FIRST END --themes ...`` commands give the same
puzzles, and ``--merge`` then ``--words`` (which analyses only the puzzles without a rating)
rebuild the file.

A candidate, with at least two legal moves, becomes a puzzle only if, judged from the
deciding seat's own view (R31) by :func:`unsun_lab.analysis.analyse_decision` at the build
budget, the best move's expected margin (R29) beats every other legal move by at least
``MARGIN`` points, and a second analysis with another seed finds the same best move with the
same lead. A cheap analysis screens the candidates first (and a middle one,
``MIDDLE_WORLDS``); only the two full analyses decide.

``--words`` adds to every puzzle already there what its feedback says and how hard it is:
``why``, for each other legal move the coach's sentences on what the best move does that it
does not (``unsun_lab.analysis.contrasts`` at ``WORDS_WORLDS`` worlds, seed ``WORDS_SEED``),
stored as data in no language; ``shares``, how often each of the random, heuristic and search
players chooses the best move from the seat's view (the random player exactly: one in the
number of legal moves; the heuristic over 8 seeds, the search over 3); and ``rating``, the
difficulty those shares give on an Elo scale: the players stand at fixed ratings
(``PLAYER_RATINGS``), a player of rating R is taken to find a puzzle of rating r with
probability 1 / (1 + 10 ** ((r - R) / 400)), and the rating is the r (10-point steps, 400 to
2400) that fits the three shares best in least squares. A puzzle every player solves rates
400; one only chance finds rates high.

``--rerate`` recomputes, for every puzzle that has them, the heuristic player's share and the
rating (:func:`rerate`), keeping the words, the random share and the search share (the search
player does not ask the heuristic: its rollouts are ``players.rollout``'s greedy policy, its
habits fixed counts). Run it after the heuristic player changes; it takes seconds.

The file is rewritten atomically after every accepted puzzle, so a build stopped early keeps
what it verified. Nothing is typed in by hand: the positions, values and margins all come
from the analyses, and ``tests/core/test_practice_puzzles.py`` re-analyses a sample with a third
seed.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

from unsun_lab.analysis import analyse_decision, contrasts
from unsun_lab.deal import Deal
from unsun_lab.fileio import write_atomic
from unsun_lab.players import HeuristicPlayer, RandomPlayer, SearchPlayer
from unsun_lab.players import rating as puzzle_rating
from unsun_lab.players.base import BasePlayer
from unsun_lab.practice.context import context
from unsun_lab.practice.puzzle_store import explanation_to_data
from unsun_lab.principles import PRINCIPLES, themes_of

#: Where the puzzles live: package data of unsun_lab (read by unsun_lab.practice.puzzle_store).
LIBRARY = Path(__file__).resolve().parents[1] / "unsun_lab" / "puzzles.json"

FORMAT = "unsun-lab/puzzles-1"
#: The build budget: sampled worlds per analysis, and the two seeds that must agree.
WORLDS = 2000
SEEDS = (101, 202)
#: The screen: a small analysis that must already show a clear best move.
SCREEN_WORLDS = 80
SCREEN_MARGIN = 0.35
#: A second screen before the two full analyses: a middle-sized analysis whose lead must
#: already be near the margin (it only saves the full analyses of positions that would fail).
MIDDLE_WORLDS = 400
MIDDLE_MARGIN = 0.4
#: The lead of the best move over every other, in points of expected team margin.
MARGIN = 0.5


#: The words' budget: sampled worlds and seed of the contrasts a puzzle's feedback says.
WORDS_WORLDS = 400
WORDS_SEED = 303
#: The fixed ratings of the players whose choices rate a puzzle, and the fit: one method for
#: the shipped puzzles and your own mistakes (``unsun_lab.players.rating``).
PLAYER_RATINGS = puzzle_rating.PLAYER_RATINGS
rating = puzzle_rating.rating


def shares(deal: Deal, best: str) -> dict[str, float]:
    """How often each player chooses ``best`` from the deciding seat's view (R31)."""
    seat = deal.to_move
    assert seat is not None
    return puzzle_rating.shares(deal.view(seat), {best})


def words(puzzle: dict[str, Any]) -> dict[str, Any]:
    """The puzzle with its feedback's sentences, its players' shares and its rating (kept
    when it has them: they cost analyses), and its themes and context (:func:`annotate`)."""
    if "rating" in puzzle:
        return annotate(puzzle)
    deal = Deal.from_record(puzzle["record"])
    seat = deal.to_move
    assert seat is not None and seat == int(puzzle["seat"])
    found = contrasts(deal.view(seat), puzzle["best"], worlds=WORDS_WORLDS, seed=WORDS_SEED)
    why = {m: [explanation_to_data(e) for e in c.reasons()] for m, c in found.items()}
    got = shares(deal, puzzle["best"])
    return annotate(dict(puzzle, why=why, shares=got, rating=rating(got)))


def heuristic_share(deal: Deal, best: str) -> float:
    """How often the heuristic player chooses ``best`` over the 8 seeds of :func:`shares`."""
    seat = deal.to_move
    assert seat is not None
    return puzzle_rating.heuristic_share(deal.view(seat), {best})


def rerate(puzzle: dict[str, Any]) -> dict[str, Any]:
    """The puzzle with its heuristic share and its rating recomputed (the rest kept); a
    puzzle without a rating yet is left to :func:`words`."""
    if "rating" not in puzzle:
        return puzzle
    deal = Deal.from_record(puzzle["record"])
    assert deal.to_move == int(puzzle["seat"])
    got = dict(puzzle["shares"], heuristic=heuristic_share(deal, puzzle["best"]))
    return dict(puzzle, shares=got, rating=rating(got))


def retheme_library(path: Path) -> int:
    """Recompute every puzzle's themes and context (:func:`annotate`) after the principles
    changed; the analyses, words and ratings are kept. Prints how many themes moved."""
    kept = json.loads(path.read_text(encoding="utf-8"))
    done = [annotate(p) for p in kept["puzzles"]]
    moved = sum(a.get("themes") != b["themes"] for a, b in zip(kept["puzzles"], done, strict=True))
    write(done, path)
    counts = Counter(t for p in done for t in p["themes"])
    by_theme = dict(sorted(counts.items()))
    print(f"{len(done)} puzzles, {moved} with other themes now; by theme: {by_theme}")
    return 0


def rerate_library(path: Path) -> int:
    """Rerate every puzzle of the library at ``path`` (:func:`rerate`) and rewrite it."""
    began = time.perf_counter()
    kept = json.loads(path.read_text(encoding="utf-8"))
    done = [rerate(p) for p in kept["puzzles"]]
    pairs = zip(kept["puzzles"], done, strict=True)
    moved = sum(a.get("rating") != b.get("rating") for a, b in pairs)
    write(done, path)
    seconds = time.perf_counter() - began
    print(f"{len(done)} puzzles rerated, {moved} ratings changed, {seconds:.1f} s")
    return 0


#: The comparisons ``unsun_lab.contrast`` says of a declaration as a condition ("if you pass",
#: R11): their key then ends in ``_if`` and the moves are ``coach.if.*`` sentences.
CONDITIONAL = ("coach.combo.theirs", "coach.combo.ours", "coach.later_tricks")


def reword(puzzle: dict[str, Any]) -> dict[str, Any]:
    """A declaration puzzle's stored comparisons said as ``unsun_lab.contrast`` says them now,
    "if you pass ... if you declare" (R11), from the same counts: words stored before the
    declaration's moves were conditions named them as cards are named ("after pass"). Nothing
    is analysed again; a play puzzle, or one already reworded, is returned as it is."""
    if puzzle["best"] not in ("declare", "pass"):
        return puzzle

    def said(value: Any) -> Any:
        if isinstance(value, dict) and set(value) == {"move"}:
            return {"rule": None, "key": f"coach.if.{value['move']}", "params": {}}
        return value

    def one(e: dict[str, Any]) -> dict[str, Any]:
        if e["key"] not in CONDITIONAL:
            return e
        params = {
            k: said(v) if k in ("move", "other", "best") else v for k, v in e["params"].items()
        }
        return dict(e, key=e["key"] + "_if", params=params)

    why = {m: [one(e) for e in es] for m, es in puzzle.get("why", {}).items()}
    return dict(puzzle, why=why)


def reword_library(path: Path) -> int:
    """Reword every declaration puzzle of the library at ``path`` (:func:`reword`)."""
    kept = json.loads(path.read_text(encoding="utf-8"))
    done = [reword(p) for p in kept["puzzles"]]
    moved = sum(a != b for a, b in zip(kept["puzzles"], done, strict=True))
    write(done, path)
    print(f"{moved} declaration puzzles reworded")
    return 0


def annotate(puzzle: dict[str, Any]) -> dict[str, Any]:
    """The puzzle with its ``themes`` (the principles that recommend its best move and not
    every legal move, ``principles.themes_of``) and its ``context`` (what the deciding seat
    knows, ``practice.context``), both from the seat's view (R31), the context as data."""
    deal = Deal.from_record(puzzle["record"])
    seat = int(puzzle["seat"])
    found = themes_of(deal.view(seat), {puzzle["best"]})
    said = [explanation_to_data(e) for e in context(deal, seat)]
    return dict(puzzle, themes=list(found), context=said)


def position(seed: int) -> Deal | None:
    """The candidate position of ``seed``: a deal played by heuristic players up to a play
    decision with at least two legal moves, or None if the chosen stop has only one."""
    deal = Deal.shuffled(seed=seed, dealer=seed % 8)
    players = [HeuristicPlayer(seed=seed * 8 + s) for s in range(8)]
    rng = random.Random(seed)
    stop_trick = rng.randint(1, 8)
    stop_play = rng.randrange(8)
    while deal.phase != "over":
        seat = deal.to_move
        assert seat is not None
        if deal.phase == "play":
            trick = deal.current_trick
            number = len(deal.tricks) + 1 if trick is None else trick.number
            played = 0 if trick is None else len(trick.plays)
            if (number, played) == (stop_trick, stop_play):
                return deal if len(deal.legal_moves()) > 1 else None
        deal.push(players[seat].choose(deal.view(seat)))
    return None


# -- the scan: candidates from whole deals of every level of player ------------------------

#: Sources at or above this are scan candidates: ``SCAN_BASE + seed * SCAN_STRIDE + k`` is
#: the position after the first ``k`` moves of the deal of ``seed`` (:func:`scan_position`).
SCAN_BASE = 1_000_000
SCAN_STRIDE = 1000
#: The level of the eight players of the deal of ``seed``, by ``seed % len(LEVELS)``: the
#: search player is slow (about 10 s a deal), so one deal in twelve.
LEVELS = ("random", "heuristic") * 5 + ("random", "search")
#: The principles whose decisions are screened in every trick (the themes the first scheme
#: found least), at most ``PER_THEME`` decisions of each a deal; other decisions only in the
#: tricks of ``EARLY`` (the first scheme's puzzles are mostly of tricks 7 and 8), at most
#: ``SAMPLE`` of them a deal. Both drawn by ``random.Random(seed)``.
RARE = (
    "lone_sun",
    "first_lead",
    "count_trumps",
    "no_plain_sun_early",
    "dealer_holder",
    "card_in_danger",
    "declare_robai",
)
PER_THEME = 2
EARLY = (1, 2, 3, 4, 5, 6)
SAMPLE = 8
#: At most this many puzzles a deal, from different tricks (0: the declaration).
PER_DEAL = 4


def _players(seed: int) -> list[BasePlayer]:
    level = LEVELS[seed % len(LEVELS)]
    make = {"random": RandomPlayer, "heuristic": HeuristicPlayer, "search": SearchPlayer}[level]
    return [make(seed=seed * 8 + s) for s in range(8)]


def trick_of(deal: Deal) -> int:
    """The number of the trick being decided, 0 for the declaration and the discard."""
    if deal.phase != "play":
        return 0
    trick = deal.current_trick
    return len(deal.tricks) + 1 if trick is None else trick.number


def spoken_themes(deal: Deal) -> tuple[str, ...]:
    """The principles that recommend some of the legal moves of the seat to move and not all
    (from its view, R31): the themes a puzzle here could have."""
    seat = deal.to_move
    assert seat is not None
    view = deal.view(seat)
    legal = set(view.legal_moves)
    out = []
    for pid, p in PRINCIPLES.items():
        advised = p.advised(view)
        if advised and not advised >= legal:
            out.append(pid)
    return tuple(out)


def scan(seed: int) -> list[dict[str, Any]]:
    """The puzzles of the deal of ``seed`` (``Deal.shuffled(seed, dealer=seed % 8)``, played
    by eight seeded players of the level ``LEVELS`` gives it). Its decisions with two or more
    legal moves in the declaration or the play are the candidates: ``PER_THEME`` of those
    where each principle of ``RARE`` speaks (:func:`spoken_themes`; a decision counts for the
    first of them), and ``SAMPLE`` of the others of the tricks ``EARLY``, drawn by
    ``random.Random(seed)``. Each is screened and verified in the order of
    the deal (:func:`verify`); at most ``PER_DEAL`` are kept, one a trick. A puzzle's
    ``source`` is ``SCAN_BASE + seed * SCAN_STRIDE + k`` (:func:`scan_position`)."""
    deal = Deal.shuffled(seed=seed, dealer=seed % 8)
    players = _players(seed)
    rng = random.Random(seed)
    rare: dict[str, list[tuple[int, Deal]]] = {p: [] for p in RARE}
    early: list[tuple[int, Deal]] = []
    k = 0
    while deal.phase != "over":
        seat = deal.to_move
        assert seat is not None
        if len(deal.legal_moves()) > 1 and deal.phase in ("declare", "play"):
            spoken = [p for p in RARE if p in spoken_themes(deal)]
            if spoken:
                rare[spoken[0]].append((k, deal.copy()))
            elif trick_of(deal) in EARLY:
                early.append((k, deal.copy()))
        deal.push(players[seat].choose(deal.view(seat)))
        k += 1
    picked = [c for p in RARE for c in rng.sample(rare[p], min(PER_THEME, len(rare[p])))]
    picked += rng.sample(early, min(SAMPLE, len(early)))
    chosen = sorted(picked, key=lambda c: c[0])
    out: list[dict[str, Any]] = []
    tricks: set[int] = set()
    for k, position in chosen:
        if len(out) >= PER_DEAL or trick_of(position) in tricks:
            continue
        puzzle = verify(position)
        if puzzle is not None:
            puzzle["source"] = SCAN_BASE + seed * SCAN_STRIDE + k
            tricks.add(trick_of(position))
            out.append(puzzle)
    return out


#: Sources at or above this are declaration candidates (:func:`scan_declaration`), from the
#: deals of seeds ``DECLARE_SEEDS`` on (no deal the scan of whole deals reaches).
DECLARE_BASE = 2_000_000
DECLARE_SEEDS = 100_000


def scan_declaration(seed: int) -> list[dict[str, Any]]:
    """The declaration puzzles of the deal of ``DECLARE_SEEDS + seed`` (R11): the decisions
    of its declaration, spoken by eight seeded heuristic players, where the seat to move
    holds the native Robai and may declare or pass; each screened and verified
    (:func:`verify`). Only the declaration is played, so these are cheap to find."""
    number = DECLARE_SEEDS + seed
    deal = Deal.shuffled(seed=number, dealer=number % 8)
    players = [HeuristicPlayer(seed=number * 8 + s) for s in range(8)]
    out: list[dict[str, Any]] = []
    k = 0
    while deal.phase == "declare":
        seat = deal.to_move
        assert seat is not None
        if len(deal.legal_moves()) > 1:
            puzzle = verify(deal.copy())
            if puzzle is not None:
                puzzle["source"] = DECLARE_BASE + number * SCAN_STRIDE + k
                out.append(puzzle)
        deal.push(players[seat].choose(deal.view(seat)))
        k += 1
    return out


def scan_position(source: int) -> Deal:
    """The position of a scan candidate's ``source``: the deal of its seed replayed by the
    same players for its first ``k`` moves (a targeted one's, :func:`themed_deal`, too)."""
    if source >= THEMED_BASE:
        seed, k = divmod(source - THEMED_BASE, SCAN_STRIDE)
        deal, players = themed_deal(seed)
    else:
        seed, k = divmod(source - SCAN_BASE, SCAN_STRIDE)
        deal = Deal.shuffled(seed=seed, dealer=seed % 8)
        players = _players(seed)
    for _ in range(k):
        seat = deal.to_move
        assert seat is not None
        deal.push(players[seat].choose(deal.view(seat)))
    return deal


# -- the targeted scan: only the decisions where the chosen principles speak ---------------

#: Sources at or above this are targeted candidates (:func:`scan_themed`):
#: ``THEMED_BASE + seed * SCAN_STRIDE + k`` is the position after the first ``k`` moves of
#: the deal ``THEMED_SEEDS + seed``, played by the players ``LEVELS`` gives that number (no
#: deal the other scans reach).
THEMED_BASE = 1_000_000_000
THEMED_SEEDS = 200_000
#: The principles whose decisions come in the declaration only (R11): a scan for nothing
#: else stops there.
DECLARATION_THEMES = frozenset({"declare_robai", "dealer_holder"})
#: What the dealt cards must hold for a principle to speak at all, read from the shuffle
#: before a card is played: the dealer holds the native Robai (R6, R10, R11), or some seat
#: was dealt the Sun of trumps as its only trump (R21).
DEALT_NEEDS: dict[str, Any] = {
    "dealer_holder": lambda deal: deal.holder == deal.dealer,
    "lone_sun": lambda deal: any(deal.sun_exception),
}


def themed_deal(seed: int) -> tuple[Deal, list[BasePlayer]]:
    """The deal of a targeted scan's ``seed`` and its eight players."""
    number = THEMED_SEEDS + seed
    return Deal.shuffled(seed=number, dealer=number % 8), _players(number)


def advised_here(deal: Deal, themes: tuple[str, ...]) -> dict[str, list[str]]:
    """For each principle of ``themes`` that speaks in the seat's decision (from its view,
    R31): the legal moves it recommends, when they are some and not all."""
    seat = deal.to_move
    assert seat is not None
    view = deal.view(seat)
    legal = set(view.legal_moves)
    out = {}
    for pid in themes:
        advised = PRINCIPLES[pid].advised(view)
        if advised and not advised >= legal:
            out[pid] = sorted(advised)
    return out


def scan_themed(seed: int, themes: tuple[str, ...]) -> tuple[list[dict[str, Any]], list[Any]]:
    """The puzzles of a targeted scan's deal (:func:`themed_deal`) for the principles
    ``themes``, and what was measured on the way. A deal whose dealt cards cannot give any of
    them (``DEALT_NEEDS``) is not played; one scanned for declaration themes only stops after
    the declaration. Every decision where one of ``themes`` speaks (:func:`advised_here`) is a
    candidate: analysed at ``MIDDLE_WORLDS`` worlds (seed ``SEEDS[0] - 2``), and, when that
    lead is at least ``MIDDLE_MARGIN`` and its best move is one the principle recommends, by
    the two full analyses (:func:`confirm`); one puzzle a trick, the first in the deal's
    order. The measurements, one a candidate: ``[k, trick, {theme: gain}, lead, passed]``, the
    gain the best recommended move's value less the best other's at the middle analysis, the
    lead its best move's over the second best."""
    deal, players = themed_deal(seed)
    if not any(DEALT_NEEDS.get(t, lambda d: True)(deal) for t in themes):
        return [], []
    only_declaration = set(themes) <= DECLARATION_THEMES
    puzzles: list[dict[str, Any]] = []
    measured: list[Any] = []
    tricks: set[int] = set()
    k = 0
    while deal.phase != "over" and not (only_declaration and deal.phase != "declare"):
        seat = deal.to_move
        assert seat is not None
        if len(deal.legal_moves()) > 1 and deal.phase in ("declare", "play"):
            advised = advised_here(deal, themes)
            if advised:
                values = judge(deal, MIDDLE_WORLDS, SEEDS[0] - 2)
                best, margin = lead(values)
                gains = {
                    t: round(
                        max(values[m] for m in a) - max(v for m, v in values.items() if m not in a),
                        3,
                    )
                    for t, a in advised.items()
                }
                passed = margin >= MIDDLE_MARGIN and any(best in a for a in advised.values())
                trick = trick_of(deal)
                puzzle = None
                if passed and trick not in tricks:
                    puzzle = confirm(deal.copy())
                if puzzle is not None:
                    puzzle["source"] = THEMED_BASE + seed * SCAN_STRIDE + k
                    tricks.add(trick)
                    puzzles.append(puzzle)
                measured.append([k, trick, gains, round(margin, 3), passed])
        deal.push(players[seat].choose(deal.view(seat)))
        k += 1
    return puzzles, measured


def lead(values: dict[str, float]) -> tuple[str, float]:
    """The best move and its lead over the second best."""
    ranked = sorted(values.items(), key=lambda kv: -kv[1])
    return ranked[0][0], ranked[0][1] - ranked[1][1]


def judge(deal: Deal, worlds: int, seed: int) -> dict[str, float]:
    """Every legal move's expected team margin from the deciding seat's view."""
    seat = deal.to_move
    assert seat is not None
    decision = analyse_decision(deal.view(seat), worlds=worlds, seed=seed)
    return {m.move: m.value for m in decision.moves}


def verify(deal: Deal) -> dict[str, Any] | None:
    """The puzzle of this position, or None if it is not clear enough."""
    _, screen = lead(judge(deal, SCREEN_WORLDS, SEEDS[0] - 1))
    if screen < SCREEN_MARGIN:
        return None
    _, middle = lead(judge(deal, MIDDLE_WORLDS, SEEDS[0] - 2))
    if middle < MIDDLE_MARGIN:
        return None
    return confirm(deal)


def confirm(deal: Deal) -> dict[str, Any] | None:
    """The puzzle of this position if the two full analyses (``WORLDS``, ``SEEDS``) find the
    same best move, ahead of every other by at least ``MARGIN``; else None."""
    runs = [judge(deal, WORLDS, s) for s in SEEDS]
    found = [lead(v) for v in runs]
    if any(b != found[0][0] or m < MARGIN for b, m in found):
        return None
    seat = deal.to_move
    record = deal.to_record()
    return {
        "seat": seat,
        "best": found[0][0],
        "margin": round(min(m for _, m in found), 3),
        "values": {m: round(v, 3) for m, v in sorted(runs[0].items(), key=lambda kv: -kv[1])},
        "record": record,
    }


#: The library's records of the seeds scanned (:func:`merge`).
RANGES = ("scanned", "declared", "themed")


def write(
    puzzles: list[dict[str, Any]], path: Path, ranges: dict[str, list[list[int]]] | None = None
) -> None:
    """Rewrite the library atomically (``fileio.write_atomic``: a whole new file replaces the
    old one), readable by everyone as the other package data files; ``ranges`` (None: keep
    the file's) the seed ranges scanned (:func:`merge`)."""
    if ranges is None:
        old = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
        ranges = {k: old.get(k, []) for k in RANGES}
    data = {
        "format": FORMAT,
        "worlds": WORLDS,
        "seeds": list(SEEDS),
        "margin": MARGIN,
        **ranges,
        "puzzles": sorted(puzzles, key=lambda p: p["source"]),
    }
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n"
    os.chmod(write_atomic(path, text), 0o644)


def scan_chunk(
    first: int, end: int, out: Path, declaration: bool = False, themes: tuple[str, ...] = ()
) -> int:
    """Scan the deals of seeds ``first`` to ``end - 1`` (:func:`scan`) into the chunk file
    ``out``, rewritten after every deal with the next seed to scan, so that a stopped chunk
    resumes where it stopped and ends with what an unbroken run gives. ``declaration``:
    the declarations only (:func:`scan_declaration`). ``themes``: only the decisions where
    those principles speak (:func:`scan_themed`); the chunk then keeps what was measured
    (``measured``: ``[seed, k, trick, {theme: gain}, lead, passed]`` a candidate) and the seconds
    spent, for :func:`report`."""
    puzzles: list[dict[str, Any]] = []
    measured: list[Any] = []
    spent = 0.0
    seed = first
    if out.exists():
        kept = json.loads(out.read_text(encoding="utf-8"))
        if (
            kept.get("chunk") != [first, end]
            or kept.get("declaration", False) != declaration
            or kept.get("themes", []) != list(themes)
        ):
            raise SystemExit(f"{out} holds another chunk: {kept.get('chunk')}")
        puzzles, seed = list(kept["puzzles"]), int(kept["next"])
        measured, spent = list(kept.get("measured", [])), float(kept.get("seconds", 0.0))
    began = time.perf_counter()
    while seed < end:
        if themes:
            found, seen = scan_themed(seed, themes)
            puzzles += found
            measured += [[seed, *m] for m in seen]
        else:
            puzzles += scan_declaration(seed) if declaration else scan(seed)
        seed += 1
        data: dict[str, Any] = {"chunk": [first, end], "next": seed, "puzzles": puzzles}
        if declaration:
            data["declaration"] = True
        if themes:
            data["themes"] = list(themes)
            data["measured"] = measured
            data["seconds"] = round(spent + time.perf_counter() - began, 1)
        write_atomic(out, json.dumps(data, separators=(",", ":")) + "\n")
        minutes = (time.perf_counter() - began) / 60
        print(f"seed {seed - 1}: {len(puzzles)} puzzles, {minutes:.1f} min", file=sys.stderr)
    return 0


def merge(chunks: list[Path], out: Path) -> int:
    """Add the puzzles of chunk files (:func:`scan_chunk`, finished or not) to the library
    ``out``, which keeps the seeds scanned (``scanned`` for whole deals, ``declared`` for
    declarations: [first, next] ranges; ``themed`` for targeted scans: ``{"seeds": [first,
    next], "themes": [...]}``): scanning those ranges again gives the same puzzles."""
    kept = json.loads(out.read_text(encoding="utf-8"))
    puzzles = {p["source"]: p for p in kept["puzzles"]}
    ranges = {name: {r[0]: r for r in kept.get(name, [])} for name in ("scanned", "declared")}
    themed = {(r["seeds"][0], tuple(r["themes"])): r for r in kept.get("themed", [])}
    for chunk in chunks:
        data = json.loads(chunk.read_text(encoding="utf-8"))
        first = data["chunk"][0]
        for p in data["puzzles"]:
            puzzles.setdefault(p["source"], p)
        if data.get("themes"):
            key = (first, tuple(data["themes"]))
            done_to = themed.get(key, {"seeds": [first, 0]})["seeds"][1]
            seeds = [first, max(int(data["next"]), done_to)]
            themed[key] = {"seeds": seeds, "themes": list(data["themes"])}
            continue
        done = ranges["declared" if data.get("declaration") else "scanned"]
        done[first] = [first, max(int(data["next"]), done.get(first, [first, 0])[1])]
    found: dict[str, list[Any]] = {k: sorted(v.values()) for k, v in ranges.items()}
    found["themed"] = [themed[k] for k in sorted(themed)]
    write(list(puzzles.values()), out, found)
    print(f"{len(puzzles)} puzzles in {out}")
    return 0


def report(chunks: list[Path]) -> int:
    """The yield of targeted chunks, by theme: the candidates analysed, the share whose
    recommended move was best by at least ``MARGIN`` at the middle analysis, the mean gain
    of the recommended move over the best other with a 95 % interval (normal approximation),
    the share that a "pick one" puzzle could be (a recommended move best, ahead of every other
    by at least ``MARGIN``: the gain positive, the lead at least ``MARGIN``), the candidates
    that passed to the full analyses, the puzzles verified with that theme
    (``principles.themes_of``), and all of these per minute."""
    gains: dict[str, list[float]] = {}
    passed: dict[str, int] = {}
    single: dict[str, int] = {}
    verified: dict[str, int] = {}
    seconds = 0.0
    for chunk in chunks:
        data = json.loads(chunk.read_text(encoding="utf-8"))
        seconds += float(data.get("seconds", 0.0))
        for _seed, _k, _trick, gain, ahead, ok in data.get("measured", []):
            for t, g in gain.items():
                gains.setdefault(t, []).append(g)
                single[t] = single.get(t, 0) + (g > 0 and ahead >= MARGIN)
                passed[t] = passed.get(t, 0) + bool(ok)
        for p in data["puzzles"]:
            view = Deal.from_record(p["record"]).view(int(p["seat"]))
            for t in themes_of(view, {p["best"]}):
                verified[t] = verified.get(t, 0) + 1
    minutes = max(seconds / 60, 1e-9)
    print(f"{len(chunks)} chunks, {minutes:.1f} minutes")
    for t in sorted(gains, key=lambda t: (-len(gains[t]), t)):
        g = gains[t]
        mean = statistics.fmean(g)
        half = 1.96 * statistics.stdev(g) / len(g) ** 0.5 if len(g) > 1 else float("nan")
        clear = sum(x >= MARGIN for x in g) / len(g)
        print(
            f"{t}: {len(g)} candidates ({len(g) / minutes:.1f}/min), best by {MARGIN}:"
            f" {clear:.1%}, mean gain {mean:+.3f} [{mean - half:+.3f}, {mean + half:+.3f}],"
            f" pick one by {MARGIN}: {single[t] / len(g):.1%},"
            f" passed {passed[t]}, verified {verified.get(t, 0)}"
            f" ({verified.get(t, 0) / minutes:.2f}/min)"
        )
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--measure", type=int, default=0, help="try N candidates, write nothing")
    parser.add_argument("--target", type=int, default=200)
    parser.add_argument("--minutes", type=float, default=55.0)
    parser.add_argument("--start", type=int, default=1)
    parser.add_argument("--out", type=Path, default=LIBRARY)
    parser.add_argument(
        "--add", action="store_true", help="keep the puzzles already in --out and add to them"
    )
    parser.add_argument(
        "--words", action="store_true", help="add the feedback's words and a rating to them"
    )
    parser.add_argument(
        "--rerate", action="store_true", help="recompute the heuristic shares and the ratings"
    )
    parser.add_argument(
        "--retheme", action="store_true", help="recompute the themes after the principles changed"
    )
    parser.add_argument(
        "--reword",
        action="store_true",
        help="say the declaration puzzles' comparisons as conditions, as contrast does now",
    )
    parser.add_argument(
        "--scan",
        type=int,
        nargs=2,
        metavar=("FIRST", "END"),
        help="scan the deals of seeds FIRST..END-1 into --out, resuming where it stopped",
    )
    parser.add_argument(
        "--declaration", action="store_true", help="with --scan: the declarations only"
    )
    parser.add_argument(
        "--themes",
        type=lambda text: tuple(text.split(",")),
        default=(),
        help="with --scan: only the decisions where these principles speak (comma-separated)",
    )
    parser.add_argument(
        "--report", type=Path, nargs="+", help="the yield of these targeted chunks, by theme"
    )
    parser.add_argument(
        "--merge", type=Path, nargs="+", help="add the scanned puzzles of these files to --out"
    )
    args = parser.parse_args(argv)
    unknown = [t for t in args.themes if t not in PRINCIPLES]
    if unknown:
        raise SystemExit(f"no such principles: {', '.join(unknown)}")
    if args.scan:
        return scan_chunk(args.scan[0], args.scan[1], args.out, args.declaration, args.themes)
    if args.report:
        return report(args.report)
    if args.merge:
        return merge(args.merge, args.out)
    if args.rerate:
        return rerate_library(args.out)
    if args.retheme:
        return retheme_library(args.out)
    if args.reword:
        return reword_library(args.out)
    if args.words:
        kept = json.loads(args.out.read_text(encoding="utf-8"))
        done: list[dict[str, Any]] = []
        for i, puzzle in enumerate(kept["puzzles"]):
            done.append(words(puzzle))
            if i % 20 == 19:
                write(done + kept["puzzles"][len(done) :], args.out)
                print(f"{len(done)} of {len(kept['puzzles'])}", file=sys.stderr, flush=True)
        write(done, args.out)
        return 0
    if args.measure:
        costs, kept = [], 0
        for seed in range(args.start, args.start + args.measure):
            t = time.perf_counter()
            deal = position(seed)
            puzzle = None if deal is None else verify(deal)
            costs.append(time.perf_counter() - t)
            kept += puzzle is not None
        print(
            f"{args.measure} candidates: {statistics.median(costs):.2f} s median,"
            f" {sum(costs) / len(costs):.2f} s mean, {kept} kept"
        )
        return 0
    puzzles: list[dict[str, Any]] = []
    if args.add and args.out.exists():
        kept = json.loads(args.out.read_text(encoding="utf-8"))
        if (kept["format"], kept["worlds"], kept["seeds"]) != (FORMAT, WORLDS, list(SEEDS)):
            raise SystemExit(f"{args.out} was built at another budget: not adding to it")
        puzzles = list(kept["puzzles"])
    known = {p["source"] for p in puzzles}
    began = time.perf_counter()
    seed = args.start
    tried = 0
    while len(puzzles) < args.target and time.perf_counter() - began < args.minutes * 60:
        if seed in known:
            seed += 1
            continue
        deal = position(seed)
        tried += 1
        puzzle = None if deal is None else verify(deal)
        if puzzle is not None:
            puzzle["source"] = seed
            puzzles.append(puzzle)
            write(puzzles, args.out)
            print(f"{len(puzzles)} puzzles from {tried} candidates", file=sys.stderr, flush=True)
        seed += 1
    write(puzzles, args.out)
    minutes = (time.perf_counter() - began) / 60
    print(f"{len(puzzles)} puzzles from {tried} candidates in {minutes:.1f} minutes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
