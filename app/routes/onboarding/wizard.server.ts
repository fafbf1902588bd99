import { data, type RouterContextProvider, redirect } from "react-router";
import { themesContent } from "../../../content/themes/index.ts";
import { THEME_DISPLAY_NAMES } from "../../../content/themes/names.ts";
import { enqueueEmail } from "../../../modules/messaging/enqueue-email.ts";
import { finishOnboarding } from "../../../modules/onboarding/finish-onboarding.ts";
import { getOnboardingState, type OnboardingState } from "../../../modules/onboarding/get-onboarding-state.ts";
import type { WizardPosition } from "../../../modules/onboarding/onboarding-draft.ts";
import {
  firstIncompleteStep,
  isOnboardingStep,
  ONBOARDING_STEPS,
} from "../../../modules/onboarding/onboarding-steps.ts";
import { saveOnboardingStep } from "../../../modules/onboarding/save-onboarding-step.ts";
import { siteUrl } from "../../../modules/sites/site-url.ts";
import { THEME_NAMES } from "../../../modules/sites/themes.ts";
import { subscriptionRuns } from "../../../modules/subscriptions/site-live-email.ts";
import { formStrings, stepInput, toFormErrors } from "../../components/onboarding/step-form-input.ts";
import type { WizardActionData } from "../../components/onboarding/wizard-errors.ts";
import { services } from "../../context.ts";
import { formLimit, readForm } from "../../lib/read-form.server.ts";
import { requireOwner } from "../../lib/require-owner.server.ts";

type Args = { request: Request; url: URL; context: Readonly<RouterContextProvider> };

/** Bigger than any honest wizard post (the longest field is the 1,000-character description). */
const WIZARD_FORM_BYTES = formLimit(2_000);

/**
 * The step to show: the one asked for in `?step=` when the owner may go there (any step
 * up to the first unanswered one, the review once all are answered), else where they left off.
 */
export function shownStep(requested: string | null, state: Pick<OnboardingState, "step" | "data">): WizardPosition {
  const missing = firstIncompleteStep(state.data);
  if (requested === "review") return missing ? state.step : "review";
  if (!isOnboardingStep(requested)) return state.step;
  if (missing && ONBOARDING_STEPS.indexOf(requested) > ONBOARDING_STEPS.indexOf(missing)) return state.step;
  return requested;
}

export async function wizardLoader({ request, url, context }: Args) {
  const { user } = await requireOwner(request, context, "setup");
  const app = services(context);
  const { db, appDomain } = app;
  const state = await getOnboardingState(db, user.id);
  if (state.hasSite) throw redirect("/dashboard");
  const lang = user.lang;
  const themes = themesContent[lang];
  return {
    lang,
    step: shownStep(url.searchParams.get("step"), state),
    progressPercent: state.progressPercent,
    data: state.data,
    appDomain,
    themes: THEME_NAMES.map((theme) => ({
      theme,
      name: THEME_DISPLAY_NAMES[lang][theme],
      tagline: themes.themes[theme].tagline,
      demoUrl: siteUrl({ subdomain: theme }, app),
    })),
    mockupLabels: themes.mockup,
  };
}

export async function wizardAction({ request, context }: Args) {
  const { user } = await requireOwner(request, context, "setup");
  const form = await readForm(request, { maxBytes: WIZARD_FORM_BYTES, lang: user.lang });
  const app = services(context);
  const { db, sites, log } = app;

  if (form.get("intent") === "finish") {
    const result = await finishOnboarding(db, user.id, {
      onSiteChanged: () => sites.invalidate(),
      afterCreate: async (tx, site) => {
        // Live for guests only once the owner subscribes: then the first payment sends it.
        if (!user.email || !(await subscriptionRuns(tx, user.id))) return;
        await enqueueEmail(tx, {
          to: { address: user.email, name: user.name },
          lang: user.lang,
          template: "site-live",
          data: { name: user.name, siteName: site.siteName, url: siteUrl(site, app) },
          userId: user.id,
          siteId: site.id,
        });
      },
    });
    if (result.ok) {
      log.info({ site: result.site.id }, "owner site created");
      // The wizard's photo step comes once the site exists (its photos belong to it).
      return redirect("/dashboard/welcome");
    }
    if (result.reason === "has-site") return redirect("/dashboard");
    if (result.reason === "incomplete") return redirect(`/onboarding?step=${result.step}`);
    const state = await getOnboardingState(db, user.id);
    return data<WizardActionData>(
      {
        ok: false,
        step: "subdomain",
        errors: result.errors,
        values: { subdomain: state.data.subdomain?.subdomain ?? "" },
      },
      { status: 409 },
    );
  }

  const step = form.get("step");
  if (!isOnboardingStep(step)) throw data("Unknown wizard step", { status: 400 });
  const values = formStrings(form, step);
  const read = stepInput(step, values);
  if (!read.ok) return data<WizardActionData>({ ok: false, step, errors: read.errors, values }, { status: 400 });
  let result: Awaited<ReturnType<typeof saveOnboardingStep>>;
  try {
    result = await saveOnboardingStep(db, user.id, step, read.input);
  } catch (error) {
    // The answers stay in the form, so nothing typed is lost.
    log.error({ err: error, step }, "onboarding step not saved");
    const errors = { form: { key: "onboarding.errors.server" as const } };
    return data<WizardActionData>({ ok: false, step, errors, values }, { status: 500 });
  }
  if (result.ok) return redirect("/onboarding");
  if (result.reason === "invalid") {
    return data<WizardActionData>({ ok: false, step, errors: toFormErrors(result.errors), values }, { status: 400 });
  }
  if (result.reason === "locked") return redirect(`/onboarding?step=${result.step}`);
  return redirect("/dashboard");
}
