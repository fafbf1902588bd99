import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { PLACE_CATEGORIES, type PlaceCategory } from "../../../../modules/site-content/content-choices.ts";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { useFieldKit } from "../../forms/fields.tsx";
import { buttonClass } from "../../ui/button.tsx";

export type PlaceRow = {
  id: string;
  name: string;
  category: PlaceCategory;
  distanceKm: string;
  description: string;
  /** The main language's name and description, shown while translating. */
  reference?: { name: string; description: string };
};

const input =
  "block w-full rounded-xl border border-slate-400 bg-white px-3 py-2.5 text-base text-ink shadow-sm focus:border-pine-700";

/**
 * The places nearby as rows the owner adds, removes and orders; the form sends them as
 * parallel lists (place.id, place.name, …) in the order shown. While translating, only the
 * names and descriptions can change, beside the main language's.
 */
export function PlacesEditor({ initial, translating }: { initial: PlaceRow[]; translating: boolean }) {
  const { t } = useI18n();
  const kit = useFieldKit();
  const base = useId();
  const [rows, setRows] = useState(() => initial.map((row) => ({ ...row, key: row.id || crypto.randomUUID() })));
  const move = (from: number, to: number) =>
    setRows((all) => {
      const next = [...all];
      const [row] = next.splice(from, 1);
      if (row) next.splice(to, 0, row);
      return next;
    });
  const errorOf = (name: string) => {
    const error = kit.errors[name];
    return typeof error === "string" ? error : error?.[0];
  };
  return (
    <fieldset>
      <legend className="font-display text-xl font-semibold text-pine-950">
        {t("dashboard.content.places.heading")}
      </legend>
      <p className="mt-1 text-sm text-slate-600">{t("dashboard.content.places.intro")}</p>
      {errorOf("places") && <p className="mt-2 text-sm font-medium text-coral-700">{errorOf("places")}</p>}
      {rows.length === 0 && <p className="mt-4 text-slate-700">{t("dashboard.content.places.empty")}</p>}
      <ol className="mt-4 space-y-4">
        {rows.map((row, i) => {
          const id = `${base}-${row.key}`;
          const label = t("dashboard.content.places.place", { n: i + 1 });
          return (
            <li key={row.key} className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
              <fieldset>
                <legend className="text-sm font-semibold text-slate-800">{row.name || label}</legend>
                <input type="hidden" name="place.id" value={row.id} />
                <div className="mt-3 grid gap-3 md:grid-cols-6">
                  <div className="md:col-span-3">
                    <label htmlFor={`${id}-name`} className="block text-sm font-semibold text-pine-950">
                      {t("dashboard.content.places.name")}
                    </label>
                    {row.reference && <p className="text-sm text-slate-600">{row.reference.name}</p>}
                    <input
                      id={`${id}-name`}
                      name="place.name"
                      defaultValue={row.name}
                      maxLength={120}
                      className={`${input} mt-1`}
                      aria-invalid={errorOf(`place.name.${i}`) ? true : undefined}
                      onChange={(e) => {
                        const name = e.currentTarget.value;
                        setRows((all) => all.map((r) => (r.key === row.key ? { ...r, name } : r)));
                      }}
                    />
                    {errorOf(`place.name.${i}`) && (
                      <p className="mt-1 text-sm text-coral-700">{errorOf(`place.name.${i}`)}</p>
                    )}
                  </div>
                  {!translating && (
                    <>
                      <div className="md:col-span-2">
                        <label htmlFor={`${id}-category`} className="block text-sm font-semibold text-pine-950">
                          {t("dashboard.content.places.category")}
                        </label>
                        <select
                          id={`${id}-category`}
                          name="place.category"
                          defaultValue={row.category}
                          className={`${input} mt-1`}
                        >
                          {PLACE_CATEGORIES.map((category) => (
                            <option key={category} value={category}>
                              {t(`dashboard.content.places.categories.${category}`)}
                            </option>
                          ))}
                        </select>
                      </div>
                      <div>
                        <label htmlFor={`${id}-distance`} className="block text-sm font-semibold text-pine-950">
                          {t("dashboard.content.places.distance")}
                        </label>
                        <input
                          id={`${id}-distance`}
                          name="place.distanceKm"
                          inputMode="decimal"
                          defaultValue={row.distanceKm}
                          className={`${input} mt-1`}
                        />
                      </div>
                    </>
                  )}
                  <div className="md:col-span-6">
                    <label htmlFor={`${id}-description`} className="block text-sm font-semibold text-pine-950">
                      {t("dashboard.content.places.description")}
                    </label>
                    {row.reference && <p className="text-sm text-slate-600">{row.reference.description}</p>}
                    <textarea
                      id={`${id}-description`}
                      name="place.description"
                      defaultValue={row.description}
                      rows={2}
                      maxLength={600}
                      className={`${input} mt-1`}
                    />
                  </div>
                </div>
                {!translating && (
                  <div className="mt-3 flex flex-wrap gap-2">
                    <button
                      type="button"
                      className={buttonClass("ghost", "md")}
                      disabled={i === 0}
                      onClick={() => move(i, i - 1)}
                    >
                      <ArrowUp aria-hidden="true" className="size-4" />
                      {t("dashboard.content.places.moveUp")}
                      <span className="sr-only">: {row.name || label}</span>
                    </button>
                    <button
                      type="button"
                      className={buttonClass("ghost", "md")}
                      disabled={i === rows.length - 1}
                      onClick={() => move(i, i + 1)}
                    >
                      <ArrowDown aria-hidden="true" className="size-4" />
                      {t("dashboard.content.places.moveDown")}
                      <span className="sr-only">: {row.name || label}</span>
                    </button>
                    <button
                      type="button"
                      className={buttonClass("ghost", "md")}
                      onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      {t("dashboard.content.places.remove")}
                      <span className="sr-only">: {row.name || label}</span>
                    </button>
                  </div>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      {!translating && (
        <button
          type="button"
          className={`${buttonClass("ghost", "md")} mt-4`}
          onClick={() =>
            setRows((all) => [
              ...all,
              { id: "", key: crypto.randomUUID(), name: "", category: "nature", distanceKm: "", description: "" },
            ])
          }
        >
          <Plus aria-hidden="true" className="size-4" />
          {t("dashboard.content.places.add")}
        </button>
      )}
    </fieldset>
  );
}
