import { describe, expect, it } from "vitest";
import { renderMessage } from "./render-message.ts";

const template = {
  subject: "Welkom, {{ guest.first_name }}",
  body: "Hoi {{ guest.first_name }},\n\nJe boekingspagina: {{ stay.link }}\nCode: {{ unit.check_in_instructions }}\n\nGroet,\n{{ owner.name }}",
};

describe("rendering an owner's message", () => {
  it("fills in the stay's values, with paragraphs and a clickable link in the HTML part", async () => {
    const message = await renderMessage(template, {
      "guest.first_name": "Jonas",
      "stay.link": "https://duinhuis.example/mijn-boeking/abc?x=1&y=2",
      "unit.check_in_instructions": "Sleutelkastje 4711",
      "owner.name": "Sanne",
    });
    expect(message.subject).toBe("Welkom, Jonas");
    expect(message.text).toBe(
      "Hoi Jonas,\n\nJe boekingspagina: https://duinhuis.example/mijn-boeking/abc?x=1&y=2\nCode: Sleutelkastje 4711\n\nGroet,\nSanne",
    );
    expect(message.html).toBe(
      [
        "<p>Hoi Jonas,</p>",
        '<p>Je boekingspagina: <a href="https://duinhuis.example/mijn-boeking/abc?x=1&amp;y=2">https://duinhuis.example/mijn-boeking/abc?x=1&amp;y=2</a><br>Code: Sleutelkastje 4711</p>',
        "<p>Groet,<br>Sanne</p>",
      ].join("\n"),
    );
  });

  it("keeps what a guest typed as data: escaped in HTML, never a template, never a second header line", async () => {
    const message = await renderMessage(template, {
      "guest.first_name": "Eve <img src=x onerror=alert(1)> {{ owner.email }}\u0000\r\nBcc: all@example.com",
      "owner.name": "Sanne",
    });
    expect(message.subject).toBe("Welkom, Eve <img src=x onerror=alert(1)> {{ owner.email }} Bcc: all@example.com");
    expect(message.subject).not.toMatch(/[\r\n\0]/);
    expect(message.html).toContain("Eve &lt;img src=x onerror=alert(1)&gt; {{ owner.email }}");
    expect(message.html).not.toContain("<img");
  });
});
