import type { SUBSCRIPTION_STATES } from "../../../db/schema.ts";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { type BadgeTone, StatusBadge } from "./status-badge.tsx";

type State = (typeof SUBSCRIPTION_STATES)[number];

const TONES: Record<State, BadgeTone> = {
  pending: "grey",
  trialing: "blue",
  active: "green",
  past_due: "amber",
  suspended: "red",
  cancelled: "grey",
};

/** An owner's subscription state as a coloured label in the admin's language. */
export function SubscriptionStateBadge({ state }: { state: State }) {
  const { t } = useI18n();
  return <StatusBadge tone={TONES[state]}>{t(`admin.billing.states.${state}`)}</StatusBadge>;
}
