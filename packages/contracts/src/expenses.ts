/*
 * The foster family's expenses during a placement and their reimbursement (docs/product.md#expenses): the family
 * sends each with its receipt (a private file, docs/product.md#private-documents), the association reimburses or
 * refuses it.
 */

export const EXPENSE_CATEGORIES = ['veterinaire', 'alimentation', 'litiere', 'materiel', 'autre'] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];
export const EXPENSE_CATEGORY_LABELS: Record<ExpenseCategory, string> = {
  veterinaire: 'Vétérinaire',
  alimentation: 'Alimentation',
  litiere: 'Litière',
  materiel: 'Matériel',
  autre: 'Autre',
};

export const EXPENSE_STATUSES = { pending: 'en_attente', reimbursed: 'remboursee', refused: 'refusee' } as const;
export type ExpenseStatus = (typeof EXPENSE_STATUSES)[keyof typeof EXPENSE_STATUSES];
/** What the association decides. */
export const EXPENSE_DECISIONS = ['remboursee', 'refusee'] as const;
export type ExpenseDecision = (typeof EXPENSE_DECISIONS)[number];
export const EXPENSE_STATUS_LABELS: Record<ExpenseStatus, string> = {
  en_attente: 'En attente',
  remboursee: 'Remboursée',
  refusee: 'Refusée',
};

export const EXPENSE_LIMITS = {
  amountMaxEur: 10000,
  noteMax: 1000,
  reasonMax: 500,
  /** The receipt's bytes (an image or a PDF), decoded. */
  receiptMaxBytes: 5 * 1024 * 1024,
  /** How long a receipt link of an answer works (the caller's right is checked again on every request). */
  receiptLinkMinutes: 60,
} as const;

/** What a receipt may be: the phones' photos and the scanners' PDFs. */
export const RECEIPT_ACCEPTED_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/heic',
  'image/heif',
  'application/pdf',
] as const;

/** One expense as the parties read it. */
export interface Expense {
  id: number;
  placement_id: number;
  /** YYYY-MM-DD. */
  date: string;
  category: ExpenseCategory;
  amount_eur: number;
  note: string | null;
  status: ExpenseStatus;
  /** The association's reason, when it gave one. */
  reason: string | null;
  /**
   * The receipt's private address: works for the caller only, for EXPENSE_LIMITS.receiptLinkMinutes, and only while
   * the caller is still a party; null once the receipt is gone (the family's account deleted).
   */
  receipt_url: string | null;
  receipt_type: 'image' | 'pdf' | null;
  created_at: string;
  decided_at: string | null;
}

export interface ExpenseTotals {
  total_eur: number;
  pending_eur: number;
  reimbursed_eur: number;
  refused_eur: number;
}

/** GET /api/placements/{id}/expenses: the expenses, newest first, their totals, and the totals of each month (newest first). */
export interface ExpenseList {
  expenses: Expense[];
  totals: ExpenseTotals;
  months: Array<ExpenseTotals & { month: string }>;
}

/** The association's accounts (GET /api/associations/{id}/expenses.csv). */
export const EXPENSES_CSV_COLUMNS = [
  'Date',
  'Accueil',
  'Animal',
  'Famille',
  'Catégorie',
  'Montant (EUR)',
  'Statut',
  'Décidée le',
  'Motif',
  'Note',
] as const;

export const EXPENSE_MESSAGES = {
  dateRequired: 'La date de la dépense est requise.',
  dateInvalid: 'La date de la dépense doit être une date passée ou celle du jour.',
  categoryInvalid: 'La catégorie doit être vétérinaire, alimentation, litière, matériel ou autre.',
  amountInvalid: `Le montant doit être en euros, supérieur à 0 et d'au plus ${EXPENSE_LIMITS.amountMaxEur} €, avec deux décimales au plus.`,
  receiptRequired: 'Le justificatif (photo ou PDF) est requis.',
  receiptInvalid: 'Le justificatif doit être une photo (JPEG, PNG, GIF, WebP ou HEIC) ou un PDF de 5 Mo au plus.',
  noteTooLong: `La note ne doit pas dépasser ${EXPENSE_LIMITS.noteMax} caractères.`,
  statusInvalid: "La décision doit être 'remboursee' ou 'refusee'.",
  reasonTooLong: `Le motif ne doit pas dépasser ${EXPENSE_LIMITS.reasonMax} caractères.`,
  periodInvalid: 'La période doit être donnée par deux dates (from et to), la première avant la seconde',
  notActive: "Les dépenses s'envoient pendant l'accueil (statut 'En cours').",
  alreadyDecided: 'Cette dépense a déjà été traitée.',
  linkInvalid: "Ce lien n'est plus valable : rouvrez la page de l'accueil.",
  // Screens
  title: 'Dépenses',
  formTitle: 'Déclarer une dépense',
  dateLabel: 'Date',
  categoryLabel: 'Catégorie',
  amountLabel: 'Montant (€)',
  receiptLabel: 'Justificatif (photo ou PDF)',
  receiptChoose: 'Choisir un justificatif',
  noteLabel: 'Note (facultative)',
  submit: 'Envoyer la dépense',
  submitted: "Dépense envoyée à l'association.",
  submitFailed: "La dépense n'a pas pu être envoyée. Réessayez.",
  empty: 'Aucune dépense pour cet accueil.',
  receipt: 'Voir le justificatif',
  reimburse: 'Rembourser',
  refuse: 'Refuser',
  refuseReasonLabel: 'Motif du refus (facultatif)',
  decided: (status: ExpenseDecision) => (status === 'remboursee' ? 'Dépense remboursée.' : 'Dépense refusée.'),
  decideFailed: "La décision n'a pas pu être enregistrée. Réessayez.",
  withdraw: 'Retirer',
  totalsTitle: 'Totaux',
  total: 'Total',
  csvTitle: 'Dépenses pour la comptabilité',
  csvDownload: 'Télécharger les dépenses (CSV)',
  csvFileName: (from: string, to: string) => `depenses-${from}-${to}.csv`,
  mailSubject: (animal: string, status: ExpenseDecision) =>
    status === 'remboursee' ? `Dépense remboursée pour ${animal}` : `Dépense refusée pour ${animal}`,
} as const;
