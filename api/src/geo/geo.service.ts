import { Injectable } from '@nestjs/common';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { normalizeCommuneName } from './normalize';

/** [normalised commune name, département code, latitude, longitude, precision (0 commune, 1 postal code, 2 département)] */
type CommuneEntry = [string, string, number, number, number];
interface GeoData {
  meta: Record<string, unknown>;
  departements: Record<string, [number, number]>;
  codes: Record<string, CommuneEntry[]>;
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
 * 97133 is 977, 20000 is 2A) and approximate coordinates. Loaded once, on first use (1.5 MB of JSON, about 30 ms).
 */
@Injectable()
export class GeoService {
  private data: GeoData | undefined;

  private load(): GeoData {
    this.data ??= JSON.parse(fs.readFileSync(DATA_FILE, 'utf8')) as GeoData;
    return this.data;
  }

  /**
   * The commune of a postal code named by the city: exact normalised name, then the same without spaces
   * ("Saint-Lô" / "St Lo" / "Saintlo"), then a name that starts with or contains what was typed; the postal code's
   * main commune (the most populous) when the city matches none. Null for a postal code unknown to the data.
   */
  locate(zipCode: string | null | undefined, city: string | null | undefined): Place | null {
    const entries = zipCode ? this.load().codes[zipCode.trim()] : undefined;
    if (!entries?.length) return null;
    const wanted = normalizeCommuneName(city ?? '');
    const compact = wanted.replace(/ /g, '');
    const match =
      (wanted &&
        (entries.find(([name]) => name === wanted) ??
          entries.find(([name]) => name.replace(/ /g, '') === compact) ??
          entries.find(([name]) => name.startsWith(wanted) || wanted.startsWith(name)) ??
          entries.find(([name]) => name.includes(wanted)))) ||
      entries[0];
    const [, department, latitude, longitude] = match;
    return { department, latitude, longitude };
  }

  /** The point a `near` postal code stands for: its main commune. */
  centreOf(zipCode: string): Place | null {
    return this.locate(zipCode, '');
  }

  /** Coverage figures recorded by the generator (README). */
  meta(): Record<string, unknown> {
    return this.load().meta;
  }
}
