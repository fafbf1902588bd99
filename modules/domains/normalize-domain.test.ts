import { describe, expect, it } from "vitest";
import { normalizeDomain } from "./normalize-domain.ts";

const ours = { appDomain: "vayvista.nl", platformHost: "edge.vayvista-hosting.net" };
const normalize = (input: string) => normalizeDomain(input, ours);

describe("normalizeDomain", () => {
  it.each([
    ["https://www.Example.com/", "example.com"],
    ["http://villa-zon.nl:8080/boeken?x=1#top", "villa-zon.nl"],
    ["  VILLA-ZON.NL.  ", "villa-zon.nl"],
    ["huis.villa-zon.co.uk", "huis.villa-zon.co.uk"],
    ["Bücher.de", "xn--bcher-kva.de"],
    ["www.Ferienhaus-Müller.de", "xn--ferienhaus-mller-uzb.de"],
    ["xn--bcher-kva.de", "xn--bcher-kva.de"],
  ])("turns %s into %s", (input, domain) => {
    expect(normalize(input)).toEqual({ ok: true, domain });
  });

  it.each(["203.0.113.7", "http://203.0.113.7/", "[2001:db8::1]", "2001:db8::1", "0x7f.1"])(
    "refuses the address %s",
    (input) => {
      expect(normalize(input)).toEqual({ ok: false, reason: "ip-address" });
    },
  );

  it.each([
    "localhost",
    "villa.localhost",
    "printer.local",
    "vayvista.nl",
    "www.vayvista.nl",
    "villa-zon.vayvista.nl",
    "edge.vayvista-hosting.net",
    "x.edge.vayvista-hosting.net",
  ])("refuses %s as a local name or one of ours", (input) => {
    expect(normalize(input)).toEqual({ ok: false, reason: "reserved" });
  });

  it("still accepts domains that merely look like ours", () => {
    expect(normalize("vayvista.nl.evil.com")).toEqual({ ok: true, domain: "vayvista.nl.evil.com" });
    expect(normalize("myvayvista.nl")).toEqual({ ok: true, domain: "myvayvista.nl" });
    expect(normalize("vayvista-hosting.net")).toEqual({ ok: true, domain: "vayvista-hosting.net" });
  });

  it.each([
    "",
    "villa",
    "www.com",
    "villa zon.nl",
    "villa_zon.nl",
    "-villa.nl",
    "villa..nl",
    "anna@villa-zon.nl",
    "villa.123",
    `${"a".repeat(64)}.nl`,
    `${"abcdefghi.".repeat(26)}nl`,
  ])("refuses %j as invalid", (input) => {
    expect(normalize(input)).toEqual({ ok: false, reason: "invalid" });
  });
});
