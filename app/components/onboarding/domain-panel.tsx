import { CircleAlert, CircleCheck, CircleHelp, ExternalLink, Globe, LoaderCircle, TriangleAlert } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Form, useFetcher, useNavigation } from "react-router";
import { toast } from "sonner";
import type { DomainPointing, PointingState } from "../../../modules/domains/check-domain-pointing.ts";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { FieldKitProvider, TextField } from "../forms/fields.tsx";
import { AlertDialog } from "../ui/alert-dialog.tsx";
import { buttonClass } from "../ui/button.tsx";
import { cn } from "../ui/cn.ts";
import { DnsRecordsTable } from "./dns-records.tsx";
import type { ClaimData, DomainActionData, DomainMessage, DomainPageData } from "./domain-types.ts";

function Card({ children, className, labelledBy }: { children: ReactNode; className?: string; labelledBy: string }) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={cn("rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-8", className)}
    >
      {children}
    </section>
  );
}

function useMessage() {
  const { t } = useI18n();
  // The params are DNS names and values, so typed interpolation cannot check them per key.
  const translate = t as unknown as (key: DomainMessage["key"], params?: Record<string, string>) => string;
  return (message: DomainMessage) => translate(message.key, message.params);
}

function usePending(intent: string) {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

const POINTING_ICONS: Record<PointingState, typeof CircleCheck> = {
  ok: CircleCheck,
  missing: CircleAlert,
  elsewhere: TriangleAlert,
  unknown: CircleHelp,
};

/** Where {domain} and www.{domain} lead now: advice, binding never depends on it. */
function PointingList({ domain, pointing }: { domain: string; pointing: DomainPointing }) {
  const { t } = useI18n();
  const rows = [
    { name: domain, state: pointing.domain },
    { name: `www.${domain}`, state: pointing.www },
  ];
  return (
    <div className="mt-5">
      <p className="font-semibold text-pine-950">{t("onboarding.domains.pointing.title")}</p>
      <ul className="mt-2 space-y-2">
        {rows.map(({ name, state }) => {
          const Icon = POINTING_ICONS[state];
          return (
            <li key={name} className="flex gap-2 text-slate-800">
              <Icon
                aria-hidden="true"
                className={cn("mt-0.5 h-5 w-5 shrink-0", state === "ok" ? "text-pine-700" : "text-coral-700")}
              />
              <span>{t(`onboarding.domains.pointing.${state}`, { name, target: pointing.target })}</span>
            </li>
          );
        })}
      </ul>
      {(pointing.domain !== "ok" || pointing.www !== "ok") && (
        <p className="mt-3 text-sm text-slate-700">
          {t("onboarding.domains.result.cnameAdvice", { domain, target: pointing.target })}
        </p>
      )}
    </div>
  );
}

/** The latest check of a claim: this visit's answer, or the problem kept from the last one. */
function VerifyResult({
  claim,
  actionData,
  platformHost,
}: {
  claim: ClaimData;
  actionData: DomainActionData | undefined;
  platformHost: string;
}) {
  const { t, locale } = useI18n();
  const message = useMessage();
  const ref = useRef<HTMLDivElement>(null);
  const fresh = actionData?.intent === "verify" && actionData.claimId === claim.id ? actionData : undefined;
  useEffect(() => {
    if (fresh) ref.current?.focus();
  }, [fresh]);

  if (fresh && "rateLimitedMinutes" in fresh) {
    return (
      <div
        ref={ref}
        tabIndex={-1}
        role="alert"
        className="mt-5 rounded-2xl bg-sand-100 p-4 text-slate-800 outline-none"
      >
        {t("onboarding.domains.verify.rateLimited", { minutes: fresh.rateLimitedMinutes })}
      </div>
    );
  }
  if (fresh?.ok) {
    return (
      <div
        ref={ref}
        tabIndex={-1}
        data-testid="verify-result"
        className="mt-5 rounded-2xl bg-pine-50 p-5 ring-1 ring-pine-200 outline-none"
      >
        <p className="flex items-center gap-2 font-display text-lg font-semibold text-pine-950">
          <CircleCheck aria-hidden="true" className="h-5 w-5 text-pine-700" />
          {t("onboarding.domains.result.successTitle", { domain: fresh.domain })}
        </p>
        <p className="mt-2 text-slate-800">{t("onboarding.domains.result.successBody", { domain: fresh.domain })}</p>
        <PointingList domain={fresh.domain} pointing={fresh.pointing} />
      </div>
    );
  }
  const error = fresh && !fresh.ok ? fresh.error : claim.status === "pending" ? claim.lastError : null;
  if (!error) return null;
  const pointing = fresh && !fresh.ok ? fresh.pointing : null;
  const checkedAt = claim.lastCheckedAt
    ? new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Amsterdam" }).format(
        new Date(claim.lastCheckedAt),
      )
    : null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      data-testid="verify-result"
      className="mt-5 rounded-2xl border-2 border-coral-600 bg-white p-5 outline-none"
    >
      <p className="flex items-center gap-2 font-display text-lg font-semibold text-coral-700">
        <CircleAlert aria-hidden="true" className="h-5 w-5" />
        {t("onboarding.domains.result.failedTitle")}
      </p>
      <p className="mt-2 break-words text-slate-800">{message(error)}</p>
      {checkedAt && (
        <p className="mt-1 text-sm text-slate-600">{t("onboarding.domains.verify.lastChecked", { time: checkedAt })}</p>
      )}
      {pointing ? (
        <PointingList domain={claim.domain} pointing={pointing} />
      ) : (
        <p className="mt-3 text-sm text-slate-700">
          {t("onboarding.domains.result.cnameAdvice", { domain: claim.domain, target: platformHost })}
        </p>
      )}
    </div>
  );
}

