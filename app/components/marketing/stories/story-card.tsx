import { MapPin, Palette, Quote } from "lucide-react";
import { THEME_DISPLAY_NAMES } from "../../../../content/themes/names.ts";
import type { CustomerStory } from "../../../../modules/marketing/testimonials.ts";
import { isThemeName } from "../../../../modules/sites/themes.ts";
import { useI18n } from "../../../i18n/i18n.tsx";
import { ThemeThumbnail } from "../mockups/theme-thumbnail.tsx";

export type StoryLabels = {
  challenge: string;
  solution: string;
  result: string;
  highlights: string;
  theme: string;
};

/**
 * One customer story: the owner and property beside a mock-up of their site, then the
 * headline, challenge, approach and result, the key figures and the owner's own words.
 */
export function StoryCard({ story, labels }: { story: CustomerStory; labels: StoryLabels }) {
  const { lang } = useI18n();
  const headingId = `story-${story.id}`;
  const themeName = isThemeName(story.theme) ? THEME_DISPLAY_NAMES[lang][story.theme] : story.theme;
  const parts = [
    { label: labels.challenge, text: story.challenge },
    { label: labels.solution, text: story.solution },
    { label: labels.result, text: story.result },
  ];
  return (
    <article
      aria-labelledby={headingId}
      className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-pine-100 lg:grid lg:grid-cols-[20rem_1fr]"
    >
      <div className="flex flex-col gap-6 bg-sand-50 p-6 md:p-8">
        <ThemeThumbnail theme={story.theme} propertyName={story.propertyName} />
        <div>
          <p className="font-display text-xl font-semibold text-pine-950">{story.propertyName}</p>
          <p className="mt-1 flex items-center gap-1.5 text-slate-700">
            <MapPin aria-hidden="true" className="h-4 w-4 shrink-0 text-coral-600" />
            {story.location}
          </p>
          <p className="mt-1 text-slate-700">{story.ownerName}</p>
          <p className="mt-4 inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-sm text-pine-900 ring-1 ring-pine-200">
            <Palette aria-hidden="true" className="h-4 w-4 text-pine-600" />
            {labels.theme}: {themeName}
          </p>
        </div>
      </div>

      <div className="p-6 md:p-10">
        <h2 id={headingId} className="font-display text-2xl leading-snug font-semibold text-pine-950 md:text-3xl">
          {story.headline}
        </h2>

        <div className="mt-6 grid gap-6 md:grid-cols-3">
          {parts.map((part) => (
            <div key={part.label}>
              <h3 className="text-sm font-semibold uppercase tracking-wider text-coral-700">{part.label}</h3>
              <p className="mt-2 text-slate-700">{part.text}</p>
            </div>
          ))}
        </div>

        {story.highlights.length > 0 && (
          <>
            <h3 className="sr-only">{labels.highlights}</h3>
            <ul className="mt-8 grid gap-3 sm:grid-cols-3">
              {story.highlights.map((h) => (
                <li key={`${h.value}-${h.label}`} className="rounded-2xl bg-pine-50 px-4 py-3">
                  <span className="block font-display text-3xl font-semibold text-pine-800">{h.value}</span>
                  <span className="mt-1 block text-sm text-slate-700">{h.label}</span>
                </li>
              ))}
            </ul>
          </>
        )}

        <figure className="mt-8 border-l-4 border-coral-500 pl-5">
          <Quote aria-hidden="true" className="h-6 w-6 text-coral-500" />
          <blockquote className="mt-2 font-display text-lg text-pine-950 italic md:text-xl">
            <p>{story.quote}</p>
          </blockquote>
          <figcaption className="mt-3 text-sm font-semibold text-slate-700">
            {story.ownerName}, {story.propertyName}
          </figcaption>
        </figure>
      </div>
    </article>
  );
}
