import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  paths,
  SAVED_SEARCH_MESSAGES,
  savedSearchQueryString,
  type SavedSearch,
  type SavedSearchFrequency,
} from '@petfoster/contracts';
import { notify, serverMessage, uiStyles as ui } from '@petfoster/platform';
import { SavedSearchFields, savedSearchesApi, savedSearchesQueryKey, useWrite } from '@petfoster/platform/screens';

/** One saved search: rename it, change its alerts, open the catalogue with its filters, or delete it. */
export function SavedSearchItem({ search }: { search: SavedSearch }) {
  const [name, setName] = useState(search.name);
  const [frequency, setFrequency] = useState<SavedSearchFrequency>(search.frequency);
  const [error, setError] = useState<string | null>(null);
  const { run, busy } = useWrite();
  const query = savedSearchQueryString(search.query);
  const failed = async (failure: unknown) => setError((await serverMessage(failure)) ?? 'La modification a échoué.');

  const save = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    void run(() => savedSearchesApi.update(search.id, { name, frequency }), {
      invalidates: [savedSearchesQueryKey()],
      onSuccess: () => notify.success(SAVED_SEARCH_MESSAGES.updated),
      onError: failed,
    });
  };
  const remove = () =>
    void run(() => savedSearchesApi.remove(search.id), {
      invalidates: [savedSearchesQueryKey()],
      onSuccess: () => notify.success(SAVED_SEARCH_MESSAGES.deleted),
      onError: failed,
    });

  return (
    <li>
      <form className={ui.form} onSubmit={save} aria-label={search.name} noValidate>
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
          <Link className={ui.button} to={query ? `${paths.animals}?${query}` : paths.animals}>
            Voir les animaux
          </Link>
          <button type="button" className={ui.danger} onClick={remove} disabled={busy}>
            Supprimer
          </button>
        </div>
      </form>
    </li>
  );
}
