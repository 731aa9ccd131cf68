import {
  API_MESSAGES,
  familyRegistrationRules,
  HOUSING_TYPES,
  identityRules,
  MAX_LENGTHS,
  MESSAGES,
  parseOwnedAnimals,
} from '@petfoster/contracts';
import { newPasswordRule } from '@petfoster/contracts/dist/common-passwords';
import { CustomField, fieldsFromRules, Schema } from '../../common/validation';

const maxLengths: Record<string, number> = { ...MAX_LENGTHS, zip_code: 5, phone_number: 10 };

const housingType = (label: string): CustomField<number> => ({
  type: 'custom',
  label,
  parse: (value) => {
    const id =
      typeof value === 'number'
        ? value
        : typeof value === 'string' && /^\d+$/.test(value.trim())
          ? Number(value.trim())
          : NaN;
    return HOUSING_TYPES.some((h) => h.id === id) ? { value: id } : { error: API_MESSAGES.invalidField(label) };
  },
});

const ownedAnimals: CustomField<number> = {
  type: 'custom',
  parse: (value) => {
    const count = parseOwnedAnimals(value);
    return count === null ? { error: API_MESSAGES.invalidField('owned_animals') } : { value: count };
  },
};

const { houseType: _houseTypeRule, owned_animals: _ownedRule, ...stringRules } = familyRegistrationRules;

/** SPEC 5 family rules from @petfoster/contracts; houseType '1'..'4', owned_animals '0'..'4' or '5+'. */
export const familyRegistrationSchema: Schema = {
  ...fieldsFromRules({ ...stringRules, password: newPasswordRule }, maxLengths),
  houseType: { ...housingType('houseType'), required: MESSAGES.houseTypeRequired },
  owned_animals: { ...ownedAnimals, required: MESSAGES.ownedAnimalsRequired },
  garden: { type: 'boolean' },
  url_image: { type: 'image' },
  role: { type: 'ignored' },
};

export interface FamilyRegistrationInput {
  lastname: string;
  firstname: string;
  email: string;
  password: string;
  address: string;
  city: string;
  zip_code: string;
  phone_number: string;
  description: string;
  houseType: number;
  owned_animals: number;
  garden?: boolean;
  url_image?: string | null;
}

const { lastname, firstname, address, city, zip_code, phone_number, description } = identityRules;
/** Edit form (SPEC 3): housing_type_id instead of houseType, owned_animals '0'..'5'; blanks keep the value. */
export const familyUpdateSchema: Schema = {
  ...fieldsFromRules({ lastname, firstname, address, city, zip_code, phone_number, description }, maxLengths, {
    blankIsAbsent: true,
  }),
  housing_type_id: housingType('housing_type_id'),
  houseType: housingType('houseType'),
  owned_animals: ownedAnimals,
  garden: { type: 'boolean' },
  url_image: { type: 'image' },
  role: { type: 'ignored' },
  // Issue 15: 'Recevoir les notifications par e-mail'.
  notifications_enabled: { type: 'boolean' },
};

export type FamilyUpdateInput = Partial<Omit<FamilyRegistrationInput, 'email' | 'password'>> & {
  housing_type_id?: number;
  notifications_enabled?: boolean;
};
