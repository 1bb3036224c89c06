"""English sentences, the source of every key. Placeholders are filled by
``Explanation.render``; each sentence names its rule, and the rule ids it cites are the
catalogue's ``CITES`` (``unsun_lab.i18n``)."""

from __future__ import annotations

MESSAGES: dict[str, str | dict[str, str]] = {
    # Refusals: why_illegal() and IllegalMove.
    "illegal.over": "the deal is over: all nine tricks have been played (R26)",
    "illegal.cannot_play": "seat {seat} cannot play {move}: {reason}",
    "illegal.cannot_play.you": "you cannot play {move}: {reason}",
    "illegal.cannot_discard": "seat {seat} cannot discard {move}: {reason}",
    "illegal.cannot_discard.you": "you cannot discard {move}: {reason}",
    "illegal.cannot_declare": "seat {seat} cannot declare: {reason}",
    "illegal.cannot_declare.you": "you cannot declare: {reason}",
    "illegal.cannot_pass": "seat {seat} cannot pass: {reason}",
    "illegal.cannot_pass.you": "you cannot pass: {reason}",
    "illegal.cannot_move": "seat {seat} cannot play: {reason}",
    "illegal.cannot_move.you": "you cannot play: {reason}",
    "illegal.cannot": "{move} cannot be played: {reason}",
    "card.bad_code": (
        "{text} names no card: expected a suit letter P, I, K, O or G followed by 1-9, Ro, So,"
        " Ka, Re, Un or Su (e.g. 'KSu'), or a full name like 'Koppu Sun' (R3)"
    ),
    "illegal.not_a_move": (
        "{move} is not a move: expected 'declare', 'pass' or a card code such as 'KSu' (R3)"
    ),
    "illegal.phase_declare": (
        "seat {seat} holds the native Robai {card} and must first declare or pass (R11)"
    ),
    "illegal.phase_declare.you": (
        "you hold the native Robai {card} and must first declare or pass (R11)"
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
    "legal.declare.you": (
        "you hold the native Robai {card}: you may declare (show it and take the indicator"
        " {indicator}) or pass and keep it hidden (R11)"
    ),
    "legal.discard": (
        "seat {seat} took the indicator and discards one card face down; trumps may not be"
        " discarded (R12)"
    ),
    "legal.discard.you": (
        "you took the indicator: discard one card face down; trumps may not be discarded (R12)"
    ),
    "legal.discard_only_trumps": (
        "seat {seat} holds only trumps, so any of its ten cards may be discarded (R12)"
    ),
    "legal.discard_only_trumps.you": (
        "you hold only trumps, so you may discard any of your ten cards (R12)"
    ),
    "legal.first_lead": "the first trick may not be led with a trump (R19)",
    "legal.first_lead_only_trumps": "seat {seat} holds only trumps, so it may lead one (R19)",
    "legal.first_lead_only_trumps.you": "you hold only trumps, so you may lead one (R19)",
    "legal.lead": "the leader may lead any card from the second trick on (R19)",
    "legal.free_before_meri": (
        "no Meri trick has been led yet in this deal, so any card may be played (R22)"
    ),
    "legal.meri_trumps": "Meri trick: seat {seat} holds a trump, so it must play one (R20)",
    "legal.meri_trumps.you": "Meri trick: you hold a trump, so you must play one (R20)",
    "legal.meri_void": "Meri trick, but seat {seat} holds no trump: any card may be played (R20)",
    "legal.meri_void.you": "Meri trick, but you hold no trump: you may play any card (R20)",
    "legal.sun_exception": (
        "Meri trick, but the Sun {card} was seat {seat}'s only trump when dealt and is its only"
        " trump now: it may keep it and play any card (R21)"
    ),
    "legal.sun_exception.you": (
        "Meri trick, but the Sun {card} was your only trump when dealt and is your only trump"
        " now: you may keep it and play any card (R21)"
    ),
    "legal.monchi_follow": (
        "Monchi: seat {seat} holds {suit}, so it must play {suit} or a trump (R23)"
    ),
    "legal.monchi_follow.you": "Monchi: you hold {suit}, so you must play {suit} or a trump (R23)",
    "legal.monchi_void": "Monchi: seat {seat} holds no {suit}, so any card may be played (R23)",
    "legal.monchi_void.you": "Monchi: you hold no {suit}, so you may play any card (R23)",
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
    "deal.discarded.you": "you discard a card face down (R12)",
    "deal.side_cards": (
        "the opening lead reveals the discard {discard} and the stock {stock}: out of play (R13)"
    ),
    # Who won a trick.
    "win.trump": "seat {seat} wins trick {number} with {card}, the highest trump played (R25)",
    "win.trump.you": "you win trick {number} with {card}, the highest trump played (R25)",
    "win.suit": (
        "seat {seat} wins trick {number} with {card}, the highest {suit}: no trump was played,"
        " and only the led suit can win (R25, R17)"
    ),
    "win.suit.you": (
        "you win trick {number} with {card}, the highest {suit}: no trump was played, and only"
        " the led suit can win (R25, R17)"
    ),
    "win.ninth_trump": (
        "seat {seat} wins the ninth trick with {card}, the highest trump among the last cards (R26)"
    ),
    "win.ninth_trump.you": (
        "you win the ninth trick with {card}, the highest trump among the last cards (R26)"
    ),
    "win.ninth_suit": (
        "no trump among the last cards: the dealer's card {dealer_card} makes {suit} the led"
        " suit, and seat {seat}'s {card} is its highest (R26)"
    ),
    "win.ninth_suit.you": (
        "no trump among the last cards: the dealer's card {dealer_card} makes {suit} the led"
        " suit, and your {card} is its highest (R26)"
    ),
    # Combinations.
    "combo.made": {
        "one": (
            "combination {pair}: seat {winner_seat}'s {winner_card} beat seat {opposing_seat}'s"
            " {opposing_card}, the other team's strongest trump, and {count} point moves from team"
            " {loser_team} to team {team} (R27, R28)"
        ),
        "other": (
            "combination {pair}: seat {winner_seat}'s {winner_card} beat seat {opposing_seat}'s"
            " {opposing_card}, the other team's strongest trump, and {count} points move from team"
            " {loser_team} to team {team} (R27, R28)"
        ),
    },
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
    "player.timeout": {
        "one": (
            "seat {seat}'s computer player ({player}) gave no move within {count} second; the deal"
            " is unchanged (R18: it is seat {seat}'s turn)"
        ),
        "other": (
            "seat {seat}'s computer player ({player}) gave no move within {count} seconds; the deal"
            " is unchanged (R18: it is seat {seat}'s turn)"
        ),
    },
    "player.not_a_move": (
        "seat {seat}'s computer player ({player}) answered {move}, which is not one of the legal"
        " moves ({legal}); the deal is unchanged (R18: it is seat {seat}'s turn)"
    ),
    "player.illegal": (
        "seat {seat}'s computer player ({player}) answered {move}, which is illegal: {reason};"
        " the deal is unchanged"
    ),
    # The coach (unsun_lab.analysis): judged from the deciding seat's view (R31).
    "analysis.header": {
        "one": (
            "Analysis: each decision judged from what the deciding seat knew then (R31), every"
            " legal move played out in the same {count} deal the coach imagined from what that"
            " seat knew"
        ),
        "other": (
            "Analysis: each decision judged from what the deciding seat knew then (R31), every"
            " legal move played out in the same {count} deals the coach imagined from what that"
            " seat knew"
        ),
    },
    "analysis.decision": "move {number}, seat {seat}, {where}: {played}, {label}",
    "analysis.where_trick": "trick {trick}",
    "analysis.where_declare": "the declaration (R11)",
    "analysis.where_discard": "the discard (R12)",
    "analysis.label.best": "best",
    "analysis.label.good": "good",
    "analysis.label.inaccuracy": "inaccuracy",
    "analysis.label.mistake": "mistake",
    "analysis.label.blunder": "blunder",
    "analysis.is_best": {
        "one": (
            "{move} is the best move here: the team's margin (its points minus those of the"
            " other team) comes to {count} point (± {se}) on average over the deals the coach"
            " imagined from what this seat knows (R29)"
        ),
        "other": (
            "{move} is the best move here: the team's margin (its points minus those of the"
            " other team) comes to {count} points (± {se}) on average over the deals the coach"
            " imagined from what this seat knows (R29)"
        ),
    },
    "analysis.was_best": {
        "one": (
            "{move} was the best move: the team's margin (its points minus those of the other"
            " team) came to {count} point (± {se}) on average over the deals the coach imagined"
            " from what this seat knew (R29)"
        ),
        "other": (
            "{move} was the best move: the team's margin (its points minus those of the other"
            " team) came to {count} points (± {se}) on average over the deals the coach imagined"
            " from what this seat knew (R29)"
        ),
    },
    "analysis.as_good": {
        "one": (
            "{played} was as good as the best move found, {best}: {count} point apart, within"
            " the noise of the deals the coach imagined (R29)"
        ),
        "other": (
            "{played} was as good as the best move found, {best}: {count} points apart, within"
            " the noise of the deals the coach imagined (R29)"
        ),
    },
    "analysis.better": {
        "one": (
            "{best} was better: on average over the deals the coach imagined, the team's margin"
            " (its points minus those of the other team) is {best_value} with it and {value}"
            " with {played}, so {played} gave away {count} point (R29)"
        ),
        "other": (
            "{best} was better: on average over the deals the coach imagined, the team's margin"
            " (its points minus those of the other team) is {best_value} with it and {value}"
            " with {played}, so {played} gave away {count} points (R29)"
        ),
    },
    "analysis.trick_one": "{move} wins this trick for the team in {share} of the deals (R25)",
    "analysis.trick_two": (
        "{best} wins this trick for the team in {share} of the deals, {played} in"
        " {played_share} (R25)"
    ),
    "analysis.combos": (
        "combinations with {move}, in points per deal: made {made_now} and conceded"
        " {conceded_now} on this trick, made {made_later} and conceded {conceded_later} later"
        " (R27, R28)"
    ),
    "analysis.summary": (
        "seat {seat}: decisions judged: {count}; points given away in all: {loss}; mistakes:"
        " {mistakes}; blunders: {blunders}"
    ),
    "hint.better": {
        "one": "{best} would have been better by {count} point ({label})",
        "other": "{best} would have been better by {count} points ({label})",
    },
    "simulate.one_process": (
        "workers={workers}: "
        "the browser (Pyodide) has no other processes, so the deals run in this one"
    ),
    "simulate.workers_capped": (
        "workers={workers} is more than this computer's processors, so workers={cpus} is used"
        " instead: more processes would only wait for one another, and the results are the same"
    ),
    # The rules R1-R31 as a learner reads them in a rule panel: a short title, then the rule.
    "rule.R1": (
        "Suits. Five suits of 15 cards: Pao (batons), Isu (swords), Koppu (cups), Ouru (coins)"
        " and Guru (tomoe swirls), 75 cards in all. Pao and Isu are the long suits; Koppu, Ouru"
        " and Guru the round suits."
    ),
    "rule.R2": (
        "Ranks. Each suit has the numerals 1 to 9 and six court cards: Robai (dragon), Sota"
        " (lady), Kaba (mounted warrior), Rei (king), Un (god of luck) and Sun (the Chinese"
        " figure)."
    ),
    "rule.R3": (
        "Card codes. A card is written as its suit letter P, I, K, O or G followed by its rank:"
        " 1-9, Ro, So, Ka, Re, Un or Su. KSu is the Koppu Sun, IRo the Isu Robai."
    ),
    "rule.R4": (
        "Seats. Eight seats, 0 to 7, numbered clockwise. A seat's left neighbour is the next"
        " seat clockwise, and play always goes clockwise."
    ),
    "rule.R5": (
        "Teams. Seats 0, 2, 4 and 6 play together against seats 1, 3, 5 and 7. You sit at seat"
        " 0 with three computer partners."
    ),
    "rule.R6": (
        "Dealing. The dealer shuffles the 75 cards and deals clockwise from the left, three"
        " rounds of three cards, so that every seat holds nine."
    ),
    "rule.R7": (
        "Indicator and stock. Three cards are left over. The first is turned face up: it is the"
        " indicator (Okie). The other two stay face down: they are the stock."
    ),
    "rule.R8": "Trump. The suit printed on the indicator is the trump suit of the deal.",
    "rule.R9": (
        "Tenka. The Pao Robai is Tenka: always a trump, whatever the trump suit, and never a Pao"
        " card. When Pao is trump it is Tenka and the trump Robai at once, so there are 15"
        " trumps instead of 16."
    ),
    "rule.R10": (
        "Native Robai. The Robai of the trump suit is the native Robai (with Pao trump, that is"
        " Tenka itself)."
    ),
    "rule.R11": (
        "Declaration. In turn from the dealer's left, each player declares or passes; only the"
        " holder of the native Robai really chooses. Declaring shows it and takes the indicator."
        " If the holder passes, the native Robai stays hidden. Decision: when nobody declares"
        " (a pass, or the native Robai is the indicator or in the stock), the dealer takes the"
        " indicator."
    ),
    "rule.R12": (
        "The recipient. Whoever took the indicator holds ten cards and discards one face down;"
        " the discard may not be a trump. Decision: a hand of nothing but trumps may discard"
        " any of its ten cards."
    ),
    "rule.R13": (
        "Side cards. At the opening lead the discard and the two stock cards are shown to"
        " everyone. They are out of play and win no trick."
    ),
    "rule.R14": (
        "Trump order. Strongest first: Sun, Un, Sota, Tenka, native Robai, Rei, Kaba, then the"
        " numerals of the trump suit in that suit's order. With Pao trump, Tenka and the native"
        " Robai are one card in one place."
    ),
    "rule.R15": (
        "Plain order. In a suit that is not trump, strongest first: Sun, Un, Rei, Kaba, Sota,"
        " Robai, then the numerals. A plain Isu Robai ranks between the 2 and the 1; a plain Pao"
        " has no Robai (it is Tenka)."
    ),
    "rule.R16": (
        "Numeral order. In the long suits, Pao and Isu, the 9 is highest and the 1 lowest. In"
        " the round suits, Koppu, Ouru and Guru, the 1 is highest and the 9 lowest."
    ),
    "rule.R17": (
        "Suits do not compete. Cards of two different plain suits never beat each other:"
        " without a trump in the trick, only a card of the led suit can win."
    ),
    "rule.R18": (
        "Order of play. The recipient leads the first trick. Each seat plays one card in turn"
        " clockwise, and the winner of a trick leads the next."
    ),
    "rule.R19": (
        "First lead. The first trick may not be led with a trump, unless the leader holds"
        " nothing but trumps. From the second trick on, any card may be led."
    ),
    "rule.R20": (
        "Meri. A trick led with a trump is a Meri trick, played face up. Everyone who holds a"
        " trump, Tenka included, must play one; a player without a trump may play any card."
    ),
    "rule.R21": (
        "The Sun exception. A player whose nine dealt cards held exactly one trump, the trump"
        " Sun, may keep that Sun on a Meri trick while it is their only trump, and play any"
        " card. Decision: Tenka counts as a trump, and a recipient still holding another trump"
        " must follow with a trump."
    ),
    "rule.R22": (
        "Before the first Meri. Until the first Meri trick of the deal has been led, a trick led"
        " with a plain card carries no obligation: any card may be played."
    ),
    "rule.R23": (
        "Monchi. Once a Meri trick has been led, on every later trick led with a plain card a"
        " player who holds the led suit must play that suit or a trump; without it, any card."
        " Tenka never counts as a Pao card."
    ),
    "rule.R24": (
        "Face-down trumps. A trump played to a trick led with a plain card goes face down:"
        " everyone sees who played a trump, but not which, until the eighth card is down."
    ),
    "rule.R25": (
        "Winning a trick. If the trick holds a trump, the highest trump wins; otherwise the"
        " highest card of the led suit wins."
    ),
    "rule.R26": (
        "The ninth trick. Each player's last card is revealed at once and the trick resolves"
        " itself: the highest trump wins, or without a trump the dealer's card sets the led"
        " suit. Decision: it is never a Meri trick, so it can make a combination."
    ),
    "rule.R27": (
        "Combinations. Each trick gives 1 point to the winner's team. On a trick that is not"
        " Meri and was won by a trump, compare that trump with the other team's strongest"
        " trump in it. Sun over Un, Un over Sota, Sota over native Robai, native Robai over Rei,"
        " and 2 over 1 (long trump) or 8 over 9 (round trump) are combinations. Tenka does not"
        " stand in for the native Robai."
    ),
    "rule.R28": (
        "Transfer. A combination moves 2 points from the other team to the winner's team, or 5"
        " on the ninth trick, or 5 for Sota-Robai and Robai-Rei when the native Robai is hidden."
        " Never more than 5. Decision: hidden means only that its holder passed."
    ),
    "rule.R29": (
        "Deal score. The two teams' scores for a deal always add up to 9, and either may be"
        " negative."
    ),
    "rule.R30": (
        "Match. A match is eight deals; after each the dealer moves one seat to the left. The"
        " higher total after eight deals wins; equal totals are a draw, with no extra deal."
    ),
    "rule.R31": (
        "Information. A seat knows its own cards, the indicator and who took it, whether the"
        " native Robai was declared, the side cards from the opening lead on, and every card"
        " once it is face up. Nothing else: computer players decide from exactly this."
    ),
    # The rules card (ul.rules_card): one printable page.
    "card.title": "Hachinin Meri: the rules card",
    "card.subtitle": "In brackets, the rule each line comes from.",
    "card.yes": "yes",
    "card.no": "no",
    "card.flow.title": "Which cards may I play?",
    "card.flow.q_lead": "Are you leading the trick?",
    "card.flow.a_lead1": "Trick 1: any card but a trump, unless you hold only trumps (R19).",
    "card.flow.a_lead": "Tricks 2 to 8: any card (R19).",
    "card.flow.q_led": "You are not leading: what was led?",
    "card.flow.meri": "A trump: a Meri (R20)",
    "card.flow.plain": "A plain card (R22, R23)",
    "card.flow.q_trump": "Do you hold a trump? Tenka is one (R9, R20).",
    "card.flow.a_meri_free": "Any card (R20).",
    "card.flow.q_sun": (
        "Is the Sun your only trump, and was it your only trump in the nine cards dealt? (R21)"
    ),
    "card.flow.a_sun": "Any card: you may keep the Sun (R21).",
    "card.flow.a_meri": "Play a trump (R20).",
    "card.flow.q_first": "Has a Meri been led earlier in this deal? (R22)",
    "card.flow.a_free": "Any card: no duty before the first Meri (R22).",
    "card.flow.q_suit": "Do you hold a card of the led suit? Tenka is not a Pao card (R23).",
    "card.flow.a_monchi_free": "Any card (R23).",
    "card.flow.a_monchi": "Monchi: a card of the led suit, or a trump (R23).",
    "card.flow.face_down": (
        "A trump played to a trick led with a plain card goes face down until the eighth card"
        " (R24)."
    ),
    "card.flow.ninth": (
        "The ninth trick: the last cards are turned up all together, with no choice (R26)."
    ),
    "card.rank.title": "Rank orders, strongest first",
    "card.rank.trump": "Trumps (R14)",
    "card.rank.trump_note": (
        "16 trumps; 15 when Pao is trump, for then Tenka is the native Robai (R9)."
    ),
    "card.rank.plain": "A plain suit (R15)",
    "card.rank.tenka": "Tenka",
    "card.rank.native": "native Robai",
    "card.rank.numerals": "numerals",
    "card.rank.long": "Long suits, Pao and Isu: {order} (R16)",
    "card.rank.round": "Round suits, Koppu, Ouru and Guru: {order} (R16)",
    "card.rank.isu": "A plain Isu has its Robai between its 2 and its 1: {order} (R15)",
    "card.rank.pao": "A plain Pao has no Robai: the Pao Robai is Tenka, always a trump (R9, R15).",
    "card.rank.compete": (
        "Plain suits never beat each other: with no trump in the trick, the highest card of the"
        " led suit wins (R17, R25)."
    ),
    "card.combo.title": "Does the trick make a combination?",
    "card.combo.meri": "Was it a Meri? The ninth trick never is (R26, R27).",
    "card.combo.trump": "Was it won by a trump? That trump is W (R25, R27).",
    "card.combo.o": "Did the other team play a trump? Its strongest one is O (R27).",
    "card.combo.pair": "Are W over O one of these pairs of the trump suit? (R27)",
    "card.combo.long": "long trump suit",
    "card.combo.round": "round trump suit",
    "card.combo.tenka": "Tenka never stands in for the native Robai (R27).",
    "card.combo.points": (
        "A combination: 5 points move on the ninth trick, or for Sota-Robai and Robai-Rei while"
        " the native Robai is hidden (its holder passed); otherwise 2. Never more than 5 (R28)."
    ),
    "card.combo.none": "no combination",
    "card.combo.score": (
        "Each trick: 1 point to the winner's team. The two deal scores add up to 9 (R27, R29)."
    ),
    # The end-of-lesson quizzes (Practice(quiz=, lesson=)) and the kinds they add.
    "course.quiz.progress": "Quiz: question {asked} of {of}, score {right}/{asked} so far.",
    "course.quiz.done": (
        "Quiz over: {right}/{of} right, {marks}. The stars are kept for lesson {lesson}."
    ),
    "course.quiz.done_unkept": "Quiz over: {right}/{of} right, {marks}.",
    "practice.kind.discard": "Cards you may discard",
    "practice.kind.free": "When every card is allowed",
    # Names a learner reads: suits, ranks and seats (cards themselves keep their codes, R3).
    "suit.P": "Pao",
    "suit.I": "Isu",
    "suit.K": "Koppu",
    "suit.O": "Ouru",
    "suit.G": "Guru",
    "rank.Ro": "Robai",
    "rank.So": "Sota",
    "rank.Ka": "Kaba",
    "rank.Re": "Rei",
    "rank.Un": "Un",
    "rank.Su": "Sun",
    "card.name": "{suit} {rank}",
    "seat.name": "seat {seat}",
    "pair.Sun-Un": "Sun-Un",
    "pair.Un-Sota": "Un-Sota",
    "pair.Sota-Robai": "Sota-Robai",
    "pair.Robai-Rei": "Robai-Rei",
    "pair.2-1": "2-1",
    "pair.8-9": "8-9",
    "list.none": "none",
    "list.sep": ", ",
    # The parts of one line of a widget, joined (the language's own mark).
    "list.dot": " · ",
    "number.decimal_mark": ".",
    "number.percent": "{n}%",
    "number.move_value": "{move} {value}",
    "phase.declare": "declaration",
    "phase.discard": "discard",
    "phase.play": "play",
    "phase.over": "finished",
    "length.long": "long",
    "length.round": "round",
    "ordinal.1": "{n}st",
    "ordinal.2": "{n}nd",
    "ordinal.3": "{n}rd",
    "ordinal.n": "{n}th",
    # The words of the pictures (unsun_lab.display): headings, labels, captions, legends.
    "show.native_robai": "{card} (native Robai)",
    "show.robai.declared": "{name}: declared by seat {seat} (R11)",
    "show.robai.hidden": "{name}: hidden, seat {seat} passed (R11, R28)",
    "show.robai.indicator": "{name} is the indicator (R11)",
    "show.robai.stock": "{name} is in the stock (R11)",
    "show.robai.may_declare": "{name}: seat {seat} may declare or pass (R11)",
    "show.robai.you_passed": "{name}: hidden, you passed (R11, R28)",
    "show.robai.not_declared": "{name}: not declared (R11)",
    "show.robai.pending": "{name}: the declaration is pending (R11)",
    "show.over": "The deal is over: {team_a} {a}, {team_b} {b} (R29).",
    "show.turn.declare": "Your turn, seat {seat}: declare the native Robai or pass (R11).",
    "show.turn.discard_ringed": (
        "Your turn, seat {seat}: discard one card face down; the ringed cards may go (R12)."
    ),
    "show.turn.discard_any": (
        "Your turn, seat {seat}: discard one card face down; any card may go (R12)."
    ),
    "show.turn.play_ringed": "Your turn, seat {seat}: the ringed cards may be played (R19-R23).",
    "show.turn.play_any": "Your turn, seat {seat}: any card may be played (R19-R23).",
    "show.now": "Now: {reason}.",
    "show.waiting_declaration": "Waiting for the declaration of the native Robai (R11).",
    "show.waiting": "Waiting for seat {seat}.",
    "show.heading.indicator": "INDICATOR",
    "show.heading.side": "SIDE CARDS (R13)",
    "show.heading.score": "SCORE",
    "show.taken_by": "taken by seat {seat} (R11)",
    "show.not_taken": "not yet taken (R11)",
    "show.trump_is": "{suit} is trump (R8)",
    "show.indicator_line": "indicator {card}, {recipient}",
    "show.dealer_line": "dealer: seat {seat}",
    "show.side_not_shown": "not shown yet",
    "show.side_at_lead": "shown at the opening lead",
    "show.discard": "discard",
    "show.stock": "stock",
    "show.team": "team {team}",
    "show.tricks_played": "{n} of 9 tricks won",
    "show.tag.you": "you",
    "show.tag.dealer": "dealer",
    "show.tag.recipient": "recipient",
    "show.tag.to_play": "to play",
    "show.tag.lead": "lead",
    "show.tag.face_down": "face down",
    "show.tag.wins": "wins",
    # W and O marked in a trick picture (R27)
    "show.tag.w": "W",
    "show.tag.o": "O",
    "show.wo_legend": "W: the winning trump; O: the other team's strongest trump (R27).",
    "show.won_none": "no trick won",
    "show.won": {
        "one": "{count} trick won",
        "other": "{count} tricks won",
    },
    "show.cards": {
        "one": "{count} card",
        "other": "{count} cards",
    },
    "show.no_cards": "no cards left",
    "show.as_dealt": "as dealt",
    "show.ring.declaration": "Declaration",
    "show.ring.discard": "Discard",
    "show.ring.leads": "leads (R18)",
    "show.ring.meri": "Meri (R20)",
    "show.ring.plain": "plain lead",
    "show.ring.last": "the last (R26)",
    "show.ring.won_by": "won by seat {seat}",
    "show.ring.to_play": "seat {seat} to play",
    "show.trick": "Trick {number}",
    "show.trick_explained": "Trick {number}: {explanation}",
    "show.label.table": "the table",
    "show.label.table_seat": "the table as seat {seat} sees it",
    "show.your_hand": {
        "one": "your hand, {count} card",
        "other": "your hand, {count} cards",
    },
    "show.your_hand_dealt": "your hand as dealt",
    "show.legend": (
        "★ trump · dashed: played face down (R24) · ringed: may be played now, or won the trick"
    ),
    "show.trick9_title": "Trick 9: the last cards, all revealed at once (R26)",
    "show.meri_title": "Trick {number}: Meri, led with a trump by seat {seat}; all face up (R20)",
    "show.plain_title": "Trick {number}: {lead}; trumps go face down (R24)",
    "show.led_with": "led with {card} by seat {seat}",
    "show.led_by": "led by seat {seat}",
    "show.next": "Seat {seat} plays next (R18).",
    "show.face_down_note": (
        "A trump played to a plain lead stays face down until the eighth card (R24)."
    ),
    "show.wins_hidden": "Seat {seat} ({team}) wins the trick (R25). Face-down cards kept hidden.",
    "show.strip.trumps": {
        "one": "Trumps when {suit} is trump: {count} card, strongest first (R14)",
        "other": "Trumps when {suit} is trump: {count} cards, strongest first (R14)",
    },
    "show.strip.plain": {
        "one": "{suit} when it is not trump: {count} card, strongest first (R15)",
        "other": "{suit} when it is not trump: {count} cards, strongest first (R15)",
    },
    "show.strip.long": "Numerals run 9 high down to 1 (a long suit) (R16).",
    "show.strip.round": "Numerals run 1 high down to 9 (a round suit) (R16).",
    "show.strip.tenka": (
        "Tenka, the Pao Robai, is always a trump, just above the native Robai (R9)."
    ),
    "show.strip.tenka_native": (
        "The Pao Robai is Tenka and the native Robai at once: one card, one place (R9)."
    ),
    "show.strip.isu": "A plain Isu's Robai ranks between its 2 and its 1 (R15).",
    "show.strip.pao": "A plain Pao has no Robai: the Pao Robai is Tenka, always a trump (R9, R15).",
    "show.strip.stronger": "stronger",
    "show.strip.weaker": "weaker",
    "show.callout.tenka_native": "Tenka =",
    "show.callout.native_r9": "native (R9)",
    "show.callout.tenka": "Tenka",
    "show.callout.native": "native",
    "show.callout.robai_r10": "Robai (R10)",
    "show.back_trump": "a face-down trump",
    "show.back": "the back of a card",
    "show.back_mark": "TRUMP",
    "show.hand_trump": "★ trump: {suit} (R14)",
    "show.hand_legal": "raised and ringed: may be played now (R19-R23)",
    "show.band.tenka": "TENKA",
    "show.band.native": "NATIVE ROBAI",
    "narrate.seat": "seat {seat}",
    # A play in the narration: who, the card, and whether it went face down (R24).
    "narrate.play": "{seat}: {card}",
    "narrate.play_down": "{seat}: {card} {down}",
    "show.hand_label": {
        "one": "a hand of {count} card",
        "other": "a hand of {count} cards",
    },
    "show.seen_trump": "a trump by seat {seat}",
    "show.seen_play": "{card} by seat {seat}",
    "show.pair_over": "{pair}: {w} over {o}",
    # The narration of ``unsun-lab replay`` (unsun_lab.replay.narrate).
    "narrate.dealer": "Dealer: seat {seat}. Indicator: {card} ({name}), so {suit} is trump (R8).",
    "narrate.declaration": "Declaration: {reason}.",
    "narrate.discard": "Seat {seat} discards {card} (R12).",
    "narrate.meri": "Meri, led with a trump (R20)",
    "narrate.plain": "led with a plain card",
    "narrate.ninth": "the last cards, revealed together (R26)",
    "narrate.trick": "Trick {number} — seat {seat} leads; {kind}.",
    "narrate.legal": {
        "one": "[{count} legal: {reason}]",
        "other": "[{count} legal: {reason}]",
    },
    "narrate.face_down": "(face down, R24)",
    "narrate.score": "Score: team 0/2/4/6 {a}, team 1/3/5/7 {b}",
    "narrate.stops": {
        "one": (
            "The record stops after {count} move; running score: team 0/2/4/6 {a}, team 1/3/5/7"
            " {b}."
        ),
        "other": (
            "The record stops after {count} moves; running score: team 0/2/4/6 {a}, team 1/3/5/7"
            " {b}."
        ),
    },
    # Why a computer player chose its move (unsun_lab.players: hints and the play table's notes).
    "advice.declare": (
        "the indicator {card} is trump no. {rank} of {count} (value {declare_value}); keeping"
        " the Robai hidden makes Sota-Robai and Robai-Rei worth 5 instead of 2 (R28, value"
        " {pass_value}) (R11)"
    ),
    "advice.declare_sota": (
        "the indicator {card} is trump no. {rank} of {count} (value {declare_value}); keeping"
        " the Robai hidden makes Sota-Robai and Robai-Rei worth 5 instead of 2 (R28, value"
        " {pass_value}, you hold the Sota) (R11)"
    ),
    "advice.discard_trumps": "all ten cards are trumps: the weakest goes (R12)",
    "advice.discard_short": {
        "one": (
            "the lowest card of a short suit ({count} {suit} card in hand): a void lets you trump"
            " that suit later (R12, R23)"
        ),
        "other": (
            "the lowest card of a short suit ({count} {suit} cards in hand): a void lets you trump"
            " that suit later (R12, R23)"
        ),
    },
    "advice.lead_boss_trump": {
        "one": (
            "lead the boss trump as a Meri to draw the {count} unseen trump; a Meri trick carries"
            " no combination (R20, R27)"
        ),
        "other": (
            "lead the boss trump as a Meri to draw {count} unseen trumps; a Meri trick carries no"
            " combination (R20, R27)"
        ),
    },
    "advice.lead_boss": {
        "one": "{card} is the highest {suit} left; {count} other {suit} card is unseen (R25)",
        "other": "{card} is the highest {suit} left; {count} other {suit} cards are unseen (R25)",
    },
    "advice.lead_low": (
        "no sure winner: lead the lowest plain card ({card}, no. {position} of {count} in "
        "{suit}) and keep the trumps"
    ),
    "advice.lead_low_trump": "only trumps left: lead the lowest (R20)",
    "advice.partner_wins": {
        "one": (
            "partner seat {seat} is winning; {count} opponent still to play may beat it: play low"
            " ({card}) and keep the strong cards"
        ),
        "other": (
            "partner seat {seat} is winning; {count} opponents still to play may beat it: play low"
            " ({card}) and keep the strong cards"
        ),
    },
    "advice.partner_safe": (
        "partner seat {seat} is winning and no opponent still to play can beat it: play low"
        " ({card}) and keep the strong cards"
    ),
    "advice.n_opponents": {
        "one": "{count} opponent still to play",
        "other": "{count} opponents still to play",
    },
    "advice.n_unseen_trumps": {
        "one": "{count} unseen trump",
        "other": "{count} unseen trumps",
    },
    "advice.cannot_beat": "nothing in hand beats seat {seat}'s card: throw the cheapest ({card})",
    "advice.pair": (
        "seat {seat} trumped and holds {held}: {card} over it makes a combination worth 2 or 5"
        " (R27/R28)"
    ),
    "advice.win_cheap": (
        "win the trick cheaply with {card}: {opponents}, {trumps} above the cheapest winner (R25)"
    ),
    "advice.only_move": "the only legal move",
    "advice.convention": {
        "one": (
            "{card} rather than {best}: both do the same on this trick, and the expert's"
            " convention plays the weakest such card, so that its partners can read its hand;"
            " the team's margin (its points minus those of the other team), on average over"
            " {count} imagined deal: {top} (R25, R27-R29)"
        ),
        "other": (
            "{card} rather than {best}: both do the same on this trick, and the expert's"
            " convention plays the weakest such card, so that its partners can read its hand;"
            " the team's margin (its points minus those of the other team), on average over"
            " {count} imagined deals: {top} (R25, R27-R29)"
        ),
    },
    "advice.search": {
        "one": (
            "your team's margin (its points minus those of the other team), on average over"
            " {count} deal imagined from what you have seen: {top} (R27-R29)"
        ),
        "other": (
            "your team's margin (its points minus those of the other team), on average over"
            " {count} deals imagined from what you have seen: {top} (R27-R29)"
        ),
    },
    "advice.random": {
        "one": "the only legal move, so the random player plays it",
        "other": "picked at random among {count} legal moves (1 in {count})",
    },
    # A record's refusals (unsun_lab.record.RecordError): the field or move, and the rule.
    "record.field": "{field}: {detail}",
    "record.where": "{where}: {detail}",
    "record.move": "move {number}: {reason}",
    "record.move_where": "moves[{index}] (move {number})",
    "record.missing": "missing",
    "record.format": "expected {expected}, got {got}",
    "record.string": "expected a string, got {got}",
    "record.dealer": "expected a seat number 0-7 (R4), got {got}",
    "record.hands": "expected a list of 8 hands, one per seat (R6), got {got}",
    "record.hand": "expected 9 dealt cards (R6), got {got}",
    "record.stock": "expected the 2 stock cards (R7), got {got}",
    "record.entries": {
        "one": "{count} entry",
        "other": "{count} entries",
    },
    "record.cards": {
        "one": "{count} card",
        "other": "{count} cards",
    },
    "record.card_type": "expected a card code string, got {got}",
    "record.card_twice": "{card} is already in {place}: each of the 75 cards appears once (R1)",
    "record.moves": "expected a list of moves, got {got}",
    "record.entry_key": "'{key}' must be a string, got {got}",
    "record.entry_extra": "unknown keys {extra}: expected 'move', 'note'",
    "record.entry": "expected a move string or {{'move': ..., 'note': ...}}, got {got}",
    "record.not_a_source": "record: expected a dict, JSON text or a path, got {got}",
    "record.not_an_object": "record: expected a JSON object, got {got}",
    "record.kind.object": "an object",
    "record.kind.list": "a list",
    "record.kind.string": "a string",
    "record.kind.null": "null",
    "record.kind.boolean": "a boolean",
    "record.kind.number": "the number {value}",
    # The quantities of a simulation study's table (unsun_lab.study.Totals.table).
    "study.margin": "team 0/2/4/6 margin (points a deal, R29)",
    "study.combos": "combinations a deal (R27)",
    "study.combo_points": "points from combinations a deal (R28)",
    "study.with_combo": "share of deals with a combination",
    "study.status.declared": "share of deals: native Robai declared (R11)",
    "study.status.hidden": "share of deals: native Robai hidden (R11)",
    "study.status.indicator": "share of deals: native Robai indicator (R11)",
    "study.status.stock": "share of deals: native Robai stock (R11)",
    "study.pair": "{pair} a deal",
    # Practice: the exercises of unsun_lab.practice and the Practice widget
    "practice.kind.stronger": "Which card is stronger",
    "practice.kind.legal": "Cards you may play or discard",
    "practice.kind.winner": "Who wins the trick",
    "practice.kind.combination": "Combination points",
    "practice.kind.score": "The deal score",
    "practice.kind.best_move": "Best move (puzzles)",
    "practice.q.stronger": (
        "Trump is {trump} and the trick was led in {suit}. If {a} and {b} are both played to"
        " it, which one is stronger?"
    ),
    "practice.q.legal_lead": (
        "Trump is {trump}. You are seat {seat} and lead trick {number}. {meri} Pick every card"
        " you may lead."
    ),
    "practice.q.legal_follow": (
        "Trump is {trump}. You are seat {seat}. Seat {leader} led trick {number} with {lead}."
        " {meri} Pick every card you may play."
    ),
    "practice.q.discard": (
        "You are seat {seat} and took the indicator {indicator} into your hand. Pick every card"
        " you may discard."
    ),
    "practice.meri.seen": "A Meri trick has already been led in this deal.",
    "practice.meri.not_yet": "No Meri trick has been led in this deal yet.",
    "practice.q.winner": (
        "Trump is {trump}. Trick {number} is complete; in the order played: {plays}. Which"
        " seat wins it?"
    ),
    "practice.q.winner_ninth": (
        "Trump is {trump} and the dealer is seat {dealer}. The ninth trick, from the winner of"
        " trick 8 on: {plays}. Which seat wins it?"
    ),
    "practice.play": "seat {seat} {card}",
    "practice.play_down": "seat {seat} {card} (face down)",
    "practice.q.combination": (
        "Trump is {trump}; the native Robai {status}. Trick {number} is complete: {plays}. How"
        " many points does a combination move on this trick?"
    ),
    "practice.status.declared": "was declared",
    "practice.status.hidden": "stayed hidden: its holder passed",
    "practice.status.indicator": "is the indicator",
    "practice.status.stock": "lies in the stock",
    "practice.q.score": (
        "The deal is over (trump {trump}). Tricks won: team 0/2/4/6 {tricks_a}, team 1/3/5/7"
        " {tricks_b}. Combinations: {combos}. What is each team's deal score?"
    ),
    "practice.combo_line": "trick {number}, {pair} for team {team} ({points})",
    "practice.q.best_move": "You are seat {seat}, trick {number}. Which card is best here?",
    "practice.q.best_discard": (
        "You are seat {seat} and took the indicator {indicator}. Which card is best to discard?"
    ),
    "practice.q.best_declare": (
        "You are seat {seat} and hold the native Robai {card}. Is it better to declare or to pass?"
    ),
    "practice.choice.score": "team 0/2/4/6 {a} : team 1/3/5/7 {b}",
    "practice.choice.declare": "declare",
    "practice.choice.pass": "pass",
    "move.declare": "declare",
    "move.pass": "pass",
    "practice.points.0": "0 points",
    "practice.points.2": "2 points",
    "practice.points.5": "5 points",
    "practice.why.allowed": "{card} is allowed: {reason}",
    "practice.why.refused": "{card} is not allowed: {reason}",
    "practice.why.loses": "seat {seat}'s {card} does not win. {reason}",
    "practice.why.points": "{combo}; {points}",
    "practice.why.points_not": "{wrong} is not right. {reason}",
    "practice.why.score": (
        "the tricks give {tricks_a} : {tricks_b} and the combinations move {delta_a} :"
        " {delta_b}, so the score is {a} : {b}; the two always add up to 9 (R27, R28, R29)"
    ),
    "practice.why.score_wrong": "{reason}. {right}",
    "practice.why.score_tricks_only": (
        "{a} : {b} counts only the tricks; the combinations move points as well (R28)"
    ),
    "practice.why.score_swapped": (
        "{a} : {b} moves the combination points the wrong way: they go to the team whose trump"
        " won the pair (R27, R28)"
    ),
    "practice.why.score_not_nine": (
        "{a} : {b} adds up to {sum}, not 9: a combination takes from one team exactly what it"
        " gives the other (R28, R29)"
    ),
    "practice.why.score_off": "{a} : {b} does not match the tricks and the combinations (R29)",
    "practice.why.best_move": (
        "{move} is best: your team's margin (its points minus those of the other team) comes to"
        " {value} points on average over the deals the coach imagined from what you can see, at"
        " least {lead} more than with any other move (R29)"
    ),
    "practice.why.worse_move": (
        "{move}: your team's margin (its points minus those of the other team) comes to {value}"
        " points on average over the deals the coach imagined, {loss} less than with {best}"
        " (R29)"
    ),
    "practice.why.try_move": (
        "{move} is not the best move here: with another card your team's margin (its points"
        " minus those of the other team) is {loss} points higher on average over the deals the"
        " coach imagined (R29)"
    ),
    "practice.fb.right": "Right!",
    "practice.fb.wrong": "Not quite.",
    "practice.fb.missed": "You missed: {choices}",
    "practice.fb.wrong_picks": "Not right: {choices}",
    "practice.fb.answer": "The answer: {choices}",
    "practice.fb.try_again": "Not this one. Try again, or show the answer.",
    "practice.ui.check": "Check",
    "practice.ui.next": "Next exercise",
    "practice.ui.try_again": "Try again",
    "practice.ui.show": "Show the answer",
    "practice.ui.level": "Level",
    "practice.ui.kinds": "Exercises",
    "practice.ui.rule": "Rule {rule}",
    "practice.ui.pick_one": "Pick one.",
    "practice.ui.pick_all": "Pick every one that applies.",
    "practice.ui.bar": "{rule}: {right} of {seen} right, box {box}",
    "practice.ui.keys": "Keys: arrows move, Space selects, Enter checks.",
    "practice.ui.none": "No exercise trains these rules.",
    "practice.ui.bad_file": (
        "The progress file {path} could not be read ({detail}). It was kept as {aside}, and"
        " your practice starts afresh."
    ),
    "practice.ui.refused_file": (
        "The progress file {path} cannot be used ({detail}). It was left as it is, and this"
        " practice keeps no progress."
    ),
    "practice.chart.title": "Practice by rule",
    "practice.chart.seen": "seen",
    "practice.chart.right": "answered right",
    "practice.chart.box": "Leitner box (higher: comes back later)",
    "practice.chart.empty": "No exercise answered yet.",
    # The progress row by theme (Progress.rating) and your own mistakes (Practice(mine=True)).
    "practice.ui.theme_bar": "{theme}: rating {rating}, {right} of {seen} right",
    "practice.ui.theme_nums": "rating {rating} · {right}/{seen}",
    "practice.ui.work_on": "What to work on: “{theme}”",
    "practice.ui.work_on_two": "What to work on: “{theme}”, then “{then}”",
    "practice.mine.empty": (
        "None of your own mistakes is waiting yet. Play a deal at the PlayTable: every move"
        " the coach calls a mistake or a blunder comes back here, shown as you saw it then"
        " (R31). Until then, here are questions on the rules."
    ),
    "practice.mine.done": (
        "That was every one of your own mistakes due today. Each comes back in a later"
        " session, the sooner the more often you missed it; asked again now, they do not count."
    ),
    # Your own mistakes (Practice(mine=True)): where each comes from, on the puzzle and, once
    # answered, in its feedback with the move the learner made there.
    "practice.mine.from": "One of your own mistakes: from your deal {deal}, move {move}.",
    "practice.mine.origin": "From your deal {deal}, move {move}: you played {card}.",
    "practice.mine.origin_declare": "From your deal {deal}, move {move}: you declared.",
    "practice.mine.origin_pass": "From your deal {deal}, move {move}: you passed.",
    # Practice: the questions on seats, dealing, trumps, the declaration, the side cards, who
    # leads and what the others see (the kinds teams ... seen), and the Meri left to judge.
    "course.map.title": "Your course so far: the stars of each lesson's quiz",
    "course.map.lesson.01": "The deck and the rank orders",
    "course.map.lesson.02": "Dealing and the indicator",
    "course.map.lesson.03": "Playing tricks",
    "course.map.lesson.04": "Scoring and combinations",
    "course.map.done": "lesson complete",
    "course.map.todo": "not done yet: its quiz is at the end of the lesson",
    "course.map.note": (
        "Each lesson ends with a quiz of 8 questions: 7 or 8 right give 3 stars, 5 or 6 give"
        " 2, fewer give 1. Your best quiz is kept, and this map shows it when you run this page"
        " again."
    ),
    "practice.checkpoint.title": "Check yourself: questions on {rules}",
    "practice.checkpoint.sample": (
        "A sample question with its answer (open it once you have tried the questions)"
    ),
    "practice.checkpoint.choices": "Choices: {choices}",
    "practice.meri.judge": "Has a Meri been led in this deal? Judge it from the tricks so far.",
    "practice.kind.teams": "Seats and teams",
    "practice.kind.dealing": "Who deals and who gets the first cards",
    "practice.kind.trumps": "Which cards are trumps",
    "practice.kind.declaration": "Declaring the native Robai",
    "practice.kind.side_cards": "The cards out of play",
    "practice.kind.leader": "Who leads the next trick",
    "practice.kind.seen": "What the others see",
    "practice.choice.partner": "a partner",
    "practice.choice.opponent": "an opponent",
    "practice.q.teams.partners": (
        "You are seat {seat}. Pick every seat of your team: your partners."
    ),
    "practice.q.teams.side": "You are seat {seat}. Is seat {other} your partner or an opponent?",
    "practice.q.teams.next": (
        "You are seat {seat}. Seat {other} has just played a card to the trick. Which seat"
        " plays next?"
    ),
    "practice.q.teams.next_you": (
        "You are seat {seat} and have just played a card to the trick. Which seat plays next?"
    ),
    "practice.why.teams.partner": (
        "seat {other} is your partner: seats {team} play together as one team (R5)"
    ),
    "practice.why.teams.opponent": (
        "seat {other} is an opponent: it plays for the other team, seats {team} (R5)"
    ),
    "practice.why.teams.next": (
        "play goes clockwise: after seat {other} comes its left neighbour, seat {next} (after"
        " seat 7 comes seat 0 again) (R4)"
    ),
    "practice.why.teams.next_from_you": (
        "play goes clockwise: after you comes your left neighbour, seat {next} (after seat 7"
        " comes seat 0 again) (R4)"
    ),
    "practice.why.teams.next_you": (
        "play goes clockwise: after seat {other} comes its left neighbour, and that is you"
        " (after seat 7 comes seat 0 again) (R4)"
    ),
    "practice.why.teams.not_next": "seat {seat} is not next. {reason}",
    "practice.why.teams.not_next.you": "you are not next. {reason}",
    "practice.q.dealing.first": ("Seat {dealer} deals. Which seat receives the first three cards?"),
    "practice.q.dealing.last": (
        "Seat {dealer} deals three rounds of three cards. Which seat receives the last three"
        " cards of each round?"
    ),
    "practice.q.dealing.next_dealer": (
        "Seat {dealer} dealt this deal of a match. Which seat deals the next deal?"
    ),
    "practice.why.dealing.first": (
        "the dealer deals clockwise, starting at its left: seat {seat} gets the first three"
        " cards (R4, R6)"
    ),
    "practice.why.dealing.last": (
        "the dealer starts at its left and goes clockwise round the table, so it serves itself"
        " last: seat {seat} gets the last three cards of each round (R6)"
    ),
    "practice.why.dealing.next_dealer": (
        "after each deal the dealer moves one seat to the left: seat {seat} deals next (R30)"
    ),
    "practice.why.dealing.not": "not seat {seat}. {reason}",
    "practice.q.trumps": (
        "You are seat {seat}, and the indicator turned face up is {indicator}. Pick every trump"
        " in your hand."
    ),
    "practice.why.trumps.suit": (
        "{card} is a trump: the indicator {indicator} makes {suit} the trump suit (R8)"
    ),
    "practice.why.trumps.plain": (
        "{card} is not a trump: it is a card of {own}, and the indicator {indicator} makes"
        " {suit} the trump suit (R8)"
    ),
    "practice.why.trumps.tenka": (
        "{card} is a trump: the Pao Robai is Tenka, always a trump whatever the trump suit (R9)"
    ),
    "practice.why.trumps.tenka_pao": (
        "{card} is a trump: with Pao trump, the Pao Robai is Tenka and the native Robai at"
        " once (R9, R10)"
    ),
    "practice.q.declare.may": (
        "You are seat {seat}. The indicator is {indicator}, and your nine cards are {hand}."
        " Pick every move you may make at the declaration."
    ),
    "practice.why.declare.may": (
        "you may declare: you hold {card}, the Robai of the trump suit, the native Robai (R10, R11)"
    ),
    "practice.why.declare.not_holder": (
        "you may not declare: only the seat holding the native Robai {card} may, and it is not"
        " in your hand (R10, R11)"
    ),
    "practice.why.declare.indicator": (
        "nobody may declare: the native Robai {card} is the indicator itself (R10, R11)"
    ),
    "practice.why.pass.holder": (
        "you may pass: {card} then stays hidden in your hand, and the dealer, seat {dealer},"
        " takes the indicator (R11)"
    ),
    "practice.why.pass.dealer": (
        "you may pass: {card} then stays hidden, and as the dealer you take the indicator all"
        " the same, since the dealer takes it when nobody declares (R11)"
    ),
    "practice.why.pass.forced": (
        "you pass, and you have no other choice: you do not hold the native Robai {card}, so"
        " the game passes for you (R10, R11)"
    ),
    "practice.q.declare.recipient": (
        "You are seat {seat}. Seat {dealer} dealt, and the indicator is {indicator}. {said}"
        " Which seat takes the indicator into its hand?"
    ),
    "practice.q.declare.recipient_dealer": (
        "You are seat {seat} and you dealt; the indicator is {indicator}. {said} Which seat"
        " takes the indicator into its hand?"
    ),
    "practice.decl.declared": "Seat {holder} declared the native Robai {card}.",
    "practice.decl.you_passed": "You hold the native Robai {card}, and you passed.",
    "practice.decl.indicator": "The native Robai {card} is the indicator itself.",
    "practice.decl.nobody": "Nobody declared the native Robai {card}.",
    "practice.why.recipient.declared": (
        "seat {holder} declared {card}, and the seat that declares takes the indicator (R11)"
    ),
    "practice.why.recipient.you_passed": (
        "you passed, so nobody declared: then the dealer, seat {dealer}, takes the indicator (R11)"
    ),
    "practice.why.recipient.dealer_holder": (
        "nobody declared, so the dealer takes the indicator, and the dealer is you: passing"
        " kept {card} hidden but did not give the indicator away (R11)"
    ),
    "practice.why.recipient.indicator": (
        "nobody could declare, since {card} is the indicator, so the dealer, seat {dealer},"
        " takes it (R11)"
    ),
    "practice.why.recipient.indicator_you": (
        "nobody could declare, since {card} is the indicator, so the dealer takes it, and the"
        " dealer is you (R11)"
    ),
    "practice.why.recipient.dealer": (
        "nobody declared the native Robai {card} (its holder passed, or it lies in the stock),"
        " so the dealer, seat {dealer}, takes the indicator (R11)"
    ),
    "practice.why.recipient.dealer_you": (
        "nobody declared the native Robai {card} (its holder passed, or it lies in the stock),"
        " so the dealer takes the indicator, and the dealer is you (R11)"
    ),
    "practice.why.recipient.not": "not seat {seat}. {reason}",
    "practice.why.recipient.not.you": "not you. {reason}",
    "practice.q.side_cards": (
        "You are seat {seat}. Seat {recipient} took the indicator {indicator} and discarded a"
        " card face down. When seat {leader} led the first trick, everyone was shown the discard"
        " {discard} and the stock {stock}. Pick every card that is out of play in this deal."
    ),
    "practice.q.side_cards_you": (
        "You are seat {seat}. You took the indicator {indicator} and discarded a card face"
        " down. When you led the first trick, everyone was shown the discard {discard} and the"
        " stock {stock}. Pick every card that is out of play in this deal."
    ),
    "practice.why.side.discard": (
        "{card} is out of play: it is the discard of seat {seat}, who took the indicator,"
        " shown to everyone at the opening lead; it wins no trick (R12, R13)"
    ),
    "practice.why.side.discard.you": (
        "{card} is out of play: it is your discard, made when you took the indicator, shown to"
        " everyone at the opening lead; it wins no trick (R12, R13)"
    ),
    "practice.why.side.stock": (
        "{card} is out of play: it is one of the two stock cards left under the indicator,"
        " shown at the opening lead; it wins no trick (R7, R13)"
    ),
    "practice.why.side.indicator": (
        "{card} is in play: it is the indicator, and seat {seat} took it into its hand (R7, R12)"
    ),
    "practice.why.side.indicator.you": (
        "{card} is in play: it is the indicator, and you took it into your hand (R7, R12)"
    ),
    "practice.why.side.led": (
        "{card} is in play: seat {leader} led it to the first trick; only the discard and the"
        " stock are out of play (R13)"
    ),
    "practice.why.side.led.you": (
        "{card} is in play: you led it to the first trick; only the discard and the stock are"
        " out of play (R13)"
    ),
    "practice.why.side.hand": (
        "{card} is in play: it is in your hand; only the discard and the stock are out of play"
        " (R13)"
    ),
    "practice.q.leader.first": (
        "Seat {dealer} dealt, the indicator was {indicator}, and seat {seat} took it. Which"
        " seat leads the first trick?"
    ),
    "practice.q.leader.next": (
        "Trump is {trump}. Trick {number} is complete; in the order played: {plays}. Which seat"
        " leads trick {next}?"
    ),
    "practice.why.leader.first": (
        "the seat that took the indicator, seat {seat}, leads the first trick (R18)"
    ),
    "practice.why.leader.winner": (
        "seat {seat} won trick {number} with {card}, and the winner of a trick leads the next"
        " one (R18, R25)"
    ),
    "practice.why.leader.not": "not seat {seat}. {reason}",
    "practice.q.seen.follow": (
        "Trump is {trump}. You are seat {seat}; seat {leader} led trick {number} with {lead}."
        " Pick every card of your hand that the others would see face up if you played it now."
    ),
    "practice.q.seen.lead": (
        "Trump is {trump}. You are seat {seat} and lead trick {number}. Pick every card of your"
        " hand that the others would see face up if you led it."
    ),
    "practice.why.seen.plain": (
        "{card} would be seen: a plain card is always played face up, for every seat to see"
        " (R24, R31)"
    ),
    "practice.why.seen.down": (
        "{card} would go face down: it is a trump on a trick led with a plain card, so the"
        " others see that you played a trump, but not which one, until the trick's eighth card"
        " (R24, R31)"
    ),
    "practice.why.seen.meri": (
        "{card} would be seen: the trick was led with a trump, a Meri, and every card of a Meri"
        " is face up (R20, R24)"
    ),
    "practice.why.seen.lead": (
        "{card} would be seen: a lead is always face up; a trump led makes the trick a Meri,"
        " all face up (R20, R24)"
    ),
    # The principles of play (unsun_lab.principles): title, advice, why it applies, evidence.
    "principle.unmeasured": "a rule of thumb, not measured",
    "principle.winning.card": "{card}, the card winning now",
    "principle.winning.down": "seat {seat}'s face-down trump",
    "principle.winning.trumps": "the face-down trumps already played",
    "principle.fb.at_work": "principle at work, “{title}”: {why}",
    "principle.fb.equal": (
        "{moves} are equally good here: in the deals the coach imagined from what you can see"
        " they come to the same result (R29)"
    ),
    "principle.fb.still_loses": (
        "even {move} loses points on average from here: every card does, and the others lose"
        " more (R29)"
    ),
    "principle.fb.worse": (
        "{best} keeps more points for your team than {move} over the rest of the deal (R29)"
    ),
    "principle.fb.try": "{move} is not the best card here. Think of the principle at work: {title}",
    "principle.fb.try_plain": (
        "{move} is not the best card here: look again at this trick and at what has been played"
    ),
    # The coach leads with the principle that explains a costly decision (analysis.principle_lead).
    "principle.coach.lead": "{title}: {why}",
    "principle.coach.lead_also": "{title}: {why}; {best} is better still",
    "principle.coach.exception": (
        "the principle “{title}” points to {move} here, but this is an exception: {best} is better"
    ),
    # A declaration puzzle names the trump as every puzzle does (practice.kinds.best_move).
    "principle.q.best_declare": (
        "You are seat {seat}, {suit} is trump, and you hold the native Robai {card}. Is it better"
        " to declare or to pass?"
    ),
    "principle.ui.details": "Details",
    "principle.ui.principle": "Principle",
    "principle.first_lead.title": "The first lead",
    "principle.first_lead.advice": (
        "At trick 1 you may not lead a trump (R19), and before the first Meri anyone may trump"
        " a plain lead (R22): lead a low plain card you can spare."
    ),
    "principle.first_lead.why": (
        "trick 1 may not be led with a trump (R19), and before the first Meri anyone may trump"
        " a plain lead (R22): {move} is your lowest {suit}, a card you can spare"
    ),
    "principle.no_plain_sun_early.title": "No plain Sun led before the first Meri",
    "principle.no_plain_sun_early.advice": (
        "Before the first Meri anyone may trump a plain lead (R22), so a plain Sun led then is"
        " usually trumped: keep it until the trumps have been drawn."
    ),
    "principle.no_plain_sun_early.why": (
        "before the first Meri anyone may trump a plain lead (R22): {move} spares your {sun},"
        " which led now would most likely be trumped"
    ),
    "principle.no_plain_sun_early.evidence": (
        "measured by duplicate deals with heuristic players: before the first Meri, leading your "
        "strongest other plain card rather than the plain Sun gained {value} points a deal (95 % "
        "interval {low} to {high}; pairs of deals: {n}); a plain Sun led then won its trick only "
        "{before} of the time (leads: {before_n}), after the first Meri {after} (leads: "
        "{after_n})"
    ),
    "principle.trump_plain_lead.title": "Trumping a plain lead before the first Meri",
    "principle.trump_plain_lead.advice": (
        "Before the first Meri anyone may trump a plain lead (R22), and a trump played early in"
        " the trick can be beaten by a later one: as one of the last two to play, when an"
        " opponent's plain card is winning, take the trick with your lowest trump that is not"
        " in danger; earlier in the trick, trumping gained nothing measurable (R25, R27)."
    ),
    "principle.trump_plain_lead.why": (
        "an opponent's {card} is winning this plain-led trick, nobody has trumped yet and at"
        " most one player is still to play after you: {move} is your lowest trump that is not"
        " in danger, and any trump takes the trick from a plain card (R22, R25)"
    ),
    "principle.trump_plain_lead.evidence": (
        "measured by duplicate deals with heuristic players: as one of the last two to play,"
        " with an opponent's plain card winning and nobody trumped, your lowest trump not in"
        " danger gained {value} points a deal over a plain card (95 % interval {low} to {high};"
        " pairs of deals: {n}); with two or more players still to play after you, trumping so"
        " gained {early} ({early_low} to {early_high}; pairs of deals: {early_n}): nothing"
        " measurable"
    ),
    "principle.partner_trumped.title": "A partner has trumped: play a plain card",
    "principle.partner_trumped.advice": (
        "When a partner has trumped a plain-led trick (a face-down card, R24), play a plain"
        " card and keep your trumps for later."
    ),
    "principle.partner_trumped.why": (
        "seat {partner}, your partner, has already trumped this plain-led trick (a face-down"
        " card, R24): {move} keeps your trumps for later tricks"
    ),
    "principle.partner_trumped.evidence": (
        "measured by duplicate deals with heuristic players: a plain card gained {value} points "
        "a deal over your weakest trump (95 % interval {low} to {high}; pairs of deals: {n}), "
        "{strongest} over your strongest ({strongest_low} to {strongest_high}) and {average} "
        "over the average of all your legal trumps ({average_low} to {average_high}); only "
        "against the trump that turned out best, which is known only after the deal, was there "
        "no clear difference ({best}; {best_low} to {best_high})"
    ),
    "principle.card_in_danger.title": "A card in danger",
    "principle.card_in_danger.advice": (
        "A trump whose upper card in a pair is still out is in danger on a plain-led trick: an"
        " opponent who wins with that upper card makes the pair (R27), so keep it off such"
        " tricks."
    ),
    "principle.card_in_danger.why": (
        "{card} is the lower card of {pair} and {upper} has not been seen: played to this"
        " plain-led trick, it could give the opponents {pair} (R27); {move} keeps it out of"
        " danger"
    ),
    "principle.card_in_danger.why_lead": (
        "{card} is the lower card of {pair} and {upper} has not been seen: kept for the ninth"
        " trick, which is never a Meri, it could be caught there for 5 points (R26, R28); led"
        " now, it opens a Meri, where no pair counts (R20, R27)"
    ),
    "principle.card_in_danger.evidence": (
        "measured by duplicate deals with heuristic players: on a plain-led trick, keeping a "
        "trump in danger and playing your weakest card that is not in danger instead gained "
        "{value} points a deal (95 % interval {low} to {high}; pairs of deals: {n}); played "
        "there, the trump in danger gave the pair away {share} of the time (95 % interval "
        "{share_low} to {share_high}; plays: {share_n})"
    ),
    "principle.win_cheaply.title": "Win a trick cheaply",
    "principle.win_cheaply.advice": (
        "When you can beat the card that is winning, beat it with your lowest card that does:"
        " a higher one wins the trick no better (R25)."
    ),
    "principle.win_cheaply.why": (
        "{move} is your lowest card that beats {card}, the card winning now: a higher one would"
        " win this trick no better (R25)"
    ),
    "principle.lowest_card.title": "Nothing can win: play your lowest card",
    "principle.lowest_card.advice": (
        "When no card you may play can win the trick, play your lowest one and keep the strong"
        " ones (R25)."
    ),
    "principle.lowest_card.why": (
        "no card you may play beats {what}, so {move}, your lowest card, gives away the least (R25)"
    ),
    "principle.dont_overtake_partner.title": "Don't overtake a partner who is winning",
    "principle.dont_overtake_partner.advice": (
        "When a partner's card is winning the trick, don't beat it: keep your stronger card for"
        " a trick your team would otherwise lose (R25)."
    ),
    "principle.dont_overtake_partner.why": (
        "your partner, seat {partner}, is winning with {card}: {move} leaves the trick to them"
        " and keeps your stronger card (R25)"
    ),
    "principle.count_trumps.title": "Count the trumps",
    "principle.count_trumps.advice": (
        "There are 16 trumps, 15 when Pao is trump (R9): count those you have seen. When none"
        " is left outside your hand, the highest card of a plain suit still out cannot be"
        " beaten (R25)."
    ),
    "principle.count_trumps.why": (
        "all {total} trumps are accounted for, none is left outside your hand (R9), and no"
        " higher {suit} is still out: {move} cannot be beaten (R25)"
    ),
    "principle.first_meri.title": "The first Meri: no measured rule",
    "principle.first_meri.advice": (
        "Whether to open the first Meri with a trump at tricks 2 to 6 is a free choice: leading"
        " your strongest trump measured no clear gain over a plain card (R20, R22)."
    ),
    "principle.first_meri.why": (
        "whether to open the first Meri now is your choice: leading your strongest trump"
        " measured no clear gain over a plain card, so {move} is as reasonable as another"
        " (R20, R22)"
    ),
    "principle.first_meri.evidence": (
        "measured by duplicate deals with heuristic players: your strongest trump led instead"
        " of your strongest plain card gained {value} points a deal (95 % interval {low} to"
        " {high}; pairs of deals: {n}): no clear difference"
    ),
    "principle.lone_sun.title": "A lone Sun: keep it back on the Meri",
    "principle.lone_sun.advice": (
        "If the Sun was the only trump you were dealt, you may keep it on a Meri trick (R21):"
        " keeping it gained a little."
    ),
    "principle.lone_sun.why": (
        "your {sun} is your only trump and was the only one you were dealt, so you may keep it"
        " on this Meri (R21): {move} keeps it for a later trick"
    ),
    "principle.lone_sun.evidence": (
        "measured by duplicate deals with random players (heuristic players almost never reach"
        " this choice): keeping the Sun gained {value} points a deal over playing it (95 %"
        " interval {low} to {high}; pairs of deals: {n})"
    ),
    "principle.ninth_trick.title": "The ninth trick: don't hoard a trump",
    "principle.ninth_trick.advice": (
        "A trump kept to the end usually wins the ninth trick (R26), but keeping one on purpose"
        " gained nothing measurable: at trick 8, play the card the trick needs."
    ),
    "principle.ninth_trick.why": (
        "a trump kept for the ninth trick usually wins it (R26), but keeping {trump} on purpose"
        " measured no gain: {move} is a fair choice if this trick needs it"
    ),
    "principle.ninth_trick.evidence": (
        "measured with heuristic players: a last card that was a trump won the ninth trick"
        " {kept} of the time, a plain one {plain}; by duplicate deals, keeping the trump rather"
        " than playing it at trick 8 gained {value} points a deal (95 % interval {low} to"
        " {high}; pairs of deals: {n}): no measurable difference"
    ),
    "principle.declare_robai.title": "Declare the native Robai",
    "principle.declare_robai.advice": (
        "If you hold the native Robai and are not the dealer, declare it: you take the"
        " indicator, an extra card, and lead the first trick (R11, R18)."
    ),
    "principle.declare_robai.why": (
        "declaring {card} takes the indicator {indicator} into your hand, an extra card for"
        " your team, and you lead the first trick (R11, R18)"
    ),
    "principle.declare_robai.evidence": (
        "measured by duplicate deals with heuristic players: declaring gained {value} points a"
        " deal over passing (95 % interval {low} to {high}; pairs of deals: {n})"
    ),
    "principle.dealer_holder.title": "The dealer who holds the native Robai",
    "principle.dealer_holder.advice": (
        "As the dealer you receive the indicator even if you pass (R11): passing keeps the"
        " native Robai hidden, so its pairs transfer 5 (R28)."
    ),
    "principle.dealer_holder.why": (
        "you are the dealer, so the indicator {indicator} comes to you even if you pass (R11);"
        " passing keeps {card} hidden, and Sota-Robai and Robai-Rei then transfer 5 to"
        " whichever team makes them (R28)"
    ),
    # What the asking seat knows that a question needs (unsun_lab.practice.context).
    "context.trump": "{suit} is trump: {count} trumps, Tenka PRo among them (R8, R9)",
    "context.trump_pao": (
        "Pao is trump: 15 trumps, and PRo is Tenka and the native Robai at once (R8, R9)"
    ),
    "context.dealer": "seat {dealer} dealt (R6)",
    "context.dealer_you": "you dealt (R6)",
    "context.recipient": "seat {seat} took the indicator {indicator} (R11)",
    "context.recipient_you": "you took the indicator {indicator} (R11)",
    "context.robai.indicator": (
        "the indicator is the native Robai {card} itself: nobody could declare, and it is not"
        " hidden (R11, R28)"
    ),
    "context.robai.declared": (
        "seat {seat} declared the native Robai {card}: it is not hidden (R11, R28)"
    ),
    "context.robai.you_declared": (
        "you declared the native Robai {card}: it is not hidden (R11, R28)"
    ),
    "context.robai.own_deciding": "you hold the native Robai {card}: declare it or pass (R11)",
    "context.robai.own_hidden": (
        "you hold the native Robai {card} and passed: it is hidden, so Sota-Robai and Robai-Rei"
        " transfer 5 (R11, R28)"
    ),
    "context.robai.hidden": (
        "nobody declared the native Robai {card} and the stock did not hold it: a holder passed,"
        " so it is hidden and Sota-Robai and Robai-Rei transfer 5 (R11, R28)"
    ),
    "context.robai.stock": "the native Robai {card} was in the stock, out of play (R11, R13)",
    "context.robai.not_declared": (
        "nobody declared the native Robai {card}: it is hidden in a hand or lies in the stock,"
        " which is shown at the opening lead (R11, R13)"
    ),
    "context.robai.pending": "the declaration of the native Robai {card} is not settled yet (R11)",
    "context.meri.yes": (
        "a Meri has been led: on a plain lead you must follow suit or trump (Monchi, R23)"
    ),
    "context.meri.no": "no Meri has been led yet: any card may be played to a plain lead (R22)",
    "context.play": "seat {seat} {card}",
    "context.play_down": "seat {seat} a face-down trump",
    "context.trick": (
        "trick {number}, led by seat {leader}: {plays}; seat {winner} won with {card}; trumps"
        " in it: {trumps} (R25)"
    ),
    "context.current": "this trick, led by seat {leader}: {plays} (R18)",
    "context.unseen": "trumps you have not seen: {count} of {total} (R9)",
    "context.legend": (
        "Each card follows the number of the seat that played it; ★ marks a trump, a frame the"
        " card that won the trick."
    ),
    "context.q.best_move": (
        "You are seat {seat}, trick {number}, and {suit} is trump. Which card is best here?"
    ),
    "context.q.best_any": (
        "You are seat {seat}, trick {number}, and {suit} is trump. Several cards are equally"
        " good here: pick any of the best."
    ),
    # The coach's words (unsun_lab.analysis): what differs between two moves in the same deals.
    "coach.freq.never": "never",
    "coach.freq.rarely": "only rarely",
    "coach.freq.one_in_ten": (
        "in about one in ten of the deals the coach imagined from what you know"
    ),
    "coach.freq.one_in_five": (
        "in about one in five of the deals the coach imagined from what you know"
    ),
    "coach.freq.third": ("in about a third of the deals the coach imagined from what you know"),
    "coach.freq.half": "in about half of the deals the coach imagined from what you know",
    "coach.freq.two_thirds": (
        "in about two thirds of the deals the coach imagined from what you know"
    ),
    "coach.freq.most": "in most of the deals the coach imagined from what you know",
    "coach.freq.almost_always": "almost always",
    "coach.freq.always": "always",
    # The same shares said a second time in one sentence, of the same imagined deals.
    "coach.freq_again.one_in_ten": "in about one in ten",
    "coach.freq_again.one_in_five": "in about one in five",
    "coach.freq_again.third": "in about a third",
    "coach.freq_again.half": "in about half",
    "coach.freq_again.two_thirds": "in about two thirds",
    "coach.freq_again.most": "in most",
    "coach.what.trump": "an opponent's trump ({card})",
    "coach.what.suit": "a higher {suit} ({card})",
    "coach.trick_lost": (
        "{freq}, {best} wins this trick for your team where {played} loses it, most often to"
        " {what} (R25)"
    ),
    "coach.trick_gained": (
        "{freq}, {played} wins this trick for your team where {best} does not, but that is"
        " worth less than what it costs afterwards (R25)"
    ),
    "coach.combo.theirs": (
        "after {move}, the opponents make {pair} ({winner_card} over {opposing_card}, {points})"
        " {when} {freq}; after {other} {freq_other} (R27, R28)"
    ),
    "coach.combo.ours": (
        "after {move}, your team makes {pair} ({winner_card} over {opposing_card}, {points})"
        " {when} {freq}; after {other} {freq_other} (R27, R28)"
    ),
    # The same, when the two moves are the declaration's: "if you pass", not "after pass" (R11).
    "coach.combo.theirs_if": (
        "{move}, the opponents make {pair} ({winner_card} over {opposing_card}, {points})"
        " {when} {freq}; {other}, {freq_other} (R27, R28)"
    ),
    "coach.combo.ours_if": (
        "{move}, your team makes {pair} ({winner_card} over {opposing_card}, {points}) {when}"
        " {freq}; {other}, {freq_other} (R27, R28)"
    ),
    "coach.if.declare": "if you declare",
    "coach.if.pass": "if you pass",
    "coach.when.now": "on this trick",
    "coach.when.later": "later in the deal",
    "coach.later_tricks": (
        "with {best}, your team also wins more of the later tricks: about {n} more a deal (R25)"
    ),
    "coach.later_tricks_if": (
        "{best}, your team also wins more of the later tricks: about {n} more a deal (R25)"
    ),
    "coach.spread": (
        "no single trick or combination makes the difference between {best} and {played}: it"
        " is spread over the rest of the deal (R29)"
    ),
}
