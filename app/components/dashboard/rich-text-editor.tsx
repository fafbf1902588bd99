import { CircleAlert, LoaderCircle } from "lucide-react";
import { type ComponentType, useEffect, useState } from "react";
import type { RichDoc } from "../../../modules/rich-text/rich-doc.ts";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { fieldId, useFieldKit } from "../forms/fields.tsx";
import { cn } from "../ui/cn.ts";
import type { LiveEditorProps } from "./rich-text-editor-live.tsx";
import { EDITOR_AREA_CLASS, EDITOR_HEIGHTS, type EditorHeight, TOOLBAR_CLASS } from "./rich-text-layout.ts";
import { blockTexts, richDocFromFormValue, richDocToFormValue } from "./rich-text-value.ts";

/** Tiptap is loaded once per page, the first time an editor mounts. */
let liveModule: Promise<{ LiveRichTextEditor: ComponentType<LiveEditorProps> }> | undefined;

function loadLiveEditor() {
  liveModule ??= import("./rich-text-editor-live.tsx").catch((error: unknown) => {
    liveModule = undefined;
    throw error;
  });
  return liveModule;
}

export type RichTextEditorProps = {
  /** The form field: the document as JSON, "" when empty (read it with readRichTextField). */
  name: string;
  label: string;
  defaultValue: RichDoc | undefined;
  hint?: string;
  /** Says "(optional)" beside the label. */
  optional?: boolean;
  height?: EditorHeight;
  className?: string;
};

/**
 * Rich text in a form of the dashboard (a story, a blog post): bold, italic, safe links, two
 * heading levels, lists, quotes and rules, exactly what the sites draw. It writes the
 * document into a hidden input named `name`, so a plain <Form method="post"> sends it. It
 * takes its id, problem and re-filled value from the form's field kit like every field.
 *
 * The editor needs the browser: the server, and the browser until Tiptap has loaded, show a
 * disabled box of the same size that says so, with the text so far; the hidden input already
 * holds the document, so a form sent in the meantime loses nothing.
 */
export function RichTextEditor({
  name,
  label,
  defaultValue,
  hint,
  optional,
  height = "md",
  className,
}: RichTextEditorProps) {
  const { t } = useI18n();
  const kit = useFieldKit();
  const id = fieldId(kit.formId, name);
  const labelId = `${id}-label`;
  const hintId = hint ? `${id}-hint` : undefined;
  const error = kit.errors[name];
  const messages = error === undefined ? [] : typeof error === "string" ? [error] : error;
  const errorId = messages.length > 0 ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;

  // What the owner sent last (after a refused save) comes before what was stored.
  const [initial] = useState(() => {
    const sent = kit.values[name];
    return sent === undefined ? defaultValue : richDocFromFormValue(sent);
  });
  const [value, setValue] = useState(() => richDocToFormValue(initial));
  const [Live, setLive] = useState<ComponentType<LiveEditorProps> | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let mounted = true;
    loadLiveEditor().then(
      (module) => mounted && setLive(() => module.LiveRichTextEditor),
      () => mounted && setFailed(true),
    );
    return () => {
      mounted = false;
    };
  }, []);

  return (
    // min-w-0: inside a grid or flex column the editor takes the width it is given, and its
    // toolbar scrolls sideways on a narrow phone instead of widening the page.
    <div className={cn("min-w-0 max-w-full", className)}>
      <span id={labelId} className="block font-semibold text-pine-950">
        {label}
        {optional && <span className="font-normal text-slate-600"> ({t("form.optional")})</span>}
      </span>
      <input type="hidden" name={name} value={value} />
      <div className="mt-2">
        {Live ? (
          <Live
            id={id}
            name={name}
            labelId={labelId}
            describedBy={describedBy}
            invalid={errorId !== undefined}
            initial={initial}
            height={height}
            onValue={setValue}
          />
        ) : (
          <LoadingBox
            id={id}
            labelId={labelId}
            describedBy={describedBy}
            invalid={errorId !== undefined}
            doc={initial}
            height={height}
            failed={failed}
          />
        )}
      </div>
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {errorId && (
        <ul id={errorId} className="mt-2 space-y-1 text-sm font-medium text-coral-700">
          {messages.map((message) => (
            <li key={message} className="flex gap-1.5">
              <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              <span>{message}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The editor's place while it loads (or when it could not): same size, disabled, the text so far. */
function LoadingBox({
  id,
  labelId,
  describedBy,
  invalid,
  doc,
  height,
  failed,
}: {
  id: string;
  labelId: string;
  describedBy: string | undefined;
  invalid: boolean;
  doc: RichDoc | undefined;
  height: EditorHeight;
  failed: boolean;
}) {
  const { t } = useI18n();
  const statusId = `${id}-status`;
  const paragraphs = blockTexts(doc);
  return (
    <div
      className={cn(
        "overflow-hidden rounded-xl border bg-white shadow-sm",
        invalid ? "border-coral-600 ring-1 ring-coral-600" : "border-slate-400",
      )}
    >
      <div className={cn(TOOLBAR_CLASS, "px-3 text-sm text-slate-600")}>
        <p id={statusId} role="status" className="flex items-center gap-2">
          {failed ? (
            <CircleAlert aria-hidden="true" className="h-4 w-4 shrink-0 text-coral-700" />
          ) : (
            <LoaderCircle aria-hidden="true" className="h-4 w-4 shrink-0 animate-spin" />
          )}
          {failed ? t("dashboard.editor.loadFailed") : t("dashboard.editor.loading")}
        </p>
      </div>
      <textarea
        id={id}
        disabled
        readOnly
        aria-labelledby={labelId}
        aria-describedby={[statusId, describedBy].filter(Boolean).join(" ")}
        aria-invalid={invalid || undefined}
        value={paragraphs.join("\n\n")}
        className={cn(
          EDITOR_AREA_CLASS,
          "block w-full resize-none bg-slate-50/60 text-slate-500",
          EDITOR_HEIGHTS[height],
        )}
      />
    </div>
  );
}
