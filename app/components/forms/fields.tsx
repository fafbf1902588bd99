import { CircleAlert } from "lucide-react";
import { createContext, type ReactNode, useContext } from "react";
import { useI18n } from "../../i18n/i18n.tsx";
import { cn } from "../ui/cn.ts";

/**
 * A small, accessible field kit. A form provides its id, the translated error per field
 * and the values to re-fill; every field then needs only its name and label, and wires
 * label, hint and error text to its control (aria-invalid, aria-describedby).
 */
export type FieldKit = {
  formId: string;
  errors: Partial<Record<string, string>>;
  values: Partial<Record<string, string>>;
};

const FieldKitContext = createContext<FieldKit>({ formId: "form", errors: {}, values: {} });

export function FieldKitProvider({ value, children }: { value: FieldKit; children: ReactNode }) {
  return <FieldKitContext.Provider value={value}>{children}</FieldKitContext.Provider>;
}

export function fieldId(formId: string, name: string): string {
  return `${formId}-${name}`;
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
  required: boolean;
  "aria-invalid": boolean | undefined;
  "aria-describedby": string | undefined;
  className: string;
  defaultValue: string | undefined;
};

type FieldBase = {
  name: string;
  label: string;
  hint?: string;
  /** Optional fields say so in their label; all others are marked required. */
  optional?: boolean;
  className?: string;
};

function FieldShell({
  name,
  label,
  hint,
  optional,
  className,
  control,
}: FieldBase & { control: (props: ControlProps) => ReactNode }) {
  const { t } = useI18n();
  const kit = useContext(FieldKitContext);
  const id = fieldId(kit.formId, name);
  const error = kit.errors[name];
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-semibold text-pine-950">
        {label}
        {optional && <span className="font-normal text-slate-600"> ({t("form.optional")})</span>}
      </label>
      <div className="mt-2">
        {control({
          id,
          name,
          required: !optional,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy,
          className: controlClass(Boolean(error)),
          defaultValue: kit.values[name],
        })}
      </div>
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-2 flex gap-1.5 text-sm font-medium text-coral-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}

export function TextField({
  type = "text",
  autoComplete,
  inputMode,
  min,
  max,
  maxLength,
  ...field
}: FieldBase & {
  type?: "text" | "email" | "tel" | "date" | "number";
  autoComplete?: string;
  inputMode?: "text" | "email" | "tel" | "numeric";
  min?: string | number;
  max?: string | number;
  maxLength?: number;
}) {
  return (
    <FieldShell
      {...field}
      control={(props) => (
        <input
          {...props}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          min={min}
          max={max}
          maxLength={maxLength}
          step={type === "number" ? 1 : undefined}
        />
      )}
    />
  );
}

export function TextAreaField({ rows = 6, maxLength, ...field }: FieldBase & { rows?: number; maxLength?: number }) {
  return (
    <FieldShell
      {...field}
      control={(props) => <textarea {...props} rows={rows} maxLength={maxLength} className={props.className} />}
    />
  );
}

export function SelectField({
  options,
  placeholder,
  ...field
}: FieldBase & { options: { value: string; label: string }[]; placeholder: string }) {
  return (
    <FieldShell
      {...field}
      control={({ defaultValue, className, ...props }) => (
        <select {...props} defaultValue={defaultValue ?? ""} className={cn(className, "appearance-auto pr-10")}>
          <option value="">{placeholder}</option>
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

/**
 * The trap for robots: a text field people never see or reach with the keyboard. A
 * filled one makes the server drop the request while answering as if it were sent.
 */
export function HoneypotField({ name, label }: { name: string; label: string }) {
  const { formId } = useContext(FieldKitContext);
  const id = fieldId(formId, name);
  return (
    <div className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
