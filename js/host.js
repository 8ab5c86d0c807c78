// Events for a host page when the game runs inside an iframe:
// {source: "gin-rummy", type: "ready"|"round_over"|"match_over", scores: [you, cpu], ...}
// Sent with targetOrigin "*": they carry only public scores, never cards.

import { isFramed } from "./settings.js";

export function createHost() {
  const framed = isFramed();
  return {
    framed,
    post(type, details = {}) {
      if (!framed) return;
      try {
        window.parent.postMessage({ source: "gin-rummy", type, ...details }, "*");
      } catch {
        // A parent that went away is not our problem.
      }
    },
  };
}
