import { useCallback, useState } from "react";
import { data, useFetcher } from "react-router";
import { toast } from "sonner";
import { textIn } from "../../../modules/i18n/site-languages.ts";
import { deleteReview, replyToReview, setReviewVisible } from "../../../modules/reviews/change-review.ts";
import { listOwnerReviews } from "../../../modules/reviews/owner-reviews.ts";
import { currentStayMonth, parseReviewInput, parseReviewReply } from "../../../modules/reviews/review-input.ts";
import { REVIEW_LIMITS } from "../../../modules/reviews/review-limits.ts";
import { createReview, updateReview } from "../../../modules/reviews/save-review.ts";
import { loadSiteContent } from "../../../modules/site-content/site-content-store.ts";
import { listUnits } from "../../../modules/units/units.ts";
import { AddForm } from "../../components/dashboard/add-form.tsx";
import { dashboardMeta } from "../../components/dashboard/dashboard-meta.ts";
import { DashboardErrorContent } from "../../components/dashboard/error-content.tsx";
import { Card, PageHeader } from "../../components/dashboard/page-header.tsx";
import { ReviewCard } from "../../components/dashboard/reviews/review-card.tsx";
import { reviewErrorMessages } from "../../components/dashboard/reviews/review-errors.ts";
import { ReviewFields } from "../../components/dashboard/reviews/review-fields.tsx";
import {
  REVIEW_INTENTS,
  type ReviewActionResult,
  type ReviewIntent,
  type ReviewView,
} from "../../components/dashboard/reviews/review-result.ts";
import { useAnswer } from "../../components/dashboard/use-answer.ts";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { services } from "../../context.ts";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { formLimit, readForm } from "../../lib/read-form.server.ts";
import { notFound, uuidParam } from "../../lib/refusals.server.ts";
import { requireOwner } from "../../lib/require-owner.server.ts";
import type { Route } from "./+types/reviews";

export async function loader({ request, context }: Route.LoaderArgs) {
  // The owner's own site, never one named in the request.
  const { site } = await requireOwner(request, context, "site");
  const { db } = services(context);
  const [listed, units, content] = await Promise.all([
    listOwnerReviews(db, site.id),
    listUnits(db, site.id, { includeArchived: true }),
    loadSiteContent(db, site.id),
  ]);
  const main = content.draft.languages.main;
  const multiUnit = units.filter((u) => u.status === "active").length > 1;
  return {
    reviews: listed.reviews.map(
      (r): ReviewView => ({
        id: r.id,
        unitId: r.unitId,
        guestName: r.guestName,
        stayMonth: r.stayMonth,
        rating: r.rating,
        body: r.body,
        lang: r.lang,
        source: r.source,
        reply: r.reply,
        visible: r.visible,
      }),
    ),
    average: listed.average,
    visibleCount: listed.visibleCount,
    total: listed.total,
    // Which unit a review is about is asked only where there is a choice.
    units: multiUnit
      ? units.map((u) => ({ id: u.id, name: textIn(u.name, main, main), archived: u.status === "archived" }))
      : [],
    maxMonth: currentStayMonth(),
  };
}

const REVIEW_FIELDS = ["guestName", "stayMonth", "rating", "body", "lang", "source", "unitId"] as const;

function refused(
  intent: ReviewIntent | null,
  result: Omit<Extract<ReviewActionResult, { ok: false }>, "ok" | "intent">,
) {
  return data<ReviewActionResult>({ ok: false, intent, ...result }, { status: 400 });
}

