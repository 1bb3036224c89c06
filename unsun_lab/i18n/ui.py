"""The widgets' words (keys ``ui.*``), in every language: labels, buttons, status lines.

Each language's catalogue takes its part from here (``MESSAGES.update(UI["pt"])``). A key
cites the same rule ids in every language (tests/test_i18n.py).
"""

from __future__ import annotations

_EN: dict[str, str | dict[str, str]] = {
    "combo_none": "No finished trick yet.",
    "combo_w": "W: winning trump",
    "combo_o": "O: other team's best trump",
    "combo_title": "Trick {number} ({kind}): won by seat {seat} with {card}",
    "kind_meri": "Meri",
    "kind_ninth": "the last cards",
    "kind_plain": "plain lead",
    "rank_hover": "Hover a card to read its place in its order.",
    "rank_trump_suit": "Trump suit:",
    "rank_led_suit": "Led suit:",
    "rank_clear": "Clear",
    "rank_selected": "Selected: {cards}",
    "rank_click_one": "Click 1 more card to compare them.",
    "rank_click_two": "Click 2 cards to compare them.",
    "rank_trumps": {
        "one": "Trumps: {suit} ({count} card, R14)",
        "other": "Trumps: {suit} ({count} cards, R14)",
    },
    "rank_plain": {
        "one": "Plain {suit} ({count} card, R15)",
        "other": "Plain {suit} ({count} cards, R15)",
    },
    "rank_badge_iro": "plain Isu Robai",
    "rank_plain_pao": {
        "one": "Plain {suit} ({count} card, no Robai: it is Tenka, R9, R15)",
        "other": "Plain {suit} ({count} cards, no Robai: it is Tenka, R9, R15)",
    },
    "lang_name": "English",
    "language": "Language:",
    "refused": "Refused: {reason}",
    "combo_pairs": "Pairs:",
    "field_missing": "The message has no field {name}.",
    "field_type": "The field {name} must be {kind}, not {got}.",
    "not_object": "A message must be an object, not {got}.",
    "unknown_type": "Unknown message type {got}: the widget takes {known}.",
    "field_choice": "The field {name} must be one of {choices}, not {got}.",
    "no_such_trick": "The record reaches tricks {known}, not trick {number}.",
    "no_note_here": "There is no move here to write a note on.",
    "no_review": "No deal is open for review.",
    "level_random": "random",
    "level_heuristic": "heuristic",
    "level_search": "search",
    "level_expert": "expert",
    # DealStepper
    "start": "« Start",
    "back": "◀ Back",
    "forward": "Forward ▶",
    "end": "End »",
    "position_move": "moves played: {n} / {total}",
    "position_step": "step {n} / {total}",
    "trick_label": "Trick:",
    "view_label": "View:",
    "open_table": "open table",
    "seat": "seat {seat}",
    "show_all": "show face-down trumps (teaching)",
    "info": "Trump: {trump} · dealer: seat {dealer} · indicator: {indicator}",
    "taken_by": "taken by seat {seat}",
    "robai_declared": "native Robai: declared",
    "robai_hidden": "native Robai: hidden",
    "robai_indicator": "native Robai: the indicator",
    "robai_stock": "native Robai: in the stock",
    "robai_not_declared": "native Robai: not declared",
    "trick_heading": "Trick {number}, led by seat {leader}",
    "meri": " — Meri (led with a trump, R20)",
    "no_card": "No card played yet.",
    "indicator": "Indicator:",
    "side": "Discard / stock:",
    "side_hidden": "discard and stock stay face down until the opening lead (R13)",
    "side_shown": "discard and stock revealed at the opening lead: out of play (R13)",
    "hidden_note": "face-down trumps (R24) are turned up when the eighth card is played",
    "hand_label": "Seat {seat}",
    "dealer_mark": "(dealer)",
    "recipient_mark": "(took the indicator)",
    "to_move_mark": "◀ to move",
    "not_seen": {
        "one": "{count} card, not seen (R31)",
        "other": "{count} cards, not seen (R31)",
    },
    "legal": "Legal:",
    "recorded": "Recorded move: {move}",
    "why_not": "Why not the other cards:",
    "note_on": "Your note on move {number} ({move}):",
    "note_last": "Note on the last move ({move}):",
    "save_note": "Save note",
    "note_saved": "Note saved in the deal.",
    "note_unsaved": "Not saved yet.",
    "keys_help": "Keys: ← → step, Home / End",
    "score": "Score: team 0/2/4/6 {a} · team 1/3/5/7 {b}",
    "trick_won": "T{number}: seat {winner} ({a}/{b})",
    "declaration": "Declaration (R11):",
    "declares": "seat {seat} declares",
    "passes": "seat {seat} passes",
    "face_down_mark": "↓",
    "decl_turn": "Declaration (R11): seat {seat} declares or passes.",
    "decl_after": "Declaration (R11): seat {declarer} declared; seat {seat} passes.",
    "decl_forced": "Seat {seat} does not hold the native Robai: it passes (R11).",
    "deal_over": "The deal is over: team 0/2/4/6 {a}, team 1/3/5/7 {b} (R29).",
    "record_stops": "The record stops here.",
    "seat_text": "Seat {seat} is to {what}.",
    "to_declare": "declare or pass",
    "to_discard": "discard",
    "to_play": "play",
    "to_over": "wait",
    "cannot_see": "Seat {viewer} cannot see seat {seat}'s hand (R31).",
    # PlayTable
    "deal_of": "Deal {n} of {total}",
    "trump_dealer": "trump: {trump} · dealer: {dealer}",
    "you": "you",
    "partner": "partner",
    "opponent": "opponent",
    "name_you": "you (seat 0)",
    "name_partner": "seat {seat} (partner)",
    "name_opponent": "seat {seat} (opponent)",
    "cards_count": {
        "one": "{count} card",
        "other": "{count} cards",
    },
    "on_table": "On the table",
    "last_trick": "Last trick",
    "your_hand": "Your hand (seat 0), trumps first:",
    "declare": "Declare",
    "pass": "Pass",
    "hint": "Hint",
    "thinking": "Thinking…",
    "next_deal": "Next deal",
    "restart": "Restart match",
    "new_match": "New match",
    "restart_confirm": "Restart the match? The scores are cleared (R30).",
    "confirm": "Yes, restart",
    "cancel": "Cancel",
    "scoreboard": "Scoreboard (R29, R30)",
    "col_deal": "deal",
    "col_us": "you: 0/2/4/6",
    "col_them": "them: 1/3/5/7",
    "total": "total",
    "pace": "Pace:",
    "pace_slow": "slow",
    "pace_normal": "normal",
    "pace_fast": "fast",
    "pace_instant": "instant",
    "partners": "Partners:",
    "opponents": "Opponents:",
    "take_back": "Take back",
    "took_back": "Your last card and the replies after it were taken back.",
    "took_back_mark": "* played with take-backs",
    "nothing_to_take_back": "There is no card of yours to take back in this deal.",
    "history": "Tricks of this deal:",
    "summary": "How the deal was scored",
    "summary_tricks": "Tricks won: team 0/2/4/6 {a}, team 1/3/5/7 {b}, 1 point each (R27).",
    "summary_combo": {
        "one": "Trick {number}: {pair}, {w} over {o}: {count} point to team {team}, because {why}.",
        "other": (
            "Trick {number}: {pair}, {w} over {o}: {count} points to team {team}, because {why}."
        ),
    },
    "summary_total": "Deal score: team 0/2/4/6 {a}, team 1/3/5/7 {b}; together 9 (R29).",
    "review": "Review this deal",
    "review_close": "Close the review",
    "save": "Save this deal",
    "load": "Load",
    "save_name": "File name:",
    "replace": "Replace the file",
    "saved": "Saved to {path}.",
    "file_exists": "{name} exists already: tick 'Replace the file' to write over it.",
    "bad_file_name": "{name} is not a file name here: letters, digits, - _ . and .json at the end.",
    "not_your_turn": "Not your turn: {who} is to move (R18).",
    "nobody_over": "nobody: the deal is over",
    "not_allowed": "{move} is not allowed: {reason}",
    "not_in_hand": "{card} is not a card in your hand (R18)",
    "you_declared": "You declared.",
    "you_passed": "You passed.",
    "you_discarded": "You discarded {card}.",
    "you_played": "You played {card}.",
    "finish_first": "Finish this deal first.",
    "deal_n": "Deal {n} of {total}.",
    "new_match_msg": "New match: scores cleared (R30).",
    "hint_not_now": "A hint is given when it is your turn.",
    "your_turn_declare": "Your turn: declare or pass.",
    "your_turn_discard": "Your turn: choose a card to discard.",
    "your_turn_play": "Your turn: play a card.",
    "decl_status": "Declaration (R11): {name} declares or passes.",
    "waiting": "Waiting for {name}.",
    "match_over": "The match is over.",
    "deal_over_short": "The deal is over.",
    "win": "You win: your team 0/2/4/6 has the higher total (R30).",
    "lose": "You lose: team 1/3/5/7 has the higher total (R30).",
    "draw": "A draw: the totals are equal, and no extra deal is played (R30).",
    "passes_announce": "{name} passes.",
    "declares_announce": "{name} declares the native Robai (R11).",
    "discarded_down": "{name} discarded a card face down (R12).",
    "played_down": "{name} played a trump face down (R24).",
    "played": "{name} played {card}.",
    "replaced": "{problem}. A heuristic player takes seat {seat} for the rest of the match.",
}

