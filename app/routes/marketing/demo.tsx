import { pageOf } from "../../lib/page-request.ts";
import type { Route } from "./+types/demo";

// Scaffolding only, replaced by the real page in this same change.
export function loader({ request }: Route.LoaderArgs) {
  return pageOf(request);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <h1>{loaderData.page}</h1>;
}
