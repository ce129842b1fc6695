// Writes the README's component reference from the code: for every entry of package.json's exports, its
// import path, a minimal example (component-examples.mjs), the props of each component it exports, read
// from their types with the TypeScript compiler (the kit's own props; the HTML attributes and Radix
// props they pass through are named, not listed), and its stories. `--check` fails when the README is
// not what the code would write, so a new entry or prop cannot go undocumented.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import * as prettier from "prettier";
import ts from "typescript";
import { EXAMPLES } from "./component-examples.mjs";

const packageDir = new URL("..", import.meta.url).pathname;
const src = join(packageDir, "src");
const START = "<!-- component-reference:start -->";
const END = "<!-- component-reference:end -->";

const manifest = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8"));
const entries = Object.keys(manifest.exports)
  .filter((key) => key.startsWith("./") && !key.endsWith(".css") && key !== "./package.json")
  .map((key) => key.slice(2));

const program = ts.createProgram(
  entries.map((entry) => join(src, entry, "index.ts")),
  {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    skipLibCheck: true,
    customConditions: ["@sendline/source"],
    noEmit: true,
  },
);
const checker = program.getTypeChecker();

const cell = (text) => text.replace(/\|/g, "\\|").replace(/\s+/g, " ").trim();
const isOwn = (declaration) => declaration.getSourceFile().fileName.startsWith(src);

/** The props of a component's first parameter: the kit's own, and the names of what else it accepts. */
function componentProps(type) {
  const own = [];
  const inherited = new Set();
  for (const property of type.getProperties()) {
    const declaration = property.valueDeclaration ?? property.declarations?.[0];
    if (!declaration) continue;
    if (!isOwn(declaration)) {
      const file = declaration.getSourceFile().fileName;
      inherited.add(
        file.includes("@types/react")
          ? "HTML attributes"
          : (/node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules)/.exec(file)?.[1] ?? "other"),
      );
      continue;
    }
    const optional = (property.flags & ts.SymbolFlags.Optional) !== 0;
    const propType = checker.getTypeOfSymbolAtLocation(property, declaration);
    // The type as written (`ReactNode`, `BusinessHours`), else as the checker prints it.
    const written =
      ts.isPropertySignature(declaration) && declaration.type ? declaration.type.getText() : null;
    const tags = property.getJsDocTags(checker);
    const defaultTag = tags.find((tag) => tag.name === "default");
    own.push({
      name: property.getName() + (optional ? "?" : ""),
      type:
        written ??
        checker.typeToString(
          optional ? checker.getNonNullableType(propType) : propType,
          undefined,
          ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope,
        ),
      doc: ts.displayPartsToString(property.getDocumentationComment(checker)),
      default: defaultTag ? ts.displayPartsToString(defaultTag.text) : "",
    });
  }
  return { own, inherited: [...inherited].sort() };
}

function entryDocs(entry) {
  const file = program.getSourceFile(join(src, entry, "index.ts"));
  const moduleSymbol = checker.getSymbolAtLocation(file);
  const exports = checker.getExportsOfModule(moduleSymbol);
  const components = [];
  const others = [];
  for (const symbol of exports) {
    const name = symbol.getName();
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    if (!(target.flags & ts.SymbolFlags.Value)) {
      others.push(`\`${name}\` (type)`);
      continue;
    }
    const declaration = target.valueDeclaration ?? target.declarations?.[0];
    const type = checker.getTypeOfSymbolAtLocation(target, declaration);
    const signature = type.getCallSignatures()[0];
    const first = signature?.getParameters()[0];
    if (/^[A-Z]/.test(name) && first) {
      const propsType = checker.getTypeOfSymbolAtLocation(first, first.valueDeclaration ?? declaration);
      components.push({ name, ...componentProps(propsType) });
    } else others.push(`\`${name}\``);
  }
  const stories = readdirSync(join(src, entry))
    .filter((name) => name.endsWith(".stories.tsx"))
    .map((name) => {
      const text = readFileSync(join(src, entry, name), "utf8");
      const title = /title:\s*"([^"]+)"/.exec(text)?.[1];
      return { path: relative(packageDir, join(src, entry, name)), title };
    });
  return { components, others, stories };
}

function render() {
  const docs = entries.map((entry) => ({ entry, ...entryDocs(entry) }));
  const lines = [START, "", "| import | components | stories |", "| --- | --- | --- |"];
  for (const { entry, components, stories } of docs)
    lines.push(
      `| [\`@sendline/ui/${entry}\`](#sendlineui${entry}) | ${components.map((component) => `\`${component.name}\``).join(", ")} | ${stories.map((story) => `[${story.title ?? story.path}](${story.path})`).join(", ")} |`,
    );
  lines.push("");
  const unstoried = docs.filter((doc) => doc.stories.length === 0).map((doc) => `./${doc.entry}`);
  if (unstoried.length) throw new Error(`entries without stories: ${unstoried.join(", ")}`);
  for (const { entry, components, others, stories } of docs) {
    lines.push(`#### \`@sendline/ui/${entry}\``, "");
    const example = EXAMPLES[entry];
    if (!example) throw new Error(`component-examples.mjs has no example for ./${entry}`);
    lines.push("```tsx", example.trim(), "```", "");
    for (const component of components) {
      const passes = component.inherited.length ? `; also takes ${component.inherited.join(", ")}` : "";
      if (component.own.length === 0) {
        lines.push(`\`${component.name}\`: no props of its own${passes}.`, "");
        continue;
      }
      lines.push(
        `\`${component.name}\`${passes}:`,
        "",
        "| prop | type | default | description |",
        "| --- | --- | --- | --- |",
      );
      for (const prop of component.own)
        lines.push(
          `| \`${prop.name}\` | \`${cell(prop.type)}\` | ${cell(prop.default)} | ${cell(prop.doc)} |`,
        );
      lines.push("");
    }
    if (others.length) lines.push(`Also exports ${others.join(", ")}.`, "");
    lines.push(
      `Stories: ${stories.map((story) => `[${story.title ?? story.path}](${story.path})`).join(", ") || "none"}.`,
      "",
    );
  }
  lines.push(END);
  return lines.join("\n");
}

const readmePath = join(packageDir, "README.md");
const readme = readFileSync(readmePath, "utf8");
const start = readme.indexOf(START);
const end = readme.indexOf(END);
if (start < 0 || end < 0) throw new Error(`README.md has no ${START} … ${END} markers`);
// Formatted as the repository formats Markdown, so the check compares like with like.
const next = await prettier.format(readme.slice(0, start) + render() + readme.slice(end + END.length), {
  ...(await prettier.resolveConfig(readmePath)),
  filepath: readmePath,
});
if (process.argv.includes("--check")) {
  if (next !== readme) {
    console.error(
      "✗ packages/ui/README.md's component reference is not what the code would write: run node scripts/component-docs.mjs in packages/ui",
    );
    process.exit(1);
  }
  console.log("The ui README documents every entry as the code has it");
} else writeFileSync(readmePath, next);
