import { useId } from 'react';
import {
  dayInParis,
  FOSTER_CAPACITY_MAX,
  FOSTER_VISIBLE_LABEL,
  HOUSING_TYPES,
  MATCHING_MESSAGES,
  OWNED_ANIMALS_EDIT_OPTIONS,
  SPECIES,
} from '@petfoster/contracts';
import { uiStyles as ui } from '@petfoster/platform';
import {
  CommuneChoice,
  CONTACT_FIELDS,
  DESCRIPTION_FIELD,
  ImageInput,
  TextFields,
  type ContactFieldKey,
  type TextFieldSpec,
  FieldError,
  NotificationsCheckbox,
} from '@petfoster/platform/screens';
import type { FamilyEditValues } from '../family-edit-values';

type TextKey = ContactFieldKey | 'description';

export interface FamilyEditFieldsProps {
  values: FamilyEditValues;
  onChange(values: FamilyEditValues): void;
  onImage(dataUrl: string | null): void;
  /** The server's message per field after a refused submit. */
  errors?: Readonly<Record<string, string>>;
  /** The photo the profile has now (its thumbnail), shown above the picker; null without one. */
  currentImage?: string | null;
}

const TEXT_FIELDS: ReadonlyArray<TextFieldSpec<TextKey>> = [DESCRIPTION_FIELD, ...CONTACT_FIELDS];

/** The editable fields of a family (no validation on edit forms, docs/product.md#validation). */
export function FamilyEditFields({
  values,
  onChange,
  onImage,
  errors = {},
  currentImage = null,
}: FamilyEditFieldsProps) {
  const id = useId();
  // An end date already past would hide the family from every date search: said at once (the API refuses it).
  const untilPast =
    values.available_until !== '' && values.available_until < dayInParis() ? MATCHING_MESSAGES.availabilityPast : null;
  // Said live from the date shown; the server's other reasons (a date before the start) until the next submit.
  const untilShown =
    untilPast ?? (errors.available_until !== MATCHING_MESSAGES.availabilityPast ? errors.available_until : undefined);
  const set = <K extends keyof FamilyEditValues>(key: K, value: FamilyEditValues[K]) =>
    onChange({ ...values, [key]: value });
  return (
    <>
      <TextFields
        idPrefix={id}
        fields={TEXT_FIELDS}
        values={values}
        errors={errors}
        onChange={(key, value) => set(key, value)}
      />
      <CommuneChoice
        idPrefix={id}
        zipCode={values.zip_code}
        city={values.city}
        onChoose={(city) => set('city', city)}
        shownMessages={[errors.zip_code, errors.city]}
      />
      <div className={ui.field}>
        <label htmlFor={`${id}-housing`}>Type d&apos;habitation</label>
        <select
          id={`${id}-housing`}
          value={values.housing_type_id}
          onChange={(e) => set('housing_type_id', e.target.value)}
        >
          {HOUSING_TYPES.map((h) => (
            <option key={h.id} value={String(h.id)}>
              {h.houseType}
            </option>
          ))}
        </select>
      </div>
      <div className={ui.checkbox}>
        <input
          id={`${id}-garden`}
          type="checkbox"
          checked={values.garden}
          onChange={(e) => set('garden', e.target.checked)}
        />
        <label htmlFor={`${id}-garden`}>Jardin</label>
      </div>
      <NotificationsCheckbox
        idPrefix={id}
        checked={values.notifications_enabled}
        onChange={(checked) => set('notifications_enabled', checked)}
      />
      <div className={ui.field}>
        <label htmlFor={`${id}-owned`}>Nombre d&apos;animaux possédés</label>
        <select id={`${id}-owned`} value={values.owned_animals} onChange={(e) => set('owned_animals', e.target.value)}>
          {OWNED_ANIMALS_EDIT_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {option === '5' ? '5+' : option}
            </option>
          ))}
        </select>
      </div>
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
      <ImageInput label="Image" onChange={onImage} />
      <FieldError message={errors.url_image} />
      <fieldset className={ui.field}>
        <legend>Profil de famille d&apos;accueil</legend>
        <fieldset className={ui.field}>
          <legend>Espèces acceptées</legend>
          {SPECIES.map((species) => (
            <div className={ui.checkbox} key={species.id}>
              <input
                id={`${id}-species-${species.id}`}
                type="checkbox"
                checked={values.foster_species.includes(species.name)}
                onChange={(e) =>
                  set(
                    'foster_species',
                    SPECIES.map((s) => s.name).filter((name) =>
                      name === species.name ? e.target.checked : values.foster_species.includes(name),
                    ),
                  )
                }
              />
              <label htmlFor={`${id}-species-${species.id}`}>{species.name}</label>
            </div>
          ))}
          <FieldError message={errors.foster_species} />
        </fieldset>
        <div className={ui.field}>
          <label htmlFor={`${id}-from`}>Disponible à partir du</label>
          <input
            id={`${id}-from`}
            type="date"
            value={values.available_from}
            onChange={(e) => set('available_from', e.target.value)}
          />
          <FieldError message={errors.available_from} />
        </div>
        <div className={ui.field}>
          <label htmlFor={`${id}-until`}>Disponible jusqu&apos;au</label>
          <input
            id={`${id}-until`}
            type="date"
            min={values.available_from || undefined}
            value={values.available_until}
            aria-invalid={untilShown ? true : undefined}
            aria-describedby={untilShown ? `${id}-until-error` : undefined}
            onChange={(e) => set('available_until', e.target.value)}
          />
          <FieldError id={`${id}-until-error`} message={untilShown} />
        </div>
        <div className={ui.field}>
          <label htmlFor={`${id}-capacity`}>Nombre d&apos;animaux accueillis en même temps</label>
          <select id={`${id}-capacity`} value={values.capacity} onChange={(e) => set('capacity', e.target.value)}>
            {Array.from({ length: FOSTER_CAPACITY_MAX }, (_, i) => String(i + 1)).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          <FieldError message={errors.capacity} />
        </div>
        <div className={ui.checkbox}>
          <input
            id={`${id}-children`}
            type="checkbox"
            checked={values.children_at_home}
            onChange={(e) => set('children_at_home', e.target.checked)}
          />
          <label htmlFor={`${id}-children`}>Enfants au foyer</label>
        </div>
        <div className={ui.checkbox}>
          <input
            id={`${id}-visible`}
            type="checkbox"
            checked={values.visible}
            onChange={(e) => set('visible', e.target.checked)}
          />
          <label htmlFor={`${id}-visible`}>{FOSTER_VISIBLE_LABEL}</label>
        </div>
      </fieldset>
    </>
  );
}
