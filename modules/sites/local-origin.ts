/**
 * Whether a public origin (http://localhost:3000, https://vayvista.nl) is this machine,
 * where local defaults are safe: demo accounts, generated secrets, links readable in the
 * admin outbox. Anything else is a public origin. server/config.ts decides with it from
 * the configuration; pages decide with it from the origin in their load context.
 */
export function isLocalOriginUrl(origin: string): boolean {
  const host = new URL(origin).hostname;
  return host === "localhost" || host.endsWith(".localhost") || host === "127.0.0.1" || host === "[::1]";
}
