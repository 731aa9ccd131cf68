import { Injectable } from '@nestjs/common';
import {
  EXPENSE_CATEGORY_LABELS,
  EXPENSE_LIMITS,
  EXPENSE_MESSAGES,
  EXPENSE_STATUS_LABELS,
  EXPENSE_STATUSES,
  frenchDay,
  PLACEMENT_STATUSES,
  type AccessAction,
  type Expense,
  type ExpenseCategory,
  type ExpenseList,
  type ExpenseStatus,
} from '@petfoster/contracts';
import type { ExpenseDecisionInput, ExpenseInput, ExpensesCsvQuery } from '@petfoster/contracts/schemas';
import type { Readable } from 'node:stream';
import type { EntityManager } from 'typeorm';
import { requireAccess, requireAccessTo, type AllowedUser } from '../access/require-access';
import { apiError } from '../common/api-error';
import type { AuthUser } from '../common/auth.decorators';
import { fieldErrors } from '../common/field-errors';
import { notFound } from '../common/permissions';
import { Family } from '../data-model/family.entity';
import { PlacementRow } from '../data-model/placement.entity';
import { ExpenseRow } from '../data-model/vet-care.entity';
import { DatabaseService } from '../database/database.service';
import { insertRow } from '../database/insert-row';
import { OutboxService } from '../mail/outbox.service';
import { checkDocument, dataUrlBytes } from '../private-files/private-documents';
import { linkCaller } from '../private-files/link-caller';
import { PrivateFilesService } from '../private-files/private-files.service';
import type { NamedPrivateFile } from '../private-files/private-file-answer';
import { expensesCsv } from './expenses-csv';
import { presentExpense, presentList } from './expense.presenter';

/** The subject a receipt link names (private-links.ts). */
const receiptSubject = (expenseId: number) => `expense-receipt:${expenseId}`;
const LINK_LIFETIME_MS = EXPENSE_LIMITS.receiptLinkMinutes * 60 * 1000;
/** '12,50': the amount as French spreadsheet software reads a number. */
const csvAmount = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

/**
 * The foster family's expenses and their reimbursement (docs/product.md#expenses): the family sends each expense of
 * an active placement with its receipt, the association's admins and référents reimburse or refuse it (the family is
 * mailed), both read the list with its totals; the association exports its expenses as CSV. Receipts are private
 * documents (docs/product.md#private-documents): stored apart from /uploads/, given as links that name the caller,
 * whose right is checked again on each request.
 */
@Injectable()
export class ExpensesService {
  constructor(
    private readonly db: DatabaseService,
    private readonly files: PrivateFilesService,
    private readonly outbox: OutboxService,
  ) {}

  async submit(user: AuthUser | undefined, placementId: number, input: ExpenseInput): Promise<Expense> {
    const manager = this.db.dataSource.manager;
    const [caller, placement] = await requireAccessTo(user, 'expense.submit', () =>
      this.placement(manager, placementId),
    );
    if (placement.status !== PLACEMENT_STATUSES.active) throw apiError('expense_placement_not_active');
    // Checked and stored before the transaction (sharp's work holds no lock); removed again if the write fails.
    const bytes = dataUrlBytes(input.receipt, EXPENSE_LIMITS.receiptMaxBytes);
    const document = bytes ? await checkDocument(bytes) : null;
    if (!document) throw fieldErrors({ receipt: EXPENSE_MESSAGES.receiptInvalid });
    const key = await this.files.put(document.bytes, document.extension);
    let id: number;
    try {
      id = await this.db.write(async (tx) => {
        const locked = await this.placement(tx, placementId, true);
        if (!locked || locked.status !== PLACEMENT_STATUSES.active) throw apiError('expense_placement_not_active');
        return insertRow(tx, ExpenseRow, {
          placement_id: placementId,
          association_id: locked.association_id,
          family_id: caller.familyId,
          spent_on: input.date,
          category: input.category,
          amount_cents: Math.round(input.amount_eur * 100),
          note: input.note ?? null,
          receipt_key: key,
          receipt_type: document.kind,
          status: EXPENSE_STATUSES.pending,
          decision_reason: null,
          decided_by: null,
          decided_at: null,
          created_at: new Date(),
        });
      });
    } catch (error) {
      await this.files.remove(key);
      throw error;
    }
    return this.view(manager, id, caller);
  }

