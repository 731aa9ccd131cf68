import { Injectable } from '@nestjs/common';
import { REQUEST_STATUS, type RequestStatus } from '@petfoster/contracts';
import { In, type EntityManager } from 'typeorm';
import type { OutgoingMail } from '../mail/mail-kinds';
import { OutboxService, type MailRecipient } from '../mail/outbox.service';
import { FosterRequest } from '../data-model/request.entity';

/** What the request mails need, read in one query per change. */
interface RequestContext {
  id: number;
  motivation: string | null;
  refusalReason: string | null;
  animalId: number;
  animalName: string;
  animalGender: string;
  speciesName: string;
  associationId: number;
  associationUserId: number;
  associationName: string;
  associationEmail: string;
  associationPhone: string;
  familyCity: string;
  familyId: number;
  /** Null for an anonymised family (its account was deleted): nobody to write to. */
  familyUserId: number | null;
  familyFirstname: string;
  familyLastname: string;
}

/**
 * The mails of the request workflow (docs/mail.md), written in the transaction of the change that causes them (the
 * caller's `manager`): a new request and a withdrawn one to the association, a decision to the family, and the
 * automatic refusal to each family whose pending request an approval closed.
 */
@Injectable()
export class RequestMails {
  constructor(private readonly outbox: OutboxService) {}

  /**
   * A new request, from what its creation has read already (its animal, its family with its account, the
   * association's account as `recipient`): no query of its own on this hot write.
   */
  async created(
    manager: EntityManager,
    request: FosterRequest,
    recipient: MailRecipient | null,
    answersInvitation = false,
  ): Promise<void> {
    if (!recipient || !request.animal) return;
    await this.outbox.enqueue(
      manager,
      {
        kind: 'request_created',
        userId: recipient.id,
        data: {
          associationId: request.association_id,
          animalName: request.animal.name,
          familyFirstname: request.family.user?.firstname ?? '',
          familyLastname: request.family.user?.lastname ?? '',
          familyCity: request.family.city ?? '',
          motivation: request.motivation ?? null,
          ...(answersInvitation ? { answersInvitation } : {}),
        },
      },
      recipient,
    );
  }

  /** Before the row is deleted: a family withdrew its pending request. */
  async withdrawn(manager: EntityManager, requestId: number): Promise<void> {
    const [request] = await this.contexts(manager, [requestId]);
    if (!request) return;
    await this.outbox.enqueue(manager, {
      kind: 'request_withdrawn',
      userId: request.associationUserId,
      data: {
        associationId: request.associationId,
        animalName: request.animalName,
        familyFirstname: request.familyFirstname,
        familyLastname: request.familyLastname,
      },
    });
  }

  /**
   * After the decision: to the family decided on, and to each family an approval closed. `stillPending`: the approved
   * family's other pending requests, named in its mail (they stay open; 'Mes demandes' withdraws them in one click).
   */
  async decided(
    manager: EntityManager,
    requestId: number,
    status: RequestStatus,
    closedIds: number[],
    stillPending: number[] = [],
  ): Promise<void> {
    const requests = await this.contexts(manager, [requestId, ...closedIds]);
    // In the order the requests were made.
    const otherPending = stillPending.length
      ? (await this.contexts(manager, stillPending)).sort((a, b) => a.id - b.id).map((request) => request.animalName)
      : [];
    const mails: OutgoingMail[] = [];
    for (const request of requests) {
      if (request.familyUserId === null) continue;
      const species = { animalName: request.animalName, speciesName: request.speciesName };
      if (request.id !== requestId) mails.push({ kind: 'request_closed', userId: request.familyUserId, data: species });
      else if (status === REQUEST_STATUS.approved)
        mails.push({
          kind: 'request_approved',
          userId: request.familyUserId,
          data: {
            animalId: request.animalId,
            animalName: request.animalName,
            associationName: request.associationName,
            associationEmail: request.associationEmail,
            associationPhone: request.associationPhone,
            familyId: request.familyId,
            otherPending,
          },
        });
      else
        mails.push({
          kind: 'request_refused',
          userId: request.familyUserId,
          data: { ...species, reason: request.refusalReason },
        });
    }
    await this.outbox.enqueueAll(manager, mails);
  }

