import { Injectable } from '@nestjs/common';
import {
  ADOPTED_BY_FAMILY,
  ANIMAL_RETURNED,
  DEFAULT_PLACEMENT_COSTS,
  frenchDay,
  identificationText,
  PLACEMENT_LIMITS,
  PLACEMENT_MESSAGES as M,
  PLACEMENT_OUTCOME_LABELS,
  PLACEMENT_STATUSES as S,
  ROLES,
  type AccessAction,
  type ContractContent,
  type Placement,
  type PlacementParty,
  type PlacementStatus,
  type PlacementSummary,
} from '@petfoster/contracts';
import {
  daysBetween,
  type PlacementAdoptionInput,
  type PlacementEndInput,
  type PlacementEndRequestInput,
  type PlacementListQuery,
  type PlacementSignatureInput,
  type PlacementStartInput,
  type PlacementTermsInput,
} from '@petfoster/contracts/schemas';
import { In, type EntityManager } from 'typeorm';
import { requireAccess, requireAccessTo, type AllowedUser } from '../access/require-access';
import type { AuthUser } from '../common/auth.decorators';
import { apiError } from '../common/api-error';
import { fieldErrors } from '../common/field-errors';
import { notFound } from '../common/permissions';
import { Animal } from '../data-model/animal.entity';
import { Association } from '../data-model/association.entity';
import { Family } from '../data-model/family.entity';
import {
  PlacementContractVersion,
  PlacementEventRow,
  PlacementRow,
  PlacementSignatureRow,
} from '../data-model/placement.entity';
import { Species } from '../data-model/species.entity';
import { User } from '../data-model/user.entity';
import { DatabaseService } from '../database/database.service';
import { isUniqueViolation } from '../database/db-errors';
import { insertRow } from '../database/insert-row';
import { addDays, PlacementClock } from './clock';
import { fingerprintOf, serializeContent } from './contract/contract-content';
import { contractDocument, type ContractDocument } from './contract/contract-documents';
import { PlacementMails } from './placement-mails.service';
import { FavouriteNoticesService } from '../favourites/favourite-notices.service';
import { SavedSearchesService } from '../saved-searches/saved-searches.service';
import { FosterRequest } from '../data-model/request.entity';
import { presentPlacement, presentSummary } from './placement.presenter';
import { openPlacement, recordPlacementEvent, registerCopy } from './placement-records';

/** The proof a signature keeps besides the typed name (docs/product.md#placements-legal-basis). */
export interface SignatureProof {
  ip: string | null;
  userAgent: string | null;
}

/** 'Élodie  Dupré' and 'elodie dupre' are the same name: accents (NFD marks), case and spacing aside. */
export const nameKey = (name: string) =>
  name.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('fr').replace(/\s+/g, ' ').trim();

const partyOf = (user: AllowedUser<'placement.sign'>): PlacementParty =>
  user.role === ROLES.family ? 'family' : 'association';

/**
 * The placement from the association's yes to its end (docs/product.md#placements): one access check at the top of
 * each method, then the status rules. Every write locks the placement row (MariaDB; SQLite serialises writes), so
 * that two steps of one placement (two signatures, a signature and new terms) never interleave.
 */
@Injectable()
export class PlacementsService {
  constructor(
    private readonly db: DatabaseService,
    private readonly clock: PlacementClock,
    private readonly mails: PlacementMails,
    private readonly favouriteNotices: FavouriteNoticesService,
    private readonly savedSearches: SavedSearchesService,
  ) {}

  /**
   * The association approved a request (RequestsService.decide, inside its transaction `manager`): its placement
   * opens, 'À préparer'. Static, as InvitationsService.acceptWithRequest: the approval's transaction is the caller's.
   */
  static open(manager: EntityManager, requestId: number, actorUserId: number): Promise<number> {
    return openPlacement(manager, requestId, actorUserId);
  }

