import { PAGE_IDS, type PageId } from "../../../../modules/i18n/route-table.ts";

export type { PageId };

const known: ReadonlySet<string> = new Set(PAGE_IDS);

export function isPageId(value: string): value is PageId {
  return known.has(value);
}
