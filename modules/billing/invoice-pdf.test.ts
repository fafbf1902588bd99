import { getMeta } from "unpdf";
import { describe, expect, it } from "vitest";
import type { InvoiceDocument, InvoiceLanguage, InvoiceLine, InvoiceParty } from "./invoice-document.ts";
import { MAX_INVOICE_LINES, renderInvoicePdf } from "./invoice-pdf.ts";
import { pdfText } from "./invoice-pdf-text.testing.ts";
import { invoiceTotals, vatFor } from "./vat-rule.ts";

const seller: InvoiceDocument["seller"] = {
  name: "VayVista B.V.",
  attention: null,
  addressLines: ["Keizersgracht 123", "1015 CJ Amsterdam"],
  country: "NL",
  vatNumber: "NL852580345B01",
  email: "facturen@vayvista.nl",
  chamberOfCommerce: "87654321",
  iban: "NL91 ABNA 0417 1643 00",
};

const dutchOwner: InvoiceParty = {
  name: "Vakantiehuis De Duinroos",
  attention: "Anneke de Vries",
  addressLines: ["Zeeweg 7", "1861 KL Bergen"],
  country: "NL",
  vatNumber: null,
  email: "anneke@duinroos.nl",
};

const polishCompany: InvoiceParty = {
  name: "Łukasz Świątek Wynajem Sp. z o.o.",
  attention: "Małgorzata Żółkiewska",
  addressLines: ["ul. Źródlana 12/4", "81-701 Sopot"],
  country: "PL",
  vatNumber: "PL5260250995",
  email: "biuro@swiatek.pl",
};

const line = (description: string, unitCents: number, quantity = 1): InvoiceLine => ({
  description,
  quantity,
  unitCents,
  totalCents: quantity * unitCents,
});

const SETUP_AND_MONTH = [line("Opstartkosten VayVista", 15_000), line("Abonnement VayVista, januari 2027", 5_000)];

/** A document as the issuing transaction makes one: VAT by the rule, totals from the lines. */
function invoice(lang: InvoiceLanguage, changes: Partial<InvoiceDocument> = {}): InvoiceDocument {
  const buyer = changes.buyer ?? dutchOwner;
  const lines = changes.lines ?? SETUP_AND_MONTH;
  const vat = vatFor({
    sellerCountry: seller.country,
    buyerCountry: buyer.country,
    buyerVatNumber: buyer.vatNumber,
    rateBasisPoints: 2100,
  });
  return {
    kind: "invoice",
    number: "VV-2027-000042",
    issuedOn: "2027-01-05",
    correctsNumber: null,
    lang,
    currency: "EUR",
    seller,
    buyer,
    lines,
    period: { from: "2027-01-05", until: "2027-02-05" },
    vat,
    ...invoiceTotals(lines, vat.rateBasisPoints),
    settled: { on: "2027-01-05", method: "ideal" },
    ...changes,
  };
}

