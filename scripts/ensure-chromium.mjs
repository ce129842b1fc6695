// Browser tests drive Debian's Chromium; this makes sure it is there before any test starts.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromiumPath as chromium } from "./chromium.mjs";

const install = "apt-get update && apt-get install -y chromium";

if (!existsSync(chromium)) {
  if (process.getuid?.() === 0) {
    console.log(`Chromium is missing at ${chromium}; installing Debian's package…`);
    execFileSync("sh", ["-c", install], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  } else {
    console.error(
      `Chromium is missing at ${chromium}. Install it, then run the tests again:\n\n  sudo sh -c '${install}'\n\n` +
        "or point CHROMIUM_PATH at an installed Chromium.",
    );
    process.exit(1);
  }
}
