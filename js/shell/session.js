// The session: which screen is shown, which game's page is loaded, and the
// match's way through them (start, resume, play again, leave, a stalled CPU,
// a lost engine). It makes the runner, the start screen and the match end;
// js/main.js makes the parts every game shares and connects the page's
// buttons and events to what this returns.

import { GAMES, DEFAULT_GAME } from "../games.js";
import { takeEngine } from "./boot.js";
import { fillHelp } from "./help.js";
import { createMatchEnd } from "./match_end.js";
import { createRunner } from "./runner.js";
import { createSaves } from "./save.js";
import { createStartScreen } from "./start.js";
import { createTables } from "./tables.js";

/**
 * parts: { doc, i18n, settings, sound, host, storage, notice, tabDialog, scoreboard,
 *          ownsMatch: () => whether this tab writes the saves (tabs.js) }
 */
export function createSession({ doc, i18n, settings, sound, host, storage, notice, tabDialog, scoreboard, ownsMatch }) {
  const root = doc.documentElement;
  let engine = null;
  let start = null;
  const savesFor = (game) => createSaves(storage, { game, canWrite: ownsMatch });
  const chosenGame = () => (settings.get("game") in GAMES ? settings.get("game") : DEFAULT_GAME);
  const matchEnd = createMatchEnd(doc, { onPlayAgain: playAgain, onMenu: toMenu });
  // Only one game's table parts are in the document at a time (shared test hooks, unique ids).
  const tables = createTables(doc);
  // One line while storage refuses the saves (a full disk): the match plays on, unsaved.
  const saveWarning = doc.querySelector("[data-testid=save-warning]");
  const runner = createRunner({
    getEngine: () => engine,
    settings,
    savesFor,
    onBegin: () => showScreen("table"),
    onFatal: engineStopped,
    onStalled: cpuStalled,
    onSaving: (saving) => { saveWarning.hidden = saving; },
  });

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
        if (page.relabel) page.relabel();   // what the page keeps in words of its own (the move log)
        const stats = doc.querySelector("#stats");
        if (stats.open) page.fillStats(doc.querySelector("#stats-body"));   // open: said again in the new language
      });
    }
    notice.relabel();
    tabDialog.relabel();
    runner.redraw();
  }

  /** Say what became of a bad save: set aside (`aside` true: `said`), or kept for want of room. */
  function sayAside(aside, said) {
    if (aside) notice.show(said);
    else if (aside === false) notice.show("saveUnreadableKept");
  }

  /** Offer Resume when a usable save exists; set a bad one aside and say so. */
  function offerResume() {
    const found = savesFor(chosenGame()).read();
    sayAside(found.aside, found.problem === "version" ? "saveOld" : "saveUnreadable");
    start.setResumable(Boolean(found.match));
    return found.match || null;
  }

  async function resumeSaved() {
    const game = chosenGame();
    const match = offerResume();
    if (!match) return { code: "bad_save" };
    notice.clear();
    const error = await runner.resume(game, await loadPage(game), match);
    sayAside(error ? savesFor(game).reject(error.code) : null, "saveUnreadable");
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

  start = createStartScreen(doc, {
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

  return {
    chosenGame, loadPage, leaveTable, offerResume, relabel, showScreen,
    boot: () => boot(),
    showHelp: async () => {
      await loadPage(chosenGame());
      fillHelp(doc, i18n, chosenGame());
    },
    showStats: async () => (await loadPage(chosenGame())).fillStats(doc.querySelector("#stats-body")),
  };
}
