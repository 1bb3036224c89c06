"""Each translation reads as one careful author wrote it: counts take the language's plural
forms (CLDR), one term for each thing (the glossary's ``TERMS``), and one voice.

The scans read every catalogue entry (the widgets' labels of ``languages/<code>/ui.py`` and
the example notes are catalogue entries too) and the language's start notebook.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from string import Formatter

import pytest

import unsun_lab as ul
from unsun_lab.i18n import (
    CATALOGUES,
    LANGUAGES,
    PLURAL_CATEGORIES,
    cs,
    entry,
    ja,
    plural_category,
    pt,
    text,
    typeset,
)
from unsun_lab.i18n.en import MESSAGES as EN

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = [lang for lang in LANGUAGES if lang != "en"]
TERMS = {"pt": pt.TERMS, "cs": cs.TERMS, "ja": ja.TERMS}
NOTEBOOKS = {"pt": "notebooks/pt", "cs": "notebooks/cs", "ja": "notebooks/ja"}
COUNTS: tuple[object, ...] = (0, 1, 2, 3, 5, 21, 0.5)
COUNTED = sorted(k for k, v in EN.items() if not isinstance(v, str))


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in Formatter().parse(template) if name is not None}


def _texts(lang: str) -> list[tuple[str, str]]:
    """(where, text) for every form of every entry of ``lang`` and its start notebooks' cells."""
    found: list[tuple[str, str]] = []
    for key, value in CATALOGUES[lang].items():
        forms = [value] if isinstance(value, str) else list(value.values())
        found += [(key, form) for form in forms]
    for path in sorted((ROOT / NOTEBOOKS[lang]).glob("*.ipynb")):
        for n, cell in enumerate(json.loads(path.read_text(encoding="utf-8"))["cells"]):
            source = "".join(cell["source"])
            if cell["cell_type"] == "code":  # only the words a learner reads: strings, comments
                source = "\n".join(re.findall(r"\"[^\"\n]*\"|'[^'\n]*'|#[^\n]*", source))
            found.append((f"{path.name} cell {n}", source))
    return found


# Plural forms (CLDR).


def test_the_plural_categories_follow_cldr() -> None:
    assert [plural_category(n, "en") for n in COUNTS] == [
        "other", "one", "other", "other", "other", "other", "other"
    ]  # fmt: skip
    # Brazilian Portuguese: zero is plural ("0 cartas"), a decimal below 2 singular ("0,5 ponto")
    assert [plural_category(n, "pt") for n in COUNTS] == [
        "other", "one", "other", "other", "other", "other", "one"
    ]  # fmt: skip
    assert [plural_category(n, "cs") for n in COUNTS] == [
        "other", "one", "few", "few", "other", "other", "many"
    ]  # fmt: skip
    assert {plural_category(n, "ja") for n in COUNTS} == {"other"}
    # a number as a sentence shows it: the decimals decide Czech's "many"
    assert plural_category("0,35", "cs") == plural_category("+1.00", "cs") == "many"
    assert plural_category("2", "cs") == "few" and plural_category("-1", "en") == "one"


def test_the_sentences_that_count_are_the_same_in_every_language() -> None:
    assert len(COUNTED) >= 30
    for lang in LANGUAGES:
        for key in COUNTED:
            value = CATALOGUES[lang][key]
            assert not isinstance(value, str), (lang, key)
            assert tuple(value) == PLURAL_CATEGORIES[lang], (lang, key)
        plain = [k for k, v in CATALOGUES[lang].items() if not isinstance(v, str)]
        assert sorted(plain) == COUNTED, lang


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_counted_sentence_renders_at_each_count(lang: str) -> None:
    for key in COUNTED:
        forms = entry(key, lang)
        assert not isinstance(forms, str)
        names = set().union(*(_fields(f) for f in forms.values()))
        english = set().union(*(_fields(f) for f in EN[key].values()))  # type: ignore[union-attr]
        assert names == english, (lang, key)
        for count in COUNTS:
            params: dict[str, object] = {n: f"<{n}>" for n in names}
            params["count"] = count
            shown = text(key, lang, **params)
            form = forms[plural_category(count, lang)]
            assert shown == typeset(form, lang, params).format(**params)
            if "count" in _fields(forms[plural_category(count, lang)]):
                assert str(count) in shown, (lang, key, count)


