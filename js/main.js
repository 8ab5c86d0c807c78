// Composition root: builds the parts every game shares, hands them to the
// session (js/shell/session.js: screens, the game's page, the match's way
// through them) and connects the page's buttons and outside events. Nothing
// global. The root element carrying data-ready / data-phase / data-to-act /
// data-screen for tests is document.documentElement (<html>).

import { askYesNo } from "./shell/confirm.js";
import { wrapTabOnPage } from "./shell/focus.js";
import { wireCopy, wireDialogs } from "./shell/help.js";
import { createHost } from "./shell/host.js";
import { createI18n, detectLang } from "./shell/i18n.js";
import { followLink } from "./shell/links.js";
import { migrateLegacy } from "./shell/migrate.js";
import { createNotice, createTabDialog } from "./shell/notice.js";
import { onPointerChange } from "./shell/pointer.js";
import { createScoreboard } from "./shell/scoreboard.js";
import { createSession } from "./shell/session.js";
import { bindSettingsPanel, createSettings } from "./shell/settings.js";
import { createSound } from "./shell/sound.js";
import { createStorage } from "./shell/storage.js";
import { registerServiceWorker } from "./shell/sw_register.js";
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
let tabs = null;   // only the tab that owns the match writes its save (tabs.js)
const session = createSession({
  doc, i18n, settings, sound, host, storage, notice, tabDialog,
  scoreboard: createScoreboard(doc),
  ownsMatch: () => tabs !== null && tabs.owner(),
});

settings.apply();
settings.onChange((key, value) => {
  if (key === "lang" && value !== i18n.lang) {
    i18n.setLang(value);
    session.relabel();
  }
});
bindSettingsPanel(doc, settings, () => i18n.lang);
for (const btn of doc.querySelectorAll("[data-open=stats]")) btn.addEventListener("click", session.showStats);
for (const btn of doc.querySelectorAll("[data-open=help]")) btn.addEventListener("click", session.showHelp);
wireDialogs(doc);
wireCopy(doc, i18n);
wrapTabOnPage(doc, () => root.dataset.screen === "table");
doc.querySelector("[data-testid=lang]").addEventListener("click", () => settings.set("lang", i18n.lang === "ja" ? "en" : "ja"));
// Leaving asks first (the match stays saved and resumable: it is not a loss).
doc.querySelector("#quit").addEventListener("click", async () => {
  const leave = await askYesNo(doc, { text: i18n.t("quitConfirm"), yes: i18n.t("quitYes"), no: i18n.t("quitNo"), testid: "quit-confirm" });
  if (!leave) return;
  doc.querySelector("#settings").close();
  session.leaveTable();
  session.offerResume();
});
// A link's query string, read once: the start screen opens as it asks, as if tapped (links.js).
followLink(doc, location.search, session.chosenGame());
session.relabel();
session.showScreen("start");
tabs = createTabs({
  onBlocked: () => tabDialog.show("tabBlocked"),
  onLost: () => {
    session.leaveTable();
    tabDialog.show("tabLost");
  },
  onOwned: () => {
    tabDialog.close();
    session.comeBack();   // this tab plays the match now: it comes back to its table
  },
});
onPointerChange(session.relabel);   // "tap" or "click" in the prompts
host.listen({
  ping: () => host.post("pong"),
  sound: (message) => settings.set("sound", message.on),
  lang: (message) => settings.set("lang", message.lang),
});
session.boot();
registerServiceWorker();
