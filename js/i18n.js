// Every string the page shows or speaks, in English and Japanese.
// Static HTML carries data-i18n="key" (text) and data-i18n-label="key"
// (aria-label); applyStatic() fills them. Everything else asks t().

const SUIT_EN = { S: "spades", H: "hearts", D: "diamonds", C: "clubs" };
const SUIT_JA = { S: "スペード", H: "ハート", D: "ダイヤ", C: "クラブ" };
const RANK_EN = { A: "ace", T: "10", J: "jack", Q: "queen", K: "king" };
const RANK_JA = { A: "エース", T: "10", J: "ジャック", Q: "クイーン", K: "キング" };
const SUIT_SYMBOL = { S: "♠", H: "♥", D: "♦", C: "♣" };

const EN = {
  title: "Gin Rummy",
  subtitle: "Play against the computer. Melds, knocks and gin.",
  target: "Target",
  target50: "50 · quick",
  target100: "100 · standard",
  level: "CPU level",
  easy: "Easy",
  normal: "Normal",
  strong: "Strong",
  dealCode: "Deal code (optional)",
  dealCodeHint: "Enter a code from a round result to replay that deal.",
  start: "Start",
  resume: "Resume match",
  dealCodeBad: "That deal code was not accepted. Check it and try again.",
  bigGin: "Big gin",
  loading: "Loading the game engine… {pct}%",
  loadingPlain: "Loading the game engine…",
  loadingStep: "Loading the game engine ({step})… {pct}%",
  ready: "Ready to play.",
  loadFailed: "The game engine could not load ({code}). Check your connection, then try again.",
  engineFailed: "The game engine stopped ({code}).",
  saveUnreadable: "Your saved match could not be read. It was set aside; start a new match.",
  saveOld: "Your saved match is from another version of the game. It was set aside; start a new match.",
  engineStopped: "The game engine stopped ({code}). Your match is saved: reload to continue it.",
  reload: "Reload",
  tabBlocked: "The game is open in another tab. Play on there, or move the match to this tab.",
  tabLost: "This match moved to another tab.",
  playHere: "Play here",
  retry: "Retry",
  you: "You",
  cpu: "CPU",
  targetShort: "to {n}",
  deadwood: "Deadwood",
  deadwoodLabel: "Your deadwood: {n}",
  deadwoodPreview: "Deadwood after discarding {card}: {n}",
  scoreLabel: "{who}: {n} points",
  targetLabel: "Match to {n} points",
  round: "Round {n}",
  dealer: "Dealer",
  stock: "Stock",
  stockLabel: "Stock, {n} cards. Draw from the stock",
  stockCount: "{n}",
  discardPile: "Discard",
  discardLabel: "Discard pile, top card {card}. Take it",
  discardEmpty: "Discard pile, empty",
  cpuHand: "CPU's hand, {n} cards",
  cpuTook: "CPU took",
  cpuTookNone: "nothing yet",
  cpuTookLabel: "Cards the CPU took from the discard pile: {cards}",
  hand: "Your hand",
  take: "Take {card}",
  takeShort: "Take",
  pass: "Pass",
  knock: "Knock",
  gin: "Gin",
  knockLabel: "Knock, discarding {card}",
  ginLabel: "Gin, discarding {card}",
  promptUpcard: "Take the upcard, or pass.",
  promptDraw: "Your turn: draw from the stock or the discard pile.",
  promptDiscard: "Tap a card to lift it, tap it again to discard.",
  promptLifted: "Tap {card} again to discard it.",
  promptCpu: "CPU's turn…",
  meld: "meld",
  deadwoodCard: "deadwood",
  justTaken: "just taken, cannot be discarded",
  lifted: "lifted",
  // Log lines
  logRoundStart: "Round {n} starts. {dealer} dealt. The upcard is {card}.",
  logTake: "{who} took the upcard, {card}.",
  logPass: "{who} passed.",
  logDrawStock: "{who} drew from the stock.",
  logDrawStockYou: "You drew {card} from the stock.",
  logDrawDiscard: "{who} took {card} from the discard pile.",
  logDiscard: "{who} discarded {card}.",
  logKnock: "{who} knocked, discarding {card}.",
  logGin: "{who} went gin, discarding {card}.",
  logResult: "{text}",
  whoYou: "You",
  whoCpu: "The CPU",
  // Results
  resultTitle: "Round {n} result",
  kindKnock: "{who} knocked",
  kindGin: "{who} went gin",
  kindUndercut: "Undercut! {who} wins the round",
  kindVoid: "Void round: the stock is down to 2 cards. No score; the same dealer deals again.",
  youWinRound: "You score {p}.",
  cpuWinsRound: "The CPU scores {p}.",
  partsKnock: "{d} − {k} = {p}",
  partsGin: "{d} + {b} gin bonus = {p}",
  partsUndercut: "({k} − {d}) + {b} undercut bonus = {p}",
  partsHelp: "defender's deadwood {d}, knocker's deadwood {k}",
  melds: "Melds",
  deadwoodCards: "Deadwood",
  noCards: "none",
  layoff: "laid off",
  layoffBy0: "laid off by you",
  layoffBy1: "laid off by the CPU",
  deadwoodCount: "Deadwood {n}",
  totals: "Totals",
  dealCodeIs: "Deal code",
  copy: "Copy",
  copied: "Copied",
  nextRound: "Next round",
  newMatch: "New match",
  matchOver: "Match over",
  matchYou: "You win the match!",
  matchCpu: "The CPU wins the match.",
  finalScore: "Final score: You {a} – CPU {b}",
  decidingRound: "Deciding round: {who} scored {p}.",
  // Settings
  settings: "Settings",
  language: "Language",
  fourColour: "Four-colour deck",
  speed: "Animation speed",
  speedFast: "Fast",
  speedNormal: "Normal",
  speedOff: "Off",
  sound: "Sound",
  theme: "Theme",
  themeSystem: "System",
  themeLight: "Light",
  themeDark: "Dark",
  close: "Close",
  help: "Rules & help",
  helpShort: "Help",
  menu: "Menu",
  quit: "Leave this match",
  quitConfirm: "Leave this match? It will not count as a loss.",
  langSwitch: "日本語",
  langSwitchLabel: "Switch to Japanese (日本語)",
  stats: "Statistics",
  statsPlayedWon: "{won} won of {played}",
  statsKnocks: "Your knocks",
  statsGins: "Your gins",
  statsUndercuts: "Your undercuts",
  statsBest: "Best round (points)",
  statsNote: "Only matches played to the end count; leaving a match for a new one is not a loss.",
  houseRules: "House rules",
  houseRulesHint: "Off by default; they apply to the next match.",
  ruleOklahoma: "Oklahoma",
  ruleOklahomaHint: "The upcard's value is the knock limit (ace: gin only); a spade upcard doubles the round.",
  ruleStraight: "Straight gin",
  ruleStraightHint: "No knocking: only gin ends a round.",
  ruleBigGin: "Big gin",
  ruleBigGinHint: "11 melded cards after the draw go out without a discard, for the deadwood + 31.",
  ruleSettlement: "Final settlement",
  ruleSettlementHint: "At match end: game bonus 100 (200 for a shutout) and 25 per round won.",
  ruleNextDealer: "Next dealer",
  ruleNextDealerHint: "Who deals after a scored round.",
  dealerLoser: "Loser of the round",
  dealerWinner: "Winner of the round",
  dealerAlternate: "Alternate",
  ruleGinBonus: "Gin bonus",
  ruleUndercutBonus: "Undercut bonus",
  knockLimit: "Knock at {n} or less",
  knockLimitGin: "Gin only this round",
  doubled: "Spade upcard: points doubled",
  settlementTitle: "Final settlement",
  settlementLine: "{who}: {score} + game {game} + box {box} = {total}",
  netResult: "Match result: {who} by {net}",
  on: "On",
  off: "Off",
  keysHint: "Keys: ← → move, Enter lift/discard, S stock, D discard pile, K knock, T take, P pass, N next round, H back to the hand.",
};

