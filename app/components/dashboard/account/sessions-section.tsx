import { Laptop, LoaderCircle, LogOut, ShieldAlert, Smartphone } from "lucide-react";
import { Form } from "react-router";
import type { DeviceParts } from "../../../../modules/accounts/describe-device.ts";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { usePending } from "../../account/intent-form.tsx";
import { buttonClass } from "../../ui/button.tsx";
import { cn } from "../../ui/cn.ts";
import { Badge } from "../badge.tsx";
import { formatDateTime } from "../format-date.ts";
import { answerFor } from "./account-form.tsx";
import type { AccountActionData, SessionView } from "./account-result.ts";
import { AccountSection, SuccessNote } from "./account-section.tsx";

const PHONE_SYSTEMS = new Set(["iOS", "iPadOS", "Android"]);

export function useDeviceName(): (device: DeviceParts) => string {
  const { t } = useI18n();
  return ({ browser, system: os }) => {
    if (browser && os) return t("dashboard.account.sessions.device", { browser, os });
    if (browser) return browser;
    if (os) return t("dashboard.account.sessions.deviceOs", { os });
    return t("dashboard.account.sessions.unknownDevice");
  };
}

/** Where the owner is signed in, with ways to sign out one, the others, or everywhere. */
export function SessionsSection({
  sessions,
  answer,
}: {
  sessions: SessionView[];
  answer: AccountActionData | undefined;
}) {
  const { t, locale } = useI18n();
  const deviceName = useDeviceName();
  const done = answerFor(answer, "sign-out", "sign-out-session");
  const others = sessions.filter((s) => !s.current).length;
  return (
    <AccountSection
      id="sessions"
      title={t("dashboard.account.sessions.heading")}
      intro={t("dashboard.account.sessions.intro")}
    >
      {done?.ok && (
        <SuccessNote>
          {done.intent === "sign-out"
            ? t("dashboard.account.sessions.othersDone")
            : t("dashboard.account.sessions.oneDone")}
        </SuccessNote>
      )}
      {done && !done.ok && (
        <p role="alert" className="mb-6 rounded-xl p-4 text-ink ring-2 ring-coral-600">
          {t("auth.errors.server")}
        </p>
      )}
      <ul className="divide-y divide-slate-200" data-testid="sessions">
        {sessions.map((s) => {
          const Icon = s.byAdmin
            ? ShieldAlert
            : s.device.system && PHONE_SYSTEMS.has(s.device.system)
              ? Smartphone
              : Laptop;
          const name = deviceName(s.device);
          return (
            <li
              key={s.id}
              data-by-admin={s.byAdmin || undefined}
              className="flex flex-col gap-3 py-4 first:pt-0 sm:flex-row sm:items-center"
            >
              <Icon
                aria-hidden="true"
                className={cn("hidden h-6 w-6 shrink-0 sm:block", s.byAdmin ? "text-amber-700" : "text-pine-700")}
              />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-semibold text-pine-950">
                  {name}
                  {s.current && <Badge tone="green">{t("dashboard.account.sessions.thisDevice")}</Badge>}
                  {s.byAdmin && <Badge tone="amber">{t("dashboard.account.sessions.byAdmin")}</Badge>}
                </p>
                {s.byAdmin && <p className="mt-1 text-sm text-ink">{t("dashboard.account.sessions.byAdminNote")}</p>}
                <p className="mt-1 text-sm text-slate-700">
                  {[
                    s.ip ? t("dashboard.account.sessions.ip", { ip: s.ip }) : null,
                    t("dashboard.account.sessions.lastActive", { date: formatDateTime(s.lastActiveAt, locale) }),
                    t("dashboard.account.sessions.signedIn", { date: formatDateTime(s.createdAt, locale) }),
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
              </div>
              {!s.current && <SignOutOne sessionId={s.id} deviceName={name} />}
            </li>
          );
        })}
      </ul>
      {others === 0 && <p className="mt-2 text-slate-700">{t("dashboard.account.sessions.noOthers")}</p>}
      <Form method="post" className="mt-6 flex flex-col gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:flex-wrap">
        <input type="hidden" name="intent" value="sign-out" />
        <ScopeButton scope="local" label={t("dashboard.account.sessions.signOutLocal")} />
        {others > 0 && <ScopeButton scope="others" label={t("dashboard.account.sessions.signOutOthers")} />}
        <ScopeButton scope="global" label={t("dashboard.account.sessions.signOutGlobal")} />
      </Form>
    </AccountSection>
  );
}

function ScopeButton({ scope, label }: { scope: "local" | "others" | "global"; label: string }) {
  const { t } = useI18n();
  const pending = usePending("sign-out", { name: "scope", value: scope });
  return (
    <button type="submit" name="scope" value={scope} disabled={pending} className={buttonClass("ghost", "md")}>
      {pending ? (
        <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
      ) : (
        <LogOut aria-hidden="true" className="h-4 w-4" />
      )}
      {pending ? t("dashboard.account.sessions.signingOut") : label}
    </button>
  );
}

function SignOutOne({ sessionId, deviceName }: { sessionId: string; deviceName: string }) {
  const { t } = useI18n();
  const pending = usePending("sign-out-session", { name: "sessionId", value: sessionId });
  return (
    <Form method="post" className="shrink-0">
      <input type="hidden" name="intent" value="sign-out-session" />
      <input type="hidden" name="sessionId" value={sessionId} />
      <button type="submit" disabled={pending} className={buttonClass("ghost", "md", "w-full sm:w-auto")}>
        {pending && <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />}
        <span>{pending ? t("dashboard.account.sessions.signingOut") : t("dashboard.account.sessions.signOutOne")}</span>
        <span className="sr-only">{`: ${deviceName}`}</span>
      </button>
    </Form>
  );
}
