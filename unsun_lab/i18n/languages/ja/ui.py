"""ウィジェットの言葉（キー ``ui.*``）：ラベル、ボタン、状態の行。"""

from __future__ import annotations

UI: dict[str, str | dict[str, str]] = {
    "ui.combo_none": "終わったトリックはまだありません。",
    "ui.combo_w": "勝：勝った切り札",
    "ui.combo_o": "相：相手チームで最も強い切り札",
    "ui.combo_title": "第{number}トリック（{kind}）：席{seat}が{card}で取りました",
    "ui.kind_meri": "メリ",
    "ui.kind_ninth": "最後の札",
    "ui.kind_plain": "平札の打ち出し",
    "ui.rank_hover": "札にポインタを置くと、順位の中の位置が読めます。",
    "ui.rank_trump_suit": "切り札の紋：",
    "ui.rank_led_suit": "台札の紋：",
    "ui.rank_clear": "消す",
    "ui.rank_selected": "選んだ札：{cards}",
    "ui.rank_click_one": "比べるには、もう1枚選んでください。",
    "ui.rank_click_two": "比べる札を2枚選んでください。",
    "ui.rank_trumps": {
        "other": "切り札：{suit}（{count}枚、R14）",
    },
    "ui.rank_plain": {
        "other": "平札の{suit}（{count}枚、R15）",
    },
    "ui.rank_badge_iro": "平札のイス・ロバイ",
    "ui.rank_plain_pao": {
        "other": "平札の{suit}（{count}枚、ロバイなし：パオのロバイは天下、R9, R15）",
    },
    "ui.lang_name": "日本語",
    "ui.language": "言語：",
    "ui.refused": "受け付けません：{reason}",
    "ui.combo_pairs": "役になる組：",
    # The combination panel: the pairs not made on the trick, as one legend line
    "ui.combo_legend": ("この切り札のほかの役（このトリックではできていません、R27）：{pairs}。"),
    "ui.combo_legend_none": (
        "この切り札の役（このトリックではどれもできていません、R27）：{pairs}。"
    ),
    "ui.field_missing": "メッセージに {name} の項目がありません。",
    "ui.field_type": "項目 {name} は {kind} でなければなりません（{got} が来ました）。",
    "ui.not_object": "メッセージはオブジェクトでなければなりません（{got} が来ました）。",
    "ui.unknown_type": "知らないメッセージの種類 {got} です。受け付けるのは {known} です。",
    "ui.field_choice": (
        "項目 {name} は {choices} のどれかでなければなりません（{got} が来ました）。"
    ),
    "ui.no_such_trick": "この記録にあるトリックは {known} で、第{number}トリックはありません。",
    "ui.no_note_here": "ここにはメモを書ける手がありません。",
    "ui.no_review": "見直し中の回はありません。",
    "ui.level_random": "無作為",
    "ui.level_heuristic": "定石",
    "ui.level_search": "読み",
    "ui.level_expert": "達人",
    "ui.start": "« 最初",
    "ui.back": "◀ 戻る",
    "ui.forward": "進む ▶",
    "ui.end": "最後 »",
    "ui.position_move": "{total}手中{n}手目",
    "ui.position_step": "{total}段中{n}段目（この席から見えた手の流れ）",
    # The stepper's counter: what it counts, in each view
    "ui.position_move_note": (
        "全員の手札の表示では記録の手を数えます。切り札の紋のロバイを持つ人の名乗りまたは"
        "パス（R11）、捨て札（R12）、出した札一枚ずつです。"
    ),
    "ui.position_step_note": (
        "席の表示では手ではなく段を数えます。名乗りは実際の卓と同じく、順に名乗るかパスす"
        "る八人分の八段です（R11）。そのため段の数からは切り札の紋のロバイを誰が持って"
        "いるかわかりません（R31）。"
    ),
    "ui.trick_label": "トリック：",
    "ui.view_label": "表示：",
    "ui.open_table": "全員の手札",
    "ui.seat": "席{seat}",
    "ui.show_all": "伏せた切り札を表にする（学習用）",
    "ui.info": "切り札：{trump}、親：席{dealer}、起き絵：{indicator}",
    "ui.taken_by": "席{seat}が取った",
    "ui.robai_declared": "切り札の紋のロバイ：名乗った",
    "ui.robai_hidden": "切り札の紋のロバイ：隠れている",
    "ui.robai_indicator": "切り札の紋のロバイ：起き絵",
    "ui.robai_stock": "切り札の紋のロバイ：残り札の中",
    "ui.robai_not_declared": "切り札の紋のロバイ：名乗りなし",
    "ui.trick_heading": "第{number}トリック、席{leader}の打ち出し",
    "ui.meri": " — メリ（切り札で打ち出し、R20）",
    "ui.no_card": "まだ札は出ていません。",
    "ui.indicator": "起き絵：",
    "ui.side": "捨て札 / 残り札：",
    "ui.side_hidden": "捨て札と残り札は最初の打ち出しまで伏せたままです (R13)",
    "ui.side_shown": "捨て札と残り札は最初の打ち出しで表になりました。勝負には使いません (R13)",
    "ui.hand_label": "席{seat}",
    "ui.dealer_mark": "（親）",
    "ui.recipient_mark": "（起き絵を取った）",
    "ui.to_move_mark": "◀ 番",
    "ui.not_seen": {
        "other": "{count}枚、見えない (R31)",
    },
    "ui.legal": "選べる手：",
    "ui.recorded": "記録された手：{move}",
    "ui.why_not": "ほかの札を出せない理由：",
    "ui.note_on": "手{number}（{move}）へのメモ：",
    "ui.note_last": "直前の手（{move}）へのメモ：",
    "ui.save_note": "メモを保存",
    "ui.note_saved": "メモをこの回に保存しました。",
    "ui.note_unsaved": "まだ保存していません。",
    "ui.keys_help": "キー：← → で一段、Home / End",
    "ui.score": "得点：チーム0/2/4/6は{a}点、チーム1/3/5/7は{b}点",
    "ui.trick_won": "第{number}トリック：席{winner}（{a}/{b}）",
    "ui.declaration": "名乗り (R11)：",
    "ui.declares": "席{seat}が名乗る",
    "ui.passes": "席{seat}はパス",
    "ui.face_down_mark": "↓",
    "ui.decl_turn": "名乗り (R11)：席{seat}が名乗るかパスするかを決めます。",
    "ui.decl_after": "名乗り (R11)：席{declarer}が名乗りました。席{seat}はパスします。",
    "ui.decl_forced": "席{seat}は切り札の紋のロバイを持っていないので、パスします (R11)。",
    "ui.deal_over": "この回は終わりました：チーム0/2/4/6 {a}、チーム1/3/5/7 {b} (R29)。",
    "ui.record_stops": "記録はここまでです。",
    "ui.seat_text": "席{seat}が{what}番です。",
    "ui.to_declare": "名乗るかパスする",
    "ui.to_discard": "捨てる",
    "ui.to_play": "札を出す",
    "ui.to_over": "待つ",
    "ui.cannot_see": "席{viewer}には席{seat}の手札は見えません (R31)。",
    "ui.deal_of": "{total}回中{n}回目",
    "ui.trump_dealer": "切り札：{trump}、親：{dealer}",
    "ui.you": "あなた",
    "ui.partner": "味方",
    "ui.opponent": "相手",
    "ui.name_you": "あなた（席0）",
    "ui.name_partner": "席{seat}（味方）",
    "ui.name_partner.acc": "席{seat}（味方）",
    "ui.name_opponent": "席{seat}（相手）",
    "ui.name_opponent.acc": "席{seat}（相手）",
    "ui.cards_count": {
        "other": "{count}枚",
    },
    "ui.on_table": "場の札",
    "ui.last_trick": "直前のトリック",
    "ui.your_hand": "あなたの手札（席0、切り札が先）：",
    "ui.declare": "名乗る",
    "ui.pass": "パスする",
    "ui.hint": "ヒント",
    "ui.thinking": "考え中…",
    "ui.next_deal": "次の回",
    "ui.restart": "試合をやり直す",
    "ui.new_match": "新しい試合",
    "ui.restart_confirm": "試合をやり直しますか？得点は消えます (R30)。",
    "ui.confirm": "はい、やり直す",
    "ui.cancel": "やめる",
    "ui.scoreboard": "得点表 (R29, R30)",
    "ui.col_deal": "回",
    "ui.col_us": "あなた：0/2/4/6",
    "ui.col_them": "相手：1/3/5/7",
    "ui.total": "合計",
    "ui.pace": "速さ：",
    "ui.pace_slow": "ゆっくり",
    "ui.pace_normal": "ふつう",
    "ui.pace_fast": "速い",
    "ui.pace_instant": "すぐ",
    "ui.partners": "味方：",
    "ui.opponents": "相手：",
    "ui.take_back": "待った",
    "ui.took_back": "あなたの最後の札とその後の応手を取り消しました。",
    "ui.took_back_mark": "* 待ったあり",
    "ui.nothing_to_take_back": "この回には取り消せるあなたの札がありません。",
    "ui.history": "この回のトリック：",
    "ui.summary": "この回の得点の内訳",
    "ui.summary_tricks": (
        "取ったトリック：チーム0/2/4/6 {a}、チーム1/3/5/7 {b}。1トリック1点です (R27)。"
    ),
    "ui.summary_combo": "第{number}トリック：{pair}（{o}に{w}）、チーム{team}の役です。{why}。",
    "ui.summary_total": "この回の得点：チーム0/2/4/6 {a}、チーム1/3/5/7 {b}。合わせて9です (R29)。",
    "ui.review": "この回を振り返る",
    "ui.review_close": "振り返りを閉じる",
    "ui.save": "この回を保存",
    "ui.load": "読み込む",
    "ui.save_name": "ファイル名：",
    "ui.replace": "ファイルを置き換える",
    "ui.saved": "{path} に保存しました。",
    "ui.file_exists": (
        "{name} はもうあります。上書きするには「ファイルを置き換える」に印を付けてください。"
    ),
    "ui.bad_file_name": (
        "{name} はここでは使えません。英数字と - _ . を使い、最後は .json にしてください。"
    ),
    "ui.not_your_turn": "あなたの番ではありません：{who}の番です (R18)。",
    "ui.nobody_over": "誰でもない：この回は終わり",
    "ui.not_your_turn_over": "この回は終わりました。もう出せる手はありません（R18）。",
    "ui.not_allowed": "{move}は出せません：{reason}",
    # A card the learner may not discard (R12), said with the verb for discarding.
    "ui.not_discardable": "{move}は捨てられません：{reason}",
    "ui.not_in_hand": "{card}はあなたの手札にありません (R18)",
    "ui.you_declared": "名乗りました。",
    "ui.you_passed": "パスしました。",
    "ui.you_discarded": "{card}を捨てました。",
    "ui.you_played": "{card}を出しました。",
    "ui.finish_first": "先にこの回を終えてください。",
    "ui.deal_n": "{total}回中{n}回目です。",
    "ui.new_match_msg": "新しい試合です。得点を消しました (R30)。",
    "ui.hint_not_now": "ヒントはあなたの番に出ます。",
    "ui.your_turn_declare": "あなたの番：名乗るかパスしてください。",
    "ui.your_turn_discard": "あなたの番：捨てる札を選んでください。",
    "ui.your_turn_play": "あなたの番：札を出してください。",
    "ui.decl_status": "名乗り (R11)：{name}が名乗るかパスするかを決めます。",
    "ui.waiting": "{name}を待っています。",
    "ui.match_over": "試合は終わりました。",
    "ui.deal_over_short": "この回は終わりました。",
    "ui.win": "勝ちました。あなたのチーム0/2/4/6の合計の方が多いです (R30)。",
    "ui.lose": "負けました。チーム1/3/5/7の合計の方が多いです (R30)。",
    "ui.draw": "引き分けです。合計が同じで、追加の回はありません (R30)。",
    "ui.passes_announce": "{name}はパスしました。",
    "ui.declares_announce": "{name}が切り札の紋のロバイを名乗りました (R11)。",
    "ui.discarded_down": "{name}が札を1枚伏せて捨てました (R12)。",
    "ui.played_down": "{name}が切り札を伏せて出しました (R24)。",
    "ui.played": "{name}が{card}を出しました。",
    "ui.said_played": "{name}：{card}。",
    "ui.said_played_down": "{name}：伏せた切り札（R24）。",
    # The PlayTable's text view (what seat 0 sees, as plain text), its review during a deal,
    # and the one mark of a face-down trump with its sentence (R24, R31)
    "ui.text_view": "文字で表示",
    "ui.tv_title": "文字で見る場：あなた（席0）に見えるものだけです（R31）。",
    "ui.tv_trump": "切り札：{trump}。起き絵：{card}（R7、R8）。",
    "ui.tv_dealer": "親：{dealer}。",
    "ui.tv_taken": "起き絵を取った人：{name}（R12）。",
    "ui.tv_side": "捨て札と残り札（勝負には使いません、R13）：{cards}。",
    "ui.tv_holds": "{name}は{count}",
    "ui.tv_seats": "手札の枚数：{list}。",
    "ui.tv_score": (
        "この回のここまでの得点：あなたのチーム（0/2/4/6）{a}、相手チーム（1/3/5/7）{b}（R29）。"
    ),
    "ui.tv_match": {
        "other": "{count}回を終えた試合の得点：あなたのチーム{a}、相手チーム{b}（R30）。",
    },
    "ui.tv_up": "{name}：{card}、表向き。",
    "ui.tv_down_own": (
        "{name}：{card}、伏せ札。ほかの人には切り札が出たことしか分かりません（R24）。"
    ),
    "ui.tv_hand": {
        "other": "あなたの手札（{count}枚、切り札が先）：",
    },
    "ui.tv_trumps": "切り札：{cards}。",
    "ui.tv_suit": "{suit}：{cards}。",
    "ui.tv_card": "{name}（{code}）",
    "ui.tv_sep": "、",
    "ui.tv_not_now": "{card}：今は出せません",
    "ui.tv_choose_play": "出す札：",
    "ui.tv_choose_discard": "捨てる札：",
    "ui.tv_play": "この札を出す",
    "ui.tv_discard": "この札を捨てる",
    "ui.tv_type": "または札の記号か名前を入力（Enterキーで決定）：",
    "ui.tv_keys": (
        "キー：一覧では↑↓キーで札を選び、Enterキーで出します。"
        "入力欄には{code}や{name}と入力してEnterキーを押します。"
    ),
    # W and O of a finished trick in the text view, where the combination test compared
    # two trumps (R27; the letters of show.tag.w / show.tag.o)
    "ui.tv_wo": "勝（勝った切り札）：{w}。相（相手チームの最も強い切り札）：{o}（R27）。",
    "ui.tv_wo_card": "{name}の{card}",
    "ui.review_so_far": "ここまでを振り返る",
    "ui.review_mid_note": (
        "回の途中の振り返りには、あなたに見えたものだけが出ます（R31）。閉じるまで場は待ちます。"
    ),
    "ui.face_down_note": (
        "名前の後の{mark}：平札の打ち出しに伏せて出された切り札です（R24）。8枚目が出ると、"
        "そのトリックの札はすべて表になります。"
    ),
    "ui.replaced": "{problem}。この試合の終わりまで、席{seat}は定石のプレイヤーが打ちます。",
    # The guided first deal of a PlayTable (guided=True): the course deal, with a stop at each
    # new situation (R11-R28)
    "ui.guide.title": "案内つきの一回",
    "ui.guide.head": "案内つきの一回：{total}か所中{n}か所目（{rule}）",
    "ui.guide.next": "続ける",
    "ui.guide.choose_card": "手札から1枚選んでください。",
    "ui.guide.right": "正解です。{why}",
    "ui.guide.wrong": "違います。{why}",
    "ui.guide.played_right": "正解です。教材の一回で出す札はこれです。{why}",
    "ui.guide.played_other": (
        "あなたは{chosen}を選びました。案内つきの一回は組んだ札のとおりに進むので、代わりに"
        "{card}を出します。{why}"
    ),
    "ui.guide.played_illegal": (
        "{chosen}は出せません：{reason}。案内つきの一回では代わりに{card}を出します。{why}"
    ),
    "ui.guide.kept_course": (
        "あなたは{chosen}を選びました。案内つきの一回は組んだ札のとおりに進むので、{card}を"
        "出しました。"
    ),
    # "Take back" is off in the guided deal: each stop's answer is judged once
    "ui.guide.no_take_back": (
        "案内つきの一回では答えは一度きりなので、「待った」は使えません。次の回からまた使えます。"
    ),
    # While a guided question about a trick is open, the table keeps that trick's result
    "ui.guide.withheld": (
        "第{number}トリックの結果と得点は、案内つきの一回の質問に答えると表示されます。"
    ),
    "ui.guide.answer_first": "先に案内つきの一回の質問に答えてから、「続ける」を選んでください。",
    "ui.guide.between": "止まる場所の間は教材の札を出します。ここでは{card}を出してください。",
    "ui.guide.done": {
        "other": "案内つきの一回はおしまいです：{total}問中{right}問正解、星{count}つ。",
    },
    "ui.guide_no_question": "ここでは案内つきの一回は何も尋ねていません。",
    "ui.guide.declare.say": (
        "名乗り：親の左から順に、各自が名乗るかパスするかを決めます。名乗れるのは"
        "切り札の紋のロバイ（ここでは{native}）を持つ人だけで、名乗れば起き絵を取ります（R11）。"
    ),
    "ui.guide.declare.ask": "手札を見てください。自分の番が来たら何と言いますか。",
    "ui.guide.declare.c.declare": "切り札の紋のロバイを名乗る",
    "ui.guide.declare.c.pass": "パスする",
    "ui.guide.declare.why": (
        "{native}は手札にないので名乗れません。パスするしかなく、卓が代わりにパスします（R11）。"
    ),
    "ui.guide.discard.say": (
        "席{recipient}が名乗って起き絵{indicator}を取りました。手札が10枚になったので、1枚を"
        "伏せて捨てます（R12）。"
    ),
    "ui.guide.discard.ask": "席{recipient}はどの札を捨てられますか。",
    "ui.guide.discard.c.any": "どの札でも。切り札でもよい",
    "ui.guide.discard.c.not_trump": "切り札でない札だけ",
    "ui.guide.discard.why": (
        "起き絵を取った人が切り札ばかり持っているのでなければ、捨て札は切り札であってはなり"
        "ません（R12）。捨て札は最初の札が打ち出されたときに皆に見せます（R13）。"
    ),
    "ui.guide.lead.say": "起き絵を取った人、席{recipient}が最初のトリックを打ち出します（R18）。",
    "ui.guide.lead.ask": "席{recipient}は第1トリックで切り札を打ち出せますか。",
    "ui.guide.lead.c.trump": "はい、どの札でも",
    "ui.guide.lead.c.not_trump": "切り札は不可。ただし切り札ばかりなら別",
    "ui.guide.lead.why": (
        "打ち出す人の手札が切り札ばかりでなければ、最初のトリックは切り札で打ち出せません"
        "（R19）。第2トリックからはどの札でも打ち出せます。"
    ),
    "ui.guide.face_down.say": "平札で打ち出したトリックに出す切り札は伏せて出します（R24）。",
    "ui.guide.face_down.ask": "席{seat}が札を伏せて出しました。その札について何がわかりますか。",
    "ui.guide.face_down.c.which": "どの切り札か",
    "ui.guide.face_down.c.trump": "切り札であること。どれかはわからない",
    "ui.guide.face_down.c.isu": "イスの札であること",
    "ui.guide.face_down.why": (
        "切り札が出たこと、誰が出したかは皆にわかりますが、どの切り札かはそのトリックの8枚目が"
        "出るまでわかりません。そのとき全部の札が表になります（R24）。"
    ),
    "ui.guide.free.say": (
        "最初のメリまでは何の義務もありません。平札で打ち出したトリックには何を出しても"
        "かまいません（R22）。"
    ),
    "ui.guide.free.ask": (
        "第1トリックはイスで打ち出され、味方の席6が切り札を伏せて出しました。どの札を出しますか。"
    ),
    "ui.guide.free.why": (
        "{card}はあなたのいちばん低いイスです。味方の切り札はどのイスにも勝つので（R25）、"
        "何も損をせず、2枚の切り札を後に残せます（R22）。"
    ),
    "ui.guide.meri.say": (
        "切り札で打ち出したトリックはメリです。切り札を持つ人は必ず1枚出します（R20）。"
    ),
    "ui.guide.meri.ask": (
        "味方の席6が天下（PRo）を打ち出し、席7がK8を出しました。どの札を出しますか。"
    ),
    "ui.guide.meri.why": (
        "切り札を2枚持っているので、どちらかを出さなければなりません（R20）。"
        "味方の天下がもう勝っているので、低い方の{card}を出し、強いKKaを残しましょう（R14）。"
    ),
    "ui.guide.monchi.say": (
        "一度メリが打ち出されたらモンチです。台札の紋を持つ人は、その紋か切り札を出さなければ"
        "なりません（R23）。"
    ),
    "ui.guide.monchi.ask": (
        "席1がオウルを打ち出し、席4と席5が切り札を伏せて出しました。どの札を出しますか。"
    ),
    "ui.guide.monchi.why": (
        "オウルを持っているので、オウルか切り札を出さなければなりません（R23）。切り札がもう"
        "2枚出ているので、KKaは負けるかもしれません。低いオウルの{card}を出し、いちばん高い"
        "O1を残しましょう（R16）。"
    ),
    "ui.guide.combo.say": (
        "メリでなく切り札で取ったトリックでは、勝った切り札（勝）と相手チームの最も強い切り札"
        "（相）を比べます。決まった組み合わせが役です（R27）。"
    ),
    "ui.guide.combo.ask": (
        "第{number}トリック：席{w_seat}の{w}が取り、相手チームの最も強い切り札は席{o_seat}の"
        "{o}でした。このトリックで何ができますか。"
    ),
    "ui.guide.combo.c.none": "役はできない",
    "ui.guide.combo.c.two": "2点の役",
    "ui.guide.combo.c.five": "5点の役",
    "ui.guide.ninth.say": (
        "第9トリック：最後の8枚を一斉に開きます。決してメリではないので、役ができることが"
        "あります（R26）。"
    ),
    "ui.guide.ninth.ask": (
        "第9トリックでは席{w_seat}の{w}が勝ち、相手チームの最も強い切り札は席{o_seat}の{o}"
        "でした。このトリックで何ができますか。"
    ),
    "ui.guide.ninth.c.none": "役はできない",
    "ui.guide.ninth.c.two": "2点の役",
    "ui.guide.ninth.c.five": "5点の役",
    # The coach in the widgets (R25, R27-R29): the DealStepper's Analyse switch, the PlayTable's
    "ui.analyse": "検討する",
    "ui.analysis_title": {
        "other": "席{seat}から見た検討 (R31)：{count}通りの配り方で",
    },
    "ui.analysis_running": {
        "other": "この手を検討中…{count}通り中{done}通り",
    },
    "ui.analysis_legend": (
        "棒：この回の終わりのチームの点差（相手チームより何点多く取るか）を、コーチが考えた配り"
        "で平均したものです (R29)。細い線は前後に標準誤差1つ分です。"
    ),
    "ui.analysis_played": "実際の手",
    "ui.analysis_other_seat": (
        "ここで決めるのは席{seat}です。この表示では席{viewer}自身の判断だけを検討します (R31)。"
    ),
    "ui.analysis_forced": "ここで出せる手は1つだけなので、検討することはありません。",
    "ui.analysis_nothing": "ここには検討する判断がありません。",
    "ui.analysis_sync": {
        "other": (
            "このカーネルでは裏で計算できないため、"
            "どの判断もその場で{count}通りの配り方で検討します。"
        ),
    },
    "ui.coach_title": "損の大きかった判断トップ3",
    "ui.coach_running": "コーチがあなたの判断を検討中…{total}手中{done}手",
    "ui.coach_item": {
        "other": (
            "{where}：あなたは{played}を出しました。{best}なら{count}点良くなりました（{label}）。"
        ),
    },
    "ui.coach_none": "大きな損はありません。どの手も最善か、それに近い手でした。",
    # The widgets as translators of a seat's view: a seat 0 that does not hold the native Robai,
    # a plain trick's heading, notes and files refused.
    "ui.robai_own": "切り札の紋のロバイ：あなたの手札",
    "ui.decl_settling": "名乗り (R11)：全員が話しました。起き絵を取った人が1枚捨てます (R12)。",
    "ui.decl_you_forced": (
        "名乗り (R11)：あなたの番です。切り札の紋のロバイを持っていないので、パスになります。"
    ),
    "ui.you_passed_forced": (
        "パスしました。名乗れるのは切り札の紋のロバイを持つ人だけで、あなたは持っていません (R11)。"
    ),
    "ui.note_too_long": "メモは{limit}文字までです。このメモは{count}文字あります。",
    "ui.not_a_file": (
        "{name} は普通のファイルではありません（リンク、フォルダー、装置）。読み書きしません。"
    ),
    # "Practise these" in the PlayTable's deal summary, and the hint in the coach's words: the best
    # move against the next best, in the same sampled deals, with the numbers behind "Details".
    "ui.practise_these": "間違えた場面を練習する",
    "ui.practice_close": "練習を閉じる",
    "ui.practise_intro": {
        "other": (
            "この回には、もっと良い手があった場面が{count}か所あります。良い方の手を"
            "探してください。見えるのは、そのときあなたに見えていたものだけです (R31)。"
        ),
    },
    # Your own mistakes kept from every deal (practice.mine): the table's summary.
    "ui.mine_waiting": {
        "other": (
            "あなた自身のミスが{count}件、練習を待っています。Practice(mine=True) で練習できます。"
        ),
    },
    "ui.mine_none": "練習を待っているあなた自身のミスはありません。",
    "ui.mine_refused": "この回は、あなた自身の練習用に保存できませんでした（{detail}）。",
    "ui.no_practice": "開いている練習はありません。",
    "ui.practice_stale": "その答えは前の問題へのものです。いまは新しい問題が出ています。",
    "ui.practice_no_storage": (
        "この練習は進み具合をブラウザの保存領域に残していないので、何も変わりません。"
    ),
    "ui.practice_bad_storage": (
        "ブラウザの保存領域にある進み具合は使えません（{detail}）。それは{aside}として残し、"
        "ここでの答えはそのまま残ります。"
    ),
    # Practice, narrow: the button that shows or folds the earlier tricks
    "ui.practice_history": "これまでのトリック",
    # Practice, "who wins the trick": the mark on the card of the seat that led it
    "ui.practice_leader": "打ち出し",
    "ui.hint_best": "ヒント：最善手は{move}、次に良い手は{other}です。",
    "ui.hint_equal": (
        "ヒント：{move}と{other}は同じくらい良い手です。{move}がほんのわずかに上です。"
    ),
    "ui.hint_only": "ヒント：出せる手は{move}だけです。",
    "ui.hint_even": (
        "コーチが考えた配りでは、{move}も{other}もほぼ同じトリックと役になります。{move}の方がわ"
        "ずかに上です (R29)。"
    ),
    "ui.hint_details": "詳しく",
    "ui.hint_running": {
        "other": "コーチが考えています…{count}通り中{done}通り",
    },
}
