import type { Route } from "./+types/export";
import { exportPayments } from "./payments.server.ts";

/** GET /dashboard/payments/export.csv: the period's payments as a file (payments.server.ts). */
export const loader = (args: Route.LoaderArgs) => exportPayments(args);
