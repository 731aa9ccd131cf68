import { type SessionLike } from '@petfoster/platform';
import { sessionCan } from '@petfoster/platform/screens';

/** docs/product.md#states: Editer / Supprimer only for the association that owns the animal (the access policy's animal.update). */
export function isAnimalOwner(session: SessionLike, animal: { association_id: number }): boolean {
  return sessionCan(session, 'animal.update', { associationId: Number(animal.association_id) });
}

/**
 * docs/product.md#screens 'Nos animaux': 'Ajouter un animal' only when logged in and the token's associationId equals the route id
 * (the access policy's animal.create, for the association the page shows).
 */
export function canAddAnimal(session: SessionLike, routeId: string | undefined): boolean {
  return sessionCan(session, 'animal.create', { associationId: Number(routeId) });
}
