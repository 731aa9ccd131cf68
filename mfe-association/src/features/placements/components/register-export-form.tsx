import { useField } from 'react-final-form';
import { PLACEMENT_MESSAGES as M } from '@petfoster/contracts';
import { placementsRegisterQuerySchema } from '@petfoster/contracts/schemas';
import { uiStyles as ui } from '@petfoster/platform';
import {
  placementsApi,
  saveFile,
  SchemaForm,
  SubmitButton,
  TextField,
  useFormWrite,
} from '@petfoster/platform/screens';
import { today } from '../placement-days';
import styles from '../placements.module.css';

const FORM_ID = 'placements-register';
const FORMATS = [
  { value: 'csv', label: M.registerCsv },
  { value: 'pdf', label: M.registerPdf },
] as const;

interface RegisterValues {
  from: string;
  to: string;
  format: 'csv' | 'pdf';
}

function FormatChoice({ value, label }: { value: string; label: string }) {
  const { input } = useField('format', { type: 'radio', value });
  const id = `${FORM_ID}-format-${value}`;
  return (
    <div className={styles.choice}>
      <input {...input} id={id} type="radio" />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/**
 * The register the law asks for (docs/product.md#placements-register): every placement overlapping the period, as a
 * CSV that French spreadsheets open or a printable PDF, saved under the API's file name.
 */
export function RegisterExportForm({ associationId }: { associationId: number }) {
  const submit = useFormWrite();
  const now = today();
  return (
    <section className={styles.section} aria-labelledby={`${FORM_ID}-title`}>
      <h2 id={`${FORM_ID}-title`} className={styles.sectionTitle}>
        {M.register}
      </h2>
      <SchemaForm<RegisterValues>
        id={FORM_ID}
        schema={placementsRegisterQuerySchema}
        initialValues={{ from: `${now.slice(0, 4)}-01-01`, to: now, format: 'csv' }}
        onSubmit={(values) =>
          submit(() => placementsApi.register(associationId, values), {
            failure: M.registerFailed,
            onSuccess: (file) => saveFile(file, M.registerFileName(values.from, values.to, values.format)),
          })
        }
        actions={<SubmitButton label={M.registerSubmit} busyLabel={M.registerDownloading} className={ui.primary} />}
      >
        <TextField formId={FORM_ID} name="from" label={M.registerFrom} type="date" required />
        <TextField formId={FORM_ID} name="to" label={M.registerTo} type="date" required />
        <fieldset className={styles.fieldset}>
          <legend>{M.registerFormat}</legend>
          {FORMATS.map((format) => (
            <FormatChoice key={format.value} {...format} />
          ))}
        </fieldset>
      </SchemaForm>
    </section>
  );
}