  async list(user: AuthUser | undefined, query: PlacementListQuery): Promise<PlacementSummary[]> {
    const caller = requireAccess(user, 'placement.list');
    const manager = this.db.dataSource.manager;
    const builder = manager.createQueryBuilder(PlacementRow, 'p');
    if (caller.role === ROLES.family) builder.where('p.family_id = :owner', { owner: caller.familyId });
    else builder.where('p.association_id = :owner', { owner: caller.associationId });
    if (query.status) builder.andWhere('p.status = :status', { status: query.status });
    if (query.ending_within_days !== undefined) {
      const today = this.clock.today();
      builder
        .andWhere('p.status IN (:...current)', { current: [S.signed, S.active] })
        .andWhere('p.end_date IS NOT NULL AND p.end_date >= :today AND p.end_date <= :until', {
          today,
          until: addDays(today, query.ending_within_days),
        });
    }
    const rows = await builder.orderBy('p.id', 'DESC').getMany();
    if (!rows.length) return [];
    const [species, associations, signatures] = await Promise.all([
      manager.getRepository(Species).find(),
      manager.getRepository(Association).find({
        where: { id: In([...new Set(rows.map((row) => row.association_id))]) },
        select: { id: true, name_association: true },
      }),
      manager.getRepository(PlacementSignatureRow).find({
        where: { placement_id: In(rows.map((row) => row.id)) },
        select: { placement_id: true, version: true, party: true },
      }),
    ]);
    const speciesName = new Map(species.map((one) => [one.id, one.name]));
    const associationName = new Map(associations.map((one) => [one.id, one.name_association]));
    return rows.map((row) =>
      presentSummary({
        row,
        speciesName: speciesName.get(row.species_id) ?? '',
        associationName: associationName.get(row.association_id) ?? '',
        signedBy: signatures
          .filter((one) => one.placement_id === row.id && one.version === row.contract_version)
          .map((one) => one.party),
      }),
    );
  }

  async read(user: AuthUser | undefined, id: number): Promise<Placement> {
    await requireAccessTo(user, 'placement.read', () => this.find(this.db.dataSource.manager, id));
    return this.view(this.db.dataSource.manager, id);
  }

  /** The PDF of the current version, or of `version`; 404 for a version that does not exist. */
  async contract(user: AuthUser | undefined, id: number, version?: number): Promise<ContractDocument> {
    const manager = this.db.dataSource.manager;
    const [, row] = await requireAccessTo(user, 'placement.contract', () => this.find(manager, id));
    const wanted = version ?? row.contract_version;
    const document = wanted >= 1 ? await contractDocument(manager, id, wanted) : null;
    if (!document) throw notFound();
    return document;
  }

  /**
   * The next contract version: its content is written once from the live association, family and animal rows and
   * these terms. 'À signer', or still 'En cours' for an amendment of an active placement.
   */
  setTerms(user: AuthUser | undefined, id: number, input: PlacementTermsInput): Promise<Placement> {
    return this.step(user, 'placement.setTerms', id, async (manager, caller, row, now) => {
      if (row.status === S.ended) throw apiError('placement_wrong_status');
      if (input.start_date > addDays(this.clock.today(), PLACEMENT_LIMITS.startWithinDays))
        throw fieldErrors({ start_date: M.startTooFar });
      const version = row.contract_version + 1;
      const terms: ContractContent['terms'] = {
        start_date: input.start_date,
        end_date: input.end_date ?? null,
        notice_days: input.notice_days ?? PLACEMENT_LIMITS.noticeDaysDefault,
        costs: { ...DEFAULT_PLACEMENT_COSTS, ...(input.costs ?? {}) },
        special_conditions: input.special_conditions?.trim() || null,
      };
      const content = await this.contentOf(manager, row, terms, version, now);
      const json = serializeContent(content);
      await insertRow(manager, PlacementContractVersion, {
        placement_id: id,
        version,
        content_json: json,
        fingerprint: fingerprintOf(json),
        created_at: now,
        created_by_user_id: caller.userId,
      });
      const amendment = row.status === S.active;
      await this.update(manager, id, {
        contract_version: version,
        start_date: terms.start_date,
        end_date: terms.end_date,
        notice_days: terms.notice_days,
        cost_veterinary: terms.costs.veterinary,
        cost_food: terms.costs.food,
        cost_supplies: terms.costs.supplies,
        special_conditions: terms.special_conditions,
        status: amendment ? S.active : S.toSign,
      });
      await recordPlacementEvent(
        manager,
        id,
        amendment ? 'extended' : 'terms_set',
        caller.userId,
        now,
        `Version ${version}`,
      );
      await this.mails.termsReady(manager, row, content.association.name, version);
    });
  }

