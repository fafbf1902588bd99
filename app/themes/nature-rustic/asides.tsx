import type { SiteView } from "../../../modules/site-view/site-view.ts";
import { ContactDetails } from "../kit/blocks/contact-details.tsx";
import { contactPath } from "../kit/format.ts";
import type { ThemePageProps } from "../kit/page-data.ts";
import type { KitPageProps } from "../kit/theme.ts";
import { PeaksIcon, Treeline } from "./ornaments.tsx";
import { Print } from "./prints.tsx";
import { nr } from "./tokens.ts";

/** The hosts' portrait as a square print captioned with their names; nothing without a portrait. */
function HostPrint({
  about,
  ...print
}: {
  about: SiteView["about"];
  tiltClass: string;
  sizes: string;
  className: string;
}) {
  if (!about.hostPhoto) return null;
  return <Print photo={about.hostPhoto} aspect="aspect-square" caption={about.hostNames || undefined} {...print} />;
}

/** The contact page's aside: the owner's contact details on a forest card with its treeline, and the hosts as a tilted print below. */
export function ContactAside({ theme, ...props }: KitPageProps) {
  const { data, t } = props;
  const { about } = data.site;
  return (
    <>
      <div className="overflow-hidden rounded-[6px] bg-[#1f3326] text-[#f3ecdd] [&_:focus-visible]:outline-[#f3ecdd]">
        <div className="px-7 pt-8 pb-6 md:px-9">
          <h2 id="details-heading" className={`${nr.slab} flex items-center gap-2.5 text-2xl`}>
            <PeaksIcon className="size-6 text-[color-mix(in_srgb,var(--accent)_35%,#f3ecdd)]" />
            {t.contact.details}
          </h2>
          <div className="mt-6">
            <ContactDetails {...props} look={theme.look.contact} />
          </div>
        </div>
        <Treeline className="text-[#2b4533]" />
        <div className="h-5 bg-[#2b4533]" />
      </div>
      <HostPrint
        about={about}
        tiltClass="-rotate-2"
        sizes="(min-width: 1024px) 240px, 60vw"
        className="mx-auto mt-10 w-[60%] max-w-60"
      />
    </>
  );
}

/** Beside the hosts' story: their portrait as a print, and a stitched card with the way to write to them. */
export function AboutAside({ data, t }: ThemePageProps) {
  const { site } = data;
  const { about } = site;
  return (
    <div className="mx-auto max-w-sm lg:sticky lg:top-8">
      <HostPrint
        about={about}
        tiltClass="rotate-2"
        sizes="(min-width: 1152px) 384px, (min-width: 1024px) 33vw, 24rem"
        className="mx-3"
      />
      <div className={`${nr.card} ${about.hostPhoto ? "mt-10" : ""} p-7 text-center`}>
        <p className="text-sm font-bold tracking-[0.12em] text-[#6a5a45] uppercase">{t.about.hosts}</p>
        {about.hostNames && !about.hostPhoto && (
          <p className="mt-1 font-(family-name:--font-heading) text-2xl font-bold">{about.hostNames}</p>
        )}
        <p className="mt-5">
          <a href={contactPath(site)} className={nr.link}>
            {t.contact.form.heading}
          </a>
        </p>
      </div>
    </div>
  );
}
