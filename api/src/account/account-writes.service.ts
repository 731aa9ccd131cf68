import { Injectable } from '@nestjs/common';
import { CONSENT_CHOICES, CONSENT_SOURCES, Role } from '@petfoster/contracts';
import type { AssociationRegistrationInput, FamilyRegistrationInput } from '@petfoster/contracts/schemas';
import type { EntityManager } from 'typeorm';
import { normalizeEmail } from '../auth/auth.service';
import { User } from '../data-model/user.entity';
import { recordConsent } from '../consents/consent-log';
import { PasswordService } from '../auth/password.service';
import { DatabaseService } from '../database/database.service';
import { isUniqueViolation } from '../database/db-errors';
import { GeoService } from '../geo/geo.service';
import { ImagesService, StoredImage } from '../images/images.service';
import type { MailData } from '../mail/mail-kinds';
import { OutboxService } from '../mail/outbox.service';
import type { AccountProfile, AccountProfileRow } from '../data-model/account-profile.entity';
import { apiError } from '../common/api-error';

/** What every registration gives, whatever the role (the schemas in @petfoster/contracts declare the fields). */
export type AccountRegistrationInput = Pick<
  AssociationRegistrationInput & FamilyRegistrationInput,
  | 'email'
  | 'password'
  | 'lastname'
  | 'firstname'
  | 'address'
  | 'city'
  | 'zip_code'
  | 'phone_number'
  | 'description'
  | 'url_image'
>;

export interface AccountUpdate {
  userId: number;
  /** The profile's image before the edit: deleted only once the new one is committed. */
  current: Pick<AccountProfile, 'url_image' | 'url_thumbnail'>;
  imageInput: string | null | undefined;
  lastname?: string;
  firstname?: string;
  /** 'Recevoir les notifications par e-mail' (docs/mail.md), a user column: undefined keeps it. */
  notificationsEnabled?: boolean;
  /** Writes the profile row; `image` is the newly stored pair, or null when the image is kept. */
  writeProfile(manager: EntityManager, image: StoredImage | null): Promise<void>;
  /** Last in the same transaction, once the profile and the user row are written (the association's activity log). */
  written?(manager: EntityManager): Promise<void>;
}

/**
 * The user-row and image-file bookkeeping that families and associations share. Each service keeps its own
 * permission checks and profile columns; this only guarantees that files and rows never disagree: a new image is
 * removed when its transaction fails, an old one only after the transaction that replaced it has committed.
 */
@Injectable()
export class AccountWrites {
  constructor(
    private readonly passwords: PasswordService,
    private readonly images: ImagesService,
    private readonly db: DatabaseService,
    private readonly outbox: OutboxService,
    private readonly geo: GeoService,
  ) {}

  /**
   * Département and coordinates of a postal code and its city; a 400 on the field at fault when the postal code is
   * unknown or the city is not one of its communes (an account placed nowhere would match no search).
   */
  place(zipCode: string, city: string): Pick<AccountProfile, 'department' | 'latitude' | 'longitude'> {
    return this.geo.check(zipCode, city);
  }

