"""The message catalogues: four complete languages, and every explanation renders in each.

Every catalogue has exactly the keys of English with the same placeholders and the
same cited rules; every explanation the engine produces (conformance records and 200 random
deals) renders in pt, cs and ja without error and differently from English.
"""

from __future__ import annotations

import ast
import importlib
import random
import re
from collections.abc import Iterator
from pathlib import Path
from string import Formatter

import pytest

import unsun_lab as ul
from tests.helpers import conformance_dir
from unsun_lab.cards import DECK, Card, Rank, Suit
from unsun_lab.compare import compare, place
from unsun_lab.deal import Deal, IllegalMove
from unsun_lab.explain import Explanation, Margin, Number, format_value
from unsun_lab.i18n import (
    CATALOGUES,
    LANGUAGES,
    decimal,
    glossary,
    message,
    percent,
    resolve_language,
    text,
)
from unsun_lab.i18n.en import CITES
from unsun_lab.i18n.en import MESSAGES as EN
from unsun_lab.players import HeuristicPlayer, SearchPlayer
from unsun_lab.record import RecordError, deal_from_record

TRANSLATIONS = [lang for lang in LANGUAGES if lang != "en"]
RULE_ID = re.compile(r"\bR\d{1,2}\b")


def _fields(template: object) -> set[str]:
    """The placeholders of an entry: of its template, or of all its plural forms."""
    forms = [template] if isinstance(template, str) else list(template.values())  # type: ignore[attr-defined]
    return {name for form in forms for _, name, _, _ in Formatter().parse(form) if name is not None}


def _forms(entry: object) -> list[str]:
    return [entry] if isinstance(entry, str) else list(entry.values())  # type: ignore[attr-defined]


def test_the_four_languages() -> None:
    assert LANGUAGES == ("en", "pt", "cs", "ja")


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_catalogue_has_exactly_the_keys_of_english(lang: str) -> None:
    catalogue = CATALOGUES[lang]
    assert sorted(set(EN) - set(catalogue)) == [], "missing"
    assert sorted(set(catalogue) - set(EN)) == [], "not in English"
    assert all(form.strip() for v in catalogue.values() for form in _forms(v))


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_a_translator_finds_each_key_in_the_file_english_writes_it_in(lang: str) -> None:
    """languages/<lang>/messages.py, ui.py and examples.py hold the keys of English's
    messages.py, ui.py and example records: the same key, in the same-named file."""
    from unsun_lab.i18n.examples import english

    english_files = importlib.import_module("unsun_lab.i18n.languages.en")
    mine = importlib.import_module(f"unsun_lab.i18n.languages.{lang}")
    assert mine.messages.MESSAGES.keys() == english_files.messages.MESSAGES.keys()
    assert mine.ui.UI.keys() == english_files.ui.UI.keys()
    assert all(key.startswith("ui.") for key in english_files.ui.UI)
    assert mine.examples.EXAMPLES.keys() == english().keys()


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_each_template_has_the_placeholders_of_english(lang: str) -> None:
    wrong = {k: (_fields(EN[k]), _fields(v)) for k, v in CATALOGUES[lang].items()}
    assert {k: f for k, f in wrong.items() if f[0] != f[1]} == {}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_template_cites_the_rules_of_its_data(lang: str) -> None:
    """``CITES`` is the data ``Explanation.rules`` reads; every language cites the same ids."""
    for key, template in CATALOGUES[lang].items():
        cited = tuple(dict.fromkeys(RULE_ID.findall(" ".join(_forms(template)))))
        if key.startswith("rule."):
            assert CITES[key] == (key[5:],)
        else:
            assert cited == CITES.get(key, ()), (lang, key)


def test_the_rules_r1_to_r31_in_every_language() -> None:
    for lang in LANGUAGES:
        for n in range(1, 32):
            assert len(text(f"rule.R{n}", lang)) > 20, (lang, n)
    assert "Meri" in text("rule.R20", "cs") and "zdvih" in text("rule.R20", "cs")
    assert "メリ" in text("rule.R20", "ja")
    assert "スンの例外" in text("rule.R21", "ja")  # 一枚ズン is in none of our sources
    assert "vaza" in text("rule.R20", "pt")


