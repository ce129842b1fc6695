import {
  COLOR_PALETTE,
  FONT_FAMILIES,
  FONT_SIZES,
  type FontFamily,
  type FontSize,
  type PaletteColor,
} from "@sendline/editor/schema";

export { COLOR_PALETTE, FONT_FAMILIES, FONT_SIZES, type FontFamily, type FontSize, type PaletteColor };

/** The version of the document a designer of this release writes; `migrateDocument` upgrades older ones. */
export const DOCUMENT_VERSION = 1;

/** Width of the email's content column, in px: the width email clients are designed for. */
export const CONTENT_WIDTH = 600;

/** A row holds one to three columns of equal width. */
export const COLUMN_COUNTS = [1, 2, 3] as const;
export type ColumnCount = (typeof COLUMN_COUNTS)[number];

export const BLOCK_TYPES = [
  "heading",
  "text",
  "image",
  "button",
  "divider",
  "spacer",
  "social",
  "footer",
] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

/** What the palette and the canvas call each block. */
export const BLOCK_LABELS = {
  heading: "Heading",
  text: "Text",
  image: "Image",
  button: "Button",
  divider: "Divider",
  spacer: "Spacer",
  social: "Social links",
  footer: "Footer",
} as const satisfies Record<BlockType, string>;

export const BLOCK_ALIGNMENTS = ["left", "center", "right"] as const;
export type BlockAlignment = (typeof BLOCK_ALIGNMENTS)[number];

export const HEADING_LEVELS = [1, 2, 3] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];

export const SOCIAL_NETWORKS = ["facebook", "x", "instagram", "linkedin", "youtube", "tiktok"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const SOCIAL_NETWORK_LABELS = {
  facebook: "Facebook",
  x: "X",
  instagram: "Instagram",
  linkedin: "LinkedIn",
  youtube: "YouTube",
  tiktok: "TikTok",
} as const satisfies Record<SocialNetwork, string>;

/** The merge tag the server replaces with the recipient's own unsubscribe address. */
export const UNSUBSCRIBE_TAG = "{{unsubscribe_url}}";

/** Limits of the numeric settings, in px. */
export const LIMITS = {
  padding: { min: 0, max: 80 },
  spacer: { min: 4, max: 200 },
  divider: { min: 1, max: 8 },
  image: { min: 20, max: CONTENT_WIDTH },
  socialLinks: 8,
} as const;
