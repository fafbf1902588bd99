/**
 * A route whose server-rendered HTML is complete says so with `handle: { hydrate: false }`
 * (the marketing pages, docs/decisions/0008). A page with such a route among its matches
 * loads no React: no scripts, so no nonce either, and the same bytes can go to everyone.
 */
export type RouteHandle = {
  hydrate?: false;
  /** Owner sites carry their own identity: no VayVista icon, colour or script (docs/decisions/0013). */
  surface?: "site";
};

export function isHydrated(handles: readonly unknown[]): boolean {
  return !handles.some((handle) => (handle as RouteHandle | undefined)?.hydrate === false);
}

export function isSiteSurface(handles: readonly unknown[]): boolean {
  return handles.some((handle) => (handle as RouteHandle | undefined)?.surface === "site");
}
