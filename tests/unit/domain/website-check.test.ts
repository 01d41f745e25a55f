import { describe, expect, it } from "vitest";
import { checkWaitMessage, refusedTarget } from "#domain/website-check";

// spec §7 getWebsiteCheck: the Worker never fetches an address inside a network
const refused = (address: string) => refusedTarget(new URL(address));

describe("refusedTarget", () => {
  it("lets public websites through, http and https on their usual ports", () => {
    for (const a of ["https://www.baeckerei-krueger.de", "http://example.com/start?x=1", "https://93.184.216.34/", "https://[2606:4700::1111]/", "https://xn--bckerei-4wa.de"]) {
      expect(refused(a), a).toBeNull();
    }
  });

  it("refuses loopback, private, link-local, shared and reserved IPv4 addresses, however they are spelled", () => {
    for (const a of [
      "http://127.0.0.1",
      "http://127.1",
      "http://2130706433/",
      "http://0x7f000001/",
      "http://0.0.0.0",
      "http://10.1.2.3",
      "http://172.16.0.1",
      "http://172.31.255.255",
      "http://192.168.178.1",
      "http://169.254.169.254/latest/meta-data/",
      "http://100.64.0.1",
      "http://224.0.0.1",
    ]) {
      expect(refused(a), a).toBe("Diese Adresse ist keine öffentliche Website und wird nicht geprüft.");
    }
    expect(refused("http://172.32.0.1")).toBeNull();
  });

  it("refuses loopback, unique-local, link-local and mapped IPv6 addresses", () => {
    for (const a of ["http://[::1]", "http://[::]", "http://[fd00::1]", "http://[fe80::1]", "http://[::ffff:127.0.0.1]", "http://[::ffff:10.0.0.1]", "http://[::127.0.0.1]", "http://[2002:7f00:1::1]", "http://[2001:0:4136:e378::1]", "http://[2001::1]"]) {
      expect(refused(a), a).not.toBeNull();
    }
  });

  it("refuses names that are never public: localhost, single labels, .local, .internal", () => {
    for (const a of ["http://localhost", "http://shop.localhost", "http://router", "http://nas.local", "http://wiki.internal", "http://fritz.box.lan", "http://printer.home.arpa"]) {
      expect(refused(a), a).not.toBeNull();
    }
  });

  it("refuses other schemes, other ports and addresses with credentials", () => {
    expect(refused("ftp://example.com")).toBe("Nur Adressen mit http:// oder https:// können geprüft werden.");
    expect(refused("file:///etc/passwd")).not.toBeNull();
    expect(refused("https://example.com:8443")).toBe("Nur Websites auf dem üblichen Port werden geprüft.");
    expect(refused("https://example.com:443")).toBeNull();
    expect(refused("https://user:pw@example.com")).toBe("Adressen mit Zugangsdaten werden nicht geprüft.");
  });
});

it("checkWaitMessage counts the seconds in German", () => {
  expect(checkWaitMessage(1)).toBe("Sie können Ihre Website nur alle 10 Sekunden prüfen. Bitte warten Sie noch 1 Sekunde.");
  expect(checkWaitMessage(7)).toMatch(/noch 7 Sekunden\.$/);
});
