"""unsun_lab.study: summaries, combination frequencies, declare-or-pass and A-vs-B by
duplicate deals, every number with a 95 % interval (R11, R27–R29)."""

from __future__ import annotations

import doctest
import math
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from statistics import fmean

import pytest

from unsun_lab.deal import Deal
from unsun_lab.fastsim import PAIR_NAMES
from unsun_lab.players import HeuristicPlayer, RandomPlayer
from unsun_lab.simulation import SUITS, deal_seed, simulate
from unsun_lab.study import (
    Summary,
    combo_frequencies,
    count_interval,
    declare_value,
    mean_interval,
    proportion_interval,
    t95,
    versus,
)


def test_intervals_match_textbook_values() -> None:
    e = proportion_interval(50, 100)  # Wilson: 0.404 .. 0.596
    assert (round(e.low, 3), round(e.high, 3)) == (0.404, 0.596)
    assert proportion_interval(0, 10).low == 0 and proportion_interval(10, 10).high == 1
    assert (t95(1), t95(29)) == (12.706, 2.045)
    assert abs(t95(60) - 2.000) < 0.002 and abs(t95(10**6) - 1.960) < 0.001
    m = mean_interval(3, 6.0, 14.0)  # values 1, 2, 3: mean 2, sd 1
    assert m.value == 2 and math.isclose(m.high - 2, 4.303 / math.sqrt(3), rel_tol=1e-9)


def test_rare_combinations_never_get_an_interval_below_zero() -> None:
    # 30 deals of seed 0 hold one Robai-Rei: Student's t alone reaches below 0 (R27).
    s = simulate(30, seed=0).summary()
    mom = [m for (_, pair), m in s.pair_moments.items() if pair == "Robai-Rei"]
    total, total_sq = sum(m.total for m in mom), sum(m.total_sq for m in mom)
    assert total == 1 and mean_interval(30, total, total_sq).low < 0
    e = s.estimate("Robai-Rei")
    assert (e.value, e.low) == (1 / 30, 0.0) and e.high == mean_interval(30, 1, 1).high
    for name in ("combos", "combo_points", *PAIR_NAMES):
        assert s.estimate(name).low >= 0
    assert count_interval(0, 0.0, 0.0).n == 0
    assert count_interval(50, 40.0, 60.0) == mean_interval(50, 40.0, 60.0)


def test_summary_counts_what_the_deals_hold() -> None:
    results = simulate(600, seed=5)
    s = results.summary()
    assert s.deals == 600
    margins = [r.margin for r in results]
    e = s.estimate("margin")
    assert math.isclose(e.value, fmean(margins)) and e.low < e.value < e.high
    assert s.with_combo == sum(1 for r in results if r.combos)
    assert s.status == {k: v for k, v in Counter(r.native_robai for r in results).items()} | {
        k: 0 for k in s.status if k not in {r.native_robai for r in results}
    }
    pairs = Counter(c.pair for r in results for c in r.combos)
    for pair in PAIR_NAMES:
        assert math.isclose(s.estimate(pair).value, pairs[pair] / 600)
    assert len(s.table()) == 14 and "margin" in str(s)
    frame = s.to_frame()
    assert {"value", "low95", "high95", "deals"} <= set(frame.columns)


def test_a_streamed_summary_equals_the_summary_of_all_deals() -> None:
    whole = simulate(900, seed=8).summary()
    streamed = simulate(900, seed=8, chunk_size=128, reduce=Summary.add, initial=Summary())
    assert streamed == whole
    halves = simulate(900, seed=8)
    assert halves[:400].summary() + halves[400:].summary() == whole


def test_combo_frequencies_per_trump_and_pair() -> None:
    results = simulate(1500, seed=2)
    table = combo_frequencies(results)
    assert len(table) == len(SUITS) * len(PAIR_NAMES)
    counted = Counter((r.trump, c.pair) for r in results for c in r.combos)
    deals = Counter(r.trump for r in results)
    for trump, pair, n, combos, rate, low, high in table:
        assert n == deals[trump] and combos == counted[(trump, pair)]
        assert math.isclose(rate, combos / n) and low <= rate <= high
    long_suits = {"Pao", "Isu"}  # R27: 2-1 only in the long suits, 8-9 only in the round ones
    assert all(c == 0 for t, p, _, c, *_ in table if p == "2-1" and t not in long_suits)
    assert all(c == 0 for t, p, _, c, *_ in table if p == "8-9" and t in long_suits)


