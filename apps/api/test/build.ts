import { execFileSync } from "node:child_process";
import { resolve } from "node:path";

/**
 * Builds the programs the tests start as processes of their own (`dist/`, tsup.config.ts): the API
 * projects' and the end-to-end tests' global setups call it. The test command builds them once before
 * its steps and says so with `SENDLINE_API_BUILT=1`, so that a run builds them once.
 */
export function buildPrograms(): void {
  if (process.env.SENDLINE_API_BUILT === "1") return;
  execFileSync("pnpm", ["exec", "tsup", "--silent"], {
    cwd: resolve(import.meta.dirname, ".."),
    stdio: "inherit",
  });
}
