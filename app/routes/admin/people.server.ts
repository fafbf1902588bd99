import type { RouterContextProvider } from "react-router";
import { services } from "../../context.ts";

/**
 * Names of the people behind audit entries and support messages (admins and owners), read
 * through better-auth's admin API with the signed-in admin's own session.
 */
export async function peopleNames(
  request: Request,
  context: Readonly<RouterContextProvider>,
  ids: Iterable<string>,
): Promise<Record<string, { name: string; email: string }>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return {};
  const { accounts } = services(context);
  const { users } = await accounts.auth.api.listUsers({
    query: { filterField: "id", filterOperator: "in", filterValue: unique, limit: unique.length },
    headers: accounts.headersFor(request),
  });
  return Object.fromEntries(users.map((u) => [u.id, { name: u.name, email: u.email }]));
}
