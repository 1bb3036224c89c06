"""Numbers as each language says them: the Brazilian zero, Czech *ze* and verb agreement, the
Czech accusative after a preposition, the Japanese counters."""

from __future__ import annotations

import pytest

from unsun_lab.explain import Explanation, Number
from unsun_lab.i18n import cs_takes_ze, plural_category, text
from unsun_lab.widgets._seats import Seats, new_match


def test_portuguese_zero_is_plural() -> None:
    assert plural_category(0, "pt") == plural_category("0,00", "pt") == "other"
    assert plural_category("0,5", "pt") == plural_category(1, "pt") == "one"
    assert text("ui.not_seen", "pt", count=0) == "0 cartas, não vistas (R31)"
    assert text("ui.not_seen", "pt", count=1) == "1 carta, não vista (R31)"
    as_good = Explanation(
        "R29", "analysis.as_good", {"best": "I4", "played": "I5", "count": Number(0.0)}
    )
    assert "de 0,00 pontos," in as_good.render("pt")
    assert "de 0,50 ponto," in Explanation(
        "R29", "analysis.as_good", {"best": "I4", "played": "I5", "count": Number(0.5)}
    ).render("pt")


@pytest.mark.parametrize(
    ("n", "ze"),
    [(2, True), (3, True), (4, True), (5, False), (7, True), (8, False), (17, True),
     (20, True), (50, False), (100, True), (150, True), (200, True), (300, True),
     (500, False), (1, False), (1000, False)],
)  # fmt: skip
def test_czech_says_ze_before_a_number_said_with_a_sibilant_or_a_cluster(n: int, ze: bool) -> None:
    assert cs_takes_ze(n) is ze
    shown = text("ui.analysis_running", "cs", done=1, count=n)
    assert (f" ze {n} " in shown) is ze, shown
    assert (f" z {n} " in shown) is not ze, shown


def test_czech_ze_in_the_coach_and_its_advice() -> None:
    for total in (100, 150, 200, 300):
        assert f"20 ze {total} vylosovaných" in text("ui.hint_running", "cs", done=20, count=total)
    advice = Explanation(
        "R11",
        "advice.declare",
        {"card": "KSu", "rank": 1, "count": 16, "declare_value": "1", "pass_value": "2"},
    )
    assert "ze 2 na 5 bodů" in advice.render("cs")


@pytest.mark.parametrize(
    ("count", "said"),
    [(1, "zbývá 1 neviděný trumf"), (2, "zbývají 2 neviděné trumfy"),
     (4, "zbývají 4 neviděné trumfy"), (5, "zbývá 5 neviděných trumfů"),
     (14, "zbývá 14 neviděných trumfů")],
)  # fmt: skip
def test_the_czech_verb_agrees_with_the_count(count: int, said: str) -> None:
    cheap = Explanation(
        "R25",
        "advice.win_cheap",
        {
            "card": "PUn",
            "opponents": Explanation("R25", "advice.n_opponents", {"count": 3}),
            "trumps": Explanation("R25", "advice.n_unseen_trumps", {"count": count}),
        },
    )
    shown = cheap.render("cs")
    assert said in shown and "po tobě hrají ještě 3 soupeři" in shown, shown


def test_the_czech_table_waits_for_a_seat_in_the_accusative() -> None:
    chosen = {"partners": "random", "opponents": "random"}
    seats = Seats(new_match(1, 0, None, chosen), 0, timeout=30.0)
    said = set()
    for _ in range(60):
        said.add(seats.status().render("cs"))
        if seats.learner_to_act() or seats.step() is None:
            break
    waiting = {s for s in said if s.startswith("Čeká se na")}
    assert waiting, said
    assert all(s.startswith("Čeká se na hráče ") for s in waiting), waiting
    assert any(s.endswith("(soupeře).") or s.endswith("(spoluhráče).") for s in waiting), waiting


def test_japanese_counts_with_its_counters() -> None:
    later = Explanation("R25", "coach.later_tricks", {"best": "O8", "n": Number(0.7, 1)})
    assert "約0.7トリック多く" in later.render("ja")
    assert text("show.cards", "ja", count=3) == "3枚"
