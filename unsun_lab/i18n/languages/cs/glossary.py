"""Slovníček: herní pojmy česky a pro testy jeden pojem pro každou věc."""

from __future__ import annotations

#: Herní pojmy česky, pro slovníček v sešitu a ve widgetech.
GLOSSARY: dict[str, str] = {
    "zdvih": "trick: osm karet, které do jednoho kola dají všichni hráči",
    "trumf": "trump: karta barvy ukazatele a k tomu Tenka (R8, R9)",
    "barva": "suit: Pao, Isu, Koppu, Ouru nebo Guru (R1); jména barev se nepřekládají",
    "rozdávající": "dealer: kdo míchá a rozdává karty (R6)",
    "rozdání": "deal: jedno rozdání karet a devět zdvihů; osm rozdání je partie",
    "hráč": "seat: hráči 0 až 7 sedí po směru hodinových ručiček (R4); číslo patří hráči",
    "ukazatel (Okie, 起き絵)": "indicator: otočená karta, která určuje trumfy (R7, R8)",
    "talon": "stock: dvě karty, které zbudou lícem dolů (R7)",
    "trumfový Robai": "native Robai: Robai trumfové barvy (R10)",
    "Tenka (天下)": "Robai v Pao, vždy trumf (R9)",
    "zdvih Meri (メリ)": "zdvih vynesený trumfem (R20)",
    "Monchi (モンチ)": "po prvním zdvihu Meri přiznat vynesenou barvu, nebo trumfovat (R23)",
    "výjimka Sunu": "kdo dostal jako jediný trumf Sun, smí si ho nechat (R21)",
    "vynesená barva": "led suit: barva první karty zdvihu",
    "netrumfová karta": "plain card: karta, která není trumf",
    "kombinace": "combination: dvojice trumfů, která převádí body (R27, R28)",
}

#: Jeden pojem pro každou věc a varianty, které se objevit nesmějí (regulární výrazy):
#: tests/i18n/test_i18n_language.py jimi prochází katalog, popisky widgetů, poznámky příkladů a
#: úvodní sešit. Oslovení je všude „ty".
TERMS: dict[str, tuple[str, tuple[str, ...]]] = {
    "trick": ("zdvih", (r"(?i)\bštych",)),
    "deal": ("rozdání", ()),
    "dealer": ("rozdávající", ()),
    "hand": ("karty v ruce", ()),
    # Decided: "trumfový Robai" (like "trumfové eso"), not "vlastní Robai", which reads as
    # "his own Robai" ("Hráč 3 nemá vlastní Robai"). Tenka always has its own name, so the
    # clash with the Tenka (a Robai that is always a trump) does not arise.
    "native Robai": ("trumfový Robai", (r"(?i)\bvlastní(ho|mu|m)? Robai", r"TRUMF\. ROBAI")),
    "face down": ("lícem dolů", (r"(?i)\brubem nahoru\b",)),
    "side cards": ("odložené karty", (r"(?i)\bkart[ya]? stranou\b",)),
    "team": ("tým", (r"(?i)\bdružstv",)),
    # Jen se zástupným číslem: „místo" znamená také „namísto" („5 bodů místo 2").
    "seat": ("hráč {seat}", (r"(?i)\bmíst[oau]? \{(seat|dealer)\}",)),
    "Meri": ("zdvih Meri", (r"(?i)\b(první|prvním|prvního)\s+Meri\b",)),
    "declare": ("ohlásit", ()),
    "pass": ("pasovat", ()),
    "indicator": ("ukazatel", ()),
    "recipient": ("kdo si vzal ukazatel", ()),
    "discard": ("odhodit", ()),
    "stock": ("talon", ()),
    "combination": ("kombinace", ()),
    "plain suit": ("netrumfová barva {suit}", (r"\bNetrumfová \{suit\}",)),
    "Robai": ("Robai, bez Robaie", (r"\bbez Robai\b",)),
    "Decision": ("Rozhodnutí", (r"\bDecision\b",)),
}

#: Rozhodnutí o pojmech a jejich důvody (čtení rodilého učitele).
DECISIONS: dict[str, str] = {
    "trumfový Robai (native Robai)": (
        "Jako 'trumfové eso'. 'Vlastní Robai' se čte jako 'jeho vlastní Robai' ('Hráč 3 nemá"
        " vlastní Robai'). Tenka má vždy své jméno, takže se s ním trumfový Robai neplete; do"
        " kombinace Tenka za trumfový Robai nezaskočí (R27)."
    ),
    "hráč N (seat)": (
        "Všude 'hráč 3', nikdy 'místo 3' ani 'na místě 3'; 'místo' zůstává jen pro pořadí karet."
    ),
    "dvojice (pair)": "Jen 'dvojice' (jako widget a Tenka); 'pár' se už nepoužívá.",
    "náskok (margin)": (
        "Jen 'náskok' (o kolik bodů tým skončí před soupeři); 'rozdíl' jen pro rozdíl dvou tahů."
        " Ve větě vždy s tím, co znamená: 'náskok týmu (jeho body minus body druhého týmu)'."
    ),
    "rozdání, která si trenér představil (the coach's sampled deals)": (
        "Začátečník 'vylosovaným rozdáním' nerozumí: ve větě 'v rozdáních, která si trenér"
        " představil podle toho, co víš', podruhé v téže větě jen 'zhruba v polovině';"
        " v krátkém počítadle průběhu zůstává 'vylosovaných rozdání'."
    ),
    "hráč základní úrovně (the heuristic player)": (
        "Počítačový hráč se jmenuje podle úrovně z nabídky (základní), nikdy jménem třídy."
    ),
    "úrovně: náhodný / základní / počítavý / expert": (
        "Čtyři přídavná jména stejného druhu; 'heuristický / prohledávání' byl žargon a podstatné"
        " jméno mezi přídavnými."
    ),
    "V / S (combination letters)": (
        "V = vítězný trumf, S = nejlepší trumf soupeřů: české zkratky místo anglických W / O."
    ),
    "nejnižší karta (the lowest card)": (
        "'nejlevnější' byl kalk z 'cheapest'; 'odhodit' zůstává jen pro odhoz lícem dolů (R12)."
    ),
    "ze 2, ze 7, ze 100, ze 200": (
        "Předložka z se vokalizuje podle prvního vysloveného slova čísla (ze dvou, ze sedmi, ze"
        " sta, ze dvou set; z pěti, z osmi): dělá to i18n.typeset, ne překladatel."
    ),
    "zbývají 4 trumfy": "Sloveso se shoduje s počtem, proto je uvnitř počítané položky.",
    "Čeká se na hráče 1 (soupeře)": (
        "Po předložce 'na' stojí jméno hráče ve 4. pádě: vlastní klíč '.acc', který volí volající."
    ),
}
