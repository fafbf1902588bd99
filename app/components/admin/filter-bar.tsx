import { Form } from "react-router";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { buttonClass } from "../ui/button.tsx";

export type FilterSelect = {
  name: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
};

/** A GET form above a list: filters live in the URL, so a filtered view can be bookmarked. */
export function FilterBar({ selects }: { selects: FilterSelect[] }) {
  const { t } = useI18n();
  return (
    <Form method="get" className="mb-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      {selects.map((s) => (
        <div key={s.name} className="sm:w-56">
          <label htmlFor={`filter-${s.name}`} className="block text-sm font-semibold text-pine-950">
            {s.label}
          </label>
          <select
            id={`filter-${s.name}`}
            name={s.name}
            defaultValue={s.value}
            key={s.value}
            className="mt-1 block w-full rounded-xl border border-slate-400 bg-white px-3 py-2.5 text-base"
          >
            <option value="">{t("admin.common.all")}</option>
            {s.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <button type="submit" className={buttonClass("secondary", "md", "sm:mb-0.5")}>
        {t("admin.common.filter")}
      </button>
    </Form>
  );
}
