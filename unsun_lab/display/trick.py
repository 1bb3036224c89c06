"""A trick: eight plays in turn, face-down trumps as a seat sees them or opened (R24–R28)."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from unsun_lab.cards import Card, Suit
from unsun_lab.display.common import caption_lines, seat_label, team_name
from unsun_lab.display.faces import CARD_H, CARD_W, place_back, place_card
from unsun_lab.display.svg import SVG, Canvas, num, text
from unsun_lab.i18n import resolve_language
from unsun_lab.i18n import text as say
from unsun_lab.rules import team_of
from unsun_lab.view import SeenTrick

if TYPE_CHECKING:
    from unsun_lab.deal import Trick

__all__ = ["Play", "draw_play", "plays_of", "trick_svg", "trick_title", "w_and_o"]


class Play(NamedTuple):
    """One play as drawn: ``card`` None is another seat's face-down trump (R24, R31)."""

    seat: int
    card: Card | None
    face_down: bool


#: The height of one line of the tags under a card (lead, face down, wins).
TAG_LINE = 14


def plays_of(trick: Trick | SeenTrick) -> list[Play]:
    """The plays of a core Trick ((seat, card, face_down) tuples) or of a SeenTrick."""
    if isinstance(trick, SeenTrick):
        return [Play(p.seat, p.card, p.face_down) for p in trick.plays]
    return [Play(seat, card, face_down) for seat, card, face_down in trick.plays]


def explanation_of(trick: Trick | SeenTrick, lang: str | None = None) -> str | None:
    """Why the trick went as it did (R25–R28) in ``lang``, once it is complete."""
    if not trick.complete:
        return None
    return trick.explain(lang)


def w_and_o(trick: Trick | SeenTrick) -> dict[int, str]:
    """Where the trick's combination test compared two trumps (R27): the seat of the winning
    trump W ('w') and of the other team's strongest trump O ('o'), as the core decided it
    (``Trick.compared``, ``SeenTrick.compared``); empty when no such comparison was made (a
    Meri, no trump, no O)."""
    return trick.compared


def hides(play: Play, reveal: bool) -> bool:
    """Whether this play is drawn as a back: unknown to the seat, or kept face down."""
    return play.card is None or (play.face_down and not reveal)


def trick_title(
    trick: Trick | SeenTrick, plays: list[Play], reveal: bool, lang: str | None = None
) -> str:
    number, seat = trick.number, trick.leader
    if number == 9:
        return say("show.trick9_title", lang)
    if trick.meri:
        return say("show.meri_title", lang, number=number, seat=seat)
    if plays and not hides(plays[0], reveal) and plays[0].card is not None:
        lead = say("show.led_with", lang, card=plays[0].card.code, seat=seat)
    else:
        lead = say("show.led_by", lang, seat=seat)
    return say("show.plain_title", lang, number=number, lead=lead)


def draw_play(
    canvas: Canvas,
    play: Play,
    x: float,
    y: float,
    width: float,
    *,
    trump: Suit | None,
    reveal: bool,
    winner: bool = False,
) -> str:
    """One card of a trick: a back marked TRUMP when hidden, else the face; a face-down card
    shown opened gets a dashed outline; the winning card is ringed."""
    if hides(play, reveal) or play.card is None:  # a card the viewer never saw (R24, R31)
        return place_back(canvas, x, y, width, trump_mark=True)
    return place_card(
        canvas, play.card, x, y, width, trump=trump, highlight=winner, dashed=play.face_down
    )


def _result_lines(
    trick: Trick | SeenTrick, plays: list[Play], reveal: bool, lang: str
) -> list[str]:
    if not trick.complete:
        nxt = (trick.leader + len(plays)) & 7
        lines = [say("show.next", lang, seat=nxt)]
        if any(p.face_down for p in plays):
            lines.append(say("show.face_down_note", lang))
        return lines
    winner = trick.winner
    if any(hides(p, reveal) for p in plays):
        team = team_name(team_of(winner or 0), lang)
        return [say("show.wins_hidden", lang, seat=winner, team=team)]
    explanation = explanation_of(trick, lang)
    return [explanation] if explanation else []


