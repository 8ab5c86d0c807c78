// The start screen: plain HTML that works before Python is ready. The
// person picks a game's options while the engine loads; Start enables when
// the engine is ready; a failed load shows a message and Retry.
//
// The game is chosen first (buttons [data-choose-game] with data-game;
// remembered in settings "game" by onGame), and the screen shows what is
// marked for that game: elements whose data-game-options lists it (a
// space-separated list, e.g. "gin five_thousand" for a group both games
// use). The title (and the top bar's name) is the chosen game's name (its
// button's text); Start's words are the key its button names in
// data-start-label, else the shell's "start".
//
// It knows no game's options: each game's sections of the screen
// (`[data-game-options~=<game>]` in index.html) mark them up, and they are
// read and remembered from the markup alone, per game (settings.choice):
//   <div class="seg" data-option="target" data-number>  buttons with data-value (one data-default)
//   <div data-option="rules">  inputs with data-rule (checkbox, select; data-number for numbers)
//   <input data-option="deal">  a text option sent when filled, never remembered

export function createStartScreen(doc, { i18n, settings, game, onGame = () => {}, onStart, onRetry, onResume }) {
  const q = (sel) => doc.querySelector(sel);
  const root = doc.documentElement;
  const startBtn = q("[data-testid=start]");
  const progress = q("#load-progress");
  const status = q("#load-status");
  const errorBox = q("#load-error");
  const errorText = q("#load-error-text");
  const resumeBtn = q("#resume");
  const title = q("#start-title");
  const brand = q("#brand");   // the top bar's name of the game (a wide screen shows it)
  const gameButtons = [...doc.querySelectorAll("[data-choose-game] [data-game]")];
  /** The chosen game's sections of the screen (options, its subtitle). */
  const sections = () => [...doc.querySelectorAll("[data-game-options]")].filter(isChosen);
  const isChosen = (node) => node.dataset.gameOptions.split(/\s+/).includes(game());
  let ready = false;
  let starting = false;
  let lastProgress = { step: "", fraction: 0 };
  let failure = null;

  /** The value a choice group holds: the remembered one, else its default. */
  function chosen(group) {
    const remembered = settings.choice(game(), group.dataset.option);
    const values = [...group.querySelectorAll("[data-value]")].map((b) => b.dataset.value);
    if (remembered !== undefined && values.includes(String(remembered))) return String(remembered);
    const fallback = group.querySelector("[data-default]") || group.querySelector("[data-value]");
    return fallback ? fallback.dataset.value : null;
  }

  /** Show the chosen game's sections only, its button pressed, its name as the title. */
  function showGame() {
    for (const node of doc.querySelectorAll("[data-game-options]")) node.hidden = !isChosen(node);
    for (const btn of gameButtons) btn.setAttribute("aria-pressed", String(btn.dataset.game === game()));
    const chosen = gameButtons.find((btn) => btn.dataset.game === game());
    // Start says what it starts: Gin's words are ラウンド開始 (the rule book's), a game
    // whose button names another key (data-start-label) says that instead.
    startBtn.dataset.i18n = (chosen && chosen.dataset.startLabel) || "start";
    startBtn.textContent = i18n.t(startBtn.dataset.i18n);
    if (chosen && title) {
      title.textContent = chosen.textContent;
      if (brand) brand.textContent = chosen.textContent;
      doc.title = chosen.textContent;
    }
  }

  for (const btn of gameButtons) {
    btn.addEventListener("click", () => {
      if (starting) return;
      onGame(btn.dataset.game);
      hideErrors();
      showGame();
      markChoices();
    });
  }

  function markChoices() {
    for (const group of doc.querySelectorAll(".seg[data-option]")) {
      const value = chosen(group);
      for (const btn of group.querySelectorAll("[data-value]")) btn.setAttribute("aria-pressed", String(btn.dataset.value === value));
    }
  }

  for (const group of doc.querySelectorAll(".seg[data-option]")) {
    for (const btn of group.querySelectorAll("[data-value]")) {
      btn.addEventListener("click", () => {
        const value = "number" in group.dataset ? Number(btn.dataset.value) : btn.dataset.value;
        settings.setChoice(game(), group.dataset.option, value);
        markChoices();
      });
    }
  }

  function readRules(box) {
    const rules = {};
    for (const input of box.querySelectorAll("[data-rule]")) {
      const key = input.dataset.rule;
      if (input.type === "checkbox") rules[key] = input.checked;
      else rules[key] = "number" in input.dataset ? Number(input.value) : input.value;
    }
    return rules;
  }

  // Rule boxes: remembered with the settings, sent with the next new match.
  for (const box of doc.querySelectorAll("[data-option=rules]")) {
    const owner = box.closest("[data-game-options]").dataset.gameOptions.split(/\s+/)[0];
    const saved = settings.choice(owner, "rules") || {};
    for (const input of box.querySelectorAll("[data-rule]")) {
      const v = saved[input.dataset.rule];
      if (v !== undefined) {
        if (input.type === "checkbox") input.checked = Boolean(v);
        else input.value = String(v);
      }
      input.addEventListener("change", () => settings.setChoice(owner, "rules", readRules(box)));
    }
  }

  /** The chosen game's options, as new_match takes them. */
  function readOptions() {
    const options = {};
    for (const box of sections()) {
      for (const group of box.querySelectorAll(".seg[data-option]")) {
        const value = chosen(group);
        if (value !== null) options[group.dataset.option] = "number" in group.dataset ? Number(value) : value;
      }
      for (const rules of box.querySelectorAll("[data-option=rules]")) options.rules = readRules(rules);
      for (const input of box.querySelectorAll("input[data-option]")) {
        const text = input.value.trim();
        options[input.dataset.option] = text || null;
      }
    }
    return options;
  }

  function textInputs() {
    return sections().flatMap((box) => [...box.querySelectorAll("input[data-option]")]);
  }

  function showStatus() {
    if (failure) return;
    if (ready) {
      status.textContent = i18n.t("ready");
      progress.value = 1;
      progress.hidden = true;
      return;
    }
    const pct = Math.round(lastProgress.fraction * 100);
    progress.hidden = false;
    if (pct > 0) {
      status.textContent = i18n.t("loading", { pct });
      progress.value = lastProgress.fraction;
    } else {
      // Before the first real step: an indeterminate bar rather than a stuck 0 %.
      status.textContent = i18n.t("loadingPlain");
      progress.removeAttribute("value");
    }
  }

  function hideErrors() {
    for (const error of doc.querySelectorAll("[data-option-error]")) error.hidden = true;
  }

  startBtn.addEventListener("click", async () => {
    if (!ready || starting) return;
    hideErrors();
    starting = true;
    startBtn.disabled = true;
    const error = await onStart({ game: game(), options: readOptions() });
    starting = false;
    startBtn.disabled = !ready;
    const input = textInputs().find((i) => i.value.trim());
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
    input.addEventListener("input", hideErrors);
  }
  q("#retry").addEventListener("click", () => {
    failure = null;
    errorBox.hidden = true;
    ready = false;
    startBtn.disabled = true;
    lastProgress = { step: "", fraction: 0 };
    showStatus();
    onRetry();
  });
  resumeBtn.addEventListener("click", async () => {
    if (!ready || starting) return;
    starting = true;
    const error = await onResume();
    starting = false;
    if (error) resumeBtn.hidden = true; // a save this engine cannot read: start afresh
  });

  showGame();
  markChoices();
  showStatus();

  return {
    progress(step, fraction) {
      lastProgress = { step, fraction: Math.max(lastProgress.fraction, fraction || 0) };
      showStatus();
    },
    ready() {
      ready = true;
      failure = null;
      errorBox.hidden = true;
      startBtn.disabled = false;
      root.dataset.ready = "true";
      showStatus();
    },
    failed(err) {
      ready = false;
      root.dataset.ready = "false";
      failure = err || { code: "load_failed" };
      startBtn.disabled = true;
      progress.hidden = true;
      status.textContent = "";
      errorText.textContent = i18n.t("loadFailed", { code: failure.code || "load_failed" });
      errorBox.hidden = false;
    },
    setResumable(on) {
      resumeBtn.hidden = !on;
    },
    /** The chosen game's options as the screen holds them now (new_match's options). */
    options: readOptions,
    relabel() {
      showGame();
      markChoices();
      showStatus();
      if (failure) errorText.textContent = i18n.t("loadFailed", { code: failure.code || "load_failed" });
    },
  };
}