/**
 * Adds, changes, hides or shows, answers and deletes the owner's reviews. A review id that
 * is not one of the owner's site is answered as missing (404), a malformed one with 400;
 * every change clears the site's cached pages.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { user, site } = await requireOwner(request, context, "site");
  const { db, clearSitePages } = services(context);
  const maxBytes = formLimit(REVIEW_LIMITS.guestName + REVIEW_LIMITS.body + REVIEW_LIMITS.reply + 200);
  const form = await readForm(request, { maxBytes, lang: user.lang });
  const intentValue = form.get("intent");
  const intent = REVIEW_INTENTS.find((i) => i === intentValue) ?? null;
  if (!intent) return refused(null, { errors: {}, values: {} });
  const reviewId = intent === "create" ? null : uuidParam(form.get("reviewId"));

  if (intent === "create" || intent === "update") {
    const values = Object.fromEntries(REVIEW_FIELDS.map((name) => [name, String(form.get(name) ?? "")]));
    const parsed = parseReviewInput(values);
    if (!parsed.success) return refused(intent, { errors: parsed.errors, values });
    const result =
      reviewId === null
        ? await createReview(db, { siteId: site.id, review: parsed.data })
        : await updateReview(db, { siteId: site.id, reviewId, review: parsed.data });
    if (!result.ok) {
      if (result.reason === "not-found") notFound();
      return refused(intent, { errors: result.errors, values });
    }
    clearSitePages(site.id);
    return data<ReviewActionResult>({ ok: true, intent });
  }

  if (reviewId === null) return refused(intent, { errors: {}, values: {} });
  if (intent === "reply") {
    const text = String(form.get("reply") ?? "");
    const parsed = parseReviewReply(text);
    if (!parsed.success) return refused(intent, { errors: parsed.errors, values: { reply: text } });
    if (!(await replyToReview(db, { siteId: site.id, reviewId, reply: parsed.reply }))) notFound();
    clearSitePages(site.id);
    return data<ReviewActionResult>({ ok: true, intent, replied: parsed.reply !== null });
  }
  if (intent === "visibility") {
    const visible = form.get("visible") === "true";
    if (!(await setReviewVisible(db, { siteId: site.id, reviewId, visible }))) notFound();
    clearSitePages(site.id);
    return data<ReviewActionResult>({ ok: true, intent, visible });
  }
  if (!(await deleteReview(db, { siteId: site.id, reviewId }))) notFound();
  clearSitePages(site.id);
  return data<ReviewActionResult>({ ok: true, intent });
}

export const meta: Route.MetaFunction = ({ matches }) => dashboardMeta(matches, (t) => t("dashboard.reviews.title"));

export default function Reviews({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { reviews, units, maxMonth } = loaderData;
  const [deleting, setDeleting] = useState<ReviewView | null>(null);
  const remover = useFetcher<ReviewActionResult>();
  const closeDelete = useCallback(() => setDeleting(null), []);

  useAnswer(remover.data, remover.state === "idle", (answer) => {
    if (answer.ok) toast.success(t("dashboard.reviews.remove.removed"));
    else toast.error(t("dashboard.reviews.failed"));
    setDeleting(null);
  });

  return (
    <>
      <PageHeader title={t("dashboard.reviews.title")} intro={t("dashboard.reviews.intro")} />
      <Summary average={loaderData.average} visibleCount={loaderData.visibleCount} total={loaderData.total} />

      <div className="grid gap-6 lg:grid-cols-5">
        <section aria-labelledby="reviews-heading" className="min-w-0 lg:col-span-3">
          <Card>
            <h2 id="reviews-heading" className="font-display text-xl font-semibold text-pine-950">
              {t("dashboard.reviews.listHeading")}
            </h2>
            {reviews.length === 0 ? (
              <p className="mt-3 text-slate-700">{t("dashboard.reviews.empty")}</p>
            ) : (
              <div className="divide-y divide-slate-200" data-testid="reviews">
                {reviews.map((review) => (
                  <ReviewCard
                    key={review.id}
                    review={review}
                    units={units}
                    maxMonth={maxMonth}
                    onDelete={setDeleting}
                  />
                ))}
              </div>
            )}
          </Card>
        </section>
        <section aria-labelledby="add-review-heading" className="min-w-0 lg:col-span-2">
          <Card>
            <h2 id="add-review-heading" className="mb-5 font-display text-xl font-semibold text-pine-950">
              {t("dashboard.reviews.addHeading")}
            </h2>
            <AddReviewForm result={actionData} units={units} maxMonth={maxMonth} />
          </Card>
        </section>
      </div>

      <ConfirmDialog
        open={deleting !== null}
        onCancel={closeDelete}
        onConfirm={() => deleting && remover.submit({ intent: "delete", reviewId: deleting.id }, { method: "post" })}
        busy={remover.state !== "idle"}
        title={t("dashboard.reviews.remove.title")}
        description={t("dashboard.reviews.remove.body", { name: deleting?.guestName ?? "" })}
        cancelLabel={t("dashboard.reviews.remove.cancel")}
        confirmLabel={t("dashboard.reviews.remove.confirm")}
        busyLabel={t("dashboard.reviews.remove.removing")}
      />
    </>
  );
}

function Summary({ average, visibleCount, total }: { average: number | null; visibleCount: number; total: number }) {
  const { t, locale } = useI18n();
  const hidden = total - visibleCount;
  const figure = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <section aria-labelledby="summary-heading" className="mb-6">
      <h2 id="summary-heading" className="sr-only">
        {t("dashboard.reviews.summary.heading")}
      </h2>
      {visibleCount === 0 ? (
        <p className="text-slate-700">{t("dashboard.reviews.summary.none")}</p>
      ) : (
        <dl className="grid grid-cols-2 gap-3 sm:max-w-xl sm:gap-6">
          <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:p-6" data-figure="average">
            <dt className="text-sm font-semibold text-slate-600">{t("dashboard.reviews.summary.average")}</dt>
            <dd className="mt-1 font-display text-3xl font-semibold text-pine-950 tabular-nums">
              {t("dashboard.reviews.summary.averageValue", { average: figure.format(average ?? 0) })}
            </dd>
          </div>
          <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:p-6" data-figure="count">
            <dt className="text-sm font-semibold text-slate-600">{t("dashboard.reviews.summary.visible")}</dt>
            <dd className="mt-1 font-display text-3xl font-semibold text-pine-950 tabular-nums">{visibleCount}</dd>
          </div>
        </dl>
      )}
      {hidden > 0 && (
        <p className="mt-3 text-sm text-slate-600">{t("dashboard.reviews.summary.hidden", { count: hidden })}</p>
      )}
    </section>
  );
}

function AddReviewForm({
  result,
  units,
  maxMonth,
}: {
  result: ReviewActionResult | undefined;
  units: Route.ComponentProps["loaderData"]["units"];
  maxMonth: string;
}) {
  const { t } = useI18n();
  const failed = result && !result.ok ? result : undefined;
  return (
    <AddForm
      formId="review-new"
      labelledBy="add-review-heading"
      result={result}
      errors={reviewErrorMessages(t, failed?.errors)}
      values={failed?.values ?? {}}
      words={{
        added: t("dashboard.reviews.added"),
        summary: t("dashboard.reviews.formErrors"),
        add: t("dashboard.reviews.add"),
        adding: t("dashboard.reviews.adding"),
      }}
    >
      <ReviewFields units={units} maxMonth={maxMonth} />
    </AddForm>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorContent error={error} />;
}
