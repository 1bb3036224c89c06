"""The coach: every decision of a deal judged from the deciding seat's own view (R31).

For each decision of the chosen seats, :func:`analyse` rebuilds what that seat knew at that
moment (never the hidden cards), samples possible worlds behind it, and plays every legal move
to the end in the same worlds with the same rollout randomness (``unsun_lab.players.search``).
Each move gets its expected team margin (R29) with a standard error, how often it wins the
trick for the team (R25), and the combination points (R27/R28) it makes or concedes on this
trick and later. The played move's *loss* is the best move's expected margin minus its own.

Labels, by loss in points of expected team margin (a deal moves 9 points, R29):

=============  ===============================  ========================================
label          loss                             reading
=============  ===============================  ========================================
``best``       the best move, or loss <= 0.10   nothing better was found
``good``       0.10 < loss <= 0.50              within the noise of a close call
``inaccuracy`` 0.50 < loss <= 1.00              about half a trick thrown away
``mistake``    1.00 < loss <= 2.00              a trick, or a small combination
``blunder``    loss > 2.00                      a 2-point combination or more (R28)
=============  ===============================  ========================================

The budget is a number of worlds (``worlds=``), never a time, and the randomness of each
decision comes from (``seed``, the seat's view): the same record gives the same numbers on any
machine. This module imports players, never Jupyter; a widget runs :func:`analyse_decision`
in a background thread with a ``progress`` callback and shows ``Decision.to_dict(compact=True)``.

>>> from unsun_lab.deal import Deal
>>> deal = Deal.shuffled(seed=3)
>>> d = analyse_decision(deal.view(deal.to_move), worlds=8)
>>> d.best in deal.legal_moves()
True
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from unsun_lab.contrast import (
    Contrast,
    Progress,
    _contrast,
    _rollouts,
    _Tally,
    frequency,
)
from unsun_lab.deal import Deal
from unsun_lab.explain import Explanation, Move, Number
from unsun_lab.i18n import decimal, text
from unsun_lab.record import deal_from_record
from unsun_lab.safe import quote
from unsun_lab.view import PlayerView

# A layer above the players: they are imported where the rollouts run, so importing the core
# package never loads them (tests/house/test_core_layers.py).

__all__ = [
    "DEFAULT_WORLDS",
    "LABELS",
    "MAX_WORLDS",
    "SEED_BITS",
    "THRESHOLDS",
    "Analysis",
    "Contrast",
    "Decision",
    "MoveValue",
    "analyse",
    "analyse_decision",
    "check_parameters",
    "contrasts",
    "frequency",
    "label_for",
    "principle_lead",
]

#: Sampled worlds per decision by default (every legal move meets all of them).
DEFAULT_WORLDS = 300

#: The most sampled worlds one decision may be given: about ten minutes of one core per
#: decision (300 worlds take about a second). The coach keeps counts, not worlds, so its
#: memory does not grow with the budget; its time does.
MAX_WORLDS = 100_000

#: A seed has at most this many bits: each decision's randomness is hashed from 16 bytes of
#: it (signed), with the seat's view.
SEED_BITS = 127

#: The labels, best first.
LABELS: tuple[str, ...] = ("best", "good", "inaccuracy", "mistake", "blunder")

#: Upper bounds of loss (points) for best, good, inaccuracy and mistake; above: blunder.
THRESHOLDS: tuple[float, ...] = (0.10, 0.50, 1.00, 2.00)

#: progress(done, total): worlds done for one decision, or decisions done for a deal.


def check_parameters(
    worlds: object = DEFAULT_WORLDS, seed: object = 0, seats: object = None
) -> tuple[int, int, tuple[int, ...]]:
    """``worlds``, ``seed`` and ``seats`` checked, each refusal naming its parameter: worlds a
    whole number from 1 to ``MAX_WORLDS``, seed a whole number of at most ``SEED_BITS`` bits
    (not a bool, a float or a string: True is not 1, "10" is not 10), seats None (all eight)
    or a non-empty list of seats 0-7 (R4). Returns (worlds, seed, the seats in order).

    >>> check_parameters(300, 0, [3, 1, 3])
    (300, 0, (1, 3))
    >>> check_parameters(True)
    Traceback (most recent call last):
    ...
    TypeError: worlds must be a whole number (an int), got bool True
    """
    budget = _whole(worlds, "worlds")
    if not 1 <= budget <= MAX_WORLDS:
        raise ValueError(
            f"worlds must be from 1 to {MAX_WORLDS:,} sampled worlds per decision,"
            f" got {quote(budget)}"
        )
    number = _whole(seed, "seed")
    if number.bit_length() > SEED_BITS:
        raise ValueError(f"seed must have at most {SEED_BITS} bits, got {quote(number)}")
    if seats is None:
        return budget, number, tuple(range(8))
    if isinstance(seats, str | bytes | dict) or not isinstance(seats, Sequence | set | frozenset):
        raise TypeError(
            f"seats must be a list of seats 0-7 (R4), or None for all eight,"
            f" got {type(seats).__name__} {quote(seats)}"
        )
    chosen = set()
    for s in seats:
        if isinstance(s, bool) or not isinstance(s, int) or not 0 <= s <= 7:
            raise ValueError(f"seats must be 0-7 (R4), got {quote(s)}")
        chosen.add(int.__index__(s))
    if not chosen:
        raise ValueError("seats must name at least one seat 0-7 (R4), got none")
    return budget, number, tuple(sorted(chosen))


def _whole(value: object, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(
            f"{name} must be a whole number (an int), got {type(value).__name__} {quote(value)}"
        )
    return int.__index__(value)  # an int subclass counts as the plain int it holds


def label_for(loss: float) -> str:
    """The label of a loss in points (see the table in the module docstring).

    >>> [label_for(x) for x in (0.0, 0.3, 0.8, 1.5, 4.0)]
    ['best', 'good', 'inaccuracy', 'mistake', 'blunder']
    """
    for label, bound in zip(LABELS, THRESHOLDS, strict=False):
        if loss <= bound:
            return label
    return LABELS[-1]


@dataclass(frozen=True)
class MoveValue:
    """One legal move as the rollouts judged it, from the deciding seat's view."""

    move: str
    #: Expected team margin at the end of the deal (R29), in points, and its standard error.
    value: float
    stderr: float
    #: Share of worlds in which the seat's team wins the trick the card is played to (R25);
    #: None for a declaration or discard.
    wins_trick: float | None
    #: Mean combination points (R27/R28) made and conceded on this trick, and later.
    made_now: float
    conceded_now: float
    made_later: float
    conceded_later: float

    def to_dict(self) -> dict[str, Any]:
        return {
            "move": self.move,
            "value": round(self.value, 3),
            "stderr": round(self.stderr, 3),
            "wins_trick": None if self.wins_trick is None else round(self.wins_trick, 3),
            "combos": {
                "made_now": round(self.made_now, 3),
                "conceded_now": round(self.conceded_now, 3),
                "made_later": round(self.made_later, 3),
                "conceded_later": round(self.conceded_later, 3),
            },
        }


