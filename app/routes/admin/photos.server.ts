import { savePhotoPlatformSettings } from "../../../modules/photos/photo-settings.ts";
import { PHOTO_PLATFORM_FIELDS, type PhotoPlatformField } from "../../../modules/photos/photo-settings-limits.ts";
import { getPhotoPlatformSettings } from "../../../modules/photos/read-photo-settings.ts";
import { fieldErrorTexts } from "../../components/admin/field-error-text.ts";
import { formLimit, readForm } from "../../lib/read-form.server.ts";
import type { Route } from "./+types/photos";
import { adminRequest, answer, formText } from "./access.server.ts";

/*
 * The loader and action of /admin/settings/photos (photos.tsx), here so the page's script
 * never loads the schema library and the queries they use.
 */

type FormValues = Record<PhotoPlatformField, string>;

function formValues(settings: Record<PhotoPlatformField, number>): FormValues {
  return {
    maxPhotosPerSite: String(settings.maxPhotosPerSite),
    storageQuotaMb: String(settings.storageQuotaMb),
  };
}

export async function loadPhotoSettings({ request, context }: Route.LoaderArgs) {
  const { db, t } = await adminRequest(request, context);
  const settings = await getPhotoPlatformSettings(db);
  return { title: t("admin.photos.title"), values: formValues(settings), updatedAt: settings.updatedAt };
}

export type PhotoSettingsAnswer = {
  ok: boolean;
  message: string;
  errors: Record<string, string>;
  values: FormValues;
};

export async function savePhotoSettings({ request, context }: Route.ActionArgs) {
  const { db, t, lang, user } = await adminRequest(request, context);
  // Two numbers.
  const form = await readForm(request, { maxBytes: formLimit(100), lang });
  const values = Object.fromEntries(PHOTO_PLATFORM_FIELDS.map((f) => [f, formText(form, f)])) as FormValues;
  const result = await savePhotoPlatformSettings(db, values, user.id);
  if (!result.ok) {
    return answer<PhotoSettingsAnswer>(
      { ok: false, message: t("admin.common.checkFields"), errors: fieldErrorTexts(result.errors, t), values },
      422,
    );
  }
  return answer<PhotoSettingsAnswer>({
    ok: true,
    message: result.changed ? t("admin.photos.saved") : t("admin.photos.unchanged"),
    errors: {},
    values: formValues(result.settings),
  });
}
