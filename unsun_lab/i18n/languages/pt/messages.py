"""Frases em português (do Brasil). Os nomes das cartas e dos naipes ficam os do jogo."""

from __future__ import annotations

MESSAGES: dict[str, str | dict[str, str]] = {
    # Recusas.
    "illegal.over": "a rodada terminou: as nove vazas já foram jogadas (R26)",
    "illegal.cannot_play": "o jogador {seat} não pode jogar {move}: {reason}",
    "illegal.cannot_play.you": "você não pode jogar {move}: {reason}",
    "illegal.cannot_discard": "o jogador {seat} não pode descartar {move}: {reason}",
    "illegal.cannot_discard.you": "você não pode descartar {move}: {reason}",
    "illegal.cannot_declare": "o jogador {seat} não pode declarar: {reason}",
    "illegal.cannot_declare.you": "você não pode declarar: {reason}",
    "illegal.cannot_pass": "o jogador {seat} não pode passar: {reason}",
    "illegal.cannot_pass.you": "você não pode passar: {reason}",
    "illegal.cannot_move": "o jogador {seat} não pode jogar: {reason}",
    "illegal.cannot_move.you": "você não pode jogar: {reason}",
    "illegal.cannot": "não é possível jogar {move}: {reason}",
    "illegal.not_a_move": (
        "{move} não é uma jogada: espera-se 'declare', 'pass' ou o código de uma carta, como"
        " 'KSu' (R3)"
    ),
    "illegal.phase_declare": (
        "o jogador {seat} tem o Robai do trunfo {card} e antes de tudo precisa declarar ou passar"
        " (R11)"
    ),
    "illegal.phase_declare.you": (
        "você tem o Robai do trunfo {card} e antes de tudo precisa declarar ou passar (R11)"
    ),
    "illegal.declare_not_now": (
        "agora não há declaração a fazer: estamos na fase de {phase} (R11)"
    ),
    "illegal.not_in_hand": "{card} não está na mão do jogador {seat} (R18)",
    "illegal.discard_trump": (
        "não se pode descartar um trunfo enquanto a mão tiver alguma carta que não seja trunfo"
        " (R12)"
    ),
    "illegal.first_lead_trump": "não se pode sair de trunfo na primeira vaza (R19)",
    "illegal.meri_follow": "é vaza de Meri: é preciso jogar um trunfo (R20)",
    "illegal.monchi": (
        "é preciso jogar {suit} ou um trunfo: vale o Monchi desde a primeira vaza de Meri (R23)"
    ),
    # Por que as jogadas permitidas são essas.
    "legal.declare": (
        "o jogador {seat} tem o Robai do trunfo {card}: pode declarar (mostrá-lo e ficar com o"
        " indicador {indicator}) ou passar e mantê-lo escondido (R11)"
    ),
    "legal.declare.you": (
        "você tem o Robai do trunfo {card}: pode declarar (mostrá-lo e ficar com o indicador"
        " {indicator}) ou passar e mantê-lo escondido (R11)"
    ),
    "legal.discard": (
        "o jogador {seat} ficou com o indicador e descarta uma carta virada para baixo; trunfo não"
        " se descarta (R12)"
    ),
    "legal.discard.you": (
        "você ficou com o indicador: descarte uma carta virada para baixo; trunfo não pode ser"
        " descartado (R12)"
    ),
    "legal.discard_only_trumps": (
        "o jogador {seat} só tem trunfos, então pode descartar qualquer uma das dez cartas (R12)"
    ),
    "legal.discard_only_trumps.you": (
        "você só tem trunfos, então pode descartar qualquer uma das suas dez cartas (R12)"
    ),
    "legal.first_lead": "na primeira vaza não se sai de trunfo (R19)",
    "legal.first_lead_only_trumps": (
        "o jogador {seat} só tem trunfos, então pode sair com um deles (R19)"
    ),
    "legal.first_lead_only_trumps.you": "você só tem trunfos, então pode sair com um deles (R19)",
    "legal.lead": "a partir da segunda vaza, quem sai pode jogar qualquer carta (R19)",
    "legal.free_before_meri": (
        "ainda não houve vaza de Meri nesta rodada, então vale qualquer carta (R22)"
    ),
    "legal.meri_trumps": "vaza de Meri: o jogador {seat} tem trunfo e precisa jogar um (R20)",
    "legal.meri_trumps.you": "vaza de Meri: você tem trunfo e precisa jogar um (R20)",
    "legal.meri_void": (
        "vaza de Meri, mas o jogador {seat} não tem trunfo: pode jogar qualquer carta (R20)"
    ),
    "legal.meri_void.you": "vaza de Meri, mas você não tem trunfo: pode jogar qualquer carta (R20)",
    "legal.sun_exception": (
        "vaza de Meri, mas o Sun {card} foi o único trunfo que o jogador {seat} recebeu e continua"
        " sendo o único: pode guardá-lo e jogar qualquer carta (R21)"
    ),
    "legal.sun_exception.you": (
        "vaza de Meri, mas o Sun {card} foi o único trunfo que você recebeu e continua sendo o"
        " único: você pode guardá-lo e jogar qualquer carta (R21)"
    ),
    "legal.monchi_follow": (
        "Monchi: o jogador {seat} tem {suit}, então precisa jogar {suit} ou um trunfo (R23)"
    ),
    "legal.monchi_follow.you": (
        "Monchi: você tem {suit}, então precisa jogar {suit} ou um trunfo (R23)"
    ),
    "legal.monchi_void": (
        "Monchi: o jogador {seat} não tem {suit}, então pode jogar qualquer carta (R23)"
    ),
    "legal.monchi_void.you": "Monchi: você não tem {suit}, então pode jogar qualquer carta (R23)",
    "legal.ninth": "a nona vaza se joga sozinha: a última carta de cada jogador (R26)",
    # Declaração e cartas laterais.
    "deal.declared": (
        "o jogador {seat} declarou o Robai do trunfo {card} e fica com o indicador (R11)"
    ),
    "deal.passed": (
        "o jogador {seat} passou: o Robai do trunfo continua escondido e o carteador, o jogador"
        " {dealer}, fica com o indicador (R11)"
    ),
    "deal.robai_indicator": (
        "o próprio indicador {card} é o Robai do trunfo: ninguém pode declarar, e o carteador, o"
        " jogador {dealer}, fica com ele (R11)"
    ),
    "deal.robai_stock": (
        "o Robai do trunfo {card} está no monte: ninguém pode declarar, e o carteador, o jogador"
        " {dealer}, fica com o indicador (R11)"
    ),
    "deal.discarded": "o jogador {seat} descarta uma carta virada para baixo (R12)",
    "deal.discarded.you": "você descarta uma carta virada para baixo (R12)",
    "deal.side_cards": (
        "a saída da primeira vaza revela o descarte {discard} e o monte {stock}: estão fora do"
        " jogo (R13)"
    ),
    # Quem levou a vaza.
    "win.trump": (
        "o jogador {seat} leva a vaza {number} com {card}, o trunfo mais alto jogado (R25)"
    ),
    "win.trump.you": "você leva a vaza {number} com {card}, o trunfo mais alto jogado (R25)",
    "win.suit": (
        "o jogador {seat} leva a vaza {number} com {card}, a carta mais alta de {suit}: ninguém"
        " trunfou, e só o naipe de saída pode ganhar (R25, R17)"
    ),
    "win.suit.you": (
        "você leva a vaza {number} com {card}, a carta mais alta de {suit}: ninguém trunfou, e só"
        " o naipe de saída pode ganhar (R25, R17)"
    ),
    "win.ninth_trump": (
        "o jogador {seat} leva a nona vaza com {card}, o trunfo mais alto entre as últimas cartas"
        " (R26)"
    ),
    "win.ninth_trump.you": (
        "você leva a nona vaza com {card}, o trunfo mais alto entre as últimas cartas (R26)"
    ),
    "win.ninth_suit": (
        "não há trunfo entre as últimas cartas: a carta do carteador, {dealer_card}, faz de"
        " {suit} o naipe de saída, e {card}, do jogador {seat}, é a mais alta dele (R26)"
    ),
    "win.ninth_suit.you": (
        "não há trunfo entre as últimas cartas: a carta do carteador, {dealer_card}, faz de"
        " {suit} o naipe de saída, e a sua {card} é a mais alta dele (R26)"
    ),
    # Combinações.
    "combo.made": {
        "one": (
            "combinação {pair}: {winner_card}, do jogador {winner_seat}, bateu {opposing_card}, do"
            " jogador {opposing_seat}, o trunfo mais forte da outra equipe, e {count} ponto passa"
            " da"
            " equipe {loser_team} para a equipe {team} (R27, R28)"
        ),
        "other": (
            "combinação {pair}: {winner_card}, do jogador {winner_seat}, bateu {opposing_card}, do"
            " jogador {opposing_seat}, o trunfo mais forte da outra equipe, e {count} pontos passam"
            " da equipe {loser_team} para a equipe {team} (R27, R28)"
        ),
    },
    "combo.five_ninth": "vale 5 pontos por ser a nona vaza (R28)",
    "combo.five_hidden": (
        "vale 5 pontos, pois quem tinha o Robai do trunfo passou e ele ficou escondido (R28, R11)"
    ),
    "combo.two": (
        "vale 2 pontos, pois não é a nona vaza e o par não tem o Robai do trunfo escondido (R28)"
    ),
    "combo.none_meri": "sem combinação: a vaza {number} foi de Meri (R27)",
    "combo.none_plain": "sem combinação: a vaza foi ganha por uma carta comum (R27)",
    "combo.none_no_trump": "sem combinação: a outra equipe não jogou trunfo (R27)",
    "combo.none_partner": (
        "sem combinação: os outros trunfos ({cards}) vieram da própria equipe de quem levou a"
        " vaza, e a combinação exige um trunfo da equipe adversária (R27)"
    ),
    "combo.none_tenka": (
        "sem combinação: {winner_card} sobre {opposing_card} envolve o Tenka, que não faz as"
        " vezes do Robai do trunfo (R27)"
    ),
    "combo.none_pair": (
        "sem combinação: {winner_card} sobre {opposing_card} não é nenhum dos pares {pairs} (R27)"
    ),
    # Onde fica uma carta, e qual de duas cartas ganha.
    "place.trump_tenka_native": (
        "{card} é o {ordinal} de {count} trunfos: Tenka e Robai do trunfo ao mesmo tempo, uma só"
        " carta num só lugar (R9, R10, R14)"
    ),
    "place.trump_tenka": (
        "{card} é o {ordinal} de {count} trunfos: o Tenka, trunfo seja qual for o naipe de"
        " trunfo, logo acima do Robai do trunfo (R9, R14)"
    ),
    "place.trump_native": "{card} é o {ordinal} de {count} trunfos: o Robai do trunfo (R10, R14)",
    "place.trump_numeral": (
        "{card} é o {ordinal} de {count} trunfos: um número de naipe {length}, em que o {high} é"
        " o mais alto (R14, R16)"
    ),
    "place.trump_court": "{card} é o {ordinal} de {count} trunfos (R14)",
    "place.plain_isu_robai": (
        "{card} ocupa o {ordinal} lugar entre as {count} cartas comuns de {suit}: o Robai de"
        " Isu, quando não é trunfo, fica entre o 2 e o 1 (R15)"
    ),
    "place.plain_numeral": (
        "{card} ocupa o {ordinal} lugar entre as {count} cartas comuns de {suit}: um número de"
        " naipe {length}, em que o {high} é o mais alto (R15, R16)"
    ),
    "place.plain_court": (
        "{card} ocupa o {ordinal} lugar entre as {count} cartas comuns de {suit} (R15)"
    ),
    "compare.both_trumps": (
        "{winner} ganha: as duas são trunfos, e a mais alta vence. {winner_place}; {loser_place}"
        " (R14, R25)"
    ),
    "compare.trump_beats_plain": (
        "{winner} ganha: é trunfo e {loser} não é, e trunfo bate qualquer carta comum."
        " {winner_place} (R25)"
    ),
    "compare.both_led": (
        "{winner} ganha: as duas são de {suit}, o naipe de saída, e a mais alta vence."
        " {winner_place}; {loser_place} (R15, R25)"
    ),
    "compare.led_beats_other": (
        "{winner} ganha: é do naipe de saída, {suit}; {loser} é uma carta comum de {other_suit},"
        " e naipes diferentes não disputam entre si: sem trunfo, só o naipe de saída ganha"
        " (R17, R25)"
    ),
    "compare.neither": (
        "nenhuma ganha: não há trunfo, e nem {a} nem {b} é do naipe de saída, {suit}; só uma"
        " carta desse naipe pode ganhar (R17, R25)"
    ),
    # Pontos.
    "score.trick": "a vaza {number} dá 1 ponto à equipe {team} (R27)",
    "score.total": (
        "pontos da rodada: equipe 0/2/4/6 {a}, equipe 1/3/5/7 {b}; somados dão 9 (R29)"
    ),
    # As regras R1-R31.
    # Computer players that fail (unsun_lab.match).
    "player.raised": (
        "o computador ({player}) que joga pelo jogador {seat} lançou {error} em vez de escolher "
        "uma jogada; a rodada não mudou (R18: é a vez do jogador {seat})"
    ),
    "player.timeout": {
        "one": (
            "o computador ({player}) que joga pelo jogador {seat} não escolheu nenhuma jogada em"
            " {count} segundo; a rodada não mudou (R18: é a vez do jogador {seat})"
        ),
        "other": (
            "o computador ({player}) que joga pelo jogador {seat} não escolheu nenhuma jogada em"
            " {count} segundos; a rodada não mudou (R18: é a vez do jogador {seat})"
        ),
    },
    "player.not_a_move": (
        "o computador ({player}) que joga pelo jogador {seat} respondeu {move}, que não está "
        "entre as jogadas permitidas ({legal}); a rodada não mudou (R18: é a vez do jogador {seat})"
    ),
    "player.illegal": (
        "o computador ({player}) que joga pelo jogador {seat} respondeu {move}, que não é "
        "permitido: {reason}; a rodada não mudou"
    ),
    "show.native_robai": "{card} (Robai do trunfo)",
    "show.robai.declared": "{name}: declarado pelo jogador {seat} (R11)",
    "show.robai.hidden": "{name}: escondido, o jogador {seat} passou (R11, R28)",
    "show.robai.indicator": "{name} é o indicador (R11)",
    "show.robai.stock": "{name} está no monte (R11)",
    "show.robai.may_declare": "{name}: o jogador {seat} pode declarar ou passar (R11)",
    "show.robai.you_passed": "{name}: escondido, você passou (R11, R28)",
    "show.robai.not_declared": "{name}: não declarado (R11)",
    "show.robai.pending": "{name}: a declaração ainda não foi feita (R11)",
    "show.over": "A rodada terminou: {team_a} {a}, {team_b} {b} (R29).",
    "show.turn.declare": "Sua vez, jogador {seat}: declare o Robai do trunfo ou passe (R11).",
    "show.turn.discard_ringed": (
        "Sua vez, jogador {seat}: descarte uma carta virada para baixo; pode ser uma das cartas "
        "destacadas (R12)."
    ),
    "show.turn.discard_any": (
        "Sua vez, jogador {seat}: descarte uma carta virada para baixo; pode ser qualquer uma"
        " (R12)."
    ),
    "show.turn.play_ringed": (
        "Sua vez, jogador {seat}: você pode jogar uma das cartas destacadas (R19-R23)."
    ),
    "show.turn.play_any": "Sua vez, jogador {seat}: você pode jogar qualquer carta (R19-R23).",
    "show.now": "Agora: {reason}.",
    "show.waiting_declaration": "Aguardando a declaração do Robai do trunfo (R11).",
    "show.waiting": "Aguardando o jogador {seat}.",
    "show.heading.indicator": "INDICADOR",
    "show.heading.side": "CARTAS DE LADO (R13)",
    "show.heading.score": "PONTOS",
    "show.taken_by": "ficou com o jogador {seat} (R11)",
    "show.not_taken": "ainda sem dono (R11)",
    "show.trump_is": "{suit} é trunfo (R8)",
    "show.indicator_line": "indicador {card}, {recipient}",
    "show.dealer_line": "carteador: jogador {seat}",
    "show.side_not_shown": "ainda não reveladas",
    "show.side_at_lead": "reveladas na primeira saída",
    "show.discard": "descarte",
    "show.stock": "monte",
    "show.team": "equipe {team}",
    "show.tricks_played": "vazas decididas: {n} de 9",
    "show.tag.you": "você",
    "show.tag.dealer": "carteador",
    "show.tag.recipient": "recebeu o indicador",
    "show.tag.to_play": "na vez",
    "show.tag.lead": "saída",
    "show.tag.face_down": "virada para baixo",
    "show.tag.wins": "leva",
    # W and O marked in a trick picture (R27)
    "show.tag.w": "V",
    "show.tag.o": "A",
    "show.wo_legend": "V: o trunfo vencedor; A: o trunfo mais forte da outra equipe (R27).",
    "show.won_none": "nenhuma vaza ganha",
    "show.won": {
        "one": "{count} vaza ganha",
        "other": "{count} vazas ganhas",
    },
    "show.cards": {
        "one": "{count} carta",
        "other": "{count} cartas",
    },
    "show.no_cards": "sem cartas",
    "show.as_dealt": "como foi dada",
    "show.ring.declaration": "Declaração",
    "show.ring.discard": "Descarte",
    "show.ring.leads": "sai (R18)",
    "show.ring.meri": "Meri (R20)",
    "show.ring.plain": "saída comum",
    "show.ring.last": "a última (R26)",
    "show.ring.won_by": "levada pelo jogador {seat}",
    "show.ring.to_play": "vez do jogador {seat}",
    "show.trick": "Vaza {number}",
    "show.trick_explained": "Vaza {number}: {explanation}",
    "show.label.table": "a mesa",
    "show.label.table_seat": "a mesa como o jogador {seat} a vê",
    "show.your_hand": {
        "one": "sua mão, {count} carta",
        "other": "sua mão, {count} cartas",
    },
    "show.your_hand_dealt": "sua mão como foi dada",
    "show.legend": (
        "★ trunfo · tracejada: jogada virada para baixo (R24) · destacada: pode ser jogada "
        "agora, ou levou a vaza"
    ),
    "show.trick9_title": "Vaza 9: as últimas cartas, reveladas todas de uma vez (R26)",
    "show.meri_title": (
        "Vaza {number}: Meri, aberta com trunfo pelo jogador {seat}; tudo à vista (R20)"
    ),
    "show.plain_title": "Vaza {number}: {lead}; trunfos vão virados para baixo (R24)",
    "show.led_with": "o jogador {seat} saiu com {card}",
    "show.led_by": "saída do jogador {seat}",
    "show.next": "O jogador {seat} joga agora (R18).",
    "show.face_down_note": (
        "Um trunfo jogado numa saída comum fica virado para baixo até a oitava carta (R24)."
    ),
    "show.wins_hidden": (
        "O jogador {seat} ({team}) leva a vaza (R25). As cartas viradas para baixo continuam"
        " escondidas."
    ),
    "show.strip.trumps": {
        "one": "Trunfos quando {suit} é trunfo: {count} carta, da mais forte à mais fraca (R14)",
        "other": "Trunfos quando {suit} é trunfo: {count} cartas, da mais forte à mais fraca (R14)",
    },
    "show.strip.plain": {
        "one": "{suit} quando não é trunfo: {count} carta, da mais forte à mais fraca (R15)",
        "other": "{suit} quando não é trunfo: {count} cartas, da mais forte à mais fraca (R15)",
    },
    "show.strip.long": "Os números vão do 9, o mais alto, até o 1 (naipe longo) (R16).",
    "show.strip.round": "Os números vão do 1, o mais alto, até o 9 (naipe redondo) (R16).",
    "show.strip.tenka": (
        "O Tenka, Robai de Pao, é sempre trunfo, logo acima do Robai do trunfo (R9)."
    ),
    "show.strip.tenka_native": (
        "O Robai de Pao é Tenka e Robai do trunfo ao mesmo tempo: uma carta, um lugar (R9)."
    ),
    "show.strip.isu": "O Robai de Isu, quando não é trunfo, fica entre o 2 e o 1 (R15).",
    "show.strip.pao": "Pao comum não tem Robai: o Robai de Pao é o Tenka, sempre trunfo (R9, R15).",
    "show.strip.stronger": "mais forte",
    "show.strip.weaker": "mais fraca",
    "show.callout.tenka_native": "Tenka =",
    "show.callout.native_r9": "nativo (R9)",
    "show.callout.tenka": "Tenka",
    "show.callout.native": "Robai",
    "show.callout.robai_r10": "nativo (R10)",
    "show.back_trump": "um trunfo virado para baixo",
    "show.back": "o verso de uma carta",
    "show.back_mark": "TRUNFO",
    "show.hand_trump": "★ trunfo: {suit} (R14)",
    "show.hand_legal": "erguidas e destacadas: podem ser jogadas agora (R19-R23)",
    "show.band.tenka": "TENKA",
    "show.band.native": "ROBAI DO TRUNFO",
    "narrate.seat": "jogador {seat}",
    # A play in the narration: who, the card, and whether it went face down (R24).
    "narrate.play": "{seat}: {card}",
    "narrate.play_down": "{seat}: {card} {down}",
    "show.hand_label": {
        "one": "uma mão de {count} carta",
        "other": "uma mão de {count} cartas",
    },
    "narrate.dealer": (
        "Carteador: jogador {seat}. Indicador: {card} ({name}), então {suit} é trunfo (R8)."
    ),
    "narrate.declaration": "Declaração: {reason}.",
    "narrate.discard": "O jogador {seat} descarta {card} (R12).",
    "narrate.meri": "Meri, aberta com trunfo (R20)",
    "narrate.plain": "aberta com carta comum",
    "narrate.ninth": "as últimas cartas, reveladas juntas (R26)",
    "narrate.trick": "Vaza {number} — o jogador {seat} sai; {kind}.",
    "narrate.legal": {
        "one": "[{count} permitida: {reason}]",
        "other": "[{count} permitidas: {reason}]",
    },
    "narrate.face_down": "(virada para baixo, R24)",
    "narrate.score": "Pontos: equipe 0/2/4/6 {a}, equipe 1/3/5/7 {b}",
    "narrate.stops": {
        "one": (
            "O registro para depois de {count} jogada; pontos até aqui: equipe 0/2/4/6 {a}, equipe"
            " 1/3/5/7 {b}."
        ),
        "other": (
            "O registro para depois de {count} jogadas; pontos até aqui: equipe 0/2/4/6 {a}, equipe"
            " 1/3/5/7 {b}."
        ),
    },
    "advice.declare": (
        "o indicador {card} é o {rank}º de {count} trunfos (valor {declare_value}); esconder o "
        "Robai faz Sota-Robai e Robai-Rei valerem 5 em vez de 2 (R28, valor {pass_value}) (R11)"
    ),
    "advice.declare_sota": (
        "o indicador {card} é o {rank}º de {count} trunfos (valor {declare_value}); esconder o "
        "Robai faz Sota-Robai e Robai-Rei valerem 5 em vez de 2 (R28, valor {pass_value}, e "
        "você tem a Sota) (R11)"
    ),
    "advice.discard_trumps": "as dez cartas são trunfos: sai a mais fraca (R12)",
    "advice.discard_short": {
        "one": (
            "a carta mais baixa de um naipe curto ({count} carta de {suit} na mão): ficar sem esse"
            " naipe permite trunfá-lo depois (R12, R23)"
        ),
        "other": (
            "a carta mais baixa de um naipe curto ({count} cartas de {suit} na mão): ficar sem esse"
            " naipe permite trunfá-lo depois (R12, R23)"
        ),
    },
    "advice.lead_boss_trump": {
        "one": (
            "sair com o trunfo mais alto, numa vaza de Meri, para puxar o {count} trunfo que ainda"
            " não apareceu; vaza de Meri não tem combinação (R20, R27)"
        ),
        "other": (
            "sair com o trunfo mais alto, numa vaza de Meri, para puxar os {count} trunfos que"
            " ainda não apareceram; vaza de Meri não tem combinação (R20, R27)"
        ),
    },
    "advice.lead_boss": {
        "one": (
            "{card} é a carta mais alta de {suit} que resta; ainda não apareceu {count} outra carta"
            " de {suit} (R25)"
        ),
        "other": (
            "{card} é a carta mais alta de {suit} que resta; ainda não apareceram {count} outras"
            " cartas de {suit} (R25)"
        ),
    },
    "advice.lead_low": (
        "nenhuma carta ganha com certeza: sair com a carta comum mais baixa ({card}, a "
        "{position}ª de {count} em {suit}) e guardar os trunfos"
    ),
    "advice.lead_low_trump": "só restam trunfos: sair com o mais baixo (R20)",
    "advice.partner_wins": {
        "one": (
            "o parceiro, jogador {seat}, está levando; {count} adversário que ainda vai jogar pode"
            " superá-lo: jogar baixo ({card}) e guardar as cartas fortes"
        ),
        "other": (
            "o parceiro, jogador {seat}, está levando; {count} adversários que ainda vão jogar"
            " podem"
            " superá-lo: jogar baixo ({card}) e guardar as cartas fortes"
        ),
    },
    "advice.partner_safe": (
        "o parceiro, jogador {seat}, está levando, e nenhum adversário que ainda vai jogar pode"
        " superá-lo: jogar baixo ({card}) e guardar as cartas fortes"
    ),
    "advice.n_opponents": {
        "one": "{count} adversário ainda vai jogar",
        "other": "{count} adversários ainda vão jogar",
    },
    "advice.n_unseen_trumps": {
        "one": "{count} trunfo ainda não visto",
        "other": "{count} trunfos ainda não vistos",
    },
    "advice.cannot_beat": (
        "nada na mão supera a carta do jogador {seat}: jogue a carta mais baixa ({card})"
    ),
    "advice.pair": (
        "o jogador {seat} trunfou e tem {held}: {card} por cima dele faz uma combinação de 2 ou "
        "5 pontos (R27/R28)"
    ),
    "advice.win_cheap": (
        "levar a vaza com a carta mais baixa que ganha, {card}: {opponents}, e há {trumps} acima"
        " dela (R25)"
    ),
    "advice.random": {
        "one": "a única jogada permitida, que o jogador ao acaso joga",
        "other": "escolhida ao acaso entre {count} jogadas permitidas (1 em {count})",
    },
    "card.bad_code": (
        "{text} não é o nome de nenhuma carta: espera-se a letra do naipe, P, I, K, O ou G, "
        "seguida de 1-9, Ro, So, Ka, Re, Un ou Su (por exemplo 'KSu'), ou um nome completo "
        "como 'Koppu Sun' (R3)"
    ),
    "advice.only_move": "a única jogada permitida",
    "advice.convention": {
        "one": (
            "{card} em vez de {best}: as duas fazem o mesmo nesta vaza, e a convenção do"
            " especialista joga a mais fraca dessas cartas, para que os parceiros possam ler a"
            " mão dele; a margem da equipe (os pontos dela menos os da outra equipe), em média,"
            " em {count} rodada imaginada: {top} (R25, R27-R29)"
        ),
        "other": (
            "{card} em vez de {best}: as duas fazem o mesmo nesta vaza, e a convenção do"
            " especialista joga a mais fraca dessas cartas, para que os parceiros possam ler a"
            " mão dele; a margem da equipe (os pontos dela menos os da outra equipe), em média,"
            " em {count} rodadas imaginadas: {top} (R25, R27-R29)"
        ),
    },
    "advice.search": {
        "one": (
            "a margem da sua equipe (os pontos dela menos os da outra equipe), em média, em"
            " {count} rodada imaginada a partir do que você viu: {top} (R27-R29)"
        ),
        "other": (
            "a margem da sua equipe (os pontos dela menos os da outra equipe), em média, em"
            " {count} rodadas imaginadas a partir do que você viu: {top} (R27-R29)"
        ),
    },
    "show.seen_trump": "um trunfo do jogador {seat}",
    "show.seen_play": "{card} do jogador {seat}",
    "show.pair_over": "{pair}: {w} sobre {o}",
    "rule.R1": (
        "Naipes. Cinco naipes de 15 cartas: Pao (bastões), Isu (espadas), Koppu (copas), Ouru"
        " (ouros) e Guru (espirais tomoe), 75 cartas ao todo. Pao e Isu são os naipes longos;"
        " Koppu, Ouru e Guru, os redondos."
    ),
    "rule.R2": (
        "Valores. Cada naipe tem os números de 1 a 9 e seis figuras: Robai (dragão), Sota"
        " (dama), Kaba (guerreiro a cavalo), Rei (rei), Un (deus da sorte) e Sun (a figura"
        " chinesa)."
    ),
    "rule.R3": (
        "Códigos. Uma carta se escreve com a letra do naipe, P, I, K, O ou G, seguida do valor:"
        " 1-9, Ro, So, Ka, Re, Un ou Su. KSu é o Sun de Koppu; IRo, o Robai de Isu."
    ),
    "rule.R4": (
        "Jogadores. Oito jogadores, de 0 a 7, numerados em sentido horário. O vizinho da esquerda"
        " é o jogador seguinte nesse sentido, e o jogo corre sempre em sentido horário."
    ),
    "rule.R5": (
        "Equipes. Os jogadores 0, 2, 4 e 6 jogam juntos contra os jogadores 1, 3, 5 e 7. Você fica"
        " no jogador 0, com três parceiros controlados pelo computador."
    ),
    "rule.R6": (
        "A distribuição. O carteador embaralha as 75 cartas e dá em sentido horário, começando pelo"
        " lugar à sua esquerda: três voltas de três cartas, nove para cada jogador."
    ),
    "rule.R7": (
        "Indicador e monte. Sobram três cartas. A primeira é virada para cima: é o indicador"
        " (Okie). As outras duas ficam viradas para baixo e formam o monte."
    ),
    "rule.R8": "Trunfo. O naipe impresso no indicador é o naipe de trunfo da rodada.",
    "rule.R9": (
        "Tenka. O Robai de Pao é o Tenka: é sempre trunfo, seja qual for o naipe de trunfo, e nunca"
        " conta como carta de Pao. Quando Pao é trunfo, ele é ao mesmo tempo Tenka e o Robai"
        " do trunfo, e por isso há 15 trunfos em vez de 16."
    ),
    "rule.R10": (
        "Robai do trunfo. O Robai do naipe de trunfo é o Robai do trunfo (com Pao de trunfo, é o"
        " próprio Tenka)."
    ),
    "rule.R11": (
        "Declaração. Um de cada vez, a partir da esquerda do carteador, cada jogador declara ou"
        " passa; só quem tem o Robai do trunfo escolhe de verdade. Declarar é mostrá-lo e ficar com"
        " o indicador. Se ele passar, o Robai do trunfo fica escondido. Decisão: se ninguém"
        " declarar (porque passou, ou porque o Robai do trunfo é o indicador ou está no monte), o"
        " indicador vai para o carteador."
    ),
    "rule.R12": (
        "Quem recebe o indicador. Fica com dez cartas e descarta uma, virada para baixo, que não"
        " pode ser trunfo. Decisão: quem só tiver trunfos pode descartar qualquer uma das dez."
    ),
    "rule.R13": (
        "Cartas de lado. Na saída da primeira vaza, o descarte e as duas cartas do monte são"
        " mostrados a todos. Ficam fora do jogo e não ganham vaza."
    ),
    "rule.R14": (
        "Ordem dos trunfos. Do mais forte ao mais fraco: Sun, Un, Sota, Tenka, Robai do trunfo,"
        " Rei, Kaba e depois os números do naipe de trunfo, na ordem desse naipe. Com Pao de"
        " trunfo, Tenka e Robai do trunfo são uma só carta num só lugar."
    ),
    "rule.R15": (
        "Ordem das cartas comuns. Num naipe que não é trunfo, da mais forte à mais fraca: Sun,"
        " Un, Rei, Kaba, Sota, Robai e depois os números. O Robai de Isu comum fica entre o 2 e"
        " o 1; Pao comum não tem Robai (ele é o Tenka)."
    ),
    "rule.R16": (
        "Ordem dos números. Nos naipes longos, Pao e Isu, o 9 é o mais alto e o 1 o mais baixo."
        " Nos redondos, Koppu, Ouru e Guru, o 1 é o mais alto e o 9 o mais baixo."
    ),
    "rule.R17": (
        "Naipes não disputam entre si. Cartas de dois naipes comuns diferentes nunca se batem:"
        " sem trunfo na vaza, só uma carta do naipe de saída pode ganhar."
    ),
    "rule.R18": (
        "Ordem de jogo. Quem recebeu o indicador sai na primeira vaza. Cada jogador joga uma carta"
        " por vez, em sentido horário, e quem leva a vaza sai na seguinte."
    ),
    "rule.R19": (
        "A primeira saída. Não se sai de trunfo na primeira vaza, a não ser que quem sai só"
        " tenha trunfos. Da segunda vaza em diante, pode-se sair com qualquer carta."
    ),
    "rule.R20": (
        "Meri. Uma vaza aberta com trunfo é uma vaza de Meri, jogada com as cartas à vista. Quem"
        " tem trunfo, inclusive o Tenka, é obrigado a jogar um; quem não tem pode jogar"
        " qualquer carta."
    ),
    "rule.R21": (
        "A exceção do Sun. Quem recebeu nas nove cartas um único trunfo, e ele era o Sun do"
        " trunfo, pode guardar esse Sun numa vaza de Meri enquanto for seu único trunfo, e jogar"
        " qualquer carta. Decisão: o Tenka conta como trunfo, e quem recebeu o indicador e ainda"
        " tem outro trunfo precisa jogar trunfo."
    ),
    "rule.R22": (
        "Antes da primeira Meri. Até a primeira vaza de Meri da rodada, uma vaza aberta com"
        " carta comum não obriga a nada: vale qualquer carta."
    ),
    "rule.R23": (
        "Monchi. Depois da primeira vaza de Meri, em toda vaza aberta com carta comum, quem tem"
        " o naipe de saída precisa servi-lo ou trunfar; quem não tem joga o que quiser. O Tenka"
        " nunca conta como carta de Pao."
    ),
    "rule.R24": (
        "Trunfos virados para baixo. Um trunfo jogado numa vaza aberta com carta comum vai"
        " virado para baixo: todos veem quem trunfou, mas não com qual trunfo, até a oitava"
        " carta da vaza."
    ),
    "rule.R25": (
        "Quem leva a vaza. Se houver trunfo na vaza, ganha o trunfo mais alto; senão, a carta"
        " mais alta do naipe de saída."
    ),
    "rule.R26": (
        "A nona vaza. A última carta de cada jogador é revelada ao mesmo tempo, e a vaza se"
        " resolve sozinha: ganha o trunfo mais alto, ou, sem trunfo, a carta do carteador define"
        " o naipe de saída. Decisão: nunca é vaza de Meri, e por isso pode ter combinação."
    ),
    "rule.R27": (
        "Combinações. Cada vaza dá 1 ponto à equipe de quem a leva. Numa vaza que não é de Meri"
        " e foi ganha por trunfo, compara-se esse trunfo com o trunfo mais forte que a outra"
        " equipe jogou nela. Sun sobre Un, Un sobre Sota, Sota sobre Robai do trunfo, Robai do"
        " trunfo"
        " sobre Rei, e 2 sobre 1 (trunfo longo) ou 8 sobre 9 (trunfo redondo) são combinações."
        " O Tenka não faz as vezes do Robai do trunfo."
    ),
    "rule.R28": (
        "Transferência. Uma combinação passa 2 pontos da outra equipe para a equipe de quem"
        " levou a vaza; passa 5 na nona vaza, ou em Sota-Robai e Robai-Rei quando o Robai do trunfo"
        " está escondido. Nunca mais que 5. Decisão: escondido quer dizer apenas que quem o tinha"
        " passou."
    ),
    "rule.R29": (
        "Pontos da rodada. Os pontos das duas equipes numa rodada somam sempre 9, e qualquer"
        " um deles pode ser negativo."
    ),
    "rule.R30": (
        "Partida. Uma partida tem oito rodadas; depois de cada uma, o carteador passa um lugar"
        " para a esquerda. Vence o maior total ao fim das oito; totais iguais são empate, sem"
        " rodada extra."
    ),
    "rule.R31": (
        "Informação. Cada jogador conhece as próprias cartas, o indicador e quem ficou com ele, se"
        " o"
        " Robai do trunfo foi declarado, as cartas de lado a partir da primeira saída e toda carta"
        " que"
        " estiver à vista. Nada mais: os jogadores do computador decidem só com isso."
    ),
    # A folha das regras (ul.rules_card): uma página para imprimir.
    "card.title": "Hachinin Meri: a folha das regras",
    "card.subtitle": "Entre parênteses, a regra de onde vem cada linha.",
    "card.yes": "sim",
    "card.no": "não",
    "card.flow.title": "Que cartas eu posso jogar?",
    "card.flow.q_lead": "É você quem sai nesta vaza?",
    "card.flow.a_lead1": (
        "Vaza 1: qualquer carta menos trunfo, a não ser que você só tenha trunfos (R19)."
    ),
    "card.flow.a_lead": "Vazas 2 a 8: qualquer carta (R19).",
    "card.flow.q_led": "Você não sai: com que carta saíram?",
    "card.flow.meri": "Com trunfo: vaza de Meri (R20)",
    "card.flow.plain": "Com carta comum (R22, R23)",
    "card.flow.q_trump": "Você tem trunfo? O Tenka é trunfo (R9, R20).",
    "card.flow.a_meri_free": "Qualquer carta (R20).",
    "card.flow.q_sun": (
        "Seu único trunfo é o Sun, e ele era o único trunfo das nove cartas que você recebeu? (R21)"
    ),
    "card.flow.a_sun": "Qualquer carta: você pode guardar o Sun (R21).",
    "card.flow.a_meri": "Jogue um trunfo (R20).",
    "card.flow.q_first": "Já houve uma vaza de Meri nesta rodada? (R22)",
    "card.flow.a_free": "Qualquer carta: antes da primeira vaza de Meri, não há obrigação (R22).",
    "card.flow.q_suit": "Você tem carta do naipe de saída? O Tenka não é carta de Pao (R23).",
    "card.flow.a_monchi_free": "Qualquer carta (R23).",
    "card.flow.a_monchi": "Monchi: uma carta do naipe de saída, ou um trunfo (R23).",
    "card.flow.face_down": (
        "Um trunfo jogado numa vaza aberta com carta comum vai virado para baixo até a oitava"
        " carta (R24)."
    ),
    "card.flow.ninth": (
        "A nona vaza: as últimas cartas são viradas para cima todas juntas, sem escolha (R26)."
    ),
    "card.rank.title": "A ordem das cartas, da mais forte para a mais fraca",
    "card.rank.trump": "Trunfos (R14)",
    "card.rank.trump_note": (
        "16 trunfos; 15 quando Pao é trunfo, porque então o Tenka é o Robai do trunfo (R9)."
    ),
    "card.rank.plain": "Um naipe comum (R15)",
    "card.rank.tenka": "Tenka",
    "card.rank.native": "Robai do trunfo",
    "card.rank.numerals": "números",
    "card.rank.long": "Naipes longos, Pao e Isu: {order} (R16)",
    "card.rank.round": "Naipes redondos, Koppu, Ouru e Guru: {order} (R16)",
    "card.rank.isu": "Isu comum tem o Robai entre o 2 e o 1: {order} (R15)",
    "card.rank.pao": (
        "Pao comum não tem Robai: o Robai de Pao é o Tenka, sempre trunfo (R9, R15)."
    ),
    "card.rank.compete": (
        "Naipes comuns nunca se vencem: sem trunfo na vaza, ganha a carta mais alta do naipe de"
        " saída (R17, R25)."
    ),
    "card.combo.title": "A vaza faz uma combinação?",
    "card.combo.meri": "Foi uma vaza de Meri? A nona vaza nunca é (R26, R27).",
    "card.combo.trump": "Foi ganha por trunfo? Esse trunfo é o W (R25, R27).",
    "card.combo.o": "A outra equipe jogou trunfo? O mais forte deles é o O (R27).",
    "card.combo.pair": "W sobre O é um destes pares do naipe de trunfo? (R27)",
    "card.combo.long": "trunfo longo",
    "card.combo.round": "trunfo redondo",
    "card.combo.tenka": "O Tenka nunca faz as vezes do Robai do trunfo (R27).",
    "card.combo.points": (
        "Combinação: passam 5 pontos na nona vaza, ou em Sota-Robai e Robai-Rei com o Robai"
        " do trunfo escondido (quem o tinha passou); senão, 2. Nunca mais que 5 (R28)."
    ),
    "card.combo.none": "nenhuma combinação",
    "card.combo.score": (
        "Cada vaza: 1 ponto para a equipe de quem a leva. Os placares das duas equipes na rodada"
        " somam 9 (R27, R29)."
    ),
    # The end-of-lesson quizzes (Practice(quiz=, lesson=)) and the kinds they add.
    "course.quiz.progress": "Teste: pergunta {asked} de {of}, acertos até agora {right}/{asked}.",
    "course.quiz.done": (
        "Teste concluído: {right}/{of} acertos, {marks}. As estrelas ficam guardadas para a lição"
        " {lesson}."
    ),
    "course.quiz.done_unkept": "Teste concluído: {right}/{of} acertos, {marks}.",
    "practice.kind.discard": "Cartas que você pode descartar",
    "practice.kind.free": "Quando toda carta vale",
    # Nomes.
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
    "card.name": "{rank} de {suit}",
    "seat.name": "jogador {seat}",
    "list.none": "nenhuma",
    "pair.Sun-Un": "Sun-Un",
    "pair.Un-Sota": "Un-Sota",
    "pair.Sota-Robai": "Sota-Robai",
    "pair.Robai-Rei": "Robai-Rei",
    "pair.2-1": "2-1",
    "pair.8-9": "8-9",
    "list.sep": ", ",
    # The parts of one line of a widget, joined (the language's own mark).
    "list.dot": " · ",
    "number.decimal_mark": ",",
    "number.percent": "{n}%",
    "number.move_value": "{move} {value}",
    "phase.declare": "declaração",
    "phase.discard": "descarte",
    "phase.play": "jogo",
    "phase.over": "fim",
    "length.long": "longo",
    "length.round": "redondo",
    "ordinal.1": "{n}º",
    "ordinal.2": "{n}º",
    "ordinal.3": "{n}º",
    "ordinal.n": "{n}º",
    # O treinador (unsun_lab.analysis): cada decisão vista pelo jogador que decide (R31).
    "analysis.header": {
        "one": (
            "Análise: cada decisão julgada pelo que o jogador que decidia sabia naquele momento"
            " (R31); cada jogada permitida foi jogada até o fim na mesma {count} rodada que o"
            " treinador imaginou a partir do que esse jogador sabia"
        ),
        "other": (
            "Análise: cada decisão julgada pelo que o jogador que decidia sabia naquele momento"
            " (R31); cada jogada permitida foi jogada até o fim nas mesmas {count} rodadas que o"
            " treinador imaginou a partir do que esse jogador sabia"
        ),
    },
    "analysis.decision": "jogada {number}, jogador {seat}, {where}: {played}, {label}",
    "analysis.where_trick": "vaza {trick}",
    "analysis.where_declare": "a declaração (R11)",
    "analysis.where_discard": "o descarte (R12)",
    "analysis.label.best": "a melhor",
    "analysis.label.good": "boa",
    "analysis.label.inaccuracy": "imprecisão",
    "analysis.label.mistake": "erro",
    "analysis.label.blunder": "erro grave",
    "analysis.is_best": {
        "one": (
            "{move} é a melhor jogada aqui: a margem da equipe (os pontos dela menos os da outra"
            " equipe) fica em {count} ponto (± {se}), em média, nas rodadas que o treinador"
            " imaginou a partir do que este jogador sabe (R29)"
        ),
        "other": (
            "{move} é a melhor jogada aqui: a margem da equipe (os pontos dela menos os da outra"
            " equipe) fica em {count} pontos (± {se}), em média, nas rodadas que o treinador"
            " imaginou a partir do que este jogador sabe (R29)"
        ),
    },
    "analysis.was_best": {
        "one": (
            "{move} foi a melhor jogada: a margem da equipe (os pontos dela menos os da outra"
            " equipe) ficou em {count} ponto (± {se}), em média, nas rodadas que o treinador"
            " imaginou a partir do que este jogador sabia (R29)"
        ),
        "other": (
            "{move} foi a melhor jogada: a margem da equipe (os pontos dela menos os da outra"
            " equipe) ficou em {count} pontos (± {se}), em média, nas rodadas que o treinador"
            " imaginou a partir do que este jogador sabia (R29)"
        ),
    },
    "analysis.as_good": {
        "one": (
            "{played} foi tão boa quanto a melhor jogada encontrada, {best}: a diferença, de"
            " {count} ponto, está dentro do ruído das rodadas que o treinador imaginou (R29)"
        ),
        "other": (
            "{played} foi tão boa quanto a melhor jogada encontrada, {best}: a diferença, de"
            " {count} pontos, está dentro do ruído das rodadas que o treinador imaginou (R29)"
        ),
    },
    "analysis.better": {
        "one": (
            "{best} teria sido melhor: em média, nas rodadas que o treinador imaginou, a margem"
            " da equipe (os pontos dela menos os da outra equipe) é {best_value} com a jogada"
            " {best} e {value} com a jogada {played}; a jogada {played} custou {count} ponto"
            " (R29)"
        ),
        "other": (
            "{best} teria sido melhor: em média, nas rodadas que o treinador imaginou, a margem"
            " da equipe (os pontos dela menos os da outra equipe) é {best_value} com a jogada"
            " {best} e {value} com a jogada {played}; a jogada {played} custou {count} pontos"
            " (R29)"
        ),
    },
    "analysis.trick_one": "{move} ganha esta vaza para a equipe em {share} das rodadas (R25)",
    "analysis.trick_two": (
        "{best} ganha esta vaza para a equipe em {share} das rodadas, {played} em"
        " {played_share} (R25)"
    ),
    "analysis.combos": (
        "combinações com {move}, em pontos por rodada: {made_now} feitos e {conceded_now}"
        " cedidos nesta vaza, {made_later} feitos e {conceded_later} cedidos depois (R27, R28)"
    ),
    "analysis.summary": (
        "jogador {seat}: decisões julgadas: {count}; pontos perdidos ao todo: {loss}; erros:"
        " {mistakes}; erros graves: {blunders}"
    ),
    "hint.better": {
        "one": "{best} teria sido melhor por {count} ponto ({label})",
        "other": "{best} teria sido melhor por {count} pontos ({label})",
    },
    "simulate.one_process": (
        "workers={workers}: o navegador (Pyodide) não tem outros processos, por isso as rodadas são"
        " jogadas neste mesmo processo"
    ),
    "simulate.workers_capped": (
        "workers={workers} é mais do que os processadores deste computador, por isso usamos"
        " workers={cpus}: mais processos só ficariam esperando uns pelos outros, e os"
        " resultados são os mesmos"
    ),
    # As recusas de um registro (RecordError): o campo ou o lance, e a regra.
    "record.field": "{field}: {detail}",
    "record.where": "{where}: {detail}",
    "record.move": "jogada {number}: {reason}",
    "record.move_where": "moves[{index}] (jogada {number})",
    "record.missing": "falta este campo",
    "record.format": "esperava-se {expected}, veio {got}",
    "record.string": "esperava-se um texto, veio {got}",
    "record.dealer": "esperava-se o número de um jogador, de 0 a 7 (R4), veio {got}",
    "record.hands": "esperava-se uma lista de 8 mãos, uma por jogador (R6), veio {got}",
    "record.hand": "esperavam-se as 9 cartas dadas (R6), veio {got}",
    "record.stock": "esperavam-se as 2 cartas do monte (R7), veio {got}",
    "record.entries": {
        "one": "uma lista de {count} entrada",
        "other": "uma lista de {count} entradas",
    },
    "record.cards": {
        "one": "uma lista de {count} carta",
        "other": "uma lista de {count} cartas",
    },
    "record.card_type": "esperava-se o código de uma carta, em texto, veio {got}",
    "record.card_twice": (
        "{card} já está em {place}: cada uma das 75 cartas aparece uma única vez (R1)"
    ),
    "record.moves": "esperava-se uma lista de jogadas, veio {got}",
    "record.entry_key": "'{key}' precisa ser um texto, veio {got}",
    "record.entry_extra": "chaves desconhecidas {extra}: esperavam-se 'move' e 'note'",
    "record.entry": "esperava-se uma jogada em texto ou {{'move': ..., 'note': ...}}, veio {got}",
    "record.not_a_source": "record: esperava-se um dict, um texto JSON ou um caminho, veio {got}",
    "record.not_an_object": "record: esperava-se um objeto JSON, veio {got}",
    "record.kind.object": "um objeto",
    "record.kind.list": "uma lista",
    "record.kind.string": "um texto",
    "record.kind.null": "null (nada)",
    "record.kind.boolean": "um valor verdadeiro/falso",
    "record.kind.number": "o número {value}",
    # As grandezas da tabela de um estudo por simulação (unsun_lab.study).
    "study.margin": "margem da equipe 0/2/4/6 (pontos por rodada, R29)",
    "study.combos": "combinações por rodada (R27)",
    "study.combo_points": "pontos de combinações por rodada (R28)",
    "study.with_combo": "parte das rodadas com alguma combinação",
    "study.status.declared": "parte das rodadas: Robai do trunfo declarado (R11)",
    "study.status.hidden": "parte das rodadas: Robai do trunfo escondido (R11)",
    "study.status.indicator": "parte das rodadas: Robai do trunfo é o indicador (R11)",
    "study.status.stock": "parte das rodadas: Robai do trunfo no monte (R11)",
    "study.pair": "{pair} por rodada",
    # Prática: os exercícios de unsun_lab.practice e o widget Practice
    "practice.kind.stronger": "Qual carta é mais forte",
    "practice.kind.legal": "Cartas que você pode jogar ou descartar",
    "practice.kind.winner": "Quem leva a vaza",
    "practice.kind.combination": "Pontos de combinação",
    "practice.kind.score": "O placar da rodada",
    "practice.kind.best_move": "Melhor jogada (problemas)",
    "practice.q.stronger": (
        "O trunfo é {trump} e a saída da vaza foi de {suit}. Se {a} e {b} forem jogadas nessa"
        " vaza, qual delas é mais forte?"
    ),
    "practice.q.legal_lead": (
        "O trunfo é {trump}. Você é o jogador {seat} e sai na vaza {number}. {meri} Escolha todas"
        " as cartas com que você pode sair."
    ),
    "practice.q.legal_follow": (
        "O trunfo é {trump}. Você é o jogador {seat}. O jogador {leader} saiu na vaza {number} com"
        " {lead}. {meri} Escolha todas as cartas que você pode jogar."
    ),
    "practice.q.discard": (
        "Você é o jogador {seat} e ficou com o indicador {indicator} na mão. Escolha todas as"
        " cartas que você pode descartar."
    ),
    "practice.meri.seen": "Nesta rodada já houve uma vaza de Meri.",
    "practice.meri.not_yet": "Nesta rodada ainda não houve vaza de Meri.",
    "practice.q.winner": (
        "O trunfo é {trump}. A vaza {number} está completa; na ordem em que foram jogadas:"
        " {plays}. Qual jogador leva a vaza?"
    ),
    "practice.q.winner_ninth": (
        "O trunfo é {trump} e o carteador é o jogador {dealer}. A nona vaza, a partir de quem"
        " ganhou a vaza 8: {plays}. Qual jogador leva a vaza?"
    ),
    "practice.play": "jogador {seat} {card}",
    "practice.play_down": "jogador {seat} {card} (virada para baixo)",
    "practice.q.combination": (
        "O trunfo é {trump}; o Robai do trunfo {status}. A vaza {number} está completa: {plays}."
        " Quantos pontos uma combinação faz passar nesta vaza?"
    ),
    "practice.status.declared": "foi declarado",
    "practice.status.hidden": "ficou escondido: quem o tinha passou",
    "practice.status.indicator": "é o indicador",
    "practice.status.stock": "está no monte",
    "practice.q.score": (
        "A rodada acabou (trunfo {trump}). Vazas ganhas: equipe 0/2/4/6 {tricks_a}, equipe"
        " 1/3/5/7 {tricks_b}. Combinações: {combos}. Qual é o placar de cada equipe na rodada?"
    ),
    "practice.combo_line": "vaza {number}, {pair} para a equipe {team} ({points})",
    "practice.q.best_move": (
        "Você é o jogador {seat}, na vaza {number}. Qual é a melhor carta aqui?"
    ),
    "practice.q.best_discard": (
        "Você é o jogador {seat} e ficou com o indicador {indicator}. Qual carta é melhor"
        " descartar?"
    ),
    "practice.q.best_declare": (
        "Você é o jogador {seat} e tem o Robai do trunfo {card}. É melhor declarar ou passar?"
    ),
    "practice.choice.score": "equipe 0/2/4/6 {a} : equipe 1/3/5/7 {b}",
    "practice.choice.declare": "declarar",
    "practice.choice.pass": "passar",
    "move.declare": "declarar",
    "move.pass": "passar",
    "practice.points.0": "0 pontos",
    "practice.points.2": "2 pontos",
    "practice.points.5": "5 pontos",
    "practice.why.allowed": "{card} é permitida: {reason}",
    "practice.why.refused": "{card} não é permitida: {reason}",
    "practice.why.loses": "{card}, do jogador {seat}, não ganha. {reason}",
    "practice.why.points": "{combo}; {points}",
    "practice.why.points_not": "Não são {wrong}. {reason}",
    "practice.why.score": (
        "as vazas dão {tricks_a} : {tricks_b} e as combinações transferem {delta_a} : {delta_b};"
        " então o placar é {a} : {b}, e os dois sempre somam 9 (R27, R28, R29)"
    ),
    "practice.why.score_wrong": "{reason}. {right}",
    "practice.why.score_tricks_only": (
        "{a} : {b} conta só as vazas; as combinações também fazem pontos passar (R28)"
    ),
    "practice.why.score_swapped": (
        "{a} : {b} passa os pontos da combinação para o lado errado: eles vão para a equipe"
        " cujo trunfo ganhou o par (R27, R28)"
    ),
    "practice.why.score_not_nine": (
        "{a} : {b} soma {sum}, não 9: uma combinação tira de uma equipe exatamente o que dá à"
        " outra (R28, R29)"
    ),
    "practice.why.score_off": "{a} : {b} não bate com as vazas e as combinações (R29)",
    "practice.why.best_move": (
        "{move} é a melhor jogada: a margem da sua equipe (os pontos dela menos os da outra"
        " equipe) fica em {value} pontos, em média, nas rodadas que o treinador imaginou a"
        " partir do que você vê, pelo menos {lead} a mais que com qualquer outra jogada (R29)"
    ),
    "practice.why.worse_move": (
        "{move}: a margem da sua equipe (os pontos dela menos os da outra equipe) fica em"
        " {value} pontos, em média, nas rodadas que o treinador imaginou; {loss} a menos que com"
        " {best} (R29)"
    ),
    "practice.why.try_move": (
        "{move} não é a melhor jogada aqui: com outra carta, a margem da sua equipe (os pontos"
        " dela menos os da outra equipe) fica, em média, {loss} pontos maior nas rodadas que o"
        " treinador imaginou (R29)"
    ),
    "practice.fb.right": "Certo!",
    "practice.fb.wrong": "Ainda não.",
    "practice.fb.missed": "Você deixou de fora: {choices}",
    "practice.fb.wrong_picks": "Não está certo: {choices}",
    "practice.fb.answer": "A resposta: {choices}",
    "practice.fb.try_again": "Não é esta. Tente de novo ou veja a resposta.",
    "practice.ui.check": "Conferir",
    "practice.ui.next": "Próximo exercício",
    "practice.ui.try_again": "Tentar de novo",
    "practice.ui.show": "Ver a resposta",
    "practice.ui.level": "Nível",
    "practice.ui.kinds": "Exercícios",
    "practice.ui.rule": "Regra {rule}",
    "practice.ui.pick_one": "Escolha uma.",
    "practice.ui.pick_all": "Escolha todas as que servem.",
    "practice.ui.bar": "{rule}: {right} de {seen} certas, caixa {box}",
    "practice.ui.keys": "Teclas: as setas movem, Espaço escolhe, Enter confere.",
    "practice.ui.none": "Nenhum exercício treina essas regras.",
    "practice.ui.bad_file": (
        "Não foi possível ler o arquivo de progresso {path} ({detail}). Ele foi guardado como"
        " {aside}, e a sua prática recomeça do zero."
    ),
    "practice.ui.refused_file": (
        "Não dá para usar o arquivo de progresso {path} ({detail}). Ele ficou como estava, e"
        " esta prática não guarda progresso."
    ),
    "practice.chart.title": "Prática por regra",
    "practice.chart.seen": "vistos",
    "practice.chart.right": "respondidos certo",
    "practice.chart.box": "caixa de Leitner (mais alta: volta mais tarde)",
    "practice.chart.empty": "Nenhum exercício respondido ainda.",
    # The progress row by theme (Progress.rating) and your own mistakes (Practice(mine=True)).
    "practice.ui.theme_bar": "{theme}: pontuação {rating}, {right} de {seen} certas",
    "practice.ui.theme_nums": "pontuação {rating} · {right}/{seen}",
    "practice.ui.work_on": "No que trabalhar: “{theme}”",
    "practice.ui.work_on_two": "No que trabalhar: “{theme}”, depois “{then}”",
    "practice.mine.empty": (
        "Ainda não há nenhum erro seu esperando. Jogue uma rodada na PlayTable: cada jogada"
        " que o treinador chamar de erro ou de erro grave volta aqui, do jeito que você a"
        " viu naquele momento (R31). Até lá, aqui vão perguntas sobre as regras."
    ),
    "practice.mine.done": (
        "Esses eram todos os seus erros marcados para hoje. Cada um volta numa sessão mais"
        " adiante, e mais cedo quanto mais vezes você errou; se aparecerem de novo agora, não"
        " contam."
    ),
    # Seus próprios erros (Practice(mine=True)): de onde vem cada um, no exercício e, depois
    # da resposta, no retorno, com o lance que você fez ali.
    "practice.mine.from": "Um erro seu: da sua rodada {deal}, jogada {move}.",
    "practice.mine.origin": "Da sua rodada {deal}, jogada {move}: você jogou {card}.",
    "practice.mine.origin_declare": "Da sua rodada {deal}, jogada {move}: você declarou.",
    "practice.mine.origin_pass": "Da sua rodada {deal}, jogada {move}: você passou.",
    # Prática: as perguntas sobre jogadores e equipes, a distribuição, os trunfos, a
    # declaração, as cartas de lado, quem sai e o que os outros veem; a vaza de Meri a julgar.
    "course.map.title": "O seu curso até agora: as estrelas do teste de cada lição",
    "course.map.lesson.01": "O baralho e as ordens das cartas",
    "course.map.lesson.02": "A distribuição e o indicador",
    "course.map.lesson.03": "Jogar as vazas",
    "course.map.lesson.04": "Pontuação e combinações",
    "course.map.done": "lição concluída",
    "course.map.todo": "ainda não feita: o teste fica no fim da lição",
    "course.map.note": (
        "Cada lição termina com um teste de 8 perguntas: 7 ou 8 acertos dão 3 estrelas, 5 ou 6"
        " dão 2, menos dão 1. O seu melhor teste fica guardado, e este mapa o mostra quando"
        " você executar esta página de novo."
    ),
    "practice.checkpoint.title": "Teste-se: perguntas sobre {rules}",
    "practice.checkpoint.sample": (
        "Uma pergunta de exemplo com a resposta (abra depois de tentar as perguntas)"
    ),
    "practice.checkpoint.choices": "Opções: {choices}",
    "practice.meri.judge": (
        "Já houve uma vaza de Meri nesta rodada? Julgue pelas vazas jogadas até agora."
    ),
    "practice.kind.teams": "Jogadores e equipes",
    "practice.kind.dealing": "O carteador e quem recebe as cartas primeiro",
    "practice.kind.trumps": "Quais cartas são trunfo",
    "practice.kind.declaration": "Declarar o Robai do trunfo",
    "practice.kind.side_cards": "As cartas fora do jogo",
    "practice.kind.leader": "Quem sai na próxima vaza",
    "practice.kind.seen": "O que os outros veem",
    "practice.choice.partner": "parceiro",
    "practice.choice.opponent": "adversário",
    "practice.q.teams.partners": (
        "Você é o jogador {seat}. Escolha todos os jogadores da sua equipe: os seus parceiros."
    ),
    "practice.q.teams.side": (
        "Você é o jogador {seat}. O jogador {other} é seu parceiro ou seu adversário?"
    ),
    "practice.q.teams.next": (
        "Você é o jogador {seat}. O jogador {other} acabou de jogar uma carta na vaza. Qual"
        " jogador joga em seguida?"
    ),
    "practice.q.teams.next_you": (
        "Você é o jogador {seat} e acabou de jogar uma carta na vaza. Qual jogador joga em seguida?"
    ),
    "practice.why.teams.partner": (
        "o jogador {other} é seu parceiro: os jogadores {team} formam uma equipe (R5)"
    ),
    "practice.why.teams.opponent": (
        "o jogador {other} é adversário: ele joga pela outra equipe, a dos jogadores {team} (R5)"
    ),
    "practice.why.teams.next": (
        "o jogo segue em sentido horário: depois do jogador {other} vem o vizinho da esquerda,"
        " o jogador {next} (depois do 7 vem de novo o 0) (R4)"
    ),
    "practice.why.teams.next_from_you": (
        "o jogo segue em sentido horário: depois de você vem o seu vizinho da esquerda, o"
        " jogador {next} (depois do 7 vem de novo o 0) (R4)"
    ),
    "practice.why.teams.next_you": (
        "o jogo segue em sentido horário: depois do jogador {other} vem o vizinho da esquerda,"
        " que é você (depois do 7 vem de novo o 0) (R4)"
    ),
    "practice.why.teams.not_next": "O jogador {seat} não é o próximo. {reason}",
    "practice.why.teams.not_next.you": "Você não é o próximo. {reason}",
    "practice.q.dealing.first": (
        "O jogador {dealer} é o carteador. Qual jogador recebe as três primeiras cartas?"
    ),
    "practice.q.dealing.last": (
        "O carteador, o jogador {dealer}, dá três voltas de três cartas. Qual jogador recebe"
        " as três últimas cartas de cada volta?"
    ),
    "practice.q.dealing.next_dealer": (
        "O jogador {dealer} foi o carteador nesta rodada de uma partida. Qual jogador é o"
        " carteador da próxima rodada?"
    ),
    "practice.why.dealing.first": (
        "o carteador dá as cartas em sentido horário, começando pela sua esquerda: o jogador"
        " {seat} recebe as três primeiras (R4, R6)"
    ),
    "practice.why.dealing.last": (
        "o carteador começa pela sua esquerda e dá a volta à mesa em sentido horário, então se"
        " serve por último: o jogador {seat} recebe as três últimas cartas de cada volta (R6)"
    ),
    "practice.why.dealing.next_dealer": (
        "depois de cada rodada a vez de dar as cartas passa para o jogador à esquerda: o jogador"
        " {seat} dá as cartas na próxima (R30)"
    ),
    "practice.why.dealing.not": "Não é o jogador {seat}. {reason}",
    "practice.q.trumps": (
        "Você é o jogador {seat}, e o indicador virado para cima é {indicator}. Escolha todos os"
        " trunfos da sua mão."
    ),
    "practice.why.trumps.suit": (
        "{card} é trunfo: o indicador {indicator} faz de {suit} o naipe de trunfo (R8)"
    ),
    "practice.why.trumps.plain": (
        "{card} não é trunfo: é uma carta de {own}, e o indicador {indicator} faz de {suit} o"
        " naipe de trunfo (R8)"
    ),
    "practice.why.trumps.tenka": (
        "{card} é trunfo: o Robai de Pao é o Tenka, sempre trunfo, seja qual for o naipe de"
        " trunfo (R9)"
    ),
    "practice.why.trumps.tenka_pao": (
        "{card} é trunfo: com Pao de trunfo, o Robai de Pao é ao mesmo tempo o Tenka e o Robai"
        " do trunfo (R9, R10)"
    ),
    "practice.q.declare.may": (
        "Você é o jogador {seat}. O indicador é {indicator}, e as suas nove cartas são {hand}."
        " Escolha tudo o que você pode fazer na declaração."
    ),
    "practice.why.declare.may": (
        "você pode declarar: tem {card}, o Robai do naipe de trunfo, o Robai do trunfo (R10, R11)"
    ),
    "practice.why.declare.not_holder": (
        "você não pode declarar: só pode quem tem o Robai do trunfo {card}, e ele não está na"
        " sua mão (R10, R11)"
    ),
    "practice.why.declare.indicator": (
        "ninguém pode declarar: o Robai do trunfo {card} é o próprio indicador (R10, R11)"
    ),
    "practice.why.pass.holder": (
        "você pode passar: {card} continua escondido na sua mão, e o carteador, o jogador"
        " {dealer}, fica com o indicador (R11)"
    ),
    "practice.why.pass.dealer": (
        "você pode passar: {card} continua escondido, e como carteador você fica com o"
        " indicador do mesmo jeito, porque o carteador fica com ele quando ninguém declara (R11)"
    ),
    "practice.why.pass.forced": (
        "você passa, e não há outra escolha: você não tem o Robai do trunfo {card}, então o passe"
        " é feito automaticamente (R10, R11)"
    ),
    "practice.q.declare.recipient": (
        "Você é o jogador {seat}. O jogador {dealer} deu as cartas, e o indicador é"
        " {indicator}. {said} Qual jogador fica com o indicador na mão?"
    ),
    "practice.q.declare.recipient_dealer": (
        "Você é o jogador {seat} e deu as cartas; o indicador é {indicator}. {said} Qual"
        " jogador fica com o indicador na mão?"
    ),
    "practice.decl.declared": "O jogador {holder} declarou o Robai do trunfo {card}.",
    "practice.decl.you_passed": "Você tem o Robai do trunfo {card} e passou.",
    "practice.decl.indicator": "O Robai do trunfo {card} é o próprio indicador.",
    "practice.decl.nobody": "Ninguém declarou o Robai do trunfo {card}.",
    "practice.why.recipient.declared": (
        "o jogador {holder} declarou {card}, e quem declara fica com o indicador (R11)"
    ),
    "practice.why.recipient.you_passed": (
        "você passou, então ninguém declarou: nesse caso o carteador, o jogador {dealer}, fica"
        " com o indicador (R11)"
    ),
    "practice.why.recipient.dealer_holder": (
        "ninguém declarou, então o carteador fica com o indicador, e o carteador é você: passar"
        " deixou {card} escondido, mas não entregou o indicador a ninguém (R11)"
    ),
    "practice.why.recipient.indicator": (
        "ninguém podia declarar, porque {card} é o indicador, então o carteador, o jogador"
        " {dealer}, fica com ele (R11)"
    ),
    "practice.why.recipient.indicator_you": (
        "ninguém podia declarar, porque {card} é o indicador, então o carteador fica com ele, e"
        " o carteador é você (R11)"
    ),
    "practice.why.recipient.dealer": (
        "ninguém declarou o Robai do trunfo {card} (quem o tinha passou, ou ele está no monte),"
        " então o carteador, o jogador {dealer}, fica com o indicador (R11)"
    ),
    "practice.why.recipient.dealer_you": (
        "ninguém declarou o Robai do trunfo {card} (quem o tinha passou, ou ele está no monte),"
        " então o carteador fica com o indicador, e o carteador é você (R11)"
    ),
    "practice.why.recipient.not": "Não é o jogador {seat}. {reason}",
    "practice.why.recipient.not.you": "Não é você. {reason}",
    "practice.q.side_cards": (
        "Você é o jogador {seat}. O jogador {recipient} ficou com o indicador {indicator} e"
        " descartou uma carta virada para baixo. Quando o jogador {leader} saiu na primeira"
        " vaza, todos viram o descarte {discard} e o monte {stock}. Escolha todas as cartas que"
        " estão fora do jogo nesta rodada."
    ),
    "practice.q.side_cards_you": (
        "Você é o jogador {seat}. Você ficou com o indicador {indicator} e descartou uma carta"
        " virada para baixo. Quando você saiu na primeira vaza, todos viram o descarte"
        " {discard} e o monte {stock}. Escolha todas as cartas que estão fora do jogo nesta"
        " rodada."
    ),
    "practice.why.side.discard": (
        "{card} está fora do jogo: é o descarte do jogador {seat}, que ficou com o indicador,"
        " revelado a todos na primeira saída; não ganha vaza nenhuma (R12, R13)"
    ),
    "practice.why.side.discard.you": (
        "{card} está fora do jogo: é o seu descarte, feito quando você ficou com o indicador,"
        " revelado a todos na primeira saída; não ganha vaza nenhuma (R12, R13)"
    ),
    "practice.why.side.stock": (
        "{card} está fora do jogo: é uma das duas cartas do monte, que ficaram sob o indicador,"
        " reveladas na primeira saída; não ganha vaza nenhuma (R7, R13)"
    ),
    "practice.why.side.indicator": (
        "{card} está em jogo: é o indicador, e o jogador {seat} ficou com ele na mão (R7, R12)"
    ),
    "practice.why.side.indicator.you": (
        "{card} está em jogo: é o indicador, e você ficou com ele na mão (R7, R12)"
    ),
    "practice.why.side.led": (
        "{card} está em jogo: o jogador {leader} saiu com ela na primeira vaza; só o descarte e"
        " o monte ficam fora do jogo (R13)"
    ),
    "practice.why.side.led.you": (
        "{card} está em jogo: você saiu com ela na primeira vaza; só o descarte e o monte ficam"
        " fora do jogo (R13)"
    ),
    "practice.why.side.hand": (
        "{card} está em jogo: está na sua mão; só o descarte e o monte ficam fora do jogo (R13)"
    ),
    "practice.q.leader.first": (
        "O jogador {dealer} deu as cartas, o indicador era {indicator}, e o jogador {seat}"
        " ficou com ele. Qual jogador sai na primeira vaza?"
    ),
    "practice.q.leader.next": (
        "O trunfo é {trump}. A vaza {number} está completa; na ordem em que foram jogadas:"
        " {plays}. Qual jogador sai na vaza {next}?"
    ),
    "practice.why.leader.first": (
        "quem ficou com o indicador, o jogador {seat}, sai na primeira vaza (R18)"
    ),
    "practice.why.leader.winner": (
        "o jogador {seat} ganhou a vaza {number} com {card}, e quem ganha uma vaza sai na"
        " seguinte (R18, R25)"
    ),
    "practice.why.leader.not": "Não é o jogador {seat}. {reason}",
    "practice.q.seen.follow": (
        "O trunfo é {trump}. Você é o jogador {seat}; o jogador {leader} saiu na vaza {number}"
        " com {lead}. Escolha cada carta da sua mão que os outros veriam virada para cima se"
        " você a jogasse agora."
    ),
    "practice.q.seen.lead": (
        "O trunfo é {trump}. Você é o jogador {seat} e sai na vaza {number}. Escolha cada"
        " carta da sua mão que os outros veriam virada para cima se você saísse com ela."
    ),
    "practice.why.seen.plain": (
        "{card} seria vista: uma carta comum sempre se joga virada para cima, à vista de todos"
        " (R24, R31)"
    ),
    "practice.why.seen.down": (
        "{card} iria virada para baixo: é um trunfo numa vaza aberta com carta comum, então os"
        " outros veem que você jogou um trunfo, mas não qual, até a oitava carta da vaza"
        " (R24, R31)"
    ),
    "practice.why.seen.meri": (
        "{card} seria vista: a vaza foi aberta com trunfo, é uma vaza de Meri, e todas as cartas de"
        " uma vaza de Meri ficam viradas para cima (R20, R24)"
    ),
    "practice.why.seen.lead": (
        "{card} seria vista: a carta de saída fica sempre virada para cima; sair com trunfo faz"
        " da vaza uma vaza de Meri, toda virada para cima (R20, R24)"
    ),
    # Os princípios do bom jogo (unsun_lab.principles): título, conselho, por que vale, evidência.
    "principle.unmeasured": "uma regra prática, não medida",
    "principle.winning.card": "{card}, a carta que está ganhando",
    "principle.winning.down": "o trunfo virado para baixo do jogador {seat}",
    "principle.winning.trumps": "os trunfos virados para baixo já jogados",
    "principle.fb.at_work": "o princípio em jogo, “{title}”: {why}",
    "principle.fb.equal": (
        "{moves} são igualmente boas aqui: nas rodadas que o treinador imaginou a partir do que"
        " você vê, dão o mesmo resultado (R29)"
    ),
    "principle.fb.still_loses": (
        "mesmo {move} perde pontos em média daqui em diante: toda carta perde, e as outras"
        " perdem mais (R29)"
    ),
    "principle.fb.worse": (
        "{best} guarda mais pontos para a sua equipe do que {move} no resto da rodada (R29)"
    ),
    "principle.fb.try": "{move} não é a melhor carta aqui. Pense no princípio em jogo: {title}",
    "principle.fb.try_plain": (
        "{move} não é a melhor carta aqui: olhe de novo esta vaza e o que já foi jogado"
    ),
    # O treinador começa pelo princípio que explica uma decisão cara (analysis.principle_lead).
    "principle.coach.lead": "{title}: {why}",
    "principle.coach.lead_also": "{title}: {why}; {best} é melhor ainda",
    "principle.coach.exception": (
        "o princípio “{title}” indica {move} aqui, mas este é um caso de exceção: {best} é melhor"
    ),
    # Um problema de declaração diz o trunfo, como todos os problemas (practice.kinds.best_move).
    "principle.q.best_declare": (
        "Você é o jogador {seat}, o trunfo é {suit} e você tem o Robai do trunfo {card}. É melhor"
        " declarar ou passar?"
    ),
    "principle.ui.details": "Detalhes",
    "principle.ui.principle": "Princípio",
    "principle.first_lead.title": "A primeira saída",
    "principle.first_lead.advice": (
        "Na vaza 1 não se pode sair com trunfo (R19), e antes da primeira vaza de Meri qualquer"
        " um pode trunfar uma saída comum (R22): saia com uma carta comum baixa, que você possa"
        " dispensar."
    ),
    "principle.first_lead.why": (
        "não se pode sair com trunfo na vaza 1 (R19), e antes da primeira vaza de Meri qualquer"
        " um pode trunfar uma saída comum (R22): {move} é a sua carta mais baixa de {suit},"
        " uma carta que você pode dispensar"
    ),
    "principle.no_plain_sun_early.title": "Nada de sair com um Sun comum antes da primeira Meri",
    "principle.no_plain_sun_early.advice": (
        "Antes da primeira vaza de Meri qualquer um pode trunfar uma saída comum (R22); por"
        " isso um Sun comum jogado de saída costuma ser trunfado: guarde-o até os trunfos saírem."
    ),
    "principle.no_plain_sun_early.why": (
        "antes da primeira vaza de Meri qualquer um pode trunfar uma saída comum (R22): {move}"
        " poupa o seu {sun}, que, jogado de saída agora, muito provavelmente seria trunfado"
    ),
    "principle.no_plain_sun_early.evidence": (
        "medido com rodadas em duplicata e jogadores de nível básico: antes da primeira vaza de "
        "Meri, sair com a sua outra carta comum mais forte em vez do Sun comum rendeu {value} "
        "pontos por rodada (intervalo de 95 %: {low} a {high}; pares de rodadas: {n}); um Sun "
        "comum jogado de saída nessa fase ganhou a vaza em apenas {before} das vezes (saídas: "
        "{before_n}), e depois da primeira Meri em {after} (saídas: {after_n})"
    ),
    "principle.trump_plain_lead.title": "Trunfar uma saída comum antes da primeira Meri",
    "principle.trump_plain_lead.advice": (
        "Antes da primeira vaza de Meri qualquer um pode trunfar uma saída comum (R22), e um"
        " trunfo jogado cedo na vaza pode ser batido por outro depois: se você for um dos dois"
        " últimos a jogar e uma carta comum de um adversário estiver ganhando, tome a vaza com o"
        " seu trunfo mais baixo que não esteja em perigo; mais cedo na vaza, trunfar não trouxe"
        " ganho mensurável (R25, R27)."
    ),
    "principle.trump_plain_lead.why": (
        "{card}, de um adversário, está ganhando esta vaza de saída comum, ninguém trunfou"
        " ainda e falta jogar no máximo um jogador depois de você: {move} é o seu trunfo mais"
        " baixo que não está em perigo, e qualquer trunfo toma a vaza de uma carta comum (R22,"
        " R25)"
    ),
    "principle.trump_plain_lead.evidence": (
        "medido com rodadas em duplicata e jogadores de nível básico: sendo um dos dois últimos"
        " a jogar, com uma carta comum de um adversário ganhando e ninguém tendo trunfado, o seu"
        " trunfo mais baixo fora de perigo ganhou {value} pontos por rodada sobre uma carta"
        " comum (intervalo de 95 %: {low} a {high}; pares de rodadas: {n}); quando ainda"
        " faltavam jogar dois ou mais jogadores depois de você, trunfar assim ganhou {early}"
        " ({early_low} a {early_high}; pares de rodadas: {early_n}): nada mensurável"
    ),
    "principle.partner_trumped.title": "O parceiro trunfou: jogue uma carta comum",
    "principle.partner_trumped.advice": (
        "Quando um parceiro já trunfou uma vaza de saída comum (uma carta virada para baixo,"
        " R24), jogue uma carta comum e guarde os seus trunfos para depois."
    ),
    "principle.partner_trumped.why": (
        "o jogador {partner}, seu parceiro, já trunfou esta vaza de saída comum (uma carta virada"
        " para baixo, R24): {move} guarda os seus trunfos para as próximas vazas"
    ),
    "principle.partner_trumped.evidence": (
        "medido com rodadas em duplicata e jogadores de nível básico: uma carta comum ganhou "
        "{value} pontos por rodada sobre o seu trunfo mais baixo (intervalo de 95 %: {low} a "
        "{high}; pares de rodadas: {n}), {strongest} sobre o mais alto ({strongest_low} a "
        "{strongest_high}) e {average} sobre a média de todos os seus trunfos permitidos "
        "({average_low} a {average_high}); só contra o trunfo que se revelou o melhor, o que só "
        "se sabe depois da rodada, não houve diferença clara ({best}; {best_low} a {best_high})"
    ),
    "principle.card_in_danger.title": "Uma carta em perigo",
    "principle.card_in_danger.advice": (
        "Um trunfo cuja carta de cima no par ainda não saiu está em perigo numa vaza de saída"
        " comum: o adversário que ganhar com essa carta de cima faz o par (R27); por isso"
        " mantenha-o fora dessas vazas."
    ),
    "principle.card_in_danger.why": (
        "{card} é a carta de baixo de {pair} e {upper} ainda não apareceu: jogado nesta vaza de"
        " saída comum, pode dar {pair} aos adversários (R27); {move} o mantém fora de perigo"
    ),
    "principle.card_in_danger.why_lead": (
        "{card} é a carta de baixo de {pair} e {upper} ainda não apareceu: guardado para a nona"
        " vaza, que nunca é de Meri, pode ser apanhado lá por 5 pontos (R26, R28); jogado de"
        " saída agora, abre uma vaza de Meri, em que nenhum par conta (R20, R27)"
    ),
    "principle.card_in_danger.evidence": (
        "medido com rodadas em duplicata e jogadores de nível básico: numa vaza de saída comum, "
        "guardar um trunfo em perigo e jogar no lugar a sua carta mais baixa que não está em "
        "perigo rendeu {value} pontos por rodada (intervalo de 95 %: {low} a {high}; pares de "
        "rodadas: {n}); jogado nessa vaza, o trunfo em perigo entregou o par em {share} das "
        "vezes (intervalo de 95 %: {share_low} a {share_high}; jogadas: {share_n})"
    ),
    "principle.win_cheaply.title": "Ganhar a vaza barato",
    "principle.win_cheaply.advice": (
        "Quando você pode bater a carta que está ganhando, bata com a sua carta mais baixa que"
        " consiga: uma mais alta não ganha a vaza melhor (R25)."
    ),
    "principle.win_cheaply.why": (
        "{move} é a sua carta mais baixa que bate {card}, a carta que está ganhando: uma mais"
        " alta não ganharia esta vaza melhor (R25)"
    ),
    "principle.lowest_card.title": "Nada ganha: jogue a sua carta mais baixa",
    "principle.lowest_card.advice": (
        "Quando nenhuma carta que você pode jogar ganha a vaza, jogue a mais baixa e guarde as"
        " fortes (R25)."
    ),
    "principle.lowest_card.why": (
        "nenhuma carta que você pode jogar bate {what}; por isso {move}, a sua carta mais"
        " baixa, é a que menos entrega (R25)"
    ),
    "principle.dont_overtake_partner.title": "Não passe por cima do parceiro que está ganhando",
    "principle.dont_overtake_partner.advice": (
        "Quando a carta de um parceiro está ganhando a vaza, não a bata: guarde a sua carta"
        " mais forte para uma vaza que a sua equipe perderia (R25)."
    ),
    "principle.dont_overtake_partner.why": (
        "o seu parceiro, o jogador {partner}, está ganhando com {card}: {move} deixa a vaza com"
        " ele e guarda a sua carta mais forte (R25)"
    ),
    "principle.count_trumps.title": "Conte os trunfos",
    "principle.count_trumps.advice": (
        "São 16 trunfos, 15 quando o trunfo é Pao (R9): conte os que você já viu. Quando não"
        " sobra nenhum fora da sua mão, a carta mais alta que ainda falta de um naipe comum não"
        " pode ser batida (R25)."
    ),
    "principle.count_trumps.why": (
        "os {total} trunfos estão todos contados, nenhum sobra fora da sua mão (R9), e não"
        " falta sair nenhuma carta de {suit} mais alta: {move} não pode ser batida (R25)"
    ),
    "principle.first_meri.title": "A primeira Meri: nenhuma regra medida",
    "principle.first_meri.advice": (
        "Abrir ou não a primeira vaza de Meri com um trunfo nas vazas 2 a 6 é uma escolha"
        " livre: sair com o seu trunfo mais forte não mostrou ganho claro sobre uma carta comum"
        " (R20, R22)."
    ),
    "principle.first_meri.why": (
        "abrir agora a primeira vaza de Meri é escolha sua: sair com o seu trunfo mais forte"
        " não mostrou ganho claro sobre uma carta comum, então {move} é tão razoável quanto"
        " outra (R20, R22)"
    ),
    "principle.first_meri.evidence": (
        "medido com rodadas em duplicata e jogadores de nível básico: sair com o trunfo mais forte"
        " em vez da carta comum mais forte ganhou {value} pontos por rodada (intervalo de 95 %:"
        " {low} a {high}; pares de rodadas: {n}): nenhuma diferença clara"
    ),
    "principle.lone_sun.title": "Um Sun sozinho: guarde-o na Meri",
    "principle.lone_sun.advice": (
        "Se o Sun foi o único trunfo que você recebeu, você pode guardá-lo numa vaza de Meri"
        " (R21): guardá-lo rendeu um pouco."
    ),
    "principle.lone_sun.why": (
        "o seu {sun} é o seu único trunfo e foi o único que você recebeu, então pode guardá-lo"
        " nesta vaza de Meri (R21): {move} o deixa para uma vaza posterior"
    ),
    "principle.lone_sun.evidence": (
        "medido com rodadas em duplicata e jogadores aleatórios (os de nível básico quase nunca"
        " chegam a essa escolha): guardar o Sun rendeu {value} pontos por rodada sobre jogá-lo"
        " (intervalo de 95 %: {low} a {high}; pares de rodadas: {n})"
    ),
    "principle.ninth_trick.title": "A nona vaza: não acumule um trunfo",
    "principle.ninth_trick.advice": (
        "Um trunfo guardado até o fim costuma ganhar a nona vaza (R26), mas guardá-lo de"
        " propósito não rendeu nada mensurável: na vaza 8, jogue a carta de que a vaza precisa."
    ),
    "principle.ninth_trick.why": (
        "um trunfo guardado para a nona vaza costuma ganhá-la (R26), mas guardar {trump} de"
        " propósito não mostrou ganho: {move} é uma escolha justa se esta vaza pedir"
    ),
    "principle.ninth_trick.evidence": (
        "medido com jogadores de nível básico: uma última carta que era trunfo ganhou a nona vaza"
        " em {kept} das vezes, uma comum em {plain}; em rodadas em duplicata, guardar o trunfo"
        " em vez de jogá-lo na vaza 8 rendeu {value} pontos por rodada (intervalo de 95 %:"
        " {low} a {high}; pares de rodadas: {n}): nenhuma diferença mensurável"
    ),
    "principle.declare_robai.title": "Declare o Robai do trunfo",
    "principle.declare_robai.advice": (
        "Se você tem o Robai do trunfo e não é o carteador, declare-o: você fica com o indicador,"
        " uma carta a mais, e sai na primeira vaza (R11, R18)."
    ),
    "principle.declare_robai.why": (
        "declarar {card} põe o indicador {indicator} na sua mão, uma carta a mais para a sua"
        " equipe, e você sai na primeira vaza (R11, R18)"
    ),
    "principle.declare_robai.evidence": (
        "medido com rodadas em duplicata e jogadores de nível básico: declarar rendeu {value}"
        " pontos por rodada sobre passar (intervalo de 95 %: {low} a {high}; pares de rodadas:"
        " {n})"
    ),
    "principle.dealer_holder.title": "O carteador que tem o Robai do trunfo",
    "principle.dealer_holder.advice": (
        "Como carteador você recebe o indicador mesmo se passar (R11): passar mantém o Robai"
        " do trunfo escondido, e os pares dele transferem 5 (R28)."
    ),
    "principle.dealer_holder.why": (
        "você é o carteador, então o indicador {indicator} vem para você mesmo se passar (R11);"
        " passar mantém {card} escondido, e aí Sota-Robai e Robai-Rei transferem 5 para a"
        " equipe que os fizer (R28)"
    ),
    # O que o lugar que responde sabe e a pergunta exige (unsun_lab.practice.context).
    "context.trump": "o trunfo é {suit}: {count} trunfos, entre eles o Tenka PRo (R8, R9)",
    "context.trump_pao": (
        "o trunfo é Pao: 15 trunfos, e PRo é ao mesmo tempo o Tenka e o Robai do trunfo (R8, R9)"
    ),
    "context.dealer": "o carteador é o jogador {dealer} (R6)",
    "context.dealer_you": "o carteador é você (R6)",
    "context.recipient": "o jogador {seat} ficou com o indicador {indicator} (R11)",
    "context.recipient_you": "você ficou com o indicador {indicator} (R11)",
    "context.robai.indicator": (
        "o indicador é o próprio Robai do trunfo {card}: ninguém pôde declarar, e ele não está"
        " escondido (R11, R28)"
    ),
    "context.robai.declared": (
        "o jogador {seat} declarou o Robai do trunfo {card}: ele não está escondido (R11, R28)"
    ),
    "context.robai.you_declared": (
        "você declarou o Robai do trunfo {card}: ele não está escondido (R11, R28)"
    ),
    "context.robai.own_deciding": "você tem o Robai do trunfo {card}: declare-o ou passe (R11)",
    "context.robai.own_hidden": (
        "você tem o Robai do trunfo {card} e passou: ele está escondido, então Sota-Robai e"
        " Robai-Rei transferem 5 (R11, R28)"
    ),
    "context.robai.hidden": (
        "ninguém declarou o Robai do trunfo {card} e ele não estava no monte: quem o tem passou,"
        " então ele está escondido e Sota-Robai e Robai-Rei transferem 5 (R11, R28)"
    ),
    "context.robai.stock": "o Robai do trunfo {card} estava no monte, fora do jogo (R11, R13)",
    "context.robai.not_declared": (
        "ninguém declarou o Robai do trunfo {card}: está escondido numa mão ou no monte, que é"
        " mostrado na saída da primeira vaza (R11, R13)"
    ),
    "context.robai.pending": "a declaração do Robai do trunfo {card} ainda não terminou (R11)",
    "context.meri.yes": (
        "já saiu uma vaza de Meri: numa saída comum é preciso servir o naipe ou trunfar"
        " (Monchi, R23)"
    ),
    "context.meri.no": (
        "ainda não saiu nenhuma vaza de Meri: numa saída comum pode-se jogar qualquer carta (R22)"
    ),
    "context.play": "jogador {seat} {card}",
    "context.play_down": "jogador {seat} um trunfo virado para baixo",
    "context.trick": (
        "vaza {number}, saída do jogador {leader}: {plays}; o jogador {winner} ganhou com {card};"
        " trunfos nela: {trumps} (R25)"
    ),
    "context.current": "esta vaza, saída do jogador {leader}: {plays} (R18)",
    "context.unseen": "trunfos que você ainda não viu: {count} de {total} (R9)",
    "context.legend": (
        "Cada carta vem depois do número do jogador que a jogou; ★ marca um trunfo, uma moldura"
        " a carta que ganhou a vaza."
    ),
    "context.q.best_move": (
        "Você é o jogador {seat}, na vaza {number}, e o trunfo é {suit}. Qual é a melhor carta"
        " aqui?"
    ),
    "context.q.best_any": (
        "Você é o jogador {seat}, na vaza {number}, e o trunfo é {suit}. Várias cartas são"
        " igualmente boas aqui: escolha qualquer uma das melhores."
    ),
    # As palavras do treinador (unsun_lab.analysis): o que muda entre duas jogadas nas
    # mesmas rodadas.
    "coach.freq.never": "nunca",
    "coach.freq.rarely": "só raramente",
    "coach.freq.one_in_ten": (
        "em cerca de uma em cada dez rodadas que o treinador imaginou a partir do que você sabe"
    ),
    "coach.freq.one_in_five": (
        "em cerca de uma em cada cinco rodadas que o treinador imaginou a partir do que você sabe"
    ),
    "coach.freq.third": (
        "em cerca de um terço das rodadas que o treinador imaginou a partir do que você sabe"
    ),
    "coach.freq.half": (
        "em cerca de metade das rodadas que o treinador imaginou a partir do que você sabe"
    ),
    "coach.freq.two_thirds": (
        "em cerca de dois terços das rodadas que o treinador imaginou a partir do que você sabe"
    ),
    "coach.freq.most": (
        "na maioria das rodadas que o treinador imaginou a partir do que você sabe"
    ),
    "coach.freq.almost_always": "quase sempre",
    "coach.freq.always": "sempre",
    # The same shares said a second time in one sentence, of the same imagined deals.
    "coach.freq_again.one_in_ten": "em cerca de uma em cada dez",
    "coach.freq_again.one_in_five": "em cerca de uma em cada cinco",
    "coach.freq_again.third": "em cerca de um terço",
    "coach.freq_again.half": "em cerca de metade",
    "coach.freq_again.two_thirds": "em cerca de dois terços",
    "coach.freq_again.most": "na maioria",
    "coach.what.trump": "um trunfo do adversário ({card})",
    "coach.what.suit": "uma carta mais alta de {suit} ({card})",
    "coach.trick_lost": (
        "{freq}, {best} ganha esta vaza para a sua equipe e {played} a perde, quase sempre para"
        " {what} (R25)"
    ),
    "coach.trick_gained": (
        "{freq}, {played} ganha esta vaza para a sua equipe e {best} não; mas esse ganho vale"
        " menos do que se perde depois (R25)"
    ),
    "coach.combo.theirs": (
        "depois de {move}, os adversários fazem {pair} ({winner_card} sobre {opposing_card},"
        " {points}) {when} {freq}; depois de {other}, {freq_other} (R27, R28)"
    ),
    "coach.combo.ours": (
        "depois de {move}, a sua equipe faz {pair} ({winner_card} sobre {opposing_card},"
        " {points}) {when} {freq}; depois de {other}, {freq_other} (R27, R28)"
    ),
    # The same, when the two moves are the declaration's: "if you pass", not "after pass" (R11).
    "coach.combo.theirs_if": (
        "{move}, os adversários fazem {pair} ({winner_card} sobre {opposing_card}, {points})"
        " {when} {freq}; {other}, {freq_other} (R27, R28)"
    ),
    "coach.combo.ours_if": (
        "{move}, a sua equipe faz {pair} ({winner_card} sobre {opposing_card}, {points}) {when}"
        " {freq}; {other}, {freq_other} (R27, R28)"
    ),
    "coach.if.declare": "se você declarar",
    "coach.if.pass": "se você passar",
    "coach.when.now": "nesta vaza",
    "coach.when.later": "mais adiante na rodada",
    "coach.later_tricks": (
        "com {best}, a sua equipe também ganha mais vazas depois: cerca de {n} a mais por"
        " rodada (R25)"
    ),
    "coach.later_tricks_if": (
        "{best}, a sua equipe também ganha mais vazas depois: cerca de {n} a mais por rodada (R25)"
    ),
    "coach.spread": (
        "nenhuma vaza ou combinação sozinha faz a diferença entre {best} e {played}: ela se"
        " espalha pelo resto da rodada (R29)"
    ),
}
