import { uiStyles as ui } from '@petfoster/platform';
import { FieldError, useSchemaField } from '@petfoster/platform/screens';

export interface DateFieldProps {
  formId: string;
  name: string;
  label: string;
  required?: boolean;
  /** Greyed out and skipped (an end date while 'Durée indéterminée' is ticked). */
  disabled?: boolean;
}

/** A day of the enclosing SchemaForm, with the native date picker (a keyboard and a phone both have one). */
export function DateField({ formId, name, label, required, disabled }: DateFieldProps) {
  const { input, message, aria } = useSchemaField<string>(name);
  const id = `${formId}-${name}`;
  return (
    <div className={ui.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        name={input.name}
        value={input.value ?? ''}
        onChange={input.onChange}
        onBlur={() => input.onBlur()}
        disabled={disabled}
        aria-required={required || undefined}
        {...aria(id)}
      />
      <FieldError id={`${id}-error`} message={disabled ? undefined : message} />
    </div>
  );
}