_PT: dict[str, str | dict[str, str]] = {
    "combo_none": "Nenhuma vaza terminou ainda.",
    "combo_w": "W: trunfo que ganha",
    "combo_o": "O: melhor trunfo da outra equipe",
    "combo_title": "Vaza {number} ({kind}): levada pelo lugar {seat} com {card}",
    "kind_meri": "Meri",
    "kind_ninth": "as últimas cartas",
    "kind_plain": "saída comum",
    "rank_hover": "Passe o mouse sobre uma carta para ver o lugar dela na ordem.",
    "rank_trump_suit": "Naipe de trunfo:",
    "rank_led_suit": "Naipe de saída:",
    "rank_clear": "Limpar",
    "rank_selected": "Escolhidas: {cards}",
    "rank_click_one": "Clique em mais 1 carta para comparar as duas.",
    "rank_click_two": "Clique em 2 cartas para comparar.",
    "rank_trumps": {
        "one": "Trunfos: {suit} ({count} carta, R14)",
        "other": "Trunfos: {suit} ({count} cartas, R14)",
    },
    "rank_plain": {
        "one": "{suit} comum ({count} carta, R15)",
        "other": "{suit} comum ({count} cartas, R15)",
    },
    "rank_badge_iro": "Robai de Isu comum",
    "rank_plain_pao": {
        "one": "{suit} comum ({count} carta, sem Robai: ele é o Tenka, R9, R15)",
        "other": "{suit} comum ({count} cartas, sem Robai: ele é o Tenka, R9, R15)",
    },
    "lang_name": "Português",
    "language": "Idioma:",
    "refused": "Recusado: {reason}",
    "combo_pairs": "Pares:",
    "field_missing": "Falta o campo {name}.",
    "field_type": "O campo {name} precisa ser {kind}, não {got}.",
    "not_object": "Uma mensagem precisa ser um objeto, não {got}.",
    "unknown_type": "Tipo de mensagem desconhecido {got}: o widget aceita {known}.",
    "field_choice": "O campo {name} precisa ser um destes: {choices}, não {got}.",
    "no_such_trick": "O registro vai até as vazas {known}, não até a vaza {number}.",
    "no_note_here": "Aqui não há jogada onde escrever uma nota.",
    "no_review": "Nenhuma rodada está aberta para revisão.",
    "level_random": "ao acaso",
    "level_heuristic": "heurístico",
    "level_search": "busca",
    "level_expert": "especialista",
    "start": "« Início",
    "back": "◀ Voltar",
    "forward": "Avançar ▶",
    "end": "Fim »",
    "position_move": "jogadas feitas: {n} / {total}",
    "position_step": "passo {n} / {total}",
    "trick_label": "Vaza:",
    "view_label": "Visão:",
    "open_table": "mesa aberta",
    "seat": "lugar {seat}",
    "show_all": "mostrar os trunfos virados para baixo (para ensinar)",
    "info": "Trunfo: {trump} · carteador: lugar {dealer} · indicador: {indicator}",
    "taken_by": "recebido pelo lugar {seat}",
    "robai_declared": "Robai nativo: declarado",
    "robai_hidden": "Robai nativo: escondido",
    "robai_indicator": "Robai nativo: é o indicador",
    "robai_stock": "Robai nativo: no monte",
    "robai_not_declared": "Robai nativo: não declarado",
    "trick_heading": "Vaza {number}, saída do lugar {leader}",
    "meri": " — Meri (saída com trunfo, R20)",
    "no_card": "Nenhuma carta jogada ainda.",
    "indicator": "Indicador:",
    "side": "Descarte / monte:",
    "side_hidden": "o descarte e o monte ficam virados para baixo até a primeira saída (R13)",
    "side_shown": "descarte e monte revelados na primeira saída: fora do jogo (R13)",
    "hidden_note": (
        "os trunfos virados para baixo (R24) são revelados quando a oitava carta é jogada"
    ),
    "hand_label": "Lugar {seat}",
    "dealer_mark": "(carteador)",
    "recipient_mark": "(ficou com o indicador)",
    "to_move_mark": "◀ vez dele",
    "not_seen": {
        "one": "{count} carta, não vista (R31)",
        "other": "{count} cartas, não vistas (R31)",
    },
    "legal": "Permitidas:",
    "recorded": "Jogada registrada: {move}",
    "why_not": "Por que não as outras cartas:",
    "note_on": "Sua nota sobre a jogada {number} ({move}):",
    "note_last": "Nota sobre a última jogada ({move}):",
    "save_note": "Salvar nota",
    "note_saved": "Nota salva na rodada.",
    "note_unsaved": "Ainda não salva.",
    "keys_help": "Teclas: ← → um passo, Home / End",
    "score": "Pontos: equipe 0/2/4/6 {a} · equipe 1/3/5/7 {b}",
    "trick_won": "Vaza {number}: lugar {winner} ({a}/{b})",
    "declaration": "Declaração (R11):",
    "declares": "o lugar {seat} declara",
    "passes": "o lugar {seat} passa",
    "face_down_mark": "↓",
    "decl_turn": "Declaração (R11): o lugar {seat} declara ou passa.",
    "decl_after": "Declaração (R11): o lugar {declarer} declarou; o lugar {seat} passa.",
    "decl_forced": "O lugar {seat} não tem o Robai nativo: passa (R11).",
    "deal_over": "A rodada terminou: equipe 0/2/4/6 {a}, equipe 1/3/5/7 {b} (R29).",
    "record_stops": "O registro termina aqui.",
    "seat_text": "A vez é do lugar {seat}, que vai {what}.",
    "to_declare": "declarar ou passar",
    "to_discard": "descartar",
    "to_play": "jogar",
    "to_over": "esperar",
    "cannot_see": "O lugar {viewer} não vê a mão do lugar {seat} (R31).",
    "deal_of": "Rodada {n} de {total}",
    "trump_dealer": "trunfo: {trump} · carteador: {dealer}",
    "you": "você",
    "partner": "parceiro",
    "opponent": "adversário",
    "name_you": "você (lugar 0)",
    "name_partner": "lugar {seat} (parceiro)",
    "name_opponent": "lugar {seat} (adversário)",
    "cards_count": {
        "one": "{count} carta",
        "other": "{count} cartas",
    },
    "on_table": "Na mesa",
    "last_trick": "Última vaza",
    "your_hand": "Sua mão (lugar 0), trunfos primeiro:",
    "declare": "Declarar",
    "pass": "Passar",
    "hint": "Dica",
    "thinking": "Pensando…",
    "next_deal": "Próxima rodada",
    "restart": "Recomeçar a partida",
    "new_match": "Nova partida",
    "restart_confirm": "Recomeçar a partida? Os pontos serão apagados (R30).",
    "confirm": "Sim, recomeçar",
    "cancel": "Cancelar",
    "scoreboard": "Placar (R29, R30)",
    "col_deal": "rodada",
    "col_us": "você: 0/2/4/6",
    "col_them": "eles: 1/3/5/7",
    "total": "total",
    "pace": "Ritmo:",
    "pace_slow": "lento",
    "pace_normal": "normal",
    "pace_fast": "rápido",
    "pace_instant": "instantâneo",
    "partners": "Parceiros:",
    "opponents": "Adversários:",
    "take_back": "Desfazer",
    "took_back": "Sua última carta e as respostas depois dela foram desfeitas.",
    "took_back_mark": "* jogada com desfazer",
    "nothing_to_take_back": "Nesta rodada não há carta sua para desfazer.",
    "history": "Vazas desta rodada:",
    "summary": "Como a rodada foi pontuada",
    "summary_tricks": "Vazas ganhas: equipe 0/2/4/6 {a}, equipe 1/3/5/7 {b}, 1 ponto cada (R27).",
    "summary_combo": {
        "one": (
            "Vaza {number}: {pair}, {w} sobre {o}: {count} ponto para a equipe {team}, porque"
            " {why}."
        ),
        "other": (
            "Vaza {number}: {pair}, {w} sobre {o}: {count} pontos para a equipe {team}, porque"
            " {why}."
        ),
    },
    "summary_total": (
        "Pontos da rodada: equipe 0/2/4/6 {a}, equipe 1/3/5/7 {b}; somados dão 9 (R29)."
    ),
    "review": "Revisar esta rodada",
    "review_close": "Fechar a revisão",
    "save": "Salvar esta rodada",
    "load": "Abrir",
    "save_name": "Nome do arquivo:",
    "replace": "Substituir o arquivo",
    "saved": "Salvo em {path}.",
    "file_exists": "{name} já existe: marque 'Substituir o arquivo' para gravar por cima.",
    "bad_file_name": (
        "{name} não serve como nome de arquivo aqui: letras, algarismos, - _ . e .json no fim."
    ),
    "not_your_turn": "Não é sua vez: quem joga é {who} (R18).",
    "nobody_over": "ninguém: a rodada terminou",
    "not_allowed": "{move} não é permitida: {reason}",
    "not_in_hand": "{card} não é uma carta da sua mão (R18)",
    "you_declared": "Você declarou.",
    "you_passed": "Você passou.",
    "you_discarded": "Você descartou {card}.",
    "you_played": "Você jogou {card}.",
    "finish_first": "Termine esta rodada primeiro.",
    "deal_n": "Rodada {n} de {total}.",
    "new_match_msg": "Nova partida: pontos apagados (R30).",
    "hint_not_now": "A dica aparece quando for sua vez.",
    "your_turn_declare": "Sua vez: declare ou passe.",
    "your_turn_discard": "Sua vez: escolha a carta que vai descartar.",
    "your_turn_play": "Sua vez: jogue uma carta.",
    "decl_status": "Declaração (R11): {name} declara ou passa.",
    "waiting": "Aguardando {name}.",
    "match_over": "A partida terminou.",
    "deal_over_short": "A rodada terminou.",
    "win": "Você ganhou: sua equipe 0/2/4/6 tem o total maior (R30).",
    "lose": "Você perdeu: a equipe 1/3/5/7 tem o total maior (R30).",
    "draw": "Empate: os totais são iguais, e não se joga rodada extra (R30).",
    "passes_announce": "{name} passa.",
    "declares_announce": "{name} declara o Robai nativo (R11).",
    "discarded_down": "{name} descartou uma carta virada para baixo (R12).",
    "played_down": "{name} jogou um trunfo virado para baixo (R24).",
    "played": "{name} jogou {card}.",
    "replaced": "{problem}. Um jogador heurístico fica no lugar {seat} até o fim da partida.",
}

