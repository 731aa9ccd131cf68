import { PASSWORD_HINT } from '@petfoster/contracts';
import { TextField } from '@petfoster/platform/screens';

/** A password being chosen and its confirmation (validation rules, docs/product.md#validation, shown before typing). */
export function NewPasswordFields({ formId }: { formId: string }) {
  return (
    <>
      <TextField
        formId={formId}
        name="password"
        label="Nouveau mot de passe"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        required
      />
      <TextField
        formId={formId}
        name="confirmPassword"
        label="Confirmation du nouveau mot de passe"
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}
