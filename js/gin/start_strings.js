// Gin's words on the start screen (its subtitle, its targets, its house
// rules) and in the settings (its keys), in both languages. They are wanted
// before Gin's page loads, so the shell's bundle takes this file in through
// the games' registry (js/games.js START_STRINGS, merged by js/shell/i18n.js
// when the page starts); Gin's own tables (strings_en.js, strings_ja.js)
// hold them too, so that they are checked with the rest of Gin's strings.

export const START_STRINGS = {
  en: {
    subtitle: "Play the computer or a friend. Melds, knocks and gin.",
    target50: "50 · quick",
    target100: "100 · standard",
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
    keysHint: "Keys: ← → move, Enter lift/discard, S stock, D discard pile, K knock, T take, P pass, N next round, H back to the hand.",
  },
  ja: {
    subtitle: "コンピューターや友だちと対戦。メルドを作って、ノックかジンを目指そう。",
    target50: "クイック 50点",
    target100: "標準 100点",   // one line beside クイック 50点 at 360 px (5000's targets say 標準 too)
    houseRules: "ハウスルール",
    houseRulesHint: "初期設定はオフ。次の対戦から適用されます。",
    ruleOklahoma: "オクラホマ",
    ruleOklahomaHint: "最初のアップカードの点数がノックできる上限（エースはジンのみ）。スペードならそのラウンドの得点が2倍。",
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
    keysHint: "キー：← → で移動、Enter で持ち上げ／捨てる、S 山札、D 捨て札、K ノック、T 取る、P パス、N 次のラウンド、H 手札へ。",
  },};
