#!/usr/bin/env node
'use strict';
/*
 * The animal page with a full gallery (docs/product.md#animal-gallery): an animal with 10 photos, the most it can
 * have, measured under the Lighthouse configuration of the public pages (bench/lighthouse.js) through the same site
 * (the nginx gateway when available). The photos go through the API as an association's form sends them: the first
 * with the animal (POST /api/animals, its cover), the nine others with POST /api/animals/{id}/photos, so each one is
 * stored by the image pipeline with its thumbnail and 800 px WebP variant. They are 1600 x 1200 JPEGs drawn here with
 * a photograph's texture (shading and grain over the demo's drawing of the species), so that their files weigh what
 * a phone's photo resized for the web weighs, not what a flat drawing does. The page lighthouse.js measures (a demo
 * animal: one drawing) is measured again beside it, as the reference of the same moment. Target: LCP at most 1.5 s
 * (the first view's, docs/decisions/first-view.md). Figures only, never asserted.
 *
 *   node bench/gallery.js [--runs 1]
 */
const path = require('node:path');
const sharp = require('sharp');
const { paths } = require('@petfoster/contracts');
const { startSite } = require('./lib/site');
const { measurePages, lighthouseVersion, CONFIG } = require('./lighthouse');

const PHOTOS = 10;
const WIDTH = 1600;
const HEIGHT = 1200;
/** The texture's grain size in pixels, its depth (share of the full range) and the sensor grain's amplitude. */
const TEXTURE_SCALE = 4;
const TEXTURE_DEPTH = 0.25;
const GRAIN = 12;
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** A deterministic pseudo-random sequence (mulberry32), so that every run uploads the same photos. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Photo `index` of the gallery: the species' drawing, with soft shading, texture and grain, as a JPEG. */
async function photo(index) {
  const { animalSvg } = require(path.join(__dirname, '../api/dist/demo-seed/demo-data'));
  const speciesId = 1 + (index % 3);
  const drawing = await sharp(Buffer.from(animalSvg(speciesId, index + 1)), { density: 144 })
    .resize(WIDTH, HEIGHT)
    .removeAlpha()
    .raw()
    .toBuffer();
  const next = random(1000 + index);
  // Texture: noise a few pixels wide (fur, grass, a background's detail), which a resize to 800 px keeps.
  const [tw, th] = [Math.round(WIDTH / TEXTURE_SCALE), Math.round(HEIGHT / TEXTURE_SCALE)];
  const texture = await sharp(Buffer.from(Array.from({ length: tw * th * 3 }, () => Math.floor(next() * 256))), {
    raw: { width: tw, height: th, channels: 3 },
  })
    .resize(WIDTH, HEIGHT, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  // Shading: a few slow waves across the frame, per channel (light falling unevenly, a background out of focus).
  const rows = [0, 1, 2].map(() => {
    const [f, p] = [2 + next() * 4, next() * Math.PI * 2];
    return Float32Array.from({ length: HEIGHT }, (_, y) => 18 * Math.sin((y / HEIGHT) * f + p));
  });
  const columns = [0, 1, 2].map(() => {
    const [f, p] = [2 + next() * 4, next() * Math.PI * 2];
    return Float32Array.from({ length: WIDTH }, (_, x) => 18 * Math.sin((x / WIDTH) * f + p));
  });
  const pixels = Buffer.alloc(drawing.length);
  for (let y = 0, i = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++)
      for (let c = 0; c < 3; c++, i++) {
        const value =
          drawing[i] + rows[c][y] + columns[c][x] + (texture[i] - 128) * TEXTURE_DEPTH + (next() - 0.5) * GRAIN;
        pixels[i] = value < 0 ? 0 : value > 255 ? 255 : value;
      }
  const jpeg = await sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
  return { speciesId, bytes: jpeg.length, url: `data:image/jpeg;base64,${jpeg.toString('base64')}` };
}

/** The journeys' API helpers (accounts, animals), pointed at this site. */
function siteApi(url) {
  process.env.E2E_BASE_URL = url;
  return require(path.join(__dirname, '../e2e/support/api'));
}

/** An association, its animal and the animal's 10 photos, through the site's API. */
async function prepareAnimal(site, log) {
  const api = siteApi(site.url);
  log(`[gallery] an association and an animal with ${PHOTOS} photos…`);
  const association = await api.registerAssociation();
  const photos = [];
  for (let i = 0; i < PHOTOS; i++) photos.push(await photo(i));
  const animal = await api.createAnimal(association, {
    name: 'Galerie',
    species_id: photos[0].speciesId,
    url_image: photos[0].url,
  });
  for (const { url } of photos.slice(1))
    await api.call('POST', `/api/animals/${animal.id}/photos`, {
      token: association.token,
      body: { url_image: url },
      expected: 201,
    });
  const { body } = await api.call('GET', `/api/animals/${animal.id}`, { expected: 200 });
  if (body.photos.length !== PHOTOS) throw new Error(`the animal has ${body.photos.length} photos, not ${PHOTOS}`);
  const cover = await fetch(new URL(body.photos[0].medium_url, site.url));
  const coverBytes = (await cover.arrayBuffer()).byteLength;
  return {
    id: animal.id,
    photos: {
      count: body.photos.length,
      uploaded: `${WIDTH} x ${HEIGHT} JPEG (quality 85), ${kb(Math.min(...photos.map((p) => p.bytes)))} to ${kb(Math.max(...photos.map((p) => p.bytes)))} KB each`,
      cover_800px_webp_kb: kb(coverBytes),
    },
  };
}

async function runGallery({ site: given, runs = 1, log = (line) => console.error(line) } = {}) {
  const site = given || (await startSite({ log }));
  try {
    // The page lighthouse.js measures (the catalogue's first animal, one drawing and no gallery), read before ours
    // exists, measured again here beside it so that both see the machine as it is.
    const [reference] = await (await fetch(`${site.url}/api/animals?limit=1`)).json();
    const animal = await prepareAnimal(site, log);
    const pages = await measurePages(
      site,
      [
        ['detail_10_photos', paths.animalDetails(animal.id)],
        ['detail_demo_animal', paths.animalDetails(reference.id)],
      ],
      runs,
      log,
    );
    return {
      served_by: site.via,
      lighthouse: lighthouseVersion(),
      config: CONFIG,
      runs_per_page: runs,
      photos: animal.photos,
      reference: `detail_demo_animal: /animals-details/${reference.id}, the demo's animal that lighthouse.js measures (its drawing, no gallery), for comparison on the same machine at the same time`,
      pages,
    };
  } finally {
    if (!given) await site.stop();
  }
}

module.exports = { runGallery, prepareAnimal };

if (require.main === module) {
  const index = process.argv.indexOf('--runs');
  runGallery({ runs: index > 0 ? Number(process.argv[index + 1]) : 1 }).then(
    (result) => console.log(JSON.stringify(result, null, 2)),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
