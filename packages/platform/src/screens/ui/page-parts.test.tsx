import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PageHeader } from './page-header';
import { FormActions } from './form-actions';
import { CONTACT_FIELDS, DESCRIPTION_FIELD, TextFields } from './text-fields';

describe('PageHeader', () => {
  it("shows the heading and the extra actions, and 'Retour' goes back one page", async () => {
    render(
      <MemoryRouter initialEntries={['/before', '/here']} initialIndex={1}>
        <Routes>
          <Route path="/before" element={<p>previous page</p>} />
          <Route
            path="/here"
            element={
              <PageHeader title="Mes demandes" backTo="/parent" actions={<button type="button">Ajouter</button>} />
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Mes demandes' })).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Ajouter', 'Retour']);
    await userEvent.click(screen.getByRole('button', { name: 'Retour' }));
    expect(screen.getByText('previous page')).toBeInTheDocument();
  });

  it("opened directly (no previous page inside the site): 'Retour' goes to the page it belongs to", async () => {
    render(
      <MemoryRouter initialEntries={['/here']}>
        <Routes>
          <Route path="/parent" element={<p>parent page</p>} />
          <Route path="/here" element={<PageHeader title="Mes demandes" backTo="/parent" />} />
        </Routes>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retour' }));
    expect(screen.getByText('parent page')).toBeInTheDocument();
  });
});

describe('FormActions', () => {
  it('submits the form, cancels, and only the submit button follows submitDisabled', async () => {
    const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    const onCancel = jest.fn();
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <FormActions submitLabel="Envoyer" onCancel={onCancel} />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
    rerender(
      <form onSubmit={onSubmit}>
        <FormActions submitLabel="Envoyer" submitDisabled onCancel={onCancel} />
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeEnabled();
  });
});

describe('TextFields', () => {
  const values = {
    description: 'Calme',
    address: '1 rue A',
    city: 'Lyon',
    zip_code: '69001',
    phone_number: '0601020304',
  };

  it('renders one labelled field per spec with its value, type and limit', () => {
    render(
      <TextFields idPrefix="f" fields={[DESCRIPTION_FIELD, ...CONTACT_FIELDS]} values={values} onChange={() => {}} />,
    );
    expect(screen.getByLabelText('Description').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Description')).toHaveValue('Calme');
    expect(screen.getByLabelText('Adresse')).toHaveValue('1 rue A');
    expect(screen.getByLabelText('Ville')).toHaveValue('Lyon');
    expect(screen.getByLabelText('Téléphone')).toHaveAttribute('type', 'tel');
  });

  it('never cuts what is typed: a postal code with a space stays whole, a long city says it is too long', async () => {
    const typed: Record<string, string> = {};
    function Controlled() {
      const [state, setState] = useState(values);
      return (
        <TextFields
          idPrefix="c"
          fields={CONTACT_FIELDS}
          values={state}
          onChange={(key, value) => {
            typed[key] = value;
            setState((previous) => ({ ...previous, [key]: value }));
          }}
        />
      );
    }
    render(<Controlled />);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Code postal'));
    await user.type(screen.getByLabelText('Code postal'), '75 011');
    expect(screen.getByLabelText('Code postal')).toHaveValue('75 011');
    for (const label of ['Code postal', 'Téléphone', 'Adresse', 'Ville'])
      expect(screen.getByLabelText(label)).not.toHaveAttribute('maxlength');
    await user.clear(screen.getByLabelText('Ville'));
    await user.click(screen.getByLabelText('Ville'));
    await user.paste('V'.repeat(150));
    expect(typed.city).toHaveLength(150);
    expect(screen.getByLabelText('Ville')).toHaveAccessibleDescription(
      'Le champ city ne doit pas dépasser 100 caractères (150 / 100 caractères)',
    );
  });

  it('never cuts a long description: near the limit a count shows, over it the message', async () => {
    const { rerender } = render(
      <TextFields
        idPrefix="p"
        fields={[DESCRIPTION_FIELD]}
        values={{ description: 'a'.repeat(4499) }}
        onChange={() => {}}
      />,
    );
    expect(screen.getByLabelText('Description')).not.toHaveAttribute('maxlength');
    expect(screen.queryByText(/caractères/)).toBeNull();
    rerender(
      <TextFields
        idPrefix="p"
        fields={[DESCRIPTION_FIELD]}
        values={{ description: 'a'.repeat(4800) }}
        onChange={() => {}}
      />,
    );
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription('4\u202f800 / 5\u202f000 caractères');
    rerender(
      <TextFields
        idPrefix="p"
        fields={[DESCRIPTION_FIELD]}
        values={{ description: 'a'.repeat(5001) }}
        onChange={() => {}}
      />,
    );
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription(
      'Le champ description ne doit pas dépasser 5000 caractères (5\u202f001 / 5\u202f000 caractères)',
    );
  });

  it('reports the edited key and value', async () => {
    const onChange = jest.fn();
    render(<TextFields idPrefix="f" fields={CONTACT_FIELDS} values={{ ...values, city: '' }} onChange={onChange} />);
    await userEvent.type(screen.getByLabelText('Ville'), 'N');
    expect(onChange).toHaveBeenCalledWith('city', 'N');
  });
});
