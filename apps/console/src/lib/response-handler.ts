import { responsePolicy, type ResponseEffect } from "@sendline/core";
import { navigate } from "wouter/use-browser-location";
import type { ApiError, Envelope, RequestInfo } from "./api-client";
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

export function handleFailure(error: ApiError, request: RequestInfo): void {
  applyEffects(
    responsePolicy({
      httpStatus: error.statusCode,
      statusText: error.statusText,
      body: error.body,
      method: request.method,
      fields: request.fields,
    }).effects,
  );
}

export function handleSuccess(body: Envelope<unknown>, request: RequestInfo): void {
  applyEffects(responsePolicy({ httpStatus: 200, body, method: request.method }).effects);
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
