import { ArrowUpRight, Trash2 } from "lucide-react";
import { type FormEvent, type MouseEvent, useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Form, useFetcher, useNavigation } from "react-router";
import { toast } from "sonner";
import type { SiteLang } from "../../../../modules/i18n/site-languages.ts";
import { POST_LIMITS, type PostIntent } from "../../../../modules/site-blog/post-limits.ts";
import { slugify } from "../../../../modules/text/slugify.ts";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { ErrorSummary } from "../../forms/error-summary.tsx";
import { FieldKitProvider, FieldShell, fieldId, TextAreaField, TextField } from "../../forms/fields.tsx";
import { buttonClass } from "../../ui/button.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { formatDateTime } from "../format-date.ts";
import { Card } from "../page-header.tsx";
import { RichTextEditor } from "../rich-text-editor.tsx";
import { useAnswer } from "../use-answer.ts";
import { CoverPhotoPicker } from "./cover-photo-picker.tsx";
import { LanguageTabs, panelId } from "./language-tabs.tsx";
import { postErrorMessages } from "./post-errors.ts";
import type { CoverPhotoOption, PostActionResult, PostView } from "./post-result.ts";
import { PostStateBadge } from "./post-state-badge.tsx";

const FORM_ID = "post";

/** The language a field belongs to ("title.en" → en), if any. */
function langOf(field: string, languages: readonly SiteLang[]): SiteLang | undefined {
  const [, lang] = field.split(".");
  return languages.find((l) => l === lang);
}

/**
 * A blog post's texts per language (tabs, the main language first), its address and cover,
 * and what to do with it: save, publish now, schedule, back to draft; deleting asks first.
 * One plain form: every language and both editors' documents are sent together, and on a
 * refusal everything typed stays where it was.
 */
