// 5000 Rummy's words on the start screen (its subtitle, its player count, its
// targets), in both languages. They are wanted before 5000's page loads, so
// the shell's bundle takes this file in through the games' registry
// (js/games.js START_STRINGS, merged by js/shell/i18n.js when the page
// starts); 5000's own tables (strings_en.js, strings_ja.js) hold them too, so
// that they are checked with the rest of 5000's strings. Keys start with "ft"
// as all of 5000's do.

export const START_STRINGS = {
  en: {
    ftSubtitle: "3 to 8 players: melds, wild cards, lay-offs and rummy calls.",
    ftPlayers: "Players",
    ftTarget1000: "1000 · quick",
    ftTarget2500: "2500",
    ftTarget5000: "5000 · standard",
  },
  ja: {
    ftSubtitle: "3〜8人で対戦。ワイルドカード、メルド、レイオフ、ラミー宣言。",
    ftPlayers: "人数",
    ftTarget1000: "1000点・短め",
    ftTarget2500: "2500点",
    ftTarget5000: "5000点・標準",
  },
};
