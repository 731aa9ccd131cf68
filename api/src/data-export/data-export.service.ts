import { Injectable } from '@nestjs/common';
import { DATA_EXPORT_MESSAGES, MODERATED_CONTENT, ROLES } from '@petfoster/contracts';
import type { Readable } from 'node:stream';
import { In, type DataSource } from 'typeorm';
import { requireAccess } from '../access/require-access';
import type { AuthUser } from '../common/auth.decorators';
import { notFound } from '../common/permissions';
import { consentHistory } from '../consents/consent-log';
import { ActivityLogRow } from '../data-model/activity-log.entity';
import { AnimalPhotoRow } from '../data-model/animal-photo.entity';
import { Animal } from '../data-model/animal.entity';
import { AssociationMember } from '../data-model/association-member.entity';
import { Association } from '../data-model/association.entity';
import { Family } from '../data-model/family.entity';
import { Favourite } from '../data-model/favourite.entity';
import { HealthEntryRow } from '../data-model/health-entry.entity';
import { MessageRow, type StoredMessageImage } from '../data-model/message.entity';
import { PlacementNewsRow } from '../data-model/placement-news.entity';
import { PlacementEventRow, PlacementRow } from '../data-model/placement.entity';
import { FosterRequest } from '../data-model/request.entity';
import { SavedSearchRow } from '../data-model/saved-search.entity';
import { User } from '../data-model/user.entity';
import { ExpenseRow, VetAuthorisationRow } from '../data-model/vet-care.entity';
import { DatabaseService } from '../database/database.service';
import { ImagesService } from '../images/images.service';
import { registerCsv } from '../placements-register/register-csv';
import { registerLines } from '../placements-register/register-rows';
import { PrivateFilesService } from '../private-files/private-files.service';
import { exportArchive, tableOf, type ExportFile, type ExportTable } from './export-archive';
import { associationReadme, personalReadme } from './export-readme';

/** An export ready to stream: read and checked before the answer starts, so an error is still a status. */
export interface DataExport {
  filename: string;
  stream: Readable;
}

/** The columns of a member's account in the association's export: who they are, never how they sign in. */
const MEMBER_USER_COLUMNS = ['id', 'email', 'firstname', 'lastname', 'created_at', 'last_sign_in_at'] as const;

const today = (now: Date) => now.toISOString().slice(0, 10);
const baseName = (url: string) => url.slice(url.lastIndexOf('/') + 1);

/**
 * Messages as the export's reader may read them (docs/administration.md#reports): a hidden message keeps its text for
 * its own side, whose data it is, and reads MODERATED_CONTENT, without images, for the other side, as in the app.
 */
const readableMessages = (messages: MessageRow[], own: (message: MessageRow) => boolean): MessageRow[] =>
  messages.map((message) =>
    message.hidden_at && !own(message) ? { ...message, body: MODERATED_CONTENT, images: null } : message,
  );

/** A JSON column of stored images (messages, news), read leniently: a row that cannot be read has none. */
function storedImages(json: string | null): StoredMessageImage[] {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? (parsed as StoredMessageImage[]) : [];
  } catch {
    return [];
  }
}

/**
 * The right of access and portability, and an association leaving with its data (docs/security.md#data-export):
 * every table read with the caller's rights checked first, then a streamed ZIP of JSON, CSV and the stored files.
 */
@Injectable()
export class DataExportService {
  constructor(
    private readonly db: DatabaseService,
    private readonly images: ImagesService,
    private readonly privateFiles: PrivateFilesService,
  ) {}

  private get dataSource(): DataSource {
    return this.db.dataSource;
  }

  private imageFile(folder: string, url: string | null | undefined, prefix = ''): ExportFile[] {
    if (!url || !this.images.isOwnUrl(url)) return [];
    return [{ path: `${folder}/${prefix}${baseName(url)}`, open: () => this.images.open(url) }];
  }

