// The budget counts everything a host downloads for the editor except React: ProseMirror too.
// size-limit leaves peer dependencies out of the bundle on its own, so the esbuild externals are
// set here rather than through `ignore` (which a JSON config could only add to).
const REACT = ["react", "react-dom", "react/jsx-runtime"];

export default [
  {
    name: "@sendline/editor, everything but React",
    path: "dist/index.js",
    import: "*",
    gzip: true,
    limit: "120 kB",
    ignore: REACT,
    modifyEsbuildConfig: (config) => ({ ...config, external: REACT }),
  },
];
