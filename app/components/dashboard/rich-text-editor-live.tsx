import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link2,
  List,
  ListOrdered,
  type LucideIcon,
  Minus,
  Quote,
  Redo2,
  Undo2,
} from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import type { RichDoc } from "../../../modules/rich-text/rich-doc.ts";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { buttonClass } from "../ui/button.tsx";
import { cn } from "../ui/cn.ts";
import { EDITOR_AREA_CLASS, EDITOR_HEIGHTS, type EditorHeight, TOOLBAR_CLASS } from "./rich-text-layout.ts";
import { editorJsonToRichDoc, isLinkAllowed, linkAddress, richDocToFormValue } from "./rich-text-value.ts";

/**
 * The editor itself, loaded in the browser only (rich-text-editor.tsx imports this module
 * when it mounts), so Tiptap and ProseMirror are in a chunk of their own that only pages with
 * an editor load. Its schema holds exactly what the allow-list keeps (modules/rich-text).
 */
export type LiveEditorProps = {
  id: string;
  name: string;
  labelId: string;
  describedBy: string | undefined;
  invalid: boolean;
  initial: RichDoc | undefined;
  height: EditorHeight;
  /** Told the form value after every change. */
  onValue: (value: string) => void;
};

const extensions = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    heading: { levels: [2, 3] },
    link: {
      openOnClick: false,
      autolink: true,
      linkOnPaste: true,
      defaultProtocol: "https",
      isAllowedUri: (url) => isLinkAllowed(url),
      // Links open on the site itself, not from the editor.
      HTMLAttributes: { target: null, rel: "noopener noreferrer nofollow" },
    },
  }),
];

type ToolState = {
  bold: boolean;
  italic: boolean;
  heading2: boolean;
  heading3: boolean;
  bulletList: boolean;
  orderedList: boolean;
  blockquote: boolean;
  link: boolean;
  canUndo: boolean;
  canRedo: boolean;
};

function toolState(editor: Editor): ToolState {
  return {
    bold: editor.isActive("bold"),
    italic: editor.isActive("italic"),
    heading2: editor.isActive("heading", { level: 2 }),
    heading3: editor.isActive("heading", { level: 3 }),
    bulletList: editor.isActive("bulletList"),
    orderedList: editor.isActive("orderedList"),
    blockquote: editor.isActive("blockquote"),
    link: editor.isActive("link"),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

export function LiveRichTextEditor({
  id,
  name,
  labelId,
  describedBy,
  invalid,
  initial,
  height,
  onValue,
}: LiveEditorProps) {
  const [linkOpen, setLinkOpen] = useState(false);
  const attributes = {
    id,
    role: "textbox",
    "aria-multiline": "true",
    "aria-labelledby": labelId,
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
    ...(invalid ? { "aria-invalid": "true" } : {}),
    "data-rich-text-editor": name,
    class: EDITOR_AREA_CLASS,
  };
  const editor = useEditor({
    extensions,
    content: initial ?? "",
    editorProps: {
      attributes,
      handleKeyDown: (_view, event) => {
        // Ctrl/⌘+K: the link dialog, as in most editors.
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
          event.preventDefault();
          setLinkOpen(true);
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: changed }) => onValue(richDocToFormValue(editorJsonToRichDoc(changed.getJSON()))),
  });

  // Labels and problems change with the form's answers; the document stays as it is.
  const attributeKey = JSON.stringify(attributes);
  useEffect(() => {
    editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes: JSON.parse(attributeKey) } });
  }, [editor, attributeKey]);

  return (
    <div
      className={cn(
        "overflow-hidden rounded-xl border bg-white shadow-sm",
        invalid ? "border-coral-600 ring-1 ring-coral-600" : "border-slate-400 focus-within:border-pine-700",
      )}
    >
      <Toolbar editor={editor} controls={id} onLink={() => setLinkOpen(true)} />
      <div className={cn("overflow-y-auto", EDITOR_HEIGHTS[height])}>
        <EditorContent editor={editor} className="h-full" />
      </div>
      <LinkDialog editor={editor} open={linkOpen} onClose={() => setLinkOpen(false)} />
    </div>
  );
}

