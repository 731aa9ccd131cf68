import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  ACTIVITY_PAGE_DEFAULT,
  FORMER_MEMBER_NAME,
  type ActivityAction,
  type ActivityEntity,
  type ActivityEntry,
  type ActivityFields,
} from '@petfoster/contracts';
import type { ActivityQuery } from '@petfoster/contracts/schemas';
import { Repository } from 'typeorm';
import { requireAccess } from '../access/require-access';
import type { AuthUser } from '../common/auth.decorators';
import { ActivityLogRow } from '../data-model/activity-log.entity';

const parsedFields = (json: string | null): ActivityFields | null =>
  json ? (JSON.parse(json) as ActivityFields) : null;

/** An entry as the API answers it; a member who left shows as 'Ancien membre' without an id. */
export function presentActivity(row: ActivityLogRow): ActivityEntry {
  const known = row.actor_user_id !== null && row.actor_name !== null;
  return {
    id: row.id,
    at: new Date(row.at).toISOString(),
    actor: known
      ? { user_id: row.actor_user_id, name: row.actor_name as string }
      : { user_id: null, name: FORMER_MEMBER_NAME },
    action: row.action as ActivityAction,
    entity: row.entity as ActivityEntity,
    entity_id: row.entity_id,
    before: parsedFields(row.before_json),
    after: parsedFields(row.after_json),
  };
}

/** The reading side of the activity log (docs/product.md#association-team): the association's admins only. */
@Injectable()
export class ActivityService {
  constructor(@InjectRepository(ActivityLogRow) private readonly entries: Repository<ActivityLogRow>) {}

  /** Newest first; `user_id` keeps one member's entries, `animal_id` one animal's. */
  async list(
    user: AuthUser | undefined,
    associationId: number,
    query: ActivityQuery,
  ): Promise<{ entries: ActivityEntry[]; total: number }> {
    requireAccess(user, 'activity.list', { associationId });
    const found = this.entries.createQueryBuilder('l').where('l.association_id = :associationId', { associationId });
    if (query.user_id !== undefined) found.andWhere('l.actor_user_id = :userId', { userId: query.user_id });
    if (query.animal_id !== undefined)
      found.andWhere("l.entity = 'animal' AND l.entity_id = :animalId", { animalId: query.animal_id });
    const [rows, total] = await found
      .orderBy('l.at', 'DESC')
      .addOrderBy('l.id', 'DESC')
      .take(query.limit ?? ACTIVITY_PAGE_DEFAULT)
      .skip(query.offset ?? 0)
      .getManyAndCount();
    return { entries: rows.map(presentActivity), total };
  }
}
