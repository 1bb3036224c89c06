"""What the asking seat knows that a question needs (R31), as sentences-as-data: the trump
suit and how many trumps there are (R8, R9), the dealer and who took the indicator (R6, R11),
what the seat knows of the native Robai (R11, R13, R28), whether a Meri has been led (R22,
R23), the tricks so far (leader, cards, winner, the trumps in them, R25), the trick being
played (a face-down trump shows as such, R24) and how many trumps the seat has not seen.

Built from ``deal.view(seat)`` only, so it holds nothing the seat cannot know; for a question
asked of the open table (``seat`` None) only what every seat knows once the trick is turned
up: the trump, the dealer, the indicator's recipient, the Meri and the finished tricks.

>>> from unsun_lab.deal import Deal
>>> deal = Deal.shuffled(seed=7).play_out(lambda d: d.legal_moves()[0]).after(20)
>>> lines = context(deal, deal.to_move)
>>> lines[0].key in ("context.trump", "context.trump_pao")
True
>>> [e.key for e in lines if e.key == "context.trick"] != []
True
"""

from __future__ import annotations

from unsun_lab.cards import Suit
from unsun_lab.deal import Deal
from unsun_lab.explain import Explanation
from unsun_lab.orders import table_for
from unsun_lab.principles import trumps_in_deal, trumps_unseen
from unsun_lab.view import PlayerView, SeenTrick

__all__ = ["context", "dealer_line", "of_view", "trump_line"]


def trump_line(trump: Suit) -> Explanation:
    """R8, R9: which suit is trump and how many trumps there are (16, or 15 with Pao)."""
    if trump is Suit.PAO:
        return Explanation("R9", "context.trump_pao")
    return Explanation(
        "R9", "context.trump", {"suit": trump, "count": len(table_for(trump).trumps)}
    )


def dealer_line(dealer: int, seat: int | None) -> Explanation:
    """R6: who dealt, said to the learner at ``seat`` ("you dealt" when it is the dealer)."""
    key = "context.dealer_you" if dealer == seat else "context.dealer"
    return Explanation("R6", key, {"dealer": dealer})


def _trump(view: PlayerView) -> Explanation:
    return trump_line(view.trump)


def _robai(view: PlayerView) -> Explanation:
    card = view.table.native_robai.code
    state = view.robai
    if state == "own":
        state = "own_hidden" if view.declared is False else "own_deciding"
    params: dict[str, object] = {"card": card}
    if state == "declared":
        if view.recipient == view.seat:
            state = "you_declared"
        else:
            params["seat"] = view.recipient if view.recipient is not None else "?"
    return Explanation("R11", f"context.robai.{state}", params)


def _plays(trick: SeenTrick) -> list[Explanation]:
    out = []
    for p in trick.plays:
        if p.card is None:
            out.append(Explanation("R24", "context.play_down", {"seat": p.seat}))
        else:
            out.append(Explanation(None, "context.play", {"seat": p.seat, "card": p.card.code}))
    return out


def _trick(view: PlayerView, trick: SeenTrick) -> Explanation:
    won = next(p.card for p in trick.plays if p.seat == trick.winner)
    trumps = [p.card.code for p in trick.plays if p.card is not None and view.is_trump(p.card)]
    return Explanation(
        "R25",
        "context.trick",
        {
            "number": trick.number,
            "leader": trick.leader,
            "plays": _plays(trick),
            "winner": trick.winner,
            "card": won.code if won is not None else "?",
            "trumps": trumps,
        },
    )


def of_view(
    view: PlayerView, *, own: bool = True, before: int | None = None
) -> tuple[Explanation, ...]:
    """The context from ``view``; ``own=False`` keeps only what every seat knows (the open
    table's question about finished tricks), and ``before`` only the tricks numbered below
    it (a question about trick N does not show trick N's winner)."""
    out = [_trump(view), dealer_line(view.dealer, view.seat if own else None)]
    if view.recipient is not None:
        if own and view.recipient == view.seat:
            out.append(Explanation("R11", "context.recipient_you", {"indicator": view.indicator}))
        else:
            out.append(
                Explanation(
                    "R11",
                    "context.recipient",
                    {"seat": view.recipient, "indicator": view.indicator},
                )
            )
    if own:
        out.append(_robai(view))
    if view.phase in ("play", "over"):
        out.append(Explanation("R23" if view.meri_seen else "R22", _meri_key(view)))
    for trick in view.tricks:
        if trick.complete and (before is None or trick.number < before):
            out.append(_trick(view, trick))
    current = view.current_trick
    if own and current is not None:
        out.append(
            Explanation(
                "R18", "context.current", {"leader": current.leader, "plays": _plays(current)}
            )
        )
    if own and view.phase == "play":
        out.append(
            Explanation(
                "R9",
                "context.unseen",
                {"count": trumps_unseen(view), "total": trumps_in_deal(view.table)},
            )
        )
    return tuple(out)


def _meri_key(view: PlayerView) -> str:
    return "context.meri.yes" if view.meri_seen else "context.meri.no"


def context(deal: Deal, seat: int | None, before: int | None = None) -> tuple[Explanation, ...]:
    """What ``seat`` knows of ``deal`` that a question needs, from its view (R31); ``seat``
    None: what every seat knows (finished tricks are turned up, R24), and of the tricks only
    those numbered below ``before`` (None: none, so no answer is given away)."""
    if seat is not None:
        return of_view(deal.view(seat))
    # The open table: a view of any seat, keeping only what all of them know.
    return of_view(deal.view(0), own=False, before=1 if before is None else before)
