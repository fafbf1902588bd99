import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";
import PDFDocument from "pdfkit";
import { fillIn } from "../i18n/fill-in.ts";
import { LOCALES } from "../i18n/languages.ts";
import type { InvoiceDocument, InvoiceParty } from "./invoice-document.ts";
import {
  dayBefore,
  INVOICE_WORDS,
  type InvoiceWords,
  invoiceCountry,
  invoiceDay,
  invoiceMethod,
  invoiceMoney,
  invoiceRate,
} from "./invoice-words.ts";

/** More lines than an invoice of ours ever has: a document beyond it is a mistake, not one to print. */
export const MAX_INVOICE_LINES = 50;
/** Longest a name or a line's description is printed (characters); an address line, and how many. */
const MAX_TEXT = 160;
const MAX_ADDRESS_TEXT = 80;
const MAX_ADDRESS_LINES = 6;

/**
 * Noto Sans (SIL Open Font License, from the npm package @expo-google-fonts/noto-sans):
 * the PDF standard fonts are WinAnsi and have no ł, ś or ż; Noto Sans has every Latin,
 * Greek and Cyrillic letter. pdfkit embeds only the glyphs a document uses.
 * Parsed once and handed to every document as fontkit fonts (pdfkit takes any object that
 * lays out text): a font parsed anew for each document prepares its layout tables again,
 * some 40 ms of the event loop per font and document.
 */
const FONT_FILES = {
  regular: "@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf",
  bold: "@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf",
} as const;
type Fonts = Record<keyof typeof FONT_FILES, PDFKit.Mixins.PDFFontSource>;
let fonts: Fonts | null = null;
function loadFont(file: string): PDFKit.Mixins.PDFFontSource {
  const font = fontkit.create(readFileSync(createRequire(import.meta.url).resolve(file)));
  if (!("layout" in font)) throw new Error(`${file} is a font collection`);
  // pdfkit's types name only files and bytes; its font factory takes a fontkit font as it is.
  return font as unknown as PDFKit.Mixins.PDFFontSource;
}
function loadFonts(): Fonts {
  fonts ??= { regular: loadFont(FONT_FILES.regular), bold: loadFont(FONT_FILES.bold) };
  return fonts;
}

// A4 in points, 2 cm margins, and the table's columns (x of the left edge, width).
const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const RIGHT = PAGE.width - PAGE.margin;
const CONTENT = RIGHT - PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin - 28; // room for the footer
const COLUMNS = {
  description: { x: PAGE.margin, width: 243 },
  quantity: { x: PAGE.margin + 243, width: 50 },
  unitPrice: { x: PAGE.margin + 293, width: 90 },
  amount: { x: PAGE.margin + 383, width: CONTENT - 383 },
};
const INK = "#1a1a1a";
const MUTED = "#5f6368";
const RULE = "#c8c8c8";
const SIZE = { body: 9.5, small: 8, title: 20, name: 13 };

