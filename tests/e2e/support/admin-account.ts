/**
 * The admin of the browser tests. playwright.config.ts creates it with
 * scripts/admin-create.ts on the fresh data directory before the server starts (there is
 * no sign-up for admins); the address is under .test, so nothing is ever delivered.
 */
export const E2E_ADMIN = {
  email: "e2e-admin@vayvista.test",
  name: "E2E Beheerder",
  password: "lantaarn wandelt langs het kanaal 2031",
} as const;
