import { ArrowLeft } from "lucide-react";
import { data, Link, redirect, useSearchParams } from "react-router";
import { toast } from "sonner";
import type { SiteLang } from "../../../modules/i18n/site-languages.ts";
import { sitePath } from "../../../modules/i18n/site-route-table.ts";
import { photoSources } from "../../../modules/photos/photo-urls.ts";
import { listSitePhotos } from "../../../modules/photos/site-photo.ts";
import type { RichDoc } from "../../../modules/rich-text/rich-doc.ts";
import { dateToAmsterdamInput } from "../../../modules/site-blog/amsterdam-time.ts";
import { deletePost, findOwnerPost } from "../../../modules/site-blog/owner-posts.ts";
import { parsePostInput } from "../../../modules/site-blog/post-input.ts";
import { POST_INTENTS, type PostFieldErrors, type PostIntent } from "../../../modules/site-blog/post-limits.ts";
import { postState } from "../../../modules/site-blog/post-state.ts";
import { savePost } from "../../../modules/site-blog/save-post.ts";
import { siteLanguages } from "../../../modules/site-content/site-content-doc.ts";
import { loadSiteContent } from "../../../modules/site-content/site-content-store.ts";
import { siteUrl } from "../../../modules/sites/site-url.ts";
import { PostForm } from "../../components/dashboard/blog/post-form.tsx";
import type { PostActionResult, PostView } from "../../components/dashboard/blog/post-result.ts";
import { dashboardMeta } from "../../components/dashboard/dashboard-meta.ts";
import { DashboardErrorContent } from "../../components/dashboard/error-content.tsx";
import { formatDateTime } from "../../components/dashboard/format-date.ts";
import { DASHBOARD_PATHS } from "../../components/dashboard/nav-items.ts";
import { PageHeader } from "../../components/dashboard/page-header.tsx";
import { useAnswer } from "../../components/dashboard/use-answer.ts";
import { services } from "../../context.ts";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { formLimit, readForm } from "../../lib/read-form.server.ts";
import { notFound, uuidParam } from "../../lib/refusals.server.ts";
import { requireOwner } from "../../lib/require-owner.server.ts";
import { readRichTextField } from "../../lib/rich-text-field.server.ts";
import type { Route } from "./+types/blog-post";

/** `/dashboard/blog/new` writes a new post; any other segment must be the id of one of the site's. */
function postIdParam(value: string | undefined): string | null {
  return value === "new" ? null : uuidParam(value);
}

/** A post of up to four languages, each with its rich text as JSON: just under the server's 1 MiB. */
const MAX_BYTES = formLimit(110_000);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  // The owner's own site, never one named in the request.
  const { site } = await requireOwner(request, context, "site");
  const postId = postIdParam(params.postId);
  const app = services(context);
  const { db, storage } = app;
  const post = postId === null ? null : await findOwnerPost(db, site.id, postId);
  if (postId !== null && !post) notFound();
  const [content, photos] = await Promise.all([loadSiteContent(db, site.id), listSitePhotos(db, site.id)]);
  const languages = siteLanguages(content.draft);
  const main = languages[0] ?? "nl";
  const now = new Date();
  const state = post && postState(post, now);
  return {
    post:
      post && state
        ? ({
            id: post.id,
            slug: post.slug,
            title: post.title,
            excerpt: post.excerpt,
            body: post.body,
            coverPhotoId: post.coverPhotoId,
            state,
            publishAt: post.publishAt?.toISOString() ?? null,
            publishAtLocal: post.publishAt ? dateToAmsterdamInput(post.publishAt) : "",
            liveUrl:
              state === "live"
                ? `${siteUrl(site, app)}${sitePath({ page: "blogPost", slug: post.slug }, main, main)}`
                : null,
          } satisfies PostView)
        : null,
    languages,
    photos: photos.map((photo) => {
      const sources = photoSources(storage, photo);
      return {
        id: photo.id,
        src: sources.src,
        srcSet: sources.webp,
        alt: photo.alt[main] ?? "",
        width: photo.width,
        height: photo.height,
      };
    }),
    minPublishAt: dateToAmsterdamInput(now),
  };
}

