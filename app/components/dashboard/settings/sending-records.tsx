import type { SendingIdentityView } from "../../../../modules/sending-identity/sending-identity-view.ts";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { CopyButton } from "../../onboarding/dns-records.tsx";
import { cn } from "../../ui/cn.ts";

type DomainView = NonNullable<SendingIdentityView["domain"]>;

/**
 * The three records of an own sending domain, each with its name and value to copy: DKIM
 * (required: we sign with its key), SPF and DMARC (advice, with a word on records the owner
 * already has).
 */
export function SendingRecords({ domain }: { domain: DomainView }) {
  const { t } = useI18n();
  const rows = [
    { key: "dkim", record: domain.dkim, purpose: t("dashboard.settings.sending.domain.dkimPurpose"), hint: null },
    {
      key: "spf",
      record: domain.spf,
      purpose: t("dashboard.settings.sending.domain.spfPurpose"),
      hint: t("dashboard.settings.sending.domain.spfHint", { include: domain.spfInclude }),
    },
    {
      key: "dmarc",
      record: domain.dmarc,
      purpose: t("dashboard.settings.sending.domain.dmarcPurpose"),
      hint: t("dashboard.settings.sending.domain.dmarcHint"),
    },
  ] as const;
  return (
    <ul className="divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200" data-testid="sending-records">
      {rows.map(({ key, record, purpose, hint }) => (
        <li key={key} className="grid gap-3 p-4" data-record={key}>
          <p>
            <span
              className={cn(
                "inline-block rounded-full px-2 py-0.5 text-xs font-semibold",
                key === "dkim" ? "bg-coral-600/10 text-coral-800" : "bg-pine-100 text-pine-800",
              )}
            >
              {purpose}
            </span>{" "}
            <span className="font-mono text-sm font-semibold text-pine-950">{record.type}</span>
          </p>
          <div className="flex flex-col items-start gap-2">
            <span className="text-xs font-semibold tracking-wider text-slate-600 uppercase">
              {t("onboarding.domains.records.name")}
            </span>
            <code className="font-mono text-sm break-all text-ink">{record.name}</code>
            <CopyButton value={record.name} label={`${purpose} ${t("onboarding.domains.records.name")}`} />
          </div>
          <div className="flex flex-col items-start gap-2">
            <span className="text-xs font-semibold tracking-wider text-slate-600 uppercase">
              {t("onboarding.domains.records.value")}
            </span>
            <code className="font-mono text-sm break-all text-ink" data-testid={`${key}-value`}>
              {record.value}
            </code>
            <CopyButton value={record.value} label={`${purpose} ${t("onboarding.domains.records.value")}`} />
          </div>
          {hint && <p className="text-sm text-slate-600">{hint}</p>}
        </li>
      ))}
    </ul>
  );
}
