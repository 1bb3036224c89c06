"""The SVG display layer: valid, deterministic pictures that show what a seat may see (R24, R31)
and mark what the rules single out (R9, R10, R14, R15)."""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET

import pytest

import unsun_lab as ul
from tests.helpers import conformance_dir, deal_with
from unsun_lab.display import (
    SVG,
    Hand,
    back_svg,
    card_svg,
    hand_svg,
    rank_strip_svg,
    table_svg,
    trick_svg,
)

NS = "{http://www.w3.org/2000/svg}"
CODE = re.compile(r"^#ul-([PIKOG](?:[1-9]|Ro|So|Ka|Re|Un|Su))$")


def parse(svg: str) -> ET.Element:
    root = ET.fromstring(svg)
    assert root.tag == f"{NS}svg"
    return root


def placed_cards(svg: str) -> list[str]:
    """The card codes placed in the picture, in document order (definitions excluded)."""
    root = parse(svg)
    out = []
    for child in root:
        if child.tag == f"{NS}defs":
            continue
        for use in child.iter(f"{NS}use"):
            match = CODE.match(use.get("href", ""))
            if match:
                out.append(match.group(1))
    return out


def top_texts(svg: str) -> list[ET.Element]:
    """The picture's own words: ``<text>`` elements outside the card drawings."""
    return [el for el in parse(svg) if el.tag == f"{NS}text"]


def classes(svg: str, name: str) -> int:
    return sum(1 for el in parse(svg).iter() if name in (el.get("class") or "").split())


def r28_after_face_down_kro() -> ul.Deal:
    """R28_hidden_robai_5 walked back to trick 3 just after seat 2 put KRo face down on G8."""
    deal = ul.Deal.from_record((conformance_dir() / "R28_hidden_robai_5.json").read_text())
    while not (len(deal.tricks) == 3 and len(deal.tricks[2].plays) == 5):
        deal.pop()
    assert deal.tricks[2].plays[-1] == (2, ul.Card("KRo"), True)
    return deal


# -- cards --------------------------------------------------------------------------------------


def test_every_face_is_valid_svg_and_the_75_faces_are_distinct() -> None:
    faces = {}
    for card in ul.DECK:
        svg = card_svg(card)
        root = parse(svg)
        (face,) = [el for el in root.iter(f"{NS}g") if el.get("id") == f"ul-{card.code}"]
        words = [t.text for t in face.iter(f"{NS}text")]
        assert card.code in words and card.rank.title in words and card.rank.katakana in words
        faces[card.code] = ET.tostring(face)
    assert len(set(faces.values())) == 75


def test_each_suit_has_its_own_emblem_and_ink() -> None:
    inks, emblems = set(), set()
    for suit in ul.Suit:
        root = parse(card_svg(ul.Card(suit, ul.Rank.FIVE)))
        (face,) = [el for el in root.iter(f"{NS}g") if el.get("id") == f"ul-{suit.letter}5"]
        inks.add(face.get("color"))
        pips = [u.get("href") for u in face.iter(f"{NS}use")]
        assert pips.count(f"#ul-e-{suit.letter}") == 1 + 5  # the index emblem and five pips
        emblems.add(
            ET.tostring(next(e for e in root.iter() if e.get("id") == f"ul-e-{suit.letter}"))
        )
    assert len(inks) == 5 and len(emblems) == 5


def test_court_cards_show_a_figure_and_katakana_names() -> None:
    for rank, kana in [
        (ul.Rank.SUN, "スン"),
        (ul.Rank.UN, "ウン"),
        (ul.Rank.REI, "レイ"),
        (ul.Rank.KABA, "カバ"),
        (ul.Rank.SOTA, "ソウタ"),
        (ul.Rank.ROBAI, "ロバイ"),
    ]:
        svg = card_svg(ul.Card(ul.Suit.GURU, rank))
        assert f'href="#ul-f-{rank.code}"' in svg and kana in svg


