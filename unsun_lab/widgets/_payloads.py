"""The payloads every widget sends to its front end, built by plain functions from a seat's view.

A payload (a card, a trick, a hand, the side cards, the declaration, the deal's summary) is made
from what a seat knows (a :class:`~unsun_lab.view.PlayerView`, R31) or, for the teaching views,
from the open table as a teacher shows it; never from a widget's own reading of the rules. A card
the viewer may not see is a back that names no card (R24). Every word comes from the catalogue
in the language asked for, by :func:`ui`.

This is the bottom of the widgets: it imports no other widget module (``_common`` builds on it).
"""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from unsun_lab.cards import Card
from unsun_lab.deal import Deal, Trick
from unsun_lab.explain import card_name, sentence
from unsun_lab.i18n import text
from unsun_lab.match import Match
from unsun_lab.orders import TrumpTable
from unsun_lab.rules import team_label, team_of
from unsun_lab.view import PlayerView, SeenTrick, Spoken, seen_trick

__all__ = [
    "BACK_FACE",
    "FACE_DOWN_MARK",
    "CardPayload",
    "back_payload",
    "card_payload",
    "compared_payload",
    "declaration_payload",
    "face_down_labels",
    "face_down_note",
    "face_key",
    "hand_payload",
    "head_payload",
    "legal_text",
    "open_trick",
    "plays_payload",
    "said_play",
    "scoreboard_html",
    "seats_payload",
    "side_payload",
    "summary_payload",
    "text_view_payload",
    "trick_payload",
    "tricks_payload",
    "ui",
]

Payload = dict[str, Any]

#: A card as the front end draws it (:func:`card_payload`, :func:`back_payload`).
CardPayload = Payload

#: The face key of a face-down trump: a back marked TRUMP, which names no card (R24).
BACK_FACE = "back-trump"

#: The one mark of a trump played face down (R24), drawn after its player's name by every
#: widget (the PlayTable, the DealStepper, Practice) and explained by :func:`face_down_note`.
#: The catalogue's ``ui.face_down_mark`` is this mark in every language.
FACE_DOWN_MARK = "↓"


def ui(key: str, lang: str | None = None, /, **params: object) -> str:
    """A widget's word or sentence ``ui.<key>`` from the catalogue, in ``lang``: the one way
    every widget module says its words.

    >>> ui("seat", "en", seat=3), ui("seat", "pt", seat=3)
    ('seat 3', 'jogador 3')
    """
    return text(f"ui.{key}", lang, **params)


def joined(parts: Sequence[str], lang: str | None = None) -> str:
    """The parts of one widget line joined by the language's own mark (" · "; Japanese 「、」).

    >>> joined(["a", "b"], "en"), joined(["名乗る", "パスする"], "ja")
    ('a · b', '名乗る、パスする')
    """
    return text("list.dot", lang).join(parts)


def face_key(card: Card, table: TrumpTable | None = None) -> str:
    """The name of a card's face: its code, with the trump suit's letter when it is a trump,
    because a trump's face wears the trump star and Tenka/native Robai bands (R8–R10)."""
    if table is not None and table.is_trump[card.index]:
        return f"{card.code}.{table.native_robai.suit.letter}"
    return card.code


def card_payload(
    card: Card, table: TrumpTable | None = None, lang: str | None = None, **extra: Any
) -> CardPayload:
    """A card as the front end draws it: code, suit letter, rank code, name (in ``lang``: what
    its hover text and a screen reader say), trump or not, and the key of its face.

    >>> card_payload(Card("KSo"), lang="ja")["name"], card_payload(Card("KSo"), lang="pt")["name"]
    ('コツのソウタ', 'Sota de Koppu')
    """
    data: CardPayload = {
        "code": card.code,
        "suit": card.suit.letter,
        "rank": card.rank.code,
        "name": card_name(card, lang),
        "trump": bool(table is not None and table.is_trump[card.index]),
        "face": face_key(card, table),
    }
    data.update(extra)
    return data


def back_payload(
    seat: int | None = None, label: str | None = None, lang: str | None = None
) -> CardPayload:
    """A card the viewer may not see (R24/R31): drawn as a back; it names no card. Its hover
    text is ``label``, else the catalogue's words for a face-down trump in ``lang``."""
    name = label if label is not None else f"{text('show.back_trump', lang)} (R24)"
    return {"code": None, "back": True, "seat": seat, "name": name, "face": BACK_FACE}


