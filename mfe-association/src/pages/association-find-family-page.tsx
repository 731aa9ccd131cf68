import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  FAMILY_SEARCH_KEYS,
  keepPreviousData,
  queryKeys,
  readOrRefusal,
  refusalOf,
  uiStyles as ui,
  useQuery,
  useSession,
  useUrlQuery,
  type FamilySearchParams,
} from '@petfoster/platform';
import { familiesApi, invitationsApi, RequireAccess } from '@petfoster/platform/screens';
import {
  availabilityText,
  DELETED_FAMILY_NAME,
  HOUSING_TYPES,
  INVITATION_STATUS_LABELS,
  paths,
  postalCodeHint,
  SPECIES,
  type FamilySearchResult,
} from '@petfoster/contracts';
import { familySearchQuerySchema, formErrors } from '@petfoster/contracts/schemas';
import { ProposeAnimalDialog } from '../features/find-family/components/propose-animal-dialog';
import styles from './association-find-family-page.module.css';

const RADII = ['10', '25', '50', '100', '200', '500'];

function searchOf(params: URLSearchParams): FamilySearchParams {
  const query: FamilySearchParams = {};
  for (const key of FAMILY_SEARCH_KEYS) {
    const value = params.get(key);
    if (value) query[key] = value;
  }
  return query;
}

const availability = (family: FamilySearchResult): string =>
  availabilityText(family.available_from, family.available_until);

/**
 * 'Trouver une famille' (docs/matching.md): the families that opted in, filtered like the API allows, state in the URL; each
 * card offers 'Proposer un animal'. Below, the proposals already sent and their state.
 */
