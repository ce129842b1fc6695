/** The theme tokens series take in turn when no colour is given. */
const CHART_TOKENS = ["--primary", "--success", "--warning", "--danger", "--info", "--gray"] as const;

type ChartTone = "primary" | "success" | "warning" | "danger" | "info" | "gray";

/** A theme token's colour as the canvas needs it, read from the element's computed style. */
function tokenColor(element: Element, token: string, fallback = "#64748b"): string {
  return getComputedStyle(element).getPropertyValue(token).trim() || fallback;
}

export { CHART_TOKENS, tokenColor, type ChartTone };
