"""Sentences built from sentences never break, in any language: every composed message is
rendered with real parameters (``_corpus``: deals played out with seeded random play, exercises
of every kind checked right and wrong, the coach's reasons, the table's statuses) in English,
Portuguese, Czech and Japanese, and each is read for the ways composition breaks."""

from __future__ import annotations

import re

import pytest

from tests.i18n._corpus import sentences
from unsun_lab.i18n import LANGUAGES

CITATION = r"[（(]R\d{1,2}(?:[,、]\s*R\d{1,2})*[)）]"

#: What a composed sentence must never show, in every language.
EVERYWHERE: dict[str, re.Pattern[str]] = {
    "two citations in a row": re.compile(CITATION + r"\s*" + CITATION),
    "a nested sentence's citation left inside": re.compile(
        CITATION + r"(?![:：])[^.。!?\n]*" + CITATION
    ),
    "an empty parameter": re.compile(r"\{\w+\}|\bNone\b"),
    "nobody is to move": re.compile(
        r"nobody[^.]*is to move|quem joga é ninguém|hraje nikdo|誰でもない"
    ),
    "a label repeating its value": re.compile(r"(\d+ (?:points?|pontos?|body|bodů|点)\S*) \1"),
}

#: A full stop and the word after it (the scripts with capitals); an abbreviation ("e.g.")
#: and a Czech ordinal ("3. zdvih") are no full stop.
AFTER_STOP = {
    "en": re.compile(r"(?<![.\d][A-Za-z])[.!?] +(\w)"),
    "pt": re.compile(r"(?<![.\d][A-Za-z])[.!?] +(\w)"),
    "cs": re.compile(r"(?<![.\d][A-Za-z])(?<![\d])[.!?] +(\w)|\d : \d+[.] +(\w)"),
}


def lower_after_stop(lang: str, s: str) -> bool:
    """Whether ``s`` starts, or goes on after a full stop, in lower case."""
    if s[:1].islower():
        return True
    return any(
        (m.group(1) or m.group(m.lastindex or 1)).islower() for m in AFTER_STOP[lang].finditer(s)
    )


#: A conjunction said twice in one sentence.
CONJUNCTIONS = {
    "en": re.compile(r"\bbecause\b.*\bbecause\b"),
    "pt": re.compile(r"\bporque\b.*\bporque\b"),
    "cs": re.compile(r"\bprotože\b.*\bprotože\b"),
    "ja": re.compile(r"理由.*理由|ので[^。]*ので[^。]*ので"),
}

#: English words that must not appear inside another language: the engine's move names and
#: the cards' English names.
ENGLISH = re.compile(
    r"\b(?:declare(?! ou passe)|pass|declared|passed)\b"
    r"|\b(?:Pao|Isu|Koppu|Ouru|Guru) (?:Sun|Un|Sota|Robai|Kaba|Rei|[1-9])\b"
    r"|HeuristicPlayer|RandomPlayer|SearchPlayer|ExpertPlayer"
)

#: Latin punctuation inside a Japanese sentence (card codes, digits and signs are fine).
LATIN_IN_JAPANESE = re.compile(
    r"[();·]|。 |： |[ぁ-んァ-ン一-龯]:|:[ぁ-んァ-ン一-龯]| \(| （|[ぁ-んァ-ン一-龯]\d: "
)

