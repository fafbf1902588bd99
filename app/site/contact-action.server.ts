import type { RouterContextProvider } from "react-router";
import { services } from "../context.ts";
import type { ContactState, SitePageData } from "../themes/kit/page-data.ts";
import { themeStrings } from "../themes/strings/index.ts";

/**
 * The contact form's post. Until enquiries are stored (modules/enquiries, being built), it
 * refuses with the theme's "failed on our side" words and keeps what was typed.
 */
export async function submitEnquiry(
  request: Request,
  context: Readonly<RouterContextProvider>,
  page: SitePageData,
): Promise<{ state: ContactState; status: number }> {
  const t = themeStrings(page.site.lang);
  services(context).log.warn({ path: new URL(request.url).pathname }, "enquiry not stored: no enquiry module yet");
  return { state: { values: {}, errors: {}, formError: t.contact.errors.server, sent: false }, status: 503 };
}
