import { useEffect } from "react";
import { toast } from "sonner";

/** What an admin action answers: success or a problem, as text already in the admin's language. */
export type Feedback = { ok: boolean; message: string };

/**
 * Shows an action's answer as a toast, once per answer: React Router hands back a new
 * object for every submission, so the same message twice still toasts twice.
 */
export function useFeedbackToast(feedback: Feedback | null | undefined): void {
  useEffect(() => {
    if (!feedback?.message) return;
    if (feedback.ok) toast.success(feedback.message);
    else toast.error(feedback.message);
  }, [feedback]);
}
