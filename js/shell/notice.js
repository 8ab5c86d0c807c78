// What the page tells the player when something outside the game went wrong:
// a one-line notice on the start screen (a save set aside, the engine
// stopped), and a dialog when the match belongs to another tab. Both are
// built here from i18n keys (so a language switch relabels them) and only
// ever set textContent.

export function createNotice(doc, i18n) {
  const box = doc.createElement("div");
  box.className = "notice";
  box.dataset.testid = "notice";
  box.setAttribute("role", "alert");
  box.hidden = true;
  const text = doc.createElement("p");
  const button = doc.createElement("button");
  button.type = "button";
  button.className = "secondary";
  button.hidden = true;
  box.append(text, button);
  const anchor = doc.querySelector("#start-screen .start-actions");
  anchor.parentNode.insertBefore(box, anchor);
  let shown = null;   // {key, vars, action}

  function paint() {
    if (!shown) return;
    text.textContent = i18n.t(shown.key, shown.vars);
    button.hidden = !shown.action;
    if (shown.action) button.textContent = i18n.t(shown.action.label);
  }
  button.addEventListener("click", () => shown && shown.action && shown.action.run());

  return {
    /** Show one line (an i18n key); `action` = {label: i18n key, run}. */
    show(key, vars = {}, action = null) {
      shown = { key, vars, action };
      box.hidden = false;
      box.dataset.key = key;
      paint();
    },
    clear() {
      shown = null;
      box.hidden = true;
      box.dataset.key = "";
    },
    relabel: paint,
  };
}

/** The modal shown while another tab owns the match; "Play here" calls onPlayHere. */
export function createTabDialog(doc, i18n, onPlayHere) {
  const dialog = doc.createElement("dialog");
  dialog.dataset.testid = "tab-notice";
  dialog.setAttribute("aria-labelledby", "tab-notice-text");
  const inner = doc.createElement("div");
  inner.className = "dialog-inner";
  const text = doc.createElement("p");
  text.id = "tab-notice-text";
  const actions = doc.createElement("div");
  actions.className = "dialog-actions";
  const button = doc.createElement("button");
  button.type = "button";
  button.className = "primary";
  button.dataset.testid = "play-here";
  actions.append(button);
  inner.append(text, actions);
  dialog.append(inner);
  doc.body.append(dialog);
  dialog.addEventListener("cancel", (event) => event.preventDefault());   // Esc does not dismiss it
  button.addEventListener("click", () => onPlayHere());
  let key = null;

  function paint() {
    if (!key) return;
    text.textContent = i18n.t(key);
    button.textContent = i18n.t("playHere");
  }

  return {
    show(next) {
      key = next;
      dialog.dataset.key = next;
      paint();
      for (const other of doc.querySelectorAll("dialog[open]")) if (other !== dialog) other.close();
      if (!dialog.open) dialog.showModal();
    },
    close() {
      key = null;
      if (dialog.open) dialog.close();
    },
    relabel: paint,
  };
}
