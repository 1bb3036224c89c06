"""What differs between two moves of one seat, in the same sampled deals: the counts the
coach's rollouts keep as they go (:class:`_Tally`, flat in the number of worlds) and the
sentences made of them (:class:`Contrast`: which tricks and combinations one move wins or
gives away where the other does not, and how often, in words: :func:`frequency`).

:mod:`unsun_lab.analysis` asks this module for each decision it judges; the players are
imported where the rollouts run, so that importing the core never loads them.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from unsun_lab.cards import DECK, Card, Suit
from unsun_lab.explain import Explanation, Move, Number, Term
from unsun_lab.orders import COMBO_PAIRS, table_for
from unsun_lab.view import PlayerView

__all__ = ["NOTICE", "ComboShift", "Contrast", "Progress", "frequency"]

#: ``progress(done, total)``: called as the sampled worlds are played.
Progress = Callable[[int, int], None]


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


def frequency(share: float, again: bool = False) -> Term:
    """A share of the deals the coach imagined from what the seat knows, in words; ``again``:
    said a second time in the same sentence, of the same deals, so said short.

    >>> [frequency(x).render("en") for x in (0.0, 0.33, 0.95, 1.0)][:2]
    ['never', 'in about a third of the deals the coach imagined from what you know']
    >>> frequency(0.33, again=True).render("en")
    'in about a third'
    """
    if share <= 0:
        return Term("coach.freq.never")
    if share >= 1:
        return Term("coach.freq.always")
    for bound, key in _FREQUENCIES:
        if share < bound:
            short = again and key not in ("coach.freq.rarely", "coach.freq.almost_always")
            return Term(key.replace("coach.freq.", "coach.freq_again.") if short else key)
    return Term("coach.freq.almost_always")


#: A combination as the coach counts it: (on the trick decided, made by the seat's team, pair).
_ComboKey = tuple[bool, bool, int]


class _Tally:
    """What the rollouts of one decision found, per legal move (in ``moves`` order), as counts:
    memory does not grow with the number of worlds. The contrast between any two moves is
    counted as the worlds go (which two are compared is known only at the end).

    ``wins[i]`` counts the worlds where the seat's team won the trick move i is played to
    (R25); ``combos[i]`` sums (made on this trick, conceded on this trick, made later,
    conceded later) combination points (R27/R28); ``lost[i][j]`` counts the worlds where the
    team won that trick after move i and lost it after move j, and ``lost_to[i][j]`` the card
    that won it then; ``happens[i]`` counts, per combination, the worlds it happens in after
    move i, and ``points[i]`` how often it was worth each number of points."""

    def __init__(self, moves: list[str]) -> None:
        k = len(moves)
        self.moves = moves
        self.worlds = 0
        self.sums = [0] * k  # the margins' sum and sum of squares (R29), as exact integers
        self.squares = [0] * k
        self.wins = [0] * k
        self.combos = [[0, 0, 0, 0] for _ in moves]
        self.later = [0] * k
        self.lost = [[0] * k for _ in moves]
        self.lost_to: list[list[dict[int, int]]] = [[{} for _ in moves] for _ in moves]
        self.happens: list[dict[_ComboKey, int]] = [{} for _ in moves]
        self.points: list[dict[_ComboKey, dict[int, int]]] = [{} for _ in moves]

    def mean(self, i: int) -> float:
        return self.sums[i] / self.worlds if self.worlds else 0.0

    def stderr(self, i: int) -> float:
        """The standard error of move i's mean margin, from the exact sums."""
        n = self.worlds
        if n < 2:
            return 0.0
        spread = n * self.squares[i] - self.sums[i] ** 2  # n^2 times the variance, exactly
        return math.sqrt(spread / (n * n * (n - 1)))


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
) -> _Tally:
    """``players.search.rollouts(view, worlds, rng, detail=True)``, the same worlds, draws
    and numbers, counting as it goes what the coach's words are made of."""
    from unsun_lab.fastsim import PLAY_PHASE
    from unsun_lab.players.knowledge import knowledge_of
    from unsun_lab.players.rollout import playout_greedy
    from unsun_lab.players.search import move_int

    legal = list(view.legal_moves)
    codes = [move_int(m) for m in legal]
    know = knowledge_of(view)
    seat = view.seat
    team = seat & 1
    out = _Tally(legal)
    pairs = [(i, j) for i in range(len(legal)) for j in range(len(legal)) if i != j]
    for w in range(worlds):
        world = know.sample_world(view, rng).deal
        current = world.number if world.phase == PLAY_PHASE else 0
        roll_seed = rng.getrandbits(32)
        won: list[bool | None] = []
        winning: list[int] = []
        for i, m in enumerate(codes):
            fd = world.copy()
            log = _TrickLog(fd, current)
            fd.log = log
            fd.push(m)
            playout_greedy(fd, random.Random(roll_seed), 0.1, False)
            fd.log = None  # no cycle (deal -> log -> deal) left for the garbage collector
            margin = fd.margin(seat)
            out.sums[i] += margin
            out.squares[i] += margin * margin
            won_now: bool | None = None
            card = -1
            later = 0
            tally = out.combos[i]
            found: dict[_ComboKey, dict[int, int]] = {}
            for number, leader, winner, pair, points in log:
                ours = winner & 1 == team
                if number == current:
                    won_now = ours
                    out.wins[i] += ours
                    card = log.cards[(winner - leader) & 7] if log.cards else -1
                    tally[0 if ours else 1] += points
                elif number > current:
                    later += ours
                    tally[2 if ours else 3] += points
                if pair >= 0 and number >= current:
                    worth = found.setdefault((number == current, ours, pair), {})
                    worth[points] = worth.get(points, 0) + 1
            out.later[i] += later
            for key in set(found):  # in the order a set of them gives (as before)
                worth = found[key]
                out.happens[i][key] = out.happens[i].get(key, 0) + 1
                kept = out.points[i].setdefault(key, {})
                for pts, times in worth.items():
                    kept[pts] = kept.get(pts, 0) + times
            won.append(won_now if current else None)
            winning.append(card)
        for i, j in pairs:
            if won[i] and won[j] is False:
                out.lost[i][j] += 1
                if winning[j] >= 0:
                    cards = out.lost_to[i][j]
                    cards[winning[j]] = cards.get(winning[j], 0) + 1
        out.worlds += 1
        if progress is not None:
            progress(w + 1, worlds)
    return out


