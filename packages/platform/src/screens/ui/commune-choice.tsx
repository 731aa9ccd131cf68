import { cityMatches, GEO_MESSAGES, postalCodeHint } from '@petfoster/contracts';
import { queryKeys, uiStyles as ui, useQuery } from '@petfoster/platform';
import { geoApi } from '../api/geo';

export interface CommuneChoiceProps {
  /** Prefix of the select's id (a useId or form id). */
  idPrefix: string;
  zipCode: string;
  city: string;
  /** Puts the chosen commune into the city field. */
  onChoose(city: string): void;
  /**
   * The fields that show the server's refusal of the value typed (it checks the same postal code and city on
   * submit): the line of this check is then not said a second time. Decided from the fields' state, not their text.
   */
  refusedByServer?: { zipCode?: boolean; city?: boolean };
  /**
   * What the previous release's remotes pass instead (docs/decisions/version-skew-check.md): the messages under the
   * postal code and the city, read only as whether each field shows one.
   */
  shownMessages?: ReadonlyArray<string | undefined>;
}

/** Whether a field shows the server's verdict on its value: the form drops it once the field is edited. */
export function showsServerRefusal(meta: { submitError?: unknown; dirtySinceLastSubmit?: boolean }): boolean {
  return !meta.dirtySinceLastSubmit && typeof meta.submitError === 'string';
}

/**
 * Under the address of the registration and profile forms: once the postal code has five digits, says at once when
 * it does not exist (with the range of the arrondissements' codes for '75000', '69000', '13000'), and when the city
 * typed is not one of its communes, offers those communes to choose from. The API checks the same on submit.
 */
export function CommuneChoice({
  idPrefix,
  zipCode,
  city,
  onChoose,
  refusedByServer,
  shownMessages,
}: CommuneChoiceProps) {
  const refused = refusedByServer ?? {
    zipCode: shownMessages?.[0] !== undefined,
    city: shownMessages?.[1] !== undefined,
  };
  const code = zipCode.trim();
  const complete = /^\d{5}$/.test(code);
  const { data } = useQuery({
    queryKey: queryKeys.postalCodeCommunes(code),
    queryFn: () => geoApi.communes(code),
    enabled: complete,
    staleTime: Infinity,
  });
  if (!complete || !data || data.postal_code !== code) return null;
  if (data.communes.length === 0) {
    const lines = [refused.zipCode ? '' : GEO_MESSAGES.postalCodeUnknown, postalCodeHint(code)];
    return (
      <div role="status" id={`${idPrefix}-communes`}>
        {lines.filter(Boolean).map((line) => (
          <p key={line} className={ui.error}>
            {line}
          </p>
        ))}
      </div>
    );
  }
  if (cityMatches(city, data.communes)) return null;
  const selectId = `${idPrefix}-communes`;
  return (
    <div className={ui.field}>
      {city.trim() && !refused.city ? (
        <p className={ui.error} role="status">
          {GEO_MESSAGES.cityMismatch}
        </p>
      ) : null}
      <label htmlFor={selectId}>{GEO_MESSAGES.chooseCommune(code)}</label>
      <select id={selectId} value="" onChange={(event) => event.target.value && onChoose(event.target.value)}>
        <option value="">Choisir la ville…</option>
        {data.communes.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
