import { execFileSync } from "node:child_process";
import { PACKAGE_DIR } from "../src/config";

/**
 * Builds the programs the tests start as processes of their own (`dist/`, tsup.config.ts). The test
 * command builds them once before its steps and says so with `SENDLINE_API_BUILT=1`: its lanes run
 * at the same time and must not rebuild the folder under each other's running processes.
 */
export function buildPrograms(): void {
  if (process.env.SENDLINE_API_BUILT === "1") return;
  execFileSync("pnpm", ["exec", "tsup", "--silent"], { cwd: PACKAGE_DIR, stdio: "inherit" });
}
