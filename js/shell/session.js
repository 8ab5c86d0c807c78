// The session: which screen is shown, which game's page is loaded, and the
// match's way through them (start, resume, play again, leave, a stalled CPU,
// a lost engine). It makes the runner, the start screen and the match end;
// js/main.js makes the parts every game shares and connects the page's
// buttons and events to what this returns.
//
// The session's state is one object (`s`, made by createSession: the
// shared parts it was given, the engine, the screens it made, the pages
// loaded); the functions below each do one step with it.

import { GAMES, DEFAULT_GAME } from "../games.js";
import { takeEngine } from "./boot.js";
import { createHandoff } from "./handoff.js";
import { fillHelp } from "./help.js";
import { forgetDealLink, mayReplace } from "./keep_match.js";
import { createMatchEnd } from "./match_end.js";
import { createRunner } from "./runner.js";
import { createSaves } from "./save.js";
import { fillStats, gameName, handOver, seated, wireTableGamesReset } from "./seated.js";
import { createStartScreen } from "./start.js";
import { createTables } from "./tables.js";

/**
 * parts: { doc, i18n, settings, sound, host, storage, notice, tabDialog, scoreboard,
 *          ownsMatch: () => whether this tab writes the saves (tabs.js) }
 */
export function createSession(parts) {
  const { doc } = parts;
  const s = { ...parts, root: doc.documentElement, engine: null, start: null };
  // Menu from a match's end offers Resume when a saved match was kept over Play again's question.
  s.matchEnd = createMatchEnd(doc, { onPlayAgain: () => playAgain(s), onMenu: () => { toMenu(s); offerResume(s); } });
  // Only one game's table parts are in the document at a time (shared test hooks, unique ids).
  s.tables = createTables(doc);
  // One line while storage refuses the saves (a full disk): the match plays on, unsaved.
  const saveWarning = doc.querySelector("[data-testid=save-warning]");
  s.runner = createRunner({
    getEngine: () => s.engine,
    settings: s.settings,
    savesFor: (game) => savesFor(s, game),
    onBegin: () => {
      showScreen(s, "table");
      forgetDealLink(window);   // a reload now brings this match back, not the link's start screen
    },
    onFatal: (err) => engineStopped(s, err),
    onStalled: (err) => cpuStalled(s, err),
    onSaving: (saving) => { saveWarning.hidden = saving; },
    onReply: (reply) => seated(s, reply),
    onHandoff: (seat) => handOver(s, seat),
  });
  // Between people at one device: the screen that names the next one (handoff.js).
  s.handoff = createHandoff(doc, s.i18n, { onReady: (seat) => s.runner.reveal(seat) });
  wireTableGamesReset(s, () => chosenGame(s));
  // Each game's page, made once, when first needed (`made`: those made by now).
  s.pages = new Map();
  s.made = new Map();
  s.start = createStartScreen(doc, {
    i18n: s.i18n, settings: s.settings,
    game: () => chosenGame(s),
    onGame: (game) => chooseGame(s, game),
    onStart: (choice) => startMatch(s, choice),
    onResume: () => resumeSaved(s),
    onBadSetting: (game) => s.notice.show("namesRefused", { game: gameName(s, game) }),
    onRetry: () => boot(s, s.engine ? s.engine.restart() : null),
  });

  return {
    chosenGame: () => chosenGame(s),
    loadPage: (game) => loadPage(s, game),
    leaveTable: () => leaveTable(s),
    offerResume: () => offerResume(s),
    comeBack: () => comeBack(s),
    relabel: () => relabel(s),
    showScreen: (name) => showScreen(s, name),
    boot: () => boot(s),
    showHelp: async () => {
      await loadPage(s, chosenGame(s));
      fillHelp(doc, s.i18n, chosenGame(s));
    },
    showStats: async () => fillStats(s, await loadPage(s, chosenGame(s)), chosenGame(s)),
  };
}

const savesFor = (s, game) => createSaves(s.storage, { game, canWrite: s.ownsMatch });
const chosenGame = (s) => (s.settings.get("game") in GAMES ? s.settings.get("game") : DEFAULT_GAME);

function showScreen(s, name) {
  s.doc.querySelector("#start-screen").hidden = name !== "start";
  s.root.dataset.screen = name;
  s.tables.show(name === "table" ? s.runner.getGame() : chosenGame(s));
  if (name === "start") {
    // No match on screen: nothing to mirror (a stale phase could satisfy a waiting test).
    s.root.dataset.phase = "";
    s.root.dataset.toAct = "";
    s.root.dataset.viewer = "";
    s.root.dataset.busy = "false";
  }
}

function loadPage(s, game) {
  if (!s.pages.has(game)) {
    s.pages.set(game, GAMES[game]().then((module) => {
      // Made with its own table parts in the document, whichever game is shown now.
      const page = s.tables.withShown(game, () => module.createPage({
        doc: s.doc, i18n: s.i18n, settings: s.settings, sound: s.sound, host: s.host, storage: s.storage,
        runner: s.runner, scoreboard: s.scoreboard, matchEnd: s.matchEnd, toStart: () => toMenu(s),
      }));
      applyStatic(s);   // its strings are known now
      s.made.set(game, page);
      return page;
    }));
  }
  return s.pages.get(game);
}