function refused(errors: PostFieldErrors, values: Record<string, string>) {
  return data<PostActionResult>({ ok: false, errors, values }, { status: 400 });
}

/**
 * Saves, publishes, schedules, unpublishes or deletes one of the owner's posts (or writes a
 * new one, then shows its page). Another owner's post is answered as missing (404), a
 * malformed id with 400; every change clears the site's cached pages.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, site } = await requireOwner(request, context, "site");
  const postId = postIdParam(params.postId);
  const { db, clearSitePages } = services(context);
  const form = await readForm(request, { maxBytes: MAX_BYTES, lang: user.lang });
  const intentValue = form.get("intent");

  if (intentValue === "delete") {
    if (postId === null || !(await deletePost(db, { siteId: site.id, postId }))) notFound();
    clearSitePages(site.id);
    throw redirect(`${DASHBOARD_PATHS.blog}?deleted=1`);
  }
  const intent: PostIntent | undefined = POST_INTENTS.find((i) => i === intentValue);
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string" && name !== "intent") values[name] = value;
  if (!intent) return refused({}, values);

  const languages = siteLanguages((await loadSiteContent(db, site.id)).draft);
  const bodies: Partial<Record<SiteLang, RichDoc>> = {};
  const errors: PostFieldErrors = {};
  for (const lang of languages) {
    const read = readRichTextField(form.get(`body.${lang}`));
    if (!read.ok) errors[`body.${lang}`] = { key: "bodyInvalid" };
    else if (read.doc) bodies[lang] = read.doc;
  }
  const parsed = parsePostInput({ values, bodies, languages });
  if (!parsed.success || Object.keys(errors).length > 0) {
    return refused({ ...(parsed.success ? {} : parsed.errors), ...errors }, values);
  }
  const result = await savePost(db, {
    siteId: site.id,
    postId,
    languages,
    post: parsed.data,
    intent,
    publishAt: values.publishAt ?? "",
  });
  if (!result.ok) {
    if (result.reason === "not-found") notFound();
    return refused(result.errors, values);
  }
  clearSitePages(site.id);
  if (postId === null) throw redirect(`${DASHBOARD_PATHS.blog}/${result.post.id}?saved=${intent}`);
  return data<PostActionResult>({
    ok: true,
    intent,
    state: postState(result.post),
    publishAt: result.post.publishAt?.toISOString() ?? null,
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  dashboardMeta(matches, (t) => (loaderData?.post ? t("dashboard.blog.editTitle") : t("dashboard.blog.newTitle")));

export default function BlogPost({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { post, languages, photos, minPublishAt } = loaderData;
  const [search, setSearch] = useSearchParams();
  // A new post was just saved: say how, once.
  const saved = search.get("saved");
  useAnswer(saved ?? undefined, post !== null, (intent) => {
    const date = post?.publishAt ? formatDateTime(post.publishAt, locale) : "";
    toast.success(
      intent === "publish"
        ? t("dashboard.blog.toasts.published")
        : intent === "schedule"
          ? t("dashboard.blog.toasts.scheduled", { date })
          : t("dashboard.blog.toasts.draft"),
    );
    setSearch(
      (params) => {
        params.delete("saved");
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  });

  return (
    <>
      <PageHeader title={post ? t("dashboard.blog.editTitle") : t("dashboard.blog.newTitle")}>
        <Link
          to={DASHBOARD_PATHS.blog}
          className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-pine-800 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {t("dashboard.blog.back")}
        </Link>
      </PageHeader>
      <PostForm
        key={post?.id ?? "new"}
        post={post}
        languages={languages}
        photos={photos}
        minPublishAt={minPublishAt}
        result={actionData}
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorContent error={error} />;
}
