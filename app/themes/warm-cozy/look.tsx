import type { ContactLook } from "../kit/blocks/contact-details.tsx";
import type { PostLook } from "../kit/blocks/post-list.tsx";
import type { ReviewLook } from "../kit/blocks/review-list.tsx";
import type { FormLook } from "../kit/contact-form.tsx";
import type { FooterLook } from "../kit/parts/footer.tsx";
import { Scallops } from "./ornaments.tsx";
import { SiteMark } from "./parts.tsx";
import { wc } from "./tokens.ts";

/** How the kit's blocks dress in warm cozy: soft cards, round corners, notes pinned with tape. */

/**
 * Reviews as notes on a board, each held by a strip of tape and tilted a little on wide
 * screens; the average in a pill.
 */
export const reviewLook: ReviewLook = {
  summary:
    "inline-flex flex-wrap items-center gap-3 rounded-full bg-[#fffcf7] px-5 py-2.5 font-semibold text-[#3a2a1f] shadow-sm",
  list: "mt-12 grid gap-x-7 gap-y-12 md:grid-cols-3",
  item: `relative ${wc.card} px-7 pt-9 pb-7 before:absolute before:-top-3 before:left-1/2 before:h-6 before:w-24 before:-translate-x-1/2 before:-rotate-3 before:rounded-sm before:bg-(--accent)/20 md:odd:-rotate-1 md:even:rotate-1`,
  stars: "text-(--accent)",
  body: "mt-3 leading-relaxed text-[#3a2a1f] before:block before:h-7 before:font-(family-name:--font-heading) before:text-6xl before:leading-[0.9] before:text-(--accent)/50 before:content-['“']",
  meta: "mt-5 border-t border-dashed border-[#3a2a1f]/15 pt-4 text-sm text-[#6f5847]",
  reply: "mt-4 rounded-2xl bg-[#f3e7d6] px-4 py-3 text-sm text-[#5a4536]",
};

/** Posts as cards: the cover in a rounded frame on paper, the words below. */
export const postLook: PostLook = {
  list: "grid gap-7 md:grid-cols-2",
  item: `group relative flex flex-col ${wc.card} p-3 pb-7 transition-transform hover:-translate-y-1`,
  photo: "block aspect-[3/2] overflow-hidden rounded-[1.35rem] bg-[#eadcc8]",
  image: "h-full w-full object-cover transition-transform duration-700 group-hover:scale-[1.03]",
  title: `${wc.serif} mt-2 px-4 text-xl leading-snug md:text-2xl [&_a]:after:absolute [&_a]:after:inset-0 [&_a]:after:rounded-[1.75rem] [&_a]:group-hover:text-(--accent)`,
  date: "mt-5 px-4 text-sm font-semibold text-[#6f5847]",
  excerpt: "mt-3 px-4 leading-relaxed text-[#5a4536]",
  more: `relative mt-4 self-start px-4 ${wc.link}`,
};

export const formLook: FormLook = {
  form: "space-y-5",
  field: "space-y-2",
  label: "block font-bold text-[#3a2a1f]",
  input:
    "block w-full rounded-2xl border-2 border-[#9c8471] bg-[#fffcf7] px-4 py-3 text-base text-[#3a2a1f] transition-colors focus:border-(--accent) focus:outline-3 focus:outline-offset-2 focus:outline-(--accent)/40",
  invalid: "border-[#a1281b] bg-[#fff6f3]",
  error: "flex items-center gap-1.5 text-sm font-semibold text-[#a1281b]",
  button: `${wc.button} mt-2 w-full sm:w-auto`,
  summary: "rounded-[1.5rem] border-2 border-[#a1281b]/40 bg-[#fff1ec] p-5 text-[#7d1d12] outline-none",
  sent: "rounded-[1.5rem] bg-(--accent)/10 p-7 text-[#3a2a1f] outline-none",
};

/** Phone, WhatsApp, email and address, each beside its icon in a soft circle (`dark`: on the footer's bark). */
function contactLook(dark: boolean): ContactLook {
  const link = dark
    ? "underline decoration-[#f6ecdd]/30 underline-offset-4 hover:decoration-[#f6ecdd]"
    : "font-semibold text-[#3a2a1f] underline decoration-(--accent)/35 underline-offset-4 hover:decoration-(--accent)";
  return {
    list: "space-y-3.5",
    item: "flex items-start gap-3.5",
    icon: `inline-flex size-9 shrink-0 items-center justify-center rounded-full ${
      dark ? "bg-[#f6ecdd]/10 text-[#e3cdb3]" : "bg-(--accent)/12 text-(--accent)"
    }`,
    svg: "size-4",
    text: "min-w-0 pt-1.5",
    link,
    email: `break-all ${link}`,
    map: `mt-1 inline-block text-sm ${link}`,
  };
}

export const contactDetailsLook = contactLook(false);

/** A scalloped edge like a cottage awning, then the footer in the colour of bark. */
export const footerLook: FooterLook = {
  footer: "mt-20 md:mt-28",
  edge: <Scallops />,
  ground: "bg-[#3a2a1f] text-[#f6ecdd] [&_a:focus-visible]:outline-[#f6ecdd]",
  grid: `${wc.container} grid gap-12 pt-14 pb-12 md:grid-cols-12 md:pt-16`,
  brand: "md:col-span-5",
  homeLink: "inline-flex items-center gap-3 rounded-full pr-2",
  mark: (name) => <SiteMark name={name} dark />,
  tagline: "mt-5 max-w-sm leading-relaxed text-[#e3cdb3]",
  hosts: "mt-6 text-sm text-[#e3cdb3]",
  hostNames: "font-bold text-[#f6ecdd]",
  heading: "font-(family-name:--font-heading) text-xl font-semibold text-[#f6ecdd]",
  contactColumn: "md:col-span-4",
  contactBody: "mt-5 text-[#f6ecdd]",
  contact: contactLook(true),
  moreColumn: "space-y-9 md:col-span-3",
  social: "mt-5 flex flex-wrap gap-2",
  socialLink:
    "inline-block rounded-full border border-[#f6ecdd]/25 px-4 py-1.5 text-sm font-semibold hover:bg-[#f6ecdd]/10",
  languages: "mt-4 flex flex-wrap gap-1.5",
  languageLink:
    "inline-flex min-w-9 justify-center rounded-full px-2.5 py-1 text-sm font-bold text-[#e3cdb3] hover:bg-[#f6ecdd]/10 aria-[current=true]:bg-[#f6ecdd] aria-[current=true]:text-[#3a2a1f]",
  credit: `${wc.container} pb-8`,
  creditText: "flex flex-wrap items-center gap-x-2 gap-y-1 border-t border-[#f6ecdd]/15 pt-6 text-sm text-[#e3cdb3]",
  creditLink: "underline decoration-[#e3cdb3]/40 underline-offset-4 hover:text-[#f6ecdd]",
};
