// The rules and help screen's text, in English and Japanese.

export const HELP = {
  en: [
    ["The aim", [
      "Make melds and keep your deadwood low. The first to reach the target score wins the match.",
      "A meld is a set (3 or 4 cards of one rank) or a run (3 or more cards in a row, same suit). Ace is low: A-2-3 is a run, Q-K-A is not. A card belongs to one meld only.",
      "Deadwood is every card in no meld: ace 1, 2–9 face value, 10/J/Q/K 10. Your hand is always arranged in the split with the least deadwood: each meld is a group with a coloured bar under it, and the deadwood comes last, apart, with a dashed line.",
    ]],
    ["A round", [
      "Each player gets 10 cards; one card is turned up as the first discard (the upcard). The non-dealer may take the upcard or pass; then the dealer may. If both pass, the non-dealer draws from the stock.",
      "On your turn: {tap} the stock or the top of the discard pile to draw. Then {tap} a card to lift it (the deadwood counter shows what you would have left) and {tap} it again to discard. A card just taken from the discard pile cannot be thrown back the same turn.",
      "If your deadwood after the discard is 10 or less you may knock: lift the card and press Knock (it shows the deadwood you knock with). With no deadwood at all it reads Gin.",
      "If the stock is down to 2 cards after a discard, the round is void and the same dealer deals again.",
    ]],
    ["Scoring", [
      "After a knock the defender lays off deadwood onto the knocker's melds (not after gin).",
      "Knock: the knocker scores the difference in deadwood. Undercut: if the defender's deadwood is equal or lower, the defender scores the difference + 25. Gin: the defender's deadwood + 25.",
      "The loser of a round deals the next one.",
    ]],
    ["Fair play", [
      "The CPU sees only public information: its own hand, the discard pile, the stock's size and what each player did. It never sees your hand or the order of the stock.",
      "Every round result shows a deal code. Enter it on the start screen to replay that deal and check for yourself.",
      "There is no undo and there are no hints: your decisions are the game.",
    ]],
    ["Keys", [
      "← → move between cards · Enter or Space lift, then discard · S draw from the stock · D take the discard · K knock · T take the upcard · P pass · N next round · H back to the hand · Esc lower the card.",
    ]],
  ],
  ja: [
    ["目的", [
      "メルドを作ってデッドウッドを減らします。先に目標点に達した方が対戦の勝ちです。",
      "メルドはセット（同じ数字3〜4枚）かラン（同じマークで3枚以上の連番）です。エースは1として扱い、A-2-3はランですがQ-K-Aはランではありません。1枚の札は1つのメルドにしか使えません。",
      "デッドウッド（端数）はメルドに入らない札の合計点です（A=1、2〜9はその数、10・J・Q・Kは10）。手札は常にデッドウッドが最小になる組み方で並びます。メルドはひとまとまりで下に色のバーが付き、デッドウッドは最後に離して点線付きで並びます。",
    ]],
    ["ラウンドの流れ", [
      "各自10枚ずつ配られ、1枚が表向きに最初の捨て札になります。親でない方が先にその札を取るかパスを選び、次に親が選びます。両方パスなら、親でない方が山札から引いて始めます。",
      "自分の番：山札か捨て札の一番上を{tap}して1枚引きます。次に捨てる札を{tap}して持ち上げ（捨てた後のデッドウッドが表示されます）、もう一度{tap}して捨てます。捨て札から取ったばかりの札は、その番には捨てられません。",
      "捨てた後のデッドウッドが10以下ならノックできます。札を持ち上げて「ノック」を押します（ボタンにノックするデッドウッドが出ます）。デッドウッドが0なら「ジン」になります。",
      "捨てた後に山札が残り2枚になると流局で、同じ親が配り直します。",
    ]],
    ["得点", [
      "ノックの後、守り側は自分のデッドウッドをノックした側のメルドに付け足せます（レイオフ）。ジンのときはレイオフできません。",
      "ノック：デッドウッドの差がノックした側の得点。アンダーカット：守り側のデッドウッドが同じか少なければ、守り側が差＋25点。ジン：相手のデッドウッド＋25点。",
      "ラウンドに負けた方が次の親になります。",
    ]],
    ["公平さについて", [
      "CPUが見るのは公開された情報だけです。自分の手札、捨て札、山札の枚数、お互いの行動。あなたの手札や山札の順番は決して見ません。",
      "ラウンドの結果にはディールコードが表示されます。スタート画面でそのコードを入れると同じ配りを再現でき、自分で確かめられます。",
      "「待った」もヒントもありません。判断はすべてあなたのものです。",
    ]],
    ["キー操作", [
      "← → で札を移動、Enter／Space で持ち上げ、もう一度で捨てる、S 山札から引く、D 捨て札を取る、K ノック、T 表向きの札を取る、P パス、N 次のラウンド、H 手札へ、Esc 札を下ろす。",
    ]],
  ],
};
