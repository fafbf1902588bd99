import { ArrowRight } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { textIn } from "../../../modules/i18n/site-languages.ts";
import { sitePhotoUsage } from "../../../modules/photos/photo-quota.ts";
import { listSitePhotos } from "../../../modules/photos/site-photo.ts";
import { loadSiteContent } from "../../../modules/site-content/site-content-store.ts";
import { listUnits } from "../../../modules/units/units.ts";
import { dashboardMeta } from "../../components/dashboard/dashboard-meta.ts";
import { DashboardErrorContent } from "../../components/dashboard/error-content.tsx";
import { Card, PageHeader } from "../../components/dashboard/page-header.tsx";
import type { PhotoItem } from "../../components/dashboard/photos/photo-types.ts";
import { UploadPanel } from "../../components/dashboard/photos/upload-panel.tsx";
import { useAnnouncer } from "../../components/dashboard/photos/use-announcer.ts";
import { buttonClass } from "../../components/ui/button.tsx";
import { services } from "../../context.ts";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { requireOwner } from "../../lib/require-owner.server.ts";
import type { Route } from "./+types/welcome-photos";
import { photoItem } from "./content/photo-items.server.ts";

/** Where the wizard's photo step leads: the overview, welcoming the new site. */
const NEXT = "/dashboard?welcome=1";

/**
 * The wizard's last step, once the site exists: its first photos, through the same upload
 * and processing as Content › Photos, shown on the site at once (the first is the hero).
 * Skippable; the owner's own site only.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { site } = await requireOwner(request, context, "site");
  const { db, storage } = services(context);
  const [usage, photos, units, content] = await Promise.all([
    sitePhotoUsage(db, site.id),
    listSitePhotos(db, site.id),
    listUnits(db, site.id),
    loadSiteContent(db, site.id),
  ]);
  const main = content.draft.languages.main;
  return {
    siteName: site.siteName,
    usage,
    units: units.map((u) => ({ id: u.id, name: textIn(u.name, main, main), archived: false })),
    photos: photos.map((photo) => photoItem(storage, photo)),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  dashboardMeta(matches, (t) => t("dashboard.photos.welcome.title"));

export default function WelcomePhotos({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const [photos, setPhotos] = useState<PhotoItem[]>(loaderData.photos);
  const { message, announce } = useAnnouncer();
  const k = "dashboard.photos.welcome";
  const unitName = (group: string) => loaderData.units.find((unit) => unit.id === group)?.name ?? "";
  return (
    <>
      <PageHeader title={t(`${k}.title`)} intro={t(`${k}.intro`, { siteName: loaderData.siteName })} />
      <p aria-live="polite" className="sr-only">
        {message}
      </p>
      <UploadPanel
        usage={loaderData.usage}
        units={loaderData.units}
        groupName={(group) => (group === "site" ? t("dashboard.photos.groups.site") : unitName(group))}
        onUploaded={(photo) => setPhotos((shown) => [...shown, photo])}
        onAllDone={() => {}}
        announce={announce}
      />
      {photos.length > 0 && (
        <Card className="mb-8">
          <h2 className="font-semibold text-pine-950">{t(`${k}.added`, { count: photos.length })}</h2>
          <ul className="mt-3 grid grid-cols-3 gap-3 sm:grid-cols-5 lg:grid-cols-6">
            {photos.map((photo) => (
              <li key={photo.id} data-photo-id={photo.id}>
                <img
                  src={photo.thumb}
                  alt=""
                  width={photo.width}
                  height={photo.height}
                  className="aspect-[4/3] w-full rounded-lg object-cover"
                />
              </li>
            ))}
          </ul>
        </Card>
      )}
      <p className="mb-4 text-slate-700">{t(`${k}.later`)}</p>
      <div className="flex flex-wrap items-center gap-4">
        <Link to={NEXT} className={buttonClass("primary", "lg")}>
          {t(`${k}.continue`)}
          <ArrowRight aria-hidden="true" className="h-5 w-5" />
        </Link>
        {photos.length === 0 && (
          <Link to={NEXT} className="font-semibold text-pine-800 underline underline-offset-4">
            {t(`${k}.skip`)}
          </Link>
        )}
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorContent error={error} />;
}