const JA = {
  title: "ジンラミー",
  subtitle: "コンピューターと対戦。メルドを作って、ノックかジンを目指そう。",
  target: "目標点",
  target50: "50点・短め",
  target100: "100点・標準",
  level: "CPUの強さ",
  easy: "やさしい",
  normal: "ふつう",
  strong: "つよい",
  dealCode: "ディールコード（任意）",
  dealCodeHint: "結果画面のコードを入れると、同じ配りを再現できます。",
  start: "対戦開始",
  resume: "対戦を再開",
  dealCodeBad: "そのディールコードは使えません。確認してもう一度お試しください。",
  bigGin: "ビッグジン",
  loading: "ゲームエンジンを読み込み中… {pct}%",
  loadingPlain: "ゲームエンジンを読み込み中…",
  loadingStep: "ゲームエンジンを読み込み中（{step}）… {pct}%",
  ready: "準備ができました。",
  loadFailed: "ゲームエンジンを読み込めませんでした（{code}）。接続を確認して、もう一度お試しください。",
  engineFailed: "ゲームエンジンが停止しました（{code}）。",
  saveUnreadable: "保存された対戦を読み込めませんでした。別に保管しました。新しい対戦を始めてください。",
  saveOld: "保存された対戦は別の版のものです。別に保管しました。新しい対戦を始めてください。",
  engineStopped: "ゲームエンジンが停止しました（{code}）。対戦は保存されています。再読み込みすると続きから遊べます。",
  reload: "再読み込み",
  tabBlocked: "このゲームは別のタブで開かれています。そちらで続けるか、このタブに対戦を移してください。",
  tabLost: "この対戦は別のタブに移りました。",
  playHere: "ここで遊ぶ",
  retry: "再試行",
  you: "あなた",
  cpu: "CPU",
  targetShort: "{n}点先取",
  deadwood: "デッドウッド",
  deadwoodLabel: "あなたのデッドウッド: {n}",
  deadwoodPreview: "{card}を捨てた後のデッドウッド: {n}",
  scoreLabel: "{who}: {n}点",
  targetLabel: "{n}点先取の対戦",
  round: "第{n}ラウンド",
  dealer: "親",
  stock: "山札",
  stockLabel: "山札、{n}枚。山札から引く",
  stockCount: "{n}",
  discardPile: "捨て札",
  discardLabel: "捨て札、一番上は{card}。これを取る",
  discardEmpty: "捨て札、なし",
  cpuHand: "CPUの手札、{n}枚",
  cpuTook: "CPUが取った札",
  cpuTookNone: "まだなし",
  cpuTookLabel: "CPUが捨て札から取った札: {cards}",
  hand: "あなたの手札",
  take: "{card}を取る",
  takeShort: "取る",
  pass: "パス",
  knock: "ノック",
  gin: "ジン",
  knockLabel: "{card}を捨ててノック",
  ginLabel: "{card}を捨ててジン",
  promptUpcard: "表向きの札を取るか、パスしてください。",
  promptDraw: "あなたの番: 山札か捨て札から1枚引いてください。",
  promptDiscard: "札をタップして持ち上げ、もう一度タップで捨てます。",
  promptLifted: "もう一度{card}をタップすると捨てます。",
  promptCpu: "CPUの番…",
  meld: "メルド",
  deadwoodCard: "デッドウッド",
  justTaken: "取ったばかりなので捨てられません",
  lifted: "持ち上げ中",
  logRoundStart: "第{n}ラウンド開始。親は{dealer}。表向きの札は{card}。",
  logTake: "{who}が表向きの札{card}を取りました。",
  logPass: "{who}がパスしました。",
  logDrawStock: "{who}が山札から引きました。",
  logDrawStockYou: "山札から{card}を引きました。",
  logDrawDiscard: "{who}が捨て札から{card}を取りました。",
  logDiscard: "{who}が{card}を捨てました。",
  logKnock: "{who}が{card}を捨ててノックしました。",
  logGin: "{who}が{card}を捨ててジン！",
  logResult: "{text}",
  whoYou: "あなた",
  whoCpu: "CPU",
  resultTitle: "第{n}ラウンドの結果",
  kindKnock: "{who}のノック",
  kindGin: "{who}のジン",
  kindUndercut: "アンダーカット！ {who}の勝ち",
  kindVoid: "流局: 山札が残り2枚になりました。得点なし、同じ親で配り直します。",
  youWinRound: "あなたに{p}点。",
  cpuWinsRound: "CPUに{p}点。",
  partsKnock: "{d} − {k} = {p}",
  partsGin: "{d} + ジンボーナス{b} = {p}",
  partsUndercut: "({k} − {d}) + アンダーカットボーナス{b} = {p}",
  partsHelp: "守り側のデッドウッド{d}、ノック側のデッドウッド{k}",
  melds: "メルド",
  deadwoodCards: "デッドウッド",
  noCards: "なし",
  layoff: "レイオフ",
  layoffBy0: "あなたがレイオフ",
  layoffBy1: "CPUがレイオフ",
  deadwoodCount: "デッドウッド {n}",
  totals: "合計",
  dealCodeIs: "ディールコード",
  copy: "コピー",
  copied: "コピーしました",
  nextRound: "次のラウンド",
  newMatch: "新しい対戦",
  matchOver: "対戦終了",
  matchYou: "あなたの勝ちです！",
  matchCpu: "CPUの勝ちです。",
  finalScore: "最終スコア: あなた {a} – CPU {b}",
  decidingRound: "決着のラウンド: {who}が{p}点。",
  settings: "設定",
  language: "言語",
  fourColour: "4色デッキ",
  speed: "アニメーション速度",
  speedFast: "速い",
  speedNormal: "ふつう",
  speedOff: "なし",
  sound: "効果音",
  theme: "テーマ",
  themeSystem: "システムに合わせる",
  themeLight: "ライト",
  themeDark: "ダーク",
  close: "閉じる",
  help: "ルールとヘルプ",
  helpShort: "ヘルプ",
  menu: "メニュー",
  quit: "この対戦をやめる",
  quitConfirm: "この対戦をやめますか？ 負けにはなりません。",
  langSwitch: "English",
  langSwitchLabel: "英語に切り替え (English)",
  stats: "成績",
  statsPlayedWon: "{played}戦{won}勝",
  statsKnocks: "あなたのノック",
  statsGins: "あなたのジン",
  statsUndercuts: "あなたのアンダーカット",
  statsBest: "1ラウンドの最高得点",
  statsNote: "最後まで戦った対戦だけを数えます。途中でやめて新しい対戦を始めても負けにはなりません。",
  houseRules: "ハウスルール",
  houseRulesHint: "初期設定はオフ。次の対戦から適用されます。",
  ruleOklahoma: "オクラホマ",
  ruleOklahomaHint: "最初の表札の点数がノックできる上限（エースはジンのみ）。スペードならそのラウンドの得点が2倍。",
  ruleStraight: "ストレートジン",
  ruleStraightHint: "ノックなし。ジンでしかラウンドが終わりません。",
  ruleBigGin: "ビッグジン",
  ruleBigGinHint: "引いた後の11枚がすべてメルドなら捨てずに上がり、相手のデッドウッド＋31点。",
  ruleSettlement: "最終精算",
  ruleSettlementHint: "対戦終了時にゲームボーナス100点（完封なら200点）と、勝ったラウンドごとに25点。",
  ruleNextDealer: "次の親",
  ruleNextDealerHint: "得点のあったラウンドの後に配る人。",
  dealerLoser: "ラウンドの負け側",
  dealerWinner: "ラウンドの勝ち側",
  dealerAlternate: "交互",
  ruleGinBonus: "ジンのボーナス",
  ruleUndercutBonus: "アンダーカットのボーナス",
  knockLimit: "{n}以下でノック可",
  knockLimitGin: "このラウンドはジンのみ",
  doubled: "表札がスペード: 得点2倍",
  settlementTitle: "最終精算",
  settlementLine: "{who}: {score} + ゲーム {game} + ボックス {box} = {total}",
  netResult: "対戦の結果: {who}の{net}点勝ち",
  on: "オン",
  off: "オフ",
  keysHint: "キー: ← → で移動、Enter で持ち上げ／捨てる、S 山札、D 捨て札、K ノック、T 取る、P パス、N 次のラウンド、H 手札へ。",
};

