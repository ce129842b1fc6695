import { useEffect, useRef } from "react";

/** What an autosave call answers; `error` means the save failed. */
export interface AutosaveResult {
  error?: string;
  /** Error code from the server; 5101 and 5102 mean the editor's token has expired. */
  code?: number;
}

export interface AutosaveOptions {
  /** Posts the content (the host adds its name field and extras). */
  save: (html: string) => Promise<AutosaveResult | void>;
  /** @default 60000 (SPEC §9) */
  intervalMs?: number;
}

/** Error codes that ask for a token refresh (SPEC §8). */
export const TOKEN_EXPIRED_CODES = [5101, 5102] as const;

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
  const intervalMs = options?.intervalMs ?? 60_000;
  useEffect(() => {
    if (!enabled) return;
    let saved: string | null = null;
    const timer = setInterval(async () => {
      const { getHtml: read, save } = latest.current;
      const html = read();
      if (!save || html === saved) return;
      try {
        const result = await save(html);
        if (result && (TOKEN_EXPIRED_CODES as readonly number[]).includes(result.code ?? 0)) {
          latest.current.onTokenExpired?.();
        } else if (result?.error) {
          latest.current.onError?.(result.error);
        } else {
          saved = html;
        }
      } catch (error) {
        latest.current.onError?.(error instanceof Error ? error.message : String(error));
      }
    }, intervalMs);
    return () => clearInterval(timer);
  }, [enabled, intervalMs]);
}
