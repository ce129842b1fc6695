import fp from "fastify-plugin";
import { Server, type DefaultEventsMap } from "socket.io";
import { API_MESSAGES } from "@sendline/core";
import { findAccount } from "../db/users";
import { sessionUser, type Authenticated } from "./auth";

/** A socket's identity: the signed-in user and the account whose events it receives. */
interface SocketData {
  auth: Authenticated;
  accountId: number;
}

export interface Realtime {
  /** Sends an event (SPEC §3 socket event) to every socket watching the account, and no other. */
  emit(accountId: number, event: string, data: { id: number } & Record<string, unknown>): void;
  io: Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;
}

declare module "fastify" {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export const accountRoom = (accountId: number) => `account:${accountId}`;

/**
 * socket.io on the API's own port (SPEC §7 "Realtime socket"). The handshake carries the session
 * token (`auth.token`) and, for staff inside an account, `auth.accountId`; a bad token is refused
 * with 'Authentication Failed', which the console ignores (SPEC §8). Each socket joins its
 * account's room only, so events never cross accounts.
 */
export const socketPlugin = fp(
  async (app) => {
    const io = new Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>(app.server, {
      serveClient: false,
      connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000 },
    });

    io.use(async (socket, next) => {
      const refuse = () => next(new Error(API_MESSAGES.authenticationFailed));
      try {
        const { token, accountId } = (socket.handshake.auth ?? {}) as {
          token?: unknown;
          accountId?: unknown;
        };
        const auth = typeof token === "string" && token ? await sessionUser(app.context, token) : null;
        if (!auth) return refuse();
        const selected = auth.role.isNonAccount ? Number(accountId) : auth.user.accountId;
        if (!selected || !Number.isSafeInteger(selected) || !(await findAccount(app.db, selected))) {
          return next(new Error(API_MESSAGES.accessDenied));
        }
        socket.data = { auth, accountId: selected };
        next();
      } catch {
        refuse();
      }
    });

    io.on("connection", (socket) => {
      void socket.join(accountRoom(socket.data.accountId));
    });

    app.decorate("realtime", {
      io,
      emit(accountId, event, data) {
        io.to(accountRoom(accountId)).emit(event, data);
      },
    } satisfies Realtime);
    app.addHook("preClose", async () => {
      io.local.disconnectSockets(true);
    });
    // The HTTP server is Fastify's to close; only socket.io's engine stops here.
    app.addHook("onClose", async () => {
      io.engine.close();
    });
  },
  { name: "socket", dependencies: ["context"] },
);
