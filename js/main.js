// Composition root: builds the shell's parts and connects them; each game's
// page (js/games.js) is loaded when that game is first needed. Nothing
// global. The root element carrying data-ready / data-phase / data-to-act /
// data-screen for tests is document.documentElement (<html>).

import { GAMES, DEFAULT_GAME } from "./games.js";
import { takeEngine } from "./shell/boot.js";
import { askYesNo } from "./shell/confirm.js";
import { wrapTabOnPage } from "./shell/focus.js";
import { fillHelp, wireCopy, wireDialogs } from "./shell/help.js";
import { createHost } from "./shell/host.js";
import { createI18n, detectLang } from "./shell/i18n.js";
import { createMatchEnd } from "./shell/match_end.js";
import { migrateLegacy } from "./shell/migrate.js";
import { createNotice, createTabDialog } from "./shell/notice.js";
import { onPointerChange } from "./shell/pointer.js";
import { createRunner } from "./shell/runner.js";
import { createSaves } from "./shell/save.js";
import { createScoreboard } from "./shell/scoreboard.js";
import { bindSettingsPanel, createSettings } from "./shell/settings.js";
import { createSound } from "./shell/sound.js";
import { createStartScreen } from "./shell/start.js";
import { createStorage } from "./shell/storage.js";
import { registerServiceWorker } from "./shell/sw_register.js";
import { createTables } from "./shell/tables.js";
import { createTabs } from "./shell/tabs.js";

const doc = document;
const root = doc.documentElement;
const storage = createStorage();
migrateLegacy(storage);
const settings = createSettings(storage);
const i18n = createI18n(detectLang(settings.get("lang"), navigator.languages || [navigator.language]));
const host = createHost();
const sound = createSound(() => settings.get("sound"));
const notice = createNotice(doc, i18n);
const tabDialog = createTabDialog(doc, i18n, () => tabs.takeOver());
const scoreboard = createScoreboard(doc);
const matchEnd = createMatchEnd(doc, { onPlayAgain: playAgain, onMenu: toMenu });
let engine = null;
let tabs = null;   // only the tab that owns the match writes its save (tabs.js)
const savesFor = (game) => createSaves(storage, { game, canWrite: () => tabs !== null && tabs.owner() });
const chosenGame = () => (settings.get("game") in GAMES ? settings.get("game") : DEFAULT_GAME);
// Only one game's table parts are in the document at a time (shared test hooks, unique ids).
const tables = createTables(doc);

const runner = createRunner({
  getEngine: () => engine,
  settings,
  savesFor,
  onBegin: () => showScreen("table"),
  onFatal: engineStopped,
  onStalled: cpuStalled,
  onSaving: (saving) => { saveWarning.hidden = saving; },
});
// One line while storage refuses the saves (a full disk): the match plays on, unsaved.
const saveWarning = doc.querySelector("[data-testid=save-warning]");

function showScreen(name) {
  doc.querySelector("#start-screen").hidden = name !== "start";
  root.dataset.screen = name;
  tables.show(name === "table" ? runner.getGame() : chosenGame());
  if (name === "start") {
    // No match on screen: nothing to mirror (a stale phase could satisfy a waiting test).
    root.dataset.phase = "";
    root.dataset.toAct = "";
    root.dataset.busy = "false";
  }
}

// Each game's page, made once, when first needed.
const pages = new Map();
function loadPage(game) {
  if (!pages.has(game)) {
    pages.set(game, GAMES[game]().then((module) => {
      // Made with its own table parts in the document, whichever game is shown now.
      const page = tables.withShown(game, () => module.createPage({
        doc, i18n, settings, sound, host, storage, runner, scoreboard, matchEnd, toStart: toMenu,
      }));
      applyStatic();   // its strings are known now
      return page;
    }));
  }
  return pages.get(game);
}

/** Static strings, in the document and in the table parts out of it. */
function applyStatic() {
  i18n.applyStatic(doc);
  for (const node of tables.nodes()) if (!node.isConnected) i18n.applyStatic(node);
  start.relabel();
}

function relabel() {
  applyStatic();
  const game = chosenGame();
  if (pages.has(game)) {
    loadPage(game).then((page) => {
      fillHelp(doc, i18n, game);
      const stats = doc.querySelector("#stats");
      if (stats.open) page.fillStats(doc.querySelector("#stats-body"));   // open: said again in the new language
    });
  }
  notice.relabel();
  tabDialog.relabel();
  runner.redraw();
}

/** Offer Resume when a usable save exists; set a bad one aside and say so. */
function offerResume() {
  const found = savesFor(chosenGame()).read();
  if (found.aside) notice.show(found.problem === "version" ? "saveOld" : "saveUnreadable");
  else if (found.aside === false) notice.show("saveUnreadableKept");
  start.setResumable(Boolean(found.match));
  return found.match || null;
}

