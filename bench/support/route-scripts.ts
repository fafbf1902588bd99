/** The part of React Router's server build that lists the client's files per route. */
export type ServerBuildAssets = {
  entry: { module: string; imports?: string[] };
  routes: Record<string, { parentId?: string; module: string; imports?: string[] } | undefined>;
};

/**
 * The script files (paths under build/client, without the leading slash) a document request
 * for a route loads: the client entry and, for the route and every parent up to the root,
 * its module and the modules it imports. The same list React Router writes as
 * modulepreload links.
 */
export function routeScripts(assets: ServerBuildAssets, routeId: string): string[] {
  const files = new Set<string>([assets.entry.module, ...(assets.entry.imports ?? [])]);
  for (let id: string | undefined = routeId; id; ) {
    const route: ServerBuildAssets["routes"][string] = assets.routes[id];
    if (!route) throw new Error(`No route "${id}" in the build`);
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
    id = route.parentId;
  }
  return [...files].map((file) => file.replace(/^\//, ""));
}
