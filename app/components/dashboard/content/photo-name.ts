type Texts = Partial<Record<string, string>>;

/**
 * What a photo is called where the owner picks one: its alt text in the owner's language,
 * else in the site's main language, else its caption in those, else any text it has. Empty
 * when it has none (the picker then numbers it).
 */
export function photoName(photo: { alt: Texts; caption: Texts }, names: { lang: string; main: string }): string {
  const inOwn = (texts: Texts) => texts[names.lang]?.trim() || texts[names.main]?.trim() || "";
  const any = (texts: Texts) =>
    Object.values(texts)
      .find((text) => text?.trim())
      ?.trim() ?? "";
  return inOwn(photo.alt) || inOwn(photo.caption) || any(photo.alt) || any(photo.caption);
}
