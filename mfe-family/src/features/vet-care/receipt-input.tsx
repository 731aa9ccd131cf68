import { useId, useState, type ChangeEvent } from 'react';
import { EXPENSE_LIMITS, EXPENSE_MESSAGES as M, RECEIPT_ACCEPTED_TYPES } from '@petfoster/contracts';
import { FilePicker, readFileAsDataUrl } from '@petfoster/platform/screens';
import { uiStyles as ui } from '@petfoster/platform';
import styles from './receipt-input.module.css';

/** Some phones give a HEIC photo no type: its name tells. */
const accepted = (file: File) =>
  (RECEIPT_ACCEPTED_TYPES as readonly string[]).includes(file.type) || /\.(heic|heif)$/i.test(file.name);

/**
 * The receipt picker: a photo (the phone's camera or gallery) or a PDF, 5 MB at most; the API checks the bytes
 * again. Answers the file as a data URL, or null when it is refused or cleared.
 */
export function ReceiptInput({ onChange }: { onChange(dataUrl: string | null): void }) {
  const id = useId();
  const [name, setName] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    setName(null);
    setProblem(null);
    onChange(null);
    if (!file) return;
    if (!accepted(file) || file.size > EXPENSE_LIMITS.receiptMaxBytes) {
      setProblem(M.receiptInvalid);
      input.value = '';
      return;
    }
    try {
      onChange(await readFileAsDataUrl(file));
      setName(file.name);
    } catch {
      setProblem(M.receiptInvalid);
    }
  };
  return (
    <div className={styles.field}>
      <FilePicker
        label={M.receiptLabel}
        buttonLabel={M.receiptChoose}
        fileName={name}
        input={{
          id,
          name: 'receipt',
          accept: [...RECEIPT_ACCEPTED_TYPES, '.heic', '.heif'].join(','),
          'aria-invalid': problem ? true : undefined,
          'aria-describedby': problem ? `${id}-problem` : undefined,
          'aria-required': true,
          onChange: (event) => void choose(event),
        }}
      />
      {problem ? (
        <p id={`${id}-problem`} className={ui.error} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
