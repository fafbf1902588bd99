import { data } from "react-router";
import { todayIn } from "../../../../modules/dates/stay-date.ts";
import { textIn } from "../../../../modules/i18n/site-languages.ts";
import { siteCurrency } from "../../../../modules/pricing/read-site-currency.ts";
import { loadSiteContent } from "../../../../modules/site-content/site-content-store.ts";
import { listUnits } from "../../../../modules/units/units.ts";
import { deleteVoucher, setVoucherActive } from "../../../../modules/vouchers/change-voucher.ts";
import { listVouchers } from "../../../../modules/vouchers/list-vouchers.ts";
import { createVoucher, updateVoucher } from "../../../../modules/vouchers/save-voucher.ts";
import { parseVoucherInput } from "../../../../modules/vouchers/voucher-input.ts";
import {
  VOUCHER_FIELDS,
  VOUCHER_INTENTS,
  type VoucherActionResult,
  type VoucherIntent,
  type VoucherUnit,
  type VoucherView,
} from "../../../components/dashboard/vouchers/voucher-result.ts";
import { services } from "../../../context.ts";
import { formLimit, readForm } from "../../../lib/read-form.server.ts";
import { notFound, uuidParam } from "../../../lib/refusals.server.ts";
import { requireOwner } from "../../../lib/require-owner.server.ts";
import type { Route } from "../+types/vouchers";

/*
 * The vouchers page's loader and action (app/routes/dashboard/vouchers.tsx), here so the
 * page's script never loads the schema library or the database code they use.
 */

/** Guests book in the property's days; the dashboard reads a voucher's state in Dutch time. */
const OWNER_ZONE = "Europe/Amsterdam";

export async function loadVouchers({ request, context }: Route.LoaderArgs) {
  // The owner's own site, never one named in the request.
  const { user, site } = await requireOwner(request, context, "site");
  const { db } = services(context);
  const [vouchers, units, content, currency] = await Promise.all([
    listVouchers(db, site.id),
    listUnits(db, site.id, { includeArchived: true }),
    loadSiteContent(db, site.id),
    siteCurrency(db, site.id),
  ]);
  const main = content.draft.languages.main;
  return {
    vouchers: vouchers.map(({ createdAt: _, ...voucher }): VoucherView => voucher),
    units: units.map(
      (u): VoucherUnit => ({ id: u.id, name: textIn(u.name, user.lang, main), archived: u.status === "archived" }),
    ),
    today: todayIn(OWNER_ZONE, new Date()),
    currency,
  };
}

function refused(
  intent: VoucherIntent | null,
  result: Omit<Extract<VoucherActionResult, { ok: false }>, "ok" | "intent">,
  status = 400,
) {
  return data<VoucherActionResult>({ ok: false, intent, ...result }, { status });
}

/**
 * Creates, changes, switches off or on and deletes the owner's vouchers. A voucher id that
 * is not one of the owner's site is answered as missing (404), a malformed one with 400; a
 * refused form comes back with its problems and everything typed.
 */
export async function saveVouchers({ request, context }: Route.ActionArgs) {
  const { user, site } = await requireOwner(request, context, "site");
  const { db } = services(context);
  const form = await readForm(request, { maxBytes: formLimit(2000), lang: user.lang });
  const intentValue = form.get("intent");
  const intent = VOUCHER_INTENTS.find((i) => i === intentValue) ?? null;
  const nothing = { errors: {}, values: {}, unitIds: [] };
  if (!intent) return refused(null, nothing);
  const voucherId = intent === "create" ? null : uuidParam(form.get("voucherId"));

  if (intent === "create" || intent === "update") {
    const values = Object.fromEntries(VOUCHER_FIELDS.map((name) => [name, String(form.get(name) ?? "")]));
    const unitIds = form.getAll("unitIds").map(String);
    const parsed = parseVoucherInput({ ...values, unitIds });
    if (!parsed.success) return refused(intent, { errors: parsed.errors, values, unitIds });
    const result =
      voucherId === null
        ? await createVoucher(db, site.id, parsed.data)
        : await updateVoucher(db, site.id, voucherId, parsed.data);
    if (!result.ok) {
      if (result.reason === "not-found") notFound();
      return refused(intent, { errors: result.errors, values, unitIds });
    }
    return data<VoucherActionResult>({ ok: true, intent, code: result.voucher.code });
  }

  if (voucherId === null) return refused(intent, nothing);
  if (intent === "active") {
    const active = form.get("active") === "true";
    if (!(await setVoucherActive(db, site.id, voucherId, active))) notFound();
    return data<VoucherActionResult>({ ok: true, intent, active });
  }
  const deleted = await deleteVoucher(db, site.id, voucherId);
  if (!deleted.ok) {
    if (deleted.reason === "not-found") notFound();
    return refused(intent, { ...nothing, problem: "used" }, 409);
  }
  return data<VoucherActionResult>({ ok: true, intent });
}
