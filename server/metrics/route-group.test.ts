import { describe, expect, it } from "vitest";
import { routeGroup, statusClass } from "./route-group.ts";

describe("routeGroup", () => {
  it("puts each part of the service in its own group", () => {
    expect(routeGroup("platform", "/")).toBe("marketing");
    expect(routeGroup("platform", "/en/pricing")).toBe("marketing");
    expect(routeGroup("platform", "/dashboard/booking-calendar")).toBe("dashboard");
    expect(routeGroup("platform", "/dashboard")).toBe("dashboard");
    expect(routeGroup("platform", "/admin/settings/payments")).toBe("admin");
    expect(routeGroup("owner-site", "/")).toBe("owner_site");
    expect(routeGroup("owner-site", "/en/units/de-eik")).toBe("owner_site");
    expect(routeGroup("owner-site", "/api/availability")).toBe("booking_api");
    expect(routeGroup("owner-site", "/api/bookings")).toBe("booking_api");
    expect(routeGroup("owner-site", "/payments/test/abc")).toBe("booking_api");
    expect(routeGroup("owner-site", "/calendar/unit-1.ics")).toBe("feeds");
    expect(routeGroup("owner-site", "/calendar.ics")).toBe("feeds");
    expect(routeGroup("owner-site", "/api/track-visitor")).toBe("tracking");
  });

  it("counts files, health checks and the rest as other, never as a page", () => {
    expect(routeGroup("platform", "/assets/app-1234.js")).toBe("other");
    expect(routeGroup("owner-site", "/media/photos/a.webp")).toBe("other");
    expect(routeGroup("platform", "/readyz")).toBe("other");
    expect(routeGroup("platform", "/metrics")).toBe("other");
    expect(routeGroup("platform", "/api/auth/sign-in/email")).toBe("other");
    expect(routeGroup("owner-site", "/favicon.ico")).toBe("other");
  });

  it("does not mistake an owner's page named like the dashboard for the dashboard", () => {
    expect(routeGroup("owner-site", "/dashboard")).toBe("owner_site");
    expect(routeGroup("platform", "/dashboards-explained")).toBe("marketing");
  });

  it("keeps the status to its class", () => {
    expect(statusClass(200)).toBe("2xx");
    expect(statusClass(304)).toBe("3xx");
    expect(statusClass(503)).toBe("5xx");
    expect(statusClass(0)).toBe("other");
  });
});
