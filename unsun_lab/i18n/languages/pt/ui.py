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
    # The combination panel: the pairs not made on the trick, as one legend line
    "ui.combo_legend": (
        "Os outros pares do naipe de trunfo, que não se formaram nesta vaza (R27): {pairs}."
    ),
    "ui.combo_legend_none": (
        "Os pares do naipe de trunfo; nenhum se formou nesta vaza (R27): {pairs}."
    ),
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
    "ui.position_move": "jogada {n} de {total}",
    "ui.position_step": "passo {n} de {total} (as jogadas como este jogador as viu)",
    # The stepper's counter: what it counts, in each view
    "ui.position_move_note": (
        "A mesa aberta conta as jogadas do registro: a declaração ou o passe de quem tem o"
        " Robai do trunfo (R11), o descarte (R12) e cada carta jogada."
    ),
    "ui.position_step_note": (
        "A visão de um jogador conta passos, não jogadas: a declaração ocupa oito passos, um"
        " para cada jogador que, na sua vez, declara ou passa, como numa mesa de verdade"
        " (R11); assim a contagem não revela quem tem o Robai do trunfo (R31)."
    ),
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
    # The PlayTable's text view (what seat 0 sees, as plain text), its review during a deal,
    # and the one mark of a face-down trump with its sentence (R24, R31)
    "ui.text_view": "Vista em texto",
    "ui.tv_title": "A mesa em texto: só o que você, jogador 0, pode ver (R31).",
    "ui.tv_trump": "Trunfo: {trump}. Indicador: {card} (R7, R8).",
    "ui.tv_dealer": "Carteador: {dealer}.",
    "ui.tv_taken": "Quem ficou com o indicador: {name} (R12).",
    "ui.tv_side": "Descarte e monte, fora do jogo (R13): {cards}.",
    "ui.tv_holds": "{name}: {count}",
    "ui.tv_seats": "Cartas na mão — {list}.",
    "ui.tv_score": (
        "Esta rodada até agora: sua equipe (0/2/4/6) {a}, a outra equipe (1/3/5/7) {b} (R29)."
    ),
    "ui.tv_match": {
        "one": "A partida depois de {count} rodada: sua equipe {a}, a outra equipe {b} (R30).",
        "other": ("A partida depois de {count} rodadas: sua equipe {a}, a outra equipe {b} (R30)."),
    },
    "ui.tv_up": "{name}: {card}, virada para cima.",
    "ui.tv_down_own": (
        "{name}: {card}, virada para baixo: os outros só veem que foi jogado um trunfo (R24)."
    ),
    "ui.tv_hand": {
        "one": "Sua mão, {count} carta, trunfos primeiro:",
        "other": "Sua mão, {count} cartas, trunfos primeiro:",
    },
    "ui.tv_trumps": "Trunfos: {cards}.",
    "ui.tv_suit": "{suit}: {cards}.",
    "ui.tv_card": "{name} ({code})",
    "ui.tv_sep": ", ",
    "ui.tv_not_now": "{card}: não é permitida agora",
    "ui.tv_choose_play": "Carta para jogar:",
    "ui.tv_choose_discard": "Carta para descartar:",
    "ui.tv_play": "Jogar esta",
    "ui.tv_discard": "Descartar esta",
    "ui.tv_type": "Ou digite o código ou o nome de uma carta e tecle Enter:",
    "ui.tv_keys": (
        "Teclas: ↑ ↓ escolhem uma carta na lista e Enter a joga; na caixa, digite {code}"
        " ou {name} e tecle Enter."
    ),
    # W and O of a finished trick in the text view, where the combination test compared
    # two trumps (R27; the letters of show.tag.w / show.tag.o)
    "ui.tv_wo": "V (o trunfo vencedor): {w}. A (o trunfo mais forte da outra equipe): {o} (R27).",
    "ui.tv_wo_card": "{name}, com {card}",
    "ui.review_so_far": "Revisar até aqui",
    "ui.review_mid_note": (
        "Durante a rodada, a revisão mostra só o que você pôde ver (R31); a mesa espera até"
        " você fechá-la."
    ),
    "ui.face_down_note": (
        "{mark} depois de um nome: um trunfo jogado virado para baixo numa saída comum (R24);"
        " as cartas da vaza são viradas para cima quando sai a oitava carta."
    ),
    "ui.replaced": (
        "{problem}. Até o fim da partida, o computador joga pelo jogador {seat} no nível básico."
    ),
    # The guided first deal of a PlayTable (guided=True): the course deal, with a stop at each
    # new situation (R11-R28)
    "ui.guide.title": "Rodada guiada",
    "ui.guide.head": "Rodada guiada, parada {n} de {total} ({rule})",
    "ui.guide.next": "Continuar",
    "ui.guide.choose_card": "Escolha uma carta da sua mão.",
    "ui.guide.right": "Certo. {why}",
    "ui.guide.wrong": "Não é bem assim. {why}",
    "ui.guide.played_right": "Certo: é a carta que o curso joga. {why}",
    "ui.guide.played_other": (
        "Você escolheu {chosen}. Esta rodada guiada mantém as cartas que foram compostas para"
        " ela, então {card} é jogada em seu nome. {why}"
    ),
    "ui.guide.played_illegal": (
        "{chosen} não é permitida: {reason}. Esta rodada guiada joga {card} em seu nome. {why}"
    ),
    "ui.guide.kept_course": (
        "Você escolheu {chosen}. Esta rodada guiada mantém as cartas que foram compostas para"
        " ela, então {card} foi jogada em seu nome."
    ),
    # "Take back" is off in the guided deal: each stop's answer is judged once
    "ui.guide.no_take_back": (
        "Na rodada guiada, cada resposta conta uma vez só, por isso Desfazer fica desativado;"
        " ele volta a funcionar a partir da próxima rodada."
    ),
    # While a guided question about a trick is open, the table keeps that trick's result
    "ui.guide.withheld": (
        "O resultado e os pontos da vaza {number} aparecem depois que você responder à pergunta"
        " da rodada guiada."
    ),
    "ui.guide.answer_first": (
        "Primeiro responda à pergunta da rodada guiada e depois escolha Continuar."
    ),
    "ui.guide.between": "Entre as paradas, você joga as cartas do curso: aqui, jogue {card}.",
    "ui.guide.done": {
        "one": "Rodada guiada concluída: {right} de {total} respostas certas, {count} estrela.",
        "other": "Rodada guiada concluída: {right} de {total} respostas certas, {count} estrelas.",
    },
    "ui.guide_no_question": "A rodada guiada não faz nenhuma pergunta aqui.",
    "ui.guide.declare.say": (
        "A declaração: um de cada vez, a partir da esquerda do carteador, cada jogador declara"
        " ou passa, e só quem tem o Robai do trunfo, aqui {native}, pode declará-lo e ficar com"
        " o indicador (R11)."
    ),
    "ui.guide.declare.ask": "Olhe sua mão. O que você vai dizer quando chegar sua vez?",
    "ui.guide.declare.c.declare": "Declaro o Robai do trunfo",
    "ui.guide.declare.c.pass": "Passo",
    "ui.guide.declare.why": (
        "{native} não está na sua mão, então você não pode declarar: o seu passe é obrigatório,"
        " e a mesa o faz por você (R11)."
    ),
    "ui.guide.discard.say": (
        "O jogador {recipient} declarou e ficou com o indicador {indicator}: agora tem dez"
        " cartas e descarta uma, virada para baixo (R12)."
    ),
    "ui.guide.discard.ask": "Que carta o jogador {recipient} pode descartar?",
    "ui.guide.discard.c.any": "Qualquer carta, até um trunfo",
    "ui.guide.discard.c.not_trump": "Só uma carta que não seja trunfo",
    "ui.guide.discard.why": (
        "O descarte não pode ser trunfo, a não ser que quem recebeu o indicador só tenha"
        " trunfos (R12); todos o veem quando a primeira carta é jogada (R13)."
    ),
    "ui.guide.lead.say": (
        "Quem ficou com o indicador, o jogador {recipient}, sai na primeira vaza (R18)."
    ),
    "ui.guide.lead.ask": "O jogador {recipient} pode sair de trunfo na vaza 1?",
    "ui.guide.lead.c.trump": "Sim, com qualquer carta",
    "ui.guide.lead.c.not_trump": "Trunfo não, a não ser que só tenha trunfos",
    "ui.guide.lead.why": (
        "Não se sai de trunfo na primeira vaza, a não ser que quem sai só tenha trunfos (R19);"
        " da vaza 2 em diante, pode-se sair com qualquer carta."
    ),
    "ui.guide.face_down.say": (
        "Um trunfo jogado numa vaza aberta com carta comum vai virado para baixo (R24)."
    ),
    "ui.guide.face_down.ask": (
        "O jogador {seat} jogou uma carta virada para baixo. O que você sabe dela?"
    ),
    "ui.guide.face_down.c.which": "Qual trunfo é",
    "ui.guide.face_down.c.trump": "Que é um trunfo, mas não qual",
    "ui.guide.face_down.c.isu": "Que é uma carta de Isu",
    "ui.guide.face_down.why": (
        "Todos veem que um trunfo foi jogado, e por quem, mas não qual, até a oitava carta da"
        " vaza; então todas as cartas são viradas para cima (R24)."
    ),
    "ui.guide.free.say": (
        "Antes da primeira Meri não há obrigação nenhuma: numa vaza aberta com carta comum"
        " você pode jogar qualquer carta (R22)."
    ),
    "ui.guide.free.ask": (
        "A vaza 1 foi aberta com Isu, e o seu parceiro, o jogador 6, jogou um trunfo virado para"
        " baixo. Que carta você joga?"
    ),
    "ui.guide.free.why": (
        "{card} é a sua Isu mais baixa: não entrega nada, já que o trunfo do parceiro vence"
        " qualquer Isu (R25), e você guarda os seus dois trunfos para depois (R22)."
    ),
    "ui.guide.meri.say": (
        "Uma vaza aberta com trunfo é uma Meri: quem tem trunfo é obrigado a jogar um (R20)."
    ),
    "ui.guide.meri.ask": (
        "O seu parceiro, o jogador 6, saiu com o Tenka, PRo, e o jogador 7 jogou K8. Que carta"
        " você joga?"
    ),
    "ui.guide.meri.why": (
        "Você tem dois trunfos, então um deles tem que sair (R20); o Tenka já está ganhando a vaza"
        " para a sua equipe, então entregue o mais baixo, {card}, e guarde KKa, o mais forte (R14)."
    ),
    "ui.guide.monchi.say": (
        "Depois da primeira Meri vale o Monchi: quem tem o naipe de saída precisa servi-lo ou"
        " trunfar (R23)."
    ),
    "ui.guide.monchi.ask": (
        "O jogador 1 saiu com Ouru, e os jogadores 4 e 5 jogaram trunfos virados para baixo. Que"
        " carta você joga?"
    ),
    "ui.guide.monchi.why": (
        "Você tem Ouru, então precisa jogar Ouru ou trunfo (R23). Já há dois trunfos na vaza,"
        " e o seu KKa pode muito bem perder: entregue uma Ouru baixa, {card}, e guarde O1, a"
        " mais alta (R16)."
    ),
    "ui.guide.combo.say": (
        "Numa vaza que não é de Meri e foi ganha por trunfo, compare o trunfo vencedor V com o"
        " trunfo mais forte da outra equipe, A: alguns pares são combinações (R27)."
    ),
    "ui.guide.combo.ask": (
        "Vaza {number}: o {w} do jogador {w_seat} ganhou, e o trunfo mais forte da outra equipe"
        " foi o {o} do jogador {o_seat}. O que a vaza forma?"
    ),
    "ui.guide.combo.c.none": "Nenhuma combinação",
    "ui.guide.combo.c.two": "Uma combinação de 2 pontos",
    "ui.guide.combo.c.five": "Uma combinação de 5 pontos",
    "ui.guide.ninth.say": (
        "A nona vaza: as oito últimas cartas são reveladas ao mesmo tempo; nunca é uma Meri, por"
        " isso pode ter combinação (R26)."
    ),
    "ui.guide.ninth.ask": (
        "Na nona vaza o {w} do jogador {w_seat} ganhou, e o trunfo mais forte da outra equipe"
        " foi o {o} do jogador {o_seat}. O que a vaza forma?"
    ),
    "ui.guide.ninth.c.none": "Nenhuma combinação",
    "ui.guide.ninth.c.two": "Uma combinação de 2 pontos",
    "ui.guide.ninth.c.five": "Uma combinação de 5 pontos",
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
    # Your own mistakes kept from every deal (practice.mine): the table's summary.
    "ui.mine_waiting": {
        "one": "{count} erro seu está esperando para ser praticado: rode Practice(mine=True).",
        "other": (
            "{count} erros seus estão esperando para serem praticados: rode Practice(mine=True)."
        ),
    },
    "ui.mine_none": "Nenhum erro seu está esperando para ser praticado.",
    "ui.mine_refused": "Não foi possível salvar esta rodada para a sua prática ({detail}).",
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
    # Practice, narrow: the button that shows or folds the earlier tricks
    "ui.practice_history": "Vazas anteriores",
    # Practice, "who wins the trick": the mark on the card of the seat that led it
    "ui.practice_leader": "abriu a vaza",
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