  /** Everything about the token's own account (a family or an association member). */
  async personal(user: AuthUser | undefined, now = new Date()): Promise<DataExport> {
    const caller = requireAccess(user, 'account.export');
    const manager = this.dataSource.manager;
    const account = await manager.getRepository(User).findOne({ where: { id: caller.userId } });
    if (!account) throw notFound();

    const isFamily = caller.role === ROLES.family;
    const family = isFamily ? await manager.getRepository(Family).findOne({ where: { id: caller.familyId } }) : null;
    const memberships = isFamily
      ? []
      : await manager.getRepository(AssociationMember).find({ where: { user_id: caller.userId } });
    const requests = await manager.getRepository(FosterRequest).find({
      where: isFamily ? { family_id: caller.familyId } : { referent_user_id: caller.userId },
      order: { id: 'ASC' },
    });
    const requestIds = requests.map((request) => request.id);
    const messages = await manager.getRepository(MessageRow).find({
      where: [...(requestIds.length ? [{ request_id: In(requestIds) }] : []), { author_user_id: caller.userId }],
      order: { id: 'ASC' },
    });
    const placements = requestIds.length
      ? await manager.getRepository(PlacementRow).find({ where: { request_id: In(requestIds) }, order: { id: 'ASC' } })
      : [];
    const news = isFamily
      ? await manager
          .getRepository(PlacementNewsRow)
          .find({ where: { family_id: caller.familyId }, order: { id: 'ASC' } })
      : [];
    const expenses = isFamily
      ? await manager.getRepository(ExpenseRow).find({ where: { family_id: caller.familyId }, order: { id: 'ASC' } })
      : [];
    const favourites = isFamily
      ? await manager.getRepository(Favourite).find({ where: { family_id: caller.familyId } })
      : [];
    const searches = await manager
      .getRepository(SavedSearchRow)
      .find({ where: { user_id: caller.userId }, order: { id: 'ASC' } });
    const consents = await consentHistory(manager, caller.userId);

    const profile: ExportTable = {
      name: 'profil',
      columns: [],
      rows: [],
    };
    const userTable = tableOf(this.dataSource, 'profil', User, [account]);
    const sideTable = family
      ? tableOf(this.dataSource, 'profil', Family, [family])
      : tableOf(this.dataSource, 'profil', AssociationMember, memberships);
    // One line: the account, then the family's profile (or the membership) under prefixed column names.
    const prefix = family ? 'famille_' : 'membre_';
    profile.columns = [...userTable.columns, ...sideTable.columns.map((column) => prefix + column)];
    const sideRows = sideTable.rows.length ? sideTable.rows : [{}];
    profile.rows = sideRows.map((side) => ({
      ...userTable.rows[0],
      ...Object.fromEntries(sideTable.columns.map((column) => [prefix + column, side[column] ?? null])),
    }));

    const tables: ExportTable[] = [
      profile,
      tableOf(this.dataSource, 'demandes', FosterRequest, requests),
      tableOf(
        this.dataSource,
        'messages',
        MessageRow,
        readableMessages(messages, (message) => message.author_user_id === caller.userId),
      ),
      tableOf(this.dataSource, 'placements', PlacementRow, placements),
      tableOf(this.dataSource, 'nouvelles', PlacementNewsRow, news),
      tableOf(this.dataSource, 'frais', ExpenseRow, expenses),
      tableOf(this.dataSource, 'favoris', Favourite, favourites),
      tableOf(this.dataSource, 'recherches', SavedSearchRow, searches),
      {
        name: 'consentements',
        columns: ['choice', 'granted', 'source', 'at', 'detail'],
        rows: consents.map((entry) => ({ ...entry })),
      },
    ];

    // The files the person uploaded: what they wrote themselves, never the other side's images.
    const files: ExportFile[] = [
      ...this.imageFile('fichiers/profil', family?.url_image),
      ...messages
        .filter((message) => message.author_user_id === caller.userId)
        .flatMap((message) =>
          storedImages(message.images).flatMap((image) =>
            this.imageFile('fichiers/messages', image.url_image, `${message.id}-`),
          ),
        ),
      ...news.flatMap((item) =>
        storedImages(item.images_json).flatMap((image) =>
          this.imageFile('fichiers/nouvelles', image.url_image, `${item.id}-`),
        ),
      ),
      ...expenses.flatMap((expense): ExportFile[] => {
        const key = expense.receipt_key;
        if (!key) return [];
        return [
          {
            path: `fichiers/justificatifs/${expense.id}-${key}`,
            open: async () => (await this.privateFiles.open(key))?.body ?? null,
          },
        ];
      }),
    ];

    const day = today(now);
    return {
      filename: DATA_EXPORT_MESSAGES.fileName(day),
      stream: exportArchive(personalReadme(day), tables, files),
    };
  }

