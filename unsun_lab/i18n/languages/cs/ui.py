"""Slova widgetů česky (klíče ``ui.*``): popisky, tlačítka, stavové řádky."""

from __future__ import annotations

UI: dict[str, str | dict[str, str]] = {
    "ui.combo_none": "Zatím žádný dohraný zdvih.",
    "ui.combo_w": "V: vítězný trumf",
    "ui.combo_o": "S: nejlepší trumf soupeřů",
    "ui.combo_title": "Zdvih {number} ({kind}): vzal hráč {seat} kartou {card}",
    "ui.kind_meri": "Meri",
    "ui.kind_ninth": "poslední karty",
    "ui.kind_plain": "netrumfový výnos",
    "ui.rank_hover": "Najeď myší na kartu a přečti si, kde stojí v pořadí.",
    "ui.rank_trump_suit": "Trumfová barva:",
    "ui.rank_led_suit": "Vynesená barva:",
    "ui.rank_clear": "Vymazat",
    "ui.rank_selected": "Vybrané: {cards}",
    "ui.rank_click_one": "Klikni ještě na 1 kartu a porovnej je.",
    "ui.rank_click_two": "Klikni na 2 karty a porovnej je.",
    "ui.rank_trumps": {
        "one": "Trumfy: {suit} ({count} karta, R14)",
        "few": "Trumfy: {suit} ({count} karty, R14)",
        "many": "Trumfy: {suit} ({count} karty, R14)",
        "other": "Trumfy: {suit} ({count} karet, R14)",
    },
    "ui.rank_plain": {
        "one": "Netrumfová barva {suit} ({count} karta, R15)",
        "few": "Netrumfová barva {suit} ({count} karty, R15)",
        "many": "Netrumfová barva {suit} ({count} karty, R15)",
        "other": "Netrumfová barva {suit} ({count} karet, R15)",
    },
    "ui.rank_badge_iro": "netrumfový Robai v Isu",
    "ui.rank_plain_pao": {
        "one": "Netrumfová barva {suit} ({count} karta, bez Robaie: je to Tenka, R9, R15)",
        "few": "Netrumfová barva {suit} ({count} karty, bez Robaie: je to Tenka, R9, R15)",
        "many": "Netrumfová barva {suit} ({count} karty, bez Robaie: je to Tenka, R9, R15)",
        "other": "Netrumfová barva {suit} ({count} karet, bez Robaie: je to Tenka, R9, R15)",
    },
    "ui.lang_name": "Čeština",
    "ui.language": "Jazyk:",
    "ui.refused": "Odmítnuto: {reason}",
    "ui.combo_pairs": "Dvojice:",
    # The combination panel: the pairs not made on the trick, as one legend line
    "ui.combo_legend": (
        "Ostatní dvojice trumfové barvy, které v tomto zdvihu nevznikly (R27): {pairs}."
    ),
    "ui.combo_legend_none": (
        "Dvojice trumfové barvy; v tomto zdvihu nevznikla žádná (R27): {pairs}."
    ),
    "ui.field_missing": "Ve zprávě chybí pole {name}.",
    "ui.field_type": "Pole {name} musí být typu {kind}, ne {got}.",
    "ui.not_object": "Zpráva musí být objekt, ne {got}.",
    "ui.unknown_type": "Neznámý typ zprávy {got}: widget přijímá {known}.",
    "ui.field_choice": "Pole {name} musí mít jednu z hodnot {choices}, ne {got}.",
    "ui.no_such_trick": "Záznam obsahuje zdvihy {known}, ne zdvih {number}.",
    "ui.no_note_here": "Tady není žádný tah, ke kterému by šla napsat poznámka.",
    "ui.no_review": "Žádné rozdání není otevřené k prohlížení.",
    "ui.level_random": "náhodný",
    "ui.level_heuristic": "základní",
    "ui.level_search": "počítavý",
    "ui.level_expert": "expert",
    "ui.start": "« Začátek",
    "ui.back": "◀ Zpět",
    "ui.forward": "Dál ▶",
    "ui.end": "Konec »",
    "ui.position_move": "tah {n} z {total}",
    "ui.position_step": "krok {n} z {total} (tahy tak, jak je viděl tento hráč)",
    # The stepper's counter: what it counts, in each view
    "ui.position_move_note": (
        "Otevřený stůl počítá tahy záznamu: ohlášení nebo pas držitele trumfového Robaie"
        " (R11), odhoz (R12) a každou zahranou kartu."
    ),
    "ui.position_step_note": (
        "Pohled hráče počítá kroky, ne tahy: ohlášení má osm kroků, jeden za každého hráče,"
        " který na řadě ohlásí nebo pasuje, jako u skutečného stolu (R11), takže počet"
        " neprozradí, kdo drží trumfový Robai (R31)."
    ),
    "ui.trick_label": "Zdvih:",
    "ui.view_label": "Pohled:",
    "ui.open_table": "otevřený stůl",
    "ui.seat": "hráč {seat}",
    "ui.show_all": "ukázat trumfy lícem dolů (pro výuku)",
    "ui.info": "Trumf: {trump} · rozdává: hráč {dealer} · ukazatel: {indicator}",
    "ui.taken_by": "vzal si ho hráč {seat}",
    "ui.robai_declared": "trumfový Robai: ohlášen",
    "ui.robai_hidden": "trumfový Robai: skrytý",
    "ui.robai_indicator": "trumfový Robai: je ukazatel",
    "ui.robai_stock": "trumfový Robai: v talonu",
    "ui.robai_not_declared": "trumfový Robai: neohlášen",
    "ui.trick_heading": "Zdvih {number}, vynáší hráč {leader}",
    "ui.meri": " — Meri (vyneseno trumfem, R20)",
    "ui.no_card": "Zatím nebyla zahrána žádná karta.",
    "ui.indicator": "Ukazatel:",
    "ui.side": "Odhoz / talon:",
    "ui.side_hidden": "odhoz a talon zůstávají lícem dolů až do prvního výnosu (R13)",
    "ui.side_shown": "odhoz a talon ukázány při prvním výnosu: mimo hru (R13)",
    "ui.hand_label": "Hráč {seat}",
    "ui.dealer_mark": "(rozdává)",
    "ui.recipient_mark": "(vzal ukazatel)",
    "ui.to_move_mark": "◀ na tahu",
    "ui.not_seen": {
        "one": "{count} karta, neviděná (R31)",
        "few": "{count} karty, neviděné (R31)",
        "many": "{count} karty, neviděné (R31)",
        "other": "{count} karet, neviděných (R31)",
    },
    "ui.legal": "Povolené:",
    "ui.recorded": "Zaznamenaný tah: {move}",
    "ui.why_not": "Proč ne ostatní karty:",
    "ui.note_on": "Tvoje poznámka k tahu {number} ({move}):",
    "ui.note_last": "Poznámka k poslednímu tahu ({move}):",
    "ui.save_note": "Uložit poznámku",
    "ui.note_saved": "Poznámka uložena v rozdání.",
    "ui.note_unsaved": "Zatím neuloženo.",
    "ui.keys_help": "Klávesy: ← → krok, Home / End",
    "ui.score": "Skóre: tým 0/2/4/6 {a} · tým 1/3/5/7 {b}",
    "ui.trick_won": "{number}. zdvih: hráč {winner} ({a}/{b})",
    "ui.declaration": "Ohlášení (R11):",
    "ui.declares": "hráč {seat} hlásí",
    "ui.passes": "hráč {seat} pasuje",
    "ui.face_down_mark": "↓",
    "ui.decl_turn": "Ohlášení (R11): hráč {seat} hlásí, nebo pasuje.",
    "ui.decl_after": "Ohlášení (R11): hráč {declarer} ohlásil; hráč {seat} pasuje.",
    "ui.decl_forced": "Hráč {seat} nemá trumfový Robai: pasuje (R11).",
    "ui.deal_over": "Rozdání skončilo: tým 0/2/4/6 {a}, tým 1/3/5/7 {b} (R29).",
    "ui.record_stops": "Záznam tady končí.",
    "ui.seat_text": "Hráč {seat} má {what}.",
    "ui.to_declare": "ohlásit nebo pasovat",
    "ui.to_discard": "odhodit",
    "ui.to_play": "hrát",
    "ui.to_over": "čekat",
    "ui.cannot_see": "Hráč {viewer} nevidí karty hráče {seat} (R31).",
    "ui.deal_of": "Rozdání {n} z {total}",
    "ui.trump_dealer": "trumf: {trump} · rozdává: {dealer}",
    "ui.you": "ty",
    "ui.partner": "spoluhráč",
    "ui.opponent": "soupeř",
    "ui.name_you": "ty (hráč 0)",
    "ui.name_partner": "hráč {seat} (spoluhráč)",
    "ui.name_partner.acc": "hráče {seat} (spoluhráče)",
    "ui.name_opponent": "hráč {seat} (soupeř)",
    "ui.name_opponent.acc": "hráče {seat} (soupeře)",
    "ui.cards_count": {
        "one": "{count} karta",
        "few": "{count} karty",
        "many": "{count} karty",
        "other": "{count} karet",
    },
    "ui.on_table": "Na stole",
    "ui.last_trick": "Poslední zdvih",
    "ui.your_hand": "Tvoje karty (jsi hráč 0), trumfy napřed:",
    "ui.declare": "Ohlásit",
    "ui.pass": "Pasovat",
    "ui.hint": "Rada",
    "ui.thinking": "Přemýšlím…",
    "ui.next_deal": "Další rozdání",
    "ui.restart": "Začít partii znovu",
    "ui.new_match": "Nová partie",
    "ui.restart_confirm": "Začít partii znovu? Skóre se smaže (R30).",
    "ui.confirm": "Ano, znovu",
    "ui.cancel": "Zrušit",
    "ui.scoreboard": "Tabulka skóre (R29, R30)",
    "ui.col_deal": "rozdání",
    "ui.col_us": "ty: 0/2/4/6",
    "ui.col_them": "oni: 1/3/5/7",
    "ui.total": "celkem",
    "ui.pace": "Tempo:",
    "ui.pace_slow": "pomalé",
    "ui.pace_normal": "běžné",
    "ui.pace_fast": "rychlé",
    "ui.pace_instant": "okamžité",
    "ui.partners": "Spoluhráči:",
    "ui.opponents": "Soupeři:",
    "ui.take_back": "Vzít zpět",
    "ui.took_back": "Tvoje poslední karta a odpovědi po ní byly vzaty zpět.",
    "ui.took_back_mark": "* hráno s braním zpět",
    "ui.nothing_to_take_back": "V tomto rozdání nemáš žádnou kartu, kterou by šlo vzít zpět.",
    "ui.history": "Zdvihy tohoto rozdání:",
    "ui.summary": "Jak se rozdání počítalo",
    "ui.summary_tricks": "Získané zdvihy: tým 0/2/4/6 {a}, tým 1/3/5/7 {b}, za každý 1 bod (R27).",
    "ui.summary_combo": "Zdvih {number}: {pair}, {w} nad {o}, pro tým {team}: {why}.",
    "ui.summary_total": "Skóre rozdání: tým 0/2/4/6 {a}, tým 1/3/5/7 {b}; dohromady 9 (R29).",
    "ui.review": "Projít toto rozdání",
    "ui.review_close": "Zavřít procházení",
    "ui.save": "Uložit toto rozdání",
    "ui.load": "Otevřít",
    "ui.save_name": "Název souboru:",
    "ui.replace": "Přepsat soubor",
    "ui.saved": "Uloženo do {path}.",
    "ui.file_exists": "{name} už existuje: zaškrtni 'Přepsat soubor', chceš-li ho přepsat.",
    "ui.bad_file_name": "{name} tu nelze použít: písmena, číslice, - _ . a na konci .json.",
    "ui.not_your_turn": "Nejsi na tahu: hraje {who} (R18).",
    "ui.nobody_over": "nikdo: rozdání skončilo",
    "ui.not_your_turn_over": "Rozdání skončilo, nikdo už nehraje (R18).",
    "ui.not_allowed": "{move} není povolený tah: {reason}",
    # A card the learner may not discard (R12), said with the verb for discarding.
    "ui.not_discardable": "{move} odhodit nelze: {reason}",
    "ui.not_in_hand": "{card} nemáš v ruce (R18)",
    "ui.you_declared": "Ohlásil jsi.",
    "ui.you_passed": "Pasoval jsi.",
    "ui.you_discarded": "Odhodil jsi {card}.",
    "ui.you_played": "Zahrál jsi {card}.",
    "ui.finish_first": "Nejdřív dohraj toto rozdání.",
    "ui.deal_n": "Rozdání {n} z {total}.",
    "ui.new_match_msg": "Nová partie: skóre smazáno (R30).",
    "ui.hint_not_now": "Radu dostaneš, když jsi na tahu.",
    "ui.your_turn_declare": "Jsi na tahu: ohlas, nebo pasuj.",
    "ui.your_turn_discard": "Jsi na tahu: vyber kartu, kterou odhodíš.",
    "ui.your_turn_play": "Jsi na tahu: zahraj kartu.",
    "ui.decl_status": "Ohlášení (R11): {name} hlásí, nebo pasuje.",
    "ui.waiting": "Čeká se na {name}.",
    "ui.match_over": "Partie skončila.",
    "ui.deal_over_short": "Rozdání skončilo.",
    "ui.win": "Vyhrál jsi: tvůj tým 0/2/4/6 má vyšší součet (R30).",
    "ui.lose": "Prohrál jsi: tým 1/3/5/7 má vyšší součet (R30).",
    "ui.draw": "Remíza: součty jsou stejné a další rozdání se nehraje (R30).",
    "ui.passes_announce": "{name} pasuje.",
    "ui.declares_announce": "{name} hlásí trumfový Robai (R11).",
    "ui.discarded_down": "{name} odhodil kartu lícem dolů (R12).",
    "ui.played_down": "{name} zahrál trumf lícem dolů (R24).",
    "ui.played": "{name} zahrál {card}.",
    "ui.said_played": "{name}: {card}.",
    "ui.said_played_down": "{name}: trumf lícem dolů (R24).",
    # The PlayTable's text view (what seat 0 sees, as plain text), its review during a deal,
    # and the one mark of a face-down trump with its sentence (R24, R31)
    "ui.text_view": "Textové zobrazení",
    "ui.tv_title": "Stůl jako text: jen to, co vidíš ty, hráč 0 (R31).",
    "ui.tv_trump": "Trumf: {trump}. Ukazatel: {card} (R7, R8).",
    "ui.tv_dealer": "Rozdává: {dealer}.",
    "ui.tv_taken": "Ukazatel si vzal: {name} (R12).",
    "ui.tv_side": "Odhoz a talon, mimo hru (R13): {cards}.",
    "ui.tv_holds": "{name}: {count}",
    "ui.tv_seats": "Karty v ruce — {list}.",
    "ui.tv_score": ("Toto rozdání zatím: tvůj tým (0/2/4/6) {a}, druhý tým (1/3/5/7) {b} (R29)."),
    "ui.tv_match": {
        "one": "Partie po {count} rozdání: tvůj tým {a}, druhý tým {b} (R30).",
        "few": "Partie po {count} rozdáních: tvůj tým {a}, druhý tým {b} (R30).",
        "many": "Partie po {count} rozdáních: tvůj tým {a}, druhý tým {b} (R30).",
        "other": "Partie po {count} rozdáních: tvůj tým {a}, druhý tým {b} (R30).",
    },
    "ui.tv_up": "{name}: {card}, lícem nahoru.",
    "ui.tv_down_own": "{name}: {card}, lícem dolů: ostatní vidí jen, že padl trumf (R24).",
    "ui.tv_hand": {
        "one": "Tvoje karty, {count} karta, trumfy napřed:",
        "few": "Tvoje karty, {count} karty, trumfy napřed:",
        "many": "Tvoje karty, {count} karty, trumfy napřed:",
        "other": "Tvoje karty, {count} karet, trumfy napřed:",
    },
    "ui.tv_trumps": "Trumfy: {cards}.",
    "ui.tv_suit": "{suit}: {cards}.",
    "ui.tv_card": "{name} ({code})",
    "ui.tv_sep": ", ",
    "ui.tv_not_now": "{card}: teď ji zahrát nesmíš",
    "ui.tv_choose_play": "Karta, kterou zahraješ:",
    "ui.tv_choose_discard": "Karta, kterou odhodíš:",
    "ui.tv_play": "Zahrát ji",
    "ui.tv_discard": "Odhodit ji",
    "ui.tv_type": "Nebo napiš kód či jméno karty a stiskni Enter:",
    "ui.tv_keys": (
        "Klávesy: ↑ ↓ vybírají kartu v seznamu a Enter ji zahraje; do pole napiš {code}"
        " nebo {name} a stiskni Enter."
    ),
    # W and O of a finished trick in the text view, where the combination test compared
    # two trumps (R27; the letters of show.tag.w / show.tag.o)
    "ui.tv_wo": "V (vítězný trumf): {w}. S (nejsilnější trumf druhého týmu): {o} (R27).",
    "ui.tv_wo_card": "{card}, {name}",
    "ui.review_so_far": "Projít dosavadní průběh",
    "ui.review_mid_note": (
        "Během rozdání ukazuje procházení jen to, co jsi mohl vidět (R31); stůl počká,"
        " dokud ho nezavřeš."
    ),
    "ui.face_down_note": (
        "{mark} za jménem: trumf zahraný lícem dolů na netrumfový výnos (R24); karty zdvihu"
        " se otočí lícem nahoru, když padne osmá karta."
    ),
    "ui.replaced": "{problem}. Hráče {seat} nahradí do konce partie hráč základní úrovně.",
    # The guided first deal of a PlayTable (guided=True): the course deal, with a stop at each
    # new situation (R11-R28)
    "ui.guide.title": "Rozdání s průvodcem",
    "ui.guide.head": "Rozdání s průvodcem, zastávka {n} z {total} ({rule})",
    "ui.guide.next": "Pokračovat",
    "ui.guide.choose_card": "Vyber kartu z ruky.",
    "ui.guide.right": "Správně. {why}",
    "ui.guide.wrong": "Ne tak docela. {why}",
    "ui.guide.played_right": "Správně: přesně tuhle kartu hraje kurz. {why}",
    "ui.guide.played_other": (
        "Vybral sis {chosen}. Toto rozdání s průvodcem se drží předem sestavených karet, a tak se"
        " místo ní za tebe zahraje karta {card}. {why}"
    ),
    "ui.guide.played_illegal": (
        "{chosen} není povolený tah: {reason}. Rozdání s průvodcem za tebe zahraje {card}. {why}"
    ),
    "ui.guide.kept_course": (
        "Vybral sis {chosen}. Toto rozdání s průvodcem se drží předem sestavených karet, a tak se"
        " za tebe zahrála karta {card}."
    ),
    # "Take back" is off in the guided deal: each stop's answer is judged once
    "ui.guide.no_take_back": (
        "V rozdání s průvodcem se každá odpověď počítá jen jednou, proto tu Vzít zpět nejde;"
        " od dalšího rozdání zase funguje."
    ),
    # While a guided question about a trick is open, the table keeps that trick's result
    "ui.guide.withheld": (
        "Výsledek a body zdvihu {number} uvidíš, až odpovíš na otázku rozdání s průvodcem."
    ),
    "ui.guide.answer_first": (
        "Nejdřív odpověz na otázku rozdání s průvodcem a pak zvol Pokračovat."
    ),
    "ui.guide.between": "Mezi zastávkami hraješ karty kurzu: tady zahraj {card}.",
    "ui.guide.done": {
        "one": (
            "Rozdání s průvodcem dokončeno: správných odpovědí {right} z {total}, {count} hvězda."
        ),
        "few": (
            "Rozdání s průvodcem dokončeno: správných odpovědí {right} z {total}, {count} hvězdy."
        ),
        "many": (
            "Rozdání s průvodcem dokončeno: správných odpovědí {right} z {total}, {count} hvězdy."
        ),
        "other": (
            "Rozdání s průvodcem dokončeno: správných odpovědí {right} z {total}, {count} hvězd."
        ),
    },
    "ui.guide_no_question": "Rozdání s průvodcem se tady na nic neptá.",
    "ui.guide.declare.say": (
        "Ohlášení: postupně od levice rozdávajícího každý hráč ohlásí, nebo pasuje, a ohlásit"
        " může jen držitel trumfového Robaie, tady {native}; kdo ohlásí, vezme si ukazatel"
        " (R11)."
    ),
    "ui.guide.declare.ask": "Podívej se do ruky. Co řekneš, až na tebe přijde řada?",
    "ui.guide.declare.c.declare": "Ohlašuji trumfového Robaie",
    "ui.guide.declare.c.pass": "Pasuji",
    "ui.guide.declare.why": (
        "{native} v ruce nemáš, takže ohlásit nemůžeš: tvůj pas je povinný a stůl ho udělá za"
        " tebe (R11)."
    ),
    "ui.guide.discard.say": (
        "Hráč {recipient} ohlásil a vzal si ukazatel {indicator}: teď má deset karet a jednu"
        " odhodí lícem dolů (R12)."
    ),
    "ui.guide.discard.ask": "Kterou kartu smí hráč {recipient} odhodit?",
    "ui.guide.discard.c.any": "Kteroukoli, i trumf",
    "ui.guide.discard.c.not_trump": "Jen kartu, která není trumf",
    "ui.guide.discard.why": (
        "Odhozená karta nesmí být trumf, ledaže ten, kdo si vzal ukazatel, má samé trumfy"
        " (R12); všichni ji uvidí, až padne první výnos (R13)."
    ),
    "ui.guide.lead.say": "Kdo si vzal ukazatel, hráč {recipient}, vynáší do prvního zdvihu (R18).",
    "ui.guide.lead.ask": "Smí hráč {recipient} vynést do 1. zdvihu trumf?",
    "ui.guide.lead.c.trump": "Ano, cokoli",
    "ui.guide.lead.c.not_trump": "Trumf ne, ledaže má samé trumfy",
    "ui.guide.lead.why": (
        "Do prvního zdvihu se nesmí vynést trumf, ledaže vynášející má samé trumfy (R19); od"
        " 2. zdvihu lze vynést cokoli."
    ),
    "ui.guide.face_down.say": (
        "Trumf zahraný do zdvihu vyneseného netrumfovou kartou jde lícem dolů (R24)."
    ),
    "ui.guide.face_down.ask": "Hráč {seat} zahrál kartu lícem dolů. Co o ní víš?",
    "ui.guide.face_down.c.which": "Který je to trumf",
    "ui.guide.face_down.c.trump": "Že je to trumf, ale ne který",
    "ui.guide.face_down.c.isu": "Že je to karta Isu",
    "ui.guide.face_down.why": (
        "Všichni vidí, že padl trumf a kdo ho dal, ale ne který, dokud nepadne osmá karta"
        " zdvihu; pak se všechny karty otočí lícem nahoru (R24)."
    ),
    "ui.guide.free.say": (
        "Před prvním zdvihem Meri není žádná povinnost: do zdvihu vyneseného netrumfovou kartou"
        " smíš zahrát cokoli (R22)."
    ),
    "ui.guide.free.ask": (
        "Do 1. zdvihu se vyneslo Isu a tvůj spoluhráč, hráč 6, trumfoval lícem dolů. Jakou"
        " kartu zahraješ?"
    ),
    "ui.guide.free.why": (
        "{card} je tvoje nejnižší Isu: nic nedáváš, protože spoluhráčův trumf přebije každou"
        " Isu (R25), a oba trumfy si necháš na později (R22)."
    ),
    "ui.guide.meri.say": (
        "Zdvih vynesený trumfem je Meri: každý, kdo má trumf, musí jeden přidat (R20)."
    ),
    "ui.guide.meri.ask": (
        "Tvůj spoluhráč, hráč 6, vynesl Tenku, PRo, a hráč 7 dal K8. Jakou kartu zahraješ?"
    ),
    "ui.guide.meri.why": (
        "Máš dva trumfy, takže jeden z nich musí jít (R20); Tenka už zdvih pro tvůj tým vyhrává,"
        " tak dej nižší, {card}, a silnější KKa si nech (R14)."
    ),
    "ui.guide.monchi.say": (
        "Jakmile byl vynesen zdvih Meri, platí Monchi: kdo má vynesenou barvu, musí ji přiznat,"
        " nebo dát trumf (R23)."
    ),
    "ui.guide.monchi.ask": (
        "Hráč 1 vynesl Ouru a hráči 4 a 5 trumfovali lícem dolů. Jakou kartu zahraješ?"
    ),
    "ui.guide.monchi.why": (
        "Máš Ouru, takže musíš dát Ouru, nebo trumf (R23). Dva trumfy už leží ve zdvihu a tvoje"
        " KKa by klidně mohla prohrát: dej nízkou Ouru, {card}, a nejvyšší O1 si nech (R16)."
    ),
    "ui.guide.combo.say": (
        "Ve zdvihu, který není Meri a vyhrál ho trumf, porovnej vítězný trumf V s nejsilnějším"
        " trumfem druhého týmu S: některé dvojice jsou kombinace (R27)."
    ),
    "ui.guide.combo.ask": (
        "Zdvih {number}: vyhrála ho karta {w} hráče {w_seat} a nejsilnější trumf druhého týmu"
        " byl {o} hráče {o_seat}. Co zdvih dává?"
    ),
    "ui.guide.combo.c.none": "Žádnou kombinaci",
    "ui.guide.combo.c.two": "Kombinaci za 2 body",
    "ui.guide.combo.c.five": "Kombinaci za 5 bodů",
    "ui.guide.ninth.say": (
        "Devátý zdvih: posledních osm karet se odkryje najednou; nikdy to není Meri, takže"
        " v něm může vzniknout kombinace (R26)."
    ),
    "ui.guide.ninth.ask": (
        "V devátém zdvihu vyhrála karta {w} hráče {w_seat} a nejsilnější trumf druhého týmu byl"
        " {o} hráče {o_seat}. Co zdvih dává?"
    ),
    "ui.guide.ninth.c.none": "Žádnou kombinaci",
    "ui.guide.ninth.c.two": "Kombinaci za 2 body",
    "ui.guide.ninth.c.five": "Kombinaci za 5 bodů",
    # The coach in the widgets (R25, R27-R29): the DealStepper's Analyse switch, the PlayTable's
    "ui.analyse": "Rozbor",
    "ui.analysis_title": {
        "one": "Rozbor z pohledu hráče {seat} (R31), na {count} vylosovaném rozdání",
        "few": "Rozbor z pohledu hráče {seat} (R31), na {count} vylosovaných rozdáních",
        "many": "Rozbor z pohledu hráče {seat} (R31), na {count} vylosovaného rozdání",
        "other": "Rozbor z pohledu hráče {seat} (R31), na {count} vylosovaných rozdáních",
    },
    "ui.analysis_running": {
        "one": "Rozebírám toto rozhodnutí… {done} z {count} vylosovaného rozdání",
        "few": "Rozebírám toto rozhodnutí… {done} ze {count} vylosovaných rozdání",
        "many": "Rozebírám toto rozhodnutí… {done} z {count} vylosovaného rozdání",
        "other": "Rozebírám toto rozhodnutí… {done} z {count} vylosovaných rozdání",
    },
    "ui.analysis_legend": (
        "Každý pruh: náskok týmu na konci rozdání (jeho body minus body druhého týmu) v průměru"
        " v rozdáních, která si trenér představil, v bodech (R29); tenká čára sahá o jednu"
        " směrodatnou chybu na každou stranu."
    ),
    "ui.analysis_played": "zahráno",
    "ui.analysis_other_seat": (
        "Tady rozhoduje hráč {seat}. V tomto pohledu se rozebírají jen rozhodnutí hráče"
        " {viewer} (R31)."
    ),
    "ui.analysis_forced": "Tady je jen jeden povolený tah: není co posuzovat.",
    "ui.analysis_nothing": "Tady není žádné rozhodnutí k posouzení.",
    "ui.analysis_sync": {
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
    "ui.coach_title": "Tvoje tři nejdražší rozhodnutí",
    "ui.coach_running": "Trenér posuzuje tvoje rozhodnutí… {done} z {total}",
    "ui.coach_item": {
        "one": "{where}: zahrál jsi {played}; {best} by byl lepší o {count} bod ({label}).",
        "few": "{where}: zahrál jsi {played}; {best} by byl lepší o {count} body ({label}).",
        "many": "{where}: zahrál jsi {played}; {best} by byl lepší o {count} bodu ({label}).",
        "other": "{where}: zahrál jsi {played}; {best} by byl lepší o {count} bodů ({label}).",
    },
    "ui.coach_none": "Žádné drahé rozhodnutí: každý tvůj tah byl nejlepší nebo skoro nejlepší.",
    # The widgets as translators of a seat's view: a seat 0 that does not hold the native Robai,
    # a plain trick's heading, notes and files refused.
    "ui.robai_own": "trumfový Robai: v tvé ruce",
    "ui.decl_settling": ("Ohlášení (R11): všichni promluvili; kdo vzal ukazatel, odhazuje (R12)."),
    "ui.decl_you_forced": "Ohlášení (R11): jsi na řadě. Nemáš trumfový Robai, a proto pasuješ.",
    "ui.you_passed_forced": (
        "Pasoval jsi: ohlásit smí jen ten, kdo má trumfový Robai, a ty ho nemáš (R11)."
    ),
    "ui.note_too_long": "Poznámka smí mít nejvýše {limit} znaků; tato jich má {count}.",
    "ui.not_a_file": (
        "{name} není obyčejný soubor (je to odkaz, složka nebo zařízení): nečte se ani nezapisuje."
    ),
    # "Practise these" in the PlayTable's deal summary, and the hint in the coach's words: the best
    # move against the next best, in the same sampled deals, with the numbers behind "Details".
    "ui.practise_these": "Procvičit tyto tahy",
    "ui.practice_close": "Zavřít procvičování",
    "ui.practise_intro": {
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
    # Your own mistakes kept from every deal (practice.mine): the table's summary.
    "ui.mine_waiting": {
        "one": "Na procvičení čeká {count} tvoje chyba: spusť Practice(mine=True).",
        "few": "Na procvičení čekají {count} tvoje chyby: spusť Practice(mine=True).",
        "many": "Na procvičení čeká {count} tvé chyby: spusť Practice(mine=True).",
        "other": "Na procvičení čeká {count} tvých chyb: spusť Practice(mine=True).",
    },
    "ui.mine_none": "Na procvičení nečeká žádná tvoje chyba.",
    "ui.mine_refused": "Toto rozdání se nepodařilo uložit pro tvé procvičování ({detail}).",
    "ui.no_practice": "Žádné procvičování není otevřené.",
    "ui.practice_stale": "Tahle odpověď patřila k dřívějšímu cvičení; teď je na řadě nové.",
    "ui.practice_no_storage": (
        "Toto procvičování neukládá pokrok do úložiště prohlížeče, takže se nic nezměnilo."
    ),
    "ui.practice_bad_storage": (
        "Pokrok uložený v úložišti prohlížeče nejde použít ({detail}). Zůstává uložen jako"
        " {aside}; tvoje odpovědi tady zůstávají."
    ),
    # Practice, narrow: the button that shows or folds the earlier tricks
    "ui.practice_history": "Předchozí zdvihy",
    # Practice, "who wins the trick": the mark on the card of the seat that led it
    "ui.practice_leader": "vynesl",
    "ui.hint_best": "Rada: nejlepší tah je {move}, druhý nejlepší {other}.",
    "ui.hint_equal": (
        "Rada: {move} a {other} jsou stejně dobré tahy; {move} vychází jen o chlup lépe."
    ),
    "ui.hint_only": "Rada: {move} je tvůj jediný povolený tah.",
    "ui.hint_even": (
        "V rozdáních, která si trenér představil, vedou {move} a {other} skoro ke stejným"
        " zdvihům a kombinacím; {move} vychází o něco lépe (R29)."
    ),
    "ui.hint_details": "Podrobnosti",
    "ui.hint_running": {
        "one": "Trenér přemýšlí… {done} z {count} vylosovaného rozdání",
        "few": "Trenér přemýšlí… {done} ze {count} vylosovaných rozdání",
        "many": "Trenér přemýšlí… {done} z {count} vylosovaného rozdání",
        "other": "Trenér přemýšlí… {done} z {count} vylosovaných rozdání",
    },
}