@dataclass(frozen=True)
class Decision:
    """One decision judged: every legal move's value, the best, and the played move's loss."""

    #: 1-based number of the move in the record's ``moves`` (0 for a position not yet played).
    number: int
    seat: int
    phase: str
    #: The trick the move is played to (None for the declaration or the discard).
    trick: int | None
    #: The move made (None when judging a position before it is played).
    played: str | None
    #: The legal moves, best first.
    moves: tuple[MoveValue, ...]
    worlds: int
    #: What differs, in the same sampled deals, between the best move and the played one
    #: (or the runner-up when the best was played); None when there was one move.
    contrast: Contrast | None = None
    #: The principle of play that speaks to the better move over the other one of
    #: ``contrast``, when the other costs more than ``THRESHOLDS[1]`` (:func:`principle_lead`:
    #: it explains the cost, or the other move followed a principle that does not hold here).
    principle: Explanation | None = None

    @property
    def best(self) -> str:
        return self.moves[0].move

    def value_of(self, move: str) -> MoveValue:
        for mv in self.moves:
            if mv.move == move:
                return mv
        raise KeyError(f"{move!r} was not a legal move at this decision")

    @property
    def loss(self) -> float:
        """Points of expected team margin given away by the played move (0 if unplayed)."""
        if self.played is None:
            return 0.0
        return max(0.0, self.moves[0].value - self.value_of(self.played).value)

    @property
    def label(self) -> str:
        if self.played is None or self.played == self.best:
            return "best"
        return label_for(self.loss)

    def reasons(self) -> list[Explanation]:
        """Why, as data: the verdict in points (R29), then what the rollouts show differs
        between the better move and the other one, in the same sampled deals: the trick
        lost and to what (R25), the combination most often conceded or made (R27, R28), the
        later tricks. Only what the rollouts show; nothing is said of what does not differ."""
        best = self.moves[0]
        played = self.value_of(self.played) if self.played is not None else best
        out: list[Explanation] = []
        if played.move != best.move and self.label == "best":
            out.append(
                Explanation(
                    "R29",
                    "analysis.as_good",
                    {
                        "best": Move(best.move),
                        "played": Move(played.move),
                        "count": Number(self.loss),
                    },
                )
            )
        elif played.move == best.move:
            out.append(
                Explanation(
                    "R29",
                    "analysis.was_best" if self.played is not None else "analysis.is_best",
                    {
                        "move": Move(best.move),
                        "count": Number(best.value, sign=True),
                        "se": Number(best.stderr),
                    },
                )
            )
        else:
            out.append(
                Explanation(
                    "R29",
                    "analysis.better",
                    {
                        "best": Move(best.move),
                        "played": Move(played.move),
                        "best_value": Number(best.value, sign=True),
                        "value": Number(played.value, sign=True),
                        "count": Number(self.loss),
                    },
                )
            )
        if self.contrast is not None:
            out += self.contrast.reasons()
        if self.principle is not None:
            out.insert(0, self.principle)  # the principle leads; the numbers and contrast follow
        return out

    def why(self, lang: str | None = None) -> list[str]:
        """The reasons in words (:meth:`reasons` rendered in ``lang``)."""
        return [e.render(lang) for e in self.reasons()]

    def hint(self, lang: str | None = None) -> str:
        """One line for a deal summary: the better move and what the played one cost."""
        label = text(f"analysis.label.{self.label}", lang)
        return text(
            "hint.better",
            lang,
            best=Move(self.best).render(lang),
            count=decimal(self.loss, lang),
            label=label,
        )

    def narrate(self, lang: str | None = None) -> str:
        where = (
            text("analysis.where_trick", lang, trick=self.trick)
            if self.trick is not None
            else text(f"analysis.where_{self.phase}", lang)
        )
        head = text(
            "analysis.decision",
            lang,
            number=self.number,
            seat=self.seat,
            where=where,
            played=Move(self.played).render(lang) if self.played else "-",
            label=text(f"analysis.label.{self.label}", lang),
        )
        return "\n".join([head] + ["  " + line for line in self.why(lang)])

    def to_dict(self, compact: bool = False, lang: str | None = None) -> dict[str, Any]:
        """The JSON form (README, "unsun-lab analyse"). ``compact`` gives what a widget
        draws: move, value and stderr per move, plus the label and one sentence."""
        out: dict[str, Any] = {
            "number": self.number,
            "seat": self.seat,
            "phase": self.phase,
            "trick": self.trick,
            "played": self.played,
            "best": self.best,
            "loss": round(self.loss, 3),
            "label": self.label,
            "worlds": self.worlds,
        }
        why = self.why(lang)
        if compact:
            out["moves"] = [[m.move, round(m.value, 2), round(m.stderr, 2)] for m in self.moves]
            out["why"] = why[0]
            out["reasons"] = why
        else:
            out["moves"] = [m.to_dict() for m in self.moves]
            out["why"] = why
            if self.contrast is not None:
                out["contrast"] = self.contrast.to_dict()
        return out