function VerifyForm({ claim, label, quiet = false }: { claim: ClaimData; label: string; quiet?: boolean }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const pending = usePending("verify") && navigation.formData?.get("claimId") === claim.id;
  return (
    <Form method="post" className={quiet ? "" : "mt-4"} aria-busy={pending || undefined}>
      <input type="hidden" name="intent" value="verify" />
      <input type="hidden" name="claimId" value={claim.id} />
      <button
        type="submit"
        disabled={pending}
        className={
          quiet ? buttonClass("ghost", "md", "w-full sm:w-auto") : buttonClass("primary", "lg", "w-full sm:w-auto")
        }
      >
        {pending && <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin" />}
        {pending ? t("onboarding.domains.verify.checking") : label}
      </button>
    </Form>
  );
}

/** Disconnects the domain (or drops the pending one) after asking; told with a toast. */
function RemoveDomain({ domain, host, bound }: { domain: string; host: string; bound: boolean }) {
  const { t } = useI18n();
  const fetcher = useFetcher<DomainActionData>();
  const pending = fetcher.state !== "idle";
  const [open, setOpen] = useState(false);
  const handled = useRef<DomainActionData | undefined>(undefined);
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.intent === "remove" && result.ok) toast.success(t("onboarding.domains.toasts.removed"));
    setOpen(false);
  }, [fetcher.state, fetcher.data, t]);

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={buttonClass("ghost", "md", "w-full sm:w-auto")}
      >
        {bound ? t("onboarding.domains.remove.button") : t("onboarding.domains.remove.stop")}
      </button>
      <AlertDialog
        open={open}
        onCancel={() => setOpen(false)}
        busy={pending}
        title={t("onboarding.domains.remove.title", { domain })}
        description={
          bound ? t("onboarding.domains.remove.body", { host }) : t("onboarding.domains.remove.cancelBody", { domain })
        }
      >
        <fetcher.Form method="post" className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <input type="hidden" name="intent" value="remove" />
          <button
            type="button"
            onClick={() => setOpen(false)}
            className={buttonClass("ghost", "md")}
            disabled={pending}
          >
            {t("onboarding.domains.remove.cancel")}
          </button>
          <button type="submit" className={buttonClass("primary", "md")} disabled={pending}>
            {pending && <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />}
            {pending ? t("onboarding.domains.remove.removing") : t("onboarding.domains.remove.confirm")}
          </button>
        </fetcher.Form>
      </AlertDialog>
    </>
  );
}

