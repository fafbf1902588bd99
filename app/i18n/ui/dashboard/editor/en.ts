import type { Localized } from "../../localized.ts";
import type { nl } from "./nl.ts";

export const en: Localized<typeof nl> = {
  loading: "Loading the editor…",
  loadFailed: "The editor could not be loaded. Your text is kept; reload the page to continue writing.",
  toolbar: "Formatting",
  bold: "Bold",
  italic: "Italic",
  link: "Link",
  heading2: "Heading",
  heading3: "Subheading",
  bulletList: "Bulleted list",
  orderedList: "Numbered list",
  blockquote: "Quote",
  horizontalRule: "Dividing line",
  undo: "Undo",
  redo: "Redo",
  linkDialog: {
    title: "Add a link",
    editTitle: "Change the link",
    address: "Link address",
    hint: "A web address (www.example.com), email address or phone number.",
    invalid:
      "This is not a web address, email address or phone number. A link can only go to https://, http://, mailto: or tel:.",
    save: "Save link",
    remove: "Remove link",
    cancel: "Cancel",
  },
};
