import { describe, expect, it } from "vitest";
import { clientKey } from "../../netlify/lib/rate-limit/client-key";

describe("clientKey: the key of every per-client limit", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    [" 203.0.113.7 ", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["::ffff:cb00:7107", "203.0.113.7"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:db8:1:2::9", "2001:db8:1:2::/64"],
    ["2001:DB8:0001:0002:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"],
    ["[2001:db8:1:2::9]", "2001:db8:1:2::/64"],
    ["fe80::1%eth0", "fe80::/64"],
    ["2001:db8:1:3::9", "2001:db8:1:3::/64"],
  ])("%s is counted as %s", (address, key) => {
    expect(clientKey(address)).toBe(key);
  });

  it.each([undefined, "", "not an address", "127.1", "203.0.113.7:443", "2001:db8::/64"])(
    "%s is the one unknown client",
    (address) => {
      expect(clientKey(address)).toBe("unknown");
    },
  );
});
