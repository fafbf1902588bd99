import { listAudit } from "../../../modules/audit/list-audit.ts";
import { PAGE_SIZE } from "../../../modules/pagination/keyset-page.ts";
import { AdminPageError } from "../../components/admin/admin-error.tsx";
import { adminMeta } from "../../components/admin/admin-meta.ts";
import { AuditEntryItem } from "../../components/admin/audit-entry.tsx";
import { AdminPageHeader, EmptyState, Panel } from "../../components/admin/page-header.tsx";
import { PageLinks } from "../../components/admin/page-links.tsx";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { withIdCheck } from "../../lib/refusals.server.ts";
import type { Route } from "./+types/audit";
import { adminRequest } from "./access.server.ts";
import { withActorNames } from "./audit-rows.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, t } = await adminRequest(request, context);
  const raw = new URL(request.url).searchParams.get("before");
  // `before` is the id of the last entry already seen; anything but a positive whole number is a 400.
  const before = raw === null ? undefined : /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  const page = await withIdCheck(() => listAudit(db, { limit: PAGE_SIZE, before }));
  return {
    title: t("admin.audit.title"),
    firstPage: before === undefined,
    entries: await withActorNames(db, page.entries),
    nextBefore: page.nextBefore,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.title);

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { entries, nextBefore, firstPage } = loaderData;
  return (
    <>
      <AdminPageHeader title={t("admin.audit.title")} intro={t("admin.audit.intro")} />
      {entries.length === 0 ? (
        <EmptyState title={t("admin.audit.empty")} />
      ) : (
        <Panel>
          <h2 className="sr-only">{t("admin.audit.listHeading")}</h2>
          <ol>
            {entries.map((row) => (
              <AuditEntryItem key={row.id} row={row} />
            ))}
          </ol>
        </Panel>
      )}
      <PageLinks
        label={t("admin.audit.pages")}
        firstPage={firstPage}
        nextBefore={nextBefore}
        labels={{ newest: t("admin.audit.newest"), older: t("admin.audit.older") }}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <AdminPageError />;
}
