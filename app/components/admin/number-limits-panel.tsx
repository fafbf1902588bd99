import { TextField } from "../forms/fields.tsx";

export type NumberLimitField = { name: string; min: number; max: number; label: string; hint: string };

/**
 * A settings panel of whole-number platform limits (photos, booking calendar defaults): its
 * heading, when it was last saved, and one number field per limit within its bounds.
 */
export function NumberLimitsPanel(props: {
  heading: string;
  savedNote: string;
  columns: 2 | 3;
  fields: NumberLimitField[];
}) {
  return (
    <>
      <h2 className="font-display text-xl font-semibold text-pine-950">{props.heading}</h2>
      <p className="mt-1 text-sm text-slate-700">{props.savedNote}</p>
      <div className={`mt-4 grid gap-5 ${props.columns === 3 ? "md:grid-cols-3" : "md:grid-cols-2"}`}>
        {props.fields.map((field) => (
          <TextField
            key={field.name}
            name={field.name}
            type="number"
            inputMode="numeric"
            min={field.min}
            max={field.max}
            label={field.label}
            hint={field.hint}
          />
        ))}
      </div>
    </>
  );
}
