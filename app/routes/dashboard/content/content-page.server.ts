import type { RouterContextProvider } from "react-router";
import { isSiteLang, type SiteLang } from "../../../../modules/i18n/site-languages.ts";
import { PHOTO_BUCKET, variantPath } from "../../../../modules/photos/photo-urls.ts";
import { listSitePhotos } from "../../../../modules/photos/site-photo.ts";
import { plainText, type RichDoc } from "../../../../modules/rich-text/rich-doc.ts";
import type { ContentField } from "../../../../modules/site-content/content-sections.ts";
import { contentValueAt, type FieldProblem } from "../../../../modules/site-content/edit-site-content.ts";
import { type SiteContentDoc, siteLanguages } from "../../../../modules/site-content/site-content-doc.ts";
import { loadSiteContent } from "../../../../modules/site-content/site-content-store.ts";
import { siteUrl } from "../../../../modules/sites/site-url.ts";
import type { FormProblems, Message } from "../../../components/account/auth-messages.ts";
import type { FieldValue } from "../../../components/dashboard/content/content-fields.tsx";
import { photoName } from "../../../components/dashboard/content/photo-name.ts";
import type { PlaceRow } from "../../../components/dashboard/content/places-editor.tsx";
import { services } from "../../../context.ts";
import { requireOwner } from "../../../lib/require-owner.server.ts";

/** A photo an owner can choose for a place on the site (the hero, their portrait, a cover). */
export type PhotoChoice = { id: string; thumb: string; alt: string };

/** The signed-in owner's site and its content (draft and published). */
export async function ownerContent(request: Request, context: Readonly<RouterContextProvider>) {
  const access = await requireOwner(request, context, "site");
  const state = await loadSiteContent(services(context).db, access.site.id);
  return { ...access, state };
}

/** The language being edited: `?lang=` when the site speaks it, else the main language. */
export function editLanguage(request: Request, doc: SiteContentDoc): SiteLang {
  const asked = new URL(request.url).searchParams.get("lang");
  return isSiteLang(asked) && siteLanguages(doc).includes(asked) ? asked : doc.languages.main;
}

/** The site's photos as small thumbnails to choose from, each named for the owner. */
export async function photoChoices(
  context: Readonly<RouterContextProvider>,
  siteId: string,
  /** Named in the owner's language, else the site's main language (photo-name.ts). */
  names: { lang: string; main: string },
): Promise<PhotoChoice[]> {
  const { db, storage } = services(context);
  const photos = await listSitePhotos(db, siteId);
  return photos.map((photo) => ({
    id: photo.id,
    thumb: storage.publicUrl(PHOTO_BUCKET, variantPath(photo, photo.widths[0] ?? 480, "webp")),
    alt: photoName(photo, names),
  }));
}

/** The site's address, for "view your website". */
export function ownerSiteUrl(
  context: Readonly<RouterContextProvider>,
  site: { subdomain: string; customDomain: string | null },
) {
  const { origin, appDomain } = services(context);
  return siteUrl(site, { origin, appDomain });
}

/** The editor's problems as messages in the owner's language, beside each field. */
export function contentProblems(problems: Record<string, FieldProblem>): FormProblems {
  const fields: Record<string, Message[]> = {};
  for (const [name, problem] of Object.entries(problems)) {
    fields[name] = [
      problem.code === "tooLong"
        ? { key: "dashboard.content.errors.tooLong", params: { max: problem.max } }
        : { key: `dashboard.content.errors.${problem.code}` },
    ];
  }
  return { fields };
}

export const CONFLICT: FormProblems = { fields: {}, form: { key: "dashboard.content.conflict" } };

/** A field's value in the language edited, and the main language's beside a translation. */
export function fieldValue(doc: SiteContentDoc, field: ContentField, lang: string): FieldValue {
  const stored = contentValueAt(doc, field.path);
  const main = doc.languages.main;
  if (field.kind === "rich") {
    const docs = (stored ?? {}) as Record<string, RichDoc>;
    return { value: "", rich: docs[lang], reference: plainText(docs[main]) };
  }
  if (field.kind === "text") {
    const texts = (stored ?? {}) as Record<string, string>;
    return { value: texts[lang] ?? "", reference: texts[main] ?? "" };
  }
  return { value: typeof stored === "string" ? stored : "" };
}

/** The places nearby as the places editor shows them, in the language edited. */
export function placeRows(doc: SiteContentDoc, lang: string): PlaceRow[] {
  const main = doc.languages.main;
  return doc.surroundings.places.map((place) => {
    const names = place.name as Record<string, string>;
    const descriptions = place.description as Record<string, string>;
    return {
      id: place.id,
      name: names[lang] ?? "",
      category: place.category,
      distanceKm: String(place.distanceKm),
      description: descriptions[lang] ?? "",
      reference: lang === main ? undefined : { name: names[main] ?? "", description: descriptions[main] ?? "" },
    };
  });
}