function StartForm({ page, actionData }: { page: DomainPageData; actionData: DomainActionData | undefined }) {
  const { t } = useI18n();
  const message = useMessage();
  const pending = usePending("start");
  const refused = actionData?.intent === "start" && !actionData.ok ? actionData : undefined;
  const errorText = refused ? message(refused.error) : undefined;
  const title =
    page.customDomain || page.pending ? "onboarding.domains.form.changeTitle" : "onboarding.domains.form.title";
  return (
    <Card labelledBy="domain-form-title">
      <h2 id="domain-form-title" className="font-display text-2xl font-semibold text-pine-950">
        {t(title)}
      </h2>
      <Form method="post" noValidate className="mt-5" aria-busy={pending || undefined}>
        <input type="hidden" name="intent" value="start" />
        <FieldKitProvider
          value={{
            formId: "domain",
            errors: errorText ? { domain: errorText } : {},
            values: refused ? refused.values : {},
          }}
        >
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <TextField
              name="domain"
              label={t("onboarding.domains.form.label")}
              hint={t("onboarding.domains.form.hint")}
              autoComplete="off"
              maxLength={253}
              className="min-w-0 flex-1"
            />
            <button
              type="submit"
              disabled={pending}
              className={buttonClass("secondary", "lg", "w-full shrink-0 sm:mt-8 sm:w-auto")}
            >
              {pending && <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin" />}
              {pending ? t("onboarding.domains.form.submitting") : t("onboarding.domains.form.submit")}
            </button>
          </div>
        </FieldKitProvider>
      </Form>
    </Card>
  );
}

/**
 * Connecting the owner's own domain: the domain in use, the DNS records for a domain being
 * connected with a check button and its result, a form for (another) domain, and removal.
 * Used by /domain-setup and /dashboard/domeinen.
 */
export function DomainPanel({ page, actionData }: { page: DomainPageData; actionData: DomainActionData | undefined }) {
  const { t } = useI18n();
  const { bound, pending } = page;

  useEffect(() => {
    if (actionData?.intent === "start" && actionData.ok) {
      toast.success(t("onboarding.domains.toasts.started", { domain: actionData.domain }));
    }
    if (actionData?.intent === "verify" && actionData.ok) {
      toast.success(t("onboarding.domains.toasts.verified", { domain: actionData.domain }));
    }
  }, [actionData, t]);

  return (
    <div className="space-y-6">
      <p className="flex flex-wrap items-center gap-2 text-slate-700">
        <Globe aria-hidden="true" className="h-5 w-5 text-pine-700" />
        <span>{t("onboarding.domains.yourSite")}:</span>
        <a
          href={page.siteUrl}
          target="_blank"
          rel="noopener"
          className="font-semibold text-pine-800 underline underline-offset-2"
        >
          {page.host}
          <span className="sr-only"> {t("onboarding.theme.newTab")}</span>
        </a>
      </p>

      {page.customDomain && (
        <Card labelledBy="connected-title" className="ring-pine-200">
          <h2
            id="connected-title"
            className="flex items-center gap-2 font-display text-2xl font-semibold text-pine-950"
          >
            <CircleCheck aria-hidden="true" className="h-6 w-6 text-pine-700" />
            {t("onboarding.domains.connectedTitle")}
          </h2>
          <p className="mt-2 text-slate-800">{t("onboarding.domains.connectedBody", { domain: page.customDomain })}</p>
          <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
            <a
              href={`https://${page.customDomain}`}
              target="_blank"
              rel="noopener"
              className={buttonClass("secondary", "md", "w-full sm:w-auto")}
            >
              <ExternalLink aria-hidden="true" className="h-4 w-4" />
              {t("onboarding.domains.visit", { domain: page.customDomain })}
              <span className="sr-only"> {t("onboarding.theme.newTab")}</span>
            </a>
            {bound && <VerifyForm claim={bound} label={t("onboarding.domains.verify.recheck")} quiet />}
            <RemoveDomain domain={page.customDomain} host={page.host} bound />
          </div>
          {bound && (
            <>
              <VerifyResult claim={bound} actionData={actionData} platformHost={page.platformHost} />
              <details className="group mt-6 rounded-2xl bg-sand-50 p-4 ring-1 ring-sand-200">
                <summary className="cursor-pointer font-semibold text-pine-900">
                  {t("onboarding.domains.records.show")}
                </summary>
                <div className="mt-4">
                  <DnsRecordsTable
                    domain={bound.domain}
                    records={bound.records.filter((record) => record.purpose === "point")}
                  />
                  <p className="mt-4 text-sm text-slate-700">
                    {t("onboarding.domains.apex.body", { domain: bound.domain, target: page.platformHost })}
                  </p>
                </div>
              </details>
            </>
          )}
        </Card>
      )}

      {pending && (
        <Card labelledBy="records-title">
          <h2 id="records-title" className="font-display text-2xl font-semibold text-pine-950">
            {t("onboarding.domains.records.title")}
          </h2>
          <p className="mt-2 max-w-3xl text-slate-700">
            {t("onboarding.domains.records.intro", { domain: pending.domain })}
          </p>
          <div className="mt-5 md:-mx-4">
            <DnsRecordsTable domain={pending.domain} records={pending.records} />
          </div>
          <p className="mt-4 text-sm text-slate-700">{t("onboarding.domains.records.hostTip")}</p>

          <div className="mt-6 rounded-2xl bg-sand-50 p-5 ring-1 ring-sand-200">
            <h3 className="font-semibold text-pine-950">{t("onboarding.domains.apex.title")}</h3>
            <p className="mt-2 text-slate-800">
              {t("onboarding.domains.apex.body", { domain: pending.domain, target: page.platformHost })}
            </p>
          </div>

          <h3 className="mt-8 font-display text-xl font-semibold text-pine-950">
            {t("onboarding.domains.verify.title")}
          </h3>
          <p className="mt-2 max-w-3xl text-slate-700">{t("onboarding.domains.verify.intro")}</p>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <VerifyForm claim={pending} label={t("onboarding.domains.verify.submit")} />
            {!page.customDomain && <RemoveDomain domain={pending.domain} host={page.host} bound={false} />}
          </div>
          <VerifyResult claim={pending} actionData={actionData} platformHost={page.platformHost} />
        </Card>
      )}

      {/* A new key after a claim started or a domain was bound empties the field. */}
      <StartForm key={pending?.id ?? page.customDomain ?? "none"} page={page} actionData={actionData} />
    </div>
  );
}
