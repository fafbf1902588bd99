import { Quote } from "lucide-react";
import type { HomeContent } from "../../../../content/home/types.ts";
import type { Testimonial } from "../../../../modules/marketing/testimonials.ts";
import { StarRating } from "../../ui/star-rating.tsx";
import { HeadedSection } from "../headed-section.tsx";
import { fill } from "../mockups/sample-format.ts";

/** What owners say, from the database; renders nothing when there are no testimonials. */
export function HomeTestimonials({
  content,
  testimonials,
}: {
  content: HomeContent["testimonials"];
  testimonials: Testimonial[];
}) {
  if (testimonials.length === 0) return null;
  return (
    <div data-testid="testimonials">
      <HeadedSection id="testimonials-title" heading={content}>
        <ul className="flex flex-wrap justify-center gap-6">
          {testimonials.map((item) => (
            <li
              key={`${item.authorName}-${item.propertyName}`}
              className="w-full md:w-[calc(50%-0.75rem)] lg:w-[calc(33.333%-1rem)]"
            >
              <figure className="flex h-full flex-col rounded-2xl bg-sand-50 p-7 ring-1 ring-sand-200">
                <div className="flex items-center justify-between">
                  <StarRating
                    rating={item.rating}
                    label={fill(content.ratingLabel, { rating: item.rating })}
                    className="text-amber-500 [&_svg]:size-5"
                    emptyClassName="fill-slate-200 text-slate-300"
                  />
                  <Quote aria-hidden="true" className="h-7 w-7 text-sand-300" />
                </div>
                <blockquote className="mt-5 flex-1 text-[17px] leading-relaxed text-slate-800">
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3 border-t border-sand-200 pt-5">
                  <span
                    aria-hidden="true"
                    className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-pine-700 font-semibold text-white"
                  >
                    {item.authorName.charAt(0)}
                  </span>
                  <span>
                    <span className="block font-semibold text-pine-950">{item.authorName}</span>
                    <span className="block text-sm text-slate-600">
                      {item.propertyName} · {item.location}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </HeadedSection>
    </div>
  );
}
