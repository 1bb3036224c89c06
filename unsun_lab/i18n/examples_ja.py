"""例の対局の日本語：題と手ごとの注（対局全体の注はまだ英語のみ）。"""

from __future__ import annotations

EXAMPLES: dict[str, str] = {
    "example.combination_2_1_long.title": "長い紋イスが切り札の役2-1 (R16 R27)",
    "example.combination_2_1_long.note.23": (
        "I2が第3トリックを取ります。席7のI1の上で2-1、2点です (R27, R28)。"
    ),
    "example.combination_2_1_long.note.24": (
        "I1：相手チームの最も強い切り札で、役2-1の下の札です (R27)。"
    ),
    "example.combination_8_9_round.title": "丸い紋グルが切り札の役8-9 (R16 R27)",
    "example.combination_8_9_round.note.46": (
        "G8が第6トリックを取ります。席5のG9の上で8-9、2点です (R27, R28)。"
    ),
    "example.combination_8_9_round.note.47": (
        "G9：相手チームの最も強い切り札で、役8-9の下の札です (R27)。"
    ),
    "example.combination_sun_un.title": "役スン-ウン (R27)",
    "example.combination_sun_un.note.12": (
        "IUn：相手チームの最も強い切り札で、役スン-ウンの下の札です (R27)。"
    ),
    "example.combination_sun_un.note.17": (
        "ISuが第2トリックを取ります。席3のIUnの上でスン-ウン、2点です (R27, R28)。"
    ),
    "example.combination_un_sota.title": "役ウン-ソウタ (R27)",
    "example.combination_un_sota.note.20": (
        "GSo：相手チームの最も強い切り札で、役ウン-ソウタの下の札です (R27)。"
    ),
    "example.combination_un_sota.note.23": (
        "GUnが第3トリックを取ります。席4のGSoの上でウン-ソウタ、2点です (R27, R28)。"
    ),
    "example.declared_robai_rei.title": (
        "名乗った切り札のロバイ：ロバイ-レイは2点だけ (R11 R27 R28)"
    ),
    "example.declared_robai_rei.note.0": (
        "名乗り：席0がGRoを見せて起き絵G2を取ります (R11)。ロバイはもう隠れていません (R28)。"
    ),
    "example.declared_robai_rei.note.37": (
        "GRoが第5トリックを取ります。席3のGReの上でロバイ-レイ。ロバイを名乗ったので2点"
        "です (R27, R28)。"
    ),
    "example.declared_robai_rei.note.40": (
        "GRe：このトリックでの相手チームの最も強い切り札で、役の下の札です (R27)。"
    ),
    "example.first_tricks.title": (
        "誰が打ち出すか、最初の打ち出し、最初のメリまでの自由な出し方 (R18 R19 R22)"
    ),
    "example.first_tricks.note.2": (
        "GKa：最初の打ち出し。切り札（P3, P5, PRo, PRe）では第1トリックを打ち出せないので、"
        "平札です (R19)。"
    ),
    "example.first_tricks.note.3": (
        "K9：席5はG1を持っていますが、まだメリがないので台札の紋に付けなくてかまいません (R22)。"
    ),
    "example.first_tricks.note.10": (
        "PSo：第1トリックを取った席2が打ち出します (R18)。第2トリックからは切り札でも打ち出せ"
        "ます (R19)。"
    ),
    "example.hidden_sota_robai.title": (
        "隠れた切り札のロバイ：ソウタ-ロバイは5点、得点はマイナスにもなる (R11 R27 R28 R29)"
    ),
    "example.hidden_sota_robai.note.0": (
        "パス：席6は切り札のロバイGRoを隠したままにし、親の席3が起き絵GReを取ります (R11)。"
    ),
    "example.hidden_sota_robai.note.16": (
        "GRo：隠れた切り札のロバイGRoが、ここでは相手チームの最も強い切り札です (R27)。"
    ),
    "example.hidden_sota_robai.note.17": (
        "GSoが第2トリックを取ります。隠れたロバイGRoの上のソウタで、5点です (R27, R28)。"
    ),
    "example.indicator_is_native_robai.title": (
        "起き絵が切り札のロバイ：親が取り、平札を1枚捨てる (R11 R12)"
    ),
    "example.indicator_is_native_robai.note.0": (
        "KKa：捨て札で、記録の最初の手です。平札が残っているうちは切り札（O1, ORo, OSo, ORe）"
        "を捨てられません (R12)。"
    ),
    "example.meri_tenka_and_sun.title": (
        "メリのトリック：天下は出さなければならず、一枚ズンのスンは残せる (R20 R21)"
    ),
    "example.meri_tenka_and_sun.note.10": (
        "ORe、切り札での打ち出し：第2トリックはメリです (R20)。"
    ),
    "example.meri_tenka_and_sun.note.12": (
        "PRo：天下は切り札で、席3のただ一枚の切り札なので、出さなければなりません (R20)。"
    ),
    "example.meri_tenka_and_sun.note.15": (
        "K3：席6の切り札は一枚だけ配られたスンOSuだけ（一枚ズン）なので、それを残して好きな"
        "札を出せます (R21)。"
    ),
    "example.monchi.title": (
        "メリの後のモンチ：台札の紋に付けるか切り札を出し、切り札は伏せて出す (R23 R24)"
    ),
    "example.monchi.note.18": "ISo：この回の最初のメリ。ここからモンチになります (R23)。",
    "example.monchi.note.38": "O5：手にグルがないので、席2は何を出してもかまいません (R23)。",
    "example.monchi.note.39": (
        "I5：モンチ。席3はグルか切り札を出さなければならず、I5で切って伏せて出します (R23, R24)。"
    ),
    "example.native_robai_in_stock.title": (
        "切り札のロバイが残り札に：名乗りはなく、脇の札は打ち出しで公開 (R11 R13)"
    ),
    "example.native_robai_in_stock.note.0": (
        "K1：伏せて捨てます。ほかの席にはまだ見えません (R12, R31)。"
    ),
    "example.native_robai_in_stock.note.1": (
        "K6：最初の打ち出し。捨て札K1と残り札ORo, OUnが全員に公開され、勝負から外れます (R13)。"
    ),
    "example.ninth_trick_combination.title": "第9トリック：ロバイ-レイは5点 (R26 R27 R28)",
    "example.ninth_trick_combination.note.65": (
        "OKa：64枚目で第8トリックが終わり、続いてエンジンが第9トリックを打ちます。そこでは"
        "GReの上のGRoがロバイ-レイで、5点です (R26, R27, R28)。"
    ),
    "example.ninth_trick_no_trump.title": "切り札のない第9トリック：親の札が紋を決める (R26)",
    "example.ninth_trick_no_trump.note.64": (
        "I3：最後の一枚。第9トリックに切り札は残っておらず、親のPKaでパオが台札の紋になり、"
        "PReが勝ちます (R26)。"
    ),
    "example.numerals_and_suits.title": (
        "長い紋と丸い紋の数札、張り合わない紋、そして勝つ札 (R16 R17 R25)"
    ),
    "example.numerals_and_suits.note.9": (
        "O6：切り札O6が、平札の紋で打ち出したトリックを取ります (R25)。"
    ),
    "example.numerals_and_suits.note.19": (
        "PUnは別の紋の札なので、このトリックは取れません (R17)。"
    ),
    "example.numerals_and_suits.note.24": (
        "G2の勝ち：丸い紋では小さい数が強いので、G3に勝ちます (R16)。"
    ),
    "example.numerals_and_suits.note.35": (
        "P6の勝ち：長い紋では大きい数が強いので、P5に勝ちます (R16)。"
    ),
    "example.only_trumps.title": (
        "切り札ばかり：起き絵を取った席が切り札を捨て、第1トリックを切り札で打ち出す (R12 R19 R20)"
    ),
    "example.only_trumps.note.1": (
        "K8：10枚すべてが切り札なので、どれを捨ててもかまいませんでした (R12)。"
    ),
    "example.only_trumps.note.2": (
        "KRe：第1トリックを切り札で打ち出せるのは、席0がほかに札を持たないからです (R19)。"
        "これでメリになります (R20)。"
    ),
    "example.only_trumps.note.5": (
        "K3：メリ。席3は切り札を出さなければならず、持っている切り札はK3だけです (R20)。"
    ),
    "example.partner_trump_no_combination.title": (
        "味方の切り札とは役にならない：ISoの上のIUn (R27)"
    ),
    "example.partner_trump_no_combination.note.36": (
        "IUnが第5トリックを取ります。相手の切り札がないので役はありません (R27)。"
    ),
    "example.partner_trump_no_combination.note.38": (
        "ISoは味方の切り札です。その上のIUnはウン-ソウタの形ですが、味方の切り札は数えません"
        " (R27)。"
    ),
    "example.plain_isu_robai_beats_one.title": (
        "平札のイス：イスのロバイが勝てるのはピンだけ、そしてここでは勝つ (R15 R17)"
    ),
    "example.plain_isu_robai_beats_one.note.58": (
        "IRoが第8トリックを取ります。平札のイスのロバイが勝てるのはイスのピンだけです (R15)。"
    ),
    "example.plain_isu_robai_beats_one.note.64": (
        "I1：平札のイスで最も弱い札で、イスのロバイよりも下です (R15)。"
    ),
    "example.plain_order_isu_robai_loses.title": (
        "平札の順位：レイやカバはソウタに勝ち、イスのロバイは数札に負ける (R15)"
    ),
    "example.plain_order_isu_robai_loses.note.50": (
        "IRo：平札のイスのロバイはI2とI1の間にすぎず、ここで出たどの数札よりも下です (R15)。"
    ),
    "example.plain_order_isu_robai_loses.note.54": (
        "I2が第7トリックを取ります。イスの数札がイスのロバイに勝ちます (R15)。"
    ),
    "example.plain_order_isu_robai_loses.note.60": (
        "PReがPSoに勝ちます。平札の順位ではソウタはレイとカバの下です (R15)。"
    ),
    "example.tenka_no_combination.title": (
        "切り札の順位の中の天下：PRoの上のISoでトリックは決まるが、役にはならない (R14 R24 R25 R27)"
    ),
    "example.tenka_no_combination.note.22": (
        "ISo（伏せて出す、R24）が第3トリックを取ります。切り札の順位で3番目が4番目に勝ちます"
        " (R14)。"
    ),
    "example.tenka_no_combination.note.25": (
        "PRo：相手チームの最も強い切り札。天下が絡むと、ソウタ-ロバイの役にはなりません (R27)。"
    ),
}