_CS: dict[str, str | dict[str, str]] = {
    "combo_none": "Zatím žádný dohraný zdvih.",
    "combo_w": "W: vítězný trumf",
    "combo_o": "O: nejlepší trumf druhého týmu",
    "combo_title": "Zdvih {number} ({kind}): vzal hráč {seat} kartou {card}",
    "kind_meri": "Meri",
    "kind_ninth": "poslední karty",
    "kind_plain": "netrumfový výnos",
    "rank_hover": "Najeď myší na kartu a přečti si, kde stojí v pořadí.",
    "rank_trump_suit": "Trumfová barva:",
    "rank_led_suit": "Vynesená barva:",
    "rank_clear": "Vymazat",
    "rank_selected": "Vybrané: {cards}",
    "rank_click_one": "Klikni ještě na 1 kartu a porovnej je.",
    "rank_click_two": "Klikni na 2 karty a porovnej je.",
    "rank_trumps": {
        "one": "Trumfy: {suit} ({count} karta, R14)",
        "few": "Trumfy: {suit} ({count} karty, R14)",
        "many": "Trumfy: {suit} ({count} karty, R14)",
        "other": "Trumfy: {suit} ({count} karet, R14)",
    },
    "rank_plain": {
        "one": "Netrumfová barva {suit} ({count} karta, R15)",
        "few": "Netrumfová barva {suit} ({count} karty, R15)",
        "many": "Netrumfová barva {suit} ({count} karty, R15)",
        "other": "Netrumfová barva {suit} ({count} karet, R15)",
    },
    "rank_badge_iro": "netrumfový Robai v Isu",
    "rank_plain_pao": {
        "one": "Netrumfová barva {suit} ({count} karta, bez Robaie: je to Tenka, R9, R15)",
        "few": "Netrumfová barva {suit} ({count} karty, bez Robaie: je to Tenka, R9, R15)",
        "many": "Netrumfová barva {suit} ({count} karty, bez Robaie: je to Tenka, R9, R15)",
        "other": "Netrumfová barva {suit} ({count} karet, bez Robaie: je to Tenka, R9, R15)",
    },
    "lang_name": "Čeština",
    "language": "Jazyk:",
    "refused": "Odmítnuto: {reason}",
    "combo_pairs": "Dvojice:",
    "field_missing": "Ve zprávě chybí pole {name}.",
    "field_type": "Pole {name} musí být typu {kind}, ne {got}.",
    "not_object": "Zpráva musí být objekt, ne {got}.",
    "unknown_type": "Neznámý typ zprávy {got}: widget přijímá {known}.",
    "field_choice": "Pole {name} musí mít jednu z hodnot {choices}, ne {got}.",
    "no_such_trick": "Záznam obsahuje zdvihy {known}, ne zdvih {number}.",
    "no_note_here": "Tady není žádný tah, ke kterému by šla napsat poznámka.",
    "no_review": "Žádné rozdání není otevřené k prohlížení.",
    "level_random": "náhodný",
    "level_heuristic": "heuristický",
    "level_search": "prohledávání",
    "level_expert": "expert",
    "start": "« Začátek",
    "back": "◀ Zpět",
    "forward": "Dál ▶",
    "end": "Konec »",
    "position_move": "odehrané tahy: {n} / {total}",
    "position_step": "krok {n} / {total}",
    "trick_label": "Zdvih:",
    "view_label": "Pohled:",
    "open_table": "otevřený stůl",
    "seat": "hráč {seat}",
    "show_all": "ukázat trumfy lícem dolů (pro výuku)",
    "info": "Trumf: {trump} · rozdává: hráč {dealer} · ukazatel: {indicator}",
    "taken_by": "vzal si ho hráč {seat}",
    "robai_declared": "vlastní Robai: ohlášen",
    "robai_hidden": "vlastní Robai: skrytý",
    "robai_indicator": "vlastní Robai: je ukazatel",
    "robai_stock": "vlastní Robai: v talonu",
    "robai_not_declared": "vlastní Robai: neohlášen",
    "trick_heading": "Zdvih {number}, vynáší hráč {leader}",
    "meri": " — Meri (vyneseno trumfem, R20)",
    "no_card": "Zatím nebyla zahrána žádná karta.",
    "indicator": "Ukazatel:",
    "side": "Odhoz / talon:",
    "side_hidden": "odhoz a talon zůstávají lícem dolů až do prvního výnosu (R13)",
    "side_shown": "odhoz a talon ukázány při prvním výnosu: mimo hru (R13)",
    "hidden_note": "trumfy lícem dolů (R24) se otočí, když padne osmá karta",
    "hand_label": "Hráč {seat}",
    "dealer_mark": "(rozdává)",
    "recipient_mark": "(vzal ukazatel)",
    "to_move_mark": "◀ na tahu",
    "not_seen": {
        "one": "{count} karta, neviděná (R31)",
        "few": "{count} karty, neviděné (R31)",
        "many": "{count} karty, neviděné (R31)",
        "other": "{count} karet, neviděných (R31)",
    },
    "legal": "Povolené:",
    "recorded": "Zaznamenaný tah: {move}",
    "why_not": "Proč ne ostatní karty:",
    "note_on": "Tvoje poznámka k tahu {number} ({move}):",
    "note_last": "Poznámka k poslednímu tahu ({move}):",
    "save_note": "Uložit poznámku",
    "note_saved": "Poznámka uložena v rozdání.",
    "note_unsaved": "Zatím neuloženo.",
    "keys_help": "Klávesy: ← → krok, Home / End",
    "score": "Skóre: tým 0/2/4/6 {a} · tým 1/3/5/7 {b}",
    "trick_won": "{number}. zdvih: hráč {winner} ({a}/{b})",
    "declaration": "Ohlášení (R11):",
    "declares": "hráč {seat} hlásí",
    "passes": "hráč {seat} pasuje",
    "face_down_mark": "↓",
    "decl_turn": "Ohlášení (R11): hráč {seat} hlásí, nebo pasuje.",
    "decl_after": "Ohlášení (R11): hráč {declarer} ohlásil; hráč {seat} pasuje.",
    "decl_forced": "Hráč {seat} nemá vlastní Robai: pasuje (R11).",
    "deal_over": "Rozdání skončilo: tým 0/2/4/6 {a}, tým 1/3/5/7 {b} (R29).",
    "record_stops": "Záznam tady končí.",
    "seat_text": "Hráč {seat} má {what}.",
    "to_declare": "ohlásit nebo pasovat",
    "to_discard": "odhodit",
    "to_play": "hrát",
    "to_over": "čekat",
    "cannot_see": "Hráč {viewer} nevidí karty hráče {seat} (R31).",
    "deal_of": "Rozdání {n} z {total}",
    "trump_dealer": "trumf: {trump} · rozdává: {dealer}",
    "you": "ty",
    "partner": "spoluhráč",
    "opponent": "soupeř",
    "name_you": "ty (hráč 0)",
    "name_partner": "hráč {seat} (spoluhráč)",
    "name_opponent": "hráč {seat} (soupeř)",
    "cards_count": {
        "one": "{count} karta",
        "few": "{count} karty",
        "many": "{count} karty",
        "other": "{count} karet",
    },
    "on_table": "Na stole",
    "last_trick": "Poslední zdvih",
    "your_hand": "Tvoje karty (jsi hráč 0), trumfy napřed:",
    "declare": "Ohlásit",
    "pass": "Pasovat",
    "hint": "Rada",
    "thinking": "Přemýšlím…",
    "next_deal": "Další rozdání",
    "restart": "Začít partii znovu",
    "new_match": "Nová partie",
    "restart_confirm": "Začít partii znovu? Skóre se smaže (R30).",
    "confirm": "Ano, znovu",
    "cancel": "Zrušit",
    "scoreboard": "Tabulka skóre (R29, R30)",
    "col_deal": "rozdání",
    "col_us": "ty: 0/2/4/6",
    "col_them": "oni: 1/3/5/7",
    "total": "celkem",
    "pace": "Tempo:",
    "pace_slow": "pomalé",
    "pace_normal": "běžné",
    "pace_fast": "rychlé",
    "pace_instant": "okamžité",
    "partners": "Spoluhráči:",
    "opponents": "Soupeři:",
    "take_back": "Vzít zpět",
    "took_back": "Tvoje poslední karta a odpovědi po ní byly vzaty zpět.",
    "took_back_mark": "* hráno s braním zpět",
    "nothing_to_take_back": "V tomto rozdání nemáš žádnou kartu, kterou by šlo vzít zpět.",
    "history": "Zdvihy tohoto rozdání:",
    "summary": "Jak se rozdání počítalo",
    "summary_tricks": "Získané zdvihy: tým 0/2/4/6 {a}, tým 1/3/5/7 {b}, za každý 1 bod (R27).",
    "summary_combo": {
        "one": "Zdvih {number}: {pair}, {w} nad {o}: {count} bod pro tým {team}, protože {why}.",
        "few": "Zdvih {number}: {pair}, {w} nad {o}: {count} body pro tým {team}, protože {why}.",
        "many": "Zdvih {number}: {pair}, {w} nad {o}: {count} bodu pro tým {team}, protože {why}.",
        "other": "Zdvih {number}: {pair}, {w} nad {o}: {count} bodů pro tým {team}, protože {why}.",
    },
    "summary_total": "Skóre rozdání: tým 0/2/4/6 {a}, tým 1/3/5/7 {b}; dohromady 9 (R29).",
    "review": "Projít toto rozdání",
    "review_close": "Zavřít procházení",
    "save": "Uložit toto rozdání",
    "load": "Otevřít",
    "save_name": "Název souboru:",
    "replace": "Přepsat soubor",
    "saved": "Uloženo do {path}.",
    "file_exists": "{name} už existuje: zaškrtni 'Přepsat soubor', chceš-li ho přepsat.",
    "bad_file_name": "{name} tu nelze použít: písmena, číslice, - _ . a na konci .json.",
    "not_your_turn": "Nejsi na tahu: hraje {who} (R18).",
    "nobody_over": "nikdo: rozdání skončilo",
    "not_allowed": "{move} není dovoleno: {reason}",
    "not_in_hand": "{card} nemáš v ruce (R18)",
    "you_declared": "Ohlásil jsi.",
    "you_passed": "Pasoval jsi.",
    "you_discarded": "Odhodil jsi {card}.",
    "you_played": "Zahrál jsi {card}.",
    "finish_first": "Nejdřív dohraj toto rozdání.",
    "deal_n": "Rozdání {n} z {total}.",
    "new_match_msg": "Nová partie: skóre smazáno (R30).",
    "hint_not_now": "Radu dostaneš, když jsi na tahu.",
    "your_turn_declare": "Jsi na tahu: ohlas, nebo pasuj.",
    "your_turn_discard": "Jsi na tahu: vyber kartu, kterou odhodíš.",
    "your_turn_play": "Jsi na tahu: zahraj kartu.",
    "decl_status": "Ohlášení (R11): {name} hlásí, nebo pasuje.",
    "waiting": "Čeká se na {name}.",
    "match_over": "Partie skončila.",
    "deal_over_short": "Rozdání skončilo.",
    "win": "Vyhrál jsi: tvůj tým 0/2/4/6 má vyšší součet (R30).",
    "lose": "Prohrál jsi: tým 1/3/5/7 má vyšší součet (R30).",
    "draw": "Remíza: součty jsou stejné a další rozdání se nehraje (R30).",
    "passes_announce": "{name} pasuje.",
    "declares_announce": "{name} hlásí vlastní Robai (R11).",
    "discarded_down": "{name} odhodil kartu lícem dolů (R12).",
    "played_down": "{name} zahrál trumf lícem dolů (R24).",
    "played": "{name} zahrál {card}.",
    "replaced": "{problem}. Hráče {seat} nahradí do konce partie heuristický hráč.",
}

