/** Where a support thread stands; the admin's list filters by it. No database code here: pages in the browser read it. */
export type SupportStatus = "open" | "answered" | "closed";
export const SUPPORT_STATUSES = ["open", "answered", "closed"] as const satisfies readonly SupportStatus[];
