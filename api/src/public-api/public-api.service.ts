import { Inject, Injectable } from '@nestjs/common';
import type { PublicAnimal, PublicAssociation } from '@petfoster/contracts';
import type { PublicAnimalListQuery } from '@petfoster/contracts/schemas';
import { requireAccess } from '../access/require-access';
import { AnimalsService } from '../animals/animals.service';
import { AssociationsService } from '../associations/associations.service';
import { APP_CONFIG, type RuntimeConfig } from '../config/app-config';
import { presentPublicAnimal, presentPublicAssociation } from '../presenters/presenters';

/**
 * The public API for other sites (docs/public-api.md): the site's own public reads, cut down to the public fields,
 * with addresses made absolute on PUBLIC_URL. Nobody signs in here: a token sent along changes nothing.
 */
@Injectable()
export class PublicApiService {
  private readonly publicUrl: string;

  constructor(
    private readonly animals: AnimalsService,
    private readonly associations: AssociationsService,
    @Inject(APP_CONFIG) config: RuntimeConfig,
  ) {
    this.publicUrl = config.mail.publicUrl;
  }

  async listAnimals(query: PublicAnimalListQuery): Promise<{ animals: PublicAnimal[]; total: number }> {
    requireAccess(undefined, 'public.listAnimals');
    const { animals, total } = await this.animals.publicPage(query);
    return { animals: animals.map((view) => presentPublicAnimal(view, this.publicUrl)), total };
  }

  async readAnimal(id: number): Promise<PublicAnimal> {
    requireAccess(undefined, 'public.readAnimal');
    return presentPublicAnimal(await this.animals.publicOne(id), this.publicUrl);
  }

  async readAssociation(id: number): Promise<PublicAssociation> {
    requireAccess(undefined, 'public.readAssociation');
    return presentPublicAssociation(await this.associations.findOne(id), this.publicUrl);
  }
}