def test_japanese_follows_hitoyoshi_names() -> None:
    """R1-R2: the cup suit is コツ and Sota is ソウタ; コップ appears in the glossary."""
    assert format_value(Suit.KOPPU, "ja") == "コツ"
    assert format_value(Rank.SOTA, "ja") == "ソウタ"
    assert Suit.KOPPU.katakana == "コツ" and Rank.SOTA.katakana == "ソウタ"
    assert Card.parse("コップ ソータ") is Card("KSo") is Card.parse("コツ ソウタ")
    assert any("コップ" in v for v in glossary("ja").values())
    assert all(
        "コップ" not in f and "ソータ" not in f
        for v in CATALOGUES["ja"].values()
        for f in _forms(v)
    )
    assert format_value(Suit.KOPPU, "en") == "Koppu" == format_value(Suit.KOPPU, "pt")


def test_each_language_has_a_glossary_with_its_card_game_words() -> None:
    assert {"vaza", "trunfo", "naipe", "carteador"} <= set(glossary("pt"))
    assert {"zdvih", "trumf", "barva", "rozdávající"} <= set(glossary("cs"))
    assert {"起き絵", "メリ", "モンチ", "天下", "スンの例外"} <= set(glossary("ja"))


def test_seed_page_mistakes_are_not_copied() -> None:
    everything = " ".join(
        f for lang in TRANSLATIONS for v in CATALOGUES[lang].values() for f in _forms(v)
    )
    for wrong in ("Sol ", "Cortes simples", "Prosté soudy", "macacões", "neplatná"):
        assert wrong not in everything


def test_unknown_language_is_refused_with_the_known_ones() -> None:
    with pytest.raises(ValueError, match="known languages are en, pt, cs, ja"):
        resolve_language("de")
    with pytest.raises(ValueError, match="'fr'"):
        ul.set_language("fr")
    assert ul.get_language() == "en"


def test_set_language_changes_the_default_rendering() -> None:
    e = Explanation("R20", "illegal.meri_follow")
    try:
        ul.set_language("ja")
        assert str(e) == "メリです。切り札を出さなければなりません（R20）"
        assert e.render("en") == "must play a trump: Meri trick (R20)"
    finally:
        ul.set_language("en")
    assert str(e) == "must play a trump: Meri trick (R20)"


def test_rules_are_data_not_read_from_text() -> None:
    e = compare(Card("PRo"), Card("KRo"), Suit.KOPPU, Suit.OURU)
    assert e.rules == ["R9", "R14", "R10", "R25"]
    assert e.to_dict("ja")["rules"] == e.rules
    assert "天下" in e.render("ja")


# Collecting every explanation the engine can produce.


def _illegal_tries(deal: Deal) -> Iterator[str]:
    """Moves to try that may be refused now: every card in the hand, one card not in it,
    the wrong declaration words and a non-move."""
    seat = deal.to_move
    if seat is None:
        yield "K1"
        return
    hand = deal.hand(seat)
    yield from (c.code for c in hand)
    yield next(c.code for c in DECK if c not in hand)
    yield from ("declare", "pass", "XYZ")


def _collect(deal: Deal, found: dict[tuple[str, str], Explanation]) -> None:
    def keep(e: Explanation | None) -> None:
        if e is not None:
            found.setdefault((e.key, e.render("en")), e)

    keep(deal.legal_reason())
    for move in _illegal_tries(deal):
        refusal = deal.why_illegal(move)
        keep(None if refusal is None else refusal.explanation)


def _finish(deal: Deal, found: dict[tuple[str, str], Explanation]) -> None:
    for trick in deal.tricks:
        for e in trick.reasons():
            found.setdefault((e.key, e.render("en")), e)
    keep_side = deal.discard is not None and deal.tricks
    if keep_side:
        e = Explanation("R13", "deal.side_cards", {"discard": deal.discard, "stock": deal.stock})
        found.setdefault((e.key, e.render("en")), e)