type Tool = {
  key: keyof ToolState | "horizontalRule" | "undo" | "redo";
  icon: LucideIcon;
  label: string;
  shortcut?: string;
  /** Toggles carry aria-pressed; actions (a rule, undo) do not. */
  pressed?: boolean;
  disabled?: boolean;
  run: () => void;
};

/**
 * The formatting buttons as one toolbar: a single Tab stop, arrow keys (and Home/End) move
 * between the buttons, each says in the owner's language what it does and whether it is on.
 */
function Toolbar({ editor, controls, onLink }: { editor: Editor; controls: string; onLink: () => void }) {
  const { t } = useI18n();
  const state = useEditorState({ editor, selector: ({ editor: e }) => toolState(e) });
  const [focused, setFocused] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const chain = () => editor.chain().focus();
  const tools: Tool[][] = [
    [
      {
        key: "bold",
        icon: Bold,
        label: t("dashboard.editor.bold"),
        shortcut: "Control+B",
        pressed: state.bold,
        run: () => chain().toggleBold().run(),
      },
      {
        key: "italic",
        icon: Italic,
        label: t("dashboard.editor.italic"),
        shortcut: "Control+I",
        pressed: state.italic,
        run: () => chain().toggleItalic().run(),
      },
      {
        key: "link",
        icon: Link2,
        label: t("dashboard.editor.link"),
        shortcut: "Control+K",
        pressed: state.link,
        run: onLink,
      },
    ],
    [
      {
        key: "heading2",
        icon: Heading2,
        label: t("dashboard.editor.heading2"),
        pressed: state.heading2,
        run: () => chain().toggleHeading({ level: 2 }).run(),
      },
      {
        key: "heading3",
        icon: Heading3,
        label: t("dashboard.editor.heading3"),
        pressed: state.heading3,
        run: () => chain().toggleHeading({ level: 3 }).run(),
      },
      {
        key: "bulletList",
        icon: List,
        label: t("dashboard.editor.bulletList"),
        pressed: state.bulletList,
        run: () => chain().toggleBulletList().run(),
      },
      {
        key: "orderedList",
        icon: ListOrdered,
        label: t("dashboard.editor.orderedList"),
        pressed: state.orderedList,
        run: () => chain().toggleOrderedList().run(),
      },
      {
        key: "blockquote",
        icon: Quote,
        label: t("dashboard.editor.blockquote"),
        pressed: state.blockquote,
        run: () => chain().toggleBlockquote().run(),
      },
      {
        key: "horizontalRule",
        icon: Minus,
        label: t("dashboard.editor.horizontalRule"),
        run: () => chain().setHorizontalRule().run(),
      },
    ],
    [
      {
        key: "undo",
        icon: Undo2,
        label: t("dashboard.editor.undo"),
        shortcut: "Control+Z",
        disabled: !state.canUndo,
        run: () => chain().undo().run(),
      },
      {
        key: "redo",
        icon: Redo2,
        label: t("dashboard.editor.redo"),
        shortcut: "Control+Shift+Z",
        disabled: !state.canRedo,
        run: () => chain().redo().run(),
      },
    ],
  ];
  const flat = tools.flat();
  // A disabled button keeps its place in the arrow order (it stays focusable, aria-disabled).
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = flat.length - 1;
    const next =
      event.key === "ArrowRight"
        ? focused === last
          ? 0
          : focused + 1
        : event.key === "ArrowLeft"
          ? focused === 0
            ? last
            : focused - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setFocused(next);
    buttons.current[next]?.focus();
  };

  let index = -1;
  return (
    <div
      role="toolbar"
      aria-label={t("dashboard.editor.toolbar")}
      aria-controls={controls}
      onKeyDown={move}
      className={TOOLBAR_CLASS}
    >
      {tools.map((group) => (
        <div key={group[0]?.key} className="flex items-center gap-0.5 border-r border-slate-200 pr-1 last:border-r-0">
          {group.map((tool) => {
            index += 1;
            const at = index;
            const Icon = tool.icon;
            return (
              <button
                key={tool.key}
                ref={(element) => {
                  buttons.current[at] = element;
                }}
                type="button"
                tabIndex={at === focused ? 0 : -1}
                aria-pressed={tool.pressed}
                aria-disabled={tool.disabled || undefined}
                aria-keyshortcuts={tool.shortcut}
                title={tool.label}
                onFocus={() => setFocused(at)}
                // Keep the text selection where it is while clicking.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => !tool.disabled && tool.run()}
                className={cn(
                  "inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg text-pine-900 transition-colors hover:bg-pine-50",
                  "focus-visible:outline-2 focus-visible:outline-pine-700",
                  tool.pressed && "bg-pine-100 text-pine-950 ring-1 ring-pine-300",
                  tool.disabled && "cursor-not-allowed text-slate-400 hover:bg-transparent",
                )}
              >
                <Icon aria-hidden="true" className="h-5 w-5" />
                <span className="sr-only">{tool.label}</span>
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}

/**
 * The address of a link, asked in a modal <dialog> (docs/decisions/0012). It holds no
 * <form>: it sits inside the page's form, and Enter must not send that.
 */
function LinkDialog({ editor, open, onClose }: { editor: Editor; open: boolean; onClose: () => void }) {
  const { t } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState(false);
  const [editing, setEditing] = useState(false);
  const titleId = useId();
  const inputId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      const current = editor.getAttributes("link").href;
      setEditing(typeof current === "string");
      setError(false);
      if (input.current) input.current.value = typeof current === "string" ? current : "";
      element.showModal();
      input.current?.focus();
      input.current?.select();
    }
    if (!open && element.open) element.close();
  }, [open, editor]);

  // Closing first gives focus back to the editor: the page behind a modal dialog is inert.
  const finish = () => {
    dialog.current?.close();
    onClose();
    editor.commands.focus();
  };

  const save = () => {
    const href = linkAddress(input.current?.value ?? "");
    if (!href) {
      setError(true);
      input.current?.focus();
      return;
    }
    if (editor.state.selection.empty && !editor.isActive("link")) {
      // Nothing selected: the address itself becomes the link's text.
      const text = href.replace(/^(mailto|tel):/, "");
      editor
        .chain()
        .insertContent({ type: "text", text, marks: [{ type: "link", attrs: { href } }] })
        .run();
    } else {
      editor.chain().extendMarkRange("link").setLink({ href }).run();
    }
    finish();
  };

  const remove = () => {
    editor.chain().extendMarkRange("link").unsetLink().run();
    finish();
  };

  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={() => open && finish()}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-6 shadow-2xl backdrop:bg-pine-950/40"
    >
      <h2 id={titleId} className="font-display text-xl font-semibold text-pine-950">
        {editing ? t("dashboard.editor.linkDialog.editTitle") : t("dashboard.editor.linkDialog.title")}
      </h2>
      <label htmlFor={inputId} className="mt-4 block font-semibold text-pine-950">
        {t("dashboard.editor.linkDialog.address")}
      </label>
      <input
        ref={input}
        id={inputId}
        type="text"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error || undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        onChange={() => error && setError(false)}
        onKeyDown={(event) => {
          if (event.key !== "Enter") return;
          // Enter saves the link, never the page's form around the editor.
          event.preventDefault();
          save();
        }}
        className={cn(
          "mt-2 block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink shadow-sm",
          error ? "border-coral-600 ring-1 ring-coral-600" : "border-slate-400",
        )}
      />
      <p id={hintId} className="mt-1.5 text-sm text-slate-600">
        {t("dashboard.editor.linkDialog.hint")}
      </p>
      {error && (
        <p id={errorId} className="mt-2 text-sm font-medium text-coral-700" role="alert">
          {t("dashboard.editor.linkDialog.invalid")}
        </p>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" onClick={finish} className={buttonClass("ghost", "md")}>
          {t("dashboard.editor.linkDialog.cancel")}
        </button>
        {editing && (
          <button type="button" onClick={remove} className={buttonClass("ghost", "md")}>
            {t("dashboard.editor.linkDialog.remove")}
          </button>
        )}
        <button type="button" onClick={save} className={buttonClass("secondary", "md")}>
          {t("dashboard.editor.linkDialog.save")}
        </button>
      </div>
    </dialog>
  );
}
