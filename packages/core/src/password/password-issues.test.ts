import { describe, expect, it } from "vitest";
import { PASSWORD_RULES, passwordIssues, passwordsMatch } from "./password-issues";

describe("passwordIssues", () => {
  it("returns nothing for a password of 10 characters meeting every part", () => {
    expect(passwordIssues("Abcdefg1!x")).toEqual([]);
  });

  it("reports 9 characters as too short", () => {
    expect(passwordIssues("Abcdef1!x")).toEqual(["At least 10 characters"]);
  });

  it("reports every unmet part in a stable order", () => {
    expect(passwordIssues("")).toEqual(PASSWORD_RULES.map((rule) => rule.label));
    expect(passwordIssues("abcdefghijk")).toEqual([
      "At least one uppercase letter",
      "At least one number",
      "At least one special character",
    ]);
  });

  it("does not count a space as a special character", () => {
    expect(passwordIssues("Abcdefg1 x")).toEqual(["At least one special character"]);
  });

  it("lets a checklist test each part on its own", () => {
    const met = PASSWORD_RULES.map((rule) => [rule.id, rule.test("ABCDEFGHIJ")]);
    expect(met).toEqual([
      ["length", true],
      ["lowercase", false],
      ["uppercase", true],
      ["digit", false],
      ["special", false],
    ]);
  });
});

describe("passwordsMatch", () => {
  it("matches only an identical confirmation", () => {
    expect(passwordsMatch("Abcdefg1!x", "Abcdefg1!x")).toBe(true);
    expect(passwordsMatch("Abcdefg1!x", "abcdefg1!x")).toBe(false);
  });
});
