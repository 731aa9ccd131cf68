import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  ANIMAL_IDENTITY_MESSAGES,
  ANIMAL_SIZE_LABELS,
  goodWithText,
  identificationText,
  isHoused,
  paths,
  sterilisedText,
  type Animal,
} from '@petfoster/contracts';
import { formatFrenchDate } from '../../../lib/format-date';
import { housingStatusLabel } from '../animal-status';
import { VerifiedAssociation } from '../../../components/verified-association';
import layout from '../../../components/profile-layout.module.css';
import styles from './animal-details.module.css';
import { AnimalGallery } from './animal-gallery';
import { AnimalVideo } from './animal-video';
import { FavouriteButton } from './favourite-button';
import { ReportButton } from '../../moderation';
import { ShareButton } from './share-button';
import { UrgentAppealNotice } from './urgent-appeal-notice';

interface AnimalDetailsProps {
  animal: Animal;
  /** The per-user action area (docs/product.md#states), rendered under the facts. */
  actions?: ReactNode;
}

export function AnimalDetails({ animal, actions }: AnimalDetailsProps) {
  const housed = isHoused(animal.requests);
  return (
    <article className={layout.layout} aria-labelledby="animal-name">
      <div className={layout.media}>
        <AnimalGallery animal={animal} />
      </div>
      <div className={layout.body}>
        <h1 id="animal-name" className={layout.name}>
          {animal.name}
        </h1>
        <UrgentAppealNotice animal={animal} />
        {/* The heart after 'Partager': where it is absent (an association) nothing else moves. */}
        <div className={styles.pageActions}>
          <ShareButton animalId={animal.id} title={animal.name} />
          <FavouriteButton animal={animal} placement="page" />
          <ReportButton target="animal" id={animal.id} ownerAssociationId={animal.association_id} name={animal.name} />
        </div>
        <dl className={layout.facts}>
          <div className={layout.fact}>
            <dt>Association</dt>
            <dd>
              {animal.association ? (
                <>
                  <Link to={paths.associationProfile(animal.association.id)}>
                    {animal.association.name_association}
                  </Link>
                  <br />
                  <VerifiedAssociation verifiedAt={animal.association.verified_at} />
                </>
              ) : (
                '—'
              )}
            </dd>
          </div>
          {/* Where the animal is: its association's city. */}
          {animal.association?.city ? (
            <div className={layout.fact}>
              <dt>Ville</dt>
              <dd>{animal.association.city}</dd>
            </div>
          ) : null}
          <div className={layout.fact}>
            <dt>Race</dt>
            <dd>{animal.breed || 'Non renseignée'}</dd>
          </div>
          <div className={layout.fact}>
            <dt>Sexe</dt>
            <dd>{animal.gender}</dd>
          </div>
          <div className={layout.fact}>
            <dt>Date de naissance</dt>
            <dd>{formatFrenchDate(animal.date_of_birth)}</dd>
          </div>
          <div className={layout.fact}>
            <dt>Taille</dt>
            <dd>{animal.size ? ANIMAL_SIZE_LABELS[animal.size] : 'Non précisée'}</dd>
          </div>
          {/* Unknown is not "no": null reads 'Inconnu'. The colon after each term is drawn by the CSS. */}
          <div className={layout.fact}>
            <dt>Bonne entente avec les enfants</dt>
            <dd>{goodWithText(animal.good_with_children)}</dd>
          </div>
          <div className={layout.fact}>
            <dt>Bonne entente avec les chats</dt>
            <dd>{goodWithText(animal.good_with_cats)}</dd>
          </div>
          <div className={layout.fact}>
            <dt>Bonne entente avec les chiens</dt>
            <dd>{goodWithText(animal.good_with_dogs)}</dd>
          </div>
          {/* Only in the answer its association and the family fostering it read (docs/product.md#animal-identification). */}
          {animal.identification_type !== undefined ? (
            <div className={layout.fact}>
              <dt>{ANIMAL_IDENTITY_MESSAGES.typeLabel}</dt>
              <dd>
                {identificationText(animal.identification_type, animal.identification_number) ??
                  ANIMAL_IDENTITY_MESSAGES.identificationUnknown}
              </dd>
            </div>
          ) : null}
          {animal.sterilised !== undefined ? (
            <div className={layout.fact}>
              <dt>{ANIMAL_IDENTITY_MESSAGES.sterilisedLabel}</dt>
              <dd>{sterilisedText(animal.sterilised)}</dd>
            </div>
          ) : null}
          <div className={layout.fact}>
            <dt>Statut</dt>
            <dd>
              <span className={housed || animal.adopted_at ? styles.housed : styles.notHoused}>
                {housingStatusLabel(animal)}
              </span>
            </dd>
          </div>
        </dl>
        <h2 className={styles.subtitle}>Description</h2>
        {/* Plain text on purpose: descriptions are user input and are never rendered as HTML. */}
        <p className={layout.description}>{animal.description || 'Pas de description.'}</p>
        <AnimalVideo url={animal.video_url} name={animal.name} />
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </article>
  );
}
