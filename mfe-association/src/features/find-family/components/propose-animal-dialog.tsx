import { useId } from 'react';
import { changedBy, notify, serverMessage, uiStyles as ui } from '@petfoster/platform';
import {
  CharacterCount,
  FieldError,
  invitationsApi,
  Modal,
  SchemaForm,
  useSchemaField,
  useWrite,
} from '@petfoster/platform/screens';
import { MAX_LENGTHS, isHoused, type Animal, type FamilySearchResult } from '@petfoster/contracts';
import { createInvitationSchema } from '@petfoster/contracts/schemas';
import { useAssociationAnimals } from '../../animals';

interface ProposeAnimalDialogProps {
  associationId: number;
  family: FamilySearchResult | null;
  onClose(): void;
}

interface ProposalValues {
  animal_id: string;
  message: string;
}

/** The invitation sent for these values: what the route's schema checks, as the API does (no animal: none sent). */
const proposalBody = (family: FamilySearchResult | null, values: ProposalValues) => ({
  family_id: family?.id,
  animal_id: values.animal_id ? Number(values.animal_id) : undefined,
  message: values.message ?? '',
});

function AnimalField({ id, available }: { id: string; available: readonly Animal[] }) {
  const { input, message, aria } = useSchemaField<string>('animal_id');
  return (
    <div className={ui.field}>
      <label htmlFor={`${id}-animal_id`}>Animal</label>
      <select id={`${id}-animal_id`} required {...input} value={input.value ?? ''} {...aria(`${id}-animal_id`)}>
        <option value="">Choisir un animal</option>
        {available.map((animal) => (
          <option key={animal.id} value={animal.id}>
            {animal.name} ({animal.species?.name})
          </option>
        ))}
      </select>
      <FieldError id={`${id}-animal_id-error`} message={message} />
    </div>
  );
}

function MessageField({ id }: { id: string }) {
  // Said while typed (one too long, a text of tags only), as the other dialogs' one text.
  const { input, message, aria } = useSchemaField<string>('message', { live: true });
  const value = input.value ?? '';
  return (
    <div className={ui.field}>
      <label htmlFor={`${id}-message`}>Message</label>
      <textarea
        id={`${id}-message`}
        required
        {...input}
        value={value}
        {...aria(`${id}-message`, [`${id}-message-count`])}
      />
      {/* Never cut while typed: the count near the limit, the schema's message over it. */}
      <CharacterCount
        id={`${id}-message-count`}
        field="message"
        length={value.length}
        max={MAX_LENGTHS.motivation}
        message={false}
      />
      <FieldError id={`${id}-message-error`} message={message} />
    </div>
  );
}

/**
 * 'Proposer un animal' (docs/matching.md): one of the association's animals that is not housed, and a message, checked by the
 * invitation route's schema before sending. The API refuses a second open proposal for the same family and animal
 * (409): its message is shown as an error toast.
 */
export function ProposeAnimalDialog({ associationId, family, onClose }: ProposeAnimalDialogProps) {
  const id = useId();
  const animals = useAssociationAnimals(associationId);
  const available = (animals.data ?? []).filter((animal) => !isHoused(animal.requests));
  const { busy, run } = useWrite();

  return (
    <Modal open={family !== null} onClose={onClose} title={`Proposer un animal à ${family?.firstname ?? ''}`}>
      {/* Keyed by the family: a proposal to another family starts empty. */}
      <SchemaForm<ProposalValues>
        key={family?.id ?? 'closed'}
        className={ui.form}
        schema={createInvitationSchema}
        initialValues={{ animal_id: '', message: '' }}
        toBody={(values) => proposalBody(family, values)}
        onSubmit={async (values) => {
          if (!family) return undefined;
          await run(() => invitationsApi.create(createInvitationSchema.parse(proposalBody(family, values))), {
            invalidates: changedBy.invitation(),
            onSuccess: () => {
              notify.success(`Proposition envoyée à ${family.firstname}.`);
              onClose();
            },
            onError: async (error) => notify.error((await serverMessage(error)) ?? 'Une erreur est survenue'),
          });
          return undefined;
        }}
        actions={({ invalid }) => (
          <button type="submit" className={ui.button} disabled={busy || invalid}>
            Envoyer la proposition
          </button>
        )}
      >
        {animals.isLoading ? <p role="status">Chargement de vos animaux…</p> : null}
        {animals.data && available.length === 0 ? <p>Tous vos animaux sont déjà accueillis.</p> : null}
        <AnimalField id={id} available={available} />
        <MessageField id={id} />
      </SchemaForm>
    </Modal>
  );
}
