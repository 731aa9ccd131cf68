import { useId, useState, type ChangeEvent, type InputHTMLAttributes } from 'react';
import {
  ACCEPTED_IMAGE_EXTENSIONS,
  ACCEPTED_IMAGE_TYPES,
  INVALID_IMAGE_MESSAGE,
  isAcceptedImageFile,
  isHeicFile,
} from '@petfoster/contracts';
import { uiStyles as ui } from '@petfoster/platform';
import { shrinkImage } from '../images/shrink-image';
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

export interface FilePickerProps {
  label: string;
  /** The French words of the button, e.g. 'Choisir une image'. */
  buttonLabel: string;
  /** The chosen file's name; 'Aucun fichier choisi' while there is none. */
  fileName: string | null;
  /** The file input's own attributes: its id (the label points at it), accept, aria-*, onChange… */
  input: InputHTMLAttributes<HTMLInputElement> & { id: string };
}

/**
 * A file picker that speaks French whatever the browser: the native picker's own words follow the browser's language
 * ("Choose File"), so the real input stays, invisible, on top of a French button, and clicks, keyboard and assistive
 * tech still reach it; the chosen file's name beside it.
 */
export function FilePicker({ label, buttonLabel, fileName, input }: FilePickerProps) {
  return (
    <>
      <label htmlFor={input.id} className={styles.label}>
        {label}
      </label>
      <div className={styles.picker}>
        <span className={styles.buttonArea}>
          <input {...input} type="file" className={styles.input} />
          <span className={styles.button} aria-hidden="true">
            {buttonLabel}
          </span>
        </span>
        <span className={styles.fileName}>{fileName ?? 'Aucun fichier choisi'}</span>
      </div>
    </>
  );
}

export function readFileAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Lecture du fichier impossible'));
    reader.readAsDataURL(file);
  });
}

/**
 * Whether the browser can draw the file. A file renamed .png decodes to nothing: refusing it here spares a broken
 * preview until the server says so. A browser without createImageBitmap (none of those the site supports) leaves the
 * check to the API, which reads every file's bytes anyway.
 */
async function decodes(file: Blob): Promise<boolean> {
  if (typeof globalThis.createImageBitmap !== 'function') return true;
  try {
    const bitmap = await globalThis.createImageBitmap(file);
    const drawn = bitmap.width > 0 && bitmap.height > 0;
    bitmap.close();
    return drawn;
  } catch {
    return false;
  }
}

/** Said instead of a preview when the browser cannot draw a HEIC photo (most cannot): the API converts it. */
export const HEIC_NO_PREVIEW = "Aperçu indisponible pour une photo HEIC\u00a0: elle sera convertie à l'envoi.";

/**
 * File picker enforcing the image rule (docs/product.md#validation: JPEG, PNG or GIF, at most 10 MB; the phones' WebP and HEIC too,
 * docs/decisions/phone-photos.md). A refused file is said in the form, under the picker, never in a browser alert; a file is previewed only once
 * the browser has decoded it. Every upload of the app goes through it, so every photo is made smaller here before it is
 * sent (shrinkImage).
 */
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
  const [problem, setProblem] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);

  async function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    setFileName(null);
    setProblem(null);
    setNote(null);
    const refuse = () => {
      setProblem(INVALID_IMAGE_MESSAGE);
      input.value = '';
      setPreview(initialPreview);
      onChange(null);
    };
    if (!file) {
      setPreview(initialPreview);
      onChange(null);
      return;
    }
    if (!isAcceptedImageFile(file)) return refuse();
    const drawable = await decodes(file);
    // A HEIC the browser cannot draw is still a photo the API can convert: no preview, and a word saying why.
    if (!drawable && !isHeicFile(file)) return refuse();
    try {
      // What is sent (and previewed) is the photo made smaller for the upload (docs/product.md#image-uploads).
      const dataUrl = await readFileAsDataUrl(drawable ? await shrinkImage(file) : file);
      setPreview(drawable ? dataUrl : initialPreview);
      setNote(drawable ? null : HEIC_NO_PREVIEW);
      setFileName(file.name);
      onChange(dataUrl);
    } catch {
      refuse();
    }
  }

  const problemId = `${inputId}-problem`;
  const noteId = `${inputId}-note`;
  return (
    <div className={styles.field}>
      <FilePicker
        label={label}
        buttonLabel="Choisir une image"
        fileName={fileName}
        input={{
          id: inputId,
          name,
          accept: [...ACCEPTED_IMAGE_TYPES, ...ACCEPTED_IMAGE_EXTENSIONS].join(','),
          'aria-invalid': problem ? true : undefined,
          'aria-describedby': problem ? problemId : note ? noteId : undefined,
          onChange: handleChange,
          required,
        }}
      />
      {problem ? (
        <p id={problemId} className={ui.error} role="alert">
          {problem}
        </p>
      ) : null}
      {note ? (
        <p id={noteId} className={styles.fileName}>
          {note}
        </p>
      ) : null}
      {preview ? (
        <img src={preview} alt="Aperçu de l'image choisie" className={styles.preview} width={160} height={160} />
      ) : null}
    </div>
  );
}
