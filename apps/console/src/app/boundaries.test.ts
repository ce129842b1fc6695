// @vitest-environment node
import { resolve } from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../../../..");
const eslint = new ESLint({ cwd: root });

/** Lints a file that is not on disk, as if it were at `path` in the console. */
async function lint(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, "apps/console/src", path) });
  return (result?.messages ?? []).map((message) => message.ruleId);
}

describe("the console's boundaries, as lint enforces them", () => {
  it("refuses a feature importing another feature or app/", async () => {
    const rules = await lint(
      "features/auth/api/probe.ts",
      [
        'import { useAccess } from "../../access/hooks/use-access";',
        'import { AppProvider } from "../../../app/provider";',
        "export const probe = [useAccess, AppProvider];",
      ].join("\n"),
    );
    expect(rules.filter((rule) => rule === "import-x/no-restricted-paths")).toHaveLength(2);
  });

  it("refuses lib/ importing a feature", async () => {
    const rules = await lint(
      "lib/probe.ts",
      'import { useAccess } from "../features/access/hooks/use-access";\nexport const probe = useAccess;',
    );
    expect(rules).toContain("import-x/no-restricted-paths");
  });

  it("lets a feature use lib/ and its own files, and app/routes compose features", async () => {
    expect(
      await lint(
        "features/auth/api/probe.ts",
        'import { useApi } from "../../../lib/app-context";\nimport { loginFormSchema } from "./verify-login";\nexport const probe = [useApi, loginFormSchema];',
      ),
    ).toEqual([]);
    expect(
      await lint(
        "app/routes/probe.tsx",
        'import { LoginFormCard } from "../../features/auth/components/login-form";\nexport const probe = LoginFormCard;',
      ),
    ).toEqual([]);
  });
}, 60_000);
