import { RemoteComponent, useSession } from '@petfoster/platform';
import { ROLES, UI_MESSAGES, type Animal } from '@petfoster/contracts';
import styles from './animal-action-area.module.css';

interface AnimalActionAreaProps {
  animal: Animal;
}

/**
 * SPEC 4 "Animal page actions". The family and owner actions belong to other areas of the product, so they are
 * fragments loaded at run time from their remotes; a fragment that fails to load stays a local fallback. Their
 * writes invalidate this animal in the shared query cache, so the page refetches it by itself.
 */
export function AnimalActionArea({ animal }: AnimalActionAreaProps) {
  const { isLoggedIn, role, associationId } = useSession();

  if (!isLoggedIn) {
    return <p className={styles.hint}>{UI_MESSAGES.loginToRequest}</p>;
  }
  if (role === ROLES.family) {
    return <RemoteComponent remote="family" module="./AnimalRequestArea" props={{ animal }} />;
  }
  if (role === ROLES.association && associationId != null && animal.association_id === associationId) {
    return <RemoteComponent remote="association" module="./AnimalOwnerActions" props={{ animal }} />;
  }
  // Another association: SPEC 4 gives it no action on this animal.
  return null;
}
