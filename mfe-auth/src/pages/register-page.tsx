import { useState } from 'react';
import { AssociationRegistrationForm } from '../features/registration/components/association-registration-form';
import { FamilyRegistrationForm } from '../features/registration/components/family-registration-form';
import { RegistrationToggle } from '../features/registration/components/registration-toggle';
import type { RegistrationKind } from '../features/registration/types';
import styles from './register-page.module.css';

export default function RegisterPage() {
  // docs/product.md#states: the toggle defaults to family.
  const [kind, setKind] = useState<RegistrationKind>('family');

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Inscription</h1>
      <p className={styles.intro}>
        Créez votre compte {kind === 'family' ? "de famille d'accueil" : "d'association"}. Tous les champs sont
        obligatoires, sauf l'image{kind === 'family' ? ' et le jardin' : ''}.
      </p>
      <RegistrationToggle value={kind} onChange={setKind} />
      {kind === 'family' ? <FamilyRegistrationForm /> : <AssociationRegistrationForm />}
    </div>
  );
}