def test_counts_are_inflected() -> None:
    assert text("show.cards", "en", count=1) == "1 card"
    assert text("show.cards", "pt", count=1) == "1 carta"
    assert text("show.cards", "pt", count=3) == "3 cartas"
    assert [text("show.cards", "cs", count=n) for n in (1, 3, 5, "0,5")] == [
        "1 karta", "3 karty", "5 karet", "0,5 karty"
    ]  # fmt: skip
    assert text("hint.better", "cs", best="KSu", count="0,35", label="chyba") == (
        "KSu by byl lepší o 0,35 bodu (chyba)"
    )
    assert text("hint.better", "cs", best="KSu", count=2, label="chyba").endswith("2 body (chyba)")
    assert text("narrate.legal", "pt", count=1, reason="x") == "[1 permitida: x]"
    assert text("show.cards", "ja", count=3) == "3枚"


def test_no_count_is_left_uninflected() -> None:
    """The findings: '1 cartas', '1 karet', '2 bodů', '(s)' and '0 opponent(s)'."""
    wrong = re.compile(r"\(s\)|\bs\)|\b1 (cartas|karet|bodů|erros)|\b[234] bodů|\(ns\)|\(es\)")
    for lang in LANGUAGES:
        for key, value in CATALOGUES[lang].items():
            for form in [value] if isinstance(value, str) else value.values():
                assert not wrong.search(form), (lang, key, form)
    from unsun_lab.explain import Explanation

    none_left = Explanation("R25", "advice.partner_safe", {"seat": 2, "card": "K3"})
    assert "0" not in none_left.render("en")


# One term for each thing.


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_the_glossary_names_each_concept_once(lang: str) -> None:
    terms = TERMS[lang]
    for concept in ("trick", "deal", "dealer", "hand", "native Robai", "face down", "side cards"):
        assert concept in terms, (lang, concept)
    for concept in ("team", "Meri", "declare", "pass", "indicator", "recipient", "discard"):
        assert concept in terms, (lang, concept)
    assert "stock" in terms and "combination" in terms
    for concept, (term, variants) in terms.items():
        for variant in variants:
            assert not re.search(variant, term), (lang, concept, variant)


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_no_forbidden_variant_appears(lang: str) -> None:
    found = []
    for where, written in _texts(lang):
        for concept, (term, variants) in TERMS[lang].items():
            for variant in variants:
                hit = re.search(variant, written)
                if hit:
                    found.append((where, concept, hit.group(0), term))
    assert found == []


def test_the_scan_sees_the_widgets_the_notes_and_the_notebook() -> None:
    where = {w for w, _ in _texts("cs")}
    assert "ui.forward" in where and "example.monchi.note.39" in where
    assert any(w.startswith("00_zacatek.ipynb") for w in where)
    assert re.search(cs.TERMS["trick"][1][0], "Poslední štych")
    assert re.search(pt.TERMS["face down"][1][0], "os trunfos virados (R24)")
    assert not re.search(pt.TERMS["face down"][1][0], "os trunfos virados para baixo (R24)")
    assert re.search(ja.TERMS["trick"][1][0], "9トリック目")


# One voice.

#: Czech: the learner is "ty" everywhere; these are the "vy" forms.
CZECH_VY = re.compile(
    r"\b([Vv]áš|[Vv]aše|[Vv]aši|[Vv]ašeho|[Vv]ám|[Vv]ás|[Vv]y|jste|Jste|máte|nemáte|chcete)\b"
    r"|\b\w+(ejte|ujte|něte|ěte|ete|ite|íte)\b"
)
#: Portuguese: Brazilian words, "você"; these are European Portuguese or "tu".
PORTUGUESE_EU = re.compile(
    r"(?i)\b(equipa|registo|registad[oa]|ficheiro|rato|ecrã|utilizador|facto|contacto|"
    r"a pensar|está a|estão a|à espera|guardar (esta|a nota|nota)|guardad[oa] (em|na)|"
    r"tem de|têm de|até ao|"
    r"porque não|marcador|tu|teu|tua|teus|tuas|a sua vez|a sua mão)\b"
    r"|\b(declara|ganha|joga|passa|descarta)-(o|a|os|as)\b"  # Brazil puts the pronoun first
)
#: Japanese sentences end politely (です/ます and their forms, a question with か); labels may
#: be plain; a sentence that ends with a placeholder ends as the filled-in words do.
JA_POLITE = re.compile(
    r"((です|ます|ません|でした|ました|ましょう|ください|ませんでした|でしょう)か?"
    r"[」』]?(\s*[（(][^()（）]*[)）])*|\{\w+\})$"
)


def test_czech_says_ty_everywhere() -> None:
    found = [(w, m.group(0)) for w, t in _texts("cs") for m in CZECH_VY.finditer(t)]
    assert found == []
    assert CZECH_VY.search("Klikněte na kartu") and CZECH_VY.search("Vaše karty")
    assert not CZECH_VY.search("Klikni na kartu")