/** A value as printed: control characters out, spaces collapsed, cut at `max` characters. */
function clip(text: string, max = MAX_TEXT): string {
  const flat = text
    .replace(/\p{Cc}/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  const chars = [...flat];
  return chars.length > max ? `${chars.slice(0, max - 1).join("")}…` : flat;
}

type Pdf = PDFKit.PDFDocument;

/** The lines of a party's block: name (bold, separately), contact, address, country, VAT number. */
function partyLines(party: InvoiceParty, words: InvoiceWords, lang: InvoiceDocument["lang"]): string[] {
  const lines: string[] = [];
  if (party.attention) lines.push(fillIn(words.attention, { name: clip(party.attention) }));
  for (const line of party.addressLines.slice(0, MAX_ADDRESS_LINES)) {
    const text = clip(line, MAX_ADDRESS_TEXT);
    if (text) lines.push(text);
  }
  lines.push(invoiceCountry(party.country, lang));
  if (party.vatNumber) lines.push(`${words.vatNumber}: ${clip(party.vatNumber, 40)}`);
  return lines;
}

function block(pdf: Pdf, x: number, y: number, width: number, heading: string, name: string, lines: string[]): number {
  pdf
    .font("bold")
    .fontSize(SIZE.small)
    .fillColor(MUTED)
    .text(heading.toUpperCase(), x, y, { width, characterSpacing: 0.6 });
  pdf
    .font("bold")
    .fontSize(SIZE.body + 1)
    .fillColor(INK)
    .text(name, x, pdf.y + 3, { width });
  pdf.font("regular").fontSize(SIZE.body).fillColor(INK);
  for (const line of lines) pdf.text(line, x, pdf.y + 1, { width });
  return pdf.y;
}

/** Label and value pairs, the labels muted, in a column starting at x. */
function facts(pdf: Pdf, x: number, y: number, width: number, rows: [string, string][], labelWidth: number): number {
  let at = y;
  for (const [label, value] of rows) {
    pdf.font("regular").fontSize(SIZE.body).fillColor(MUTED).text(label, x, at, { width: labelWidth });
    const labelBottom = pdf.y;
    pdf.fillColor(INK).text(value, x + labelWidth, at, { width: width - labelWidth, align: "right" });
    at = Math.max(labelBottom, pdf.y) + 2;
  }
  return at;
}

function rule(pdf: Pdf, y: number, from = PAGE.margin, to = RIGHT, color = RULE, width = 0.6): void {
  pdf.moveTo(from, y).lineTo(to, y).lineWidth(width).strokeColor(color).stroke();
}

function tableHeader(pdf: Pdf, y: number, words: InvoiceWords): number {
  pdf.font("bold").fontSize(SIZE.small).fillColor(MUTED);
  const { description, quantity, unitPrice, amount } = words.columns;
  pdf.text(description.toUpperCase(), COLUMNS.description.x, y, { width: COLUMNS.description.width });
  pdf.text(quantity.toUpperCase(), COLUMNS.quantity.x, y, { width: COLUMNS.quantity.width, align: "right" });
  pdf.text(unitPrice.toUpperCase(), COLUMNS.unitPrice.x, y, { width: COLUMNS.unitPrice.width, align: "right" });
  pdf.text(amount.toUpperCase(), COLUMNS.amount.x, y, { width: COLUMNS.amount.width, align: "right" });
  const bottom = pdf.y + 4;
  rule(pdf, bottom, PAGE.margin, RIGHT, INK, 0.8);
  return bottom + 6;
}

function settledText(doc: InvoiceDocument, words: InvoiceWords): string {
  if (!doc.settled) return words.settled.open;
  const date = invoiceDay(doc.settled.on, doc.lang);
  const method = doc.settled.method ? clip(invoiceMethod(doc.settled.method, doc.lang), 40) : null;
  const kind = doc.kind;
  return method
    ? fillIn(kind === "invoice" ? words.settled.invoiceBy : words.settled.credit_noteBy, { date, method })
    : fillIn(words.settled[kind], { date });
}

/**
 * The PDF of an invoice or credit note, on A4, in the document's language: the seller with
 * KvK, VAT number and IBAN, the buyer, the number and dates, the lines, subtotal, VAT and
 * total, the VAT statement where no VAT is charged, and how it was settled.
 * Deterministic: the same document gives the same bytes (its creation date is the day it
 * was issued, and pdfkit derives the file's id from that), so a stored invoice can be
 * rendered again identically. Bounded: at most MAX_INVOICE_LINES lines, texts cut short.
 */
export async function renderInvoicePdf(doc: InvoiceDocument): Promise<Uint8Array> {
  if (doc.lines.length > MAX_INVOICE_LINES) {
    throw new RangeError(`an invoice has at most ${MAX_INVOICE_LINES} lines, not ${doc.lines.length}`);
  }
  const words = INVOICE_WORDS[doc.lang];
  const money = (cents: number) => invoiceMoney(cents, doc.lang);
  const { regular, bold } = loadFonts();
  const number = clip(doc.number, 40);
  const sellerName = clip(doc.seller.name);

  const pdf = new PDFDocument({
    size: "A4",
    margin: PAGE.margin,
    bufferPages: true,
    lang: doc.lang,
    displayTitle: true,
    info: {
      Title: number,
      Author: sellerName,
      Subject: words.title[doc.kind],
      CreationDate: new Date(`${doc.issuedOn}T00:00:00Z`),
    },
  });
  const chunks: Uint8Array[] = [];
  pdf.on("data", (chunk: Uint8Array) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    pdf.on("end", resolve);
    pdf.on("error", reject);
  });
  pdf.registerFont("regular", regular);
  pdf.registerFont("bold", bold);

  // The seller on the left, the title on the right.
  const top = PAGE.margin;
  const half = CONTENT * 0.42 - 12;
  pdf.font("bold").fontSize(SIZE.name).fillColor(INK).text(sellerName, PAGE.margin, top, { width: half });
  pdf.font("regular").fontSize(SIZE.body).fillColor(MUTED);
  const seller = doc.seller;
  const sellerLines = [
    ...seller.addressLines.slice(0, MAX_ADDRESS_LINES).map((line) => clip(line, MAX_ADDRESS_TEXT)),
    invoiceCountry(seller.country, doc.lang),
    clip(seller.email),
  ].filter(Boolean);
  for (const line of sellerLines) pdf.text(line, PAGE.margin, pdf.y + 1, { width: half });
  const sellerFacts: [string, string][] = [];
  if (seller.chamberOfCommerce) sellerFacts.push([words.chamberOfCommerce, clip(seller.chamberOfCommerce, 40)]);
  if (seller.vatNumber) sellerFacts.push([words.vatNumber, clip(seller.vatNumber, 40)]);
  if (seller.iban) sellerFacts.push([words.iban, clip(seller.iban, 40)]);
  let sellerBottom = pdf.y + 6;
  for (const [label, value] of sellerFacts) {
    pdf.font("regular").fontSize(SIZE.body).fillColor(MUTED).text(`${label}: `, PAGE.margin, sellerBottom, {
      width: half,
      continued: true,
    });
    pdf.fillColor(INK).text(value);
    sellerBottom = pdf.y + 1;
  }

  const titleX = PAGE.margin + CONTENT * 0.42;
  const titleWidth = RIGHT - titleX;
  pdf
    .font("bold")
    .fontSize(SIZE.title)
    .fillColor(INK)
    .text(words.title[doc.kind], titleX, top - 4, {
      width: titleWidth,
      align: "right",
    });
  const metaRows: [string, string][] = [
    [words.number[doc.kind], number],
    [words.issuedOn, invoiceDay(doc.issuedOn, doc.lang)],
  ];
  if (doc.period) {
    const from = invoiceDay(doc.period.from, doc.lang);
    const until = invoiceDay(dayBefore(doc.period.until), doc.lang);
    metaRows.push([words.period, fillIn(words.periodRange, { from, until })]);
  }
  const metaBottom = facts(pdf, titleX, pdf.y + 10, titleWidth, metaRows, 118);
  let correctsBottom = metaBottom;
  if (doc.correctsNumber) {
    pdf.font("bold").fontSize(SIZE.body).fillColor(INK);
    pdf.text(fillIn(words.corrects, { number: clip(doc.correctsNumber, 40) }), titleX, metaBottom + 4, {
      width: titleWidth,
      align: "right",
    });
    correctsBottom = pdf.y;
  }

  // The buyer.
  let y = Math.max(sellerBottom, correctsBottom) + 26;
  const buyer = doc.buyer;
  y = block(pdf, PAGE.margin, y, half, words.buyer, clip(buyer.name), [
    ...partyLines(buyer, words, doc.lang),
    clip(buyer.email),
  ]);

  // The lines, a new page (with the header again) wherever they run over; the header never
  // stands alone at a page's foot.
  y += 26;
  if (y + 60 > BOTTOM) {
    pdf.addPage();
    y = PAGE.margin;
  }
  y = tableHeader(pdf, y, words);
  for (const line of doc.lines) {
    const description = clip(line.description);
    pdf.font("regular").fontSize(SIZE.body);
    const height = pdf.heightOfString(description, { width: COLUMNS.description.width }) + 8;
    if (y + height > BOTTOM) {
      pdf.addPage();
      y = tableHeader(pdf, PAGE.margin, words);
    }
    pdf.font("regular").fontSize(SIZE.body).fillColor(INK);
    pdf.text(description, COLUMNS.description.x, y, { width: COLUMNS.description.width });
    const quantity = new Intl.NumberFormat(LOCALES[doc.lang]).format(line.quantity);
    pdf.text(quantity, COLUMNS.quantity.x, y, { width: COLUMNS.quantity.width, align: "right" });
    pdf.text(money(line.unitCents), COLUMNS.unitPrice.x, y, { width: COLUMNS.unitPrice.width, align: "right" });
    pdf.text(money(line.totalCents), COLUMNS.amount.x, y, { width: COLUMNS.amount.width, align: "right" });
    y += height;
    rule(pdf, y - 4);
  }

  // Subtotal, VAT (or the statement why there is none), total; then how it was settled.
  const statement = doc.vat.treatment === "domestic" ? null : words.statements[doc.vat.treatment];
  const totalsHeight = 90 + (statement ? 30 : 0);
  if (y + totalsHeight > BOTTOM) {
    pdf.addPage();
    y = PAGE.margin;
  }
  const totalsX = PAGE.margin + CONTENT / 2;
  const totalsRows: [string, string][] = [[words.subtotal, money(doc.subtotalCents)]];
  if (!statement) {
    totalsRows.push([fillIn(words.vat, { rate: invoiceRate(doc.vat.rateBasisPoints, doc.lang) }), money(doc.vatCents)]);
  }
  y = facts(pdf, totalsX, y + 8, CONTENT / 2, totalsRows, CONTENT / 4);
  rule(pdf, y + 2, totalsX, RIGHT, INK, 0.8);
  pdf
    .font("bold")
    .fontSize(SIZE.body + 2)
    .fillColor(INK);
  pdf.text(words.total, totalsX, y + 8, { width: CONTENT / 4 });
  pdf.text(money(doc.totalCents), totalsX + CONTENT / 4, y + 8, { width: CONTENT / 4, align: "right" });
  y = pdf.y + 18;

  if (statement) {
    pdf.font("bold").fontSize(SIZE.body).fillColor(INK).text(statement, PAGE.margin, y, { width: CONTENT });
    y = pdf.y + 8;
  }
  pdf.font("regular").fontSize(SIZE.body).fillColor(INK).text(settledText(doc, words), PAGE.margin, y, {
    width: CONTENT,
  });

  // Every page's footer: the document and the page's number. It sits in the bottom margin,
  // where pdfkit would otherwise start a new page for it.
  const { start, count } = pdf.bufferedPageRange();
  for (let page = start; page < start + count; page++) {
    pdf.switchToPage(page);
    const margins = pdf.page.margins;
    pdf.page.margins = { ...margins, bottom: 0 };
    const footerY = PAGE.height - PAGE.margin - 10;
    rule(pdf, footerY - 6);
    pdf.font("regular").fontSize(SIZE.small).fillColor(MUTED);
    pdf.text(`${words.title[doc.kind]} ${number}  ·  ${sellerName}`, PAGE.margin, footerY, {
      width: CONTENT * 0.75,
      lineBreak: false,
    });
    pdf.text(fillIn(words.page, { page: page - start + 1, pages: count }), PAGE.margin + CONTENT * 0.75, footerY, {
      width: CONTENT * 0.25,
      align: "right",
      lineBreak: false,
    });
    pdf.page.margins = margins;
  }
  pdf.end();
  await ended;
  const bytes = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}
