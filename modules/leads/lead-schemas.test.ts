import { describe, expect, it } from "vitest";
import { addMonths, amsterdamToday, consultationDateWindow, isDateOnly } from "./lead-dates.ts";
import { consultationSchema, contactSchema, formValues, isPhoneNumber, leadErrors, parseLead } from "./lead-schemas.ts";

const consultation = {
  name: "Anna de Vries",
  email: "anna@example.nl",
  phone: "+31 6 12345678",
  preferredDate: "2026-03-20",
  timeSlot: "morning",
  propertyType: "holidayHome",
  propertyLocation: "Texel",
  unitCount: "2",
  notes: "",
};

describe("lead form schemas", () => {
  it("trims input and turns an empty optional phone into nothing", () => {
    const result = contactSchema.parse({
      name: "  Piet  ",
      email: " piet@example.nl ",
      phone: "   ",
      subject: " Vraag ",
      message: "  Hoe werkt de kalender?  ",
    });
    expect(result).toEqual({
      name: "Piet",
      email: "piet@example.nl",
      phone: undefined,
      subject: "Vraag",
      message: "Hoe werkt de kalender?",
    });
  });

  it("reports i18n keys with their parameters, one per field in form order", () => {
    const result = contactSchema.safeParse({
      name: "",
      email: "not-an-email",
      phone: "12",
      subject: "x".repeat(151),
      message: "short",
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    const errors = leadErrors(result.error.issues);
    expect(errors).toEqual({
      name: { key: "errors.required" },
      email: { key: "errors.email" },
      phone: { key: "errors.phone" },
      subject: { key: "errors.tooLong", params: { max: 150 } },
      message: { key: "errors.tooShort", params: { min: 10 } },
    });
    expect(Object.keys(errors)).toEqual(["name", "email", "phone", "subject", "message"]);
  });

  it("refuses control characters: none in a one-line field, only tabs and line breaks in a message or notes", () => {
    const contact = { name: "Piet", email: "piet@example.nl", subject: "Vraag", message: "Hoe werkt de kalender?" };
    const refused = parseLead(
      "contact",
      { ...contact, name: "Piet\u0000", subject: "Vraag\r\nBcc: x@evil.example", message: "Hoe\u0007 werkt het?" },
      { today: "2026-03-10" },
    );
    expect(refused.success || refused.errors).toEqual({
      name: { key: "errors.oneLine" },
      subject: { key: "errors.oneLine" },
      message: { key: "errors.controls" },
    });
    const notes = parseLead("consultation", { ...consultation, notes: "Twee\u0000huizen" }, { today: "2026-03-10" });
    expect(notes.success || notes.errors).toEqual({ notes: { key: "errors.controls" } });
    const kept = parseLead(
      "contact",
      { ...contact, message: "Hallo,\r\n\thoe werkt de kalender?" },
      { today: "2026-03-10" },
    );
    expect(kept.success && kept.lead.data).toMatchObject({ message: "Hallo,\r\n\thoe werkt de kalender?" });
  });

  it("treats missing fields as required and caps long messages", () => {
    const missing = parseLead("contact", {}, { today: "2026-03-10" });
    expect(missing).toMatchObject({ success: false, errors: { name: { key: "errors.required" } } });
    const long = parseLead(
      "contact",
      { name: "A", email: "a@b.nl", subject: "S", message: "x".repeat(5001) },
      { today: "2026-03-10" },
    );
    expect(long).toEqual({ success: false, errors: { message: { key: "errors.tooLong", params: { max: 5000 } } } });
  });

  it("checks consultation choices and the number of units", () => {
    const schema = consultationSchema("2026-03-10");
    const bad = schema.safeParse({ ...consultation, timeSlot: "night", propertyType: "", unitCount: "501" });
    expect(bad.success).toBe(false);
    if (!bad.success) {
      expect(leadErrors(bad.error.issues)).toEqual({
        timeSlot: { key: "errors.choice" },
        propertyType: { key: "errors.choice" },
        unitCount: { key: "errors.number" },
      });
    }
    for (const unitCount of ["0", "-1", "2.5", "abc"]) {
      const r = schema.safeParse({ ...consultation, unitCount });
      expect(r.success, unitCount).toBe(false);
    }
    expect(schema.parse({ ...consultation, unitCount: " 500 " }).unitCount).toBe(500);
    expect(schema.safeParse({ ...consultation, phone: "" }).success).toBe(false);
  });

  it("accepts a consultation from tomorrow up to three months ahead", () => {
    const schema = consultationSchema("2026-03-10");
    const errorFor = (preferredDate: string) => {
      const r = schema.safeParse({ ...consultation, preferredDate });
      return r.success ? null : leadErrors(r.error.issues).preferredDate?.key;
    };
    expect(errorFor("2026-03-10")).toBe("errors.date");
    expect(errorFor("2026-03-09")).toBe("errors.date");
    expect(errorFor("2026-03-11")).toBeNull();
    expect(errorFor("2026-06-10")).toBeNull();
    expect(errorFor("2026-06-11")).toBe("errors.dateTooFar");
    expect(errorFor("2026-02-30")).toBe("errors.date");
    expect(errorFor("11-03-2026")).toBe("errors.date");
    expect(errorFor("")).toBe("errors.required");
  });

  it("accepts common phone notations only", () => {
    expect(isPhoneNumber("+31 6 12345678")).toBe(true);
    expect(isPhoneNumber("(020) 123-4567")).toBe(true);
    expect(isPhoneNumber("+48 600 700 800")).toBe(true);
    expect(isPhoneNumber("12345")).toBe(false);
    expect(isPhoneNumber("call me maybe")).toBe(false);
  });

  it("keeps what the visitor typed, without the honeypot", () => {
    const form = new FormData();
    form.set("name", " Anna ");
    form.set("website", "spam");
    expect(formValues(form)).toEqual({ name: " Anna " });
  });
});

describe("consultation dates in Amsterdam", () => {
  it("takes today from Amsterdam, not from the machine's zone", () => {
    expect(process.env.TZ).toBe("UTC");
    // 23:30 UTC in winter is already 00:30 the next day in Amsterdam.
    expect(amsterdamToday(new Date("2026-03-10T23:30:00Z"))).toBe("2026-03-11");
    expect(amsterdamToday(new Date("2026-03-10T22:59:00Z"))).toBe("2026-03-10");
    // Summer time: UTC+2.
    expect(amsterdamToday(new Date("2026-07-01T22:30:00Z"))).toBe("2026-07-02");
  });

  it("computes the window with month ends clamped", () => {
    expect(consultationDateWindow("2026-11-30")).toEqual({ min: "2026-12-01", max: "2027-02-28" });
    expect(addMonths("2027-11-30", 3)).toBe("2028-02-29");
    expect(consultationDateWindow("2026-12-31")).toEqual({ min: "2027-01-01", max: "2027-03-31" });
    expect(isDateOnly("2026-02-29")).toBe(false);
    expect(isDateOnly("2028-02-29")).toBe(true);
  });
});
