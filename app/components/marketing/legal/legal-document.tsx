import { ArrowUp, FileText } from "lucide-react";
import { Link } from "react-router";
import type { LegalBlock, LegalDocument, LegalLabels, LegalPage } from "../../../../content/legal/types.ts";
import { LEGAL_PAGES } from "../../../../content/legal/types.ts";
import { pagePath } from "../../../../modules/i18n/route-table.ts";
import { useI18n } from "../../../i18n/i18n.tsx";
import { PageHero } from "../../ui/section.tsx";
import { InlineText } from "./inline-text.tsx";

function Block({ block }: { block: LegalBlock }) {
  switch (block.type) {
    case "p":
      return (
        <p>
          <InlineText text={block.text} />
        </p>
      );
    case "h3":
      return <h3 className="pt-2 text-lg font-semibold text-pine-950">{block.text}</h3>;
    case "list": {
      const items = block.items.map((item) => (
        <li key={item} className="pl-1">
          <InlineText text={item} />
        </li>
      ));
      return block.ordered ? (
        <ol className="list-decimal space-y-2 pl-6 marker:text-pine-700">{items}</ol>
      ) : (
        <ul className="list-disc space-y-2 pl-6 marker:text-pine-600">{items}</ul>
      );
    }
    case "terms":
      return (
        <dl className="space-y-4">
          {block.items.map((item) => (
            <div key={item.term} className="rounded-xl bg-sand-50 px-4 py-3 ring-1 ring-sand-200">
              <dt className="font-semibold text-pine-950">{item.term}</dt>
              <dd className="mt-1">
                <InlineText text={item.text} />
              </dd>
            </div>
          ))}
        </dl>
      );
  }
}

/**
 * A legal document: h1 with its date, a table of contents with anchor links and numbered
 * sections in a readable measure, followed by links to the other legal documents.
 */
export function LegalDocumentView({
  labels: content,
  doc,
  page,
  updated,
}: {
  labels: LegalLabels;
  doc: LegalDocument;
  page: LegalPage;
  /** ISO date, e.g. 2026-11-01. */
  updated: string;
}) {
  const { lang, locale, t } = useI18n();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${updated}T00:00:00Z`),
  );
  const others = LEGAL_PAGES.filter((p) => p !== page);

  return (
    <>
      <PageHero eyebrow={content.eyebrow} title={doc.title} lead={doc.lead}>
        <p className="rounded-full bg-white px-4 py-1.5 text-sm text-slate-700 ring-1 ring-pine-100">
          {content.lastUpdated}: <time dateTime={updated}>{date}</time>
        </p>
      </PageHero>

      <div className="container-page pb-20">
        <div className="lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-14">
          <nav
            id="contents"
            aria-labelledby="contents-heading"
            className="mb-12 scroll-mt-24 self-start rounded-2xl bg-sand-50 p-6 ring-1 ring-sand-200 lg:sticky lg:top-24 lg:mb-0 lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto"
          >
            <h2 id="contents-heading" className="text-sm font-semibold uppercase tracking-wider text-pine-900">
              {content.contents}
            </h2>
            <ol className="mt-4 list-decimal space-y-2 pl-5 text-sm marker:text-slate-600">
              {doc.sections.map((section) => (
                <li key={section.id} className="pl-1">
                  <a
                    href={`#${section.id}`}
                    className="text-slate-800 underline-offset-2 hover:text-pine-800 hover:underline"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>

          <article className="max-w-[70ch] text-base leading-relaxed text-slate-700 md:text-[1.0625rem]">
            {doc.sections.map((section, i) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-heading`}
                className="scroll-mt-24 border-b border-slate-200 py-8 first:pt-0 last:border-b-0"
              >
                <h2
                  id={`${section.id}-heading`}
                  className="font-display text-2xl leading-snug font-semibold text-pine-950 md:text-[1.75rem]"
                >
                  <span className="mr-2 text-coral-600">{i + 1}.</span>
                  {section.title}
                </h2>
                <div className="mt-4 space-y-4">
                  {section.blocks.map((block) => (
                    <Block key={JSON.stringify(block)} block={block} />
                  ))}
                </div>
                <p className="mt-6 text-sm">
                  <a
                    href="#contents"
                    className="inline-flex items-center gap-1.5 font-medium text-pine-700 hover:text-pine-900 hover:underline"
                  >
                    <ArrowUp aria-hidden="true" className="h-4 w-4" />
                    {content.backToContents}
                  </a>
                </p>
              </section>
            ))}
          </article>
        </div>

        <nav aria-labelledby="other-documents" className="mt-16 border-t border-slate-200 pt-10">
          <h2 id="other-documents" className="font-display text-2xl font-semibold text-pine-950">
            {content.otherDocuments}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-3">
            {others.map((other) => (
              <li key={other}>
                <Link
                  to={pagePath(other, lang)}
                  className="flex h-full items-center gap-3 rounded-2xl bg-white p-5 font-semibold text-pine-900 ring-1 ring-pine-100 transition-colors hover:bg-pine-50 hover:ring-pine-300"
                >
                  <FileText aria-hidden="true" className="h-5 w-5 shrink-0 text-coral-600" />
                  {t(`footer.${other}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
