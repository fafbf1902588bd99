import { describe, expect, it } from "vitest";
import { channelText, conflictsText, feedProblemText, lastSuccessValue } from "./calendar-values.ts";

describe("a connected calendar's values in its emails", () => {
  it("names the channel and what went wrong in the owner's language", () => {
    expect(channelText("booking", "nl")).toBe("Booking.com");
    expect(channelText("other", "pl")).toBe("Inny kalendarz");
    expect(feedProblemText("timeout", "en")).toBe("The calendar did not answer within 10 seconds.");
    expect(lastSuccessValue(null, "nl")).toBe("nooit");
    const at = new Date("2026-03-12T13:05:00Z");
    expect(lastSuccessValue(at, "pl")).toBe(at);
  });

  it("writes a line per conflict: the channel's dates and what of ours holds them", () => {
    const july = { checkIn: "2026-07-10", checkOut: "2026-07-17" };
    expect(
      conflictsText(
        [
          { ...july, ours: { kind: "booking", status: "confirmed", reference: "VV-7K3P9Q" } },
          { ...july, ours: { kind: "booking", status: "request", reference: null } },
          { ...july, ours: { kind: "block", status: "confirmed", reference: null } },
          { ...july, ours: null },
        ],
        "nl",
      ).split("\n"),
    ).toEqual([
      "vrijdag 10 juli 2026 – vrijdag 17 juli 2026: boeking VV-7K3P9Q",
      "vrijdag 10 juli 2026 – vrijdag 17 juli 2026: boekingsaanvraag",
      "vrijdag 10 juli 2026 – vrijdag 17 juli 2026: blokkade",
      "vrijdag 10 juli 2026 – vrijdag 17 juli 2026: bezet",
    ]);
  });
});
