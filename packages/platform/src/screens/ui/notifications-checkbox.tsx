import { uiStyles } from '@petfoster/platform';

export interface NotificationsCheckboxProps {
  idPrefix: string;
  checked: boolean;
  onChange(checked: boolean): void;
}

/**
 * 'Recevoir les notifications par e-mail' on both profile edit screens (docs/mail.md): off stops the mails about
 * requests; password and e-mail mails are always sent.
 */
export function NotificationsCheckbox({ idPrefix, checked, onChange }: NotificationsCheckboxProps) {
  const id = `${idPrefix}-notifications`;
  return (
    <div className={uiStyles.checkbox}>
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>Recevoir les notifications par e-mail</label>
    </div>
  );
}
