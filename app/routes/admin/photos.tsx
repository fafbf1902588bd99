import {
  PHOTO_PLATFORM_FIELDS,
  PHOTO_PLATFORM_LIMITS,
  type PhotoPlatformField,
} from "../../../modules/photos/photo-settings-limits.ts";
import { AdminPageError } from "../../components/admin/admin-error.tsx";
import { adminMeta } from "../../components/admin/admin-meta.ts";
import { formatDateTime } from "../../components/admin/format.ts";
import { NumberLimitsPanel } from "../../components/admin/number-limits-panel.tsx";
import { AdminPageHeader, Panel } from "../../components/admin/page-header.tsx";
import { SettingsForm } from "../../components/admin/settings-form.tsx";
import { useI18n } from "../../i18n/use-i18n.tsx";
import type { Route } from "./+types/photos";
import { loadPhotoSettings, savePhotoSettings } from "./photos.server.ts";

export const loader = (args: Route.LoaderArgs) => loadPhotoSettings(args);
export const action = (args: Route.ActionArgs) => savePhotoSettings(args);

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.title);

/** The words of each limit: its label is admin.photos.{word}, its hint {word}Hint. */
const FIELD_WORDS = {
  maxPhotosPerSite: "maxPhotos",
  storageQuotaMb: "storageQuota",
} as const satisfies Record<PhotoPlatformField, string>;

/** /admin/settings/photos: the photo limits of every owner's site (modules/photos/photo-settings.ts). */
export default function AdminPhotos({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang } = useI18n();
  const L = PHOTO_PLATFORM_LIMITS;
  return (
    <>
      <AdminPageHeader title={t("admin.photos.title")} intro={t("admin.photos.intro")} />
      <SettingsForm formId="photos" answer={actionData} saved={loaderData.values} saveLabel={t("admin.photos.save")}>
        <Panel>
          <NumberLimitsPanel
            heading={t("admin.photos.heading")}
            savedNote={
              loaderData.updatedAt
                ? t("admin.photos.lastSaved", { time: formatDateTime(loaderData.updatedAt, lang) })
                : t("admin.photos.neverSaved")
            }
            columns={2}
            fields={PHOTO_PLATFORM_FIELDS.map((name) => ({
              name,
              ...L[name],
              label: t(`admin.photos.${FIELD_WORDS[name]}`),
              hint: t(`admin.photos.${FIELD_WORDS[name]}Hint`, L[name]),
            }))}
          />
        </Panel>
      </SettingsForm>
    </>
  );
}

export function ErrorBoundary() {
  return <AdminPageError />;
}
