import { API_MESSAGES } from "@sendline/core";
import { SOCKET_EVENT_NAMES, socketEventSchema, type SocketEvent } from "@sendline/core/contract";
import {
  createContext,
  useContext,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import type { Socket } from "socket.io-client";
import { afterFirstPaint } from "./after-first-paint";

export type SocketEventName = (typeof SOCKET_EVENT_NAMES)[number];

/**
 * Where the realtime connection stands: `live` once connected, `reconnecting` after a drop (pages
 * fall back to polling meanwhile), `off` when there is no connection to make or it was refused.
 */
export type RealtimeStatus = "connecting" | "live" | "reconnecting" | "off";

type Listener = (name: SocketEventName, event: SocketEvent) => void;
type ResyncListener = () => void;

interface RealtimeValue {
  status: RealtimeStatus;
  subscribe(listener: Listener): () => void;
  /** Called after a reconnect that could not replay what was missed: refetch what is shown. */
  onResync(listener: ResyncListener): () => void;
  /** Sends `cmd:abort {engine, id}`; resolves with the server's answer. */
  abort(engine: string, id: number): Promise<{ status: boolean; message?: string }>;
}

const idle: RealtimeValue = {
  status: "off",
  subscribe: () => () => {},
  onResync: () => () => {},
  abort: async () => ({ status: false, message: "Not connected" }),
};

const RealtimeContext = createContext<RealtimeValue>(idle);

/** The listeners of a connection, and the calls that reach them. */
export interface RealtimeHub {
  subscribe: RealtimeValue["subscribe"];
  onResync: RealtimeValue["onResync"];
  emit(name: SocketEventName, event: SocketEvent): void;
  resync(): void;
}

export function createRealtimeHub(): RealtimeHub {
  const events = new Set<Listener>();
  const resyncs = new Set<ResyncListener>();
  return {
    subscribe(listener) {
      events.add(listener);
      return () => void events.delete(listener);
    },
    onResync(listener) {
      resyncs.add(listener);
      return () => void resyncs.delete(listener);
    },
    emit(name, event) {
      for (const listener of events) listener(name, event);
    },
    resync() {
      for (const listener of resyncs) listener();
    },
  };
}

export interface RealtimeProviderProps {
  /**
   * The handshake's credentials, read at every (re)connect so a rotated token is used: the session
   * token and, for staff inside an account, the account. Null makes no connection.
   */
  credentials: () => { token: string; accountId: number | null } | null;
  /** Connects anew when this changes (the account a staff user is in). */
  scope?: string | number | null;
  /** The API's origin; empty means this page's origin. */
  url?: string;
  children: ReactNode;
}

/**
 * One socket.io connection for the signed-in console (SPEC §7 "Realtime socket"), shared by every
 * screen: features subscribe to its events and write them into the query cache under the keys
 * their pages read. A refused handshake ('Authentication Failed') is ignored silently (SPEC §8):
 * the session's own checks log the user out. After a reconnect the server could not catch up,
 * resync listeners refetch.
 */
export function RealtimeProvider({ credentials, scope = null, url = "", children }: RealtimeProviderProps) {
  const [status, setStatus] = useState<RealtimeStatus>(() => (credentials() ? "connecting" : "off"));
  const socket = useRef<Socket | null>(null);
  const [hub] = useState(createRealtimeHub);

  const readCredentials = useEffectEvent(credentials);
  useEffect(() => {
    if (!readCredentials()) return;
    let connection: Socket | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    // The socket.io client (13 kB gzip) loads once the first screen is on screen: on a slow network
    // its request would otherwise hold up the first screen's (a browser opens six at a time).
    const connect = () =>
      void import("socket.io-client").then(({ io }) => {
        if (closed) return;
        const socketConnection = io(url || undefined, {
          auth: (send) => {
            const current = readCredentials();
            send({
              token: current?.token ?? "",
              ...(current?.accountId !== null &&
                current?.accountId !== undefined && { accountId: current.accountId }),
            });
          },
          transports: ["websocket", "polling"],
        });
        connection = socketConnection;
        let connectedBefore = false;
        let handshakeFailures = 0;
        connection.on("connect", () => {
          handshakeFailures = 0;
          setStatus("live");
          // Updates are not replayed to a recovered socket (each server process coalesces its own
          // sockets' updates), so every reconnect fetches again what is shown.
          if (connectedBefore) hub.resync();
          connectedBefore = true;
        });
        connection.on("disconnect", () => setStatus("reconnecting"));
        connection.on("connect_error", (error) => {
          // A refused handshake does not retry; everything else does, showing "reconnecting".
          if (
            error.message === API_MESSAGES.authenticationFailed ||
            error.message === API_MESSAGES.accessDenied
          ) {
            setStatus("off");
            return;
          }
          setStatus("reconnecting");
          // socket.io retries a connection it lost by itself, but not a handshake the server failed
          // (its check could not run): that one is asked again here, 1, 2, 4, then every 5 s.
          if (!socketConnection.active) {
            const delay = Math.min(1000 * 2 ** handshakeFailures++, 5000);
            retry = setTimeout(() => socketConnection.connect(), delay);
          }
        });
        for (const name of SOCKET_EVENT_NAMES) {
          connection.on(name, (payload: unknown) => {
            const parsed = socketEventSchema.safeParse(payload);
            if (parsed.success) hub.emit(name, parsed.data);
          });
        }
        socket.current = connection;
      });
    const cancelConnect = afterFirstPaint(connect);
    return () => {
      cancelConnect();
      closed = true;
      clearTimeout(retry);
      connection?.removeAllListeners();
      connection?.disconnect();
      socket.current = null;
    };
  }, [scope, url, hub]);

  const value = useMemo<RealtimeValue>(
    () => ({
      status,
      subscribe: hub.subscribe,
      onResync: hub.onResync,
      async abort(engine, id) {
        const connection = socket.current;
        if (!connection?.connected) return { status: false, message: "Not connected" };
        try {
          return await connection.timeout(5000).emitWithAck("cmd:abort", { engine, id });
        } catch {
          return { status: false, message: "The server did not answer." };
        }
      },
    }),
    [status, hub],
  );
  return <RealtimeContext value={value}>{children}</RealtimeContext>;
}

/**
 * A connection that stays at `status` and delivers what `hub.emit` sends, for stories and component
 * tests of screens that read pushes.
 */
export function StaticRealtimeProvider({
  status,
  hub,
  children,
}: {
  status: RealtimeStatus;
  hub: RealtimeHub;
  children: ReactNode;
}) {
  const value = useMemo<RealtimeValue>(
    () => ({ status, subscribe: hub.subscribe, onResync: hub.onResync, abort: idle.abort }),
    [status, hub],
  );
  return <RealtimeContext value={value}>{children}</RealtimeContext>;
}

/** The connection's status and commands. */
export function useRealtime(): RealtimeValue {
  return useContext(RealtimeContext);
}

/**
 * Calls `onEvent` for every realtime event, and `onResync` after a reconnect that missed events,
 * for as long as the component is mounted.
 */
export function useRealtimeEvents(onEvent: Listener, onResync?: ResyncListener): void {
  const { subscribe, onResync: subscribeResync } = useRealtime();
  const handle = useEffectEvent(onEvent);
  const resync = useEffectEvent(() => onResync?.());
  useEffect(() => subscribe((name, event) => handle(name, event)), [subscribe]);
  useEffect(() => subscribeResync(() => resync()), [subscribeResync]);
}
