import type { ContactLook } from "../kit/blocks/contact-details.tsx";
import type { PlaceLook } from "../kit/blocks/place-list.tsx";
import type { PostLook } from "../kit/blocks/post-list.tsx";
import type { ReviewLook } from "../kit/blocks/review-list.tsx";
import type { FormLook } from "../kit/contact-form.tsx";
import { uh } from "./tokens.ts";

/** How the kit's blocks dress in urban hip: rules, mono labels, hard edges. */
export const reviewLook: ReviewLook = {
  summary: `flex flex-wrap items-center gap-3 self-start ${uh.mono} text-[#f2efe8] md:col-span-4 md:col-start-1 md:row-start-2`,
  list: `${uh.cells} self-start md:col-span-8 md:col-start-5 md:row-span-2 md:row-start-1 md:grid-cols-2`,
  item: `${uh.cell} p-6 md:p-8`,
  stars: "text-(--accent)",
  body: "mt-5 text-lg leading-snug text-[#f2efe8] before:block before:h-8 before:font-(family-name:--font-heading) before:text-6xl before:leading-none before:font-bold before:text-(--accent) before:content-['“'] md:text-xl",
  meta: `mt-6 ${uh.note}`,
  reply: "mt-5 border-l-2 border-(--accent) pl-4 text-sm text-[#d6d2ca]",
};

/** Places as a numbered table: number, name, kind and distance, what to do there. */
export const placeLook: PlaceLook = {
  list: `border-t ${uh.line} [counter-reset:place]`,
  item: `grid gap-x-8 gap-y-2 border-b ${uh.line} py-6 [counter-increment:place] before:font-(family-name:--font-mono) before:text-xs before:text-(--accent) before:content-[counter(place,decimal-leading-zero)] md:grid-cols-12 md:py-8 md:before:col-span-1 md:before:pt-2`,
  name: `${uh.h3} md:col-span-4`,
  meta: `${uh.label} md:col-span-3 md:pt-2`,
  description: "text-[#d6d2ca] md:col-span-4 md:col-start-9 md:row-start-1",
};

/** Posts as cards with a wide cover. */
export const postCardLook: PostLook = {
  list: "grid gap-x-6 gap-y-14 md:grid-cols-2",
  item: "group relative",
  photo: "block aspect-[16/10] overflow-hidden bg-[#181818]",
  image: `h-full w-full object-cover ${uh.photoHover}`,
  title: `${uh.h3} mt-3 md:text-3xl [&_a]:after:absolute [&_a]:after:inset-0 [&_a]:hover:text-(--accent)`,
  date: `mt-5 ${uh.label}`,
  excerpt: "mt-3 max-w-xl text-[#d6d2ca]",
  more: `relative mt-4 inline-block ${uh.link}`,
};

/** Posts as editorial rows: the cover left, the words right. */
export const postRowLook: PostLook = {
  list: `border-t ${uh.line}`,
  item: `group relative grid gap-x-10 border-b ${uh.line} py-10 md:grid-cols-12 md:py-14`,
  photo: "mb-6 block aspect-[16/10] overflow-hidden bg-[#181818] md:col-span-5 md:row-span-4 md:mb-0",
  image: `h-full w-full object-cover ${uh.photoHover}`,
  title: `${uh.display} mt-3 text-3xl leading-[0.95] tracking-[-0.02em] md:col-span-7 md:col-start-6 md:text-5xl [&_a]:after:absolute [&_a]:after:inset-0 [&_a]:hover:text-(--accent)`,
  date: `${uh.label} md:col-span-7 md:col-start-6`,
  excerpt: "mt-5 max-w-xl text-[#d6d2ca] md:col-span-7 md:col-start-6 md:text-lg",
  more: `relative mt-6 inline-block justify-self-start ${uh.link} md:col-span-7 md:col-start-6`,
};

export const formLook: FormLook = {
  // Side by side (dates, guests) each field takes three rows of the kit's grid, so labels,
  // controls and problems line up even when one label takes two lines.
  form: "space-y-6 [&_.grid>div]:row-span-3 [&_.grid>div]:grid-rows-subgrid",
  field: "grid content-start gap-2",
  label: `block ${uh.mono} text-[#f2efe8]`,
  input:
    "block w-full rounded-none border border-white/40 bg-[#181818] px-4 py-3 text-base text-[#f2efe8] focus:border-(--accent) focus:outline-2 focus:outline-offset-0 focus:outline-(--accent)",
  invalid: "border-[#ff8f8f]",
  error: "text-sm text-[#ffa3a3]",
  button: uh.button,
  summary: "border-l-4 border-[#ff8f8f] bg-[#2a1515] p-5 text-[#ffe0e0] outline-none",
  sent: "border-l-4 border-(--accent) bg-[#181818] p-6 text-[#f2efe8] outline-none",
};

/** Phone, WhatsApp, email and address, each beside its icon in the accent. */
export const contactDetailsLook: ContactLook = {
  list: "space-y-4 text-[#f2efe8]",
  item: "flex items-start gap-3",
  icon: "mt-1 text-(--accent)",
  svg: "size-4",
  text: "min-w-0",
  link: "underline-offset-4 hover:text-(--accent) hover:underline",
  email: "underline-offset-4 hover:text-(--accent) hover:underline break-all",
  map: `${uh.link} mt-2 inline-block text-xs`,
};
