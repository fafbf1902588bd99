import { LogOut } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { cn } from "../ui/cn.ts";

/** POST signs this browser out and lands on /login (app/routes/account/logout.tsx). */
export const SIGN_OUT_PATH = "/logout";

/** The sign-out control of the signed-in owner's pages: the dashboard, onboarding and domain setup. */
export function SignOutButton({ className }: { className?: string }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formAction === SIGN_OUT_PATH;
  return (
    <Form method="post" action={SIGN_OUT_PATH}>
      <button
        type="submit"
        disabled={pending}
        className={cn(
          "flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left font-medium transition-colors disabled:opacity-70",
          className,
        )}
      >
        <LogOut aria-hidden="true" className="h-5 w-5 shrink-0" />
        {pending ? t("auth.signOut.pending") : t("auth.signOut.submit")}
      </button>
    </Form>
  );
}
