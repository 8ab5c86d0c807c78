// The start screen: plain HTML that works before Python is ready. The
// person picks a game's options while the engine loads; Start enables when
// the engine is ready; a failed load shows a message and Retry.
//
// The game is chosen first (buttons [data-choose-game] with data-game;
// remembered in settings "game" by onGame), and the screen shows what is
// marked for that game: elements whose data-game-options lists it (a
// space-separated list, e.g. "gin five_thousand" for a group both games
// use). The title (and the top bar's name at the table) is the chosen game's
// name (its button's text), and the tab's title that name and the app's
// (strings "pageTitle", "appName"); Start's words are the key its button names in
// data-start-label, else the shell's "start".
//
// It knows no game's options: each game's sections of the screen
// (`[data-game-options~=<game>]` in index.html) mark them up, and they are
// read and remembered from the markup alone, per game (settings.choice):
//   <div class="seg" data-option="target" data-number>  buttons with data-value (one data-default)
//   <div data-option="rules">  inputs with data-rule (checkbox, select; data-number for numbers)
//   <input data-option="deal">  a text option sent when filled, never remembered
// Who plays (each seat a CPU or a named person: `people` and `names`) is the seat
// list's (start_seats.js); a name that breaks the rule keeps Start disabled.

// The screen's state is one object (`screen`, made by createStartScreen);
// reading the options from the markup is start_options.js's.

import { isChosen, markChoices, readOptions, textInputs, wireChoiceGroups, wireRuleBoxes } from "./start_options.js";
import { createSeatList } from "./start_seats.js";

export function createStartScreen(doc, { i18n, settings, game, onGame = () => {}, onStart, onRetry, onResume,
  onBadSetting = () => {} }) {
  const q = (sel) => doc.querySelector(sel);
  const screen = {
    doc, i18n, settings, game,
    root: doc.documentElement,
    startBtn: q("[data-testid=start]"),
    progress: q("#load-progress"),
    status: q("#load-status"),
    errorBox: q("#load-error"),
    errorText: q("#load-error-text"),
    resumeBtn: q("#resume"),
    title: q("#start-title"),
    brand: q("#brand-game"),   // the top bar's name of the game (at the table of a wide screen)
    gameButtons: [...doc.querySelectorAll("[data-choose-game] [data-game]")],
    ready: false,
    starting: false,
    lastProgress: { step: "", fraction: 0 },
    failure: null,
  };

  // Who plays (start_seats.js): a refused name keeps Start disabled.
  screen.seats = createSeatList(screen, { onChange: () => enableStart(screen), onBadSetting });
  wireGameButtons(screen, onGame);
  wireChoiceGroups(screen);
  // A choice pressed (after its own group took it): the player count sets the seats.
  doc.querySelector("#start-screen").addEventListener("click", (event) => {
    if (event.target.closest(".seg[data-option] [data-value]")) screen.seats.render();
  });
  wireRuleBoxes(screen);
  wireStart(screen, onStart);
  wireRetryResume(screen, onRetry, onResume);

  showGame(screen);
  markChoices(screen);
  screen.seats.render();
  showStatus(screen);

  return {
    progress(step, fraction) {
      screen.lastProgress = { step, fraction: Math.max(screen.lastProgress.fraction, fraction || 0) };
      showStatus(screen);
    },
    ready: () => markReady(screen),
    failed: (err) => markFailed(screen, err),
    setResumable(on) {
      screen.resumeBtn.hidden = !on;
    },
    /** Resume as the Resume button does (a reload brings the match straight back). */
    resume: () => resumeNow(screen, onResume),
    /** The chosen game's options as the screen holds them now (new_match's options). */
    options: () => allOptions(screen),
    relabel() {
      showGame(screen);
      markChoices(screen);
      screen.seats.relabel();
      showStatus(screen);
      if (screen.failure) screen.errorText.textContent = i18n.t("loadFailed", { code: screen.failure.code || "load_failed" });
    },
  };
}

/** Show the chosen game's sections only, its button pressed, its name as the title. */
function showGame(screen) {
  const { doc, startBtn, gameButtons, title, brand } = screen;
  for (const node of doc.querySelectorAll("[data-game-options]")) node.hidden = !isChosen(screen, node);
  for (const btn of gameButtons) btn.setAttribute("aria-pressed", String(btn.dataset.game === screen.game()));
  const chosen = gameButtons.find((btn) => btn.dataset.game === screen.game());
  // Start says what it starts: Gin's words are ラウンド開始 (docs/rules-gin.md's), a game
  // whose button names another key (data-start-label) says that instead.
  startBtn.dataset.i18n = (chosen && chosen.dataset.startLabel) || "start";
  startBtn.textContent = screen.i18n.t(startBtn.dataset.i18n);
  if (chosen && title) {
    title.textContent = chosen.textContent;
    if (brand) brand.textContent = chosen.textContent;
    doc.title = screen.i18n.t("pageTitle", { game: chosen.textContent, app: screen.i18n.t("appName") });
  }
}

