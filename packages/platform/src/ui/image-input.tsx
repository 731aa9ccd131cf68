import { useId, useState, type ChangeEvent } from 'react';
import { ACCEPTED_IMAGE_TYPES, INVALID_IMAGE_MESSAGE, isAcceptedImageFile } from '@petfoster/contracts';
import styles from './image-input.module.css';

export interface ImageInputProps {
  /** Called with the chosen image as a data URL, or null when the choice is rejected or cleared. */
  onChange(dataUrl: string | null): void;
  label?: string;
  name?: string;
  id?: string;
  /** Image shown before a new one is chosen (e.g. the current profile picture). */
  initialPreview?: string | null;
  required?: boolean;
}

export function readFileAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Lecture du fichier impossible'));
    reader.readAsDataURL(file);
  });
}

/** File picker enforcing the SPEC 5 image rule (JPEG, PNG or GIF, at most 10 MB) with its alert text. */
export function ImageInput({
  onChange,
  label = 'Image',
  name = 'image',
  id,
  initialPreview = null,
  required,
}: ImageInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [preview, setPreview] = useState<string | null>(initialPreview);
  const [fileName, setFileName] = useState<string | null>(null);

  async function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    setFileName(null);
    if (!file) {
      setPreview(initialPreview);
      onChange(null);
      return;
    }
    if (!isAcceptedImageFile(file)) {
      window.alert(INVALID_IMAGE_MESSAGE);
      input.value = '';
      setPreview(initialPreview);
      onChange(null);
      return;
    }
    try {
      const dataUrl = await readFileAsDataUrl(file);
      setPreview(dataUrl);
      setFileName(file.name);
      onChange(dataUrl);
    } catch {
      window.alert(INVALID_IMAGE_MESSAGE);
      input.value = '';
      onChange(null);
    }
  }

  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      {/* The native picker's own words follow the browser's language ("Choose File"); the real input stays
          on top of a French button so that clicks, keyboard and assistive tech still reach it. */}
      <div className={styles.picker}>
        <span className={styles.buttonArea}>
          <input
            id={inputId}
            name={name}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            className={styles.input}
            onChange={handleChange}
            required={required}
          />
          <span className={styles.button} aria-hidden="true">
            Choisir une image
          </span>
        </span>
        <span className={styles.fileName}>{fileName ?? 'Aucun fichier choisi'}</span>
      </div>
      {preview ? (
        <img src={preview} alt="Aperçu de l'image choisie" className={styles.preview} width={160} height={160} />
      ) : null}
    </div>
  );
}
