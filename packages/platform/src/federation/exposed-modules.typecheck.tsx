/*
 * Compiled by the platform's typecheck, never run: what the table of exposed modules refuses. Each line below must
 * stay an error; the typecheck fails if one of them compiles (an unused @ts-expect-error).
 */
import type { Animal } from '@petfoster/contracts';
import type { ExposedModules } from './exposed-modules';
import { RemoteComponent } from './remote-component';

declare const animal: Animal;

export const refused = [
  // @ts-expect-error a renamed prop: the family's area takes the animal itself
  <RemoteComponent key="renamed" remote="family" module="./AnimalRequestArea" props={{ animalId: animal.id }} />,
  // @ts-expect-error a module that takes props is never opened without them
  <RemoteComponent key="missing" remote="association" module="./AnimalOwnerActions" />,
  // @ts-expect-error a module the remote does not expose
  <RemoteComponent key="unknown" remote="auth" module="./AnimalRequestArea" />,
];

/** A remote whose exposed component wants a prop the hosts do not pass. */
function AreaWantingMore(_: { animal: Animal; onDone(): void }) {
  return null;
}
export const remoteSide: Partial<ExposedModules<'family'>> = {
  // @ts-expect-error the component needs onDone, which no host passes
  './AnimalRequestArea': AreaWantingMore,
};