_JA: dict[str, str | dict[str, str]] = {
    "combo_none": "終わったトリックはまだありません。",
    "combo_w": "W：勝った切り札",
    "combo_o": "O：相手チームの一番強い切り札",
    "combo_title": "第{number}トリック（{kind}）：席{seat}が{card}で取りました",
    "kind_meri": "メリ",
    "kind_ninth": "最後の札",
    "kind_plain": "平札の打ち出し",
    "rank_hover": "札にポインタを置くと、順位の中の位置が読めます。",
    "rank_trump_suit": "切り札の紋：",
    "rank_led_suit": "台札の紋：",
    "rank_clear": "消す",
    "rank_selected": "選んだ札：{cards}",
    "rank_click_one": "比べるには、もう1枚選んでください。",
    "rank_click_two": "比べる札を2枚選んでください。",
    "rank_trumps": {
        "other": "切り札：{suit}（{count}枚、R14）",
    },
    "rank_plain": {
        "other": "平札の{suit}（{count}枚、R15）",
    },
    "rank_badge_iro": "平札のイス・ロバイ",
    "rank_plain_pao": {
        "other": "平札の{suit}（{count}枚、ロバイなし：パオのロバイは天下、R9, R15）",
    },
    "lang_name": "日本語",
    "language": "言語：",
    "refused": "受け付けません：{reason}",
    "combo_pairs": "組み合わせ：",
    "field_missing": "メッセージに {name} の項目がありません。",
    "field_type": "項目 {name} は {kind} でなければなりません（{got} が来ました）。",
    "not_object": "メッセージはオブジェクトでなければなりません（{got} が来ました）。",
    "unknown_type": "知らないメッセージの種類 {got} です。受け付けるのは {known} です。",
    "field_choice": "項目 {name} は {choices} のどれかでなければなりません（{got} が来ました）。",
    "no_such_trick": "この記録にあるトリックは {known} で、第{number}トリックはありません。",
    "no_note_here": "ここにはメモを書ける手がありません。",
    "no_review": "見直し中の回はありません。",
    "level_random": "無作為",
    "level_heuristic": "定石",
    "level_search": "読み",
    "level_expert": "達人",
    "start": "« 最初",
    "back": "◀ 戻る",
    "forward": "進む ▶",
    "end": "最後 »",
    "position_move": "打った手：{n} / {total}",
    "position_step": "段 {n} / {total}",
    "trick_label": "トリック：",
    "view_label": "表示：",
    "open_table": "全員の手札",
    "seat": "席{seat}",
    "show_all": "伏せた切り札を表にする（学習用）",
    "info": "切り札：{trump} · 親：席{dealer} · 起き絵：{indicator}",
    "taken_by": "席{seat}が取った",
    "robai_declared": "切り札の紋のロバイ：名乗った",
    "robai_hidden": "切り札の紋のロバイ：隠れている",
    "robai_indicator": "切り札の紋のロバイ：起き絵",
    "robai_stock": "切り札の紋のロバイ：残り札の中",
    "robai_not_declared": "切り札の紋のロバイ：名乗りなし",
    "trick_heading": "第{number}トリック、席{leader}の打ち出し",
    "meri": " — メリ（切り札で打ち出し、R20）",
    "no_card": "まだ札は出ていません。",
    "indicator": "起き絵：",
    "side": "捨て札 / 残り札：",
    "side_hidden": "捨て札と残り札は最初の打ち出しまで伏せたままです (R13)",
    "side_shown": "捨て札と残り札は最初の打ち出しで表になりました。勝負には使いません (R13)",
    "hidden_note": "伏せた切り札 (R24) は8枚目が出たときに表になります",
    "hand_label": "席{seat}",
    "dealer_mark": "（親）",
    "recipient_mark": "（起き絵を取った）",
    "to_move_mark": "◀ 番",
    "not_seen": {
        "other": "{count}枚、見えない (R31)",
    },
    "legal": "出せる札：",
    "recorded": "記録された手：{move}",
    "why_not": "ほかの札を出せない理由：",
    "note_on": "手{number}（{move}）へのメモ：",
    "note_last": "直前の手（{move}）へのメモ：",
    "save_note": "メモを保存",
    "note_saved": "メモをこの回に保存しました。",
    "note_unsaved": "まだ保存していません。",
    "keys_help": "キー：← → で一段、Home / End",
    "score": "得点：チーム0/2/4/6 {a} · チーム1/3/5/7 {b}",
    "trick_won": "第{number}トリック：席{winner}（{a}/{b}）",
    "declaration": "名乗り (R11)：",
    "declares": "席{seat}が名乗る",
    "passes": "席{seat}はパス",
    "face_down_mark": "↓",
    "decl_turn": "名乗り (R11)：席{seat}が名乗るかパスします。",
    "decl_after": "名乗り (R11)：席{declarer}が名乗りました。席{seat}はパスします。",
    "decl_forced": "席{seat}は切り札の紋のロバイを持っていないので、パスします (R11)。",
    "deal_over": "この回は終わりました：チーム0/2/4/6 {a}、チーム1/3/5/7 {b} (R29)。",
    "record_stops": "記録はここまでです。",
    "seat_text": "席{seat}が{what}番です。",
    "to_declare": "名乗るかパスする",
    "to_discard": "捨てる",
    "to_play": "札を出す",
    "to_over": "待つ",
    "cannot_see": "席{viewer}には席{seat}の手札は見えません (R31)。",
    "deal_of": "{total}回中{n}回目",
    "trump_dealer": "切り札：{trump} · 親：{dealer}",
    "you": "あなた",
    "partner": "味方",
    "opponent": "相手",
    "name_you": "あなた（席0）",
    "name_partner": "席{seat}（味方）",
    "name_opponent": "席{seat}（相手）",
    "cards_count": {
        "other": "{count}枚",
    },
    "on_table": "場の札",
    "last_trick": "直前のトリック",
    "your_hand": "あなたの手札（席0、切り札が先）：",
    "declare": "名乗る",
    "pass": "パスする",
    "hint": "ヒント",
    "thinking": "考え中…",
    "next_deal": "次の回",
    "restart": "試合をやり直す",
    "new_match": "新しい試合",
    "restart_confirm": "試合をやり直しますか？得点は消えます (R30)。",
    "confirm": "はい、やり直す",
    "cancel": "やめる",
    "scoreboard": "得点表 (R29, R30)",
    "col_deal": "回",
    "col_us": "あなた：0/2/4/6",
    "col_them": "相手：1/3/5/7",
    "total": "合計",
    "pace": "速さ：",
    "pace_slow": "ゆっくり",
    "pace_normal": "ふつう",
    "pace_fast": "速い",
    "pace_instant": "すぐ",
    "partners": "味方：",
    "opponents": "相手：",
    "take_back": "待った",
    "took_back": "あなたの最後の札とその後の応手を取り消しました。",
    "took_back_mark": "* 待ったあり",
    "nothing_to_take_back": "この回には取り消せるあなたの札がありません。",
    "history": "この回のトリック：",
    "summary": "この回の得点の内訳",
    "summary_tricks": (
        "取ったトリック：チーム0/2/4/6 {a}、チーム1/3/5/7 {b}。1トリック1点です (R27)。"
    ),
    "summary_combo": {
        "other": "第{number}トリック：{pair}、{o}に{w}。チーム{team}に{count}点です。理由：{why}。",
    },
    "summary_total": "この回の得点：チーム0/2/4/6 {a}、チーム1/3/5/7 {b}。合わせて9です (R29)。",
    "review": "この回を振り返る",
    "review_close": "振り返りを閉じる",
    "save": "この回を保存",
    "load": "読み込む",
    "save_name": "ファイル名：",
    "replace": "ファイルを置き換える",
    "saved": "{path} に保存しました。",
    "file_exists": (
        "{name} はもうあります。上書きするには「ファイルを置き換える」に印を付けてください。"
    ),
    "bad_file_name": (
        "{name} はここでは使えません。英数字と - _ . を使い、最後は .json にしてください。"
    ),
    "not_your_turn": "あなたの番ではありません：{who}の番です (R18)。",
    "nobody_over": "誰でもない：この回は終わり",
    "not_allowed": "{move}は出せません：{reason}",
    "not_in_hand": "{card}はあなたの手札にありません (R18)",
    "you_declared": "名乗りました。",
    "you_passed": "パスしました。",
    "you_discarded": "{card}を捨てました。",
    "you_played": "{card}を出しました。",
    "finish_first": "先にこの回を終えてください。",
    "deal_n": "{total}回中{n}回目です。",
    "new_match_msg": "新しい試合です。得点を消しました (R30)。",
    "hint_not_now": "ヒントはあなたの番に出ます。",
    "your_turn_declare": "あなたの番：名乗るかパスしてください。",
    "your_turn_discard": "あなたの番：捨てる札を選んでください。",
    "your_turn_play": "あなたの番：札を出してください。",
    "decl_status": "名乗り (R11)：{name}が名乗るかパスします。",
    "waiting": "{name}を待っています。",
    "match_over": "試合は終わりました。",
    "deal_over_short": "この回は終わりました。",
    "win": "勝ちました。あなたのチーム0/2/4/6の合計の方が多いです (R30)。",
    "lose": "負けました。チーム1/3/5/7の合計の方が多いです (R30)。",
    "draw": "引き分けです。合計が同じで、追加の回はありません (R30)。",
    "passes_announce": "{name}はパスしました。",
    "declares_announce": "{name}が切り札の紋のロバイを名乗りました (R11)。",
    "discarded_down": "{name}が札を1枚伏せて捨てました (R12)。",
    "played_down": "{name}が切り札を伏せて出しました (R24)。",
    "played": "{name}が{card}を出しました。",
    "replaced": "{problem}。この試合の終わりまで、席{seat}は定石のプレイヤーが打ちます。",
}

