import { isApiEnvelope, type ApiErrors } from "./api-envelope";
import { API_MESSAGES } from "./api-messages";

/** Messages the policy recognises (SPEC §8 "HTTP and response handling"). */
export const RESPONSE_MESSAGES = {
  passwordExpired: API_MESSAGES.passwordExpired,
  authenticationFailed: API_MESSAGES.authenticationFailed,
  sessionExpired: API_MESSAGES.sessionExpired,
  validationError: API_MESSAGES.validationError,
  success: API_MESSAGES.success,
  textbackNotFound: API_MESSAGES.textbackNotFound,
  notImplemented: API_MESSAGES.notImplemented,
} as const;

/** The heading of the notice listing errors not tied to a form field. */
export const VALIDATION_NOTICE_TITLE = "Validation Error:";

/** Server field names shown on another form field (SPEC §8): the recipient pickers' errors show on total_recipients. */
export const FIELD_ALIASES: Readonly<Record<string, string>> = {
  new_contacts: "total_recipients",
  filter: "total_recipients",
};

/** The HTTP methods the API client implements. */
export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/** Delay before the password-expired screen (SPEC §8: 0.5 s). */
export const PASSWORD_EXPIRED_REDIRECT_MS = 500;

export type NoticeType = "success" | "danger" | "warning" | "info";

export type ResponseEffect =
  | { kind: "notice"; type: NoticeType; message: string; items?: string[] }
  | { kind: "redirect"; to: "password-expired"; afterMs: number }
  | { kind: "logout" }
  /** Field errors by form field name, in the server's order; the page scrolls to the topmost. */
  | { kind: "fieldErrors"; errors: Record<string, string> };

export type ResponsePolicy = {
  /** Whether the caller gets the data (`success`) or an error (`failure`). */
  outcome: "success" | "failure";
  effects: ResponseEffect[];
};

export type ResponseInput = {
  /** The HTTP status; 0 when no answer came. */
  httpStatus: number;
  statusText?: string;
  /** The parsed body, if any. */
  body?: unknown;
  /** The method the caller asked for; one the client does not implement is refused. */
  method?: string;
  /**
   * The names of the form's fields, for Validation Error: errors on these are field errors, the rest
   * are listed in a notice. Without a form every error is listed.
   */
  fields?: readonly string[];
};

/** A server field name as the form knows it (SPEC §5, §8): `name.0` is `name-0`; new_contacts and filter are total_recipients. */
export function formFieldName(serverName: string): string {
  const aliased = FIELD_ALIASES[serverName] ?? serverName;
  return aliased.replace(/\.(\d+)/g, "-$1");
}

/** Whether a message is the password already-used error, which is kept out of the notice list (SPEC §8). */
export function isPasswordAlreadyUsedMessage(message: string): boolean {
  return /already (been )?used/i.test(message);
}

function validationEffects(
  errors: ApiErrors | undefined,
  fields: readonly string[] | undefined,
): ResponseEffect[] {
  const known = new Set(fields ?? []);
  const fieldErrors: Record<string, string> = {};
  const listed: string[] = [];
  for (const [serverName, value] of Object.entries(errors ?? {})) {
    const messages = (Array.isArray(value) ? value : [value]).filter((message) => message !== "");
    const first = messages[0];
    if (first === undefined) continue;
    const name = formFieldName(serverName);
    if (known.has(name)) fieldErrors[name] ??= first;
    else listed.push(...messages.filter((message) => !isPasswordAlreadyUsedMessage(message)));
  }
  const effects: ResponseEffect[] = [];
  if (Object.keys(fieldErrors).length > 0) effects.push({ kind: "fieldErrors", errors: fieldErrors });
  if (listed.length > 0)
    effects.push({ kind: "notice", type: "danger", message: VALIDATION_NOTICE_TITLE, items: listed });
  return effects;
}

/**
 * What the console does with an answer (SPEC §8 "HTTP and response handling"), in this order:
 * 1. a method the client does not implement: a danger notice 'API Service is not yet implemented.';
 * 2. HTTP 401, 403 or 422: Password Expired goes to the password-expired screen after 0.5 s;
 *    Authentication Failed logs out; Session Expired is a danger notice; Validation Error shows
 *    field errors as below; anything else is passed on silently;
 * 3. any other HTTP status above 404: one danger notice, in the server's words when its envelope
 *    has a message (a 429 says when to try again), else the status and its text;
 * 4. an envelope with status false: Validation Error maps errors to fields (`name.0` to `name-0`,
 *    new_contacts and filter to total_recipients) and lists the rest under 'Validation Error:'
 *    (leaving out the password already-used message); 'Textback number not found.' is suppressed;
 *    any other message is a danger notice;
 * 5. an envelope with status true and a message other than Success: a success notice.
 * Every HTTP error and every status false is a failure for the caller.
 */
export function responsePolicy(input: ResponseInput): ResponsePolicy {
  const method = input.method?.toUpperCase();
  if (method !== undefined && !(HTTP_METHODS as readonly string[]).includes(method)) {
    return failure({ kind: "notice", type: "danger", message: RESPONSE_MESSAGES.notImplemented });
  }
  const envelope = isApiEnvelope(input.body) ? input.body : undefined;
  const message = envelope?.message ?? "";

  if ([401, 403, 422].includes(input.httpStatus)) {
    switch (message) {
      case RESPONSE_MESSAGES.passwordExpired:
        return failure({ kind: "redirect", to: "password-expired", afterMs: PASSWORD_EXPIRED_REDIRECT_MS });
      case RESPONSE_MESSAGES.authenticationFailed:
        return failure({ kind: "logout" });
      case RESPONSE_MESSAGES.sessionExpired:
        return failure({ kind: "notice", type: "danger", message });
      case RESPONSE_MESSAGES.validationError:
        return failure(...validationEffects(envelope?.errors, input.fields));
      default:
        return failure();
    }
  }
  if (input.httpStatus > 404) {
    return failure({
      kind: "notice",
      type: "danger",
      message: message || `${input.httpStatus} ${input.statusText ?? ""}`.trim(),
    });
  }
  if (input.httpStatus < 200 || input.httpStatus >= 300) return failure();
  if (envelope && !envelope.status) {
    if (message === RESPONSE_MESSAGES.validationError)
      return failure(...validationEffects(envelope.errors, input.fields));
    if (message === "" || message === RESPONSE_MESSAGES.textbackNotFound) return failure();
    return failure({ kind: "notice", type: "danger", message });
  }
  if (envelope && message !== "" && message !== RESPONSE_MESSAGES.success) {
    return { outcome: "success", effects: [{ kind: "notice", type: "success", message }] };
  }
  return { outcome: "success", effects: [] };
}

function failure(...effects: ResponseEffect[]): ResponsePolicy {
  return { outcome: "failure", effects };
}
