// Composition root: builds each part and connects them. Nothing global.
// The root element carrying data-ready / data-phase / data-to-act / data-screen
// for tests is document.documentElement (<html>).

import { createStorage } from "./storage.js";
import { createSettings, bindSettingsPanel } from "./settings.js";
import { createI18n, detectLang } from "./i18n.js";
import { createRenderer } from "./render.js";
import { createAnimator } from "./anim.js";
import { createInput } from "./input.js";
import { createSound } from "./sound.js";
import { createHost } from "./host.js";
import { fillHelp, wireDialogs } from "./help.js";
import { createStartScreen } from "./start.js";
import { createGame } from "./game.js";
import { createStats } from "./stats.js";
import { fillStats } from "./stats_view.js";
import { takeEngine } from "./boot.js";
import { registerServiceWorker } from "./sw_register.js";
import { createSaves } from "./save.js";
import { createTabs } from "./tabs.js";
import { createNotice, createTabDialog } from "./notice.js";

const doc = document;
const storage = createStorage();
const settings = createSettings(storage);
const i18n = createI18n(detectLang(settings.get("lang"), navigator.languages || [navigator.language]));
const host = createHost();
const stats = createStats(storage);
const sound = createSound(() => settings.get("sound"));
const renderer = createRenderer(doc, i18n);
const animator = createAnimator(doc, () => settings.moveMs());
let engine = null;
let tabs = null;   // only the tab that owns the match writes its save (tabs.js)
const saves = createSaves(storage, { canWrite: () => tabs !== null && tabs.owner() });
const notice = createNotice(doc, i18n);
const tabDialog = createTabDialog(doc, i18n, () => tabs.takeOver());

function relabel() {
  i18n.applyStatic(doc);
  fillHelp(doc, i18n);
  start.relabel();
  notice.relabel();
  tabDialog.relabel();
  game.redraw();
}

/** Offer Resume when a usable save exists; set a bad one aside and say so. */
function offerResume() {
  const found = saves.read();
  if (found.aside) notice.show(found.problem === "version" ? "saveOld" : "saveUnreadable");
  start.setResumable(Boolean(found.match));
  return found.match || null;
}

async function resumeSaved() {
  const match = offerResume();
  if (!match) return { code: "bad_save" };
  notice.clear();
  const error = await game.resume(match);
  if (error && saves.reject(error.code)) notice.show("saveUnreadable");
  return error;
}

const game = createGame({
  getEngine: () => engine,
  renderer, animator, i18n, settings, sound, host, storage, stats, saves,
  onFatal: engineStopped,
  onStalled: cpuStalled,
});

/** Off the table, back to the start screen (the match stays saved). */
function leaveTable() {
  game.leave();
  for (const dialog of doc.querySelectorAll("#result[open]")) dialog.close();
  renderer.showScreen("start");
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
  if (game.getView() && saves.read().match) notice.show("engineStopped", { code }, { label: "reload", run: () => location.reload() });
  leaveTable();
  start.failed({ code });
}

const start = createStartScreen(doc, {
  i18n, settings,
  onStart: (choice) => game.newMatch(choice),
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
    host.post("ready", { scores: [0, 0] });
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
for (const btn of doc.querySelectorAll("[data-open=stats]")) btn.addEventListener("click", () => fillStats(doc, i18n, stats));
wireDialogs(doc);
doc.querySelector("[data-testid=lang]").addEventListener("click", () => settings.set("lang", i18n.lang === "ja" ? "en" : "ja"));
doc.querySelector("#quit").addEventListener("click", () => {
  doc.querySelector("#settings").close();
  game.leave();
  renderer.showScreen("start");
  offerResume();
});
createInput(doc, {
  getView: game.getView,
  isBusy: game.isBusy,
  emit: (intent) => {
    if (intent.type === "new_match") {
      doc.querySelector("#result").close();
      game.leave();
      renderer.showScreen("start");
      start.setResumable(false);
    } else game.handle(intent);
  },
});
relabel();
renderer.showScreen("start");
tabs = createTabs({
  onBlocked: () => tabDialog.show("tabBlocked"),
  onLost: () => {
    game.leave();
    renderer.showScreen("start");
    tabDialog.show("tabLost");
  },
  onOwned: () => {
    tabDialog.close();
    offerResume();
  },
});
host.listen({
  ping: () => host.post("pong"),
  sound: (message) => settings.set("sound", message.on),
  lang: (message) => settings.set("lang", message.lang),
});
boot();
registerServiceWorker();
