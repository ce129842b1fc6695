import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { loginRoutes } from "./login";
import { changePasswordRoutes, passwordLinkDetailsRoutes, passwordLinkRoutes } from "./password";
import { twoFactorRoutes } from "./two-factor";

/** Signing in and out, two-factor, and passwords: each group under its prefix with its one auth hook. */
export const authModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(loginRoutes, { prefix: "/ajax/login" });
  await app.register(passwordLinkRoutes, { prefix: "/ajax/login" });
  await app.register(passwordLinkDetailsRoutes, { prefix: "/public/app" });
  await app.register(twoFactorRoutes, { prefix: "/ajax/twofa_login_co" });
  await app.register(changePasswordRoutes, { prefix: "/ajax/settings" });
};
