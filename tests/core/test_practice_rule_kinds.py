"""The kinds that ask the rules of seats, dealing, trumps, the declaration, the side cards,
who leads and what the others see (R4-R13, R18, R24, R31): each judged on an independent
path, asked from one seat's view, and together with the other kinds asking every rule from
R4 to R31."""

from __future__ import annotations

import re

import pytest

from unsun_lab.cards import Card, Suit
from unsun_lab.deal import Deal
from unsun_lab.practice import KINDS, RULES_OF, Exercise, Progress, exercise, focus
from unsun_lab.practice.progress import credited

NEW = ("teams", "dealing", "trumps", "declaration", "side_cards", "leader", "seen")
LANGS = ("en", "pt", "cs", "ja")
SEEDS = range(12)
CODE = re.compile(r"\b[PIKOG](?:[1-9]|Ro|So|Ka|Re|Un|Su)\b")


def _all(kind: str) -> list[Exercise]:
    return [exercise(kind, s, level=lv) for lv in (1, 2, 3) for s in SEEDS]


@pytest.mark.parametrize("kind", NEW)
def test_each_new_kind_gives_exercises_judged_right_and_wrong(kind: str) -> None:
    for ex in _all(kind):
        assert ex.answer and ex.answer <= set(ex.choices), ex
        right = ex.check(sorted(ex.answer) if ex.multiple else sorted(ex.answer)[0])
        assert right.correct
        wrong = [c for c in ex.choices if c not in ex.answer]
        if not wrong:
            # Every card is the answer (a Meri, a lead): leaving one out is wrong.
            left_out = ex.check(sorted(ex.answer)[1:])
            assert not left_out.correct and left_out.missed
            continue
        fb = ex.check([wrong[0]] if ex.multiple else wrong[0])
        assert not fb.correct and fb.wrong == {wrong[0]}
        assert fb.why and all(e.rules for e in fb.why)
        for lang in LANGS:  # the question, its context and its reasons in four languages
            assert ex.question.render(lang) and all(e.render(lang) for e in ex.context)
            assert all(ex.reason(c).render(lang) for c in ex.choices)


def test_teams_and_dealing_follow_the_seat_numbers() -> None:
    for ex in _all("teams"):
        seat, key = ex.seat, ex.question.key
        assert seat is not None
        if key == "practice.q.teams.partners":
            assert ex.answer == {str(s) for s in range(8) if s != seat and s % 2 == seat % 2}
        elif key == "practice.q.teams.side":
            other = ex.question.params["other"]
            assert ex.answer == {"partner" if other % 2 == seat % 2 else "opponent"}
        else:
            assert ex.answer == {str((ex.question.params["other"] + 1) % 8)}
    asked = set()
    for ex in _all("dealing"):
        dealer, key = ex.question.params["dealer"], ex.question.key.rsplit(".", 1)[1]
        asked.add(key)
        assert ex.answer == {str(dealer if key == "last" else (dealer + 1) % 8)}
    assert asked == {"first", "last", "next_dealer"}


def test_the_trumps_are_the_indicator_suit_and_tenka() -> None:
    tenka_seen = pao_seen = False
    for ex in _all("trumps"):
        indicator = Card(ex.question.params["indicator"])
        trumps = {c for c in ex.choices if Card(c).suit is indicator.suit or c == "PRo"}
        assert ex.answer == trumps
        tenka_seen |= "PRo" in ex.choices and indicator.suit is not Suit.PAO
        pao_seen |= indicator.suit is Suit.PAO
        # The question names the indicator, never the trump suit (finding it is the question).
        assert not any(e.key.startswith("context.trump") for e in ex.context)
    assert tenka_seen and pao_seen


