import type { RuleView } from "../../../../modules/guest-messages/message-rules-store.ts";
import type { RuleFieldErrors } from "../../../../modules/guest-messages/rule-input.ts";
import type { SiteLang } from "../../../../modules/i18n/site-languages.ts";

export const RULE_INTENTS = ["create", "update", "enabled", "delete"] as const;
export type RuleIntent = (typeof RULE_INTENTS)[number];

/** What the rules page's action answers; a refusal carries what the owner typed back. */
export type RuleActionResult =
  | { ok: true; intent: RuleIntent; enabled?: boolean }
  | {
      ok: false;
      intent: RuleIntent | null;
      /** The rule the refused form was editing; null for a new one. */
      ruleId: string | null;
      errors: RuleFieldErrors;
      values: Record<string, string>;
      lists: { unitIds: string[]; channels: string[]; languages: string[] };
    };

export type RulesPageData = {
  rules: RuleView[];
  templates: { id: string; name: string }[];
  units: { id: string; name: string }[];
  languages: SiteLang[];
  timeZone: string;
  /** The rule opened for editing (?edit=), or null. */
  editing: string | null;
  /** What was just done, told once after the redirect (?done=). */
  done: "saved" | "added" | "removed" | "on" | "off" | null;
};
