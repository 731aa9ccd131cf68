import { FORM_ERROR, type SubmissionErrors } from 'final-form';
export { FORM_ERROR, type SubmissionErrors };
import { formErrors, type RequestSchema } from '@petfoster/contracts/schemas';

/** The lines of a form-wide message (a string with new lines, or a list); none for anything else. */
export function messageLines(message: unknown): string[] {
  const parts = Array.isArray(message) ? message : [message];
  return parts.flatMap((part) => (typeof part === 'string' ? part.split('\n') : [])).filter((line) => line.trim());
}

/**
 * The schema's verdict on the body the form would send, as react-final-form's `validate`: the same schema and the
 * same body as the API's, so the form refuses exactly what the API would refuse, with the same French messages.
 */
export function validateBody<V>(schema: RequestSchema, values: V, toBody?: (values: V) => unknown) {
  return formErrors(schema, toBody ? toBody(values) : values);
}

/**
 * A message on a field the form has no control for would be shown nowhere: it joins the form-wide message (above
 * the buttons) instead, each message once.
 */
export function placeErrors(errors: SubmissionErrors | undefined, shown: ReadonlyArray<string>) {
  if (!errors) return undefined;
  const placed: Record<string, unknown> = {};
  const general = messageLines((errors as Record<string, unknown>)[FORM_ERROR]);
  for (const [name, message] of Object.entries(errors)) {
    if (name === FORM_ERROR) continue;
    if (shown.includes(name)) placed[name] = message;
    else general.push(...messageLines(message));
  }
  const lines = [...new Set(general)];
  return { ...placed, [FORM_ERROR]: lines.length > 0 ? lines.join('\n') : undefined } as SubmissionErrors;
}
