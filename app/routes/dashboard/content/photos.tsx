import { data } from "react-router";
import { textIn } from "../../../../modules/i18n/site-languages.ts";
import { isUuid } from "../../../../modules/ids/uuid.ts";
import { deleteSitePhoto } from "../../../../modules/photos/delete-site-photo.ts";
import { moveSitePhoto } from "../../../../modules/photos/move-site-photo.ts";
import { sitePhotoUsage } from "../../../../modules/photos/photo-quota.ts";
import { PHOTO_TEXT_LIMITS, readPhotoTexts } from "../../../../modules/photos/photo-texts.ts";
import { sitePhotoUses } from "../../../../modules/photos/photo-uses.ts";
import { reorderSitePhotos } from "../../../../modules/photos/reorder-site-photos.ts";
import { setUnitCover } from "../../../../modules/photos/set-unit-cover.ts";
import { listSitePhotos } from "../../../../modules/photos/site-photo.ts";
import { updateSitePhotoTexts } from "../../../../modules/photos/update-photo-texts.ts";
import { siteLanguages } from "../../../../modules/site-content/site-content-doc.ts";
import { loadSiteContent } from "../../../../modules/site-content/site-content-store.ts";
import { listUnits } from "../../../../modules/units/units.ts";
import { ContentNav } from "../../../components/dashboard/content/content-nav.tsx";
import { dashboardMeta } from "../../../components/dashboard/dashboard-meta.ts";
import { DashboardErrorContent } from "../../../components/dashboard/error-content.tsx";
import { PageHeader } from "../../../components/dashboard/page-header.tsx";
import { PhotoManager } from "../../../components/dashboard/photos/photo-manager.tsx";
import {
  PHOTO_INTENTS,
  type PhotoActionResult,
  type PhotoIntent,
  type PhotoManagerData,
} from "../../../components/dashboard/photos/photo-types.ts";
import { services } from "../../../context.ts";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { formLimit, readForm } from "../../../lib/read-form.server.ts";
import { requireOwner } from "../../../lib/require-owner.server.ts";
import type { Route } from "./+types/photos";
import { photoItem, placeOf } from "./photo-items.server.ts";

/** The longest form: a reorder of a large group (a photo id is 36 characters), or every text. */
const MAX_FORM_CHARS = Math.max(2_000 * 40, 4 * (PHOTO_TEXT_LIMITS.caption + PHOTO_TEXT_LIMITS.alt) + 500);

export async function loader({ request, context }: Route.LoaderArgs): Promise<PhotoManagerData> {
  // The owner's own site, never one named in the request.
  const { site } = await requireOwner(request, context, "site");
  const { db, storage } = services(context);
  const [usage, photos, units, content, uses] = await Promise.all([
    sitePhotoUsage(db, site.id),
    listSitePhotos(db, site.id),
    listUnits(db, site.id, { includeArchived: true }),
    loadSiteContent(db, site.id),
    sitePhotoUses(db, site.id),
  ]);
  const main = content.draft.languages.main;
  return {
    usage,
    languages: siteLanguages(content.draft),
    units: units.map((u) => ({ id: u.id, name: textIn(u.name, main, main), archived: u.status === "archived" })),
    photos: photos.map((photo) => photoItem(storage, photo)),
    uses: Object.fromEntries(uses),
  };
}

function answer(result: PhotoActionResult, status = 200) {
  return data<PhotoActionResult>(result, { status });
}

/**
 * The manager's small changes, one intent per post, each on a photo of the owner's own site:
 * reorder (`photoId` several times, one group's photos in their new order), move (`to`: site,
 * other or a unit's id), texts (`caption.{lang}`, `alt.{lang}`), cover (`cover`: true or
 * false) and delete. A malformed id is answered with 400, a photo or unit that is not the
 * site's as missing (404), both without changing anything; every change clears the site's
 * cached pages.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { user, site } = await requireOwner(request, context, "site");
  const { db, storage, clearSitePages } = services(context);
  const form = await readForm(request, { maxBytes: formLimit(MAX_FORM_CHARS), lang: user.lang });
  const intentValue = form.get("intent");
  const intent: PhotoIntent | null = PHOTO_INTENTS.find((i) => i === intentValue) ?? null;
  const photoIds = form.getAll("photoId");
  const photoId = photoIds.length === 1 && isUuid(photoIds[0]) ? photoIds[0] : null;
  const invalid = () => answer({ ok: false, intent, photoId, reason: "invalid" }, 400);
  const missing = () => answer({ ok: false, intent, photoId, reason: "not-found" }, 404);
  const done = () => {
    clearSitePages(site.id);
    return answer({ ok: true, intent: intent as PhotoIntent, photoId });
  };
  if (!intent) return invalid();

  if (intent === "reorder") {
    if (photoIds.length === 0 || !photoIds.every(isUuid)) return invalid();
    const result = await reorderSitePhotos(db, { siteId: site.id, photoIds: photoIds as string[] });
    if (!result.ok) return result.reason === "not-found" ? missing() : invalid();
    return done();
  }
  if (photoId === null) return invalid();

  if (intent === "move") {
    const to = placeOf(form.get("to"));
    if (!to) return invalid();
    const result = await moveSitePhoto(db, { siteId: site.id, photoId, to });
    return result.ok ? done() : missing();
  }
  if (intent === "texts") {
    const languages = siteLanguages((await loadSiteContent(db, site.id)).draft);
    const read = readPhotoTexts((name) => form.get(name), languages);
    if (!read.ok) {
      return answer(
        { ok: false, intent, photoId, reason: "problems", problems: read.problems, values: read.values },
        400,
      );
    }
    const updated = await updateSitePhotoTexts(db, { siteId: site.id, photoId, caption: read.caption, alt: read.alt });
    return updated ? done() : missing();
  }
  if (intent === "cover") {
    const cover = form.get("cover");
    if (cover !== "true" && cover !== "false") return invalid();
    const result = await setUnitCover(db, { siteId: site.id, photoId, cover: cover === "true" });
    if (!result.ok) return result.reason === "not-found" ? missing() : invalid();
    return done();
  }
  return (await deleteSitePhoto(db, storage, { siteId: site.id, photoId })) ? done() : missing();
}

export const meta: Route.MetaFunction = ({ matches }) =>
  dashboardMeta(matches, (t) => `${t("dashboard.photos.title")} · ${t("dashboard.content.title")}`);

export default function ContentPhotos({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <>
      <PageHeader title={t("dashboard.photos.title")} intro={t("dashboard.photos.intro")} />
      <ContentNav />
      <PhotoManager data={loaderData} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorContent error={error} />;
}
