#!/usr/bin/env node
'use strict';
/*
 * The ceiling of the API benchmark (docs/performance.md): the animal list (GET /api/animals?limit=&offset=&species=) answered by the smallest
 * server that can answer it, node:http + mysql2 and nothing else, with the same SQL work as a straightforward
 * implementation (page with species and association names, COUNT for X-Total-Count cached 10 s like the API, request summaries) and the
 * same JSON shape. bench/api.js reports the API's throughput as a ratio of this one.
 *
 *   DATABASE_URL=mysql://root@127.0.0.1:3306/petfoster_bench_100000 PORT=8190 node bench/ceiling-server.js
 */
const http = require('node:http');
const mysql = require('mysql2/promise');

const SPECIES = { chien: 1, chiens: 1, chat: 2, chats: 2, lapin: 3, lapins: 3 };

function createCeilingServer(databaseUrl) {
  const pool = mysql.createPool({
    uri: databaseUrl,
    connectionLimit: 10,
    dateStrings: true,
    charset: 'utf8mb4_unicode_ci',
  });
  // Same 10 s cache of totals as the API (AnimalsService): the ratio then measures the framework, not COUNT(*).
  const totals = new Map();
  const countAnimals = async (where, params, speciesId) => {
    const key = String(speciesId || 'all');
    const cached = totals.get(key);
    if (cached && cached.expiresAt > Date.now()) return cached.total;
    const [[{ total }]] = await pool.query(`SELECT COUNT(*) AS total FROM animals a ${where}`, params);
    totals.set(key, { total, expiresAt: Date.now() + 10_000 });
    return total;
  };
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url, 'http://x');
    if (req.method !== 'GET' || url.pathname !== '/api/animals') {
      res.writeHead(404).end();
      return;
    }
    const limit = Math.min(100, Math.max(1, Number(url.searchParams.get('limit')) || 24));
    const offset = Math.max(0, Number(url.searchParams.get('offset')) || 0);
    const speciesName = url.searchParams.get('species');
    const speciesId = speciesName ? SPECIES[speciesName.toLowerCase()] : undefined;
    if (speciesName && !speciesId) {
      res.writeHead(400).end();
      return;
    }
    try {
      const where = speciesId ? 'WHERE a.species_id = ?' : '';
      const params = speciesId ? [speciesId] : [];
      const [[animals], total] = await Promise.all([
        pool.query(
          `SELECT a.id, a.name, a.breed, a.gender, a.date_of_birth, a.description, a.url_image, a.url_thumbnail, a.species_id,
                  s.name AS species_name, a.association_id, asso.name_association
             FROM animals a LEFT JOIN species s ON s.id = a.species_id LEFT JOIN associations asso ON asso.id = a.association_id
             ${where} ORDER BY a.id LIMIT ? OFFSET ?`,
          [...params, limit, offset],
        ),
        countAnimals(where, params, speciesId),
      ]);
      const byAnimal = new Map();
      if (animals.length) {
        const [requests] = await pool.query(
          'SELECT id, status, family_id, association_id, animal_id FROM requests WHERE animal_id IN (?) ORDER BY id',
          [animals.map((a) => a.id)],
        );
        for (const r of requests) {
          if (!byAnimal.has(r.animal_id)) byAnimal.set(r.animal_id, []);
          byAnimal.get(r.animal_id).push(r);
        }
      }
      const body = JSON.stringify(
        animals.map((a) => ({
          id: a.id,
          name: a.name,
          breed: a.breed,
          gender: a.gender,
          date_of_birth: String(a.date_of_birth).slice(0, 10),
          description: a.description,
          url_image: a.url_image,
          url_thumbnail: a.url_thumbnail,
          species_id: a.species_id,
          species: { id: a.species_id, name: a.species_name },
          association_id: a.association_id,
          association: { id: a.association_id, name_association: a.name_association },
          requests: byAnimal.get(a.id) ?? [],
        })),
      );
      res.writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': Buffer.byteLength(body),
        'X-Total-Count': String(total),
      });
      res.end(body);
    } catch (error) {
      res.writeHead(500).end(String(error && error.message));
    }
  });
  server.on('close', () => pool.end().catch(() => undefined));
  return server;
}

module.exports = { createCeilingServer };

if (require.main === module) {
  const port = Number(process.env.PORT || 8190);
  const server = createCeilingServer(process.env.DATABASE_URL || 'mysql://root@127.0.0.1:3306/petfoster_bench_100000');
  server.listen(port, '127.0.0.1', () => console.log(`ceiling server on http://127.0.0.1:${port}`));
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
}
