/** Demo accounts the seed creates, as listed for users in the README (Demo accounts). */
const DEMO_PASSWORD = 'Demo1234';

export const DEMO_ACCOUNTS: { email: string; password: string; role: 'family' | 'association' }[] = [
  { email: 'pattes.solidaires@petfoster.fr', password: DEMO_PASSWORD, role: 'association' },
  { email: 'refuge.bocage@petfoster.fr', password: DEMO_PASSWORD, role: 'association' },
  { email: 'lapins.compagnie@petfoster.fr', password: DEMO_PASSWORD, role: 'association' },
  { email: 'famille.martin@petfoster.fr', password: DEMO_PASSWORD, role: 'family' },
  { email: 'famille.bernard@petfoster.fr', password: DEMO_PASSWORD, role: 'family' },
  { email: 'famille.petit@petfoster.fr', password: DEMO_PASSWORD, role: 'family' },
  { email: 'famille.durand@petfoster.fr', password: DEMO_PASSWORD, role: 'family' },
];
