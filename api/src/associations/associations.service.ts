import { ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { API_MESSAGES, Association as AssociationView, ROLES } from '@petfoster/contracts';
import { Repository } from 'typeorm';
import type { AuthUser } from '../auth/auth.decorators';
import { normalizeEmail } from '../auth/auth.service';
import { User } from '../auth/entities/user.entity';
import { PasswordService } from '../auth/password.service';
import { forbidden, notFound } from '../common/permissions';
import { presentAssociation } from '../common/presenters';
import { DatabaseService } from '../database/database.service';
import { isUniqueViolation } from '../database/db-errors';
import { ImagesService } from '../images/images.service';
import { Animal } from '../animals/entities/animal.entity';
import { AssociationRegistrationInput, AssociationUpdateInput } from './dto/associations.schemas';
import { Association } from './entities/association.entity';

@Injectable()
export class AssociationsService {
  constructor(
    @InjectRepository(Association) private readonly associations: Repository<Association>,
    private readonly passwords: PasswordService,
    private readonly images: ImagesService,
    private readonly db: DatabaseService,
  ) {}

  private base() {
    return this.associations
      .createQueryBuilder('a')
      .innerJoin('a.user', 'u')
      .addSelect(['u.id', 'u.lastname', 'u.firstname', 'u.email'])
      .orderBy('a.id', 'ASC');
  }

  async list(): Promise<AssociationView[]> {
    return (await this.base().getMany()).map(presentAssociation);
  }

  async findOne(id: number): Promise<AssociationView> {
    const association = await this.base().where('a.id = :id', { id }).getOne();
    if (!association) throw notFound();
    return presentAssociation(association);
  }

  async exists(id: number): Promise<boolean> {
    return this.associations.exists({ where: { id } });
  }

  async register(input: AssociationRegistrationInput): Promise<AssociationView> {
    const [hash, change] = await Promise.all([this.passwords.hash(input.password), this.images.fromInput(input.url_image)]);
    const image = change.kind === 'replace' ? change.image : null;
    try {
      const id = await this.db.write(async (manager) => {
        const email = normalizeEmail(input.email);
        if (await manager.getRepository(User).exists({ where: { email } })) throw new ConflictException(API_MESSAGES.emailTaken);
        const user = await manager.getRepository(User).insert({
          email,
          password_hash: hash,
          role: ROLES.association,
          lastname: input.lastname,
          firstname: input.firstname,
          created_at: new Date(),
        });
        const inserted = await manager.getRepository(Association).insert({
          user_id: user.identifiers[0].id as number,
          name_association: input.name_association,
          RNA_code: input.RNA_code,
          address: input.address,
          zip_code: input.zip_code,
          city: input.city,
          phone_number: input.phone_number,
          description: input.description,
          url_image: image?.url_image ?? null,
          url_thumbnail: image?.url_thumbnail ?? null,
        });
        return inserted.identifiers[0].id as number;
      });
      return this.findOne(id);
    } catch (error) {
      await this.images.remove(image?.url_image, image?.url_thumbnail);
      if (isUniqueViolation(error)) throw new ConflictException(API_MESSAGES.emailTaken);
      throw error;
    }
  }

  /** PUT /api/associations/{userId}: the path is the user id (SPEC 7) and must be the caller's. */
  async update(user: AuthUser, userId: number, input: AssociationUpdateInput): Promise<AssociationView> {
    if (user.role !== ROLES.association || user.userId !== userId) throw forbidden();
    const current = await this.associations.findOne({ where: { user_id: userId }, select: { id: true, url_image: true, url_thumbnail: true } });
    if (!current) throw notFound();
    const change = await this.images.fromInput(input.url_image);
    const { lastname, firstname, url_image: _ignored, ...profile } = input;
    const profileChanges: Partial<Association> = { ...profile };
    if (change.kind === 'replace') Object.assign(profileChanges, change.image);
    try {
      await this.db.write(async (manager) => {
        if (Object.keys(profileChanges).length) await manager.getRepository(Association).update({ id: current.id }, profileChanges);
        const identity = { ...(lastname ? { lastname } : {}), ...(firstname ? { firstname } : {}) };
        if (Object.keys(identity).length) await manager.getRepository(User).update({ id: userId }, identity);
      });
    } catch (error) {
      if (change.kind === 'replace') await this.images.remove(change.image.url_image, change.image.url_thumbnail);
      throw error;
    }
    if (change.kind === 'replace') await this.images.remove(current.url_image, current.url_thumbnail);
    return this.findOne(current.id);
  }

  /** Deletes the account: user, association, its animals and their requests in one transaction; files after commit. */
  async remove(user: AuthUser, associationId: number): Promise<void> {
    if (user.role !== ROLES.association || user.associationId !== associationId) throw forbidden();
    const files = await this.db.write(async (manager) => {
      const association = await manager.getRepository(Association).findOne({ where: { id: associationId }, select: { id: true, user_id: true, url_image: true, url_thumbnail: true } });
      if (!association) throw notFound();
      const animals = await manager.getRepository(Animal).find({ where: { association_id: associationId }, select: { id: true, url_image: true, url_thumbnail: true } });
      // Children first, so the deletion does not depend on every engine honouring ON DELETE CASCADE.
      await manager.createQueryBuilder().delete().from('requests').where('association_id = :associationId', { associationId }).execute();
      await manager.getRepository(Animal).delete({ association_id: associationId });
      await manager.getRepository(Association).delete({ id: associationId });
      await manager.getRepository(User).delete({ id: association.user_id });
      return [association.url_image, association.url_thumbnail, ...animals.flatMap((a) => [a.url_image, a.url_thumbnail])];
    });
    await this.images.remove(...files);
  }
}
