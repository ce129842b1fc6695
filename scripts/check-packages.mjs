// Builds every library under packages/ and checks its published shape the way a consumer sees it:
// publint --strict on the package, and Are The Types Wrong on the tarball pnpm would publish.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const packages = readdirSync(join(root, "packages"));
const run = (command, args, cwd) => execFileSync(command, args, { cwd, stdio: "inherit" });

let failed = 0;
for (const name of packages) {
  const dir = join(root, "packages", name);
  const out = mkdtempSync(join(tmpdir(), `sendline-${name}-`));
  try {
    console.log(`\n▶ @sendline/${name}: build, publint --strict, attw`);
    run("pnpm", ["run", "build"], dir);
    run("pnpm", ["exec", "publint", "--strict", "--pack", "pnpm"], dir);
    run("pnpm", ["pack", "--pack-destination", out], dir);
    const tarball = readdirSync(out).find((file) => file.endsWith(".tgz"));
    run("pnpm", ["exec", "attw", join(out, tarball), "--profile", "esm-only"], dir);
  } catch {
    failed += 1;
    console.error(`✗ @sendline/${name} failed its package checks`);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
console.log(`\nPackage checks: ${packages.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
