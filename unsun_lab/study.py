"""Studies over many deals, every number with its 95 % interval (R11, R27–R29).

Standard library only; ``to_frame()`` turns any table here into a pandas DataFrame (pandas is
imported only then). The parts live in their own modules and are all named here too:

- ``unsun_lab.stats``: intervals (:func:`mean_interval`, :func:`proportion_interval` …),
  :class:`Estimate`, :class:`Moments`, :class:`Table`;
- ``unsun_lab.results``: :class:`Summary`, running totals over deals (mergeable, for
  streaming): the team margin, combinations per deal, the native Robai's fate, each pair's rate;
- ``unsun_lab.duplicate``: the same cards played twice, :func:`declare_value` (declaring the
  native Robai against passing, R11, R28), :func:`versus` (player A against player B),
  :func:`branch_value` (two choices at one position), :func:`play_deals`;
- ``unsun_lab.positions``: the tests, choices and labels over a position the primer uses.

Here: :func:`combo_frequencies` (how often each combination happens, per trump suit and
pair), what happens in played deals (:func:`danger_plays`, :func:`double_trumps`,
:func:`sun_leads`, :func:`ninth_tricks`) and :func:`interval_chart`, a chart of estimates
that draws itself (``unsun_lab.display.chart``).

>>> from unsun_lab.simulation import simulate
>>> s = simulate(200, seed=1).summary()
>>> e = s.estimate("margin")
>>> e.low < e.value < e.high
True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from unsun_lab.cards import Card, Rank
from unsun_lab.deal import Deal
from unsun_lab.duplicate import Comparison, branch_value, declare_value, play_deals, versus
from unsun_lab.fastsim import PAIR_NAMES
from unsun_lab.positions import (
    Choice,
    holder_group,
    last_trump_choice,
    lone_sun,
    may_lead_first_meri,
    partner_trumped,
    strongest_plain,
    strongest_trump,
    trumps_held,
    weakest_plain,
    weakest_trump,
)
from unsun_lab.positions import PositionTest as Test
from unsun_lab.results import SUITS, Results, Summary
from unsun_lab.rules import team_of
from unsun_lab.stats import (
    Estimate,
    Moments,
    Table,
    count_interval,
    mean_interval,
    proportion_interval,
    t95,
)

__all__ = [
    "BLUE",
    "GREY",
    "RED",
    "Chart",
    "Choice",
    "Comparison",
    "Estimate",
    "Moments",
    "Summary",
    "Table",
    "Test",
    "branch_value",
    "combo_frequencies",
    "count_interval",
    "danger_plays",
    "declare_value",
    "double_trumps",
    "holder_group",
    "interval_chart",
    "last_trump_choice",
    "lone_sun",
    "may_lead_first_meri",
    "mean_interval",
    "ninth_tricks",
    "partner_trumped",
    "play_deals",
    "proportion_interval",
    "strongest_plain",
    "strongest_trump",
    "sun_leads",
    "t95",
    "trumps_held",
    "versus",
    "weakest_plain",
    "weakest_trump",
]


def combo_frequencies(results: Results | Summary) -> Table:
    """How often each pair makes a combination (R27), per trump suit: deals with that trump,
    combinations, the rate a deal and its 95 % interval.

    >>> from unsun_lab.simulation import simulate
    >>> table = combo_frequencies(simulate(100, seed=1))
    >>> table.columns
    ('trump', 'pair', 'deals', 'combos', 'per_deal', 'low95', 'high95')
    """
    summary = results if isinstance(results, Summary) else results.summary()
    rows = []
    for trump in SUITS:
        n = summary.trump_deals[trump]
        for pair in PAIR_NAMES:
            e = summary.pair_rate(pair, trump)
            mom = summary.pair_moments.get((trump, pair), Moments())
            rows.append((trump, pair, n, int(mom.total), e.value, e.low, e.high))
    return Table(("trump", "pair", "deals", "combos", "per_deal", "low95", "high95"), tuple(rows))


# -- what happens in played deals (the primer) -----------------------------------------------


def _seen_before(deal: Deal, trick_index: int, play_index: int) -> set[Card]:
    """Cards every seat has seen turned up before play ``play_index`` of trick
    ``trick_index``: the side cards (R13), the completed tricks (R24) and the face-up plays
    of this trick."""
    seen = {c for c in (deal.discard, *deal.stock) if c is not None}
    for t in deal.tricks[:trick_index]:
        seen.update(p.card for p in t.plays)
    trick = deal.tricks[trick_index]
    seen.update(p.card for p in trick.plays[:play_index] if not p.face_down)
    return seen


def danger_plays(deals: Sequence[Deal]) -> Table:
    """Trumps that are the lower card O of a combination pair (R27), played on a trick that
    is not a Meri (tricks 1-8), split by what the player could know (R31): was the upper
    card W of its pair still unseen (not in its own hand, not turned up), or seen? For each:
    the plays, the share that gave the other team a combination over that very card, with
    its 95 % interval, and the points lost a play (R28)."""
    labels = ("upper card unseen", "upper card seen")
    plays = dict.fromkeys(labels, 0)
    hits = dict.fromkeys(labels, 0)
    lost = {label: Moments() for label in labels}
    for deal in deals:
        upper_of = {o: w for (w, o) in deal.table.combo_of}
        for ti, trick in enumerate(deal.tricks[:8]):
            if trick.meri:
                continue
            for pi, play in enumerate(trick.plays):
                w = upper_of.get(play.card)
                if w is None:
                    continue
                took = w == deal.indicator and play.seat == deal.recipient
                seen = w in deal.dealt[play.seat] or took or w in _seen_before(deal, ti, pi)
                label = labels[1] if seen else labels[0]
                combo = trick.combo
                hit = combo is not None and combo.opposing_card == play.card
                plays[label] += 1
                hits[label] += hit
                lost[label].add(-combo.points if combo is not None and hit else 0)
    rows = []
    for label in labels:
        share = proportion_interval(hits[label], plays[label])
        points = lost[label].estimate().value
        rows.append((label, plays[label], share.value, share.low, share.high, points))
    return Table(("upper card", "plays", "share_combo", "low95", "high95", "points"), tuple(rows))


def double_trumps(deals: Sequence[Deal]) -> Estimate:
    """The share of tricks led with a plain card (tricks 1-8) in which two partners each
    played a trump (R24: face down, so neither knew the other's), with its 95 % interval."""
    k = n = 0
    for deal in deals:
        for trick in deal.tricks[:8]:
            if trick.meri:
                continue
            n += 1
            teams = [team_of(p.seat) for p in trick.plays if deal.is_trump(p.card)]
            k += teams.count(0) >= 2 or teams.count(1) >= 2
    return proportion_interval(k, n)


def sun_leads(deals: Sequence[Deal]) -> Table:
    """Tricks led with the Sun of a plain suit (the strongest plain card, R15), before and
    after the first Meri (R22, R23): how many, and the share the Sun won, with its 95 %
    interval (the rest were trumped)."""
    counts = {"before the first Meri": [0, 0], "after the first Meri": [0, 0]}
    for deal in deals:
        meri = False
        for trick in deal.tricks[:8]:
            if trick.meri:
                meri = True
                continue
            lead = trick.plays[0]
            if lead.card.rank is Rank.SUN:
                row = counts["after the first Meri" if meri else "before the first Meri"]
                row[0] += 1
                row[1] += trick.winner == lead.seat
    rows = []
    for label, (n, k) in counts.items():
        e = proportion_interval(k, n)
        rows.append((label, n, e.value, e.low, e.high))
    return Table(("when", "leads", "share_won", "low95", "high95"), tuple(rows))


def ninth_tricks(deals: Sequence[Deal]) -> Table:
    """The ninth trick (R26) by what a seat kept for it: a trump or a plain card. For each,
    the share of seats whose team won the trick, with its 95 % interval."""
    counts = {"kept a trump": [0, 0], "kept a plain card": [0, 0]}
    for deal in deals:
        ninth = deal.tricks[8]
        for play in ninth.plays:
            row = counts["kept a trump" if deal.is_trump(play.card) else "kept a plain card"]
            row[0] += 1
            row[1] += team_of(ninth.winner or 0) == team_of(play.seat)
    rows = []
    for label, (n, k) in counts.items():
        e = proportion_interval(k, n)
        rows.append((label, n, e.value, e.low, e.high))
    return Table(("last card", "seats", "share_won", "low95", "high95"), tuple(rows))


# -- a chart of estimates ------------------------------------------------------------------------

#: The chart's palette: grey text and axes on a transparent background, and two bar colours
#: that stand out on white and on black (readable in JupyterLab's light and dark themes).
GREY: Final = "#8c8c8c"
RED: Final = "#d9534f"
BLUE: Final = "#3d8fd1"


@dataclass(frozen=True, repr=False)
class Chart:
    """Estimates to be drawn as horizontal bars with their 95 % intervals: it shows itself in
    a notebook (``_repr_svg_``, and ``_repr_html_``: the same picture, shrunk to fit a narrow
    output), drawn by ``unsun_lab.display.chart``; ``svg`` is the picture's text."""

    labels: tuple[str, ...]
    estimates: tuple[Estimate, ...]
    title: str
    xlabel: str
    color: str = RED

    @property
    def svg(self) -> str:
        """The picture as SVG text."""
        return self._repr_svg_()

    def __repr__(self) -> str:
        n = len(self.labels)
        return f"<Chart: {self.title!r}, {n} bar{'' if n == 1 else 's'}>"

    def _repr_svg_(self) -> str:
        from unsun_lab.display.chart import interval_chart_svg  # the drawing hook

        return str(interval_chart_svg(*self._drawn()))

    def _repr_html_(self) -> str:
        from unsun_lab.display.chart import interval_chart_svg  # the drawing hook

        return interval_chart_svg(*self._drawn())._repr_html_()

    def _drawn(self) -> tuple[tuple[str, ...], tuple[Estimate, ...], str, str, str]:
        return self.labels, self.estimates, self.title, self.xlabel, self.color


def interval_chart(
    labels: Sequence[str],
    estimates: Sequence[Estimate],
    title: str,
    xlabel: str,
    color: str = RED,
) -> Chart:
    """Horizontal bars, one per estimate, each with its 95 % interval as an error bar, and a
    line at zero. The picture is SVG text, drawn the same way on every machine.

    >>> c = interval_chart(["a"], [proportion_interval(3, 10)], "Title", "share")
    >>> c.svg.startswith("<svg") and "Title" in c.svg
    True
    >>> c
    <Chart: 'Title', 1 bar>
    """
    if len(labels) != len(estimates):
        raise ValueError(f"{len(labels)} labels for {len(estimates)} estimates")
    return Chart(tuple(labels), tuple(estimates), title, xlabel, color)
