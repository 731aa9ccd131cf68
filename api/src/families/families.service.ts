import { ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { API_MESSAGES, Family as FamilyView, FamilyByUser, ROLES } from '@petfoster/contracts';
import { Repository } from 'typeorm';
import type { AuthUser } from '../auth/auth.decorators';
import { normalizeEmail } from '../auth/auth.service';
import { User } from '../auth/entities/user.entity';
import { PasswordService } from '../auth/password.service';
import { forbidden, notFound } from '../common/permissions';
import { presentFamily } from '../common/presenters';
import { DatabaseService } from '../database/database.service';
import { isUniqueViolation } from '../database/db-errors';
import { ImagesService } from '../images/images.service';
import { FosterRequest } from '../requests/entities/request.entity';
import { Family } from './entities/family.entity';
import { FamilyRegistrationInput, FamilyUpdateInput } from './dto/families.schemas';

@Injectable()
export class FamiliesService {
  constructor(
    @InjectRepository(Family) private readonly families: Repository<Family>,
    @InjectRepository(FosterRequest) private readonly requests: Repository<FosterRequest>,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly passwords: PasswordService,
    private readonly images: ImagesService,
    private readonly db: DatabaseService,
  ) {}

  private async load(id: number): Promise<Family> {
    const family = await this.families
      .createQueryBuilder('f')
      .innerJoin('f.user', 'u')
      .addSelect(['u.id', 'u.lastname', 'u.firstname', 'u.email'])
      .innerJoin('f.housing_type', 'h')
      .addSelect(['h.id', 'h.houseType'])
      .where('f.id = :id', { id })
      .getOne();
    if (!family) throw notFound();
    return family;
  }

  /** Contact details only for the family itself or an association that received a request from it. */
  private async canSeeContact(viewer: AuthUser | undefined, familyId: number): Promise<boolean> {
    if (!viewer) return false;
    if (viewer.role === ROLES.family) return viewer.familyId === familyId;
    return this.requests.exists({ where: { family_id: familyId, association_id: viewer.associationId } });
  }

  async findOne(viewer: AuthUser | undefined, id: number): Promise<FamilyView> {
    const family = await this.load(id);
    return presentFamily(family, await this.canSeeContact(viewer, id));
  }

  async findByUser(userId: number): Promise<FamilyByUser> {
    const family = await this.families
      .createQueryBuilder('f')
      .select(['f.id', 'f.url_image', 'f.url_thumbnail'])
      .innerJoin('f.user', 'u')
      .addSelect(['u.id', 'u.lastname', 'u.firstname'])
      .where('f.user_id = :userId', { userId })
      .getOne();
    if (!family) throw notFound();
    return { id: family.user.id, lastname: family.user.lastname, firstname: family.user.firstname, family: { id: family.id, url_image: family.url_image, url_thumbnail: family.url_thumbnail } };
  }

  async register(input: FamilyRegistrationInput): Promise<FamilyView> {
    const [hash, change] = await Promise.all([this.passwords.hash(input.password), this.images.fromInput(input.url_image)]);
    const image = change.kind === 'replace' ? change.image : null;
    try {
      const id = await this.db.write(async (manager) => {
        const email = normalizeEmail(input.email);
        if (await manager.getRepository(User).exists({ where: { email } })) throw new ConflictException(API_MESSAGES.emailTaken);
        const user = await manager.getRepository(User).insert({ email, password_hash: hash, role: ROLES.family, lastname: input.lastname, firstname: input.firstname, created_at: new Date() });
        const inserted = await manager.getRepository(Family).insert({
          user_id: user.identifiers[0].id as number,
          address: input.address,
          city: input.city,
          zip_code: input.zip_code,
          phone_number: input.phone_number,
          description: input.description,
          garden: input.garden ?? false,
          housing_type_id: input.houseType,
          owned_animals: input.owned_animals,
          url_image: image?.url_image ?? null,
          url_thumbnail: image?.url_thumbnail ?? null,
        });
        return inserted.identifiers[0].id as number;
      });
      return presentFamily(await this.load(id), true);
    } catch (error) {
      await this.images.remove(image?.url_image, image?.url_thumbnail);
      if (isUniqueViolation(error)) throw new ConflictException(API_MESSAGES.emailTaken);
      throw error;
    }
  }

  /** PUT /api/families/{userId}: the path is the user id (SPEC 7) and must be the caller's. */
  async update(user: AuthUser, userId: number, input: FamilyUpdateInput): Promise<FamilyView> {
    if (user.role !== ROLES.family || user.userId !== userId) throw forbidden();
    const current = await this.families.findOne({ where: { user_id: userId }, select: { id: true, url_image: true, url_thumbnail: true } });
    if (!current) throw notFound();
    const change = await this.images.fromInput(input.url_image);
    const { lastname, firstname, url_image: _image, houseType, housing_type_id, ...profile } = input;
    const changes: Partial<Family> = { ...profile };
    const housing = housing_type_id ?? houseType;
    if (housing !== undefined) changes.housing_type_id = housing;
    if (change.kind === 'replace') Object.assign(changes, change.image);
    try {
      await this.db.write(async (manager) => {
        if (Object.keys(changes).length) await manager.getRepository(Family).update({ id: current.id }, changes);
        const identity = { ...(lastname ? { lastname } : {}), ...(firstname ? { firstname } : {}) };
        if (Object.keys(identity).length) await manager.getRepository(User).update({ id: userId }, identity);
      });
    } catch (error) {
      if (change.kind === 'replace') await this.images.remove(change.image.url_image, change.image.url_thumbnail);
      throw error;
    }
    if (change.kind === 'replace') await this.images.remove(current.url_image, current.url_thumbnail);
    return presentFamily(await this.load(current.id), true);
  }

  /** Deletes the account: user, family and its requests in one transaction; the image after commit. */
  async remove(user: AuthUser, familyId: number): Promise<void> {
    if (user.role !== ROLES.family || user.familyId !== familyId) throw forbidden();
    const files = await this.db.write(async (manager) => {
      const family = await manager.getRepository(Family).findOne({ where: { id: familyId }, select: { id: true, user_id: true, url_image: true, url_thumbnail: true } });
      if (!family) throw notFound();
      await manager.getRepository(FosterRequest).delete({ family_id: familyId });
      await manager.getRepository(Family).delete({ id: familyId });
      await manager.getRepository(User).delete({ id: family.user_id });
      return [family.url_image, family.url_thumbnail];
    });
    await this.images.remove(...files);
  }
}
