import fp from "fastify-plugin";
import { MINUTE_MS } from "../lib/time";

/**
 * The server's notion of now: a base clock plus an offset. Demo mode lets end-to-end tests move the
 * offset forward through `POST /dev/clock`, so expiry windows pass without waiting.
 */
export class ServerClock {
  private offsetMs = 0;

  constructor(private readonly base: () => Date = () => new Date()) {}

  now = (): Date => new Date(this.base().getTime() + this.offsetMs);

  get offsetMinutes(): number {
    return this.offsetMs / MINUTE_MS;
  }

  advanceMinutes(minutes: number): void {
    this.offsetMs += minutes * MINUTE_MS;
  }

  reset(): void {
    this.offsetMs = 0;
  }
}

declare module "fastify" {
  interface FastifyInstance {
    clock: ServerClock;
  }
}

/** The server's clock: the system time, or the one tests inject, plus the demo offset (`/dev/clock`). */
export const clockPlugin = fp<{ now?: () => Date }>(
  async (app, { now }) => {
    app.decorate("clock", new ServerClock(now));
  },
  { name: "clock" },
);
