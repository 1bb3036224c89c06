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
    "ui.combo_pairs": "組み合わせ：",
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
    "ui.position_move": "打った手：{n} / {total}",
    "ui.position_step": "段 {n} / {total}",
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
    "ui.hidden_note": "伏せた切り札（R24）は8枚目が出たときに表になります",
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
    "ui.decl_turn": "名乗り (R11)：席{seat}が名乗るかパスします。",
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
    "ui.decl_status": "名乗り (R11)：{name}が名乗るかパスします。",
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
    "ui.replaced": "{problem}。この試合の終わりまで、席{seat}は定石のプレイヤーが打ちます。",
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
    "ui.no_practice": "開いている練習はありません。",
    "ui.practice_stale": "その答えは前の問題へのものです。いまは新しい問題が出ています。",
    "ui.practice_no_storage": (
        "この練習は進み具合をブラウザの保存領域に残していないので、何も変わりません。"
    ),
    "ui.practice_bad_storage": (
        "ブラウザの保存領域にある進み具合は使えません（{detail}）。それは{aside}として残し、"
        "ここでの答えはそのまま残ります。"
    ),
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
