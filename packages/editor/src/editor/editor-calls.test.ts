import { afterEach, describe, expect, it, vi } from "vitest";
import {
  autosaveBody,
  loaderKey,
  readAutosaveAnswer,
  readCustomFields,
  readImageList,
  readUploadAnswer,
  uploadFile,
} from "./editor-calls";

const json = (body: unknown, init?: ResponseInit) =>
  new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" }, ...init });

afterEach(() => vi.unstubAllGlobals());

describe("readUploadAnswer", () => {
  it("reads the stored file's address and name", () => {
    expect(readUploadAnswer({ filelink: " https://cdn.example/a.pdf ", filename: "a.pdf" })).toEqual({
      status: "uploaded",
      filelink: "https://cdn.example/a.pdf",
      filename: "a.pdf",
    });
    expect(readUploadAnswer({ filelink: "https://cdn.example/a.pdf" })).toMatchObject({ filename: null });
  });

  it("fails on an error, which wins over a link, and flags expired tokens", () => {
    expect(readUploadAnswer({ error: "Too large", filelink: "https://cdn.example/a.pdf" })).toEqual({
      status: "failed",
      error: "Too large",
      tokenExpired: false,
    });
    expect(readUploadAnswer({ error: "Token expired", code: 5102 })).toMatchObject({ tokenExpired: true });
    expect(readUploadAnswer({ error: "Other", code: 4000 })).toMatchObject({ tokenExpired: false });
  });

  it("fails on an answer without a file address", () => {
    for (const answer of [{}, { filelink: "" }, { filelink: 42 }, null, "ok", [{ filelink: "x" }]])
      expect(readUploadAnswer(answer)).toEqual({
        status: "failed",
        error: "The upload answered without a file address.",
        tokenExpired: false,
      });
  });
});

describe("answers of the loaders", () => {
  it("reads custom fields from { data } or a plain list, leaving out broken entries", () => {
    const data = [
      { field_name: "city", label: "City" },
      { field_name: "", label: "Empty" },
      { field_name: "age" },
      "plan",
      { field_name: "plan", label: "Plan", extra: true },
    ];
    const expected = [
      { field_name: "city", label: "City" },
      { field_name: "plan", label: "Plan" },
    ];
    expect(readCustomFields({ data })).toEqual(expected);
    expect(readCustomFields(data)).toEqual(expected);
    expect(readCustomFields({ error: "Denied" })).toEqual([]);
  });

  it("reads the image list, keeping a title only when it is text", () => {
    expect(
      readImageList([
        { thumb: "https://cdn.example/t.png", image: "https://cdn.example/i.png", title: "Logo" },
        { thumb: "https://cdn.example/t2.png", image: "https://cdn.example/i2.png", title: 3 },
        { thumb: "https://cdn.example/t3.png" },
      ]),
    ).toEqual([
      { thumb: "https://cdn.example/t.png", image: "https://cdn.example/i.png", title: "Logo" },
      { thumb: "https://cdn.example/t2.png", image: "https://cdn.example/i2.png" },
    ]);
  });

  it("identifies an address by its value and any function as one", () => {
    expect(loaderKey({ url: "/fields", headers: { A: "1" } })).toBe(
      loaderKey({ url: "/fields", headers: { A: "1" } }),
    );
    expect(loaderKey({ url: "/fields", headers: { A: "1" } })).not.toBe(
      loaderKey({ url: "/fields", headers: { A: "2" } }),
    );
    expect(loaderKey(async () => [])).toBe(loaderKey(async () => [1]));
    expect(loaderKey(undefined)).toBeNull();
  });
});

describe("uploadFile", () => {
  const file = new File(["%PDF"], "offer.pdf", { type: "application/pdf" });

  it("hands a function the form with the file in the field `file`", async () => {
    const upload = vi.fn(async (_form: FormData) => ({ filelink: "https://cdn.example/offer.pdf" }));
    await expect(uploadFile(upload, file)).resolves.toEqual({
      status: "uploaded",
      filelink: "https://cdn.example/offer.pdf",
      filename: null,
    });
    expect(upload.mock.calls[0]![0].get("file")).toBeInstanceOf(File);
  });

  it("posts the form with the headers and extra fields to an address", async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
      json({ filelink: "https://cdn.example/o.pdf" }),
    );
    vi.stubGlobal("fetch", fetch);
    const outcome = await uploadFile(
      {
        url: "https://up.example/files",
        headers: { Authorization: "Bearer t" },
        fields: { account_id: "1" },
      },
      file,
    );
    expect(outcome).toMatchObject({ status: "uploaded", filelink: "https://cdn.example/o.pdf" });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("https://up.example/files");
    expect(init).toMatchObject({
      method: "POST",
      headers: { Accept: "application/json", Authorization: "Bearer t" },
    });
    const body = init.body as FormData;
    expect(body.get("account_id")).toBe("1");
    expect((body.get("file") as File).name).toBe("offer.pdf");
  });

  it("reads an error answer even when the status is not 2xx", async () => {
    vi.stubGlobal("fetch", async () => json({ error: "Type not allowed" }, { status: 415 }));
    await expect(uploadFile({ url: "/up" }, file)).resolves.toMatchObject({ error: "Type not allowed" });
  });

  it("fails with a readable error when the answer is not JSON or the call breaks", async () => {
    vi.stubGlobal("fetch", async () => new Response("<html>oops</html>", { status: 200 }));
    await expect(uploadFile({ url: "/up" }, file)).resolves.toMatchObject({
      status: "failed",
      error: "The server's answer could not be read.",
    });
    vi.stubGlobal(
      "fetch",
      async () => new Response("Bad gateway", { status: 502, statusText: "Bad Gateway" }),
    );
    await expect(uploadFile({ url: "/up" }, file)).resolves.toMatchObject({ error: "502 Bad Gateway" });
    await expect(
      uploadFile(async () => {
        throw new Error("Network down");
      }, file),
    ).resolves.toMatchObject({ status: "failed", error: "Network down" });
  });
});

describe("autosave", () => {
  it("posts the name, the content under that name, then the extra fields", () => {
    const body = autosaveBody(
      { url: "/save", name: "template_body", fields: { template_id: "7" } },
      "<p>Hi</p>",
    );
    expect([...body.entries()]).toEqual([
      ["name", "template_body"],
      ["template_body", "<p>Hi</p>"],
      ["template_id", "7"],
    ]);
  });

  it("counts any answer without an error as saved", () => {
    expect(readAutosaveAnswer({})).toEqual({ status: "saved" });
    expect(readAutosaveAnswer(undefined)).toEqual({ status: "saved" });
    expect(readAutosaveAnswer({ error: "Name taken" })).toEqual({
      status: "failed",
      error: "Name taken",
      tokenExpired: false,
    });
    expect(readAutosaveAnswer({ code: 5101 })).toMatchObject({ status: "failed", tokenExpired: true });
  });
});
