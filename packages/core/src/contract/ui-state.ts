import { z } from "zod/mini";
import { idSchema, numberSchema } from "./primitives";

export const SNACKBAR_TYPES = ["success", "danger", "warning", "info"] as const;

/** A snackbar notice (SPEC §3 "Snackbar"): type success and a 5000 ms delay by default (SPEC §9). */
export const snackbarSchema = z.object({
  message: z.string(),
  type: z._default(z.enum(SNACKBAR_TYPES), "success"),
  delay: z._default(numberSchema, 5000),
});
export type Snackbar = z.infer<typeof snackbarSchema>;

/** Tour name to done flag (SPEC §3 "Tour state"); also the tour-states POST body. */
export const tourStateSchema = z.record(z.string(), z.boolean());
export type TourState = z.infer<typeof tourStateSchema>;

/** The socket events the console receives (SPEC §7), and the one it emits. */
export const SOCKET_EVENT_NAMES = ["update", "create", "delete"] as const;
export const SOCKET_ABORT_COMMAND = "cmd:abort";

/** A realtime event's payload (SPEC §3 "Socket event"): the entity type and data with a numeric id. */
export const socketEventSchema = z.object({
  type: z.string(),
  data: z.looseObject({ id: idSchema }),
});
export type SocketEvent = z.infer<typeof socketEventSchema>;
