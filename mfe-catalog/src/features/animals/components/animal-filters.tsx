import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  AGE_GROUP_LABELS,
  AGE_GROUPS,
  ANIMAL_SIZE_LABELS,
  ANIMAL_SIZES,
  DEPARTMENT_PATTERN,
  GOOD_WITH,
  GOOD_WITH_LABELS,
  NEAR_RADIUS_DEFAULT_KM,
  postalCodeHint,
  URGENT_FILTER_LABEL,
  type GoodWith,
} from '@petfoster/contracts';
import type { AnimalFilterKey, AnimalFilters } from '@petfoster/platform';
import styles from './animal-filters.module.css';

const RADII = [10, 25, 50, 100, 200, 500];

interface AnimalFiltersPanelProps {
  filters: AnimalFilters;
  /** Sets (or, with undefined, removes) some filters; the page writes them into the URL. */
  onChange(changes: Partial<Record<AnimalFilterKey, string | undefined>>): void;
  onClear(): void;
  /** The API's message per parameter it refused (a 'Près de' postal code that does not exist), under its field. */
  refused?: Readonly<Partial<Record<string, string>>>;
}

/** How many criteria are set: shown on the 'Filtres' button. */
export const activeFilterCount = (filters: AnimalFilters): number =>
  Object.keys(filters).filter((key) => key !== 'radius_km' && key !== 'sort').length;

/** What Tab can reach inside the drawer. */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * The 'Filtres' panel of /animals (docs/matching.md): a column beside the list from md up, a drawer over the page on a
 * phone (opened by the 'Filtres' button, closed by 'Voir les résultats', Escape or the overlay). The drawer lies
 * above the sticky header, keeps Tab inside it while open, and gives the focus back to 'Filtres' when it closes.
 * Selects and checkboxes apply at once; the postal code and the département apply when complete (or on Entrée).
 */
