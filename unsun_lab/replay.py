"""Replaying a record: the machine-readable form of DESIGN.md and a narration with reasons."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from unsun_lab.deal import Deal
from unsun_lab.explain import Explanation, card_name, format_value, sentence
from unsun_lab.i18n import resolve_language
from unsun_lab.i18n import text as say
from unsun_lab.i18n.examples import translate
from unsun_lab.record import deal_from_record
from unsun_lab.safe import printable

__all__ = ["deal_summary", "narrate", "replay"]


def replay(source: str | Path | dict[str, Any], legal: bool = False) -> dict[str, Any]:
    """Replay a record and return the JSON form of DESIGN.md (``legal`` adds the legal moves
    before every play of tricks 1–8). Raises RecordError for a bad record."""
    legal_before: list[list[str]] = []

    def observe(deal: Deal, move: str) -> None:
        if deal.phase == "play":
            legal_before.append(sorted(deal.legal_moves()))

    deal = deal_from_record(source, observe if legal else None)
    return deal_summary(deal, legal_before if legal else None)


def deal_summary(deal: Deal, legal_before: list[list[str]] | None = None) -> dict[str, Any]:
    """The DESIGN.md JSON of a deal as it stands (an unfinished trick has winner null)."""
    tricks = []
    k = 0
    for trick in deal.tricks:
        entry = trick.to_dict()
        if legal_before is not None and not trick.ninth:
            for play in entry["plays"]:
                play["legal"] = legal_before[k]
                k += 1
        tricks.append(entry)
    return {
        "trump": deal.trump.title,
        "dealer": deal.dealer,
        "recipient": deal.recipient,
        "native_robai": deal.native_robai_status,
        "discard": None if deal.discard is None else deal.discard.code,
        "stock": [c.code for c in deal.stock],
        "tricks": tricks,
        "score": list(deal.score),
    }


def _declaration(deal: Deal) -> Explanation | None:
    status = deal.native_robai_status
    params = {"seat": deal.holder, "card": deal.native_robai, "dealer": deal.dealer}
    if status == "declared":
        return Explanation("R11", "deal.declared", params)
    if status == "hidden":
        return Explanation("R11", "deal.passed", params)
    if status == "indicator":
        return Explanation("R11", "deal.robai_indicator", params)
    if status == "stock":
        return Explanation("R11", "deal.robai_stock", params)
    return None


def narrate(source: str | Path | dict[str, Any] | Deal, lang: str | None = None) -> str:
    """The deal told trick by trick, with the reason (rule id) for each restriction, each
    trick's winner and each combination, in ``lang`` (None: the language chosen with
    ``set_language``; an unknown one raises ValueError naming the known ones)."""
    lang = resolve_language(lang)
    reasons: list[tuple[int, str, Explanation | None, list[str]]] = []

    def observe(deal: Deal, move: str) -> None:
        seat = deal.to_move
        if deal.phase == "play" and seat is not None:
            reasons.append((seat, move, deal.legal_reason(), deal.legal_moves()))

    deal = source if isinstance(source, Deal) else deal_from_record(source, observe)
    lines: list[str] = []
    if deal.title:
        # a title is text: no terminal command, no new line; an example's is translated
        title = printable(translate(deal.title, lang))
        lines += [title, "=" * len(title)]
    lines.append(
        say(
            "narrate.dealer",
            lang,
            seat=deal.dealer,
            card=deal.indicator.code,
            name=card_name(deal.indicator, lang),
            suit=format_value(deal.trump, lang),
        )
    )
    why = _declaration(deal)
    if why is not None:
        lines.append(say("narrate.declaration", lang, reason=why.render(lang)))
    if deal.discard is not None:
        lines.append(say("narrate.discard", lang, seat=deal.recipient, card=deal.discard.code))
    if deal.tricks:
        side = Explanation("R13", "deal.side_cards", {"discard": deal.discard, "stock": deal.stock})
        lines.append(sentence(side.render(lang)))
    k = 0
    for trick in deal.tricks:
        kind = say("narrate.meri" if trick.meri else "narrate.plain", lang)
        if trick.ninth:
            kind = say("narrate.ninth", lang)
        lines.append("")
        lines.append(say("narrate.trick", lang, number=trick.number, seat=trick.leader, kind=kind))
        for seat, card, face_down in trick.plays:
            note = ""
            if not trick.ninth and k < len(reasons):
                _, _, reason, legal = reasons[k]
                k += 1
                if reason is not None and reason.rule != "R22" and reason.key != "legal.lead":
                    n = len(legal)
                    note = "  " + say("narrate.legal", lang, count=n, reason=reason.render(lang))
            who = say("narrate.seat", lang, seat=seat)
            down = say("narrate.face_down", lang)
            key = "narrate.play_down" if face_down else "narrate.play"
            said = say(key, lang, seat=who, card=card.code, down=down)
            lines.append("  " + said[:1].upper() + said[1:] + note)
        for reason in trick.reasons():
            lines.append(f"  → {reason.render(lang)}")
        a, b = deal.score_after(trick.number)
        lines.append("  " + say("narrate.score", lang, a=a, b=b))
    lines.append("")
    a, b = deal.score
    if deal.over:
        lines.append(sentence(Explanation("R29", "score.total", {"a": a, "b": b}).render(lang)))
    else:
        lines.append(say("narrate.stops", lang, count=len(deal.moves), a=a, b=b))
    return "\n".join(lines)
