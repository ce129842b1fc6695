import type { Socket } from "node:net";
import { API_MESSAGES, failureEnvelope, httpStatusMessage } from "@sendline/core";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { FastifySerializerCompiler } from "fastify/types/schema";
import {
  ResponseSerializationError,
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
  validatorCompiler,
} from "fastify-type-provider-zod";
import type { z } from "zod";
import { HttpError, fieldName, isUniqueViolation, validationError, type FieldErrors } from "../lib/http";
import { nestsDeeperThan } from "../lib/json-depth";

/**
 * Characters PostgreSQL cannot store in a text value (NUL) and UTF-16 halves that encode to no
 * character at all. Either would fail or silently change at the database, so they are refused.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Every field of a request part holding an unstorable character, by the name the console maps. */
export function unstorableFields(value: unknown, path: PropertyKey[] = [], found: string[] = []): string[] {
  if (typeof value === "string") {
    if (UNSTORABLE.test(value)) found.push(fieldName(path));
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => unstorableFields(item, [...path, index], found));
  } else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (UNSTORABLE.test(key)) found.push(fieldName([...path, key]));
      else unstorableFields(item, [...path, key], found);
    }
  }
  return found;
}

function rejectUnstorable(request: FastifyRequest): void {
  const fields = [
    ...unstorableFields(request.params),
    ...unstorableFields(request.query),
    ...unstorableFields(request.body),
  ];
  if (fields.length === 0) return;
  const errors: FieldErrors = {};
  for (const field of fields) errors[field] = [API_MESSAGES.invalidCharacters];
  throw validationError(errors);
}

function send(reply: FastifyReply, statusCode: number, message: string, errors?: FieldErrors) {
  return reply.status(statusCode).send(failureEnvelope(message, errors));
}

/**
 * Answers are checked against the route's response schema (core's contract) but sent as the
 * handler built them: the contract's read-side transforms (flags to booleans, coercions) are for
 * the console parsing an answer, not for what goes on the wire. The check of a page of ten
 * campaigns takes about 0.5 ms, so production skips it (`CHECK_RESPONSES`): development and the
 * tests are where an answer that drifts from the contract must fail.
 */
export const contractSerializer: FastifySerializerCompiler<z.ZodType> =
  ({ schema, method, url }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(data);
  };

/** Sends an answer as the handler built it, unchecked. */
const uncheckedSerializer: FastifySerializerCompiler<z.ZodType> = () => (data) => JSON.stringify(data);

/** What the framework rejects before a route runs (a malformed address) answers the envelope too. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  return send(reply, error.statusCode ?? 400, httpStatusMessage(error.statusCode ?? 400));
}

/**
 * Errors Node's HTTP parser raises before any request exists (headers too large, malformed
 * request line): the connection gets a complete HTTP answer with the envelope, then closes.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) return void socket.destroy();
  const statusCode =
    error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
  const body = JSON.stringify(failureEnvelope(httpStatusMessage(statusCode)));
  socket.end(
    `HTTP/1.1 ${statusCode} ${statusCode === 431 ? "Request Header Fields Too Large" : statusCode === 408 ? "Request Timeout" : "Bad Request"}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Connection: close\r\n\r\n${body}`,
  );
}

/**
 * The wire protocol: routes validate and serialise through their zod schemas (core's contract), and
 * every failure, the framework's own included, answers `{status: false, message, errors?}`.
 */
export const envelopePlugin = fp<{ checkResponses: boolean }>(
  async (app, { checkResponses }) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(checkResponses ? contractSerializer : uncheckedSerializer);
    app.addHook("preValidation", async (request) => rejectUnstorable(request));

    // JSON nested deeper than any call takes is refused before the parser or a validator recurses.
    const parseJson = app.getDefaultJsonParser("error", "error");
    app.removeContentTypeParser("application/json");
    app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
      const text = body.toString();
      if (nestsDeeperThan(text)) return done(new HttpError(400, API_MESSAGES.nestedTooDeeply), undefined);
      return parseJson(request, text, done);
    });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) return reply.status(error.statusCode).send(error.body);
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors: FieldErrors = {};
        for (const issue of error.validation) {
          const path = issue.instancePath.split("/").filter(Boolean);
          (errors[fieldName(path)] ??= []).push(issue.message ?? API_MESSAGES.validationError);
        }
        return send(reply, 422, API_MESSAGES.validationError, errors);
      }
      if (error.validation) return send(reply, 422, API_MESSAGES.validationError, {});
      if (isUniqueViolation(error)) return send(reply, 409, API_MESSAGES.conflict);
      if (!isResponseSerializationError(error) && error.statusCode && error.statusCode < 500) {
        return send(reply, error.statusCode, httpStatusMessage(error.statusCode));
      }
      request.log.error({ err: error }, "request failed");
      return send(reply, 500, API_MESSAGES.internalError);
    });
  },
  { name: "envelope" },
);
