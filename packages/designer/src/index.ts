export * from "./document";
export * from "./render";
