"""A widget switched to another language says everything in it: the card faces' words (the
Tenka and native Robai bands, R9/R10), its labels, menus, hint and refusals."""

from __future__ import annotations

from typing import Any

from unsun_lab import Deal, Suit
from unsun_lab.explain import Explanation
from unsun_lab.i18n import LANGUAGES, text
from unsun_lab.widgets import ComboExplainer, DealStepper, PlayTable, RankExplorer
from unsun_lab.widgets._common import BadMessage, face_svg


def click(widget: Any, **content: Any) -> None:
    widget._handle_custom_msg(content, [])


def spy(widget: Any) -> list[dict[str, Any]]:
    sent: list[dict[str, Any]] = []
    widget.send = lambda content, buffers=None: sent.append(content)
    return sent


def test_a_trump_face_wears_its_bands_in_each_language() -> None:
    bands = {
        lang: (text("show.band.tenka", lang), text("show.band.native", lang)) for lang in LANGUAGES
    }
    for lang, (tenka, native) in bands.items():
        assert tenka in face_svg("PRo.K", lang)  # Tenka's band (R9)
        assert native in face_svg("KRo.K", lang)  # the native Robai's band (R10)
    assert "TENKA" not in face_svg("PRo.K", "ja") and "NATIVE ROBAI" not in face_svg("KRo.K", "cs")


def test_switching_language_sends_every_face_again_in_it() -> None:
    for widget in (
        DealStepper(Deal.shuffled(3).play_out()),
        PlayTable(seed=2, delay=0),
        RankExplorer(Suit.KOPPU),
    ):
        click(widget, type="faces?")
        sent = spy(widget)
        click(widget, type="lang", lang="ja")
        resent = {k: v for m in sent if m["type"] == "faces" for k, v in m["faces"].items()}
        trumps = [k for k in widget.faces if "." in k]
        assert trumps and set(trumps) <= set(resent)
        assert all(resent[k] == face_svg(k, "ja") for k in trumps)
        assert not any("TENKA" in svg or "NATIVE ROBAI" in svg for svg in widget.faces.values())


def test_the_stepper_save_row_has_its_words_after_a_switch() -> None:
    s = DealStepper(Deal.shuffled(3).play_out())
    click(s, type="lang", lang="cs")
    for key in ("save", "save_name", "replace", "load"):
        assert s.labels[key] == text(f"ui.{key}", "cs")


def test_level_names_and_team_columns_follow_the_language() -> None:
    t = PlayTable(seed=2, delay=0)
    click(t, type="lang", lang="pt")
    names = dict(t.labels["levels"])
    assert names["random"] == "aleatório" and names["expert"] == "especialista"
    assert t.labels["col_them"] == "eles: 1/3/5/7"


def test_the_hint_is_said_again_in_the_new_language() -> None:
    t = PlayTable(seed=1, delay=0, hint_worlds=30)
    click(t, type="hint")
    assert t.wait_hint(120)
    english = t.state["hint"]
    assert english.startswith("Hint: ")
    click(t, type="lang", lang="cs")
    assert t.state["hint"].startswith("Rada: ") and t.state["hint"] != english
    advice = t.hinter.cache[t.coaching.asked]  # the coach's words, in Czech now
    assert advice.contrast.reasons()[0].render("cs")[1:] in t.state["hint"]


def test_a_bad_field_is_refused_in_the_widgets_language() -> None:
    s = DealStepper(Deal.shuffled(3).play_out(), lang="pt")
    click(s, type="step")
    assert s.refused == text("ui.refused", "pt", reason="Falta o campo 'by'.")
    click(s, type="step", by="1")
    assert "O campo 'by' precisa ser int" in s.refused
    click(s, type="fly")
    assert s.refused.startswith("Recusado: Tipo de mensagem desconhecido 'fly'")
    refusal = BadMessage(Explanation.of("ui.not_object", got="list"), "x")
    assert str(refusal) == "x" and refusal.render("pt").startswith("Uma mensagem precisa")
    assert str(BadMessage.of("not_object", got="list")) == refusal.render("en")


def test_static_html_is_in_the_widgets_language() -> None:
    r = RankExplorer(Suit.KOPPU, lang="cs")
    assert "Plain" not in r._repr_mimebundle_()[0]["text/html"]
    c = ComboExplainer(lang="ja")
    assert text("ui.combo_none", "ja") in c._repr_mimebundle_()[0]["text/html"]


def test_a_value_out_of_its_choices_is_refused_in_the_widgets_language() -> None:
    t = PlayTable(seed=2, delay=0, lang="cs")
    before = t.pace
    click(t, type="pace", pace="warp")
    assert t.pace == before
    assert "Pole 'pace' musí mít jednu z hodnot" in t.state["message"], t.state["message"]
    s = DealStepper(Deal.shuffled(3).play_out(), lang="ja")
    click(s, type="trick", number=12)
    assert s.refused.startswith("受け付けません：") and "第12トリックはありません" in s.refused
    click(s, type="seat", seat=9)
    assert "'seat'" in s.refused and "9" in s.refused and "項目" in s.refused
