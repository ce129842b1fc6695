/**
 * The words of the wire protocol, once: the server answers with them and the console recognises
 * them (SPEC §8). Closed set; add a word here before either side uses it.
 */
export const API_MESSAGES = {
  success: "Success",
  validationError: "Validation Error",
  authenticationFailed: "Authentication Failed",
  passwordExpired: "Password Expired",
  sessionExpired: "Session Expired",
  accessDenied: "Access Denied",
  notFound: "Not Found",
  accountNotFound: "Account not found",
  badRequest: "Bad Request",
  methodNotAllowed: "Method Not Allowed",
  payloadTooLarge: "Payload Too Large",
  unsupportedMediaType: "Unsupported Media Type",
  headersTooLarge: "Request Header Fields Too Large",
  tooManyRequests: "Too many requests. Please wait a moment and try again.",
  internalError: "Something went wrong on our side. Please try again.",
  /** Two requests saved the same unique value at once; the later one is refused, nothing half-saved. */
  conflict: "This was saved by another request at the same time. Please try again.",
  serviceUnavailable: "Service Unavailable",
  textbackNotFound: "Textback number not found.",
  notImplemented: "API Service is not yet implemented.",
  /** A value PostgreSQL cannot store (a NUL byte, a lone surrogate) in any field or query. */
  invalidCharacters: "Contains characters that are not allowed.",
  /** A JSON body with arrays or objects nested deeper than any call takes, refused before it is parsed. */
  nestedTooDeeply: "The request is nested too deeply.",
} as const;

export type ApiMessage = (typeof API_MESSAGES)[keyof typeof API_MESSAGES];

/** The message a framework-level HTTP failure answers with, so every error body reads in words. */
export function httpStatusMessage(statusCode: number): string {
  switch (statusCode) {
    case 400:
      return API_MESSAGES.badRequest;
    case 401:
      return API_MESSAGES.authenticationFailed;
    case 403:
      return API_MESSAGES.accessDenied;
    case 404:
      return API_MESSAGES.notFound;
    case 405:
      return API_MESSAGES.methodNotAllowed;
    case 413:
      return API_MESSAGES.payloadTooLarge;
    case 415:
      return API_MESSAGES.unsupportedMediaType;
    case 422:
      return API_MESSAGES.validationError;
    case 429:
      return API_MESSAGES.tooManyRequests;
    case 431:
      return API_MESSAGES.headersTooLarge;
    case 503:
      return API_MESSAGES.serviceUnavailable;
    default:
      return statusCode >= 500 ? API_MESSAGES.internalError : API_MESSAGES.badRequest;
  }
}
