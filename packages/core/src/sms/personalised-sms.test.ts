import { describe, expect, it } from "vitest";
import {
  fillMergeTags,
  hasMergeTags,
  recipientSegments,
  segmentSpread,
  segmentSpreadText,
  segmentsCost,
} from "./personalised-sms";

describe("personalised SMS", () => {
  it("fills each tag with the recipient's value, by its normalised name, and a missing one with nothing", () => {
    expect(
      fillMergeTags("Hi {{ First_Name }}, {{city}}{{plan}}!", { first_name: "Ana", city: "Makati" }),
    ).toBe("Hi Ana, Makati!");
    expect(hasMergeTags("Hi {{first_name}}")).toBe(true);
    expect(hasMergeTags("Hi there")).toBe(false);
  });

  it("counts the segments of the filled message, not of the tags", () => {
    const message = `${"x".repeat(150)} {{note}}`;
    expect(recipientSegments(message, { note: "" })).toBe(1);
    expect(recipientSegments(message, { note: "y".repeat(20) })).toBe(2);
    // One character outside GSM makes the whole message UNICODE.
    expect(recipientSegments("Hi {{first_name}}", { first_name: "Zoë 😀".repeat(15) })).toBe(2);
  });

  it("prices segments at the route's price, to four decimals", () => {
    expect(segmentsCost(3, 0.35)).toBe(1.05);
    expect(segmentsCost(0, 0.35)).toBe(0);
    expect(segmentsCost(1, 0.123456)).toBe(0.1235);
  });

  it("states the range over the recipients and how many need the most", () => {
    const spread = segmentSpread(
      new Map([
        [3, 212],
        [1, 1700],
        [2, 83],
      ]),
    );
    expect(spread).toMatchObject({ min: 1, max: 3, recipients: 1995, totalSms: 1700 + 166 + 636 });
    expect(segmentSpreadText(spread)).toBe("1–3 segments; 212 recipients need 3");
    expect(segmentSpreadText(segmentSpread(new Map([[2, 10]])))).toBe("2 segments");
    expect(
      segmentSpreadText(
        segmentSpread(
          new Map([
            [1, 9],
            [2, 1],
          ]),
        ),
      ),
    ).toBe("1–2 segments; 1 recipient needs 2");
  });
});