#: The bad sentences the native read quoted, by language: none may come back.
QUOTED = {
    "en": [
        "nobody: the deal is over is to move",
        "because 5 points because",
        "2 points: 2 points",
        ". the tricks give",
        "Trick: 2 · Trick 2",
        "expected team margin",
        "sampled deal",
        "(HeuristicPlayer)",
        "legal moves declare",
    ],
    "pt": [
        "porque vale 5 pontos porque",
        "quem joga é ninguém",
        "Qual lugar leva a vaza",
        "Você é o lugar",
        "a mais barata",
        "0 carta,",
        "de 0,00 ponto",
        "lugar 1 (adversário) jogou",
        "Aguardando lugar",
        "o lugar 0 ficou com o indicador",
        ". as vazas dão",
        "margem esperada",
        "rodadas sorteadas",
        "vale 2 pontos: não",
        "vale 5 pontos porque",
        "o jogador 1, vaza",
        "heurístic",
        "o jogador do computador",
    ],
    "cs": [
        "Čeká se na hráč ",
        "zbývá 4 neviděné",
        "zbývá 2 neviděné",
        "zbývá 3 neviděné",
        " z 200 ",
        " z 150 ",
        " z 100 ",
        " z 300 ",
        " z 2 na ",
        "protože 5 bodů, protože",
        "hraje nikdo",
        "smíš:",
        "nesmíš:",
        "nemá vlastní Robai",
        "nejlevnější",
        "na místě",
        "HeuristicPlayer",
        ". vazby",
        "očekávaný náskok",
        "vylosovan",
        "přechází týmu",
        "trumf pár",
        "heuristick",
        "tam, kde ho",
    ],
    "ja": [
        "出せます：席",
        "札を出すの段階",
        "約0.7多く",
        "出せる札：名乗る",
        "誰でもない",
        "理由：2点です",
        "役ロバイ-レイ",
        "安い札",
        "記録された手：declare",
        "。 ",
        "見込みの点差",
        "ヒューリスティック",
        "は出せません：切り札でない札が手にあるうちは",
        "平札での打ち出し",
        "役ロバイ・",
        "役ソウタ・",
        "役スン・",
        "役ウン・",
        "0・チーム",
        "選べる手： ",
    ],
}


@pytest.fixture(scope="module", params=LANGUAGES)
def said(request: pytest.FixtureRequest) -> tuple[str, list[tuple[str, str]]]:
    return request.param, sentences(request.param)


def _report(bad: list[tuple[str, str]]) -> str:
    return "\n".join(f"{where}: {s}" for where, s in bad[:12]) + f"\n({len(bad)} in all)"


def test_the_corpus_is_a_few_hundred_positions(said: tuple[str, list[tuple[str, str]]]) -> None:
    lang, found = said
    assert len({s for _, s in found}) > 1000, lang
    kinds = {where.split()[0] for where, _ in found}
    assert {"deal", "coach", "table", "legal", "winner", "score", "best_move"} <= kinds


@pytest.mark.parametrize("name", sorted(EVERYWHERE))
def test_no_broken_composition(said: tuple[str, list[tuple[str, str]]], name: str) -> None:
    lang, found = said
    bad = [(w, s) for w, s in found if EVERYWHERE[name].search(s)]
    assert not bad, f"{lang}, {name}:\n" + _report(bad)


def test_a_capital_after_every_full_stop(said: tuple[str, list[tuple[str, str]]]) -> None:
    lang, found = said
    if lang == "ja":
        return
    # The stepper's lines are labels ("dealer: seat 3"), not sentences.
    bad = [(w, s) for w, s in found if not w.startswith("stepper") and lower_after_stop(lang, s)]
    assert not bad, f"{lang}:\n" + _report(bad)


def test_no_conjunction_said_twice(said: tuple[str, list[tuple[str, str]]]) -> None:
    lang, found = said
    sentence_ends = re.compile(r"(?<=[.。!?])\s*")
    bad = [
        (w, s)
        for w, s in found
        for part in sentence_ends.split(s)
        if CONJUNCTIONS[lang].search(part)
    ]
    assert not bad, f"{lang}:\n" + _report(bad)


def test_no_english_inside_another_language(said: tuple[str, list[tuple[str, str]]]) -> None:
    lang, found = said
    if lang == "en":
        return
    bad = [(w, s) for w, s in found if ENGLISH.search(s)]
    assert not bad, f"{lang}:\n" + _report(bad)


def test_no_latin_punctuation_in_japanese() -> None:
    found = sentences("ja")
    bad = [(w, s) for w, s in found if LATIN_IN_JAPANESE.search(s)]
    assert not bad, _report(bad)


def test_none_of_the_quoted_sentences_comes_back(said: tuple[str, list[tuple[str, str]]]) -> None:
    lang, found = said
    bad = [(w, s) for w, s in found for q in QUOTED[lang] if q in s]
    assert not bad, f"{lang}:\n" + _report(bad)


def test_the_learner_is_you(said: tuple[str, list[tuple[str, str]]]) -> None:
    """At the table and in the seat's own view, the learner's seat is never 'seat 0'."""
    lang, found = said
    third = {
        "en": re.compile(r"\b[Ss]eat 0\b(?! \(|'s view)"),
        "pt": re.compile(r"\b(?:[Oo] )?(?:jogador|lugar) 0\b(?! \()"),
        "cs": re.compile(r"\b[Hh]ráč(?:e|i|em)? 0\b(?! \()"),
        "ja": re.compile(r"席0(?!（)"),
    }[lang]
    mine = [(w, s) for w, s in found if w.startswith("table") or w.endswith("seat 0")]
    bad = [(w, s) for w, s in mine if third.search(s)]
    assert mine and not bad, f"{lang}:\n" + _report(bad)