def test_the_same_call_gives_the_same_bytes() -> None:
    assert card_svg("KSu") == card_svg(ul.Card("KSu"))
    first, second = r28_after_face_down_kro(), r28_after_face_down_kro()
    assert table_svg(first) == table_svg(second)
    assert table_svg(first.view(0)) == table_svg(second.view(0))
    assert trick_svg(first.tricks[1]) == trick_svg(second.tricks[1])
    assert rank_strip_svg(ul.trump_order(ul.Suit.OURU)) == rank_strip_svg(
        ul.trump_order(ul.Suit.OURU)
    )


def test_ids_are_derived_from_content_and_every_reference_resolves() -> None:
    svg = table_svg(r28_after_face_down_kro())
    root = parse(svg)
    ids = [el.get("id") for el in root.iter() if el.get("id")]
    assert len(ids) == len(set(ids))
    assert all(re.fullmatch(r"ul-[A-Za-z0-9-]+", i or "") for i in ids)
    refs = {u.get("href", "")[1:] for u in root.iter(f"{NS}use")}
    refs |= set(re.findall(r"url\(#([^)]+)\)", svg))
    assert refs <= set(ids)


def test_trump_marks_tenka_and_native_robai_only_when_a_trump_is_given() -> None:
    koppu, pao = ul.Suit.KOPPU, ul.Suit.PAO
    assert classes(card_svg("PRo"), "m-tenka") == 0  # no trump given: no mark
    assert classes(card_svg("PRo", trump=koppu), "m-tenka") == 1  # R9
    assert classes(card_svg("PRo", trump=koppu), "m-native") == 0
    assert classes(card_svg("KRo", trump=koppu), "m-native") == 1  # R10
    assert classes(card_svg("KRo", trump=koppu), "m-tenka") == 0
    both = card_svg("PRo", trump=pao)  # R9: Tenka is Pao's own Robai
    assert classes(both, "m-tenka") == 1 and classes(both, "m-native") == 1
    assert "TENKA" in both and "NATIVE ROBAI" in both
    assert classes(card_svg("KSu", trump=koppu), "m-trump") == 1
    assert classes(card_svg("KSu", trump=koppu), "m-tenka") == 0
    assert classes(card_svg("ORo", trump=koppu), "m-trump") == 0  # a plain Robai


def test_back_shows_a_trump_mark_only_when_asked() -> None:
    assert classes(back_svg(), "m-facedown") == 0
    marked = back_svg(trump_mark=True)
    assert classes(marked, "m-facedown") == 1 and "TRUMP" in marked
    assert placed_cards(marked) == []


def test_core_objects_display_through_the_hooks() -> None:
    deal = r28_after_face_down_kro()
    assert ul.Card("KSu")._repr_svg_() == card_svg("KSu")
    assert deal._repr_svg_() == table_svg(deal)
    assert deal.view(3)._repr_svg_() == table_svg(deal.view(3))
    assert deal.tricks[0]._repr_svg_() == trick_svg(deal.tricks[0], reveal=True)
    order = ul.plain_order(ul.Suit.GURU)
    assert order._repr_svg_() == rank_strip_svg(order)
    assert isinstance(card_svg("P1"), SVG) and card_svg("P1")._repr_svg_() == card_svg("P1")