const HELP = {
  en: [
    ["The aim", [
      "Make melds and keep your deadwood low. The first to reach the target score wins the match.",
      "A meld is a set (3 or 4 cards of one rank) or a run (3 or more cards in a row, same suit). Ace is low: A-2-3 is a run, Q-K-A is not. A card belongs to one meld only.",
      "Deadwood is every card in no meld: ace 1, 2–9 face value, 10/J/Q/K 10. Your hand is always arranged in the split with the least deadwood, shown with coloured bars between melds.",
    ]],
    ["A round", [
      "Each player gets 10 cards; one card is turned up as the first discard (the upcard). The non-dealer may take the upcard or pass; then the dealer may. If both pass, the non-dealer draws from the stock.",
      "On your turn: tap the stock or the top of the discard pile to draw. Then tap a card to lift it (the deadwood counter shows what you would have left) and tap it again to discard. A card just taken from the discard pile cannot be thrown back the same turn.",
      "If your deadwood after the discard is 10 or less you may knock: lift the card and press Knock. With no deadwood at all it reads Gin.",
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
      "デッドウッド（端数）はメルドに入らない札の合計点です（A=1、2〜9はその数、10・J・Q・Kは10）。手札は常にデッドウッドが最小になる組み方で並び、メルドの境目に色のバーが付きます。",
    ]],
    ["ラウンドの流れ", [
      "各自10枚ずつ配られ、1枚が表向きに最初の捨て札になります。親でない方が先にその札を取るかパスを選び、次に親が選びます。両方パスなら、親でない方が山札から引いて始めます。",
      "自分の番: 山札か捨て札の一番上をタップして1枚引きます。次に捨てる札をタップして持ち上げ（捨てた後のデッドウッドが表示されます）、もう一度タップして捨てます。捨て札から取ったばかりの札は、その番には捨てられません。",
      "捨てた後のデッドウッドが10以下ならノックできます。札を持ち上げて「ノック」を押します。デッドウッドが0なら「ジン」になります。",
      "捨てた後に山札が残り2枚になると流局で、同じ親が配り直します。",
    ]],
    ["得点", [
      "ノックの後、守り側は自分のデッドウッドをノックした側のメルドに付け足せます（レイオフ）。ジンのときはレイオフできません。",
      "ノック: デッドウッドの差がノックした側の得点。アンダーカット: 守り側のデッドウッドが同じか少なければ、守り側が差＋25点。ジン: 相手のデッドウッド＋25点。",
      "ラウンドに負けた方が次の親になります。",
    ]],
    ["公平さについて", [
      "CPUが見るのは公開された情報だけです: 自分の手札、捨て札、山札の枚数、お互いの行動。あなたの手札や山札の順番は決して見ません。",
      "ラウンドの結果にはディールコードが表示されます。スタート画面でそのコードを入れると同じ配りを再現でき、自分で確かめられます。",
      "「待った」もヒントもありません。判断はすべてあなたのものです。",
    ]],
    ["キー操作", [
      "← → で札を移動 · Enter/Space で持ち上げ、もう一度で捨てる · S 山札から引く · D 捨て札を取る · K ノック · T 表向きの札を取る · P パス · N 次のラウンド · H 手札へ · Esc 札を下ろす。",
    ]],
  ],
};

