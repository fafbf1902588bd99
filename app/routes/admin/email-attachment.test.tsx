import { describe, expect, it } from "vitest";
import type { OutboxEmailView } from "../../../modules/messaging/outbox-queries.ts";
import { renderPage } from "../../../tests/support/render-page.tsx";
import AdminEmail from "./email.tsx";
import AdminEmails from "./emails.tsx";

const INVOICE_ID = "3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f";

const sent: OutboxEmailView = {
  id: "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
  toAddress: "anna@example.nl",
  toName: "Anna de Vries",
  lang: "nl",
  templateKey: "subscription-renewed",
  subject: "Betaling ontvangen: VayVista-factuur VV-2026-000057",
  html: "<p>Hoi Anna,</p>",
  text: "Hoi Anna,",
  messageId: "<1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d@vayvista.nl>",
  status: "sent",
  attempts: 2,
  lastError: null,
  dispatchedAt: new Date("2026-12-28T09:00:02Z"),
  claimedAt: new Date("2026-12-28T09:01:02Z"),
  sentAt: new Date("2026-12-28T09:01:03Z"),
  attachInvoiceId: INVOICE_ID,
  resendOf: null,
  userId: "2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e",
  siteId: null,
  stayId: null,
  createdAt: new Date("2026-12-28T09:00:00Z"),
  sender: "platform",
  resendRefusal: null,
  attachment: "VV-2026-000057.pdf",
};
const welcome: OutboxEmailView = {
  ...sent,
  id: "4d5e6f7a-8b9c-4d0e-8f1a-2b3c4d5e6f7a",
  templateKey: "welcome",
  subject: "Welkom bij VayVista, Anna!",
  attachInvoiceId: null,
  attachment: null,
};

function detail(email: OutboxEmailView): string {
  const path = `/admin/settings/emails/${email.id}`;
  return renderPage({
    surface: "admin",
    path: "/admin/settings/emails/:emailId",
    url: path,
    id: "page",
    Component: AdminEmail,
    lang: "en",
    loaderData: { title: email.subject, email },
  });
}

describe("the admin's outbox", () => {
  it("shows which emails go with an invoice's PDF", () => {
    const html = renderPage({
      surface: "admin",
      path: "/admin/settings/emails",
      id: "page",
      Component: AdminEmails,
      lang: "en",
      loaderData: { title: "Sent emails", status: "", firstPage: true, emails: [sent, welcome], nextBefore: null },
    });
    expect(html.match(/Invoice PDF attached/g)).toHaveLength(1);
    expect(html.indexOf("Invoice PDF attached")).toBeGreaterThan(html.indexOf(sent.subject));
    expect(html.indexOf("Invoice PDF attached")).toBeLessThan(html.indexOf(welcome.subject));
  });

  it("names the attached PDF on an email's page, or says its invoice is gone", () => {
    expect(detail(sent)).toMatch(/Attachment<\/dt><dd[^>]*>VV-2026-000057\.pdf<\/dd>/);
    expect(detail({ ...sent, attachment: null })).toContain("An invoice that no longer exists");
    expect(detail(welcome)).not.toContain("Attachment");
  });
});