  /**
   * Creates the user and, through `insertProfile`, its profile in one transaction, then reads it back with
   * `present`. `insertProfile` receives the columns every profile has and adds its own; `welcome` is what the
   * welcome mail says beyond the role (a family's opt-in). A duplicate e-mail, found first or raced at commit, is
   * the same 409.
   */
  async register<T>(
    role: Role,
    input: AccountRegistrationInput,
    insertProfile: (manager: EntityManager, shared: AccountProfileRow) => Promise<number>,
    present: (profileId: number) => Promise<T>,
    welcome: Pick<MailData['welcome'], 'visible'> = {},
  ): Promise<T> {
    // Before the password is hashed and the image stored: a refused address costs nothing.
    const place = this.place(input.zip_code, input.city);
    const [hash, change] = await Promise.all([
      this.passwords.hash(input.password),
      this.images.fromInput(input.url_image),
    ]);
    const image = change.kind === 'replace' ? change.image : null;
    try {
      const id = await this.db.write(async (manager) => {
        const email = normalizeEmail(input.email);
        if (await manager.getRepository(User).exists({ where: { email } })) throw apiError('email_taken');
        const user = await manager.getRepository(User).insert({
          email,
          password_hash: hash,
          role,
          lastname: input.lastname,
          firstname: input.firstname,
          created_at: new Date(),
        });
        const userId = user.identifiers[0].id as number;
        // The welcome mail commits with the account, or neither exists.
        await this.outbox.enqueue(manager, { kind: 'welcome', userId, data: { role, userId, ...welcome } });
        await recordConsent(manager, userId, CONSENT_CHOICES.notifications, true, CONSENT_SOURCES.registration);
        return insertProfile(manager, {
          user_id: userId,
          address: input.address,
          city: input.city,
          zip_code: input.zip_code,
          phone_number: input.phone_number,
          description: input.description,
          url_image: image?.url_image ?? null,
          url_thumbnail: image?.url_thumbnail ?? null,
          ...place,
        });
      });
      return await present(id);
    } catch (error) {
      await this.images.remove(image?.url_image, image?.url_thumbnail);
      if (isUniqueViolation(error)) throw apiError('email_taken');
      throw error;
    }
  }

  /** Profile edit: profile row, non-empty names and the notifications choice in one transaction. */
  async update(edit: AccountUpdate): Promise<void> {
    const change = await this.images.fromInput(edit.imageInput);
    const image = change.kind === 'replace' ? change.image : null;
    let replaced: AccountUpdate['current'] | null;
    try {
      // The replaced image is the write's result, for the same reason as in AnimalsService.update.
      replaced = await this.db.write(async (manager) => {
        await edit.writeProfile(manager, image);
        const identity = {
          ...(edit.lastname ? { lastname: edit.lastname } : {}),
          ...(edit.firstname ? { firstname: edit.firstname } : {}),
          ...(edit.notificationsEnabled !== undefined ? { notifications_enabled: edit.notificationsEnabled } : {}),
        };
        if (edit.notificationsEnabled !== undefined) {
          const before = await manager
            .getRepository(User)
            .findOne({ where: { id: edit.userId }, select: { id: true, notifications_enabled: true } });
          if (before && Boolean(before.notifications_enabled) !== edit.notificationsEnabled)
            await recordConsent(
              manager,
              edit.userId,
              CONSENT_CHOICES.notifications,
              edit.notificationsEnabled,
              CONSENT_SOURCES.settings,
            );
        }
        if (Object.keys(identity).length) await manager.getRepository(User).update({ id: edit.userId }, identity);
        await edit.written?.(manager);
        return image ? { url_image: edit.current.url_image, url_thumbnail: edit.current.url_thumbnail } : null;
      });
    } catch (error) {
      if (image) await this.images.remove(image.url_image, image.url_thumbnail);
      throw error;
    }
    if (replaced) await this.images.remove(replaced.url_image, replaced.url_thumbnail);
  }

  /**
   * Deletes the account in one transaction: `removeProfile` deletes the profile and its children and says which
   * user owns it and which files it leaves; the user goes last, the files (and `after`, the caller's own clean-up of
   * files) after commit. `within`: the transaction of a caller that deletes several accounts at once (the retention
   * job, docs/security.md#retention), whose commit then removes the files.
   */
  async remove(
    removeProfile: (manager: EntityManager) => Promise<{ userId: number; files: Array<string | null> }>,
    { within, after }: { within?: EntityManager; after?: () => Promise<void> } = {},
  ): Promise<void> {
    const body = async (manager: EntityManager) => {
      const removed = await removeProfile(manager);
      // Mails to the user, sent or waiting, hold their address and names: erased with the account.
      await this.outbox.forgetUser(manager, removed.userId);
      await manager.getRepository(User).delete({ id: removed.userId });
      return removed.files;
    };
    if (within) {
      const files = await body(within);
      this.db.afterCommit(within, () => {
        void this.images.remove(...files);
        void after?.();
      });
      return;
    }
    const files = await this.db.write(body);
    await this.images.remove(...files);
    await after?.();
  }
}
