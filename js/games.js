// The games this page plays: a game id -> its page module, loaded (its own
// bundle) when that game is first needed. A third game is one line here and
// a folder js/<id>/ whose index.js exports createPage (see js/gin/index.js);
// the engine side is one line in py/rummy/games.py.

import { START_STRINGS as FT_START } from "./five_thousand/start_strings.js";
import { START_STRINGS as GIN_START } from "./gin/start_strings.js";

export const GAMES = {
  gin: () => import("./gin/index.js"),
  five_thousand: () => import("./five_thousand/index.js"),
};

export const DEFAULT_GAME = "gin";

// A game's words on the start screen ({en, ja}), wanted before its page
// loads: in the shell's bundle, merged into the string tables at once (js/shell/i18n.js).
export const START_STRINGS = { gin: GIN_START, five_thousand: FT_START };
