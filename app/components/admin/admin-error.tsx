import { ShieldAlert } from "lucide-react";
import type { ReactNode } from "react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { refusalText } from "../../lib/refusal-text.ts";
import { buttonClass } from "../ui/button.tsx";

type ErrorData = { status: number; reason?: string; own?: { title: string; message: string } | null };

function errorData(error: unknown): ErrorData {
  if (!isRouteErrorResponse(error)) return { status: 500 };
  const { reason } = (error.data as { reason?: unknown } | null) ?? {};
  return { status: error.status, reason: typeof reason === "string" ? reason : undefined, own: refusalText(error) };
}

/** Where an admin switches on two-step verification: the account page, which works without a site. */
export const TWO_FACTOR_SETUP_PATH = "/dashboard/account#two-factor";

/** The page of a 403: on its own (from the layout), or inside the admin frame, which has its <main>. */
function RefusalCard({ standalone, children }: { standalone: boolean; children: ReactNode }) {
  const card = (
    <div className="w-full max-w-lg rounded-3xl border border-sand-200 bg-white p-8 text-center shadow-sm">
      <ShieldAlert aria-hidden="true" className="mx-auto h-12 w-12 text-coral-600" />
      <p className="mt-4 text-sm font-semibold text-coral-700">403</p>
      {children}
    </div>
  );
  return standalone ? (
    <main className="flex min-h-screen items-center justify-center bg-sand-50 px-5 py-16">{card}</main>
  ) : (
    card
  );
}

function NoAccessContent({ standalone }: { standalone: boolean }) {
  const { t } = useI18n();
  return (
    <RefusalCard standalone={standalone}>
      <h1 className="mt-1 font-display text-3xl font-semibold text-pine-950">{t("admin.noAccess.title")}</h1>
      <p className="mt-3 text-slate-700">{t("admin.noAccess.body")}</p>
      <div className="mt-8 flex flex-col gap-3">
        <Link to="/dashboard" className={buttonClass("secondary", "lg")}>
          {t("admin.noAccess.dashboard")}
        </Link>
        <Link reloadDocument to="/" className="font-semibold text-pine-700 underline underline-offset-4">
          {t("admin.noAccess.home")}
        </Link>
      </div>
    </RefusalCard>
  );
}

/** An admin without two-step verification, on a public origin: why, and where to switch it on. */
function TwoFactorRequiredContent({ standalone }: { standalone: boolean }) {
  const { t } = useI18n();
  return (
    <RefusalCard standalone={standalone}>
      <h1 className="mt-1 font-display text-3xl font-semibold text-pine-950">{t("admin.twoFactorRequired.title")}</h1>
      <p className="mt-3 text-slate-700">{t("admin.twoFactorRequired.body")}</p>
      <div className="mt-8 flex flex-col gap-3">
        {/* A document navigation: the account page belongs to the dashboard's frame. */}
        <a href={TWO_FACTOR_SETUP_PATH} className={buttonClass("primary", "lg")}>
          {t("admin.twoFactorRequired.setUp")}
        </a>
        <Link reloadDocument to="/" className="font-semibold text-pine-700 underline underline-offset-4">
          {t("admin.noAccess.home")}
        </Link>
      </div>
    </RefusalCard>
  );
}

function RefusalContent({ reason, standalone }: { reason: string | undefined; standalone: boolean }) {
  return reason === "two-factor-required" ? (
    <TwoFactorRequiredContent standalone={standalone} />
  ) : (
    <NoAccessContent standalone={standalone} />
  );
}

/**
 * The admin layout's boundary: owners who open /admin get a plain "no access" page in
 * their own language (the 403 carries its strings, app/i18n/surface-strings.server.ts),
 * admins without two-step verification on a public origin a page that leads to setting it
 * up; anything else failing in the layout itself gets a short error in the same frame.
 */
export function AdminLayoutError() {
  const { status, reason, own } = errorData(useRouteError());
  return status === 403 ? (
    <RefusalContent reason={reason} standalone />
  ) : (
    <AdminErrorPanel status={status} own={own} standalone />
  );
}

/**
 * A page of the admin area failed: a malformed link (400), something missing (404), a
 * refusal with its own words (`own`, 413: too much sent) or a fault.
 */
export function AdminErrorPanel({
  status,
  own = null,
  standalone = false,
}: {
  status: number;
  own?: { title: string; message: string } | null;
  standalone?: boolean;
}) {
  const { t } = useI18n();
  const [title, body] = own
    ? [own.title, own.message]
    : status === 400
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

/**
 * For the pages inside the admin frame: the frame and its navigation stay. A refusal
 * (two-step verification switched off since the frame loaded) gets the refusal's page.
 */
export function AdminPageError() {
  const { status, reason, own } = errorData(useRouteError());
  return status === 403 ? (
    <RefusalContent reason={reason} standalone={false} />
  ) : (
    <AdminErrorPanel status={status} own={own} />
  );
}