  /** The placement's expenses, newest first, with the totals of the placement and of each month. */
  async list(user: AuthUser | undefined, placementId: number): Promise<ExpenseList> {
    const manager = this.db.dataSource.manager;
    const [caller] = await requireAccessTo(user, 'expense.list', () => this.placement(manager, placementId));
    const rows = await manager
      .getRepository(ExpenseRow)
      .find({ where: { placement_id: placementId }, order: { spent_on: 'DESC', id: 'DESC' } });
    const now = new Date();
    return presentList(
      rows,
      rows.map((row) => presentExpense(row, this.receiptUrl(row.id, caller, now))),
    );
  }

  /** The association reimburses or refuses a waiting expense; the family hears of it by mail. */
  async decide(user: AuthUser | undefined, id: number, input: ExpenseDecisionInput): Promise<Expense> {
    const caller = await this.db.write(async (manager) => {
      const [allowed, row] = await requireAccessTo(user, 'expense.decide', () => this.expense(manager, id, true));
      if (row.status !== EXPENSE_STATUSES.pending) throw apiError('expense_already_decided');
      const now = new Date();
      const reason = input.reason ?? null;
      await manager
        .getRepository(ExpenseRow)
        .update({ id }, { status: input.status, decision_reason: reason, decided_by: allowed.userId, decided_at: now });
      await this.mailFamily(manager, row, input.status, reason);
      return allowed;
    });
    return this.view(this.db.dataSource.manager, id, caller);
  }

  /** The family takes back an expense the association has not decided yet; its receipt goes with it. */
  async withdraw(user: AuthUser | undefined, id: number): Promise<void> {
    const key = await this.db.write(async (manager) => {
      const [, row] = await requireAccessTo(user, 'expense.withdraw', () => this.expense(manager, id, true));
      if (row.status !== EXPENSE_STATUSES.pending) throw apiError('expense_already_decided');
      await manager.getRepository(ExpenseRow).delete({ id });
      return row.receipt_key;
    });
    await this.files.remove(key);
  }

  /**
   * GET /api/expenses/{id}/receipt?token=: the link's token names an account (403 when it is missing, forged,
   * expired, or from before a logout); that account must still be a party allowed to list the expenses (403), and
   * the expense must still have its receipt (404).
   */
  async receipt(id: number, token: string | undefined): Promise<NamedPrivateFile> {
    const holder = this.files.verifyLink(receiptSubject(id), token, new Date());
    if (!holder) throw apiError('private_file_link_invalid');
    const manager = this.db.dataSource.manager;
    const caller = await linkCaller(manager, holder);
    if (!caller) throw apiError('private_file_link_invalid');
    const [, row] = await requireAccessTo(caller, 'expense.list', () => this.expense(manager, id));
    const file = row.receipt_key ? await this.files.open(row.receipt_key) : null;
    if (!file || !row.receipt_key) throw notFound();
    const kind = row.receipt_type === 'pdf' ? 'pdf' : 'image';
    return { ...file, kind, filename: `justificatif-${row.id}.${kind === 'pdf' ? 'pdf' : 'jpg'}` };
  }

  /** The association's expenses whose date falls in [from, to], oldest first, as CSV. */
  async exportCsv(user: AuthUser | undefined, associationId: number, query: ExpensesCsvQuery): Promise<Readable> {
    requireAccess(user, 'expense.export', { associationId });
    const rows = await this.db.dataSource.manager
      .createQueryBuilder(ExpenseRow, 'e')
      .innerJoin(PlacementRow, 'p', 'p.id = e.placement_id')
      .select(['e.id AS id', 'e.placement_id AS placement_id', 'e.spent_on AS spent_on', 'e.category AS category'])
      .addSelect(['e.amount_cents AS amount_cents', 'e.status AS status', 'e.decided_at AS decided_at'])
      .addSelect(['e.decision_reason AS decision_reason', 'e.note AS note', 'p.animal_name AS animal_name'])
      .addSelect(['p.family_firstname AS family_firstname', 'p.family_lastname AS family_lastname'])
      .where('e.association_id = :associationId', { associationId })
      .andWhere('e.spent_on >= :from AND e.spent_on <= :to', { from: query.from, to: query.to })
      .orderBy('e.spent_on', 'ASC')
      .addOrderBy('e.id', 'ASC')
      .getRawMany<Record<string, string | number | Date | null>>();
    const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
    return expensesCsv(
      rows.map((row) => [
        frenchDay(text(row.spent_on)),
        text(row.placement_id),
        text(row.animal_name),
        `${text(row.family_lastname)} ${text(row.family_firstname)}`.trim(),
        EXPENSE_CATEGORY_LABELS[row.category as ExpenseCategory] ?? text(row.category),
        csvAmount(Number(row.amount_cents)),
        EXPENSE_STATUS_LABELS[row.status as ExpenseStatus] ?? text(row.status),
        row.decided_at ? frenchDay(new Date(row.decided_at).toISOString()) : '',
        text(row.decision_reason),
        text(row.note),
      ]),
    );
  }

