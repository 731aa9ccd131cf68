import { Injectable } from '@nestjs/common';
import {
  dayInParis,
  URGENT_APPEAL_ANIMAL_COOLDOWN_DAYS,
  URGENT_APPEAL_MAX_FAMILIES,
  URGENT_APPEAL_WINDOW_DAYS,
  URGENT_APPEALS_PER_FAMILY_PER_WEEK,
  type UrgentAppealResult,
} from '@petfoster/contracts';
import type { UrgentAppealInput } from '@petfoster/contracts/schemas';
import { MoreThan } from 'typeorm';
import type { AuthUser } from '../common/auth.decorators';
import { requireAccessTo } from '../access/require-access';
import { apiError } from '../common/api-error';
import { notFound } from '../common/permissions';
import { DatabaseService } from '../database/database.service';
import { Animal } from '../data-model/animal.entity';
import { Association } from '../data-model/association.entity';
import { FosterRequest } from '../data-model/request.entity';
import { UrgentAppeal, UrgentAppealRecipient } from '../data-model/urgent-appeal.entity';
import { OutboxService } from '../mail/outbox.service';
import { FamiliesService } from '../families/families.service';
import { UrgentAppealClock } from './urgent-appeal-clock';
import { HOUSING_REQUEST } from '../data-model/request-housing';
import { isVerifiedAssociation } from '../data-model/association-verified';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * POST /api/animals/{id}/urgent-appeal (docs/product.md#urgent-appeals): mails the nearby families that can take the
 * animal today, chosen by the foster finder's rule (FamiliesService.appealRecipients), and answers how many, never
 * who. Everything happens in one write with the animal locked: the 7-day rule holds against two clicks at once, and
 * each mail is an outbox row of that write.
 */
@Injectable()
export class UrgentAppealsService {
  constructor(
    private readonly db: DatabaseService,
    private readonly families: FamiliesService,
    private readonly outbox: OutboxService,
    private readonly clock: UrgentAppealClock,
  ) {}

  /** A datetime as the raw SQL of each database compares it with stored ones. */
  private dateParam(at: Date): Date | string {
    return this.db.isSqlite ? at.toISOString().replace('T', ' ').replace('Z', '') : at;
  }

  async send(user: AuthUser, animalId: number, input: UrgentAppealInput): Promise<UrgentAppealResult> {
    const now = this.clock.now();
    return this.db.write(async (manager) => {
      const [member] = await requireAccessTo(user, 'animal.urgentAppeal', () => this.db.lockAnimal(manager, animalId));
      // Only a verified association mails families it does not know yet (docs/product.md#verified-associations).
      if (!(await isVerifiedAssociation(manager, member.associationId))) throw apiError('association_not_verified');
      const animal = await manager.getRepository(Animal).findOne({
        where: { id: animalId },
        relations: { species: true },
        select: {
          id: true,
          name: true,
          urgent: true,
          urgent_reason: true,
          species_id: true,
          adopted_at: true,
          hidden_at: true,
          species: { id: true, name: true },
        },
      });
      // A hidden animal is on no public place, a mail included (docs/administration.md#reports).
      if (!animal || animal.hidden_at) throw notFound();
      if (!animal.urgent) throw apiError('animal_not_urgent');
      const housed =
        animal.adopted_at !== null ||
        (await manager.getRepository(FosterRequest).exists({ where: { animal_id: animalId, ...HOUSING_REQUEST } }));
      if (housed) throw apiError('animal_housed');
      const cooldownStart = new Date(now.getTime() - URGENT_APPEAL_ANIMAL_COOLDOWN_DAYS * DAY_MS);
      if (
        await manager
          .getRepository(UrgentAppeal)
          .exists({ where: { animal_id: animalId, created_at: MoreThan(cooldownStart) } })
      )
        throw apiError('urgent_appeal_too_soon');
      const association = await manager.getRepository(Association).findOne({
        where: { id: member.associationId },
        select: { id: true, name_association: true, latitude: true, longitude: true },
      });
      // An association the postal code data could not place has no neighbourhood: the appeal reaches nobody.
      const recipients =
        association && association.latitude !== null && association.longitude !== null
          ? await this.families.appealRecipients(manager, {
              speciesId: animal.species_id,
              day: dayInParis(now),
              latitude: Number(association.latitude),
              longitude: Number(association.longitude),
              radiusKm: input.radius_km,
              since: this.dateParam(new Date(now.getTime() - URGENT_APPEAL_WINDOW_DAYS * DAY_MS)),
              perFamily: URGENT_APPEALS_PER_FAMILY_PER_WEEK,
              max: URGENT_APPEAL_MAX_FAMILIES,
            })
          : [];
      const inserted = await manager.getRepository(UrgentAppeal).insert({
        animal_id: animalId,
        association_id: member.associationId,
        radius_km: input.radius_km,
        reached: recipients.length,
        created_at: now,
      });
      const appealId = inserted.identifiers[0].id as number;
      if (recipients.length)
        await manager
          .getRepository(UrgentAppealRecipient)
          .insert(recipients.map((family) => ({ appeal_id: appealId, family_id: family.id, created_at: now })));
      // One mail per family: no family's address reaches another.
      for (const family of recipients)
        await this.outbox.enqueue(manager, {
          kind: 'urgent_appeal',
          userId: family.user_id,
          data: {
            animalId,
            animalName: animal.name,
            speciesName: animal.species.name,
            associationName: association?.name_association ?? '',
            reason: animal.urgent_reason ?? null,
          },
        });
      return { reached: recipients.length };
    });
  }
}