def trick_svg(
    trick: Trick | SeenTrick,
    reveal: bool = True,
    *,
    trump: Suit | None = None,
    card_width: float = 72,
    lang: str | None = None,
) -> SVG:
    """A trick in the order played, from its leader: each seat with its team badge (R5), the
    winner ringed, and the reason it won, with any combination (R25–R28).

    ``trick`` is a core ``Trick`` or a PlayerView's ``SeenTrick``. Face-down trumps (R24) are
    opened with a dashed outline when ``reveal`` is true, else drawn as backs marked TRUMP; a
    SeenTrick's unknown cards (``card`` None) are always backs. ``trump`` (a Suit) adds the
    trump marks to the faces. Its words are in ``lang`` (None: the chosen language).
    """
    lang = resolve_language(lang)
    plays = plays_of(trick)
    pad, gap = 14, 12
    card_h = CARD_H * card_width / CARD_W
    slot = card_width + gap
    width = 2 * pad + 8 * slot - gap
    title = trick_title(trick, plays, reveal, lang)
    canvas = Canvas(width, 400, title, lang)
    canvas.add(text(pad, pad + 14, title, class_="ink b", font_size=15))
    label_y = pad + 44
    card_y = label_y + 10
    tag_y = card_y + card_h + 18
    winner = trick.winner
    seats = [(trick.leader + k) % 8 for k in range(8)]
    played = {p.seat: p for p in plays}
    next_seat = None if trick.complete else seats[len(plays)]
    tag_rows = 0
    compared = {} if any(hides(p, reveal) for p in plays) else w_and_o(trick)
    for k, seat in enumerate(seats):
        x = pad + k * slot
        cx = x + card_width / 2
        canvas.add(seat_label(seat, x + 2, label_y, size=12, lang=lang))
        play = played.get(seat)
        tags: list[str] = []
        strong = False
        if play is None:
            canvas.add(
                f'<rect class="rule" x="{num(x)}" y="{num(card_y)}" width="{num(card_width)}"'
                f' height="{num(card_h)}" rx="5" stroke-dasharray="5 4" stroke-width="1.2"/>'
            )
            if seat == next_seat:
                tags.append(say("show.tag.to_play", lang))
                strong = True
        else:
            canvas.add(
                draw_play(
                    canvas,
                    play,
                    x,
                    card_y,
                    card_width,
                    trump=trump,
                    reveal=reveal,
                    winner=seat == winner,
                )
            )
            if k == 0:
                tags.append(say("show.tag.lead", lang))
            if play.face_down:
                tags.append(say("show.tag.face_down", lang))
            if seat == winner:
                tags.append(say("show.tag.wins", lang))
                strong = True
            if seat in compared:  # W and O of the combination test (R27)
                tags.append(say(f"show.tag.{compared[seat]}", lang))
                strong = True
                if compared[seat] == "o":  # ringed like the winner, dashed
                    canvas.add(
                        f'<rect class="hl" x="{num(x - 2)}" y="{num(card_y - 2)}"'
                        f' width="{num(card_width + 4)}" height="{num(card_h + 4)}" rx="6"'
                        ' stroke-width="2.6" stroke-dasharray="6 4"/>'
                    )
        # one tag a line under its own card: tags side by side would run into the next card's
        cls = "ink b" if strong else "ink2"
        for row, tag in enumerate(tags):
            y = tag_y + row * TAG_LINE
            canvas.add(text(cx, y, tag, class_=cls, font_size=11.5, text_anchor="middle"))
        tag_rows = max(tag_rows, len(tags))
    legend = [say("show.wo_legend", lang)] if compared else []
    lines, bottom = caption_lines(
        legend + _result_lines(trick, plays, reveal, lang),
        pad,
        tag_y + 26 + max(tag_rows - 1, 0) * TAG_LINE,
        size=12.5,
        width=104,
    )
    canvas.add(*lines)
    canvas.height = bottom + pad - 6
    return canvas.render()
