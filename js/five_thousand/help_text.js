// The rules and help screen of 5000 Rummy, in English and Japanese.

export const HELP = {
  en: [
    ["The aim", [
      "3 to 8 players: you and 2 to 7 computer players. Score points by melding and laying off cards; the first to reach the target (5000, or 2500 or 1000 for a shorter match) with the highest total wins.",
      "Card points: ace 100; 10, J, Q, K 10; 2 to 9 5; a wild card 100 (200 when aces are wild), whatever it stands for.",
      "[[AS | 100 points]] [[KD | 10 points]] [[7C | 5 points]]",
    ]],
    ["The deal and the wild cards", [
      "Before the first deal everyone draws a card: the lowest deals (ace low). Then the deal passes to the left.",
      "Each player gets one card face up, then as many cards as its rank (2–10), 11 for an ace, 10 for J, Q, K. The face-up card stays public until it is played. The rank of the dealer's face-up card is wild for the deal: the badge at the top shows it, and wild cards carry a star.",
      "3–4 players use one deck, 5–8 use two: the same card can appear twice.",
    ]],
    ["Your turn", [
      "Draw: {tap} the stock, or the top card of the pile (then you may not discard that card, or its twin, this turn). {Tap} a deeper card of the pile to take it and every card above it, after a confirmation: that deepest card must be melded or laid off this turn. Cards you could not use that way are marked as not available.",
      "Meld: select 3 or more cards that make a set (same rank) or a run (same suit, in a row; ace low A-2-3 or high Q-K-A, never K-A-2) and {tap} Meld. Wild cards fill any place; when their place is ambiguous you are asked what they stand for.",
      "[[9S 9H 9C | A set]] [[4D 5D 6D | A run]] [[AC 2C 3C | Ace low]] [[QH KH AH | Ace high]] [[KS AS 2S | K-A-2: not a run]]",
      "[[7H 5S=8H 9H | 5s wild: 5♠ stands for 8♥]] [[KH 5C* 5D* | 5s wild: a set of kings]]",
      "Lay off: select one card; the melds it fits (anyone's) light up; {tap} one. A card laid off scores for you wherever it lies, and the table shows who laid it.",
      "[[9H TH JH +QH | Q♥ laid off on 9♥ 10♥ J♥]]",
      "Discard: select one card, then {tap} Discard or the pile. Discarding your last card goes out and ends the deal, unless that card could be laid off: then you must lay it off. Melding everything ends your turn without a discard.",
      "With an empty stock you may take from the pile, or {tap} Stop to end the deal.",
    ]],
    ["Rummy!", [
      "When a discarded card fits a meld on the table, the other players who have a meld of their own may call rummy, in turn from the discarder's left: the caller takes the card, lays it off and then discards. You are asked with Rummy! and Pass.",
    ]],
    ["Scoring", [
      "At the end of a deal each player scores the cards they melded or laid off, minus the cards left in their hand. There is no bonus for going out. The result shows every hand, the points melded, the points in hand, the deal's score and the new total.",
      "At the end of the match every pair of players settles the difference of their totals (the settlement).",
    ]],
    ["Fair play", [
      "The computer players see only what you could see from their seats: their own hand, the table, the whole pile, hand sizes and the cards each player took. Never your hand or the stock.",
      "Each deal result shows a deal code: enter it on the start screen to replay that deal. The same cards come in the same order, though the computer players may choose differently.",
    ]],
    ["Keys", [
      "Tab moves between controls; in the hand and the pile ← → move and Enter or Space taps. S draw from the stock · T go to the pile (← deeper cards, Enter takes) · M meld · D discard · L go to a lit meld · R rummy · P pass · E stop · O sort order · H back to the hand · Esc clear the selection · N next deal.",
    ]],
  ],
  ja: [
    ["目的", [
      "3〜8人で遊びます（あなたとCPU 2〜7人）。メルドとレイオフで得点し、目標点（5000点、短い対戦なら2500点か1000点）に達したときに合計点が一番高い人の勝ちです。",
      "札の点数：エース100点、10・J・Q・K 10点、2〜9 5点、ワイルドカード100点（エースがワイルドのときは200点）。何の代わりに使っても同じ点数です。",
      "[[AS | 100点]] [[KD | 10点]] [[7C | 5点]]",
    ]],
    ["配りとワイルドカード", [
      "最初のディールの前に全員が1枚ずつ引き、一番小さい札の人が親になります（エースが最小）。その後、親は左隣へ移ります。",
      "各プレイヤーに1枚を表向きに配り、続けてその数字の枚数（2〜10）、エースなら11枚、J・Q・Kなら10枚を配ります。表向きの札は出すまで公開されたままです。親の表向きの札の数字がそのディールのワイルドカードです。上のバッジに表示され、ワイルドカードには星印が付きます。",
      "3〜4人は1組、5〜8人は2組のトランプを使います。同じ札が2枚あることもあります。",
    ]],
    ["自分の番", [
      "引く：山札か、捨て札の一番上を{tap}します（その札と同じ札は、この番には捨てられません）。捨て札の深い札を{tap}すると、確認のあと、その札とその上の札を全部取ります。一番深い札は、この番に必ずメルドかレイオフしなければなりません。そうできない札は「取れません」と表示されます。",
      "メルド：セット（同じ数字）かラン（同じマークの連番。A-2-3 または Q-K-A。K-A-2 は不可）になる3枚以上を選び、「メルド」を押します。ワイルドカードはどこにでも使えます。何の代わりか決まらないときだけ、選ぶよう聞かれます。",
      "[[9S 9H 9C | セット]] [[4D 5D 6D | ラン]] [[AC 2C 3C | エースが最下位]] [[QH KH AH | エースが最上位]] [[KS AS 2S | K-A-2はランではない]]",
      "[[7H 5S=8H 9H | 5がワイルド：5♠が8♥の代わり]] [[KH 5C* 5D* | 5がワイルド：キングのセット]]",
      "レイオフ：1枚を選ぶと、付けられるメルド（誰のものでも）が光ります。それを{tap}します。レイオフした札はどこにあってもあなたの得点になり、誰が付けたかが表示されます。",
      "[[9H TH JH +QH | 9♥ 10♥ J♥ に Q♥ をレイオフ]]",
      "捨てる：1枚を選び、「捨てる」か捨て札を{tap}します。最後の1枚を捨てると上がりでディールが終わります。ただし、その札がメルドに付けられるときは、レイオフしなければなりません。全部メルドした場合は、捨てずに番が終わります。",
      "山札がないときは、捨て札から取るか、「終了」でディールを終えられます。",
    ]],
    ["ラミー宣言", [
      "捨てられた札がテーブルのメルドに付けられるとき、自分のメルドを持つほかのプレイヤーは、捨てた人の左から順に「ラミー！」と宣言できます。宣言した人はその札を取ってレイオフし、1枚捨てます。あなたには「ラミー！」と「パス」で聞かれます。",
    ]],
    ["得点", [
      "ディールの終わりに、各プレイヤーはメルドとレイオフした札の点数から、手札に残った札の点数を引いた点を得ます。上がりのボーナスはありません。結果には全員の手札、メルドの点、手札の点、ディールの得点、新しい合計が表示されます。",
      "対戦の終わりには、すべての2人の組が合計点の差をやりとりします（精算）。",
    ]],
    ["公平さについて", [
      "CPUが見るのは、その席からあなたが見られるものだけです：自分の手札、テーブル、捨て札全部、手札の枚数、各プレイヤーが取った札。あなたの手札や山札は決して見ません。",
      "ディールの結果にはディールコードが表示されます。開始画面で入れると同じ配りを再現できます。札は同じ順に配られますが、CPUの選択は前回と違うことがあります。",
    ]],
    ["キー操作", [
      "Tabで操作を移動。手札と捨て札では ← → で移動、Enterかスペースでタップ。S 山札から引く · T 捨て札へ（← で深い札、Enterで取る） · M メルド · D 捨てる · L 光っているメルドへ · R ラミー宣言 · P パス · E 終了 · O 並べ替え · H 手札へ · Esc 選択を解除 · N 次のディール。",
    ]],
  ],
};