def test_only_the_holder_may_declare_and_the_recipient_follows_r11() -> None:
    dealer_holder = False
    for ex in _all("declaration"):
        if ex.question.key == "practice.q.declare.may":
            hand = ex.question.params["hand"]
            indicator = Card(ex.question.params["indicator"])
            native = "PRo" if indicator.suit is Suit.PAO else f"{indicator.suit.letter}Ro"
            assert ex.answer == ({"declare", "pass"} if native in hand else {"pass"})
            dealer_holder |= native in hand and ex.seat == ex.context[1].params["dealer"]
        else:
            said = ex.question.params["said"]
            dealer = ex.question.params["dealer"]
            if said.key == "practice.decl.declared":
                assert ex.answer == {str(said.params["holder"])}
            else:  # nobody declared: the dealer, who may be the holder (R11 Decision)
                assert ex.answer == {str(dealer)}
                why = ex.reason(str(dealer)).key
                dealer_holder |= why == "practice.why.recipient.dealer_holder"
    assert dealer_holder


def test_the_side_cards_are_the_discard_and_the_stock() -> None:
    for seed in SEEDS:
        for level in (1, 3):
            ex = exercise("side_cards", seed, level=level)
            out = {c for c in ex.choices if ex.reason(c).key.startswith("practice.why.side.")}
            assert len(ex.answer) == 3 and ex.answer <= out
            assert ex.question.params["indicator"] in ex.choices


def test_the_leader_is_the_recipient_then_the_winner() -> None:
    firsts = 0
    for ex in _all("leader"):
        if ex.question.key == "practice.q.leader.first":
            firsts += 1
            assert ex.answer == {str(ex.question.params["seat"])}
            continue
        deal = ex.deal()
        assert deal is not None
        number = ex.question.params["number"]
        trick = deal.tricks[number - 1]
        assert ex.answer == {str(trick.winner)}
    assert firsts > 0


def test_what_the_others_see_is_every_card_but_a_trump_on_a_plain_lead() -> None:
    kinds = set()
    for ex in _all("seen"):
        deal = ex.deal()
        assert deal is not None and ex.seat is not None
        view = deal.view(ex.seat)
        trick = view.current_trick
        plain_lead = trick is not None and not trick.meri
        kinds.add("lead" if trick is None else ("meri" if trick.meri else "plain"))
        down = {c.code for c in view.hand if plain_lead and deal.table.is_trump[c.index]}
        assert ex.answer == {c.code for c in view.hand} - down
    assert kinds == {"lead", "meri", "plain"}


def _known(ex: Exercise) -> set[str] | None:
    """Every card the asking seat may know the place of (R31), or None for the open table;
    Tenka and the native Robai may be named by every seat (their place is not told)."""
    deal = ex.deal()
    if ex.seat is None:
        return None
    if deal is None:  # a question without a record names its cards itself
        known = set(CODE.findall(ex.question.render("en"))) | set(ex.choices)
    else:
        known = {c.code for c in deal.view(ex.seat).seen_cards()}
    named = [Card(c) for c in known if CODE.fullmatch(c)]
    return known | {"PRo"} | {f"{c.suit.letter}Ro" for c in named}


@pytest.mark.parametrize("kind", NEW)
def test_a_question_holds_no_card_its_seat_cannot_know(kind: str) -> None:
    for ex in _all(kind):
        known = _known(ex)
        if known is None:
            continue
        said = " ".join([ex.question.render("en"), *(e.render("en") for e in ex.context)])
        shown = set(CODE.findall(said)) | {c for c in ex.choices if CODE.fullmatch(c)}
        assert shown <= known, (ex, shown - known)
        if kind == "side_cards":  # the seat knows the side cards: the opening lead is played
            deal = Deal.from_record(ex.record) if ex.record else None
            assert deal is None


def test_every_rule_from_r4_to_r31_is_asked_by_a_kind() -> None:
    declared = {r for k in KINDS for r in RULES_OF[k]}
    wanted = {f"R{n}" for n in range(4, 32)}
    assert wanted <= declared, sorted(wanted - declared, key=lambda r: int(r[1:]))
    asked: set[str] = set()
    for kind in KINDS:
        if kind == "best_move":
            continue
        for level in (1, 2, 3):
            for seed in range(4):
                asked |= set(focus(exercise(kind, seed, level=level)))
    missing = wanted - asked
    assert not missing, sorted(missing, key=lambda r: int(r[1:]))


