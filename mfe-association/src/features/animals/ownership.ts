import { ROLES } from '@petfoster/contracts';

interface SessionView {
  isLoggedIn: boolean;
  role?: string | null;
  associationId?: number | null;
}

/** docs/product.md#states: Editer / Supprimer only for the association that owns the animal. */
export function isAnimalOwner(session: SessionView, animal: { association_id: number }): boolean {
  return (
    session.isLoggedIn &&
    session.role === ROLES.association &&
    session.associationId != null &&
    Number(session.associationId) === Number(animal.association_id)
  );
}

/** docs/product.md#screens 'Nos animaux': 'Ajouter un animal' only when logged in and the token's associationId equals the route id. */
export function canAddAnimal(session: SessionView, routeId: string | undefined): boolean {
  return session.isLoggedIn && session.associationId != null && Number(session.associationId) === Number(routeId);
}