async function resumeSaved() {
  const game = chosenGame();
  const match = offerResume();
  if (!match) return { code: "bad_save" };
  notice.clear();
  const error = await runner.resume(game, await loadPage(game), match);
  const aside = error ? savesFor(game).reject(error.code) : null;
  if (aside) notice.show("saveUnreadable");
  else if (aside === false) notice.show("saveUnreadableKept");
  return error;
}

async function startMatch({ game, options }) {
  settings.set("game", game);
  return runner.newMatch(game, await loadPage(game), options);
}

/** The match is over: the same game with the same settings again (a replayed deal code is
 *  a one-off, so it is left out); the start screen's choices for a resumed match. */
async function playAgain() {
  const game = runner.getGame() || chosenGame();
  const { deal, ...options } = runner.lastOptions(game) || start.options();
  matchEnd.close();
  const error = await startMatch({ game, options });
  if (error) toMenu();
}

/** The match is over (or given up by the game): back to the start screen, nothing to resume. */
function toMenu() {
  leaveTable();
  start.setResumable(false);
}

/** Off the table, back to the start screen (the match stays saved). */
function leaveTable() {
  runner.leave();
  matchEnd.close();
  tables.closeDialogs();
  showScreen("start");
}

/** The engine is alive but refused the CPU's move: the saved match can be resumed. */
function cpuStalled(err) {
  leaveTable();
  offerResume();
  notice.show("cpuStalled", { code: err.code });
}

/** The engine failed or its worker died: say so; a saved match resumes after a reload. */
function engineStopped(err) {
  const code = (err && err.code) || "worker_error";
  if (runner.getView() && savesFor(runner.getGame()).read().match) {
    notice.show("engineStopped", { code }, { label: "reload", run: () => location.reload() });
  }
  leaveTable();
  start.failed({ code });
}

/** The start screen's game choice: remembered, its table parts shown, its save offered. */
function chooseGame(game) {
  if (!(game in GAMES)) return;
  settings.set("game", game);
  if (root.dataset.screen === "start") tables.show(game);
  if (engine && root.dataset.ready === "true") {
    notice.clear();   // what it said was of the other game's save
    offerResume();
    loadPage(game);
  }
}

const start = createStartScreen(doc, {
  i18n, settings,
  game: chosenGame,
  onGame: chooseGame,
  onStart: startMatch,
  onResume: resumeSaved,
  onRetry: () => boot(engine ? engine.restart() : null),
});

function boot(next) {
  engine = next || takeEngine({ onProgress: (step, fraction) => start.progress(step, fraction), onLost: engineStopped });
  const mine = engine;
  mine.ready.then(() => {
    if (mine !== engine) return;
    start.ready();
    offerResume();
    host.post("ready", { game: chosenGame(), scores: [] });
    loadPage(chosenGame());   // the table is ready by the time the person presses Start
  }, (err) => mine === engine && start.failed(err));
}

settings.apply();
settings.onChange((key, value) => {
  if (key === "lang" && value !== i18n.lang) {
    i18n.setLang(value);
    relabel();
  }
});
bindSettingsPanel(doc, settings, () => i18n.lang);
for (const btn of doc.querySelectorAll("[data-open=stats]")) {
  btn.addEventListener("click", async () => (await loadPage(chosenGame())).fillStats(doc.querySelector("#stats-body")));
}
for (const btn of doc.querySelectorAll("[data-open=help]")) {
  btn.addEventListener("click", async () => {
    await loadPage(chosenGame());
    fillHelp(doc, i18n, chosenGame());
  });
}
wireDialogs(doc);
wireCopy(doc, i18n);
wrapTabOnPage(doc, () => root.dataset.screen === "table");
doc.querySelector("[data-testid=lang]").addEventListener("click", () => settings.set("lang", i18n.lang === "ja" ? "en" : "ja"));
// Leaving asks first (the match stays saved and resumable: it is not a loss).
doc.querySelector("#quit").addEventListener("click", async () => {
  const leave = await askYesNo(doc, { text: i18n.t("quitConfirm"), yes: i18n.t("quitYes"), no: i18n.t("quitNo"), testid: "quit-confirm" });
  if (!leave) return;
  doc.querySelector("#settings").close();
  leaveTable();
  offerResume();
});
relabel();
showScreen("start");
tabs = createTabs({
  onBlocked: () => tabDialog.show("tabBlocked"),
  onLost: () => {
    leaveTable();
    tabDialog.show("tabLost");
  },
  onOwned: () => {
    tabDialog.close();
    offerResume();
  },
});
onPointerChange(relabel);   // "tap" or "click" in the prompts
host.listen({
  ping: () => host.post("pong"),
  sound: (message) => settings.set("sound", message.on),
  lang: (message) => settings.set("lang", message.lang),
});
boot();
registerServiceWorker();