def plays_payload(trick: SeenTrick, table: TrumpTable, lang: str | None) -> list[Payload]:
    """A trick's plays as the viewer saw them: a face-down trump it may not know stays a back
    (R24, R31), so its card never reaches the browser."""
    return [
        {
            "seat": p.seat,
            "card": back_payload(p.seat, lang=lang)
            if p.card is None
            else card_payload(p.card, table, lang),
            "face_down": p.face_down,
        }
        for p in trick.plays
    ]


def trick_payload(
    trick: SeenTrick,
    table: TrumpTable,
    lang: str | None,
    name: Callable[[int], str],
    withheld: str | None = None,
) -> Payload:
    """One trick as the front end draws it: heading, plays (named by ``name``), the winner
    and, once complete, the core's sentence of who won and why (``Trick.explain``). With
    ``withheld`` (a sentence), the trick's sentence is not sent: ``explain`` is that sentence
    instead, so nothing drawn or read says what the trick scored (its cards, its winner's ring
    and the W/O tags stay: a question that withholds it names them itself)."""
    face_down = any(p.face_down for p in trick.plays)
    result = (trick.explain(lang) or "") if trick.complete else ""
    heading = ui("trick_heading", lang, number=trick.number, leader=trick.leader)
    return {
        "number": trick.number,
        "leader": trick.leader,
        "meri": trick.meri,
        "complete": trick.complete,
        "winner": trick.winner,
        "plays": plays_payload(trick, table, lang),
        "names": [name(p.seat) for p in trick.plays],
        "explain": result if withheld is None else withheld,
        "said": [said_play(name(p.seat), p.card, lang) for p in trick.plays],
        "heading": heading + (ui("meri", lang) if trick.meri else ""),
        "hidden_note": face_down_note(lang) if face_down and not trick.complete else "",
        **compared_payload(trick, lang),
    }


def compared_payload(trick: SeenTrick, lang: str | None) -> Payload:
    """W and O of a finished trick where the combination test compared two trumps (R27), as
    the trick pictures mark them (``display.trick``): ``marks`` ('w', 'o' or '' for each play,
    in play order), ``tags`` (the letters under the cards: W/O, V/A in pt, V/S in cs, 勝/相 in
    ja) and the ``legend`` that says what they stand for. The fact is the core's
    (``SeenTrick.compared``), from the seat's own view of a complete trick, whose cards every
    seat has seen (R24, R31); nothing is marked while the trick is played."""
    compared = trick.compared
    marks = [compared.get(p.seat, "") for p in trick.plays]
    return {
        "marks": marks,
        "tags": [text(f"show.tag.{m}", lang) if m else "" for m in marks],
        "legend": text("show.wo_legend", lang) if compared else "",
    }


def face_down_note(lang: str | None = None) -> str:
    """The one sentence that explains :data:`FACE_DOWN_MARK` (R24), wherever it is drawn.

    >>> face_down_note("en").split(":")[0]
    '↓ after a name'
    """
    return ui("face_down_note", lang, mark=FACE_DOWN_MARK)


def face_down_labels(lang: str | None = None) -> Payload:
    """The face-down mark and its sentence, as a widget's labels carry them (``L.face_down_mark``,
    ``L.face_down_note`` in the front end)."""
    return {"face_down_mark": FACE_DOWN_MARK, "face_down_note": face_down_note(lang)}


def said_play(who: str, card: Card | None, lang: str | None) -> str:
    """One play as a screen reader announces it: who played, then the card named in ``lang``;
    a face-down trump the viewer may not know is said as such (R24, R31).

    >>> said_play("seat 3", Card("KSo"), "en"), said_play("席3", None, "ja")
    ('seat 3: Koppu Sota.', '席3：伏せた切り札（R24）。')
    """
    if card is None:
        return ui("said_played_down", lang, name=who)
    return ui("said_played", lang, name=who, card=card_name(card, lang))


def open_trick(trick: Trick, reveal: bool) -> SeenTrick:
    """A trick of the open table as a teacher shows it (``view.seen_trick`` with no seat): a
    face-down trump of the trick being played stays face down (R24) unless ``reveal``."""
    return seen_trick(trick, None, face_up=reveal)


