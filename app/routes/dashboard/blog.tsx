import { ChevronRight, Plus } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { toast } from "sonner";
import { textIn } from "../../../modules/i18n/site-languages.ts";
import { listOwnerPosts } from "../../../modules/site-blog/owner-posts.ts";
import { postState } from "../../../modules/site-blog/post-state.ts";
import { loadSiteContent } from "../../../modules/site-content/site-content-store.ts";
import { PostStateBadge } from "../../components/dashboard/blog/post-state-badge.tsx";
import { dashboardMeta } from "../../components/dashboard/dashboard-meta.ts";
import { DashboardErrorContent } from "../../components/dashboard/error-content.tsx";
import { DASHBOARD_PATHS } from "../../components/dashboard/nav-items.ts";
import { Card, PageHeader } from "../../components/dashboard/page-header.tsx";
import { useAnswer } from "../../components/dashboard/use-answer.ts";
import { buttonClass } from "../../components/ui/button.tsx";
import { services } from "../../context.ts";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { requireOwner } from "../../lib/require-owner.server.ts";
import type { Route } from "./+types/blog";

export async function loader({ request, context }: Route.LoaderArgs) {
  // The owner's own site, never one named in the request.
  const { site } = await requireOwner(request, context, "site");
  const { db } = services(context);
  const [posts, content] = await Promise.all([listOwnerPosts(db, site.id), loadSiteContent(db, site.id)]);
  const main = content.draft.languages.main;
  const now = new Date();
  return {
    posts: posts.map((post) => ({
      id: post.id,
      title: textIn(post.title, main, main),
      // Whether guests can read it now: a scheduled post whose time has come is published.
      state: postState(post, now),
      publishAt: post.publishAt,
    })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => dashboardMeta(matches, (t) => t("dashboard.blog.title"));

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { posts } = loaderData;
  const [search, setSearch] = useSearchParams();
  // Back from deleting a post.
  const deleted = search.get("deleted");
  useAnswer(deleted ?? undefined, true, () => {
    toast.success(t("dashboard.blog.remove.removed"));
    setSearch(
      (params) => {
        params.delete("deleted");
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  });

  return (
    <>
      <PageHeader title={t("dashboard.blog.title")} intro={t("dashboard.blog.intro")} />
      <Link to={`${DASHBOARD_PATHS.blog}/new`} className={buttonClass("primary", "lg", "mb-6")}>
        <Plus aria-hidden="true" className="h-5 w-5" />
        {t("dashboard.blog.newPost")}
      </Link>
      <section aria-labelledby="posts-heading">
        <Card>
          <h2 id="posts-heading" className="font-display text-xl font-semibold text-pine-950">
            {t("dashboard.blog.listHeading")}
          </h2>
          {posts.length === 0 ? (
            <p className="mt-3 max-w-2xl text-slate-700">{t("dashboard.blog.empty")}</p>
          ) : (
            <ul className="mt-4 divide-y divide-slate-200" data-testid="posts">
              {posts.map((post) => (
                <li key={post.id}>
                  <Link
                    to={`${DASHBOARD_PATHS.blog}/${post.id}`}
                    className="group -mx-2 flex items-center gap-3 rounded-xl px-2 py-3.5 hover:bg-pine-50"
                  >
                    <div className="min-w-0 flex-1">
                      <p className="truncate font-semibold text-pine-950 group-hover:underline">
                        {post.title || t("dashboard.blog.untitled")}
                      </p>
                      <div className="mt-1">
                        <PostStateBadge state={post.state} publishAt={post.publishAt} />
                      </div>
                    </div>
                    <span className="sr-only">{t("dashboard.blog.edit")}</span>
                    <ChevronRight aria-hidden="true" className="h-5 w-5 shrink-0 text-slate-500" />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </section>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorContent error={error} />;
}
