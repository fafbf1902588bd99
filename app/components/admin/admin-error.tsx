import { ShieldAlert } from "lucide-react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { isLang } from "../../../modules/i18n/languages.ts";
import { I18nProvider, useI18n } from "../../i18n/i18n.tsx";
import { buttonClass } from "../ui/button.tsx";

function errorData(error: unknown): { status: number; lang?: string } {
  if (!isRouteErrorResponse(error)) return { status: 500 };
  const lang = (error.data as { lang?: unknown } | null)?.lang;
  return { status: error.status, lang: typeof lang === "string" ? lang : undefined };
}

function NoAccessContent() {
  const { t } = useI18n();
  return (
    <main className="flex min-h-screen items-center justify-center bg-sand-50 px-5 py-16">
      <div className="w-full max-w-lg rounded-3xl border border-sand-200 bg-white p-8 text-center shadow-sm">
        <ShieldAlert aria-hidden="true" className="mx-auto h-12 w-12 text-coral-600" />
        <p className="mt-4 text-sm font-semibold text-coral-700">403</p>
        <h1 className="mt-1 font-display text-3xl font-semibold text-pine-950">{t("admin.noAccess.title")}</h1>
        <p className="mt-3 text-slate-700">{t("admin.noAccess.body")}</p>
        <div className="mt-8 flex flex-col gap-3">
          <Link to="/dashboard" className={buttonClass("secondary", "lg")}>
            {t("admin.noAccess.dashboard")}
          </Link>
          <Link to="/" className="font-semibold text-pine-700 underline underline-offset-4">
            {t("admin.noAccess.home")}
          </Link>
        </div>
      </div>
    </main>
  );
}

/**
 * The admin layout's boundary: owners who open /admin get a plain "no access" page in
 * their own language (the 403 carries it); anything else failing in the layout itself
 * gets a short error in the same frame.
 */
export function AdminLayoutError() {
  const { status, lang } = errorData(useRouteError());
  return (
    <I18nProvider lang={isLang(lang) ? lang : "nl"}>
      {status === 403 ? <NoAccessContent /> : <AdminErrorPanel status={status} standalone />}
    </I18nProvider>
  );
}

/** A page of the admin area failed: a malformed link (400), something missing (404) or a fault. */
export function AdminErrorPanel({ status, standalone = false }: { status: number; standalone?: boolean }) {
  const { t } = useI18n();
  const [title, body] =
    status === 400
      ? [t("admin.errorPage.invalidTitle"), t("admin.errorPage.invalidBody")]
      : status === 404
        ? [t("admin.errorPage.notFoundTitle"), t("admin.errorPage.notFoundBody")]
        : [t("admin.errorPage.errorTitle"), t("admin.errorPage.errorBody")];
  const content = (
    <div className="rounded-2xl border border-sand-200 bg-white p-8 shadow-sm">
      <p className="text-sm font-semibold text-coral-700">{status}</p>
      <h1 className="mt-1 font-display text-3xl font-semibold text-pine-950">{title}</h1>
      <p className="mt-3 text-slate-700">{body}</p>
      <Link to="/admin" className={buttonClass("secondary", "md", "mt-6")}>
        {t("admin.errorPage.back")}
      </Link>
    </div>
  );
  return standalone ? (
    <main className="flex min-h-screen items-center justify-center bg-sand-50 px-5 py-16">
      <div className="w-full max-w-lg">{content}</div>
    </main>
  ) : (
    content
  );
}

/** For the pages inside the admin frame: the frame and its navigation stay. */
export function AdminPageError() {
  return <AdminErrorPanel status={errorData(useRouteError()).status} />;
}