export function PostForm({
  post,
  languages,
  photos,
  minPublishAt,
  result,
}: {
  post: PostView | null;
  languages: readonly SiteLang[];
  photos: readonly CoverPhotoOption[];
  minPublishAt: string;
  result: PostActionResult | undefined;
}) {
  const { t, locale } = useI18n();
  const navigation = useNavigation();
  const main = languages[0] ?? "nl";
  const [lang, setLang] = useState<SiteLang>(main);
  const [autoSlug, setAutoSlug] = useState(() => slugify(post?.title[main] ?? ""));
  const summary = useRef<HTMLDivElement>(null);
  const failed = result && !result.ok ? result : undefined;
  const errors = postErrorMessages(t, failed?.errors);

  const labels = useMemo(() => {
    const out: Record<string, string> = {
      slug: t("dashboard.blog.fields.slug"),
      coverPhotoId: t("dashboard.blog.fields.cover"),
      publishAt: t("dashboard.blog.fields.publishAt"),
    };
    for (const l of languages) {
      const name = t(`dashboard.blog.langNames.${l}`);
      out[`title.${l}`] = `${t("dashboard.blog.fields.title")} (${name})`;
      out[`excerpt.${l}`] = `${t("dashboard.blog.fields.excerpt")} (${name})`;
      out[`body.${l}`] = `${t("dashboard.blog.fields.body")} (${name})`;
    }
    return out;
  }, [t, languages]);
  const items = Object.entries(errors).map(([name, message]) => ({
    fieldId: fieldId(FORM_ID, name),
    message: `${labels[name] ?? name}: ${message}`,
  }));
  const withErrors = new Set(
    Object.keys(errors)
      .map((field) => langOf(field, languages))
      .filter((l): l is SiteLang => l !== undefined),
  );

  // A refusal: its summary is read out, and the first language with a problem is shown.
  useAnswer(result, true, (result) => {
    if (result.ok) {
      const date = result.publishAt ? formatDateTime(result.publishAt, locale) : "";
      const message =
        result.intent === "publish"
          ? t("dashboard.blog.toasts.published")
          : result.intent === "schedule" || (result.intent === "save" && result.state === "scheduled")
            ? t("dashboard.blog.toasts.scheduled", { date })
            : result.intent === "unpublish"
              ? t("dashboard.blog.toasts.unpublished")
              : result.state === "draft"
                ? t("dashboard.blog.toasts.draft")
                : t("dashboard.blog.toasts.saved");
      toast.success(message);
      return;
    }
    const first = Object.keys(result.errors)
      .map((field) => langOf(field, languages))
      .find((l) => l !== undefined);
    if (first) setLang(first);
    // Once the summary has been drawn.
    requestAnimationFrame(() => summary.current?.focus());
  });

  // A link in the summary to a field in a hidden language shows that language first.
  const openFieldTab = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest("a[data-field-link]");
    const target = link && document.getElementById(link.getAttribute("href")?.slice(1) ?? "");
    const panel = target?.closest<HTMLElement>('[role="tabpanel"]');
    const hiddenLang = panel?.hidden ? languages.find((l) => panel.id === panelId(FORM_ID, l)) : undefined;
    if (hiddenLang) flushSync(() => setLang(hiddenLang));
  };

  const followTitle = (event: FormEvent<HTMLFormElement>) => {
    const field = event.target as HTMLInputElement;
    if (field.name === `title.${main}`) setAutoSlug(slugify(field.value));
  };

  const busy = navigation.state === "submitting" && navigation.formMethod === "POST";
  const busyIntent = busy ? navigation.formData?.get("intent") : null;
  const state = post?.state ?? "new";

  return (
    <>
      <Form method="post" noValidate onInput={followTitle} className="grid gap-6 lg:grid-cols-3">
        {items.length > 0 && (
          <div className="lg:col-span-3" onClickCapture={openFieldTab}>
            <ErrorSummary ref={summary} id={`${FORM_ID}-errors`} title={t("dashboard.blog.formErrors")} items={items} />
          </div>
        )}
        <FieldKitProvider value={{ formId: FORM_ID, errors, values: failed?.values ?? {} }}>
          <div className="min-w-0 lg:col-span-2">
            <Card>
              <LanguageTabs
                idBase={FORM_ID}
                languages={languages}
                current={lang}
                onSelect={setLang}
                withErrors={withErrors}
              >
                {(l) => (
                  <div className="space-y-5">
                    <TextField
                      name={`title.${l}`}
                      label={t("dashboard.blog.fields.title")}
                      optional={l !== main}
                      maxLength={POST_LIMITS.title}
                      autoComplete="off"
                      defaultValue={post?.title[l]}
                    />
                    <TextAreaField
                      name={`excerpt.${l}`}
                      label={t("dashboard.blog.fields.excerpt")}
                      hint={t("dashboard.blog.fields.excerptHint")}
                      optional
                      rows={2}
                      maxLength={POST_LIMITS.excerpt}
                      defaultValue={post?.excerpt[l]}
                    />
                    <RichTextEditor
                      name={`body.${l}`}
                      label={t("dashboard.blog.fields.body")}
                      optional={l !== main}
                      height="lg"
                      defaultValue={post?.body[l]}
                    />
                  </div>
                )}
              </LanguageTabs>
              {languages.length > 1 && (
                <p className="mt-5 text-sm text-slate-600">
                  {t("dashboard.blog.translations", { main: t(`dashboard.blog.langNames.${main}`) })}
                </p>
              )}
            </Card>
          </div>

          <div className="min-w-0 space-y-6">
            <Card>
              <h2 className="font-display text-xl font-semibold text-pine-950">
                {t("dashboard.blog.publishing.heading")}
              </h2>
              <div className="mt-3">
                {post ? (
                  <PostStateBadge state={post.state} publishAt={post.publishAt} />
                ) : (
                  <p className="text-sm text-slate-600">{t("dashboard.blog.publishing.newDraft")}</p>
                )}
              </div>
              <p className="mt-3 text-sm text-slate-700">
                {state === "live"
                  ? t("dashboard.blog.publishing.liveHint")
                  : state === "scheduled"
                    ? t("dashboard.blog.publishing.scheduledHint")
                    : t("dashboard.blog.publishing.draftHint")}
              </p>
              {post?.liveUrl && (
                <a
                  href={post.liveUrl}
                  target="_blank"
                  rel="noopener"
                  className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-pine-800 underline-offset-2 hover:underline"
                >
                  {t("dashboard.blog.view")}
                  <span className="sr-only"> {t("dashboard.header.newTab")}</span>
                  <ArrowUpRight aria-hidden="true" className="h-4 w-4" />
                </a>
              )}
              <div className="mt-5 flex flex-col gap-3">
                <IntentButton
                  intent="save"
                  busyIntent={busyIntent}
                  tone="secondary"
                  label={
                    state === "live"
                      ? t("dashboard.blog.actions.saveChanges")
                      : state === "scheduled"
                        ? t("dashboard.blog.actions.save")
                        : t("dashboard.blog.actions.saveDraft")
                  }
                />
                {state !== "live" && (
                  <IntentButton intent="publish" busyIntent={busyIntent} label={t("dashboard.blog.actions.publish")} />
                )}
                {state !== "live" && (
                  <div className="mt-2 space-y-3 border-t border-slate-200 pt-4">
                    <FieldShell
                      name="publishAt"
                      label={t("dashboard.blog.fields.publishAt")}
                      hint={t("dashboard.blog.fields.publishAtHint")}
                      optional={state !== "scheduled"}
                      defaultValue={post?.publishAtLocal ?? ""}
                      control={(props) => <input {...props} type="datetime-local" min={minPublishAt} />}
                    />
                    {state !== "scheduled" && (
                      <IntentButton
                        intent="schedule"
                        busyIntent={busyIntent}
                        tone="ghost"
                        label={t("dashboard.blog.actions.schedule")}
                      />
                    )}
                  </div>
                )}
                {(state === "live" || state === "scheduled") && (
                  <IntentButton
                    intent="unpublish"
                    busyIntent={busyIntent}
                    tone="ghost"
                    label={t("dashboard.blog.actions.unpublish")}
                  />
                )}
              </div>
            </Card>

            <Card>
              <FieldShell
                name="slug"
                label={t("dashboard.blog.fields.slug")}
                hint={t("dashboard.blog.fields.slugHint")}
                optional
                defaultValue={post?.slug ?? ""}
                control={(props) => (
                  <input
                    {...props}
                    type="text"
                    maxLength={POST_LIMITS.slug}
                    autoComplete="off"
                    spellCheck={false}
                    autoCapitalize="none"
                    placeholder={autoSlug}
                  />
                )}
              />
            </Card>

            <Card>
              <CoverPhotoPicker name="coverPhotoId" photos={photos} defaultValue={post?.coverPhotoId ?? null} />
            </Card>
          </div>
        </FieldKitProvider>
      </Form>
      {post && <DeletePost postTitle={post.title[main] ?? ""} />}
    </>
  );
}

