import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const BLOCKING = new Set(["serious", "critical"]);

/**
 * Runs axe-core (WCAG 2.1 A/AA) on the page as it is now and fails on serious or critical
 * violations, listing each one. Every browser test runs it inside the visit that checks a
 * page's content, so no page is loaded twice. A soft
 * assertion, so one page's findings do not hide the next page's in the same flow.
 * `exclude` leaves parts out, e.g. a sandboxed iframe where axe-core cannot run.
 */
export async function expectAccessible(
  page: Page,
  what: string = new URL(page.url()).pathname,
  options: { exclude?: string[] } = {},
): Promise<void> {
  await test.step(`axe-core: ${what}`, async () => {
    // Legacy mode runs axe.run() in the page itself instead of opening a blank page to merge
    // per-frame results (our pages have no cross-origin frames), and only violations are
    // collected in full: together this halves the time of every check.
    const builder = new AxeBuilder({ page })
      .withTags(TAGS)
      .options({ resultTypes: ["violations"] })
      .setLegacyMode();
    for (const selector of options.exclude ?? []) builder.exclude(selector);
    const results = await builder.analyze();
    const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ""));
    const report = blocking.map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => `    - ${n.target.join(" ")}\n      ${n.failureSummary?.replace(/\n/g, "\n      ") ?? ""}`)
        .join("\n");
      const more = v.nodes.length > 5 ? `\n    … and ${v.nodes.length - 5} more` : "";
      return `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    });
    expect.soft(report, `serious or critical accessibility violations on ${what}`).toEqual([]);
  });
}
