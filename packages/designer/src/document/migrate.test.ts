import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import v0Newsletter from "./fixtures/newsletter-v0.json";
import { DOCUMENT_VERSION } from "./constants";
import { createBlock, createDocument, createRow } from "./create";
import { emailDocumentSchema } from "./document-schema";
import { migrateDocument } from "./migrate";
import { DocumentVersionError, documentVersion, upgradeDocument } from "./upgrade";

describe("migrateDocument", () => {
  it("upgrades a version 0 design (no version field) to the current version", () => {
    expect(documentVersion(v0Newsletter)).toBe(0);
    const doc = migrateDocument(v0Newsletter);

    expect(doc.version).toBe(DOCUMENT_VERSION);
    expect(emailDocumentSchema.safeParse(doc).success).toBe(true);
    expect(doc.settings).toMatchObject({
      backgroundColor: "#efefef", // #f0f0f0 becomes the nearest palette colour
      fontFamily: "Georgia",
      preheader: "Our spring offers are here",
    });

    const [hero, offers, footerRow] = doc.rows;
    // #e8f0fa is nearest to the palette's #e1f0fb.
    expect(hero).toMatchObject({ id: "hero", backgroundColor: "#e1f0fb" });
    expect(hero!.columns[0]!.blocks).toEqual([
      expect.objectContaining({
        id: "hero-col-1-block-1",
        type: "heading",
        text: "Spring sale",
        level: 2,
        style: expect.objectContaining({
          align: "center",
          padding: { top: 24, right: 24, bottom: 24, left: 24 },
        }),
      }),
      expect.objectContaining({
        type: "image",
        src: "https://cdn.example.com/spring.png",
        alt: "Flowers",
        width: 480,
        link: "https://shop.example.com/spring",
      }),
      expect.objectContaining({
        type: "text",
        html: '<p>Hello <span data-merge-tag="first_name">{{first_name}}</span>,</p>',
        style: expect.objectContaining({ textColor: "#555555" }),
      }),
    ]);

    // Four cells become three columns; the fourth cell's blocks join the third.
    expect(offers!.id).toBe("row-2");
    expect(offers!.columns).toHaveLength(3);
    expect(offers!.columns[0]!.blocks[0]).toMatchObject({
      type: "button",
      text: "Shop now",
      url: "https://shop.example.com",
      buttonColor: "#1e88e5",
      buttonTextColor: "#ffffff",
    });
    expect(offers!.columns[1]!.blocks[0]).toMatchObject({ type: "spacer", height: 200 });
    expect(offers!.columns[2]!.blocks.map((block) => block.type)).toEqual(["divider", "heading"]);
    expect(offers!.columns[2]!.blocks[0]).toMatchObject({ color: "#cccccc", thickness: 1 });

    // Twitter is X now; networks the designer does not offer are dropped.
    expect(footerRow!.columns[0]!.blocks).toEqual([
      expect.objectContaining({
        type: "social",
        links: [
          { network: "facebook", url: "https://facebook.com/sendline" },
          { network: "x", url: "https://twitter.com/sendline" },
        ],
      }),
      expect.objectContaining({
        type: "footer",
        text: "Sendline Inc.\nManila",
        unsubscribeText: "Unsubscribe",
      }),
    ]);
  });

  it("gives the same ids on every upgrade, so a design upgraded twice is the same design", () => {
    expect(migrateDocument(v0Newsletter)).toEqual(migrateDocument(structuredClone(v0Newsletter)));
  });

  it("returns a current document checked and unchanged", () => {
    const doc = createDocument([createRow(2, [createBlock("heading")])]);
    expect(migrateDocument(doc)).toEqual(doc);
  });

  it("refuses a design saved by a newer designer", () => {
    expect(() => migrateDocument({ ...createDocument(), version: DOCUMENT_VERSION + 1 })).toThrow(
      DocumentVersionError,
    );
  });

  it("refuses what is not a design, with the schema's reasons", () => {
    expect(() => migrateDocument({ version: 1, rows: "none" })).toThrow(z.core.$ZodError);
    expect(() => migrateDocument(null)).toThrow(z.core.$ZodError);
  });
});

describe("upgradeDocument", () => {
  it("upgrades a saved design as migrateDocument does, without checking it", () => {
    expect(upgradeDocument(structuredClone(v0Newsletter))).toEqual(migrateDocument(v0Newsletter));
    const doc = createDocument([createRow(1, [createBlock("text")])]);
    expect(upgradeDocument(doc)).toBe(doc);
  });

  it("refuses a design saved by a newer designer", () => {
    expect(() => upgradeDocument({ ...createDocument(), version: DOCUMENT_VERSION + 1 })).toThrow(
      DocumentVersionError,
    );
  });
});
