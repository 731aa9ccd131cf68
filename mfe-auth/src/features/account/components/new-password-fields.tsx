import { MAX_LENGTHS } from '@petfoster/contracts';
import { TextField } from '../../../components/form-fields';

const HINT = 'Au moins 6 caractères, dont une majuscule, une minuscule et un chiffre, sans espace.';

/** A password being chosen and its confirmation (SPEC 5 rules, shown before typing). */
export function NewPasswordFields({ formId }: { formId: string }) {
  return (
    <>
      <TextField
        formId={formId}
        name="password"
        label="Nouveau mot de passe"
        type="password"
        autoComplete="new-password"
        maxLength={MAX_LENGTHS.password}
        hint={HINT}
        required
      />
      <TextField
        formId={formId}
        name="confirmPassword"
        label="Confirmation du nouveau mot de passe"
        type="password"
        autoComplete="new-password"
        maxLength={MAX_LENGTHS.password}
        required
      />
    </>
  );
}
