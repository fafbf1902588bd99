import { createRequestHandler, type RouterContext, RouterContextProvider, type ServerBuild } from "react-router";
import type { AppServices } from "../../app/context.ts";

export type PageHandler = (request: Request, services: AppServices) => Promise<Response>;

/**
 * Renders pages with the React Router build. The context key is read from the build's
 * server entry, so the server sets the very object loaders read (the bundle has its own
 * copy of app/context.ts).
 */
export function reactRouterHandler(
  build: ServerBuild | (() => Promise<ServerBuild>),
  mode: "production" | "development",
): PageHandler {
  const handle = createRequestHandler(build, mode);
  return async (request, services) => {
    const current = typeof build === "function" ? await build() : build;
    const key = (current.entry.module as unknown as { appContext: RouterContext<AppServices> }).appContext;
    const context = new RouterContextProvider();
    context.set(key, services);
    return handle(request, context);
  };
}