@pytest.fixture(scope="module")
def explanations() -> list[Explanation]:
    found: dict[tuple[str, str], Explanation] = {}
    for path in sorted(conformance_dir().glob("*.json")):
        if path.name.endswith(".expected.json"):
            continue
        try:
            deal = deal_from_record(path, lambda d, m: _collect(d, found))
        except (RecordError, IllegalMove):
            continue
        _finish(deal, found)
    rng = random.Random(13)
    heuristic = HeuristicPlayer(seed=13)
    for n in range(200):
        deal = Deal.shuffled(seed=rng.randrange(2**32), dealer=n % 8)
        while not deal.over:
            _collect(deal, found)
            if n % 4 == 0:  # every fourth deal played by the heuristic player, with its reasons
                advice = heuristic.explain(deal.view(deal.to_move or 0))
                assert advice.why is not None
                found.setdefault((advice.why.key, advice.reason), advice.why)
                deal.push(advice.move)
            else:
                deal.push(rng.choice(deal.legal_moves()))
        _collect(deal, found)
        _finish(deal, found)
    trumps = list(Suit)
    for card in DECK:
        for trump in trumps:
            e = place(card, trump)
            found.setdefault((e.key, e.render("en")), e)
    for _ in range(400):
        a, b = rng.sample(DECK, 2)
        e = compare(a, b, rng.choice(trumps), rng.choice(trumps))
        found.setdefault((e.key, e.render("en")), e)
    return list(found.values())


def test_the_engine_produces_every_kind_of_explanation(explanations: list[Explanation]) -> None:
    keys = {e.key for e in explanations}
    # a sentence said to the learner at its seat: the ``.you`` variant of the same key
    keys |= {e.addressed(e.params["seat"]).key for e in explanations if "seat" in e.params}
    wanted = {k for k in EN if k.split(".")[0] in ("illegal", "legal", "win", "combo")}
    wanted -= {k for k in EN if k.startswith("illegal.cannot")}  # IllegalMove's own sentence
    wanted |= {k for k in EN if k.startswith(("place.", "compare."))}
    rare = {"legal.first_lead_only_trumps", "legal.discard_only_trumps", "legal.sun_exception"}
    rare |= {"legal.ninth"}  # the engine plays the ninth trick itself (R26)
    rare |= {k + ".you" for k in rare}
    assert sorted(wanted - keys - rare) == []


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_every_explanation_renders_in_every_language(
    lang: str, explanations: list[Explanation]
) -> None:
    same = []
    for e in explanations:
        english = e.render("en")
        translated = e.render(lang)
        assert translated.strip() and "{" not in translated, (e.key, translated)
        assert RULE_ID.findall(translated) == RULE_ID.findall(english), e.key
        if translated == english and re.search(r"[A-Za-z]{3,}", english):
            same.append(e.key)
        if lang == "ja":
            assert re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", translated), e.key
    assert same == []


def test_a_refused_move_reads_in_every_language() -> None:
    deal = Deal.shuffled(seed=3)
    while deal.phase != "play":
        deal.push(deal.legal_moves()[0])
    bad = next(c.code for c in DECK if c not in deal.hand(deal.to_move or 0))
    with pytest.raises(IllegalMove) as caught:
        deal.push(bad)
    seat = deal.to_move
    assert str(caught.value) == caught.value.render("en")
    assert caught.value.render("en").startswith(f"seat {seat} cannot play '{bad}'")
    assert caught.value.render("pt").startswith(f"o jogador {seat} não pode jogar '{bad}'")
    assert caught.value.render("cs").startswith(f"hráč {seat} nemůže zahrát '{bad}'")
    assert caught.value.render("ja").startswith(f"席{seat}は'{bad}'を出せません")


def test_the_heuristic_players_reasons_read_in_every_language(
    explanations: list[Explanation],
) -> None:
    advice = {e.key for e in explanations if e.key.startswith("advice.")}
    assert len(advice) >= 8
    for e in explanations:
        if e.key.startswith("advice."):
            assert e.render("ja") != e.render("en")


def test_numbers_take_the_decimal_mark_of_the_language() -> None:
    marks = {lang: message("number.decimal_mark", lang) for lang in LANGUAGES}
    assert marks == {"en": ".", "pt": ",", "cs": ",", "ja": "."}
    assert [decimal(-1.256, lang) for lang in LANGUAGES] == ["-1.26", "-1,26", "-1,26", "-1.26"]
    assert decimal(0.5, "cs", digits=1, sign=True) == "+0,5"
    assert decimal(-0.001, "en", sign=True) == "+0.00"  # never "-0.00"
    assert [percent(0.25, lang) for lang in LANGUAGES] == ["25%", "25%", "25\u00a0%", "25%"]
    assert format_value([Margin("KSu", 0.4), Margin("K9", -1)], "pt") == "KSu +0,40, K9 -1,00"
    assert format_value(Number(2.5, 1), "cs") == "2,5"