#: The coach's margin, said with what it means wherever it is named.
MARGIN = {
    "en": (re.compile(r"\bmargin\b"), "(its points minus those of the other team)"),
    "pt": (re.compile(r"\bmargem\b"), "(os pontos dela menos os da outra equipe)"),
    "cs": (re.compile(r"\bnáskok"), "(jeho body minus body druhého týmu)"),
    "ja": (re.compile(r"点差"), "（相手チームより何点多く取るか）"),
}

#: A share of the coach's deals, and the words that say whose deals they are.
SHARE = {
    "en": (re.compile(r"\bin about (?:one in|a third|half|two thirds)|\bin most of"), "imagined"),
    "pt": (
        re.compile(r"\bem cerca de (?:uma em|um terço|metade|dois terços)|na maioria"),
        "imagin",
    ),
    "cs": (
        re.compile(r"\bzhruba v(?:e)? (?:jednom|třetině|polovině|dvou)|ve většině"),
        "představil",
    ),
    "ja": (re.compile(r"\d回に\d回ほど|大半"), "コーチが考えた"),
}

#: How each language names what the coach imagined, said once a sentence.
IMAGINED = {
    "en": "the coach imagined",
    "pt": "que o treinador imaginou",
    "cs": "která si trenér představil",
    "ja": "コーチが考えた",
}


def test_the_margin_is_said_with_its_meaning(said: tuple[str, list[tuple[str, str]]]) -> None:
    """No "expected team margin" a beginner cannot read: the margin comes with its meaning."""
    lang, found = said
    word, meaning = MARGIN[lang]
    named = [(w, s) for w, s in found if word.search(s)]
    bad = [(w, s) for w, s in named if meaning not in s]
    assert named and not bad, f"{lang}:\n" + _report(bad)


def test_the_coach_says_whose_deals_it_counts(said: tuple[str, list[tuple[str, str]]]) -> None:
    """'In about half of the deals' names them: the deals the coach imagined from what the
    seat knows; said once in a sentence, the second share short."""
    lang, found = said
    share, imagined = SHARE[lang]
    counted = [(w, s) for w, s in found if w.startswith("coach") and share.search(s)]
    bad = [(w, s) for w, s in counted if imagined not in s]
    twice = [(w, s) for w, s in found if s.count(IMAGINED[lang]) > 1]
    assert counted and not bad and not twice, f"{lang}:\n" + _report(bad + twice)


def test_a_computer_player_is_named_by_its_level(said: tuple[str, list[tuple[str, str]]]) -> None:
    """A player that fails is named by its level in the menu's words, never its class."""
    lang, found = said
    level = {"en": "(heuristic)", "pt": "(básico)", "cs": "(základní)", "ja": "（定石）"}[lang]
    failures = [(w, s) for w, s in found if w.startswith("player")]
    bad = [(w, s) for w, s in failures if level not in s or "Player" in s]
    assert failures and not bad, f"{lang}:\n" + _report(bad)


def test_japanese_names_the_native_robai_once_a_message() -> None:
    """「切り札の紋のロバイ」 once in what the learner reads at once; then 「その紋のロバイ」."""
    bad = [
        (w, line)
        for w, s in sentences("ja")
        for line in s.splitlines()
        if line.count("切り札の紋のロバイ") > 1
    ]
    assert not bad, _report(bad)


def test_the_table_refuses_a_discard_with_the_verb_for_discarding() -> None:
    """At the table, a trump the learner may not discard is 'not discarded', never 'not played'
    (R12): 「K9は捨てられません」, "K9 não pode ser descartada"."""
    for lang, verb in (("ja", "は捨てられません："), ("pt", "não pode ser descartada"),
                       ("cs", "odhodit nelze")):  # fmt: skip
        refused = [s for w, s in sentences(lang) if w.startswith("table") and w.endswith("refused")]
        discards = [s for s in refused if "R12" in s]
        assert discards and all(verb in s for s in discards), (lang, discards[:3])
