"""As palavras dos widgets em português (chaves ``ui.*``): rótulos, botões, linhas de estado."""

from __future__ import annotations

UI: dict[str, str | dict[str, str]] = {
    "ui.combo_none": "Nenhuma vaza terminou ainda.",
    "ui.combo_w": "V: trunfo vencedor",
    "ui.combo_o": "A: melhor trunfo adversário",
    "ui.combo_title": "Vaza {number} ({kind}): levada pelo jogador {seat} com {card}",
    "ui.kind_meri": "Meri",
    "ui.kind_ninth": "as últimas cartas",
    "ui.kind_plain": "saída comum",
    "ui.rank_hover": "Passe o mouse sobre uma carta para ver o lugar dela na ordem.",
    "ui.rank_trump_suit": "Naipe de trunfo:",
    "ui.rank_led_suit": "Naipe de saída:",
    "ui.rank_clear": "Limpar",
    "ui.rank_selected": "Escolhidas: {cards}",
    "ui.rank_click_one": "Clique em mais 1 carta para comparar as duas.",
    "ui.rank_click_two": "Clique em 2 cartas para comparar.",
    "ui.rank_trumps": {
        "one": "Trunfos: {suit} ({count} carta, R14)",
        "other": "Trunfos: {suit} ({count} cartas, R14)",
    },
    "ui.rank_plain": {
        "one": "{suit} comum ({count} carta, R15)",
        "other": "{suit} comum ({count} cartas, R15)",
    },
    "ui.rank_badge_iro": "Robai de Isu comum",
    "ui.rank_plain_pao": {
        "one": "{suit} comum ({count} carta, sem Robai: ele é o Tenka, R9, R15)",
        "other": "{suit} comum ({count} cartas, sem Robai: ele é o Tenka, R9, R15)",
    },
    "ui.lang_name": "Português",
    "ui.language": "Idioma:",
    "ui.refused": "Recusado: {reason}",
    "ui.combo_pairs": "Pares:",
    "ui.field_missing": "Falta o campo {name}.",
    "ui.field_type": "O campo {name} precisa ser {kind}, não {got}.",
    "ui.not_object": "Uma mensagem precisa ser um objeto, não {got}.",
    "ui.unknown_type": "Tipo de mensagem desconhecido {got}: o widget aceita {known}.",
    "ui.field_choice": "O campo {name} precisa ser um destes: {choices}, não {got}.",
    "ui.no_such_trick": "O registro vai até as vazas {known}, não até a vaza {number}.",
    "ui.no_note_here": "Aqui não há jogada onde escrever uma nota.",
    "ui.no_review": "Nenhuma rodada está aberta para revisão.",
    "ui.level_random": "aleatório",
    "ui.level_heuristic": "básico",
    "ui.level_search": "calculista",
    "ui.level_expert": "especialista",
    "ui.start": "« Início",
    "ui.back": "◀ Voltar",
    "ui.forward": "Avançar ▶",
    "ui.end": "Fim »",
    "ui.position_move": "jogadas feitas: {n} / {total}",
    "ui.position_step": "passo {n} / {total}",
    "ui.trick_label": "Vaza:",
    "ui.view_label": "Visão:",
    "ui.open_table": "mesa aberta",
    "ui.seat": "jogador {seat}",
    "ui.show_all": "mostrar os trunfos virados para baixo (para ensinar)",
    "ui.info": "Trunfo: {trump} · carteador: jogador {dealer} · indicador: {indicator}",
    "ui.taken_by": "recebido pelo jogador {seat}",
    "ui.robai_declared": "Robai do trunfo: declarado",
    "ui.robai_hidden": "Robai do trunfo: escondido",
    "ui.robai_indicator": "Robai do trunfo: é o indicador",
    "ui.robai_stock": "Robai do trunfo: no monte",
    "ui.robai_not_declared": "Robai do trunfo: não declarado",
    "ui.trick_heading": "Vaza {number}, saída do jogador {leader}",
    "ui.meri": " — Meri (saída com trunfo, R20)",
    "ui.no_card": "Nenhuma carta jogada ainda.",
    "ui.indicator": "Indicador:",
    "ui.side": "Descarte / monte:",
    "ui.side_hidden": "o descarte e o monte ficam virados para baixo até a primeira saída (R13)",
    "ui.side_shown": "descarte e monte revelados na primeira saída: fora do jogo (R13)",
    "ui.hidden_note": (
        "os trunfos virados para baixo (R24) são revelados quando a oitava carta é jogada"
    ),
    "ui.hand_label": "Jogador {seat}",
    "ui.dealer_mark": "(carteador)",
    "ui.recipient_mark": "(ficou com o indicador)",
    "ui.to_move_mark": "◀ vez dele",
    "ui.not_seen": {
        "one": "{count} carta, não vista (R31)",
        "other": "{count} cartas, não vistas (R31)",
    },
    "ui.legal": "Permitidas:",
    "ui.recorded": "Jogada registrada: {move}",
    "ui.why_not": "Por que não as outras cartas:",
    "ui.note_on": "Sua nota sobre a jogada {number} ({move}):",
    "ui.note_last": "Nota sobre a última jogada ({move}):",
    "ui.save_note": "Salvar nota",
    "ui.note_saved": "Nota salva na rodada.",
    "ui.note_unsaved": "Ainda não salva.",
    "ui.keys_help": "Teclas: ← → um passo, Home / End",
    "ui.score": "Pontos: equipe 0/2/4/6 {a} · equipe 1/3/5/7 {b}",
    "ui.trick_won": "Vaza {number}: jogador {winner} ({a}/{b})",
    "ui.declaration": "Declaração (R11):",
    "ui.declares": "o jogador {seat} declara",
    "ui.passes": "o jogador {seat} passa",
    "ui.face_down_mark": "↓",
    "ui.decl_turn": "Declaração (R11): o jogador {seat} declara ou passa.",
    "ui.decl_after": "Declaração (R11): o jogador {declarer} declarou; o jogador {seat} passa.",
    "ui.decl_forced": "O jogador {seat} não tem o Robai do trunfo: passa (R11).",
    "ui.deal_over": "A rodada terminou: equipe 0/2/4/6 {a}, equipe 1/3/5/7 {b} (R29).",
    "ui.record_stops": "O registro termina aqui.",
    "ui.seat_text": "A vez é do jogador {seat}, que vai {what}.",
    "ui.to_declare": "declarar ou passar",
    "ui.to_discard": "descartar",
    "ui.to_play": "jogar",
    "ui.to_over": "esperar",
    "ui.cannot_see": "O jogador {viewer} não vê a mão do jogador {seat} (R31).",
    "ui.deal_of": "Rodada {n} de {total}",
    "ui.trump_dealer": "trunfo: {trump} · carteador: {dealer}",
    "ui.you": "você",
    "ui.partner": "parceiro",
    "ui.opponent": "adversário",
    "ui.name_you": "você (jogador 0)",
    "ui.name_partner": "jogador {seat} (parceiro)",
    "ui.name_partner.acc": "jogador {seat} (parceiro)",
    "ui.name_opponent": "jogador {seat} (adversário)",
    "ui.name_opponent.acc": "jogador {seat} (adversário)",
    "ui.cards_count": {
        "one": "{count} carta",
        "other": "{count} cartas",
    },
    "ui.on_table": "Na mesa",
    "ui.last_trick": "Última vaza",
    "ui.your_hand": "Sua mão (jogador 0), trunfos primeiro:",
    "ui.declare": "Declarar",
    "ui.pass": "Passar",
    "ui.hint": "Dica",
    "ui.thinking": "Pensando…",
    "ui.next_deal": "Próxima rodada",
    "ui.restart": "Recomeçar a partida",
    "ui.new_match": "Nova partida",
    "ui.restart_confirm": "Recomeçar a partida? Os pontos serão apagados (R30).",
    "ui.confirm": "Sim, recomeçar",
    "ui.cancel": "Cancelar",
    "ui.scoreboard": "Placar (R29, R30)",
    "ui.col_deal": "rodada",
    "ui.col_us": "você: 0/2/4/6",
    "ui.col_them": "eles: 1/3/5/7",
    "ui.total": "total",
    "ui.pace": "Ritmo:",
    "ui.pace_slow": "lento",
    "ui.pace_normal": "normal",
    "ui.pace_fast": "rápido",
    "ui.pace_instant": "instantâneo",
    "ui.partners": "Parceiros:",
    "ui.opponents": "Adversários:",
    "ui.take_back": "Desfazer",
    "ui.took_back": "Sua última carta e as respostas depois dela foram desfeitas.",
    "ui.took_back_mark": "* jogada com desfazer",
    "ui.nothing_to_take_back": "Nesta rodada não há carta sua para desfazer.",
    "ui.history": "Vazas desta rodada:",
    "ui.summary": "Como a rodada foi pontuada",
    "ui.summary_tricks": (
        "Vazas ganhas: equipe 0/2/4/6 {a}, equipe 1/3/5/7 {b}, 1 ponto cada (R27)."
    ),
    "ui.summary_combo": "Vaza {number}: {pair}, {w} sobre {o}, para a equipe {team}: {why}.",
    "ui.summary_total": (
        "Pontos da rodada: equipe 0/2/4/6 {a}, equipe 1/3/5/7 {b}; somados dão 9 (R29)."
    ),
    "ui.review": "Revisar esta rodada",
    "ui.review_close": "Fechar a revisão",
    "ui.save": "Salvar esta rodada",
    "ui.load": "Abrir",
    "ui.save_name": "Nome do arquivo:",
    "ui.replace": "Substituir o arquivo",
    "ui.saved": "Salvo em {path}.",
    "ui.file_exists": "{name} já existe: marque 'Substituir o arquivo' para gravar por cima.",
    "ui.bad_file_name": (
        "{name} não serve como nome de arquivo aqui: letras, algarismos, - _ . e .json no fim."
    ),
    "ui.not_your_turn": "Não é sua vez: quem joga é {who} (R18).",
    "ui.nobody_over": "ninguém: a rodada terminou",
    "ui.not_your_turn_over": "A rodada terminou: não há mais jogadas a fazer (R18).",
    "ui.not_allowed": "{move} não é permitida: {reason}",
    # A card the learner may not discard (R12), said with the verb for discarding.
    "ui.not_discardable": "{move} não pode ser descartada: {reason}",
    "ui.not_in_hand": "{card} não é uma carta da sua mão (R18)",
    "ui.you_declared": "Você declarou.",
    "ui.you_passed": "Você passou.",
    "ui.you_discarded": "Você descartou {card}.",
    "ui.you_played": "Você jogou {card}.",
    "ui.finish_first": "Termine esta rodada primeiro.",
    "ui.deal_n": "Rodada {n} de {total}.",
    "ui.new_match_msg": "Nova partida: pontos apagados (R30).",
    "ui.hint_not_now": "A dica aparece quando for sua vez.",
    "ui.your_turn_declare": "Sua vez: declare ou passe.",
    "ui.your_turn_discard": "Sua vez: escolha a carta que vai descartar.",
    "ui.your_turn_play": "Sua vez: jogue uma carta.",
    "ui.decl_status": "Declaração (R11): o {name} declara ou passa.",
    "ui.waiting": "Aguardando o {name}.",
    "ui.match_over": "A partida terminou.",
    "ui.deal_over_short": "A rodada terminou.",
    "ui.win": "Você ganhou: sua equipe 0/2/4/6 tem o total maior (R30).",
    "ui.lose": "Você perdeu: a equipe 1/3/5/7 tem o total maior (R30).",
    "ui.draw": "Empate: os totais são iguais, e não se joga rodada extra (R30).",
    "ui.passes_announce": "O {name} passa.",
    "ui.declares_announce": "O {name} declara o Robai do trunfo (R11).",
    "ui.discarded_down": "O {name} descartou uma carta virada para baixo (R12).",
    "ui.played_down": "O {name} jogou um trunfo virado para baixo (R24).",
    "ui.played": "O {name} jogou {card}.",
    "ui.said_played": "{name}: {card}.",
    "ui.said_played_down": "{name}: um trunfo virado para baixo (R24).",
    "ui.replaced": (
        "{problem}. Até o fim da partida, o computador joga pelo jogador {seat} no nível básico."
    ),
    # The coach in the widgets (R25, R27-R29): the DealStepper's Analyse switch, the PlayTable's
    "ui.analyse": "Analisar",
    "ui.analysis_title": {
        "one": "Análise do ponto de vista do jogador {seat} (R31), em {count} rodada sorteada",
        "other": (
            "Análise do ponto de vista do jogador {seat} (R31), em {count} rodadas sorteadas"
        ),
    },
    "ui.analysis_running": {
        "one": "Analisando esta decisão… {done} de {count} rodada sorteada",
        "other": "Analisando esta decisão… {done} de {count} rodadas sorteadas",
    },
    "ui.analysis_legend": (
        "Cada barra: a margem da equipe no fim da rodada (os pontos dela menos os da outra"
        " equipe), em média nas rodadas que o treinador imaginou, em pontos (R29); a linha fina"
        " cobre um erro-padrão para cada lado."
    ),
    "ui.analysis_played": "jogada",
    "ui.analysis_other_seat": (
        "Aqui decide o jogador {seat}. Nesta visão só se analisam as decisões do próprio jogador"
        " {viewer} (R31)."
    ),
    "ui.analysis_forced": "Aqui só há uma jogada permitida: não há nada a julgar.",
    "ui.analysis_nothing": "Aqui não há decisão a julgar.",
    "ui.analysis_sync": {
        "one": (
            "Este kernel não pode rodar uma tarefa em segundo plano: cada decisão é julgada na"
            " hora, em {count} rodada sorteada."
        ),
        "other": (
            "Este kernel não pode rodar uma tarefa em segundo plano: cada decisão é julgada na"
            " hora, em {count} rodadas sorteadas."
        ),
    },
    "ui.coach_title": "Suas três decisões mais caras",
    "ui.coach_running": "O treinador está julgando suas decisões… {done} de {total}",
    "ui.coach_item": {
        "one": (
            "{where}: você jogou {played}; {best} teria sido melhor por {count} ponto ({label})."
        ),
        "other": (
            "{where}: você jogou {played}; {best} teria sido melhor por {count} pontos ({label})."
        ),
    },
    "ui.coach_none": "Nenhuma decisão cara: cada jogada sua foi a melhor ou quase.",
    # The widgets as translators of a seat's view: a seat 0 that does not hold the native Robai,
    # a plain trick's heading, notes and files refused.
    "ui.robai_own": "Robai do trunfo: na sua mão",
    "ui.decl_settling": (
        "Declaração (R11): todos já falaram; quem ficou com o indicador descarta (R12)."
    ),
    "ui.decl_you_forced": (
        "Declaração (R11): é sua vez de falar. Você não tem o Robai do trunfo, então passa."
    ),
    "ui.you_passed_forced": (
        "Você passou: só quem tem o Robai do trunfo pode declarar, e você não o tem (R11)."
    ),
    "ui.note_too_long": "Uma nota tem no máximo {limit} caracteres; esta tem {count}.",
    "ui.not_a_file": (
        "{name} não é um arquivo comum (é um link, uma pasta ou um dispositivo): não é lido"
        " nem gravado."
    ),
    # "Practise these" in the PlayTable's deal summary, and the hint in the coach's words: the best
    # move against the next best, in the same sampled deals, with the numbers behind "Details".
    "ui.practise_these": "Praticar estas jogadas",
    "ui.practice_close": "Fechar a prática",
    "ui.practise_intro": {
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
    "ui.no_practice": "Nenhuma prática está aberta.",
    "ui.practice_stale": (
        "Essa resposta era de um exercício anterior; agora está aparecendo um exercício novo."
    ),
    "ui.practice_no_storage": (
        "Esta prática não guarda o progresso no armazenamento do navegador; nada foi alterado."
    ),
    "ui.practice_bad_storage": (
        "Não dá para usar o progresso guardado no armazenamento do navegador ({detail}). Ele fica"
        " guardado como {aside}; as suas respostas aqui continuam valendo."
    ),
    "ui.hint_best": "Dica: a melhor jogada é {move}; a segunda melhor é {other}.",
    "ui.hint_equal": "Dica: {move} e {other} são igualmente boas; {move} sai só um fio à frente.",
    "ui.hint_only": "Dica: {move} é a sua única jogada permitida.",
    "ui.hint_even": (
        "Nas rodadas que o treinador imaginou, {move} e {other} levam quase às mesmas vazas e"
        " combinações; {move} sai um pouco à frente (R29)."
    ),
    "ui.hint_details": "Detalhes",
    "ui.hint_running": {
        "one": "O treinador está pensando… {done} de {count} rodada sorteada",
        "other": "O treinador está pensando… {done} de {count} rodadas sorteadas",
    },
}
