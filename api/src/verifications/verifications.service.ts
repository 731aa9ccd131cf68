import { Injectable } from '@nestjs/common';
import {
  VERIFICATION_LIMITS as LIMITS,
  VERIFICATION_MESSAGES as M,
  ROLES,
  VERIFICATION_STATUSES,
  type Verification,
  type VerificationState,
} from '@petfoster/contracts';
import type { VerificationRequestInput } from '@petfoster/contracts/schemas';
import { In, type EntityManager } from 'typeorm';
import { requireAccess, requireAccessTo } from '../access/require-access';
import { apiError } from '../common/api-error';
import type { AuthUser } from '../common/auth.decorators';
import { fieldErrors } from '../common/field-errors';
import { notFound } from '../common/permissions';
import { Association } from '../data-model/association.entity';
import { VerificationDocumentRow, VerificationRow } from '../data-model/verification.entity';
import { DatabaseService } from '../database/database.service';
import { insertRow } from '../database/insert-row';
import { linkCaller } from '../private-files/link-caller';
import { checkDocument, dataUrlBytes, type CheckedDocument } from '../private-files/private-documents';
import { PrivateFilesService } from '../private-files/private-files.service';
import type { NamedPrivateFile } from '../private-files/private-file-answer';
import { presentVerification } from './verification.presenter';

/** The subject a document link names (private-links.ts). */
const documentSubject = (documentId: number) => `verification-document:${documentId}`;
const LINK_LIFETIME_MS = LIMITS.linkMinutes * 60 * 1000;

/** The account a document's link is signed for. */
type LinkHolderOf = { userId: number; tokenVersion?: number };

/**
 * Verified associations (docs/product.md#verified-associations): an association's admins ask with their numbers and
 * documents, which stay private (the private store, links for one account, its right checked again on each read).
 */
@Injectable()
export class VerificationsService {
  constructor(
    private readonly db: DatabaseService,
    private readonly files: PrivateFilesService,
  ) {}

  async request(
    user: AuthUser | undefined,
    associationId: number,
    input: VerificationRequestInput,
  ): Promise<Verification> {
    const caller = requireAccess(user, 'verification.request', { associationId });
    // Every document is read by its bytes before anything is stored: a PDF, or a photo re-encoded without metadata.
    const checked: Array<{ kind: VerificationRequestInput['documents'][number]['kind']; file: CheckedDocument }> = [];
    for (const document of input.documents) {
      const bytes = dataUrlBytes(document.data, LIMITS.documentMaxBytes);
      const file = bytes ? await checkDocument(bytes) : null;
      if (!file) throw fieldErrors({ documents: M.documentInvalid });
      checked.push({ kind: document.kind, file });
    }
    const keys: string[] = [];
    try {
      for (const { file } of checked) keys.push(await this.files.put(file.bytes, file.extension));
      const id = await this.db.write(async (manager) => {
        // The association's row lock orders two requests sent at once: the second sees the first one pending.
        const query = manager
          .createQueryBuilder(Association, 'a')
          .select(['a.id', 'a.verified_at'])
          .where('a.id = :associationId', { associationId });
        if (!this.db.isSqlite) query.setLock('pessimistic_write');
        const association = await query.getOne();
        if (!association) throw notFound();
        if (association.verified_at) throw apiError('association_already_verified');
        const verifications = manager.getRepository(VerificationRow);
        if (
          await verifications.exists({
            where: { association_id: associationId, status: VERIFICATION_STATUSES.pending },
          })
        )
          throw apiError('verification_pending');
        const verificationId = await insertRow(manager, VerificationRow, {
          association_id: associationId,
          status: VERIFICATION_STATUSES.pending,
          rna: input.rna ?? null,
          siren: input.siren ?? null,
          court_registration: input.court_registration?.trim() || null,
          requested_by: caller.userId,
          created_at: new Date(),
          decided_at: null,
          reason: null,
        });
        for (const [index, { kind, file }] of checked.entries())
          await insertRow(manager, VerificationDocumentRow, {
            verification_id: verificationId,
            association_id: associationId,
            kind,
            file_key: keys[index],
            file_type: file.kind,
          });
        return verificationId;
      });
      return this.view(this.db.dataSource.manager, id, caller);
    } catch (error) {
      await this.files.remove(...keys);
      throw error;
    }
  }

  /** The association's state: verified or not, and its latest request with its documents' links. */
  async read(user: AuthUser | undefined, associationId: number): Promise<VerificationState> {
    const caller = requireAccess(user, 'verification.read', { associationId });
    const manager = this.db.dataSource.manager;
    const association = await manager
      .getRepository(Association)
      .findOne({ where: { id: associationId }, select: { id: true, verified_at: true } });
    if (!association) throw notFound();
    const latest = await manager
      .getRepository(VerificationRow)
      .findOne({ where: { association_id: associationId }, order: { id: 'DESC' } });
    return {
      verified_at: association.verified_at ? new Date(association.verified_at).toISOString() : null,
      verification: latest ? await this.view(manager, latest.id, caller) : null,
    };
  }

  /**
   * GET /api/verification-documents/{id}?token=: the link's token names an account (403 when it is missing, forged,
   * expired or from before a logout); that account must still be allowed to read the verification (403).
   */
  async document(id: number, token: string | undefined): Promise<NamedPrivateFile> {
    const holder = this.files.verifyLink(documentSubject(id), token, new Date());
    if (!holder) throw apiError('private_file_link_invalid');
    const manager = this.db.dataSource.manager;
    const caller = await linkCaller(manager, holder);
    if (!caller) throw apiError('private_file_link_invalid');
    const load = () => manager.getRepository(VerificationDocumentRow).findOne({ where: { id } });
    // A platform administrator examines every association's documents (the verification queue); an association its own.
    const row =
      caller.role === ROLES.admin
        ? (requireAccess(caller, 'admin.verifications'), await load())
        : (await requireAccessTo(caller, 'verification.read', load))[1];
    if (!row) throw notFound();
    const file = await this.files.open(row.file_key);
    if (!file) throw notFound();
    const extension = row.file_type === 'pdf' ? 'pdf' : 'jpg';
    return { ...file, kind: row.file_type, filename: `verification-${row.kind}-${row.id}.${extension}` };
  }

  private async view(manager: EntityManager, id: number, caller: LinkHolderOf) {
    const row = await manager.getRepository(VerificationRow).findOneOrFail({ where: { id } });
    const [verification] = await this.present(manager, [row], caller);
    return verification;
  }

  /**
   * Verifications as their answers give them, with their documents (one query for all of them) and each document's
   * link signed for `caller`, who alone may open it while its right to read the verification lasts.
   */
  async present(manager: EntityManager, rows: VerificationRow[], caller: LinkHolderOf): Promise<Verification[]> {
    if (!rows.length) return [];
    const documents = await manager
      .getRepository(VerificationDocumentRow)
      .find({ where: { verification_id: In(rows.map((row) => row.id)) }, order: { id: 'ASC' } });
    const now = new Date();
    const urlOf = (documentId: number) => {
      const token = this.files.signLink(
        documentSubject(documentId),
        { userId: caller.userId, tokenVersion: caller.tokenVersion ?? 0 },
        now,
        LINK_LIFETIME_MS,
      );
      return `/api/verification-documents/${documentId}?token=${token}`;
    };
    return rows.map((row) =>
      presentVerification(
        row,
        documents.filter((document) => document.verification_id === row.id),
        urlOf,
      ),
    );
  }
}
