import { describe, expect, it } from "vitest";
import { countText, stripMarkup } from "./count-text";
import { limitText } from "./limit-text";

describe("limitText", () => {
  it("keeps text of exactly 20 characters", () => {
    expect(limitText("a".repeat(20))).toEqual({ text: "a".repeat(20), exceeded: false });
  });

  it("cuts text of 21 characters to 20 with an ellipsis and flags it", () => {
    expect(limitText("a".repeat(21))).toEqual({ text: `${"a".repeat(20)}...`, exceeded: true });
  });

  it("takes another maximum and does not split an emoji", () => {
    expect(limitText("ab😀cd", 3)).toEqual({ text: "ab😀...", exceeded: true });
  });
});

describe("countText", () => {
  it("counts words, characters and spaces", () => {
    expect(countText("Hello  big world")).toEqual({ words: 3, characters: 16, spaces: 3 });
  });

  it("counts nothing in empty text and ignores line breaks as characters", () => {
    expect(countText("")).toEqual({ words: 0, characters: 0, spaces: 0 });
    expect(countText("a\nb")).toEqual({ words: 2, characters: 2, spaces: 0 });
  });
});

describe("stripMarkup", () => {
  it("drops tags, script and style, and decodes entities", () => {
    expect(
      stripMarkup("<p>Tom &amp; <b>Jerry</b></p><script>x()</script><style>p{}</style>&#65;&#x42;"),
    ).toBe("Tom & Jerry\nAB");
  });
});
