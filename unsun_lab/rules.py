"""The rules of dealing, play and scoring as small functions, each citing its rule id (R5–R28).

They work on plain values (cards, a TrumpTable, flags). The Deal and the explanations call
them; the fast simulator (``fastsim``) builds its bitmask tables from them and from ``orders``
at import, and ``tests/rules/test_fastsim.py`` checks the two agree at every decision.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Final, NamedTuple

from unsun_lab.cards import Card, Suit
from unsun_lab.explain import Explanation, Term
from unsun_lab.orders import COMBO_PAIRS, TENKA, TrumpTable

__all__ = [
    "DISCARD_REFUSAL",
    "FIVE_WHILE_HIDDEN",
    "INDICATOR_POSITION",
    "REFUSAL_OF",
    "ROBAI_SEEN",
    "ROBAI_STATUSES",
    "RULE_OF",
    "STOCK_POSITIONS",
    "TEAMS",
    "Combo",
    "Play",
    "combination",
    "compared_seats",
    "deal_positions",
    "declaration_refusal",
    "discardable",
    "is_face_down",
    "obligation_reason",
    "play_obligation",
    "play_refusal",
    "robai_seen",
    "robai_status",
    "seat_dealt",
    "shuffled_deck",
    "speaking_order",
    "team_label",
    "team_name",
    "team_of",
    "team_seats",
    "transfer_points",
    "trick_winner",
]


class Play(NamedTuple):
    """One card on a trick: who played it, the card, and whether it went face down (R24).

    A tuple, so ``seat, card, face_down = play`` works as well as ``play.card``.
    """

    seat: int
    card: Card
    face_down: bool


#: The rule id that stands behind each obligation key of play_obligation().
RULE_OF: dict[str, str] = {
    "legal.first_lead": "R19",
    "legal.first_lead_only_trumps": "R19",
    "legal.lead": "R19",
    "legal.meri_trumps": "R20",
    "legal.meri_void": "R20",
    "legal.sun_exception": "R21",
    "legal.free_before_meri": "R22",
    "legal.monchi_follow": "R23",
    "legal.monchi_void": "R23",
}

#: The refusal given for a card outside the allowed set, by obligation key.
REFUSAL_OF: dict[str, str] = {
    "legal.first_lead": "illegal.first_lead_trump",
    "legal.meri_trumps": "illegal.meri_follow",
    "legal.monchi_follow": "illegal.monchi",
}


#: R7: the indicator is the shuffled deck's card 72; cards 73 and 74 are the stock.
INDICATOR_POSITION: Final = 72
STOCK_POSITIONS: Final = (73, 74)

#: R28: the pairs worth 5 (not 2) on tricks 1–8 while the native Robai is hidden.
FIVE_WHILE_HIDDEN: Final = ("Sota-Robai", "Robai-Rei")


def shuffled_deck(rng: random.Random) -> list[int]:
    """R6: the shuffle, as the 75 card indices in deck order (``DECK[i]``) after shuffling."""
    deck = list(range(75))
    rng.shuffle(deck)
    return deck


def seat_dealt(position: int, dealer: int) -> int:
    """R6: the seat that receives the shuffled deck's card ``position`` (0–71): three rounds of
    three cards to each seat, clockwise from the dealer's left."""
    return (dealer + (position % 24) // 3 + 1) % 8


@cache
def deal_positions(dealer: int) -> tuple[tuple[int, ...], ...]:
    """R6: for each seat, the positions in the shuffled deck of its nine cards, in order."""
    by_seat: list[list[int]] = [[] for _ in range(8)]
    for position in range(INDICATOR_POSITION):
        by_seat[seat_dealt(position, dealer)].append(position)
    return tuple(tuple(p) for p in by_seat)


def speaking_order(dealer: int) -> tuple[int, ...]:
    """R11: the seats in the order they declare or pass, from the dealer's left; the dealer
    speaks last.

    >>> speaking_order(6)
    (7, 0, 1, 2, 3, 4, 5, 6)
    """
    return tuple((dealer + k) & 7 for k in range(1, 9))


#: R5: the two teams, 0 and 1.
TEAMS: Final = (0, 1)


def team_of(seat: int) -> int:
    """R5: team 0 is seats 0, 2, 4, 6; team 1 is seats 1, 3, 5, 7.

    >>> [team_of(s) for s in range(8)]
    [0, 1, 0, 1, 0, 1, 0, 1]
    """
    return seat & 1


def team_seats(team: int) -> tuple[int, ...]:
    """R5: the four seats of ``team``, in seat order."""
    if team not in TEAMS:
        raise ValueError(f"a team is 0 or 1 (R5), got {team!r}")
    return tuple(s for s in range(8) if team_of(s) == team)


def team_label(team: int) -> str:
    """R5: how a team is written in every language: its seats, '0/2/4/6' or '1/3/5/7'."""
    return "/".join(str(s) for s in team_seats(team))


def team_name(team: int) -> Explanation:
    """R5: the team's name from the catalogue ('team 0/2/4/6' …), rendered in any language.

    >>> team_name(1).render("en"), team_name(0).render("ja")
    ('team 1/3/5/7', 'チーム0/2/4/6')
    """
    return Explanation("R5", "show.team", {"team": team_label(team)})


#: R11/R28: what became of the native Robai at the declaration, as the whole table knows it
#: once the side cards are shown (the record's and the replay's ``native_robai``).
ROBAI_STATUSES: Final = ("declared", "hidden", "indicator", "stock")


def robai_status(holder: int | None, declaration: str | None, is_indicator: bool) -> str | None:
    """R11, R28 Decision: 'declared' or 'hidden' (its holder passed) when a hand holds the
    native Robai; 'indicator' or 'stock' when none does; None while the holder decides.

    >>> robai_status(3, "pass", False), robai_status(None, None, False)
    ('hidden', 'stock')
    """
    if holder is None:
        return "indicator" if is_indicator else "stock"
    if declaration is None:
        return None
    return "declared" if declaration == "declare" else "hidden"


#: R31: what one seat knows of the native Robai (``PlayerView.robai``):
#: 'indicator' (it is the indicator, seen by all), 'declared' (its holder showed it),
#: 'own' (this seat holds it and has not declared it: it decides, or it passed and the card
#: is hidden), 'hidden' (not declared, and the stock turned up without it: a holder passed),
#: 'stock' (not declared, and the stock turned up with it), 'not_declared' (nobody declared;
#: hidden or in the stock, the seat cannot tell before the opening lead), 'pending' (the
#: declaration is not settled as far as the seat knows).
ROBAI_SEEN: Final = ("indicator", "declared", "own", "hidden", "stock", "not_declared", "pending")


def robai_seen(
    seat: int,
    status: str | None,
    holder: int | None,
    stock: Sequence[Card] | None,
    native_robai: Card,
) -> str:
    """R11, R13, R31: what ``seat`` knows of the native Robai, from the table's ``status``
    (:func:`robai_status`, None while undecided) and the ``stock`` as the seat sees it (None
    while it lies face down)."""
    if status in ("indicator", "declared"):
        return status
    if holder is not None and seat == holder:
        return "own"
    if status is None:
        return "pending"
    if stock is None:
        return "not_declared"
    return "stock" if native_robai in stock else "hidden"


def play_obligation(
    hand: Sequence[Card],
    lead: Card | None,
    trick_number: int,
    table: TrumpTable,
    meri_seen: bool,
    sun_exception: bool,
) -> tuple[str, list[Card]]:
    """R19–R23: the cards this hand may play to this trick, and the key of the rule that
    decided it (see RULE_OF).

    ``lead`` is the trick's first card (None when this hand leads); ``meri_seen`` says a Meri
    trick has been led earlier in the deal; ``sun_exception`` says the seat's nine dealt cards
    held exactly one trump, the Sun of T (R21).
    """
    is_trump = table.is_trump
    if lead is None:
        if trick_number == 1:  # R19
            plain = [c for c in hand if not is_trump[c.index]]
            if plain:
                return "legal.first_lead", plain
            return "legal.first_lead_only_trumps", list(hand)
        return "legal.lead", list(hand)
    if is_trump[lead.index]:  # R20: a Meri trick
        trumps = [c for c in hand if is_trump[c.index]]
        if not trumps:
            return "legal.meri_void", list(hand)
        if sun_exception and len(trumps) == 1 and trumps[0] is table.sun:  # R21
            return "legal.sun_exception", list(hand)
        return "legal.meri_trumps", trumps
    if not meri_seen:  # R22
        return "legal.free_before_meri", list(hand)
    suit = lead.suit  # R23: Monchi (a plain lead is never Tenka)
    follow = table.follow_suit
    if any(follow[c.index] is suit for c in hand):
        return "legal.monchi_follow", [
            c for c in hand if follow[c.index] is suit or is_trump[c.index]
        ]
    return "legal.monchi_void", list(hand)


def obligation_reason(key: str, seat: int, lead: Card | None, table: TrumpTable) -> Explanation:
    """R19–R23: why the legal plays are what they are, for obligation ``key`` (see
    :func:`play_obligation`): the sentence names the seat, the led suit and the Sun of T."""
    return Explanation(RULE_OF[key], key, _obligation_params(seat, lead, table))


def play_refusal(key: str, seat: int, lead: Card | None, table: TrumpTable) -> Explanation:
    """R19, R20, R23: why a card outside the allowed set of obligation ``key`` is refused."""
    return Explanation(RULE_OF[key], REFUSAL_OF[key], _obligation_params(seat, lead, table))


def _obligation_params(seat: int, lead: Card | None, table: TrumpTable) -> dict[str, object]:
    params: dict[str, object] = {"seat": seat, "card": table.sun}
    if lead is not None:
        params["suit"] = lead.suit
    return params


def discardable(hand: Sequence[Card], table: TrumpTable) -> list[Card]:
    """R12: the cards the recipient may discard: any card that is not a trump; any of the
    ten when all are trumps (R12 Decision)."""
    plain = [c for c in hand if not table.is_trump[c.index]]
    return plain or list(hand)


def declaration_refusal(seat: int, table: TrumpTable) -> Explanation:
    """R11: why no card is played while ``seat``, the holder, declares or passes."""
    return Explanation("R11", "illegal.phase_declare", {"seat": seat, "card": table.native_robai})


#: R12: why a trump may not be discarded while the recipient holds a plain card.
DISCARD_REFUSAL: Final = Explanation("R12", "illegal.discard_trump")


def is_face_down(card: Card, lead: Card | None, table: TrumpTable) -> bool:
    """R24: a trump played to a trick led with a plain card goes face down."""
    return lead is not None and table.is_trump[card.index] and not table.is_trump[lead.index]


def trick_winner(plays: Sequence[Play], table: TrumpTable, led_suit: Suit | None) -> int:
    """R25/R26: the index in ``plays`` of the winning card.

    The highest trump wins; without one, the highest card of ``led_suit`` (R17: other plain
    suits never win). ``led_suit`` is the lead's suit, or on the ninth trick the suit of the
    dealer's card (R26).
    """
    strength = table.strength
    is_trump = table.is_trump
    follow = table.follow_suit
    best, best_key = 0, -1
    for i, (_, card, _) in enumerate(plays):
        idx = card.index
        key = strength[idx] if is_trump[idx] or follow[idx] is led_suit else -1
        if key > best_key:
            best, best_key = i, key
    return best


@dataclass(frozen=True)
class Combo:
    """R27/R28: a combination on a trick: ``pair`` (e.g. 'Robai-Rei'), the winning trump W,
    the other team's strongest trump O, and the points transferred (2 or 5)."""

    pair: str
    winner_card: Card
    opposing_card: Card
    points: int
    winner_seat: int
    opposing_seat: int
    why_points: Explanation

    def to_dict(self) -> dict[str, object]:
        return {
            "pair": self.pair,
            "winner_card": self.winner_card.code,
            "opposing_card": self.opposing_card.code,
            "points": self.points,
        }


def compared_seats(
    plays: Sequence[tuple[int, Card | None, bool]], reasons: Sequence[Explanation]
) -> dict[int, str]:
    """R27: where the combination test of a finished trick compared two trumps, the seat of
    the winning trump W ('w') and of the other team's strongest trump O ('o'), read from the
    reasons :func:`combination` gave (a pair made, or a pair that is none); empty when no two
    trumps were compared (a Meri, no trump won, no trump of the other team). ``plays`` are
    (seat, card, face_down) with every card known, as they are once the trick is complete
    (R24): a card not known (None) is never one of W and O, so nothing hidden is named (R31).

    >>> w, o = Card("KSu"), Card("KUn")
    >>> why = Explanation("R27", "combo.made", {"winner_card": w, "opposing_card": o})
    >>> compared_seats([(4, o, False), (5, w, False)], [why])
    {5: 'w', 4: 'o'}
    """
    seats = {card.code: seat for seat, card, _ in plays if card is not None}
    for reason in reasons:
        w, o = reason.params.get("winner_card"), reason.params.get("opposing_card")
        if isinstance(w, Card) and isinstance(o, Card) and {w.code, o.code} <= set(seats):
            return {seats[w.code]: "w", seats[o.code]: "o"}
    return {}


def transfer_points(pair: str, ninth: bool, robai_hidden: bool) -> tuple[int, Explanation]:
    """R28: 5 on the ninth trick, or for Sota-Robai / Robai-Rei while the native Robai is
    hidden; otherwise 2. The conditions do not add up."""
    if ninth:
        return 5, Explanation("R28", "combo.five_ninth")
    if robai_hidden and pair in FIVE_WHILE_HIDDEN:
        return 5, Explanation("R28", "combo.five_hidden")
    return 2, Explanation("R28", "combo.two")


def combination(
    plays: Sequence[Play],
    winner: int,
    table: TrumpTable,
    *,
    number: int,
    meri: bool,
    ninth: bool,
    robai_hidden: bool,
) -> tuple[Combo | None, Explanation]:
    """R27/R28: the combination made on a finished trick, or None, with the reason."""
    if meri:
        return None, Explanation("R27", "combo.none_meri", {"number": number})
    w_seat, w_card, _ = plays[winner]
    if not table.is_trump[w_card.index]:
        return None, Explanation("R27", "combo.none_plain", {"number": number})
    strength = table.strength
    opposing: tuple[int, Card] | None = None
    partners: list[Card] = []
    for seat, card, _ in plays:
        if seat == w_seat or not table.is_trump[card.index]:
            continue
        if team_of(seat) == team_of(w_seat):
            partners.append(card)
        elif opposing is None or strength[card.index] > strength[opposing[1].index]:
            opposing = (seat, card)
    if opposing is None:
        if partners:
            return None, Explanation("R27", "combo.none_partner", {"cards": partners})
        return None, Explanation("R27", "combo.none_no_trump", {"number": number})
    o_seat, o_card = opposing
    pair = table.combo_of.get((w_card, o_card))
    params: dict[str, object] = {"winner_card": w_card, "opposing_card": o_card}
    if pair is None:
        if TENKA in (w_card, o_card) and table.trump is not Suit.PAO:
            return None, Explanation("R27", "combo.none_tenka", params)
        pairs = [p for p in COMBO_PAIRS if p in table.combo_of.values()]
        names = [Term(f"pair.{p}") for p in pairs]
        return None, Explanation("R27", "combo.none_pair", {**params, "pairs": names})
    points, why_points = transfer_points(pair, ninth, robai_hidden)
    combo = Combo(pair, w_card, o_card, points, w_seat, o_seat, why_points)
    team = team_of(w_seat)
    return combo, Explanation(
        "R27",
        "combo.made",
        {
            "pair": Term(f"pair.{pair}"),
            "winner_seat": w_seat,
            "winner_card": w_card,
            "opposing_seat": o_seat,
            "opposing_card": o_card,
            "count": points,
            "team": team_label(team),
            "loser_team": team_label(1 - team),
        },
    )
