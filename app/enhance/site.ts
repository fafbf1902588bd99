/**
 * The only script of an owner's site (its pages are server-rendered and not hydrated, like
 * the marketing pages, docs/decisions/0013): the contact form's busy state and focus, menus
 * that close like menus, and the visit count (spec §7 track-visitor; no cookie, nothing
 * stored about the visitor).
 */
import { enhanceForms } from "./forms.ts";
import { enhanceMenus } from "./menus.ts";
import { trackVisits } from "./track-visit.ts";

enhanceForms();
enhanceMenus();
trackVisits();
