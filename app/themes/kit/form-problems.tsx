/**
 * The problems of an owner-site form (contact, booking) above its fields after a refused
 * post: the form's own problem, or a heading and a link to each field at fault. The page's
 * script moves focus to it on load (data-focus-on-load) and its links to their fields.
 */
export function FormProblems({
  className,
  formError,
  heading,
  problems,
}: {
  className: string | undefined;
  formError: string | null | undefined;
  heading: string;
  /** Each field at fault: its control's id and its problem. */
  problems: readonly { id: string; text: string | undefined }[];
}) {
  if (problems.length === 0 && !formError) return null;
  return (
    <div role="alert" tabIndex={-1} data-focus-on-load className={className}>
      {formError ? (
        <p>{formError}</p>
      ) : (
        <>
          <p className="font-semibold">{heading}</p>
          <ul className="mt-2 list-disc pl-5">
            {problems.map((problem) => (
              <li key={problem.id}>
                <a href={`#${problem.id}`} data-field-link className="underline">
                  {problem.text}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