  /** Everything the association holds, for its admins, so that it can leave with its data. */
  async association(user: AuthUser | undefined, associationId: number, now = new Date()): Promise<DataExport> {
    requireAccess(user, 'association.export', { associationId });
    const manager = this.dataSource.manager;
    const association = await manager.getRepository(Association).findOne({ where: { id: associationId } });
    if (!association) throw notFound();

    const animals = await manager
      .getRepository(Animal)
      .find({ where: { association_id: associationId }, order: { id: 'ASC' } });
    const animalIds = animals.map((animal) => animal.id);
    const photos = animalIds.length
      ? await manager.getRepository(AnimalPhotoRow).find({ where: { animal_id: In(animalIds) }, order: { id: 'ASC' } })
      : [];
    const health = animalIds.length
      ? await manager.getRepository(HealthEntryRow).find({ where: { animal_id: In(animalIds) }, order: { id: 'ASC' } })
      : [];
    const requests = await manager
      .getRepository(FosterRequest)
      .find({ where: { association_id: associationId }, order: { id: 'ASC' } });
    const requestIds = requests.map((request) => request.id);
    const messages = requestIds.length
      ? await manager.getRepository(MessageRow).find({ where: { request_id: In(requestIds) }, order: { id: 'ASC' } })
      : [];
    const placements = await manager
      .getRepository(PlacementRow)
      .find({ where: { association_id: associationId }, order: { id: 'ASC' } });
    const placementIds = placements.map((placement) => placement.id);
    const events = placementIds.length
      ? await manager
          .getRepository(PlacementEventRow)
          .find({ where: { placement_id: In(placementIds) }, order: { id: 'ASC' } })
      : [];
    const expenses = await manager
      .getRepository(ExpenseRow)
      .find({ where: { association_id: associationId }, order: { id: 'ASC' } });
    const vetAuthorisations = await manager
      .getRepository(VetAuthorisationRow)
      .find({ where: { association_id: associationId }, order: { id: 'ASC' } });
    const members = await manager
      .getRepository(AssociationMember)
      .find({ where: { association_id: associationId }, order: { user_id: 'ASC' } });
    const memberUsers = members.length
      ? await manager.getRepository(User).find({ where: { id: In(members.map((member) => member.user_id)) } })
      : [];
    const activity = await manager
      .getRepository(ActivityLogRow)
      .find({ where: { association_id: associationId }, order: { id: 'ASC' } });

    const usersById = new Map(memberUsers.map((member) => [member.id, member]));
    const memberTable = tableOf(this.dataSource, 'membres', AssociationMember, members);
    const membersTable: ExportTable = {
      name: 'membres',
      columns: [...memberTable.columns, ...MEMBER_USER_COLUMNS.filter((column) => column !== 'id')],
      rows: memberTable.rows.map((row) => {
        const account = usersById.get(row.user_id as number);
        return {
          ...row,
          ...Object.fromEntries(
            MEMBER_USER_COLUMNS.filter((column) => column !== 'id').map((column) => {
              const value = account?.[column];
              return [column, value instanceof Date ? value.toISOString() : (value ?? null)];
            }),
          ),
        };
      }),
    };

    const tables: ExportTable[] = [
      tableOf(this.dataSource, 'association', Association, [association]),
      tableOf(this.dataSource, 'animaux', Animal, animals),
      tableOf(this.dataSource, 'photos', AnimalPhotoRow, photos),
      tableOf(this.dataSource, 'demandes', FosterRequest, requests),
      tableOf(
        this.dataSource,
        'messages',
        MessageRow,
        readableMessages(messages, (message) => message.author_side === 'association'),
      ),
      tableOf(this.dataSource, 'placements', PlacementRow, placements),
      tableOf(this.dataSource, 'evenements_placements', PlacementEventRow, events),
      tableOf(this.dataSource, 'sante', HealthEntryRow, health),
      tableOf(this.dataSource, 'frais', ExpenseRow, expenses),
      tableOf(this.dataSource, 'bons_veterinaires', VetAuthorisationRow, vetAuthorisations),
      membersTable,
      tableOf(this.dataSource, 'journal', ActivityLogRow, activity),
    ];
    const files = photos.flatMap((photo) => this.imageFile('photos', photo.url, `${photo.id}-`));
    const register = {
      path: 'registre.csv',
      stream: () => registerCsv(registerLines(this.dataSource, associationId, '0001-01-01', '9999-12-31')),
    };

    const day = today(now);
    return {
      filename: DATA_EXPORT_MESSAGES.associationFileName(associationId, day),
      stream: exportArchive(associationReadme(day, association.name_association), tables, files, [register]),
    };
  }
}
