import { Link } from 'react-router-dom';
import { paths, PLACEMENT_MESSAGES as M, type PlacementAssociation } from '@petfoster/contracts';
import { uiStyles as ui } from '@petfoster/platform';

/** The association's details, which the family sees from the acceptance on (docs/product.md#placements). */
export function AssociationContact({ association }: { association: PlacementAssociation }) {
  return (
    <dl className={ui.details}>
      <dt>{M.nameLabel}</dt>
      <dd>
        <Link to={paths.associationProfile(association.id)}>{association.name_association}</Link>
      </dd>
      <dt>{M.rnaLabel}</dt>
      <dd>{association.RNA_code}</dd>
      <dt>{M.addressLabel}</dt>
      <dd>
        {association.address}, {association.zip_code} {association.city}
      </dd>
      <dt>{M.phoneLabel}</dt>
      <dd>
        <a href={`tel:${association.phone_number.replace(/\s/g, '')}`}>{association.phone_number}</a>
      </dd>
    </dl>
  );
}