# The coach in the widgets (R25, R27-R29): the DealStepper's Analyse switch, the PlayTable's
# costliest decisions. Kept apart so the tables above stay easy to merge.
_COACH: dict[str, dict[str, str | dict[str, str]]] = {
    "en": {
        "analyse": "Analyse",
        "analysis_title": {
            "one": "Analysis from seat {seat}'s view (R31), over {count} sampled deal",
            "other": "Analysis from seat {seat}'s view (R31), over {count} sampled deals",
        },
        "analysis_running": {
            "one": "Analysing this decision… {done} of {count} sampled deal",
            "other": "Analysing this decision… {done} of {count} sampled deals",
        },
        "analysis_legend": (
            "Each bar: the team's expected margin at the end of the deal, in points (R29);"
            " the thin line spans one standard error either way."
        ),
        "analysis_played": "played",
        "analysis_other_seat": (
            "Seat {seat} decides here. In this view only seat {viewer}'s own decisions are"
            " analysed (R31)."
        ),
        "analysis_forced": "Only one legal move here: there is nothing to judge.",
        "analysis_nothing": "No decision here to judge.",
        "analysis_sync": {
            "one": (
                "This kernel cannot run a background thread: each decision is judged at once, over"
                " {count} sampled deal."
            ),
            "other": (
                "This kernel cannot run a background thread: each decision is judged at once, over"
                " {count} sampled deals."
            ),
        },
        "coach_title": "Your three costliest decisions",
        "coach_running": "The coach is judging your decisions… {done} of {total}",
        "coach_item": {
            "one": "{where}: you played {played}; {best} was better by {count} point ({label}).",
            "other": "{where}: you played {played}; {best} was better by {count} points ({label}).",
        },
        "coach_none": "No costly decision: each of your moves was the best or close to it.",
    },
    "pt": {
        "analyse": "Analisar",
        "analysis_title": {
            "one": "Análise do ponto de vista do lugar {seat} (R31), em {count} rodada sorteada",
            "other": (
                "Análise do ponto de vista do lugar {seat} (R31), em {count} rodadas sorteadas"
            ),
        },
        "analysis_running": {
            "one": "Analisando esta decisão… {done} de {count} rodada sorteada",
            "other": "Analisando esta decisão… {done} de {count} rodadas sorteadas",
        },
        "analysis_legend": (
            "Cada barra: a margem que a equipe espera no fim da rodada, em pontos (R29);"
            " a linha fina cobre um erro-padrão para cada lado."
        ),
        "analysis_played": "jogada",
        "analysis_other_seat": (
            "Aqui decide o lugar {seat}. Nesta visão só se analisam as decisões do próprio lugar"
            " {viewer} (R31)."
        ),
        "analysis_forced": "Aqui só há uma jogada permitida: não há nada a julgar.",
        "analysis_nothing": "Aqui não há decisão a julgar.",
        "analysis_sync": {
            "one": (
                "Este kernel não pode rodar uma tarefa em segundo plano: cada decisão é julgada na"
                " hora, em {count} rodada sorteada."
            ),
            "other": (
                "Este kernel não pode rodar uma tarefa em segundo plano: cada decisão é julgada na"
                " hora, em {count} rodadas sorteadas."
            ),
        },
        "coach_title": "Suas três decisões mais caras",
        "coach_running": "O treinador está julgando suas decisões… {done} de {total}",
        "coach_item": {
            "one": (
                "{where}: você jogou {played}; {best} teria sido melhor por {count} ponto"
                " ({label})."
            ),
            "other": (
                "{where}: você jogou {played}; {best} teria sido melhor por {count} pontos"
                " ({label})."
            ),
        },
        "coach_none": "Nenhuma decisão cara: cada jogada sua foi a melhor ou quase.",
    },
    "cs": {
        "analyse": "Rozbor",
        "analysis_title": {
            "one": "Rozbor z pohledu hráče {seat} (R31), na {count} vylosovaném rozdání",
            "few": "Rozbor z pohledu hráče {seat} (R31), na {count} vylosovaných rozdáních",
            "many": "Rozbor z pohledu hráče {seat} (R31), na {count} vylosovaného rozdání",
            "other": "Rozbor z pohledu hráče {seat} (R31), na {count} vylosovaných rozdáních",
        },
        "analysis_running": {
            "one": "Rozebírám toto rozhodnutí… {done} z {count} vylosovaného rozdání",
            "few": "Rozebírám toto rozhodnutí… {done} ze {count} vylosovaných rozdání",
            "many": "Rozebírám toto rozhodnutí… {done} z {count} vylosovaného rozdání",
            "other": "Rozebírám toto rozhodnutí… {done} z {count} vylosovaných rozdání",
        },
        "analysis_legend": (
            "Každý pruh: rozdíl bodů, který tým čeká na konci rozdání (R29); tenká čára sahá"
            " o jednu směrodatnou chybu na každou stranu."
        ),
        "analysis_played": "zahráno",
        "analysis_other_seat": (
            "Tady rozhoduje hráč {seat}. V tomto pohledu se rozebírají jen rozhodnutí hráče"
            " {viewer} (R31)."
        ),
        "analysis_forced": "Tady je jen jeden povolený tah: není co posuzovat.",
        "analysis_nothing": "Tady není žádné rozhodnutí k posouzení.",
        "analysis_sync": {
            "one": (
                "Toto jádro nemůže pracovat na pozadí: každé rozhodnutí se posoudí hned, na {count}"
                " vylosovaném rozdání."
            ),
            "few": (
                "Toto jádro nemůže pracovat na pozadí: každé rozhodnutí se posoudí hned, na {count}"
                " vylosovaných rozdáních."
            ),
            "many": (
                "Toto jádro nemůže pracovat na pozadí: každé rozhodnutí se posoudí hned, na {count}"
                " vylosovaného rozdání."
            ),
            "other": (
                "Toto jádro nemůže pracovat na pozadí: každé rozhodnutí se posoudí hned, na {count}"
                " vylosovaných rozdáních."
            ),
        },
        "coach_title": "Tvoje tři nejdražší rozhodnutí",
        "coach_running": "Trenér posuzuje tvoje rozhodnutí… {done} z {total}",
        "coach_item": {
            "one": "{where}: zahrál jsi {played}; {best} by byl lepší o {count} bod ({label}).",
            "few": "{where}: zahrál jsi {played}; {best} by byl lepší o {count} body ({label}).",
            "many": "{where}: zahrál jsi {played}; {best} by byl lepší o {count} bodu ({label}).",
            "other": "{where}: zahrál jsi {played}; {best} by byl lepší o {count} bodů ({label}).",
        },
        "coach_none": "Žádné drahé rozhodnutí: každý tvůj tah byl nejlepší nebo skoro nejlepší.",
    },
    "ja": {
        "analyse": "検討する",
        "analysis_title": {
            "other": "席{seat}から見た検討 (R31)：{count}通りの配り方で",
        },
        "analysis_running": {
            "other": "この手を検討中…{count}通り中{done}通り",
        },
        "analysis_legend": (
            "棒：この回の終わりにチームが見込める点差です (R29)。細い線は前後に標準誤差1つ分です。"
        ),
        "analysis_played": "実際の手",
        "analysis_other_seat": (
            "ここで決めるのは席{seat}です。この表示では席{viewer}自身の判断だけを検討します (R31)。"
        ),
        "analysis_forced": "ここで出せる手は1つだけなので、検討することはありません。",
        "analysis_nothing": "ここには検討する判断がありません。",
        "analysis_sync": {
            "other": (
                "このカーネルでは裏で計算できないため、"
                "どの判断もその場で{count}通りの配り方で検討します。"
            ),
        },
        "coach_title": "損の大きかった判断トップ3",
        "coach_running": "コーチがあなたの判断を検討中…{total}手中{done}手",
        "coach_item": {
            "other": (
                "{where}：あなたは{played}を出しました。"
                "{best}なら{count}点良くなりました（{label}）。"
            ),
        },
        "coach_none": "大きな損はありません。どの手も最善か、それに近い手でした。",
    },
}

