import type { FieldMetaState } from 'react-final-form';

/**
 * What a field says under it: the schema's message once the field was left (or a submit was tried), then the
 * server's verdict on the last submit until the field is edited again. Nothing typed is ever cleared.
 */
export function fieldMessage(meta: FieldMetaState<unknown>, { live = false } = {}): string | undefined {
  // A live field (a form's one text, in a dialog) says its rule while it is typed, not once left.
  if ((meta.touched || (live && meta.modified)) && typeof meta.error === 'string') return meta.error;
  if (!meta.dirtySinceLastSubmit && typeof meta.submitError === 'string') return meta.submitError;
  return undefined;
}

/** The accessibility state of a control, given the ids of what describes it (a hint, a count) besides its message. */
export function controlState(inputId: string, message: string | undefined, describedBy: ReadonlyArray<string> = []) {
  const ids = [...describedBy, message ? `${inputId}-error` : ''].filter(Boolean).join(' ');
  return {
    'aria-invalid': message ? (true as const) : undefined,
    'aria-describedby': ids || undefined,
  };
}
