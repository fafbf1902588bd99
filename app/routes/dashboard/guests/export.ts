import { todayIn } from "../../../../modules/dates/stay-date.ts";
import { GUEST_CSV_COLUMNS, type GuestCsvWords, guestsCsv } from "../../../../modules/guests/guests-csv.ts";
import type { Lang } from "../../../../modules/i18n/languages.ts";
import { SITE_LANGUAGES } from "../../../../modules/i18n/site-languages.ts";
import { guestBalances } from "../../../../modules/payments/guest-balances.ts";
import { tracksPayments } from "../../../../modules/payments/money-due.ts";
import type { SiteCurrency } from "../../../../modules/pricing/currencies.ts";
import { siteCurrency } from "../../../../modules/pricing/read-site-currency.ts";
import { services } from "../../../context.ts";
import { translator } from "../../../i18n/i18n.tsx";
import { requireOwner } from "../../../lib/require-owner.server.ts";
import type { Route } from "./+types/export";

/** The file's words in the owner's language: the guest book's own (headers, yes and no, language names). */
function csvWords(lang: Lang, currency: SiteCurrency): GuestCsvWords {
  const t = translator(lang);
  return {
    headers: Object.fromEntries(
      GUEST_CSV_COLUMNS.map((column) => [column, t(`dashboard.guests.csv.headers.${column}`, { currency })]),
    ) as GuestCsvWords["headers"],
    yes: t("dashboard.guests.csv.yes"),
    no: t("dashboard.guests.csv.no"),
    languages: Object.fromEntries(
      SITE_LANGUAGES.map((site) => [site, t(`dashboard.guests.languages.${site}`)]),
    ) as GuestCsvWords["languages"],
  };
}

/**
 * GET /dashboard/guests/export.csv: the owner's whole guest book as a spreadsheet file,
 * headers in their language, amounts in the site's currency; on a site that takes payments,
 * what each guest paid and still owes. Only ever their own site's: it comes from the session.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, site } = await requireOwner(request, context, "site");
  const { db } = services(context);
  const [currency, money] = await Promise.all([
    siteCurrency(db, site.id),
    tracksPayments(db, site.id).then((tracks) => (tracks ? guestBalances(db, site.id, "all") : null)),
  ]);
  const csv = await guestsCsv(db, site.id, csvWords(user.lang, currency), money);
  const day = todayIn("Europe/Amsterdam", new Date());
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="guests-${site.subdomain}-${day}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
