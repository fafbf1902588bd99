import type { RouterContextProvider } from "react-router";
import { createEnquiry } from "../../modules/enquiries/create-enquiry.ts";
import {
  ENQUIRY_FIELDS,
  ENQUIRY_LIMITS,
  type EnquiryError,
  type EnquiryFieldErrors,
  enquiryFormValues,
  parseEnquiry,
} from "../../modules/enquiries/enquiry-schema.ts";
import { isLang, type Lang } from "../../modules/i18n/languages.ts";
import { sitePath } from "../../modules/i18n/site-route-table.ts";
import { amsterdamToday } from "../../modules/leads/lead-dates.ts";
import { services } from "../context.ts";
import { formLimit, readForm } from "../lib/read-form.server.ts";
import type { ContactField, ContactState, SitePageData } from "../themes/kit/page-data.ts";
import { type ThemeStrings, themeStrings } from "../themes/strings/index.ts";

/** Every field of the form at its longest, and the hidden one a robot fills in. */
const L = ENQUIRY_LIMITS;
const MAX_BYTES = formLimit(L.name + L.email + L.phone + 10 + 10 + 3 + L.unit + L.message + 200);

type Answer = { state: ContactState; status: number };

function messageOf(error: EnquiryError, t: ThemeStrings): string {
  return error.key === "tooLong" ? t.contact.errors.tooLong(error.max) : t.contact.errors[error.key];
}

/** The problems in the page's language, in the form's order. */
function fieldErrors(errors: EnquiryFieldErrors, t: ThemeStrings): ContactState["errors"] {
  const texts: ContactState["errors"] = {};
  for (const field of ENQUIRY_FIELDS satisfies readonly ContactField[]) {
    const error = errors[field];
    if (error) texts[field] = messageOf(error, t);
  }
  return texts;
}

const sent: Answer = { state: { values: {}, errors: {}, formError: null, sent: true }, status: 200 };

/**
 * The action behind an owner site's contact form (POST to its contact page): reads the form
 * within its byte limit (413 in the visitor's language beyond it, before anything is
 * parsed), validates it and stores the enquiry for the site of the request's host
 * (modules/enquiries), which emails the owner and confirms to the guest. Answers what the
 * page shows: sent (200); or everything that was typed, to fill the form in again, with the
 * problems per field (400), the rate limit (429) or our own failure, logged (500). A theme's
 * demo stores nothing: a valid form is answered with the demo notice (403). A robot that
 * filled in the hidden field is answered as if it was sent.
 */
export async function submitEnquiry(
  request: Request,
  context: Readonly<RouterContextProvider>,
  page: SitePageData,
): Promise<{ state: ContactState; status: number }> {
  const { db, host, clientIp, origin, log } = services(context);
  const t = themeStrings(page.site.lang);
  // The refusal of a too-large form speaks the platform's languages; German guests read English.
  const refusalLang: Lang = isLang(page.lang) ? page.lang : "en";
  const form = await readForm(request, { maxBytes: MAX_BYTES, lang: refusalLang });
  const raw = Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  const values = enquiryFormValues(form);
  const refused = (status: number, problems: { errors?: ContactState["errors"]; formError?: string }): Answer => ({
    state: { values, errors: problems.errors ?? {}, formError: problems.formError ?? null, sent: false },
    status,
  });

  if (host.kind !== "owner-site") {
    if (raw.website?.trim()) return sent;
    const parsed = parseEnquiry(raw, { today: amsterdamToday(new Date()) });
    if (!parsed.success) return refused(400, { errors: fieldErrors(parsed.errors, t) });
    return refused(403, { formError: t.contact.errors.demo });
  }

  try {
    const result = await createEnquiry(
      db,
      { siteId: host.site.id, lang: page.lang, values: raw },
      {
        ip: clientIp,
        origin,
        homeUrl: `${page.site.origin}${sitePath({ page: "home" }, page.lang, page.site.mainLang)}`,
      },
    );
    if (result.ok) {
      if (result.id) log.info({ enquiry: result.id, site: host.site.id }, "enquiry received");
      return sent;
    }
    if (result.reason === "invalid") return refused(400, { errors: fieldErrors(result.errors, t) });
    return refused(429, { formError: t.contact.errors.rateLimited });
  } catch (error) {
    log.error({ err: error, site: host.site.id }, "enquiry not stored");
    return refused(500, { formError: t.contact.errors.server });
  }
}
