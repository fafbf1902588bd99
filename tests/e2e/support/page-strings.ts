import type { Page, Response } from "@playwright/test";
import { type Surface, uiBundle } from "../../../app/i18n/surface-strings.server.ts";
import { resources } from "../../../app/i18n/ui/resources.ts";
import { LANGUAGES, type Lang } from "../../../modules/i18n/languages.ts";

/**
 * What a browser received for a hydrated page (docs/decisions/0009): the documents with their
 * inline hydration data, every script and every route-data answer (`.data`) from the moment
 * recording starts.
 */
export type Received = { texts(): Promise<string[]>; urls: string[] };

export function recordReceived(page: Page): Received {
  const bodies: Promise<string>[] = [];
  const urls: string[] = [];
  const onResponse = (response: Response) => {
    const type = response.request().resourceType();
    const isData = new URL(response.url()).pathname.endsWith(".data");
    if (type !== "document" && type !== "script" && !isData) return;
    urls.push(response.url());
    bodies.push(response.text().catch(() => ""));
  };
  page.on("response", onResponse);
  return { texts: () => Promise.all(bodies), urls };
}

function texts(tree: unknown): string[] {
  if (typeof tree === "string") return [tree];
  return tree && typeof tree === "object" ? Object.values(tree).flatMap(texts) : [];
}

/** Long enough that it appears nowhere by chance (not "Menu", "Status" or "E-mail"). */
const DISTINCT = 20;

/** The texts of `candidates` that are not part of any of `mine` ("Forgot your password?" in a longer sentence). */
function notPartOf(candidates: string[], mine: string[]): string[] {
  return candidates.filter((text) => text.length >= DISTINCT && !mine.some((own) => own.includes(text)));
}

/**
 * The interface strings of other languages and other surfaces found in what the browser
 * received for a page of `surface` in `lang`: any string of another language that this
 * language does not share, and any string of this language outside the surface's own.
 */
export async function foreignStrings(received: Received, lang: Lang, surface: Surface): Promise<string[]> {
  const otherLanguages = notPartOf(
    LANGUAGES.filter((l) => l !== lang).flatMap((l) => texts(resources[l])),
    texts(resources[lang]),
  );
  const otherSurfaces = notPartOf(texts(resources[lang]), texts(uiBundle(lang, surface).strings));
  const bodies = (await received.texts()).join("\n");
  return [...new Set([...otherLanguages, ...otherSurfaces])].filter((text) => bodies.includes(text));
}

/** Whether the page's own strings were received at all: a check that the check can fail. */
export async function receivedOwnStrings(received: Received, lang: Lang, surface: Surface): Promise<boolean> {
  const bodies = (await received.texts()).join("\n");
  // Strings with characters that HTML or JSON escape are left aside.
  const own = texts(uiBundle(lang, surface).strings).filter(
    (text) => text.length >= DISTINCT && !/[{}&<>"'\\]/.test(text),
  );
  return own.length > 0 && own.every((text) => bodies.includes(text));
}
