import { Plus } from "lucide-react";
import { data } from "react-router";
import { isUuid } from "../../../modules/ids/uuid.ts";
import { listSitePhotos } from "../../../modules/photos/site-photo.ts";
import { loadSiteContent } from "../../../modules/site-content/site-content-store.ts";
import { listUnits, reorderUnits, setUnitStatus } from "../../../modules/units/units.ts";
import { ContentNav } from "../../components/dashboard/content/content-nav.tsx";
import { dashboardMeta } from "../../components/dashboard/dashboard-meta.ts";
import { DashboardErrorContent } from "../../components/dashboard/error-content.tsx";
import { PageHeader } from "../../components/dashboard/page-header.tsx";
import { UnitList } from "../../components/dashboard/units/unit-list.tsx";
import {
  UNIT_LIST_INTENTS,
  type UnitListAnswer,
  type UnitListData,
  type UnitListIntent,
} from "../../components/dashboard/units/unit-views.ts";
import { movedOrder } from "../../components/dashboard/units/use-unit-order.ts";
import { ButtonLink } from "../../components/ui/button.tsx";
import { services } from "../../context.ts";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { formLimit, readForm } from "../../lib/read-form.server.ts";
import { requireOwner } from "../../lib/require-owner.server.ts";
import type { Route } from "./+types/units";
import { ownerSiteUrl } from "./content/content-page.server.ts";
import { unitListItems } from "./units/unit-page.server.ts";

export async function loader({ request, context }: Route.LoaderArgs): Promise<UnitListData> {
  // The owner's own site, never one named in the request.
  const { user, site } = await requireOwner(request, context, "site");
  const { db } = services(context);
  const [units, photos, content] = await Promise.all([
    listUnits(db, site.id, { includeArchived: true }),
    listSitePhotos(db, site.id),
    loadSiteContent(db, site.id),
  ]);
  return {
    units: unitListItems(context, {
      units,
      photos,
      ownerLang: user.lang,
      // Guests see the published site: its main language has no prefix in the address.
      mainLang: content.published.languages.main,
      siteUrl: ownerSiteUrl(context, site),
    }),
  };
}

function answer(result: UnitListAnswer, status = 200) {
  return data<UnitListAnswer>(result, { status });
}

/**
 * The list's changes, one unit per post (`unitId`): moveUp and moveDown (one place in the
 * site's order), archive and restore (the last active unit stays). A malformed id is answered
 * with 400, a unit of another site as missing (404), both without changing anything. The
 * site shows every change at once: its cached pages are cleared.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { user, site } = await requireOwner(request, context, "site");
  const { db, clearSitePages } = services(context);
  const form = await readForm(request, { maxBytes: formLimit(200), lang: user.lang });
  const intentValue = form.get("intent");
  const intent: UnitListIntent | null = UNIT_LIST_INTENTS.find((i) => i === intentValue) ?? null;
  const unitId = form.get("unitId");
  if (!intent || !isUuid(unitId)) return answer({ ok: false, intent, unitId: null, reason: "invalid" }, 400);
  const missing = () => answer({ ok: false, intent, unitId, reason: "not-found" }, 404);

  if (intent === "moveUp" || intent === "moveDown") {
    const order = (await listUnits(db, site.id, { includeArchived: true })).map((u) => u.id);
    if (!order.includes(unitId)) return missing();
    await reorderUnits(db, site.id, movedOrder(order, { unitId, intent }));
  } else {
    const result = await setUnitStatus(db, {
      siteId: site.id,
      unitId,
      status: intent === "archive" ? "archived" : "active",
    });
    if (!result.ok && result.reason === "not-found") return missing();
    if (!result.ok) return answer({ ok: false, intent, unitId, reason: "lastActive" }, 409);
  }
  clearSitePages(site.id);
  return answer({ ok: true, intent, unitId });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  dashboardMeta(matches, (t) => `${t("dashboard.content.sections.units")} · ${t("dashboard.content.title")}`);

export default function ContentUnits({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <>
      <PageHeader title={t("dashboard.content.sections.units")} intro={t("dashboard.content.units.intro")} />
      <ContentNav />
      <div className="mb-6">
        <ButtonLink to="/dashboard/content/units/new" variant="secondary">
          <Plus aria-hidden="true" className="size-4" />
          {t("dashboard.content.units.add")}
        </ButtonLink>
      </div>
      <UnitList data={loaderData} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorContent error={error} />;
}
