"""日本語の文。紋と札の名前は人吉の書き方に従う（コツ、ソウタ。RULES.md R1-R2）。"""

from __future__ import annotations

MESSAGES: dict[str, str | dict[str, str]] = {
    # 出せない理由。
    "illegal.over": "この回は終わりました。9トリックすべてが済んでいます (R26)",
    "illegal.cannot_play": "席{seat}は{move}を出せません：{reason}",
    "illegal.cannot_play.you": "あなたは{move}を出せません：{reason}",
    "illegal.cannot_discard": "席{seat}は{move}を捨てられません：{reason}",
    "illegal.cannot_discard.you": "あなたは{move}を捨てられません：{reason}",
    "illegal.cannot_declare": "席{seat}は名乗れません：{reason}",
    "illegal.cannot_declare.you": "あなたは名乗れません：{reason}",
    "illegal.cannot_pass": "席{seat}はパスできません：{reason}",
    "illegal.cannot_pass.you": "あなたはパスできません：{reason}",
    "illegal.cannot_move": "席{seat}は出せません：{reason}",
    "illegal.cannot_move.you": "あなたは札を出せません：{reason}",
    "illegal.cannot": "{move}は出せません：{reason}",
    "illegal.not_a_move": (
        "{move}は手ではありません。'declare'、'pass'、または'KSu'のような札のコードを入れて"
        "ください (R3)"
    ),
    "illegal.phase_declare": (
        "席{seat}は切り札の紋のロバイ{card}を持っているので、先に名乗るかパスするかを決めなければ"
        "なりません (R11)"
    ),
    "illegal.phase_declare.you": (
        "あなたは切り札の紋のロバイ{card}を持っているので、"
        "先に名乗るかパスするかを決めてください（R11）"
    ),
    "illegal.declare_not_now": "いまは名乗りではなく、{phase}の段階です（R11）",
    "illegal.not_in_hand": "{card}は席{seat}の手札にありません (R18)",
    "illegal.discard_trump": (
        "切り札でない札が手にあるうちは、切り札を捨てることはできません (R12)"
    ),
    "illegal.first_lead_trump": "最初のトリックに切り札を打ち出すことはできません (R19)",
    "illegal.meri_follow": "メリです。切り札を出さなければなりません (R20)",
    "illegal.monchi": ("{suit}か切り札を出さなければなりません。最初のメリの後はモンチです (R23)"),
    # 出せる札がなぜこうなるか。
    "legal.declare": (
        "席{seat}は切り札の紋のロバイ{card}を持っています。名乗って（見せて起き絵{indicator}を"
        "取る）も、パスして隠しておいてもかまいません (R11)"
    ),
    "legal.declare.you": (
        "あなたは切り札の紋のロバイ{card}を持っています。"
        "名乗って（見せて起き絵{indicator}を取る）も、"
        "パスして隠しておいてもかまいません（R11）"
    ),
    "legal.discard": (
        "席{seat}は起き絵を取ったので、1枚を伏せて捨てます。切り札は捨てられません (R12)"
    ),
    "legal.discard.you": (
        "あなたが起き絵を取りました。1枚を伏せて捨ててください。切り札は捨てられません（R12）"
    ),
    "legal.discard_only_trumps": (
        "席{seat}は切り札しか持っていないので、10枚のどれを捨ててもかまいません (R12)"
    ),
    "legal.discard_only_trumps.you": (
        "あなたは切り札しか持っていないので、10枚のどれを捨ててもかまいません（R12）"
    ),
    "legal.first_lead": "最初のトリックでは切り札を打ち出せません (R19)",
    "legal.first_lead_only_trumps": (
        "席{seat}は切り札しか持っていないので、切り札を打ち出してかまいません (R19)"
    ),
    "legal.first_lead_only_trumps.you": (
        "あなたは切り札しか持っていないので、切り札を打ち出してかまいません（R19）"
    ),
    "legal.lead": "第2トリックからは、どの札を打ち出してもかまいません (R19)",
    "legal.free_before_meri": (
        "この回はまだメリが出ていないので、どの札を出してもかまいません (R22)"
    ),
    "legal.meri_trumps": (
        "メリです。席{seat}は切り札を持っているので、切り札を出さなければなりません (R20)"
    ),
    "legal.meri_trumps.you": (
        "メリです。あなたは切り札を持っているので、切り札を出さなければなりません（R20）"
    ),
    "legal.meri_void": (
        "メリですが、席{seat}は切り札を持っていないので、どの札を出してもかまいません (R20)"
    ),
    "legal.meri_void.you": (
        "メリですが、あなたは切り札を持っていないので、どの札を出してもかまいません（R20）"
    ),
    "legal.sun_exception": (
        "メリですが、スンの例外にあたります。席{seat}に配られた切り札はスン{card}だけで、"
        "今も切り札はそれだけなので、スンを残してどの札を出してもかまいません (R21)"
    ),
    "legal.sun_exception.you": (
        "メリですが、スンの例外にあたります。"
        "あなたに配られた切り札はスン{card}1枚だけで、いまも切り札はそれだけなので、"
        "スンを残してどの札を出してもかまいません（R21）"
    ),
    "legal.monchi_follow": (
        "モンチです。席{seat}は{suit}を持っているので、{suit}か切り札を出さなければなりません (R23)"
    ),
    "legal.monchi_follow.you": (
        "モンチです。あなたは{suit}を持っているので、{suit}か切り札を出さなければなりません（R23）"
    ),
    "legal.monchi_void": (
        "モンチですが、席{seat}は{suit}を持っていないので、どの札を出してもかまいません (R23)"
    ),
    "legal.monchi_void.you": (
        "モンチですが、あなたは{suit}を持っていないので、どの札を出してもかまいません（R23）"
    ),
    "legal.ninth": "第9トリックは自動で進みます。各席の最後の1枚が出ます (R26)",
    # 名乗りと脇の札。
    "deal.declared": "席{seat}が切り札の紋のロバイ{card}を名乗り、起き絵を取ります (R11)",
    "deal.passed": (
        "席{seat}はパスしました。切り札の紋のロバイは隠れたままで、起き絵は親の席{dealer}が取り"
        "ます (R11)"
    ),
    "deal.robai_indicator": (
        "起き絵{card}そのものが切り札の紋のロバイなので、誰も名乗れません。起き絵は親の席"
        "{dealer}が取ります (R11)"
    ),
    "deal.robai_stock": (
        "切り札の紋のロバイ{card}は残り札の中にあるので、誰も名乗れません。起き絵は親の席"
        "{dealer}が取ります (R11)"
    ),
    "deal.discarded": "席{seat}が1枚を伏せて捨てます (R12)",
    "deal.discarded.you": "あなたが1枚を伏せて捨てます（R12）",
    "deal.side_cards": (
        "最初の打ち出しで、捨て札{discard}と残り札{stock}が公開されます。これらは勝負に"
        "使われません (R13)"
    ),
    # トリックの勝ち。
    "win.trump": (
        "席{seat}が{card}で第{number}トリックを取ります。出た中で最も強い切り札です (R25)"
    ),
    "win.trump.you": (
        "あなたが{card}で第{number}トリックを取ります。出た中で最も強い切り札です（R25）"
    ),
    "win.suit": (
        "席{seat}が{card}で第{number}トリックを取ります。{suit}の最も強い札です。切り札は"
        "出ておらず、台札の紋しか勝てません (R25, R17)"
    ),
    "win.suit.you": (
        "あなたが{card}で第{number}トリックを取ります。{suit}の最も強い札です。切り札は出ておらず、"
        "台札の紋しか勝てません（R25、R17）"
    ),
    "win.ninth_trump": (
        "席{seat}が{card}で第9トリックを取ります。最後の札の中で最も強い切り札です (R26)"
    ),
    "win.ninth_trump.you": (
        "あなたが{card}で第9トリックを取ります。最後の札の中で最も強い切り札です（R26）"
    ),
    "win.ninth_suit": (
        "最後の札に切り札はありません。親の札{dealer_card}で{suit}が台札の紋になり、その中で"
        "最も強いのは席{seat}の{card}です (R26)"
    ),
    "win.ninth_suit.you": (
        "最後の札に切り札はありません。"
        "親の札{dealer_card}で{suit}が台札の紋になり、"
        "その中で最も強いのはあなたの{card}です（R26）"
    ),
    # 役。
    "combo.made": {
        "other": (
            "役「{pair}」：席{winner_seat}の{winner_card}が、"
            "相手チームの最も強い切り札である席{opposing_seat}の{opposing_card}を破り、"
            "{count}点がチーム{loser_team}からチーム{team}へ移ります (R27, R28)"
        ),
    },
    "combo.five_ninth": "第9トリックなので5点です (R28)",
    "combo.five_hidden": (
        "切り札の紋のロバイが隠れていた（持ち主がパスした）ので5点です (R28, R11)"
    ),
    "combo.two": (
        "2点です。第9トリックではなく、隠れた切り札の紋のロバイも役に入っていません (R28)"
    ),
    "combo.none_meri": "役なし：第{number}トリックはメリでした (R27)",
    "combo.none_plain": "役なし：このトリックは平札で取られました (R27)",
    "combo.none_no_trump": "役なし：相手チームは切り札を出していません (R27)",
    "combo.none_partner": (
        "役なし：ほかの切り札（{cards}）は勝った側のチームが出したもので、役には相手チームの"
        "切り札が必要です (R27)"
    ),
    "combo.none_tenka": (
        "役なし：{opposing_card}に対する{winner_card}には天下が入っており、"
        "天下は切り札の紋のロバイの代わりになりません (R27)"
    ),
    "combo.none_pair": (
        "役なし：{opposing_card}に対する{winner_card}は、役の組{pairs}のどれにも当たりません (R27)"
    ),
    # 札の位置と、2枚のどちらが勝つか。
    "place.trump_tenka_native": (
        "{card}は切り札{count}枚中{ordinal}です。天下であると同時に切り札の紋のロバイでもあり、"
        "1枚で一つの位置を占めます (R9, R10, R14)"
    ),
    "place.trump_tenka": (
        "{card}は切り札{count}枚中{ordinal}です。天下は切り札の紋が何であっても切り札で、その紋"
        "のロバイのすぐ上です (R9, R14)"
    ),
    "place.trump_native": "{card}は切り札{count}枚中{ordinal}で、切り札の紋のロバイです (R10, R14)",
    "place.trump_numeral": (
        "{card}は切り札{count}枚中{ordinal}です。{length}紋の数札で、{high}が最も強く"
        "なります (R14, R16)"
    ),
    "place.trump_court": "{card}は切り札{count}枚中{ordinal}です (R14)",
    "place.plain_isu_robai": (
        "{card}は{suit}の平札{count}枚中{ordinal}です。切り札でないイスのロバイは2と1の間に"
        "入ります (R15)"
    ),
    "place.plain_numeral": (
        "{card}は{suit}の平札{count}枚中{ordinal}です。{length}紋の数札で、{high}が最も強くなります"
        " (R15, R16)"
    ),
    "place.plain_court": "{card}は{suit}の平札{count}枚中{ordinal}です (R15)",
    "compare.both_trumps": (
        "{winner}が勝ちます。どちらも切り札で、強いほうが勝ちます。{winner_place}。"
        "{loser_place}（R14、R25）"
    ),
    "compare.trump_beats_plain": (
        "{winner}が勝ちます。{winner}は切り札で、"
        "{loser}は切り札ではありません。切り札はどの平札にも勝ちます。"
        "{winner_place}（R25）"
    ),
    "compare.both_led": (
        "{winner}が勝ちます。どちらも台札の紋{suit}の札で、強いほうが勝ちます。"
        "{winner_place}。{loser_place}（R15、R25）"
    ),
    "compare.led_beats_other": (
        "{winner}が勝ちます。{winner}は台札の紋{suit}の札で、"
        "{loser}は{other_suit}の平札です。紋が違えば勝負にならず、"
        "切り札がなければ台札の紋しか勝てません（R17、R25）"
    ),
    "compare.neither": (
        "どちらも勝てません：切り札がなく、{a}も{b}も台札の紋{suit}ではありません。勝てるの"
        "は台札の紋の札だけです (R17, R25)"
    ),
    # 得点。
    "score.trick": "第{number}トリックはチーム{team}に1点です (R27)",
    "score.total": (
        "この回の得点：チーム0/2/4/6は{a}、チーム1/3/5/7は{b}です。合計はつねに9です (R29)"
    ),
    # 規則R1-R31。
    # Computer players that fail (unsun_lab.match).
    "player.raised": (
        "席{seat}のコンピューター（{player}）は手を選ばずに{error}を起こしました。この回はそのま"
        "まです (R18：席{seat}の番です)"
    ),
    "player.timeout": {
        "other": (
            "席{seat}のコンピューター（{player}）は{count}秒以内に手を選びませんでした。この回は"
            "そのままです (R18：席{seat}の番です)"
        ),
    },
    "player.not_a_move": (
        "席{seat}のコンピューター（{player}）の答え{move}は、出せる手（{legal}）のどれでもありま"
        "せん。この回はそのままです (R18：席{seat}の番です)"
    ),
    "player.illegal": (
        "席{seat}のコンピューター（{player}）の答え{move}は反則です：{reason}。この回はそのままです"
    ),
    "show.native_robai": "{card}（切り札の紋のロバイ）",
    "show.robai.declared": "{name}：席{seat}が名乗りました (R11)",
    "show.robai.hidden": "{name}：隠れたまま。席{seat}はパスしました (R11, R28)",
    "show.robai.indicator": "{name}は起き絵です (R11)",
    "show.robai.stock": "{name}は残り札の中です (R11)",
    "show.robai.may_declare": "{name}：席{seat}が名乗るかパスするかを選びます (R11)",
    "show.robai.you_passed": "{name}：隠れたまま。あなたはパスしました (R11, R28)",
    "show.robai.not_declared": "{name}：名乗りはありません (R11)",
    "show.robai.pending": "{name}：名乗りはまだ決まっていません (R11)",
    "show.over": "この回は終わりました：{team_a} {a}、{team_b} {b} (R29)。",
    "show.turn.declare": (
        "あなたの番です（席{seat}）：切り札の紋のロバイを名乗るか、パスしてください (R11)。"
    ),
    "show.turn.discard_ringed": (
        "あなたの番です（席{seat}）：1枚を伏せて捨ててください。捨てられるのは印の付いた札です"
        " (R12)。"
    ),
    "show.turn.discard_any": (
        "あなたの番です（席{seat}）：1枚を伏せて捨ててください。どの札でもかまいません (R12)。"
    ),
    "show.turn.play_ringed": "あなたの番です（席{seat}）：印の付いた札を出せます (R19-R23)。",
    "show.turn.play_any": "あなたの番です（席{seat}）：どの札を出してもかまいません (R19-R23)。",
    "show.now": "いま：{reason}。",
    "show.waiting_declaration": "切り札の紋のロバイの名乗りを待っています (R11)。",
    "show.waiting": "席{seat}を待っています。",
    "show.heading.indicator": "起き絵",
    "show.heading.side": "脇の札 (R13)",
    "show.heading.score": "得点",
    "show.taken_by": "席{seat}が取りました (R11)",
    "show.not_taken": "まだ誰も取っていません (R11)",
    "show.trump_is": "切り札は{suit} (R8)",
    "show.indicator_line": "起き絵 {card}、{recipient}",
    "show.dealer_line": "親：席{seat}",
    "show.side_not_shown": "まだ伏せたまま",
    "show.side_at_lead": "最初の打ち出しで公開",
    "show.discard": "捨て札",
    "show.stock": "残り札",
    "show.team": "チーム{team}",
    "show.tricks_played": "9トリック中{n}トリック終了",
    "show.tag.you": "あなた",
    "show.tag.dealer": "親",
    "show.tag.recipient": "起き絵を取った人",
    "show.tag.to_play": "番",
    "show.tag.lead": "打ち出し",
    "show.tag.face_down": "伏せ札",
    "show.tag.wins": "勝ち",
    # W and O marked in a trick picture (R27)
    "show.tag.w": "勝",
    "show.tag.o": "相",
    "show.wo_legend": "勝は勝った切り札、相は相手チームの最も強い切り札です（R27）。",
    "show.won_none": "獲得トリックなし",
    "show.won": {
        "other": "{count}トリック獲得",
    },
    "show.cards": {
        "other": "{count}枚",
    },
    "show.no_cards": "札なし",
    "show.as_dealt": "配られた札",
    "show.ring.declaration": "名乗り",
    "show.ring.discard": "捨て札",
    "show.ring.leads": "打ち出し (R18)",
    "show.ring.meri": "メリ (R20)",
    "show.ring.plain": "平札の打ち出し",
    "show.ring.last": "最後 (R26)",
    "show.ring.won_by": "席{seat}の勝ち",
    "show.ring.to_play": "席{seat}の番",
    "show.trick": "第{number}トリック",
    "show.trick_explained": "第{number}トリック：{explanation}",
    "show.label.table": "場",
    "show.label.table_seat": "席{seat}から見た場",
    "show.your_hand": {
        "other": "あなたの手札（{count}枚）",
    },
    "show.your_hand_dealt": "配られたときのあなたの手札",
    "show.legend": (
        "★ 切り札 ・ 点線：伏せて出した札 (R24) ・ 印：いま出せる札、またはトリックを取った札"
    ),
    "show.trick9_title": "第9トリック：最後の札を一斉に開きます (R26)",
    "show.meri_title": "第{number}トリック：メリ。席{seat}が切り札で打ち出し、すべて表向き (R20)",
    "show.plain_title": "第{number}トリック：{lead}。切り札は伏せて出す (R24)",
    "show.led_with": "席{seat}が{card}で打ち出し",
    "show.led_by": "席{seat}の打ち出し",
    "show.next": "次は席{seat}の番です (R18)。",
    "show.face_down_note": "平札の打ち出しに出した切り札は、8枚目が出るまで伏せたままです (R24)。",
    "show.wins_hidden": "席{seat}（{team}）がトリックを取ります (R25)。伏せ札は見えないままです。",
    "show.strip.trumps": {
        "other": "{suit}が切り札のときの切り札：{count}枚、強い順 (R14)",
    },
    "show.strip.plain": {
        "other": "切り札でないときの{suit}：{count}枚、強い順 (R15)",
    },
    "show.strip.long": "数札は9が最も強く、1まで下がります（長い紋） (R16)。",
    "show.strip.round": "数札は1が最も強く、9まで下がります（丸い紋） (R16)。",
    "show.strip.tenka": (
        "天下（パオのロバイ）はいつも切り札で、切り札の紋のロバイのすぐ上にあります (R9)。"
    ),
    "show.strip.tenka_native": (
        "パオのロバイは天下であり切り札の紋のロバイでもあります。1枚で一つの位置です (R9)。"
    ),
    "show.strip.isu": "切り札でないイスのロバイは2と1の間に入ります (R15)。",
    "show.strip.pao": (
        "切り札でないパオにはロバイがありません。パオのロバイは天下で、いつも切り札です (R9, R15)。"
    ),
    "show.strip.stronger": "強い",
    "show.strip.weaker": "弱い",
    "show.callout.tenka_native": "天下＝",
    "show.callout.native_r9": "切り札の紋のロバイ (R9)",
    "show.callout.tenka": "天下",
    "show.callout.native": "切り札の",
    "show.callout.robai_r10": "ロバイ (R10)",
    "show.back_trump": "伏せた切り札",
    "show.back": "札の裏",
    "show.back_mark": "切り札",
    "show.hand_trump": "★ 切り札：{suit} (R14)",
    "show.hand_legal": "浮いて印の付いた札：いま出せる札 (R19-R23)",
    "show.band.tenka": "天下",
    # On the card's band, beside the Robai's picture: the full term does not fit legibly.
    "show.band.native": "切り札の紋",
    "narrate.seat": "席{seat}",
    # A play in the narration: who, the card, and whether it went face down (R24).
    "narrate.play": "{seat}：{card}",
    "narrate.play_down": "{seat}：{card}{down}",
    "show.hand_label": {
        "other": "{count}枚の手札",
    },
    "narrate.dealer": "親：席{seat}。起き絵：{card}（{name}）なので、切り札は{suit}です (R8)。",
    "narrate.declaration": "名乗り：{reason}。",
    "narrate.discard": "席{seat}が{card}を捨てます (R12)。",
    "narrate.meri": "切り札で打ち出します。メリです（R20）",
    "narrate.plain": "平札で打ち出します",
    "narrate.ninth": "打ち出し、残った最後の札を全員が一斉に開きます（R26）",
    "narrate.trick": "第{number}トリック — 席{seat}が{kind}。",
    "narrate.legal": {
        "other": "[出せる手{count}通り：{reason}]",
    },
    "narrate.face_down": "（伏せ札、R24）",
    "narrate.score": "得点：チーム0/2/4/6 {a}、チーム1/3/5/7 {b}",
    "narrate.stops": {
        "other": (
            "記録は{count}手で終わっています。途中の得点：チーム0/2/4/6 {a}、チーム1/3/5/7 {b}。"
        ),
    },
    "advice.declare": (
        "起き絵{card}は切り札{count}枚中{rank}番目です（価値{declare_value}）。"
        "ロバイを隠しておけば、ソウタ・ロバイとロバイ・レイが2点でなく5点になります (R28、"
        "価値{pass_value}) (R11)"
    ),
    "advice.declare_sota": (
        "起き絵{card}は切り札{count}枚中{rank}番目です（価値{declare_value}）。"
        "ロバイを隠しておけば、ソウタ・ロバイとロバイ・レイが2点でなく5点になります (R28、"
        "価値{pass_value}、ソウタは自分の手にあります) (R11)"
    ),
    "advice.discard_trumps": "10枚すべて切り札なので、いちばん弱い札を捨てます (R12)",
    "advice.discard_short": {
        "other": (
            "短い紋のいちばん低い札を捨てます（{suit}は手に{count}枚）。その紋がなくなれば、"
            "あとで切り札で切れます (R12, R23)"
        ),
    },
    "advice.lead_boss_trump": {
        "other": (
            "最強の切り札でメリを打ち出し、まだ見えていない切り札{count}枚を吐き出させます。"
            "メリに役はつきません (R20, R27)"
        ),
    },
    "advice.lead_boss": {
        "other": (
            "{card}は残っている{suit}の中で最も強い札です。"
            "まだ見えていない{suit}はほかに{count}枚あります (R25)"
        ),
    },
    "advice.lead_low": (
        "確実に勝てる札がないので、いちばん低い平札（{card}、{suit}{count}枚中{position}番目）"
        "を打ち出し、切り札は残しておきます"
    ),
    "advice.lead_low_trump": "切り札しか残っていないので、いちばん低いものを打ち出します (R20)",
    "advice.partner_wins": {
        "other": (
            "味方の席{seat}が勝っています。まだ出していない相手{count}人が上回るかもしれませんが、"
            "低い札（{card}）を出して強い札は残します"
        ),
    },
    "advice.partner_safe": (
        "味方の席{seat}が勝っていて、まだ出していない相手の中にそれを上回れる人はいません。"
        "低い札（{card}）を出して強い札は残します"
    ),
    "advice.n_opponents": {
        "other": "あとに相手が{count}人います",
    },
    "advice.n_unseen_trumps": {
        "other": "見えていない切り札が{count}枚",
    },
    "advice.cannot_beat": (
        "手札には席{seat}の札に勝てる札がないので、いちばん弱い札（{card}）を出します"
    ),
    "advice.pair": (
        "席{seat}は切り札を出していて、その札は{held}です。"
        "その上に{card}を出せば2点か5点の役になります (R27/R28)"
    ),
    "advice.win_cheap": (
        "{card}で、できるだけ低い札でトリックを取ります。{opponents}。"
        "勝てる札のうち最も低い札より上に{trumps}あります（R25）"
    ),
    "advice.random": {
        "other": "出せる{count}通りの手から無作為に選びました（{count}分の1）",
    },
    "card.bad_code": (
        "{text}という札はありません。紋の文字P・I・K・O・Gに1〜9、Ro、So、Ka、Re、Un、Suを続け"
        "て書くか（例：'KSu'）、'Koppu Sun'のように名前で書いてください (R3)"
    ),
    "advice.only_move": "出せる手はこれだけです",
    "advice.convention": {
        "other": (
            "{best}ではなく{card}を出します。このトリックではどちらも同じ働きをします。達人の約"
            "束では同じ働きの札のうち最も弱いものを出すので、味方はその手札を読めます。コーチが"
            "考えた{count}通りの配りで平均したチームの点差（相手チームより何点多く取るか）："
            "{top} (R25, R27-R29)"
        ),
    },
    "advice.search": {
        "other": (
            "あなたが見てきたことからコーチが考えた{count}通りの配りで平均したチームの点差（相手"
            "チームより何点多く取るか）：{top}です (R27-R29)"
        ),
    },
    "show.seen_trump": "席{seat}の切り札",
    "show.seen_play": "席{seat}の{card}",
    "show.pair_over": "{pair}：{o}に{w}",
    "rule.R1": (
        "紋。15枚ずつの五つの紋があります。パオ（棍棒）、イス（剣）、コツ（杯）、オウル"
        "（貨幣）、グル（巴）で、全部で75枚です。パオとイスは長い紋、コツ・オウル・グルは"
        "丸い紋です。"
    ),
    "rule.R2": (
        "札の位。どの紋にも1から9の数札と6枚の絵札があります。絵札はロバイ（龍）、ソウタ"
        "（女性）、カバ（騎馬武者）、レイ（王）、ウン（福の神）、スン（唐人）です。"
    ),
    "rule.R3": (
        "札のコード。札は紋の文字P・I・K・O・Gに位を続けて書きます。位は1〜9、Ro、So、Ka、"
        "Re、Un、Suです。KSuはコツのスン、IRoはイスのロバイです。"
    ),
    "rule.R4": (
        "席。席は0から7の8つで、時計回りに番号が付いています。左隣とは時計回りで次の席の"
        "ことで、札はいつも時計回りに出します。"
    ),
    "rule.R5": (
        "チーム。席0・2・4・6が味方どうしで、席1・3・5・7と戦います。あなたは席0に座り、"
        "3人の味方はコンピューターが打ちます。"
    ),
    "rule.R6": (
        "配り。親は75枚をよく切り、自分の左から時計回りに3枚ずつ3周配ります。各席の手札は"
        "9枚になります。"
    ),
    "rule.R7": (
        "起き絵と残り札。3枚が余ります。そのうち最初の1枚を表に返したものが起き絵です。"
        "残りの2枚は伏せたままの残り札です。"
    ),
    "rule.R8": "切り札。起き絵に描かれた紋が、その回の切り札の紋です。",
    "rule.R9": (
        "天下。パオのロバイを天下といい、切り札の紋が何であっても切り札で、パオの札には"
        "数えません。パオが切り札のときは天下と切り札の紋のロバイが同じ1枚なので、切り札は16枚"
        "ではなく15枚です。"
    ),
    "rule.R10": (
        "切り札の紋のロバイ。切り札と同じ紋のロバイのことです（パオが切り札なら天下そのものです）。"
    ),
    "rule.R11": (
        "名乗り。親の左から順に、各自が名乗るかパスします。実際に選べるのは切り札の紋のロバイを"
        "持つ人だけで、名乗ればその札を見せて起き絵を取ります。パスすれば切り札の紋のロバイは"
        "隠れたままです。取り決め：誰も名乗らないとき（持ち主がパスした、または切り札の紋のロバイが"
        "起き絵か残り札にある）は、親が起き絵を取ります。"
    ),
    "rule.R12": (
        "起き絵を取った人。手札が10枚になるので、1枚を伏せて捨てます。捨てる札は切り札で"
        "あってはなりません。取り決め：手札が切り札ばかりなら、10枚のどれを捨ててもかまいま"
        "せん。"
    ),
    "rule.R13": (
        "脇の札。最初の打ち出しのとき、捨て札と残り札2枚を全員に見せます。これらは勝負に"
        "使われず、トリックも取りません。"
    ),
    "rule.R14": (
        "切り札の順位。強い順にスン、ウン、ソウタ、天下、切り札の紋のロバイ、レイ、カバ、そして"
        "切り札の紋の数札をその紋の順に並べます。パオが切り札なら、天下と切り札の紋のロバイは"
        "同じ1枚で、一つの位置を占めます。"
    ),
    "rule.R15": (
        "平札の順位。切り札でない紋では、強い順にスン、ウン、レイ、カバ、ソウタ、ロバイ、"
        "そして数札です。ただしイスのロバイは2と1の間に入り、パオにはロバイがありません"
        "（天下だからです）。"
    ),
    "rule.R16": (
        "数札の順位。長い紋（パオ・イス）では9が最も強く、1が最も弱くなります。丸い紋（コツ・"
        "オウル・グル）では1が最も強く、9が最も弱くなります。"
    ),
    "rule.R17": (
        "紋どうしは競わない。切り札でない違う紋の札は、互いに勝ち負けがありません。トリックに"
        "切り札がなければ、勝てるのは台札の紋の札だけです。"
    ),
    "rule.R18": (
        "札を出す順。最初のトリックは起き絵を取った人が打ち出します。各席が時計回りに1枚"
        "ずつ出し、トリックを取った人が次を打ち出します。"
    ),
    "rule.R19": (
        "最初の打ち出し。最初のトリックでは切り札を打ち出せません。ただし手札が切り札ばかり"
        "なら別です。第2トリックからはどの札でも打ち出せます。"
    ),
    "rule.R20": (
        "メリ。切り札で打ち出したトリックをメリといい、札はすべて表向きに出します。切り札"
        "（天下を含む）を持つ人は切り札を出さなければならず、持たない人はどの札を出しても"
        "かまいません。"
    ),
    "rule.R21": (
        "スンの例外。配られた9枚のうち切り札がスン1枚だけだった人は、"
        "それが手元で唯一の切り札である間は、メリでもスンを残してどの札でも出せます。"
        "取り決め：天下も切り札に数え、"
        "起き絵を取ってほかの切り札をまだ持っている人は切り札を出さなければなりません。"
    ),
    "rule.R22": (
        "最初のメリまで。その回の最初のメリが打ち出されるまでは、平札で打ち出したトリックに"
        "何を出してもかまいません。"
    ),
    "rule.R23": (
        "モンチ。一度メリが打ち出されたら、その後に平札で打ち出したトリックでは、台札の紋を"
        "持つ人はその紋か切り札を出さなければなりません。持っていなければ何を出してもかまい"
        "ません。天下はパオの札に数えません。"
    ),
    "rule.R24": (
        "伏せた切り札。平札で打ち出したトリックに出す切り札は伏せて出します。誰が切り札を"
        "出したかは皆にわかりますが、どの切り札かは8枚目が出るまでわかりません。"
    ),
    "rule.R25": (
        "トリックの勝ち。トリックに切り札があれば最も強い切り札が、なければ台札の紋の最も"
        "強い札が勝ちます。"
    ),
    "rule.R26": (
        "第9トリック。全員の最後の1枚を一斉に開き、トリックは自動で決まります。最も強い切り"
        "札が勝ち、切り札がなければ親の札の紋が台札の紋になります。取り決め：第9トリックは"
        "決してメリではないので、役ができることがあります。"
    ),
    "rule.R27": (
        "役。トリックを取ったチームには、1トリックにつき1点が入ります。"
        "メリでなく切り札で取ったトリックでは、その切り札と、"
        "相手チームがそこに出した最も強い切り札を比べます。スンがウンに、ウンがソウタに、"
        "ソウタが切り札の紋のロバイに、切り札の紋のロバイがレイに、"
        "そして2が1に（長い紋が切り札のとき）または8が9に（丸い紋のとき）勝てば役です。"
        "天下は切り札の紋のロバイの代わりになりません。"
    ),
    "rule.R28": (
        "点の移動。役ができると、相手チームから勝ったチームへ2点が移ります。第9トリックの役と、"
        "切り札の紋のロバイが隠れているときのソウタ・ロバイ、ロバイ・レイは5点です。5点を超える"
        "ことはありません。取り決め：「隠れている」とは持ち主がパスした場合だけです。"
    ),
    "rule.R29": (
        "回の得点。一回の両チームの得点を足すと必ず9になり、どちらかがマイナスになることも"
        "あります。"
    ),
    "rule.R30": (
        "試合。1試合は8回です。1回ごとに親は左へ一席移ります。8回の合計が多いチームの勝ちで、"
        "同点なら引き分け、延長はありません。"
    ),
    "rule.R31": (
        "情報。各席が知っているのは、自分の札、起き絵と誰がそれを取ったか、切り札の紋のロバイが"
        "名乗られたかどうか、最初の打ち出しからの脇の札、そして表になったすべての札です。"
        "それ以外は知りません。コンピューターもこれだけをもとに判断します。"
    ),
    # 決まりの早見表（ul.rules_card）：印刷できる一枚。
    "card.title": "八人メリ　決まりの早見表",
    "card.subtitle": "かっこの中は、その行のもとになる決まりの番号です。",
    "card.yes": "はい",
    "card.no": "いいえ",
    "card.flow.title": "どの札を出せますか？",
    "card.flow.q_lead": "このトリックを打ち出すのはあなたですか？",
    "card.flow.a_lead1": (
        "第1トリック：切り札以外のどの札でも出せます。"
        "手札が切り札ばかりなら切り札も出せます (R19)。"
    ),
    "card.flow.a_lead": "第2〜第8トリック：どの札でも出せます (R19)。",
    "card.flow.q_led": "打ち出すのでなければ、何が打ち出されましたか？",
    "card.flow.meri": "切り札：メリ (R20)",
    "card.flow.plain": "平札 (R22, R23)",
    "card.flow.q_trump": "切り札を持っていますか？天下も切り札です (R9, R20)。",
    "card.flow.a_meri_free": "どの札でも出せます (R20)。",
    "card.flow.q_sun": (
        "ただ一枚の切り札がスンで、配られた9枚の中でもスンだけが切り札でしたか？ (R21)"
    ),
    "card.flow.a_sun": "どの札でも出せます。スンは残してかまいません (R21)。",
    "card.flow.a_meri": "切り札を出さなければなりません (R20)。",
    "card.flow.q_first": "この回ですでにメリが打ち出されましたか？ (R22)",
    "card.flow.a_free": "どの札でも出せます。最初のメリまでは何の義務もありません (R22)。",
    "card.flow.q_suit": "台札の紋の札を持っていますか？天下はパオの札ではありません (R23)。",
    "card.flow.a_monchi_free": "どの札でも出せます (R23)。",
    "card.flow.a_monchi": "モンチ：台札の紋の札か切り札を出さなければなりません (R23)。",
    "card.flow.face_down": (
        "平札で打ち出したトリックに出す切り札は、8枚目が出るまで伏せ札にします (R24)。"
    ),
    "card.flow.ninth": (
        "第9トリック：最後の札を全員いっせいに表にします。選ぶことはありません (R26)。"
    ),
    "card.rank.title": "札の強さの順（強い方から）",
    "card.rank.trump": "切り札 (R14)",
    "card.rank.trump_note": (
        "切り札は16枚です。パオが切り札のときは天下が切り札の紋のロバイなので15枚です (R9)。"
    ),
    "card.rank.plain": "平札の紋 (R15)",
    "card.rank.tenka": "天下",
    "card.rank.native": "切り札の紋のロバイ",
    "card.rank.numerals": "1〜9",
    "card.rank.long": "長い紋（パオ、イス）：{order} (R16)",
    "card.rank.round": "丸い紋（コツ、オウル、グル）：{order} (R16)",
    "card.rank.isu": "切り札でないイスでは、ロバイが2と1の間に入ります：{order} (R15)",
    "card.rank.pao": (
        "切り札でないパオにはロバイがありません。パオのロバイは天下で、いつも切り札です (R9, R15)。"
    ),
    "card.rank.compete": (
        "平札の紋どうしでは勝ち負けがありません。切り札が出ていなければ、台札の紋の一番強い札が"
        "勝ちます (R17, R25)。"
    ),
    "card.combo.title": "そのトリックは役になりますか？",
    "card.combo.meri": "メリでしたか？第9トリックはメリではありません (R26, R27)。",
    "card.combo.trump": "切り札で取りましたか？その切り札がWです (R25, R27)。",
    "card.combo.o": "相手チームは切り札を出しましたか？その一番強い切り札がOです (R27)。",
    "card.combo.pair": "WとOは、切り札の紋の次の組のどれかですか？ (R27)",
    "card.combo.long": "長い紋が切り札",
    "card.combo.round": "丸い紋が切り札",
    "card.combo.tenka": "天下は切り札の紋のロバイの代わりになりません (R27)。",
    "card.combo.points": (
        "役：第9トリックの役と、切り札の紋のロバイが隠れている（持ち主がパスした）ときの"
        "ソウタ-ロバイとロバイ-レイは5点、ほかは2点が移ります。5点を超えることはありません (R28)。"
    ),
    "card.combo.none": "役なし",
    "card.combo.score": (
        "1トリックにつき1点が、取ったチームに入ります。両チームの点を足すと9点です (R27, R29)。"
    ),
    # The end-of-lesson quizzes (Practice(quiz=, lesson=)) and the kinds they add.
    "course.quiz.progress": (
        "クイズ：{of}問中{asked}問目です。ここまでの正解は{right}/{asked}です。"
    ),
    "course.quiz.done": (
        "クイズ終了：{of}問中{right}問正解、{marks}。星はレッスン{lesson}の記録として残ります。"
    ),
    "course.quiz.done_unkept": "クイズ終了：{of}問中{right}問正解、{marks}。",
    "practice.kind.discard": "捨て札にできる札",
    "practice.kind.free": "どの札でも出せるとき",
    # 名前。
    "suit.P": "パオ",
    "suit.I": "イス",
    "suit.K": "コツ",
    "suit.O": "オウル",
    "suit.G": "グル",
    "rank.Ro": "ロバイ",
    "rank.So": "ソウタ",
    "rank.Ka": "カバ",
    "rank.Re": "レイ",
    "rank.Un": "ウン",
    "rank.Su": "スン",
    "card.name": "{suit}の{rank}",
    "seat.name": "席{seat}",
    "list.none": "なし",
    "pair.Sun-Un": "スン・ウン",
    "pair.Un-Sota": "ウン・ソウタ",
    "pair.Sota-Robai": "ソウタ・ロバイ",
    "pair.Robai-Rei": "ロバイ・レイ",
    "pair.2-1": "2-1",
    "pair.8-9": "8-9",
    "list.sep": "、",
    # The parts of one line of a widget, joined (the language's own mark).
    "list.dot": "、",
    "number.decimal_mark": ".",
    "number.percent": "{n}%",
    "number.move_value": "{move} {value}",
    "phase.declare": "名乗り",
    "phase.discard": "捨て札",
    "phase.play": "札出し",
    "phase.over": "終了",
    "length.long": "長い",
    "length.round": "丸い",
    "ordinal.1": "{n}番目",
    "ordinal.2": "{n}番目",
    "ordinal.3": "{n}番目",
    "ordinal.n": "{n}番目",
    # コーチ（unsun_lab.analysis）：決めた席がその時に知っていたことだけで判断します (R31)。
    "analysis.header": {
        "other": (
            "検討：どの判断も、決めた席がその時に知っていたことだけで評価します (R31)。出せる手"
            "をすべて、その席に分かっていたことからコーチが考えた同じ{count}通りの配りで最後まで"
            "打ちました"
        ),
    },
    "analysis.decision": "{number}手目、席{seat}、{where}：{played}、{label}",
    "analysis.where_trick": "第{trick}トリック",
    "analysis.where_declare": "名乗り (R11)",
    "analysis.where_discard": "捨て札 (R12)",
    "analysis.label.best": "最善",
    "analysis.label.good": "好手",
    "analysis.label.inaccuracy": "緩手",
    "analysis.label.mistake": "悪手",
    "analysis.label.blunder": "大悪手",
    "analysis.is_best": {
        "other": (
            "ここでは{move}が最善手です。この席に分かっていることからコーチが考えた配りで平均す"
            "ると、チームの点差（相手チームより何点多く取るか）は{count}点 (± {se}) です (R29)"
        ),
    },
    "analysis.was_best": {
        "other": (
            "{move}が最善手でした。この席に分かっていたことからコーチが考えた配りで平均すると、"
            "チームの点差（相手チームより何点多く取るか）は{count}点 (± {se}) です (R29)"
        ),
    },
    "analysis.as_good": {
        "other": (
            "{played}は見つかった最善手{best}と同じくらい良い手でした。差の{count}点は、コーチが"
            "考えた配りのばらつきの範囲です (R29)"
        ),
    },
    "analysis.better": {
        "other": (
            "{best}の方が良い手でした。コーチが考えた配りで平均すると、チームの点差（相手チーム"
            "より何点多く取るか）は{best}で{best_value}、{played}で{value}です。{played}で"
            "{count}点を失いました (R29)"
        ),
    },
    "analysis.trick_one": "{move}を出すと、{share}の配り方でこのトリックをチームが取ります (R25)",
    "analysis.trick_two": (
        "{best}なら{share}の配り方で、{played}なら{played_share}でこのトリックをチームが"
        "取ります (R25)"
    ),
    "analysis.combos": (
        "{move}での役（1回あたりの点）：このトリックで得点{made_now}・失点{conceded_now}、"
        "その後で得点{made_later}・失点{conceded_later} (R27, R28)"
    ),
    "analysis.summary": (
        "席{seat}：検討した判断 {count}、失った点の合計 {loss}、悪手 {mistakes}、大悪手 {blunders}"
    ),
    "hint.better": {
        "other": "{best}なら{count}点良くなりました（{label}）",
    },
    "simulate.one_process": (
        "workers={workers}: "
        "ブラウザ（Pyodide）には別のプロセスがないため、この一つのプロセスで配ります"
    ),
    "simulate.workers_capped": (
        "workers={workers} はこのコンピューターのプロセッサーの数より多いため、"
        "workers={cpus} を使います。プロセスを増やしても互いに待つだけで、結果は変わりません"
    ),
    # 記録を受け付けない理由（RecordError）：項目または手番号と、規則。
    "record.field": "{field}：{detail}",
    "record.where": "{where}：{detail}",
    "record.move": "{number}手目：{reason}",
    "record.move_where": "moves[{index}]（{number}手目）",
    "record.missing": "ありません",
    "record.format": "{expected}のはずが、{got}です",
    "record.string": "文字列のはずが、{got}です",
    "record.dealer": "0から7の席番号のはずが (R4)、{got}です",
    "record.hands": "席ごとに1つ、8つの手札のリストのはずが (R6)、{got}です",
    "record.hand": "配られた9枚のはずが (R6)、{got}です",
    "record.stock": "残り札2枚のはずが (R7)、{got}です",
    "record.entries": {
        "other": "{count}項目のリスト",
    },
    "record.cards": {
        "other": "{count}枚のリスト",
    },
    "record.card_type": "札のコードの文字列のはずが、{got}です",
    "record.card_twice": "{card}はもう{place}にあります。75枚の札はどれも1枚ずつです (R1)",
    "record.moves": "手のリストのはずが、{got}です",
    "record.entry_key": "'{key}'は文字列でなければなりませんが、{got}です",
    "record.entry_extra": "知らないキー{extra}があります。使えるのは'move'と'note'です",
    "record.entry": ("手の文字列か{{'move': ..., 'note': ...}}のはずが、{got}です"),
    "record.not_a_source": "record：dict、JSONの文字列、パスのどれかのはずが、{got}です",
    "record.not_an_object": "record：JSONのオブジェクトのはずが、{got}です",
    "record.kind.object": "オブジェクト",
    "record.kind.list": "リスト",
    "record.kind.string": "文字列",
    "record.kind.null": "null（値なし）",
    "record.kind.boolean": "真偽値",
    "record.kind.number": "数{value}",
    # シミュレーションの表の項目（unsun_lab.study）。
    "study.margin": "チーム0/2/4/6の点差（1回あたりの点、R29）",
    "study.combos": "1回あたりの役の数 (R27)",
    "study.combo_points": "1回あたりの役の点 (R28)",
    "study.with_combo": "役が出た回の割合",
    "study.status.declared": "回の割合：切り札の紋のロバイを名乗った (R11)",
    "study.status.hidden": "回の割合：切り札の紋のロバイを隠した (R11)",
    "study.status.indicator": "回の割合：切り札の紋のロバイが起き絵 (R11)",
    "study.status.stock": "回の割合：切り札の紋のロバイが残り札 (R11)",
    "study.pair": "1回あたりの{pair}",
    # 練習: unsun_lab.practice の問題と Practice ウィジェット
    "practice.kind.stronger": "どちらの札が強いか",
    "practice.kind.legal": "出せる札・捨てられる札",
    "practice.kind.winner": "トリックを取るのは誰か",
    "practice.kind.combination": "役の点",
    "practice.kind.score": "一回の得点",
    "practice.kind.best_move": "最善手（問題）",
    "practice.q.stronger": (
        "切り札は{trump}で、このトリックの台札の紋は{suit}です。{a}と{b}が両方出たときに"
        "強いほうを選んでください。"
    ),
    "practice.q.legal_lead": (
        "切り札は{trump}です。あなたは席{seat}で、第{number}トリックを打ち出します。{meri}"
        "打ち出せる札をすべて選んでください。"
    ),
    "practice.q.legal_follow": (
        "切り札は{trump}です。あなたは席{seat}です。席{leader}が第{number}トリックに{lead}を"
        "打ち出しました。{meri}出せる札をすべて選んでください。"
    ),
    "practice.q.discard": (
        "あなたは席{seat}で、起き絵{indicator}を手札に取りました。捨てられる札をすべて"
        "選んでください。"
    ),
    "practice.meri.seen": "この回ではすでにメリが出ています。",
    "practice.meri.not_yet": "この回ではまだメリが出ていません。",
    "practice.q.winner": (
        "切り札は{trump}です。第{number}トリックが終わりました。出た順に：{plays}。"
        "このトリックを取る席を選んでください。"
    ),
    "practice.q.winner_ninth": (
        "切り札は{trump}で、親は席{dealer}です。第9トリック（第8トリックの勝者から順に）："
        "{plays}。このトリックを取る席を選んでください。"
    ),
    "practice.play": "席{seat} {card}",
    "practice.play_down": "席{seat} {card}（伏せ札）",
    "practice.q.combination": (
        "切り札は{trump}です。切り札の紋のロバイ：{status}。第{number}トリックが終わりました："
        "{plays}。このトリックで役によって動く点数を選んでください。"
    ),
    "practice.status.declared": "名乗られた",
    "practice.status.hidden": "隠れたまま（持ち主がパスした）",
    "practice.status.indicator": "起き絵そのもの",
    "practice.status.stock": "残り札の中",
    "practice.q.score": (
        "この回は終わりました（切り札{trump}）。取ったトリック：チーム0/2/4/6が{tricks_a}、"
        "チーム1/3/5/7が{tricks_b}。役：{combos}。各チームのこの回の得点を選んでください。"
    ),
    "practice.combo_line": "第{number}トリック、チーム{team}の{pair}（{points}）",
    "practice.q.best_move": (
        "あなたは席{seat}、第{number}トリックです。ここで最善の札を選んでください。"
    ),
    "practice.q.best_discard": (
        "あなたは席{seat}で、起き絵{indicator}を取りました。捨てるのに最善の札を選んでください。"
    ),
    "practice.q.best_declare": (
        "あなたは席{seat}で、切り札の紋のロバイ{card}を持っています。名乗るのとパスする"
        "のと、良いほうを選んでください。"
    ),
    "practice.choice.score": "チーム0/2/4/6 {a}：チーム1/3/5/7 {b}",
    "practice.choice.declare": "名乗る",
    "practice.choice.pass": "パス",
    "move.declare": "名乗り",
    "move.pass": "パス",
    "practice.points.0": "0点",
    "practice.points.2": "2点",
    "practice.points.5": "5点",
    "practice.why.allowed": "{card}は選べます：{reason}",
    "practice.why.refused": "{card}は選べません：{reason}",
    "practice.why.loses": "席{seat}の{card}は勝てません。{reason}",
    "practice.why.points": "{combo}。{points}",
    "practice.why.points_not": "{wrong}ではありません。{reason}",
    "practice.why.score": (
        "トリックで{tricks_a}：{tricks_b}、役で{delta_a}：{delta_b}動くので、得点は{a}：{b}"
        "です。両チームの合計はいつも9です (R27, R28, R29)"
    ),
    "practice.why.score_wrong": "{reason}。{right}",
    "practice.why.score_tricks_only": (
        "{a}：{b}はトリックだけを数えています。役でも点が動きます (R28)"
    ),
    "practice.why.score_swapped": (
        "{a}：{b}では役の点が逆向きに動いています。点は、役を作った切り札のチームに入ります"
        " (R27, R28)"
    ),
    "practice.why.score_not_nine": (
        "{a}：{b}は合計{sum}で、9になりません。役は一方のチームから取った点をそのまま"
        "もう一方に渡します (R28, R29)"
    ),
    "practice.why.score_off": "{a}：{b}はトリックとも役とも合いません (R29)",
    "practice.why.best_move": (
        "{move}が最善です。あなたに見えていることからコーチが考えた配りで平均すると、チームの点"
        "差（相手チームより何点多く取るか）は{value}点で、ほかのどの手よりも{lead}点以上多くなり"
        "ます (R29)"
    ),
    "practice.why.worse_move": (
        "{move}：コーチが考えた配りで平均すると、チームの点差（相手チームより何点多く取るか）は"
        "{value}点で、{best}より{loss}点少なくなります (R29)"
    ),
    "practice.why.try_move": (
        "{move}はここでの最善手ではありません。別の札なら、コーチが考えた配りで平均したチームの"
        "点差（相手チームより何点多く取るか）が{loss}点多くなります (R29)"
    ),
    "practice.fb.right": "正解です！",
    "practice.fb.wrong": "残念、違います。",
    "practice.fb.missed": "選び忘れ：{choices}",
    "practice.fb.wrong_picks": "間違い：{choices}",
    "practice.fb.answer": "答え：{choices}",
    "practice.fb.try_again": "これではありません。もう一度選ぶか、答えを見てください。",
    "practice.ui.check": "答え合わせ",
    "practice.ui.next": "次の問題",
    "practice.ui.try_again": "もう一度",
    "practice.ui.show": "答えを見る",
    "practice.ui.level": "レベル",
    "practice.ui.kinds": "問題の種類",
    "practice.ui.rule": "規則{rule}",
    "practice.ui.pick_one": "一つ選んでください。",
    "practice.ui.pick_all": "当てはまるものをすべて選んでください。",
    "practice.ui.bar": "{rule}：{seen}問中{right}問正解、箱{box}",
    "practice.ui.keys": "キー操作：矢印で移動、スペースで選択、Enterで答え合わせ。",
    "practice.ui.none": "これらの規則を練習する問題はありません。",
    "practice.ui.bad_file": (
        "進み具合のファイル{path}を読めませんでした（{detail}）。ファイルは{aside}として"
        "残し、練習は最初から始めます。"
    ),
    "practice.ui.refused_file": (
        "進み具合のファイル{path}は使えません（{detail}）。ファイルはそのままにしてあり、"
        "この練習では進み具合を残しません。"
    ),
    "practice.chart.title": "規則ごとの練習",
    "practice.chart.seen": "出題数",
    "practice.chart.right": "正解数",
    "practice.chart.box": "ライトナーの箱（高いほど後で出題）",
    "practice.chart.empty": "まだ答えた問題はありません。",
    # The progress row by theme (Progress.rating) and your own mistakes (Practice(mine=True)).
    "practice.ui.theme_bar": "{theme}：レーティング{rating}、{seen}問中{right}問正解",
    "practice.ui.theme_nums": "レーティング{rating}・{right}/{seen}",
    "practice.ui.work_on": "次に取り組むこと：「{theme}」",
    "practice.ui.work_on_two": "次に取り組むこと：「{theme}」、その次に「{then}」",
    "practice.mine.empty": (
        "あなた自身のミスで待っているものは、まだありません。PlayTableで一回遊んでください。"
        "コーチがミスや大きなミスと判断した手が、そのときあなたに見えていたままの形で"
        "ここに戻ってきます（R31）。それまでは規則の問題に取り組みましょう。"
    ),
    "practice.mine.done": (
        "今日のぶんのあなた自身のミスは、これで全部です。どれも後のセッションでまた出てきます。"
        "間違えた回数が多いものほど早く戻ってきます。いまもう一度出てきても、数には入りません。"
    ),
    # あなた自身のミス（Practice(mine=True)）：問題にはどこから来たかを、答えたあとは
    # そのとき実際に指した手もあわせて示す。
    "practice.mine.from": (
        "あなた自身のミスからの問題です。あなたが遊んだ{deal}回目の{move}手目です。"
    ),
    "practice.mine.origin": "あなたが遊んだ{deal}回目の{move}手目で、あなたは{card}を出しました。",
    "practice.mine.origin_declare": (
        "あなたが遊んだ{deal}回目の{move}手目で、あなたは名乗りました。"
    ),
    "practice.mine.origin_pass": "あなたが遊んだ{deal}回目の{move}手目で、あなたはパスしました。",
    # 練習：席とチーム、配り、切り札、名乗り、脇の札、打ち出す人、ほかの人に見えるものの問題。
    # メリが出たかどうかを自分で判断する問い。
    "course.map.title": "これまでの進み具合：各レッスンの小テストの星",
    "course.map.lesson.01": "札と強さの順",
    "course.map.lesson.02": "配りと起き絵",
    "course.map.lesson.03": "トリックの打ち方",
    "course.map.lesson.04": "点数と役",
    "course.map.done": "レッスン修了",
    "course.map.todo": "まだです。小テストはレッスンの最後にあります",
    "course.map.note": (
        "各レッスンの最後に8問の小テストがあります。7問か8問正解で星3つ、5問か6問で2つ、"
        "それより少なければ1つです。いちばん良い結果が残り、このページをもう一度実行すると"
        "この地図に出ます。"
    ),
    "practice.checkpoint.title": "確かめよう：{rules}の問題",
    "practice.checkpoint.sample": "問題の例と答え（問題を解いてから開いてください）",
    "practice.checkpoint.choices": "選択肢：{choices}",
    "practice.meri.judge": (
        "この回ではもうメリが出ましたか。ここまでのトリックから判断してください。"
    ),
    "practice.kind.teams": "席とチーム",
    "practice.kind.dealing": "親と、最初に札を受け取る席",
    "practice.kind.trumps": "どの札が切り札か",
    "practice.kind.declaration": "切り札の紋のロバイを名乗る",
    "practice.kind.side_cards": "勝負に使わない札",
    "practice.kind.leader": "次のトリックを打ち出す席",
    "practice.kind.seen": "ほかの人に見えるもの",
    "practice.choice.partner": "味方",
    "practice.choice.opponent": "相手",
    "practice.q.teams.partners": (
        "あなたは席{seat}です。あなたのチームの席、つまり味方をすべて選んでください。"
    ),
    "practice.q.teams.side": "あなたは席{seat}です。席{other}は味方ですか、相手ですか。",
    "practice.q.teams.next": (
        "あなたは席{seat}です。席{other}がいまトリックに札を出しました。次に出すのはどの席ですか。"
    ),
    "practice.q.teams.next_you": (
        "あなたは席{seat}で、いまトリックに札を出しました。次に出すのはどの席ですか。"
    ),
    "practice.why.teams.partner": ("席{other}は味方です。席{team}が一つのチームです (R5)"),
    "practice.why.teams.opponent": (
        "席{other}は相手です。もう一つのチーム、席{team}の一人です (R5)"
    ),
    "practice.why.teams.next": (
        "札は時計回りに出します。席{other}の次は左隣の席{next}です（席7の次はまた席0）(R4)"
    ),
    "practice.why.teams.next_from_you": (
        "札は時計回りに出します。あなたの次は左隣の席{next}です（席7の次はまた席0）(R4)"
    ),
    "practice.why.teams.next_you": (
        "札は時計回りに出します。席{other}の次は左隣、つまりあなたです（席7の次はまた席0）(R4)"
    ),
    "practice.why.teams.not_next": "席{seat}の番ではありません。{reason}",
    "practice.why.teams.not_next.you": "あなたの番ではありません。{reason}",
    "practice.q.dealing.first": "席{dealer}が親です。最初の3枚を受け取るのはどの席ですか。",
    "practice.q.dealing.last": (
        "席{dealer}が親で、3枚ずつ3回配ります。各回の最後の3枚を受け取るのはどの席ですか。"
    ),
    "practice.q.dealing.next_dealer": (
        "試合のこの回は席{dealer}が親でした。次の回の親はどの席ですか。"
    ),
    "practice.why.dealing.first": (
        "親は自分の左隣から時計回りに配ります。最初の3枚は席{seat}に行きます (R4, R6)"
    ),
    "practice.why.dealing.last": (
        "親は左隣から時計回りに一周して配るので、自分には最後に配ります。各回の最後の3枚は"
        "席{seat}に行きます (R6)"
    ),
    "practice.why.dealing.next_dealer": (
        "一回ごとに親は一つ左の席に移ります。次の親は席{seat}です (R30)"
    ),
    "practice.why.dealing.not": "席{seat}ではありません。{reason}",
    "practice.q.trumps": (
        "あなたは席{seat}で、表に返された起き絵は{indicator}です。手札の切り札をすべて"
        "選んでください。"
    ),
    "practice.why.trumps.suit": (
        "{card}は切り札です。起き絵{indicator}で{suit}が切り札の紋になります (R8)"
    ),
    "practice.why.trumps.plain": (
        "{card}は切り札ではありません。{own}の札です。起き絵{indicator}で切り札の紋は{suit}に"
        "なります (R8)"
    ),
    "practice.why.trumps.tenka": (
        "{card}は切り札です。パオのロバイは天下で、切り札の紋が何でもいつも切り札です (R9)"
    ),
    "practice.why.trumps.tenka_pao": (
        "{card}は切り札です。パオが切り札のときは、パオのロバイが天下であり、同時に切り札の"
        "紋のロバイでもあります (R9, R10)"
    ),
    "practice.q.declare.may": (
        "あなたは席{seat}です。起き絵は{indicator}で、あなたの9枚は{hand}です。名乗りの"
        "ときにできることをすべて選んでください。"
    ),
    "practice.why.declare.may": (
        "名乗れます。切り札の紋のロバイ{card}を持っているからです (R10, R11)"
    ),
    "practice.why.declare.not_holder": (
        "名乗れません。名乗れるのは切り札の紋のロバイ{card}を持つ人だけで、あなたの手札には"
        "ありません (R10, R11)"
    ),
    "practice.why.declare.indicator": (
        "誰も名乗れません。切り札の紋のロバイ{card}は起き絵そのものです (R10, R11)"
    ),
    "practice.why.pass.holder": (
        "パスできます。そのとき{card}は手札に隠れたままで、起き絵は親の席{dealer}が取ります (R11)"
    ),
    "practice.why.pass.dealer": (
        "パスできます。そのとき{card}は隠れたままですが、誰も名乗らなければ起き絵は親が"
        "取るので、親のあなたがやはり取ります (R11)"
    ),
    "practice.why.pass.forced": (
        "パスするしかありません。切り札の紋のロバイ{card}を持っていないので、パスは"
        "自動です (R10, R11)"
    ),
    "practice.q.declare.recipient": (
        "あなたは席{seat}です。親は席{dealer}で、起き絵は{indicator}です。{said}"
        "起き絵を手札に取るのはどの席ですか。"
    ),
    "practice.q.declare.recipient_dealer": (
        "あなたは席{seat}で、親です。起き絵は{indicator}です。"
        "{said}起き絵を手札に取るのはどの席ですか。"
    ),
    "practice.decl.declared": "席{holder}が切り札の紋のロバイ{card}を名乗りました。",
    "practice.decl.you_passed": "あなたは切り札の紋のロバイ{card}を持っていて、パスしました。",
    "practice.decl.indicator": "切り札の紋のロバイ{card}は起き絵そのものです。",
    "practice.decl.nobody": "切り札の紋のロバイ{card}を名乗った人はいません。",
    "practice.why.recipient.declared": (
        "席{holder}が{card}を名乗りました。名乗った人が起き絵を取ります (R11)"
    ),
    "practice.why.recipient.you_passed": (
        "あなたがパスしたので、誰も名乗っていません。そのときは親の席{dealer}が起き絵を"
        "取ります (R11)"
    ),
    "practice.why.recipient.dealer_holder": (
        "誰も名乗らなかったので起き絵は親が取り、親はあなたです。パスで{card}は隠れましたが、"
        "起き絵を手放したわけではありません (R11)"
    ),
    "practice.why.recipient.indicator": (
        "{card}が起き絵なので誰も名乗れず、起き絵は親の席{dealer}が取ります (R11)"
    ),
    "practice.why.recipient.indicator_you": (
        "{card}が起き絵なので誰も名乗れず、起き絵は親が取ります。親はあなたです (R11)"
    ),
    "practice.why.recipient.dealer": (
        "誰も名乗りませんでした（持つ人がパスしたか、{card}が残り札にある）。そのときは親の"
        "席{dealer}が起き絵を取ります (R11)"
    ),
    "practice.why.recipient.dealer_you": (
        "誰も名乗りませんでした（持つ人がパスしたか、{card}が残り札にある）。"
        "そのときは親が起き絵を取り、親はあなたです (R11)"
    ),
    "practice.why.recipient.not": "席{seat}ではありません。{reason}",
    "practice.why.recipient.not.you": "あなたではありません。{reason}",
    "practice.q.side_cards": (
        "あなたは席{seat}です。席{recipient}が起き絵{indicator}を取り、1枚を伏せて捨てました。"
        "席{leader}が第1トリックを打ち出したとき、捨て札{discard}と残り札{stock}が全員に"
        "公開されました。この回の勝負に使わない札をすべて選んでください。"
    ),
    "practice.q.side_cards_you": (
        "あなたは席{seat}です。あなたが起き絵{indicator}を取り、"
        "1枚を伏せて捨てました。あなたが第1トリックを打ち出したとき、"
        "捨て札{discard}と残り札{stock}が全員に公開されました。"
        "この回の勝負に使わない札をすべて選んでください。"
    ),
    "practice.why.side.discard": (
        "{card}は勝負に使いません。起き絵を取った席{seat}の捨て札で、最初の打ち出しで全員に"
        "公開されました。どのトリックも取りません (R12, R13)"
    ),
    "practice.why.side.discard.you": (
        "{card}は勝負に使いません。起き絵を取ったあなたの捨て札で、"
        "最初の打ち出しで全員に公開されました。"
        "どのトリックも取りません (R12, R13)"
    ),
    "practice.why.side.stock": (
        "{card}は勝負に使いません。起き絵の下に残った2枚の残り札のうちの1枚で、最初の打ち出しで"
        "公開されました。どのトリックも取りません (R7, R13)"
    ),
    "practice.why.side.indicator": (
        "{card}は勝負に使います。起き絵で、席{seat}が手札に取りました (R7, R12)"
    ),
    "practice.why.side.indicator.you": (
        "{card}は勝負に使います。起き絵で、あなたが手札に取りました (R7, R12)"
    ),
    "practice.why.side.led": (
        "{card}は勝負に使います。席{leader}が第1トリックに打ち出した札です。勝負に使わないのは"
        "捨て札と残り札だけです (R13)"
    ),
    "practice.why.side.led.you": (
        "{card}は勝負に使います。あなたが第1トリックに打ち出した札です。"
        "勝負に使わないのは捨て札と残り札だけです (R13)"
    ),
    "practice.why.side.hand": (
        "{card}は勝負に使います。あなたの手札にあります。勝負に使わないのは捨て札と残り札"
        "だけです (R13)"
    ),
    "practice.q.leader.first": (
        "親は席{dealer}、起き絵は{indicator}で、それを席{seat}が取りました。第1トリックを"
        "打ち出すのはどの席ですか。"
    ),
    "practice.q.leader.next": (
        "切り札は{trump}です。第{number}トリックが終わりました。出た順に：{plays}。"
        "第{next}トリックを打ち出すのはどの席ですか。"
    ),
    "practice.why.leader.first": ("第1トリックは起き絵を取った人、席{seat}が打ち出します (R18)"),
    "practice.why.leader.winner": (
        "席{seat}が{card}で第{number}トリックを取りました。トリックを取った人が次を打ち出し"
        "ます (R18, R25)"
    ),
    "practice.why.leader.not": "席{seat}ではありません。{reason}",
    "practice.q.seen.follow": (
        "切り札は{trump}です。あなたは席{seat}で、席{leader}が第{number}トリックに{lead}を"
        "打ち出しました。いま出したら、ほかの人に表向きで見える手札をすべて選んでください。"
    ),
    "practice.q.seen.lead": (
        "切り札は{trump}です。あなたは席{seat}で、第{number}トリックを打ち出します。打ち出したら"
        "ほかの人に表向きで見える手札をすべて選んでください。"
    ),
    "practice.why.seen.plain": (
        "{card}は見えます。平札はいつも表向きで出すので、全員に見えます (R24, R31)"
    ),
    "practice.why.seen.down": (
        "{card}は伏せ札になります。平札で打ち出したトリックに出す切り札なので、ほかの人には"
        "あなたが切り札を出したことは分かっても、どの札かはトリックの8枚目まで分かりません"
        " (R24, R31)"
    ),
    "practice.why.seen.meri": (
        "{card}は見えます。切り札で打ち出したトリック、つまりメリでは、札はすべて表向き"
        "です (R20, R24)"
    ),
    "practice.why.seen.lead": (
        "{card}は見えます。打ち出す札はいつも表向きです。切り札で打ち出せばそのトリックは"
        "メリになり、すべて表向きです (R20, R24)"
    ),
    # 上手な打ち方の原則（unsun_lab.principles）：題、助言、当てはまる理由、根拠。
    "principle.unmeasured": "経験則で、測ってはいません",
    "principle.winning.card": "いま勝っている{card}",
    "principle.winning.down": "席{seat}の伏せ札の切り札",
    "principle.winning.trumps": "すでに出た伏せ札の切り札",
    "principle.fb.at_work": "ここで効く原則は「{title}」です。{why}",
    "principle.fb.equal": (
        "{moves}はここでは同じくらい良い札です。あなたに見えていることからコーチが考えた配りでは"
        "、同じ結果になります (R29)"
    ),
    "principle.fb.still_loses": (
        "{move}でも、ここからは平均して点を失います。どの札でも失い、ほかの札はもっと失います (R29)"
    ),
    "principle.fb.worse": ("この回の残りで、{best}は{move}よりチームに多くの点を残します (R29)"),
    "principle.fb.try": "{move}はここでの最善の札ではありません。効いている原則は「{title}」です",
    "principle.fb.try_plain": (
        "{move}はここでの最善の札ではありません。このトリックと、これまでに出た札を見直しましょう"
    ),
    # コーチは損の大きい判断を説明する原則から述べる (analysis.principle_lead)。
    "principle.coach.lead": "{title}：{why}",
    "principle.coach.lead_also": "{title}：{why}。{best}ならさらに良くなります",
    "principle.coach.exception": (
        "原則「{title}」はここでは{move}を勧めますが、今回は例外です。{best}のほうが良い手です"
    ),
    # 名乗りの問題も、どの問題とも同じく切り札を示す (practice.kinds.best_move)。
    "principle.q.best_declare": (
        "あなたは席{seat}で、切り札は{suit}です。切り札の紋のロバイ{card}を持っています。名乗る"
        "のとパスするのと、良いほうを選んでください。"
    ),
    "principle.ui.details": "詳しく",
    "principle.ui.principle": "原則",
    "principle.first_lead.title": "最初の打ち出し",
    "principle.first_lead.advice": (
        "第1トリックは切り札で打ち出せません (R19)。最初のメリまでは、だれでも平札の打ち出しに"
        "切り札を出せます (R22)。手放してよい低い平札を打ち出しましょう。"
    ),
    "principle.first_lead.why": (
        "第1トリックは切り札で打ち出せず (R19)、最初のメリまではだれでも平札の打ち出しに切り札を"
        "出せます (R22)。{move}は{suit}でいちばん低い、手放してよい札です"
    ),
    "principle.no_plain_sun_early.title": "最初のメリまで平札のスンを打ち出さない",
    "principle.no_plain_sun_early.advice": (
        "最初のメリまではだれでも平札の打ち出しに切り札を出せるので (R22)、そのころ打ち出した"
        "平札のスンはたいてい切られます。切り札が出尽くすまで残しましょう。"
    ),
    "principle.no_plain_sun_early.why": (
        "最初のメリまではだれでも平札の打ち出しに切り札を出せます (R22)。{move}なら{sun}を"
        "温存できます。いま打ち出せば、まず切られるでしょう"
    ),
    "principle.no_plain_sun_early.evidence": (
        "同じ配りを二度打つ比較（定石のプレイヤー）で測定：最初のメリの前に、"
        "平札のスンの代わりにスン以外でいちばん強い平札を打ち出すと、1回あたり{value}"
        "点多く得ました（95%区間 {low}〜{high}、配りの組{n}）。"
        "このころ打ち出した平札のスンがトリックを取ったのは{before}だけ（打ち出し{before_n}回）、"
        "メリの後は{after}（打ち出し{after_n}回）"
    ),
    "principle.trump_plain_lead.title": "最初のメリの前に平札の打ち出しを切る",
    "principle.trump_plain_lead.advice": (
        "最初のメリまでは、だれでも平札の打ち出しに切り札を出せます (R22)。トリックの早いうちに"
        "出した切り札は、あとの人の切り札に負けることがあります。最後の2人のうちのひとりで相手の"
        "平札が勝っているときは、危なくないいちばん低い切り札で取りましょう。それより早く切っても、"
        "測れるほどの得はありませんでした (R25, R27)。"
    ),
    "principle.trump_plain_lead.why": (
        "この平札のトリックは相手の{card}が勝っていて、まだだれも切り札を出しておらず、あなたの"
        "後に出すのは多くてもひとりです。{move}は危なくないいちばん低い切り札で、切り札ならどれ"
        "でも平札からトリックを取れます (R22, R25)"
    ),
    "principle.trump_plain_lead.evidence": (
        "同じ配りを二度打つ比較（定石のプレイヤー）で測定：最後の2人のうちのひとりで、相手の"
        "平札が勝っていてだれも切っていないときは、危なくないいちばん低い切り札が平札より1回"
        "あたり{value}点多く得ました（95%区間 {low}〜{high}、配りの組{n}）。あなたの後にまだ2人"
        "以上出す人がいるときに同じように切ると{early}点（{early_low}〜{early_high}、配りの組"
        "{early_n}）で、測れるほどの差はありませんでした"
    ),
    "principle.partner_trumped.title": "味方が切ったら平札を出す",
    "principle.partner_trumped.advice": (
        "平札で打ち出したトリックに味方がもう切り札を出していたら（伏せ札、R24）、平札を出して"
        "切り札は後に残しましょう。"
    ),
    "principle.partner_trumped.why": (
        "味方の席{partner}がこの平札のトリックにもう切り札を出しています（伏せ札、R24）。"
        "{move}なら切り札を後のトリックに残せます"
    ),
    "principle.partner_trumped.evidence": (
        "同じ配りを二度打つ比較（定石のプレイヤー）で測定：平札は、"
        "いちばん弱い切り札より1回あたり{value}点多く得ました（95%区間 {low}〜{high}、配りの組{n}"
        "）。いちばん強い切り札よりは{strongest}点（{strongest_low}〜{strongest_high}）、"
        "出せる切り札すべての平均よりは{average}点（{average_low}〜{average_high}）。"
        "終わってから分かるいちばん良い切り札と比べたときだけは、はっきりした差はありません（"
        "{best}点、{best_low}〜{best_high}）"
    ),
    "principle.card_in_danger.title": "危ない札",
    "principle.card_in_danger.advice": (
        "組の上の札がまだ出ていない切り札は、平札で打ち出したトリックでは危険です。相手がその"
        "上の札で勝つと役になります (R27)。そういうトリックには出さないようにしましょう。"
    ),
    "principle.card_in_danger.why": (
        "{card}は{pair}の下の札で、{upper}はまだ見えていません。この平札のトリックに出すと、"
        "相手に{pair}を与えかねません (R27)。{move}なら危険を避けられます"
    ),
    "principle.card_in_danger.why_lead": (
        "{card}は{pair}の下の札で、{upper}はまだ見えていません。第9トリックはメリにならないので、"
        "そこまで残すと5点の役で取られかねません (R26, R28)。いま打ち出せばメリになり、役は"
        "数えません (R20, R27)"
    ),
    "principle.card_in_danger.evidence": (
        "同じ配りを二度打つ比較（定石のプレイヤー）で測定："
        "平札のトリックで危ない切り札を出さずに残し、"
        "代わりに危なくない札のうちいちばん弱い札を出すと、1回あたり{value}"
        "点多く得ました（95%区間 {low}〜{high}、配りの組{n}）。"
        "そのトリックに出した危ない切り札が役を与えたのは{share}（95%区間 {share_low}〜"
        "{share_high}、{share_n}回）"
    ),
    "principle.win_cheaply.title": "安くトリックを取る",
    "principle.win_cheaply.advice": (
        "勝っている札を負かせるときは、負かせる札のうちいちばん低い札で負かしましょう。高い札で"
        "取っても同じトリックです (R25)。"
    ),
    "principle.win_cheaply.why": (
        "{move}は、いま勝っている{card}を負かせるいちばん低い札です。もっと高い札で取っても、"
        "このトリックは同じです (R25)"
    ),
    "principle.lowest_card.title": "どれも勝てないなら、いちばん低い札を",
    "principle.lowest_card.advice": (
        "出せる札のどれもトリックに勝てないときは、いちばん低い札を出して強い札を残しましょう"
        " (R25)。"
    ),
    "principle.lowest_card.why": (
        "出せる札はどれも{what}に勝てないので、いちばん低い{move}がいちばん損の少ない札です (R25)"
    ),
    "principle.dont_overtake_partner.title": "勝っている味方を追い越さない",
    "principle.dont_overtake_partner.advice": (
        "味方の札がトリックに勝っているときは、それを負かさないでください。強い札は、チームが落とし"
        "そうなトリックのために残しましょう (R25)。"
    ),
    "principle.dont_overtake_partner.why": (
        "味方の席{partner}が{card}で勝っています。{move}ならトリックを味方に任せ、強い札を"
        "残せます (R25)"
    ),
    "principle.count_trumps.title": "切り札を数える",
    "principle.count_trumps.advice": (
        "切り札は16枚、パオが切り札のときは15枚です (R9)。見た切り札を数えましょう。手札の外に"
        "一枚も残っていなければ、平札の紋でまだ残っているいちばん高い札は負けません (R25)。"
    ),
    "principle.count_trumps.why": (
        "{total}枚の切り札はすべて数え終わり、手札の外には一枚も残っていません (R9)。{suit}で"
        "これより高い札ももう残っていないので、{move}は負けません (R25)"
    ),
    "principle.first_meri.title": "最初のメリ：測って分かった決まりはなし",
    "principle.first_meri.advice": (
        "第2〜第6トリックで切り札を打ち出して最初のメリにするかどうかは自由です。いちばん強い"
        "切り札を打ち出しても、平札と比べてはっきりした得はありませんでした (R20, R22)。"
    ),
    "principle.first_meri.why": (
        "いま最初のメリにするかどうかは自由です。いちばん強い切り札を打ち出しても平札より"
        "はっきり得とは言えないので、{move}もほかの札と同じくらい妥当です (R20, R22)"
    ),
    "principle.first_meri.evidence": (
        "同じ配りを二度打つ比較（定石のプレイヤー）で測定：いちばん強い平札の"
        "代わりにいちばん強い切り札を打ち出すと1回あたり{value}点（95%区間 {low}〜{high}、"
        "配りの組{n}）。はっきりした差はありません"
    ),
    "principle.lone_sun.title": "一枚だけのスン：メリでは残す",
    "principle.lone_sun.advice": (
        "配られた切り札がスンだけなら、メリでもそれを残せます (R21)。残すとわずかに得でした。"
    ),
    "principle.lone_sun.why": (
        "{sun}はあなたの唯一の切り札で、配られた切り札もこれだけなので、このメリでも残せます"
        " (R21)。{move}ならスンを後のトリックに残せます"
    ),
    "principle.lone_sun.evidence": (
        "同じ配りを二度打つ比較（無作為のプレイヤー。定石のプレイヤーはこの選択に"
        "ほとんど出会いません）で測定：スンを残すと、出すより1回あたり{value}点多く得ました"
        "（95%区間 {low}〜{high}、配りの組{n}）"
    ),
    "principle.ninth_trick.title": "第9トリック：切り札をため込まない",
    "principle.ninth_trick.advice": (
        "最後まで残した切り札はたいてい第9トリックを取ります (R26)。でも、わざと残しても測れる"
        "ほどの得はありませんでした。第8トリックでは、そのトリックに必要な札を出しましょう。"
    ),
    "principle.ninth_trick.why": (
        "第9トリックまで残した切り札はたいていそれを取りますが (R26)、{trump}をわざと残しても"
        "得は見られませんでした。このトリックに必要なら{move}で構いません"
    ),
    "principle.ninth_trick.evidence": (
        "定石のプレイヤーで測定：最後の札が切り札なら第9トリックを取ったのは"
        "{kept}、平札なら{plain}。同じ配りを二度打つ比較では、第8トリックで切り札を出さずに"
        "残すと1回あたり{value}点（95%区間 {low}〜{high}、配りの組{n}）。測れるほどの差は"
        "ありません"
    ),
    "principle.declare_robai.title": "切り札の紋のロバイは名乗る",
    "principle.declare_robai.advice": (
        "切り札の紋のロバイを持っていて親でなければ、名乗りましょう。起き絵が手に入って札が"
        "1枚増え、第1トリックを打ち出せます (R11, R18)。"
    ),
    "principle.declare_robai.why": (
        "{card}を名乗ると起き絵{indicator}が手札に入ってチームの札が1枚増え、第1トリックを"
        "打ち出せます (R11, R18)"
    ),
    "principle.declare_robai.evidence": (
        "同じ配りを二度打つ比較（定石のプレイヤー）で測定：名乗ると、パスより"
        "1回あたり{value}点多く得ました（95%区間 {low}〜{high}、配りの組{n}）"
    ),
    "principle.dealer_holder.title": "切り札の紋のロバイを持つ親",
    "principle.dealer_holder.advice": (
        "親はパスしても起き絵を受け取ります (R11)。パスすれば切り札の紋のロバイは隠れたままで、"
        "その役は5点を移します (R28)。"
    ),
    "principle.dealer_holder.why": (
        "あなたは親なので、パスしても起き絵{indicator}はあなたに来ます (R11)。パスすれば"
        "{card}は隠れたままになり、ソウタ-ロバイとロバイ-レイは作ったチームに5点を移します"
        " (R28)"
    ),
    # 答える席が知っていて、問いに必要なこと（unsun_lab.practice.context）。
    "context.trump": "切り札は{suit}です。切り札は{count}枚で、天下PRoもその一枚です (R8, R9)",
    "context.trump_pao": (
        "切り札はパオです。切り札は15枚で、PRoは天下であり切り札の紋のロバイでもあります (R8, R9)"
    ),
    "context.dealer": "親は席{dealer}です (R6)",
    "context.dealer_you": "親はあなたです (R6)",
    "context.recipient": "起き絵{indicator}は席{seat}が取りました (R11)",
    "context.recipient_you": "起き絵{indicator}はあなたが取りました (R11)",
    "context.robai.indicator": (
        "起き絵が切り札の紋のロバイ{card}そのものです。だれも名乗れず、隠れてもいません (R11, R28)"
    ),
    "context.robai.declared": (
        "席{seat}が切り札の紋のロバイ{card}を名乗りました。隠れてはいません (R11, R28)"
    ),
    "context.robai.you_declared": (
        "あなたは切り札の紋のロバイ{card}を名乗りました。隠れてはいません (R11, R28)"
    ),
    "context.robai.own_deciding": (
        "あなたは切り札の紋のロバイ{card}を持っています。名乗るかパスするかです (R11)"
    ),
    "context.robai.own_hidden": (
        "あなたは切り札の紋のロバイ{card}を持っていてパスしました。隠れているので、ソウタ-ロバイ"
        "とロバイ-レイは5点を移します (R11, R28)"
    ),
    "context.robai.hidden": (
        "切り札の紋のロバイ{card}はだれも名乗らず、残り札にもありませんでした。持ち主がパスした"
        "ので隠れていて、ソウタ-ロバイとロバイ-レイは5点を移します (R11, R28)"
    ),
    "context.robai.stock": "切り札の紋のロバイ{card}は残り札にあり、勝負には使いません (R11, R13)",
    "context.robai.not_declared": (
        "切り札の紋のロバイ{card}はだれも名乗っていません。だれかの手札に隠れているか残り札に"
        "あり、残り札は最初の打ち出しで表になります (R11, R13)"
    ),
    "context.robai.pending": "切り札の紋のロバイ{card}の名乗りはまだ終わっていません (R11)",
    "context.meri.yes": (
        "メリはもう出ています。平札の打ち出しには台札の紋か切り札を"
        "出さなければなりません"
        "（モンチ、R23）"
    ),
    "context.meri.no": (
        "メリはまだ出ていません。平札の打ち出しにはどの札を出してもかまいません (R22)"
    ),
    "context.play": "席{seat} {card}",
    "context.play_down": "席{seat} 伏せ札の切り札",
    "context.trick": (
        "第{number}トリック（打ち出しは席{leader}）：{plays}。席{winner}が{card}で取りました。"
        "出た切り札：{trumps} (R25)"
    ),
    "context.current": "このトリック（打ち出しは席{leader}）：{plays} (R18)",
    "context.unseen": "まだ見ていない切り札：{total}枚のうち{count}枚 (R9)",
    "context.legend": (
        "各札の前の数字は、その札を出した席です。★は切り札、枠はトリックを取った札です。"
    ),
    "context.q.best_move": (
        "あなたは席{seat}、第{number}トリックで、切り札は{suit}です。ここで最善の札を選んで"
        "ください。"
    ),
    "context.q.best_any": (
        "あなたは席{seat}、第{number}トリックで、切り札は{suit}です。ここでは同じくらい良い札が"
        "いくつかあります。最善の札のどれかを選んでください。"
    ),
    # コーチのことば (unsun_lab.analysis)：同じ配り方の中で二つの手がどう違うか。
    "coach.freq.never": "皆無",
    "coach.freq.rarely": "まれ",
    "coach.freq.one_in_ten": "あなたに分かっていることからコーチが考えた配りの10回に1回ほど",
    "coach.freq.one_in_five": "あなたに分かっていることからコーチが考えた配りの5回に1回ほど",
    "coach.freq.third": "あなたに分かっていることからコーチが考えた配りの3回に1回ほど",
    "coach.freq.half": "あなたに分かっていることからコーチが考えた配りの2回に1回ほど",
    "coach.freq.two_thirds": "あなたに分かっていることからコーチが考えた配りの3回に2回ほど",
    "coach.freq.most": "あなたに分かっていることからコーチが考えた配りの大半",
    "coach.freq.almost_always": "ほぼ毎回",
    "coach.freq.always": "毎回",
    # The same shares said a second time in one sentence, of the same imagined deals.
    "coach.freq_again.one_in_ten": "10回に1回ほど",
    "coach.freq_again.one_in_five": "5回に1回ほど",
    "coach.freq_again.third": "3回に1回ほど",
    "coach.freq_again.half": "2回に1回ほど",
    "coach.freq_again.two_thirds": "3回に2回ほど",
    "coach.freq_again.most": "大半",
    "coach.what.trump": "相手の切り札（{card}）",
    "coach.what.suit": "より強い{suit}（{card}）",
    "coach.trick_lost": (
        "{best}ならチームが取れるこのトリックを{played}では落とすのが{freq}です。取るのは"
        "主に{what}です (R25)"
    ),
    "coach.trick_gained": (
        "{best}では取れないこのトリックを{played}なら取れるのが{freq}です。ただ、その得は"
        "後で失う分より小さくなります (R25)"
    ),
    "coach.combo.theirs": (
        "{move}の後、相手チームが{when}役「{pair}」（{winner_card}が{opposing_card}に勝ち、"
        "{points}）を作るのは{freq}、{other}の後では{freq_other}です (R27, R28)"
    ),
    "coach.combo.ours": (
        "{move}の後、あなたのチームが{when}役「{pair}」（{winner_card}が{opposing_card}に勝ち、"
        "{points}）を作るのは{freq}、{other}の後では{freq_other}です (R27, R28)"
    ),
    # The same, when the two moves are the declaration's: "if you pass", not "after pass" (R11).
    "coach.combo.theirs_if": (
        "{move}、"
        "相手チームが{when}役「{pair}」（{winner_card}が{opposing_card}に勝ち、"
        "{points}）を作るのは{freq}、"
        "{other}は{freq_other}です (R27, R28)"
    ),
    "coach.combo.ours_if": (
        "{move}、"
        "あなたのチームが{when}役「{pair}」（{winner_card}が{opposing_card}に勝ち、"
        "{points}）を作るのは{freq}、"
        "{other}は{freq_other}です (R27, R28)"
    ),
    "coach.if.declare": "名乗った場合",
    "coach.if.pass": "パスした場合",
    "coach.when.now": "このトリックで",
    "coach.when.later": "後のトリックで",
    "coach.later_tricks": (
        "{best}なら、その後のトリックもチームが1回あたり約{n}トリック多く取ります（R25）"
    ),
    "coach.later_tricks_if": (
        "{best}、その後のトリックもチームが1回あたり約{n}トリック多く取ります（R25）"
    ),
    "coach.spread": (
        "{best}と{played}の差は、特定のトリックや役ではなく、この回の残り全体に散らばって"
        "います (R29)"
    ),
}
