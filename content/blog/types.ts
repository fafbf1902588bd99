/** Page-level copy of the blog: the index page and the frame around every article. */
export type BlogContent = {
  index: {
    metaTitle: string;
    metaDescription: string;
    eyebrow: string;
    title: string;
    lead: string;
    /** Shown instead of the list when a language has no articles yet. */
    empty: string;
    cta: { title: string; body: string };
  };
  post: {
    /** Accessible name of the breadcrumb navigation. */
    breadcrumbLabel: string;
    /** Visually hidden label before the publication date. */
    publishedOn: string;
    cta: { title: string; body: string };
  };
};
