"""Os exemplos anotados em português: títulos, notas da rodada e notas dos lances."""

from __future__ import annotations

EXAMPLES: dict[str, str] = {
    # combination_2_1_long
    "example.combination_2_1_long.title": (
        "Combinação 2-1 num naipe de trunfo longo, Isu (R16 R27)"
    ),
    "example.combination_2_1_long.notes": (
        "O carteador é o jogador 2. O indicador ISo faz de Isu o naipe de trunfo (R8). O jogador 7"
        " tem"
        " o Robai do trunfo IRo, o declara e fica com o indicador (R11). O jogador 7 descarta PSo"
        " virada"
        " para baixo (R12) e abre a primeira vaza (R18). A vaza 3 é aberta pelo jogador 1 com a"
        " carta"
        " comum P1; não é, portanto, uma vaza de Meri, e uma combinação pode valer (R27). Os"
        " trunfos dela (jogados virados para baixo, R24) são I2 (jogador 6) e I1 (jogador 7). O"
        " mais"
        " alto, o I2 do jogador 6, ganha (R25). O único trunfo da outra equipe é o I1 do jogador"
        " 7. I2"
        " sobre I1 é o par 2-1: uma combinação (R27). Num naipe de trunfo longo os números vão do 9"
        " ao 1 (R16); o 2-1 junta, portanto, os dois trunfos mais baixos, e o I2 só ganha porque"
        " nenhum trunfo maior foi jogado. Não é a nona vaza nem envolve Robai escondido, por isso"
        " transfere 2 pontos (R28): a equipe 0/2/4/6 ganha o ponto da vaza e mais 2, a equipe"
        " 1/3/5/7 perde 2. A equipe 0/2/4/6 fez 4 vazas e a equipe 1/3/5/7 fez 5; combinações: 2-1"
        " na vaza 3 (2 para a equipe 0/2/4/6). Placar final: equipe 0/2/4/6 6, equipe 1/3/5/7 3,"
        " somando 9 (R29)."
    ),
    "example.combination_2_1_long.note.23": (
        "I2 ganha a vaza 3: 2-1 sobre o I1 do jogador 7, 2 pontos (R27, R28)."
    ),
    "example.combination_2_1_long.note.24": (
        "I1: o trunfo mais forte da outra equipe, o de baixo do par 2-1 (R27)."
    ),
    # combination_8_9_round
    "example.combination_8_9_round.title": (
        "Combinação 8-9 num naipe de trunfo redondo, Guru (R16 R27)"
    ),
    "example.combination_8_9_round.notes": (
        "O carteador é o jogador 3. O indicador G7 faz de Guru o naipe de trunfo (R8). O jogador 0"
        " tem"
        " o Robai do trunfo GRo, o declara e fica com o indicador (R11). O jogador 0 descarta P4"
        " virada"
        " para baixo (R12) e abre a primeira vaza (R18). A vaza 6 é aberta pelo jogador 0 com a"
        " carta"
        " comum I9; não é uma vaza de Meri, e uma combinação pode valer (R27). Os trunfos dela"
        " (jogados virados para baixo, R24) são G8 (jogador 4) e G9 (jogador 5). O mais alto, o G8"
        " do"
        " jogador 4, ganha (R25). O único trunfo da outra equipe é o G9 do jogador 5. G8 sobre G9"
        " é o"
        " par 8-9: uma combinação (R27). Num naipe de trunfo redondo os números vão do 1 ao 9"
        " (R16); o 8-9 junta, portanto, os dois trunfos mais baixos, e o G8 só ganha porque nenhum"
        " trunfo maior foi jogado. Não é a nona vaza nem envolve Robai escondido, por isso"
        " transfere 2 pontos (R28): a equipe 0/2/4/6 ganha o ponto da vaza e mais 2, a equipe"
        " 1/3/5/7 perde 2. A equipe 0/2/4/6 fez 6 vazas e a equipe 1/3/5/7 fez 3; combinações: 8-9"
        " na vaza 6 (2 para a equipe 0/2/4/6). Placar final: equipe 0/2/4/6 8, equipe 1/3/5/7 1,"
        " somando 9 (R29)."
    ),
    "example.combination_8_9_round.note.46": (
        "G8 ganha a vaza 6: 8-9 sobre o G9 do jogador 5, 2 pontos (R27, R28)."
    ),
    "example.combination_8_9_round.note.47": (
        "G9: o trunfo mais forte da outra equipe, o de baixo do par 8-9 (R27)."
    ),
    # combination_sun_un
    "example.combination_sun_un.title": "Combinação Sun-Un (R27)",
    "example.combination_sun_un.notes": (
        "O carteador é o jogador 3. O indicador I2 faz de Isu o naipe de trunfo (R8). O jogador 2"
        " tem o"
        " Robai do trunfo IRo, o declara e fica com o indicador (R11). O jogador 2 descarta O9"
        " virada"
        " para baixo (R12) e abre a primeira vaza (R18). A vaza 2 é aberta pelo jogador 1 com a"
        " carta"
        " comum G8; não é uma vaza de Meri, e uma combinação pode valer (R27). Os trunfos dela"
        " (jogados virados para baixo, R24) são IRo (jogador 2), IUn (jogador 3), I4 (jogador 6) e"
        " ISu"
        " (jogador 0). O mais alto, o ISu do jogador 0, ganha (R25). O único trunfo da outra"
        " equipe é o"
        " IUn do jogador 3. ISu sobre IUn é o par Sun-Un: uma combinação (R27). Não é a nona vaza"
        " nem"
        " envolve Robai escondido, por isso transfere 2 pontos (R28): a equipe 0/2/4/6 ganha o"
        " ponto da vaza e mais 2, a equipe 1/3/5/7 perde 2. A equipe 0/2/4/6 fez 4 vazas e a equipe"
        " 1/3/5/7 fez 5; combinações: Sun-Un na vaza 2 (2 para a equipe 0/2/4/6). Placar final:"
        " equipe 0/2/4/6 6, equipe 1/3/5/7 3, somando 9 (R29)."
    ),
    "example.combination_sun_un.note.12": (
        "IUn: o trunfo mais forte da outra equipe, o de baixo do par Sun-Un (R27)."
    ),
    "example.combination_sun_un.note.17": (
        "ISu ganha a vaza 2: Sun-Un sobre o IUn do jogador 3, 2 pontos (R27, R28)."
    ),
    # combination_un_sota
    "example.combination_un_sota.title": "Combinação Un-Sota (R27)",
    "example.combination_un_sota.notes": (
        "O carteador é o jogador 0. O indicador G8 faz de Guru o naipe de trunfo (R8). O jogador 2"
        " tem"
        " o Robai do trunfo GRo, o declara e fica com o indicador (R11). O jogador 2 descarta K7"
        " virada"
        " para baixo (R12) e abre a primeira vaza (R18). A vaza 3 é aberta pelo jogador 2 com a"
        " carta"
        " comum PSu; não é uma vaza de Meri, e uma combinação pode valer (R27). Os trunfos dela"
        " (jogados virados para baixo, R24) são G4 (jogador 3), GSo (jogador 4), G3 (jogador 5) e"
        " GUn"
        " (jogador 7). O mais alto, o GUn do jogador 7, ganha (R25). O único trunfo da outra"
        " equipe é a"
        " GSo do jogador 4. GUn sobre GSo é o par Un-Sota: uma combinação (R27). Não é a nona vaza"
        " nem envolve Robai escondido, por isso transfere 2 pontos (R28): a equipe 1/3/5/7 ganha o"
        " ponto da vaza e mais 2, a equipe 0/2/4/6 perde 2. A equipe 0/2/4/6 fez 6 vazas e a equipe"
        " 1/3/5/7 fez 3; combinações: Un-Sota na vaza 3 (2 para a equipe 1/3/5/7). Placar final:"
        " equipe 0/2/4/6 4, equipe 1/3/5/7 5, somando 9 (R29)."
    ),
    "example.combination_un_sota.note.20": (
        "GSo: o trunfo mais forte da outra equipe, o de baixo do par Un-Sota (R27)."
    ),
    "example.combination_un_sota.note.23": (
        "GUn ganha a vaza 3: Un-Sota sobre a GSo do jogador 4, 2 pontos (R27, R28)."
    ),
    # declared_robai_rei
    "example.declared_robai_rei.title": (
        "Robai do trunfo declarado: Robai-Rei transfere só 2 (R11 R27 R28)"
    ),
    "example.declared_robai_rei.notes": (
        "O carteador é o jogador 4. O indicador G2 faz de Guru o naipe de trunfo (R8). O jogador 0"
        " tem"
        " o Robai do trunfo GRo, o declara e fica com o indicador (R11). O jogador 0 descarta PRe"
        " virada"
        " para baixo (R12) e abre a primeira vaza (R18). Ao declarar, o Robai é mostrado a todos e"
        " deixa de estar escondido (R28). A vaza 5 é aberta com a carta comum KKa; não é uma vaza"
        " de Meri e pode trazer uma combinação (R27). O jogador 0 a ganha com o Robai do trunfo"
        " GRo, o"
        " trunfo mais alto jogado (R14, R25). O trunfo mais forte da outra equipe é o GRe do"
        " jogador"
        " 3: Robai sobre Rei é uma combinação. Como o Robai foi declarado, a transferência é a"
        " comum, de 2 pontos, e não de 5 (R28): a equipe 0/2/4/6 ganha o ponto da vaza e mais 2, e"
        " a equipe 1/3/5/7 perde 2. Compare com o exemplo do Robai escondido, em que o mesmo tipo"
        " de par vale 5 (exemplo hidden_sota_robai). A equipe 0/2/4/6 fez 7 vazas e a equipe"
        " 1/3/5/7 fez 2; combinações: Robai-Rei na vaza 5 (2 para a equipe 0/2/4/6). Placar final:"
        " equipe 0/2/4/6 9, equipe 1/3/5/7 0, somando 9 (R29)."
    ),
    "example.declared_robai_rei.note.0": (
        "declarar: o jogador 0 mostra GRo e fica com o indicador G2 (R11); o Robai já não está"
        " escondido (R28)."
    ),
    "example.declared_robai_rei.note.37": (
        "GRo ganha a vaza 5: Robai-Rei sobre o GRe do jogador 3, vale 2 porque o Robai foi"
        " declarado (R27, R28)."
    ),
    "example.declared_robai_rei.note.40": (
        "GRe: o trunfo mais forte da outra equipe nesta vaza, o de baixo do par (R27)."
    ),
    # first_tricks
    "example.first_tricks.title": (
        "Quem sai, a primeira saída e o jogo livre antes da primeira Meri (R18 R19 R22)"
    ),
    "example.first_tricks.notes": (
        "O carteador é o jogador 0. O indicador PRe faz de Pao o naipe de trunfo (R8). O jogador 4"
        " tem"
        " o Robai do trunfo PRo, o declara e fica com o indicador (R11). O jogador 4 descarta I7"
        " virada"
        " para baixo (R12) e abre a primeira vaza (R18). O jogo não começa à esquerda do carteador"
        " (jogador 1): quem recebeu o indicador, o jogador 4, abre a vaza 1, e os outros seguem em"
        " sentido horário (R18). O jogador 4 tem os trunfos P3, P5, PRo e PRe, mas a primeira vaza"
        " não pode ser aberta com trunfo (R19): as saídas permitidas eram só as cartas comuns (ISo,"
        " KKa, O9, G8, GKa), e ele sai com GKa. Ainda não houve vaza de Meri, então ninguém é"
        " obrigado a servir o naipe (R22): o jogador 5 tem G1, do naipe de saída Guru, e mesmo"
        " assim"
        " joga K9. O jogador 2 ganha a vaza 1 e por isso abre a vaza 2 (R18). Da segunda vaza em"
        " diante pode-se sair com qualquer carta (R19): o jogador 2 sai com o trunfo PSo, embora"
        " tenha cartas comuns — a primeira vaza de Meri da rodada (R20). A equipe 0/2/4/6 fez 7"
        " vazas e a equipe 1/3/5/7 fez 2; sem combinações. Placar final: equipe 0/2/4/6 7, equipe"
        " 1/3/5/7 2, somando 9 (R29)."
    ),
    "example.first_tricks.note.2": (
        "GKa: a saída da rodada: os trunfos (P3, P5, PRo, PRe) não podem abrir a vaza 1, então"
        " uma carta comum (R19)."
    ),
    "example.first_tricks.note.3": (
        "K9: o jogador 5 tem G1 mas não precisa servir: ainda não houve Meri (R22)."
    ),
    "example.first_tricks.note.10": (
        "PSo: o jogador 2 ganhou a vaza 1 e sai (R18); a partir da vaza 2 pode-se sair de trunfo"
        " (R19)."
    ),
    # hidden_sota_robai
    "example.hidden_sota_robai.title": (
        "Robai do trunfo escondido: Sota-Robai transfere 5 e um placar fica negativo (R11 R27 R28"
        " R29)"
    ),
    "example.hidden_sota_robai.notes": (
        "O carteador é o jogador 3. O indicador GRe faz de Guru o naipe de trunfo (R8). O jogador"
        " 6 tem"
        " o Robai do trunfo GRo, mas passa: o Robai fica escondido e o carteador, o jogador 3,"
        " fica com"
        " o indicador (R11). O jogador 3 descarta P2 virada para baixo (R12) e abre a primeira vaza"
        " (R18). A vaza 2 é aberta com a carta comum P7; não é uma vaza de Meri (R27). A GSo do"
        " jogador 7 ganha a vaza; o trunfo mais forte da outra equipe é o GRo do jogador 6, o Robai"
        " do trunfo que o jogador 6 manteve escondido. Sota sobre o Robai do trunfo é uma"
        " combinação"
        " (R27),"
        " e como o Robai estava escondido (quem o tinha passou) ela transfere 5 pontos em vez de 2"
        " (R28): a equipe 1/3/5/7 ganha o ponto da vaza e mais 5, a equipe 0/2/4/6 perde 5. A"
        " equipe 0/2/4/6 fez 3 vazas e a equipe 1/3/5/7 fez 6; combinações: Sota-Robai na vaza 2 (5"
        " para a equipe 1/3/5/7). Placar final: equipe 0/2/4/6 -2, equipe 1/3/5/7 11, somando 9"
        " (R29). A equipe 0/2/4/6 termina abaixo de zero: o placar de uma rodada pode ser negativo,"
        " e os dois placares continuam somando 9 (R29)."
    ),
    "example.hidden_sota_robai.note.0": (
        "passar: o jogador 6 mantém escondido o Robai do trunfo GRo; o carteador, o jogador 3,"
        " fica com"
        " o indicador GRe (R11)."
    ),
    "example.hidden_sota_robai.note.16": (
        "GRo: o Robai do trunfo escondido GRo é aqui o trunfo mais forte da outra equipe (R27)."
    ),
    "example.hidden_sota_robai.note.17": (
        "GSo ganha a vaza 2: Sota sobre o Robai escondido GRo, 5 pontos (R27, R28)."
    ),
    # indicator_is_native_robai
    "example.indicator_is_native_robai.title": (
        "O indicador é o Robai do trunfo: o carteador fica com ele e descarta uma carta comum"
        " (R11 R12)"
    ),
    "example.indicator_is_native_robai.notes": (
        "O jogador 0 dá as cartas e vira ORo: Ouru é trunfo (R8), e o indicador é o próprio Robai"
        " do trunfo. Ninguém o tem na mão, então ninguém pode declarar: o registro não tem jogada"
        " de"
        " declarar nem de passar, a primeira jogada é o descarte, e o carteador fica com o"
        " indicador (R11, Decisão). O jogador 0 tem agora dez cartas, entre elas os trunfos O1,"
        " ORo,"
        " OSo e ORe. Ele precisa descartar uma carta que não seja trunfo (R12): os descartes"
        " permitidos eram exatamente as suas 6 cartas comuns (I1, K2, K4, K5, KKa, G3), e ele"
        " descarta KKa virada para baixo. Dali em diante o indicador é um trunfo comum na mão dele."
        " A equipe 0/2/4/6 fez 5 vazas e a equipe 1/3/5/7 fez 4; sem combinações. Placar final:"
        " equipe 0/2/4/6 5, equipe 1/3/5/7 4, somando 9 (R29)."
    ),
    "example.indicator_is_native_robai.note.0": (
        "KKa: o descarte, e a primeira jogada do registro: os trunfos (O1, ORo, OSo, ORe) não podem"
        " ser descartados enquanto houver cartas comuns (R12)."
    ),
    # meri_tenka_and_sun
    "example.meri_tenka_and_sun.title": (
        "Uma vaza de Meri: o Tenka tem que ser jogado, o Sun sozinho pode ser guardado (R20 R21)"
    ),
    "example.meri_tenka_and_sun.notes": (
        "O carteador é o jogador 0. O indicador O2 faz de Ouru o naipe de trunfo (R8). O jogador 7"
        " tem"
        " o Robai do trunfo ORo, o declara e fica com o indicador (R11). O jogador 7 descarta K6"
        " virada"
        " para baixo (R12) e abre a primeira vaza (R18). A vaza 2 é aberta pelo jogador 1 com o"
        " trunfo ORe: uma vaza de Meri, jogada com as cartas à vista, em que todo jogador que tem"
        " trunfo precisa jogar um (R20). O Tenka conta: o único trunfo do jogador 3 é o Tenka PRo,"
        " então das suas 8 cartas (PRo, I3, I7, I8, IKa, K5, KSu, G6) só o PRo podia ser jogado. A"
        " exceção do Sun (R21): o jogador 6 recebeu OSu como seu único trunfo (as nove cartas que"
        " recebeu: GSo, P3, P5, KUn, K3, OSu, K4, G2, I5), e o Sun continua sendo o seu único"
        " trunfo, então ele pode guardá-lo: todas as cartas da mão eram permitidas, e ele joga K3,"
        " ficando com o OSu. A equipe 0/2/4/6 fez 4 vazas e a equipe 1/3/5/7 fez 5; sem"
        " combinações. Placar final: equipe 0/2/4/6 4, equipe 1/3/5/7 5, somando 9 (R29)."
    ),
    "example.meri_tenka_and_sun.note.10": (
        "ORe, uma saída de trunfo: a vaza 2 é uma vaza de Meri (R20)."
    ),
    "example.meri_tenka_and_sun.note.12": (
        "PRo: o Tenka é trunfo, e o único do jogador 3, então tem que ser jogado (R20)."
    ),
    "example.meri_tenka_and_sun.note.15": (
        "K3: o único trunfo do jogador 6 é o Sun OSu, recebido sozinho, então ele pode guardá-lo"
        " e jogar qualquer carta (R21)."
    ),
    # monchi
    "example.monchi.title": (
        "Monchi depois de uma Meri: servir o naipe ou trunfar, e o trunfo vai virado para baixo"
        " (R23 R24)"
    ),
    "example.monchi.notes": (
        "O carteador é o jogador 0. O indicador ISu faz de Isu o naipe de trunfo (R8). O jogador 4"
        " tem"
        " o Robai do trunfo IRo, o declara e fica com o indicador (R11). O jogador 4 descarta K7"
        " virada"
        " para baixo (R12) e abre a primeira vaza (R18). A vaza 3 foi a primeira vaza de Meri da"
        " rodada (aberta com ISo). Daí em diante vale o Monchi (R23): numa vaza aberta com carta"
        " comum, quem tem esse naipe precisa servi-lo ou trunfar. A vaza 5 é aberta com G7 pelo"
        " jogador 6. O jogador 3 tem G1, de Guru, e os trunfos PRo e I5: não pode jogar P2 nem O3."
        " Ele"
        " trunfa com I5, que vai virado para baixo (R24): os outros veem que o jogador 3 jogou um"
        " trunfo, mas não qual, até a oitava carta estar na mesa. O jogador 2 não tem Guru, então"
        " qualquer carta é permitida, e ele joga O5. A equipe 0/2/4/6 fez 6 vazas e a equipe"
        " 1/3/5/7 fez 3; sem combinações. Placar final: equipe 0/2/4/6 6, equipe 1/3/5/7 3, somando"
        " 9 (R29)."
    ),
    "example.monchi.note.18": (
        "ISo: a primeira vaza de Meri da rodada: daqui em diante vale o Monchi (R23)."
    ),
    "example.monchi.note.38": ("O5: sem Guru na mão, o jogador 2 pode jogar qualquer carta (R23)."),
    "example.monchi.note.39": (
        "I5: Monchi: o jogador 3 precisa jogar Guru ou trunfo; ele trunfa com I5, virado para"
        " baixo (R23, R24)."
    ),
    # native_robai_in_stock
    "example.native_robai_in_stock.title": (
        "O Robai do trunfo no monte: sem declaração, cartas de lado mostradas na saída (R11 R13)"
    ),
    "example.native_robai_in_stock.notes": (
        "O jogador 3 dá as cartas; o indicador O5 faz de Ouru o trunfo (R8). O Robai do trunfo ORo"
        " é uma"
        " das duas cartas do monte (ORo, OUn), então nenhuma mão o tem: ninguém pode declarar, não"
        " há jogada de declarar nem de passar, e o carteador fica com o indicador (R11, Decisão). O"
        " jogador 3 descarta K1 virada para baixo (R12). Até a saída, só o jogador 3 conhece o seu"
        " descarte e ninguém conhece o monte (R31). Quando o jogador 3 sai com K6 na vaza 1, o"
        " descarte e as duas cartas do monte são mostrados a todos (R13), e todos podem ver que o"
        " ORo está fora do jogo. Essas três cartas não entram em nenhuma vaza, por isso nesta"
        " rodada não pode haver combinação Sota-Robai nem Robai-Rei (R27). A equipe 0/2/4/6 fez 7"
        " vazas e a equipe 1/3/5/7 fez 2; sem combinações. Placar final: equipe 0/2/4/6 7, equipe"
        " 1/3/5/7 2, somando 9 (R29)."
    ),
    "example.native_robai_in_stock.note.0": (
        "K1: descartada virada para baixo; os outros ainda não a veem (R12, R31)."
    ),
    "example.native_robai_in_stock.note.1": (
        "K6: a saída da rodada: o descarte K1 e o monte ORo, OUn são revelados a todos e ficam fora"
        " do jogo (R13)."
    ),
    # ninth_trick_combination
    "example.ninth_trick_combination.title": "A nona vaza: Robai-Rei vale 5 (R26 R27 R28)",
    "example.ninth_trick_combination.notes": (
        "O carteador é o jogador 5. O indicador G1 faz de Guru o naipe de trunfo (R8). O jogador 7"
        " tem"
        " o Robai do trunfo GRo, o declara e fica com o indicador (R11). O jogador 7 descarta PSo"
        " virada"
        " para baixo (R12) e abre a primeira vaza (R18). Depois de oito vazas cada jogador tem uma"
        " carta. O motor vira as oito de uma vez e as joga como a nona vaza, listadas a partir do"
        " jogador 3, que ganhou a vaza 8 (R26): jogador 3 K6; jogador 4 O4; jogador 5 IUn; jogador"
        " 6 GRe;"
        " jogador 7 GRo; jogador 0 K3; jogador 1 P5; jogador 2 P6. Há trunfos entre elas, então"
        " ganha o"
        " trunfo mais alto: o GRo do jogador 7 (R26, R14). (Sem trunfo, a carta do carteador, IUn,"
        " teria dado o naipe de saída.) A nona vaza nunca é uma vaza de Meri, por isso uma"
        " combinação vale (R27): o trunfo mais forte da outra equipe é o GRe do jogador 6, e"
        " Robai-Rei na nona vaza transfere 5 pontos (R28). A equipe 0/2/4/6 fez 4 vazas e a equipe"
        " 1/3/5/7 fez 5; combinações: Robai-Rei na vaza 9 (5 para a equipe 1/3/5/7). Placar final:"
        " equipe 0/2/4/6 -1, equipe 1/3/5/7 10, somando 9 (R29)."
    ),
    "example.ninth_trick_combination.note.65": (
        "OKa: a 64ª carta jogada fecha a vaza 8; o motor joga então a nona vaza, em que GRo"
        " sobre GRe é Robai-Rei, que vale 5 (R26, R27, R28)."
    ),
    # ninth_trick_no_trump
    "example.ninth_trick_no_trump.title": (
        "A nona vaza sem trunfo: a carta do carteador dá o naipe (R26)"
    ),
    "example.ninth_trick_no_trump.notes": (
        "O carteador é o jogador 0. O indicador ORo faz de Ouru o naipe de trunfo (R8). O"
        " indicador é"
        " o próprio Robai do trunfo, então ninguém pode declarar e o carteador fica com ele (R11)."
        " O"
        " jogador 0 descarta K3 virada para baixo (R12) e abre a primeira vaza (R18). Depois de"
        " oito"
        " vazas cada jogador tem uma carta, e o motor as joga como a nona vaza, todas à vista,"
        " listadas a partir do jogador 5, que ganhou a vaza 8 (R26): jogador 5 IUn; jogador 6 PRe;"
        " jogador"
        " 7 K8; jogador 0 PKa; jogador 1 P5; jogador 2 I8; jogador 3 P3; jogador 4 IRe. Nenhuma é"
        " trunfo."
        " Ninguém escolheu a saída, então o naipe de saída é o da carta do carteador: o jogador 0"
        " tem"
        " PKa, Pao conta como naipe de saída, e o PRe do jogador 6 é a carta mais alta dele e ganha"
        " (R26, R15, R16). Se a primeira carta da lista (IUn) desse o naipe, teria ganhado o IUn do"
        " jogador 5. A equipe 0/2/4/6 fez 5 vazas e a equipe 1/3/5/7 fez 4; sem combinações. Placar"
        " final: equipe 0/2/4/6 5, equipe 1/3/5/7 4, somando 9 (R29)."
    ),
    "example.ninth_trick_no_trump.note.64": (
        "I3: a última carta jogada; na nona vaza não resta trunfo, e o PKa do carteador faz de"
        " Pao o naipe de saída: ganha o PRe (R26)."
    ),
    # numerals_and_suits
    "example.numerals_and_suits.title": (
        "Números longos e redondos, naipes que não competem, e quem ganha (R16 R17 R25)"
    ),
    "example.numerals_and_suits.notes": (
        "O carteador é o jogador 5. O indicador OSo faz de Ouru o naipe de trunfo (R8). O jogador"
        " 1 tem"
        " o Robai do trunfo ORo, o declara e fica com o indicador (R11). O jogador 1 descarta PSu"
        " virada"
        " para baixo (R12) e abre a primeira vaza (R18). Os números valem de modo diferente nos"
        " dois tipos de naipe (R16): nos naipes longos (Pao, Isu) o 9 é o mais alto e o 1 o mais"
        " baixo; nos naipes redondos (Koppu, Ouru, Guru) o 1 é o mais alto e o 9 o mais baixo. A"
        " vaza 3 é aberta no naipe redondo Guru, sem trunfo: G2 (jogador 3) ganha do G3. A vaza 5 é"
        " aberta no naipe longo Pao, sem trunfo: P6 (jogador 3) ganha do P5. Os naipes não competem"
        " entre si (R17): na vaza 3 o jogador 6 joga PUn, a segunda carta mais alta de Pao, e mesmo"
        " assim a vaza vai para o G2, porque sem trunfos só o naipe de saída pode ganhar uma vaza"
        " (R25). Um trunfo ganha de todas: a vaza 1 é aberta com GUn, e o trunfo O6 do jogador 0"
        " ganha, embora o GSu do naipe de saída tenha sido jogado (R25). A equipe 0/2/4/6 fez 4"
        " vazas e a equipe 1/3/5/7 fez 5; sem combinações. Placar final: equipe 0/2/4/6 4, equipe"
        " 1/3/5/7 5, somando 9 (R29)."
    ),
    "example.numerals_and_suits.note.9": (
        "O6: o trunfo O6 leva uma vaza aberta num naipe comum (R25)."
    ),
    "example.numerals_and_suits.note.19": (
        "PUn é de outro naipe e não pode ganhar esta vaza (R17)."
    ),
    "example.numerals_and_suits.note.24": (
        "G2 ganha: num naipe redondo o número menor é o mais forte, então ganha do G3 (R16)."
    ),
    "example.numerals_and_suits.note.35": (
        "P6 ganha: num naipe longo o número maior é o mais forte, então ganha do P5 (R16)."
    ),
    # only_trumps
    "example.only_trumps.title": (
        "Só trunfos: quem recebe o indicador descarta um trunfo e sai de trunfo na vaza 1"
        " (R12 R19 R20)"
    ),
    "example.only_trumps.notes": (
        "O carteador é o jogador 0. O indicador KSu faz de Koppu o naipe de trunfo (R8). O jogador"
        " 7"
        " tem o Robai do trunfo KRo, mas passa: o Robai fica escondido e o carteador, o jogador 0,"
        " fica"
        " com o indicador (R11). O jogador 0 descarta K8 virada para baixo (R12) e abre a primeira"
        " vaza (R18). Isto é raro: o jogador 0 recebeu nove trunfos e, com o indicador KSu, tem"
        " dez:"
        " PRo, K2, K4, K5, K7, K8, K9, KKa, KRe, KSu. Normalmente o descarte não pode ser trunfo,"
        " mas uma mão só de trunfos não tem outra escolha, então qualquer um dos dez pode ser"
        " descartado (R12, Decisão); os dez eram permitidos, e ele põe de lado o K8. A primeira"
        " vaza não pode ser aberta com trunfo (R19) — a não ser que, como aqui, quem sai só tenha"
        " trunfos; assim o jogador 0 sai com KRe. Isso faz da vaza 1 uma vaza de Meri (R20): todo"
        " jogador que tem trunfo precisa jogar um; por exemplo, o jogador 3 tinha P4, I1, I7, IUn,"
        " K3,"
        " OKa, OUn, GRo, GSo e só podia jogar K3. A equipe 0/2/4/6 fez 7 vazas e a equipe 1/3/5/7"
        " fez 2; sem combinações. Placar final: equipe 0/2/4/6 7, equipe 1/3/5/7 2, somando 9"
        " (R29)."
    ),
    "example.only_trumps.note.1": (
        "K8: todas as dez cartas são trunfos, então as dez eram descartes permitidos (R12)."
    ),
    "example.only_trumps.note.2": (
        "KRe: sair de trunfo na vaza 1 só é permitido porque o jogador 0 não tem outra coisa"
        " (R19): uma vaza de Meri (R20)."
    ),
    "example.only_trumps.note.5": (
        "K3: Meri: o jogador 3 precisa jogar trunfo, e K3 é o único que tem (R20)."
    ),
    # partner_trump_no_combination
    "example.partner_trump_no_combination.title": (
        "Sem combinação com o trunfo do parceiro: IUn sobre ISo (R27)"
    ),
    "example.partner_trump_no_combination.notes": (
        "O carteador é o jogador 1. O indicador I2 faz de Isu o naipe de trunfo (R8). O jogador 3"
        " tem o"
        " Robai do trunfo IRo, o declara e fica com o indicador (R11). O jogador 3 descarta P8"
        " virada"
        " para baixo (R12) e abre a primeira vaza (R18). A vaza 5 é aberta com a carta comum O1. O"
        " jogador 2 a ganha com o trunfo IUn (R25), e o seu parceiro, o jogador 4, também trunfou,"
        " com"
        " ISo. IUn sobre ISo tem a forma de Un-Sota, mas uma combinação compara o trunfo vencedor"
        " com o trunfo mais forte da *outra* equipe (R27), e a outra equipe (a 1/3/5/7) não jogou"
        " trunfo aqui. Por isso não há combinação: a vaza vale só o seu ponto. A equipe 0/2/4/6 fez"
        " 3 vazas e a equipe 1/3/5/7 fez 6; sem combinações. Placar final: equipe 0/2/4/6 3, equipe"
        " 1/3/5/7 6, somando 9 (R29)."
    ),
    "example.partner_trump_no_combination.note.36": (
        "IUn ganha a vaza 5; nenhum trunfo adversário, então nenhuma combinação (R27)."
    ),
    "example.partner_trump_no_combination.note.38": (
        "ISo é trunfo do parceiro: IUn sobre ele seria Un-Sota, mas os trunfos dos parceiros"
        " não contam (R27)."
    ),
    # plain_isu_robai_beats_one
    "example.plain_isu_robai_beats_one.title": (
        "Isu comum: o Robai de Isu só ganha do 1, e aqui ganha (R15 R17)"
    ),
    "example.plain_isu_robai_beats_one.notes": (
        "O carteador é o jogador 5. O indicador KSo faz de Koppu o naipe de trunfo (R8). O jogador"
        " 5"
        " tem o Robai do trunfo KRo, o declara e fica com o indicador (R11). O jogador 5 descarta"
        " PSu"
        " virada para baixo (R12) e abre a primeira vaza (R18). A vaza 8 é aberta com IRo. Ninguém"
        " joga trunfo, e as únicas cartas de Isu são IRo (jogador 5) e I1 (jogador 3); as outras"
        " (GUn,"
        " GSu, OUn, P8, G8, PSo) são de outros naipes e não podem ganhar (R17). Em Isu comum o"
        " Robai fica entre o 2 e o 1 (ISu IUn IRe IKa ISo I9 I8 I7 I6 I5 I4 I3 I2 IRo I1, R15):"
        " acima só do 1. Aqui isso basta: o IRo do jogador 5 ganha a vaza (R25). A equipe 0/2/4/6"
        " fez"
        " 5 vazas e a equipe 1/3/5/7 fez 4; sem combinações. Placar final: equipe 0/2/4/6 5, equipe"
        " 1/3/5/7 4, somando 9 (R29)."
    ),
    "example.plain_isu_robai_beats_one.note.58": (
        "IRo ganha a vaza 8: o Robai de Isu comum só ganha do 1 de Isu (R15)."
    ),
    "example.plain_isu_robai_beats_one.note.64": (
        "I1, a carta mais baixa de Isu comum, abaixo até do Robai de Isu (R15)."
    ),
    # plain_order_isu_robai_loses
    "example.plain_order_isu_robai_loses.title": (
        "Ordem comum: um Rei ou um Kaba ganha da Sota, e o Robai de Isu perde para um número (R15)"
    ),
    "example.plain_order_isu_robai_loses.notes": (
        "O carteador é o jogador 2. O indicador GKa faz de Guru o naipe de trunfo (R8). O jogador"
        " 6 tem"
        " o Robai do trunfo GRo, o declara e fica com o indicador (R11). O jogador 6 descarta O3"
        " virada"
        " para baixo (R12) e abre a primeira vaza (R18). A ordem comum de um naipe que não é trunfo"
        " (R15) não é a ordem dos trunfos. Duas vazas mostram isso. A vaza 7 é aberta com IRo e não"
        " tem trunfo; as cartas de Isu nela são IRo e I2. Na maioria dos naipes comuns o Robai está"
        " acima de todos os números, mas o Robai de Isu comum fica entre o 2 e o 1 (ISu IUn IRe IKa"
        " ISo I9 I8 I7 I6 I5 I4 I3 I2 IRo I1); por isso o IRo do jogador 6 perde e o I2 do jogador"
        " 2"
        " ganha (R15, R25). Vaza 8 (sem trunfo, aberta com PKa): o PRe do jogador 4 ganha da PSo,"
        " porque num naipe comum a Sota fica abaixo do Rei e do Kaba (Sun, Un, Rei, Kaba, Sota,"
        " Robai, números), enquanto como trunfo a Sota estaria acima dos dois (R14). A equipe"
        " 0/2/4/6 fez 7 vazas e a equipe 1/3/5/7 fez 2; sem combinações. Placar final: equipe"
        " 0/2/4/6 7, equipe 1/3/5/7 2, somando 9 (R29)."
    ),
    "example.plain_order_isu_robai_loses.note.50": (
        "IRo: o Robai de Isu comum fica só entre o I2 e o I1, abaixo de todos os números"
        " jogados aqui (R15)."
    ),
    "example.plain_order_isu_robai_loses.note.54": (
        "I2 leva a vaza 7: um número de Isu sobre o Robai de Isu (R15)."
    ),
    "example.plain_order_isu_robai_loses.note.60": (
        "PRe ganha da PSo: a ordem comum põe a Sota abaixo do Rei e do Kaba (R15)."
    ),
    # tenka_no_combination
    "example.tenka_no_combination.title": (
        "O Tenka na ordem dos trunfos: ISo sobre PRo decide a vaza, mas não é combinação"
        " (R14 R24 R25 R27)"
    ),
    "example.tenka_no_combination.notes": (
        "O carteador é o jogador 3. O indicador I1 faz de Isu o naipe de trunfo (R8). O jogador 1"
        " tem o"
        " Robai do trunfo IRo, o declara e fica com o indicador (R11). O jogador 1 descarta P3"
        " virada"
        " para baixo (R12) e abre a primeira vaza (R18). A ordem dos trunfos é ISu IUn ISo PRo IRo"
        " IRe IKa I9 I8 I7 I6 I5 I4 I3 I2 I1 (R14): o Tenka PRo é trunfo seja qual for o naipe de"
        " trunfo (R9) e fica em quarto lugar. A vaza 3 é aberta com a carta comum KRe; os trunfos"
        " jogados nela vão virados para baixo (R24), e até a oitava carta a mesa só sabia que os"
        " jogadores 7, 1 e 4 tinham trunfado. Revelados, são I5, ISo e PRo. A Sota ISo fica logo"
        " acima do Tenka, então a ISo do jogador 1 ganha (R14, R25) do PRo do jogador 4, o trunfo"
        " mais"
        " forte da outra equipe. Parece um Sota-Robai, mas o Tenka não faz as vezes do Robai"
        " do trunfo, então não há combinação: a vaza vale só 1 ponto (R27). A equipe 0/2/4/6 fez 3"
        " vazas e a equipe 1/3/5/7 fez 6; sem combinações. Placar final: equipe 0/2/4/6 3, equipe"
        " 1/3/5/7 6, somando 9 (R29)."
    ),
    "example.tenka_no_combination.note.22": (
        "ISo (virada para baixo, R24) ganha a vaza 3: a 3ª posição na ordem dos trunfos vence a"
        " 4ª (R14)."
    ),
    "example.tenka_no_combination.note.25": (
        "PRo, o trunfo mais forte da outra equipe: com o Tenka no meio, não há combinação"
        " Sota-Robai (R27)."
    ),
    # course
    "example.course.title": (
        "A rodada do curso: a declaração, o descarte, o jogo livre, trunfos virados para "
        "baixo, uma vaza de Meri, o Monchi, o Sun sozinho, Sun-Un e um Robai-Rei na nona "
        "vaza (R11 R12 R13 R18 R19 R20 R21 R22 R23 R24 R25 R26 R27 R28)"
    ),
    "example.course.notes": (
        "Uma rodada composta para o curso, e não encontrada por jogo aleatório: as cartas "
        "foram escolhidas para que cada situação dos cadernos 02 a 04 apareça, e cada jogada "
        "é uma que um jogador sensato poderia fazer. O jogador 0 é o carteador (R6). O "
        "indicador K6 faz de Koppu o naipe de trunfo (R8), e o Tenka, PRo, também é trunfo "
        "(R9). O jogador 2 tem o Robai do trunfo KRo, o declara e fica com o indicador (R11); "
        "depois descarta P7 virada para baixo, uma carta que não é trunfo (R12). O descarte "
        "e o monte, GSo e PUn, são mostrados na saída da primeira vaza (R13). O jogador 2, que "
        "ficou com o indicador, abre a vaza 1 (R18) com uma carta comum, como é obrigado "
        "(R19). Antes da primeira vaza de Meri ninguém precisa servir (R22): na vaza 1, o "
        "jogador 3 joga Ouru numa saída de Isu, e os jogadores 6 e 1 trunfam virados para baixo "
        "(R24); ganha o K4 do jogador 6 (R25). A vaza 2 é a primeira vaza de Meri (R20): o "
        "jogador 6 sai com o Tenka, e seis dos outros sete jogadores precisam jogar trunfo; o "
        "jogador 5, que recebeu o KSu como único trunfo, o guarda (R21). Da vaza 3 em diante "
        "vale o Monchi (R23). Na vaza 3, o jogador 4, sem Ouru, trunfa com o KUn, e o KSu do "
        "jogador 5 o pega: o KSu é o W, o KUn é o O, o trunfo mais forte da outra equipe, e o "
        "Sun-Un passa 2 pontos para a equipe 1/3/5/7 (R27, R28). A nona vaza nunca é de Meri "
        "(R26): o KRo do jogador 2 (W) vence o KRe do jogador 7 (O), um Robai-Rei que vale 5 por "
        "ser a nona vaza (R28). A equipe 0/2/4/6 fez 5 vazas e a equipe 1/3/5/7 fez 4; "
        "combinações: Sun-Un na vaza 3 (2 para a equipe 1/3/5/7) e Robai-Rei na vaza 9 (5 "
        "para a equipe 0/2/4/6). Placar final: equipe 0/2/4/6 8, equipe 1/3/5/7 1, somando 9 "
        "(R29)."
    ),
    "example.course.note.0": (
        "declarar: o jogador 2 tem o Robai do trunfo KRo; declarar dá a ele o indicador K6, um "
        "trunfo a mais (R11)."
    ),
    "example.course.note.1": (
        "P7: o descarte não pode ser trunfo (R12); P7 é o único Pao do jogador 2, que agora "
        "fica sem Pao."
    ),
    "example.course.note.2": (
        "I5: não se sai de trunfo na primeira vaza (R19); um Isu baixo entrega pouco."
    ),
    "example.course.note.3": (
        "O4: o jogador 3 tem Isu, mas joga Ouru: antes da primeira vaza de Meri ninguém "
        "precisa servir (R22)."
    ),
    "example.course.note.4": (
        "I7: o jogador 4 serve com uma carta baixa e guarda os trunfos KUn e K2."
    ),
    "example.course.note.5": "I8: o Isu mais alto até agora, para a equipe 1/3/5/7.",
    "example.course.note.6": (
        "K4: o jogador 6 trunfa para ganhar a vaza do parceiro; o trunfo vai virado para"
        " baixo (R24)."
    ),
    "example.course.note.7": (
        "I2: o jogador 7 vê que o jogador 6 jogou um trunfo, mas não qual (R24), e joga o seu "
        "Isu mais baixo."
    ),
    "example.course.note.9": (
        "K7: o jogador 1 tenta um trunfo seu, virado para baixo; o K4 é mais alto, porque num "
        "naipe redondo o 4 vence o 7 (R16), e o jogador 6 ganha (R25)."
    ),
    "example.course.note.10": (
        "PRo: o jogador 6 sai com o Tenka, um trunfo: é a primeira vaza de Meri da rodada "
        "(R20), para tirar os trunfos dos outros."
    ),
    "example.course.note.11": (
        "K8: numa vaza de Meri, quem tem trunfo precisa jogar um (R20); o jogador 7 dá o"
        " mais baixo."
    ),
    "example.course.note.13": (
        "KSo: o último trunfo do jogador 1 precisa sair (R20); ele vence o Tenka (R14)."
    ),
    "example.course.note.14": (
        "K6: o jogador 2 dá o indicador, o seu trunfo mais baixo (R20), e guarda KRo e K1."
    ),
    "example.course.note.17": (
        "P1: o jogador 5 recebeu o KSu como único trunfo, então pode guardar o Sun numa vaza "
        "de Meri e jogar qualquer carta (R21)."
    ),
    "example.course.note.18": (
        "O2: o jogador 1 sai de Ouru; desde a vaza de Meri vale o Monchi (R23)."
    ),
    "example.course.note.19": (
        "O3: o jogador 2 tem Ouru, então precisa jogar Ouru ou trunfo (R23); guarda o OSu."
    ),
    "example.course.note.21": (
        "KUn: o jogador 4 não tem Ouru, então pode jogar qualquer carta (R23); trunfa virado "
        "para baixo (R24), achando que o jogador 5, que não jogou trunfo na vaza de Meri, não "
        "tem nenhum: mas um Sun sozinho pode ser guardado ali (R21)."
    ),
    "example.course.note.22": (
        "KSu: o jogador 5 viu o jogador 4 jogar virado para baixo e trunfa com o Sun, o trunfo "
        "mais alto (R14, R24)."
    ),
    "example.course.note.23": (
        "O7: o jogador 6 tem Ouru e nenhum trunfo, então precisa servir (R23)."
    ),
    "example.course.note.25": (
        "O5: a oitava carta; os trunfos são virados para cima. O KSu (W) vence o KUn (O), o "
        "trunfo mais forte da outra equipe: Sun-Un, 2 pontos para a equipe 1/3/5/7 (R27, "
        "R28)."
    ),
    "example.course.note.31": (
        "G4: o jogador 2 está sem Pao desde o descarte, então pode jogar qualquer carta (R23)."
    ),
    "example.course.note.41": "GUn: não há trunfo na vaza, então ganha o Guru mais alto (R25).",
    "example.course.note.47": (
        "OSu: o jogador 2 precisa jogar Ouru ou trunfo (R23) e guarda os seus dois trunfos."
    ),
    "example.course.note.48": (
        "K5: o jogador 3 não tem Ouru, então pode trunfar (R23); virado para baixo (R24), o K5 "
        "vence o OSu."
    ),
    "example.course.note.55": "KKa: o jogador 0 não tem Pao e trunfa virado para baixo (R23, R24).",
    "example.course.note.57": (
        "IUn: o jogador 2 viu o parceiro, o jogador 0, jogar virado para baixo e não põe um "
        "segundo trunfo."
    ),
    "example.course.note.60": (
        "K1: o jogador 2 não tem Isu; trunfa com o K1 e guarda o KRo para a nona vaza."
    ),
    "example.course.note.65": (
        "OSo: o jogador 7 não tem Isu e guarda o KRe para a nona vaza, onde ele encontra o"
        " KRo (R26)."
    ),
}