describe("an invoice's PDF", () => {
  it.each([
    {
      lang: "nl",
      says: [
        "Factuur",
        "Factuurnummer VV-2027-000042",
        "Datum 5 januari 2027",
        "Periode 5 januari 2027 t/m 4 februari 2027",
        "Opstartkosten VayVista 1 € 150,00 € 150,00",
        "Abonnement VayVista, januari 2027 1 € 50,00 € 50,00",
        "Subtotaal € 200,00",
        "Btw 21 % € 42,00",
        "Totaal € 242,00",
        "Betaald op 5 januari 2027 via iDEAL",
        "KvK-nummer: 87654321",
        "Btw-nummer: NL852580345B01",
        "IBAN: NL91 ABNA 0417 1643 00",
        "t.a.v. Anneke de Vries",
        "Pagina 1 van 1",
      ],
    },
    {
      lang: "en",
      says: [
        "Invoice",
        "Invoice number VV-2027-000042",
        "Date 5 January 2027",
        "Period 5 January 2027 to 4 February 2027",
        "Opstartkosten VayVista 1 €150.00 €150.00",
        "Subtotal €200.00",
        "VAT 21% €42.00",
        "Total €242.00",
        "Paid on 5 January 2027 by iDEAL",
        "Chamber of Commerce (KvK): 87654321",
        "Netherlands",
        "Page 1 of 1",
      ],
    },
    {
      lang: "pl",
      says: [
        "Faktura",
        "Numer faktury VV-2027-000042",
        "Data wystawienia 5 stycznia 2027",
        "Okres 5 stycznia 2027 – 4 lutego 2027",
        "Opstartkosten VayVista 1 150,00 € 150,00 €",
        "Razem netto 200,00 €",
        "VAT 21 % 42,00 €",
        "Razem 242,00 €",
        "Zapłacono 5 stycznia 2027, forma płatności: iDEAL",
        "Holandia",
        "Strona 1 z 1",
      ],
    },
  ] as const)(
    "shows a Dutch owner's invoice in $lang: number, buyer, lines, VAT and totals",
    async ({ lang, says }) => {
      const text = await pdfText(await renderInvoicePdf(invoice(lang)));
      expect(text).toContain("Vakantiehuis De Duinroos");
      expect(text).toContain("VayVista B.V.");
      for (const words of says) expect(text).toContain(words);
    },
  );

  it("prints a Polish company's name and contact with their letters intact, and a German address", async () => {
    const german: InvoiceParty = {
      ...dutchOwner,
      name: "Jürgen Groß",
      addressLines: ["Straße am Überweg 5"],
      country: "DE",
    };
    const text = await pdfText(await renderInvoicePdf(invoice("pl", { buyer: polishCompany })));
    expect(text).toContain("Łukasz Świątek Wynajem Sp. z o.o.");
    expect(text).toContain("Osoba kontaktowa: Małgorzata Żółkiewska");
    expect(text).toContain("ul. Źródlana 12/4");
    const germanText = await pdfText(await renderInvoicePdf(invoice("en", { buyer: german })));
    expect(germanText).toContain("Jürgen Groß");
    expect(germanText).toContain("Straße am Überweg 5");
    expect(germanText).toContain("Germany");
  });

  it("says the reverse charge for an EU business and charges no VAT", async () => {
    const doc = invoice("pl", { buyer: polishCompany });
    expect(doc.vat).toEqual({ treatment: "reverse_charge", rateBasisPoints: 0 });
    const text = await pdfText(await renderInvoicePdf(doc));
    expect(text).toContain("Odwrotne obciążenie");
    expect(text).toContain("Numer VAT UE: PL5260250995");
    expect(text).toContain("Razem 200,00 €");
    expect(text).not.toMatch(/VAT \d/);

    const english = await pdfText(await renderInvoicePdf(invoice("en", { buyer: polishCompany })));
    expect(english).toContain("VAT reverse-charged (Article 196 of Directive 2006/112/EC)");
    expect(english).toContain("Total €200.00");
    expect(english).not.toMatch(/VAT \d/);
  });

  it("says a buyer outside the EU is outside the scope of Dutch VAT", async () => {
    const swiss: InvoiceParty = {
      ...dutchOwner,
      name: "Chalet Edelweiss",
      country: "CH",
      addressLines: ["3920 Zermatt"],
    };
    const text = await pdfText(await renderInvoicePdf(invoice("nl", { buyer: swiss })));
    expect(text).toContain("Buiten de reikwijdte van de Nederlandse btw");
    expect(text).toContain("Zwitserland");
    expect(text).toContain("Totaal € 200,00");
    expect(text).not.toMatch(/Btw \d/);
  });

  it("shows a credit note's negative amounts and the invoice it corrects", async () => {
    const refund = [line("Opstartkosten VayVista", -15_000), line("Abonnement VayVista, januari 2027", -5_000)];
    const credit = invoice("nl", {
      kind: "credit_note",
      number: "VV-2027-000057",
      issuedOn: "2027-01-20",
      correctsNumber: "VV-2027-000042",
      lines: refund,
      ...invoiceTotals(refund, 2100),
      settled: { on: "2027-01-20", method: "card" },
    });
    const text = await pdfText(await renderInvoicePdf(credit));
    expect(text).toContain("Creditnota");
    expect(text).toContain("Creditnotanummer VV-2027-000057");
    expect(text).toContain("Corrigeert factuur VV-2027-000042");
    expect(text).toContain("Opstartkosten VayVista 1 € -150,00 € -150,00");
    expect(text).toContain("Btw 21 % € -42,00");
    expect(text).toContain("Totaal € -242,00");
    expect(text).toContain("Terugbetaald op 20 januari 2027 via creditcard");

    const polish = await pdfText(await renderInvoicePdf({ ...credit, lang: "pl" }));
    expect(polish).toContain("Faktura korygująca");
    expect(polish).toContain("Koryguje fakturę VV-2027-000042");
    expect(polish).toContain("Razem -242,00 €");
  });

  it("says an invoice not yet paid is open, and prints a method it has no word for as it is", async () => {
    expect(await pdfText(await renderInvoicePdf(invoice("en", { settled: null })))).toContain("Not paid yet");
    expect(
      await pdfText(await renderInvoicePdf(invoice("en", { settled: { on: "2027-01-06", method: "Test" } }))),
    ).toContain("Paid on 6 January 2027 by Test");
  });

  it("names the invoice by its number and the seller as its author, made on the day it was issued", async () => {
    const meta = await getMeta(await renderInvoicePdf(invoice("nl")));
    expect(meta.info).toMatchObject({ Title: "VV-2027-000042", Author: "VayVista B.V.", Language: "nl" });
    expect(meta.info.CreationDate).toBe("D:20270105000000Z");
  });

  it("renders the same document to the same bytes, whatever was rendered before", async () => {
    const first = await renderInvoicePdf(invoice("pl", { buyer: polishCompany }));
    await renderInvoicePdf(invoice("en", { number: "VV-2027-000099", lines: [line("Ärger über Öl", 12_345)] }));
    const again = await renderInvoicePdf(invoice("pl", { buyer: polishCompany }));
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
    const other = await renderInvoicePdf(invoice("pl", { buyer: polishCompany, number: "VV-2027-000043" }));
    expect(Buffer.from(other).equals(Buffer.from(first))).toBe(false);
  });

  it("puts the most lines an invoice may have on as many pages as they need, the columns' heads on each", async () => {
    const lines = Array.from({ length: MAX_INVOICE_LINES }, (_, i) => line(`Regel ${i + 1}`, 100 + i));
    const text = await pdfText(await renderInvoicePdf(invoice("nl", { lines })));
    for (let i = 1; i <= MAX_INVOICE_LINES; i++) expect(text).toContain(`Regel ${i} `);
    const pages = Number(/Pagina 1 van (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`Pagina ${pages} van ${pages}`);
    // Each page the lines run onto starts with the columns' heads.
    expect(text.match(/OMSCHRIJVING AANTAL PRIJS BEDRAG\nRegel \d+ /g)?.length).toBeGreaterThan(1);
    expect(text).toContain("Totaal € 75,32"); // 6225 cents (50 × 100 + 0 + … + 49) and 21 %
  });

  it("refuses more lines than that, and cuts a hostile text short instead of filling pages with it", async () => {
    const lines = Array.from({ length: MAX_INVOICE_LINES + 1 }, () => line("Maand", 5_000));
    await expect(renderInvoicePdf(invoice("nl", { lines }))).rejects.toThrow(RangeError);

    const long = `Lang${"a".repeat(20_000)}`;
    const hostile: InvoiceParty = {
      ...dutchOwner,
      name: `Evil\u0000\u001b[31m Corp\n\n${long}`,
      addressLines: Array(500).fill(long),
    };
    const bytes = await renderInvoicePdf(invoice("nl", { buyer: hostile, lines: [line(long, 5_000)] }));
    const text = await pdfText(bytes);
    expect(text).toContain("Evil [31m Corp Lang");
    expect(text).toContain("…");
    expect(text.length).toBeLessThan(5_000);
    expect(text).toMatch(/Pagina 1 van [12]\n/);
  });
});
