import { mediumImageUrl, type MessageImage, type PlacementNews, type PublicNews } from '@petfoster/contracts';
import type { PlacementNewsRow } from '../data-model/placement-news.entity';

/** One stored image of a piece of news, as `images_json` holds it. */
export interface StoredNewsImage {
  url_image: string;
  url_thumbnail: string | null;
}

export function storedImages(row: Pick<PlacementNewsRow, 'images_json'>): StoredNewsImage[] {
  try {
    const parsed: unknown = JSON.parse(row.images_json);
    return Array.isArray(parsed) ? (parsed as StoredNewsImage[]) : [];
  } catch {
    return [];
  }
}

const imagesOf = (row: PlacementNewsRow): MessageImage[] =>
  storedImages(row).map((image) => ({
    url: image.url_image,
    thumbnail_url: image.url_thumbnail,
    medium_url: mediumImageUrl(image.url_image),
  }));

const iso = (value: Date | string) => new Date(value).toISOString();

/** For the parties (GET /api/placements/{id}/news). */
export function presentNews(row: PlacementNewsRow, authorFirstname: string, mine: boolean): PlacementNews {
  return {
    id: row.id,
    placement_id: row.placement_id,
    body: row.body,
    images: imagesOf(row),
    author_firstname: authorFirstname,
    mine,
    created_at: iso(row.created_at),
    published_at: row.published_at ? iso(row.published_at) : null,
  };
}

/** On the animal's public page: the text, the photos and the family's first name, nothing else of the family. */
export function presentPublicNews(row: PlacementNewsRow, familyFirstname: string): PublicNews {
  return {
    id: row.id,
    body: row.body,
    images: imagesOf(row),
    family_firstname: familyFirstname,
    published_at: iso(row.published_at ?? row.created_at),
  };
}
