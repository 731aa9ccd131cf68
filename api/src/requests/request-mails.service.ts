import { Injectable } from '@nestjs/common';
import { ASSOCIATION_ROLES, MAIL_SCOPES, REQUEST_STATUS, type RequestStatus } from '@petfoster/contracts';
import { In, type EntityManager } from 'typeorm';
import type { OutgoingMail } from '../mail/mail-kinds';
import { OutboxService, type MailRecipient } from '../mail/outbox.service';
import { FosterRequest } from '../data-model/request.entity';
import { AssociationMember } from '../data-model/association-member.entity';

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
  associationName: string;
  associationEmail: string;
  associationPhone: string;
  familyCity: string;
  familyId: number;
  /** Null for an anonymised family (its account was deleted): nobody to write to. */
  familyUserId: number | null;
  familyFirstname: string;
  familyLastname: string;
  /** The member who follows the request, while it is a member of the association; null without one. */
  referentUserId: number | null;
}

/**
 * The mails of the request workflow (docs/mail.md), written in the transaction of the change that causes them (the
 * caller's `manager`): a new request and a withdrawn one to the association, a decision to the family, and the
 * automatic refusal to each family whose pending request an approval closed.
 *
 * The association's side (docs/mail.md#request-mails): a request's mail goes to its référent; without one, to every
 * admin whose mail_scope is 'all'. One outbox row per recipient, so that no member's address is shown to another and
 * each mail carries its own greeting and unsubscribe link.
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
    recipients: MailRecipient[],
    answersInvitation = false,
  ): Promise<void> {
    if (!request.animal) return;
    const data = {
      associationId: request.association_id,
      animalName: request.animal.name,
      familyFirstname: request.family.user?.firstname ?? '',
      familyLastname: request.family.user?.lastname ?? '',
      familyCity: request.family.city ?? '',
      motivation: request.motivation ?? null,
      ...(answersInvitation ? { answersInvitation } : {}),
    };
    for (const recipient of recipients)
      await this.outbox.enqueue(manager, { kind: 'request_created', userId: recipient.id, data }, recipient);
  }

  /** Before the row is deleted: a family withdrew its pending request. */
  async withdrawn(manager: EntityManager, requestId: number): Promise<void> {
    const [request] = await this.contexts(manager, [requestId]);
    if (!request) return;
    const data = {
      associationId: request.associationId,
      animalName: request.animalName,
      familyFirstname: request.familyFirstname,
      familyLastname: request.familyLastname,
    };
    await this.outbox.enqueueAll(
      manager,
      (await this.associationRecipients(manager, request.associationId, [request.referentUserId])).map((userId) => ({
        kind: 'request_withdrawn',
        userId,
        data,
      })),
    );
  }

  /**
   * Who hears of requests of an association (docs/mail.md#request-mails): the référent of each request that has one,
   * and, when one of them has none, every admin whose mail_scope is 'all'. Ids, each once, in a stable order. The
   * placement mails of a request's association follow the same rule (docs/mail.md#placement-mails).
   */
  async associationRecipients(
    manager: EntityManager,
    associationId: number,
    referentIds: Array<number | null>,
  ): Promise<number[]> {
    const ids = new Set(referentIds.filter((id): id is number => id !== null));
    if (referentIds.some((id) => id === null)) {
      const admins = await manager.getRepository(AssociationMember).find({
        where: { association_id: associationId, role: ASSOCIATION_ROLES.admin, mail_scope: MAIL_SCOPES.all },
        select: { user_id: true },
      });
      for (const admin of admins) ids.add(admin.user_id);
    }
    return [...ids].sort((a, b) => a - b);
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
    const byAssociation = new Map<
      number,
      { first: RequestContext; hosted: string[]; withdrawn: string[]; referents: Array<number | null> }
    >();
    for (const request of await this.contexts(
      manager,
      rows.map((row) => row.id),
    )) {
      const entry = byAssociation.get(request.associationId) ?? {
        first: request,
        hosted: [],
        withdrawn: [],
        referents: [],
      };
      (approved.has(request.id) ? entry.hosted : entry.withdrawn).push(request.animalName);
      entry.referents.push(request.referentUserId);
      byAssociation.set(request.associationId, entry);
    }
    const mails: OutgoingMail[] = [];
    // One mail per association and recipient: the référents of its requests, the admins for those without one.
    for (const { first, hosted, withdrawn, referents } of byAssociation.values())
      for (const userId of await this.associationRecipients(manager, first.associationId, referents))
        mails.push({
          kind: 'family_account_deleted',
          userId,
          data: {
            associationId: first.associationId,
            familyFirstname: first.familyFirstname,
            familyLastname: first.familyLastname,
            hosted,
            withdrawn,
          },
        });
    await this.outbox.enqueueAll(manager, mails);
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
      // The référent while it is a member of the request's association (a removed member follows nothing).
      .leftJoin(AssociationMember, 'rm', 'rm.user_id = r.referent_user_id AND rm.association_id = r.association_id')
      .select('r.id', 'id')
      .addSelect('r.motivation', 'motivation')
      .addSelect('r.refusal_reason', 'refusalReason')
      .addSelect('an.id', 'animalId')
      .addSelect('an.name', 'animalName')
      .addSelect('an.gender', 'animalGender')
      .addSelect('sp.name', 'speciesName')
      .addSelect('a.id', 'associationId')
      .addSelect('a.name_association', 'associationName')
      .addSelect('a.phone_number', 'associationPhone')
      .addSelect('au.email', 'associationEmail')
      .addSelect('f.city', 'familyCity')
      .addSelect('f.id', 'familyId')
      .addSelect('fu.id', 'familyUserId')
      .addSelect('fu.firstname', 'familyFirstname')
      .addSelect('fu.lastname', 'familyLastname')
      .addSelect('rm.user_id', 'referentUserId')
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
      associationName: String(row.associationName),
      associationEmail: String(row.associationEmail),
      associationPhone: String(row.associationPhone),
      familyCity: String(row.familyCity ?? ''),
      familyId: Number(row.familyId),
      familyUserId: row.familyUserId === null || row.familyUserId === undefined ? null : Number(row.familyUserId),
      familyFirstname: String(row.familyFirstname ?? ''),
      familyLastname: String(row.familyLastname ?? ''),
      referentUserId:
        row.referentUserId === null || row.referentUserId === undefined ? null : Number(row.referentUserId),
    }));
  }
}
