/**
 * A pass run every `intervalMs` inside the API process, for the work loops whose whole state is in
 * the database (the delivery engine, the callback dispatcher, the retention job). Passes never
 * overlap within a process: `run` during a pass answers that pass. A failed pass is logged by name
 * and the next one comes at its time; `stop` waits for the pass under way. An interval of 0 or
 * less never starts, so tests drive the passes themselves.
 */
export class Periodic<Result> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<Result> | null = null;

  constructor(
    private readonly name: string,
    private readonly intervalMs: number,
    private readonly pass: () => Promise<Result>,
  ) {}

  /** One pass now, or the one under way. */
  run(): Promise<Result> {
    this.running ??= this.pass().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  start(): void {
    if (this.intervalMs <= 0 || this.timer) return;
    const loop = async () => {
      try {
        await this.run();
      } catch (error) {
        console.error(`${this.name} failed`, error instanceof Error ? error.name : error);
      } finally {
        if (this.timer) this.timer = setTimeout(loop, this.intervalMs);
      }
    };
    this.timer = setTimeout(loop, this.intervalMs);
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }
}
