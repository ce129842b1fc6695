import { describe, expect, it } from "vitest";
import { createBlock, createDocument, createRow } from "./create";
import { type Block, emailDocumentSchema } from "./document-schema";

const withBlock = (block: Block) => createDocument([createRow(1, [block])]);
const issues = (input: unknown) => {
  const result = emailDocumentSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("emailDocumentSchema", () => {
  it("accepts a new block of every type", () => {
    const types = ["heading", "text", "image", "button", "divider", "spacer", "social", "footer"] as const;
    const doc = createDocument([createRow(3, types.map(createBlock))]);
    expect(issues(doc)).toEqual([]);
  });

  it("refuses link schemes an email may not use", () => {
    expect(issues(withBlock({ ...createBlock("button"), url: "javascript:alert(1)" }))).toEqual([
      "Links may only use http, https or mailto.",
    ]);
    expect(issues(withBlock({ ...createBlock("image"), link: "java\tscript:alert(1)" }))).toEqual([
      "Links may only use http, https or mailto.",
    ]);
    expect(issues(withBlock({ ...createBlock("image"), src: "data:image/png;base64,AAAA" }))).toEqual([
      "Images may only load from http or https addresses.",
    ]);
    expect(issues(withBlock({ ...createBlock("button"), url: "mailto:sales@example.com" }))).toEqual([]);
  });

  it("takes colours from the palette and fonts from the editor's lists only", () => {
    const heading = createBlock("heading");
    expect(
      issues(withBlock({ ...heading, style: { ...heading.style, textColor: "#123456" as never } })),
    ).toHaveLength(1);
    expect(
      issues(withBlock({ ...heading, style: { ...heading.style, fontSize: 13 as never } })),
    ).toHaveLength(1);
    expect(
      issues(withBlock({ ...heading, style: { ...heading.style, fontFamily: "Comic Sans" as never } })),
    ).toHaveLength(1);
    expect(
      issues(
        withBlock({ ...heading, style: { ...heading.style, fontSize: 30, fontFamily: "Times New Roman" } }),
      ),
    ).toEqual([]);
  });

  it("allows one to three columns a row", () => {
    const row = createRow(3);
    expect(issues(createDocument([{ ...row, columns: [] }]))).toHaveLength(1);
    expect(
      issues(createDocument([{ ...row, columns: [...row.columns, { id: "fourth", blocks: [] }] }])),
    ).toHaveLength(1);
  });

  it("refuses an id used twice", () => {
    const block = createBlock("text");
    expect(issues(createDocument([createRow(2, [block, block])]))).toEqual([
      `The id ${block.id} is used twice.`,
    ]);
  });

  it("drops properties it does not know", () => {
    const doc = { ...withBlock(createBlock("spacer")), script: "<script>" };
    expect(emailDocumentSchema.parse(doc)).not.toHaveProperty("script");
  });
});
