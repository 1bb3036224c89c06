"""English sentences. Placeholders are filled by ``Explanation.render``; each names its rule."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    # Refusals: why_illegal() and IllegalMove.
    "illegal.over": "the deal is over: all nine tricks have been played (R26)",
    "illegal.not_a_move": (
        "{move} is not a move: expected 'declare', 'pass' or a card code such as 'KSu' (R3)"
    ),
    "illegal.phase_declare": (
        "seat {seat} holds the native Robai {card} and must first declare or pass (R11)"
    ),
    "illegal.declare_not_now": "there is no declaration to make now: it is the {phase} phase (R11)",
    "illegal.not_in_hand": "{card} is not in seat {seat}'s hand (R18)",
    "illegal.discard_trump": (
        "the discard may not be a trump while the hand holds a card that is not (R12)"
    ),
    "illegal.first_lead_trump": "the first trick may not be led with a trump (R19)",
    "illegal.meri_follow": "must play a trump: Meri trick (R20)",
    "illegal.monchi": (
        "must play a card of {suit} or a trump: Monchi, after the first Meri trick (R23)"
    ),
    # Why the legal moves are what they are.
    "legal.declare": (
        "seat {seat} holds the native Robai {card}: it may declare (show it and take the"
        " indicator {indicator}) or pass and keep it hidden (R11)"
    ),
    "legal.discard": (
        "seat {seat} took the indicator and discards one card face down; trumps may not be"
        " discarded (R12)"
    ),
    "legal.discard_only_trumps": (
        "seat {seat} holds only trumps, so any of its ten cards may be discarded (R12)"
    ),
    "legal.first_lead": "the first trick may not be led with a trump (R19)",
    "legal.first_lead_only_trumps": "seat {seat} holds only trumps, so it may lead one (R19)",
    "legal.lead": "the leader may lead any card from the second trick on (R19)",
    "legal.free_before_meri": (
        "no Meri trick has been led yet in this deal, so any card may be played (R22)"
    ),
    "legal.meri_trumps": "Meri trick: seat {seat} holds a trump, so it must play one (R20)",
    "legal.meri_void": "Meri trick, but seat {seat} holds no trump: any card may be played (R20)",
    "legal.sun_exception": (
        "Meri trick, but the Sun {card} was seat {seat}'s only trump when dealt and is its only"
        " trump now: it may keep it and play any card (R21)"
    ),
    "legal.monchi_follow": (
        "Monchi: seat {seat} holds {suit}, so it must play {suit} or a trump (R23)"
    ),
    "legal.monchi_void": "Monchi: seat {seat} holds no {suit}, so any card may be played (R23)",
    "legal.ninth": "the ninth trick is played by the engine: each seat's last card (R26)",
    # Declaration and side cards.
    "deal.declared": "seat {seat} declared the native Robai {card} and takes the indicator (R11)",
    "deal.passed": (
        "seat {seat} passed: the native Robai stays hidden and the dealer, seat {dealer},"
        " takes the indicator (R11)"
    ),
    "deal.robai_indicator": (
        "the indicator {card} is itself the native Robai: no one can declare, so the dealer,"
        " seat {dealer}, takes it (R11)"
    ),
    "deal.robai_stock": (
        "the native Robai {card} is in the stock: no one can declare, so the dealer, seat"
        " {dealer}, takes the indicator (R11)"
    ),
    "deal.discarded": "seat {seat} discards a card face down (R12)",
    "deal.side_cards": (
        "the opening lead reveals the discard {discard} and the stock {stock}: out of play (R13)"
    ),
    # Who won a trick.
    "win.trump": "seat {seat} wins trick {number} with {card}, the highest trump played (R25)",
    "win.suit": (
        "seat {seat} wins trick {number} with {card}, the highest {suit}: no trump was played,"
        " and only the led suit can win (R25, R17)"
    ),
    "win.ninth_trump": (
        "seat {seat} wins the ninth trick with {card}, the highest trump among the last cards (R26)"
    ),
    "win.ninth_suit": (
        "no trump among the last cards: the dealer's card {dealer_card} makes {suit} the led"
        " suit, and seat {seat}'s {card} is its highest (R26)"
    ),
    # Combinations.
    "combo.made": (
        "combination {pair}: seat {winner_seat}'s {winner_card} beat seat {opposing_seat}'s"
        " {opposing_card}, the other team's strongest trump, and {points} points move from"
        " team {loser_team} to team {team} (R27, R28)"
    ),
    "combo.five_ninth": "5 points because it is the ninth trick (R28)",
    "combo.five_hidden": (
        "5 points because the native Robai was hidden: its holder passed (R28, R11)"
    ),
    "combo.two": "2 points: not the ninth trick, and no hidden native Robai in the pair (R28)",
    "combo.none_meri": "no combination: trick {number} was a Meri trick (R27)",
    "combo.none_plain": "no combination: the trick was won by a plain card (R27)",
    "combo.none_no_trump": "no combination: the other team played no trump (R27)",
    "combo.none_partner": (
        "no combination: the other trumps ({cards}) came from the winner's own team, and a"
        " combination needs the other team's trump (R27)"
    ),
    "combo.none_tenka": (
        "no combination: {winner_card} over {opposing_card} involves Tenka, which does not stand"
        " in for the native Robai (R27)"
    ),
    "combo.none_pair": (
        "no combination: {winner_card} over {opposing_card} is not one of the pairs {pairs} (R27)"
    ),
    # Where a card stands, and which of two cards wins (unsun_lab.compare).
    "place.trump_tenka_native": (
        "{card} is {ordinal} of {count} trumps: Tenka and the native Robai at once, one card in"
        " one place (R9, R10, R14)"
    ),
    "place.trump_tenka": (
        "{card} is {ordinal} of {count} trumps: Tenka, a trump whatever the trump suit, just"
        " above the native Robai (R9, R14)"
    ),
    "place.trump_native": "{card} is {ordinal} of {count} trumps: the native Robai (R10, R14)",
    "place.trump_numeral": (
        "{card} is {ordinal} of {count} trumps: a numeral of a {length} suit, where {high} is"
        " the highest (R14, R16)"
    ),
    "place.trump_court": "{card} is {ordinal} of {count} trumps (R14)",
    "place.plain_isu_robai": (
        "{card} is {ordinal} of {count} plain {suit} cards: the plain Isu Robai ranks between"
        " the 2 and the 1 (R15)"
    ),
    "place.plain_numeral": (
        "{card} is {ordinal} of {count} plain {suit} cards: a numeral of a {length} suit, where"
        " {high} is the highest (R15, R16)"
    ),
    "place.plain_court": "{card} is {ordinal} of {count} plain {suit} cards (R15)",
    "compare.both_trumps": (
        "{winner} wins: both are trumps and the higher one wins. {winner_place}; {loser_place}"
        " (R14, R25)"
    ),
    "compare.trump_beats_plain": (
        "{winner} wins: it is a trump and {loser} is not, and a trump beats every plain card."
        " {winner_place} (R25)"
    ),
    "compare.both_led": (
        "{winner} wins: both are {suit}, the led suit, and the higher one wins. {winner_place};"
        " {loser_place} (R15, R25)"
    ),
    "compare.led_beats_other": (
        "{winner} wins: it is of the led suit, {suit}; {loser} is a plain {other_suit} card, and"
        " suits do not compete: without a trump only the led suit can win (R17, R25)"
    ),
    "compare.neither": (
        "neither wins: there is no trump, and neither {a} nor {b} is of the led suit, {suit};"
        " only a card of the led suit can win (R17, R25)"
    ),
    # Scores.
    "score.trick": "trick {number} gives 1 point to team {team} (R27)",
    "score.total": "deal score: team 0/2/4/6 {a}, team 1/3/5/7 {b}; together 9 (R29)",
    # A computer player that fails to give a move (Match, ask_player); the deal is unchanged.
    "player.raised": (
        "seat {seat}'s computer player ({player}) raised {error} instead of choosing a move;"
        " the deal is unchanged (R18: it is seat {seat}'s turn)"
    ),
    "player.timeout": (
        "seat {seat}'s computer player ({player}) gave no move within {seconds} seconds;"
        " the deal is unchanged (R18: it is seat {seat}'s turn)"
    ),
    "player.not_a_move": (
        "seat {seat}'s computer player ({player}) answered {move}, which is not one of the"
        " legal moves {legal}; the deal is unchanged (R18: it is seat {seat}'s turn)"
    ),
    "player.illegal": (
        "seat {seat}'s computer player ({player}) answered {move}, which is illegal: {reason};"
        " the deal is unchanged"
    ),
}