  /**
   * A party signs the current version: the typed name must be the signer's account name, once per party and
   * version (the unique index decides between two simultaneous ones). Both signed: 'Signé' (an amendment stays
   * 'En cours') and both parties get the signed PDF.
   */
  async sign(
    user: AuthUser | undefined,
    id: number,
    input: PlacementSignatureInput,
    proof: SignatureProof,
  ): Promise<Placement> {
    try {
      return await this.step(user, 'placement.sign', id, async (manager, caller, row, now) => {
        const party = partyOf(caller);
        const version = row.contract_version;
        if (version === 0) throw apiError('placement_no_terms');
        if (row.status === S.ended) throw apiError('placement_wrong_status');
        const signatures = manager.getRepository(PlacementSignatureRow);
        if (await signatures.exists({ where: { placement_id: id, version, party } }))
          throw apiError('placement_already_signed');
        if (row.status !== S.toSign && row.status !== S.active) throw apiError('placement_wrong_status');
        const signer = await manager
          .getRepository(User)
          .findOne({ where: { id: caller.userId }, select: { id: true, firstname: true, lastname: true } });
        if (!signer || nameKey(input.full_name) !== nameKey(`${signer.firstname} ${signer.lastname}`))
          throw fieldErrors({ full_name: M.fullNameMismatch }, [], 'signature_name_mismatch');
        const stored = await manager
          .getRepository(PlacementContractVersion)
          .findOne({ where: { placement_id: id, version }, select: { placement_id: true, fingerprint: true } });
        if (!stored) throw apiError('placement_no_terms');
        await insertRow(manager, PlacementSignatureRow, {
          placement_id: id,
          version,
          party,
          user_id: caller.userId,
          full_name: input.full_name.trim().slice(0, PLACEMENT_LIMITS.fullNameMax),
          signed_at: now,
          ip_address: proof.ip ? proof.ip.slice(0, 45) : null,
          user_agent: proof.userAgent ? proof.userAgent.slice(0, 500) : null,
          fingerprint: stored.fingerprint,
        });
        await recordPlacementEvent(manager, id, 'signed', caller.userId, now, `Version ${version}`);
        const parties = await signatures.count({ where: { placement_id: id, version } });
        if (parties < 2) return;
        if (row.status === S.toSign) await this.update(manager, id, { status: S.signed });
        await this.mails.signed(manager, row, version);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw apiError('placement_already_signed');
      throw error;
    }
  }

  start(user: AuthUser | undefined, id: number, input: PlacementStartInput): Promise<Placement> {
    return this.step(user, 'placement.start', id, async (manager, caller, row, now) => {
      this.expectStatus(row, [S.signed]);
      await this.update(manager, id, { status: S.active, started_on: input.date });
      await recordPlacementEvent(manager, id, 'started', caller.userId, now, input.date);
    });
  }

  /** The family asks to end the placement: at least the notice (notice_days) from today. */
  requestEnd(user: AuthUser | undefined, id: number, input: PlacementEndRequestInput): Promise<Placement> {
    return this.step(user, 'placement.requestEnd', id, async (manager, caller, row, now) => {
      this.expectStatus(row, [S.active]);
      const earliest = addDays(this.clock.today(), row.notice_days);
      if (input.date < earliest) throw fieldErrors({ date: M.noticeTooShort(row.notice_days, frenchDay(earliest)) });
      const reason = input.reason?.trim() || null;
      await this.update(manager, id, {
        end_request_date: input.date,
        end_request_reason: reason,
        end_requested_at: now,
      });
      await recordPlacementEvent(manager, id, 'end_requested', caller.userId, now, input.date);
      await this.mails.endRequested(manager, row, input.date, reason);
    });
  }

  end(user: AuthUser | undefined, id: number, input: PlacementEndInput): Promise<Placement> {
    return this.step(user, 'placement.end', id, async (manager, caller, row, now) => {
      this.expectStatus(row, [S.active, S.signed]);
      await this.update(manager, id, {
        status: S.ended,
        ended_on: input.date,
        outcome: input.outcome,
        end_note: input.note?.trim() || null,
      });
      await recordPlacementEvent(manager, id, 'ended', caller.userId, now, PLACEMENT_OUTCOME_LABELS[input.outcome]);
      if (input.outcome === ANIMAL_RETURNED) await this.animalReturned(manager, row, now);
    });
  }

  /**
   * The animal is back at its association (docs/product.md#states): its approved request no longer houses it, so it
   * is to foster again: in the catalogue, open to requests, and news for the saved searches it matches.
   */
  private async animalReturned(manager: EntityManager, row: PlacementRow, now: Date): Promise<void> {
    await manager.getRepository(FosterRequest).update({ id: row.request_id }, { returned_at: now });
    if (row.animal_id !== null) await this.savedSearches.animalAvailable(manager, row.animal_id);
  }

  /** The family wishes to adopt: the association hears of it once. */
  requestAdoption(user: AuthUser | undefined, id: number): Promise<Placement> {
    return this.step(user, 'placement.requestAdoption', id, async (manager, caller, row, now) => {
      this.expectStatus(row, [S.active]);
      if (row.adoption_requested_at) return;
      await this.update(manager, id, { adoption_requested_at: now });
      await recordPlacementEvent(manager, id, 'adoption_requested', caller.userId, now);
      await this.mails.adoptionRequested(manager, row);
    });
  }

  /**
   * The foster family adopts: at least 7 days between the certificat d'engagement et de connaissance and the
   * handover (docs/product.md#placements-legal-basis). The placement ends and the animal leaves the catalogue.
   */
  recordAdoption(user: AuthUser | undefined, id: number, input: PlacementAdoptionInput): Promise<Placement> {
    return this.step(user, 'placement.adopt', id, async (manager, caller, row, now) => {
      this.expectStatus(row, [S.active]);
      if (daysBetween(input.certificate_issued_on, input.adoption_date) < PLACEMENT_LIMITS.adoptionCoolingDays)
        throw fieldErrors({ adoption_date: M.adoptionTooSoon });
      await this.update(manager, id, {
        status: S.ended,
        ended_on: input.adoption_date,
        outcome: ADOPTED_BY_FAMILY,
        certificate_issued_on: input.certificate_issued_on,
        certificate_issuer: input.certificate_issuer.trim(),
        adoption_date: input.adoption_date,
      });
      if (row.animal_id !== null) {
        await manager.getRepository(Animal).update({ id: row.animal_id }, { adopted_at: now });
        // The families following the animal hear of its adoption (docs/mail.md#favourites-news).
        await this.favouriteNotices.noteChange(row.animal_id, 'adopted', manager);
      }
      await recordPlacementEvent(manager, id, 'ended', caller.userId, now, PLACEMENT_OUTCOME_LABELS[ADOPTED_BY_FAMILY]);
    });
  }

  /**
   * One step of a placement, in one transaction: the access check (role 403, unknown id 404, not a party 403) on the
   * locked row, the step, then the register's copy refreshed; answers the placement as GET reads it.
   */
  private async step<A extends AccessAction>(
    user: AuthUser | undefined,
    action: A,
    id: number,
    run: (manager: EntityManager, caller: AllowedUser<A>, row: PlacementRow, now: Date) => Promise<void>,
  ): Promise<Placement> {
    await this.db.write(async (manager) => {
      const [caller, row] = await requireAccessTo(user, action, () => this.find(manager, id, true));
      const now = this.clock.now();
      await run(manager, caller, row, now);
      await this.update(manager, id, { ...(await registerCopy(manager, row, row)), updated_at: now });
    });
    return this.view(this.db.dataSource.manager, id);
  }

  private expectStatus(row: PlacementRow, allowed: PlacementStatus[]): void {
    if (!allowed.includes(row.status)) throw apiError('placement_wrong_status');
  }

  private find(manager: EntityManager, id: number, lock = false): Promise<PlacementRow | null> {
    const query = manager.createQueryBuilder(PlacementRow, 'p').where('p.id = :id', { id });
    if (lock && !this.db.isSqlite) query.setLock('pessimistic_write');
    return query.getOne();
  }

  private async update(manager: EntityManager, id: number, values: Partial<PlacementRow>): Promise<void> {
    await manager.getRepository(PlacementRow).update({ id }, values);
  }

  /** What the new version says, from the live rows (the animal must still exist: its contract describes it). */
  private async contentOf(
    manager: EntityManager,
    row: PlacementRow,
    terms: ContractContent['terms'],
    version: number,
    issuedAt: Date,
  ): Promise<ContractContent> {
    const [association, family, animal] = await Promise.all([
      manager.getRepository(Association).findOne({ where: { id: row.association_id } }),
      this.familyOf(manager, row.family_id),
      row.animal_id === null
        ? null
        : manager.getRepository(Animal).findOne({ where: { id: row.animal_id }, relations: { species: true } }),
    ]);
    if (!association || !family || !animal) throw apiError('placement_wrong_status');
    return {
      placement_id: row.id,
      version,
      issued_at: issuedAt.toISOString(),
      association: {
        name: association.name_association,
        rna: association.RNA_code,
        address: association.address,
        zip_code: association.zip_code,
        city: association.city,
        phone: association.phone_number,
      },
      family: {
        firstname: family.firstname,
        lastname: family.lastname,
        address: family.address,
        zip_code: family.zip_code,
        city: family.city,
        phone: family.phone_number,
        email: family.email,
      },
      animal: {
        name: animal.name,
        species: animal.species.name,
        breed: animal.breed,
        sex: animal.gender,
        date_of_birth: String(animal.date_of_birth).slice(0, 10),
        identification: identificationText(animal.identification_type, animal.identification_number),
        sterilised: animal.sterilised === null ? null : Boolean(animal.sterilised),
      },
      terms,
    };
  }

  /** The family as both parties see it (from the acceptance on): its account's names and e-mail, its address. */
  private async familyOf(manager: EntityManager, familyId: number): Promise<Placement['family'] | null> {
    const family = await manager
      .createQueryBuilder(Family, 'f')
      .innerJoin(User, 'u', 'u.id = f.user_id')
      .select(['f.id AS id', 'f.address AS address', 'f.zip_code AS zip_code', 'f.city AS city'])
      .addSelect(['f.phone_number AS phone_number', 'u.firstname AS firstname', 'u.lastname AS lastname'])
      .addSelect('u.email', 'email')
      .where('f.id = :familyId', { familyId })
      .getRawOne<Placement['family']>();
    return family ? { ...family, id: Number(family.id) } : null;
  }

  /** GET /api/placements/{id}. */
  private async view(manager: EntityManager, id: number): Promise<Placement> {
    const row = await this.find(manager, id);
    if (!row) throw notFound();
    const [species, family, association, version, signatures, events] = await Promise.all([
      manager.getRepository(Species).findOne({ where: { id: row.species_id } }),
      this.familyOf(manager, row.family_id),
      manager.getRepository(Association).findOne({ where: { id: row.association_id } }),
      row.contract_version > 0
        ? manager.getRepository(PlacementContractVersion).findOne({
            where: { placement_id: id, version: row.contract_version },
            select: { placement_id: true, version: true, content_json: true, fingerprint: true },
          })
        : null,
      manager.getRepository(PlacementSignatureRow).find({
        where: { placement_id: id, version: row.contract_version },
        order: { signed_at: 'ASC', id: 'ASC' },
      }),
      manager.getRepository(PlacementEventRow).find({ where: { placement_id: id }, order: { at: 'ASC', id: 'ASC' } }),
    ]);
    return presentPlacement({
      row,
      speciesName: species?.name ?? '',
      // A family whose account is gone: the register's copy of its names and address, no contact.
      family: family ?? {
        id: row.family_id,
        firstname: row.family_firstname ?? '',
        lastname: row.family_lastname ?? '',
        address: row.family_address ?? '',
        zip_code: row.family_zip_code ?? '',
        city: row.family_city ?? '',
        phone_number: '',
        email: '',
      },
      association: {
        id: row.association_id,
        name_association: association?.name_association ?? '',
        RNA_code: association?.RNA_code ?? '',
        address: association?.address ?? '',
        zip_code: association?.zip_code ?? '',
        city: association?.city ?? '',
        phone_number: association?.phone_number ?? '',
      },
      version,
      signatures,
      events,
    });
  }
}
