"""The principles of play: each one applies in real positions and not in others, says why in
every language, and carries its evidence (the primer's measurement, or "not measured")."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from unsun_lab.cards import Card, Rank
from unsun_lab.deal import Deal
from unsun_lab.explain import Move
from unsun_lab.i18n import LANGUAGES
from unsun_lab.players import HeuristicPlayer, RandomPlayer
from unsun_lab.principles import PRINCIPLES, themes_of, trumps_unseen
from unsun_lab.rules import team_of
from unsun_lab.view import PlayerView

REPO = Path(__file__).resolve().parents[2]


@cache
def views() -> tuple[PlayerView, ...]:
    """Every decision with a choice in 40 seeded deals (random and heuristic players), as the
    deciding seat sees it."""
    out = []
    for seed in range(40):
        deal = Deal.shuffled(seed=seed, dealer=seed % 8)
        kind = HeuristicPlayer if seed % 2 else RandomPlayer
        players = [kind(seed=seed * 8 + s) for s in range(8)]
        while deal.phase != "over":
            seat = deal.to_move
            assert seat is not None
            view = deal.view(seat)
            if len(view.legal_moves) > 1:
                out.append(view)
            deal.push(players[seat].choose(view))
    return tuple(out)


def covered(pid: str) -> Iterator[tuple[PlayerView, frozenset[str]]]:
    for view in views():
        advised = PRINCIPLES[pid].advised(view)
        if advised is not None:
            yield view, advised


def _trick(view: PlayerView):  # type: ignore[no-untyped-def]
    trick = view.current_trick
    assert trick is not None
    return trick


def _unseen_upper(view: PlayerView, card: Card) -> bool:
    return any(o == card and w not in view.seen_cards() for (w, o) in view.table.combo_of)


def _winning_card(view: PlayerView) -> tuple[int, Card]:
    trick = _trick(view)
    best = trick.plays[0]
    for p in trick.plays[1:]:
        assert p.card is not None and best.card is not None
        if view.table.beats(p.card, best.card, trick.led_suit):
            best = p
    assert best.card is not None
    return best.seat, best.card


def _strength(view: PlayerView, c: Card) -> tuple[bool, int]:
    return view.is_trump(c), view.table.strength[c.index]


# What each principle's advice means, checked on the view without the principle's code.
def _danger(view: PlayerView, move: str) -> None:
    if view.current_trick is None:  # leading trick 8: lead the trump in danger now
        assert len(view.hand) == 2 and len(view.tricks) == 7
        assert view.is_trump(Card(move)) and _unseen_upper(view, Card(move))
        return
    assert not _trick(view).meri
    assert not _unseen_upper(view, Card(move))
    assert any(_unseen_upper(view, Card(m)) for m in view.legal_moves)


def _declare(view: PlayerView, move: str) -> None:
    assert view.phase == "declare" and move == "declare" and view.seat != view.dealer


def _dealer(view: PlayerView, move: str) -> None:
    assert view.phase == "declare" and move == "pass" and view.seat == view.dealer


def _partner(view: PlayerView, move: str) -> None:
    trick = _trick(view)
    assert any(p.card is None and team_of(p.seat) == team_of(view.seat) for p in trick.plays)
    assert not view.is_trump(Card(move))


def _sun_early(view: PlayerView, move: str) -> None:
    assert view.current_trick is None and not view.meri_seen
    card = Card(move)
    assert not (card.rank is Rank.SUN and not view.is_trump(card))
    assert any(Card(m).rank is Rank.SUN and not view.is_trump(Card(m)) for m in view.legal_moves)


def _first_meri(view: PlayerView, move: str) -> None:
    assert view.current_trick is None and not view.meri_seen and 1 <= len(view.tricks) <= 5


def _lone_sun(view: PlayerView, move: str) -> None:
    assert _trick(view).meri
    assert [c for c in view.hand if view.is_trump(c)] == [view.table.sun]
    assert move != view.table.sun.code


def _ninth(view: PlayerView, move: str) -> None:
    assert len(view.hand) == 2 and len(view.tricks) >= 7


def _first_lead(view: PlayerView, move: str) -> None:
    card = Card(move)
    assert view.current_trick is None and not view.tricks and not view.is_trump(card)
    same = [Card(m) for m in view.legal_moves if Card(m).suit is card.suit]
    assert min(same, key=lambda c: _strength(view, c)) == card
    assert card.rank not in (Rank.SUN, Rank.UN)


def _trump_lead(view: PlayerView, move: str) -> None:
    """R22: a plain card while two or more players are still to play after the seat; one of
    the last two to play, against an opponent's plain card, the lowest trump not in danger."""
    trick = _trick(view)
    card = Card(move)
    assert not trick.meri and not view.meri_seen
    legal = [Card(m) for m in view.legal_moves]
    assert any(view.is_trump(c) for c in legal) and not all(view.is_trump(c) for c in legal)
    after = 8 - 1 - len(trick.plays)
    if not view.is_trump(card):
        assert after >= 2
        return
    assert after <= 1 and all(p.card is not None for p in trick.plays)
    assert team_of(_winning_card(view)[0]) != team_of(view.seat)
    lower = [c for c in legal if view.is_trump(c) and _strength(view, c) < _strength(view, card)]
    assert all(_unseen_upper(view, c) for c in lower)


