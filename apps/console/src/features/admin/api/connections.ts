import {
  connectionStateSchema,
  routeConnectionSchema,
  viberConnectionSchema,
  type ConnectionState,
  type RouteConnection,
  type RouteConnectionInput,
  type ViberConnectionAnswer,
  type ViberConnectionInput,
} from "@sendline/core/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod/mini";
import { ApiError, successOf } from "../../../lib/api-client";
import { useApi } from "../../../lib/app-context";
import { useRealtimeEvents } from "../../../lib/realtime";
import { adminKeys } from "./admin-keys";

export type { ConnectionState, RouteConnection, ViberConnectionAnswer };

const connectionSchema = successOf(routeConnectionSchema);

/** The type of a connection's state push to staff. */
export const CONNECTION_EVENT_TYPE = "route_connection";

const statePushSchema = z.extend(connectionStateSchema, { id: z.number() });

/** How often a connection still connecting is read again, in ms. */
const CONNECTING_REREAD_MS = 2_000;

/**
 * `GET /admin/data/routes/{id}/connection`: the route's SMPP connection without its password, with
 * its live state; null when the route has none yet (the server answers 404). While it is connecting
 * it is read again every two seconds: the push of its bind can land while a read made before the
 * bind is on its way, and that read's answer would otherwise leave it "Connecting" until the next
 * push.
 */
export function useRouteConnection(routeId: number) {
  const api = useApi();
  return useQuery({
    queryKey: adminKeys.routeConnection(routeId),
    refetchInterval: (query) =>
      query.state.data?.state.status === "connecting" ? CONNECTING_REREAD_MS : false,
    queryFn: async (): Promise<RouteConnection | null> => {
      try {
        return connectionSchema.parse(await api(`/admin/data/routes/${routeId}/connection`, { quiet: true }))
          .data;
      } catch (error) {
        if (error instanceof ApiError && error.statusCode === 404) return null;
        throw error;
      }
    },
  });
}

/** `PUT /admin/data/routes/{id}/connection`; the answer replaces the cached connection, then it is read again. */
export function useSaveRouteConnection(routeId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RouteConnectionInput) =>
      connectionSchema.parse(
        await api(`/admin/data/routes/${routeId}/connection`, {
          method: "PUT",
          body,
          fields: Object.keys(body),
          quiet: "success",
        }),
      ).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.routeConnection(routeId), saved);
      // A state pushed while the answer travelled (the new bind) may be newer than the answer's: read
      // it again.
      void queryClient.invalidateQueries({ queryKey: adminKeys.routeConnection(routeId) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.auditLog() });
    },
  });
}

/**
 * Writes each connection's state push into its cached connection, so the routes screen shows binds,
 * drops and throughput as they happen; after a reconnect that missed pushes, the connections are
 * read again.
 */
export function useConnectionStates(): void {
  const queryClient = useQueryClient();
  useRealtimeEvents(
    (name, event) => {
      if (name !== "update" || event.type !== CONNECTION_EVENT_TYPE) return;
      const pushed = statePushSchema.safeParse(event.data);
      if (!pushed.success) return;
      const { id, ...state } = pushed.data;
      queryClient.setQueryData<RouteConnection | null>(adminKeys.routeConnection(id), (connection) =>
        connection ? { ...connection, state } : connection,
      );
    },
    () => void queryClient.invalidateQueries({ queryKey: [...adminKeys.routes(), "connection"] }),
  );
}

const viberSchema = successOf(viberConnectionSchema);

/** `GET /admin/data/viber/connection`: the Viber provider without its token or secret, with its live state. */
export function useViberConnection() {
  const api = useApi();
  return useQuery({
    queryKey: adminKeys.viberConnection(),
    queryFn: async () => viberSchema.parse(await api("/admin/data/viber/connection", { quiet: true })).data,
  });
}

/** `PUT /admin/data/viber/connection`; the answer replaces the cached connection. */
export function useSaveViberConnection() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ViberConnectionInput) =>
      viberSchema.parse(
        await api("/admin/data/viber/connection", {
          method: "PUT",
          body,
          fields: Object.keys(body),
          quiet: "success",
        }),
      ).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.viberConnection(), saved);
      void queryClient.invalidateQueries({ queryKey: adminKeys.auditLog() });
    },
  });
}
