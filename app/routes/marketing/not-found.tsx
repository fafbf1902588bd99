import { data } from "react-router";
import { langFromPath } from "../../../modules/i18n/languages.ts";
import { NotFoundContent } from "../../components/marketing/error-content.tsx";
import { translator } from "../../i18n/i18n.tsx";
import { marketingMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/not-found";

/** Every unmatched path: the not-found page in the language of the path, with HTTP 404. */
export function loader({ url }: Route.LoaderArgs) {
  const lang = langFromPath(url.pathname);
  return data({ lang }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const lang = loaderData?.lang ?? "nl";
  const t = translator(lang);
  return marketingMeta({
    matches,
    lang,
    title: t("notFound.title"),
    description: t("notFound.metaDescription"),
    alternates: {},
    noindex: true,
  });
};

export default function NotFound() {
  return <NotFoundContent />;
}