  /**
   * The family's account is deleted (FamiliesService.remove, in its transaction): its receipts and notes go, the
   * amounts and decisions stay for the association's accounts. Answers the receipts to delete after the commit.
   */
  async forgetFamily(manager: EntityManager, familyId: number): Promise<string[]> {
    const repository = manager.getRepository(ExpenseRow);
    const rows = await repository.find({ where: { family_id: familyId }, select: { id: true, receipt_key: true } });
    if (!rows.length) return [];
    await repository.update({ family_id: familyId }, { receipt_key: null, receipt_type: null, note: null });
    return rows.map((row) => row.receipt_key).filter((key): key is string => key !== null);
  }

  /** The association's account is deleted: its placements' expenses go (with the placements), receipts after. */
  async forgetAssociation(manager: EntityManager, associationId: number): Promise<string[]> {
    const repository = manager.getRepository(ExpenseRow);
    const rows = await repository.find({
      where: { association_id: associationId },
      select: { id: true, receipt_key: true },
    });
    if (!rows.length) return [];
    await repository.delete({ association_id: associationId });
    return rows.map((row) => row.receipt_key).filter((key): key is string => key !== null);
  }

  /** Deletes receipts whose rows a committed change let go. */
  removeReceipts(keys: string[]): Promise<void> {
    return this.files.remove(...keys);
  }

  private receiptUrl(id: number, caller: AllowedUser<AccessAction>, now: Date): string | null {
    if (!caller) return null;
    const token = this.files.signLink(
      receiptSubject(id),
      { userId: caller.userId, tokenVersion: caller.tokenVersion ?? 0 },
      now,
      LINK_LIFETIME_MS,
    );
    return `/api/expenses/${id}/receipt?token=${token}`;
  }

  private async view(manager: EntityManager, id: number, caller: AllowedUser<AccessAction>): Promise<Expense> {
    const row = await manager.getRepository(ExpenseRow).findOneOrFail({ where: { id } });
    return presentExpense(row, this.receiptUrl(id, caller, new Date()));
  }

  private placement(manager: EntityManager, id: number, lock = false): Promise<PlacementRow | null> {
    const query = manager.createQueryBuilder(PlacementRow, 'p').where('p.id = :id', { id });
    if (lock && !this.db.isSqlite) query.setLock('pessimistic_write');
    return query.getOne();
  }

  private expense(manager: EntityManager, id: number, lock = false): Promise<ExpenseRow | null> {
    const query = manager.createQueryBuilder(ExpenseRow, 'e').where('e.id = :id', { id });
    if (lock && !this.db.isSqlite) query.setLock('pessimistic_write');
    return query.getOne();
  }

  private async mailFamily(
    manager: EntityManager,
    row: ExpenseRow,
    status: 'remboursee' | 'refusee',
    reason: string | null,
  ) {
    const family = await manager
      .getRepository(Family)
      .findOne({ where: { id: row.family_id }, select: { user_id: true } });
    if (!family?.user_id) return;
    const placement = await manager
      .getRepository(PlacementRow)
      .findOne({ where: { id: row.placement_id }, select: { id: true, animal_name: true } });
    await this.outbox.enqueue(manager, {
      kind: 'expense_decided',
      userId: family.user_id,
      data: {
        placementId: row.placement_id,
        animalName: placement?.animal_name ?? '',
        date: row.spent_on,
        category: row.category,
        amountCents: row.amount_cents,
        status,
        reason,
      },
    });
  }
}
