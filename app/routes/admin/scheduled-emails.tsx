import { LoaderCircle } from "lucide-react";
import { Link, useFetcher } from "react-router";
import { listGuestMessageQueue } from "../../../modules/admin/guest-message-queue.ts";
import { isQueueState, QUEUE_STATES, type QueueState } from "../../../modules/admin/queue-states.ts";
import { LockedEmailError, setEmailSwitch } from "../../../modules/owner-emails/email-switches.ts";
import { isSwitchableEmail } from "../../../modules/owner-emails/platform-emails.ts";
import {
  type ScheduledEmailRow,
  scheduledEmailsOverview,
} from "../../../modules/owner-emails/scheduled-emails-overview.ts";
import { AdminPageError } from "../../components/admin/admin-error.tsx";
import { adminMeta } from "../../components/admin/admin-meta.ts";
import { FilterBar } from "../../components/admin/filter-bar.tsx";
import { formatDateTime } from "../../components/admin/format.ts";
import { AdminPageHeader, EmptyState } from "../../components/admin/page-header.tsx";
import { PageLinks } from "../../components/admin/page-links.tsx";
import { type BadgeTone, StatusBadge } from "../../components/admin/status-badge.tsx";
import { templateNameKey } from "../../components/admin/template-names.ts";
import { type Feedback, useFeedbackToast } from "../../components/admin/use-feedback-toast.ts";
import { buttonClass } from "../../components/ui/button.tsx";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { formLimit, readForm } from "../../lib/read-form.server.ts";
import { withIdCheck } from "../../lib/refusals.server.ts";
import type { Route } from "./+types/scheduled-emails";
import { adminRequest, answer, formText } from "./access.server.ts";

const STATE_TONES: Record<QueueState, BadgeTone> = {
  failed: "red",
  held: "amber",
  planned: "blue",
  sent: "green",
  skipped: "grey",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, t } = await adminRequest(request, context);
  const params = new URL(request.url).searchParams;
  // An unknown state shows the open queue rather than failing: filters are typed by hand too.
  const raw = params.get("state");
  const state = isQueueState(raw) ? raw : undefined;
  // `before` comes from our own "more" link: the last message shown; anything but an id is a 400.
  const before = params.get("before") ?? undefined;
  const [emails, queue] = await Promise.all([
    scheduledEmailsOverview(db),
    withIdCheck(() => listGuestMessageQueue(db, { states: state ? [state] : undefined, after: before })),
  ]);
  return {
    title: t("admin.scheduledEmails.title"),
    emails,
    state: state ?? "",
    firstPage: before === undefined,
    messages: queue.messages,
    nextBefore: queue.nextBefore,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, t, lang, user } = await adminRequest(request, context);
  const form = await readForm(request, { maxBytes: formLimit(10), lang });
  const email = formText(form, "email");
  const enabled = formText(form, "enabled");
  if (!isSwitchableEmail(email) || (enabled !== "on" && enabled !== "off")) {
    return answer<Feedback>({ ok: false, message: t("admin.scheduledEmails.locked") }, 400);
  }
  try {
    await setEmailSwitch(db, { email, enabled: enabled === "on", actorId: user.id });
  } catch (error) {
    if (error instanceof LockedEmailError) {
      return answer<Feedback>({ ok: false, message: t("admin.scheduledEmails.locked") }, 400);
    }
    throw error;
  }
  const name = templateNameKey(email);
  return answer<Feedback>({
    ok: true,
    message: t(enabled === "on" ? "admin.scheduledEmails.switchedOn" : "admin.scheduledEmails.switchedOff", {
      name: name ? t(name) : email,
    }),
  });
}

type T = ReturnType<typeof useI18n>["t"];

/** A decided message's reason in words where the planner's code is known (guest-messages schema); else as stored. */
function reasonText(reason: string, t: T): string {
  const [code, detail = ""] = reason.split(/:(.*)/s);
  switch (code) {
    case "stay_cancelled":
      return t("admin.scheduledEmails.reasons.stayCancelled");
    case "rule_off":
      return t("admin.scheduledEmails.reasons.ruleOff");
    case "too_late":
      return t("admin.scheduledEmails.reasons.tooLate");
    case "unpaid":
      return t("admin.scheduledEmails.reasons.unpaid");
    case "missing":
      return t("admin.scheduledEmails.reasons.missing", { names: detail.split(",").join(", ") });
    case "condition":
      return t("admin.scheduledEmails.reasons.condition", { name: detail });
    default:
      return reason;
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.title);

function SwitchForm({ email, name }: { email: ScheduledEmailRow; name: string }) {
  const { t } = useI18n();
  const fetcher = useFetcher<Feedback>();
  useFeedbackToast(fetcher.data);
  const pending = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="email" value={email.template} />
      <input type="hidden" name="enabled" value={email.enabled ? "off" : "on"} />
      <button
        type="submit"
        disabled={pending}
        className={buttonClass(email.enabled ? "ghost" : "secondary", "md")}
        aria-label={t(email.enabled ? "admin.scheduledEmails.switchOffNamed" : "admin.scheduledEmails.switchOnNamed", {
          name,
        })}
      >
        {pending && <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />}
        {t(email.enabled ? "admin.scheduledEmails.switchOff" : "admin.scheduledEmails.switchOn")}
      </button>
    </fetcher.Form>
  );
}

