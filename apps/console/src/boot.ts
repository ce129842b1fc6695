// The production build's start script, after the theme and the route's preloads (bundled into
// boot.js by build/route-preload.ts): sends the first screen's reads while the console's scripts
// download (lib/early-reads.ts).
import { sendEarlyReads } from "./lib/early-reads";

sendEarlyReads();
