import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@petfoster/contracts';
import { notify } from '@petfoster/platform';
import { httpError, renderWithProviders } from '@petfoster/platform/test-utils';
import { CONTACT_FIELDS } from '../ui/text-fields';
import { familyUpdateSchema, namesSchema } from '@petfoster/contracts/schemas';
import { SchemaForm, SubmitButton } from './schema-form';
import { SchemaTextFields, TextField } from './schema-fields';
import { useFormWrite, type FormWriteOptions } from './use-form-write';

jest.mock('@petfoster/platform', () => ({
  ...jest.requireActual('@petfoster/platform'),
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn(), dismiss: jest.fn() },
}));

type Names = { lastname: string; firstname: string };

function NamesForm({
  send,
  toBody,
  options = {},
}: {
  send: (values: Names) => Promise<unknown>;
  toBody?: (values: Names) => unknown;
  options?: Partial<FormWriteOptions<unknown>>;
}) {
  const submit = useFormWrite();
  return (
    <SchemaForm<Names>
      id="names"
      schema={namesSchema}
      toBody={toBody}
      initialValues={{ lastname: 'Dupont', firstname: 'Alice' }}
      onSubmit={(values) => submit(() => send(values), { failure: 'Échec de l’enregistrement', ...options })}
      actions={<SubmitButton label="Enregistrer" busyLabel="Enregistrement…" />}
    >
      <TextField formId="names" name="lastname" label="Nom" />
      <TextField formId="names" name="firstname" label="Prénom" />
    </SchemaForm>
  );
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

describe('SchemaForm', () => {
  it("says a field's French message once it is left, before any submit, and clears it once corrected", async () => {
    const user = userEvent.setup();
    const send = jest.fn(async () => undefined);
    renderWithProviders(<NamesForm send={send} />);
    const lastname = screen.getByLabelText('Nom');
    await user.clear(lastname);
    expect(screen.queryByText(MESSAGES.lastnameRequired)).not.toBeInTheDocument();
    await user.tab();
    expect(lastname).toHaveAccessibleDescription(MESSAGES.lastnameRequired);
    expect(lastname).toHaveAttribute('aria-invalid', 'true');
    await user.type(lastname, 'D');
    expect(lastname).toHaveAccessibleDescription(MESSAGES.lastnameMin);
    await user.type(lastname, 'u');
    expect(lastname).not.toHaveAttribute('aria-invalid');
    expect(send).not.toHaveBeenCalled();
  });

  it('on a submit with broken rules: sends nothing, says every message, focuses the first field in error, keeps what was typed', async () => {
    const user = userEvent.setup();
    const send = jest.fn(async () => undefined);
    renderWithProviders(<NamesForm send={send} />);
    await user.clear(screen.getByLabelText('Nom'));
    await user.type(screen.getByLabelText('Nom'), 'D');
    await user.clear(screen.getByLabelText('Prénom'));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Nom')).toHaveAccessibleDescription(MESSAGES.lastnameMin);
    expect(screen.getByLabelText('Prénom')).toHaveAccessibleDescription(MESSAGES.firstnameRequired);
    expect(screen.getByLabelText('Nom')).toHaveFocus();
    expect(screen.getByLabelText('Nom')).toHaveValue('D');
  });

  it('checks the body that would be sent (toBody), so a value the API would refuse is refused here', async () => {
    const user = userEvent.setup();
    const send = jest.fn(async () => undefined);
    renderWithProviders(
      <NamesForm
        send={send}
        // A body builder that drops what it does not send (here the letter x): the field is blank once built.
        toBody={(values) => ({ ...values, lastname: (values.lastname ?? '').replaceAll('x', '') })}
      />,
    );
    await user.clear(screen.getByLabelText('Nom'));
    await user.type(screen.getByLabelText('Nom'), 'xxx');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByLabelText('Nom')).toHaveAccessibleDescription(MESSAGES.lastnameRequired);
    expect(send).not.toHaveBeenCalled();
  });

  it("shows a 400's reasons under their fields and the others above the button, focusing the first field named", async () => {
    const user = userEvent.setup();
    const send = jest.fn(async () => {
      throw httpError(400, {
        statusCode: 400,
        message: ['Prénom refusé', 'Réessayez demain', 'Champ inconnu refusé'],
        fields: { firstname: 'Prénom refusé', nickname: 'Champ inconnu refusé' },
      });
    });
    renderWithProviders(<NamesForm send={send} />);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.getByLabelText('Prénom')).toHaveAccessibleDescription('Prénom refusé'));
    expect(send).toHaveBeenCalledWith({ lastname: 'Dupont', firstname: 'Alice' });
    const general = screen.getByRole('alert');
    // A field the form does not show is said above the button, not lost.
    expect(general).toHaveTextContent('Réessayez demain');
    expect(general).toHaveTextContent('Champ inconnu refusé');
    expect(general).not.toHaveTextContent('Prénom refusé');
    expect(screen.getByLabelText('Prénom')).toHaveFocus();
    expect(notify.error).toHaveBeenCalledWith('Échec de l’enregistrement');
    // Edited again, the field no longer carries the server's verdict on the old value.
    await user.type(screen.getByLabelText('Prénom'), 'e');
    expect(screen.getByLabelText('Prénom')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Prénom')).toHaveValue('Alicee');
  });

  it('a failure the API gave no reason for: the failure text above the button, or the toast alone with showFailure false', async () => {
    const user = userEvent.setup();
    const send = jest.fn(async () => {
      throw httpError(500);
    });
    const { unmount } = renderWithProviders(<NamesForm send={send} />);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Échec de l’enregistrement');
    unmount();
    renderWithProviders(<NamesForm send={send} options={{ showFailure: false }} />);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(notify.error).toHaveBeenLastCalledWith('Échec de l’enregistrement');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('SchemaTextFields', () => {
  it("binds the platform's contact fields to the form: the schema's message under the postal code, after a submit", async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderWithProviders(
      <SchemaForm
        schema={familyUpdateSchema}
        initialValues={{ address: '', city: '', zip_code: '', phone_number: '' }}
        onSubmit={onSubmit}
        actions={<button type="submit">Valider</button>}
      >
        <SchemaTextFields idPrefix="edit" fields={CONTACT_FIELDS} />
      </SchemaForm>,
    );
    await user.type(screen.getByLabelText('Code postal'), '75 011');
    await user.type(screen.getByLabelText('Téléphone'), '06 01 02 03 04');
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Code postal')).toHaveAccessibleDescription(MESSAGES.zipCodeFormat);
    expect(screen.getByLabelText('Code postal')).toHaveFocus();
    expect(screen.getByLabelText('Code postal')).toHaveValue('75 011');
    await user.clear(screen.getByLabelText('Code postal'));
    await user.type(screen.getByLabelText('Code postal'), '75011');
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    // Blank fields of an edit form mean "unchanged"; the phone is read as the API reads it (spaces removed).
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
