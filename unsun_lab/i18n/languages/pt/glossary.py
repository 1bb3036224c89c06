"""O glossário: os termos do jogo em português e, para os testes, um termo para cada coisa."""

from __future__ import annotations

#: Os termos do jogo em português, para o glossário do caderno e dos widgets.
GLOSSARY: dict[str, str] = {
    "vaza": "trick: as oito cartas jogadas numa volta, uma de cada jogador",
    "trunfo": "trump: carta do naipe do indicador, mais o Tenka (R8, R9)",
    "naipe": "suit: Pao, Isu, Koppu, Ouru ou Guru (R1); os nomes do jogo não se traduzem",
    "carteador": "dealer: quem embaralha e dá as cartas (R6)",
    "rodada": "deal: uma distribuição completa, nove vazas; oito rodadas fazem uma partida",
    "mão": "hand: as cartas que um jogador tem na mão",
    "jogador": "seat: os jogadores 0 a 7, em sentido horário (R4); o lugar de cada um à mesa",
    "indicador (Okie, 起き絵)": "indicator: a carta virada para cima que dá o trunfo (R7, R8)",
    "monte": "stock: as duas cartas que sobram viradas para baixo (R7)",
    "virada para baixo": "face down: carta que os outros não veem (R12, R24)",
    "cartas de lado": "side cards: o descarte e o monte, fora do jogo (R13)",
    "equipe": "team: os jogadores 0/2/4/6 contra 1/3/5/7 (R5)",
    "partida": "match: oito rodadas (R30)",
    "Robai do trunfo": "native Robai: o Robai do naipe de trunfo (R10)",
    "Tenka (天下)": "o Robai de Pao, sempre trunfo (R9)",
    "vaza de Meri (メリ)": "vaza aberta com trunfo (R20)",
    "Monchi (モンチ)": "depois da primeira Meri, servir o naipe de saída ou trunfar (R23)",
    "exceção do Sun": "quem recebeu o Sun como único trunfo pode guardá-lo (R21)",
    "naipe de saída": "led suit: o naipe da primeira carta da vaza",
    "carta comum": "plain card: carta que não é trunfo",
    "combinação": "combination: par de trunfos que transfere pontos (R27, R28)",
}

#: One term for each concept, and the variants that must not appear (regular expressions):
#: tests/i18n/test_i18n_language.py scans every catalogue entry, widget label, example note and the
#: start notebook for them.
TERMS: dict[str, tuple[str, tuple[str, ...]]] = {
    "trick": ("vaza", (r"\bvaza Meri\b",)),
    "deal": (
        "rodada",
        (
            r"\b[Mm]ão \{",
            r"(?i)\b(próxima|nesta|desta|esta) mão\b",
            r"(?i)\bmão (acabou|extra)\b",
            r"(?i)\bmãos são jogadas\b",
            r"(?i)\bpontos da mão\b",
        ),
    ),
    "dealer": ("carteador", (r"(?i)\bquem dá\b", r"(?i)\bdistribuidor\b", r"(?i)\bdá as cartas\)")),
    "hand": ("mão", ()),
    # Decidido: "Robai do trunfo", como diria um professor brasileiro; "Robai nativo" era um
    # decalque. O Tenka tem sempre o seu nome, e o glossário diz que ele não conta como Robai
    # do trunfo (R27).
    "native Robai": ("Robai do trunfo", (r"(?i)\bRobai nativo\b",)),
    # Decidido: "jogador N" para o lugar à mesa ("o jogador 3 leva a vaza", "você é o jogador
    # 0"). "Lugar" personificava um lugar ("Qual lugar leva a vaza?") e colidia com "lugar" na
    # ordem das cartas ("ocupa o 1º lugar").
    "seat": ("jogador", (r"\b[Ll]ugar(es)? (\{|\d)", r"\bQual lugar\b")),
    "face down": (
        "virado para baixo",
        (r"(?i)\bvirad[oa]s?\b(?! para (baixo|cima))", r"(?i)\bfechad[oa]s?\b"),
    ),
    "side cards": ("cartas de lado", (r"(?i)\blaterais\b",)),
    "team": ("equipe", (r"(?i)\bequipas?\b", r"(?i)\bduplas?\b", r"(?i)\btimes?\b")),
    "Meri": ("vaza de Meri", (r"\bvaza Meri\b",)),
    "declare": ("declarar", (r"(?i)\banunci",)),
    "pass": ("passar", ()),
    "indicator": ("indicador", (r"(?i)\btomou o indicador\b", r"(?i)\btomado pelo\b")),
    "recipient": ("quem fica com o indicador", ()),
    "discard": ("descartar", ()),
    "stock": ("monte", (r"(?i)\breserva\b",)),
    "combination": ("combinação", ()),
    "move": ("jogada", (r"(?i)\blances?\b",)),
    "Sota": ("a Sota", (r"\b(o|do|no|pelo|ao) Sota\b",)),
    "plain suit": ("{suit} comum", (r"\} sem trunfo", r"\bIsu sem trunfo\b")),
    "expert": ("especialista", (r"(?i)\bperito\b",)),
    "Decision": ("Decisão", (r"\bDecision\b",)),
}

#: As decisões de termos, cada uma com a sua razão (a leitura de um professor brasileiro).
DECISIONS: dict[str, str] = {
    "jogador N (seat)": (
        "'o jogador 3 leva a vaza', 'você é o jogador 0'. 'Lugar' personificava uma cadeira"
        " ('Qual lugar leva a vaza?') e colidia com 'lugar' na ordem das cartas ('ocupa o 1º"
        " lugar'); 'lugar' fica só para a posição numa ordem e para o carteador que 'passa um"
        " lugar' à esquerda (R30)."
    ),
    "Robai do trunfo (native Robai)": (
        "É como um brasileiro diz ('o ás de trunfo'); 'Robai nativo' era um decalque. O Tenka"
        " tem sempre o seu próprio nome, então não há confusão: o Tenka não conta como Robai do"
        " trunfo numa combinação (R27)."
    ),
    "rodadas simuladas (the coach's sampled deals)": (
        "'rodada' é a rodada que se joga; as rodadas que o treinador imagina a partir do que o"
        " jogador sabe são, numa frase, 'as rodadas que o treinador imaginou a partir do que este"
        " jogador sabe' (dito uma vez, depois só 'em cerca de metade'), e numa contagem curta"
        " 'rodadas imaginadas' ou 'sorteadas'; as duas nunca aparecem juntas sem o qualificativo."
        " A margem é sempre dita com o que significa: 'a margem da equipe (os pontos dela menos"
        " os da outra equipe)', em média nessas rodadas."
    ),
    "níveis: aleatório / básico / calculista / especialista": (
        "Quatro adjetivos paralelos, que um iniciante entende; 'ao acaso / heurístico / busca'"
        " misturava locução, jargão e substantivo."
    ),
    "V / A (combination letters)": (
        "V = trunfo vencedor, A = melhor trunfo adversário: iniciais em português, não o W / O"
        " do inglês."
    ),
    "na vez (to play)": "'a jogar' é português europeu; no Brasil se diz 'na vez'.",
    "jogue a carta mais baixa (throw a low card)": (
        "'descartar' fica só para o descarte virado para baixo (R12); 'a mais barata' era"
        " decalque de 'cheapest'."
    ),
    "zero no plural": (
        "'0 cartas', '0,00 pontos': no Brasil o zero pede plural (a CLDR o põe no singular);"
        " '0,5 ponto' e '1,5 ponto' continuam no singular."
    ),
    "a Sota, virada": "a Sota é feminina: 'ISo (virada para baixo)'.",
}
