import type { QueryClient } from "@tanstack/react-query";
import { useMemo, type ReactNode } from "react";
import { createApiClient, type ApiClient } from "../lib/api-client";
import { AppContextProvider } from "../lib/app-context";
import type { ConsoleConfig } from "../lib/config";
import { handleFailure, handleSuccess } from "../lib/response-handler";

export interface AppProviderProps {
  config: ConsoleConfig;
  /** The HTTP client; by default the console's own, built from the config. Tests pass a stand-in. */
  api?: ApiClient;
  /** The query cache; by default a fresh one. The start passes the one its first reads went into. */
  queryClient?: QueryClient;
  children: ReactNode;
}

/** The console's own HTTP client: the config's API, with the response policy's notices. */
export function createConsoleApi(config: ConsoleConfig): ApiClient {
  return createApiClient(config, { onFailure: handleFailure, onSuccess: handleSuccess });
}

/** The console's providers: its HTTP client, with the response policy's notices, over the config. */
export function AppProvider({ config, api, queryClient, children }: AppProviderProps) {
  const client = useMemo(() => api ?? createConsoleApi(config), [config, api]);
  return (
    <AppContextProvider config={config} api={client} queryClient={queryClient}>
      {children}
    </AppContextProvider>
  );
}