const TABLES = { en: EN, ja: JA };

export const LANGS = ["en", "ja"];

/** The language to start in: a remembered choice, else the browser's. */
export function detectLang(saved, navigatorLanguages) {
  if (LANGS.includes(saved)) return saved;
  for (const tag of navigatorLanguages || []) {
    const base = String(tag).toLowerCase().split("-")[0];
    if (LANGS.includes(base)) return base;
  }
  return "en";
}

export function createI18n(initialLang) {
  let lang = LANGS.includes(initialLang) ? initialLang : "en";

  function t(key, vars) {
    let s = TABLES[lang][key];
    if (s === undefined) s = EN[key] !== undefined ? EN[key] : key;
    if (vars) s = s.replace(/\{(\w+)\}/g, (m, k) => (k in vars ? String(vars[k]) : m));
    return s;
  }

  function cardName(code) {
    if (!code || code.length !== 2) return String(code || "");
    const r = code[0];
    const s = code[1];
    if (lang === "ja") return `${SUIT_JA[s]}の${RANK_JA[r] || r}`;
    return `${RANK_EN[r] || r} of ${SUIT_EN[s]}`;
  }

  /** Short visual form: "7♥", "10♠". */
  function cardShort(code) {
    if (!code || code.length !== 2) return String(code || "");
    return `${code[0] === "T" ? "10" : code[0]}${SUIT_SYMBOL[code[1]]}`;
  }

  function who(seat) {
    return seat === 0 ? t("whoYou") : t("whoCpu");
  }

  function applyStatic(root) {
    document.documentElement.lang = lang;
    document.title = t("title");
    for (const node of root.querySelectorAll("[data-i18n]")) node.textContent = t(node.dataset.i18n);
    for (const node of root.querySelectorAll("[data-i18n-label]")) node.setAttribute("aria-label", t(node.dataset.i18nLabel));
    for (const node of root.querySelectorAll("[data-i18n-title]")) node.setAttribute("title", t(node.dataset.i18nTitle));
  }

  return {
    t,
    cardName,
    cardShort,
    who,
    applyStatic,
    help: () => HELP[lang],
    get lang() {
      return lang;
    },
    setLang(next) {
      if (LANGS.includes(next)) lang = next;
    },
  };
}