@dataclass(frozen=True)
class Analysis:
    """Every judged decision of a deal, in play order."""

    decisions: tuple[Decision, ...]
    seats: tuple[int, ...]
    worlds: int
    seed: int
    #: The record judged (format ``unsun-lab/deal-1``), so each decision's position can be
    #: rebuilt (:meth:`puzzles`).
    record: dict[str, Any] | None = None

    def of_seat(self, seat: int) -> list[Decision]:
        return [d for d in self.decisions if d.seat == seat]

    def puzzles(self, seat: int) -> list[Any]:
        """Every decision of ``seat`` labelled a mistake or a blunder, as a best-move puzzle
        (``unsun_lab.practice.Exercise``, level 3, seeded by the decision's move number)
        asked from that seat's view of the position before it (R31). The right answers are
        the moves as good as the best: within ``THRESHOLDS[0]`` points of it (R29). Raises
        ValueError when the analysis holds no record, when ``seat`` is not a seat it judged
        (an int 0-7: not True, not "0", not None), or when a decision is not one of its
        record (another deal's analysis): each decision's move must be the record's move of
        that number, by that seat, among the legal moves of the position before it, which
        must be the moves judged. ``practice.from_analysis`` asks this."""
        from unsun_lab.practice.kinds.best_move import puzzle_exercise

        if self.record is None:
            raise ValueError(
                "this analysis holds no record: make it with unsun_lab.analysis.analyse"
            )
        if isinstance(seat, bool) or not isinstance(seat, int) or seat not in self.seats:
            judged = ", ".join(str(s) for s in self.seats)
            raise ValueError(
                f"seat must be a seat the analysis judged ({judged}), got {quote(seat)}"
            )
        moves = list(self.record["moves"])
        out = []
        for d in self.of_seat(seat):
            if d.label not in ("mistake", "blunder"):
                continue
            before = dict(self.record, moves=moves[: d.number - 1])
            values = {m.move: m.value for m in d.moves}
            _check_of_record(d, moves, before, values)
            top = d.moves[0].value
            best = {m.move for m in d.moves if top - m.value <= THRESHOLDS[0]}
            why = {}
            if d.contrast is not None and d.contrast.better in best:
                why[d.contrast.other] = d.contrast.reasons()
            out.append(puzzle_exercise(d.number, 3, before, seat, values, best, why))
        return out

    def costliest(self, n: int = 3, seat: int | None = None) -> list[Decision]:
        """The ``n`` decisions with the largest loss (of one seat, or all), largest first."""
        pool = self.decisions if seat is None else self.of_seat(seat)
        return sorted(pool, key=lambda d: (-d.loss, d.number))[:n]

    def total_loss(self, seat: int) -> float:
        return sum(d.loss for d in self.of_seat(seat))

    def to_dict(self, compact: bool = False, lang: str | None = None) -> dict[str, Any]:
        return {
            "format": "unsun-lab/analysis-1",
            "worlds": self.worlds,
            "seed": self.seed,
            "seats": list(self.seats),
            "thresholds": dict(zip(LABELS, THRESHOLDS, strict=False)),
            "decisions": [d.to_dict(compact, lang) for d in self.decisions],
            "summary": [
                {
                    "seat": s,
                    "decisions": len(self.of_seat(s)),
                    "loss": round(self.total_loss(s), 3),
                    "labels": {k: sum(d.label == k for d in self.of_seat(s)) for k in LABELS},
                }
                for s in self.seats
            ],
        }

    def narrate(self, lang: str | None = None) -> str:
        lines = [text("analysis.header", lang, count=self.worlds)]
        lines += [d.narrate(lang) for d in self.decisions]
        for s in self.seats:
            mine = self.of_seat(s)
            lines.append(
                text(
                    "analysis.summary",
                    lang,
                    seat=s,
                    count=len(mine),
                    loss=decimal(self.total_loss(s), lang),
                    mistakes=sum(d.label == "mistake" for d in mine),
                    blunders=sum(d.label == "blunder" for d in mine),
                )
            )
        return "\n".join(lines)


