import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { paths } from '@petfoster/contracts';
import { AnimalsService } from '../animals/animals.service';
import { AssociationsService } from '../associations/associations.service';
import { APP_CONFIG, type RuntimeConfig } from '../config/app-config';

/** An id the pages accept (digits, above 0), short enough for the database's INT. */
const ANIMAL_PAGE = /^\/animals-details\/(\d{1,9})\/?$/;
const ASSOCIATION_PAGE = /^\/associationprofile\/(\d{1,9})\/?$/;
const DESCRIPTION_LENGTH = 200;

/** Text for an attribute value: every character that could end it or start markup written as an entity. */
export function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const shorten = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_LENGTH ? flat : `${flat.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`;
};

interface Shared {
  title: string;
  description: string;
  image: string | null;
  path: string;
}

/**
 * The Open Graph and Twitter card tags of an animal's page and an association's page (docs/product.md#animal-gallery):
 * what a link shared on a messenger or a social network shows. Absolute addresses from PUBLIC_URL, never the Host
 * header; every value escaped.
 */
@Injectable()
export class SharingTags {
  private readonly publicUrl: string;

  constructor(
    @Inject(APP_CONFIG) config: RuntimeConfig,
    private readonly animals: AnimalsService,
    private readonly associations: AssociationsService,
  ) {
    this.publicUrl = config.mail.publicUrl;
  }

  /** Whether `pathname` is a page whose HTML carries sharing tags. */
  isSharedPage(pathname: string): boolean {
    return ANIMAL_PAGE.test(pathname) || ASSOCIATION_PAGE.test(pathname);
  }

  /** The page's HTML with its sharing tags at the end of its head (unchanged for any other page, or a missing one). */
  async into(pathname: string, html: string): Promise<string> {
    const shared = await this.read(pathname);
    const head = html.indexOf('</head>');
    if (!shared || head < 0) return html;
    return `${html.slice(0, head)}${this.tags(shared)}${html.slice(head)}`;
  }

  private async read(pathname: string): Promise<Shared | null> {
    try {
      const animalId = ANIMAL_PAGE.exec(pathname)?.[1];
      if (animalId) {
        const animal = await this.animals.findOne(undefined, Number(animalId));
        const about = `${animal.species.name} proposé à l'accueil par ${animal.association.name_association} (${animal.association.city}).`;
        return {
          title: `${animal.name} – PetFoster`,
          description: shorten(animal.description?.trim() ? animal.description : about),
          image: animal.url_image,
          path: paths.animalDetails(animal.id),
        };
      }
      const associationId = ASSOCIATION_PAGE.exec(pathname)?.[1];
      if (associationId) {
        const association = await this.associations.findOne(Number(associationId));
        return {
          title: `${association.name_association} – PetFoster`,
          description: shorten(
            association.description?.trim()
              ? association.description
              : `Association de protection animale à ${association.city}.`,
          ),
          image: association.url_image,
          path: paths.associationProfile(association.id),
        };
      }
    } catch (error) {
      if (error instanceof NotFoundException) return null;
      throw error;
    }
    return null;
  }

  private tags({ title, description, image, path }: Shared): string {
    const absolute = (address: string) => (/^https?:\/\//.test(address) ? address : `${this.publicUrl}${address}`);
    const meta = (attribute: 'property' | 'name', key: string, value: string) =>
      `<meta ${attribute}="${key}" content="${escapeAttribute(value)}">`;
    return [
      meta('property', 'og:type', 'website'),
      meta('property', 'og:site_name', 'PetFoster'),
      meta('property', 'og:locale', 'fr_FR'),
      meta('property', 'og:title', title),
      meta('property', 'og:description', description),
      meta('property', 'og:url', absolute(path)),
      ...(image ? [meta('property', 'og:image', absolute(image))] : []),
      meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
      meta('name', 'twitter:title', title),
      meta('name', 'twitter:description', description),
      ...(image ? [meta('name', 'twitter:image', absolute(image))] : []),
    ].join('');
  }
}
