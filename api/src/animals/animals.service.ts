import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Animal as AnimalView, ROLES } from '@petfoster/contracts';
import type { AnimalCreateInput, AnimalListQuery, AnimalUpdateInput } from '@petfoster/contracts/dist/schemas';
import { Repository } from 'typeorm';
import type { AuthUser } from '../auth/auth.decorators';
import { forbidden, notFound, requireRole, requireSameId } from '../common/permissions';
import { presentAnimal } from '../common/presenters';
import { DatabaseService } from '../database/database.service';
import { ImagesService, StoredImage } from '../images/images.service';
import { RequestsService } from '../requests/requests.service';
import { FosterRequest } from '../requests/entities/request.entity';
import { Animal } from './entities/animal.entity';

/** One row of AnimalsService.select(): the animal's columns plus the two joined names. */
type AnimalRow = Pick<
  Animal,
  | 'id'
  | 'name'
  | 'breed'
  | 'gender'
  | 'date_of_birth'
  | 'description'
  | 'url_image'
  | 'url_thumbnail'
  | 'species_id'
  | 'association_id'
> & {
  species_name: string;
  name_association: string;
};

/** How long another replica's new or deleted animals may be missing from X-Total-Count. */
const TOTAL_TTL_MS = 10_000;

@Injectable()
export class AnimalsService {
  constructor(
    @InjectRepository(Animal) private readonly animals: Repository<Animal>,
    private readonly requests: RequestsService,
    private readonly images: ImagesService,
    private readonly db: DatabaseService,
  ) {}

  /**
   * Animal columns plus species and association name in one query; requests follow in a second one. Plain SQL on
   * purpose: these are the hottest reads, and building the query and hydrating entities cost more CPU than the
   * database did (bench/api.js). LEFT joins (the foreign keys are NOT NULL, so the rows are the same) pin animals
   * as the driving table: with inner joins MariaDB started from associations and sorted every joined row before
   * LIMIT (300 ms at 100k animals). The text is the same on MySQL and SQLite.
   */
  private async select(where: string, params: unknown[], tail = ''): Promise<Animal[]> {
    const rows: AnimalRow[] = await this.db.dataSource.query(
      `SELECT a.id, a.name, a.breed, a.gender, a.date_of_birth, a.description, a.url_image, a.url_thumbnail, a.species_id,
              s.name AS species_name, a.association_id, asso.name_association
         FROM animals a LEFT JOIN species s ON s.id = a.species_id LEFT JOIN associations asso ON asso.id = a.association_id
         ${where} ORDER BY a.id${tail}`,
      params,
    );
    return rows.map(({ species_name, name_association, ...animal }) =>
      Object.assign(new Animal(), animal, {
        species: { id: animal.species_id, name: species_name },
        association: { id: animal.association_id, name_association },
      }),
    );
  }

  /**
   * COUNT(*) scans the whole index (tens of ms at 100k rows on MariaDB), so totals are kept per species until this
   * process writes anything or TOTAL_TTL_MS passes; another replica's writes show in X-Total-Count within that time.
   */
  private readonly totals = new Map<string, { total: number; generation: number; expiresAt: number }>();

  private async total(speciesId: number | undefined): Promise<number> {
    const key = String(speciesId ?? 'all');
    const generation = this.db.writeGeneration;
    const cached = this.totals.get(key);
    if (cached && cached.generation === generation && cached.expiresAt > Date.now()) return cached.total;
    const query = this.animals.createQueryBuilder('a');
    if (speciesId) query.where('a.species_id = :speciesId', { speciesId });
    const total = await query.getCount();
    this.totals.set(key, { total, generation, expiresAt: Date.now() + TOTAL_TTL_MS });
    return total;
  }

  private async present(animals: Animal[]): Promise<AnimalView[]> {
    const requests = await this.requests.summariesFor(animals.map((a) => a.id));
    const byAnimal = new Map<number, FosterRequest[]>();
    for (const request of requests)
      byAnimal.set(request.animal_id, [...(byAnimal.get(request.animal_id) ?? []), request]);
    return animals.map((animal) => presentAnimal(animal, byAnimal.get(animal.id)));
  }

