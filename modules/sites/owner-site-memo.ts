import type { Database } from "../../db/client.ts";
import type { OwnerSite } from "./create-owner-site.ts";
import { getOwnerSite } from "./update-site.ts";

/**
 * The signed-in person's site for one request. React Router runs the loaders of a page side
 * by side and each one checks access, so the lookup is made once and shared. `fresh` (an
 * action, which may change the site) looks up anew and forgets what was shared, so the
 * loaders that follow the action in the same request see its change.
 */
export type OwnerSiteMemo = (ownerId: string, opts?: { fresh?: boolean }) => Promise<OwnerSite | null>;

/** A memo for one request; make a new one per request. `find` is the lookup it shares. */
export function ownerSiteMemo(
  db: Database,
  find: (db: Database, ownerId: string) => Promise<{ site: OwnerSite } | null> = getOwnerSite,
): OwnerSiteMemo {
  const shared = new Map<string, Promise<OwnerSite | null>>();
  const lookUp = async (ownerId: string) => (await find(db, ownerId))?.site ?? null;
  return (ownerId, { fresh = false } = {}) => {
    if (fresh) {
      shared.clear();
      return lookUp(ownerId);
    }
    let found = shared.get(ownerId);
    if (!found) {
      found = lookUp(ownerId);
      // A failed lookup is not kept: the next loader tries again.
      found.catch(() => shared.delete(ownerId));
      shared.set(ownerId, found);
    }
    return found;
  };
}
