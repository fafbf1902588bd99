/**
 * The shape another language must fill: every Dutch key, with room for the extra plural
 * forms some languages need (Polish has _few and _many). A list is filled by a list (the
 * words check holds it to the same length).
 */
export type Localized<T> = {
  [K in keyof T]: T[K] extends string ? string : T[K] extends readonly string[] ? string[] : Localized<T[K]>;
} & {
  [extraPlural: string]: unknown;
};
