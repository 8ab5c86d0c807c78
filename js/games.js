// The games this page plays: a game id -> its page module, loaded (its own
// bundle) when that game is first needed. A third game is one line here and
// a folder js/<id>/ whose index.js exports createPage (see js/gin/index.js);
// the engine side is one line in py/rummy/games.py.

export const GAMES = {
  gin: () => import("./gin/index.js"),
  five_thousand: () => import("./five_thousand/index.js"),
};

export const DEFAULT_GAME = "gin";
