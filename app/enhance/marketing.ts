/**
 * The marketing pages' only script. The pages are complete without it: server-rendered,
 * not hydrated (docs/decisions/0008), their forms post and answer like any HTML form, the
 * mobile menu is a popover and the services menu a <details>. This adds what only a script
 * can: a busy state while a form is sent, focus on what the answer asks attention for, menus
 * that close like menus, and the service worker.
 */

import { enhanceForms } from "./forms.ts";
import { enhanceMenus } from "./menus.ts";

enhanceForms();
enhanceMenus();

// Static assets from cache, and the offline page when the network is gone (public/sw.js).
navigator.serviceWorker?.register("/sw.js").catch(() => {});
