/**
 * An email as it was sent, in an iframe that may run nothing and reach nothing: the empty
 * sandbox blocks scripts, forms, top navigation and the page's origin, so the email's HTML
 * (with a guest's or owner's words in it) cannot act on the page that shows it.
 */
export function EmailPreviewFrame({ title, html }: { title: string; html: string }) {
  return (
    <iframe
      title={title}
      sandbox=""
      srcDoc={html}
      className="h-[36rem] w-full rounded-2xl border border-sand-200 bg-white"
    />
  );
}
