import { ArrowLeft } from "lucide-react";
import { data, Link, redirect, useSearchParams } from "react-router";
import { toast } from "sonner";
import { type SiteLang, textIn } from "../../../modules/i18n/site-languages.ts";
import { plainText } from "../../../modules/rich-text/rich-doc.ts";
import { siteLanguages } from "../../../modules/site-content/site-content-doc.ts";
import { loadSiteContent } from "../../../modules/site-content/site-content-store.ts";
import { UNIT_LIMITS, type UnitInput } from "../../../modules/units/unit-schema.ts";
import { createUnit, updateUnit } from "../../../modules/units/units.ts";
import { ContentNav } from "../../components/dashboard/content/content-nav.tsx";
import { dashboardMeta } from "../../components/dashboard/dashboard-meta.ts";
import { DashboardErrorContent } from "../../components/dashboard/error-content.tsx";
import { PageHeader } from "../../components/dashboard/page-header.tsx";
import { UnitForm } from "../../components/dashboard/units/unit-form.tsx";
import { unitEditPath } from "../../components/dashboard/units/unit-list.tsx";
import type {
  UnitDetailsView,
  UnitFormAnswer,
  UnitFormData,
  UnitTextsView,
} from "../../components/dashboard/units/unit-views.ts";
import { useAnswer } from "../../components/dashboard/use-answer.ts";
import { services } from "../../context.ts";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { readForm } from "../../lib/read-form.server.ts";
import { notFound } from "../../lib/refusals.server.ts";
import { requireOwner } from "../../lib/require-owner.server.ts";
import type { Route } from "./+types/unit-edit";
import { editLanguage, photoChoices } from "./content/content-page.server.ts";
import { NEW_UNIT, readUnitForm, UNIT_NUMBERS } from "./units/unit-form.server.ts";
import { ownUnit, unitIdParam, unitLabels } from "./units/unit-page.server.ts";

/** One language's texts, its rich description as JSON (generous), and the rest of the form. */
const UNIT_FORM_BYTES = 512 * 1024;

function textsIn(unit: UnitInput, lang: SiteLang): UnitTextsView {
  return {
    name: unit.name[lang] ?? "",
    shortDescription: unit.shortDescription[lang] ?? "",
    houseRules: unit.houseRules[lang] ?? "",
    checkInInstructions: unit.checkInInstructions[lang] ?? "",
    longDescription: unit.longDescription[lang],
  };
}

function detailsOf(unit: UnitInput): UnitDetailsView {
  return {
    type: unit.type,
    maxGuests: String(unit.maxGuests),
    bedrooms: String(unit.bedrooms),
    beds: String(unit.beds),
    bathrooms: String(unit.bathrooms),
    sizeM2: unit.sizeM2 === null ? "" : String(unit.sizeM2),
    checkInFrom: unit.checkInFrom,
    checkInUntil: unit.checkInUntil,
    checkOutUntil: unit.checkOutUntil,
    facilities: unit.facilities,
    coverPhotoId: unit.coverPhotoId ?? "",
  };
}

export async function loader({ request, context, params }: Route.LoaderArgs): Promise<UnitFormData> {
  // The owner's own site, never one named in the request; a unit of another site is missing.
  const { user, site } = await requireOwner(request, context, "site");
  const unitId = unitIdParam(params.unitId);
  const unit = unitId === null ? null : await ownUnit(context, site.id, unitId);
  const { draft } = await loadSiteContent(services(context).db, site.id);
  const mainLang = draft.languages.main;
  // A new place is written in the main language first; translations follow once it exists.
  const lang = unit ? editLanguage(request, draft) : mainLang;
  const translating = lang !== mainLang;
  const stored = unit ?? NEW_UNIT;
  const main = textsIn(stored, mainLang);
  return {
    unitId: unit?.id ?? null,
    title: unit ? textIn(unit.name, mainLang, mainLang) : "",
    lang,
    mainLang,
    languages: siteLanguages(draft),
    texts: textsIn(stored, lang),
    reference: translating ? { ...main, longDescription: plainText(main.longDescription) } : null,
    details: translating ? null : detailsOf(stored),
    labels: translating ? null : unitLabels(user.lang),
    photos: translating ? [] : await photoChoices(context, site.id, { lang: user.lang, main: mainLang }),
    limits: {
      name: UNIT_LIMITS.name,
      shortDescription: UNIT_LIMITS.shortDescription,
      houseRules: UNIT_LIMITS.houseRules,
      checkInInstructions: UNIT_LIMITS.checkInInstructions,
      numbers: Object.entries(UNIT_NUMBERS).map(([name, bounds]) => ({
        name: name as keyof typeof UNIT_NUMBERS,
        ...bounds,
      })),
    },
  };
}

/**
 * Saves the form, in the language edited, into one of the site's units, or adds a new one
 * (then shows its page). A unit of another site is answered as missing (404), a malformed
 * id with 400. Units are live: the site's cached pages are cleared after every change.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, site } = await requireOwner(request, context, "site");
  const unitId = unitIdParam(params.unitId);
  const stored = unitId === null ? null : await ownUnit(context, site.id, unitId);
  const { db, clearSitePages } = services(context);
  const form = await readForm(request, { maxBytes: UNIT_FORM_BYTES, lang: user.lang });
  const { draft } = await loadSiteContent(db, site.id);
  const mainLang = draft.languages.main;
  const lang = stored ? editLanguage(request, draft) : mainLang;
  const photoIds = new Set(
    lang === mainLang
      ? (await photoChoices(context, site.id, { lang: user.lang, main: mainLang })).map((p) => p.id)
      : [],
  );
  const read = readUnitForm(form, { lang, mainLang, stored, photoIds });
  if (!read.ok) {
    const { problems, values, facilities } = read;
    return data<UnitFormAnswer>(
      { ok: false, problems, values, facilities, attempt: crypto.randomUUID() },
      { status: 400 },
    );
  }
  if (!stored) {
    const created = await createUnit(db, { siteId: site.id, mainLang, unit: read.unit });
    clearSitePages(site.id);
    throw redirect(`${unitEditPath(created.id)}?created=1`);
  }
  const updated = await updateUnit(db, { siteId: site.id, unitId: stored.id, unit: read.unit });
  if (!updated) notFound();
  clearSitePages(site.id);
  return data<UnitFormAnswer>({ ok: true });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  dashboardMeta(matches, (t) =>
    loaderData?.unitId
      ? `${t("dashboard.content.units.editTitle", { name: loaderData.title })} · ${t("dashboard.content.title")}`
      : `${t("dashboard.content.units.newTitle")} · ${t("dashboard.content.title")}`,
  );

export default function ContentUnit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const [search, setSearch] = useSearchParams();
  // A new place was just added: say so, once.
  useAnswer(search.get("created") ?? undefined, loaderData.unitId !== null, () => {
    toast.success(t("dashboard.content.units.created"));
    setSearch(
      (params) => {
        params.delete("created");
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  });
  return (
    <>
      <PageHeader
        title={
          loaderData.unitId
            ? t("dashboard.content.units.editTitle", { name: loaderData.title })
            : t("dashboard.content.units.newTitle")
        }
      >
        <Link
          to="/dashboard/content/units"
          className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-pine-800 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {t("dashboard.content.units.back")}
        </Link>
      </PageHeader>
      <ContentNav />
      <UnitForm data={loaderData} answer={actionData} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorContent error={error} />;
}
