import { useI18n } from "../../i18n/use-i18n.tsx";

type AuthField = "identifier" | "name" | "email" | "password" | "newPassword" | "phone";

/** Field name → its label (auth.fields.<name>), for the fields and the error summary. */
export function useAuthLabels<N extends AuthField>(...names: N[]): Record<N, string> {
  const { t } = useI18n();
  const label = (name: AuthField): string => t(`auth.fields.${name}`);
  return Object.fromEntries(names.map((name) => [name, label(name)])) as Record<N, string>;
}
