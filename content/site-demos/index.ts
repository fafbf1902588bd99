import type { DemoSiteFixture } from "../../modules/site-view/demo-fixture.ts";
import { city } from "./city.ts";
import { coast } from "./coast.ts";
import { estate } from "./estate.ts";
import { forest } from "./forest.ts";
import { lake } from "./lake.ts";
import { mountains } from "./mountains.ts";

/**
 * The demo content of owner sites (spec §4): what a theme's demo subdomain shows and what the
 * demo owners' finished sites are seeded with. Every text is written in all four site
 * languages, whichever of them a site offers, so a demo reads in full in any of them.
 */
export const SITE_DEMOS = { coast, forest, mountains, city, estate, lake } as const satisfies Record<
  string,
  DemoSiteFixture
>;

export type SiteDemoKey = keyof typeof SITE_DEMOS;
