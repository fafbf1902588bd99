import { CircleAlert, Eye, EyeOff, LoaderCircle } from "lucide-react";
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { useI18n } from "../../../i18n/i18n.tsx";
import { useSay } from "../../account/auth-form.tsx";
import { ErrorSummary } from "../../forms/error-summary.tsx";
import { buttonClass } from "../../ui/button.tsx";
import { cn } from "../../ui/cn.ts";
import type { AccountActionData, AccountIntent } from "./account-result.ts";

type FormState = { id: string; errors: Record<string, string[]>; values: Record<string, string> };

const FormContext = createContext<FormState>({ id: "account", errors: {}, values: {} });

function fieldId(formId: string, name: string): string {
  return `${formId}-${name}`;
}

/** A number per answer from the server: the form is drawn afresh for each one. */
const answerKeys = new WeakMap<object, number>();
let lastKey = 0;
function answerKey(answer: object | undefined): number {
  if (!answer) return 0;
  let key = answerKeys.get(answer);
  if (key === undefined) {
    lastKey += 1;
    key = lastKey;
    answerKeys.set(answer, key);
  }
  return key;
}

/** The action's answer when it is about this form. */
export function answerFor(
  answer: AccountActionData | undefined,
  ...intents: AccountIntent[]
): AccountActionData | undefined {
  return answer && intents.includes(answer.intent) ? answer : undefined;
}

/** Whether this form's intent (and, if given, one field's value) is being sent right now. */
export function usePending(intent: AccountIntent, field?: { name: string; value: string }): boolean {
  const navigation = useNavigation();
  if (navigation.state !== "submitting" || navigation.formData?.get("intent") !== intent) return false;
  return !field || navigation.formData.get(field.name) === field.value;
}

/**
 * One form of the account page: posts its intent to the page's action, shows the
 * problems beside each field and in a focused summary, keeps what was typed (never a
 * password) and starts afresh after every answer, so password fields are empty again.
 */
export function AccountForm({
  id,
  intent,
  answer,
  labels,
  submitLabel,
  pendingLabel,
  tone = "secondary",
  hidden,
  children,
}: {
  id: string;
  intent: AccountIntent;
  answer: AccountActionData | undefined;
  /** Field name → label, so the summary names each field. */
  labels: Record<string, string>;
  submitLabel: string;
  pendingLabel: string;
  tone?: "primary" | "secondary";
  hidden?: Record<string, string>;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  const say = useSay();
  const summaryRef = useRef<HTMLDivElement>(null);
  const pending = usePending(intent);
  const mine = answerFor(answer, intent);
  const failed = mine && !mine.ok ? mine : undefined;
  const errors = Object.fromEntries(
    Object.entries(failed?.problems.fields ?? {}).map(([name, list]) => [name, list.map(say)]),
  );
  const items = Object.entries(errors).map(([name, list]) => ({
    fieldId: fieldId(id, name),
    message: labels[name] ? `${labels[name]}: ${list.join(" ")}` : list.join(" "),
  }));
  const formMessage = failed?.problems.form ? say(failed.problems.form) : undefined;

  useEffect(() => {
    if (failed) summaryRef.current?.focus();
  }, [failed]);

  return (
    <Form method="post" key={answerKey(mine)} id={id} noValidate aria-busy={pending || undefined}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {failed && (items.length > 0 || formMessage) && (
        <ErrorSummary
          ref={summaryRef}
          id={`${id}-summary`}
          title={items.length > 0 ? t("form.errorSummary", { count: items.length }) : (formMessage ?? "")}
          message={items.length > 0 ? formMessage : undefined}
          items={items}
        />
      )}
      {children && (
        <FormContext.Provider value={{ id, errors, values: failed?.values ?? {} }}>
          <div className="space-y-5">{children}</div>
        </FormContext.Provider>
      )}
      <button
        type="submit"
        disabled={pending}
        className={buttonClass(tone, "md", cn("w-full sm:w-auto", children ? "mt-6" : undefined))}
      >
        {pending && <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />}
        <span>{pending ? pendingLabel : submitLabel}</span>
      </button>
    </Form>
  );
}

const controlBase =
  "block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink shadow-sm transition-colors placeholder:text-slate-500 focus:border-pine-700";

function controlClass(invalid: boolean, extra?: string): string {
  return cn(
    controlBase,
    invalid ? "border-coral-600 ring-1 ring-coral-600" : "border-slate-400 hover:border-pine-600",
    extra,
  );
}

type ControlProps = {
  id: string;
  name: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  className: string;
  defaultValue: string | undefined;
};

type FieldProps = { name: string; label: string; hint?: string; optional?: boolean; defaultValue?: string };

/** Label, control, errors and hint of one field, wired together for screen readers. */
function Field({
  name,
  label,
  hint,
  optional,
  defaultValue,
  control,
}: FieldProps & { control: (props: ControlProps) => ReactNode }) {
  const { t } = useI18n();
  const form = useContext(FormContext);
  const id = fieldId(form.id, name);
  const errors = form.errors[name] ?? [];
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors.length > 0 ? `${id}-error` : undefined;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-pine-950">
        {label}
        {optional && <span className="font-normal text-slate-700"> ({t("form.optional")})</span>}
      </label>
      <div className="mt-2">
        {control({
          id,
          name,
          "aria-invalid": errors.length > 0 || undefined,
          "aria-describedby": [errorId, hintId].filter(Boolean).join(" ") || undefined,
          className: controlClass(errors.length > 0),
          defaultValue: form.values[name] ?? defaultValue,
        })}
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

export function TextInput({
  type = "text",
  autoComplete,
  inputMode,
  maxLength,
  ...field
}: FieldProps & {
  type?: "text" | "email" | "tel";
  autoComplete: string;
  inputMode?: "text" | "email" | "tel";
  maxLength?: number;
}) {
  return (
    <Field
      {...field}
      control={(props) => (
        <input
          {...props}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          required={!field.optional}
          spellCheck={type === "text" ? undefined : false}
        />
      )}
    />
  );
}

export function SelectInput({ options, ...field }: FieldProps & { options: { value: string; label: string }[] }) {
  return (
    <Field
      {...field}
      control={({ className, ...props }) => (
        <select {...props} required className={cn(className, "appearance-auto pr-10")}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/** A password with a show/hide button; always empty when drawn (the server never sends it back). */
export function PasswordInput({
  autoComplete,
  ...field
}: Omit<FieldProps, "defaultValue" | "optional"> & { autoComplete: "current-password" | "new-password" }) {
  const { t } = useI18n();
  const [visible, setVisible] = useState(false);
  return (
    <Field
      {...field}
      control={({ defaultValue: _none, className, ...props }) => (
        <div className="relative">
          <input
            {...props}
            type={visible ? "text" : "password"}
            autoComplete={autoComplete}
            required
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

/** The six digits from the authenticator app: a number pad on phones, filled in from the app where offered. */
export function CodeInput(field: Omit<FieldProps, "defaultValue" | "optional">) {
  return (
    <Field
      {...field}
      control={({ defaultValue: _none, className, ...props }) => (
        <input
          {...props}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={12}
          className={cn(className, "max-w-48 font-mono text-lg tracking-[0.3em]")}
        />
      )}
    />
  );
}
