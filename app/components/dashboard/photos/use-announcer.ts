import { useCallback, useState } from "react";

/**
 * A polite live region's text: `announce` replaces it, and the same sentence twice in a row
 * is still read out (a non-breaking space tells the two apart).
 */
export function useAnnouncer() {
  const [message, setMessage] = useState("");
  const announce = useCallback((text: string) => {
    setMessage((previous) => (previous === text ? `${text}\u00a0` : text));
  }, []);
  return { message, announce };
}
