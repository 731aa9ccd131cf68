import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  animalsApi,
  changedBy,
  httpStatus,
  notify,
  serverCode,
  serverMessage,
  uiStyles as ui,
  useSession,
  type ExposedProps,
} from '@petfoster/platform';
import { sanitizeText, useWrite, sessionCan } from '@petfoster/platform/screens';
import {
  API_MESSAGES,
  paths,
  UI_MESSAGES,
  URGENT_REQUEST_PARAM,
  URGENT_REQUEST_VALUE,
  urgentMotivation,
} from '@petfoster/contracts';
import { createRequestSchema } from '@petfoster/contracts/schemas';
import { requestAreaState } from '../request-area-state';
import { MotivationModal } from '../../requests';
import { DeclineInvitationDialog, prefilledMotivation, usePendingInvitation } from '../../invitations';
import styles from './animal-request-area.module.css';

/** Its props: the table of exposed modules, which the catalogue's animal page compiles against too. */
export type AnimalRequestAreaProps = ExposedProps<'family', './AnimalRequestArea'>;

/**
 * The family's block on an animal page (animal page actions, docs/product.md#animal-page-actions), exposed as ./AnimalRequestArea.
 * Renders nothing for anyone but a logged-in family: the catalog handles visitors and associations.
 */
export default function AnimalRequestArea({ animal }: AnimalRequestAreaProps) {
  const session = useSession();
  const navigate = useNavigate();
  const write = useWrite();
  // The urgent appeal's one-click link ('Je peux l'accueillir', docs/product.md#urgent-appeals) opens the form at once.
  const [search] = useSearchParams();
  const fromAppeal = search.get(URGENT_REQUEST_PARAM) === URGENT_REQUEST_VALUE;
  const [open, setOpen] = useState(fromAppeal);
  // 'Demander l'accueil' and the rest of this area: for the callers the access policy lets ask (families).
  const isFamily = sessionCan(session, 'request.create');
  // An association may have proposed this animal to the family (docs/matching.md): shown here, answered in one click.
  const invitation = usePendingInvitation(isFamily ? session.familyId : null, animal.id);
  const [declining, setDeclining] = useState(false);
  const busy = write.busy;

  if (!isFamily || !session.familyId) return null;
  const familyId = session.familyId;
  const requestsPath = paths.familyRequests(familyId);
  const state = requestAreaState(animal, familyId);

  // The animal's data lists its requests, the family's own included: 'Faire une demande' shows only without one, so
  // the form opens at once, with no call to ask whether a request exists.
  const start = () => setOpen(true);

  const requestBody = (motivation: string) => ({
    association_id: animal.association_id,
    animal_id: animal.id,
    motivation: sanitizeText(motivation),
    family_id: familyId,
  });

  const submit = (motivation: string) =>
    write.run(() => animalsApi.createRequest(requestBody(motivation)), {
      // A request answers the association's proposal on the server: the proposal changes too.
      invalidates: [
        ...changedBy.request({ animal_id: animal.id, family_id: familyId, association_id: animal.association_id }),
        ...(invitation ? changedBy.invitation() : []),
      ],
      onSuccess: () => {
        notify.success(UI_MESSAGES.requestCreated(animal.name));
        setOpen(false);
        navigate(requestsPath);
      },
      onError: async (err) => {
        // A request made meanwhile (another tab) that the page's data did not show yet: the requests page has it.
        if ((await serverCode(err)) === 'request_already_exists') {
          notify.info(API_MESSAGES.duplicateRequest);
          setOpen(false);
          navigate(requestsPath);
          return;
        }
        const message = httpStatus(err) === 409 ? await serverMessage(err) : undefined;
        notify.error(message ?? UI_MESSAGES.requestFailed);
      },
    });

  return (
    <div className={styles.area}>
      {state === 'housed-by-other' ? (
        <Link className={styles.link} to={paths.animals}>
          Cet animal a déjà été accueilli
        </Link>
      ) : null}
      {state === 'refused' ? (
        <Link className={styles.refused} to={requestsPath}>
          Votre demande a été refusée
        </Link>
      ) : null}
      {state === 'approved' ? (
        <Link className={styles.link} to={paths.associationProfile(animal.association_id)}>
          Contacter l&apos;association
        </Link>
      ) : null}
      {state === 'pending' ? (
        <Link className={styles.link} to={requestsPath}>
          Voir ma demande en cours
        </Link>
      ) : null}
      {state === 'none' && invitation ? (
        <div className={styles.proposal}>
          <p>
            <strong>{invitation.association.name_association}</strong> vous propose d&apos;accueillir {animal.name} :
          </p>
          {/* Plain text: the association's message is user input. */}
          <p className={styles.message}>{invitation.message}</p>
          <button type="button" className={ui.danger} disabled={busy} onClick={() => setDeclining(true)}>
            Décliner
          </button>
          <DeclineInvitationDialog invitation={declining ? invitation : null} onClose={() => setDeclining(false)} />
        </div>
      ) : null}
      {state === 'none' ? (
        <>
          <button type="button" className={ui.primary} onClick={start} disabled={busy}>
            Faire une demande
          </button>
          <MotivationModal
            open={open}
            title={`Demande d'accueil pour ${animal.name}`}
            label="Motivation (facultatif)"
            initialValue={
              invitation ? prefilledMotivation(invitation) : fromAppeal ? urgentMotivation(animal.name) : undefined
            }
            placeholder="Expliquez pourquoi vous souhaitez accueillir cet animal"
            submitLabel="Envoyer la demande"
            busy={busy}
            schema={createRequestSchema}
            toBody={requestBody}
            onSubmit={(motivation) => void submit(motivation)}
            onClose={() => setOpen(false)}
          />
        </>
      ) : null}
    </div>
  );
}
