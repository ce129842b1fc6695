import { z } from "zod/mini";
import { flagSchema } from "./primitives";

export type AccessModule = {
  name?: string | undefined;
  /** The screen state the module opens. */
  state: string;
  submenu: AccessModule[];
  [key: string]: unknown;
};

/** A menu module with its state and submenu (SPEC §3 "Access-control response"). */
export const accessModuleSchema: z.ZodMiniType<AccessModule> = z.lazy(() =>
  z.looseObject({
    name: z.optional(z.string()),
    state: z.string(),
    submenu: z._default(z.array(accessModuleSchema), []),
  }),
);

/** The access-control answer's data (SPEC §3, §7 GET /api/access-control). */
export const accessControlSchema = z.object({
  /** Normalised route patterns to privilege lists; a `hallpass` key grants everything. */
  access: z.record(z.string(), z.array(z.string())),
  permissions: z._default(z.record(z.string(), z.unknown()), {}),
  modules: z._default(z.array(accessModuleSchema), []),
  chat_enabled: z._default(flagSchema, false),
});
export type AccessControl = z.infer<typeof accessControlSchema>;

/** GET /api/access-control/smooch answers a chat token (SPEC §7). */
export const smoochTokenSchema = z.object({ jwt: z.string() });
export type SmoochToken = z.infer<typeof smoochTokenSchema>;
