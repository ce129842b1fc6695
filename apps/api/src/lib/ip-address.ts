import ipaddr from "ipaddr.js";

/**
 * What an IP address reaches: `loopback` (this machine), `public` (a unicast address on the
 * internet), or `private` for everything else: private and unique-local networks, link-local
 * (cloud metadata services live at 169.254.169.254), carrier-grade NAT, multicast, reserved and
 * unspecified ranges, and IPv6 forms that embed an IPv4 address. An IPv4-mapped IPv6 address is
 * judged as its IPv4 address. Anything that is not an IP address is `private`.
 */
export function addressReach(address: string): "loopback" | "public" | "private" {
  if (!ipaddr.isValid(address)) return "private";
  const range = ipaddr.process(address).range();
  if (range === "loopback") return "loopback";
  return range === "unicast" ? "public" : "private";
}

/** Whether a listening host name or address stays on this machine. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, "").toLowerCase();
  return bare === "localhost" || bare.endsWith(".localhost") || addressReach(bare) === "loopback";
}