def hand_payload(
    cards: Sequence[Card], table: TrumpTable, legal: Sequence[str], lang: str | None = None
) -> list[Payload]:
    """Cards of a hand, each marked legal or not (the legal moves are the core's)."""
    return [card_payload(c, table, lang, legal=c.code in legal) for c in cards]


def side_payload(
    discard: Card | None, stock: Sequence[Card], shown: bool, table: TrumpTable, lang: str | None
) -> Payload:
    """The discard and the stock as far as the viewer knows them (R12, R13)."""
    return {
        "discard": None if discard is None else card_payload(discard, table, lang),
        "stock": [card_payload(c, table, lang) for c in stock],
        "revealed": shown,
        "text": ui("side_shown" if shown else "side_hidden", lang),
    }


def declaration_payload(spoken: Sequence[Spoken], lang: str | None) -> Payload:
    """What the seats said so far, in turn from the dealer's left (R11), and as one line."""
    return {
        "declaration": [{"seat": w.seat, "said": w.said} for w in spoken],
        "declaration_text": joined(
            [
                ui("declares" if w.said == "declare" else "passes", lang, seat=w.seat)
                for w in spoken
            ],
            lang,
        ),
    }


def legal_text(legal: Sequence[str], lang: str | None) -> str:
    """The legal moves as the learner reads them: cards by code (R3), the declaration's
    choices in words."""
    words = [ui(m, lang) if m in ("declare", "pass") else m for m in legal]
    if not words:
        return ""
    head = ui("legal", lang)
    return head + ("" if head.endswith("：") else " ") + joined(words, lang)


def summary_payload(view: PlayerView | Deal, lang: str | None) -> Payload | None:
    """How a finished deal's score adds up to 9 (R27–R29), from the tricks as seen."""
    tricks = view.tricks
    if len(tricks) < 9 or not tricks[-1].complete:
        return None
    won = [
        sum(1 for t in tricks if t.winner is not None and team_of(t.winner) == k) for k in (0, 1)
    ]
    lines = [ui("summary_tricks", lang, a=won[0], b=won[1])]
    for trick in tricks:
        seen = trick if isinstance(trick, SeenTrick) else open_trick(trick, True)
        if seen.combo is None or seen.winner is None:
            continue
        combo = seen.combo
        lines.append(
            ui(
                "summary_combo",
                lang,
                number=seen.number,
                pair=text(f"pair.{combo['pair']}", lang),
                w=combo["winner_card"],
                o=combo["opposing_card"],
                count=combo["points"],
                team=team_label(team_of(seen.winner)),
                why=seen.reasons[-1].render(lang),
            )
        )
    a, b = view.score
    lines.append(ui("summary_total", lang, a=a, b=b))
    return {"lines": lines, "tricks": won, "score": [a, b]}


def seats_payload(
    view: PlayerView,
    seats: Sequence[int],
    marks: Callable[[int], list[str]],
    name: Callable[[int], str],
    to_move: int | None,
    lang: str | None,
) -> list[Payload]:
    """The seats round the viewer's (R4, R5): each one's name, team (partner or opponent of
    the viewer), how many cards it holds as the viewer knows it, its marks, whose turn."""
    return [
        {
            "seat": s,
            "team": "partner" if team_of(s) == team_of(view.seat) else "opponent",
            "side": team_of(s),
            "label": name(s),
            "count": ui("cards_count", lang, count=view.hand_sizes[s])
            if view.hand_sizes[s]
            else text("show.no_cards", lang),
            "marks": " ".join(marks(s)),
            "to_move": s == to_move,
        }
        for s in seats
    ]


def tricks_payload(
    view: PlayerView,
    lang: str | None,
    name: Callable[[int], str],
    withheld: Mapping[int, str] | None = None,
) -> Payload:
    """The tricks as the viewer saw them (R24, R31): the one on the table (or the last
    finished), the last finished, every finished one, and the deal's summary once over.
    ``withheld``: trick number -> the sentence said instead of its result (see
    :func:`trick_payload`); while a result is withheld, the summary is not sent either."""
    hold = withheld or {}
    table = view.table
    finished = [t for t in view.tricks if t.complete]
    last = finished[-1] if finished else None
    shown = view.current_trick or last

    def trick(t: SeenTrick | None) -> Payload | None:
        return None if t is None else trick_payload(t, table, lang, name, hold.get(t.number))

    return {
        "trick": trick(shown),
        "last": trick(last),
        "history": [trick(t) for t in finished],
        "summary": None if hold else summary_payload(view, lang),
    }


