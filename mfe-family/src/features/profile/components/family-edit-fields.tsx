import { useId } from 'react';
import {
  dayInParis,
  FOSTER_CAPACITY_MAX,
  FOSTER_VISIBLE_LABEL,
  URGENT_APPEALS_OPT_LABEL,
  HOUSING_TYPES,
  MATCHING_MESSAGES,
  OWNED_ANIMALS_EDIT_OPTIONS,
  SPECIES,
} from '@petfoster/contracts';
import { uiStyles as ui } from '@petfoster/platform';
import {
  CheckboxField,
  SchemaCommuneChoice,
  SchemaNotificationsCheckbox,
  CONTACT_FIELDS,
  DESCRIPTION_FIELD,
  FieldError,
  ImageInput,
  SchemaTextFields,
  useSchemaField,
  type ContactFieldKey,
  type TextFieldSpec,
} from '@petfoster/platform/screens';

type TextKey = ContactFieldKey | 'description';

export interface FamilyEditFieldsProps {
  /** The photo the profile has now (its thumbnail), shown above the picker; null without one. */
  currentImage?: string | null;
}

const TEXT_FIELDS: ReadonlyArray<TextFieldSpec<TextKey>> = [DESCRIPTION_FIELD, ...CONTACT_FIELDS];

/** A select of the form, in the family and association areas' look. */
function Select({
  id,
  name,
  label,
  options,
}: {
  id: string;
  name: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  const { input, message, aria } = useSchemaField<string>(name);
  return (
    <div className={ui.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} {...input} {...aria(id)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}

function Photo({ idPrefix, currentImage }: { idPrefix: string; currentImage: string | null }) {
  const { input, message } = useSchemaField<string | null>('url_image');
  return (
    <>
      {currentImage ? (
        <figure className={ui.field}>
          <img
            src={currentImage}
            alt="Photo actuelle de la famille"
            width={160}
            height={160}
            style={{ objectFit: 'cover', borderRadius: '0.5rem' }}
          />
          <figcaption>Photo actuelle : choisissez une image pour la remplacer.</figcaption>
        </figure>
      ) : null}
      <ImageInput id={`${idPrefix}-url_image`} name="url_image" label="Image" onChange={input.onChange} />
      <FieldError message={message} />
    </>
  );
}

function FosterSpecies({ idPrefix }: { idPrefix: string }) {
  const { input, message } = useSchemaField<string[]>('foster_species');
  const chosen = input.value || [];
  return (
    <fieldset className={ui.field}>
      <legend>Espèces acceptées</legend>
      {SPECIES.map((species) => (
        <div className={ui.checkbox} key={species.id}>
          <input
            id={`${idPrefix}-species-${species.id}`}
            name="foster_species"
            type="checkbox"
            checked={chosen.includes(species.name)}
            onChange={(e) =>
              input.onChange(
                SPECIES.map((s) => s.name).filter((name) =>
                  name === species.name ? e.target.checked : chosen.includes(name),
                ),
              )
            }
          />
          <label htmlFor={`${idPrefix}-species-${species.id}`}>{species.name}</label>
        </div>
      ))}
      <FieldError message={message} />
    </fieldset>
  );
}

function Availability({ idPrefix }: { idPrefix: string }) {
  const from = useSchemaField<string>('available_from');
  const until = useSchemaField<string>('available_until');
  // An end date already past would hide the family from every date search: said at once (the API refuses it).
  const untilPast =
    until.input.value && until.input.value < dayInParis() ? MATCHING_MESSAGES.availabilityPast : undefined;
  // One message under the field, chosen from the state, never from its text: the date shown being past comes first
  // (said live); otherwise the field's own message, the schema's or the server's (which the form drops once the date
  // is changed, so a refusal of a past date corrected since is not said).
  const untilShown = untilPast ?? until.message;
  return (
    <>
      <div className={ui.field}>
        <label htmlFor={`${idPrefix}-from`}>Disponible à partir du</label>
        <input id={`${idPrefix}-from`} type="date" {...from.input} {...from.aria(`${idPrefix}-from`)} />
        <FieldError id={`${idPrefix}-from-error`} message={from.message} />
      </div>
      <div className={ui.field}>
        <label htmlFor={`${idPrefix}-until`}>Disponible jusqu&apos;au</label>
        <input
          id={`${idPrefix}-until`}
          type="date"
          min={from.input.value || undefined}
          {...until.input}
          aria-invalid={untilShown ? true : undefined}
          aria-describedby={untilShown ? `${idPrefix}-until-error` : undefined}
        />
        <FieldError id={`${idPrefix}-until-error`} message={untilShown} />
      </div>
    </>
  );
}

const HOUSING_OPTIONS = HOUSING_TYPES.map((h) => ({ value: String(h.id), label: h.houseType }));
const OWNED_OPTIONS = OWNED_ANIMALS_EDIT_OPTIONS.map((option) => ({
  value: option,
  label: option === '5' ? '5+' : option,
}));
const CAPACITY_OPTIONS = Array.from({ length: FOSTER_CAPACITY_MAX }, (_, i) => String(i + 1)).map((n) => ({
  value: n,
  label: n,
}));

/**
 * The editable fields of a family, in a SchemaForm of the family update schema (blank = unchanged): a value the API
 * would refuse is said under its field before anything is sent.
 */
export function FamilyEditFields({ currentImage = null }: FamilyEditFieldsProps) {
  const id = useId();
  return (
    <>
      <SchemaTextFields idPrefix={id} fields={TEXT_FIELDS} />
      <SchemaCommuneChoice idPrefix={id} />
      <Select id={`${id}-housing`} name="housing_type_id" label="Type d'habitation" options={HOUSING_OPTIONS} />
      <CheckboxField formId={id} name="garden" className={ui.checkbox}>
        Jardin
      </CheckboxField>
      <SchemaNotificationsCheckbox idPrefix={id} />
      <Select id={`${id}-owned`} name="owned_animals" label="Nombre d'animaux possédés" options={OWNED_OPTIONS} />
      <Photo idPrefix={id} currentImage={currentImage} />
      <fieldset className={ui.field}>
        <legend>Profil de famille d&apos;accueil</legend>
        <FosterSpecies idPrefix={id} />
        <Availability idPrefix={id} />
        <Select
          id={`${id}-capacity`}
          name="capacity"
          label="Nombre d'animaux accueillis en même temps"
          options={CAPACITY_OPTIONS}
        />
        <CheckboxField formId={id} name="children_at_home" className={ui.checkbox}>
          Enfants au foyer
        </CheckboxField>
        <CheckboxField formId={id} name="visible" className={ui.checkbox}>
          {FOSTER_VISIBLE_LABEL}
        </CheckboxField>
        <CheckboxField formId={id} name="accepts_urgent_appeals" className={ui.checkbox}>
          {URGENT_APPEALS_OPT_LABEL}
        </CheckboxField>
      </fieldset>
    </>
  );
}
