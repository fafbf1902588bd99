import { Toaster } from "sonner";

/**
 * Feedback toasts as spec §9 sets them: at most 3 visible, 4000 ms, 14 px apart. Sonner's
 * plain theme (dark text on white) is used: its "rich" colours fall short of WCAG AA contrast.
 * They appear below the shells' 64 px top bar (h-16), never over the site's name and status.
 */
const BELOW_TOP_BAR = { top: 76 };

export function AppToaster() {
  return (
    <Toaster
      visibleToasts={3}
      duration={4000}
      gap={14}
      position="top-center"
      closeButton
      offset={BELOW_TOP_BAR}
      mobileOffset={BELOW_TOP_BAR}
    />
  );
}
