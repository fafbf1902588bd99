import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { BOOKING_SETTINGS_PATH } from "../booking-settings/booking-settings-view.ts";
import { MESSAGE_PATHS } from "../messages/message-paths.ts";
import { DASHBOARD_PATHS } from "../nav-items.ts";
import { Card } from "../page-header.tsx";

const LINKS = [
  { to: BOOKING_SETTINGS_PATH, label: "bookingSettings", hint: "bookingSettingsHint" },
  { to: MESSAGE_PATHS.rules, label: "scheduledEmails", hint: "scheduledEmailsHint" },
  { to: MESSAGE_PATHS.templates, label: "emailTemplates", hint: "emailTemplatesHint" },
  { to: DASHBOARD_PATHS.domains, label: "domains", hint: "domainsHint" },
  { to: DASHBOARD_PATHS.account, label: "account", hint: "accountHint" },
] as const;

/** The site's settings kept on pages of their own, one line each. */
export function MoreSettings() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="more-settings-heading">
      <Card>
        <h2 id="more-settings-heading" className="font-display text-xl font-semibold text-pine-950">
          {t("dashboard.settings.more.heading")}
        </h2>
        <ul className="mt-3 divide-y divide-slate-200">
          {LINKS.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="group flex items-center justify-between gap-4 py-3 text-pine-900 hover:text-pine-950"
              >
                <span>
                  <span className="block font-semibold group-hover:underline">
                    {t(`dashboard.settings.more.${link.label}`)}
                  </span>
                  <span className="block text-sm text-slate-600">{t(`dashboard.settings.more.${link.hint}`)}</span>
                </span>
                <ChevronRight aria-hidden="true" className="h-5 w-5 shrink-0 text-slate-400" />
              </Link>
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}
