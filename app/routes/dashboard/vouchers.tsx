import { useCallback, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { AddForm } from "../../components/dashboard/add-form.tsx";
import { dashboardMeta } from "../../components/dashboard/dashboard-meta.ts";
import { DashboardErrorContent } from "../../components/dashboard/error-content.tsx";
import { Card, PageHeader } from "../../components/dashboard/page-header.tsx";
import { useAnswer } from "../../components/dashboard/use-answer.ts";
import { VoucherCard } from "../../components/dashboard/vouchers/voucher-card.tsx";
import { VoucherFields } from "../../components/dashboard/vouchers/voucher-fields.tsx";
import type {
  VoucherActionResult,
  VoucherUnit,
  VoucherView,
} from "../../components/dashboard/vouchers/voucher-result.ts";
import { voucherErrorMessages } from "../../components/dashboard/vouchers/voucher-text.ts";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { useI18n } from "../../i18n/use-i18n.tsx";
import type { Route } from "./+types/vouchers";
import { loadVouchers, saveVouchers } from "./vouchers/vouchers.server.ts";

export const loader = (args: Route.LoaderArgs) => loadVouchers(args);
export const action = (args: Route.ActionArgs) => saveVouchers(args);

export const meta: Route.MetaFunction = ({ matches }) => dashboardMeta(matches, (t) => t("dashboard.vouchers.title"));

export default function Vouchers({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { vouchers, units, today, currency } = loaderData;
  const activeUnits = units.filter((u) => !u.archived);
  const [deleting, setDeleting] = useState<VoucherView | null>(null);
  const remover = useFetcher<VoucherActionResult>();
  const closeDelete = useCallback(() => setDeleting(null), []);

  useAnswer(remover.data, remover.state === "idle", (answer) => {
    if (answer.ok) toast.success(t("dashboard.vouchers.remove.removed"));
    else if (answer.problem === "used") toast.error(t("dashboard.vouchers.remove.used"));
    else toast.error(t("dashboard.vouchers.failed"));
    setDeleting(null);
  });

  return (
    <>
      <PageHeader title={t("dashboard.vouchers.title")} intro={t("dashboard.vouchers.intro")} />
      {/* One above the other, each the page's width: the form's pairs of fields sit side by side. */}
      <div className="grid gap-6">
        <section aria-labelledby="vouchers-heading" className="min-w-0">
          <Card>
            <h2 id="vouchers-heading" className="font-display text-xl font-semibold text-pine-950">
              {t("dashboard.vouchers.listHeading")}
            </h2>
            {vouchers.length === 0 ? (
              <p className="mt-3 text-slate-700">{t("dashboard.vouchers.empty")}</p>
            ) : (
              <div className="divide-y divide-slate-200" data-testid="vouchers">
                {vouchers.map((voucher) => (
                  <VoucherCard
                    key={voucher.id}
                    voucher={voucher}
                    units={units}
                    today={today}
                    currency={currency}
                    onDelete={setDeleting}
                  />
                ))}
              </div>
            )}
          </Card>
        </section>
        <section aria-labelledby="add-voucher-heading" className="min-w-0">
          <Card>
            <h2 id="add-voucher-heading" className="mb-5 font-display text-xl font-semibold text-pine-950">
              {t("dashboard.vouchers.addHeading")}
            </h2>
            <AddVoucherForm result={actionData} units={activeUnits} />
          </Card>
        </section>
      </div>

      <ConfirmDialog
        open={deleting !== null}
        onCancel={closeDelete}
        onConfirm={() => deleting && remover.submit({ intent: "delete", voucherId: deleting.id }, { method: "post" })}
        busy={remover.state !== "idle"}
        title={t("dashboard.vouchers.remove.title")}
        description={t("dashboard.vouchers.remove.body", { code: deleting?.code ?? "" })}
        cancelLabel={t("dashboard.vouchers.remove.cancel")}
        confirmLabel={t("dashboard.vouchers.remove.confirm")}
        busyLabel={t("dashboard.vouchers.remove.removing")}
      />
    </>
  );
}

/** The form for a new voucher; a refusal keeps everything typed and says what to fix. */
function AddVoucherForm({ result, units }: { result: VoucherActionResult | undefined; units: readonly VoucherUnit[] }) {
  const { t } = useI18n();
  const failed = result && !result.ok && result.intent === "create" ? result : undefined;
  return (
    <AddForm
      formId="voucher-new"
      labelledBy="add-voucher-heading"
      result={result}
      errors={voucherErrorMessages(t, failed?.errors)}
      values={failed?.values ?? {}}
      words={{
        added: t("dashboard.vouchers.added"),
        summary: t("dashboard.vouchers.formErrors"),
        add: t("dashboard.vouchers.add"),
        adding: t("dashboard.vouchers.adding"),
      }}
    >
      <VoucherFields units={units} checkedUnits={failed?.unitIds} />
    </AddForm>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorContent error={error} />;
}
