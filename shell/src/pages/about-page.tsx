import { Link } from 'react-router-dom';
import { paths } from '@petfoster/contracts';
import { CONTACT } from '../app/contact';
import { usePageTitle } from '../app/use-page-title';
import styles from './static-page.module.css';

const VALUES = [
  {
    title: 'Protection des animaux',
    text: "Chaque animal mérite un foyer sûr et chaleureux en attendant son adoption définitive. Nous mettons tout en œuvre pour qu'aucun ne reste sans solution.",
  },
  {
    title: 'Responsabilité et bienveillance',
    text: "Familles d'accueil et associations s'engagent avec sérieux et douceur\u00a0: le bien-être de l'animal passe avant tout.",
  },
  {
    title: 'Innovation et collaboration',
    text: "Un outil simple et moderne pour que familles et associations se trouvent, échangent et s'organisent plus facilement.",
  },
  {
    title: 'Accessibilité et soutien communautaire',
    text: "Une plateforme gratuite, ouverte à tous, et une communauté qui s'entraide pour accueillir toujours plus d'animaux.",
  },
];

export function AboutPage() {
  usePageTitle('A propos');
  return (
    <article className={styles.page}>
      <h1>A propos de PetFoster</h1>
      <h2>Notre mission</h2>
      <p>
        PetFoster relie les familles d'accueil bénévoles aux refuges et associations de protection animale. Les
        associations présentent les animaux qui attendent une adoption&nbsp;; les familles leur offrent un foyer
        temporaire le temps qu'ils trouvent leur maison pour la vie.
      </p>
      <h2>Nos valeurs</h2>
      <ul className={styles.values}>
        {VALUES.map((value) => (
          <li key={value.title} className={styles.value}>
            <strong>{value.title}</strong>
            {value.text}
          </li>
        ))}
      </ul>
      <h2 id="contact">Nous contacter</h2>
      <p>Une question, une suggestion&nbsp;? Écrivez-nous, nous vous répondrons rapidement.</p>
      <p>
        Mot de passe oublié&nbsp;? <Link to={paths.forgotPassword}>Réinitialiser votre mot de passe</Link>&nbsp;: un
        lien pour en choisir un nouveau vous est envoyé par e-mail.
      </p>
      <address className={styles.contact}>
        {CONTACT.name}
        <br />
        {CONTACT.street}
        <br />
        {CONTACT.zip} {CONTACT.city}
        <br />
        Courriel&nbsp;: <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
        <br />
        Téléphone&nbsp;: <a href={`tel:${CONTACT.phone.replace(/\s/g, '')}`}>{CONTACT.phone}</a>
      </address>
    </article>
  );
}
