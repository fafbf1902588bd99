import { Link } from "react-router";
import { type PageId, pagePath, SERVICE_PAGES } from "../../../modules/i18n/route-table.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { Logo } from "./logo.tsx";

type Column = { title: string; links: { page: PageId; label: string }[] };

export function SiteFooter() {
  const { lang, t } = useI18n();
  const columns: Column[] = [
    {
      title: t("footer.product"),
      links: [
        { page: "howItWorks", label: t("nav.howItWorks") },
        { page: "pricing", label: t("nav.pricing") },
        { page: "themes", label: t("nav.themes") },
        { page: "demo", label: t("footer.demo") },
        { page: "whyVayvista", label: t("footer.whyVayvista") },
        { page: "faq", label: t("nav.faq") },
      ],
    },
    { title: t("footer.services"), links: SERVICE_PAGES.map((page) => ({ page, label: t(`services.${page}`) })) },
    {
      title: t("footer.company"),
      links: [
        { page: "about", label: t("nav.about") },
        { page: "customerStories", label: t("footer.customerStories") },
        { page: "blog", label: t("footer.blog") },
        { page: "customWork", label: t("footer.customWork") },
        { page: "logo", label: t("footer.logo") },
        { page: "contact", label: t("nav.contact") },
        { page: "consultation", label: t("nav.consultation") },
      ],
    },
    {
      title: t("footer.legal"),
      links: [
        { page: "terms", label: t("footer.terms") },
        { page: "privacy", label: t("footer.privacy") },
        { page: "cookies", label: t("footer.cookies") },
        { page: "disclaimer", label: t("footer.disclaimer") },
      ],
    },
  ];
  return (
    <footer className="bg-pine-950 text-pine-100">
      <div className="container-page grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-6">
        <div className="lg:col-span-2">
          <Logo invert />
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-pine-200">{t("footer.about")}</p>
          <div className="mt-6 [&_a]:text-pine-100 [&_a:hover]:bg-pine-800 [&_span[aria-current]]:bg-pine-700 [&_span[aria-current]]:text-white">
            <LanguageSwitch landmark={false} />
          </div>
        </div>
        {columns.map((col) => (
          <div key={col.title}>
            <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{col.title}</h2>
            <ul className="mt-4 space-y-2.5">
              {col.links.map((l) => (
                <li key={l.page}>
                  <Link to={pagePath(l.page, lang)} className="text-sm text-pine-200 hover:text-white hover:underline">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-pine-800">
        <p className="container-page py-6 text-xs text-pine-300">
          © {new Date().getFullYear()} VayVista. {t("footer.rights")}
        </p>
      </div>
    </footer>
  );
}
