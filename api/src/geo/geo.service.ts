import { Injectable } from '@nestjs/common';
import { communeNameKeys, GEO_MESSAGES, normalizeCommuneName } from '@petfoster/contracts';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fieldErrors } from '../common/field-errors';

/**
 * [commune name as INSEE writes it, département code, latitude, longitude, precision (0 commune, 1 postal code,
 * 2 département), 1 when the name is accepted but not offered (an arrondissement's)]
 */
type CommuneEntry = [string, string, number, number, number, number?];
interface GeoData {
  meta: Record<string, unknown>;
  departements: Record<string, [number, number]>;
  codes: Record<string, CommuneEntry[]>;
}

/** One commune of a postal code, with the normalised forms its name is recognised by. */
interface Commune {
  name: string;
  offered: boolean;
  normalised: string;
  keys: string[];
  place: Place;
}

export interface Place {
  department: string;
  latitude: number;
  longitude: number;
}

/** api/geo/communes-fr.json, written by scripts/generate-geo-data.js: from src/geo and from dist/geo alike. */
const DATA_FILE = path.resolve(__dirname, '..', '..', 'geo', 'communes-fr.json');

/**
 * Where a postal code and a city are, offline: the département (from INSEE's data, never from the code's digits:
 * 97133 is 977, 20000 is 2A) and approximate coordinates. Loaded once, on first use (1.5 MB of JSON, about 30 ms);
 * each postal code's communes are indexed by their normalised names the first time that code is asked for.
 */
@Injectable()
export class GeoService {
  private data: GeoData | undefined;
  private readonly indexed = new Map<string, Commune[]>();

  private load(): GeoData {
    this.data ??= JSON.parse(fs.readFileSync(DATA_FILE, 'utf8')) as GeoData;
    return this.data;
  }

  /** The communes of a postal code, the most populous first; undefined for a code unknown to the data. */
  private communesOf(zipCode: string | null | undefined): Commune[] | undefined {
    const code = zipCode?.trim();
    if (!code) return undefined;
    const known = this.indexed.get(code);
    if (known) return known;
    const entries = Object.hasOwn(this.load().codes, code) ? this.load().codes[code] : undefined;
    if (!entries?.length) return undefined;
    const communes = entries.map(([name, department, latitude, longitude, , hidden]) => ({
      name,
      offered: hidden !== 1,
      normalised: normalizeCommuneName(name),
      keys: communeNameKeys(name),
      place: { department, latitude, longitude },
    }));
    this.indexed.set(code, communes);
    return communes;
  }

  /**
   * The commune of a postal code named by the city: exact normalised name, then the same without spaces
   * ("Saint-Lô" / "St Lo" / "Saintlo"), then a name that starts with or contains what was typed; the postal code's
   * main commune (the most populous) when the city matches none. Null for a postal code unknown to the data.
   * Lenient on purpose: it places accounts stored before the city was checked (GeoBackfillService).
   */
  locate(zipCode: string | null | undefined, city: string | null | undefined): Place | null {
    const communes = this.communesOf(zipCode);
    if (!communes) return null;
    const wanted = normalizeCommuneName(city ?? '');
    const match =
      (wanted &&
        (this.exactly(communes, wanted) ??
          communes.find(({ normalised }) => normalised.startsWith(wanted) || wanted.startsWith(normalised)) ??
          communes.find(({ normalised }) => normalised.includes(wanted)))) ||
      communes[0];
    return match.place;
  }

  /** The commune whose name is the typed one, forgivingly (case, accents, hyphens, Saint/St, spaces). */
  private exactly(communes: Commune[], wanted: string): Commune | undefined {
    const compact = wanted.replace(/ /g, '');
    return communes.find(({ keys }) => keys.includes(wanted)) ?? communes.find(({ keys }) => keys.includes(compact));
  }

  /**
   * Registration and profile edits: the place of a postal code and a city that is one of its communes, or a 400 on
   * the field at fault ('Code postal inconnu' under the postal code, 'Cette ville ne correspond pas au code postal'
   * under the city), so that no account silently drops out of the département and distance searches.
   */
  check(zipCode: string, city: string): Place {
    const communes = this.communesOf(zipCode);
    if (!communes) throw fieldErrors({ zip_code: GEO_MESSAGES.postalCodeUnknown });
    const commune = this.exactly(communes, normalizeCommuneName(city));
    if (!commune) throw fieldErrors({ city: GEO_MESSAGES.cityMismatch });
    return commune.place;
  }

  /** The communes offered for a postal code (empty when the code is unknown), as INSEE writes them. */
  communeNames(zipCode: string): string[] {
    return (this.communesOf(zipCode) ?? []).filter(({ offered }) => offered).map(({ name }) => name);
  }

  /** The point a `near` postal code stands for: its main commune (an arrondissement's own point in Paris, Lyon, Marseille). */
  centreOf(zipCode: string): Place | null {
    return this.locate(zipCode, '');
  }

  /** Coverage figures recorded by the generator (README). */
  meta(): Record<string, unknown> {
    return this.load().meta;
  }
}
