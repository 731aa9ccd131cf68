import { Link } from 'react-router-dom';
import { paths, type Association } from '@petfoster/contracts';
import page from '../../../components/page.module.css';
import layout from '../../../components/profile-layout.module.css';
import { VerifiedAssociation } from '../../../components/verified-association';
import { ReportButton } from '../../moderation';

export function AssociationProfile({ association }: { association: Association }) {
  return (
    <article className={layout.layout} aria-labelledby="association-name">
      <div className={layout.media}>
        {association.url_image ? (
          <img
            className={layout.image}
            src={association.url_image}
            alt={association.name_association}
            width={800}
            height={600}
            fetchPriority="high"
          />
        ) : (
          <div className={layout.placeholder} role="img" aria-label={association.name_association} />
        )}
      </div>
      <div className={layout.body}>
        <h1 id="association-name" className={layout.name}>
          {association.name_association}
        </h1>
        <p className={layout.verified}>
          <VerifiedAssociation verifiedAt={association.verified_at} />
        </p>
        {/* Plain text on purpose: descriptions are user input and are never rendered as HTML. */}
        <p className={layout.description}>{association.description}</p>
        <dl className={layout.facts}>
          <div className={layout.fact}>
            <dt>Adresse</dt>
            <dd>{association.address}</dd>
          </div>
          <div className={layout.fact}>
            <dt>Ville</dt>
            <dd>{association.city}</dd>
          </div>
          <div className={layout.fact}>
            <dt>Code postal</dt>
            <dd>{association.zip_code}</dd>
          </div>
          <div className={layout.fact}>
            <dt>Téléphone</dt>
            <dd>
              <a href={`tel:${association.phone_number}`}>{association.phone_number}</a>
            </dd>
          </div>
        </dl>
        <Link className={page.primaryLink} to={paths.associationAnimals(association.id)}>
          Voir nos animaux
        </Link>
        <p className={layout.report}>
          <ReportButton
            target="association"
            id={association.id}
            ownerAssociationId={association.id}
            name={association.name_association}
          />
        </p>
      </div>
    </article>
  );
}