def _cheap(view: PlayerView, move: str) -> None:
    seat, win = _winning_card(view)
    led = _trick(view).led_suit
    assert team_of(seat) != team_of(view.seat)
    assert view.table.beats(Card(move), win, led)
    for m in view.legal_moves:
        if view.table.beats(Card(m), win, led):
            assert _strength(view, Card(m)) >= _strength(view, Card(move))


def _lowest(view: PlayerView, move: str) -> None:
    trick = _trick(view)
    if all(p.card is not None for p in trick.plays):
        _, win = _winning_card(view)
        assert not any(view.table.beats(Card(m), win, trick.led_suit) for m in view.legal_moves)
    else:
        assert not any(view.is_trump(Card(m)) for m in view.legal_moves)
    assert all(_strength(view, Card(m)) >= _strength(view, Card(move)) for m in view.legal_moves)


def _overtake(view: PlayerView, move: str) -> None:
    seat, win = _winning_card(view)
    assert team_of(seat) == team_of(view.seat) and seat != view.seat
    assert not view.table.beats(Card(move), win, _trick(view).led_suit)


def _count(view: PlayerView, move: str) -> None:
    seen_trumps = {c for c in view.seen_cards() if view.is_trump(c)}
    assert len(seen_trumps) == len(view.table.trumps)
    card = Card(move)
    higher = [
        Card(card.suit, r)
        for r in Rank
        if view.table.beats(Card(card.suit, r), card, card.suit)
        and not view.is_trump(Card(card.suit, r))
    ]
    assert all(c in view.seen_cards() for c in higher)


MEANING: dict[str, Callable[[PlayerView, str], None]] = {
    "card_in_danger": _danger,
    "declare_robai": _declare,
    "dealer_holder": _dealer,
    "partner_trumped": _partner,
    "no_plain_sun_early": _sun_early,
    "first_meri": _first_meri,
    "lone_sun": _lone_sun,
    "ninth_trick": _ninth,
    "first_lead": _first_lead,
    "trump_plain_lead": _trump_lead,
    "win_cheaply": _cheap,
    "lowest_card": _lowest,
    "dont_overtake_partner": _overtake,
    "count_trumps": _count,
}

#: Principles that speak to a choice without preferring a move (an honest "no measured rule").
NEUTRAL = {"first_meri", "ninth_trick"}


def test_the_catalogue_holds_the_primers_seven_and_the_beginners_questions() -> None:
    assert set(PRINCIPLES) == set(MEANING)
    for p in PRINCIPLES.values():
        assert p.rules and all(r.startswith("R") for r in p.rules)
        assert len(p.advice) == 1


@pytest.mark.parametrize("pid", sorted(MEANING))
def test_each_principle_applies_in_real_positions_and_says_why(pid: str) -> None:
    found = list(covered(pid))
    assert found, f"{pid}: no position in 40 deals"
    p = PRINCIPLES[pid]
    for view, advised in found[:30]:
        assert advised and advised <= set(view.legal_moves)
        for move in sorted(advised):
            why = p.applies(view, move)
            assert why is not None and why.key.startswith(f"principle.{pid}.why")
            assert set(why.rules) & set(p.rules), (pid, why.rules)
            named = move if move not in ("declare", "pass") else view.table.native_robai.code
            for lang in LANGUAGES:
                assert named in why.render(lang)
            MEANING[pid](view, move)


