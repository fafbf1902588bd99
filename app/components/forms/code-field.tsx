import { cn } from "../ui/cn.ts";
import { type FieldBase, FieldShell, useFieldKit } from "./fields.tsx";

/**
 * A one-time code: digits on phones (letters too for a backup code), no autocorrect,
 * filled in from the app or SMS where the device offers it, empty after every answer.
 * `short` draws the six digits of an authenticator app large in a narrow box.
 */
export function CodeField({
  backup,
  short,
  ...field
}: Omit<FieldBase, "defaultValue" | "optional"> & { backup?: boolean; short?: boolean }) {
  const { attempt } = useFieldKit();
  return (
    <FieldShell
      {...field}
      control={({ defaultValue: _never, className, ...props }) => (
        <input
          {...props}
          key={attempt}
          type="text"
          inputMode={backup ? "text" : "numeric"}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={short ? 12 : 32}
          className={cn(className, short ? "max-w-48 font-mono text-lg tracking-[0.3em]" : "font-mono tracking-widest")}
        />
      )}
    />
  );
}