function showStatus(screen) {
  const { status, progress, i18n } = screen;
  if (screen.failure) return;
  if (screen.ready) {
    status.textContent = i18n.t("ready");
    progress.value = 1;
    progress.hidden = true;
    return;
  }
  const pct = Math.round(screen.lastProgress.fraction * 100);
  progress.hidden = false;
  if (pct > 0) {
    status.textContent = i18n.t("loading", { pct });
    progress.value = screen.lastProgress.fraction;
  } else {
    // Before the first real step: an indeterminate bar rather than a stuck 0 %.
    status.textContent = i18n.t("loadingPlain");
    progress.removeAttribute("value");
  }
}

/** The chosen game's options with who plays (`people`, `names`), as new_match takes them. */
const allOptions = (screen) => ({ ...readOptions(screen), ...screen.seats.options() });

/** Start is enabled once the engine is ready, while nothing starts, and every name obeys the rule. */
function enableStart(screen) {
  screen.startBtn.disabled = !screen.ready || screen.starting || !screen.seats.valid();
}

function hideErrors(screen) {
  for (const error of screen.doc.querySelectorAll("[data-option-error]")) error.hidden = true;
}

function wireGameButtons(screen, onGame) {
  for (const btn of screen.gameButtons) {
    btn.addEventListener("click", () => {
      if (screen.starting) return;
      onGame(btn.dataset.game);
      hideErrors(screen);
      showGame(screen);
      markChoices(screen);
      screen.seats.render();
    });
  }
}

/** Start (and Enter in a text option): the chosen game's options to onStart; a refused deal code said. */
function wireStart(screen, onStart) {
  const { doc, startBtn, i18n } = screen;
  startBtn.addEventListener("click", async () => {
    if (!screen.ready || screen.starting) return;
    if (!screen.seats.valid()) {
      screen.seats.firstBad().focus();
      return;
    }
    hideErrors(screen);
    screen.starting = true;
    startBtn.disabled = true;
    const error = await onStart({ game: screen.game(), options: allOptions(screen) });
    screen.starting = false;
    enableStart(screen);
    const input = textInputs(screen).find((i) => i.value.trim());
    if (error && input) {
      // The engine refused the options: the typed code is the one free-form field.
      const box = doc.querySelector(`[data-option-error="${input.dataset.option}"]`);
      if (box) {
        box.textContent = i18n.t(box.dataset.i18nError);
        box.hidden = false;
      }
      input.focus();
    }
  });
  for (const input of doc.querySelectorAll("input[data-option]")) {
    input.addEventListener("keydown", (event) => {
      if (event.key === "Enter") startBtn.click();
    });
    input.addEventListener("input", () => hideErrors(screen));
  }
  // Enter in a name field starts too (the list's rows are made again: listen on the list).
  doc.querySelector("[data-seats]").addEventListener("keydown", (event) => {
    if (event.key === "Enter" && event.target.matches("input")) startBtn.click();
  });
}

function wireRetryResume(screen, onRetry, onResume) {
  screen.doc.querySelector("#retry").addEventListener("click", () => {
    screen.failure = null;
    screen.errorBox.hidden = true;
    screen.ready = false;
    screen.startBtn.disabled = true;
    screen.lastProgress = { step: "", fraction: 0 };
    showStatus(screen);
    onRetry();
  });
  screen.resumeBtn.addEventListener("click", () => resumeNow(screen, onResume));
}

/** Resume the saved match (the button, or the session bringing a match straight back). */
async function resumeNow(screen, onResume) {
  if (!screen.ready || screen.starting) return;
  screen.starting = true;
  const error = await onResume();
  screen.starting = false;
  enableStart(screen);
  if (error) screen.resumeBtn.hidden = true; // a save this engine cannot read: start afresh
}

function markReady(screen) {
  screen.ready = true;
  screen.failure = null;
  screen.errorBox.hidden = true;
  screen.root.dataset.ready = "true";
  enableStart(screen);
  showStatus(screen);
}

function markFailed(screen, err) {
  screen.ready = false;
  screen.root.dataset.ready = "false";
  screen.failure = err || { code: "load_failed" };
  screen.startBtn.disabled = true;
  screen.progress.hidden = true;
  screen.status.textContent = "";
  screen.errorText.textContent = screen.i18n.t("loadFailed", { code: screen.failure.code || "load_failed" });
  screen.errorBox.hidden = false;
}