@pytest.mark.parametrize("pid", sorted(MEANING))
def test_each_principle_does_not_apply_elsewhere(pid: str) -> None:
    p = PRINCIPLES[pid]
    outside = [v for v in views() if p.advised(v) is None]
    assert outside
    for view in outside[:40]:
        assert all(p.applies(view, m) is None for m in view.legal_moves)
    if pid in NEUTRAL:
        assert all(a == set(v.legal_moves) for v, a in covered(pid))
        return
    # Where it speaks, the moves it does not advise get no reason.
    other = [(v, set(v.legal_moves) - a) for v, a in covered(pid) if set(v.legal_moves) - a]
    assert other, f"{pid} advises every legal move wherever it speaks"
    for view, rest in other[:30]:
        assert all(p.applies(view, m) is None for m in rest)


def test_a_move_that_is_not_legal_never_applies() -> None:
    view = next(v for v, _ in covered("win_cheaply"))
    illegal = [c.code for c in Deal.shuffled(seed=0).hand(0) if c.code not in view.legal_moves]
    assert all(PRINCIPLES[pid].applies(view, m) is None for pid in PRINCIPLES for m in illegal)


def test_a_seat_that_is_not_to_move_is_never_advised() -> None:
    deal = Deal.shuffled(seed=3).play_out(lambda d: d.legal_moves()[0]).after(20)
    waiting = [s for s in range(8) if s != deal.to_move]
    for s in waiting:
        assert all(p.advised(deal.view(s)) is None for p in PRINCIPLES.values())


def test_themes_are_principles_that_pick_the_answer_out() -> None:
    view, advised = next(covered("win_cheaply"))
    move = sorted(advised)[0]
    assert "win_cheaply" in themes_of(view, {move})
    others = set(view.legal_moves) - advised
    assert "win_cheaply" not in themes_of(view, others)
    neutral = next(v for v, _ in covered("first_meri"))
    assert "first_meri" not in themes_of(neutral, set(neutral.legal_moves))


def test_trumps_unseen_counts_sixteen_or_fifteen() -> None:
    for seed in range(30):
        deal = Deal.shuffled(seed=seed)
        deal.play_out(lambda d: d.legal_moves()[0])  # settles the declaration
        start = Deal.from_record(dict(deal.to_record(), moves=[]))
        while start.phase != "play":
            start.push(start.legal_moves()[0])
        seat = (start.to_move + 1) % 8  # not the recipient: side cards not yet shown
        view = start.view(seat)
        total = 15 if start.trump.letter == "P" else 16
        own = sum(start.is_trump(c) for c in start.hand(seat))
        assert trumps_unseen(view) == total - own - 1  # the indicator is a trump (R8)
    pao = next(
        Deal.shuffled(seed=s) for s in range(200) if Deal.shuffled(seed=s).trump.letter == "P"
    )
    assert len(pao.table.trumps) == 15


def test_evidence_is_the_primers_measurement_or_says_not_measured() -> None:
    data = json.loads((REPO / "notebooks" / "primer_measurements.json").read_text())
    expect = {
        "declare_robai": data["declare"]["overall"]["value"],
        "partner_trumped": data["partner"]["overall"]["value"],
        "first_meri": data["first_meri"]["overall"]["value"],
        "lone_sun": data["lone_sun"]["overall"]["value"],
        "ninth_trick": data["ninth"]["overall"]["value"],
        "card_in_danger": data["danger_keep"]["overall"]["value"],
        "no_plain_sun_early": data["sun_lead"]["overall"]["value"],
        "trump_plain_lead": data["trump_last"]["overall"]["value"],
    }
    for pid, p in PRINCIPLES.items():
        ev = p.evidence
        if pid in expect:
            assert p.measured
            first = p.evidence_params["value"]
            got = getattr(first, "value", None)
            got = getattr(first, "share", got)
            assert got == pytest.approx(expect[pid]), pid
            for lang in LANGUAGES:
                assert "95" in ev.render(lang)
        else:
            assert not p.measured
            assert ev.render("en") == "a rule of thumb, not measured"
        for lang in LANGUAGES:
            assert p.title.render(lang) and p.advice[0].render(lang)
            assert p.render(lang).count("\n") == 2


def _estimate(name: str, e: dict[str, Any]) -> dict[str, float]:
    """A primer estimate (value, low95, high95, n) as the evidence's parameters name them."""
    pre = f"{name}_" if name else ""
    return {
        name or "value": e["value"],
        f"{pre}low": e["low95"],
        f"{pre}high": e["high95"],
        f"{pre}n": e["n"],
    }


def _share(name: str, row: dict[str, Any], share: str, n: str) -> dict[str, float]:
    return {
        name: row[share],
        f"{name}_low": row["low95"],
        f"{name}_high": row["high95"],
        f"{name}_n": row[n],
    }


