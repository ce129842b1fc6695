import { useEffect, useRef } from "react";
import { autosaveBody, type EditorAutosaveRequest, fetchJson, readAutosaveAnswer } from "./editor-calls";

/** What an autosave answers; `error` means the save failed. */
export interface AutosaveResult {
  error?: string;
  /** Error code from the server; 5101 and 5102 mean the editor's token has expired. */
  code?: number;
}

export interface AutosaveOptions {
  /**
   * Saves the content: a function of the host given the HTML, or an address the editor posts
   * `name`, the content under that name and the extra `fields` to (SPEC §3, §7).
   */
  save: ((html: string) => Promise<AutosaveResult | void>) | EditorAutosaveRequest;
  /** @default 60000 (SPEC §9) */
  intervalMs?: number;
}

/** Autosave interval when none is given, in ms (SPEC §9). */
export const AUTOSAVE_INTERVAL_MS = 60_000;

/** Saves `getHtml()` every interval while it changed, reporting errors and expired tokens. */
export function useAutosave(
  options: AutosaveOptions | undefined,
  getHtml: () => string,
  onError: ((error: string) => void) | undefined,
  onTokenExpired: (() => void) | undefined,
) {
  const latest = useRef({ getHtml, onError, onTokenExpired, save: options?.save });
  useEffect(() => {
    latest.current = { getHtml, onError, onTokenExpired, save: options?.save };
  });
  const enabled = options !== undefined;
  const intervalMs = options?.intervalMs ?? AUTOSAVE_INTERVAL_MS;
  useEffect(() => {
    if (!enabled) return;
    let saved: string | null = null;
    let saving = false;
    const timer = setInterval(async () => {
      const { getHtml: read, save } = latest.current;
      const html = read();
      if (!save || saving || html === saved) return;
      saving = true;
      try {
        const answer =
          typeof save === "function"
            ? await save(html)
            : await fetchJson(save, { method: "POST", body: autosaveBody(save, html) });
        const outcome = readAutosaveAnswer(answer);
        if (outcome.status === "saved") saved = html;
        // An expired token is refreshed and the next round saves again; it is not the user's error.
        else if (outcome.tokenExpired) latest.current.onTokenExpired?.();
        else latest.current.onError?.(outcome.error);
      } catch (error) {
        latest.current.onError?.(error instanceof Error ? error.message : String(error));
      } finally {
        saving = false;
      }
    }, intervalMs);
    return () => clearInterval(timer);
  }, [enabled, intervalMs]);
}