def _check_of_record(
    d: Decision, moves: list[Any], before: dict[str, Any], values: dict[str, float]
) -> None:
    """Refuse a decision that is not one of this record (ValueError naming it)."""
    where = f"decision {d.number} (seat {d.seat})"
    if not 1 <= d.number <= len(moves):
        raise ValueError(f"{where}: the record has {len(moves)} moves; not an analysis of it")
    made = moves[d.number - 1]
    made = made.get("move") if isinstance(made, dict) else made
    if made != d.played:
        raise ValueError(
            f"{where}: the record's move {d.number} is {quote(made)}, the analysis judged"
            f" {quote(d.played)}: not an analysis of this record"
        )
    deal = Deal.from_record(before)
    if deal.to_move != d.seat or set(deal.legal_moves()) != set(values):
        raise ValueError(
            f"{where}: the moves judged are not the legal moves of seat {d.seat} in this"
            " record: not an analysis of it"
        )


def analyse_decision(
    view: PlayerView,
    played: str | None = None,
    *,
    worlds: int = DEFAULT_WORLDS,
    seed: int = 0,
    number: int = 0,
    progress: Progress | None = None,
) -> Decision:
    """Judge one decision from ``view`` (the deciding seat's view, R31): every legal move's
    value over ``worlds`` sampled worlds. ``progress(done, worlds)`` is called after each
    world, so a widget can run this in a background thread and draw a bar; an exception
    raised by ``progress`` stops the analysis (a widget's way to cancel it)."""
    if not view.legal_moves:
        raise ValueError(f"seat {view.seat} has no decision to make (phase {view.phase})")
    if played is not None and played not in view.legal_moves:
        raise ValueError(f"{played!r} is not a legal move for seat {view.seat} here")
    worlds, seed, _ = check_parameters(worlds, seed)
    found = _rollouts(view, worlds, _rng(seed, view), progress)
    trick = None
    if view.phase == "play":
        current = view.current_trick
        trick = current.number if current is not None else len(view.tricks) + 1
    values = _values(found, trick is not None)
    values.sort(key=lambda mv: (-mv.value, view.legal_moves.index(mv.move)))
    contrast = None
    if len(values) > 1:
        better = values[0].move
        other = played if played is not None and played != better else values[1].move
        legal = list(view.legal_moves)
        contrast = _contrast(view, found, legal.index(better), legal.index(other))
    principle = None
    if contrast is not None:
        cost = values[0].value - next(v.value for v in values if v.move == contrast.other)
        if cost > THRESHOLDS[1]:
            worth = {v.move: v.value for v in values}
            principle = principle_lead(view, contrast.better, contrast.other, worth)
    return Decision(
        number,
        view.seat,
        view.phase,
        trick,
        played,
        tuple(values),
        found.worlds,
        contrast,
        principle,
    )


