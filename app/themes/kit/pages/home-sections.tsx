import { ArrowRight } from "lucide-react";
import { Fragment, type ReactNode } from "react";
import { EnquireCard } from "../blocks/enquire-card.tsx";
import { FacilityGroups } from "../blocks/facility-groups.tsx";
import { LatestPosts } from "../blocks/latest-posts.tsx";
import { ReviewList } from "../blocks/review-list.tsx";
import { BookingWidget } from "../booking/booking-widget.tsx";
import type { HomeSection, HomeSectionFrame, HomeSectionsLook, KitPageProps } from "../theme.ts";

type Props = KitPageProps & { look: HomeSectionsLook };

/** A kit section: its heading, its content and the way to the whole page (under it or beside the title). */
function Section({
  id,
  title,
  label,
  intro,
  more,
  frame,
  look,
  children,
}: {
  id: string;
  title: string;
  label?: string;
  intro?: string;
  more?: { href: string; text: string };
  frame: HomeSectionFrame;
  look: HomeSectionsLook;
  children: ReactNode;
}) {
  const { Heading } = look;
  const link = more && (
    <a href={more.href} className={look.moreLink}>
      {more.text}
      <ArrowRight aria-hidden="true" className="size-4" />
    </a>
  );
  return (
    <section aria-labelledby={id} className={frame.section}>
      <Heading id={id} title={title} label={label} intro={intro} action={frame.more ? undefined : link} />
      <div className={frame.body}>{children}</div>
      {link && frame.more && <p className={frame.more}>{link}</p>}
    </section>
  );
}

/** One section as the site has it: nothing where it has nothing to show. */
function drawSection(section: HomeSection, { look, ...props }: Props): ReactNode {
  if (typeof section === "function") return section(props);
  const { data, t, theme } = props;
  const { site } = data;
  const single = site.units.length === 1 ? site.units[0] : undefined;
  switch (section) {
    case "booking":
      return (
        single && (
          <div className={look.booking.section}>
            <BookingWidget {...props} look={theme.look.booking} unit={single} className={look.booking.widget} />
          </div>
        )
      );
    case "units":
      return (
        site.units.length > 1 && (
          <Section id="units-heading" title={t.home.units} intro={t.home.unitsIntro} frame={look.units} look={look}>
            {look.units.list(site.units, t)}
          </Section>
        )
      );
    case "facilities":
      return (
        single &&
        single.facilities.length > 0 && (
          <Section
            id="facilities-heading"
            title={t.nav.facilities}
            more={{ href: site.paths.facilities, text: t.nav.facilities }}
            frame={look.facilities}
            look={look}
          >
            <FacilityGroups look={look.facilities.look} unit={single} t={t} headingLevel={3} limit={3} />
          </Section>
        )
      );
    case "reviews":
      return (
        site.reviews.count > 0 && (
          <Section id="reviews-heading" title={t.home.reviews} frame={look.reviews} look={look}>
            <ReviewList site={site} t={t} look={look.reviews.look} limit={3} />
          </Section>
        )
      );
    case "surroundings":
      return (
        site.surroundings.places.length > 0 && (
          <Section
            id="surroundings-heading"
            title={t.home.surroundings}
            intro={(look.surroundings.intro && site.surroundings.intro) || undefined}
            more={{ href: site.paths.surroundings, text: t.nav.surroundings }}
            frame={look.surroundings}
            look={look}
          >
            {look.surroundings.places(site.surroundings.places.slice(0, 3), t)}
          </Section>
        )
      );
    case "posts":
      return (
        site.posts.length > 0 && (
          <Section id="posts-heading" title={t.home.posts} label={t.nav.blog} frame={look.posts} look={look}>
            <LatestPosts site={site} t={t} look={look.posts.look} sizes={look.posts.sizes} />
          </Section>
        )
      );
  }
}

const shown = (node: ReactNode) => node !== null && node !== undefined && node !== false;

/**
 * The home page of the kit's sections in the theme's order: the hero, the sections (the
 * theme's own among them, some on bands of the theme's) and the last word asking guests to
 * get in touch.
 */
export function HomeSections(props: Props) {
  const { look, theme, ...page } = props;
  const { Hero } = look;
  return (
    <>
      <Hero {...page} />
      {look.order.map((entry, i) => {
        if (typeof entry === "string" || typeof entry === "function") {
          // biome-ignore lint/suspicious/noArrayIndexKey: the order is the theme's and never changes
          return <Fragment key={i}>{drawSection(entry, props)}</Fragment>;
        }
        const inside = entry.sections.map((section) => drawSection(section, props));
        if (!inside.some(shown)) return null;
        const { Band } = entry;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the order is the theme's and never changes
          <Band key={i}>
            {inside.map((node, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the band's sections are the theme's and never change
              <Fragment key={j}>{node}</Fragment>
            ))}
          </Band>
        );
      })}
      <EnquireCard site={page.data.site} t={page.t} look={look.closing} />
    </>
  );
}
