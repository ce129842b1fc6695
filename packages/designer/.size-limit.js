// Budgets measured the way an app's bundler sees the built package: esbuild, minified, gzip. React and
// react-dom are peers and stay out; everything else a host downloads counts, the rich-text editor and
// ProseMirror included, so the designer's budget says what adding it to a screen costs. The editor
// keeps its own budget in packages/editor. The React-free entries a server imports have theirs.
const REACT = ["react", "react-dom", "react/jsx-runtime"];
// esbuild's code splitting leaves `import "./chunk-….js"` lines that only keep evaluation order; with
// `sideEffects` false (or limited to CSS in the kit) esbuild drops them and warns each time: muted.
const withoutReact = {
  ignore: REACT,
  modifyEsbuildConfig: (config) => ({
    ...config,
    external: REACT,
    logOverride: { "ignored-bare-import": "silent" },
  }),
};

export default [
  {
    name: "@sendline/designer, everything but React",
    path: "dist/index.js",
    import: "{ EmailDesigner }",
    gzip: true,
    limit: "195 kB",
    ...withoutReact,
  },
  {
    name: "@sendline/designer/document (schema and migration)",
    path: "dist/document/index.js",
    import: "*",
    gzip: true,
    limit: "50 kB",
    ...withoutReact,
  },
  {
    name: "@sendline/designer/render (email HTML)",
    path: "dist/render/index.js",
    import: "*",
    gzip: true,
    limit: "26 kB",
    ...withoutReact,
  },
];
