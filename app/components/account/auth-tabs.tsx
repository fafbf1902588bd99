import { Link, useSearchParams } from "react-router";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { cn } from "../ui/cn.ts";

export type LoginMode = "signIn" | "signUp" | "forgot";

const MODE_PARAM: Record<LoginMode, string | null> = { signIn: null, signUp: "signup", forgot: "forgot" };

/** A link to another screen of /login that keeps where the visitor was heading (`next`). */
export function useModeLink(): (mode: LoginMode) => string {
  const [params] = useSearchParams();
  return (mode) => {
    const target = new URLSearchParams();
    const next = params.get("next");
    if (next) target.set("next", next);
    const value = MODE_PARAM[mode];
    if (value) target.set("mode", value);
    const query = target.toString();
    return query ? `/login?${query}` : "/login";
  };
}

/** Sign in | Create account, as two links; the current one is marked. */
export function AuthTabs({ current }: { current: "signIn" | "signUp" }) {
  const { t } = useI18n();
  const modeLink = useModeLink();
  const tabs = [
    { mode: "signIn" as const, label: t("auth.tabs.signIn") },
    { mode: "signUp" as const, label: t("auth.tabs.signUp") },
  ];
  return (
    <nav aria-label={t("auth.tabs.label")} className="mb-6">
      <ul className="grid grid-cols-2 gap-1 rounded-full bg-sand-100 p-1">
        {tabs.map((tab) => (
          <li key={tab.mode}>
            <Link
              to={modeLink(tab.mode)}
              aria-current={tab.mode === current ? "page" : undefined}
              className={cn(
                "block rounded-full px-3 py-2 text-center text-sm font-semibold transition-colors",
                tab.mode === current ? "bg-white text-pine-900 shadow-sm" : "text-slate-700 hover:text-pine-900",
              )}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