def test_a_search_players_reason_writes_its_numbers_in_the_language() -> None:
    deal = Deal.shuffled(seed=21)
    while deal.phase != "play" or len(deal.legal_moves()) < 2:
        deal.push(deal.legal_moves()[0])
    assert deal.to_move is not None
    why = SearchPlayer(seed=1, rollouts=60).explain(deal.view(deal.to_move)).why
    assert why is not None
    english = why.render("en")
    assert re.search(r"[+-]\d\.\d\d", english) and not re.search(r"\d,\d\d", english)
    for lang in ("pt", "cs"):
        shown = why.render(lang)
        assert re.search(r"[+-]\d,\d\d", shown) and not re.search(r"\d\.\d\d", shown), shown
    assert "、" in why.render("ja")  # three moves, listed as Japanese lists them


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_template_formats_with_its_placeholders(lang: str) -> None:
    for key, template in CATALOGUES[lang].items():
        for form in _forms(template):
            filled = form.format(**{name: "X" for name in _fields(EN[key])})
            assert filled.strip()


def test_message_falls_back_to_nothing_silently_only_for_known_keys() -> None:
    with pytest.raises(KeyError):
        message("no.such.key", "pt")


# No learner-facing English left in code outside the catalogue.

#: A sentence-like literal: three words in a row.
_SENTENCE = re.compile(r"[A-Za-z][a-z']+,? [a-z][a-z']+ [a-z(][a-z')]+")
#: Markup, CSS, format specs and URLs are not sentences.
_MARKUP = re.compile(r"[<>=#{};]|^\s*[a-z-]+:|https?:")
#: Where English literals may stay, and why (each checked to still be there).
ALLOWED: dict[str, str | tuple[str, ...]] = {
    # argparse's ``unsun-lab --help`` texts stay English on purpose, like most command-line
    # tools' (a programmer's reference, not a learner's page); everything the commands print
    # for a learner (the narration, --lang) comes from the catalogue.
    "cli.py": "*",
    # The JSON layer's own limits, met only by a broken or hostile file (a duplicate key, NaN,
    # an integer of 10**6 digits): English details inside a refusal whose field and move come
    # from the catalogue (record.*); a learner's game record never reaches them.
    "limits.py": (
        " is not a number a record may hold (JSON has no NaN or Infinity)",
        "an integer of ",
        " is out of range (or too long)",
        " appears twice in one object",
        ": a record's integers have at most ",
    ),
    # The name of a comparison (``Comparison.what``), kept as data beside its numbers; the
    # study's table quantities are in the catalogue (study.*). The primer's row labels are the
    # keys of its measurements (notebooks/primer_measurements.json): the English primer prints
    # them, the Portuguese, Czech and Japanese start notebooks say each row in their own words.
    "duplicate.py": ("declare minus pass",),
    "study.py": (
        "upper card unseen",
        "upper card seen",
        "before the first Meri",
        "after the first Meri",
    ),
    # safe.quote's stand-in for a huge integer inside a quoted value, not a sentence of its own.
    "safe.py": ("an integer of ",),
}
#: Not scanned: the catalogues themselves. (The example deals' titles and notes are JSON data,
#: English in the records and translated under ``example.*`` in ``i18n/languages/*/examples.py``;
#: the examples' Python is scanned like the rest.)
NOT_SCANNED = ("i18n",)
#: English still in the widgets: none left (every widget word is a ``ui.*`` key). Nothing may
#: appear here again without a reason.
WIDGETS_PENDING: set[str] = set()


def _sentence_literals(path: Path) -> list[tuple[int, str]]:
    """String literals in ``path`` that read like English sentences: not docstrings, not
    exception messages (``raise`` …, for programmers), not ``__repr__``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            first = node.body[0] if node.body else None
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                skip.add(id(first.value))
        if isinstance(node, ast.Raise) or (
            isinstance(node, ast.FunctionDef) and node.name == "__repr__"
        ):
            skip.update(id(n) for n in ast.walk(node))
    return [
        (node.lineno, node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and id(node) not in skip
        and _SENTENCE.search(node.value)
        and not _MARKUP.search(node.value)
    ]


def test_no_english_sentence_in_the_python_layers() -> None:
    package = Path(ul.__file__).parent
    found = []
    for path in sorted(package.rglob("*.py")):
        rel = path.relative_to(package)
        if rel.parts[0] in NOT_SCANNED:
            continue
        allowed = ALLOWED.get(rel.as_posix(), ())
        for line, literal in _sentence_literals(path):
            if allowed != "*" and literal not in allowed and literal not in WIDGETS_PENDING:
                found.append(f"{rel}:{line}: {literal!r}")
    assert found == []


def _js_sentence_literals(path: Path) -> list[str]:
    """String literals in a widget's JavaScript that read like English sentences."""
    source = path.read_text(encoding="utf-8")
    source = re.sub(
        r"/\*.*?\*/", "", re.sub(r"(?m)^\s*//[^\n]*|\s//[^\n]*", "", source), flags=re.S
    )
    found = []
    for match in re.finditer(r'"([^"\n]*)"|\'([^\'\n]*)\'|`([^`]*)`', source):
        literal = next(group for group in match.groups() if group is not None)
        if _SENTENCE.search(literal) and not _MARKUP.search(literal):
            found.append(literal)
    return found


