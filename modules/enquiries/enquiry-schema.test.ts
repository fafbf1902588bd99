import { describe, expect, it } from "vitest";
import { enquiryFormValues, parseEnquiry } from "./enquiry-schema.ts";

const today = "2026-03-10";
const valid = {
  name: "  Jonas Becker ",
  email: " jonas@example.de ",
  phone: "",
  checkIn: "2026-07-10",
  checkOut: "2026-07-17",
  guests: " 4 ",
  unit: "Duinhuis",
  message: "  Ist das Haus noch frei?  ",
};

const errorsOf = (values: Record<string, unknown>) => {
  const result = parseEnquiry(values, { today });
  return result.success ? null : result.errors;
};

describe("the contact form of an owner's site", () => {
  it("trims what was typed and leaves out what the guest did not fill in", () => {
    expect(parseEnquiry(valid, { today })).toEqual({
      success: true,
      enquiry: {
        name: "Jonas Becker",
        email: "jonas@example.de",
        phone: undefined,
        checkIn: "2026-07-10",
        checkOut: "2026-07-17",
        guests: 4,
        unit: "duinhuis",
        message: "Ist das Haus noch frei?",
      },
    });
    const bare = parseEnquiry({ name: "Jo", email: "jo@example.nl", message: "Hoi!" }, { today });
    expect(bare).toEqual({
      success: true,
      enquiry: {
        name: "Jo",
        email: "jo@example.nl",
        phone: undefined,
        checkIn: undefined,
        checkOut: undefined,
        guests: undefined,
        unit: undefined,
        message: "Hoi!",
      },
    });
  });

  it("names one problem per field, in the order of the form", () => {
    const errors = errorsOf({
      name: "",
      email: "jonas@",
      phone: "bel me",
      checkIn: "2026-02-30",
      checkOut: "2026-03-09",
      guests: "0",
      message: "x".repeat(5001),
    });
    expect(errors).toEqual({
      name: { key: "required" },
      email: { key: "email" },
      phone: { key: "phone" },
      checkIn: { key: "date" },
      checkOut: { key: "datePast" },
      guests: { key: "guests" },
      message: { key: "tooLong", max: 5000 },
    });
    expect(Object.keys(errors ?? {})).toEqual(["name", "email", "phone", "checkIn", "checkOut", "guests", "message"]);
    expect(errorsOf({})).toEqual({
      name: { key: "required" },
      email: { key: "required" },
      message: { key: "required" },
    });
    expect(errorsOf({ ...valid, name: "x".repeat(121) })).toEqual({ name: { key: "tooLong", max: 120 } });
    expect(errorsOf({ ...valid, phone: "+49 170 1234567 890 123 456 789 012 345 67" })).toEqual({
      phone: { key: "tooLong", max: 40 },
    });
  });

  it("refuses control characters: none in a one-line field, only tabs and line breaks in the message", () => {
    expect(
      errorsOf({ ...valid, name: "Jonas\u0000Becker", phone: "+49 170\n1234567", message: "Frei?\u001b[2J" }),
    ).toEqual({ name: { key: "controls" }, phone: { key: "controls" }, message: { key: "controls" } });
    expect(errorsOf({ ...valid, email: "jonas\u0085@example.de", checkIn: "2026-07-10\u0000" })).toEqual({
      email: { key: "controls" },
      checkIn: { key: "controls" },
    });
    expect(parseEnquiry({ ...valid, message: "Hallo,\r\n\tist das Haus frei?" }, { today })).toMatchObject({
      success: true,
      enquiry: { message: "Hallo,\r\n\tist das Haus frei?" },
    });
  });

  it("wants the departure after the arrival, once both dates are fine on their own", () => {
    expect(errorsOf({ ...valid, checkOut: "2026-07-10" })).toEqual({ checkOut: { key: "dateOrder" } });
    expect(errorsOf({ ...valid, checkOut: "2026-07-01" })).toEqual({ checkOut: { key: "dateOrder" } });
    // The arrival's own problem first; the order cannot be judged then.
    expect(errorsOf({ ...valid, checkIn: "2026-03-01", checkOut: "2026-03-05" })).toEqual({
      checkIn: { key: "datePast" },
      checkOut: { key: "datePast" },
    });
    // Either date alone is fine.
    expect(errorsOf({ ...valid, checkIn: "" })).toBeNull();
    expect(errorsOf({ ...valid, checkOut: "" })).toBeNull();
  });

  it("accepts a stay from today (in Amsterdam) to three years ahead", () => {
    expect(errorsOf({ ...valid, checkIn: today, checkOut: "2026-03-11" })).toBeNull();
    expect(errorsOf({ ...valid, checkIn: "2026-03-09", checkOut: "" })).toEqual({ checkIn: { key: "datePast" } });
    expect(errorsOf({ ...valid, checkIn: "2029-03-01", checkOut: "" })).toBeNull();
    expect(errorsOf({ ...valid, checkIn: "20260-07-10", checkOut: "" })).toEqual({ checkIn: { key: "date" } });
    expect(errorsOf({ ...valid, checkIn: "2030-07-10", checkOut: "" })).toEqual({ checkIn: { key: "date" } });
    expect(errorsOf({ ...valid, checkIn: "10-07-2026", checkOut: "" })).toEqual({ checkIn: { key: "date" } });
  });

  it("takes 1 to 50 guests as whole numbers", () => {
    for (const guests of ["1", "50", " 12 "]) expect(errorsOf({ ...valid, guests }), guests).toBeNull();
    for (const guests of ["0", "51", "2.5", "-1", "vier", "1e1", "999"]) {
      expect(errorsOf({ ...valid, guests }), guests).toEqual({ guests: { key: "guests" } });
    }
  });

  it("leaves out a unit that is not a slug instead of blaming the guest", () => {
    const result = parseEnquiry({ ...valid, unit: "../admin" }, { today });
    expect(result).toMatchObject({ success: true, enquiry: { unit: undefined } });
  });

  it("counts only text: a file under a field's name is nothing", () => {
    expect(errorsOf({ ...valid, name: new Blob(["Jonas"]) })).toEqual({ name: { key: "required" } });
  });

  it("fills the form in again with what was typed, without the honeypot", () => {
    const form = new FormData();
    form.set("name", " Jonas ");
    form.set("website", "https://spam.example");
    form.set("message", "x".repeat(6000));
    form.set("extra", "not ours");
    form.set("unit", new Blob(["file"]), "unit.txt");
    const values = enquiryFormValues(form);
    expect(Object.keys(values)).toEqual(["name", "message"]);
    expect(values.name).toBe(" Jonas ");
    expect(values.message).toHaveLength(5100);
  });
});
