import { Copy } from "lucide-react";
import { toast } from "sonner";
import type { DnsInstruction } from "../../../modules/domains/dns-instructions.ts";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { cn } from "../ui/cn.ts";

export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useI18n();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(t("onboarding.domains.records.copied"));
    } catch {
      toast.error(t("onboarding.domains.records.copyFailed"));
    }
  };
  return (
    <button
      type="button"
      onClick={copy}
      className="inline-flex shrink-0 items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold text-pine-800 ring-1 ring-pine-200 hover:bg-pine-50"
    >
      <Copy aria-hidden="true" className="h-4 w-4" />
      <span aria-hidden="true">{t("onboarding.domains.records.copy")}</span>
      <span className="sr-only">{t("onboarding.domains.records.copyLabel", { what: label })}</span>
    </button>
  );
}

/**
 * The records to add at the DNS provider: type, name and value, each name and value with
 * a copy button. A table from tablets up; stacked rows on phones.
 */
export function DnsRecordsTable({ domain, records }: { domain: string; records: readonly DnsInstruction[] }) {
  const { t } = useI18n();
  const cell = "block px-0 py-1.5 align-top md:table-cell md:px-4 md:py-3";
  const mobileLabel = "block text-xs font-semibold tracking-wider text-slate-600 uppercase md:hidden";
  return (
    <table className="block w-full text-left md:table" data-testid="dns-records">
      <caption className="sr-only">{t("onboarding.domains.records.caption", { domain })}</caption>
      <thead className="sr-only md:not-sr-only md:table-header-group">
        <tr className="border-b border-slate-200 text-sm text-slate-700">
          {(["type", "name", "value"] as const).map((column) => (
            <th key={column} scope="col" className="px-4 py-2 font-semibold">
              {t(`onboarding.domains.records.${column}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="block divide-y divide-slate-200 md:table-row-group">
        {records.map((record) => (
          <tr key={`${record.type}:${record.name}`} className="block py-3 md:table-row md:py-0">
            <td className={cell}>
              <span className="font-mono font-semibold text-pine-950">{record.type}</span>
              <span
                className={cn(
                  "mt-1 block w-fit rounded-full px-2 py-0.5 text-xs font-medium",
                  record.purpose === "verify" ? "bg-coral-600/10 text-coral-700" : "bg-pine-100 text-pine-800",
                )}
              >
                {record.purpose === "verify"
                  ? t("onboarding.domains.records.purposeVerify")
                  : t("onboarding.domains.records.purposePoint")}
              </span>
            </td>
            <td className={cell}>
              <span className={mobileLabel}>{t("onboarding.domains.records.name")}</span>
              <span className="flex flex-col items-start gap-2">
                <code className="font-mono text-sm break-all text-ink">{record.name}</code>
                <CopyButton value={record.name} label={`${record.type} ${t("onboarding.domains.records.name")}`} />
              </span>
            </td>
            <td className={cell}>
              <span className={mobileLabel}>{t("onboarding.domains.records.value")}</span>
              <span className="flex flex-col items-start gap-2">
                <code className="font-mono text-sm break-all text-ink">{record.value}</code>
                <CopyButton value={record.value} label={`${record.type} ${t("onboarding.domains.records.value")}`} />
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
