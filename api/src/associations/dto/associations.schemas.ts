import {
  associationRegistrationRules,
  identityRules,
  MAX_LENGTHS,
  RNA_CODE_PATTERN,
  MESSAGES,
  matches,
} from '@petfoster/contracts';
import { newPasswordRule } from '@petfoster/contracts/dist/common-passwords';
import { fieldsFromRules, Schema } from '../../common/validation';

const maxLengths: Record<string, number> = MAX_LENGTHS;

/** SPEC 5 rules (from @petfoster/contracts) plus the server's length bounds. role is ignored: the route decides it. */
export const associationRegistrationSchema: Schema = {
  ...fieldsFromRules(
    { ...associationRegistrationRules, password: newPasswordRule },
    { ...maxLengths, RNA_code: 10, zip_code: 5, phone_number: 10 },
  ),
  url_image: { type: 'image' },
  role: { type: 'ignored' },
};

export interface AssociationRegistrationInput {
  lastname: string;
  firstname: string;
  email: string;
  password: string;
  name_association: string;
  RNA_code: string;
  address: string;
  city: string;
  zip_code: string;
  phone_number: string;
  description: string;
  url_image?: string | null;
}

const { lastname, firstname, address, city, zip_code, phone_number, description } = identityRules;
/** Edit: only filled-in fields change (SPEC 2 edit screens); those given must still follow SPEC 5. */
export const associationUpdateSchema: Schema = {
  ...fieldsFromRules({ lastname, firstname, address, city, zip_code, phone_number, description }, maxLengths, {
    blankIsAbsent: true,
  }),
  name_association: { type: 'string', blankIsAbsent: true, max: MAX_LENGTHS.name_association },
  RNA_code: { type: 'string', blankIsAbsent: true, rule: matches(RNA_CODE_PATTERN, MESSAGES.rnaFormat) },
  url_image: { type: 'image' },
  // Issue 15: 'Recevoir les notifications par e-mail'.
  notifications_enabled: { type: 'boolean' },
  role: { type: 'ignored' },
};

export type AssociationUpdateInput = Partial<Omit<AssociationRegistrationInput, 'email' | 'password'>> & {
  notifications_enabled?: boolean;
};
