import * as z from "zod/mini";
import { type EmailDocument, emailDocumentSchema } from "./document-schema";
import { type V0Document, upgradeSteps } from "./upgrade";

export { DocumentVersionError, documentVersion } from "./upgrade";

// Version 0 as the schema checks it; the types and the upgrade itself are in upgrade.ts.
const v0Common = {
  padding: z.optional(z.number()),
  align: z.optional(z.string()),
  background: z.optional(z.string()),
  color: z.optional(z.string()),
};
const v0Block = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("title"),
    text: z.string(),
    size: z.optional(z.enum(["h1", "h2", "h3"])),
    ...v0Common,
  }),
  z.object({ kind: z.literal("paragraph"), html: z.string(), ...v0Common }),
  z.object({
    kind: z.literal("picture"),
    url: z.string(),
    alt: z.optional(z.string()),
    width: z.optional(z.number()),
    href: z.optional(z.string()),
    ...v0Common,
  }),
  z.object({
    kind: z.literal("cta"),
    label: z.string(),
    href: z.string(),
    buttonColor: z.optional(z.string()),
    ...v0Common,
  }),
  z.object({ kind: z.literal("line"), lineColor: z.optional(z.string()), ...v0Common }),
  z.object({ kind: z.literal("gap"), px: z.number(), ...v0Common }),
  z.object({ kind: z.literal("social"), links: z.record(z.string(), z.string()), ...v0Common }),
  z.object({ kind: z.literal("footer"), text: z.string(), unsubscribe: z.optional(z.string()), ...v0Common }),
]);
const v0Document = z.object({
  version: z.optional(z.literal(0)),
  background: z.optional(z.string()),
  font: z.optional(z.string()),
  preheader: z.optional(z.string()),
  rows: z.array(
    z.object({
      id: z.optional(z.string()),
      background: z.optional(z.string()),
      cells: z.array(z.object({ blocks: z.array(v0Block) })),
    }),
  ),
}) satisfies z.ZodMiniType<V0Document>;

/**
 * A saved document of any version upgraded, step by step, to the current one and checked against
 * `emailDocumentSchema`. Throws the schema's `ZodError` when the document is not valid, and a
 * `DocumentVersionError` when it is newer than this designer.
 */
export function migrateDocument(input: unknown): EmailDocument {
  return emailDocumentSchema.parse(upgradeSteps(input, (doc) => v0Document.parse(doc)));
}

/** `migrateDocument` without throwing: the document, or the reasons it cannot be read. */
export function safeMigrateDocument(
  input: unknown,
): { success: true; data: EmailDocument } | { success: false; error: Error } {
  try {
    return { success: true, data: migrateDocument(input) };
  } catch (error) {
    return { success: false, error: error instanceof Error ? error : new Error(String(error)) };
  }
}
