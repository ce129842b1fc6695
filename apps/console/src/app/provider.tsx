import { createApiClient } from "../lib/api-client";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ApiClient } from "../lib/api-client";
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";

import type { ConsoleConfig } from "../lib/config";
import { createQueryClient } from "../lib/query-client";
import { handleFailure, handleSuccess } from "../lib/response-handler";

interface AppContextValue {
  config: ConsoleConfig;
  api: ApiClient;
}

const AppContext = createContext<AppContextValue | null>(null);

export interface AppProviderProps {
  config: ConsoleConfig;
  /** The HTTP client; by default the console's own, built from the config. Tests pass a stand-in. */
  api?: ApiClient;
  children: ReactNode;
}

export function AppProvider({ config, api, children }: AppProviderProps) {
  const [queryClient] = useState(createQueryClient);
  const value = useMemo(
    () => ({
      config,
      api: api ?? createApiClient(config, { onFailure: handleFailure, onSuccess: handleSuccess }),
    }),
    [config, api],
  );
  return (
    <AppContext value={value}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </AppContext>
  );
}

function useAppContext(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error("AppProvider is missing above this component.");
  return value;
}

export const useConfig = () => useAppContext().config;
export const useApi = () => useAppContext().api;

/** Sets the document title to `<prefix> - <screen>` (SPEC §2). */
export function usePageTitle(screen: string): void {
  const { productPrefix } = useConfig();
  useEffect(() => {
    document.title = `${productPrefix} - ${screen}`;
  }, [productPrefix, screen]);
}