def test_the_core_never_imports_the_display_layer() -> None:
    code = (
        "import sys, unsun_lab as ul; d = ul.Deal.shuffled(1); d.view(0);"
        " ul.trump_order(ul.Suit.PAO); repr(d);"
        " assert 'unsun_lab.display' not in sys.modules, 'imported'"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


# -- what a seat may see (R24, R31) ------------------------------------------------------------


def test_face_down_trump_never_shows_in_a_seat_view_until_opened() -> None:
    deal = r28_after_face_down_kro()
    view = deal.view(0)
    assert view.current_trick is not None and view.current_trick.plays[-1].card is None
    for svg in (table_svg(view), trick_svg(view.current_trick)):
        assert "KRo" not in svg
        assert classes(svg, "m-facedown") == 1  # seen as "a trump by seat 2"
    assert "KRo" not in trick_svg(deal.current_trick, reveal=False)
    # Opened: the open table, the trick revealed, and seat 2's own view.
    assert "KRo" in table_svg(deal)
    assert placed_cards(trick_svg(deal.current_trick)).count("KRo") == 1
    assert placed_cards(table_svg(deal.view(2))).count("KRo") == 1
    # R24: once the eighth card is down, everyone sees it.
    while len(deal.tricks[2].plays) < 8:
        deal.push(deal.legal_moves()[0])
    assert placed_cards(table_svg(deal.view(0))).count("KRo") == 1


def test_other_hands_are_backs_in_a_view() -> None:
    deal = r28_after_face_down_kro()
    view = deal.view(0)
    placed = placed_cards(table_svg(view))
    others = {c.code for s in range(1, 8) for c in deal.hand(s)} - {deal.indicator.code}
    assert others and not others & set(placed)  # the indicator is public, in hand or not
    assert {c.code for c in deal.hand(0)} <= set(placed)


def test_side_cards_show_from_the_opening_lead() -> None:
    deal = ul.Deal.from_record((conformance_dir() / "R28_hidden_robai_5.json").read_text())
    while deal.tricks:
        deal.pop()
    hidden = {deal.discard.code, *(c.code for c in deal.stock)} if deal.discard else set()
    assert hidden, "the discard is made before the opening lead"
    not_recipient = (deal.recipient + 1) % 8  # type: ignore[operator]
    assert not hidden & set(placed_cards(table_svg(deal.view(not_recipient))))
    deal.push(deal.legal_moves()[0])  # the opening lead (R13)
    assert hidden <= set(placed_cards(table_svg(deal.view(not_recipient))))


# -- compositions --------------------------------------------------------------------------------


@pytest.mark.parametrize("suit", list(ul.Suit))
def test_rank_strips_hold_every_card_of_the_order_in_order(suit: ul.Suit) -> None:
    for order in (ul.trump_order(suit), ul.plain_order(suit)):
        svg = rank_strip_svg(order)
        assert placed_cards(svg) == [c.code for c in order]
        numbers = [t.text for t in top_texts(svg) if (t.text or "").isdigit()]
        assert numbers == [str(i) for i in range(1, len(order) + 1)]


def test_trump_strip_marks_tenka_and_the_native_robai() -> None:
    svg = rank_strip_svg(ul.trump_order(ul.Suit.ISU))
    assert classes(svg, "m-tenka") == 1 and classes(svg, "m-native") == 1
    assert classes(svg, "m-trump") == 16
    pao = rank_strip_svg(ul.trump_order(ul.Suit.PAO))
    assert classes(pao, "m-tenka") == 1 and classes(pao, "m-native") == 1
    assert classes(pao, "m-trump") == 15


def test_isu_plain_strip_singles_out_its_robai_between_2_and_1() -> None:
    svg = rank_strip_svg(ul.plain_order(ul.Suit.ISU))
    assert placed_cards(svg)[-3:] == ["I2", "IRo", "I1"]
    assert classes(svg, "hl") == 1  # the one ringed card (R15)
    assert "R15" in svg
    assert classes(rank_strip_svg(ul.plain_order(ul.Suit.OURU)), "hl") == 0


def test_hand_is_sorted_by_the_trump_order_and_rings_legal_cards() -> None:
    cards = ["G3", "KSu", "P9", "PRo", "K4", "GSu", "I1"]
    svg = hand_svg(cards, trump=ul.Suit.KOPPU)
    assert placed_cards(svg) == ["KSu", "PRo", "K4", "P9", "I1", "GSu", "G3"]
    assert classes(svg, "m-trump") == 3
    assert placed_cards(hand_svg(cards)) == sorted(cards, key=lambda c: ul.Card(c).index)
    ringed = hand_svg(cards, trump=ul.Suit.KOPPU, legal=["KSu", "K4"])
    assert classes(ringed, "hl") == 2
    hand = Hand(cards, trump=ul.Suit.KOPPU, legal=["KSu", "K4"])
    assert hand._repr_svg_() == ringed
    assert repr(hand).startswith("Hand(['G3', 'KSu'")


def test_trick_shows_every_play_its_winner_and_why() -> None:
    deal = ul.Deal.from_record((conformance_dir() / "R28_hidden_robai_5.json").read_text())
    trick = deal.tricks[2]
    svg = trick_svg(trick, trump=deal.trump)
    assert placed_cards(svg) == [c.code for _, c, _ in trick.plays]
    assert classes(svg, "hl") == 2  # the winner, KRo, and O ringed dashed (R27)
    assert svg.count('stroke-dasharray="6 4"') == 1
    assert "Robai-Rei" in svg and "R28" in svg
    hidden = trick_svg(trick, reveal=False)
    assert "KRo" not in hidden and "KRe" not in hidden
    assert classes(hidden, "m-facedown") == 2


def test_table_shows_teams_dealer_recipient_indicator_and_score() -> None:
    deal = r28_after_face_down_kro()
    svg = table_svg(deal)
    words = " ".join(t.text or "" for t in top_texts(svg))
    assert "team 0/2/4/6" in words and "team 1/3/5/7" in words
    assert f"seat {deal.dealer}  dealer · recipient" in words  # seat 5 dealt and received
    assert "Koppu is trump (R8)" in words and "indicator K7" in words
    assert "hidden, seat 2 passed" in words  # R28: the native Robai was hidden
    assert classes(svg, "ta") >= 4 and classes(svg, "tb") >= 4  # four badges per team
    assert placed_cards(svg).count("K7") == 2  # the indicator, and in seat 5's hand


def test_open_table_rings_only_the_legal_cards_when_some_are_not() -> None:
    deal = deal_with({0: ["K1", "K2", "G5"], 1: ["I3"]}, indicator="O5", dealer=7)
    while deal.phase != "play":
        deal.push(deal.legal_moves()[0])
    svg = table_svg(deal.view(deal.to_move))  # type: ignore[arg-type]
    legal = set(deal.legal_moves())
    hand = {c.code for c in deal.hand(deal.to_move)}  # type: ignore[arg-type]
    assert classes(svg, "hl") == (len(legal) if legal != hand else 0) + 1  # + the seat frame


def test_pictures_stay_small() -> None:
    deal = ul.Deal.shuffled(3)
    while deal.phase != "play":
        deal.push(deal.legal_moves()[0])
    deal.push(deal.legal_moves()[0])
    assert len(table_svg(deal).encode()) < 150_000  # 72 different faces drawn
    assert len(card_svg("KSu").encode()) < 8_000


def test_table_text_is_legible_and_themed() -> None:
    svg = table_svg(r28_after_face_down_kro())
    sizes = [float(t.get("font-size", "0")) for t in top_texts(svg)]
    assert sizes and min(sizes) >= 10  # px at 840 wide, about 800 in a notebook
    style = parse(svg).find(f"{NS}style")
    assert style is not None and style.text is not None
    variables = re.findall(r"var\(--jp-[\w-]+(,?)", style.text)
    assert variables and all(variables)  # every --jp- variable has a fallback


def test_a_cards_tags_stack_so_neighbours_never_run_together() -> None:
    """Under each card of a trick, its tags (lead, face down R24, wins R25) are one a line: side
    by side, "face down · wins" ran into the next card's "face down"."""
    import re

    from unsun_lab.players import RandomPlayer

    deal = ul.Deal.shuffled(seed=0)
    players = [RandomPlayer(seed=i) for i in range(8)]
    while deal.phase != "over":
        deal.push(players[deal.to_move].choose(deal.view(deal.to_move)))
    trick = deal.tricks[1]  # seat 2 wins with a face-down trump beside seat 3's face-down trump
    assert [p.face_down for p in trick.plays][5:7] == [True, True]
    svg = str(trick._repr_svg_())
    tags = [
        (float(x), float(y), words)
        for x, y, words in re.findall(r'<text x="([\d.]+)" y="([\d.]+)"[^>]*>([^<]*)</text>', svg)
        if words in {"lead", "face down", "wins"} or "·" in words
    ]
    assert all("·" not in words for _, _, words in tags), tags
    winner_x = [x for x, _, words in tags if words == "wins"]
    down_at_winner = [y for x, y, words in tags if words == "face down" and x in winner_x]
    wins_y = [y for _, y, words in tags if words == "wins"]
    assert down_at_winner and wins_y and wins_y[0] > down_at_winner[0]
