import { describe, expect, it } from "vitest";
import { clientKey, networkKey } from "../../netlify/lib/rate-limit/client-key";

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

describe("networkKey: the key of the model's fair share per network", () => {
  it.each([
    ["203.0.113.7", "203.0.113.0/24"],
    ["203.0.113.250", "203.0.113.0/24"],
    ["::ffff:203.0.113.7", "203.0.113.0/24"],
    ["203.0.114.7", "203.0.114.0/24"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1::/48"],
    ["2001:db8:1:ff00::1", "2001:db8:1::/48"],
    ["[2001:db8:1:2::9]", "2001:db8:1::/48"],
    ["2001:db8:2::1", "2001:db8:2::/48"],
  ])("%s is in the network %s", (address, key) => {
    expect(networkKey(address)).toBe(key);
  });

  it("counts every /64 of one /56 as one network, and as 256 clients", () => {
    const addresses = Array.from({ length: 256 }, (_, i) => `2001:db8:1:${(0xab00 + i).toString(16)}::1`);
    expect(new Set(addresses.map(clientKey)).size).toBe(256);
    expect(new Set(addresses.map(networkKey))).toEqual(new Set(["2001:db8:1::/48"]));
  });

  it.each([undefined, "", "not an address"])("%s is the one unknown network", (address) => {
    expect(networkKey(address)).toBe("unknown");
  });
});
