import { uiStyles as ui } from '@petfoster/platform';

/** A message under a field, or above a form's buttons; nothing when there is none. */
export function FieldError({ id, message }: { id?: string; message?: string | string[] | null }) {
  const lines = (Array.isArray(message) ? message : [message]).filter((line): line is string => Boolean(line));
  if (lines.length === 0) return null;
  return (
    <p id={id} className={ui.error} role="alert">
      {lines.map((line, index) => (
        <span key={line}>
          {index > 0 ? <br /> : null}
          {line}
        </span>
      ))}
    </p>
  );
}
