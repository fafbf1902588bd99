import { Liquid, type LiquidOptions } from "liquidjs";
import { escapeHtml } from "../html/escape-html.ts";
import { buttonHtml, linkHtml, safeUrl } from "./email-layout.ts";
import type { TemplatePart } from "./template-keys.ts";

/**
 * LiquidJS as a sandbox for admin-edited templates: only own properties of the data are
 * visible, unknown filters are errors, there is no file system (include and render find
 * nothing), and parsing and rendering are bounded in size, time and memory.
 */
export const TEMPLATE_LIMITS: Record<TemplatePart, number> = { subject: 300, html: 50_000, text: 20_000 };

const SANDBOX: LiquidOptions = {
  ownPropertyOnly: true,
  strictFilters: true,
  strictVariables: false,
  templates: {},
  parseLimit: 100_000,
  renderLimit: 1_000,
  memoryLimit: 10_000_000,
};

function createHtmlEngine(): Liquid {
  const liquid = new Liquid({ ...SANDBOX, outputEscape: "escape" });
  // Every value is escaped on output; `raw` would let a guest's name inject markup, so here
  // it is just another (escaped) pass-through.
  liquid.registerFilter("raw", (value: unknown) => value);
  liquid.registerFilter("button", {
    raw: true,
    handler: (value: unknown, label: unknown) => {
      const url = safeUrl(value);
      return url ? buttonHtml(url, String(label ?? url)) : "";
    },
  });
  liquid.registerFilter("link", {
    raw: true,
    handler: (value: unknown) => {
      const url = safeUrl(value);
      return url ? linkHtml(url) : escapeHtml(String(value ?? ""));
    },
  });
  return liquid;
}

function createTextEngine(): Liquid {
  const liquid = new Liquid(SANDBOX);
  // The same filters as in HTML, so a line copied from the HTML part works in the text part.
  liquid.registerFilter("button", (value: unknown, label: unknown) => {
    const url = safeUrl(value);
    return url ? `${String(label ?? "")}: ${url}` : "";
  });
  liquid.registerFilter("link", (value: unknown) => safeUrl(value) ?? String(value ?? ""));
  return liquid;
}

const htmlEngine = createHtmlEngine();
const textEngine = createTextEngine();

export function engineFor(part: TemplatePart): Liquid {
  return part === "html" ? htmlEngine : textEngine;
}

export class TemplateError extends Error {
  readonly part: TemplatePart;
  constructor(part: TemplatePart, message: string) {
    super(message);
    this.part = part;
  }
}

/** LiquidJS messages without the stack trace, e.g. `undefined filter: upcasee, line:1, col:9`. */
function readableLiquidError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const line = message.split("\n")[0]?.trim() || "the template could not be read";
  // include/render/layout find no files in the sandbox; say so instead of "ENOENT ... in '.'".
  return line.startsWith("ENOENT") ? `other templates cannot be included${line.replace(/^[^,]*/, "")}` : line;
}

/** Renders one part of a template with the sandbox; a broken template throws TemplateError. */
export async function renderPart(part: TemplatePart, source: string, data: Record<string, unknown>): Promise<string> {
  if (source.length > TEMPLATE_LIMITS[part]) {
    throw new TemplateError(part, `too long: at most ${TEMPLATE_LIMITS[part]} characters (now ${source.length})`);
  }
  try {
    const engine = engineFor(part);
    return await engine.render(engine.parse(source), data);
  } catch (error) {
    throw new TemplateError(part, readableLiquidError(error));
  }
}
