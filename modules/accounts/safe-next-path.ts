/**
 * Where a redirect after signing in (`?next=`) may go: a path on this site, never another
 * origin. Returns the path, query and fragment as the URL parser understands them, or null
 * (the caller then sends the person to their default page).
 *
 * Browsers drop tabs and newlines from URLs and read `\` as `/`, so `/\t/evil.example` and
 * `/\evil.example` would leave the site: any control character or backslash refuses the
 * value. A path that only normalises to `//host` (`/..//evil.example`) is refused too. The
 * result contains no raw control characters, so it is always a valid Location header.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || UNSAFE_CHARACTERS.test(next)) return null;
  if (!next.startsWith("/") || next.startsWith("//")) return null;
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = url.pathname + url.search + url.hash;
  if (!path.startsWith("/") || path.startsWith("//")) return null;
  // Back to the login page would only show it again.
  if (url.pathname === "/login" || url.pathname.startsWith("/login/")) return null;
  return path;
}

// Any origin will do: only whether the value stays on it matters.
const BASE = "http://next.invalid";

// C0 controls, DEL and the backslash.
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/;
