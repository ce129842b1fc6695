import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { ApiClient } from "./api-client";
import type { ConsoleConfig } from "./config";
import { createQueryClient } from "./query-client";
import { createUploader, type Uploader } from "./upload-request";

export interface AppContextValue {
  config: ConsoleConfig;
  api: ApiClient;
  /** Sends multipart uploads with their progress. @default an XMLHttpRequest to the API endpoint */
  upload?: Uploader;
}

/** The console's runtime config and HTTP client, provided once by the app and read by every feature. */
export const AppContext = createContext<AppContextValue | null>(null);

/**
 * Provides a config, an HTTP client and a query cache (a fresh one unless given): the app's
 * provider, and tests' stand-in.
 */
export function AppContextProvider({
  config,
  api,
  upload,
  queryClient: givenQueryClient,
  children,
}: AppContextValue & { queryClient?: QueryClient; children: ReactNode }) {
  const [queryClient] = useState(() => givenQueryClient ?? createQueryClient());
  const value = useMemo(
    () => ({ config, api, upload: upload ?? createUploader(config) }),
    [config, api, upload],
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
export function useUploader(): Uploader {
  const { upload, config } = useAppContext();
  return upload ?? createUploader(config);
}

/** Sets the document title to `<prefix> - <screen>` (SPEC §2). */
export function usePageTitle(screen: string): void {
  const { productPrefix } = useConfig();
  useEffect(() => {
    document.title = `${productPrefix} - ${screen}`;
  }, [productPrefix, screen]);
}
