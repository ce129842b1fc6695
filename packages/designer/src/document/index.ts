// The document model: React-free, so a server can validate and upgrade saved designs.
export * from "./constants";
export * from "./document-schema";
export {
  BLOCK_DEFAULTS,
  DEFAULT_BLOCK_STYLE,
  blockLabel,
  copyBlock,
  copyRow,
  createBlock,
  createDocument,
  createId,
  createRow,
} from "./create";
export {
  EMAIL_LINK_SCHEMES,
  LINK_MESSAGES,
  completeEmailLink,
  isEmailImageUrl,
  isEmailLinkUrl,
} from "./links";
export { migrateDocument, safeMigrateDocument } from "./migrate";
export {
  DocumentVersionError,
  documentVersion,
  upgradeDocument,
  type V0Block,
  type V0Document,
} from "./upgrade";
export { nearestPaletteColor } from "./nearest-color";
export * from "./operations";
