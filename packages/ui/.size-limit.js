// The kit's size budgets, one per subpath entry, measured the way an app's bundler sees the built
// package: esbuild, minified, gzip, the entry imported alone. React and React DOM are peers and stay
// out. No budget covers `import *` of the root: no consumer loads the whole kit, and the console's
// per-route budgets (scripts/check-route-sizes.mjs) weigh what a screen really loads.
//
// esbuild's code splitting leaves a few `import "./chunk-….js"` lines that only keep evaluation order;
// with `sideEffects` limited to CSS, esbuild drops them and warns each time, so that warning is muted.
import { readFileSync } from "node:fs";

const quiet = (config) => ({ ...config, logOverride: { "ignored-bare-import": "silent" } });

/** kB (1000 bytes) of gzip per entry: a margin above what each measured, so growth is a decision. */
const LIMITS = {
  "alert-dialog": 18,
  "app-shell": 38.2,
  "auto-height-textarea": 2,
  avatar: 4.7,
  badge: 4,
  "business-hours": 43.9,
  button: 4,
  campaign: 45,
  card: 2,
  "carousel-editor": 26,
  chart: 31,
  checkbox: 9.1,
  combobox: 35.8,
  "data-table": 57.3,
  dialog: 19,
  "dropdown-menu": 38,
  "email-preview": 13.2,
  "empty-state": 2,
  field: 3.1,
  "icon-button": 4,
  input: 2,
  pagination: 6,
  "panel-stack": 21,
  "password-form": 9,
  popover: 28,
  progress: 4.3,
  "radio-group": 12.5,
  "report-filter": 53.5,
  "route-select": 42,
  select: 39,
  skeleton: 1,
  "sms-message-box": 41,
  snackbar: 8,
  spinner: 4,
  "status-badge": 5,
  switch: 6.6,
  tabs: 12,
  "text-limiter": 3,
  textarea: 2,
  "timezone-selector": 36.3,
  tooltip: 24,
  tour: 31,
  "unsaved-changes-dialog": 20,
  "upload-file-list": 9.6,
};

/** An entry without its own line gets this budget until it is measured and given one. */
const DEFAULT_LIMIT = 16;

const manifest = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const entries = Object.entries(manifest.publishConfig.exports).filter(
  ([subpath, target]) => subpath !== "." && typeof target === "object" && target.default?.endsWith(".js"),
);

export default [
  {
    name: "Button alone, from the root entry",
    path: "dist/index.js",
    import: "{ Button }",
    gzip: true,
    limit: "6 kB",
    modifyEsbuildConfig: quiet,
  },
  ...entries.map(([subpath, target]) => {
    const name = subpath.slice(2);
    return {
      name: `@sendline/ui/${name}`,
      path: target.default.replace(/^\.\//, ""),
      import: "*",
      ignore: name === "chart" ? [] : ["uplot"],
      gzip: true,
      limit: `${LIMITS[name] ?? DEFAULT_LIMIT} kB`,
      modifyEsbuildConfig: quiet,
    };
  }),
];
