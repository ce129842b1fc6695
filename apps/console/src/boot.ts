// The production build's start script, after the theme and the route's preloads (bundled into
// boot.js by build/route-preload.ts): sends the first screen's reads while the console's scripts
// download (lib/early-reads.ts). In a task of its own, so the page's parsing does not wait for them.
import { sendEarlyReads } from "./lib/early-reads";

setTimeout(() => sendEarlyReads(), 0);
