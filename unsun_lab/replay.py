"""Replaying a record: the machine-readable form of DESIGN.md and a narration with reasons."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from unsun_lab.deal import Deal
from unsun_lab.explain import Explanation
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


def narrate(source: str | Path | dict[str, Any] | Deal) -> str:
    """The deal told trick by trick, with the reason (rule id) for each restriction, each
    trick's winner and each combination."""
    reasons: list[tuple[int, str, Explanation | None, list[str]]] = []

    def observe(deal: Deal, move: str) -> None:
        if deal.phase == "play":
            seat = deal.to_move
            assert seat is not None
            reasons.append((seat, move, deal.legal_reason(), deal.legal_moves()))

    deal = source if isinstance(source, Deal) else deal_from_record(source, observe)
    lines: list[str] = []
    if deal.title:
        title = printable(deal.title)  # a title is text: no terminal command, no new line
        lines += [title, "=" * len(title)]
    lines.append(
        f"Dealer: seat {deal.dealer}. Indicator: {deal.indicator.code} ({deal.indicator.name}),"
        f" so {deal.trump.title} is trump (R8)."
    )
    why = _declaration(deal)
    if why is not None:
        lines.append(f"Declaration: {why}.")
    if deal.discard is not None:
        lines.append(f"Seat {deal.recipient} discards {deal.discard.code} (R12).")
    if deal.tricks:
        lines.append(
            f"Side cards, shown at the opening lead: discard {deal.discard}, stock"
            f" {deal.stock[0]} {deal.stock[1]}; out of play (R13)."
        )
    k = 0
    for trick in deal.tricks:
        kind = "Meri, led with a trump (R20)" if trick.meri else "led with a plain card"
        if trick.ninth:
            kind = "the last cards, revealed together (R26)"
        lines.append("")
        lines.append(f"Trick {trick.number} — seat {trick.leader} leads; {kind}.")
        for seat, card, face_down in trick.plays:
            note = ""
            if not trick.ninth and k < len(reasons):
                _, _, reason, legal = reasons[k]
                k += 1
                if reason is not None and reason.rule != "R22" and reason.key != "legal.lead":
                    note = f"  [{len(legal)} legal: {reason}]"
            down = " (face down, R24)" if face_down else ""
            lines.append(f"  seat {seat}: {card.code}{down}{note}")
        for reason in trick.reasons():
            lines.append(f"  → {reason}")
        lines.append(f"  Score: {deal.score_after(trick.number)}")
    lines.append("")
    a, b = deal.score
    if deal.over:
        lines.append(str(Explanation("R29", "score.total", {"a": a, "b": b})))
    else:
        lines.append(
            f"The record stops after {len(deal.moves)} moves; running score: team 0/2/4/6 {a},"
            f" team 1/3/5/7 {b}."
        )
    return "\n".join(lines)
