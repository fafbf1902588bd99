import { Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { cn } from "../ui/cn.ts";
import { type FieldBase, FieldShell, useFieldKit } from "./fields.tsx";

/**
 * A password with a show/hide button (the button needs JavaScript; without it the field is
 * a plain password field). Never filled in: the server does not send a password back, and
 * the input starts empty again after every answer.
 */
export function PasswordField({
  autoComplete,
  ...field
}: Omit<FieldBase, "defaultValue"> & { autoComplete: "current-password" | "new-password" }) {
  const { t } = useI18n();
  const { attempt } = useFieldKit();
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell
      {...field}
      control={({ defaultValue: _never, className, ...props }) => (
        <div className="relative">
          <input
            {...props}
            key={attempt}
            type={visible ? "text" : "password"}
            autoComplete={autoComplete}
            maxLength={256}
            className={cn(className, "pr-14")}
          />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-pressed={visible}
            aria-controls={props.id}
            className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-xl text-slate-700 hover:text-pine-900"
          >
            {visible ? (
              <EyeOff aria-hidden="true" className="h-5 w-5" />
            ) : (
              <Eye aria-hidden="true" className="h-5 w-5" />
            )}
            <span className="sr-only">{visible ? t("auth.fields.hidePassword") : t("auth.fields.showPassword")}</span>
          </button>
        </div>
      )}
    />
  );
}

/** A password being chosen: the password manager may suggest one, the hint gives the rules. */
export function NewPasswordField(field: { name: string; label: string }) {
  const { t } = useI18n();
  return <PasswordField {...field} hint={t("auth.fields.passwordHint")} autoComplete="new-password" />;
}
