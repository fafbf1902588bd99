import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { appContext, services } from "./context.ts";
import { isHydrated } from "./lib/hydration.ts";

/**
 * The server reads the context key from the build, so that it sets the very object
 * loaders read (the bundle has its own copy of app/context.ts).
 */
export { appContext };

export const streamTimeout = 5_000;

/**
 * Pages are rendered whole before the first byte is sent: marketing pages have no slow
 * parts to stream, a complete document can be cached, and an error mid-render still
 * turns into a proper error status.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // React Router's inline scripts carry the response's nonce, or the CSP refuses them. A page
  // that is not hydrated has no inline script: without a nonce its bytes can be shared.
  const handles = routerContext.staticHandlerContext.matches.map((m) => routerContext.routeModules[m.route.id]?.handle);
  const nonce = isHydrated(handles) ? services(loadContext).cspNonce : undefined;
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        onAllReady() {
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        },
        onShellError: reject,
        onError() {
          status = 500;
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  try {
    services(context).log.error({ err: error, path: new URL(request.url).pathname }, "render failed");
  } catch {
    console.error(error);
  }
};
