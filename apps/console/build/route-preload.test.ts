import type { Rollup } from "vite";
import { afterEach, describe, expect, it } from "vitest";
import { preloadScript, routeChunks } from "./route-preload";

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

const source = (path: string) => `/repo/apps/console/src/${path}`;

function chunk(fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) {
  return { type: "chunk", fileName, moduleIds, imports, isEntry } as unknown as OutputChunk;
}

/** An entry, the signed-in shell and two modules sharing the campaign module's chunk. */
const bundle = Object.fromEntries(
  [
    chunk("index.js", [source("main.tsx")], ["react.js"], true),
    chunk("react.js", [source("react.ts")]),
    chunk("signed-in.js", [source("app/routes/signed-in.tsx")], ["react.js", "query.js"]),
    chunk("query.js", [source("lib/query.ts")]),
    chunk("sms.js", [source("app/routes/modules/sms.tsx")], ["campaign-module.js", "query.js", "react.js"]),
    chunk("viber.js", [source("app/routes/modules/viber.tsx")], ["campaign-module.js"]),
    chunk("campaign-module.js", [source("app/routes/modules/campaign-module.tsx")], ["table.js"]),
    chunk("table.js", [source("ui/table.tsx")]),
    chunk("dashboard.js", [source("features/campaigns/components/campaign-dashboard.tsx")], ["table.js"]),
    chunk("login.js", [source("app/routes/login.tsx")], ["react.js"]),
  ].map((output) => [output.fileName, output]),
) as OutputBundle;

afterEach(() => {
  document.head.innerHTML = "";
  history.replaceState(null, "", "/");
});

describe("routeChunks", () => {
  it("lists the shell's chunks and each module's beyond them, leaving out what the entry loads", () => {
    expect(routeChunks(bundle)).toEqual({
      shell: ["signed-in.js", "query.js"],
      modules: {
        sms: ["sms.js", "campaign-module.js", "table.js"],
        viber: ["viber.js", "campaign-module.js", "table.js"],
      },
      screens: [{ path: "^/[a-z]+-campaign/\\d+/dashboard$", files: ["dashboard.js", "table.js"] }],
    });
  });
});

describe("the start script's preloads", () => {
  const preloaded = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute("href"),
    );
  const run = (path: string) => {
    history.replaceState(null, "", path);
    new Function(preloadScript("/", routeChunks(bundle)))();
  };

  it("asks for the shell's and the module's chunks of a campaign address", () => {
    run("/sms-campaign/42");
    expect(preloaded()).toEqual([
      "/signed-in.js",
      "/query.js",
      "/sms.js",
      "/campaign-module.js",
      "/table.js",
    ]);
  });

  it("asks for a campaign dashboard's chunk too at a dashboard's address", () => {
    run("/viber-campaign/42/dashboard");
    expect(preloaded()).toEqual([
      "/signed-in.js",
      "/query.js",
      "/viber.js",
      "/campaign-module.js",
      "/table.js",
      "/dashboard.js",
    ]);
  });

  it("asks for nothing on a public screen or an unknown address", () => {
    run("/login");
    run("/no-such-module");
    expect(preloaded()).toEqual([]);
  });
});
