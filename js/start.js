// The start screen: plain HTML that works before Python is ready. The
// person picks target and level while the engine loads; Start enables when
// the engine is ready; a failed load shows a message and Retry.

export function createStartScreen(doc, { i18n, settings, onStart, onRetry, onResume }) {
  const q = (sel) => doc.querySelector(sel);
  const root = doc.documentElement;
  const startBtn = q("[data-testid=start]");
  const progress = q("#load-progress");
  const status = q("#load-status");
  const errorBox = q("#load-error");
  const errorText = q("#load-error-text");
  const codeInput = q("#deal-code");
  const codeError = q("#deal-code-error");
  const resumeBtn = q("#resume");
  let ready = false;
  let starting = false;
  let lastProgress = { step: "", fraction: 0 };
  let failure = null;

  function markChoices() {
    for (const btn of doc.querySelectorAll("[data-target]")) btn.setAttribute("aria-pressed", String(Number(btn.dataset.target) === settings.get("target")));
    for (const btn of doc.querySelectorAll("[data-level]")) btn.setAttribute("aria-pressed", String(btn.dataset.level === settings.get("level")));
  }

  for (const btn of doc.querySelectorAll("[data-target]")) {
    btn.addEventListener("click", () => {
      settings.set("target", Number(btn.dataset.target));
      markChoices();
    });
  }
  for (const btn of doc.querySelectorAll("[data-level]")) {
    btn.addEventListener("click", () => {
      settings.set("level", btn.dataset.level);
      markChoices();
    });
  }

  // House rules: remembered with the settings, sent with the next new match.
  const ruleInputs = [...doc.querySelectorAll("[data-rule]")];
  function readRules() {
    const rules = {};
    for (const input of ruleInputs) {
      const key = input.dataset.rule;
      if (input.type === "checkbox") rules[key] = input.checked;
      else rules[key] = input.dataset.number ? Number(input.value) : input.value;
    }
    return rules;
  }
  const savedRules = settings.get("rules") || {};
  for (const input of ruleInputs) {
    const v = savedRules[input.dataset.rule];
    if (v === undefined) continue;
    if (input.type === "checkbox") input.checked = Boolean(v);
    else input.value = String(v);
  }
  for (const input of ruleInputs) input.addEventListener("change", () => settings.set("rules", readRules()));

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

  startBtn.addEventListener("click", async () => {
    if (!ready || starting) return;
    const code = codeInput.value.trim();
    codeError.hidden = true;
    starting = true;
    startBtn.disabled = true;
    const error = await onStart({ target: settings.get("target"), level: settings.get("level"), deal: code || null, rules: readRules() });
    starting = false;
    startBtn.disabled = !ready;
    if (error) {
      codeError.textContent = `${i18n.t("dealCodeBad")}`;
      codeError.hidden = false;
      codeInput.focus();
    }
  });
  codeInput.addEventListener("keydown", (event) => {
    if (event.key === "Enter") startBtn.click();
  });
  codeInput.addEventListener("input", () => {
    codeError.hidden = true;
  });
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
    relabel() {
      markChoices();
      showStatus();
      if (failure) errorText.textContent = i18n.t("loadFailed", { code: failure.code || "load_failed" });
    },
  };
}
