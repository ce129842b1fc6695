import { ConfigError, demoModeWarning, loadConfig } from "./config";
import { buildApp } from "./app";
import { startLocalViberProvider } from "./viber-provider/embedded";

async function main(): Promise<void> {
  const config = loadConfig();
  const warning = demoModeWarning(config);
  if (warning) console.warn(warning);
  // Demo mode without a Viber provider configured sends Viber to the local one, over HTTP.
  const localViber = config.viber === null && config.demoMode ? await startLocalViberProvider(config) : null;
  const app = await buildApp(config, {
    logger: config.log,
    ...(localViber && { localViber: localViber.connection }),
  });
  if (localViber) app.addHook("onClose", () => localViber.close());

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    console.log(`Received ${signal}, shutting down`);
    // Closing the server also closes the database, so PGlite leaves its data folder consistent.
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  console.log(`Sendline is running at http://${config.host}:${port}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