def test_the_newer_comparisons_are_the_primers_numbers_in_every_language() -> None:
    """R27, R24, R22: the primer has since measured keeping a card in danger, every legal
    trump after a partner's, and another plain lead than the Sun (danger_keep,
    partner_every_trump, sun_lead); the evidence carries those numbers, unrounded, and each
    language writes each one (the catalogue holds placeholders, not typed figures)."""
    data = json.loads((REPO / "notebooks" / "primer_measurements.json").read_text())
    every = data["partner_every_trump"]
    before, after = data["free_phase"]
    expect = {
        "card_in_danger": {
            **_estimate("", data["danger_keep"]["overall"]),
            **_share("share", data["danger"][0], "share_combo", "plays"),
        },
        "partner_trumped": {
            **_estimate("", every["weakest"]),
            **_estimate("strongest", every["strongest"]),
            **_estimate("average", every["average"]),
            **_estimate("best", every["best"]),
        },
        "trump_plain_lead": {
            **_estimate("", data["trump_last"]["overall"]),
            **_estimate("early", data["trump_early"]["overall"]),
        },
        "no_plain_sun_early": {
            **_estimate("", data["sun_lead"]["overall"]),
            **_share("before", before, "share_won", "leads"),
            **_share("after", after, "share_won", "leads"),
        },
    }
    assert every["weakest"] == data["partner"]["overall"]  # the same positions and seeds
    for pid, numbers in expect.items():
        p = PRINCIPLES[pid]
        assert p.measured, pid
        params = p.evidence_params
        for key, want in numbers.items():
            got = params[key]
            if isinstance(want, int) and key.endswith("n"):
                assert got == want, (pid, key)
            else:
                assert getattr(got, "value", getattr(got, "share", None)) == want, (pid, key)
        for lang in LANGUAGES:
            said = p.evidence.render(lang)
            for key in numbers:
                if key.endswith("_low") or key.endswith("_high") or key == "after_n":
                    continue  # not every interval is written out
                shown = params[key]
                assert (str(shown) if isinstance(shown, int) else shown.render(lang)) in said, (
                    pid,
                    lang,
                    key,
                    said,
                )


#: How each language says a comparison was not made (the sentences before the primer made it).
NOT_MEASURED = {
    "en": ("not measured", "not been measured", "not compared"),
    "pt": ("não foi medid", "não foram medid", "não foi comparad", "não foram comparad"),
    "cs": ("neměřilo", "nesrovnávalo"),
    "ja": ("測っていません", "比べていません"),
}


def test_no_measured_evidence_says_a_comparison_was_not_made() -> None:
    """A measured principle's evidence never says "not measured" or "not compared": the
    comparisons the primer once lacked (card_in_danger, partner_trumped, no_plain_sun_early)
    are in notebooks/primer_measurements.json now."""
    data = json.loads((REPO / "notebooks" / "primer_measurements.json").read_text())
    assert {"danger_keep", "partner_every_trump", "sun_lead"} <= set(data)
    assert set(NOT_MEASURED) == set(LANGUAGES)
    for pid, p in PRINCIPLES.items():
        if not p.measured:
            continue
        for lang in LANGUAGES:
            said = p.evidence.render(lang)
            assert not [w for w in NOT_MEASURED[lang] if w in said], (pid, lang, said)


# -- the coach names the principle (analysis.principle_lead) --------------------------------


def _explained() -> list[tuple[PlayerView, str, str, str]]:
    """(view, better, other, principle id): a move a principle recommends and one it does
    not, in the seeded deals' decisions."""
    out = []
    for view in views():
        legal = set(view.legal_moves)
        for pid, p in PRINCIPLES.items():
            advised = p.advised(view)
            if advised and not advised >= legal:
                out.append((view, min(advised), min(legal - advised), pid))
                break
    return out


