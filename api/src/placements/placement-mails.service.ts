import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DatabaseService } from '../database/database.service';
import { Family } from '../data-model/family.entity';
import type { PlacementRow } from '../data-model/placement.entity';
import { MailAttachments } from '../mail/mail-attachments';
import type { OutgoingMail } from '../mail/mail-kinds';
import { OutboxService } from '../mail/outbox.service';
import { RequestMails } from '../requests/request-mails.service';
import { contractDocument } from './contract/contract-documents';

/** What the mails of a placement say about it. */
type Mailed = Pick<
  PlacementRow,
  'id' | 'request_id' | 'association_id' | 'family_id' | 'animal_name' | 'family_firstname' | 'family_lastname'
>;

/**
 * The placement's mails (docs/mail.md#placement-mails), written in the transaction of the step that causes them. The
 * association's side is the request's: its référent, or without one every admin whose mail_scope is 'all'.
 */
@Injectable()
export class PlacementMails implements OnModuleInit {
  constructor(
    private readonly outbox: OutboxService,
    private readonly requestMails: RequestMails,
    private readonly attachments: MailAttachments,
    private readonly db: DatabaseService,
  ) {}

  /** The signed contract's mail carries the PDF of its version, made when the mail is sent. */
  onModuleInit(): void {
    this.attachments.register('placement_signed', async (payload) => {
      const document = await contractDocument(
        this.db.dataSource.manager,
        Number(payload.placementId),
        Number(payload.version),
      );
      return document ? [{ filename: document.filename, content: document.pdf, contentType: 'application/pdf' }] : [];
    });
  }

  /** The family's account, while it exists. */
  private async familyUser(manager: EntityManager, familyId: number): Promise<number | null> {
    const family = await manager
      .getRepository(Family)
      .findOne({ where: { id: familyId }, select: { id: true, user_id: true } });
    return family?.user_id ?? null;
  }

  /** The association's side of a placement's mails (the news' mail too, docs/mail.md#placement-news). */
  async associationUsers(manager: EntityManager, placement: Mailed): Promise<number[]> {
    const [row]: Array<{ user_id: number | string | null }> = await manager.query(
      `SELECT m.user_id FROM requests r
         LEFT JOIN association_members m ON m.user_id = r.referent_user_id AND m.association_id = r.association_id
        WHERE r.id = ?`,
      [placement.request_id],
    );
    const referent = row?.user_id === null || row?.user_id === undefined ? null : Number(row.user_id);
    return this.requestMails.associationRecipients(manager, placement.association_id, [referent]);
  }

  async termsReady(manager: EntityManager, placement: Mailed, associationName: string, version: number) {
    const userId = await this.familyUser(manager, placement.family_id);
    if (userId === null) return;
    await this.outbox.enqueue(manager, {
      kind: 'placement_terms_ready',
      userId,
      data: { placementId: placement.id, animalName: placement.animal_name, associationName, version },
    });
  }

  async signed(manager: EntityManager, placement: Mailed, version: number) {
    const base = { placementId: placement.id, animalName: placement.animal_name, version };
    const mails: OutgoingMail[] = [];
    const familyUserId = await this.familyUser(manager, placement.family_id);
    if (familyUserId !== null)
      mails.push({ kind: 'placement_signed', userId: familyUserId, data: { ...base, forFamily: true } });
    for (const userId of await this.associationUsers(manager, placement))
      mails.push({ kind: 'placement_signed', userId, data: { ...base, forFamily: false } });
    await this.outbox.enqueueAll(manager, mails);
  }

  async endRequested(manager: EntityManager, placement: Mailed, date: string, reason: string | null) {
    const data = { ...this.familyNamed(placement), date, reason };
    await this.outbox.enqueueAll(
      manager,
      (await this.associationUsers(manager, placement)).map((userId) => ({
        kind: 'placement_end_requested' as const,
        userId,
        data,
      })),
    );
  }

  async adoptionRequested(manager: EntityManager, placement: Mailed) {
    const data = this.familyNamed(placement);
    await this.outbox.enqueueAll(
      manager,
      (await this.associationUsers(manager, placement)).map((userId) => ({
        kind: 'placement_adoption_requested' as const,
        userId,
        data,
      })),
    );
  }

  /** The reminder 7 days before `endDate`, to both parties. */
  async endSoon(manager: EntityManager, placement: Mailed, endDate: string) {
    const base = { placementId: placement.id, animalName: placement.animal_name, endDate };
    const mails: OutgoingMail[] = [];
    const familyUserId = await this.familyUser(manager, placement.family_id);
    if (familyUserId !== null)
      mails.push({ kind: 'placement_end_soon', userId: familyUserId, data: { ...base, forFamily: true } });
    for (const userId of await this.associationUsers(manager, placement))
      mails.push({ kind: 'placement_end_soon', userId, data: { ...base, forFamily: false } });
    await this.outbox.enqueueAll(manager, mails);
  }

  async unsigned(manager: EntityManager, placement: Mailed, version: number) {
    const data = { placementId: placement.id, animalName: placement.animal_name, version };
    await this.outbox.enqueueAll(
      manager,
      (await this.associationUsers(manager, placement)).map((userId) => ({
        kind: 'placement_unsigned' as const,
        userId,
        data,
      })),
    );
  }

  private familyNamed(placement: Mailed) {
    return {
      placementId: placement.id,
      animalName: placement.animal_name,
      familyFirstname: placement.family_firstname ?? '',
      familyLastname: placement.family_lastname ?? '',
    };
  }
}
