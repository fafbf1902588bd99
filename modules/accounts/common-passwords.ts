import { readFileSync } from "node:fs";

let list: ReadonlySet<string> | undefined;

/**
 * The 30,000 commonest passwords (lowercase), read once from the data file beside this
 * module (see common-passwords.LICENSE.txt for where it comes from). Nothing is fetched.
 */
export function commonPasswords(): ReadonlySet<string> {
  list ??= new Set(
    readFileSync(new URL("./common-passwords.txt", import.meta.url), "utf8")
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean),
  );
  return list;
}
