import { useId } from 'react';
import { notify, serverMessage, useQuery, useQueryClient } from '@petfoster/platform';
import { useWrite, teamApi, securityQueryKey } from '@petfoster/platform/screens';
import styles from './two-factor.module.css';

/**
 * For an association's admins: 'Exiger la double authentification pour tous les membres'
 * (docs/security.md#two-factor-sign-in). Saved as soon as it is ticked or unticked.
 */
export function AssociationSecuritySection({ associationId }: { associationId: number }) {
  const id = useId();
  const queryClient = useQueryClient();
  const { busy, run } = useWrite();
  const key = securityQueryKey(associationId);
  const { data, isPending, error } = useQuery({
    queryKey: key,
    queryFn: () => teamApi.security(associationId),
  });

  const change = (require2fa: boolean) =>
    run(() => teamApi.updateSecurity(associationId, { require_2fa: require2fa }), {
      onSuccess: (saved) => {
        queryClient.setQueryData(key, saved);
        notify.success(
          saved.require_2fa
            ? 'La double authentification est désormais exigée pour tous les membres.'
            : "La double authentification n'est plus exigée.",
        );
      },
      onError: async (failure) =>
        notify.error((await serverMessage(failure)) ?? "Le réglage n'a pas pu être enregistré."),
    });

  if (isPending) return <p role="status">Chargement…</p>;
  if (error || !data)
    return (
      <p className={styles.error} role="alert">
        Le réglage n'a pas pu être chargé.
      </p>
    );
  return (
    <div className={styles.step}>
      <div className={styles.checkbox}>
        <input
          id={id}
          type="checkbox"
          checked={data.require_2fa}
          disabled={busy}
          onChange={(event) => void change(event.target.checked)}
          aria-describedby={`${id}-help`}
        />
        <label htmlFor={id}>Exiger la double authentification pour tous les membres</label>
      </div>
      <p id={`${id}-help`}>
        Un membre qui ne l'a pas encore activée devra le faire à sa prochaine connexion, avant d'accéder à son compte.
      </p>
    </div>
  );
}
