import { describe, expect, it } from "vitest";
import { PROFILE_FIELDS, profileableFields } from "./profileable-fields";

describe("profileableFields", () => {
  it("puts the profile fields first, then the custom fields", () => {
    expect(profileableFields(["city", "plan"])).toEqual([...PROFILE_FIELDS, "city", "plan"]);
  });

  it("lists a custom field named like a profile field once", () => {
    expect(profileableFields(["email", "city"])).toEqual([
      "first_name",
      "last_name",
      "mobile",
      "email",
      "city",
    ]);
  });
});
