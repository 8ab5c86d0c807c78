// The rules and help screen's text, in English and Japanese.

export const HELP = {
  en: [
    ["The aim", [
      "Make melds and keep your deadwood low. The first to reach the target score wins the match.",
      "A meld is a set (3 or 4 cards of one rank) or a run (3 or more cards in a row, same suit). Ace is low: A-2-3 is a run, Q-K-A is not. A card belongs to one meld only.",
      "[[7H 8H 9H | A run]] [[KS KH KD | A set]] [[AC 2C 3C | A-2-3: a run]] [[QD KD AD | Q-K-A: not a run]]",
      "Deadwood is every card in no meld: ace 1, 2–9 face value, 10/J/Q/K 10. Your hand is always arranged in the split with the least deadwood: each meld is a group with a coloured bar under it, and the deadwood comes last, apart, with a dashed line.",
      "[[KC 9D 2S | Deadwood: 10 + 9 + 2 = 21]]",
    ]],
    ["A round", [
      "Each player gets 10 cards; one card is turned up as the first discard (the upcard). The non-dealer may take the upcard or pass; then the dealer may. If both pass, the non-dealer draws from the stock.",
      "On your turn: {tap} the stock or the top of the discard pile to draw. Then {tap} a card to lift it (the deadwood counter shows what you would have left) and {tap} it again to discard. A card just taken from the discard pile cannot be thrown back the same turn.",
      "If your deadwood after the discard is 10 or less you may knock: lift the card and press Knock (it shows the deadwood you knock with). With no deadwood at all it reads Gin.",
      "If the stock is down to 2 cards after a discard, the round is void (a draw): no score, and the same dealer deals again.",
    ]],
    ["Scoring", [
      "After a knock the defender lays off deadwood onto the knocker's melds (not after gin): the 4th card of a set, or cards that extend a run at either end. The game makes the lay-off for the defender, at its best.",
      "[[+6C 7C 8C 9C +TC | 6♣ and 10♣ laid off on 7♣ 8♣ 9♣]]",
      "Knock: the knocker scores the difference in deadwood. Undercut: if the defender's deadwood is equal or lower, the defender scores the difference + 25. Gin: the defender's deadwood + 25.",
      "The loser of a round deals the next one.",
    ]],
    ["Gin or knock?", [
      "Gin (no deadwood at all) scores the defender's whole deadwood plus the gin bonus, and the defender may not lay off. A knock scores only the difference, the defender lays off first, and a defender with as little deadwood as you undercuts you.",
      "So knock early, while the defender still holds many unmatched cards; wait for gin when your hand is one card away and the stock is still deep, or when your knock would be close (a knock at 8 or more against an opponent who has been collecting is a risk).",
    ]],
    ["Strategy hints", [
      "Throw high unmatched cards (10s and court cards) early: they cost 10 each if you are caught with them.",
      "Keep cards that can grow in two ways (7♥ beside 7♠ and 8♥) rather than lone cards.",
      "[[7S 7H 8H | 7♥: a set with 7♠ or a run with 8♥]]",
      "Watch the discard pile and what the CPU took (the Discards sheet lists them all): a card the CPU picked up tells you what it collects; do not feed that rank or that run.",
      "A card of a rank your opponent has thrown is a safer throw: it is less likely to complete one of their melds.",
      "Count the stock: when it runs low, knock with what you have or keep your deadwood small, since a void round scores nothing.",
    ]],
    ["Common beginner mistakes", [
      "Taking a discard that does not fit your hand: every card taken tells the CPU what you are making, and a high one adds to your deadwood.",
      "Holding on to a pair of kings for many turns: if the third one never comes, they are 20 points of deadwood.",
      "Waiting for gin with a hand that could knock at 2 or 3 early in the round: a sure knock usually beats a hoped-for gin.",
      "Forgetting the lay-off: a knock leaves your melds open for the defender's loose cards, so a knock with 9 against a defender who can lay off several cards may be undercut.",
    ]],
    ["Questions", [
      "Why is my hand in that order? The game always arranges it for the least deadwood; you cannot reorder it, and you never need to.",
      "Why can't I throw the card I just took? A card taken from the discard pile may not be thrown back in the same turn.",
      "Why is there no Knock button? It appears only when the lifted card would leave 10 deadwood or less (under Oklahoma, the round's limit).",
      "Does the CPU cheat? No: it sees only what you could see in its place. Replay any deal from its code to check.",
      "Can I stop and come back? Yes: a match is saved after every move. Leaving it is not a loss; Resume it from the start screen.",
    ]],
    ["Fair play", [
      "The CPU sees only public information: its own hand, the discard pile, the stock's size and what each player did. It never sees your hand or the order of the stock.",
      "Every round result shows a deal code. Enter it on the start screen to replay that deal and check for yourself: the same cards come in the same order, though the CPU may choose differently.",
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
      "[[7H 8H 9H | ラン]] [[KS KH KD | セット]] [[AC 2C 3C | A-2-3はラン]] [[QD KD AD | Q-K-Aはランではない]]",
      "デッドウッド（端数）はメルドに入らない札の合計点です（A=1、2〜9はその数、10・J・Q・Kは10）。手札は常にデッドウッドが最小になる組み方で並びます。メルドはひとまとまりで下に色のバーが付き、デッドウッドは最後に離して点線付きで並びます。",
      "[[KC 9D 2S | デッドウッド 10＋9＋2＝21]]",
    ]],
    ["ラウンドの流れ", [
      "各自10枚ずつ配られ、1枚が表向きに最初の捨て札（アップカード）になります。親でない方が先にその札を取るかパスを選び、次に親が選びます。両方パスなら、親でない方が山札から引いて始めます。",
      "自分の番：山札か捨て札の一番上を{tap}して1枚引きます。次に捨てる札を{tap}して持ち上げ（捨てた後のデッドウッドが表示されます）、もう一度{tap}して捨てます。捨て札から取ったばかりの札は、その番には捨てられません。",
      "捨てた後のデッドウッドが10以下ならノックできます。札を持ち上げて「ノック」を押します（ボタンにノックするデッドウッドが出ます）。デッドウッドが0なら「ジン」になります。",
      "捨てた後に山札が残り2枚になると引き分け（ハンド無効）で、得点なしのまま同じ親が配り直します。",
    ]],
    ["得点", [
      "ノックの後、守備側は自分のデッドウッドをノックした側のメルドに付け足せます（レイオフ）。付けられるのはセットの4枚目か、ランの両端に続く札です。レイオフはゲームが守備側に一番有利なように行います。ジンのときはレイオフできません。",
      "[[+6C 7C 8C 9C +TC | 7♣ 8♣ 9♣ に 6♣ と 10♣ をレイオフ]]",
      "ノック：デッドウッドの差がノックした側の得点。アンダーカット：守備側のデッドウッドが同じか少なければ、守備側が差＋25点。ジン：相手のデッドウッド＋25点。",
      "ラウンドに負けた方が次の親になります。",
    ]],
    ["ジンかノックか", [
      "ジン（デッドウッド0）なら相手のデッドウッド全部にジンボーナスが加わり、相手はレイオフできません。ノックは差だけの得点で、相手が先にレイオフし、相手のデッドウッドがあなた以下ならアンダーカットされます。",
      "相手がまだ多くの札をばらばらに持っている早い段階ならノック、あと1枚でジンになり山札がまだ多いとき、あるいはノックが際どいとき（集めている相手に8以上でノックするのは危険）はジンを待ちましょう。",
    ]],
    ["作戦のヒント", [
      "メルドにならない高い札（10や絵札）は早めに捨てましょう。残ると1枚10点です。",
      "1枚だけの札より、2通りに伸びる札（7♠と8♥の隣の7♥など）を残しましょう。",
      "[[7S 7H 8H | 7♥は7♠とセットにも、8♥とランにもなる]]",
      "捨て札とCPUが取った札をよく見ましょう（「捨て札一覧」にすべて載っています）。CPUが取った札から集めているものが分かります。その数字やランにつながる札は渡さないように。",
      "相手が捨てた札と同じ数字の札は、相手のメルドになりにくく、比較的安全に捨てられます。",
      "山札の残りを数えましょう。少なくなったら手持ちでノックするか、デッドウッドを小さくしておきましょう。引き分けでは得点が入りません。",
    ]],
    ["よくある失敗", [
      "手に合わない捨て札を取ること。取った札は何を集めているかをCPUに教え、高い札ならデッドウッドも増えます。",
      "キング2枚を何巡も持ち続けること。3枚目が来なければ、20点のデッドウッドです。",
      "ラウンドの早い段階で2や3でノックできるのにジンを待つこと。確実なノックの方が、来るか分からないジンより得なことが多いです。",
      "レイオフを忘れること。ノックするとあなたのメルドに相手の札が付けられるので、9でノックしてもアンダーカットされることがあります。",
    ]],
    ["よくある質問", [
      "手札の並びが勝手に変わるのはなぜ？ デッドウッドが最小になる組み方で常に並べ直しています。並べ替えはできませんし、必要もありません。",
      "取ったばかりの札を捨てられないのはなぜ？ 捨て札から取った札は、その番には捨てられないルールです。",
      "ノックのボタンが出ないのはなぜ？ 持ち上げた札を捨てるとデッドウッドが10以下（オクラホマではそのラウンドの上限以下）になるときだけ出ます。",
      "CPUはずるをしていませんか？ していません。CPUが見るのは、その席にいればあなたにも見える情報だけです。ディールコードでどの配りも再現して確かめられます。",
      "途中でやめて、あとで続けられますか？ はい。対戦は1手ごとに保存されます。やめても負けにはならず、開始画面の「対戦を再開」で続けられます。",
    ]],
    ["公平さについて", [
      "CPUが見るのは公開された情報だけです。自分の手札、捨て札、山札の枚数、お互いの行動。あなたの手札や山札の順番は決して見ません。",
      "ラウンドの結果にはディールコードが表示されます。開始画面でそのコードを入れると同じ配りを再現でき、自分で確かめられます。札は同じ順に配られますが、CPUの選択は前回と違うことがあります。",
      "「待った」もヒントもありません。判断はすべてあなたのものです。",
    ]],
    ["キー操作", [
      "← → で札を移動、Enter／Space で持ち上げ、もう一度で捨てる、S 山札から引く、D 捨て札を取る、K ノック、T アップカードを取る、P パス、N 次のラウンド、H 手札へ、Esc 札を下ろす。",
    ]],
  ],
};
