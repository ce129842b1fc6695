// The kit's size budgets, measured the way an app's bundler sees the built package: esbuild, minified,
// gzip. React and React DOM are peers and stay out; uPlot stays out of the whole-kit figure.
//
// esbuild's code splitting leaves a few `import "./chunk-….js"` lines that only keep evaluation order;
// with `sideEffects` limited to CSS, esbuild drops them and warns each time, so that warning is muted.
const quiet = (config) => ({ ...config, logOverride: { "ignored-bare-import": "silent" } });

export default [
  {
    name: "Button alone, beyond React",
    path: "dist/index.js",
    import: "{ Button }",
    gzip: true,
    limit: "6 kB",
    modifyEsbuildConfig: quiet,
  },
  {
    name: "the whole kit, beyond React, React DOM and uPlot",
    path: "dist/index.js",
    import: "*",
    ignore: ["uplot"],
    gzip: true,
    limit: "90 kB",
    modifyEsbuildConfig: quiet,
  },
];
