"""Komentované příklady česky: názvy, poznámky k celému rozdání a poznámky k tahům."""

from __future__ import annotations

EXAMPLES: dict[str, str] = {
    "example.combination_2_1_long.title": "Kombinace 2-1 v dlouhé trumfové barvě Isu (R16 R27)",
    "example.combination_2_1_long.note.23": (
        "I2 bere 3. zdvih: 2-1 nad I1 hráče 7, 2 body (R27, R28)."
    ),
    "example.combination_2_1_long.note.24": (
        "I1: nejsilnější trumf druhého týmu, spodní karta dvojice 2-1 (R27)."
    ),
    "example.combination_8_9_round.title": "Kombinace 8-9 v kulaté trumfové barvě Guru (R16 R27)",
    "example.combination_8_9_round.note.46": (
        "G8 bere 6. zdvih: 8-9 nad G9 hráče 5, 2 body (R27, R28)."
    ),
    "example.combination_8_9_round.note.47": (
        "G9: nejsilnější trumf druhého týmu, spodní karta dvojice 8-9 (R27)."
    ),
    "example.combination_sun_un.title": "Kombinace Sun-Un (R27)",
    "example.combination_sun_un.note.12": (
        "IUn: nejsilnější trumf druhého týmu, spodní karta dvojice Sun-Un (R27)."
    ),
    "example.combination_sun_un.note.17": (
        "ISu bere 2. zdvih: Sun-Un nad IUn hráče 3, 2 body (R27, R28)."
    ),
    "example.combination_un_sota.title": "Kombinace Un-Sota (R27)",
    "example.combination_un_sota.note.20": (
        "GSo: nejsilnější trumf druhého týmu, spodní karta dvojice Un-Sota (R27)."
    ),
    "example.combination_un_sota.note.23": (
        "GUn bere 3. zdvih: Un-Sota nad GSo hráče 4, 2 body (R27, R28)."
    ),
    "example.declared_robai_rei.title": (
        "Ohlášený trumfový Robai: Robai-Rei převádí jen 2 body (R11 R27 R28)"
    ),
    "example.declared_robai_rei.note.0": (
        "ohlášení: hráč 0 ukáže GRo a vezme si ukazatel G2 (R11); Robai už není skrytý (R28)."
    ),
    "example.declared_robai_rei.note.37": (
        "GRo bere 5. zdvih: Robai-Rei nad GRe hráče 3, za 2 body, protože Robai byl ohlášen"
        " (R27, R28)."
    ),
    "example.declared_robai_rei.note.40": (
        "GRe: nejsilnější trumf druhého týmu v tomto zdvihu, spodní karta dvojice (R27)."
    ),
    "example.first_tricks.title": (
        "Kdo vynáší, první výnos a volná hra před prvním zdvihem Meri (R18 R19 R22)"
    ),
    "example.first_tricks.note.2": (
        "GKa: první výnos rozdání: trumfem (P3, P5, PRo, PRe) se do 1. zdvihu vynášet nesmí,"
        " proto netrumfová karta (R19)."
    ),
    "example.first_tricks.note.3": (
        "K9: hráč 5 má G1, ale barvu přiznávat nemusí: Meri ještě nebylo (R22)."
    ),
    "example.first_tricks.note.10": (
        "PSo: hráč 2 vzal 1. zdvih a vynáší (R18); od 2. zdvihu se smí vynést i trumf (R19)."
    ),
    "example.hidden_sota_robai.title": (
        "Skrytý trumfový Robai: Sota-Robai převádí 5 bodů a skóre jde do minusu (R11 R27 R28 R29)"
    ),
    "example.hidden_sota_robai.note.0": (
        "pas: hráč 6 nechá trumfový Robai GRo skrytý; ukazatel GRe si vezme rozdávající, hráč 3"
        " (R11)."
    ),
    "example.hidden_sota_robai.note.16": (
        "GRo: skrytý trumfový Robai GRo je tu nejsilnějším trumfem druhého týmu (R27)."
    ),
    "example.hidden_sota_robai.note.17": (
        "GSo bere 2. zdvih: Sota nad skrytým Robaiem GRo, 5 bodů (R27, R28)."
    ),
    "example.indicator_is_native_robai.title": (
        "Ukazatelem je trumfový Robai: vezme si ho rozdávající a odhodí netrumfovou kartu (R11 R12)"
    ),
    "example.indicator_is_native_robai.note.0": (
        "KKa: odhoz a zároveň první tah záznamu: trumfy (O1, ORo, OSo, ORe) se nesmějí odhodit,"
        " dokud zbývají netrumfové karty (R12)."
    ),
    "example.meri_tenka_and_sun.title": (
        "Zdvih Meri: Tenka se musí přidat, osamělý Sun si hráč smí nechat (R20 R21)"
    ),
    "example.meri_tenka_and_sun.note.10": "ORe, výnos trumfem: 2. zdvih je zdvih Meri (R20).",
    "example.meri_tenka_and_sun.note.12": (
        "PRo: Tenka je trumf, a to jediný trumf hráče 3, takže ho musí zahrát (R20)."
    ),
    "example.meri_tenka_and_sun.note.15": (
        "K3: jediným trumfem hráče 6 je Sun OSu, rozdaný jako jediný trumf, takže si ho smí"
        " nechat a zahrát cokoli (R21)."
    ),
    "example.monchi.title": (
        "Monchi po Meri: přiznat barvu nebo trumfovat, a trumf jde lícem dolů (R23 R24)"
    ),
    "example.monchi.note.18": "ISo: první zdvih Meri v rozdání: od teď platí Monchi (R23).",
    "example.monchi.note.38": "O5: hráč 2 nemá Guru, smí tedy zahrát cokoli (R23).",
    "example.monchi.note.39": (
        "I5: Monchi: hráč 3 musí zahrát Guru nebo trumf; trumfuje kartou I5, lícem dolů (R23, R24)."
    ),
    "example.native_robai_in_stock.title": (
        "Trumfový Robai v talonu: žádné ohlášení, odložené karty se ukážou při výnosu (R11 R13)"
    ),
    "example.native_robai_in_stock.note.0": (
        "K1: odhozena lícem dolů; ostatní ji zatím nevidí (R12, R31)."
    ),
    "example.native_robai_in_stock.note.1": (
        "K6: první výnos: odhoz K1 a talon ORo, OUn se všem otočí a jsou mimo hru (R13)."
    ),
    "example.ninth_trick_combination.title": "Devátý zdvih: Robai-Rei za 5 bodů (R26 R27 R28)",
    "example.ninth_trick_combination.note.65": (
        "OKa: 64. zahraná karta uzavírá 8. zdvih; program pak odehraje devátý zdvih, v němž je"
        " GRo nad GRe kombinace Robai-Rei za 5 bodů (R26, R27, R28)."
    ),
    "example.ninth_trick_no_trump.title": (
        "Devátý zdvih bez trumfu: barvu určí karta rozdávajícího (R26)"
    ),
    "example.ninth_trick_no_trump.note.64": (
        "I3: poslední zahraná karta; v devátém zdvihu nezbyl žádný trumf a PKa rozdávajícího"
        " určuje jako vynesenou barvu Pao: vyhrává PRe (R26)."
    ),
    "example.numerals_and_suits.title": (
        "Čísla v dlouhých a kulatých barvách, barvy, které spolu nesoupeří, a kdo vyhrává"
        " (R16 R17 R25)"
    ),
    "example.numerals_and_suits.note.9": (
        "O6: trumf O6 bere zdvih vynesený v netrumfové barvě (R25)."
    ),
    "example.numerals_and_suits.note.19": ("PUn je jiné barvy a tento zdvih vyhrát nemůže (R17)."),
    "example.numerals_and_suits.note.24": (
        "G2 vyhrává: v kulaté barvě je silnější nižší číslo, takže přebije G3 (R16)."
    ),
    "example.numerals_and_suits.note.35": (
        "P6 vyhrává: v dlouhé barvě je silnější vyšší číslo, takže přebije P5 (R16)."
    ),
    "example.only_trumps.title": (
        "Samé trumfy: kdo dostal ukazatel, odhodí trumf a trumfem vynese 1. zdvih (R12 R19 R20)"
    ),
    "example.only_trumps.note.1": (
        "K8: všech deset karet jsou trumfy, takže odhodit šlo kteroukoli z nich (R12)."
    ),
    "example.only_trumps.note.2": (
        "KRe: hráč 0 smí 1. zdvih vynést trumfem jen proto, že nic jiného nemá (R19): zdvih Meri"
        " (R20)."
    ),
    "example.only_trumps.note.5": (
        "K3: Meri: hráč 3 musí zahrát trumf a K3 je jediný, který má (R20)."
    ),
    "example.partner_trump_no_combination.title": (
        "S trumfem spoluhráče kombinace není: IUn nad ISo (R27)"
    ),
    "example.partner_trump_no_combination.note.36": (
        "IUn bere 5. zdvih; soupeři netrumfovali, takže kombinace není (R27)."
    ),
    "example.partner_trump_no_combination.note.38": (
        "ISo je trumf spoluhráče: IUn nad ním by bylo Un-Sota, ale trumfy spoluhráčů se"
        " nepočítají (R27)."
    ),
    "example.plain_isu_robai_beats_one.title": (
        "Netrumfová barva Isu: její Robai přebije jen jedničku, a tady ji přebije (R15 R17)"
    ),
    "example.plain_isu_robai_beats_one.note.58": (
        "IRo bere 8. zdvih: netrumfový Robai v Isu přebije jen jedničku Isu (R15)."
    ),
    "example.plain_isu_robai_beats_one.note.64": (
        "I1, nejnižší karta netrumfového Isu, dokonce pod Robaiem v Isu (R15)."
    ),
    "example.plain_order_isu_robai_loses.title": (
        "Netrumfové pořadí: Rei nebo Kaba přebije Sotu a Robai v Isu prohraje s číslem (R15)"
    ),
    "example.plain_order_isu_robai_loses.note.50": (
        "IRo: netrumfový Robai v Isu stojí jen mezi I2 a I1, pod všemi zde zahranými čísly (R15)."
    ),
    "example.plain_order_isu_robai_loses.note.54": (
        "I2 bere 7. zdvih: číslo v Isu nad Robaiem v Isu (R15)."
    ),
    "example.plain_order_isu_robai_loses.note.60": (
        "PRe přebije PSo: v netrumfovém pořadí stojí Sota pod Rei i pod Kabou (R15)."
    ),
    "example.tenka_no_combination.title": (
        "Tenka v trumfovém pořadí: ISo nad PRo rozhodne zdvih, ale kombinace to není"
        " (R14 R24 R25 R27)"
    ),
    "example.tenka_no_combination.note.22": (
        "ISo (lícem dolů, R24) bere 3. zdvih: 3. místo v trumfovém pořadí přebije 4. (R14)."
    ),
    "example.tenka_no_combination.note.25": (
        "PRo, nejsilnější trumf druhého týmu: když jde o Tenku, kombinace Sota-Robai není (R27)."
    ),
    # Poznámky k celému rozdání.
    "example.combination_2_1_long.notes": (
        "Rozdává hráč 2. Ukazatel ISo dělá z Isu trumfovou barvu (R8). Hráč 7 má trumfový Robai"
        " IRo, ohlásí ho a vezme si ukazatel (R11). Hráč 7 odhodí lícem dolů PSo (R12) a vynáší"
        " do prvního zdvihu (R18). Třetí zdvih vynáší hráč 1 netrumfovou kartou P1, takže to"
        " není zdvih Meri a kombinace se může počítat (R27). Trumfy v něm (zahrané lícem dolů,"
        " R24) jsou I2 (hráč 6) a I1 (hráč 7). Nejvyšší, I2 hráče 6, vyhrává (R25). Jediným"
        " trumfem druhého týmu je I1 hráče 7. I2 nad I1 je dvojice 2-1: kombinace (R27). V"
        " dlouhé trumfové barvě jdou čísla od 9 dolů k 1 (R16), takže 2-1 spojuje dva nejnižší"
        " trumfy a I2 může vyhrát jen proto, že nikdo nezahrál vyšší trumf. Není to devátý"
        " zdvih a není v tom skrytý Robai, proto se převádějí 2 body (R28): tým 0/2/4/6 dostane"
        " bod za zdvih a 2 navíc, tým 1/3/5/7 2 body ztratí. Tým 0/2/4/6 vzal 4 zdvihy a tým"
        " 1/3/5/7 pět; kombinace: 2-1 ve 3. zdvihu (2 body pro tým 0/2/4/6). Konečné skóre: tým"
        " 0/2/4/6 6, tým 1/3/5/7 3, dohromady 9 (R29)."
    ),
    "example.combination_8_9_round.notes": (
        "Rozdává hráč 3. Ukazatel G7 dělá z Guru trumfovou barvu (R8). Hráč 0 má trumfový Robai"
        " GRo, ohlásí ho a vezme si ukazatel (R11). Hráč 0 odhodí lícem dolů P4 (R12) a vynáší"
        " do prvního zdvihu (R18). Šestý zdvih vynáší hráč 0 netrumfovou kartou I9, takže to"
        " není zdvih Meri a kombinace se může počítat (R27). Trumfy v něm (zahrané lícem dolů,"
        " R24) jsou G8 (hráč 4) a G9 (hráč 5). Nejvyšší, G8 hráče 4, vyhrává (R25). Jediným"
        " trumfem druhého týmu je G9 hráče 5. G8 nad G9 je dvojice 8-9: kombinace (R27). V"
        " kulaté trumfové barvě jdou čísla od 1 dolů k 9 (R16), takže 8-9 spojuje dva nejnižší"
        " trumfy a G8 může vyhrát jen proto, že nikdo nezahrál vyšší trumf. Není to devátý"
        " zdvih a není v tom skrytý Robai, proto se převádějí 2 body (R28): tým 0/2/4/6 dostane"
        " bod za zdvih a 2 navíc, tým 1/3/5/7 2 body ztratí. Tým 0/2/4/6 vzal 6 zdvihů a tým"
        " 1/3/5/7 tři; kombinace: 8-9 v 6. zdvihu (2 body pro tým 0/2/4/6). Konečné skóre: tým"
        " 0/2/4/6 8, tým 1/3/5/7 1, dohromady 9 (R29)."
    ),
    "example.combination_sun_un.notes": (
        "Rozdává hráč 3. Ukazatel I2 dělá z Isu trumfovou barvu (R8). Hráč 2 má trumfový Robai"
        " IRo, ohlásí ho a vezme si ukazatel (R11). Hráč 2 odhodí lícem dolů O9 (R12) a vynáší"
        " do prvního zdvihu (R18). Druhý zdvih vynáší hráč 1 netrumfovou kartou G8, takže to"
        " není zdvih Meri a kombinace se může počítat (R27). Trumfy v něm (zahrané lícem dolů,"
        " R24) jsou IRo (hráč 2), IUn (hráč 3), I4 (hráč 6) a ISu (hráč 0). Nejvyšší, ISu hráče"
        " 0, vyhrává (R25). Jediným trumfem druhého týmu je IUn hráče 3. ISu nad IUn je dvojice"
        " Sun-Un: kombinace (R27). Není to devátý zdvih a není v tom skrytý Robai, proto se"
        " převádějí 2 body (R28): tým 0/2/4/6 dostane bod za zdvih a 2 navíc, tým 1/3/5/7 2"
        " body ztratí. Tým 0/2/4/6 vzal 4 zdvihy a tým 1/3/5/7 pět; kombinace: Sun-Un ve 2."
        " zdvihu (2 body pro tým 0/2/4/6). Konečné skóre: tým 0/2/4/6 6, tým 1/3/5/7 3,"
        " dohromady 9 (R29)."
    ),
    "example.combination_un_sota.notes": (
        "Rozdává hráč 0. Ukazatel G8 dělá z Guru trumfovou barvu (R8). Hráč 2 má trumfový Robai"
        " GRo, ohlásí ho a vezme si ukazatel (R11). Hráč 2 odhodí lícem dolů K7 (R12) a vynáší"
        " do prvního zdvihu (R18). Třetí zdvih vynáší hráč 2 netrumfovou kartou PSu, takže to"
        " není zdvih Meri a kombinace se může počítat (R27). Trumfy v něm (zahrané lícem dolů,"
        " R24) jsou G4 (hráč 3), GSo (hráč 4), G3 (hráč 5) a GUn (hráč 7). Nejvyšší, GUn hráče"
        " 7, vyhrává (R25). Jediným trumfem druhého týmu je GSo hráče 4. GUn nad GSo je dvojice"
        " Un-Sota: kombinace (R27). Není to devátý zdvih a není v tom skrytý Robai, proto se"
        " převádějí 2 body (R28): tým 1/3/5/7 dostane bod za zdvih a 2 navíc, tým 0/2/4/6 2"
        " body ztratí. Tým 0/2/4/6 vzal 6 zdvihů a tým 1/3/5/7 tři; kombinace: Un-Sota ve 3."
        " zdvihu (2 body pro tým 1/3/5/7). Konečné skóre: tým 0/2/4/6 4, tým 1/3/5/7 5,"
        " dohromady 9 (R29)."
    ),
    "example.declared_robai_rei.notes": (
        "Rozdává hráč 4. Ukazatel G2 dělá z Guru trumfovou barvu (R8). Hráč 0 má trumfový Robai"
        " GRo, ohlásí ho a vezme si ukazatel (R11). Hráč 0 odhodí lícem dolů PRe (R12) a vynáší"
        " do prvního zdvihu (R18). Ohlášením Robai ukázal všem, takže už není skrytý (R28)."
        " Pátý zdvih je vynesen netrumfovou kartou KKa, takže to není zdvih Meri a kombinace v"
        " něm může být (R27). Hráč 0 ho vezme trumfovým Robaiem GRo, nejvyšším zahraným trumfem"
        " (R14, R25). Nejsilnějším trumfem druhého týmu je GRe hráče 3: Robai nad Rei je"
        " kombinace. Protože byl Robai ohlášen, převádějí se obvyklé 2 body, ne 5 (R28): tým"
        " 0/2/4/6 dostane bod za zdvih a 2 navíc a tým 1/3/5/7 2 body ztratí. Srovnej s"
        " příkladem skrytého Robaie, kde stejná dvojice vynese 5 bodů (příklad"
        " hidden_sota_robai). Tým 0/2/4/6 vzal 7 zdvihů a tým 1/3/5/7 dva; kombinace: Robai-Rei"
        " v 5. zdvihu (2 body pro tým 0/2/4/6). Konečné skóre: tým 0/2/4/6 9, tým 1/3/5/7 0,"
        " dohromady 9 (R29)."
    ),
    "example.first_tricks.notes": (
        "Rozdává hráč 0. Ukazatel PRe dělá z Pao trumfovou barvu (R8). Hráč 4 má trumfový Robai"
        " PRo, ohlásí ho a vezme si ukazatel (R11). Hráč 4 odhodí lícem dolů I7 (R12) a vynáší"
        " do prvního zdvihu (R18). Hra nezačíná vlevo od rozdávajícího (u hráče 1): první zdvih"
        " vynáší ten, kdo dostal ukazatel, hráč 4, a ostatní hrají po směru hodinových ručiček"
        " (R18). Hráč 4 má trumfy P3, P5, PRo a PRe, ale první zdvih se nesmí vynést trumfem"
        " (R19): vynést směl jen netrumfové karty (ISo, KKa, O9, G8, GKa) a vynáší GKa. Zatím"
        " nebyl žádný zdvih Meri, takže nikdo nemusí přiznávat barvu (R22): hráč 5 má G1"
        " vynesené barvy Guru, a přesto zahraje K9. První zdvih bere hráč 2, a proto vynáší do"
        " druhého (R18). Od druhého zdvihu se smí vynést cokoli (R19): hráč 2 vynese trumf PSo,"
        " přestože má i netrumfové karty — je to první zdvih Meri v rozdání (R20). Tým 0/2/4/6"
        " vzal 7 zdvihů a tým 1/3/5/7 dva; žádné kombinace. Konečné skóre: tým 0/2/4/6 7, tým"
        " 1/3/5/7 2, dohromady 9 (R29)."
    ),
    "example.hidden_sota_robai.notes": (
        "Rozdává hráč 3. Ukazatel GRe dělá z Guru trumfovou barvu (R8). Hráč 6 má trumfový Robai"
        " GRo, ale pasuje: Robai zůstane skrytý a ukazatel si vezme rozdávající, hráč 3 (R11)."
        " Hráč 3 odhodí lícem dolů P2 (R12) a vynáší do prvního zdvihu (R18). Druhý zdvih je"
        " vynesen netrumfovou kartou P7, takže to není zdvih Meri (R27). Bere ho GSo hráče 7;"
        " nejsilnějším trumfem druhého týmu je GRo hráče 6, trumfový Robai, který hráč 6 nechal"
        " skrytý. Sota nad trumfovým Robaiem je kombinace (R27), a protože byl Robai skrytý"
        " (jeho držitel pasoval), převádí 5 bodů místo 2 (R28): tým 1/3/5/7 získá bod za zdvih"
        " a 5 navíc, tým 0/2/4/6 5 bodů ztratí. Tým 0/2/4/6 vzal 3 zdvihy a tým 1/3/5/7 šest;"
        " kombinace: Sota-Robai ve 2. zdvihu (5 bodů pro tým 1/3/5/7). Konečné skóre: tým"
        " 0/2/4/6 -2, tým 1/3/5/7 11, dohromady 9 (R29). Tým 0/2/4/6 skončí pod nulou: skóre"
        " rozdání může být záporné a obě skóre dávají dohromady pořád 9 (R29)."
    ),
    "example.indicator_is_native_robai.notes": (
        "Rozdává hráč 0 a otočí ORo: trumfy jsou Ouru (R8) a ukazatelem je sám trumfový Robai."
        " Nikdo ho nemá v ruce, takže nikdo nemůže ohlásit: záznam nemá tah ohlášení ani pasu,"
        " jeho prvním tahem je odhoz a ukazatel si vezme rozdávající (R11, Rozhodnutí). Hráč 0"
        " má teď deset karet, mezi nimi trumfy O1, ORo, OSo a ORe. Musí odhodit kartu, která"
        " není trumf (R12): odhodit směl právě svých 6 netrumfových karet (I1, K2, K4, K5, KKa,"
        " G3) a odhodí lícem dolů KKa. Ukazatel je od té chvíle v jeho ruce obyčejný trumf. Tým"
        " 0/2/4/6 vzal 5 zdvihů a tým 1/3/5/7 čtyři; žádné kombinace. Konečné skóre: tým"
        " 0/2/4/6 5, tým 1/3/5/7 4, dohromady 9 (R29)."
    ),
    "example.meri_tenka_and_sun.notes": (
        "Rozdává hráč 0. Ukazatel O2 dělá z Ouru trumfovou barvu (R8). Hráč 7 má trumfový Robai"
        " ORo, ohlásí ho a vezme si ukazatel (R11). Hráč 7 odhodí lícem dolů K6 (R12) a vynáší"
        " do prvního zdvihu (R18). Druhý zdvih vynáší hráč 1 trumfem ORe: zdvih Meri, hraný"
        " lícem nahoru, v němž každý, kdo má trumf, musí trumf zahrát (R20). Tenka se počítá:"
        " jediným trumfem hráče 3 je Tenka PRo, takže z jeho 8 karet (PRo, I3, I7, I8, IKa, K5,"
        " KSu, G6) směl zahrát jen PRo. Výjimka Sunu (R21): hráč 6 dostal OSu jako svůj jediný"
        " trumf (jeho devět rozdaných karet: GSo, P3, P5, KUn, K3, OSu, K4, G2, I5) a Sun je"
        " pořád jeho jediným trumfem, smí si ho tedy nechat: povolená byla celá jeho ruka a"
        " zahraje K3, OSu si ponechá. Tým 0/2/4/6 vzal 4 zdvihy a tým 1/3/5/7 pět; žádné"
        " kombinace. Konečné skóre: tým 0/2/4/6 4, tým 1/3/5/7 5, dohromady 9 (R29)."
    ),
    "example.monchi.notes": (
        "Rozdává hráč 0. Ukazatel ISu dělá z Isu trumfovou barvu (R8). Hráč 4 má trumfový Robai"
        " IRo, ohlásí ho a vezme si ukazatel (R11). Hráč 4 odhodí lícem dolů K7 (R12) a vynáší"
        " do prvního zdvihu (R18). Třetí zdvih byl prvním zdvihem Meri v rozdání (vynesen"
        " kartou ISo). Od té chvíle platí Monchi (R23): ve zdvihu vyneseném netrumfovou kartou"
        " musí hráč, který má vynesenou barvu, ji přiznat, nebo trumfovat. Pátý zdvih vynáší"
        " hráč 6 kartou G7. Hráč 3 má G1 v barvě Guru a trumfy PRo a I5: nesmí zahrát P2 ani"
        " O3. Trumfuje kartou I5, která jde lícem dolů (R24): ostatní vidí, že hráč 3 zahrál"
        " trumf, ale ne který, dokud neleží osmá karta. Hráč 2 Guru nemá, smí tedy zahrát"
        " cokoli a zahraje O5. Tým 0/2/4/6 vzal 6 zdvihů a tým 1/3/5/7 tři; žádné kombinace."
        " Konečné skóre: tým 0/2/4/6 6, tým 1/3/5/7 3, dohromady 9 (R29)."
    ),
    "example.native_robai_in_stock.notes": (
        "Rozdává hráč 3; ukazatel O5 dělá z Ouru trumfy (R8). Trumfový Robai ORo je jednou ze"
        " dvou karet talonu (ORo, OUn), takže ho nemá nikdo v ruce: nikdo nemůže ohlásit,"
        " záznam nemá tah ohlášení ani pasu a ukazatel si vezme rozdávající (R11, Rozhodnutí)."
        " Hráč 3 odhodí lícem dolů K1 (R12). Až do prvního výnosu zná svůj odhoz jen hráč 3 a"
        " talon nezná nikdo (R31). Když hráč 3 vynese do prvního zdvihu K6, odhoz i obě karty"
        " talonu se ukážou všem (R13) a všichni vidí, že ORo je mimo hru. Tyto tři karty se"
        " neúčastní žádného zdvihu, takže v tomto rozdání nemůže vzniknout kombinace Sota-Robai"
        " ani Robai-Rei (R27). Tým 0/2/4/6 vzal 7 zdvihů a tým 1/3/5/7 dva; žádné kombinace."
        " Konečné skóre: tým 0/2/4/6 7, tým 1/3/5/7 2, dohromady 9 (R29)."
    ),
    "example.ninth_trick_combination.notes": (
        "Rozdává hráč 5. Ukazatel G1 dělá z Guru trumfovou barvu (R8). Hráč 7 má trumfový Robai"
        " GRo, ohlásí ho a vezme si ukazatel (R11). Hráč 7 odhodí lícem dolů PSo (R12) a vynáší"
        " do prvního zdvihu (R18). Po osmi zdvizích má každý hráč jednu kartu. Program je všech"
        " osm najednou otočí a odehraje jako devátý zdvih, v pořadí od hráče 3, který vzal osmý"
        " zdvih (R26): hráč 3 K6; hráč 4 O4; hráč 5 IUn; hráč 6 GRe; hráč 7 GRo; hráč 0 K3;"
        " hráč 1 P5; hráč 2 P6. Jsou mezi nimi trumfy, takže vyhrává nejvyšší trumf: GRo hráče"
        " 7 (R26, R14). (Bez trumfu by vynesenou barvu určila karta rozdávajícího, IUn.) Devátý"
        " zdvih nikdy není zdvihem Meri, takže se kombinace počítá (R27): nejsilnějším trumfem"
        " druhého týmu je GRe hráče 6 a Robai-Rei v devátém zdvihu převádí 5 bodů (R28). Tým"
        " 0/2/4/6 vzal 4 zdvihy a tým 1/3/5/7 pět; kombinace: Robai-Rei v 9. zdvihu (5 bodů pro"
        " tým 1/3/5/7). Konečné skóre: tým 0/2/4/6 -1, tým 1/3/5/7 10, dohromady 9 (R29)."
    ),
    "example.ninth_trick_no_trump.notes": (
        "Rozdává hráč 0. Ukazatel ORo dělá z Ouru trumfovou barvu (R8). Ukazatelem je sám"
        " trumfový Robai, takže nikdo nemůže ohlásit a vezme si ho rozdávající (R11). Hráč 0"
        " odhodí lícem dolů K3 (R12) a vynáší do prvního zdvihu (R18). Po osmi zdvizích má"
        " každý hráč jednu kartu a program je odehraje jako devátý zdvih, všechny lícem"
        " nahoru, v pořadí od hráče 5, který vzal osmý zdvih (R26): hráč 5 IUn; hráč 6 PRe;"
        " hráč 7 K8; hráč 0 PKa; hráč 1 P5; hráč 2 I8; hráč 3 P3; hráč 4 IRe. Žádná není"
        " trumf. Nikdo nevynášel, takže vynesenou barvou je barva karty rozdávajícího: hráč"
        " 0 má PKa, za vynesenou barvu tedy platí Pao a vyhrává PRe hráče 6, nejvyšší karta"
        " této barvy (R26, R15, R16). Kdyby barvu určila první karta v pořadí (IUn), vyhrála"
        " by IUn hráče 5. Tým 0/2/4/6 vzal 5 zdvihů a tým 1/3/5/7 čtyři; žádné kombinace."
        " Konečné skóre: tým 0/2/4/6 5, tým 1/3/5/7 4, dohromady 9 (R29)."
    ),
    "example.numerals_and_suits.notes": (
        "Rozdává hráč 5. Ukazatel OSo dělá z Ouru trumfovou barvu (R8). Hráč 1 má trumfový Robai"
        " ORo, ohlásí ho a vezme si ukazatel (R11). Hráč 1 odhodí lícem dolů PSu (R12) a vynáší"
        " do prvního zdvihu (R18). Čísla mají v obou druzích barev jiné pořadí (R16): v"
        " dlouhých barvách (Pao, Isu) je 9 nejvyšší a 1 nejnižší, v kulatých barvách (Koppu,"
        " Ouru, Guru) je 1 nejvyšší a 9 nejnižší. Třetí zdvih je vynesen v kulaté barvě Guru a"
        " nikdo netrumfuje: G2 (hráč 3) přebije G3. Pátý zdvih je vynesen v dlouhé barvě Pao"
        " bez trumfu: P6 (hráč 3) přebije P5. Barvy spolu nesoupeří (R17): ve třetím zdvihu"
        " hráč 6 zahraje PUn, druhou nejvyšší kartu Pao, a zdvih přesto bere G2, protože bez"
        " trumfů může zdvih vyhrát jen vynesená barva (R25). Trumf přebije všechno: první zdvih"
        " je vynesen kartou GUn a vyhrává trumf O6 hráče 0, přestože padla i GSu vynesené barvy"
        " (R25). Tým 0/2/4/6 vzal 4 zdvihy a tým 1/3/5/7 pět; žádné kombinace. Konečné skóre:"
        " tým 0/2/4/6 4, tým 1/3/5/7 5, dohromady 9 (R29)."
    ),
    "example.only_trumps.notes": (
        "Rozdává hráč 0. Ukazatel KSu dělá z Koppu trumfovou barvu (R8). Hráč 7 má trumfový"
        " Robai KRo, ale pasuje: Robai zůstane skrytý a ukazatel si vezme rozdávající, hráč 0"
        " (R11). Hráč 0 odhodí lícem dolů K8 (R12) a vynáší do prvního zdvihu (R18). To se"
        " stává zřídka: hráč 0 dostal devět trumfů a s ukazatelem KSu jich má deset: PRo, K2,"
        " K4, K5, K7, K8, K9, KKa, KRe, KSu. Odhodit se normálně trumf nesmí, ale ruka ze"
        " samých trumfů nemá jinou možnost, takže odhodit jde kterýkoli z deseti (R12,"
        " Rozhodnutí); povoleno bylo všech deset a odloží K8. První zdvih se nesmí vynést"
        " trumfem (R19) — ledaže má vynášející, jako tady, jen trumfy; hráč 0 proto vynese KRe."
        " Tím je první zdvih zdvihem Meri (R20): každý, kdo má trumf, musí trumf zahrát;"
        " například hráč 3 měl P4, I1, I7, IUn, K3, OKa, OUn, GRo, GSo a mohl zahrát jen K3."
        " Tým 0/2/4/6 vzal 7 zdvihů a tým 1/3/5/7 dva; žádné kombinace. Konečné skóre: tým"
        " 0/2/4/6 7, tým 1/3/5/7 2, dohromady 9 (R29)."
    ),
    "example.partner_trump_no_combination.notes": (
        "Rozdává hráč 1. Ukazatel I2 dělá z Isu trumfovou barvu (R8). Hráč 3 má trumfový Robai"
        " IRo, ohlásí ho a vezme si ukazatel (R11). Hráč 3 odhodí lícem dolů P8 (R12) a vynáší"
        " do prvního zdvihu (R18). Pátý zdvih je vynesen netrumfovou kartou O1. Bere ho hráč 2"
        " trumfem IUn (R25) a jeho spoluhráč, hráč 4, také trumfoval, a to kartou ISo. IUn nad"
        " ISo má podobu Un-Sota, ale kombinace porovnává vítězný trumf s nejsilnějším trumfem"
        " *druhého* týmu (R27) a druhý tým (1/3/5/7) tu netrumfoval. Kombinace tedy není: zdvih"
        " má cenu jen svého jednoho bodu. Tým 0/2/4/6 vzal 3 zdvihy a tým 1/3/5/7 šest; žádné"
        " kombinace. Konečné skóre: tým 0/2/4/6 3, tým 1/3/5/7 6, dohromady 9 (R29)."
    ),
    "example.plain_isu_robai_beats_one.notes": (
        "Rozdává hráč 5. Ukazatel KSo dělá z Koppu trumfovou barvu (R8). Hráč 5 má trumfový"
        " Robai KRo, ohlásí ho a vezme si ukazatel (R11). Hráč 5 odhodí lícem dolů PSu (R12) a"
        " vynáší do prvního zdvihu (R18). Osmý zdvih je vynesen kartou IRo. Nikdo netrumfuje a"
        " jediné karty Isu jsou IRo (hráč 5) a I1 (hráč 3); ostatní (GUn, GSu, OUn, P8, G8,"
        " PSo) jsou jiných barev a vyhrát nemohou (R17). V netrumfovém Isu stojí Robai mezi"
        " dvojkou a jedničkou (ISu IUn IRe IKa ISo I9 I8 I7 I6 I5 I4 I3 I2 IRo I1, R15): nad"
        " ním je všechno kromě jedničky. Tady to stačí: IRo hráče 5 bere zdvih (R25). Tým"
        " 0/2/4/6 vzal 5 zdvihů a tým 1/3/5/7 čtyři; žádné kombinace. Konečné skóre: tým"
        " 0/2/4/6 5, tým 1/3/5/7 4, dohromady 9 (R29)."
    ),
    "example.plain_order_isu_robai_loses.notes": (
        "Rozdává hráč 2. Ukazatel GKa dělá z Guru trumfovou barvu (R8). Hráč 6 má trumfový Robai"
        " GRo, ohlásí ho a vezme si ukazatel (R11). Hráč 6 odhodí lícem dolů O3 (R12) a vynáší"
        " do prvního zdvihu (R18). Netrumfové pořadí barvy (R15) není trumfové pořadí. Ukazují"
        " to dva zdvihy. Sedmý zdvih je vynesen kartou IRo a nikdo v něm netrumfuje; karty Isu"
        " v něm jsou IRo a I2. Ve většině netrumfových barev stojí Robai nad všemi čísly, ale"
        " Robai netrumfového Isu stojí mezi jeho dvojkou a jedničkou (ISu IUn IRe IKa ISo I9 I8"
        " I7 I6 I5 I4 I3 I2 IRo I1), takže IRo hráče 6 prohrává a vyhrává I2 hráče 2 (R15,"
        " R25). Osmý zdvih (bez trumfu, vynesen PKa): PRe hráče 4 přebije PSo, protože v"
        " netrumfové barvě stojí Sota pod Rei i pod Kabou (Sun, Un, Rei, Kaba, Sota, Robai,"
        " čísla), kdežto jako trumf by Sota byla nad oběma (R14). Tým 0/2/4/6 vzal 7 zdvihů a"
        " tým 1/3/5/7 dva; žádné kombinace. Konečné skóre: tým 0/2/4/6 7, tým 1/3/5/7 2,"
        " dohromady 9 (R29)."
    ),
    "example.tenka_no_combination.notes": (
        "Rozdává hráč 3. Ukazatel I1 dělá z Isu trumfovou barvu (R8). Hráč 1 má trumfový Robai"
        " IRo, ohlásí ho a vezme si ukazatel (R11). Hráč 1 odhodí lícem dolů P3 (R12) a vynáší"
        " do prvního zdvihu (R18). Trumfové pořadí je ISu IUn ISo PRo IRo IRe IKa I9 I8 I7 I6"
        " I5 I4 I3 I2 I1 (R14): Tenka PRo je trumf, ať jsou trumfy jakékoli (R9), a stojí na"
        " čtvrtém místě. Třetí zdvih je vynesen netrumfovou kartou KRe; trumfy do něj zahrané"
        " jdou lícem dolů (R24), takže až do osmé karty stůl věděl jen to, že hráči 7, 1 a 4"
        " trumfovali. Po otočení jsou to I5, ISo a PRo. Sota ISo stojí těsně nad Tenkou, takže"
        " ISo hráče 1 vyhrává (R14, R25) nad PRo hráče 4, nejsilnějším trumfem druhého týmu."
        " Vypadá to jako Sota-Robai, ale Tenka trumfový Robai nezastupuje, takže kombinace to"
        " není: zdvih má cenu jen 1 bodu (R27). Tým 0/2/4/6 vzal 3 zdvihy a tým 1/3/5/7 šest;"
        " žádné kombinace. Konečné skóre: tým 0/2/4/6 3, tým 1/3/5/7 6, dohromady 9 (R29)."
    ),
    # course
    "example.course.title": (
        "Rozdání kurzu: ohlášení, odhoz, volná hra, trumfy lícem dolů, zdvih Meri, Monchi, "
        "osamělý Sun, Sun-Un a Robai-Rei v devátém zdvihu (R11 R12 R13 R18 R19 R20 R21 R22 "
        "R23 R24 R25 R26 R27 R28)"
    ),
    "example.course.notes": (
        "Rozdání složené pro kurz, ne nalezené náhodnou hrou: karty byly vybrány tak, aby se "
        "objevila každá situace ze sešitů 02 až 04, a každý tah je takový, jaký by rozumný "
        "hráč mohl zahrát. Rozdává hráč 0 (R6). Ukazatel K6 dělá z Koppu trumfovou barvu "
        "(R8) a trumfem je i Tenka, PRo (R9). Hráč 2 má trumfový Robai KRo, ohlásí ho a vezme "
        "si ukazatel (R11); pak odhodí lícem dolů P7, kartu, která není trumf (R12). "
        "Odhozená karta a talon, GSo a PUn, se ukážou při prvním výnosu (R13). Hráč 2, který "
        "si vzal ukazatel, vynáší do prvního zdvihu (R18) netrumfovou kartu, jak musí (R19). "
        "Před prvním zdvihem Meri nikdo nemusí přiznávat barvu (R22): v prvním zdvihu dá "
        "hráč 3 na výnos Isu kartu Ouru a hráči 6 a 1 trumfují lícem dolů (R24); vyhraje K4 "
        "hráče 6 (R25). Druhý zdvih je prvním zdvihem Meri (R20): hráč 6 vynese Tenku a šest "
        "z ostatních sedmi hráčů musí dát trumf; hráč 5, který dostal KSu jako jediný trumf, "
        "si ho nechá (R21). Od třetího zdvihu platí Monchi (R23). Ve třetím zdvihu hráč 4, "
        "který nemá Ouru, trumfuje kartou KUn a KSu hráče 5 ji chytí: KSu je W, KUn je O, "
        "nejsilnější trumf druhého týmu, a Sun-Un převede 2 body týmu 1/3/5/7 (R27, R28). "
        "Devátý zdvih nikdy není zdvihem Meri (R26): KRo hráče 2 (W) porazí KRe hráče 7 (O), "
        "Robai-Rei za 5 bodů, protože jde o devátý zdvih (R28). Tým 0/2/4/6 vyhrál 5 zdvihů "
        "a tým 1/3/5/7 4; kombinace: Sun-Un ve třetím zdvihu (2 pro tým 1/3/5/7) a Robai-Rei "
        "v devátém zdvihu (5 pro tým 0/2/4/6). Konečné skóre: tým 0/2/4/6 8, tým 1/3/5/7 1, "
        "dohromady 9 (R29)."
    ),
    "example.course.note.0": (
        "ohlášení: hráč 2 má trumfový Robai KRo; ohlášením získá ukazatel K6, trumf navíc (R11)."
    ),
    "example.course.note.1": (
        "P7: odhodit se nesmí trumf (R12); P7 je jediná karta Pao hráče 2, takže teď Pao nemá."
    ),
    "example.course.note.2": (
        "I5: do prvního zdvihu se nesmí vynést trumf (R19); nízká karta Isu moc neprozradí."
    ),
    "example.course.note.3": (
        "O4: hráč 3 má Isu, ale dá Ouru: před prvním zdvihem Meri se barva přiznávat nemusí (R22)."
    ),
    "example.course.note.4": "I7: hráč 4 přizná nízkou kartou a nechá si trumfy KUn a K2.",
    "example.course.note.5": "I8: zatím nejvyšší Isu, pro tým 1/3/5/7.",
    "example.course.note.6": (
        "K4: hráč 6 trumfuje, aby zdvih spoluhráče vyhrál; trumf jde lícem dolů (R24)."
    ),
    "example.course.note.7": (
        "I2: hráč 7 vidí, že hráč 6 dal trumf, ale ne jaký (R24), a dá svou nejnižší kartu Isu."
    ),
    "example.course.note.9": (
        "K7: hráč 1 zkusí vlastní trumf lícem dolů; K4 je vyšší, protože v kulaté barvě 4 "
        "bere 7 (R16), a vyhraje hráč 6 (R25)."
    ),
    "example.course.note.10": (
        "PRo: hráč 6 vynese Tenku, trumf: první zdvih Meri v rozdání (R20), aby z ostatních "
        "vytáhl trumfy."
    ),
    "example.course.note.11": (
        "K8: ve zdvihu Meri musí každý, kdo má trumf, trumf dát (R20); hráč 7 dá nejnižší."
    ),
    "example.course.note.13": "KSo: poslední trumf hráče 1 musí jít (R20); bere Tenku (R14).",
    "example.course.note.14": (
        "K6: hráč 2 dá ukazatel, svůj nejnižší trumf (R20), a nechá si KRo a K1."
    ),
    "example.course.note.17": (
        "P1: hráč 5 dostal KSu jako jediný trumf, smí si tedy Sun ve zdvihu Meri nechat a "
        "zahrát cokoli (R21)."
    ),
    "example.course.note.18": "O2: hráč 1 vynese Ouru; od zdvihu Meri platí Monchi (R23).",
    "example.course.note.19": (
        "O3: hráč 2 má Ouru, musí tedy dát Ouru nebo trumf (R23); OSu si nechá."
    ),
    "example.course.note.21": (
        "KUn: hráč 4 nemá Ouru, smí tedy zahrát cokoli (R23); trumfuje lícem dolů (R24) v "
        "domnění, že hráč 5, který ve zdvihu Meri trumf nedal, žádný nemá: osamělý Sun si "
        "tam ale ponechat lze (R21)."
    ),
    "example.course.note.22": (
        "KSu: hráč 5 viděl, že hráč 4 hrál lícem dolů, a trumfuje Sunem, nejvyšším trumfem "
        "(R14, R24)."
    ),
    "example.course.note.23": "O7: hráč 6 má Ouru a žádný trumf, musí tedy přiznat (R23).",
    "example.course.note.25": (
        "O5: osmá karta; trumfy se otočí. KSu (W) bere KUn (O), nejsilnější trumf druhého "
        "týmu: Sun-Un, 2 body pro tým 1/3/5/7 (R27, R28)."
    ),
    "example.course.note.31": "G4: hráč 2 od odhozu nemá Pao, smí tedy zahrát cokoli (R23).",
    "example.course.note.41": "GUn: ve zdvihu není trumf, vyhraje tedy nejvyšší Guru (R25).",
    "example.course.note.47": "OSu: hráč 2 musí dát Ouru nebo trumf (R23) a oba trumfy si nechá.",
    "example.course.note.48": (
        "K5: hráč 3 nemá Ouru, smí tedy trumfovat (R23); lícem dolů (R24) bere OSu."
    ),
    "example.course.note.55": "KKa: hráč 0 nemá Pao a trumfuje lícem dolů (R23, R24).",
    "example.course.note.57": (
        "IUn: hráč 2 viděl, že jeho spoluhráč, hráč 0, hrál lícem dolů, a druhý trumf nepřidá."
    ),
    "example.course.note.60": (
        "K1: hráč 2 nemá Isu; trumfuje kartou K1 a KRo si nechá na devátý zdvih."
    ),
    "example.course.note.65": (
        "OSo: hráč 7 nemá Isu a KRe si nechá na devátý zdvih, kde se potká s KRo (R26)."
    ),
}