#: The declaration's two moves (R11).
DECLARATION = ("declare", "pass")


def _said(move: str) -> Explanation | Move:
    """A move as a comparison names it: a card by its code (R3), a move of the declaration as
    the condition "if you pass" (``coach.if.*``), which reads in every language."""
    return Explanation(None, f"coach.if.{move}") if move in DECLARATION else Move(move)


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
        # The declaration's moves are said as a condition, "if you pass" (R11); a card as
        # itself, "after KSu" (R3).
        tail = "_if" if self.better in DECLARATION else ""
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
                    ("coach.combo.ours" if shift.ours else "coach.combo.theirs") + tail,
                    {
                        "move": _said(more),
                        "other": _said(less),
                        "pair": Term(f"pair.{shift.pair}"),
                        "winner_card": shift.winner_card,
                        "opposing_card": shift.opposing_card,
                        "points": Term(f"practice.points.{shift.points}"),
                        "when": Term("coach.when.now" if shift.now else "coach.when.later"),
                        "freq": frequency(hi / n),
                        "freq_other": frequency(lo / n, again=True),
                    },
                )
            )
        if self.later_tricks >= 0.2:
            out.append(
                Explanation(
                    "R25",
                    "coach.later_tricks" + tail,
                    {"best": _said(self.better), "n": Number(self.later_tricks, 1)},
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


def _contrast(view: PlayerView, found: _Tally, a: int, b: int) -> Contrast:
    """What differs between move ``a`` (the better) and move ``b``, in the same worlds."""
    n = found.worlds
    is_trump = view.table.is_trump
    ranked = sorted(found.lost_to[a][b].items(), key=lambda kv: (-kv[1], kv[0]))
    keys = list(dict.fromkeys([*found.happens[a], *found.happens[b]]))
    cards = _pair_cards(view.trump)
    shifts = []
    for key in keys:
        now, ours, pair = key
        after_a, after_b = found.happens[a].get(key, 0), found.happens[b].get(key, 0)
        if abs(after_a - after_b) < NOTICE * max(1, n):
            continue
        worth: dict[int, int] = {}
        for side in (a, b):
            for pts, times in found.points[side].get(key, {}).items():
                worth[pts] = worth.get(pts, 0) + times
        name = COMBO_PAIRS[pair]
        w, o = cards[name]
        usual = max(worth.items(), key=lambda kv: (kv[1], kv[0]))[0]
        shifts.append(ComboShift(name, ours, now, w.code, o.code, usual, after_a, after_b))
    shifts.sort(key=lambda c: (-c.cost, c.pair, c.now))
    later = (found.later[a] - found.later[b]) / max(1, n)
    return Contrast(
        found.moves[a],
        found.moves[b],
        n,
        found.lost[a][b],
        found.lost[b][a],
        tuple((DECK[c].code, bool(is_trump[c]), k) for c, k in ranked[:3]),
        tuple(shifts),
        later,
    )
