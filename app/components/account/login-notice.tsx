import { useI18n } from "../../i18n/use-i18n.tsx";
import { AuthNotice } from "./auth-notice.tsx";

/** What a link or redirect to /login came to say (?verified=1, ?reset=done, …). */
export type LoginNoticeKind = "verified" | "verifyFailed" | "resetDone" | "signedOut" | "deleted";

export function LoginNotice({ notice }: { notice: LoginNoticeKind }) {
  const { t } = useI18n();
  return (
    <AuthNotice tone={notice === "verifyFailed" ? "problem" : "success"}>{t(`auth.notices.${notice}`)}</AuthNotice>
  );
}
