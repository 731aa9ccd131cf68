import { useState, type FormEvent } from 'react';
import { SAVED_SEARCH_MESSAGES, type SavedSearch, type SavedSearchFrequency } from '@petfoster/contracts';
import { notify, serverMessage, uiStyles as ui } from '@petfoster/platform';
import {
  Modal,
  SavedSearchFields,
  savedSearchesApi,
  savedSearchesQueryKey,
  useWrite,
} from '@petfoster/platform/screens';

interface SaveSearchDialogProps {
  query: SavedSearch['query'];
  onClose(): void;
}

/** The name and the alerts of the search to save; the API checks both and answers in French. */
export default function SaveSearchDialog({ query, onClose }: SaveSearchDialogProps) {
  const [name, setName] = useState('');
  const [frequency, setFrequency] = useState<SavedSearchFrequency>('instant');
  const [error, setError] = useState<string | null>(null);
  const { run, busy } = useWrite();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    void run(() => savedSearchesApi.create({ name, frequency, query }), {
      invalidates: [savedSearchesQueryKey()],
      onSuccess: () => {
        notify.success(SAVED_SEARCH_MESSAGES.saved);
        onClose();
      },
      onError: async (failure) => setError((await serverMessage(failure)) ?? 'L’enregistrement a échoué.'),
    });
  };

  return (
    <Modal open onClose={onClose} title="Enregistrer cette recherche">
      <form className={ui.form} onSubmit={submit} noValidate>
        <SavedSearchFields name={name} frequency={frequency} onNameChange={setName} onFrequencyChange={setFrequency} />
        {error ? (
          <p className={ui.error} role="alert">
            {error}
          </p>
        ) : null}
        <div className={ui.actions}>
          <button type="submit" className={ui.primary} disabled={busy}>
            Enregistrer
          </button>
          <button type="button" className={ui.button} onClick={onClose}>
            Annuler
          </button>
        </div>
      </form>
    </Modal>
  );
}
