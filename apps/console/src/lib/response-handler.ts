import { responsePolicy, type ResponseEffect } from "@sendline/core";
import { navigate } from "wouter/use-browser-location";
import { ApiError, type Envelope, type RequestInfo } from "./api-client";
import { notify } from "./notices";

/** Carries out what SPEC §8's response policy says the console must do after an answer. */
export function applyEffects(effects: readonly ResponseEffect[]): void {
  for (const effect of effects) {
    switch (effect.kind) {
      case "notice":
        notify(
          effect.items?.length ? [effect.message, ...effect.items].join(" ") : effect.message,
          effect.type,
        );
        break;
      case "redirect":
        setTimeout(() => navigate(`/${effect.to}`), effect.afterMs);
        break;
      case "logout":
        navigate("/logout?absolute", { replace: true });
        break;
      case "fieldErrors":
        // Applied by the form that sent the request (see `fieldErrorsOf`).
        break;
      default:
        effect satisfies never;
    }
  }
}

/** A quiet request's screen shows the outcome itself: its notices are dropped, nothing else. */
const audible = (effects: readonly ResponseEffect[], request: RequestInfo, success: boolean) =>
  request.quiet === true || (success && request.quiet === "success")
    ? effects.filter((effect) => effect.kind !== "notice")
    : effects;

export function handleFailure(error: ApiError, request: RequestInfo): void {
  const { effects } = responsePolicy({
    httpStatus: error.statusCode,
    statusText: error.statusText,
    body: error.body,
    method: request.method,
    fields: request.fields,
  });
  applyEffects(audible(effects, request, false));
}

export function handleSuccess(body: Envelope<unknown>, request: RequestInfo): void {
  applyEffects(
    audible(responsePolicy({ httpStatus: 200, body, method: request.method }).effects, request, true),
  );
}

/** The server's field errors for a form's fields, with `name.0` mapped to `name-0` (SPEC §5, §8). */
export function fieldErrorsOf(error: unknown, fields: readonly string[]): Record<string, string> {
  if (typeof error !== "object" || error === null || !("body" in error) || !("statusCode" in error))
    return {};
  const { effects } = responsePolicy({
    httpStatus: Number(error.statusCode),
    body: error.body,
    fields,
  });
  const found = effects.find((effect) => effect.kind === "fieldErrors");
  return found?.kind === "fieldErrors" ? found.errors : {};
}

/**
 * The server's words for a failure the response policy passes on silently (a 403 or 422 with a
 * message of its own, such as a short balance), for the screen that made the call to show; null
 * when the policy already showed a notice, set field errors or navigated (SPEC §8).
 */
export function silentFailureMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const { effects } = responsePolicy({ httpStatus: error.statusCode, body: error.body });
  if (effects.length > 0) return null;
  const body = error.body;
  const message =
    typeof body === "object" && body !== null && "message" in body && typeof body.message === "string"
      ? body.message
      : error.message;
  return message || null;
}
