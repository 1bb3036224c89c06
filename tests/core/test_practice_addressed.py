"""The asking seat is the learner, "you": no question, context line or feedback of any kind
names it in the third person ("You are seat 4. Seat 4 took the indicator ..."), in any of
the four languages. Every kind at every level is rendered, its question, what the seat is
told and the reason of every choice (a check's feedback is made of these reasons)."""

from __future__ import annotations

import re

import pytest

from unsun_lab.practice import KINDS, LEVELS, Exercise, exercise

SEEDS = range(40)

#: The asking seat ``{n}`` named in the third person, by language; "You are seat 4" (the
#: question saying who the learner is) is the one place its number is said.
THIRD_PERSON = {
    "en": r"(?<!you are )\bseat {n}(?![\d/])",
    "pt": r"(?<!você é o )\bjogador {n}(?![\d/])",
    "cs": r"(?<!jsi )\bhráč(?:e|i|em|ovi)? {n}(?![\d/])",
    "ja": r"(?<!あなたは)席{n}(?![\d/])",
}

#: The one sentence that names seats 7 and 0 as the clockwise rule, not as players (R4).
RULE_OF_SEVEN = {
    "en": "after seat 7 comes seat 0 again",
    "pt": "depois do 7 vem de novo o 0",
    "cs": "po hráči 7 znovu hráč 0",
    "ja": "席7の次はまた席0",
}

#: A trick's record lists every seat's card by number, the learner's too ("seat 3 PRo"): a
#: table of plays, drawn as one by the widget, not a sentence about the learner.
LISTS = ("context.trick", "context.current")


def _said(ex: Exercise, lang: str) -> list[tuple[str, str]]:
    said = [(ex.question.key, ex.question.render(lang))]
    said += [(e.key, e.render(lang)) for e in ex.context if e.key not in LISTS]
    for choice in ex.choices:
        why = ex.reason(choice)
        said.append((why.key, why.render(lang)))
    return said


@pytest.mark.parametrize("kind", KINDS)
def test_no_sentence_names_the_asking_seat_in_the_third_person(kind: str) -> None:
    found: dict[tuple[str, str], str] = {}
    asked = 0
    for level in LEVELS:
        for seed in SEEDS:
            ex = exercise(kind, seed, level=level)
            if ex.seat is None:  # asked of the open table: no seat is "you"
                continue
            asked += 1
            for lang, pattern in THIRD_PERSON.items():
                third = re.compile(pattern.format(n=ex.seat), re.IGNORECASE)
                for key, sentence in _said(ex, lang):
                    if third.search(sentence.replace(RULE_OF_SEVEN[lang], "")):
                        found.setdefault((lang, key), f"seat {ex.seat}: {sentence}")
    assert not found, "\n".join(f"{k}: {v}" for k, v in sorted(found.items()))
    # The open-table kinds are asked of no seat; the others are, and were all read.
    assert asked == 0 or asked == len(LEVELS) * len(SEEDS)


def test_the_dealer_the_indicator_s_taker_and_the_next_seat_may_be_you() -> None:
    """The sentences said when the asking seat dealt, took the indicator or plays next are
    met, so the test above reads them (R4, R6, R11, R13)."""
    keys: set[str] = set()
    for kind in ("declaration", "side_cards", "teams", "trumps"):
        for level in LEVELS:
            for seed in SEEDS:
                ex = exercise(kind, seed, level=level)
                keys |= {ex.question.key} | {e.key for e in ex.context}
                keys |= {ex.reason(c).key for c in ex.choices}
    assert {
        "context.dealer_you",
        "practice.q.declare.recipient_dealer",
        "practice.why.recipient.dealer_you",
        "practice.why.recipient.not.you",
        "practice.q.side_cards_you",
        "practice.why.side.discard.you",
        "practice.why.side.led.you",
        "practice.q.teams.next_you",
        "practice.why.teams.next_from_you",
        "practice.why.teams.next_you",
        "practice.why.teams.not_next.you",
    } <= keys
