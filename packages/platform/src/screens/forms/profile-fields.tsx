import { CommuneChoice, showsServerRefusal } from '../ui/commune-choice';
import { NotificationsCheckbox } from '../ui/notifications-checkbox';
import { useSchemaField } from './schema-fields';

/**
 * The postal code's communes, to choose the city from (the API refuses a city that is none of them), bound to the
 * form's `zip_code` and `city`: the family and association edit screens share it.
 */
export function SchemaCommuneChoice({ idPrefix }: { idPrefix: string }) {
  const zip = useSchemaField<string>('zip_code');
  const city = useSchemaField<string>('city');
  return (
    <CommuneChoice
      idPrefix={idPrefix}
      zipCode={zip.input.value ?? ''}
      city={city.input.value ?? ''}
      onChoose={city.input.onChange}
      refusedByServer={{ zipCode: showsServerRefusal(zip.meta), city: showsServerRefusal(city.meta) }}
    />
  );
}

/** The mail opt-in, bound to the form's `notifications_enabled`. */
export function SchemaNotificationsCheckbox({ idPrefix }: { idPrefix: string }) {
  const { input } = useSchemaField<boolean>('notifications_enabled', { type: 'checkbox' });
  return <NotificationsCheckbox idPrefix={idPrefix} checked={Boolean(input.checked)} onChange={input.onChange} />;
}
