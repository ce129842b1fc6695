import { useMemo, type ReactNode } from "react";
import { createApiClient, type ApiClient } from "../lib/api-client";
import { AppContextProvider } from "../lib/app-context";
import type { ConsoleConfig } from "../lib/config";
import { handleFailure, handleSuccess } from "../lib/response-handler";

export interface AppProviderProps {
  config: ConsoleConfig;
  /** The HTTP client; by default the console's own, built from the config. Tests pass a stand-in. */
  api?: ApiClient;
  children: ReactNode;
}

/** The console's providers: its HTTP client, with the response policy's notices, over the config. */
export function AppProvider({ config, api, children }: AppProviderProps) {
  const client = useMemo(
    () => api ?? createApiClient(config, { onFailure: handleFailure, onSuccess: handleSuccess }),
    [config, api],
  );
  return (
    <AppContextProvider config={config} api={client}>
      {children}
    </AppContextProvider>
  );
}