export function AnimalFiltersPanel({ filters, onChange, onClear, refused = {} }: AnimalFiltersPanelProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const [near, setNear] = useState(filters.near ?? '');
  const [department, setDepartment] = useState(filters.department ?? '');
  // The URL may change from outside (Back, 'Effacer les filtres'): the text fields follow it.
  const [seen, setSeen] = useState({ near: filters.near, department: filters.department });
  // Each field follows only its own parameter, so applying one never wipes what is being typed in the other.
  if (seen.near !== filters.near || seen.department !== filters.department) {
    setSeen({ near: filters.near, department: filters.department });
    if (seen.near !== filters.near) setNear(filters.near ?? '');
    if (seen.department !== filters.department) setDepartment(filters.department ?? '');
  }
  const goodWith = new Set((filters.good_with ?? '').split(',').filter(Boolean));

  // Closing gives the focus back to the button that opened the drawer, where the person left off.
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  useEffect(() => {
    if (!open) return undefined;
    // The page behind stays where the person left it.
    panel.current?.focus({ preventScroll: true });
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggle.current?.focus();
        return;
      }
      // The page behind is covered by the overlay: Tab cycles through the drawer's controls only.
      if (event.key !== 'Tab' || !panel.current) return;
      const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (items.length === 0) return;
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (event.shiftKey ? active === first || active === panel.current : active === last) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (!panel.current.contains(active)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const select = (key: AnimalFilterKey) => (value: string) => onChange({ [key]: value || undefined });
  const toggleGoodWith = (key: GoodWith, checked: boolean) => {
    const next = GOOD_WITH.filter((item) => (item === key ? checked : goodWith.has(item)));
    onChange({ good_with: next.length ? next.join(',') : undefined });
  };
  // The changes a typed postal code or département makes (none while incomplete or invalid).
  const nearChange = (value: string): Partial<Record<AnimalFilterKey, string | undefined>> => {
    const code = value.trim();
    if (code === '') return { near: undefined, radius_km: undefined, sort: undefined };
    return /^\d{5}$/.test(code) ? { near: code } : {};
  };
  const departmentChange = (value: string): Partial<Record<AnimalFilterKey, string | undefined>> => {
    const code = value.trim().toUpperCase();
    if (code === '') return { department: undefined };
    return DEPARTMENT_PATTERN.test(code) ? { department: code } : {};
  };
  const applyNear = (value: string) => onChange(nearChange(value));
  const applyDepartment = (value: string) => onChange(departmentChange(value));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // One change for both fields: two would each start from the same URL and the second would undo the first.
    onChange({ ...nearChange(near), ...departmentChange(department) });
    if (open) close();
  };
  const count = activeFilterCount(filters);
  const nearInvalid = near.trim() !== '' && !/^\d{5}$/.test(near.trim());
  const departmentInvalid = department.trim() !== '' && !DEPARTMENT_PATTERN.test(department.trim().toUpperCase());
  // The API's verdict on the postal code applied, while the field still shows it.
  const nearRefused = !nearInvalid && near.trim() === filters.near ? refused.near : undefined;
  const nearHint = nearRefused && filters.near ? postalCodeHint(filters.near) : undefined;
  const departmentRefused =
    !departmentInvalid && department.trim().toUpperCase() === filters.department ? refused.department : undefined;

  return (
    <div className={styles.wrapper}>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen(true)}
      >
        Filtres{count ? ` (${count})` : ''}
      </button>
      {open ? <div className={styles.overlay} aria-hidden="true" onClick={close} /> : null}
      <div
        id={`${id}-panel`}
        ref={panel}
        className={`${styles.panel} ${open ? styles.open : ''}`}
        role="region"
        aria-label="Filtres"
        tabIndex={-1}
      >
        <form onSubmit={submit} className={styles.form}>
          <h2 className={styles.title}>Filtres</h2>
          <label className={styles.field}>
            <span>Sexe</span>
            <select value={filters.sex ?? ''} onChange={(event) => select('sex')(event.target.value)}>
              <option value="">Tous</option>
              <option value="mâle">Mâle</option>
              <option value="femelle">Femelle</option>
            </select>
          </label>
          <label className={styles.field}>
            <span>Âge</span>
            <select value={filters.age ?? ''} onChange={(event) => select('age')(event.target.value)}>
              <option value="">Tous les âges</option>
              {AGE_GROUPS.map((age) => (
                <option key={age} value={age}>
                  {AGE_GROUP_LABELS[age]}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            <span>Taille</span>
            <select value={filters.size ?? ''} onChange={(event) => select('size')(event.target.value)}>
              <option value="">Toutes les tailles</option>
              {ANIMAL_SIZES.map((size) => (
                <option key={size} value={size}>
                  {ANIMAL_SIZE_LABELS[size]}
                </option>
              ))}
            </select>
          </label>
          <fieldset className={styles.group}>
            <legend>Bonne entente avec</legend>
            {GOOD_WITH.map((key) => (
              <label key={key} className={styles.check}>
                <input
                  type="checkbox"
                  checked={goodWith.has(key)}
                  onChange={(event) => toggleGoodWith(key, event.target.checked)}
                />
                {GOOD_WITH_LABELS[key]}
              </label>
            ))}
          </fieldset>
          <label className={styles.field}>
            <span>Département</span>
            <input
              value={department}
              inputMode="text"
              placeholder="14, 2A, 971"
              aria-invalid={departmentInvalid || Boolean(departmentRefused) || undefined}
              aria-describedby={departmentInvalid || departmentRefused ? `${id}-dep-error` : undefined}
              onChange={(event) => setDepartment(event.target.value)}
              onBlur={() => applyDepartment(department)}
            />
          </label>
          {departmentInvalid ? (
            <p id={`${id}-dep-error`} className={styles.error}>
              Code de département inconnu (exemples&nbsp;: 14, 2A, 971).
            </p>
          ) : null}
          {departmentRefused ? (
            <p id={`${id}-dep-error`} className={styles.error} role="alert">
              {departmentRefused}
            </p>
          ) : null}
          <label className={styles.field}>
            <span>Près de (code postal)</span>
            <input
              value={near}
              inputMode="numeric"
              autoComplete="postal-code"
              aria-invalid={nearInvalid || Boolean(nearRefused) || undefined}
              aria-describedby={nearInvalid || nearRefused ? `${id}-near-error` : undefined}
              onChange={(event) => {
                setNear(event.target.value);
                if (/^\d{5}$/.test(event.target.value.trim()) || event.target.value.trim() === '')
                  applyNear(event.target.value);
              }}
            />
          </label>
          {nearInvalid ? (
            <p id={`${id}-near-error`} className={styles.error}>
              Le code postal doit contenir exactement 5 chiffres
            </p>
          ) : null}
          {nearRefused ? (
            <div id={`${id}-near-error`} role="alert">
              <p className={styles.error}>{nearRefused}</p>
              {nearHint ? <p className={styles.hint}>{nearHint}</p> : null}
            </div>
          ) : null}
          <label className={styles.field}>
            <span>Rayon</span>
            <select
              value={filters.radius_km ?? String(NEAR_RADIUS_DEFAULT_KM)}
              disabled={!filters.near}
              onChange={(event) =>
                onChange({
                  radius_km: event.target.value === String(NEAR_RADIUS_DEFAULT_KM) ? undefined : event.target.value,
                })
              }
            >
              {RADII.map((km) => (
                <option key={km} value={km}>
                  {km} km
                </option>
              ))}
            </select>
          </label>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={filters.sort === 'distance'}
              disabled={!filters.near}
              onChange={(event) => onChange({ sort: event.target.checked ? 'distance' : undefined })}
            />
            Trier par distance
          </label>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={filters.available === 'true'}
              onChange={(event) => onChange({ available: event.target.checked ? 'true' : undefined })}
            />
            Seulement les animaux non accueillis
          </label>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={filters.urgent === 'true'}
              onChange={(event) => onChange({ urgent: event.target.checked ? 'true' : undefined })}
            />
            {URGENT_FILTER_LABEL}
          </label>
          <div className={styles.actions}>
            <button type="button" className={styles.secondary} onClick={onClear}>
              Effacer les filtres
            </button>
            <button type="submit" className={styles.primary}>
              Voir les résultats
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
