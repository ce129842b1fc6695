// The database schema, one file per module; drizzle-kit reads this folder.
export * from "./accounts";
export * from "./auth";
export * from "./billing";
export * from "./signup";
export * from "./system";
export * from "./campaigns";
export * from "./uploads";
export * from "./credentials";
export * from "./settings";
export * from "./preferences";
export * from "./admin";
export * from "./reports";
export * from "./viber";
export * from "./connections";
