// The start screen's options, read and remembered from the markup alone
// (js/shell/start.js says how it is marked up): which sections belong to
// the chosen game, the value each choice group holds, the rule boxes, and
// the options a new match is sent. It knows no game's options.
//
// `screen` is the start screen's one state object (start.js): doc,
// settings, game() (the chosen game's id), among others.

/** Whether a section (data-game-options) belongs to the chosen game. */
export const isChosen = (screen, node) => node.dataset.gameOptions.split(/\s+/).includes(screen.game());

/** The chosen game's sections of the screen (options, its subtitle). */
export const sections = (screen) => [...screen.doc.querySelectorAll("[data-game-options]")].filter((node) => isChosen(screen, node));

/** The value a choice group holds: the remembered one, else its default. */
export function chosen(screen, group) {
  const remembered = screen.settings.choice(screen.game(), group.dataset.option);
  const values = [...group.querySelectorAll("[data-value]")].map((b) => b.dataset.value);
  if (remembered !== undefined && values.includes(String(remembered))) return String(remembered);
  const fallback = group.querySelector("[data-default]") || group.querySelector("[data-value]");
  return fallback ? fallback.dataset.value : null;
}

/** Every choice group's buttons pressed as the chosen game's values say. */
export function markChoices(screen) {
  for (const group of screen.doc.querySelectorAll(".seg[data-option]")) {
    const value = chosen(screen, group);
    for (const btn of group.querySelectorAll("[data-value]")) btn.setAttribute("aria-pressed", String(btn.dataset.value === value));
  }
}

/** A choice button pressed: its value remembered for the chosen game. */
export function wireChoiceGroups(screen) {
  for (const group of screen.doc.querySelectorAll(".seg[data-option]")) {
    for (const btn of group.querySelectorAll("[data-value]")) {
      btn.addEventListener("click", () => {
        const value = "number" in group.dataset ? Number(btn.dataset.value) : btn.dataset.value;
        screen.settings.setChoice(screen.game(), group.dataset.option, value);
        markChoices(screen);
      });
    }
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
export function wireRuleBoxes(screen) {
  const { settings } = screen;
  for (const box of screen.doc.querySelectorAll("[data-option=rules]")) {
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
}

/** The chosen game's options, as new_match takes them. */
export function readOptions(screen) {
  const options = {};
  for (const box of sections(screen)) {
    for (const group of box.querySelectorAll(".seg[data-option]")) {
      const value = chosen(screen, group);
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

/** The chosen game's free-form text options (a deal code). */
export function textInputs(screen) {
  return sections(screen).flatMap((box) => [...box.querySelectorAll("input[data-option]")]);
}
