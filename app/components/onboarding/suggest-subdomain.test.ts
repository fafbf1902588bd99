import { describe, expect, it } from "vitest";
import { checkSubdomainRules } from "../../../modules/sites/subdomain-rules.ts";
import { suggestSubdomain } from "./suggest-subdomain.ts";

describe("a first web address from the property's name", () => {
  it("keeps letters and digits, joins words with hyphens and drops accents", () => {
    expect(suggestSubdomain("Villa Zon & Zee")).toBe("villa-zon-zee");
    expect(suggestSubdomain("  Chalet Élodie 2 ")).toBe("chalet-elodie-2");
    expect(suggestSubdomain("Domek Łąka Żółta")).toBe("domek-laka-zolta");
    // The same spelling as the site's own slug (it once came out as stra-e here).
    expect(suggestSubdomain("Haus an der Straße")).toBe("haus-an-der-strasse");
  });

  it("stays within the length the rules allow", () => {
    const long = suggestSubdomain("Het allermooiste vakantiehuis aan de Noordzeekust van Nederland");
    expect(long.length).toBeLessThanOrEqual(40);
    expect(checkSubdomainRules(long)).toEqual({ ok: true, subdomain: long });
  });
});
