import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { config as configureZod } from "zod/mini";
import { en } from "zod/locales";
import { AppProvider, createConsoleApi } from "./app/provider";
import { AppRouter, preloadSignedIn } from "./app/router";
import { Notices } from "./app/components/notices";
import { UnsavedChangesDialog } from "./app/components/unsaved-changes-dialog";
import { loadConfig } from "./lib/config";
import { recordFirstReads, saveFirstReads } from "./lib/early-reads";
import { createQueryClient } from "./lib/query-client";
import "./index.css";

// zod/mini leaves its built-in messages out; the console's checks without a message of their own
// read the same English texts as the server's.
configureZod(en());

// A signed-in address's chunks load while the config is read; then its first screen's chunks and
// data are read before React renders anything, so the screen paints once, complete. A slow network
// shows the loading states after FIRST_SCREEN_WAIT_MS instead of a blank page.
const FIRST_SCREEN_WAIT_MS = 2500;
recordFirstReads();
const shell = preloadSignedIn(location.pathname);
const config = await loadConfig();
const api = createConsoleApi(config);
const queryClient = createQueryClient();
await Promise.race([
  shell.then((chunk) => chunk?.prepareFirstScreen(api, queryClient, location)).catch(() => undefined),
  new Promise((done) => setTimeout(done, FIRST_SCREEN_WAIT_MS)),
]);
// The reads just made are this address's first reads: the start script sends them ahead next time.
saveFirstReads();

const root = createRoot(document.getElementById("root")!);
// The first render as a transition: React renders it in slices of a few milliseconds, yielding
// between them, instead of one long task that holds the main thread (and a phone's input) until
// the whole first screen is built.
startTransition(() =>
  root.render(
    <StrictMode>
      <AppProvider config={config} api={api} queryClient={queryClient}>
        <AppRouter />
        <UnsavedChangesDialog />
        <Notices />
      </AppProvider>
    </StrictMode>,
  ),
);
