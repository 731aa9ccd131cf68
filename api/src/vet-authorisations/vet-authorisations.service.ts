import { Injectable } from '@nestjs/common';
import {
  dayInParis,
  identificationText,
  PLACEMENT_STATUSES,
  VET_AUTHORISATION_MESSAGES,
  type VetAuthorisation,
  type VetAuthorisationContent,
} from '@petfoster/contracts';
import type { VetAuthorisationInput } from '@petfoster/contracts/schemas';
import type { EntityManager } from 'typeorm';
import { requireAccessTo } from '../access/require-access';
import { apiError } from '../common/api-error';
import type { AuthUser } from '../common/auth.decorators';
import { Animal } from '../data-model/animal.entity';
import { Association } from '../data-model/association.entity';
import { Family } from '../data-model/family.entity';
import { PlacementRow } from '../data-model/placement.entity';
import { Species } from '../data-model/species.entity';
import { User } from '../data-model/user.entity';
import { VetAuthorisationRow } from '../data-model/vet-care.entity';
import { DatabaseService } from '../database/database.service';
import { insertRow } from '../database/insert-row';
import { renderVetAuthorisationPdf } from './vet-authorisation-pdf';

export interface VetAuthorisationDocument {
  pdf: Buffer;
  filename: string;
}

const CURRENT = [PLACEMENT_STATUSES.signed, PLACEMENT_STATUSES.active] as const;

function present(row: VetAuthorisationRow, today: string): VetAuthorisation {
  return {
    id: row.id,
    placement_id: row.placement_id,
    reason: row.reason,
    max_amount_eur: row.max_amount_cents / 100,
    valid_until: row.valid_until,
    vet_name: row.vet_name,
    issued_at: new Date(row.issued_at).toISOString(),
    valid: row.valid_until >= today,
  };
}

/**
 * Vet authorisations (docs/product.md#vet-authorisations): the association's admins and référents issue a bon for a
 * placement whose animal is with the family (signed or active); both parties list the bons and download their PDF.
 * What a bon says is written once when it is issued, from the live association, animal and family.
 */
@Injectable()
export class VetAuthorisationsService {
  constructor(private readonly db: DatabaseService) {}

  async issue(
    user: AuthUser | undefined,
    placementId: number,
    input: VetAuthorisationInput,
  ): Promise<VetAuthorisation> {
    const row = await this.db.write(async (manager) => {
      const [caller, placement] = await requireAccessTo(user, 'vetAuthorisation.issue', () =>
        this.placement(manager, placementId, true),
      );
      if (!(CURRENT as readonly string[]).includes(placement.status))
        throw apiError('vet_authorisation_placement_not_current');
      const now = new Date();
      const id = await insertRow(manager, VetAuthorisationRow, {
        placement_id: placement.id,
        association_id: placement.association_id,
        family_id: placement.family_id,
        reason: input.reason,
        max_amount_cents: Math.round(input.max_amount_eur * 100),
        valid_until: input.valid_until,
        vet_name: input.vet_name ?? null,
        content_json: '{}',
        issued_by: caller.userId,
        issued_at: now,
      });
      const content = await this.contentOf(manager, placement, id, now, input);
      await manager.getRepository(VetAuthorisationRow).update({ id }, { content_json: JSON.stringify(content) });
      return manager.getRepository(VetAuthorisationRow).findOneOrFail({ where: { id } });
    });
    return present(row, dayInParis());
  }

  /** The placement's bons, newest first. */
  async list(user: AuthUser | undefined, placementId: number): Promise<VetAuthorisation[]> {
    const manager = this.db.dataSource.manager;
    await requireAccessTo(user, 'vetAuthorisation.list', () => this.placement(manager, placementId));
    const rows = await manager
      .getRepository(VetAuthorisationRow)
      .find({ where: { placement_id: placementId }, order: { id: 'DESC' } });
    const today = dayInParis();
    return rows.map((row) => present(row, today));
  }

  /** The bon's PDF, made again from what it said when it was issued. */
  async pdf(user: AuthUser | undefined, id: number): Promise<VetAuthorisationDocument> {
    const manager = this.db.dataSource.manager;
    const [, row] = await requireAccessTo(user, 'vetAuthorisation.pdf', () =>
      manager.getRepository(VetAuthorisationRow).findOne({ where: { id } }),
    );
    const pdf = await renderVetAuthorisationPdf(JSON.parse(row.content_json) as VetAuthorisationContent);
    return { pdf, filename: VET_AUTHORISATION_MESSAGES.fileName(row.id) };
  }

  private placement(manager: EntityManager, id: number, lock = false): Promise<PlacementRow | null> {
    const query = manager.createQueryBuilder(PlacementRow, 'p').where('p.id = :id', { id });
    if (lock && !this.db.isSqlite) query.setLock('pessimistic_write');
    return query.getOne();
  }

  /** What the bon says: the association with its RNA number, the animal with its identification, the family. */
  private async contentOf(
    manager: EntityManager,
    placement: PlacementRow,
    number: number,
    issuedAt: Date,
    input: VetAuthorisationInput,
  ): Promise<VetAuthorisationContent> {
    const [association, animal, species, family] = await Promise.all([
      manager.getRepository(Association).findOneOrFail({ where: { id: placement.association_id } }),
      placement.animal_id === null
        ? null
        : manager.getRepository(Animal).findOne({ where: { id: placement.animal_id } }),
      manager.getRepository(Species).findOne({ where: { id: placement.species_id } }),
      manager
        .createQueryBuilder(Family, 'f')
        .innerJoin(User, 'u', 'u.id = f.user_id')
        .select(['f.address AS address', 'f.zip_code AS zip_code', 'f.city AS city', 'f.phone_number AS phone'])
        .addSelect(['u.firstname AS firstname', 'u.lastname AS lastname'])
        .where('f.id = :id', { id: placement.family_id })
        .getRawOne<VetAuthorisationContent['family']>(),
    ]);
    return {
      number,
      issued_at: issuedAt.toISOString(),
      association: {
        name: association.name_association,
        rna: association.RNA_code,
        address: association.address,
        zip_code: association.zip_code,
        city: association.city,
        phone: association.phone_number,
      },
      animal: {
        name: animal?.name ?? placement.animal_name,
        species: species?.name ?? '',
        breed: animal?.breed ?? null,
        sex: animal?.gender ?? '',
        date_of_birth: animal ? String(animal.date_of_birth).slice(0, 10) : '',
        identification: animal
          ? identificationText(animal.identification_type, animal.identification_number)
          : placement.identification,
      },
      family: family ?? {
        firstname: placement.family_firstname ?? '',
        lastname: placement.family_lastname ?? '',
        address: placement.family_address ?? '',
        zip_code: placement.family_zip_code ?? '',
        city: placement.family_city ?? '',
        phone: '',
      },
      reason: input.reason,
      max_amount_eur: Math.round(input.max_amount_eur * 100) / 100,
      valid_until: input.valid_until,
      vet_name: input.vet_name ?? null,
    };
  }
}
