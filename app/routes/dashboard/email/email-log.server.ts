import { data, type RouterContextProvider, redirect } from "react-router";
import { propertyTimeZone } from "../../../../modules/booking/bookable-unit.ts";
import {
  emailLogEmail,
  LOG_STATES,
  type LogState,
  listEmailLog,
} from "../../../../modules/guest-messages/email-log.ts";
import { resendSiteEmail } from "../../../../modules/messaging/resend-email.ts";
import { hasControlCharacter } from "../../../../modules/text/single-line.ts";
import { services } from "../../../context.ts";
import { translator } from "../../../i18n/i18n.tsx";
import { formLimit, readForm } from "../../../lib/read-form.server.ts";
import { notFound, uuidParam, withIdCheck } from "../../../lib/refusals.server.ts";
import { requireOwner } from "../../../lib/require-owner.server.ts";

/*
 * The loaders and action of the owner's email log (app/routes/dashboard/email.tsx and
 * email-detail.tsx), here so the pages' scripts never load the database code they use.
 */

type PageArgs = { request: Request; context: Readonly<RouterContextProvider> };

/** The longest booking reference looked for. */
const REFERENCE_MAX = 40;

/** The log, `?stay=` (a booking reference) and `?state=` filtered, `?before=` paged (a malformed cursor is a 400). */
export async function loadEmailLog({ request, context }: PageArgs) {
  const { site } = await requireOwner(request, context, "site");
  const { db } = services(context);
  const url = new URL(request.url);
  const typed = (url.searchParams.get("stay") ?? "").trim().slice(0, REFERENCE_MAX);
  // A reference is one line of letters, digits and dashes; anything else finds nothing.
  const reference = hasControlCharacter(typed) ? "" : typed;
  const stateParam = url.searchParams.get("state") ?? "";
  const state = LOG_STATES.find((s) => s === stateParam);
  const before = url.searchParams.get("before") ?? undefined;
  const [page, timeZone] = await Promise.all([
    withIdCheck(() => listEmailLog(db, site.id, { reference, state, before })),
    propertyTimeZone(db, site.id),
  ]);
  return {
    reference,
    state: state ?? null,
    firstPage: before === undefined,
    nextBefore: page.nextBefore,
    timeZone,
    entries: page.entries,
  };
}

/** One email to a guest of the owner's site; another site's (or an account email) is a 404. */
export async function loadEmailDetail({ request, context, params }: PageArgs & { params: { emailId?: string } }) {
  const { site } = await requireOwner(request, context, "site");
  const { db } = services(context);
  const email = await emailLogEmail(db, site.id, uuidParam(params.emailId));
  if (!email) notFound();
  return {
    email: { ...email, canResend: email.status === "sent" || email.status === "failed" },
    timeZone: await propertyTimeZone(db, site.id),
  };
}

export type ResendAnswer = { ok: false; message: string };

/**
 * "Send again": a copy of the site's own guest email, queued as a new outbox row that
 * names the original (resend_of); the owner lands on the copy. Another site's email is a
 * 404; one still on its way a 409 with the reason in the owner's language.
 */
export async function resendFromLog({ request, context, params }: PageArgs & { params: { emailId?: string } }) {
  const { user, site } = await requireOwner(request, context, "site");
  const { db, secretsKey } = services(context);
  const emailId = uuidParam(params.emailId);
  await readForm(request, { maxBytes: formLimit(100), lang: user.lang });
  // Only an email the log shows: the site's, to a guest.
  if (!(await emailLogEmail(db, site.id, emailId))) notFound();
  const result = await resendSiteEmail(db, site.id, emailId, secretsKey);
  if (result.ok) throw redirect(`/dashboard/email/${result.id}`);
  if (result.reason === "not-found") notFound();
  const t = translator(user.lang);
  return data<ResendAnswer>({ ok: false, message: t("dashboard.email.detail.stillPending") }, { status: 409 });
}

export type { LogState };