function EmailCard({ email }: { email: ScheduledEmailRow }) {
  const { t } = useI18n();
  const nameKey = templateNameKey(email.template);
  const name = nameKey ? t(nameKey) : email.template;
  return (
    <li className="rounded-2xl border border-sand-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold text-pine-950">{name}</h3>
          <p className="mt-1 text-sm text-slate-700">{t(`admin.scheduledEmails.when.${email.template}`)}</p>
        </div>
        <span className="shrink-0">
          {email.switchable ? (
            <StatusBadge tone={email.enabled ? "green" : "grey"}>
              {t(email.enabled ? "admin.scheduledEmails.on" : "admin.scheduledEmails.off")}
            </StatusBadge>
          ) : (
            <StatusBadge tone="blue">{t("admin.scheduledEmails.alwaysOn")}</StatusBadge>
          )}
        </span>
      </div>
      {!email.switchable && <p className="mt-2 text-sm text-slate-700">{t("admin.scheduledEmails.lockedWhy")}</p>}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700">
          <span className="font-semibold text-pine-950">{t("admin.scheduledEmails.texts")}</span>{" "}
          {email.languages.map((l, i) => (
            <span key={l}>
              {i > 0 && " · "}
              <Link
                to={`/admin/settings/templates/${email.template}/${l}`}
                className="font-semibold text-pine-700 underline underline-offset-2"
              >
                <span className="sr-only">{name}: </span>
                {t(`admin.languages.${l}`)}
              </Link>
            </span>
          ))}
        </p>
        <p className="text-sm text-slate-700">
          {t("admin.scheduledEmails.sentLast30Days", { count: email.sentLast30Days })}
        </p>
      </div>
      {email.switchable && (
        <div className="mt-4">
          <SwitchForm email={email} name={name} />
        </div>
      )}
    </li>
  );
}

/** /admin/settings/scheduled-emails: the platform's own emails to owners, and every owner's scheduled guest messages. */
export default function AdminScheduledEmails({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useI18n();
  const { emails, messages, state, firstPage, nextBefore } = loaderData;
  return (
    <>
      <AdminPageHeader title={t("admin.scheduledEmails.title")} intro={t("admin.scheduledEmails.intro")} />
      <section aria-labelledby="platform-emails">
        <h2 id="platform-emails" className="mb-4 font-display text-2xl font-semibold text-pine-950">
          {t("admin.scheduledEmails.platformHeading")}
        </h2>
        <ul className="grid gap-4 lg:grid-cols-2">
          {emails.map((e) => (
            <EmailCard key={e.template} email={e} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="guest-queue" className="mt-12">
        <h2 id="guest-queue" className="mb-2 font-display text-2xl font-semibold text-pine-950">
          {t("admin.scheduledEmails.queueHeading")}
        </h2>
        <p className="mb-4 max-w-3xl text-slate-700">{t("admin.scheduledEmails.queueIntro")}</p>
        <FilterBar
          selects={[
            {
              name: "state",
              label: t("admin.scheduledEmails.filterState"),
              value: state,
              options: QUEUE_STATES.map((s) => ({ value: s, label: t(`admin.scheduledEmails.states.${s}`) })),
            },
          ]}
        />
        {messages.length === 0 ? (
          <EmptyState title={t("admin.scheduledEmails.queueEmpty")} body={t("admin.scheduledEmails.queueEmptyBody")} />
        ) : (
          <ul className="space-y-3">
            {messages.map((m) => (
              <li key={m.id} className="rounded-2xl border border-sand-200 bg-white p-5 shadow-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold break-words text-pine-950">{m.templateName}</span>
                  <StatusBadge tone={STATE_TONES[m.state]}>{t(`admin.scheduledEmails.states.${m.state}`)}</StatusBadge>
                </div>
                <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-2">
                  <div>
                    <dt className="inline font-semibold text-pine-950">{t("admin.scheduledEmails.site")}: </dt>
                    <dd className="inline break-words">
                      {m.siteName} ({m.subdomain})
                    </dd>
                  </div>
                  <div>
                    <dt className="inline font-semibold text-pine-950">{t("admin.scheduledEmails.stay")}: </dt>
                    <dd className="inline">{m.stayReference ?? t("admin.scheduledEmails.noReference")}</dd>
                  </div>
                  <div>
                    <dt className="inline font-semibold text-pine-950">{t("admin.scheduledEmails.due")}: </dt>
                    <dd className="inline">{formatDateTime(m.dueAt, lang)}</dd>
                  </div>
                  {m.reason && (
                    <div>
                      <dt className="inline font-semibold text-pine-950">{t("admin.scheduledEmails.reason")}: </dt>
                      <dd className="inline break-words">{reasonText(m.reason, t)}</dd>
                    </div>
                  )}
                </dl>
              </li>
            ))}
          </ul>
        )}
        <PageLinks
          label={t("admin.scheduledEmails.pages")}
          firstPage={firstPage}
          nextBefore={nextBefore}
          query={state ? { state } : {}}
          labels={{ newest: t("admin.scheduledEmails.first"), older: t("admin.scheduledEmails.more") }}
        />
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <AdminPageError />;
}
