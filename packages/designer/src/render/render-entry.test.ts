// @vitest-environment node
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

const packageDir = new URL("../..", import.meta.url).pathname;

/** The bytes each package puts into an app bundling `source` the way a consumer's bundler would. */
async function bundledPackages(source: string): Promise<Map<string, number>> {
  const result = await build({
    stdin: { contents: source, resolveDir: packageDir, loader: "ts" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    write: false,
    metafile: true,
    conditions: ["@sendline/source"],
    external: ["react", "react-dom", "prosemirror-*"],
    logLevel: "silent",
  });
  const bytes = new Map<string, number>();
  for (const output of Object.values(result.metafile.outputs))
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const name = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules)/.exec(input)?.[1] ?? "(own)";
      bytes.set(name, (bytes.get(name) ?? 0) + bytesInOutput);
    }
  return bytes;
}

describe("the render entry", () => {
  it("brings no validator to an app that upgrades and renders its saved designs", async () => {
    const bytes = await bundledPackages(
      `export { renderEmailHtml, upgradeDocument } from "@sendline/designer/render";`,
    );
    expect(bytes.get("(own)")).toBeGreaterThan(0);
    expect(bytes.get("zod") ?? 0).toBe(0);
  });

  it("leaves the validator to migrateDocument, for designs that must be checked", async () => {
    const bytes = await bundledPackages(`export { migrateDocument } from "@sendline/designer/document";`);
    expect(bytes.get("zod")).toBeGreaterThan(10_000);
  });
});
