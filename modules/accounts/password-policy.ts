import { commonPasswords } from "./common-passwords.ts";

/** OWASP ASVS 5: at least 10 characters, at least 64 allowed (we allow 128), no composition rules. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

/** Why a password is refused; each code has a sentence in every language (auth.weakPassword.*). */
export type PasswordProblem = "too_short" | "too_long" | "common" | "contains_email";

/** Words anyone guessing a VayVista password tries first, next to the common list. */
const CONTEXT_WORDS = ["vayvista", "wachtwoord", "haslo", "hasło", "vakantiehuis", "vakantiewoning", "welkom"];

/** The password without the digits and symbols people tack on ("Welkom2024!" → "welkom"). */
function cores(lower: string): string[] {
  const trimmed = lower.replace(/^[\d\W_]+/u, "").replace(/[\d\W_]+$/u, "");
  return trimmed && trimmed !== lower ? [lower, trimmed] : [lower];
}

/**
 * Everything wrong with a new password, empty when it is acceptable. Length counts
 * characters (code points), so an emoji is one character.
 */
export function passwordProblems(password: string, context: { email?: string | null } = {}): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) problems.push("too_short");
  if (length > PASSWORD_MAX_LENGTH) problems.push("too_long");
  const lower = password.toLowerCase();
  const common = commonPasswords();
  if (cores(lower).some((core) => common.has(core) || CONTEXT_WORDS.includes(core))) problems.push("common");
  const localPart = context.email?.split("@")[0]?.toLowerCase() ?? "";
  if (localPart.length >= 3 && lower.includes(localPart)) problems.push("contains_email");
  return problems;
}
