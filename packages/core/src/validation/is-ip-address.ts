/** 0-255 without leading zeros: `01` is refused because some parsers read it as octal. */
const OCTET = "(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])";
const IPV4 = new RegExp(`^${OCTET}(\\.${OCTET}){3}$`);
const HEXTET = /^[0-9a-fA-F]{1,4}$/;

function isIpv4(s: string): boolean {
  return IPV4.test(s);
}

function hextets(part: string): string[] {
  return part === "" ? [] : part.split(":");
}

function isIpv6(s: string): boolean {
  let text = s;
  let width = 8;
  const lastColon = s.lastIndexOf(":");
  const tail = s.slice(lastColon + 1);
  if (tail.includes(".")) {
    if (!isIpv4(tail)) return false;
    // An IPv4 tail stands for the last two groups.
    width = 6;
    text = s.slice(0, lastColon + 1);
    if (!text.endsWith("::")) text = text.slice(0, -1);
  }
  const halves = text.split("::");
  if (halves.length > 2) return false;
  const groups = halves.flatMap(hextets);
  if (!groups.every((group) => HEXTET.test(group))) return false;
  return halves.length === 2 ? groups.length < width : groups.length === width;
}

/**
 * The IP address field rule of SPEC §5 "Forms in general": a dotted-quad IPv4 address (each part
 * 0-255, no leading zeros) or an IPv6 address, compressed forms (`::`) and an IPv4 tail
 * (`::ffff:192.0.2.1`) included. No zone ids, prefixes, ports or surrounding spaces.
 */
export function isIpAddress(s: string): boolean {
  return isIpv4(s) || (s.includes(":") && isIpv6(s));
}