def principle_lead(
    view: PlayerView,
    better: str,
    other: str,
    values: Mapping[str, float] | None = None,
) -> Explanation | None:
    """The principle of play (``unsun_lab.principles``, in the course's order) that speaks to
    ``better`` over ``other`` in ``view`` (the deciding seat's view, R31), as the sentence the
    coach leads with (its rules cited), or None when none does. In this order:

    * the first principle that recommends ``better``, not ``other``, and not every legal move:
      "<title>: <why>" (``principle.coach.lead``);
    * with the moves' ``values``: the first that recommends, not ``other``, a move worth more
      than ``other`` by more than ``THRESHOLDS[1]``, and that compares ``other`` but says
      nothing of ``better`` (:meth:`~unsun_lab.principles.Principle.judges`: "win a trick
      cheaply" compares only the cards that beat the one winning): "<title>: <why>; <better>
      is better still" (``principle.coach.lead_also``) -- the principle explains what
      ``other`` gave away, and does not contradict ``better``;
    * the first that recommends ``other`` and not ``better``: the principle points to
      ``other`` here, and this is an exception (``principle.coach.exception``), so a learner
      who followed it hears that it does not hold every time.

    Only the first two explain the cost; the benchmark (``benchmarks/coach_principles.py``)
    counts them apart from the exceptions."""
    from unsun_lab.principles import PRINCIPLES

    legal = set(view.legal_moves)
    speaking = [
        (p, found)
        for p in PRINCIPLES.values()
        if (found := p.reasons(view)) and not found.keys() >= legal
    ]  # each principle asked once: what it recommends here, and why
    for p, found in speaking:
        if better in found and other not in found:
            why = found[better]
            return Explanation(why.rule, "principle.coach.lead", {"title": p.title, "why": why})
    if values is not None and other in values:
        order = list(view.legal_moves)
        for p, found in speaking:
            judged = p.judges(view)
            if other in found or other not in judged or better in judged:
                continue  # it must speak against other and say nothing of better
            move = max(found, key=lambda m: (values[m], -order.index(m)))
            if values[move] - values[other] > THRESHOLDS[1]:
                why = found[move]
                return Explanation(
                    why.rule,
                    "principle.coach.lead_also",
                    {"title": p.title, "why": why, "best": Move(better)},
                )
    for p, found in speaking:
        if other in found and better not in found:
            return Explanation(
                found[other].rule,
                "principle.coach.exception",
                {"title": p.title, "move": Move(other), "best": Move(better)},
            )
    return None