def head_payload(view: PlayerView, dealer: str, recipient: int | None, lang: str | None) -> Payload:
    """The table's head line (trump, dealer, who took the indicator), the indicator and the
    side cards, as the viewer knows them (R7, R8, R11–R13)."""
    trump = text(f"suit.{view.trump.letter}", lang)
    head = ui("trump_dealer", lang, trump=trump, dealer=dealer)
    if recipient is not None:
        head = joined([head, ui("taken_by", lang, seat=recipient)], lang)
    shown = view.stock is not None
    return {
        "head": head,
        "trump": trump,
        "side": side_payload(view.discard, view.stock or (), shown, view.table, lang),
        "indicator": card_payload(view.indicator, view.table, lang),
    }


def text_view_payload(
    view: PlayerView,
    lang: str | None,
    name: Callable[[int], str],
    *,
    hand: Sequence[Card],
    legal: Sequence[str],
    sizes: Sequence[int],
    recipient: int | None,
    spoken: Sequence[Spoken],
    totals: Sequence[int],
    deals_done: int,
    withheld: Mapping[int, str] | None = None,
    score: Sequence[int] | None = None,
) -> Payload:
    """The table as plain text, in the spirit of a chess site's blind mode: what the viewer's
    seat knows (R31) and nothing else, every card by its name in ``lang`` and its code (R3).

    Built from ``view`` and from what the table shows of it: ``hand`` (the view's hand, or its
    nine dealt cards while the seats speak), ``legal`` (the view's legal moves), ``sizes`` (how
    many cards each seat holds, as the view counts them), ``recipient`` (None until the seat
    has heard who took the indicator, R11), ``spoken`` (the declaration as heard so far) and
    the match's public totals after ``deals_done`` deals (R30). A face-down trump the seat
    may not know is said as such, without its card (R24). ``name`` names a seat.

    ``withheld`` (trick number -> a sentence) keeps a finished trick's result unsaid, as
    :func:`tricks_payload` does: the sentence stands in its place, and under the ``score``
    given (the score before that trick) instead of the view's.
    """
    hold = withheld or {}
    table = view.table
    sep = ui("tv_sep", lang)

    def card(c: Card) -> str:
        return ui("tv_card", lang, name=card_name(c, lang), code=c.code)

    def listed(cards: Sequence[Card]) -> str:
        return sep.join(card(c) for c in cards)

    trump = text(f"suit.{view.trump.letter}", lang)
    lines = [
        ui("tv_trump", lang, trump=trump, card=card(view.indicator)),
        ui("tv_dealer", lang, dealer=name(view.dealer)),
    ]
    if recipient is not None:
        lines.append(ui("tv_taken", lang, name=name(recipient)))
    if view.stock is not None:  # shown at the opening lead (R13)
        side = ([] if view.discard is None else [view.discard]) + list(view.stock)
        lines.append(ui("tv_side", lang, cards=listed(side)))
    else:
        if view.discard is not None and recipient == view.seat:  # its own discard (R12)
            lines.append(ui("you_discarded", lang, card=card(view.discard)))
        lines.append(sentence(ui("side_hidden", lang)))
    said = declaration_payload(spoken, lang)["declaration_text"]
    if said:
        label = ui("declaration", lang)
        lines.append(label + ("" if label.endswith("：") else " ") + said)
    holds = [
        ui(
            "tv_holds",
            lang,
            name=name(s),
            count=ui("cards_count", lang, count=sizes[s])
            if sizes[s]
            else text("show.no_cards", lang),
        )
        for s in range(8)
        if s != view.seat
    ]
    a, b = view.score if score is None else score
    score_lines = [ui("tv_score", lang, a=a, b=b), *sorted(set(hold.values()))]
    if deals_done:
        score_lines.append(ui("tv_match", lang, count=deals_done, a=totals[0], b=totals[1]))

    def compared_words(t: SeenTrick) -> list[str]:
        """W and O in words, where the combination test compared them (R27)."""
        compared = {mark: seat for seat, mark in t.compared.items()}
        if not compared:
            return []
        cards = {p.seat: p.card for p in t.plays if p.card is not None}

        def who(seat: int) -> str:
            return ui("tv_wo_card", lang, name=name(seat), card=card(cards[seat]))

        return [ui("tv_wo", lang, w=who(compared["w"]), o=who(compared["o"]))]

    def trick(t: SeenTrick, title: str) -> Payload:
        heading = ui("trick_heading", lang, number=t.number, leader=t.leader)
        plays = []
        for p in t.plays:
            who = name(p.seat)
            if p.card is None:  # a face-down trump this seat may not know (R24)
                plays.append(ui("said_played_down", lang, name=who))
            elif p.face_down and not t.complete:  # its own, face down to the others (R24)
                plays.append(ui("tv_down_own", lang, name=who, card=card(p.card)))
            else:
                plays.append(ui("tv_up", lang, name=who, card=card(p.card)))
        if t.complete and t.number in hold:  # its result is not said yet
            plays.append(hold[t.number])
            plays += compared_words(t)
        elif t.complete:
            plays.append(t.explain(lang) or "")
            plays += compared_words(t)
        meri = ui("meri", lang) if t.meri else ""
        return {"heading": f"{title} · {heading}{meri}", "lines": plays, "number": t.number}

    finished = [t for t in view.tricks if t.complete]
    current = view.current_trick
    if current is not None:
        shown = trick(current, ui("on_table", lang))
    elif finished:
        shown = trick(finished[-1], ui("last_trick", lang))
    else:
        shown = {"heading": ui("on_table", lang), "lines": [ui("no_card", lang)], "number": 0}
    last = trick(finished[-1], ui("last_trick", lang)) if current and finished else None
    down = current is not None and any(p.face_down for p in current.plays)

    trumps = [c for c in hand if table.is_trump[c.index]]
    suits: dict[str, list[Card]] = {}
    for c in hand:
        if not table.is_trump[c.index]:
            suits.setdefault(c.suit.letter, []).append(c)
    hand_lines = [ui("tv_trumps", lang, cards=listed(trumps))] if trumps else []
    hand_lines += [
        ui("tv_suit", lang, suit=text(f"suit.{letter}", lang), cards=listed(cs))
        for letter, cs in suits.items()
    ]
    choices = [
        {
            "code": c.code,
            "name": card_name(c, lang),
            "legal": c.code in legal,
            "label": card(c) if c.code in legal else ui("tv_not_now", lang, card=card(c)),
        }
        for c in hand
    ]
    first = hand[0] if hand else None
    return {
        "title": ui("tv_title", lang),
        "table": lines,
        "seats": ui("tv_seats", lang, list=sep.join(holds)),
        "score": score_lines,
        "trick": shown,
        "last": last,
        "note": face_down_note(lang) if down else "",
        "hand_heading": ui("tv_hand", lang, count=len(hand)),
        "hand": hand_lines,
        "choices": choices,
        "keys": ""
        if first is None
        else ui("tv_keys", lang, code=first.code, name=card_name(first, lang)),
    }


def scoreboard_html(
    title: str, svg: str | None, state: Payload, match: Match, lang: str | None
) -> str:
    """A table's static picture (a notebook keeps it): the table as the learner sees it, the
    status line and the scoreboard of the match (R29, R30), as ``state`` sends it when it
    does (a guided question may hold a deal's row back until it is answered)."""
    results = state.get("results", match.results)
    rows = "".join(
        f"<tr><td>{i + 1}</td><td>{a}</td><td>{b}</td></tr>" for i, (a, b) in enumerate(results)
    )
    a, b = state.get("totals", match.totals)
    head = "".join(f"<th>{ui(k, lang)}</th>" for k in ("col_deal", "col_us", "col_them"))
    return (
        f"<div><strong>{html.escape(title)}</strong></div>{svg or ''}"
        f"<p>{html.escape(str(state.get('status', '')))}</p><table><tr>{head}</tr>{rows}"
        f"<tr><td>{ui('total', lang)}</td><td>{a}</td><td>{b}</td></tr></table>"
    )