def test_declare_value_plays_each_deal_both_ways_on_the_same_cards() -> None:
    players = HeuristicPlayer(3)
    c = declare_value(30, seed=4, players=players)
    holders = [
        i for i in range(30) if Deal.shuffled(seed=deal_seed(4, i), dealer=i % 8).holder is not None
    ]
    assert list(c.deals) == holders
    i = holders[0]
    margins = []
    for choice in ("declare", "pass"):
        deal = Deal.shuffled(seed=deal_seed(4, i), dealer=i % 8)
        team = deal.holder % 2
        deal.push(choice)
        while not deal.over:
            deal.push(players.choose(deal.view(deal.to_move)))
        margins.append(deal.score[team] - deal.score[1 - team])
    assert c.gains[0] == margins[0] - margins[1]
    e = c.estimate()
    assert e.n == len(holders) and e.low <= e.value <= e.high
    by = c.by_trump()
    assert by.rows[-1][0] == "all" and sum(r[1] for r in by.rows[:-1]) == e.n


def test_declare_value_does_not_depend_on_chunks_or_executor() -> None:
    base = declare_value(400, seed=1)
    assert declare_value(400, seed=1, chunk_size=7) == base
    with ThreadPoolExecutor(2) as pool:
        assert declare_value(400, seed=1, executor=pool) == base
    # under random play declaring takes a trump more: worth something, the interval says so
    assert base.estimate().low > 0


def test_versus_a_player_against_itself_is_exactly_even() -> None:
    c = versus(HeuristicPlayer(2), HeuristicPlayer(2), 8, seed=3)
    assert c.gains == (0.0,) * 8  # the same games with the teams swapped


def test_versus_heuristic_beats_random_with_the_interval_above_zero() -> None:
    c = versus(HeuristicPlayer(1), lambda seat: RandomPlayer(seat), 30, seed=1)
    assert c.estimate().low > 0 and c.share_better().value > 0.5
    with pytest.raises(ValueError):
        versus(None, HeuristicPlayer(1), 2, seed=1)


def test_module_examples_run() -> None:
    import unsun_lab.study as module

    failed, tried = doctest.testmod(module)
    assert tried >= 8 and failed == 0


@pytest.mark.parametrize(
    ("kwargs", "error", "words"),
    [
        ({"seed": "1"}, TypeError, "seed must be a whole number"),
        ({"n": -1}, ValueError, "must be >= 0, got -1"),
        ({"workers": 0}, ValueError, "workers must be >= 1, got 0"),
        ({"chunk_size": 1.5}, TypeError, "chunk_size must be a whole number"),
    ],
)
def test_the_studies_check_their_parameters_as_simulate_does(
    kwargs: dict[str, object], error: type[Exception], words: str
) -> None:
    """One check for every run over many deals: the same refusals, in the same words."""
    n = kwargs.pop("n", 4)
    seed = kwargs.pop("seed", 1)
    for run in (
        lambda: simulate(n, seed, **kwargs),  # type: ignore[arg-type]
        lambda: declare_value(n, seed, **kwargs),  # type: ignore[arg-type]
        lambda: versus(RandomPlayer(1), RandomPlayer(2), n, seed, **kwargs),  # type: ignore[arg-type]
    ):
        with pytest.raises(error, match=words):
            run()


def test_the_study_names_are_those_of_the_modules_that_hold_them() -> None:
    from unsun_lab import duplicate, positions, results, stats, study

    assert study.Summary is results.Summary and study.Estimate is stats.Estimate
    assert study.versus is duplicate.versus and study.Test is positions.PositionTest
    assert study.lone_sun is positions.lone_sun
