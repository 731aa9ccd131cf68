import { PLACEMENT_MESSAGES as M, type PlacementFamily } from '@petfoster/contracts';
import { uiStyles as ui } from '@petfoster/platform';

/** The foster family's contact details, which the parties see from the acceptance on (docs/product.md#placements). */
export function FamilyContact({ family }: { family: PlacementFamily }) {
  return (
    <dl className={ui.details}>
      <dt>{M.nameLabel}</dt>
      <dd>{M.familyName(family.firstname, family.lastname)}</dd>
      <dt>{M.addressLabel}</dt>
      <dd>
        {family.address}, {family.zip_code} {family.city}
      </dd>
      <dt>{M.phoneLabel}</dt>
      <dd>
        <a href={`tel:${family.phone_number.replace(/\s+/g, '')}`}>{family.phone_number}</a>
      </dd>
      <dt>{M.emailLabel}</dt>
      <dd>
        <a href={`mailto:${family.email}`}>{family.email}</a>
      </dd>
    </dl>
  );
}
