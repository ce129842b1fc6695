import * as z from "zod/mini";
import {
  BLOCK_ALIGNMENTS,
  COLOR_PALETTE,
  DOCUMENT_VERSION,
  FONT_FAMILIES,
  FONT_SIZES,
  type FontFamily,
  HEADING_LEVELS,
  LIMITS,
  SOCIAL_NETWORKS,
} from "./constants";
import { isEmailImageUrl, isEmailLinkUrl, LINK_MESSAGES } from "./links";

const px = (min: number, max: number) => z.number().check(z.int(), z.gte(min), z.lte(max));

/** One of the 60 colours of the editor's palette, as `#rrggbb`. */
export const colorSchema = z.enum(COLOR_PALETTE);
export const fontFamilySchema = z.enum(Object.keys(FONT_FAMILIES) as [FontFamily, ...FontFamily[]]);
export const fontSizeSchema = z.literal(FONT_SIZES);

/** An optional link: empty, or an http, https or mailto address. */
export const linkUrlSchema = z.string().check(
  z.trim(),
  z.maxLength(2048),
  z.refine((url) => url === "" || isEmailLinkUrl(url), LINK_MESSAGES.link),
);

/** An optional image source: empty (no image yet), or an http or https address. */
export const imageUrlSchema = z.string().check(
  z.trim(),
  z.maxLength(2048),
  z.refine((url) => url === "" || isEmailImageUrl(url), LINK_MESSAGES.image),
);

const idSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, "An id is 1-64 letters, digits, - or _."));

const paddingValue = px(LIMITS.padding.min, LIMITS.padding.max);
export const paddingSchema = z.object({
  top: paddingValue,
  right: paddingValue,
  bottom: paddingValue,
  left: paddingValue,
});

/** Settings every block has; `null` takes the document's own value. */
export const blockStyleSchema = z.object({
  padding: paddingSchema,
  align: z.enum(BLOCK_ALIGNMENTS),
  backgroundColor: z.nullable(colorSchema),
  textColor: z.nullable(colorSchema),
  fontFamily: z.nullable(fontFamilySchema),
  fontSize: z.nullable(fontSizeSchema),
});

const block = <T extends string, S extends z.core.$ZodShape>(type: T, shape: S) =>
  z.object({ id: idSchema, type: z.literal(type), style: blockStyleSchema, ...shape });

export const headingBlockSchema = block("heading", {
  text: z.string().check(z.maxLength(500)),
  level: z.literal(HEADING_LEVELS),
});

/** Rich text as the rich-text editor saves it; the renderer reads it again through the editor's schema. */
export const textBlockSchema = block("text", { html: z.string().check(z.maxLength(100_000)) });

export const imageBlockSchema = block("image", {
  src: imageUrlSchema,
  alt: z.string().check(z.maxLength(300)),
  /** Width in px; `null` fills the column. */
  width: z.nullable(px(LIMITS.image.min, LIMITS.image.max)),
  link: linkUrlSchema,
});

export const buttonBlockSchema = block("button", {
  text: z.string().check(z.maxLength(100)),
  url: linkUrlSchema,
  buttonColor: colorSchema,
  buttonTextColor: colorSchema,
});

export const dividerBlockSchema = block("divider", {
  color: colorSchema,
  thickness: px(LIMITS.divider.min, LIMITS.divider.max),
});

export const spacerBlockSchema = block("spacer", { height: px(LIMITS.spacer.min, LIMITS.spacer.max) });

export const socialLinkSchema = z.object({ network: z.enum(SOCIAL_NETWORKS), url: linkUrlSchema });
export const socialBlockSchema = block("social", {
  links: z.array(socialLinkSchema).check(z.maxLength(LIMITS.socialLinks)),
});

/** The footer's unsubscribe link always points at `{{unsubscribe_url}}`, which the server fills in. */
export const footerBlockSchema = block("footer", {
  text: z.string().check(z.maxLength(2000)),
  /** Empty shows "Unsubscribe". */
  unsubscribeText: z.string().check(z.maxLength(100)),
});

export const blockSchema = z.discriminatedUnion("type", [
  headingBlockSchema,
  textBlockSchema,
  imageBlockSchema,
  buttonBlockSchema,
  dividerBlockSchema,
  spacerBlockSchema,
  socialBlockSchema,
  footerBlockSchema,
]);

export const columnSchema = z.object({ id: idSchema, blocks: z.array(blockSchema) });

export const rowSchema = z.object({
  id: idSchema,
  columns: z.array(columnSchema).check(z.minLength(1), z.maxLength(3)),
  backgroundColor: z.nullable(colorSchema),
  padding: z.object({ top: paddingValue, bottom: paddingValue }),
});

export const documentSettingsSchema = z.object({
  /** Behind the 600 px column. */
  backgroundColor: colorSchema,
  /** Of the 600 px column. */
  contentBackgroundColor: colorSchema,
  textColor: colorSchema,
  linkColor: colorSchema,
  fontFamily: fontFamilySchema,
  fontSize: fontSizeSchema,
  /** The preview line mail clients show after the subject; hidden in the email itself. */
  preheader: z.string().check(z.maxLength(200)),
});

/** A saved design, as the designer edits it and a server stores and validates it. */
export const emailDocumentSchema = z
  .object({
    version: z.literal(DOCUMENT_VERSION),
    settings: documentSettingsSchema,
    rows: z.array(rowSchema).check(z.maxLength(200)),
  })
  .check(
    z.superRefine((doc, context) => {
      const seen = new Set<string>();
      const check = (id: string, path: (string | number)[]) => {
        if (seen.has(id)) context.addIssue({ code: "custom", message: `The id ${id} is used twice.`, path });
        seen.add(id);
      };
      doc.rows.forEach((row, r) => {
        check(row.id, ["rows", r, "id"]);
        row.columns.forEach((column, c) => {
          check(column.id, ["rows", r, "columns", c, "id"]);
          column.blocks.forEach((item, b) => check(item.id, ["rows", r, "columns", c, "blocks", b, "id"]));
        });
      });
    }),
  );

export type EmailDocument = z.infer<typeof emailDocumentSchema>;
export type DocumentSettings = z.infer<typeof documentSettingsSchema>;
export type Row = z.infer<typeof rowSchema>;
export type Column = z.infer<typeof columnSchema>;
export type Block = z.infer<typeof blockSchema>;
export type BlockStyle = z.infer<typeof blockStyleSchema>;
export type Padding = z.infer<typeof paddingSchema>;
export type SocialLink = z.infer<typeof socialLinkSchema>;
export type HeadingBlock = z.infer<typeof headingBlockSchema>;
export type TextBlock = z.infer<typeof textBlockSchema>;
export type ImageBlock = z.infer<typeof imageBlockSchema>;
export type ButtonBlock = z.infer<typeof buttonBlockSchema>;
export type DividerBlock = z.infer<typeof dividerBlockSchema>;
export type SpacerBlock = z.infer<typeof spacerBlockSchema>;
export type SocialBlock = z.infer<typeof socialBlockSchema>;
export type FooterBlock = z.infer<typeof footerBlockSchema>;
/** The block of type `T`. */
export type BlockOf<T extends Block["type"]> = Extract<Block, { type: T }>;
