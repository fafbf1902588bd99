import { ExternalLink } from "lucide-react";
import { THEME_DISPLAY_NAMES } from "../../../content/themes/names.ts";
import { listOwners, type OwnerListItem } from "../../../modules/admin/list-owners.ts";
import { setSiteStatus } from "../../../modules/admin/set-site-status.ts";
import { siteUrl } from "../../../modules/sites/site-url.ts";
import { isThemeName } from "../../../modules/sites/themes.ts";
import type { AdminSubscriptionSummary } from "../../../modules/subscriptions/admin-subscriptions.ts";
import { subscriptionFigures, subscriptionsOfOwners } from "../../../modules/subscriptions/admin-subscriptions.ts";
import { AdminPageError } from "../../components/admin/admin-error.tsx";
import { adminMeta } from "../../components/admin/admin-meta.ts";
import { ConfirmAction } from "../../components/admin/confirm-action.tsx";
import { formatDate } from "../../components/admin/format.ts";
import { OwnerSubscription, SubscriptionFiguresPanel } from "../../components/admin/owner-subscriptions.tsx";
import { AdminPageHeader, EmptyState } from "../../components/admin/page-header.tsx";
import { PageLinks } from "../../components/admin/page-links.tsx";
import { StatusBadge } from "../../components/admin/status-badge.tsx";
import type { Feedback } from "../../components/admin/use-feedback-toast.ts";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { formLimit, readForm } from "../../lib/read-form.server.ts";
import { notFound, uuidParam, withIdCheck } from "../../lib/refusals.server.ts";
import { siteChanged } from "../../lib/site-changed.server.ts";
import type { Route } from "./+types/owners";
import { adminRequest, answer, formText } from "./access.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await adminRequest(request, context);
  const { db, t } = admin;
  // `before` comes from our own "older" link; anything but an owner's id is a malformed link (400).
  const before = new URL(request.url).searchParams.get("before") ?? undefined;
  const [page, figures] = await Promise.all([withIdCheck(() => listOwners(db, { before })), subscriptionFigures(db)]);
  const subscriptionOf = await subscriptionsOfOwners(
    db,
    page.owners.map((o) => o.id),
  );
  return {
    figures,
    title: t("admin.owners.title"),
    firstPage: before === undefined,
    nextBefore: page.nextBefore,
    // The link shows the subdomain; the own domain, if any, is written beside it.
    owners: page.owners.map((o) => ({
      ...o,
      siteUrl: o.site ? siteUrl({ subdomain: o.site.subdomain }, admin) : null,
      subscription: subscriptionOf.get(o.id) ?? null,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, t, lang, user } = await adminRequest(request, context);
  const form = await readForm(request, { maxBytes: formLimit(100), lang });
  const siteId = uuidParam(form.get("siteId"));
  const status = formText(form, "status");
  if (status !== "active" && status !== "inactive") {
    return answer<Feedback>({ ok: false, message: t("admin.owners.invalidStatus") }, 400);
  }
  const result = await withIdCheck(() =>
    setSiteStatus(db, { actorId: user.id, siteId, status, onSiteChanged: siteChanged(context, siteId) }),
  );
  if (!result.ok) {
    if (result.reason === "not-found") notFound();
    return answer<Feedback>({ ok: false, message: t("admin.owners.invalidStatus") }, 400);
  }
  const message =
    status === "inactive"
      ? t("admin.owners.deactivated", { site: result.site.siteName })
      : t("admin.owners.reactivated", { site: result.site.siteName });
  return answer<Feedback>({ ok: true, message });
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.title);

type Owner = OwnerListItem & { siteUrl: string | null; subscription: AdminSubscriptionSummary | null };

function ThemeName({ name }: { name: string }) {
  const { lang } = useI18n();
  return <>{isThemeName(name) ? THEME_DISPLAY_NAMES[lang][name] : name}</>;
}

function SiteActions({ owner }: { owner: Owner }) {
  const { t } = useI18n();
  const site = owner.site;
  if (!site) return null;
  return site.status === "active" ? (
    <ConfirmAction
      danger
      label={t("admin.owners.deactivate")}
      title={t("admin.owners.deactivateTitle", { site: site.siteName })}
      description={t("admin.owners.deactivateBody", { subdomain: site.subdomain })}
      confirmLabel={t("admin.owners.deactivateConfirm")}
      fields={{ siteId: site.id, status: "inactive" }}
    />
  ) : (
    <ConfirmAction
      label={t("admin.owners.reactivate")}
      title={t("admin.owners.reactivateTitle", { site: site.siteName })}
      description={t("admin.owners.reactivateBody", { subdomain: site.subdomain })}
      confirmLabel={t("admin.owners.reactivateConfirm")}
      fields={{ siteId: site.id, status: "active" }}
    />
  );
}

function SiteStatus({ owner }: { owner: Owner }) {
  const { t } = useI18n();
  if (!owner.site) return <StatusBadge tone="grey">{t("admin.owners.noSite")}</StatusBadge>;
  return owner.site.status === "active" ? (
    <StatusBadge tone="green">{t("admin.owners.status.active")}</StatusBadge>
  ) : (
    <StatusBadge tone="red">{t("admin.owners.status.inactive")}</StatusBadge>
  );
}

function SiteLinks({ owner }: { owner: Owner }) {
  const { t } = useI18n();
  if (!owner.site || !owner.siteUrl) return <span className="text-slate-700">—</span>;
  return (
    <div className="space-y-1">
      <a
        href={owner.siteUrl}
        target="_blank"
        rel="noreferrer"
        className="inline-flex items-center gap-1 font-medium break-all text-pine-700 underline underline-offset-2"
      >
        {owner.site.subdomain}
        <ExternalLink aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
        <span className="sr-only">{t("admin.common.opensNewTab")}</span>
      </a>
      <p className="text-sm break-all text-slate-700">{owner.site.customDomain ?? t("admin.owners.noCustomDomain")}</p>
    </div>
  );
}

export default function AdminOwners({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useI18n();
  const { owners, firstPage, nextBefore } = loaderData;
  return (
    <>
      <AdminPageHeader title={t("admin.owners.title")} intro={t("admin.owners.intro")} />
      <SubscriptionFiguresPanel figures={loaderData.figures} />
      {owners.length === 0 ? (
        <EmptyState title={t("admin.owners.empty")} body={t("admin.owners.emptyBody")} />
      ) : (
        <>
          {/* Phones: one card per owner. */}
          <ul className="space-y-4 lg:hidden">
            {owners.map((owner) => (
              <li key={owner.id} className="rounded-2xl border border-sand-200 bg-white p-5 shadow-sm">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <h2 className="font-semibold text-pine-950">{owner.name}</h2>
                    <p className="text-sm break-all text-slate-700">{owner.email}</p>
                  </div>
                  <SiteStatus owner={owner} />
                </div>
                <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                  <dt className="text-slate-700">{t("admin.owners.joined")}</dt>
                  <dd>{formatDate(owner.createdAt, lang)}</dd>
                  <dt className="text-slate-700">{t("admin.owners.site")}</dt>
                  <dd>{owner.site?.siteName ?? "—"}</dd>
                  <dt className="text-slate-700">{t("admin.owners.theme")}</dt>
                  <dd>{owner.site ? <ThemeName name={owner.site.themeName} /> : "—"}</dd>
                  <dt className="text-slate-700">{t("admin.owners.address")}</dt>
                  <dd className="min-w-0">
                    <SiteLinks owner={owner} />
                  </dd>
                  <dt className="text-slate-700">{t("admin.billing.owners.subscription")}</dt>
                  <dd className="min-w-0">
                    <OwnerSubscription owner={owner} subscription={owner.subscription} />
                  </dd>
                </dl>
                {owner.site && (
                  <div className="mt-4">
                    <SiteActions owner={owner} />
                  </div>
                )}
              </li>
            ))}
          </ul>

          {/* Wide screens: a table. */}
          <div className="hidden overflow-x-auto rounded-2xl border border-sand-200 bg-white shadow-sm lg:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t("admin.owners.caption")}</caption>
              <thead className="bg-sand-100 text-pine-950">
                <tr>
                  {(["owner", "joined", "site", "theme", "address"] as const).map((column) => (
                    <th key={column} scope="col" className="px-4 py-3 font-semibold">
                      {t(`admin.owners.${column}`)}
                    </th>
                  ))}
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t("admin.billing.owners.subscription")}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    <span className="sr-only">{t("admin.owners.actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {owners.map((owner) => (
                  <tr key={owner.id} className="border-t border-sand-200 align-top">
                    <th scope="row" className="px-4 py-4 font-normal">
                      <span className="block font-semibold text-pine-950">{owner.name}</span>
                      <span className="block break-all text-slate-700">{owner.email}</span>
                    </th>
                    <td className="px-4 py-4 whitespace-nowrap">{formatDate(owner.createdAt, lang)}</td>
                    <td className="px-4 py-4">
                      <span className="block font-medium">{owner.site?.siteName ?? "—"}</span>
                      <span className="mt-1 block">
                        <SiteStatus owner={owner} />
                      </span>
                    </td>
                    <td className="px-4 py-4">{owner.site ? <ThemeName name={owner.site.themeName} /> : "—"}</td>
                    <td className="px-4 py-4">
                      <SiteLinks owner={owner} />
                    </td>
                    <td className="px-4 py-4">
                      <OwnerSubscription owner={owner} subscription={owner.subscription} />
                    </td>
                    <td className="px-4 py-4 text-right">
                      <SiteActions owner={owner} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <PageLinks
        label={t("admin.owners.pages")}
        firstPage={firstPage}
        nextBefore={nextBefore}
        labels={{ newest: t("admin.owners.newest"), older: t("admin.owners.older") }}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <AdminPageError />;
}
