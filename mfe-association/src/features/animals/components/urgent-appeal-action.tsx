import { useId, useState } from 'react';
import { animalsApi, notify, serverMessage, uiStyles as ui, useSession } from '@petfoster/platform';
import { ConfirmModal, sessionCan, useWrite } from '@petfoster/platform/screens';
import {
  UI_MESSAGES,
  URGENT_APPEAL_ANIMAL_COOLDOWN_DAYS,
  URGENT_APPEAL_RADIUS_DEFAULT_KM,
  URGENT_APPEAL_RADIUS_MAX_KM,
  URGENT_APPEAL_RADIUS_MIN_KM,
  URGENT_MESSAGES,
  type Animal,
} from '@petfoster/contracts';

/** A whole number of km in the appeal's range, else null. */
export function appealRadius(typed: string): number | null {
  const value = typed.trim();
  if (!/^\d{1,3}$/.test(value)) return null;
  const km = Number(value);
  return km >= URGENT_APPEAL_RADIUS_MIN_KM && km <= URGENT_APPEAL_RADIUS_MAX_KM ? km : null;
}

/**
 * 'Lancer un appel urgent' on an urgent animal's page (docs/product.md#urgent-appeals), for its admins and référents:
 * a radius, a confirmation, then 'N familles ont été prévenues.' The server chooses the families and never names them.
 */
export function UrgentAppealAction({ animal }: { animal: Animal }) {
  const session = useSession();
  const id = useId();
  const { busy, run } = useWrite();
  const [open, setOpen] = useState(false);
  const [radius, setRadius] = useState(String(URGENT_APPEAL_RADIUS_DEFAULT_KM));
  const [reached, setReached] = useState<number | null>(null);
  if (!animal.urgent || !sessionCan(session, 'animal.urgentAppeal', { associationId: animal.association_id }))
    return null;
  const km = appealRadius(radius);

  const send = () => {
    if (km === null) return;
    void run(() => animalsApi.sendUrgentAppeal(animal.id, { radius_km: km }), {
      onSuccess: (result) => {
        setOpen(false);
        setReached(result.reached);
        notify.success(URGENT_MESSAGES.reached(result.reached));
      },
      onError: async (error) => {
        setOpen(false);
        notify.error((await serverMessage(error)) ?? UI_MESSAGES.requestFailed);
      },
    });
  };

  return (
    <div>
      <button type="button" className={ui.primary} onClick={() => setOpen(true)} disabled={busy}>
        {URGENT_MESSAGES.launch}
      </button>
      {reached !== null ? (
        <p role="status" data-testid="urgent-appeal-result">
          {URGENT_MESSAGES.reached(reached)}
        </p>
      ) : null}
      <ConfirmModal
        open={open}
        title={`${URGENT_MESSAGES.launch} pour ${animal.name}`}
        confirmLabel="Envoyer l'appel"
        confirmTone="primary"
        busy={busy || km === null}
        onConfirm={send}
        onCancel={() => setOpen(false)}
      >
        <div className={ui.field}>
          <label htmlFor={`${id}-radius`}>Rayon autour de l&apos;association (km)</label>
          <input
            id={`${id}-radius`}
            type="number"
            inputMode="numeric"
            min={URGENT_APPEAL_RADIUS_MIN_KM}
            max={URGENT_APPEAL_RADIUS_MAX_KM}
            value={radius}
            onChange={(event) => setRadius(event.target.value)}
            aria-invalid={km === null}
          />
          {km === null ? <p className={ui.error}>{URGENT_MESSAGES.radius}</p> : null}
        </div>
        <p>
          Les familles d&apos;accueil disponibles aujourd&apos;hui dans ce rayon, qui acceptent cette espèce et ont de
          la place, recevront un e-mail (50 au plus, les plus proches). Un seul appel par{' '}
          {URGENT_APPEAL_ANIMAL_COOLDOWN_DAYS} jours pour cet animal.
        </p>
      </ConfirmModal>
    </div>
  );
}
