"""The coach in words (unsun_lab.analysis) and the coach's mistakes as puzzles (practice)."""

from __future__ import annotations

import re

import pytest

from unsun_lab.analysis import (
    THRESHOLDS,
    Analysis,
    _rng,
    analyse,
    analyse_decision,
    frequency,
)
from unsun_lab.deal import Deal
from unsun_lab.i18n import LANGUAGES
from unsun_lab.players import HeuristicPlayer, RandomPlayer
from unsun_lab.players.search import rollouts
from unsun_lab.practice import from_analysis


def _played(seed: int) -> Deal:
    """A deal where seat 0 plays at random among heuristic players: mistakes to find."""
    deal = Deal.shuffled(seed=seed)
    players = [RandomPlayer(seed=s) if s == 0 else HeuristicPlayer(seed=s) for s in range(8)]
    while deal.phase != "over":
        seat = deal.to_move
        assert seat is not None
        deal.push(players[seat].choose(deal.view(seat)))
    return deal


@pytest.fixture(scope="module")
def judged() -> Analysis:
    return analyse(_played(4), seats=[0], worlds=120)


def test_the_coach_counts_in_the_search_players_worlds() -> None:
    """The words are counted in the same worlds: every value equals players.search's."""
    deal = Deal.shuffled(seed=9)
    for _ in range(14):
        deal.push(deal.legal_moves()[-1])
    view = deal.view(deal.to_move or 0)
    d = analyse_decision(view, worlds=30, seed=2)
    r = rollouts(view, 30, _rng(2, view), detail=True)
    for i, move in enumerate(r.moves):
        mv = d.value_of(move)
        assert mv.value == pytest.approx(r.mean(i), abs=1e-12)
        assert mv.wins_trick == pytest.approx(r.wins[i] / 30)


def test_the_coach_makes_the_puzzles_with_its_own_bound(judged: Analysis) -> None:
    """The right answers are the moves within THRESHOLDS[0] of the best (the label "best"),
    and practice.from_analysis gives what the coach made."""
    made = judged.puzzles(0)
    assert made == from_analysis(judged, 0)
    bad = [d for d in judged.of_seat(0) if d.label in ("mistake", "blunder")]
    for ex, d in zip(made, bad, strict=True):
        top = d.moves[0].value
        assert ex.answer == {m.move for m in d.moves if top - m.value <= THRESHOLDS[0]}
        assert ex.seed == d.number and ex.level == 3


def test_frequencies_read_as_words() -> None:
    assert frequency(0).render("en") == "never"
    assert frequency(0.5).render("en") == (
        "in about half of the deals the coach imagined from what you know"
    )
    assert frequency(0.5, again=True).render("en") == "in about half"
    assert frequency(0.97).render("cs") == "téměř vždy"
    assert frequency(1.0).render("pt") == "sempre"


def test_a_mistake_is_explained_by_what_differs(judged: Analysis) -> None:
    bad = [d for d in judged.decisions if d.label in ("mistake", "blunder")]
    assert bad
    for d in bad:
        assert d.contrast is not None and d.contrast.other == d.played
        lines = d.why("en")
        if d.principle is not None:  # a principle that explains the better move leads
            assert lines[0] == d.principle.render("en") and d.best in lines[0]
            lines = lines[1:]
        assert d.best in lines[0] and "R29" in lines[0]
        said = " ".join(lines[1:])
        # Words, not lists of numbers: no "0.00" and no percentages.
        assert "0.00" not in said and "%" not in said
        # Each later line cites a rule and names a move of the contrast.
        for line in lines[1:]:
            assert re.search(r"\(R2[5-9]", line), line
            assert d.best in line or (d.played or "") in line, line
        c = d.contrast
        assert 0 <= c.trick_lost <= c.worlds and 0 <= c.trick_gained <= c.worlds
        if c.trick_lost >= 0.05 * c.worlds:
            assert any(f"({c.lost_to[0][0]})" in line for line in lines), lines
        for shift in c.combos[:2]:
            if shift.cost > 0:
                assert any(
                    shift.winner_card in line and shift.opposing_card in line for line in lines
                )
        for lang in LANGUAGES:
            assert len(d.why(lang)) == len(lines) + (d.principle is not None)


def test_the_json_keeps_the_numbers_and_adds_the_words(judged: Analysis) -> None:
    out = judged.to_dict()
    assert out["format"] == "unsun-lab/analysis-1"
    first = out["decisions"][0]
    assert isinstance(first["why"], list) and isinstance(first["moves"][0]["value"], float)
    assert set(first["contrast"]) >= {"better", "other", "trick_lost", "combos", "lost_to"}
    compact = judged.decisions[0].to_dict(compact=True)
    assert isinstance(compact["why"], str) and compact["reasons"][0] == compact["why"]


def test_mistakes_become_puzzles_from_the_seats_view(judged: Analysis) -> None:
    puzzles = from_analysis(judged, 0)
    bad = [d for d in judged.decisions if d.label in ("mistake", "blunder")]
    assert len(puzzles) == len(bad) > 0
    for ex, d in zip(puzzles, bad, strict=True):
        assert ex.kind == "best_move" and ex.seat == 0
        deal = Deal.from_record(ex.record or {})
        assert len(deal.moves) == d.number - 1 and deal.to_move == 0
        assert set(ex.choices) == set(deal.legal_moves())
        assert d.best in ex.answer and d.played not in ex.answer
        fb = ex.check(d.played or "")
        assert not fb.correct and "R29" in fb.why[0].rules
        seen = deal.view(0).seen_cards()
        assert all(v in seen for v in ex.question.params.values() if hasattr(v, "suit"))


def test_an_analysis_without_its_record_is_refused() -> None:
    bare = Analysis((), (0,), 1, 0)
    with pytest.raises(ValueError, match="no record"):
        from_analysis(bare, 0)


def test_the_coachs_words_depend_on_the_seats_view_alone() -> None:
    """R31: the cards the coach names ("an opponent's trump (PUn)") come from worlds sampled
    behind the view, never from the hidden cards: swapping two unseen cards between other
    seats' hands changes no word."""
    deal = Deal.shuffled(seed=31, dealer=7)
    while deal.to_move != 0 or deal.phase != "play":
        deal.push(deal.legal_moves()[0])
    hands = [list(h) for h in deal.dealt]
    is_trump = deal.table.is_trump
    unseen = deal.view(0).seen_cards()
    a = next(c for c in hands[3] if not is_trump[c.index] and c not in unseen)
    b = next(c for c in hands[5] if not is_trump[c.index] and c not in unseen and c.suit is a.suit)
    hands[3][hands[3].index(a)], hands[5][hands[5].index(b)] = b, a
    other = Deal.from_cards(deal.dealer, hands, deal.indicator, deal.stock)
    for move in deal.moves:
        other.push(move)
    assert other.view(0).hand == deal.view(0).hand and other.dealt != deal.dealt
    one = analyse_decision(deal.view(0), worlds=40, seed=5)
    two = analyse_decision(other.view(0), worlds=40, seed=5)
    assert one.why("en") == two.why("en") and one.contrast == two.contrast
