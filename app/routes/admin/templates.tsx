import { Link } from "react-router";
import { listEmailTemplates } from "../../../modules/messaging/email-templates.ts";
import { TEMPLATE_KEYS } from "../../../modules/messaging/template-keys.ts";
import { AdminPageError } from "../../components/admin/admin-error.tsx";
import { adminMeta } from "../../components/admin/admin-meta.ts";
import { formatDate } from "../../components/admin/format.ts";
import { AdminPageHeader } from "../../components/admin/page-header.tsx";
import { StatusBadge } from "../../components/admin/status-badge.tsx";
import { templateNameKey, templatePurposeKey } from "../../components/admin/template-names.ts";
import { useI18n } from "../../i18n/use-i18n.tsx";
import type { Route } from "./+types/templates";
import { adminRequest } from "./access.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, t } = await adminRequest(request, context);
  return { title: t("admin.templates.title"), templates: await listEmailTemplates(db) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.title);

export default function AdminTemplates({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useI18n();
  const { templates } = loaderData;
  return (
    <>
      <AdminPageHeader title={t("admin.templates.title")} intro={t("admin.templates.intro")} />
      <ul className="grid gap-4 md:grid-cols-2">
        {TEMPLATE_KEYS.map((key) => {
          const nameKey = templateNameKey(key);
          const purposeKey = templatePurposeKey(key);
          const name = nameKey ? t(nameKey) : key;
          return (
            <li key={key} className="rounded-2xl border border-sand-200 bg-white p-5 shadow-sm">
              <h2 className="font-semibold text-pine-950">{name}</h2>
              {purposeKey && <p className="mt-1 text-sm text-slate-700">{t(purposeKey)}</p>}
              <ul className="mt-4 space-y-2">
                {templates
                  .filter((tpl) => tpl.key === key)
                  .map((tpl) => (
                    <li key={tpl.lang} className="flex flex-wrap items-center justify-between gap-2">
                      <Link
                        to={`/admin/settings/templates/${key}/${tpl.lang}`}
                        className="font-semibold text-pine-700 underline underline-offset-2"
                      >
                        <span className="sr-only">{name}: </span>
                        {t(`admin.languages.${tpl.lang}`)}
                      </Link>
                      {tpl.overridden ? (
                        <StatusBadge tone="amber">
                          {tpl.updatedAt
                            ? t("admin.templates.adjustedOn", { date: formatDate(tpl.updatedAt, lang) })
                            : t("admin.templates.adjusted")}
                        </StatusBadge>
                      ) : (
                        <StatusBadge tone="grey">{t("admin.templates.default")}</StatusBadge>
                      )}
                    </li>
                  ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </>
  );
}

export function ErrorBoundary() {
  return <AdminPageError />;
}
