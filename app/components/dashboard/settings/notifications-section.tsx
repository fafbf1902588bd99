import { CircleCheck, Lock } from "lucide-react";
import { Form, useNavigation } from "react-router";
import {
  LOCKED_NOTIFICATIONS,
  OWNER_NOTIFICATION_KINDS,
  type OwnerNotificationKind,
} from "../../../../modules/notifications/notification-kinds.ts";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { SubmitButton } from "../../forms/submit-button.tsx";
import { Card } from "../page-header.tsx";

/**
 * Which emails about the site the owner gets. A booking request stays on, shown locked with
 * the reason: the owner must accept or decline it within its hold.
 */
export function NotificationsSection({ on, saved }: { on: Record<OwnerNotificationKind, boolean>; saved: boolean }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "notifications";
  return (
    <section aria-labelledby="notifications-heading" id="notifications">
      <Card>
        <h2 id="notifications-heading" className="font-display text-xl font-semibold text-pine-950">
          {t("dashboard.settings.notifications.heading")}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">{t("dashboard.settings.notifications.intro")}</p>
        <Form method="post" className="mt-4">
          <fieldset>
            <legend className="sr-only">{t("dashboard.settings.notifications.heading")}</legend>
            <ul className="space-y-3">
              {OWNER_NOTIFICATION_KINDS.map((kind) => {
                const locked = LOCKED_NOTIFICATIONS.has(kind);
                const id = `notify-${kind}`;
                return (
                  <li key={kind} className="flex items-start gap-3">
                    <input
                      id={id}
                      type="checkbox"
                      name="notify"
                      value={kind}
                      defaultChecked={on[kind]}
                      disabled={locked}
                      aria-describedby={locked ? `${id}-locked` : undefined}
                      className="mt-1 h-5 w-5 shrink-0 rounded border-slate-400 accent-pine-700"
                    />
                    <div>
                      <label htmlFor={id} className="text-slate-800">
                        {t(`dashboard.settings.notifications.kinds.${kind}`)}
                      </label>
                      {locked && (
                        <p id={`${id}-locked`} className="flex items-start gap-1.5 text-sm text-slate-600">
                          <Lock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                          {t("dashboard.settings.notifications.locked")}
                        </p>
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
          </fieldset>
          <input type="hidden" name="intent" value="notifications" />
          <div className="mt-4 flex flex-wrap items-center gap-4">
            <SubmitButton
              pending={pending}
              size="md"
              tone="secondary"
              label={t("dashboard.settings.notifications.save")}
              pendingLabel={t("dashboard.settings.sending.saving")}
            />
            {saved && (
              <p role="status" className="flex items-center gap-1.5 text-pine-800">
                <CircleCheck aria-hidden="true" className="h-5 w-5" />
                {t("dashboard.settings.notifications.saved")}
              </p>
            )}
          </div>
        </Form>
      </Card>
    </section>
  );
}
