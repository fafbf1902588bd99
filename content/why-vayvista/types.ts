export type Mark = "yes" | "partial" | "no";
export type Cell = { mark: Mark; text: string };

/**
 * Copy of the Why VayVista page. In `math`, {turnover}, {rate}, {commission}, {firstYear},
 * {laterYear}, {savingFirst}, {savingLater} and {breakEven} are the worked example's
 * figures, computed in the loader from the plan.
 */
export type WhyContent = {
  meta: { title: string; description: string };
  hero: { eyebrow: string; title: string; lead: string };
  math: {
    eyebrow: string;
    title: string;
    intro: string;
    assumptionsTitle: string;
    assumptions: readonly string[];
    platformLabel: string;
    platformNote: string;
    firstYearLabel: string;
    firstYearNote: string;
    laterYearLabel: string;
    laterYearNote: string;
    savingFirst: string;
    savingLater: string;
    breakEvenTitle: string;
    breakEven: string;
    caveatsTitle: string;
    caveats: readonly string[];
  };
  ownership: { eyebrow: string; title: string; intro: string; items: readonly { title: string; body: string }[] };
  comparison: {
    eyebrow: string;
    title: string;
    intro: string;
    caption: string;
    criterion: string;
    columns: readonly [string, string, string];
    marks: Record<Mark, string>;
    rows: readonly { label: string; cells: readonly [Cell, Cell, Cell] }[];
  };
  together: { title: string; body: string };
  cta: { title: string; body: string };
};
