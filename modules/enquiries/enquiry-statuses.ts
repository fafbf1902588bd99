/** Where an enquiry stands for its owner. No database code here: the dashboard reads it in the browser. */
export const ENQUIRY_STATUSES = ["new", "handled"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export function isEnquiryStatus(value: unknown): value is EnquiryStatus {
  return typeof value === "string" && (ENQUIRY_STATUSES as readonly string[]).includes(value);
}
