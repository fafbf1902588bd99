import { isThemeName } from "../../../modules/sites/themes.ts";
import { DASHBOARD_PATHS } from "./nav-items.ts";

export type NextStepId = "theme" | "email" | "domain" | "twoFactor";
export type NextStep = { id: NextStepId; done: boolean; to: string };

/**
 * What is left to finish the site, from the real state of the account and the site:
 * each step is done or not and links to the section where the owner does it.
 */
export function nextSteps(
  user: { emailVerified: boolean; twoFactorEnabled: boolean },
  site: { themeName: string; customDomain: string | null },
): NextStep[] {
  return [
    { id: "theme", done: isThemeName(site.themeName), to: DASHBOARD_PATHS.theme },
    { id: "email", done: user.emailVerified, to: DASHBOARD_PATHS.account },
    { id: "domain", done: site.customDomain !== null, to: DASHBOARD_PATHS.domains },
    { id: "twoFactor", done: user.twoFactorEnabled, to: DASHBOARD_PATHS.account },
  ];
}
