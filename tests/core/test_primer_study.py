"""The studies behind the "playing well" primer (unsun_lab.study): two choices compared on the
same cards, and what happens in played deals, each with its 95 % interval."""

from __future__ import annotations

import random

import pytest

import unsun_lab as ul
from unsun_lab.simulation import deal_seed
from unsun_lab.study import (
    Comparison,
    branch_value,
    danger_plays,
    declare_value,
    double_trumps,
    holder_group,
    last_trump_choice,
    lone_sun,
    may_lead_first_meri,
    ninth_tricks,
    partner_trumped,
    play_deals,
    strongest_plain,
    strongest_trump,
    sun_leads,
    trumps_held,
    weakest_plain,
    weakest_trump,
)


@pytest.fixture(scope="module")
def deals() -> list[ul.Deal]:
    return play_deals(120, seed=4)


def _margin(deal: ul.Deal, team: int) -> int:
    return deal.score[team] - deal.score[1 - team]


def test_branch_value_gain_is_the_margin_after_a_minus_after_b() -> None:
    c = branch_value(60, 3, last_trump_choice, weakest_plain, strongest_trump)
    assert c.gains, "no trick-8 choice in 60 random deals"
    for k in range(min(5, len(c.gains))):
        position = c.position(k)
        assert last_trump_choice(position)  # rebuilt exactly where the choice was made
        team = position.to_move & 1
        outcomes = []
        for choose in (weakest_plain, strongest_trump):
            branch = position.copy()
            branch.push(choose(position))
            rng = random.Random(deal_seed(3, c.deals[k]) ^ 0xB0B)
            while not branch.over:
                branch.push(rng.choice(branch.legal_moves()))
            outcomes.append(_margin(branch, team))
        assert c.gains[k] == outcomes[0] - outcomes[1]


def test_branch_positions_hold_their_test_and_the_choices_are_legal() -> None:
    for at, a, b in [
        (may_lead_first_meri, strongest_trump, strongest_plain),
        (partner_trumped, weakest_plain, weakest_trump),
        (lone_sun, weakest_plain, strongest_trump),
    ]:
        c = branch_value(80, 5, at, a, b, group=trumps_held)
        assert c.gains, at.__name__
        position = c.position(0)
        assert at(position)
        assert a(position) in position.legal_moves() and b(position) in position.legal_moves()
        assert a(position) != b(position)
        assert set(c.groups) <= {"1-2 trumps", "3+ trumps"}


def test_lone_sun_positions_are_the_sun_exception() -> None:
    c = branch_value(400, 1, lone_sun, weakest_plain, strongest_trump)
    assert c.gains
    position = c.position(0)
    assert position.legal_reason().rule == "R21"
    assert ul.Card.parse(strongest_trump(position)).rank is ul.Rank.SUN


def test_by_group_lists_each_group_then_all() -> None:
    c = Comparison("x", (0, 1, 2), ("Pao",) * 3, (1.0, 3.0, -1.0), groups=("a", "b", "a"))
    rows = {row[0]: row for row in c.by_group()}
    assert list(rows) == ["a", "b", "all"]
    assert rows["a"][1:3] == (2, 0.0) and rows["all"][1:3] == (3, 1.0)
    plain = Comparison("x", (0,), ("Pao",), (1.0,))
    assert [row[0] for row in plain.by_group()] == ["all"]


def test_declare_value_is_split_by_what_the_holder_holds_above_the_robai() -> None:
    c = declare_value(120, seed=2)
    assert len(c.groups) == len(c.gains)
    for k in range(len(c.gains)):
        deal = c.position(k)
        hand = set(deal.dealt[deal.holder])
        sota = ul.Card(deal.trump, ul.Rank.SOTA) in hand
        assert (c.groups[k] == "with Sota") == sota
    assert sum(row[1] for row in c.by_group() if row[0] != "all") == len(c.gains)


def test_holder_group_of_a_built_deal() -> None:
    hands = [[ul.Card(code) for code in ("KRo", "KSo", "P1", "P2", "P3", "P4", "P5", "P6", "P7")]]
    rest = [c for c in ul.DECK if c not in hands[0] and c.code not in ("K5", "O1", "O2")]
    hands += [rest[9 * i : 9 * i + 9] for i in range(7)]
    deal = ul.Deal.from_cards(0, hands, ul.Card("K5"), [ul.Card("O1"), ul.Card("O2")])
    assert deal.holder == 0 and holder_group(deal) == "with Sota"


def test_danger_counts_every_combination_of_tricks_one_to_eight(deals: list[ul.Deal]) -> None:
    table = {row[0]: row for row in danger_plays(deals)}
    hits = sum(round(row[1] * row[2]) for row in table.values())
    combos = sum(1 for d in deals for t in d.tricks[:8] if t.combo is not None)
    assert hits == combos  # each such combination's O is one counted play
    for _, n, share, low, high, points in table.values():
        assert n > 0 and low <= share <= high and points <= 0


def test_double_trumps_counts_tricks_where_two_partners_trumped(deals: list[ul.Deal]) -> None:
    e = double_trumps(deals)
    plain = [t for d in deals for t in d.tricks[:8] if not t.meri]
    both = 0
    for d in deals:
        for t in d.tricks[:8]:
            if not t.meri:
                seats = [p.seat for p in t.plays if d.is_trump(p.card)]
                both += any((a - b) % 2 == 0 for a in seats for b in seats if a < b)
    assert e.n == len(plain) and e.value == pytest.approx(both / len(plain))


def test_sun_leads_and_ninth_tricks_add_up(deals: list[ul.Deal]) -> None:
    leads = sum(row[1] for row in sun_leads(deals))
    assert leads == sum(
        1 for d in deals for t in d.tricks[:8] if not t.meri and t.plays[0].card.rank is ul.Rank.SUN
    )
    ninth = {row[0]: row for row in ninth_tricks(deals)}
    assert sum(row[1] for row in ninth.values()) == 8 * len(deals)
    # a trump kept wins the ninth trick for its team more often than a plain card (R26)
    assert ninth["kept a trump"][2] > ninth["kept a plain card"][2]


def test_interval_chart_draws_a_bar_and_an_interval_per_estimate() -> None:
    from unsun_lab.study import Estimate, interval_chart

    estimates = [Estimate(1.0, 0.5, 1.5, 10), Estimate(-2.0, -3.0, -1.0, 10)]
    chart = interval_chart(["up", "down <&>"], estimates, "A title", "points")
    svg = chart.svg
    assert svg.startswith("<svg") and svg.endswith("</svg>")
    assert svg.count("<rect") == 2 and svg.count("<path") == 2
    assert "down &lt;&amp;&gt;" in svg  # labels are escaped
    assert chart._repr_svg_() == svg and repr(chart) == "<Chart: 'A title', 2 bars>"
    nan = float("nan")
    empty = interval_chart(["none"], [Estimate(nan, nan, nan, 0)], "t", "x")
    assert "<rect" not in empty.svg  # no data, no bar


def test_the_chart_is_a_display_picture_that_shrinks_in_a_narrow_output() -> None:
    from unsun_lab.display import SVG, interval_chart_svg
    from unsun_lab.study import Estimate, interval_chart

    estimates = [Estimate(1.0, 0.5, 1.5, 10)]
    picture = interval_chart_svg(["up"], estimates, "A title", "points")
    assert isinstance(picture, SVG)
    chart = interval_chart(["up"], estimates, "A title", "points")
    assert chart.svg == picture
    assert chart._repr_html_() == picture._repr_html_()
    assert "max-width:100%" in chart._repr_html_()
