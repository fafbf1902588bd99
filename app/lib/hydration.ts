/**
 * A route whose server-rendered HTML is complete says so with `handle: { hydrate: false }`
 * (the marketing pages, docs/decisions/0008). A page with such a route among its matches
 * loads no React: no scripts, so no nonce either, and the same bytes can go to everyone.
 */
export type RouteHandle = { hydrate?: false };

export function isHydrated(handles: readonly unknown[]): boolean {
  return !handles.some((handle) => (handle as RouteHandle | undefined)?.hydrate === false);
}
