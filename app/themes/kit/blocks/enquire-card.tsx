import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import type { SiteView } from "../../../../modules/site-view/site-view.ts";
import type { ThemeStrings } from "../../strings/index.ts";
import { contactPath } from "../format.ts";

export type EnquireLook = {
  section: string;
  /** The card the words sit on, with the theme's drawings around them (a sea, a wooden sign). */
  Card: (props: { children: ReactNode }) => ReactNode;
  /** The drawing above the title. */
  icon: ReactNode;
  title: string;
  text: string;
  action: string;
  button: string;
};

/** The home page's last word: a card that asks guests to get in touch, with the way to the contact form. */
export function EnquireCard({
  site,
  t,
  look,
  arrow = true,
}: {
  site: SiteView;
  t: ThemeStrings;
  look: EnquireLook;
  /** An arrow after the button's words. */
  arrow?: boolean;
}) {
  const { Card } = look;
  return (
    <section aria-labelledby="closing-heading" className={look.section}>
      <Card>
        {look.icon}
        <h2 id="closing-heading" className={look.title}>
          {t.home.enquire}
        </h2>
        <p className={look.text}>{t.contact.intro}</p>
        <p className={look.action}>
          <a href={contactPath(site)} className={look.button}>
            {t.contact.form.heading}
            {arrow && <ArrowRight aria-hidden="true" className="size-4" />}
          </a>
        </p>
      </Card>
    </section>
  );
}
