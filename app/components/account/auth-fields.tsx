import { CircleAlert, Eye, EyeOff } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useI18n } from "../../i18n/i18n.tsx";
import { cn } from "../ui/cn.ts";
import { authFieldId, useAuthForm } from "./auth-form.tsx";

const controlBase =
  "block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink shadow-sm transition-colors placeholder:text-slate-500 focus:border-pine-700";

function controlClass(invalid: boolean, extra?: string): string {
  return cn(
    controlBase,
    invalid ? "border-coral-600 ring-1 ring-coral-600" : "border-slate-400 hover:border-pine-600",
    extra,
  );
}

type FieldProps = {
  name: string;
  label: string;
  hint?: string;
  optional?: boolean;
};

/** Label, control, hint and errors of one field, wired together for screen readers. */
function FieldFrame({
  name,
  label,
  hint,
  optional,
  control,
}: FieldProps & {
  control: (props: {
    id: string;
    invalid: boolean;
    describedBy: string | undefined;
    defaultValue?: string;
  }) => ReactNode;
}) {
  const { t } = useI18n();
  const form = useAuthForm();
  const id = authFieldId(form.id, name);
  const errors = form.errors[name] ?? [];
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors.length > 0 ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-pine-950">
        {label}
        {optional && <span className="font-normal text-slate-700"> ({t("form.optional")})</span>}
      </label>
      <div className="mt-2">
        {control({ id, invalid: errors.length > 0, describedBy, defaultValue: form.values[name] })}
      </div>
      {errors.length > 0 && (
        <ul id={errorId} className="mt-2 space-y-1 text-sm font-medium text-coral-700">
          {errors.map((message) => (
            <li key={message} className="flex gap-1.5">
              <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              <span>{message}</span>
            </li>
          ))}
        </ul>
      )}
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-slate-700">
          {hint}
        </p>
      )}
    </div>
  );
}

export function AuthTextField({
  type = "text",
  autoComplete,
  inputMode,
  maxLength,
  ...field
}: FieldProps & {
  type?: "text" | "email" | "tel";
  autoComplete: string;
  inputMode?: "text" | "email" | "tel" | "numeric";
  maxLength?: number;
}) {
  return (
    <FieldFrame
      {...field}
      control={({ id, invalid, describedBy, defaultValue }) => (
        <input
          id={id}
          name={field.name}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          required={!field.optional}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          defaultValue={defaultValue}
          className={controlClass(invalid)}
        />
      )}
    />
  );
}

/**
 * A password input with a show/hide button (the button needs JavaScript; without it the
 * field is a plain password field). It starts empty after every answer from the server.
 */
export function PasswordField({
  autoComplete,
  ...field
}: FieldProps & { autoComplete: "current-password" | "new-password" }) {
  const { t } = useI18n();
  const { attempt } = useAuthForm();
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame
      {...field}
      control={({ id, invalid, describedBy }) => (
        <div className="relative">
          <input
            key={attempt}
            id={id}
            name={field.name}
            type={visible ? "text" : "password"}
            autoComplete={autoComplete}
            required
            maxLength={256}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            className={controlClass(invalid, "pr-14")}
          />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-pressed={visible}
            aria-controls={id}
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

/** A one-time code: digits on phones, no autocorrect, filled from SMS/app where offered. */
export function CodeField(field: FieldProps & { backup?: boolean }) {
  const { attempt } = useAuthForm();
  return (
    <FieldFrame
      {...field}
      control={({ id, invalid, describedBy }) => (
        <input
          key={attempt}
          id={id}
          name={field.name}
          type="text"
          inputMode={field.backup ? "text" : "numeric"}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={32}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={controlClass(invalid, "font-mono tracking-widest")}
        />
      )}
    />
  );
}

export function CheckboxField({
  name,
  label,
  defaultChecked,
}: {
  name: string;
  label: string;
  defaultChecked?: boolean;
}) {
  const form = useAuthForm();
  const id = authFieldId(form.id, name);
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        name={name}
        type="checkbox"
        value="on"
        defaultChecked={defaultChecked}
        className="mt-1 h-5 w-5 shrink-0 rounded border-slate-400 accent-pine-700"
      />
      <label htmlFor={id} className="text-slate-800">
        {label}
      </label>
    </div>
  );
}