def contrasts(
    view: PlayerView, better: str, *, worlds: int = DEFAULT_WORLDS, seed: int = 0
) -> dict[str, Contrast]:
    """What differs, in the same sampled deals, between ``better`` and each other legal move
    of ``view`` (the deciding seat's view, R31): the coach's :class:`Contrast` of
    :func:`analyse_decision`, for every move rather than only the played one or the runner-up
    (a puzzle explains whichever card the learner picks)."""
    if better not in view.legal_moves:
        raise ValueError(f"{better!r} is not a legal move for seat {view.seat} here")
    found = _rollouts(view, worlds, _rng(seed, view), None)
    legal = list(view.legal_moves)
    a = legal.index(better)
    return {m: _contrast(view, found, a, legal.index(m)) for m in legal if m != better}


def analyse(
    deal_or_record: Deal | dict[str, Any] | str | Path,
    seats: Sequence[int] | None = None,
    worlds: int = DEFAULT_WORLDS,
    *,
    seed: int = 0,
    progress: Progress | None = None,
) -> Analysis:
    """Judge every decision of ``seats`` (default: all eight) in a deal: a Deal, a record dict,
    JSON text or a path to a record. Decisions with a single legal move are skipped. Raises
    RecordError for a bad record, TypeError or ValueError naming the parameter for a bad
    ``seats``, ``worlds`` or ``seed`` (:func:`check_parameters`), before any work.
    ``progress(done, total)`` counts decisions."""
    worlds, seed, chosen = check_parameters(worlds, seed, seats)
    source = (
        deal_or_record if isinstance(deal_or_record, Deal) else deal_from_record(deal_or_record)
    )
    record = source.to_record()
    moves = [m if isinstance(m, str) else m["move"] for m in record["moves"]]
    deal = Deal.from_cards(record["dealer"], record["hands"], record["indicator"], record["stock"])
    todo = []
    for i, move in enumerate(moves):
        seat = deal.to_move
        if seat in chosen and len(deal.legal_moves()) > 1:
            todo.append((i + 1, deal.view(seat), move))
        deal.push(move)
    decisions = []
    for k, (number, view, move) in enumerate(todo):
        decisions.append(analyse_decision(view, move, worlds=worlds, seed=seed, number=number))
        if progress is not None:
            progress(k + 1, len(todo))
    return Analysis(tuple(decisions), chosen, worlds, seed, record)


def _rng(seed: int, view: PlayerView) -> random.Random:
    """Randomness for one decision, from (seed, the seat's view) only."""
    from unsun_lab.players.base import view_digest

    key = hashlib.blake2b(
        seed.to_bytes(16, "big", signed=True) + view_digest(view), digest_size=8
    ).digest()
    return random.Random(int.from_bytes(key, "big"))


def _values(found: _Tally, in_trick: bool) -> list[MoveValue]:
    """MoveValues from the rollouts' counts."""
    n = max(1, found.worlds)
    out = []
    for i, move in enumerate(found.moves):
        made_now, conceded_now, made_later, conceded_later = found.combos[i]
        out.append(
            MoveValue(
                move=move,
                value=found.mean(i),
                stderr=found.stderr(i),
                wins_trick=found.wins[i] / n if in_trick else None,
                made_now=made_now / n,
                conceded_now=conceded_now / n,
                made_later=made_later / n,
                conceded_later=conceded_later / n,
            )
        )
    return out
