import { extractText } from "unpdf";

/**
 * The text of a PDF as a reader would copy it, a line per line of text and pages joined,
 * for tests (the invoices' unit tests and the browser tests that download one): PDF.js
 * reads it, so what it finds is what a viewer shows. Every run of spaces, non-breaking ones
 * too, comes back as one plain space, so "€ 181,50" and "1234,56 €" can be looked for as typed.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  // A copy: PDF.js takes the buffer it is given over, and the caller's bytes stay usable.
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return text;
}
