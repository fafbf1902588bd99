import { ArrowRight } from "lucide-react";
import { Fragment, type ReactNode } from "react";
import { EnquireCard } from "../blocks/enquire-card.tsx";
import { FacilityGroups } from "../blocks/facility-groups.tsx";
import { LatestPosts } from "../blocks/latest-posts.tsx";
import { ReviewList } from "../blocks/review-list.tsx";
import { BookingWidget } from "../booking/booking-widget.tsx";
import { ratingNumber } from "../format.ts";
import type { HomeSection, HomeSectionFrame, HomeSectionsLook, KitPageProps } from "../theme.ts";
import { HomeWelcome } from "./home-welcome.tsx";

type Props = KitPageProps & { look: HomeSectionsLook };

/** A kit section: its heading, its content and the way to the whole page (under it, beside the title or beside the content). */
function Section({
  id,
  number,
  title,
  label,
  intro,
  more,
  between,
  frame,
  look,
  children,
}: {
  id: string;
  number: number;
  title: string;
  label?: string;
  intro?: string;
  more?: { href: string; text: string };
  /** Drawn under the heading, before the content. */
  between?: ReactNode;
  frame: HomeSectionFrame;
  look: HomeSectionsLook;
  children: ReactNode;
}) {
  const { Heading } = look;
  const link = more && (
    <a href={more.href} className={look.moreLink}>
      {more.text}
      {look.arrows !== false && <ArrowRight aria-hidden="true" className="size-4" />}
    </a>
  );
  const action = frame.more === undefined ? link : undefined;
  const heading = <Heading id={id} number={number} title={title} label={label} intro={intro} action={action} />;
  const below = link && frame.more !== undefined && <p className={frame.more}>{link}</p>;
  const body = <div className={frame.body}>{children}</div>;
  const content = (
    <>
      {frame.ornament}
      {frame.head === undefined ? (
        <>
          {heading}
          {between}
          {body}
          {below}
        </>
      ) : (
        <>
          <div className={frame.head}>
            {heading}
            {between}
            {below}
          </div>
          {body}
        </>
      )}
    </>
  );
  return (
    <section aria-labelledby={id} className={frame.section}>
      {frame.inner === undefined ? content : <div className={frame.inner}>{content}</div>}
    </section>
  );
}

/** A kit section's look, which the theme gives wherever its order holds the section. */
function frameOf<T>(frame: T | undefined, section: string): T {
  if (!frame) throw new Error(`the theme's home page holds the ${section} without their look`);
  return frame;
}

/** One section as the site has it, with its number: nothing where it has nothing to show. */
function drawSection(section: HomeSection, number: number, { look, ...props }: Props): ReactNode {
  if (typeof section === "function") return section({ ...props, number });
  const { data, t, theme } = props;
  const { site } = data;
  const single = site.units.length === 1 ? site.units[0] : undefined;
  const limit = look.count ?? 3;
  switch (section) {
    case "welcome":
      return <HomeWelcome {...props} look={frameOf(look.welcome, section)} Heading={look.Heading} number={number} />;
    case "booking":
      return (
        single && (
          <div className={look.booking.section}>
            <BookingWidget {...props} look={theme.look.booking} unit={single} className={look.booking.widget} />
          </div>
        )
      );
    case "units": {
      if (site.units.length <= 1) return null;
      const frame = frameOf(look.units, section);
      return (
        <Section
          id="units-heading"
          number={number}
          title={t.home.units}
          label={frame.labelled ? site.name : undefined}
          intro={t.home.unitsIntro}
          frame={frame}
          look={look}
        >
          {frame.list(site.units, t)}
        </Section>
      );
    }
    case "facilities": {
      if (!single || single.facilities.length === 0) return null;
      const frame = frameOf(look.facilities, section);
      return (
        <Section
          id="facilities-heading"
          number={number}
          title={t.nav.facilities}
          label={frame.labelled ? single.name : undefined}
          more={{ href: site.paths.facilities, text: t.nav.facilities }}
          frame={frame}
          look={look}
        >
          <FacilityGroups look={frame.look} unit={single} t={t} headingLevel={3} limit={3} />
        </Section>
      );
    }
    case "reviews": {
      const { average, count } = site.reviews;
      if (count === 0) return null;
      const frame = frameOf(look.reviews, section);
      const large = average !== null && frame.average?.(ratingNumber(average, site.lang));
      const list = <ReviewList site={site} t={t} look={frame.look} limit={limit} />;
      return (
        <Section
          id="reviews-heading"
          number={number}
          title={t.home.reviews}
          label={frame.labelled ? t.reviews.heading : undefined}
          between={frame.beside === undefined ? large : undefined}
          frame={frame}
          look={look}
        >
          {frame.beside === undefined ? (
            list
          ) : (
            <div className={frame.beside}>
              {large}
              {list}
            </div>
          )}
        </Section>
      );
    }
    case "surroundings": {
      if (site.surroundings.places.length === 0) return null;
      const frame = frameOf(look.surroundings, section);
      return (
        <Section
          id="surroundings-heading"
          number={number}
          title={t.home.surroundings}
          label={frame.labelled ? t.nav.surroundings : undefined}
          intro={(frame.intro && site.surroundings.intro) || undefined}
          more={{ href: site.paths.surroundings, text: t.nav.surroundings }}
          frame={frame}
          look={look}
        >
          {frame.places(site.surroundings.places.slice(0, limit), t)}
        </Section>
      );
    }
    case "posts": {
      if (site.posts.length === 0) return null;
      const frame = frameOf(look.posts, section);
      return (
        <Section
          id="posts-heading"
          number={number}
          title={t.home.posts}
          label={t.nav.blog}
          more={frame.linked ? { href: site.paths.blog, text: t.nav.blog } : undefined}
          frame={frame}
          look={look}
        >
          <LatestPosts site={site} t={t} look={frame.look} sizes={frame.sizes} />
        </Section>
      );
    }
  }
}

const shown = (node: ReactNode) => node !== null && node !== undefined && node !== false;

/**
 * The home page of the kit's sections in the theme's order: the hero, the sections (the
 * theme's own among them, some on bands of the theme's) and the last word: the card asking
 * guests to get in touch, or the theme's own closing.
 */
export function HomeSections(props: Props) {
  const { look, theme, ...page } = props;
  const { Hero, closing } = look;
  // Each section shown takes the next number, drawn in order (the booking widget, no section, takes none).
  let shownSections = 0;
  const draw = (section: HomeSection) => {
    const node = drawSection(section, shownSections + 1, props);
    if (section !== "booking" && shown(node)) shownSections++;
    return node;
  };
  return (
    <>
      <Hero {...page} />
      {look.order.map((entry, i) => {
        if (typeof entry === "string" || typeof entry === "function") {
          // biome-ignore lint/suspicious/noArrayIndexKey: the order is the theme's and never changes
          return <Fragment key={i}>{draw(entry)}</Fragment>;
        }
        const inside = entry.sections.map(draw);
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
      {typeof closing === "function" ? (
        closing(page)
      ) : (
        <EnquireCard site={page.data.site} t={page.t} look={closing} arrow={look.arrows !== false} />
      )}
    </>
  );
}
