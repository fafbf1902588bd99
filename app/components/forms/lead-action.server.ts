import { data, type RouterContextProvider } from "react-router";
import type { LeadKind } from "../../../modules/leads/lead-choices.ts";
import { formValues, LEAD_LIMITS } from "../../../modules/leads/lead-schemas.ts";
import { submitLead } from "../../../modules/leads/submit-lead.ts";
import { services } from "../../context.ts";
import { pageOf } from "../../lib/page-request.ts";
import { formLimit, readForm } from "../../lib/read-form.server.ts";
import type { LeadActionData } from "./lead-form.tsx";
import { leadLabels } from "./lead-labels.ts";

/**
 * The action behind the contact and consultation forms. Success answers `{ ok: true }`;
 * any problem answers with the errors as i18n keys AND everything the visitor typed, so
 * the page re-fills the form (also without JavaScript).
 */
export async function leadAction(
  kind: LeadKind,
  { request, url, context }: { request: Request; url: URL; context: Readonly<RouterContextProvider> },
) {
  // `url`, not request.url: a submission from the browser posts to the page's ".data" URL.
  const { lang } = pageOf(url);
  const { db, clientIp, log, origin } = services(context);
  // Every text field of either form at its longest (the two long ones are 5,000 characters).
  const L = LEAD_LIMITS;
  const longest = L.name + L.email + L.phone + L.subject + L.message + L.propertyLocation + L.notes;
  const form = await readForm(request, { maxBytes: formLimit(longest), lang });
  const raw = Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  const values = formValues(form);
  try {
    const mail = { origin, labels: leadLabels };
    const result = await submitLead(db, { kind, values: raw }, { ip: clientIp, lang, mail });
    if (result.ok) {
      if (result.id) log.info({ kind, lead: result.id }, "lead received");
      return data<LeadActionData>({ ok: true });
    }
    if (result.reason === "invalid") {
      return data<LeadActionData>({ ok: false, errors: result.errors, values }, { status: 400 });
    }
    return data<LeadActionData>(
      {
        ok: false,
        errors: {},
        values,
        formError: { key: "errors.rateLimited", params: { minutes: result.retryAfterMinutes } },
      },
      { status: 429 },
    );
  } catch (error) {
    log.error({ err: error, kind }, "lead not stored");
    return data<LeadActionData>(
      { ok: false, errors: {}, values, formError: { key: "errors.server" } },
      { status: 500 },
    );
  }
}