def test_at_levels_two_and_three_a_play_question_does_not_say_whether_a_meri_was_led() -> None:
    told = {"context.meri.yes", "context.meri.no"}
    for kind in ("legal", "free"):
        for seed in range(6):
            low = exercise(kind, seed, level=1)
            if low.question.key != "practice.q.discard":
                assert low.question.params["meri"].key in (
                    "practice.meri.seen",
                    "practice.meri.not_yet",
                )
            for level in (2, 3):
                ex = exercise(kind, seed, level=level)
                assert not told & {e.key for e in ex.context}
                if ex.question.key != "practice.q.discard":
                    assert ex.question.params["meri"].key == "practice.meri.judge"
                    words = ex.question.render("en")
                    assert "has already been led" not in words and "yet" not in words


def test_a_wrong_answer_is_credited_to_the_rule_it_got_wrong() -> None:
    # A rank-order slip on who wins a trick is a slip in the order (R14-R16), not R25.
    slips = 0
    for seed in range(30):
        ex = exercise("winner", seed)
        for seat in ex.choices:
            if seat in ex.answer:
                continue
            fb = ex.check(seat)
            rules = credited(ex, fb)
            cited = {r for e in fb.why for r in e.rules}
            if cited & {"R14", "R15", "R16"}:
                slips += 1
                assert "R25" not in rules and set(rules) <= {"R14", "R15", "R16", "R17"}
    assert slips > 5
    ex = exercise("stronger", 0)
    wrong = next(c for c in ex.choices if c not in ex.answer)
    progress = Progress()
    counted = progress.answered(ex, ex.check(wrong))
    assert "R25" not in counted and progress.rules[counted[0]]["box"] == 1
    right = Progress()
    assert right.answered(ex, ex.check(sorted(ex.answer)[0])) == focus(ex)


def test_the_stronger_feedback_says_its_sentence_once() -> None:
    for seed in range(10):
        ex = exercise("stronger", seed)
        wrong = next(c for c in ex.choices if c not in ex.answer)
        lines = ex.check(wrong).render("en").split("\n")
        assert len(lines) == len(set(lines)) == 1


def test_a_wrong_combination_answer_names_the_pair() -> None:
    found = 0
    for seed in range(30):
        ex = exercise("combination", seed, level=2)
        if ex.answer == {"0"}:
            continue
        wrong = next(c for c in ex.choices if c not in ex.answer)
        words = ex.check(wrong).render("en")
        pair = re.search(r"(Sun-Un|Un-Sota|Sota-Robai|Robai-Rei|2-1|8-9)", words)
        assert pair, words
        found += 1
    assert found >= 5


def test_a_checkpoint_keeps_to_its_rules_and_shows_a_sample_answer() -> None:
    from unsun_lab.practice import checkpoint

    for rules in (["R22"], ["R4", "R5"], ["R12"], ["R18"], ["R26"]):
        cp = checkpoint(rules, seed=2)
        assert len(cp.exercises) == 3
        assert all(set(focus(ex)) <= set(rules) for ex in (*cp.exercises, cp.sample))
        assert cp.sample not in cp.exercises
        page = cp._repr_html_()
        answer = ", ".join(c for c in cp.sample.choices if c in cp.sample.answer)
        if cp.sample.kind in ("free", "discard"):  # card codes are their own labels
            assert f"The answer: {answer}" in page
        assert "<details" in page and rules[0] in page
    with pytest.raises(ValueError, match="count"):
        checkpoint(["R22"], 9)
    with pytest.raises(ValueError, match="no exercise trains"):
        checkpoint(["R1"])


def test_the_course_map_names_each_lesson_and_its_stars_in_four_languages() -> None:
    from unsun_lab.practice import course_map

    progress = Progress()
    progress.record_quiz("02", 7, 8)
    progress.record_quiz("03", 4, 8)
    shown = course_map(progress.stars())
    assert repr(shown) == "<CourseMap 01 ☆☆☆, 02 ★★★, 03 ★☆☆, 04 ☆☆☆>"
    for lang in LANGS:
        page = course_map(progress.stars(), lang)._repr_html_()
        assert page.count("<li>") == 4 and "04_scoring_and_combinations.ipynb" in page
    page = shown._repr_html_()
    assert page.count("lesson complete") == 2 and page.count("not done yet") == 2
