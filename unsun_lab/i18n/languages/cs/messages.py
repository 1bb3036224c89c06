"""České věty. Jména karet a barev zůstávají taková, jaká má hra."""

from __future__ import annotations

MESSAGES: dict[str, str | dict[str, str]] = {
    # Odmítnutí tahu.
    "illegal.over": "rozdání skončilo: všech devět zdvihů už je odehráno (R26)",
    "illegal.cannot_play": "hráč {seat} nemůže zahrát {move}: {reason}",
    "illegal.cannot_play.you": "nemůžeš zahrát {move}: {reason}",
    "illegal.cannot_discard": "hráč {seat} nemůže odhodit {move}: {reason}",
    "illegal.cannot_discard.you": "nemůžeš odhodit {move}: {reason}",
    "illegal.cannot_declare": "hráč {seat} nemůže ohlásit: {reason}",
    "illegal.cannot_declare.you": "nemůžeš ohlásit: {reason}",
    "illegal.cannot_pass": "hráč {seat} nemůže pasovat: {reason}",
    "illegal.cannot_pass.you": "nemůžeš pasovat: {reason}",
    "illegal.cannot_move": "hráč {seat} nemůže hrát: {reason}",
    "illegal.cannot_move.you": "nemůžeš hrát: {reason}",
    "illegal.cannot": "{move} nelze zahrát: {reason}",
    "illegal.not_a_move": (
        "{move} není tah: čeká se 'declare', 'pass' nebo kód karty, například 'KSu' (R3)"
    ),
    "illegal.phase_declare": (
        "hráč {seat} drží trumfový Robai {card}, a proto musí nejdřív ohlásit, nebo pasovat (R11)"
    ),
    "illegal.phase_declare.you": (
        "držíš trumfový Robai {card}, a proto musíš nejdřív ohlásit, nebo pasovat (R11)"
    ),
    "illegal.declare_not_now": "teď se nic neohlašuje: probíhá fáze {phase} (R11)",
    "illegal.not_in_hand": "{card} není v ruce hráče {seat} (R18)",
    "illegal.discard_trump": (
        "trumf se nesmí odhodit, dokud je v ruce i karta, která trumf není (R12)"
    ),
    "illegal.first_lead_trump": "do prvního zdvihu se nesmí vynést trumf (R19)",
    "illegal.meri_follow": "zdvih Meri: je nutné přidat trumf (R20)",
    "illegal.monchi": (
        "je nutné přiznat barvu {suit}, nebo dát trumf: od prvního zdvihu Meri platí Monchi (R23)"
    ),
    # Proč jsou povolené tahy právě tyto.
    "legal.declare": (
        "hráč {seat} drží trumfový Robai {card}: může ohlásit (ukázat ho a vzít si ukazatel"
        " {indicator}), nebo pasovat a nechat ho skrytý (R11)"
    ),
    "legal.declare.you": (
        "držíš trumfový Robai {card}: můžeš ohlásit (ukázat ho a vzít si ukazatel {indicator}),"
        " nebo pasovat a nechat ho skrytý (R11)"
    ),
    "legal.discard": (
        "hráč {seat} si vzal ukazatel a odhodí jednu kartu lícem dolů; trumf odhodit nesmí (R12)"
    ),
    "legal.discard.you": (
        "ukazatel připadl tobě: odhoď jednu kartu lícem dolů; trumf odhodit nesmíš (R12)"
    ),
    "legal.discard_only_trumps": (
        "hráč {seat} má samé trumfy, takže smí odhodit kteroukoli z deseti karet (R12)"
    ),
    "legal.discard_only_trumps.you": (
        "máš samé trumfy, takže smíš odhodit kteroukoli z deseti karet (R12)"
    ),
    "legal.first_lead": "do prvního zdvihu se trumf vynést nesmí (R19)",
    "legal.first_lead_only_trumps": "hráč {seat} má samé trumfy, a tak smí jeden vynést (R19)",
    "legal.first_lead_only_trumps.you": "máš samé trumfy, a tak smíš jeden vynést (R19)",
    "legal.lead": "od druhého zdvihu smí vynášející vynést jakoukoli kartu (R19)",
    "legal.free_before_meri": (
        "v tomto rozdání ještě nebyl vynesen zdvih Meri, takže lze zahrát jakoukoli kartu (R22)"
    ),
    "legal.meri_trumps": "zdvih Meri: hráč {seat} má trumf, a proto musí trumf přidat (R20)",
    "legal.meri_trumps.you": "zdvih Meri: máš trumf, a proto musíš trumf přidat (R20)",
    "legal.meri_void": (
        "zdvih Meri, ale hráč {seat} nemá žádný trumf: smí zahrát jakoukoli kartu (R20)"
    ),
    "legal.meri_void.you": "zdvih Meri, ale nemáš žádný trumf: smíš zahrát jakoukoli kartu (R20)",
    "legal.sun_exception": (
        "zdvih Meri, ale Sun {card} byl jediný trumf, který hráč {seat} dostal, a je jeho"
        " jediným trumfem i teď: smí si ho nechat a zahrát jakoukoli kartu (R21)"
    ),
    "legal.sun_exception.you": (
        "zdvih Meri, ale Sun {card} ti byl rozdán jako jediný trumf a jediným trumfem je i teď:"
        " smíš si ho nechat a zahrát jakoukoli kartu (R21)"
    ),
    "legal.monchi_follow": (
        "Monchi: hráč {seat} má kartu barvy {suit}, proto musí přiznat barvu, nebo dát trumf (R23)"
    ),
    "legal.monchi_follow.you": (
        "Monchi: máš kartu barvy {suit}, proto musíš přiznat barvu, nebo dát trumf (R23)"
    ),
    "legal.monchi_void": (
        "Monchi: hráč {seat} nemá žádnou kartu barvy {suit}, takže smí zahrát cokoli (R23)"
    ),
    "legal.monchi_void.you": (
        "Monchi: nemáš žádnou kartu barvy {suit}, takže smíš zahrát cokoli (R23)"
    ),
    "legal.ninth": "devátý zdvih se odehraje sám: každý hráč dá svou poslední kartu (R26)",
    # Ohlášení a odložené karty.
    "deal.declared": "hráč {seat} ohlásil trumfový Robai {card} a bere si ukazatel (R11)",
    "deal.passed": (
        "hráč {seat} pasoval: trumfový Robai zůstává skrytý a ukazatel si bere rozdávající,"
        " hráč {dealer} (R11)"
    ),
    "deal.robai_indicator": (
        "trumfový Robai je sám ukazatel {card}: nikdo nemůže ohlásit, a tak si ho bere"
        " rozdávající, hráč {dealer} (R11)"
    ),
    "deal.robai_stock": (
        "trumfový Robai {card} leží v talonu: nikdo nemůže ohlásit, a tak si ukazatel bere"
        " rozdávající, hráč {dealer} (R11)"
    ),
    "deal.discarded": "hráč {seat} odhazuje jednu kartu lícem dolů (R12)",
    "deal.discarded.you": "odhazuješ jednu kartu lícem dolů (R12)",
    "deal.side_cards": (
        "první výnos odkrývá odhozenou kartu {discard} a talon {stock}: tyto karty jsou mimo hru"
        " (R13)"
    ),
    # Kdo bere zdvih.
    "win.trump": (
        "hráč {seat} bere {number}. zdvih kartou {card}, nejvyšším zahraným trumfem (R25)"
    ),
    "win.trump.you": "bereš {number}. zdvih kartou {card}, nejvyšším zahraným trumfem (R25)",
    "win.suit": (
        "hráč {seat} bere {number}. zdvih kartou {card}, nejvyšší kartou barvy {suit}: nikdo"
        " netrumfoval a vyhrát může jen vynesená barva (R25, R17)"
    ),
    "win.suit.you": (
        "bereš {number}. zdvih kartou {card}, nejvyšší kartou barvy {suit}: nikdo netrumfoval a"
        " vyhrát může jen vynesená barva (R25, R17)"
    ),
    "win.ninth_trump": (
        "hráč {seat} bere devátý zdvih kartou {card}, nejvyšším trumfem mezi posledními kartami"
        " (R26)"
    ),
    "win.ninth_trump.you": (
        "bereš devátý zdvih kartou {card}, nejvyšším trumfem mezi posledními kartami (R26)"
    ),
    "win.ninth_suit": (
        "mezi posledními kartami není trumf: karta rozdávajícího {dealer_card} určuje vynesenou"
        " barvu {suit} a nejvyšší v ní je {card} hráče {seat} (R26)"
    ),
    "win.ninth_suit.you": (
        "mezi posledními kartami není trumf: karta rozdávajícího {dealer_card} určuje vynesenou"
        " barvu {suit} a nejvyšší v ní je tvoje {card} (R26)"
    ),
    # Kombinace.
    "combo.made": {
        "one": (
            "kombinace {pair}: {winner_card} hráče {winner_seat} přebila {opposing_card} hráče"
            " {opposing_seat}, nejsilnější trumf druhého týmu, a {count} bod přechází z týmu"
            " {loser_team} na tým {team} (R27, R28)"
        ),
        "few": (
            "kombinace {pair}: {winner_card} hráče {winner_seat} přebila {opposing_card} hráče"
            " {opposing_seat}, nejsilnější trumf druhého týmu, a {count} body přecházejí z týmu"
            " {loser_team} na tým {team} (R27, R28)"
        ),
        "many": (
            "kombinace {pair}: {winner_card} hráče {winner_seat} přebila {opposing_card} hráče"
            " {opposing_seat}, nejsilnější trumf druhého týmu, a {count} bodu přechází z týmu"
            " {loser_team} na tým {team} (R27, R28)"
        ),
        "other": (
            "kombinace {pair}: {winner_card} hráče {winner_seat} přebila {opposing_card} hráče"
            " {opposing_seat}, nejsilnější trumf druhého týmu, a {count} bodů přechází z týmu"
            " {loser_team} na tým {team} (R27, R28)"
        ),
    },
    "combo.five_ninth": "5 bodů, protože jde o devátý zdvih (R28)",
    "combo.five_hidden": (
        "5 bodů, protože trumfový Robai byl skrytý: jeho držitel pasoval (R28, R11)"
    ),
    "combo.two": "2 body: není to devátý zdvih a v páru není skrytý trumfový Robai (R28)",
    "combo.none_meri": "žádná kombinace: {number}. zdvih byl zdvihem Meri (R27)",
    "combo.none_plain": "žádná kombinace: zdvih vyhrála netrumfová karta (R27)",
    "combo.none_no_trump": "žádná kombinace: druhý tým nezahrál žádný trumf (R27)",
    "combo.none_partner": (
        "žádná kombinace: ostatní trumfy ({cards}) zahrál vlastní tým vítěze, a kombinace"
        " potřebuje trumf soupeřova týmu (R27)"
    ),
    "combo.none_tenka": (
        "žádná kombinace: ve dvojici {winner_card} nad {opposing_card} je Tenka, která trumfový"
        " Robai nezastupuje (R27)"
    ),
    "combo.none_pair": (
        "žádná kombinace: {winner_card} nad {opposing_card} není žádná z dvojic {pairs} (R27)"
    ),
    # Kde karta stojí a která ze dvou karet vyhrává.
    "place.trump_tenka_native": (
        "{card} je {ordinal} z {count} trumfů: Tenka a zároveň trumfový Robai, jedna karta na"
        " jednom místě (R9, R10, R14)"
    ),
    "place.trump_tenka": (
        "{card} je {ordinal} z {count} trumfů: Tenka, trumf při jakékoli trumfové barvě, hned"
        " nad trumfovým Robaiem (R9, R14)"
    ),
    "place.trump_native": "{card} je {ordinal} z {count} trumfů: trumfový Robai (R10, R14)",
    "place.trump_numeral": (
        "{card} je {ordinal} z {count} trumfů: číselná karta {length} barvy, v níž je nejvyšší"
        " {high} (R14, R16)"
    ),
    "place.trump_court": "{card} je {ordinal} z {count} trumfů (R14)",
    "place.plain_isu_robai": (
        "{card} je {ordinal} z {count} netrumfových karet barvy {suit}: netrumfový Robai v Isu"
        " stojí mezi 2 a 1 (R15)"
    ),
    "place.plain_numeral": (
        "{card} je {ordinal} z {count} netrumfových karet barvy {suit}: číselná karta {length}"
        " barvy, v níž je nejvyšší {high} (R15, R16)"
    ),
    "place.plain_court": "{card} je {ordinal} z {count} netrumfových karet barvy {suit} (R15)",
    "compare.both_trumps": (
        "vyhrává {winner}: obě karty jsou trumfy a vyhrává vyšší. {winner_place}; {loser_place}"
        " (R14, R25)"
    ),
    "compare.trump_beats_plain": (
        "vyhrává {winner}: je to trumf, {loser} ne, a trumf přebije každou netrumfovou kartu."
        " {winner_place} (R25)"
    ),
    "compare.both_led": (
        "vyhrává {winner}: obě karty jsou ve vynesené barvě {suit} a vyhrává vyšší."
        " {winner_place}; {loser_place} (R15, R25)"
    ),
    "compare.led_beats_other": (
        "vyhrává {winner}: je ve vynesené barvě {suit}; {loser} je netrumfová karta barvy"
        " {other_suit} a různé barvy spolu nesoupeří: bez trumfu může vyhrát jen vynesená barva"
        " (R17, R25)"
    ),
    "compare.neither": (
        "nevyhrává žádná: není tu trumf a ani {a}, ani {b} není ve vynesené barvě {suit}; vyhrát"
        " může jen karta vynesené barvy (R17, R25)"
    ),
    # Body.
    "score.trick": "{number}. zdvih dává 1 bod týmu {team} (R27)",
    "score.total": "skóre rozdání: tým 0/2/4/6 {a}, tým 1/3/5/7 {b}; dohromady 9 (R29)",
    # Pravidla R1-R31.
    # Computer players that fail (unsun_lab.match).
    "player.raised": (
        "počítačový hráč {seat} ({player}) místo tahu vyvolal chybu {error}; rozdání "
        "zůstává beze změny (R18: na tahu je hráč {seat})"
    ),
    "player.timeout": {
        "one": (
            "počítačový hráč {seat} ({player}) nevybral tah do {count} sekundy; rozdání"
            " zůstává beze změny (R18: na tahu je hráč {seat})"
        ),
        "few": (
            "počítačový hráč {seat} ({player}) nevybral tah do {count} sekund; rozdání"
            " zůstává beze změny (R18: na tahu je hráč {seat})"
        ),
        "many": (
            "počítačový hráč {seat} ({player}) nevybral tah do {count} sekundy; rozdání"
            " zůstává beze změny (R18: na tahu je hráč {seat})"
        ),
        "other": (
            "počítačový hráč {seat} ({player}) nevybral tah do {count} sekund; rozdání"
            " zůstává beze změny (R18: na tahu je hráč {seat})"
        ),
    },
    "player.not_a_move": (
        "počítačový hráč {seat} ({player}) odpověděl {move}, což není žádný z povolených tahů"
        " ({legal}); rozdání zůstává beze změny (R18: na tahu je hráč {seat})"
    ),
    "player.illegal": (
        "počítačový hráč {seat} ({player}) odpověděl {move}, což je nepovolený tah: "
        "{reason}; rozdání zůstává beze změny"
    ),
    "show.native_robai": "{card} (trumfový Robai)",
    "show.robai.declared": "{name}: ohlásil ho hráč {seat} (R11)",
    "show.robai.hidden": "{name}: skrytý, hráč {seat} pasoval (R11, R28)",
    "show.robai.indicator": "{name} je ukazatel (R11)",
    "show.robai.stock": "{name} leží v talonu (R11)",
    "show.robai.may_declare": "{name}: hráč {seat} může ohlásit, nebo pasovat (R11)",
    "show.robai.you_passed": "{name}: skrytý, pasoval jsi (R11, R28)",
    "show.robai.not_declared": "{name}: neohlášen (R11)",
    "show.robai.pending": "{name}: ohlášení ještě neproběhlo (R11)",
    "show.over": "Rozdání skončilo: {team_a} {a}, {team_b} {b} (R29).",
    "show.turn.declare": "Jsi na tahu (hráč {seat}): ohlas trumfový Robai, nebo pasuj (R11).",
    "show.turn.discard_ringed": (
        "Jsi na tahu (hráč {seat}): odhoď jednu kartu lícem dolů; smíš některou z označených (R12)."
    ),
    "show.turn.discard_any": (
        "Jsi na tahu (hráč {seat}): odhoď jednu kartu lícem dolů; smíš kteroukoli (R12)."
    ),
    "show.turn.play_ringed": (
        "Jsi na tahu (hráč {seat}): smíš zahrát některou z označených karet (R19-R23)."
    ),
    "show.turn.play_any": "Jsi na tahu (hráč {seat}): smíš zahrát jakoukoli kartu (R19-R23).",
    "show.now": "Teď: {reason}.",
    "show.waiting_declaration": "Čeká se na ohlášení trumfového Robaie (R11).",
    "show.waiting": "Čeká se na hráče {seat}.",
    "show.heading.indicator": "UKAZATEL",
    "show.heading.side": "ODLOŽENÉ KARTY (R13)",
    "show.heading.score": "SKÓRE",
    "show.taken_by": "vzal si ho hráč {seat} (R11)",
    "show.not_taken": "ještě ho nikdo nevzal (R11)",
    "show.trump_is": "trumfy jsou {suit} (R8)",
    "show.indicator_line": "ukazatel {card}, {recipient}",
    "show.dealer_line": "rozdává: hráč {seat}",
    "show.side_not_shown": "zatím neodkryté",
    "show.side_at_lead": "odkryjí se při prvním výnosu",
    "show.discard": "odhoz",
    "show.stock": "talon",
    "show.team": "tým {team}",
    "show.tricks_played": "rozhodnuté zdvihy: {n} z 9",
    "show.tag.you": "ty",
    "show.tag.dealer": "rozdává",
    "show.tag.recipient": "vzal ukazatel",
    "show.tag.to_play": "na tahu",
    "show.tag.lead": "výnos",
    "show.tag.face_down": "lícem dolů",
    "show.tag.wins": "bere",
    # W and O marked in a trick picture (R27)
    "show.tag.w": "V",
    "show.tag.o": "S",
    "show.wo_legend": "V: vítězný trumf; S: nejsilnější trumf druhého týmu (R27).",
    "show.won_none": "žádný vyhraný zdvih",
    "show.won": {
        "one": "{count} vyhraný zdvih",
        "few": "{count} vyhrané zdvihy",
        "many": "{count} vyhraného zdvihu",
        "other": "{count} vyhraných zdvihů",
    },
    "show.cards": {
        "one": "{count} karta",
        "few": "{count} karty",
        "many": "{count} karty",
        "other": "{count} karet",
    },
    "show.no_cards": "žádné karty",
    "show.as_dealt": "jak byly rozdány",
    "show.ring.declaration": "Ohlášení",
    "show.ring.discard": "Odhoz",
    "show.ring.leads": "vynáší (R18)",
    "show.ring.meri": "Meri (R20)",
    "show.ring.plain": "netrumfový výnos",
    "show.ring.last": "poslední (R26)",
    "show.ring.won_by": "bere hráč {seat}",
    "show.ring.to_play": "na tahu hráč {seat}",
    "show.trick": "Zdvih {number}",
    "show.trick_explained": "Zdvih {number}: {explanation}",
    "show.label.table": "stůl",
    "show.label.table_seat": "stůl tak, jak ho vidí hráč {seat}",
    "show.your_hand": {
        "one": "tvoje karty: {count} karta",
        "few": "tvoje karty: {count} karty",
        "many": "tvoje karty: {count} karty",
        "other": "tvoje karty: {count} karet",
    },
    "show.your_hand_dealt": "tvoje karty, jak byly rozdány",
    "show.legend": (
        "★ trumf · čárkovaně: zahráno lícem dolů (R24) · označené: lze zahrát teď, nebo bere zdvih"
    ),
    "show.trick9_title": "Zdvih 9: poslední karty, odkryté všechny najednou (R26)",
    "show.meri_title": "Zdvih {number}: Meri, trumf vynesl hráč {seat}; vše lícem nahoru (R20)",
    "show.plain_title": "Zdvih {number}: {lead}; trumfy jdou lícem dolů (R24)",
    "show.led_with": "hráč {seat} vynesl {card}",
    "show.led_by": "vynáší hráč {seat}",
    "show.next": "Teď hraje hráč {seat} (R18).",
    "show.face_down_note": (
        "Trumf zahraný na netrumfový výnos zůstává lícem dolů až do osmé karty (R24)."
    ),
    "show.wins_hidden": (
        "Zdvih bere hráč {seat} ({team}) (R25). Karty lícem dolů zůstávají skryté."
    ),
    "show.strip.trumps": {
        "one": "Trumfy, když je trumfová barva {suit}: {count} karta, od nejsilnější (R14)",
        "few": "Trumfy, když je trumfová barva {suit}: {count} karty, od nejsilnější (R14)",
        "many": "Trumfy, když je trumfová barva {suit}: {count} karty, od nejsilnější (R14)",
        "other": "Trumfy, když je trumfová barva {suit}: {count} karet, od nejsilnější (R14)",
    },
    "show.strip.plain": {
        "one": "Barva {suit}, když není trumfová: {count} karta, od nejsilnější (R15)",
        "few": "Barva {suit}, když není trumfová: {count} karty, od nejsilnější (R15)",
        "many": "Barva {suit}, když není trumfová: {count} karty, od nejsilnější (R15)",
        "other": "Barva {suit}, když není trumfová: {count} karet, od nejsilnější (R15)",
    },
    "show.strip.long": "Čísla jdou od nejvyšší 9 dolů k 1 (dlouhá barva) (R16).",
    "show.strip.round": "Čísla jdou od nejvyšší 1 dolů k 9 (kulatá barva) (R16).",
    "show.strip.tenka": "Tenka, Robai v Pao, je vždy trumf, hned nad trumfovým Robaiem (R9).",
    "show.strip.tenka_native": (
        "Robai v Pao je Tenka a zároveň trumfový Robai: jedna karta, jedno místo (R9)."
    ),
    "show.strip.isu": "Netrumfový Robai v Isu stojí mezi 2 a 1 (R15).",
    "show.strip.pao": (
        "Netrumfová barva Pao nemá Robaie: Robai v Pao je Tenka, vždy trumf (R9, R15)."
    ),
    "show.strip.stronger": "silnější",
    "show.strip.weaker": "slabší",
    "show.callout.tenka_native": "Tenka =",
    "show.callout.native_r9": "trumfový Robai (R9)",
    "show.callout.tenka": "Tenka",
    "show.callout.native": "trumfový",
    "show.callout.robai_r10": "Robai (R10)",
    "show.back_trump": "trumf lícem dolů",
    "show.back": "rub karty",
    "show.back_mark": "TRUMF",
    "show.hand_trump": "★ trumf: {suit} (R14)",
    "show.hand_legal": "zvednuté a označené: lze je zahrát teď (R19-R23)",
    "show.band.tenka": "TENKA",
    "show.band.native": "TRUMFOVÝ ROBAI",
    "narrate.seat": "hráč {seat}",
    # A play in the narration: who, the card, and whether it went face down (R24).
    "narrate.play": "{seat}: {card}",
    "narrate.play_down": "{seat}: {card} {down}",
    "show.hand_label": {
        "one": "ruka s {count} kartou",
        "few": "ruka se {count} kartami",
        "many": "ruka s {count} karty",
        "other": "ruka s {count} kartami",
    },
    "narrate.dealer": (
        "Rozdává hráč {seat}. Ukazatel: {card} ({name}), takže trumfy jsou {suit} (R8)."
    ),
    "narrate.declaration": "Ohlášení: {reason}.",
    "narrate.discard": "Hráč {seat} odhazuje {card} (R12).",
    "narrate.meri": "Meri, vynesen trumf (R20)",
    "narrate.plain": "vynesena netrumfová karta",
    "narrate.ninth": "poslední karty, odkryté najednou (R26)",
    "narrate.trick": "Zdvih {number} — vynáší hráč {seat}; {kind}.",
    "narrate.legal": {
        "one": "[{count} povolený tah: {reason}]",
        "few": "[{count} povolené tahy: {reason}]",
        "many": "[{count} povoleného tahu: {reason}]",
        "other": "[{count} povolených tahů: {reason}]",
    },
    "narrate.face_down": "(lícem dolů, R24)",
    "narrate.score": "Skóre: tým 0/2/4/6 {a}, tým 1/3/5/7 {b}",
    "narrate.stops": {
        "one": "Záznam končí po {count} tahu; průběžné skóre: tým 0/2/4/6 {a}, tým 1/3/5/7 {b}.",
        "few": "Záznam končí po {count} tazích; průběžné skóre: tým 0/2/4/6 {a}, tým 1/3/5/7 {b}.",
        "many": "Záznam končí po {count} tahu; průběžné skóre: tým 0/2/4/6 {a}, tým 1/3/5/7 {b}.",
        "other": (
            "Záznam končí po {count} tazích; průběžné skóre: tým 0/2/4/6 {a}, tým 1/3/5/7 {b}."
        ),
    },
    "advice.declare": (
        "ukazatel {card} je {rank}. z {count} trumfů (hodnota {declare_value}); skrytý Robai"
        " zvedá Sota-Robai a Robai-Rei ze 2 na 5 bodů (R28, hodnota {pass_value}) (R11)"
    ),
    "advice.declare_sota": (
        "ukazatel {card} je {rank}. z {count} trumfů (hodnota {declare_value}); skrytý Robai "
        "zvedá Sota-Robai a Robai-Rei z 2 na 5 bodů (R28, hodnota {pass_value}, a Sotu máš ty) "
        "(R11)"
    ),
    "advice.discard_trumps": "všech deset karet jsou trumfy: jde pryč nejslabší (R12)",
    "advice.discard_short": {
        "one": (
            "nejnižší karta krátké barvy ({suit}: v ruce {count} karta): když barvu nebudeš mít,"
            " můžeš ji později trumfovat (R12, R23)"
        ),
        "few": (
            "nejnižší karta krátké barvy ({suit}: v ruce {count} karty): když barvu nebudeš mít,"
            " můžeš ji později trumfovat (R12, R23)"
        ),
        "many": (
            "nejnižší karta krátké barvy ({suit}: v ruce {count} karty): když barvu nebudeš mít,"
            " můžeš ji později trumfovat (R12, R23)"
        ),
        "other": (
            "nejnižší karta krátké barvy ({suit}: v ruce {count} karet): když barvu nebudeš mít,"
            " můžeš ji později trumfovat (R12, R23)"
        ),
    },
    "advice.lead_boss_trump": {
        "one": (
            "vynést nejvyšší trumf jako zdvih Meri a vytáhnout tak {count} neviděný trumf; zdvih"
            " Meri kombinaci nedává (R20, R27)"
        ),
        "few": (
            "vynést nejvyšší trumf jako zdvih Meri a vytáhnout tak {count} neviděné trumfy; zdvih"
            " Meri kombinaci nedává (R20, R27)"
        ),
        "many": (
            "vynést nejvyšší trumf jako zdvih Meri a vytáhnout tak {count} neviděného trumfu; zdvih"
            " Meri kombinaci nedává (R20, R27)"
        ),
        "other": (
            "vynést nejvyšší trumf jako zdvih Meri a vytáhnout tak {count} neviděných trumfů; zdvih"
            " Meri kombinaci nedává (R20, R27)"
        ),
    },
    "advice.lead_boss": {
        "one": (
            "{card} je nejvyšší zbývající karta barvy {suit}; neviděná zůstává ještě {count} další"
            " karta této barvy (R25)"
        ),
        "few": (
            "{card} je nejvyšší zbývající karta barvy {suit}; neviděné zůstávají ještě {count}"
            " další karty této barvy (R25)"
        ),
        "many": (
            "{card} je nejvyšší zbývající karta barvy {suit}; neviděno zůstává ještě {count} další"
            " karty této barvy (R25)"
        ),
        "other": (
            "{card} je nejvyšší zbývající karta barvy {suit}; neviděno zůstává ještě {count}"
            " dalších karet této barvy (R25)"
        ),
    },
    "advice.lead_low": (
        "žádná jistá výhra: vynést nejnižší netrumfovou kartu ({card}, {position}. z {count} v "
        "barvě {suit}) a trumfy si nechat"
    ),
    "advice.lead_low_trump": "zbývají jen trumfy: vynést nejnižší (R20)",
    "advice.partner_wins": {
        "one": (
            "zdvih drží spoluhráč, hráč {seat}; {count} soupeř, který ještě hraje, ho může přebít:"
            " zahrát nízko ({card}) a silné karty si nechat"
        ),
        "few": (
            "zdvih drží spoluhráč, hráč {seat}; {count} soupeři, kteří ještě hrají, ho mohou"
            " přebít: zahrát nízko ({card}) a silné karty si nechat"
        ),
        "many": (
            "zdvih drží spoluhráč, hráč {seat}; {count} soupeře, kteří ještě hrají, ho mohou"
            " přebít: zahrát nízko ({card}) a silné karty si nechat"
        ),
        "other": (
            "zdvih drží spoluhráč, hráč {seat}; {count} soupeřů, kteří ještě hrají, ho může přebít:"
            " zahrát nízko ({card}) a silné karty si nechat"
        ),
    },
    "advice.partner_safe": (
        "zdvih drží spoluhráč, hráč {seat}, a žádný soupeř, který ještě hraje, ho nepřebije: zahrát"
        " nízko ({card}) a silné karty si nechat"
    ),
    "advice.n_opponents": {
        "one": "po tobě hraje ještě {count} soupeř",
        "few": "po tobě hrají ještě {count} soupeři",
        "many": "po tobě hraje ještě {count} soupeře",
        "other": "po tobě hraje ještě {count} soupeřů",
    },
    "advice.n_unseen_trumps": {
        "one": "zbývá {count} neviděný trumf",
        "few": "zbývají {count} neviděné trumfy",
        "many": "zbývá {count} neviděného trumfu",
        "other": "zbývá {count} neviděných trumfů",
    },
    "advice.cannot_beat": "nic v ruce nepřebije kartu hráče {seat}: zahrát nejnižší kartu ({card})",
    "advice.pair": (
        "hráč {seat} trumfoval a drží {held}: {card} nad ním dává kombinaci za 2 nebo 5 bodů "
        "(R27/R28)"
    ),
    "advice.win_cheap": (
        "vzít zdvih co nejnižší kartou, {card}: {opponents} a nad nejnižší vítěznou kartou"
        " {trumps} (R25)"
    ),
    "advice.random": {
        "one": "jediný povolený tah, a tak ho náhodný hráč zahrál",
        "few": "náhodně vybráno z {count} povolených tahů (1 z {count})",
        "many": "náhodně vybráno z {count} povoleného tahu (1 z {count})",
        "other": "náhodně vybráno z {count} povolených tahů (1 z {count})",
    },
    "card.bad_code": (
        "{text} není žádná karta: čeká se písmeno barvy P, I, K, O nebo G a za ním 1-9, Ro, "
        "So, Ka, Re, Un nebo Su (například 'KSu'), nebo celé jméno jako 'Koppu Sun' (R3)"
    ),
    "advice.only_move": "jediný povolený tah",
    "advice.convention": {
        "one": (
            "{card} místo {best}: v tomto zdvihu udělají obě totéž a konvence experta hraje"
            " nejslabší takovou kartu, aby spoluhráči mohli číst jeho karty; náskok týmu (jeho"
            " body minus body druhého týmu) v průměru na {count} představeném rozdání: {top}"
            " (R25, R27-R29)"
        ),
        "few": (
            "{card} místo {best}: v tomto zdvihu udělají obě totéž a konvence experta hraje"
            " nejslabší takovou kartu, aby spoluhráči mohli číst jeho karty; náskok týmu (jeho"
            " body minus body druhého týmu) v průměru na {count} představených rozdáních: {top}"
            " (R25, R27-R29)"
        ),
        "many": (
            "{card} místo {best}: v tomto zdvihu udělají obě totéž a konvence experta hraje"
            " nejslabší takovou kartu, aby spoluhráči mohli číst jeho karty; náskok týmu (jeho"
            " body minus body druhého týmu) v průměru na {count} představeného rozdání: {top}"
            " (R25, R27-R29)"
        ),
        "other": (
            "{card} místo {best}: v tomto zdvihu udělají obě totéž a konvence experta hraje"
            " nejslabší takovou kartu, aby spoluhráči mohli číst jeho karty; náskok týmu (jeho"
            " body minus body druhého týmu) v průměru na {count} představených rozdáních: {top}"
            " (R25, R27-R29)"
        ),
    },
    "advice.search": {
        "one": (
            "náskok tvého týmu (jeho body minus body druhého týmu) v průměru na {count} rozdání,"
            " které si trenér představil podle toho, co jsi viděl: {top} (R27-R29)"
        ),
        "few": (
            "náskok tvého týmu (jeho body minus body druhého týmu) v průměru na {count}"
            " rozdáních, která si trenér představil podle toho, co jsi viděl: {top} (R27-R29)"
        ),
        "many": (
            "náskok tvého týmu (jeho body minus body druhého týmu) v průměru na {count} rozdání,"
            " která si trenér představil podle toho, co jsi viděl: {top} (R27-R29)"
        ),
        "other": (
            "náskok tvého týmu (jeho body minus body druhého týmu) v průměru na {count}"
            " rozdáních, která si trenér představil podle toho, co jsi viděl: {top} (R27-R29)"
        ),
    },
    "show.seen_trump": "trumf hráče {seat}",
    "show.seen_play": "{card} hráče {seat}",
    "show.pair_over": "{pair}: {w} nad {o}",
    "rule.R1": (
        "Barvy. Pět barev po 15 kartách: Pao (hole), Isu (meče), Koppu (poháry), Ouru (mince)"
        " a Guru (víry tomoe), celkem 75 karet. Pao a Isu jsou dlouhé barvy; Koppu, Ouru a Guru"
        " kulaté."
    ),
    "rule.R2": (
        "Hodnoty. Každá barva má číselné karty 1 až 9 a šest figur: Robai (drak), Sota (dáma),"
        " Kaba (jezdec), Rei (král), Un (bůh štěstí) a Sun (čínská postava)."
    ),
    "rule.R3": (
        "Kódy karet. Karta se zapisuje písmenem barvy P, I, K, O nebo G a hodnotou: 1-9, Ro,"
        " So, Ka, Re, Un nebo Su. KSu je Sun v Koppu, IRo Robai v Isu."
    ),
    "rule.R4": (
        "Hráči. Osm hráčů, 0 až 7, číslovaných po směru hodinových ručiček. Levý soused je"
        " následující hráč po směru hodinových ručiček a hraje se vždy tímto směrem."
    ),
    "rule.R5": (
        "Týmy. Hráči 0, 2, 4 a 6 hrají spolu proti hráčům 1, 3, 5 a 7. Ty jsi hráč 0 a za tvé tři"
        " spoluhráče hraje počítač."
    ),
    "rule.R6": (
        "Rozdávání. Rozdávající zamíchá všech 75 karet a rozdává po směru hodinových ručiček,"
        " počínaje hráčem po své levici, ve třech kolech po třech kartách; každý má devět."
    ),
    "rule.R7": (
        "Ukazatel a talon. Zbudou tři karty. První se otočí lícem nahoru: to je ukazatel"
        " (Okie). Zbylé dvě zůstanou lícem dolů jako talon."
    ),
    "rule.R8": "Trumf. Barva vytištěná na ukazateli je v tomto rozdání trumfová.",
    "rule.R9": (
        "Tenka. Robai v Pao je Tenka: je vždy trumf, ať jsou trumfy jakékoli, a nikdy se"
        " nepočítá jako karta Pao. Když jsou trumfem Pao, je Tenka zároveň trumfovým Robaiem, a"
        " trumfů je proto 15 místo 16."
    ),
    "rule.R10": (
        "Trumfový Robai. Robai trumfové barvy je trumfový Robai (jsou-li trumfem Pao, je to"
        " sama Tenka)."
    ),
    "rule.R11": (
        "Ohlášení. Postupně od levice rozdávajícího každý hráč ohlásí, nebo pasuje; skutečně"
        " volit může jen držitel trumfového Robaie. Kdo ohlásí, ukáže ho a vezme si ukazatel."
        " Pokud držitel pasuje, zůstane trumfový Robai skrytý. Rozhodnutí: když nikdo neohlásí"
        " (držitel pasoval, nebo je trumfový Robai ukazatelem či v talonu), bere si ukazatel"
        " rozdávající."
    ),
    "rule.R12": (
        "Kdo bere ukazatel. Má pak deset karet a jednu odhodí lícem dolů; odhozená karta"
        " nesmí být trumf. Rozhodnutí: kdo má samé trumfy, smí odhodit kteroukoli z deseti."
    ),
    "rule.R13": (
        "Odložené karty. Při prvním výnosu se všem ukáže odhozená karta a obě karty talonu. Jsou"
        " mimo hru a žádný zdvih neberou."
    ),
    "rule.R14": (
        "Pořadí trumfů. Od nejsilnějšího: Sun, Un, Sota, Tenka, trumfový Robai, Rei, Kaba a pak"
        " číselné karty trumfové barvy v jejím pořadí. Jsou-li trumfem Pao, jsou Tenka a"
        " trumfový Robai jedna karta na jednom místě."
    ),
    "rule.R15": (
        "Pořadí netrumfových karet. V barvě, která není trumfová, od nejsilnější: Sun, Un, Rei,"
        " Kaba, Sota, Robai a pak čísla. Netrumfový Robai v Isu stojí mezi 2 a 1; netrumfová barva"
        " Pao Robaie nemá (je to Tenka)."
    ),
    "rule.R16": (
        "Pořadí čísel. V dlouhých barvách, Pao a Isu, je nejvyšší 9 a nejnižší 1. V kulatých"
        " barvách, Koppu, Ouru a Guru, je nejvyšší 1 a nejnižší 9."
    ),
    "rule.R17": (
        "Barvy spolu nesoupeří. Karty dvou různých netrumfových barev se nikdy nepřebíjejí: bez"
        " trumfu ve zdvihu může vyhrát jen karta vynesené barvy."
    ),
    "rule.R18": (
        "Pořadí hry. Do prvního zdvihu vynáší ten, kdo vzal ukazatel. Každý hráč přidá jednu"
        " kartu po směru hodinových ručiček a vítěz zdvihu vynáší do dalšího."
    ),
    "rule.R19": (
        "První výnos. Do prvního zdvihu se nesmí vynést trumf, ledaže vynášející má samé"
        " trumfy. Od druhého zdvihu lze vynést cokoli."
    ),
    "rule.R20": (
        "Meri. Zdvih vynesený trumfem je zdvih Meri a hraje se lícem nahoru. Kdo má trumf (i"
        " Tenku), musí trumf přidat; kdo trumf nemá, smí zahrát cokoli."
    ),
    "rule.R21": (
        "Výjimka Sunu. Hráč, který mezi devíti rozdanými kartami dostal jediný trumf, a to"
        " trumfový Sun, si ho smí ve zdvihu Meri ponechat, dokud je to jeho jediný trumf, a"
        " zahrát jakoukoli kartu. Rozhodnutí: Tenka se počítá jako trumf a ten, kdo vzal"
        " ukazatel a má ještě jiný trumf, musí trumf přidat."
    ),
    "rule.R22": (
        "Před prvním zdvihem Meri. Dokud v rozdání nebyl vynesen první zdvih Meri, nezavazuje zdvih"
        " vynesený netrumfovou kartou k ničemu: lze zahrát cokoli."
    ),
    "rule.R23": (
        "Monchi. Jakmile byl vynesen zdvih Meri, musí v každém dalším zdvihu vyneseném"
        " netrumfovou kartou hráč, který má vynesenou barvu, tuto barvu přiznat, nebo dát trumf;"
        " kdo ji nemá, smí zahrát cokoli. Tenka se nikdy nepočítá jako karta Pao."
    ),
    "rule.R24": (
        "Trumfy lícem dolů. Trumf zahraný do zdvihu vyneseného netrumfovou kartou jde lícem dolů:"
        " všichni vidí, kdo trumfoval, ale ne jakým trumfem, dokud nepadne osmá karta."
    ),
    "rule.R25": (
        "Kdo bere zdvih. Je-li ve zdvihu trumf, vyhrává nejvyšší trumf; jinak nejvyšší karta"
        " vynesené barvy."
    ),
    "rule.R26": (
        "Devátý zdvih. Poslední karty všech hráčů se odkryjí najednou a zdvih se vyhodnotí sám:"
        " vyhrává nejvyšší trumf, a bez trumfu určuje vynesenou barvu karta rozdávajícího."
        " Rozhodnutí: nikdy to není zdvih Meri, takže v něm může vzniknout kombinace."
    ),
    "rule.R27": (
        "Kombinace. Každý zdvih dává 1 bod týmu vítěze. Ve zdvihu, který není zdvihem Meri a vyhrál"
        " ho trumf, se tento trumf porovná s nejsilnějším trumfem, který do zdvihu dal druhý tým."
        " Kombinace jsou: Sun nad Unem, Un nad Sotou, Sota nad trumfovým Robaiem, trumfový Robai"
        " nad"
        " Reiem a 2 nad 1 (dlouhá trumfová barva) nebo 8 nad 9 (kulatá). Tenka trumfový Robai"
        " nezastupuje."
    ),
    "rule.R28": (
        "Převod. Kombinace převádí od druhého týmu k týmu vítěze 2 body; 5 bodů v devátém"
        " zdvihu nebo u Sota-Robai a Robai-Rei, je-li trumfový Robai skrytý. Nikdy víc než 5."
        " Rozhodnutí: skrytý znamená jen to, že jeho držitel pasoval."
    ),
    "rule.R29": (
        "Skóre rozdání. Skóre obou týmů v jednom rozdání dává vždy dohromady 9 a kterékoli z"
        " nich může být záporné."
    ),
    "rule.R30": (
        "Partie. Partie má osm rozdání; po každém se rozdávající posune o jedno místo doleva."
        " Vyhrává vyšší součet po osmi rozdáních; při rovnosti je remíza, bez rozdání navíc."
    ),
    "rule.R31": (
        "Informace. Každý hráč zná své karty, ukazatel a to, kdo ho vzal, zda byl trumfový Robai"
        " ohlášen, odložené karty od prvního výnosu a každou kartu, jakmile je lícem nahoru. Nic"
        " víc: počítačoví hráči rozhodují právě z toho."
    ),
    # Karta pravidel (ul.rules_card): jedna stránka k vytištění.
    "card.title": "Hachinin Meri: karta pravidel",
    "card.subtitle": "V závorkách je pravidlo, ze kterého každý řádek pochází.",
    "card.yes": "ano",
    "card.no": "ne",
    "card.flow.title": "Které karty smím zahrát?",
    "card.flow.q_lead": "Vynášíš do zdvihu ty?",
    "card.flow.a_lead1": "Zdvih 1: cokoli kromě trumfu, ledaže máš samé trumfy (R19).",
    "card.flow.a_lead": "Zdvihy 2 až 8: cokoli (R19).",
    "card.flow.q_led": "Nevynášíš: co bylo vyneseno?",
    "card.flow.meri": "Trumf: zdvih Meri (R20)",
    "card.flow.plain": "Netrumfová karta (R22, R23)",
    "card.flow.q_trump": "Máš trumf? Tenka je trumf (R9, R20).",
    "card.flow.a_meri_free": "Cokoli (R20).",
    "card.flow.q_sun": (
        "Je tvým jediným trumfem Sun a byl to jediný trumf mezi devíti rozdanými kartami? (R21)"
    ),
    "card.flow.a_sun": "Cokoli: Sun si smíš nechat (R21).",
    "card.flow.a_meri": "Přidej trumf (R20).",
    "card.flow.q_first": "Byl už v tomto rozdání vynesen zdvih Meri? (R22)",
    "card.flow.a_free": "Cokoli: před prvním zdvihem Meri žádná povinnost není (R22).",
    "card.flow.q_suit": "Máš kartu vynesené barvy? Tenka není karta Pao (R23).",
    "card.flow.a_monchi_free": "Cokoli (R23).",
    "card.flow.a_monchi": "Monchi: kartu vynesené barvy, nebo trumf (R23).",
    "card.flow.face_down": (
        "Trumf zahraný do zdvihu vyneseného netrumfovou kartou jde lícem dolů až do osmé karty"
        " (R24)."
    ),
    "card.flow.ninth": "Devátý zdvih: poslední karty se otočí všechny najednou, bez volby (R26).",
    "card.rank.title": "Pořadí karet, od nejsilnější",
    "card.rank.trump": "Trumfy (R14)",
    "card.rank.trump_note": (
        "16 trumfů; 15, když jsou trumfy Pao, protože pak je Tenka trumfovým Robaiem (R9)."
    ),
    "card.rank.plain": "Netrumfová barva (R15)",
    "card.rank.tenka": "Tenka",
    "card.rank.native": "trumfový Robai",
    "card.rank.numerals": "čísla",
    "card.rank.long": "Dlouhé barvy, Pao a Isu: {order} (R16)",
    "card.rank.round": "Kulaté barvy, Koppu, Ouru a Guru: {order} (R16)",
    "card.rank.isu": "Netrumfová barva Isu má Robaie mezi 2 a 1: {order} (R15)",
    "card.rank.pao": (
        "Netrumfová barva Pao nemá Robaie: Robai v Pao je Tenka, vždy trumf (R9, R15)."
    ),
    "card.rank.compete": (
        "Netrumfové barvy se nikdy nepřebíjejí: bez trumfu ve zdvihu vyhraje nejvyšší karta"
        " vynesené barvy (R17, R25)."
    ),
    "card.combo.title": "Je ve zdvihu kombinace?",
    "card.combo.meri": "Byl to zdvih Meri? Devátý zdvih jím nikdy není (R26, R27).",
    "card.combo.trump": "Vyhrál ho trumf? Ten trumf je W (R25, R27).",
    "card.combo.o": "Dal druhý tým trumf? Jeho nejsilnější trumf je O (R27).",
    "card.combo.pair": "Je W nad O jeden z těchto párů trumfové barvy? (R27)",
    "card.combo.long": "dlouhá trumfová barva",
    "card.combo.round": "kulatá trumfová barva",
    "card.combo.tenka": "Tenka trumfový Robai nikdy nezastupuje (R27).",
    "card.combo.points": (
        "Kombinace: převádí se 5 bodů v devátém zdvihu nebo u Sota-Robai a Robai-Rei, je-li"
        " trumfový Robai skrytý (jeho držitel pasoval); jinak 2 body. Nikdy víc než 5 (R28)."
    ),
    "card.combo.none": "žádná kombinace",
    "card.combo.score": (
        "Každý zdvih: 1 bod týmu vítěze. Body obou týmů za rozdání dají dohromady 9 (R27, R29)."
    ),
    # The end-of-lesson quizzes (Practice(quiz=, lesson=)) and the kinds they add.
    "course.quiz.progress": "Kvíz: otázka {asked} z {of}, zatím správně {right}/{asked}.",
    "course.quiz.done": (
        "Kvíz hotov: správně {right}/{of}, {marks}. Hvězdy se ukládají k lekci {lesson}."
    ),
    "course.quiz.done_unkept": "Kvíz hotov: správně {right}/{of}, {marks}.",
    "practice.kind.discard": "Karty, které smíš odhodit",
    "practice.kind.free": "Když smíš zahrát cokoli",
    # Jména.
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
    "card.name": "{rank} v {suit}",
    "seat.name": "hráč {seat}",
    "list.none": "žádné",
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
    "number.percent": "{n} %",
    "number.move_value": "{move} {value}",
    "phase.declare": "ohlašování",
    "phase.discard": "odhazování",
    "phase.play": "hry",
    "phase.over": "po skončení",
    "length.long": "dlouhé",
    "length.round": "kulaté",
    "ordinal.1": "{n}.",
    "ordinal.2": "{n}.",
    "ordinal.3": "{n}.",
    "ordinal.n": "{n}.",
    # Trenér (unsun_lab.analysis): každé rozhodnutí z pohledu místa, které rozhodovalo (R31).
    "analysis.header": {
        "one": (
            "Rozbor: každé rozhodnutí je posouzeno podle toho, co rozhodující hráč tehdy věděl"
            " (R31); každý povolený tah byl dohrán do konce na stejném {count} rozdání, které si"
            " trenér představil podle toho, co ten hráč věděl"
        ),
        "few": (
            "Rozbor: každé rozhodnutí je posouzeno podle toho, co rozhodující hráč tehdy věděl"
            " (R31); každý povolený tah byl dohrán do konce na stejných {count} rozdáních, která"
            " si trenér představil podle toho, co ten hráč věděl"
        ),
        "many": (
            "Rozbor: každé rozhodnutí je posouzeno podle toho, co rozhodující hráč tehdy věděl"
            " (R31); každý povolený tah byl dohrán do konce na stejných {count} rozdání, která"
            " si trenér představil podle toho, co ten hráč věděl"
        ),
        "other": (
            "Rozbor: každé rozhodnutí je posouzeno podle toho, co rozhodující hráč tehdy věděl"
            " (R31); každý povolený tah byl dohrán do konce na stejných {count} rozdáních, která"
            " si trenér představil podle toho, co ten hráč věděl"
        ),
    },
    "analysis.decision": "tah {number}, hráč {seat}, {where}: {played}, {label}",
    "analysis.where_trick": "zdvih {trick}",
    "analysis.where_declare": "ohlášení (R11)",
    "analysis.where_discard": "odhoz (R12)",
    "analysis.label.best": "nejlepší",
    "analysis.label.good": "dobrý",
    "analysis.label.inaccuracy": "nepřesnost",
    "analysis.label.mistake": "chyba",
    "analysis.label.blunder": "hrubá chyba",
    "analysis.is_best": {
        "one": (
            "tah {move} je tu nejlepší: náskok týmu (jeho body minus body druhého týmu) vychází"
            " v průměru na {count} bod (± {se}) v rozdáních, která si trenér představil podle"
            " toho, co tento hráč ví (R29)"
        ),
        "few": (
            "tah {move} je tu nejlepší: náskok týmu (jeho body minus body druhého týmu) vychází"
            " v průměru na {count} body (± {se}) v rozdáních, která si trenér představil podle"
            " toho, co tento hráč ví (R29)"
        ),
        "many": (
            "tah {move} je tu nejlepší: náskok týmu (jeho body minus body druhého týmu) vychází"
            " v průměru na {count} bodu (± {se}) v rozdáních, která si trenér představil podle"
            " toho, co tento hráč ví (R29)"
        ),
        "other": (
            "tah {move} je tu nejlepší: náskok týmu (jeho body minus body druhého týmu) vychází"
            " v průměru na {count} bodů (± {se}) v rozdáních, která si trenér představil podle"
            " toho, co tento hráč ví (R29)"
        ),
    },
    "analysis.was_best": {
        "one": (
            "tah {move} byl nejlepší: náskok týmu (jeho body minus body druhého týmu) vycházel v"
            " průměru na {count} bod (± {se}) v rozdáních, která si trenér představil podle"
            " toho, co tento hráč věděl (R29)"
        ),
        "few": (
            "tah {move} byl nejlepší: náskok týmu (jeho body minus body druhého týmu) vycházel v"
            " průměru na {count} body (± {se}) v rozdáních, která si trenér představil podle"
            " toho, co tento hráč věděl (R29)"
        ),
        "many": (
            "tah {move} byl nejlepší: náskok týmu (jeho body minus body druhého týmu) vycházel v"
            " průměru na {count} bodu (± {se}) v rozdáních, která si trenér představil podle"
            " toho, co tento hráč věděl (R29)"
        ),
        "other": (
            "tah {move} byl nejlepší: náskok týmu (jeho body minus body druhého týmu) vycházel v"
            " průměru na {count} bodů (± {se}) v rozdáních, která si trenér představil podle"
            " toho, co tento hráč věděl (R29)"
        ),
    },
    "analysis.as_good": {
        "one": (
            "tah {played} byl stejně dobrý jako nejlepší nalezený tah {best}: rozdíl {count} bod"
            " je v mezích šumu rozdání, která si trenér představil (R29)"
        ),
        "few": (
            "tah {played} byl stejně dobrý jako nejlepší nalezený tah {best}: rozdíl {count}"
            " body je v mezích šumu rozdání, která si trenér představil (R29)"
        ),
        "many": (
            "tah {played} byl stejně dobrý jako nejlepší nalezený tah {best}: rozdíl {count}"
            " bodu je v mezích šumu rozdání, která si trenér představil (R29)"
        ),
        "other": (
            "tah {played} byl stejně dobrý jako nejlepší nalezený tah {best}: rozdíl {count}"
            " bodů je v mezích šumu rozdání, která si trenér představil (R29)"
        ),
    },
    "analysis.better": {
        "one": (
            "tah {best} by byl lepší: náskok týmu (jeho body minus body druhého týmu) je v"
            " průměru v rozdáních, která si trenér představil, s ním {best_value}, s tahem"
            " {played} jen {value}; {played} stál {count} bod (R29)"
        ),
        "few": (
            "tah {best} by byl lepší: náskok týmu (jeho body minus body druhého týmu) je v"
            " průměru v rozdáních, která si trenér představil, s ním {best_value}, s tahem"
            " {played} jen {value}; {played} stál {count} body (R29)"
        ),
        "many": (
            "tah {best} by byl lepší: náskok týmu (jeho body minus body druhého týmu) je v"
            " průměru v rozdáních, která si trenér představil, s ním {best_value}, s tahem"
            " {played} jen {value}; {played} stál {count} bodu (R29)"
        ),
        "other": (
            "tah {best} by byl lepší: náskok týmu (jeho body minus body druhého týmu) je v"
            " průměru v rozdáních, která si trenér představil, s ním {best_value}, s tahem"
            " {played} jen {value}; {played} stál {count} bodů (R29)"
        ),
    },
    "analysis.trick_one": "{move} získá tento zdvih pro tým v {share} rozdání (R25)",
    "analysis.trick_two": (
        "{best} získá tento zdvih pro tým v {share} rozdání, {played} v {played_share} (R25)"
    ),
    "analysis.combos": (
        "kombinace s tahem {move}, v bodech na rozdání: v tomto zdvihu získáno {made_now}"
        " a ztraceno {conceded_now}, později získáno {made_later} a ztraceno {conceded_later}"
        " (R27, R28)"
    ),
    "analysis.summary": (
        "hráč {seat}: posouzená rozhodnutí: {count}; ztracené body celkem: {loss}; chyby:"
        " {mistakes}; hrubé chyby: {blunders}"
    ),
    "hint.better": {
        "one": "{best} by byl lepší o {count} bod ({label})",
        "few": "{best} by byl lepší o {count} body ({label})",
        "many": "{best} by byl lepší o {count} bodu ({label})",
        "other": "{best} by byl lepší o {count} bodů ({label})",
    },
    "simulate.one_process": (
        "workers={workers}: prohlížeč (Pyodide) nemá další procesy, "
        "rozdání proto běží v tomto procesu"
    ),
    "simulate.workers_capped": (
        "workers={workers} je víc, než má tento počítač procesorů, proto se použije"
        " workers={cpus}: další procesy by jen čekaly jeden na druhý a výsledky jsou stejné"
    ),
    # Odmítnutí záznamu (RecordError): pole nebo tah a pravidlo.
    "record.field": "{field}: {detail}",
    "record.where": "{where}: {detail}",
    "record.move": "tah {number}: {reason}",
    "record.move_where": "moves[{index}] (tah {number})",
    "record.missing": "chybí",
    "record.format": "očekáváno {expected}, je tu {got}",
    "record.string": "očekáván text, je tu {got}",
    "record.dealer": "očekáváno číslo místa 0–7 (R4), je tu {got}",
    "record.hands": "očekáván seznam 8 rukou, pro každé místo jedna (R6), je tu {got}",
    "record.hand": "očekáváno 9 rozdaných karet (R6), je tu {got}",
    "record.stock": "očekávány 2 karty talonu (R7), je tu {got}",
    "record.entries": {
        "one": "seznam s {count} položkou",
        "few": "seznam se {count} položkami",
        "many": "seznam s {count} položky",
        "other": "seznam s {count} položkami",
    },
    "record.cards": {
        "one": "seznam s {count} kartou",
        "few": "seznam se {count} kartami",
        "many": "seznam s {count} karty",
        "other": "seznam s {count} kartami",
    },
    "record.card_type": "očekáván kód karty jako text, je tu {got}",
    "record.card_twice": (
        "{card} už je v {place}: každá ze 75 karet se vyskytuje právě jednou (R1)"
    ),
    "record.moves": "očekáván seznam tahů, je tu {got}",
    "record.entry_key": "'{key}' musí být text, je tu {got}",
    "record.entry_extra": "neznámé klíče {extra}: očekávány 'move' a 'note'",
    "record.entry": "očekáván tah jako text nebo {{'move': ..., 'note': ...}}, je tu {got}",
    "record.not_a_source": "record: očekáván dict, text JSON nebo cesta, je tu {got}",
    "record.not_an_object": "record: očekáván objekt JSON, je tu {got}",
    "record.kind.object": "objekt",
    "record.kind.list": "seznam",
    "record.kind.string": "text",
    "record.kind.null": "null (nic)",
    "record.kind.boolean": "pravdivostní hodnota",
    "record.kind.number": "číslo {value}",
    # Veličiny v tabulce simulační studie (unsun_lab.study).
    "study.margin": "náskok týmu 0/2/4/6 (body na rozdání, R29)",
    "study.combos": "kombinace na rozdání (R27)",
    "study.combo_points": "body z kombinací na rozdání (R28)",
    "study.with_combo": "podíl rozdání s kombinací",
    "study.status.declared": "podíl rozdání: trumfový Robai ohlášen (R11)",
    "study.status.hidden": "podíl rozdání: trumfový Robai skrytý (R11)",
    "study.status.indicator": "podíl rozdání: trumfový Robai je ukazatel (R11)",
    "study.status.stock": "podíl rozdání: trumfový Robai v talonu (R11)",
    "study.pair": "{pair} na rozdání",
    # Procvičování: cvičení z unsun_lab.practice a widget Practice
    "practice.kind.stronger": "Která karta je silnější",
    "practice.kind.legal": "Které karty smíš zahrát nebo odhodit",
    "practice.kind.winner": "Kdo bere zdvih",
    "practice.kind.combination": "Body za kombinaci",
    "practice.kind.score": "Výsledek rozdání",
    "practice.kind.best_move": "Nejlepší tah (úlohy)",
    "practice.q.stronger": (
        "Trumfy jsou {trump} a do zdvihu se vynesla barva {suit}. Když do něj padnou {a} i {b},"
        " která z nich je silnější?"
    ),
    "practice.q.legal_lead": (
        "Trumfy jsou {trump}. Jsi hráč {seat} a vynášíš do {number}. zdvihu. {meri} Vyber"
        " všechny karty, které smíš vynést."
    ),
    "practice.q.legal_follow": (
        "Trumfy jsou {trump}. Jsi hráč {seat}. Hráč {leader} vynesl do {number}. zdvihu kartu"
        " {lead}. {meri} Vyber všechny karty, které smíš zahrát."
    ),
    "practice.q.discard": (
        "Jsi hráč {seat} a vzal sis do ruky ukazatel {indicator}. Vyber všechny karty, které"
        " smíš odhodit."
    ),
    "practice.meri.seen": "V tomto rozdání už byl vynesen zdvih Meri.",
    "practice.meri.not_yet": "V tomto rozdání ještě nebyl vynesen žádný zdvih Meri.",
    "practice.q.winner": (
        "Trumfy jsou {trump}. {number}. zdvih je kompletní; v pořadí, jak se hrálo: {plays}."
        " Který hráč ho bere?"
    ),
    "practice.q.winner_ninth": (
        "Trumfy jsou {trump} a rozdává hráč {dealer}. Devátý zdvih, počínaje vítězem 8. zdvihu:"
        " {plays}. Který hráč ho bere?"
    ),
    "practice.play": "hráč {seat} {card}",
    "practice.play_down": "hráč {seat} {card} (lícem dolů)",
    "practice.q.combination": (
        "Trumfy jsou {trump}; trumfový Robai {status}. {number}. zdvih je kompletní: {plays}."
        " Kolik bodů v tomto zdvihu převede kombinace?"
    ),
    "practice.status.declared": "byl ohlášen",
    "practice.status.hidden": "zůstal skrytý: jeho držitel pasoval",
    "practice.status.indicator": "je ukazatel",
    "practice.status.stock": "leží v talonu",
    "practice.q.score": (
        "Rozdání skončilo (trumfy {trump}). Vyhrané zdvihy: tým 0/2/4/6 {tricks_a}, tým 1/3/5/7"
        " {tricks_b}. Kombinace: {combos}. Jaký je výsledek každého týmu v rozdání?"
    ),
    "practice.combo_line": "{number}. zdvih, {pair} pro tým {team} ({points})",
    "practice.q.best_move": "Jsi hráč {seat}, {number}. zdvih. Která karta je tu nejlepší?",
    "practice.q.best_discard": (
        "Jsi hráč {seat} a vzal sis ukazatel {indicator}. Kterou kartu je nejlepší odhodit?"
    ),
    "practice.q.best_declare": (
        "Jsi hráč {seat} a máš trumfový Robai {card}. Je lepší ohlásit, nebo pasovat?"
    ),
    "practice.choice.score": "tým 0/2/4/6 {a} : tým 1/3/5/7 {b}",
    "practice.choice.declare": "ohlásit",
    "practice.choice.pass": "pasovat",
    "move.declare": "ohlášení",
    "move.pass": "pas",
    "practice.points.0": "0 bodů",
    "practice.points.2": "2 body",
    "practice.points.5": "5 bodů",
    "practice.why.allowed": "{card} je povolená: {reason}",
    "practice.why.refused": "{card} povolená není: {reason}",
    "practice.why.loses": "{card} hráče {seat} nevyhrává. {reason}",
    "practice.why.points": "{combo}; {points}",
    "practice.why.points_not": "Není to {wrong}. {reason}",
    "practice.why.score": (
        "zdvihy dávají {tricks_a} : {tricks_b} a kombinace převádějí {delta_a} : {delta_b},"
        " takže výsledek je {a} : {b}; oba výsledky dají vždy dohromady 9 (R27, R28, R29)"
    ),
    "practice.why.score_wrong": "{reason}. {right}",
    "practice.why.score_tricks_only": (
        "{a} : {b} počítá jen zdvihy; body převádějí i kombinace (R28)"
    ),
    "practice.why.score_swapped": (
        "{a} : {b} převádí body za kombinaci opačným směrem: patří týmu, jehož trumf dvojici"
        " vyhrál (R27, R28)"
    ),
    "practice.why.score_not_nine": (
        "{a} : {b} dává dohromady {sum}, ne 9: kombinace jednomu týmu vezme přesně tolik, kolik"
        " druhému dá (R28, R29)"
    ),
    "practice.why.score_off": "{a} : {b} neodpovídá zdvihům ani kombinacím (R29)",
    "practice.why.best_move": (
        "{move} je nejlepší: náskok tvého týmu (jeho body minus body druhého týmu) je v průměru"
        " v rozdáních, která si trenér představil podle toho, co vidíš, {value} bodu, nejméně o"
        " {lead} víc než u kteréhokoli jiného tahu (R29)"
    ),
    "practice.why.worse_move": (
        "{move}: náskok tvého týmu (jeho body minus body druhého týmu) je v průměru v rozdáních,"
        " která si trenér představil, {value} bodu, o {loss} méně než s {best} (R29)"
    ),
    "practice.why.try_move": (
        "{move} tu není nejlepší tah: s jinou kartou je náskok tvého týmu (jeho body minus body"
        " druhého týmu) v rozdáních, která si trenér představil, v průměru o {loss} bodu větší"
        " (R29)"
    ),
    "practice.fb.right": "Správně!",
    "practice.fb.wrong": "Ještě ne.",
    "practice.fb.missed": "Vynechal jsi: {choices}",
    "practice.fb.wrong_picks": "Nesprávně: {choices}",
    "practice.fb.answer": "Odpověď: {choices}",
    "practice.fb.try_again": "Tahle to není. Zkus to znovu, nebo si ukaž odpověď.",
    "practice.ui.check": "Zkontrolovat",
    "practice.ui.next": "Další cvičení",
    "practice.ui.try_again": "Zkusit znovu",
    "practice.ui.show": "Ukázat odpověď",
    "practice.ui.level": "Úroveň",
    "practice.ui.kinds": "Cvičení",
    "practice.ui.rule": "Pravidlo {rule}",
    "practice.ui.pick_one": "Vyber jednu možnost.",
    "practice.ui.pick_all": "Vyber všechny, které vyhovují.",
    "practice.ui.bar": "{rule}: správně {right} z {seen}, přihrádka {box}",
    "practice.ui.keys": "Klávesy: šipky posouvají, mezerník vybírá, Enter kontroluje.",
    "practice.ui.none": "Tato pravidla žádné cvičení netrénuje.",
    "practice.ui.bad_file": (
        "Soubor s pokrokem {path} se nepodařilo přečíst ({detail}). Zůstal uložen jako {aside}"
        " a tvé procvičování začíná znovu od začátku."
    ),
    "practice.ui.refused_file": (
        "Soubor s pokrokem {path} nejde použít ({detail}). Zůstal, jak byl, a toto procvičování"
        " pokrok neukládá."
    ),
    "practice.chart.title": "Procvičování podle pravidel",
    "practice.chart.seen": "viděno",
    "practice.chart.right": "zodpovězeno správně",
    "practice.chart.box": "Leitnerova přihrádka (vyšší: vrátí se později)",
    "practice.chart.empty": "Zatím žádné zodpovězené cvičení.",
    # The progress row by theme (Progress.rating) and your own mistakes (Practice(mine=True)).
    "practice.ui.theme_bar": "{theme}: hodnocení {rating}, správně {right} z {seen}",
    "practice.ui.theme_nums": "hodnocení {rating} · {right}/{seen}",
    "practice.ui.work_on": "Na čem zapracovat: „{theme}“",
    "practice.ui.work_on_two": "Na čem zapracovat: „{theme}“, potom „{then}“",
    "practice.mine.empty": (
        "Zatím tu nečeká žádná tvoje chyba. Zahraj si rozdání u PlayTable: každý tah, který"
        " trenér označí za chybu nebo hrubou chybu, se sem vrátí tak, jak jsi ho tehdy"
        " viděl (R31). Do té doby tu máš otázky na pravidla."
    ),
    "practice.mine.done": (
        "To byly všechny tvoje chyby na dnešek. Každá se vrátí v některém z dalších sezení, tím"
        " dřív, čím častěji jsi v ní chyboval; když přijdou znovu teď, nepočítají se."
    ),
    # Tvoje vlastní chyby (Practice(mine=True)): odkud každá pochází, u úlohy a po odpovědi
    # i ve zpětné vazbě, s tahem, který jsi tam zahrál.
    "practice.mine.from": "Tvoje vlastní chyba: z tvého rozdání {deal}, tah {move}.",
    "practice.mine.origin": "Z tvého rozdání {deal}, tah {move}: zahrál jsi {card}.",
    "practice.mine.origin_declare": "Z tvého rozdání {deal}, tah {move}: ohlásil jsi.",
    "practice.mine.origin_pass": "Z tvého rozdání {deal}, tah {move}: pasoval jsi.",
    # Procvičování: otázky na hráče a týmy, rozdávání, trumfy, ohlášení, odložené karty, kdo
    # vynáší a co vidí ostatní; zdvih Meri, který má posoudit hráč sám.
    "course.map.title": "Tvůj dosavadní kurz: hvězdičky z testu každé lekce",
    "course.map.lesson.01": "Balíček a pořadí karet",
    "course.map.lesson.02": "Rozdávání a ukazatel",
    "course.map.lesson.03": "Hraní zdvihů",
    "course.map.lesson.04": "Počítání bodů a kombinace",
    "course.map.done": "lekce hotová",
    "course.map.todo": "zatím nehotová: test je na konci lekce",
    "course.map.note": (
        "Každá lekce končí testem o 8 otázkách: 7 nebo 8 správně dá 3 hvězdičky, 5 nebo 6 dá"
        " 2, méně dá 1. Tvůj nejlepší test se uchová a tahle mapa ho ukáže, až tuto stránku"
        " spustíš znovu."
    ),
    "practice.checkpoint.title": "Vyzkoušej se: otázky na {rules}",
    "practice.checkpoint.sample": ("Ukázková otázka i s odpovědí (otevři ji, až si otázky zkusíš)"),
    "practice.checkpoint.choices": "Možnosti: {choices}",
    "practice.meri.judge": (
        "Byl už v tomto rozdání vynesen zdvih Meri? Posuď to podle dosavadních zdvihů."
    ),
    "practice.kind.teams": "Hráči a týmy",
    "practice.kind.dealing": "Kdo rozdává a kdo dostane první karty",
    "practice.kind.trumps": "Které karty jsou trumfy",
    "practice.kind.declaration": "Ohlášení trumfového Robaie",
    "practice.kind.side_cards": "Karty mimo hru",
    "practice.kind.leader": "Kdo vynáší do dalšího zdvihu",
    "practice.kind.seen": "Co vidí ostatní",
    "practice.choice.partner": "spoluhráč",
    "practice.choice.opponent": "soupeř",
    "practice.q.teams.partners": (
        "Jsi hráč {seat}. Vyber všechny hráče svého týmu, tedy své spoluhráče."
    ),
    "practice.q.teams.side": "Jsi hráč {seat}. Je hráč {other} tvůj spoluhráč, nebo soupeř?",
    "practice.q.teams.next": (
        "Jsi hráč {seat}. Hráč {other} právě přidal kartu do zdvihu. Který hráč hraje teď?"
    ),
    "practice.q.teams.next_you": (
        "Jsi hráč {seat} a právě jsi přidal kartu do zdvihu. Který hráč hraje teď?"
    ),
    "practice.why.teams.partner": (
        "hráč {other} je tvůj spoluhráč: hráči {team} hrají spolu jako jeden tým (R5)"
    ),
    "practice.why.teams.opponent": (
        "hráč {other} je soupeř: hraje za druhý tým, hráče {team} (R5)"
    ),
    "practice.why.teams.next": (
        "hraje se po směru hodinových ručiček: po hráči {other} přichází jeho levý soused, hráč"
        " {next} (po hráči 7 znovu hráč 0) (R4)"
    ),
    "practice.why.teams.next_from_you": (
        "hraje se po směru hodinových ručiček: po tobě přichází tvůj levý soused, hráč {next}"
        " (po hráči 7 znovu hráč 0) (R4)"
    ),
    "practice.why.teams.next_you": (
        "hraje se po směru hodinových ručiček: po hráči {other} přichází jeho levý soused, a to"
        " jsi ty (po hráči 7 znovu hráč 0) (R4)"
    ),
    "practice.why.teams.not_next": "Hráč {seat} teď nehraje. {reason}",
    "practice.why.teams.not_next.you": "Ty teď nehraješ. {reason}",
    "practice.q.dealing.first": "Rozdává hráč {dealer}. Který hráč dostane první tři karty?",
    "practice.q.dealing.last": (
        "Hráč {dealer} rozdává ve třech kolech po třech kartách. Který hráč dostane v každém"
        " kole poslední tři karty?"
    ),
    "practice.q.dealing.next_dealer": (
        "Hráč {dealer} rozdával toto rozdání partie. Který hráč rozdává příští rozdání?"
    ),
    "practice.why.dealing.first": (
        "rozdávající rozdává po směru hodinových ručiček a začíná po své levici: první tři karty"
        " dostane hráč {seat} (R4, R6)"
    ),
    "practice.why.dealing.last": (
        "rozdávající začíná po své levici a obchází stůl po směru hodinových ručiček, takže sám"
        " sobě dává naposled: poslední tři karty každého kola dostane hráč {seat} (R6)"
    ),
    "practice.why.dealing.next_dealer": (
        "po každém rozdání se rozdávající posune o jedno místo doleva: příště rozdává hráč"
        " {seat} (R30)"
    ),
    "practice.why.dealing.not": "Není to hráč {seat}. {reason}",
    "practice.q.trumps": (
        "Jsi hráč {seat} a otočený ukazatel je {indicator}. Vyber všechny trumfy, které máš v ruce."
    ),
    "practice.why.trumps.suit": (
        "{card} je trumf: ukazatel {indicator} určuje jako trumfovou barvu {suit} (R8)"
    ),
    "practice.why.trumps.plain": (
        "{card} není trumf: je to karta barvy {own} a ukazatel {indicator} určuje jako"
        " trumfovou barvu {suit} (R8)"
    ),
    "practice.why.trumps.tenka": (
        "{card} je trumf: Robai v Pao je Tenka, vždy trumf, ať jsou trumfy cokoli (R9)"
    ),
    "practice.why.trumps.tenka_pao": (
        "{card} je trumf: když jsou trumfy Pao, je Robai v Pao zároveň Tenka i trumfový Robai"
        " (R9, R10)"
    ),
    "practice.q.declare.may": (
        "Jsi hráč {seat}. Ukazatel je {indicator} a tvých devět karet je {hand}. Vyber všechno,"
        " co smíš při ohlášení udělat."
    ),
    "practice.why.declare.may": (
        "smíš ohlásit: máš {card}, Robai trumfové barvy, tedy trumfový Robai (R10, R11)"
    ),
    "practice.why.declare.not_holder": (
        "ohlásit nemůžeš: ohlašuje jen ten, kdo má trumfový Robai {card}, a ten v ruce nemáš"
        " (R10, R11)"
    ),
    "practice.why.declare.indicator": (
        "ohlásit nesmí nikdo: trumfový Robai {card} je sám ukazatelem (R10, R11)"
    ),
    "practice.why.pass.holder": (
        "smíš pasovat: {card} pak zůstane skrytý v tvých kartách a ukazatel si vezme"
        " rozdávající, hráč {dealer} (R11)"
    ),
    "practice.why.pass.dealer": (
        "smíš pasovat: {card} pak zůstane skrytý, a protože jsi rozdávající, ukazatel si stejně"
        " vezmeš ty; když nikdo neohlásí, bere ho rozdávající (R11)"
    ),
    "practice.why.pass.forced": (
        "pasuješ a jinou možnost nemáš: trumfový Robai {card} nemáš, takže hra pasuje za"
        " tebe (R10, R11)"
    ),
    "practice.q.declare.recipient": (
        "Jsi hráč {seat}. Rozdával hráč {dealer} a ukazatel je {indicator}. {said} Který hráč"
        " si vezme ukazatel do ruky?"
    ),
    "practice.q.declare.recipient_dealer": (
        "Jsi hráč {seat} a rozdával jsi; ukazatel je {indicator}. {said} Který hráč si vezme"
        " ukazatel do ruky?"
    ),
    "practice.decl.declared": "Hráč {holder} ohlásil trumfový Robai {card}.",
    "practice.decl.you_passed": "Máš trumfový Robai {card} a pasoval jsi.",
    "practice.decl.indicator": "Trumfový Robai {card} je sám ukazatelem.",
    "practice.decl.nobody": "Trumfový Robai {card} nikdo neohlásil.",
    "practice.why.recipient.declared": (
        "hráč {holder} ohlásil {card} a kdo ohlásí, bere si ukazatel (R11)"
    ),
    "practice.why.recipient.you_passed": (
        "pasoval jsi, takže nikdo neohlásil: pak si ukazatel bere rozdávající, hráč {dealer} (R11)"
    ),
    "practice.why.recipient.dealer_holder": (
        "nikdo neohlásil, takže ukazatel bere rozdávající, a rozdávající jsi ty: pasem jsi"
        " {card} skryl, ale ukazatel jsi nikomu nedal (R11)"
    ),
    "practice.why.recipient.indicator": (
        "ohlásit nemohl nikdo, protože {card} je ukazatel, takže si ho bere rozdávající, hráč"
        " {dealer} (R11)"
    ),
    "practice.why.recipient.indicator_you": (
        "ohlásit nemohl nikdo, protože {card} je ukazatel, takže si ho bere rozdávající, a"
        " rozdávající jsi ty (R11)"
    ),
    "practice.why.recipient.dealer": (
        "nikdo neohlásil trumfový Robai {card} (kdo ho měl, pasoval, nebo {card} leží v"
        " talonu), takže si ukazatel bere rozdávající, hráč {dealer} (R11)"
    ),
    "practice.why.recipient.dealer_you": (
        "nikdo neohlásil trumfový Robai {card} (kdo ho měl, pasoval, nebo {card} leží v"
        " talonu), takže si ukazatel bere rozdávající, a rozdávající jsi ty (R11)"
    ),
    "practice.why.recipient.not": "Není to hráč {seat}. {reason}",
    "practice.why.recipient.not.you": "Nejsi to ty. {reason}",
    "practice.q.side_cards": (
        "Jsi hráč {seat}. Hráč {recipient} si vzal ukazatel {indicator} a odhodil jednu kartu"
        " lícem dolů. Když hráč {leader} vynesl do prvního zdvihu, všichni uviděli odhozenou"
        " kartu {discard} a talon {stock}. Vyber všechny karty, které jsou v tomto rozdání mimo"
        " hru."
    ),
    "practice.q.side_cards_you": (
        "Jsi hráč {seat}. Vzal sis ukazatel {indicator} a odhodil jsi jednu kartu lícem dolů."
        " Když jsi vynesl do prvního zdvihu, všichni uviděli odhozenou kartu {discard} a talon"
        " {stock}. Vyber všechny karty, které jsou v tomto rozdání mimo hru."
    ),
    "practice.why.side.discard": (
        "{card} je mimo hru: je to karta, kterou odhodil hráč {seat}, když si vzal ukazatel;"
        " při prvním výnosu se ukázala všem a nebere žádný zdvih (R12, R13)"
    ),
    "practice.why.side.discard.you": (
        "{card} je mimo hru: je to karta, kterou jsi odhodil, když sis vzal ukazatel; při"
        " prvním výnosu se ukázala všem a nebere žádný zdvih (R12, R13)"
    ),
    "practice.why.side.stock": (
        "{card} je mimo hru: je to jedna ze dvou karet talonu, které zůstaly pod ukazatelem;"
        " při prvním výnosu se ukázala a nebere žádný zdvih (R7, R13)"
    ),
    "practice.why.side.indicator": (
        "{card} je ve hře: je to ukazatel a hráč {seat} si ho vzal do ruky (R7, R12)"
    ),
    "practice.why.side.indicator.you": (
        "{card} je ve hře: je to ukazatel a vzal sis ho do ruky (R7, R12)"
    ),
    "practice.why.side.led": (
        "{card} je ve hře: hráč {leader} ji vynesl do prvního zdvihu; mimo hru je jen odhozená"
        " karta a talon (R13)"
    ),
    "practice.why.side.led.you": (
        "{card} je ve hře: vynesl jsi ji do prvního zdvihu; mimo hru je jen odhozená karta a"
        " talon (R13)"
    ),
    "practice.why.side.hand": (
        "{card} je ve hře: máš ji v ruce; mimo hru je jen odhozená karta a talon (R13)"
    ),
    "practice.q.leader.first": (
        "Rozdával hráč {dealer}, ukazatel byl {indicator} a vzal si ho hráč {seat}. Který hráč"
        " vynáší do prvního zdvihu?"
    ),
    "practice.q.leader.next": (
        "Trumfy jsou {trump}. {number}. zdvih je kompletní; v pořadí, jak se hrálo: {plays}."
        " Který hráč vynáší do {next}. zdvihu?"
    ),
    "practice.why.leader.first": (
        "do prvního zdvihu vynáší ten, kdo si vzal ukazatel, hráč {seat} (R18)"
    ),
    "practice.why.leader.winner": (
        "hráč {seat} vzal {number}. zdvih kartou {card}, a kdo zdvih vezme, vynáší do dalšího"
        " (R18, R25)"
    ),
    "practice.why.leader.not": "Není to hráč {seat}. {reason}",
    "practice.q.seen.follow": (
        "Trumfy jsou {trump}. Jsi hráč {seat}; hráč {leader} vynesl do {number}. zdvihu kartu"
        " {lead}. Vyber každou kartu v ruce, kterou by ostatní viděli lícem nahoru, kdybys ji"
        " teď zahrál."
    ),
    "practice.q.seen.lead": (
        "Trumfy jsou {trump}. Jsi hráč {seat} a vynášíš do {number}. zdvihu. Vyber každou kartu"
        " v ruce, kterou by ostatní viděli lícem nahoru, kdybys ji vynesl."
    ),
    "practice.why.seen.plain": (
        "{card} by ostatní viděli: netrumfová karta se hraje vždy lícem nahoru, na očích všem"
        " (R24, R31)"
    ),
    "practice.why.seen.down": (
        "{card} by šla lícem dolů: je to trumf do zdvihu vyneseného netrumfovou kartou, takže"
        " ostatní vidí, že jsi zahrál trumf, ale ne který, dokud nepadne osmá karta zdvihu"
        " (R24, R31)"
    ),
    "practice.why.seen.meri": (
        "{card} by ostatní viděli: zdvih byl vynesen trumfem, je to zdvih Meri, a v něm jsou"
        " všechny karty lícem nahoru (R20, R24)"
    ),
    "practice.why.seen.lead": (
        "{card} by ostatní viděli: vynesená karta je vždy lícem nahoru; trumf vynesený do"
        " zdvihu z něj dělá zdvih Meri, celý lícem nahoru (R20, R24)"
    ),
    # Zásady dobré hry (unsun_lab.principles): název, rada, proč platí, doklad.
    "principle.unmeasured": "praktické pravidlo, neměřené",
    "principle.winning.card": "{card}, kartu, která teď bere",
    "principle.winning.down": "trumf lícem dolů od hráče {seat}",
    "principle.winning.trumps": "trumfy lícem dolů, které už padly",
    "principle.fb.at_work": "platí tu zásada „{title}“: {why}",
    "principle.fb.equal": (
        "{moves} jsou tu stejně dobré: v rozdáních, která si trenér představil podle toho, co"
        " vidíš, vycházejí stejně (R29)"
    ),
    "principle.fb.still_loses": (
        "i s kartou {move} odsud v průměru body ztrácíš: ztrácí každá karta a ostatní víc (R29)"
    ),
    "principle.fb.worse": ("{best} udrží tvému týmu po zbytek rozdání víc bodů než {move} (R29)"),
    "principle.fb.try": "{move} tu není nejlepší karta. Vzpomeň si na zásadu: {title}",
    "principle.fb.try_plain": (
        "{move} tu není nejlepší karta: podívej se znovu na tento zdvih a na to, co už padlo"
    ),
    # Trenér začíná zásadou, která vysvětluje drahé rozhodnutí (analysis.principle_lead).
    "principle.coach.lead": "{title}: {why}",
    "principle.coach.lead_also": "{title}: {why}; {best} je ještě lepší",
    "principle.coach.exception": (
        "zásada „{title}“ tu ukazuje na {move}, ale tady platí výjimka: {best} je lepší"
    ),
    # Úloha o ohlášení říká trumfy jako každá úloha (practice.kinds.best_move).
    "principle.q.best_declare": (
        "Jsi hráč {seat}, trumfy jsou {suit} a máš trumfový Robai {card}. Je lepší ohlásit, nebo"
        " pasovat?"
    ),
    "principle.ui.details": "Podrobnosti",
    "principle.ui.principle": "Zásada",
    "principle.first_lead.title": "První výnos",
    "principle.first_lead.advice": (
        "Do 1. zdvihu se nesmí vynést trumf (R19) a před prvním zdvihem Meri smí kdokoli"
        " netrumfový výnos přebít trumfem (R22): vynes nízkou netrumfovou kartu, kterou můžeš"
        " postrádat."
    ),
    "principle.first_lead.why": (
        "do 1. zdvihu se nesmí vynést trumf (R19) a před prvním zdvihem Meri smí kdokoli"
        " netrumfový výnos přebít trumfem (R22): {move} je tvá nejnižší karta v barvě {suit},"
        " karta, kterou můžeš postrádat"
    ),
    "principle.no_plain_sun_early.title": "Před prvním zdvihem Meri nevynášej netrumfový Sun",
    "principle.no_plain_sun_early.advice": (
        "Před prvním zdvihem Meri smí kdokoli netrumfový výnos přebít trumfem (R22), a tak"
        " vynesený netrumfový Sun obvykle padne pod trumf: nech si ho, dokud trumfy nevyjdou."
    ),
    "principle.no_plain_sun_early.why": (
        "před prvním zdvihem Meri smí kdokoli netrumfový výnos přebít trumfem (R22): {move}"
        " ušetří tvůj {sun}, který by teď vynesený nejspíš přebil trumf"
    ),
    "principle.no_plain_sun_early.evidence": (
        "změřeno na dvojicích stejných rozdání s hráči základní úrovně: před prvním zdvihem Meri "
        "dalo vynesení tvé nejsilnější jiné netrumfové karty místo netrumfového Sunu {value} "
        "bodu na rozdání (95% interval {low} až {high}; dvojic rozdání: {n}); netrumfový Sun "
        "vynesený v té době vzal zdvih jen v {before} případů (výnosů: {before_n}), po prvním "
        "zdvihu Meri v {after} (výnosů: {after_n})"
    ),
    "principle.trump_plain_lead.title": "Přebít netrumfový výnos před prvním zdvihem Meri",
    "principle.trump_plain_lead.advice": (
        "Před prvním zdvihem Meri smí netrumfový výnos přebít trumfem kdokoli (R22) a trumf"
        " zahraný brzy ve zdvihu může přebít někdo po tobě: když jsi jeden ze dvou posledních"
        " a zdvih bere soupeřova netrumfová karta, vezmi ho svým nejnižším trumfem, který není"
        " v ohrožení; dřív ve zdvihu trumfování nepřineslo měřitelný zisk (R25, R27)."
    ),
    "principle.trump_plain_lead.why": (
        "tento zdvih s netrumfovým výnosem bere soupeřova karta {card}, nikdo zatím"
        " netrumfoval a po tobě hraje nejvýš jeden hráč: {move} je tvůj nejnižší trumf, který"
        " není v ohrožení, a každý trumf vezme zdvih netrumfové kartě (R22, R25)"
    ),
    "principle.trump_plain_lead.evidence": (
        "změřeno na dvojicích stejných rozdání s hráči základní úrovně: když jsi byl jeden ze"
        " dvou posledních, zdvih brala soupeřova netrumfová karta a nikdo netrumfoval, získal"
        " tvůj nejnižší trumf mimo ohrožení oproti netrumfové kartě {value} bodu na rozdání"
        " (95% interval {low} až {high}; dvojic rozdání: {n}); když po tobě ještě hráli dva"
        " nebo víc hráčů, získalo takové trumfování {early} ({early_low} až {early_high};"
        " dvojic rozdání: {early_n}), tedy nic měřitelného"
    ),
    "principle.partner_trumped.title": "Spoluhráč trumfoval: zahraj netrumfovou kartu",
    "principle.partner_trumped.advice": (
        "Když spoluhráč už zdvih s netrumfovým výnosem přebil trumfem (karta lícem dolů, R24),"
        " zahraj netrumfovou kartu a trumfy si nech na později."
    ),
    "principle.partner_trumped.why": (
        "hráč {partner}, tvůj spoluhráč, už tento zdvih s netrumfovým výnosem přebil trumfem"
        " (karta lícem dolů, R24): {move} ti trumfy nechá na další zdvihy"
    ),
    "principle.partner_trumped.evidence": (
        "změřeno na dvojicích stejných rozdání s hráči základní úrovně: netrumfová karta získala "
        "oproti tvému nejslabšímu trumfu {value} bodu na rozdání (95% interval {low} až {high}; "
        "dvojic rozdání: {n}), oproti nejsilnějšímu {strongest} ({strongest_low} až "
        "{strongest_high}) a oproti průměru všech tvých povolených trumfů {average} "
        "({average_low} až {average_high}); jen oproti trumfu, který se ukázal jako nejlepší, "
        "což se pozná až po rozdání, nebyl žádný jasný rozdíl ({best}; {best_low} až {best_high})"
    ),
    "principle.card_in_danger.title": "Karta v ohrožení",
    "principle.card_in_danger.advice": (
        "Trumf, jehož vyšší karta z dvojice ještě nevyšla, je ve zdvihu s netrumfovým výnosem v"
        " ohrožení: soupeř, který vezme zdvih touto vyšší kartou, udělá kombinaci (R27); proto"
        " ho do takových zdvihů nedávej."
    ),
    "principle.card_in_danger.why": (
        "{card} je nižší karta kombinace {pair} a karta {upper} ještě nebyla vidět: zahraný do"
        " tohoto zdvihu s netrumfovým výnosem by mohl soupeřům dát {pair} (R27); {move} ho"
        " nechá mimo ohrožení"
    ),
    "principle.card_in_danger.why_lead": (
        "{card} je nižší karta kombinace {pair} a karta {upper} ještě nebyla vidět: když si ho"
        " necháš na devátý zdvih, který nikdy není zdvihem Meri, může tam padnout za 5 bodů"
        " (R26, R28); vynesený teď otevře zdvih Meri, kde se žádná kombinace nepočítá (R20, R27)"
    ),
    "principle.card_in_danger.evidence": (
        "změřeno na dvojicích stejných rozdání s hráči základní úrovně: ve zdvihu s netrumfovým "
        "výnosem si ponechat trumf v ohrožení a zahrát místo něj svou nejslabší kartu, která v "
        "ohrožení není, dalo {value} bodu na rozdání (95% interval {low} až {high}; dvojic "
        "rozdání: {n}); zahraný do takového zdvihu dal trumf v ohrožení kombinaci soupeřům v "
        "{share} případů (95% interval {share_low} až {share_high}; zahrání: {share_n})"
    ),
    "principle.win_cheaply.title": "Ber zdvih levně",
    "principle.win_cheaply.advice": (
        "Když můžeš přebít kartu, která bere, přebij ji svou nejnižší kartou, která na to"
        " stačí: vyšší karta zdvih nevezme o nic lépe (R25)."
    ),
    "principle.win_cheaply.why": (
        "{move} je tvá nejnižší karta, která přebije {card}, kartu, jež teď bere: vyšší by"
        " tento zdvih nevzala o nic lépe (R25)"
    ),
    "principle.lowest_card.title": "Nic nevezme: zahraj nejnižší kartu",
    "principle.lowest_card.advice": (
        "Když žádná karta, kterou smíš zahrát, zdvih nevezme, zahraj tu nejnižší a silné si"
        " nech (R25)."
    ),
    "principle.lowest_card.why": (
        "žádná karta, kterou smíš zahrát, nepřebije {what}, a tak {move}, tvá nejnižší karta,"
        " dá nejméně (R25)"
    ),
    "principle.dont_overtake_partner.title": "Nepřebíjej spoluhráče, který bere",
    "principle.dont_overtake_partner.advice": (
        "Když zdvih bere karta spoluhráče, nepřebíjej ji: silnější kartu si nech na zdvih,"
        " který by tvůj tým jinak ztratil (R25)."
    ),
    "principle.dont_overtake_partner.why": (
        "tvůj spoluhráč, hráč {partner}, bere kartou {card}: {move} mu zdvih nechá a tvou"
        " silnější kartu ušetří (R25)"
    ),
    "principle.count_trumps.title": "Počítej trumfy",
    "principle.count_trumps.advice": (
        "Trumfů je 16, a když jsou trumfy Pao, tak 15 (R9): počítej ty, které už byly vidět."
        " Když žádný nezbývá mimo tvé karty v ruce, nejvyšší zbývající kartu netrumfové barvy"
        " už nikdo nepřebije (R25)."
    ),
    "principle.count_trumps.why": (
        "všech {total} trumfů je sečteno, žádný nezbývá mimo tvé karty v ruce (R9) a žádná"
        " vyšší karta v barvě {suit} už ve hře není: {move} nikdo nepřebije (R25)"
    ),
    "principle.first_meri.title": "První zdvih Meri: žádné změřené pravidlo",
    "principle.first_meri.advice": (
        "Zda ve 2. až 6. zdvihu otevřít první zdvih Meri trumfem, je na tobě: výnos"
        " nejsilnějšího trumfu neukázal oproti netrumfové kartě žádný jasný zisk (R20, R22)."
    ),
    "principle.first_meri.why": (
        "zda teď otevřít první zdvih Meri, je na tobě: výnos nejsilnějšího trumfu neukázal"
        " oproti netrumfové kartě jasný zisk, takže {move} je stejně rozumná volba jako jiná"
        " (R20, R22)"
    ),
    "principle.first_meri.evidence": (
        "změřeno na dvojicích stejných rozdání s hráči základní úrovně: vynést nejsilnější trumf"
        " místo nejsilnější netrumfové karty dalo {value} bodu na rozdání (95% interval {low}"
        " až {high}; dvojic rozdání: {n}): žádný jasný rozdíl"
    ),
    "principle.lone_sun.title": "Osamělý Sun: v Meri si ho nech",
    "principle.lone_sun.advice": (
        "Pokud byl Sun jediným trumfem, který ti byl rozdán, smíš si ho ve zdvihu Meri nechat"
        " (R21): ponechat si ho se trochu vyplatilo."
    ),
    "principle.lone_sun.why": (
        "tvůj {sun} je tvůj jediný trumf a byl jediným trumfem, který ti byl rozdán, a tak si"
        " ho v tomto zdvihu Meri smíš nechat (R21): {move} ho ušetří na pozdější zdvih"
    ),
    "principle.lone_sun.evidence": (
        "změřeno na dvojicích stejných rozdání s náhodnými hráči (heurističtí hráči se k této"
        " volbě téměř nedostanou): ponechat si Sun dalo oproti jeho zahrání {value} bodu na"
        " rozdání (95% interval {low} až {high}; dvojic rozdání: {n})"
    ),
    "principle.ninth_trick.title": "Devátý zdvih: trumf si neschovávej",
    "principle.ninth_trick.advice": (
        "Trumf ponechaný do konce devátý zdvih obvykle vezme (R26), ale schovávat si ho úmyslně"
        " nic měřitelného nepřineslo: v 8. zdvihu zahraj kartu, kterou zdvih potřebuje."
    ),
    "principle.ninth_trick.why": (
        "trumf ponechaný na devátý zdvih ho obvykle vezme (R26), ale schovávat si {trump}"
        " úmyslně žádný zisk neukázalo: {move} je férová volba, pokud ji tento zdvih potřebuje"
    ),
    "principle.ninth_trick.evidence": (
        "změřeno s hráči základní úrovně: poslední karta, která byla trumf, vzala devátý zdvih v"
        " {kept} případů, netrumfová v {plain}; na dvojicích stejných rozdání dalo ponechání"
        " trumfu místo jeho zahrání v 8. zdvihu {value} bodu na rozdání (95% interval {low} až"
        " {high}; dvojic rozdání: {n}): žádný měřitelný rozdíl"
    ),
    "principle.declare_robai.title": "Ohlas trumfový Robai",
    "principle.declare_robai.advice": (
        "Pokud držíš trumfový Robai a nejsi rozdávající, ohlas ho: vezmeš si ukazatel, kartu"
        " navíc, a vyneseš do prvního zdvihu (R11, R18)."
    ),
    "principle.declare_robai.why": (
        "ohlášením {card} si vezmeš ukazatel {indicator} do ruky, kartu navíc pro svůj tým, a"
        " vyneseš do prvního zdvihu (R11, R18)"
    ),
    "principle.declare_robai.evidence": (
        "změřeno na dvojicích stejných rozdání s hráči základní úrovně: ohlášení dalo oproti pasu"
        " {value} bodu na rozdání (95% interval {low} až {high}; dvojic rozdání: {n})"
    ),
    "principle.dealer_holder.title": "Rozdávající, který drží trumfový Robai",
    "principle.dealer_holder.advice": (
        "Jako rozdávající dostaneš ukazatel, i když pasuješ (R11): pas nechá trumfový Robai"
        " skrytý a jeho kombinace pak převádějí 5 (R28)."
    ),
    "principle.dealer_holder.why": (
        "jsi rozdávající, takže ukazatel {indicator} dostaneš, i když pasuješ (R11); pas nechá"
        " {card} skrytý a Sota-Robai a Robai-Rei pak převádějí 5 bodů tomu týmu, který je"
        " udělá (R28)"
    ),
    # Co hráč, kterého se ptáme, ví a otázka potřebuje (unsun_lab.practice.context).
    "context.trump": "trumfy jsou {suit}: {count} trumfů, mezi nimi Tenka PRo (R8, R9)",
    "context.trump_pao": (
        "trumfy jsou Pao: 15 trumfů a PRo je zároveň Tenka i trumfový Robai (R8, R9)"
    ),
    "context.dealer": "rozdával hráč {dealer} (R6)",
    "context.dealer_you": "rozdával jsi ty (R6)",
    "context.recipient": "ukazatel {indicator} si vzal hráč {seat} (R11)",
    "context.recipient_you": "ukazatel {indicator} sis vzal ty (R11)",
    "context.robai.indicator": (
        "ukazatel je sám trumfový Robai {card}: nikdo nemohl ohlásit a skrytý není (R11, R28)"
    ),
    "context.robai.declared": "hráč {seat} ohlásil trumfový Robai {card}: skrytý není (R11, R28)",
    "context.robai.you_declared": "ohlásil jsi trumfový Robai {card}: skrytý není (R11, R28)",
    "context.robai.own_deciding": "držíš trumfový Robai {card}: ohlas ho, nebo pasuj (R11)",
    "context.robai.own_hidden": (
        "držíš trumfový Robai {card} a pasoval jsi: je skrytý, takže Sota-Robai a Robai-Rei"
        " převádějí 5 (R11, R28)"
    ),
    "context.robai.hidden": (
        "trumfový Robai {card} nikdo neohlásil a v talonu nebyl: jeho držitel pasoval, takže je"
        " skrytý a Sota-Robai a Robai-Rei převádějí 5 (R11, R28)"
    ),
    "context.robai.stock": "trumfový Robai {card} byl v talonu, mimo hru (R11, R13)",
    "context.robai.not_declared": (
        "trumfový Robai {card} nikdo neohlásil: je skrytý v něčích kartách v ruce, nebo leží v"
        " talonu, který se ukáže při prvním výnosu (R11, R13)"
    ),
    "context.robai.pending": "ohlašování trumfového Robaie {card} ještě neskončilo (R11)",
    "context.meri.yes": (
        "zdvih Meri už byl vynesen: na netrumfový výnos musíš přiznat barvu, nebo trumfovat"
        " (Monchi, R23)"
    ),
    "context.meri.no": (
        "zdvih Meri ještě nebyl vynesen: na netrumfový výnos lze zahrát jakoukoli kartu (R22)"
    ),
    "context.play": "hráč {seat} {card}",
    "context.play_down": "hráč {seat} trumf lícem dolů",
    "context.trick": (
        "{number}. zdvih vynesl hráč {leader}: {plays}; vzal ho hráč {winner} kartou {card};"
        " trumfy v něm: {trumps} (R25)"
    ),
    "context.current": "tento zdvih vynesl hráč {leader}: {plays} (R18)",
    "context.unseen": "trumfy, které jsi ještě neviděl: {count} z {total} (R9)",
    "context.legend": (
        "Před každou kartou je číslo hráče, který ji zahrál; ★ značí trumf, rámeček kartu, která"
        " zdvih vzala."
    ),
    "context.q.best_move": (
        "Jsi hráč {seat}, {number}. zdvih, trumfy jsou {suit}. Která karta je tu nejlepší?"
    ),
    "context.q.best_any": (
        "Jsi hráč {seat}, {number}. zdvih, trumfy jsou {suit}. Několik karet je tu stejně"
        " dobrých: vyber kteroukoli z nejlepších."
    ),
    # Slova trenéra (unsun_lab.analysis): čím se dva tahy liší ve stejných rozdáních.
    "coach.freq.never": "nikdy",
    "coach.freq.rarely": "jen zřídka",
    "coach.freq.one_in_ten": (
        "zhruba v jednom z deseti rozdání, která si trenér představil podle toho, co víš"
    ),
    "coach.freq.one_in_five": (
        "zhruba v jednom z pěti rozdání, která si trenér představil podle toho, co víš"
    ),
    "coach.freq.third": (
        "zhruba ve třetině rozdání, která si trenér představil podle toho, co víš"
    ),
    "coach.freq.half": ("zhruba v polovině rozdání, která si trenér představil podle toho, co víš"),
    "coach.freq.two_thirds": (
        "zhruba ve dvou třetinách rozdání, která si trenér představil podle toho, co víš"
    ),
    "coach.freq.most": ("ve většině rozdání, která si trenér představil podle toho, co víš"),
    "coach.freq.almost_always": "téměř vždy",
    "coach.freq.always": "vždy",
    # The same shares said a second time in one sentence, of the same imagined deals.
    "coach.freq_again.one_in_ten": "zhruba v jednom z deseti",
    "coach.freq_again.one_in_five": "zhruba v jednom z pěti",
    "coach.freq_again.third": "zhruba ve třetině",
    "coach.freq_again.half": "zhruba v polovině",
    "coach.freq_again.two_thirds": "zhruba ve dvou třetinách",
    "coach.freq_again.most": "ve většině",
    "coach.what.trump": "soupeřův trumf ({card})",
    "coach.what.suit": "vyšší karta barvy {suit} ({card})",
    "coach.trick_lost": (
        "s tahem {best} vezme tvůj tým tento zdvih, s tahem {played} ho ztratí, a to {freq};"
        " nejčastěji ho pak přebije {what} (R25)"
    ),
    "coach.trick_gained": (
        "s tahem {played} vezme tvůj tým tento zdvih, s tahem {best} ne, a to {freq}; to ale má"
        " menší cenu, než kolik to stojí později (R25)"
    ),
    "coach.combo.theirs": (
        "po tahu {move} udělají soupeři {when} kombinaci {pair} ({winner_card} nad"
        " {opposing_card}, {points}) {freq}; po tahu {other} {freq_other} (R27, R28)"
    ),
    "coach.combo.ours": (
        "po tahu {move} udělá tvůj tým {when} kombinaci {pair} ({winner_card} nad"
        " {opposing_card}, {points}) {freq}; po tahu {other} {freq_other} (R27, R28)"
    ),
    # The same, when the two moves are the declaration's: "if you pass", not "after pass" (R11).
    "coach.combo.theirs_if": (
        "{move} udělají soupeři {when} kombinaci {pair} ({winner_card} nad {opposing_card},"
        " {points}) {freq}; {other} {freq_other} (R27, R28)"
    ),
    "coach.combo.ours_if": (
        "{move} udělá tvůj tým {when} kombinaci {pair} ({winner_card} nad {opposing_card},"
        " {points}) {freq}; {other} {freq_other} (R27, R28)"
    ),
    "coach.if.declare": "po ohlášení",
    "coach.if.pass": "po pasu",
    "coach.when.now": "v tomto zdvihu",
    "coach.when.later": "později v rozdání",
    "coach.later_tricks": (
        "s tahem {best} získá tvůj tým i víc pozdějších zdvihů: zhruba o {n} na rozdání (R25)"
    ),
    "coach.later_tricks_if": (
        "{best} získá tvůj tým i víc pozdějších zdvihů: zhruba o {n} na rozdání (R25)"
    ),
    "coach.spread": (
        "rozdíl mezi {best} a {played} nedělá žádný jednotlivý zdvih ani kombinace: rozkládá"
        " se na celý zbytek rozdání (R29)"
    ),
}
