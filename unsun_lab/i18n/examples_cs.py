"""Komentované příklady česky: názvy a poznámky k tahům (poznámky k celému rozdání zatím
jen anglicky)."""

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
        "Kdo vynáší, první výnos a volná hra před prvním Meri (R18 R19 R22)"
    ),
    "example.first_tricks.note.2": (
        "GKa: první výnos rozdání: trumfy (P3, P5, PRo, PRe) nesmějí vynést 1. zdvih, proto"
        " netrumfová karta (R19)."
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
        "Monchi po Meri: přiznat barvu nebo trumfovat, a trumf jde rubem nahoru (R23 R24)"
    ),
    "example.monchi.note.18": "ISo: první zdvih Meri v rozdání: od teď platí Monchi (R23).",
    "example.monchi.note.38": "O5: hráč 2 nemá Guru, smí tedy zahrát cokoli (R23).",
    "example.monchi.note.39": (
        "I5: Monchi: hráč 3 musí zahrát Guru nebo trumf; trumfuje kartou I5, rubem nahoru"
        " (R23, R24)."
    ),
    "example.native_robai_in_stock.title": (
        "Trumfový Robai v talonu: žádné ohlášení, odložené karty se ukážou při výnosu (R11 R13)"
    ),
    "example.native_robai_in_stock.note.0": (
        "K1: odhozena rubem nahoru; ostatní ji zatím nevidí (R12, R31)."
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
        "KRe: vynést trumfem 1. zdvih smí hráč 0 jen proto, že nic jiného nemá (R19): zdvih"
        " Meri (R20)."
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
        "Netrumfové Isu: Robai v Isu přebije jen jedničku, a tady ji přebije (R15 R17)"
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
        "ISo (rubem nahoru, R24) bere 3. zdvih: 3. místo v trumfovém pořadí přebije 4. (R14)."
    ),
    "example.tenka_no_combination.note.25": (
        "PRo, nejsilnější trumf druhého týmu: když jde o Tenku, kombinace Sota-Robai není (R27)."
    ),
}
