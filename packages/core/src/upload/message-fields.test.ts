import { describe, expect, it } from "vitest";
import { messageFields } from "./message-fields";
import { missingHeaderFields } from "./missing-header-fields";

describe("personalisation fields of a message and a file's header", () => {
  it("names each {{tag}} of a message once, in order, normalised", () => {
    expect(messageFields("Hi {{first_name}} {{ last_name }}, your {{Plan}} ends {{first_name}}.")).toEqual([
      "first_name",
      "last_name",
      "plan",
    ]);
    expect(messageFields("No tags {here} or {{ }} or {{1abc}}")).toEqual([]);
  });

  it("lists the fields a header row lacks, taking firstname and lastname for the built-in tags", () => {
    expect(
      missingHeaderFields(["mobile", "FirstName", "City"], ["first_name", "last_name", "city", "plan"]),
    ).toEqual(["last_name", "plan"]);
    expect(missingHeaderFields(["mobile", "last_name"], ["last_name", "Last Name"])).toEqual([]);
  });
});