def test_the_coach_leads_with_the_principle_that_explains_the_better_move() -> None:
    from unsun_lab.analysis import principle_lead

    found = _explained()
    assert len(found) > 100
    for view, better, other, _ in found:
        lead = principle_lead(view, better, other)
        assert lead is not None and lead.key == "principle.coach.lead"
        pid = next(
            q
            for q, p in PRINCIPLES.items()
            if (a := p.advised(view))
            and not a >= set(view.legal_moves)
            and better in a
            and other not in a
        )
        assert lead.params["why"] == PRINCIPLES[pid].applies(view, better)
        for lang in LANGUAGES:
            text = lead.render(lang)
            assert text.startswith(PRINCIPLES[pid].title.render(lang))
            named = view.table.native_robai.code if better in ("declare", "pass") else better
            assert named in text  # the card is named
    # A move no principle recommends is never explained by one: played over a move one
    # recommends, the coach names that principle as not holding here (an exception).
    exceptions = 0
    for view, better, other, pid in found[:60]:
        if any(other in (p.advised(view) or ()) for p in PRINCIPLES.values()):
            continue
        lead = principle_lead(view, other, better)
        assert lead is not None and lead.key == "principle.coach.exception"
        assert lead.params["title"] == PRINCIPLES[pid].title
        for lang in LANGUAGES:
            text = lead.render(lang)
            assert PRINCIPLES[pid].title.render(lang) in text
            for move in (better, other):
                assert Move(move).render(lang) in text
        exceptions += 1
    assert exceptions >= 10


def test_the_coach_names_a_principle_that_explains_what_the_played_card_gave_away() -> None:
    """ "Win a trick cheaply" compares only the cards that beat the one winning (R25). Played
    a higher one, where a card that does not try to win is best and the cheapest winner is
    worth clearly more than the card played, the coach leads with the principle and says the
    best is better still (principle.coach.lead_also); it never does so when the best card is
    one the principle speaks against, nor without that gap."""
    from unsun_lab.analysis import THRESHOLDS, principle_lead

    cheap = PRINCIPLES["win_cheaply"]
    checked = contradicted = 0
    for view in views():
        advised = cheap.advised(view)
        legal = list(view.legal_moves)
        if not advised or advised >= set(legal):
            continue
        judged = cheap.judges(view)
        assert advised <= judged <= set(legal)
        dearer = sorted(judged - advised)
        outside = sorted(set(legal) - judged)
        if not dearer:
            continue
        others = [
            q
            for q in PRINCIPLES.values()
            if q is not cheap and (a := q.advised(view)) and not a >= set(legal)
        ]
        if others:
            continue  # only this principle speaks, so the sentence is its
        (move,) = advised
        other = dearer[0]
        if outside:
            better = outside[0]
            values = {m: 0.0 for m in legal}
            values.update({better: 3.0, move: 2.0})
            lead = principle_lead(view, better, other, values)
            assert lead is not None and lead.key == "principle.coach.lead_also"
            assert lead.params["title"] == cheap.title
            assert lead.params["why"] == cheap.applies(view, move)
            for lang in LANGUAGES:
                said = lead.render(lang)
                assert Move(better).render(lang) in said and move in said
            values[move] = values[other] + THRESHOLDS[1] / 2  # not clearly more
            assert principle_lead(view, better, other, values) is None
            checked += 1
        if len(dearer) >= 2:  # the best is a dearer winner too: the principle is against it
            values = {m: 0.0 for m in legal}
            values.update({dearer[1]: 3.0, move: 2.0})
            assert principle_lead(view, dearer[1], other, values) is None
            contradicted += 1
    assert checked >= 10 and contradicted >= 3, (checked, contradicted)


def test_a_costly_decision_leads_its_why_and_the_hint_with_the_principle() -> None:
    from unsun_lab.analysis import THRESHOLDS, analyse_decision, principle_lead
    from unsun_lab.explain import sentence
    from unsun_lab.widgets._coach import hint_payload

    led = 0
    for view, _better, other, _ in _explained()[:40:2]:
        d = analyse_decision(view, other, worlds=40, seed=1)
        assert d.contrast is not None
        cost = d.moves[0].value - d.value_of(d.contrast.other).value
        worth = {m.move: m.value for m in d.moves}
        expected = principle_lead(view, d.contrast.better, d.contrast.other, worth)
        if cost <= THRESHOLDS[1]:
            assert d.principle is None
            continue
        assert d.principle == expected
        if expected is None:
            continue
        led += 1
        reasons = d.reasons()
        assert reasons[0] == expected and reasons[1].rule == "R29"  # then the verdict
        assert d.to_dict(compact=True, lang="en")["why"] == expected.render("en")
        hint = hint_payload(analyse_decision(view, worlds=40, seed=1), "en")
        if (h := analyse_decision(view, worlds=40, seed=1)).principle is not None:
            assert hint["hint_why"][0] == sentence(h.principle.render("en"))
            assert all("R29" not in w for w in hint["hint_why"][:1])
    assert led >= 1
