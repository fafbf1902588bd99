import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { halfStars, StarRating, starKinds } from "./star-rating.tsx";

/** The stars as drawn, left to right, read from the markup. */
function drawn(html: string): string[] {
  return [...html.matchAll(/data-star="(\w+)"/g)].map((m) => m[1] ?? "");
}

describe("star rating", () => {
  it("rounds to the nearest half star", () => {
    expect(starKinds(4.5)).toEqual(["full", "full", "full", "full", "half"]);
    expect(starKinds(4.24)).toEqual(["full", "full", "full", "full", "empty"]);
    expect(starKinds(4.25)).toEqual(["full", "full", "full", "full", "half"]);
    expect(starKinds(4.75)).toEqual(["full", "full", "full", "full", "full"]);
    expect(starKinds(2.6)).toEqual(["full", "full", "half", "empty", "empty"]);
    expect(starKinds(0.3)).toEqual(["half", "empty", "empty", "empty", "empty"]);
  });

  it("draws 0 as five empty stars and 5 as five full ones, and never more or fewer", () => {
    expect(starKinds(0)).toEqual(["empty", "empty", "empty", "empty", "empty"]);
    expect(starKinds(5)).toEqual(["full", "full", "full", "full", "full"]);
    expect(starKinds(7)).toEqual(starKinds(5));
    expect(starKinds(-1)).toEqual(starKinds(0));
    expect(halfStars(Number.NaN)).toBe(0);
  });

  it("draws a half star as an empty star with its left half filled", () => {
    const html = renderToStaticMarkup(<StarRating rating={4.5} label="4.5 out of 5 stars" />);
    expect(drawn(html)).toEqual(["full", "full", "full", "full", "half"]);
    const half = html.slice(html.indexOf('data-star="half"'));
    expect(half).toContain('fill="none"');
    expect(half).toMatch(/lucide-star-half[^>]*fill="currentColor"|fill="currentColor"[^>]*lucide-star-half/);
  });

  it("is one image named by its label, or hidden when the words beside it say the rating", () => {
    const labelled = renderToStaticMarkup(<StarRating rating={4.5} label="4,5 van 5 sterren" />);
    expect(labelled).toMatch(/^<span role="img" aria-label="4,5 van 5 sterren"/);
    const decoration = renderToStaticMarkup(<StarRating rating={4.5} />);
    expect(decoration).toMatch(/^<span aria-hidden="true"/);
    expect(decoration).not.toContain("aria-label");
  });

  it("gives the empty outline its own colour where asked, and the filled stars the text colour", () => {
    const html = renderToStaticMarkup(
      <StarRating rating={3} label="3" className="text-amber-500" emptyClassName="text-slate-300" />,
    );
    expect(html).toContain("text-amber-500");
    expect(html.match(/text-slate-300/g)).toHaveLength(2);
  });
});
