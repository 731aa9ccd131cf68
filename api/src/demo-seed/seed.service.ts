import { Injectable, Logger } from '@nestjs/common';
import { ASSOCIATION_ROLES, ROLES } from '@petfoster/contracts';
import sharp from 'sharp';
import { EntityManager } from 'typeorm';
import { User } from '../data-model/user.entity';
import { PasswordService } from '../auth/password.service';
import { Animal } from '../data-model/animal.entity';
import { AnimalPhotoRow } from '../data-model/animal-photo.entity';
import { Association } from '../data-model/association.entity';
import { AssociationMember } from '../data-model/association-member.entity';
import { Family } from '../data-model/family.entity';
import { ImagesService, StoredImage } from '../images/images.service';
import { FosterRequest } from '../data-model/request.entity';
import { DatabaseService } from '../database/database.service';
import { isUniqueViolation } from '../database/db-errors';
import {
  animalSvg,
  DEMO_ANIMALS,
  DEMO_ASSOCIATIONS,
  DEMO_FAMILIES,
  DEMO_PASSWORD,
  DEMO_REQUESTS,
  logoSvg,
} from './demo-data';

@Injectable()
export class SeedService {
  private readonly logger = new Logger(SeedService.name);

  constructor(
    private readonly db: DatabaseService,
    private readonly passwords: PasswordService,
    private readonly images: ImagesService,
  ) {}

  private async image(svg: string): Promise<StoredImage> {
    return this.images.storeBuffer(await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer());
  }

  /** Loads the demo data when the database has no user at all; returns whether it did. */
  async seedIfEmpty(): Promise<boolean> {
    if ((await this.db.dataSource.getRepository(User).count()) > 0) return false;
    const hash = await this.passwords.hash(DEMO_PASSWORD);
    const associationImages = await Promise.all(DEMO_ASSOCIATIONS.map((a, i) => this.image(logoSvg(a.color, i))));
    const familyImages = await Promise.all(DEMO_FAMILIES.map((f, i) => this.image(logoSvg(f.color, i))));
    const animalImages: StoredImage[] = [];
    for (const [i, animal] of DEMO_ANIMALS.entries())
      animalImages.push(await this.image(animalSvg(animal.species_id, i)));
    const images = { associationImages, familyImages, animalImages };
    // Another process seeding the same empty database at the same moment loses on the unique email index.
    const seeded = await this.db
      .write((manager) => this.insertDemo(manager, hash, images))
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) return false;
        throw error;
      });
    if (!seeded) {
      await this.images.remove(
        ...[...associationImages, ...familyImages, ...animalImages].flatMap((i) => [i.url_image, i.url_thumbnail]),
      );
      return false;
    }
    this.logger.log(
      `Demo data loaded: ${DEMO_ASSOCIATIONS.length} associations, ${DEMO_FAMILIES.length} families, ${DEMO_ANIMALS.length} animals (password ${DEMO_PASSWORD})`,
    );
    return true;
  }

  private async insertDemo(
    manager: EntityManager,
    hash: string,
    {
      associationImages,
      familyImages,
      animalImages,
    }: Record<'associationImages' | 'familyImages' | 'animalImages', StoredImage[]>,
  ): Promise<boolean> {
    // Re-checked inside the transaction: two processes starting together must not both seed.
    if ((await manager.getRepository(User).count()) > 0) return false;
    const associationIds: number[] = [];
    for (const [i, a] of DEMO_ASSOCIATIONS.entries()) {
      const user = await manager.getRepository(User).insert({
        email: a.email,
        password_hash: hash,
        role: ROLES.association,
        lastname: a.lastname,
        firstname: a.firstname,
        created_at: new Date(),
      });
      const { color: _color, email: _email, lastname: _l, firstname: _f, ...profile } = a;
      const userId = user.identifiers[0].id as number;
      const inserted = await manager
        .getRepository(Association)
        // The demo's associations are verified (docs/product.md#verified-associations): they show how it reads.
        .insert({ ...profile, user_id: userId, ...associationImages[i], verified_at: new Date() });
      const associationId = inserted.identifiers[0].id as number;
      await manager.getRepository(AssociationMember).insert({
        user_id: userId,
        association_id: associationId,
        role: ASSOCIATION_ROLES.admin,
        joined_at: new Date(),
      });
      associationIds.push(associationId);
    }
    const familyIds: number[] = [];
    for (const [i, f] of DEMO_FAMILIES.entries()) {
      const user = await manager.getRepository(User).insert({
        email: f.email,
        password_hash: hash,
        role: ROLES.family,
        lastname: f.lastname,
        firstname: f.firstname,
        created_at: new Date(),
      });
      const { color: _color, email: _email, lastname: _l, firstname: _f, ...profile } = f;
      const inserted = await manager
        .getRepository(Family)
        .insert({ ...profile, user_id: user.identifiers[0].id as number, ...familyImages[i] });
      familyIds.push(inserted.identifiers[0].id as number);
    }
    const animalIds: number[] = [];
    for (const [i, a] of DEMO_ANIMALS.entries()) {
      const { association, ...animal } = a;
      const inserted = await manager
        .getRepository(Animal)
        .insert({ ...animal, association_id: associationIds[association], ...animalImages[i], created_at: new Date() });
      animalIds.push(inserted.identifiers[0].id as number);
      // Its image is its gallery's cover (docs/product.md#animal-gallery); the demo's size is unknown here.
      const image = animalImages[i];
      if (image?.url_image)
        await manager.getRepository(AnimalPhotoRow).insert({
          animal_id: inserted.identifiers[0].id as number,
          position: 0,
          url: image.url_image,
          url_thumbnail: image.url_thumbnail,
          width: 0,
          height: 0,
          created_at: new Date(),
        });
    }
    for (const r of DEMO_REQUESTS) {
      await manager.getRepository(FosterRequest).insert({
        animal_id: animalIds[r.animal],
        family_id: familyIds[r.family],
        association_id: associationIds[DEMO_ANIMALS[r.animal].association],
        motivation: r.motivation,
        status: r.status,
        created_at: new Date(),
      });
    }
    return true;
  }
}
