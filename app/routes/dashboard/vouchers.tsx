import { useCallback, useState } from "react";
import { Form, useFetcher, useNavigation } from "react-router";
import { toast } from "sonner";
import { dashboardMeta } from "../../components/dashboard/dashboard-meta.ts";
import { DashboardErrorContent } from "../../components/dashboard/error-content.tsx";
import { Card, PageHeader } from "../../components/dashboard/page-header.tsx";
import { useAnswer } from "../../components/dashboard/use-answer.ts";
import { useFormFeedback } from "../../components/dashboard/use-form-feedback.ts";
import { VoucherCard } from "../../components/dashboard/vouchers/voucher-card.tsx";
import { VoucherFields } from "../../components/dashboard/vouchers/voucher-fields.tsx";
import type {
  VoucherActionResult,
  VoucherUnit,
  VoucherView,
} from "../../components/dashboard/vouchers/voucher-result.ts";
import { voucherErrorMessages } from "../../components/dashboard/vouchers/voucher-text.ts";
import { ErrorSummary } from "../../components/forms/error-summary.tsx";
import { FieldKitProvider, fieldId } from "../../components/forms/fields.tsx";
import { SubmitButton } from "../../components/forms/submit-button.tsx";
import { AlertDialog } from "../../components/ui/alert-dialog.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { useI18n } from "../../i18n/use-i18n.tsx";
import type { Route } from "./+types/vouchers";
import { loadVouchers, saveVouchers } from "./vouchers/vouchers.server.ts";

export const loader = (args: Route.LoaderArgs) => loadVouchers(args);
export const action = (args: Route.ActionArgs) => saveVouchers(args);

export const meta: Route.MetaFunction = ({ matches }) => dashboardMeta(matches, (t) => t("dashboard.vouchers.title"));

export default function Vouchers({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { vouchers, units, today } = loaderData;
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
      <div className="grid gap-6 lg:grid-cols-5">
        <section aria-labelledby="vouchers-heading" className="min-w-0 lg:col-span-3">
          <Card>
            <h2 id="vouchers-heading" className="font-display text-xl font-semibold text-pine-950">
              {t("dashboard.vouchers.listHeading")}
            </h2>
            {vouchers.length === 0 ? (
              <p className="mt-3 text-slate-700">{t("dashboard.vouchers.empty")}</p>
            ) : (
              <div className="divide-y divide-slate-200" data-testid="vouchers">
                {vouchers.map((voucher) => (
                  <VoucherCard key={voucher.id} voucher={voucher} units={units} today={today} onDelete={setDeleting} />
                ))}
              </div>
            )}
          </Card>
        </section>
        <section aria-labelledby="add-voucher-heading" className="min-w-0 lg:col-span-2">
          <Card>
            <h2 id="add-voucher-heading" className="mb-5 font-display text-xl font-semibold text-pine-950">
              {t("dashboard.vouchers.addHeading")}
            </h2>
            <AddVoucherForm result={actionData} units={activeUnits} />
          </Card>
        </section>
      </div>

      <AlertDialog
        open={deleting !== null}
        onCancel={closeDelete}
        busy={remover.state !== "idle"}
        title={t("dashboard.vouchers.remove.title")}
        description={t("dashboard.vouchers.remove.body", { code: deleting?.code ?? "" })}
      >
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" onClick={closeDelete} className={buttonClass("ghost", "md")}>
            {t("dashboard.vouchers.remove.cancel")}
          </button>
          <button
            type="button"
            disabled={remover.state !== "idle"}
            onClick={() => deleting && remover.submit({ intent: "delete", voucherId: deleting.id }, { method: "post" })}
            className={buttonClass("primary", "md")}
          >
            {remover.state !== "idle"
              ? t("dashboard.vouchers.remove.removing")
              : t("dashboard.vouchers.remove.confirm")}
          </button>
        </div>
      </AlertDialog>
    </>
  );
}

/** The form for a new voucher; a refusal keeps everything typed and says what to fix. */
function AddVoucherForm({ result, units }: { result: VoucherActionResult | undefined; units: readonly VoucherUnit[] }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const { summaryRef, formKey } = useFormFeedback(result, t("dashboard.vouchers.added"));
  const formId = "voucher-new";
  const failed = result && !result.ok && result.intent === "create" ? result : undefined;
  const errors = voucherErrorMessages(t, failed?.errors);
  const items = Object.entries(errors).map(([name, message]) => ({ fieldId: fieldId(formId, name), message }));
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === "create";
  return (
    <Form method="post" key={formKey} noValidate aria-labelledby="add-voucher-heading" className="space-y-5">
      <input type="hidden" name="intent" value="create" />
      {items.length > 0 && (
        <ErrorSummary
          ref={summaryRef}
          id={`${formId}-errors`}
          title={t("dashboard.vouchers.formErrors")}
          items={items}
        />
      )}
      <FieldKitProvider value={{ formId, errors, values: failed?.values ?? {} }}>
        <VoucherFields units={units} checkedUnits={failed?.unitIds} />
      </FieldKitProvider>
      <SubmitButton
        pending={pending}
        label={t("dashboard.vouchers.add")}
        pendingLabel={t("dashboard.vouchers.adding")}
      />
    </Form>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorContent error={error} />;
}
