import { eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { siteBookingSettings } from "../../../../db/schema.ts";
import {
  deleteRule,
  listRules,
  saveRule,
  setRuleEnabled,
} from "../../../../modules/guest-messages/message-rules-store.ts";
import { listTemplates } from "../../../../modules/guest-messages/message-templates-store.ts";
import { parseRuleInput, RULE_FIELDS } from "../../../../modules/guest-messages/rule-input.ts";
import { textIn } from "../../../../modules/i18n/site-languages.ts";
import { ensureDefaultMessages } from "../../../../modules/message-rules/ensure-default-messages.ts";
import { siteLanguages } from "../../../../modules/site-content/site-content-doc.ts";
import { loadSiteContent } from "../../../../modules/site-content/site-content-store.ts";
import { listUnits } from "../../../../modules/units/units.ts";
import { MESSAGE_PATHS } from "../../../components/dashboard/messages/message-paths.ts";
import {
  RULE_INTENTS,
  type RuleActionResult,
  type RuleIntent,
  type RulesPageData,
} from "../../../components/dashboard/messages/rule-result.ts";
import { services } from "../../../context.ts";
import { formLimit, readForm } from "../../../lib/read-form.server.ts";
import { notFound, uuidParam } from "../../../lib/refusals.server.ts";
import { requireOwner } from "../../../lib/require-owner.server.ts";
import type { Route } from "../+types/scheduled-emails";

/*
 * The rules page's loader and action (app/routes/dashboard/scheduled-emails.tsx), here so
 * the page's script never loads the schema library or the database code they use.
 */

const DONE = ["saved", "added", "removed", "on", "off"] as const;

export async function loadRulesPage({ request, context }: Route.LoaderArgs): Promise<RulesPageData> {
  const { user, site } = await requireOwner(request, context, "site");
  const { db } = services(context);
  // A site made before guest messages existed gets the defaults the first time it looks.
  await db.transaction((tx) => ensureDefaultMessages(tx, site.id, user.lang));
  const [rules, templates, units, content, settings] = await Promise.all([
    listRules(db, site.id),
    listTemplates(db, site.id),
    listUnits(db, site.id, { includeArchived: false }),
    loadSiteContent(db, site.id),
    db
      .select({ timeZone: siteBookingSettings.timeZone })
      .from(siteBookingSettings)
      .where(eq(siteBookingSettings.siteId, site.id)),
  ]);
  const url = new URL(request.url);
  const edit = url.searchParams.get("edit");
  const done = url.searchParams.get("done");
  const main = content.draft.languages.main;
  return {
    rules,
    templates: templates.map((t) => ({ id: t.id, name: t.name })),
    units: units.map((u) => ({ id: u.id, name: textIn(u.name, user.lang, main) })),
    languages: siteLanguages(content.draft),
    timeZone: settings[0]?.timeZone ?? "Europe/Amsterdam",
    editing: rules.some((rule) => rule.id === edit) ? edit : null,
    done: DONE.find((d) => d === done) ?? null,
  };
}

const back = (done: RulesPageData["done"]) => redirect(`${MESSAGE_PATHS.rules}?done=${done}`);

/**
 * Creates, changes, switches and deletes the owner's rules; each change re-plans the site's
 * waiting messages in its transaction. Another owner's rule id is answered as missing (404),
 * a malformed one with 400; a refused form comes back with its problems and what was typed.
 */
export async function saveRulesPage({ request, context }: Route.ActionArgs) {
  const { user, site } = await requireOwner(request, context, "site");
  const { db } = services(context);
  const form = await readForm(request, { maxBytes: formLimit(3000), lang: user.lang });
  const intentValue = form.get("intent");
  const intent: RuleIntent | null = RULE_INTENTS.find((i) => i === intentValue) ?? null;
  const lists = {
    unitIds: form.getAll("unitIds").map(String),
    channels: form.getAll("channels").map(String),
    languages: form.getAll("languages").map(String),
  };
  if (!intent) {
    return data<RuleActionResult>({ ok: false, intent, ruleId: null, errors: {}, values: {}, lists }, { status: 400 });
  }
  const ruleId = intent === "create" ? null : uuidParam(form.get("ruleId"));

  if (intent === "create" || intent === "update") {
    const values = Object.fromEntries(RULE_FIELDS.map((name) => [name, String(form.get(name) ?? "")]));
    const refuse = (errors: Extract<RuleActionResult, { ok: false }>["errors"]) =>
      data<RuleActionResult>({ ok: false, intent, ruleId, errors, values, lists }, { status: 400 });
    const parsed = parseRuleInput(values, lists);
    if (!parsed.success) return refuse(parsed.errors);
    const saved = await saveRule(db, site.id, ruleId, parsed.data);
    if (!saved.ok) {
      if (saved.reason === "not-found") notFound();
      return refuse(saved.errors);
    }
    return back(intent === "create" ? "added" : "saved");
  }
  if (ruleId === null) return notFound();
  if (intent === "enabled") {
    const enabled = form.get("enabled") === "true";
    if (!(await setRuleEnabled(db, site.id, ruleId, enabled))) notFound();
    return back(enabled ? "on" : "off");
  }
  if (!(await deleteRule(db, site.id, ruleId))) notFound();
  return back("removed");
}
