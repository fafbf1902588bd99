import type { PageId } from "../../modules/i18n/route-table.ts";

type Step = { title: string; body: string };
type PageCopy = { metaTitle: string; metaDescription: string; eyebrow: string; title: string; lead: string };

/** Copy of the checkout summary and of the pages after a payment succeeded or was cancelled. */
export type CheckoutContent = {
  checkout: PageCopy & {
    summary: {
      title: string;
      planName: string;
      setupLabel: string;
      setupWhen: string;
      monthlyLabel: string;
      monthlyWhen: string;
      promotionLabel: string;
      vatNote: string;
      included: string[];
    };
    next: { title: string; steps: Step[] };
    guarantee: { title: string; body: string };
    cta: { title: string; body: string; button: string; question: string; questionLink: string };
  };
  success: PageCopy & {
    next: { title: string; steps: Step[] };
    links: { title: string; items: { page: PageId; label: string }[] };
  };
  cancelled: PageCopy & {
    options: {
      title: string;
      retry: Step & { cta: string };
      question: Step & { cta: string };
      whatsapp: Step & { cta: string };
    };
  };
};