def test_no_english_sentence_in_the_widgets_javascript() -> None:
    widgets = Path(ul.__file__).parent / "widgets"
    found = [
        f"{path.name}: {literal!r}"
        for path in sorted(widgets.glob("*.js"))
        for literal in _js_sentence_literals(path)
        if literal not in WIDGETS_PENDING
    ]
    assert found == []


def test_the_javascript_scan_finds_a_sentence(tmp_path: Path) -> None:
    sample = tmp_path / "w.js"
    sample.write_text('// a comment with many words\nconst a = "Click a card to see";\n')
    assert _js_sentence_literals(sample) == ["Click a card to see"]


def test_the_scan_finds_a_sentence_and_the_allow_list_is_live(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text('"""Doc."""\nx = "the deal is over now"\nraise ValueError("a b c d")\n')
    assert [text for _, text in _sentence_literals(sample)] == ["the deal is over now"]
    package = Path(ul.__file__).parent
    for name, literals in ALLOWED.items():
        if literals != "*":
            found = {text for _, text in _sentence_literals(package / name)}
            assert sorted(set(literals) - found) == [], name


# The annotated example deals in every language (unsun_lab.examples, unsun_lab.i18n.examples).

_CARD_CODE = re.compile(r"(?<![A-Za-z0-9])[PIKOG](?:[1-9]|Ro|So|Ka|Re|Un|Su)(?![A-Za-z0-9])")


def test_the_english_example_texts_are_the_records() -> None:
    from unsun_lab import examples
    from unsun_lab.i18n.examples import english

    en = english()
    for name in examples.names():
        rec = examples.record(name)
        assert en[f"example.{name}.title"] == rec["title"]
        assert en[f"example.{name}.notes"] == rec["notes"]
        notes = {i: m["note"] for i, m in enumerate(rec["moves"]) if isinstance(m, dict)}
        assert notes and all(en[f"example.{name}.note.{i}"] == n for i, n in notes.items())


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_each_example_translation_keeps_the_cards_and_rules(lang: str) -> None:
    from unsun_lab.i18n.examples import TRANSLATIONS as EXAMPLE_TEXTS
    from unsun_lab.i18n.examples import english

    en, translated = english(), EXAMPLE_TEXTS[lang]
    assert sorted(set(translated) - set(en)) == [] and sorted(set(en) - set(translated)) == []
    assert all(CATALOGUES[lang][k] == v for k, v in translated.items())
    for key, sentence in translated.items():
        assert sentence != en[key], key
        cited = list(dict.fromkeys(RULE_ID.findall(sentence)))
        assert cited == list(dict.fromkeys(RULE_ID.findall(en[key]))), key
        assert sorted(set(_CARD_CODE.findall(sentence))) == sorted(
            set(_CARD_CODE.findall(en[key]))
        ), key
        if lang == "ja":
            assert "コップ" not in sentence and "ソータ" not in sentence


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_example_loads_in_every_language_with_the_same_play(lang: str) -> None:
    from unsun_lab import examples

    english = examples.load("meri_tenka_and_sun")
    deal = examples.load("meri_tenka_and_sun", lang)
    assert deal.moves == english.moves and deal.score == english.score
    assert sorted(deal.move_notes) == sorted(english.move_notes)
    assert (deal.title == english.title) == (lang == "en")
    assert all((deal.move_notes[i] == n) == (lang == "en") for i, n in english.move_notes.items())
    if lang == "ja":
        assert "天下" in deal.move_notes[12] and "スンの例外" in deal.title
    if lang == "pt":
        assert "vaza" in deal.notes and "Tenka" in deal.notes  # type: ignore[operator]
    assert examples.record("meri_tenka_and_sun") == examples.record("meri_tenka_and_sun")
    assert examples.load("meri_tenka_and_sun").to_record() == examples.record("meri_tenka_and_sun")


def test_an_example_follows_the_process_language() -> None:
    from unsun_lab import examples

    try:
        ul.set_language("cs")
        assert examples.load("monchi").move_notes[38].startswith("O5: hráč 2 nemá Guru")
    finally:
        ul.set_language("en")
    assert examples.load("monchi").move_notes[38].startswith("O5: no Guru in hand")
    with pytest.raises(ValueError, match="known languages"):
        examples.load("monchi", "de")


# A record's refusals (unsun_lab.record.RecordError) in every language.


def _record_with(**changes: object) -> dict[str, object]:
    from unsun_lab import examples

    record = examples.record("monchi")
    record.update(changes)
    return record


def test_a_refused_record_move_reads_in_every_language() -> None:
    record = _record_with(moves=["declare", "declare"])
    with pytest.raises(RecordError) as caught:
        deal_from_record(record)
    err = caught.value
    assert err.move == 2 and err.render("en") == err.message == str(err)
    assert err.message.startswith("move 2: ")
    assert err.render("pt").startswith("jogada 2: ")
    assert err.render("cs").startswith("tah 2: ")
    assert err.render("ja").startswith("2手目：")
    for lang in TRANSLATIONS:
        assert RULE_ID.findall(err.render(lang)) == RULE_ID.findall(err.message)
        assert err.to_dict(lang).keys() == err.to_dict().keys()
        assert err.to_dict(lang)["move"] == 2 and err.to_dict(lang)["rule"] == err.rule
    assert err.to_dict()["message"] == err.message


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"dealer": 9}, "dealer"),
        ({"dealer": None}, "dealer"),
        ({"hands": [[]]}, "hands"),
        ({"stock": ["K1"]}, "stock"),
        ({"indicator": 7}, "indicator"),
        ({"indicator": "XX"}, "indicator"),
        ({"format": "other"}, "format"),
        ({"title": ["a"]}, "title"),
        ({"moves": "K1"}, "moves"),
        ({"moves": [{"move": 1}]}, "moves"),
        ({"moves": [{"move": "K1", "x": 1}]}, "moves"),
        ({"moves": [3.5]}, "moves"),
    ],
)
def test_a_malformed_record_is_refused_in_every_language(
    changes: dict[str, object], field: str
) -> None:
    with pytest.raises(RecordError) as caught:
        deal_from_record(_record_with(**changes))
    err = caught.value
    assert err.field == field and err.message.startswith(f"{field}: ")
    for lang in TRANSLATIONS:
        said = err.render(lang)
        assert said.startswith(f"{field}") and said != err.message, (lang, said)
        assert RULE_ID.findall(said) == RULE_ID.findall(err.message)