def test_portuguese_is_brazilian() -> None:
    found = [(w, m.group(0)) for w, t in _texts("pt") for m in PORTUGUESE_EU.finditer(t)]
    assert found == []
    assert PORTUGUESE_EU.search("A pensar…") and PORTUGUESE_EU.search("Nome do ficheiro")


def _japanese_sentences(key: str, written: str) -> list[str]:
    """The sentences of a Japanese entry that must end politely: an entry ending in 。 and the
    players' reasons; not labels, nor "heading：value" lines, nor a lone placeholder."""
    if not written.rstrip().endswith("。") and not key.startswith("advice."):
        return []  # a label: the plain form is right
    if key.startswith("advice.n_"):
        return []  # a phrase nested in a reason
    parts = [p.strip().rstrip("。").strip() for p in re.split(r"(?<=。)", written)]
    return [p for p in parts if p and "：" not in p and not re.fullmatch(r"\{\w+\}", p)]


def test_japanese_sentences_end_in_desu_masu() -> None:
    found = []
    for key, value in CATALOGUES["ja"].items():
        if key.startswith("rule.") or key == "simulate.one_process":
            continue
        for form in [value] if isinstance(value, str) else value.values():
            for piece in _japanese_sentences(key, form):
                if piece and not JA_POLITE.search(piece):
                    found.append((key, piece))
    assert found == []
    for n in range(1, 32):  # the rules are sentences too, after their title
        for piece in _japanese_sentences("rule", text(f"rule.R{n}", "ja"))[1:]:
            assert JA_POLITE.search(piece), (n, piece)


def test_no_english_punctuation_or_words_inside_translations() -> None:
    for lang in TRANSLATIONS:
        for where, written in _texts(lang):
            assert "Decision" not in written, (lang, where)
    for key, value in CATALOGUES["ja"].items():
        for form in [value] if isinstance(value, str) else value.values():
            assert not re.search(r"\(R[\d, R–-]+\)\. ", form), key


# In every language.


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_replay_prints_an_examples_title_in_the_language(lang: str) -> None:
    """``unsun-lab replay examples/monchi.json --lang cs`` read the record's English title."""
    from unsun_lab.i18n.examples import TRANSLATIONS as NOTES
    from unsun_lab.replay import narrate

    path = ROOT / "unsun_lab" / "examples" / "monchi.json"
    first = narrate(path, lang).split("\n")[0]
    assert first == NOTES[lang]["example.monchi.title"]
    assert narrate(path, "en").split("\n")[0] == CATALOGUES["en"]["example.monchi.title"]


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_the_rank_explorer_describes_each_card_in_its_language(lang: str) -> None:
    """Every hover text of a RankExplorer in pt, cs or ja (each card's place, R14-R16)."""
    from unsun_lab.widgets import RankExplorer

    w = RankExplorer(trump="I", lang=lang)
    hovers = [card["hover"] for order in w.orders for card in order["cards"]]
    assert len(hovers) == 75 - 1 + 1  # PRo is Tenka, among the trumps and not in plain Pao
    english = re.compile(r"\b(is|of|trumps|plain|cards)\b")
    assert [h for h in hovers if english.search(h)] == []
    assert w.describe("ISu") == hovers[0]


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_the_combination_pairs_are_named_in_the_language(lang: str) -> None:
    """The ComboExplainer's chips (R27) read "Sun-Un: OSu nad OUn", never "over"."""
    from unsun_lab.widgets.combo_explainer import combo_state

    deal = ul.Deal.shuffled(seed=7, dealer=0).play_out()
    trick = next(t for t in deal.tricks if not t.meri)
    state = combo_state(trick, deal, lang)
    labels = [p["label"] for p in state["pairs"]]
    assert len(labels) == 5 and not any(" over " in label for label in labels), labels
    word = text("show.pair_over", lang, pair="", w="", o="").strip(":： ")
    assert all(word in label for label in labels), (word, labels)


def test_a_seat_with_no_trick_reads_no_trick_not_a_zero_count() -> None:
    """CLDR puts 0 in Portuguese 'one' ("0 vaza ganha"): the table says "nenhuma vaza ganha"."""
    from unsun_lab.display import table_svg

    deal = ul.Deal.shuffled(seed=7, dealer=0)
    for lang in LANGUAGES:
        drawn = str(table_svg(deal, lang=lang))
        assert text("show.won_none", lang) in drawn, lang
        assert text("show.won", lang, count=0) not in drawn, lang
