/** Every admin page: its own title, kept out of search engines. */
export function adminMeta(title: string | undefined) {
  return [{ title: title ? `${title} | VayVista` : "VayVista" }, { name: "robots", content: "noindex, nofollow" }];
}
