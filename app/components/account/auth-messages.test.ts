import { describe, expect, it } from "vitest";
import { translator } from "../../i18n/i18n.tsx";
import { failureProblems } from "./auth-messages.ts";

const failure = (code: string, extra: object = {}) => ({
  ok: false as const,
  status: 400,
  code,
  headers: new Headers(),
  ...extra,
});

describe("failureProblems", () => {
  it("puts a missing email or phone beside the identifier, with the exact English sentence", () => {
    const problems = failureProblems(failure("MISSING_CREDENTIALS"));
    const [message] = problems.fields.identifier ?? [];
    if (!message) throw new Error("no message");
    expect(translator("en")(message.key as never)).toBe(
      "You must provide either an email or phone number and a password",
    );
    expect(translator("nl")(message.key as never)).toBe(
      "Je moet een e-mailadres of telefoonnummer en een wachtwoord opgeven.",
    );
    expect(translator("pl")(message.key as never)).toBe("Musisz podać adres e-mail lub numer telefonu oraz hasło.");
  });

  it("lists each broken password rule beside the password field, in the page's language", () => {
    const problems = failureProblems(
      failure("weak_password", { reasons: ["common", "contains_email"] }),
      "newPassword",
    );
    const t = translator("pl");
    expect(problems.fields.newPassword?.map((m) => t(m.key as never))).toEqual([
      "To hasło jest zbyt popularne i łatwe do odgadnięcia.",
      "Nie używaj swojego adresu e-mail w haśle.",
    ]);
  });

  it("says how many minutes to wait, with the right plural", () => {
    const problems = failureProblems(failure("TOO_MANY_ATTEMPTS", { retryAfterSeconds: 125 }));
    const { key, params } = problems.form ?? { key: "" };
    expect(translator("en")(key as never, params as never)).toBe("Too many attempts. Please try again in 3 minutes.");
    expect(translator("pl")(key as never, params as never)).toBe("Zbyt wiele prób. Spróbuj ponownie za 3 minuty.");
  });

  it("answers codes it does not know with the general error", () => {
    expect(failureProblems(failure("SOMETHING_NEW")).form?.key).toBe("auth.errors.server");
  });
});
