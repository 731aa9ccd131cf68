import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  VERIFICATION_DOCUMENT_KINDS,
  VERIFICATION_DOCUMENT_LABELS,
  VERIFICATION_LIMITS,
  VERIFICATION_MESSAGES as M,
  type VerificationDocumentKind,
} from '@petfoster/contracts';
import { notify, serverMessage, uiStyles as ui } from '@petfoster/platform';
import { FilePicker, readFileAsDataUrl, useWrite } from '@petfoster/platform/screens';
import { verificationApi, verificationQueryKey } from './verification-api';

type Chosen = Partial<Record<VerificationDocumentKind, { name: string; data: string }>>;

/** One picker per kind of document: a PDF or a photo, read as a data URL (the API decides by its bytes). */
function DocumentField({
  kind,
  chosen,
  onChosen,
}: {
  kind: VerificationDocumentKind;
  chosen: Chosen[VerificationDocumentKind];
  onChosen(file: { name: string; data: string } | null): void;
}) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    setProblem(null);
    if (!file) return onChosen(null);
    if (file.size > VERIFICATION_LIMITS.documentMaxBytes) {
      setProblem(M.documentInvalid);
      event.currentTarget.value = '';
      return onChosen(null);
    }
    onChosen({ name: file.name, data: await readFileAsDataUrl(file) });
  };
  return (
    <div className={ui.field}>
      <FilePicker
        label={VERIFICATION_DOCUMENT_LABELS[kind]}
        buttonLabel="Choisir un document"
        fileName={chosen?.name ?? null}
        input={{
          id,
          accept: 'application/pdf,image/*',
          onChange,
          'aria-describedby': problem ? `${id}-problem` : undefined,
        }}
      />
      {problem ? (
        <p id={`${id}-problem`} className={ui.error}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The request (docs/product.md#verified-associations): the RNA number, or in Alsace-Moselle the court registration or
 * the SIREN, and the documents. Nothing typed is lost on a refusal: the API's French reason shows above the button.
 */
export function VerificationForm({ associationId }: { associationId: number }) {
  const [rna, setRna] = useState('');
  const [siren, setSiren] = useState('');
  const [court, setCourt] = useState('');
  const [documents, setDocuments] = useState<Chosen>({});
  const [error, setError] = useState<string | null>(null);
  const { run, busy } = useWrite();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const chosen = VERIFICATION_DOCUMENT_KINDS.flatMap((kind) => {
      const file = documents[kind];
      return file ? [{ kind, data: file.data }] : [];
    });
    void run(
      () =>
        verificationApi.request(associationId, {
          rna: rna || undefined,
          siren: siren || undefined,
          court_registration: court || undefined,
          documents: chosen,
        }),
      {
        invalidates: [verificationQueryKey(associationId)],
        onSuccess: () => notify.success(M.submitted),
        onError: async (failure) => setError((await serverMessage(failure)) ?? 'L’envoi a échoué.'),
      },
    );
  };

  return (
    <form className={ui.form} onSubmit={submit} noValidate aria-label="Demande de vérification">
      <label className={ui.field}>
        Numéro RNA
        <input
          value={rna}
          onChange={(event) => setRna(event.target.value)}
          placeholder="W123456789"
          autoComplete="off"
        />
      </label>
      <p>En Alsace-Moselle, sans numéro RNA : l’inscription au registre du tribunal ou le SIREN.</p>
      <label className={ui.field}>
        Inscription au registre du tribunal
        <input
          value={court}
          maxLength={VERIFICATION_LIMITS.courtRegistrationMax}
          onChange={(event) => setCourt(event.target.value)}
        />
      </label>
      <label className={ui.field}>
        SIREN
        <input
          value={siren}
          onChange={(event) => setSiren(event.target.value)}
          inputMode="numeric"
          autoComplete="off"
        />
      </label>
      <fieldset className={ui.form}>
        <legend>Documents (PDF ou photo, 5 Mo au plus chacun)</legend>
        {VERIFICATION_DOCUMENT_KINDS.map((kind) => (
          <DocumentField
            key={kind}
            kind={kind}
            chosen={documents[kind]}
            onChosen={(file) =>
              setDocuments((current) => {
                const next = { ...current };
                if (file) next[kind] = file;
                else delete next[kind];
                return next;
              })
            }
          />
        ))}
      </fieldset>
      {error ? (
        <p className={ui.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={ui.actions}>
        <button type="submit" className={ui.primary} disabled={busy}>
          Demander la vérification
        </button>
      </div>
    </form>
  );
}
