import { tooLongMessage } from '@petfoster/contracts';
import { uiStyles as ui } from '@petfoster/platform';

export interface CharacterCountProps {
  id: string;
  /** The field's name in the message ('description', 'motivation'). */
  field: string;
  length: number;
  max: number;
  /** false where the form's own validation already says the text is too long (registration). */
  message?: boolean;
}

const format = (value: number) => value.toLocaleString('fr-FR');

/**
 * Long texts are never cut silently (docs/behaviour.md#long-texts-are-never-cut): from 90 % of the limit the count shows, and over the limit the same
 * message as the server's. Link it to the field with aria-describedby={id}.
 */
export function CharacterCount({ id, field, length, max, message = true }: CharacterCountProps) {
  if (length < max * 0.9) return null;
  const over = length > max;
  const count = `${format(length)} / ${format(max)} caractères`;
  return (
    <p id={id} className={over ? ui.error : ui.count} aria-live="polite">
      {over && message ? `${tooLongMessage(field, max)} (${count})` : count}
    </p>
  );
}
