import { useState } from 'react';
import { Link } from 'react-router-dom';
import { animalsApi, changedBy, httpStatus, notify, serverMessage, uiStyles as ui } from '@petfoster/platform';
import { sanitizeText, useWrite } from '@petfoster/platform/screens';
import { animalWord, INVITATION_STATUS_LABELS, paths, UI_MESSAGES, type Invitation } from '@petfoster/contracts';
import { createRequestSchema } from '@petfoster/contracts/schemas';
import { MotivationModal } from '../../requests';
import { prefilledMotivation, useFamilyInvitations } from '../hooks/use-family-invitations';
import { DeclineInvitationDialog } from './decline-invitation-dialog';
import styles from './received-invitations.module.css';

/**
 * 'Propositions reçues' (docs/matching.md), in 'Mes demandes': the animals associations proposed to this family. 'Faire une
 * demande' opens the request form with a prefilled motivation (the request answers the invitation on the server);
 * 'Décliner' asks first, with an optional reason, then closes it.
 */
export function ReceivedInvitations({ familyId }: { familyId: number }) {
  const invitations = useFamilyInvitations(familyId);
  const { busy, run } = useWrite();
  const [answering, setAnswering] = useState<Invitation | null>(null);
  const [declining, setDeclining] = useState<Invitation | null>(null);

  const requestBody = (invitation: Invitation, motivation: string) => ({
    association_id: invitation.association.id,
    animal_id: invitation.animal.id,
    motivation: sanitizeText(motivation),
    family_id: familyId,
  });

  const request = (motivation: string) => {
    const invitation = answering;
    if (!invitation) return;
    const ref = { animal_id: invitation.animal.id, family_id: familyId, association_id: invitation.association.id };
    void run(() => animalsApi.createRequest(requestBody(invitation, motivation)), {
      invalidates: [...changedBy.request(ref), ...changedBy.invitation()],
      onSuccess: () => {
        notify.success(UI_MESSAGES.requestCreated(invitation.animal.name));
        setAnswering(null);
      },
      onError: async (error) => {
        const message = httpStatus(error) === 409 ? await serverMessage(error) : undefined;
        notify.error(message ?? UI_MESSAGES.requestFailed);
      },
    });
  };

  if (invitations.isLoading) return <p role="status">Chargement des propositions…</p>;
  if (invitations.error) return <p role="alert">Impossible de charger les propositions pour le moment.</p>;
  const list = invitations.data ?? [];
  if (list.length === 0) return null;

  return (
    <section aria-labelledby="propositions-recues" className={styles.section}>
      <h2 id="propositions-recues">Propositions reçues</h2>
      <ul className={styles.list}>
        {list.map((invitation) => (
          <li key={invitation.id} className={styles.card}>
            <p>
              <Link to={paths.animalDetails(invitation.animal.id)}>{invitation.animal.name}</Link>,{' '}
              {animalWord('proposed', invitation.animal.gender)} par {invitation.association.name_association}
            </p>
            {/* Plain text: the association's message is user input. */}
            <p className={styles.message}>{invitation.message}</p>
            <p className={styles.status}>{INVITATION_STATUS_LABELS[invitation.status]}</p>
            {invitation.decline_reason ? (
              <p className={styles.message}>Votre raison : {invitation.decline_reason}</p>
            ) : null}
            {invitation.status === 'pending' && !invitation.animal.housed ? (
              <div className={styles.actions}>
                <button type="button" className={ui.button} disabled={busy} onClick={() => setAnswering(invitation)}>
                  Faire une demande
                </button>
                <button type="button" className={ui.danger} disabled={busy} onClick={() => setDeclining(invitation)}>
                  Décliner
                </button>
              </div>
            ) : null}
            {invitation.status === 'pending' && invitation.animal.housed ? (
              <p>Cet animal a déjà été accueilli</p>
            ) : null}
          </li>
        ))}
      </ul>
      <MotivationModal
        open={answering !== null}
        title={`Demande d'accueil pour ${answering?.animal.name ?? ''}`}
        label="Motivation"
        initialValue={answering ? prefilledMotivation(answering) : ''}
        submitLabel="Envoyer ma demande"
        busy={busy}
        schema={createRequestSchema}
        toBody={(motivation) => (answering ? requestBody(answering, motivation) : {})}
        onSubmit={request}
        onClose={() => setAnswering(null)}
      />
      <DeclineInvitationDialog invitation={declining} onClose={() => setDeclining(null)} />
    </section>
  );
}
