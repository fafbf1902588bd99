import { langFromPath } from "../../modules/i18n/languages.ts";

const TEXT = {
  nl: [
    "Er ging iets mis",
    "Door een fout aan onze kant kon deze pagina niet worden geladen. Probeer het over een moment opnieuw.",
  ],
  en: ["Something went wrong", "An error on our side stopped this page from loading. Please try again in a moment."],
  pl: [
    "Coś poszło nie tak",
    "Przez błąd po naszej stronie nie udało się wczytać tej strony. Spróbuj ponownie za chwilę.",
  ],
} as const;

/**
 * The page for a failure outside React Router's own error boundaries (which render the
 * richer error page). Static text only: nothing from the failure reaches the visitor.
 */
export function serverErrorPage(pathname: string): string {
  const lang = langFromPath(pathname);
  const [title, body] = TEXT[lang];
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title} | VayVista</title><meta name="robots" content="noindex">
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#effaf4;color:#172a21}main{max-width:32rem;padding:2rem;text-align:center}h1{font-family:Georgia,serif;color:#12402f}p{color:#3d4f45;line-height:1.6}a{color:#166145;font-weight:600}</style></head>
<body><main><p>500</p><h1>${title}</h1><p>${body}</p><p><a href="${lang === "nl" ? "/" : `/${lang}`}">VayVista</a></p></main></body></html>`;
}