  /**
   * Before the animal is deleted (these requests are read through it): each family whose request was waiting hears
   * that the animal is no longer proposed.
   */
  async animalWithdrawn(manager: EntityManager, requestIds: number[]): Promise<void> {
    if (!requestIds.length) return;
    const mails: OutgoingMail[] = [];
    for (const request of await this.contexts(manager, requestIds)) {
      if (request.familyUserId === null) continue;
      mails.push({
        kind: 'request_animal_withdrawn',
        userId: request.familyUserId,
        data: {
          animalName: request.animalName,
          animalGender: request.animalGender,
          speciesName: request.speciesName,
          associationName: request.associationName,
        },
      });
    }
    await this.outbox.enqueueAll(manager, mails);
  }

  /**
   * Before a family's account is deleted: one mail to each association with a pending or approved request of the
   * family, naming the animals it hosts (the placement stays, anonymised) and those its withdrawn requests were for.
   */
  async familyLeft(manager: EntityManager, familyId: number): Promise<void> {
    const rows = await manager.getRepository(FosterRequest).find({
      where: { family_id: familyId, status: In([REQUEST_STATUS.pending, REQUEST_STATUS.approved]) },
      select: { id: true, status: true },
      order: { id: 'ASC' },
    });
    if (!rows.length) return;
    const approved = new Set(rows.filter((row) => row.status === REQUEST_STATUS.approved).map((row) => row.id));
    const byAssociation = new Map<number, { first: RequestContext; hosted: string[]; withdrawn: string[] }>();
    for (const request of await this.contexts(
      manager,
      rows.map((row) => row.id),
    )) {
      const entry = byAssociation.get(request.associationId) ?? { first: request, hosted: [], withdrawn: [] };
      (approved.has(request.id) ? entry.hosted : entry.withdrawn).push(request.animalName);
      byAssociation.set(request.associationId, entry);
    }
    await this.outbox.enqueueAll(
      manager,
      [...byAssociation.values()].map(({ first, hosted, withdrawn }) => ({
        kind: 'family_account_deleted',
        userId: first.associationUserId,
        data: {
          associationId: first.associationId,
          familyFirstname: first.familyFirstname,
          familyLastname: first.familyLastname,
          hosted,
          withdrawn,
        },
      })),
    );
  }

  private async contexts(manager: EntityManager, ids: number[]): Promise<RequestContext[]> {
    const rows: Array<Record<string, unknown>> = await manager
      .createQueryBuilder(FosterRequest, 'r')
      .innerJoin('r.animal', 'an')
      .innerJoin('an.species', 'sp')
      .innerJoin('r.association', 'a')
      .innerJoin('a.user', 'au')
      .innerJoin('r.family', 'f')
      .leftJoin('f.user', 'fu')
      .select('r.id', 'id')
      .addSelect('r.motivation', 'motivation')
      .addSelect('r.refusal_reason', 'refusalReason')
      .addSelect('an.id', 'animalId')
      .addSelect('an.name', 'animalName')
      .addSelect('an.gender', 'animalGender')
      .addSelect('sp.name', 'speciesName')
      .addSelect('a.id', 'associationId')
      .addSelect('a.user_id', 'associationUserId')
      .addSelect('a.name_association', 'associationName')
      .addSelect('a.phone_number', 'associationPhone')
      .addSelect('au.email', 'associationEmail')
      .addSelect('f.city', 'familyCity')
      .addSelect('f.id', 'familyId')
      .addSelect('fu.id', 'familyUserId')
      .addSelect('fu.firstname', 'familyFirstname')
      .addSelect('fu.lastname', 'familyLastname')
      .where('r.id IN (:...ids)', { ids })
      .getRawMany();
    return rows.map((row) => ({
      id: Number(row.id),
      motivation: (row.motivation as string | null) ?? null,
      refusalReason: (row.refusalReason as string | null) ?? null,
      animalId: Number(row.animalId),
      animalName: String(row.animalName),
      animalGender: String(row.animalGender),
      speciesName: String(row.speciesName),
      associationId: Number(row.associationId),
      associationUserId: Number(row.associationUserId),
      associationName: String(row.associationName),
      associationEmail: String(row.associationEmail),
      associationPhone: String(row.associationPhone),
      familyCity: String(row.familyCity ?? ''),
      familyId: Number(row.familyId),
      familyUserId: row.familyUserId === null || row.familyUserId === undefined ? null : Number(row.familyUserId),
      familyFirstname: String(row.familyFirstname ?? ''),
      familyLastname: String(row.familyLastname ?? ''),
    }));
  }
}
