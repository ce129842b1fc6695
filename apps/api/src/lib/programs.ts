/**
 * The programs of this package that run as processes of their own, by the name of their built file
 * (`dist/<name>.js`, see tsup.config.ts) and their source.
 */
export const PROGRAMS = {
  main: "src/main.ts",
  migrate: "src/migrate.ts",
  seed: "src/seed.ts",
  smsc: "src/smsc/main.ts",
  smtp: "src/smtp/main.ts",
  "viber-provider": "src/viber-provider/main.ts",
} as const;

export type Program = keyof typeof PROGRAMS;

/** Whether this code runs from the build rather than from its TypeScript source. */
export const RUNNING_BUILT = !import.meta.url.endsWith(".ts");

/**
 * Node's arguments to run a program, from this package's folder: its built file, or its source
 * through tsx (as `pnpm dev` runs the server). Code that runs from the build starts the built
 * programs; code run from source (`pnpm dev`, the in-process tests) starts their sources.
 */
export function programArguments(program: Program, fromBuild = RUNNING_BUILT): string[] {
  return fromBuild
    ? ["--enable-source-maps", `dist/${program}.js`]
    : ["--import", "tsx", "--conditions=@sendline/source", PROGRAMS[program]];
}
