import { Check, Copy, Printer } from "lucide-react";
import { toast } from "sonner";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { buttonClass } from "../../ui/button.tsx";

/** Opens the codes alone in a new window and prints them: the page around them stays off paper. */
function printCodes(title: string, codes: string[]) {
  const page = window.open("", "_blank");
  if (!page) return;
  page.document.title = title;
  const heading = page.document.createElement("h1");
  heading.textContent = title;
  heading.style.font = "600 18px system-ui, sans-serif";
  const list = page.document.createElement("pre");
  list.textContent = codes.join("\n");
  list.style.font = "16px/1.8 ui-monospace, monospace";
  page.document.body.append(heading, list);
  page.focus();
  page.print();
  page.close();
}

/** The ten backup codes, shown once, with ways to keep them. */
export function BackupCodes({ codes, email, onDone }: { codes: string[]; email: string; onDone: () => void }) {
  const { t } = useI18n();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      toast.success(t("dashboard.account.twoFactor.copied"));
    } catch {
      toast.error(t("dashboard.account.twoFactor.copyFailed"));
    }
  };
  return (
    <div className="rounded-xl bg-sand-50 p-5 ring-1 ring-sand-300" data-testid="backup-codes">
      <h3 className="font-display text-lg font-semibold text-pine-950">
        {t("dashboard.account.twoFactor.codesHeading")}
      </h3>
      <p className="mt-2 max-w-2xl text-slate-800">{t("dashboard.account.twoFactor.codesBody")}</p>
      <ol className="mt-4 grid max-w-md grid-cols-2 gap-x-6 gap-y-2 font-mono text-lg text-pine-950">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <button type="button" onClick={copy} className={buttonClass("ghost", "md")}>
          <Copy aria-hidden="true" className="h-4 w-4" />
          {t("dashboard.account.twoFactor.copy")}
        </button>
        <button
          type="button"
          onClick={() => printCodes(t("dashboard.account.twoFactor.printTitle", { email }), codes)}
          className={buttonClass("ghost", "md")}
        >
          <Printer aria-hidden="true" className="h-4 w-4" />
          {t("dashboard.account.twoFactor.print")}
        </button>
        <button type="button" onClick={onDone} className={buttonClass("secondary", "md")}>
          <Check aria-hidden="true" className="h-4 w-4" />
          {t("dashboard.account.twoFactor.done")}
        </button>
      </div>
    </div>
  );
}
