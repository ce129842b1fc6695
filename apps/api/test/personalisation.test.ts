import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sessionFor, useServer } from "./harness";
import { uploadAndRead } from "./upload-helpers";

describe("personalised messages", () => {
  const harness = useServer({ DATA_DIR: mkdtempSync(join(tmpdir(), "sendline-merge-")) });

  const save = async (token: string, message: string) => {
    const response = await harness.app.inject({
      method: "POST",
      url: "/ajax/sms/campaign",
      headers: { token },
      payload: { name: "Personal", sender_id: "ACME", message, compose_numbers: "09171234567" },
    });
    return { status: response.statusCode, body: response.json() };
  };

  it("offers the contact fields and the columns of the account's contacts files, and refuses any other tag", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const fields = await harness.app.inject({
      method: "GET",
      url: "/ajax/data/custom_fields",
      headers: { token: owner },
    });
    expect(fields.json().data.profileable_custom_fields).not.toContain("city");

    // A contacts file with a city column makes city a field of the account.
    const upload = await uploadAndRead(
      harness,
      owner,
      { name: "cities.csv", content: "mobile,first_name,city\n09171234567,Ana,Makati\n" },
      { purpose: "contacts", group_name: "By city" },
    );
    expect((await upload.done()).status).toBe("Completed");
    const after = await harness.app.inject({
      method: "GET",
      url: "/ajax/data/custom_fields",
      headers: { token: owner },
    });
    expect(after.json().data.profileable_custom_fields).toEqual(
      expect.arrayContaining(["first_name", "city"]),
    );

    expect((await save(owner, "Hi {{first_name}}, see you in {{ city }}!")).status).toBe(200);
    const refused = await save(owner, "Hi {{first_name}}, your plan: {{plan}} {{tier}}");
    expect(refused).toMatchObject({
      status: 422,
      body: {
        status: false,
        errors: {
          message: [
            "Unknown personalisation field: {{plan}}, {{tier}}. Use a contact field or one of the account's custom fields.",
          ],
        },
      },
    });

    // Another account's fields are not this account's.
    const trial = await sessionFor(harness, "trial@trial.test");
    const theirs = await harness.app.inject({
      method: "POST",
      url: "/ajax/sms/campaign",
      headers: { token: trial },
      payload: { name: "Theirs", sender_id: "TRIAL", message: "In {{city}}", compose_numbers: "09171234567" },
    });
    expect(theirs.statusCode).toBe(422);
  });
});
