import { data } from "react-router";
import { applyLanguagesEdit } from "../../../../modules/site-content/edit-site-content.ts";
import { publishSiteContent, saveSiteDraft } from "../../../../modules/site-content/site-content-store.ts";
import type { FormAnswer } from "../../../components/account/intent-form.tsx";
import { services } from "../../../context.ts";
import { formLimit, readForm } from "../../../lib/read-form.server.ts";
import type { Route } from "../+types/content";
import { CONFLICT, contentProblems, ownerContent, ownerSiteUrl } from "./content-page.server.ts";

/*
 * The content overview's loader and action (app/routes/dashboard/content.tsx), here so the
 * page's script never loads the schema library they use.
 */

export async function loadContentOverview({ request, context }: Route.LoaderArgs) {
  const { site, state } = await ownerContent(request, context);
  return {
    languages: state.draft.languages,
    draftVersion: state.draftVersion,
    pending: state.hasUnpublishedChanges,
    siteUrl: ownerSiteUrl(context, site),
  };
}

export type ContentAnswer = { ok: true; published?: boolean } | ({ ok: false } & FormAnswer);

/** The site's languages (saved in the draft), and publishing the draft. */
export async function changeContentOverview({ request, context }: Route.ActionArgs) {
  const { user, site, state } = await ownerContent(request, context);
  const { db, clearSitePages } = services(context);
  const form = await readForm(request, { maxBytes: formLimit(300), lang: user.lang });
  const intent = form.get("intent");
  if (intent === "publish") {
    await publishSiteContent(db, site.id);
    clearSitePages(site.id);
    return data<ContentAnswer>({ ok: true, published: true });
  }
  if (intent !== "languages") return data<ContentAnswer>({ ok: false }, { status: 400 });
  const edit = applyLanguagesEdit(state.draft, form);
  if (!edit.ok) return data<ContentAnswer>({ ok: false, problems: contentProblems(edit.problems) }, { status: 400 });
  const saved = await saveSiteDraft(db, {
    siteId: site.id,
    draft: edit.doc,
    baseVersion: String(form.get("version") ?? ""),
  });
  if (!saved.ok) return data<ContentAnswer>({ ok: false, problems: CONFLICT }, { status: 409 });
  return data<ContentAnswer>({ ok: true });
}