# The widgets as translators of a seat's view: a seat 0 that does not hold the native Robai,
# a plain trick's heading, notes and files refused.
_VIEW: dict[str, dict[str, str]] = {
    "en": {
        "robai_own": "native Robai: in your hand",
        "decl_settling": (
            "Declaration (R11): the seats have spoken; whoever took the indicator discards (R12)."
        ),
        "decl_you_forced": (
            "Declaration (R11): your turn to speak. You do not hold the native Robai, so you pass."
        ),
        "you_passed_forced": (
            "You passed: only the holder of the native Robai may declare, and you do not hold"
            " it (R11)."
        ),
        "note_too_long": "A note holds at most {limit} characters; this one has {count}.",
        "not_a_file": (
            "{name} is not a plain file (a link, a folder or a device): it is neither read nor"
            " written."
        ),
    },
    "pt": {
        "robai_own": "Robai nativo: na sua mão",
        "decl_settling": (
            "Declaração (R11): todos já falaram; quem ficou com o indicador descarta (R12)."
        ),
        "decl_you_forced": (
            "Declaração (R11): é sua vez de falar. Você não tem o Robai nativo, então passa."
        ),
        "you_passed_forced": (
            "Você passou: só quem tem o Robai nativo pode declarar, e você não o tem (R11)."
        ),
        "note_too_long": "Uma nota tem no máximo {limit} caracteres; esta tem {count}.",
        "not_a_file": (
            "{name} não é um arquivo comum (é um link, uma pasta ou um dispositivo): não é lido"
            " nem gravado."
        ),
    },
    "cs": {
        "robai_own": "vlastní Robai: v tvé ruce",
        "decl_settling": ("Ohlášení (R11): všichni promluvili; kdo vzal ukazatel, odhazuje (R12)."),
        "decl_you_forced": "Ohlášení (R11): jsi na řadě. Nemáš vlastní Robai, a proto pasuješ.",
        "you_passed_forced": (
            "Pasoval jsi: ohlásit smí jen ten, kdo má vlastní Robai, a ty ho nemáš (R11)."
        ),
        "note_too_long": "Poznámka smí mít nejvýše {limit} znaků; tato jich má {count}.",
        "not_a_file": (
            "{name} není obyčejný soubor (je to odkaz, složka nebo zařízení): nečte se ani"
            " nezapisuje."
        ),
    },
    "ja": {
        "robai_own": "切り札の紋のロバイ：あなたの手札",
        "decl_settling": "名乗り (R11)：全員が話しました。起き絵を取った人が1枚捨てます (R12)。",
        "decl_you_forced": (
            "名乗り (R11)：あなたの番です。切り札の紋のロバイを持っていないので、パスになります。"
        ),
        "you_passed_forced": (
            "パスしました。名乗れるのは切り札の紋のロバイを持つ人だけで、あなたは持っていません"
            " (R11)。"
        ),
        "note_too_long": "メモは{limit}文字までです。このメモは{count}文字あります。",
        "not_a_file": (
            "{name} は普通のファイルではありません（リンク、フォルダー、装置）。読み書きしません。"
        ),
    },
}

