import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { siteBookingSettings } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { ADDRESSING, bookableSite, emailsTo, guestBooking } from "../../modules/booking/booking.testing.ts";
import { bookingAnswerSchema } from "../../modules/booking/booking-api-schema.ts";
import { addDays, todayIn } from "../../modules/dates/stay-date.ts";
import type { RatePlan } from "../../modules/pricing/rate-plan-choices.ts";
import type { HostResolution } from "../../modules/sites/site-directory.ts";
import { BookingEventBus } from "../../modules/stays/booking-events.ts";
import { createLogger } from "../logger.ts";
import { bookingApi } from "./booking-api.ts";

/** A stay far enough ahead for every rule of the test plan. */
const checkIn = addDays(todayIn("Europe/Amsterdam", new Date()), 30);

/** POST /api/bookings's answer says how a confirmed booking's guest pays until online payment exists. */
describe.each(testBackends())("the booking API's payment on $name", (backend) => {
  let handle: DatabaseHandle;
  let address = 0;

  beforeAll(async () => {
    handle = await backend.open();
  });
  afterAll(() => handle.close());

  const hostOf = (siteId: string): HostResolution => ({
    kind: "owner-site",
    site: {
      id: siteId,
      userId: "owner",
      themeName: "warm-cozy",
      siteName: "Duinhuis",
      subdomain: "duinhuis",
      customDomain: null,
      access: "live",
    },
  });

  async function book(plan: Partial<RatePlan>, bank?: { iban: string | null }, guestEmail = "jonas@example.de") {
    const site = await bookableSite(handle.db, ["duinhuis"], plan);
    if (bank) {
      await handle.db
        .update(siteBookingSettings)
        .set({ bankIban: bank.iban })
        .where(eq(siteBookingSettings.siteId, site.siteId));
    }
    const api = bookingApi({
      db: handle.db,
      log: createLogger("silent"),
      addressing: ADDRESSING,
      bookingEvents: new BookingEventBus(),
    });
    const request = new Request("https://duinhuis.vayvista.test/api/bookings", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(guestBooking({ checkIn, checkOut: addDays(checkIn, 3) }, { email: guestEmail })),
    });
    const answer = await api.book(request, hostOf(site.siteId), `198.51.100.${++address}`);
    expect(answer.status).toBe(201);
    // Every answer keeps to the documented contract.
    return bookingAnswerSchema.parse(await answer.json());
  }

  it("gives a confirmed booking the owner's bank details and the reference to put on the transfer", async () => {
    const booked = await book({ bookingMode: "instant" });
    expect(booked.status).toBe("confirmed");
    // Stored as "NL91 ABNA 0417 1643 00": the answer has the IBAN without spaces.
    expect(booked.payment).toEqual({
      accountHolder: "A. de Vries",
      iban: "NL91ABNA0417164300",
      bic: "ABNANL2A",
      reference: booked.reference,
    });
  });

  it("has no bank details for a request (they come with the acceptance) or a site without an IBAN", async () => {
    const requested = await book({ bookingMode: "request" });
    expect(requested.status).toBe("request");
    expect(requested.payment).toBeNull();
    const noIban = await book({ bookingMode: "instant" }, { iban: null });
    expect(noIban.status).toBe("confirmed");
    expect(noIban.payment).toBeNull();
  });

  it("groups the IBAN in fours in the guest's confirmation email, as the dashboard stores it without spaces", async () => {
    const booked = await book({ bookingMode: "instant" }, { iban: "NL91ABNA0417164300" }, "mia@example.de");
    expect(booked.payment?.iban).toBe("NL91ABNA0417164300");
    const [email] = await emailsTo(handle.db, "mia@example.de");
    expect(email?.templateKey).toBe("booking-confirmed");
    expect(email?.text).toContain("IBAN: NL91 ABNA 0417 1643 00");
  });
});