function IntentButton({
  intent,
  busyIntent,
  label,
  tone = "primary",
}: {
  intent: PostIntent;
  busyIntent: FormDataEntryValue | null | undefined;
  label: string;
  tone?: "primary" | "secondary" | "ghost";
}) {
  const { t } = useI18n();
  const busy = busyIntent !== null && busyIntent !== undefined;
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      disabled={busy}
      aria-disabled={busy || undefined}
      className={buttonClass(tone, "md", "w-full")}
    >
      {busyIntent === intent ? t("dashboard.blog.actions.busy") : label}
    </button>
  );
}

/** Deleting the post, after a question; the page then goes back to the list. */
function DeletePost({ postTitle }: { postTitle: string }) {
  const { t } = useI18n();
  const [asking, setAsking] = useState(false);
  const remover = useFetcher();
  const busy = remover.state !== "idle";
  return (
    <div className="mt-8 border-t border-slate-200 pt-6">
      <button type="button" onClick={() => setAsking(true)} className={buttonClass("ghost", "md")}>
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        {t("dashboard.blog.remove.button")}
      </button>
      <ConfirmDialog
        open={asking}
        onCancel={() => setAsking(false)}
        onConfirm={() => remover.submit({ intent: "delete" }, { method: "post" })}
        busy={busy}
        title={t("dashboard.blog.remove.title")}
        description={t("dashboard.blog.remove.body", { title: postTitle })}
        cancelLabel={t("dashboard.blog.remove.cancel")}
        confirmLabel={t("dashboard.blog.remove.confirm")}
        busyLabel={t("dashboard.blog.remove.removing")}
      />
    </div>
  );
}