# "Practise these" in the PlayTable's deal summary, and the hint in the coach's words: the best
# move against the next best, in the same sampled deals, with the numbers behind "Details".
_PRACTISE: dict[str, dict[str, str | dict[str, str]]] = {
    "en": {
        "practise_these": "Practise these",
        "practice_close": "Close the practice",
        "practise_intro": {
            "one": (
                "In this deal the coach found {count} move where a better one was possible. Find"
                " the better move; you see only what you saw then (R31)."
            ),
            "other": (
                "In this deal the coach found {count} moves where a better one was possible. Find"
                " the better move in each; you see only what you saw then (R31)."
            ),
        },
        "no_practice": "No practice is open.",
        "hint_best": "Hint: play {move}. The next best move is {other}.",
        "hint_only": "Hint: {move} is your only legal move.",
        "hint_even": (
            "In the sampled deals, {move} and {other} lead to much the same tricks and"
            " combinations; {move} comes out a little ahead (R29)."
        ),
        "hint_details": "Details",
        "hint_running": {
            "one": "The coach is thinking… {done} of {count} sampled deal",
            "other": "The coach is thinking… {done} of {count} sampled deals",
        },
    },
    "pt": {
        "practise_these": "Praticar estas jogadas",
        "practice_close": "Fechar a prática",
        "practise_intro": {
            "one": (
                "O treinador achou {count} jogada desta rodada que você podia fazer melhor."
                " Encontre a melhor jogada; você vê só o que via naquele momento (R31)."
            ),
            "other": (
                "O treinador achou {count} jogadas desta rodada que você podia fazer melhor."
                " Encontre a melhor jogada em cada uma; você vê só o que via naquele momento"
                " (R31)."
            ),
        },
        "no_practice": "Nenhuma prática está aberta.",
        "hint_best": "Dica: jogue {move}. A segunda melhor jogada é {other}.",
        "hint_only": "Dica: {move} é a sua única jogada permitida.",
        "hint_even": (
            "Nas rodadas sorteadas, {move} e {other} levam quase às mesmas vazas e"
            " combinações; {move} sai um pouco à frente (R29)."
        ),
        "hint_details": "Detalhes",
        "hint_running": {
            "one": "O treinador está pensando… {done} de {count} rodada sorteada",
            "other": "O treinador está pensando… {done} de {count} rodadas sorteadas",
        },
    },
    "cs": {
        "practise_these": "Procvičit tyto tahy",
        "practice_close": "Zavřít procvičování",
        "practise_intro": {
            "one": (
                "Trenér našel v tomto rozdání {count} tah, který šel zahrát lépe. Najdi lepší"
                " tah; vidíš jen to, co jsi viděl tehdy (R31)."
            ),
            "few": (
                "Trenér našel v tomto rozdání {count} tahy, které šly zahrát lépe. V každém"
                " najdi lepší tah; vidíš jen to, co jsi viděl tehdy (R31)."
            ),
            "many": (
                "Trenér našel v tomto rozdání {count} tahu, které šly zahrát lépe. V každém"
                " najdi lepší tah; vidíš jen to, co jsi viděl tehdy (R31)."
            ),
            "other": (
                "Trenér našel v tomto rozdání {count} tahů, které šly zahrát lépe. V každém"
                " najdi lepší tah; vidíš jen to, co jsi viděl tehdy (R31)."
            ),
        },
        "no_practice": "Žádné procvičování není otevřené.",
        "hint_best": "Rada: zahraj {move}. Druhý nejlepší tah je {other}.",
        "hint_only": "Rada: {move} je tvůj jediný povolený tah.",
        "hint_even": (
            "Ve vylosovaných rozdáních vedou {move} a {other} skoro ke stejným zdvihům a"
            " kombinacím; {move} vychází o něco lépe (R29)."
        ),
        "hint_details": "Podrobnosti",
        "hint_running": {
            "one": "Trenér přemýšlí… {done} z {count} vylosovaného rozdání",
            "few": "Trenér přemýšlí… {done} ze {count} vylosovaných rozdání",
            "many": "Trenér přemýšlí… {done} z {count} vylosovaného rozdání",
            "other": "Trenér přemýšlí… {done} z {count} vylosovaných rozdání",
        },
    },
    "ja": {
        "practise_these": "間違えた場面を練習する",
        "practice_close": "練習を閉じる",
        "practise_intro": {
            "other": (
                "この回には、もっと良い手があった場面が{count}か所あります。良い方の手を"
                "探してください。見えるのは、そのときあなたに見えていたものだけです (R31)。"
            ),
        },
        "no_practice": "開いている練習はありません。",
        "hint_best": "ヒント：{move}を出しましょう。次に良い手は{other}です。",
        "hint_only": "ヒント：出せる手は{move}だけです。",
        "hint_even": (
            "抽出した回では、{move}も{other}もほぼ同じトリックと役になります。"
            "{move}の方がわずかに上です (R29)。"
        ),
        "hint_details": "詳しく",
        "hint_running": {
            "other": "コーチが考えています…{count}通り中{done}通り",
        },
    },
}

#: The widgets' words by language, as catalogue entries (``ui.`` + key).
UI: dict[str, dict[str, str | dict[str, str]]] = {
    lang: {
        f"ui.{key}": words
        for key, words in (table | _COACH[lang] | _VIEW[lang] | _PRACTISE[lang]).items()
    }
    for lang, table in (("en", _EN), ("pt", _PT), ("cs", _CS), ("ja", _JA))
}
