import { describe, expect, it } from "vitest";
import { isIpAddress } from "./is-ip-address";

describe("isIpAddress", () => {
  it.each(["0.0.0.0", "192.168.1.1", "255.255.255.255", "10.0.0.9"])("accepts the IPv4 address %s", (s) => {
    expect(isIpAddress(s)).toBe(true);
  });

  it.each([
    "256.1.1.1",
    "1.2.3",
    "1.2.3.4.5",
    "01.2.3.4",
    "1.2.3.04",
    "1.2.3.-4",
    " 1.2.3.4",
    "1.2.3.4/24",
    "",
  ])("refuses %j", (s) => {
    expect(isIpAddress(s)).toBe(false);
  });

  it.each([
    "2001:0db8:85a3:0000:0000:8a2e:0370:7334",
    "2001:db8::8a2e:370:7334",
    "::1",
    "::",
    "fe80::",
    "::ffff:192.0.2.1",
    "64:ff9b::192.0.2.33",
    "1:2:3:4:5:6:1.2.3.4",
    "1:2:3:4:5:6:7::",
  ])("accepts the IPv6 address %s", (s) => {
    expect(isIpAddress(s)).toBe(true);
  });

  it.each([
    "1:2:3:4:5:6:7",
    "1:2:3:4:5:6:7:8:9",
    "1::2::3",
    "1:::2",
    ":1:2:3:4:5:6:7",
    "12345::1",
    "g::1",
    "::ffff:256.0.0.1",
    "1:2:3:4:5:6:7:1.2.3.4",
    "fe80::1%eth0",
  ])("refuses %j", (s) => {
    expect(isIpAddress(s)).toBe(false);
  });
});
