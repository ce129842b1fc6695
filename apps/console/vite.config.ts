import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
import { sendlineSource } from "../../vite.shared";
import { routePreload } from "./build/route-preload";

/** Where `pnpm dev` sends API calls: the reference server started by `pnpm --filter @sendline/api dev`. */
const apiTarget = process.env.SENDLINE_API_URL ?? "http://127.0.0.1:3000";
const apiPaths = ["/ajax", "/api", "/public", "/admin", "/pt3", "/uploader", "/dev/outbox", "/config.json"];

export default defineConfig({
  plugins: [
    sendlineSource(),
    react(),
    tailwindcss(),
    routePreload(),
    // The API serves these twins to browsers that take them (see apps/api's static plugin).
    compression({
      algorithms: [defineAlgorithm("brotliCompress"), defineAlgorithm("gzip")],
      include: /\.(js|mjs|css|html|svg|json|txt)$/,
      exclude: [/manifest\.json$/],
      threshold: 1024,
    }),
  ],
  server: {
    port: 5173,
    proxy: {
      ...Object.fromEntries(apiPaths.map((path) => [path, { target: apiTarget, changeOrigin: true }])),
      "/socket.io": { target: apiTarget, ws: true },
    },
  },
  build: {
    sourcemap: true,
    // Read by scripts/check-route-sizes.mjs to add up what each route loads.
    manifest: true,
    rollupOptions: {
      // Chunks under 30 kB are folded into others where that runs no code early: a phone on HTTP/1.1
      // opens six connections to the server, so each further script of a first screen costs it a
      // round trip. The price is a few kB a route loads that it does not use (route sizes).
      output: { experimentalMinChunkSize: 30_000 },
      onwarn(warning, warn) {
        // zod's sources carry comments Rollup cannot place; they are dropped harmlessly.
        if (warning.code === "INVALID_ANNOTATION") return;
        warn(warning);
      },
    },
  },
});
