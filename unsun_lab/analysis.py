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

from unsun_lab.cards import DECK, Card, Suit
from unsun_lab.deal import Deal
from unsun_lab.explain import Explanation, Move, Number, Term
from unsun_lab.i18n import decimal, text
from unsun_lab.orders import COMBO_PAIRS, table_for
from unsun_lab.record import deal_from_record
from unsun_lab.view import PlayerView

# A layer above the players: they are imported where the rollouts run, so importing the core
# package never loads them (tests/test_core_layers.py).

__all__ = [
    "DEFAULT_WORLDS",
    "LABELS",
    "THRESHOLDS",
    "Analysis",
    "Contrast",
    "Decision",
    "MoveValue",
    "analyse",
    "analyse_decision",
    "frequency",
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
    #: What differs, in the same sampled deals, between the best move and the played one
    #: (or the runner-up when the best was played); None when there was one move.
    contrast: Contrast | None = None

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
        ValueError when the analysis holds no record. ``practice.from_analysis`` asks this."""
        from unsun_lab.practice.kinds.best_move import puzzle_exercise

        if self.record is None:
            raise ValueError(
                "this analysis holds no record: make it with unsun_lab.analysis.analyse"
            )
        moves = list(self.record["moves"])
        out = []
        for d in self.of_seat(seat):
            if d.label not in ("mistake", "blunder"):
                continue
            before = dict(self.record, moves=moves[: d.number - 1])
            values = {m.move: m.value for m in d.moves}
            top = d.moves[0].value
            best = {m.move for m in d.moves if top - m.value <= THRESHOLDS[0]}
            out.append(puzzle_exercise(d.number, 3, before, seat, values, best))
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
    found, seen = _rollouts(view, worlds, _rng(seed, view), progress)
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
        contrast = _contrast(
            view, better, other, seen[legal.index(better)], seen[legal.index(other)]
        )
    return Decision(
        number, view.seat, view.phase, trick, played, tuple(values), found.worlds, contrast
    )


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
    return Analysis(tuple(decisions), chosen, worlds, seed, record)


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


# -- what differs between two moves, in the same sampled deals ------------------------------

#: A share of the sampled deals in words: (upper bound, catalogue key), shares below it.
_FREQUENCIES: tuple[tuple[float, str], ...] = (
    (0.05, "coach.freq.rarely"),
    (0.15, "coach.freq.one_in_ten"),
    (0.27, "coach.freq.one_in_five"),
    (0.40, "coach.freq.third"),
    (0.60, "coach.freq.half"),
    (0.73, "coach.freq.two_thirds"),
    (0.90, "coach.freq.most"),
    (1.00, "coach.freq.almost_always"),
)

#: Below this share of the deals, a difference is not worth a sentence.
NOTICE = 0.05


def frequency(share: float) -> Term:
    """A share of the sampled deals in words.

    >>> [frequency(x).render("en") for x in (0.0, 0.33, 0.95, 1.0)]
    ['never', 'in about a third of the deals', 'almost always', 'always']
    """
    if share <= 0:
        return Term("coach.freq.never")
    if share >= 1:
        return Term("coach.freq.always")
    for bound, key in _FREQUENCIES:
        if share < bound:
            return Term(key)
    return Term("coach.freq.almost_always")


@dataclass(frozen=True)
class _World:
    """One move in one sampled world: did the team win the trick the card went to (None for
    a declaration or discard), the card that won it, and the later tricks the team won;
    ``combos`` holds (on this trick, ours, pair index, points) per combination (R27, R28)."""

    won: bool | None
    winning_card: int
    later_won: int
    combos: tuple[tuple[bool, bool, int, int], ...]


class _TrickLog(list[tuple[int, int, int, int, int]]):
    """FastDeal's log that also keeps the cards of the trick being decided: at the moment a
    trick is logged, the deal still holds its eight cards."""

    def __init__(self, deal: Any, current: int) -> None:
        super().__init__()
        self.deal = deal
        self.current = current
        self.cards: tuple[int, ...] = ()

    def append(self, item: tuple[int, int, int, int, int]) -> None:
        super().append(item)
        if item[0] == self.current:
            self.cards = tuple(self.deal.plays)


def _rollouts(
    view: PlayerView, worlds: int, rng: random.Random, progress: Progress | None
) -> tuple[Any, list[list[_World]]]:
    """``players.search.rollouts(view, worlds, rng, detail=True)``, the same worlds, draws
    and numbers, keeping per world what the coach's words are counted from."""
    from unsun_lab.fastsim import PLAY_PHASE
    from unsun_lab.players.knowledge import knowledge_of
    from unsun_lab.players.rollout import playout_greedy
    from unsun_lab.players.search import Rollouts, move_int

    legal = list(view.legal_moves)
    codes = [move_int(m) for m in legal]
    know = knowledge_of(view)
    seat = view.seat
    team = seat & 1
    out = Rollouts(seat, legal, [[] for _ in legal])
    out.wins = [0] * len(legal)
    out.combos = [[0, 0, 0, 0] for _ in legal]
    seen: list[list[_World]] = [[] for _ in legal]
    for w in range(worlds):
        world = know.sample_world(view, rng).deal
        current = world.number if world.phase == PLAY_PHASE else 0
        roll_seed = rng.getrandbits(32)
        for i, m in enumerate(codes):
            fd = world.copy()
            log = _TrickLog(fd, current)
            fd.log = log
            fd.push(m)
            playout_greedy(fd, random.Random(roll_seed), 0.1, False)
            out.margins[i].append(fd.margin(seat))
            won: bool | None = None
            winning = -1
            later = 0
            combos = []
            tally = out.combos[i]
            for number, leader, winner, pair, points in log:
                ours = winner & 1 == team
                if number == current:
                    won = ours
                    out.wins[i] += ours
                    winning = log.cards[(winner - leader) & 7] if log.cards else -1
                    tally[0 if ours else 1] += points
                elif number > current:
                    later += ours
                    tally[2 if ours else 3] += points
                if pair >= 0 and number >= current:
                    combos.append((number == current, ours, pair, points))
            seen[i].append(_World(won if current else None, winning, later, tuple(combos)))
        if progress is not None:
            progress(w + 1, worlds)
    return out, seen


@dataclass(frozen=True)
class ComboShift:
    """A combination (R27) that happens more often after one of two moves: ``pair`` made by
    the deciding seat's team (``ours``) or the opponents, on this trick (``now``) or later,
    with its cards and usual points (R28), and in how many of the same sampled deals after
    the better move and after the other."""

    pair: str
    ours: bool
    now: bool
    winner_card: str
    opposing_card: str
    points: int
    after_better: int
    after_other: int

    @property
    def cost(self) -> float:
        """Points the other move loses by it, summed over the deals (2 per transfer side)."""
        sign = 1 if self.ours else -1
        return sign * 2 * self.points * (self.after_better - self.after_other)


@dataclass(frozen=True)
class Contrast:
    """What differs between two moves in the same ``worlds`` sampled deals, as counts."""

    better: str
    other: str
    worlds: int
    #: Deals in which the better move won the trick for the team and the other lost it
    #: (``trick_lost``), and the reverse (``trick_gained``) (R25).
    trick_lost: int
    trick_gained: int
    #: The cards that won the trick where the other move lost it: (card, is a trump, deals).
    lost_to: tuple[tuple[str, bool, int], ...]
    #: Combinations whose frequency differs by at least NOTICE, costliest for the other
    #: move first.
    combos: tuple[ComboShift, ...]
    #: Later tricks the team wins a deal, better minus other (R25).
    later_tricks: float

    def reasons(self) -> list[Explanation]:
        """The differences in words, each with its rule."""
        n = max(1, self.worlds)
        out: list[Explanation] = []
        if self.trick_lost / n >= NOTICE and self.lost_to:
            card, trump, _ = self.lost_to[0]
            if trump:
                what = Explanation("R25", "coach.what.trump", {"card": card})
            else:
                what = Explanation(
                    "R25", "coach.what.suit", {"card": card, "suit": Card(card).suit}
                )
            out.append(
                Explanation(
                    "R25",
                    "coach.trick_lost",
                    {
                        "best": Move(self.better),
                        "played": Move(self.other),
                        "freq": frequency(self.trick_lost / n),
                        "what": what,
                    },
                )
            )
        if self.trick_gained / n >= NOTICE:
            out.append(
                Explanation(
                    "R25",
                    "coach.trick_gained",
                    {
                        "best": Move(self.better),
                        "played": Move(self.other),
                        "freq": frequency(self.trick_gained / n),
                    },
                )
            )
        for shift in self.combos[:2]:
            if shift.cost <= 0:
                continue
            # Say it of the move after which the combination happens more often.
            more, less = (
                (self.better, self.other)
                if shift.after_better > shift.after_other
                else (self.other, self.better)
            )
            hi, lo = sorted((shift.after_better, shift.after_other), reverse=True)
            out.append(
                Explanation(
                    "R27",
                    "coach.combo.ours" if shift.ours else "coach.combo.theirs",
                    {
                        "move": Move(more),
                        "other": Move(less),
                        "pair": Term(f"pair.{shift.pair}"),
                        "winner_card": shift.winner_card,
                        "opposing_card": shift.opposing_card,
                        "points": Term(f"practice.points.{shift.points}"),
                        "when": Term("coach.when.now" if shift.now else "coach.when.later"),
                        "freq": frequency(hi / n),
                        "freq_other": frequency(lo / n),
                    },
                )
            )
        if self.later_tricks >= 0.2:
            out.append(
                Explanation(
                    "R25",
                    "coach.later_tricks",
                    {"best": Move(self.better), "n": Number(self.later_tricks, 1)},
                )
            )
        if not out:
            out.append(
                Explanation(
                    "R29", "coach.spread", {"best": Move(self.better), "played": Move(self.other)}
                )
            )
        return out

    def to_dict(self) -> dict[str, Any]:
        return {
            "better": self.better,
            "other": self.other,
            "worlds": self.worlds,
            "trick_lost": self.trick_lost,
            "trick_gained": self.trick_gained,
            "lost_to": [list(x) for x in self.lost_to],
            "combos": [
                {
                    "pair": c.pair,
                    "ours": c.ours,
                    "now": c.now,
                    "winner_card": c.winner_card,
                    "opposing_card": c.opposing_card,
                    "points": c.points,
                    "after_better": c.after_better,
                    "after_other": c.after_other,
                }
                for c in self.combos
            ],
            "later_tricks": round(self.later_tricks, 3),
        }


def _pair_cards(trump: Suit) -> dict[str, tuple[Card, Card]]:
    """R27: each pair's two cards (W over O) when ``trump`` is trump."""
    return {pair: cards for cards, pair in table_for(trump).combo_of.items()}


def _contrast(
    view: PlayerView, better: str, other: str, a: list[_World], b: list[_World]
) -> Contrast:
    """Count what differs between ``better`` (worlds ``a``) and ``other`` (``b``)."""
    n = min(len(a), len(b))
    lost = gained = 0
    lost_to: dict[int, int] = {}
    for x, y in zip(a, b, strict=False):
        if x.won and y.won is False:
            lost += 1
            if y.winning_card >= 0:
                lost_to[y.winning_card] = lost_to.get(y.winning_card, 0) + 1
        elif y.won and x.won is False:
            gained += 1
    is_trump = view.table.is_trump
    ranked = sorted(lost_to.items(), key=lambda kv: (-kv[1], kv[0]))
    counts: dict[tuple[bool, bool, int], list[int]] = {}
    points: dict[tuple[bool, bool, int], dict[int, int]] = {}
    for side, worlds in ((0, a), (1, b)):
        for world in worlds[:n]:
            for key in {(now, ours, pair) for now, ours, pair, _ in world.combos}:
                counts.setdefault(key, [0, 0])[side] += 1
            for now, ours, pair, pts in world.combos:
                tally = points.setdefault((now, ours, pair), {})
                tally[pts] = tally.get(pts, 0) + 1
    cards = _pair_cards(view.trump)
    shifts = []
    for (now, ours, pair), (after_a, after_b) in counts.items():
        if abs(after_a - after_b) < NOTICE * max(1, n):
            continue
        name = COMBO_PAIRS[pair]
        w, o = cards[name]
        usual = max(points[(now, ours, pair)].items(), key=lambda kv: (kv[1], kv[0]))[0]
        shifts.append(ComboShift(name, ours, now, w.code, o.code, usual, after_a, after_b))
    shifts.sort(key=lambda c: (-c.cost, c.pair, c.now))
    later = (sum(x.later_won for x in a[:n]) - sum(y.later_won for y in b[:n])) / max(1, n)
    return Contrast(
        better,
        other,
        n,
        lost,
        gained,
        tuple((DECK[c].code, bool(is_trump[c]), k) for c, k in ranked[:3]),
        tuple(shifts),
        later,
    )
