import { describe, expect, it } from "vitest";
import { detectFileType, UPLOAD_FILE_TYPES } from "./detect-file-type";
import { readUploadRow } from "./read-upload-row";
import { SAMPLE_FILES, sampleFileCsv } from "./sample-files";
import { validateHeaders } from "./validate-headers";

const PH = { countryCode: "63", minLength: 10, maxLength: 10, replaceZero: true };

describe("sample files", () => {
  it("offers one sample for each file type the upload recognises", () => {
    expect(SAMPLE_FILES.map((sample) => sample.type)).toEqual(
      UPLOAD_FILE_TYPES.filter((type) => type !== "INVALID"),
    );
  });

  it.each(SAMPLE_FILES)("has a $type header the upload accepts and rows it reads", (sample) => {
    expect(validateHeaders([...sample.header])).toMatchObject({ valid: true });
    expect(detectFileType([...sample.header])).toBe(sample.type);
    for (const row of sample.rows) {
      expect(readUploadRow(sample.type, sample.header, row, PH)).toMatchObject({ ok: true });
    }
  });

  it("writes the header then the rows as CSV, quoting a field with a comma", () => {
    expect(sampleFileCsv(SAMPLE_FILES[0]!).split("\r\n")).toEqual([
      "from,message,to",
      'ACME,"Hi Ana, your order has shipped.",639171234567',
      'ACME,"Hi Ben, your order has shipped.",09181234567',
      "",
    ]);
    expect(sampleFileCsv(SAMPLE_FILES[2]!)).toBe(
      "email,first_name,last_name\r\nana.reyes@example.com,Ana,Reyes\r\nben.santos@example.com,Ben,Santos\r\n",
    );
  });
});
