import { useEffect, useState } from "react";
import type { SubdomainCheckResponse } from "../../routes/onboarding/subdomain-check.ts";

export type SubdomainCheckState =
  | { status: "idle" }
  | { status: "checking" }
  | { status: "done"; result: SubdomainCheckResponse }
  | { status: "failed" };

export const SUBDOMAIN_CHECK_PATH = "/onboarding/subdomain-check";

/**
 * Asks the server whether `name` is free, once the owner pauses typing for `delayMs`.
 * A newer name cancels the question about an older one.
 */
export function useSubdomainCheck(name: string, delayMs = 350): SubdomainCheckState {
  const [state, setState] = useState<SubdomainCheckState>({ status: "idle" });
  useEffect(() => {
    const trimmed = name.trim();
    if (trimmed === "") {
      setState({ status: "idle" });
      return;
    }
    setState({ status: "checking" });
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`${SUBDOMAIN_CHECK_PATH}?name=${encodeURIComponent(trimmed)}`, {
          signal: controller.signal,
          headers: { Accept: "application/json" },
        });
        if (!response.ok) throw new Error(`status ${response.status}`);
        setState({ status: "done", result: (await response.json()) as SubdomainCheckResponse });
      } catch {
        if (!controller.signal.aborted) setState({ status: "failed" });
      }
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [name, delayMs]);
  return state;
}
