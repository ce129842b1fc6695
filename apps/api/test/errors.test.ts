import { describe, expect, it } from "vitest";
import { z } from "zod";
import { loadConfig } from "../src/config";
import type { Database, Db } from "../src/db/database";
import { toFieldErrors } from "../src/lib/http";
import { buildApp } from "../src/app";
import Fastify from "fastify";
import { envelopePlugin } from "../src/plugins/envelope";

describe("error envelopes", () => {
  it("names indexed fields as name.index", () => {
    const schema = z.object({ recipients: z.array(z.email("Invalid email.")), name: z.string() });
    const result = schema.safeParse({ recipients: ["a@b.test", "nope"], name: 1 });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(toFieldErrors(result.error.issues)).toEqual({
        "recipients.1": ["Invalid email."],
        name: [expect.any(String)],
      });
    }
  });

  it("refuses an answer that drifts from its response schema while answers are checked, and sends it as built when not", async () => {
    const answerOf = async (checkResponses: boolean) => {
      const app = Fastify();
      await app.register(envelopePlugin, { checkResponses });
      app.get(
        "/drifting",
        { schema: { response: { 200: z.object({ status: z.literal(true), count: z.number() }) } } },
        async () => ({ status: true, count: "three" }),
      );
      const response = await app.inject({ method: "GET", url: "/drifting" });
      await app.close();
      return { code: response.statusCode, body: response.json() as unknown };
    };
    expect(await answerOf(true)).toEqual({
      code: 500,
      body: { status: false, message: "Something went wrong on our side. Please try again." },
    });
    expect(await answerOf(false)).toEqual({ code: 200, body: { status: true, count: "three" } });
  });

  it("answers an unexpected failure with a 500 envelope and no stack trace", async () => {
    const failing: Database = {
      db: {} as Db,
      driver: "pglite",
      migrate: async () => {},
      ping: () => Promise.reject(new Error("connection refused at /var/secret/socket")),
      close: async () => {},
    };
    const app = await buildApp(
      loadConfig({ NODE_ENV: "test", CONSOLE_DIST: "/nonexistent", ENGINE_INTERVAL_MS: "0" }),
      {
        database: failing,
      },
    );
    const response = await app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      status: false,
      message: "Something went wrong on our side. Please try again.",
    });
    expect(response.body).not.toContain("secret");
    await app.close();
  });

  it("answers two saves of one unique value at once with a 409 envelope, not a 500", async () => {
    const duplicate = Object.assign(new Error("duplicate key value violates unique constraint"), {
      cause: Object.assign(new Error("users_email_unique"), { code: "23505" }),
    });
    const racing: Database = {
      db: {} as Db,
      driver: "pglite",
      migrate: async () => {},
      ping: () => Promise.reject(duplicate),
      close: async () => {},
    };
    const app = await buildApp(
      loadConfig({ NODE_ENV: "test", CONSOLE_DIST: "/nonexistent", ENGINE_INTERVAL_MS: "0" }),
      {
        database: racing,
      },
    );
    const response = await app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      status: false,
      message: "This was saved by another request at the same time. Please try again.",
    });
    await app.close();
  });
});
