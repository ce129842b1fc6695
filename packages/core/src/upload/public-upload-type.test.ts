import { describe, expect, it } from "vitest";
import { matchesPublicUploadType, publicUploadType } from "./public-upload-type";

const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

describe("public upload types", () => {
  it("takes CSV and the editor's image types by name, in any case", () => {
    expect(["a.csv", "b.PNG", "c.jpeg", "d.JPG", "e.gif"].map(publicUploadType)).toEqual([
      "csv",
      "png",
      "jpg",
      "jpg",
      "gif",
    ]);
    expect(["notes.txt", "photo.webp", "archive.csv.exe", "noextension"].map(publicUploadType)).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it("checks an image by its signature and a CSV for binary bytes", () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
    expect(matchesPublicUploadType("png", png)).toBe(true);
    expect(matchesPublicUploadType("jpg", png)).toBe(false);
    expect(matchesPublicUploadType("gif", ascii("GIF89a..."))).toBe(true);
    expect(matchesPublicUploadType("jpg", Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(matchesPublicUploadType("csv", ascii("mobile\n0917"))).toBe(true);
    expect(matchesPublicUploadType("csv", png)).toBe(false);
  });
});
