import { IsNull, type FindOptionsWhere } from 'typeorm';
import { REQUEST_STATUS } from '@petfoster/contracts';
import type { FosterRequest } from './request.entity';

/**
 * Who houses an animal (docs/product.md#states): its approved request, until the placement ends with the animal back
 * at its association (returned_at). The one rule that the catalogue, new requests, approvals, invitations, appeals
 * and the public API read.
 */
export const HOUSING_REQUEST: FindOptionsWhere<FosterRequest> = {
  status: REQUEST_STATUS.approved,
  returned_at: IsNull(),
};

/** The same rule in SQL on the requests alias `alias`: one `?` placeholder, bound to HOUSING_STATUS. */
export const housingSql = (alias: string): string => `${alias}.status = ? AND ${alias}.returned_at IS NULL`;
export const HOUSING_STATUS = REQUEST_STATUS.approved;
