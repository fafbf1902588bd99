import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";

/**
 * After a form's action answered: a success is told with a toast and the form starts
 * empty again (its key changes); a refusal moves focus to the error summary.
 */
export function useFormFeedback(actionData: { ok: boolean } | undefined, successMessage: string) {
  const summaryRef = useRef<HTMLDivElement>(null);
  const [formKey, setFormKey] = useState(0);
  useEffect(() => {
    if (!actionData) return;
    if (actionData.ok) {
      toast.success(successMessage);
      setFormKey((key) => key + 1);
    } else summaryRef.current?.focus();
  }, [actionData, successMessage]);
  return { summaryRef, formKey };
}
