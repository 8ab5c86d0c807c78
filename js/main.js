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
import { createStats, fillStats } from "./stats.js";
import { createEngine } from "./engine_client.js";
import { registerServiceWorker } from "./sw_register.js";

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

function relabel() {
  i18n.applyStatic(doc);
  fillHelp(doc, i18n);
  start.relabel();
  game.redraw();
}

const game = createGame({
  getEngine: () => engine,
  renderer, animator, i18n, settings, sound, host, storage, stats,
  onFatal: (err) => {
    game.leave();
    renderer.showScreen("start");
    start.failed({ code: (err && err.code) || "worker_error" });
  },
});

const start = createStartScreen(doc, {
  i18n, settings,
  onStart: (choice) => game.newMatch(choice),
  onResume: () => game.resume(storage.get("save")),
  onRetry: () => boot(engine ? engine.restart() : null),
});

function boot(next) {
  engine = next || createEngine({ onProgress: (step, fraction) => start.progress(step, fraction) });
  const mine = engine;
  mine.ready.then(() => {
    if (mine !== engine) return;
    start.ready();
    start.setResumable(Boolean(storage.get("save")));
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
  start.setResumable(Boolean(storage.get("save")));
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
boot();
registerServiceWorker();