  /** SPEC 7 keeps an array body: no limit means every animal; the total is returned for the X-Total-Count header. */
  async list(query: AnimalListQuery): Promise<{ animals: AnimalView[]; total: number }> {
    const { species: speciesId, limit, offset } = query;
    const where = speciesId ? 'WHERE a.species_id = ?' : '';
    const params: unknown[] = speciesId ? [speciesId] : [];
    const paged = limit !== undefined || offset !== undefined;
    if (paged) params.push(limit ?? 1_000_000_000, offset ?? 0);
    const [animals, total] = await Promise.all([
      this.select(where, params, paged ? ' LIMIT ? OFFSET ?' : ''),
      this.total(speciesId),
    ]);
    return { animals: await this.present(animals), total };
  }

  async findOne(id: number): Promise<AnimalView> {
    const [animal] = await this.select('WHERE a.id = ?', [id]);
    if (!animal) throw notFound();
    return (await this.present([animal]))[0];
  }

  async listForAssociation(associationId: number): Promise<AnimalView[]> {
    return this.present(await this.select('WHERE a.association_id = ?', [associationId]));
  }

  async create(user: AuthUser, input: AnimalCreateInput): Promise<AnimalView> {
    requireRole(user, ROLES.association);
    requireSameId(input.association_id, user.associationId);
    requireSameId(input.associationID, user.associationId);
    const change = await this.images.fromInput(input.url_image);
    const image: StoredImage | null = change.kind === 'replace' ? change.image : null;
    try {
      const id = await this.db.write(async (manager) => {
        const inserted = await manager.getRepository(Animal).insert({
          name: input.name,
          breed: input.breed ?? null,
          gender: input.gender,
          date_of_birth: input.date_of_birth,
          description: input.description ?? null,
          species_id: input.species_id,
          association_id: user.associationId as number,
          url_image: image?.url_image ?? null,
          url_thumbnail: image?.url_thumbnail ?? null,
          created_at: new Date(),
        });
        return inserted.identifiers[0].id as number;
      });
      return this.findOne(id);
    } catch (error) {
      await this.images.remove(image?.url_image, image?.url_thumbnail);
      throw error;
    }
  }

  private async ownedAnimal(user: AuthUser, id: number): Promise<Animal> {
    requireRole(user, ROLES.association);
    const animal = await this.animals.findOne({
      where: { id },
      select: { id: true, association_id: true, url_image: true, url_thumbnail: true },
    });
    if (!animal) throw notFound();
    if (animal.association_id !== user.associationId) throw forbidden();
    return animal;
  }

  async update(user: AuthUser, id: number, input: AnimalUpdateInput): Promise<AnimalView> {
    requireRole(user, ROLES.association);
    requireSameId(input.association_id, user.associationId);
    requireSameId(input.associationID, user.associationId);
    const animal = await this.ownedAnimal(user, id);
    const change = await this.images.fromInput(input.url_image);
    const changes: Partial<Animal> = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.breed !== undefined) changes.breed = input.breed;
    if (input.gender !== undefined) changes.gender = input.gender;
    if (input.date_of_birth !== undefined) changes.date_of_birth = input.date_of_birth;
    if (input.description !== undefined) changes.description = input.description;
    if (input.species_id !== undefined) changes.species_id = input.species_id;
    if (change.kind === 'replace') Object.assign(changes, change.image);
    try {
      if (Object.keys(changes).length)
        await this.db.write((manager) => manager.getRepository(Animal).update({ id }, changes));
    } catch (error) {
      if (change.kind === 'replace') await this.images.remove(change.image.url_image, change.image.url_thumbnail);
      throw error;
    }
    if (change.kind === 'replace') await this.images.remove(animal.url_image, animal.url_thumbnail);
    return this.findOne(id);
  }

  async remove(user: AuthUser, id: number): Promise<void> {
    const animal = await this.ownedAnimal(user, id);
    // Its requests go with it (ON DELETE CASCADE).
    await this.db.write((manager) => manager.getRepository(Animal).delete({ id }));
    await this.images.remove(animal.url_image, animal.url_thumbnail);
  }
}
