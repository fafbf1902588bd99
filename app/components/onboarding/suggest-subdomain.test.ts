import { describe, expect, it } from "vitest";
import { checkSubdomainRules } from "../../../modules/sites/subdomain-rules.ts";
import { suggestSubdomain } from "./suggest-subdomain.ts";

describe("a first web address from the property's name", () => {
  it("is the name's slug, spelled as the site's own slugs are", () => {
    expect(suggestSubdomain("Villa Zon & Zee")).toBe("villa-zon-zee");
    // It once came out as stra-e here, and as strasse in the site's slugs.
    expect(suggestSubdomain("Haus an der Straße")).toBe("haus-an-der-strasse");
  });

  it("stays within the length the rules allow", () => {
    const long = suggestSubdomain("Het allermooiste vakantiehuis aan de Noordzeekust van Nederland");
    expect(long.length).toBeLessThanOrEqual(40);
    expect(checkSubdomainRules(long)).toEqual({ ok: true, subdomain: long });
  });
});
