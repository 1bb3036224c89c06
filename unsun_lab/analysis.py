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
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from unsun_lab.deal import Deal
from unsun_lab.i18n import decimal, percent, text
from unsun_lab.record import deal_from_record
from unsun_lab.view import PlayerView

# A layer above the players: they are imported where the rollouts run, so importing the core
# package never loads them (tests/test_core_layers.py).

__all__ = [
    "DEFAULT_WORLDS",
    "LABELS",
    "THRESHOLDS",
    "Analysis",
    "Decision",
    "MoveValue",
    "analyse",
    "analyse_decision",
    "label_for",
]

#: Sampled worlds per decision by default (every legal move meets all of them).
DEFAULT_WORLDS = 300

#: The labels, best first.
LABELS: tuple[str, ...] = ("best", "good", "inaccuracy", "mistake", "blunder")

#: Upper bounds of loss (points) for best, good, inaccuracy and mistake; above: blunder.
THRESHOLDS: tuple[float, ...] = (0.10, 0.50, 1.00, 2.00)

#: progress(done, total): worlds done for one decision, or decisions done for a deal.
Progress = Callable[[int, int], None]


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

    def why(self, lang: str | None = None) -> list[str]:
        """The reasons in words, from the same rollouts (R25, R27-R29)."""
        best = self.moves[0]
        lines = []
        played = self.value_of(self.played) if self.played is not None else best
        if played.move != best.move and self.label == "best":
            lines.append(
                text(
                    "analysis.as_good",
                    lang,
                    best=best.move,
                    played=played.move,
                    count=decimal(self.loss, lang),
                )
            )
        elif played.move == best.move:
            lines.append(
                text(
                    "analysis.was_best" if self.played is not None else "analysis.is_best",
                    lang,
                    move=best.move,
                    count=decimal(best.value, lang, sign=True),
                    se=decimal(best.stderr, lang),
                )
            )
        else:
            lines.append(
                text(
                    "analysis.better",
                    lang,
                    best=best.move,
                    played=played.move,
                    best_value=decimal(best.value, lang, sign=True),
                    value=decimal(played.value, lang, sign=True),
                    count=decimal(self.loss, lang),
                )
            )
        if best.wins_trick is not None and played.wins_trick is not None:
            if played.move == best.move:
                lines.append(
                    text(
                        "analysis.trick_one",
                        lang,
                        move=best.move,
                        share=percent(best.wins_trick, lang),
                    )
                )
            else:
                lines.append(
                    text(
                        "analysis.trick_two",
                        lang,
                        best=best.move,
                        share=percent(best.wins_trick, lang),
                        played=played.move,
                        played_share=percent(played.wins_trick, lang),
                    )
                )
        for mv in (best, played) if played.move != best.move else (best,):
            if mv.made_now or mv.conceded_now or mv.made_later or mv.conceded_later:
                lines.append(
                    text(
                        "analysis.combos",
                        lang,
                        move=mv.move,
                        made_now=decimal(mv.made_now, lang),
                        conceded_now=decimal(mv.conceded_now, lang),
                        made_later=decimal(mv.made_later, lang),
                        conceded_later=decimal(mv.conceded_later, lang),
                    )
                )
        return lines

    def hint(self, lang: str | None = None) -> str:
        """One line for a deal summary: the better move and what the played one cost."""
        label = text(f"analysis.label.{self.label}", lang)
        return text(
            "hint.better", lang, best=self.best, count=decimal(self.loss, lang), label=label
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
            played=self.played or "-",
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
        if compact:
            out["moves"] = [[m.move, round(m.value, 2), round(m.stderr, 2)] for m in self.moves]
            out["why"] = self.why(lang)[0]
        else:
            out["moves"] = [m.to_dict() for m in self.moves]
            out["why"] = self.why(lang)
        return out


@dataclass(frozen=True)
class Analysis:
    """Every judged decision of a deal, in play order."""

    decisions: tuple[Decision, ...]
    seats: tuple[int, ...]
    worlds: int
    seed: int

    def of_seat(self, seat: int) -> list[Decision]:
        return [d for d in self.decisions if d.seat == seat]

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
    if worlds < 1:
        raise ValueError(f"worlds must be at least 1, got {worlds!r}")
    from unsun_lab.players.search import rollouts

    found = rollouts(view, worlds, _rng(seed, view), detail=True, progress=progress)
    trick = None
    if view.phase == "play":
        current = view.current_trick
        trick = current.number if current is not None else len(view.tricks) + 1
    values = _values(found, trick is not None)
    values.sort(key=lambda mv: (-mv.value, view.legal_moves.index(mv.move)))
    return Decision(number, view.seat, view.phase, trick, played, tuple(values), found.worlds)


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
    RecordError for a bad record. ``progress(done, total)`` counts decisions."""
    chosen = tuple(sorted(set(range(8) if seats is None else seats)))
    for s in chosen:
        if not isinstance(s, int) or not 0 <= s <= 7:
            raise ValueError(f"seats must be 0-7 (R4), got {s!r}")
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
    return Analysis(tuple(decisions), chosen, worlds, seed)


def _rng(seed: int, view: PlayerView) -> random.Random:
    """Randomness for one decision, from (seed, the seat's view) only."""
    from unsun_lab.players.base import view_digest

    key = hashlib.blake2b(
        seed.to_bytes(16, "big", signed=True) + view_digest(view), digest_size=8
    ).digest()
    return random.Random(int.from_bytes(key, "big"))


def _values(found: Any, in_trick: bool) -> list[MoveValue]:
    """MoveValues from a players.search.Rollouts (typed Any: players load lazily)."""
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
