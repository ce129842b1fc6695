import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppProvider } from "./app/provider";
import { AppRouter } from "./app/router";
import { Notices } from "./app/components/notices";
import { UnsavedChangesDialog } from "./app/components/unsaved-changes-dialog";
import { loadConfig } from "./lib/config";
import "./index.css";

const config = await loadConfig();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <AppProvider config={config}>
      <AppRouter />
      <UnsavedChangesDialog />
      <Notices />
    </AppProvider>
  </StrictMode>,
);