function FindFamily() {
  const id = useId();
  const session = useSession();
  const associationId = Number(session.associationId);
  const [searchParams, updateQuery] = useUrlQuery();
  const query = searchOf(searchParams);
  const [near, setNear] = useState(query.near ?? '');
  const [department, setDepartment] = useState(query.department ?? '');
  // 'Rayon' can be chosen before the first search: it goes into the URL with the postal code ('Rechercher').
  const [radius, setRadius] = useState(query.radius_km ?? '50');
  const [chosen, setChosen] = useState<FamilySearchResult | null>(null);
  // What the search route's query schema says of the typed codes, before any search is sent with them.
  const [typedErrors, setTypedErrors] = useState<Partial<Record<'near' | 'department', string>>>({});
  const results = useQuery({
    queryKey: queryKeys.familySearch(query),
    queryFn: () => readOrRefusal(() => familiesApi.search(query)),
    placeholderData: keepPreviousData,
  });
  // A filter the API refuses (a 'Près de' code that does not exist, a hand-edited URL): its message under the
  // field, and the last families found stay listed.
  const refused = refusalOf(results.error);
  const [kept, setKept] = useState(results.data);
  if (results.data && results.data !== kept) setKept(results.data);
  const shown = refused ? kept : results.data;
  const nearRefused = typedErrors.near ?? refused?.fields.near;
  const nearHint = !typedErrors.near && nearRefused && query.near ? postalCodeHint(query.near) : undefined;
  const departmentRefused = typedErrors.department ?? refused?.fields.department;
  const sent = useQuery({
    queryKey: queryKeys.invitations('association', associationId),
    queryFn: invitationsApi.list,
  });

  const set = (changes: FamilySearchParams) =>
    updateQuery((next) => {
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!next.get('near')) next.delete('radius_km');
    });
  const clear = () =>
    updateQuery((next) => {
      for (const key of [...next.keys()]) next.delete(key);
    });
  const field = (key: keyof FamilySearchParams) => ({
    value: query[key] ?? '',
    onChange: (event: { target: { value: string } }) => set({ [key]: event.target.value }),
  });

  return (
    <section className={styles.page}>
      <h1>Trouver une famille</h1>
      <p>Seules les familles qui ont choisi d&apos;être visibles des associations apparaissent ici.</p>
      <form
        className={styles.filters}
        aria-label="Filtres"
        onSubmit={(event) => {
          event.preventDefault();
          const typed = {
            near: near.trim(),
            department: department.trim().toUpperCase(),
            radius_km: near.trim() && radius !== '50' ? radius : '',
          };
          // The query as the route parses it (an empty filter is not sent): a code it would refuse is said under
          // its field and the search stays as it was.
          const sent = Object.fromEntries(Object.entries(typed).filter(([, value]) => value));
          const errors = formErrors(familySearchQuerySchema, sent);
          setTypedErrors({ near: errors.near, department: errors.department });
          if (errors.near || errors.department || errors.radius_km) return;
          set(typed);
        }}
      >
        <label className={styles.field}>
          <span>Espèce acceptée</span>
          <select {...field('species')}>
            <option value="">Toutes</option>
            {SPECIES.map((species) => (
              <option key={species.id} value={species.name}>
                {species.name}
              </option>
            ))}
          </select>
        </label>
        <div className={styles.field}>
          <label htmlFor={`${id}-department`}>Département</label>
          <input
            id={`${id}-department`}
            value={department}
            aria-invalid={Boolean(departmentRefused) || undefined}
            aria-describedby={departmentRefused ? `${id}-department-error` : undefined}
            onChange={(e) => {
              setDepartment(e.target.value);
              setTypedErrors((shown) => ({ ...shown, department: undefined }));
            }}
          />
          {departmentRefused ? (
            <span id={`${id}-department-error`} className={styles.error} role="alert">
              {departmentRefused}
            </span>
          ) : null}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-near`}>Près de (code postal)</label>
          <input
            id={`${id}-near`}
            value={near}
            inputMode="numeric"
            aria-invalid={Boolean(nearRefused) || undefined}
            aria-describedby={nearRefused ? `${id}-near-error` : undefined}
            onChange={(e) => {
              setNear(e.target.value);
              setTypedErrors((shown) => ({ ...shown, near: undefined }));
            }}
          />
          {nearRefused ? (
            <span id={`${id}-near-error`} role="alert" className={styles.error}>
              {nearRefused}
              {nearHint ? <span className={styles.hint}> {nearHint}</span> : null}
            </span>
          ) : null}
        </div>
        <label className={styles.field}>
          <span>Rayon</span>
          <select
            value={query.near ? (query.radius_km ?? '50') : radius}
            onChange={(event) => {
              setRadius(event.target.value);
              if (query.near) set({ radius_km: event.target.value === '50' ? '' : event.target.value });
            }}
          >
            {RADII.map((km) => (
              <option key={km} value={km}>
                {km} km
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>Logement</span>
          <select {...field('housing')}>
            <option value="">Tous</option>
            {HOUSING_TYPES.map((housing) => (
              <option key={housing.id} value={String(housing.id)}>
                {housing.houseType}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>Jardin</span>
          <select {...field('garden')}>
            <option value="">Indifférent</option>
            <option value="true">Avec jardin</option>
            <option value="false">Sans jardin</option>
          </select>
        </label>
        <label className={styles.field}>
          <span>Enfants au foyer</span>
          <select {...field('children')}>
            <option value="">Indifférent</option>
            <option value="true">Avec enfants</option>
            <option value="false">Sans enfants</option>
          </select>
        </label>
        <label className={styles.field}>
          <span>Disponible le</span>
          <input type="date" {...field('available_on')} />
        </label>
        <button type="submit" className={ui.button}>
          Rechercher
        </button>
      </form>

      <p aria-live="polite" className={styles.count}>
        {shown ? `${shown.total} ${shown.total > 1 ? 'familles' : 'famille'}` : '\u00a0'}
      </p>
      {results.isLoading ? <p role="status">Recherche des familles…</p> : null}
      {results.error && !refused ? (
        <p role="alert">La recherche a échoué. Vérifiez les filtres puis réessayez.</p>
      ) : null}
      {refused?.general.length ? <p role="alert">{refused.general.join(' ')}</p> : null}
      {shown && shown.families.length === 0 ? (
        <div>
          <p>Aucune famille ne correspond à ces critères.</p>
          <button type="button" className={ui.button} onClick={clear}>
            Effacer les filtres
          </button>
        </div>
      ) : null}
      <ul className={styles.cards} aria-busy={results.isFetching || undefined}>
        {shown?.families.map((family) => (
          <li key={family.id} className={styles.card}>
            {family.url_thumbnail ? (
              <img
                className={styles.photo}
                src={family.url_thumbnail}
                alt={`Photo de la famille de ${family.firstname}`}
                width={96}
                height={96}
                loading="lazy"
              />
            ) : null}
            <h2 id={`${id}-${family.id}`}>{family.firstname}</h2>
            {family.presentation ? <p className={styles.presentation}>{family.presentation}</p> : null}
            <p>
              {family.city}
              {family.department ? ` (${family.department})` : ''}
              {family.distance_km !== undefined ? ` · à ${family.distance_km} km` : ''}
            </p>
            <p>
              {family.houseType}, {family.garden ? 'avec jardin' : 'sans jardin'}
            </p>
            <p>Espèces acceptées : {family.species.length ? family.species.join(', ') : 'non précisées'}</p>
            <p>Disponibilité : {availability(family)}</p>
            <p>
              Capacité : {family.capacity} {family.capacity > 1 ? 'animaux' : 'animal'} à la fois
            </p>
            <button
              type="button"
              className={ui.button}
              aria-describedby={`${id}-${family.id}`}
              onClick={() => setChosen(family)}
            >
              Proposer un animal
            </button>
          </li>
        ))}
      </ul>

      <h2>Propositions envoyées</h2>
      {sent.data && sent.data.length === 0 ? <p>Aucune proposition envoyée pour le moment.</p> : null}
      <ul className={styles.sent}>
        {sent.data?.map((invitation) => (
          <li key={invitation.id}>
            <Link to={paths.animalDetails(invitation.animal.id)}>{invitation.animal.name}</Link> →{' '}
            {/* A family that deleted its account keeps only the proposal its kept placement came from. */}
            {invitation.family.deleted
              ? DELETED_FAMILY_NAME
              : `${invitation.family.firstname} (${invitation.family.city})`}{' '}
            : {INVITATION_STATUS_LABELS[invitation.status]}
            {invitation.decline_reason ? (
              <p className={styles.reason}>Raison donnée : {invitation.decline_reason}</p>
            ) : null}
          </li>
        ))}
      </ul>
      <ProposeAnimalDialog associationId={associationId} family={chosen} onClose={() => setChosen(null)} />
    </section>
  );
}

export default function AssociationFindFamilyPage() {
  return (
    <RequireAccess action="family.search">
      <FindFamily />
    </RequireAccess>
  );
}