/** Static strings, in the document and in the table parts out of it. */
function applyStatic(s) {
  s.i18n.applyStatic(s.doc);
  for (const node of s.tables.nodes()) if (!node.isConnected) s.i18n.applyStatic(node);
  s.start.relabel();
}

function relabel(s) {
  applyStatic(s);
  const game = chosenGame(s);
  if (s.pages.has(game)) {
    loadPage(s, game).then((page) => {
      fillHelp(s.doc, s.i18n, game);
      if (page.relabel) page.relabel();   // what the page keeps in words of its own (the move log)
      const stats = s.doc.querySelector("#stats");
      if (stats.open) fillStats(s, page, game);   // open: said again in the new language
    });
  }
  s.handoff.relabel();
  s.notice.relabel();
  s.tabDialog.relabel();
  s.runner.redraw();
}

/** Say what became of a bad save: set aside (`aside` true: `said`), or kept for want of room. */
function sayAside(s, aside, said) {
  if (aside) s.notice.show(said);
  else if (aside === false) s.notice.show("saveUnreadableKept");
}

/** Offer Resume when a usable save exists; set a bad one aside and say so. */
function offerResume(s) {
  const found = savesFor(s, chosenGame(s)).read();
  sayAside(s, found.aside, found.problem === "version" ? "saveOld" : "saveUnreadable");
  s.start.setResumable(Boolean(found.match));
  return found.match || null;
}

async function resumeSaved(s) {
  const game = chosenGame(s);
  const match = offerResume(s);
  if (!match) return { code: "bad_save" };
  s.notice.clear();
  const { recent } = savesFor(s, game).read();
  const error = await s.runner.resume(game, await loadPage(s, game), match, recent);
  sayAside(s, error ? savesFor(s, game).reject(error.code) : null, "saveUnreadable");
  return error;
}

/** A match in play comes straight back to its table (after a reload, or when this tab
 *  owns the match again): the chosen game's save resumed as Resume would, unless the
 *  person is elsewhere, another tab plays, or a deal code waits to be started (a link's). */
function comeBack(s) {
  const match = offerResume(s);
  if (!match || !s.ownsMatch() || s.root.dataset.ready !== "true" || s.root.dataset.screen !== "start") return;
  if (s.doc.querySelector("[data-option-error]:not([hidden])") || s.start.options().deal) return;
  s.root.dataset.resuming = "true";
  s.start.resume().finally(() => delete s.root.dataset.resuming);
}

/** Start: a new match, once the person agreed to lose the saved one of that game (if any). */
async function startMatch(s, { game, options }) {
  if (!(await mayReplace(s.doc, s.i18n, game, savesFor(s, game).read()))) return null;   // kept
  return newMatch(s, { game, options });
}

async function newMatch(s, { game, options }) {
  s.settings.set("game", game);
  return s.runner.newMatch(game, await loadPage(s, game), options);
}

/** The match is over: the same game with the same settings again (a replayed deal code is
 *  a one-off, so it is left out); the start screen's choices for a resumed match. A saved
 *  match of that game is not replaced unasked (the result stays up when it is kept). */
async function playAgain(s) {
  const game = s.runner.getGame() || chosenGame(s);
  const { deal, ...options } = s.runner.lastOptions(game) || s.start.options();
  if (!(await mayReplace(s.doc, s.i18n, game, savesFor(s, game).read()))) return;
  s.matchEnd.close();
  const error = await newMatch(s, { game, options });
  if (error) toMenu(s);
}

/** The match is over (or given up by the game): back to the start screen, nothing to resume. */
function toMenu(s) {
  leaveTable(s);
  s.start.setResumable(false);
}

/** Off the table, back to the start screen (the match stays saved). */
function leaveTable(s) {
  s.runner.leave();
  s.host.setTable(null);
  s.matchEnd.close();
  s.tables.closeDialogs();
  showScreen(s, "start");
}

/** The engine is alive but refused the CPU's move: the saved match can be resumed. */
function cpuStalled(s, err) {
  leaveTable(s);
  offerResume(s);
  s.notice.show("cpuStalled", { code: err.code });
}

/** The engine failed or its worker died: say so; a saved match resumes after a reload. */
function engineStopped(s, err) {
  const code = (err && err.code) || "worker_error";
  if (s.runner.getView() && savesFor(s, s.runner.getGame()).read().match) {
    s.notice.show("engineStopped", { code }, { label: "reload", run: () => location.reload() });
  }
  leaveTable(s);
  s.start.failed({ code });
}

/** The start screen's game choice: remembered, its table parts shown, its save offered. */
function chooseGame(s, game) {
  if (!(game in GAMES)) return;
  s.settings.set("game", game);
  if (s.root.dataset.screen === "start") s.tables.show(game);
  if (s.engine && s.root.dataset.ready === "true") {
    s.notice.clear();   // what it said was of the other game's save
    offerResume(s);
    loadPage(s, game);
  }
}

function boot(s, next) {
  s.engine = next || takeEngine({ onProgress: (step, fraction) => s.start.progress(step, fraction), onLost: (err) => engineStopped(s, err) });
  const mine = s.engine;
  mine.ready.then(() => {
    if (mine !== s.engine) return;
    s.start.ready();
    s.host.post("ready", { game: chosenGame(s), scores: [] });
    loadPage(s, chosenGame(s));   // the table is ready by the time the person presses Start
    comeBack(s);
  }, (err) => mine === s.engine && s.start.failed(err));
}