def test_the_replay_command_refuses_a_record_in_its_language(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import json

    from unsun_lab.cli import main

    path = tmp_path / "bad.json"
    path.write_text(json.dumps(_record_with(dealer=9)), encoding="utf-8")
    assert main(["replay", str(path), "--lang", "cs"]) == 2
    assert capsys.readouterr().err == (
        "unsun-lab: dealer: očekáváno číslo místa 0–7, je tu číslo 9 (R4)\n"
    )
    assert main(["replay", str(path)]) == 2
    assert capsys.readouterr().err == (
        "unsun-lab: dealer: expected a seat number 0-7, got the number 9 (R4)\n"
    )


def test_a_study_table_names_its_quantities_in_every_language() -> None:
    from unsun_lab.simulation import simulate

    totals = simulate(20, seed=5).summary()
    english = totals.table("en")
    assert english.rows[0][0] == "team 0/2/4/6 margin (points a deal, R29)"
    for lang in TRANSLATIONS:
        table = totals.table(lang)
        assert [r[1:] for r in table.rows] == [r[1:] for r in english.rows]
        for (label, *_), (label_en, *_) in zip(table.rows, english.rows, strict=True):
            assert label != label_en and RULE_ID.findall(label) == RULE_ID.findall(label_en)
    assert (
        "zdvih" not in totals.table("cs").rows[0][0] and "náskok" in totals.table("cs").rows[0][0]
    )
