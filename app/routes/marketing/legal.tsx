import { LEGAL_CONTENT, LEGAL_LAST_UPDATED } from "../../../content/legal/index.ts";
import { LEGAL_PAGES, type LegalPage } from "../../../content/legal/types.ts";
import { getPlan } from "../../../modules/plans/get-plan.ts";
import { LegalDocumentView } from "../../components/marketing/legal/legal-document.tsx";
import { plainPageMeta } from "../../components/marketing/plain-page-meta.ts";
import { services } from "../../context.ts";
import { pageOf } from "../../lib/page-request.ts";
import { withPlanFigures } from "../../lib/plan-copy.ts";
import type { Route } from "./+types/legal";

function isLegalPage(page: string): page is LegalPage {
  return (LEGAL_PAGES as readonly string[]).includes(page);
}

/** Terms of service, privacy policy, cookie policy and disclaimer, in the language of the path. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { page, lang } = pageOf(url);
  if (!isLegalPage(page)) throw new Response("Not Found", { status: 404 });
  const { db } = services(context);
  const { documents, ...labels } = LEGAL_CONTENT[lang];
  const doc = withPlanFigures(documents[page], await getPlan(db), lang);
  return {
    lang,
    page,
    title: doc.metaTitle,
    description: doc.metaDescription,
    updated: LEGAL_LAST_UPDATED,
    labels,
    doc,
  };
}

export const meta: Route.MetaFunction = plainPageMeta();

export default function LegalRoute({ loaderData }: Route.ComponentProps) {
  return (
    <LegalDocumentView
      labels={loaderData.labels}
      doc={loaderData.doc}
      page={loaderData.page}
      updated={loaderData.updated}
    />
  );
}
