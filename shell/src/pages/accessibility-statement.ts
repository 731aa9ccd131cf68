/**
 * The facts of the accessibility statement (docs/accessibility.md), in one place: the page shows them and the
 * footer's link carries the compliance state, as the RGAA asks ("Accessibilité : non conforme" next to the link).
 * No complete audit of the RGAA's 106 criteria has been made yet; without one, the referential has the site declared
 * non-compliant, whatever the automated checks find.
 */
export const ACCESSIBILITY = {
  state: 'non conforme',
  referential: 'RGAA version 4.1',
  establishedOn: '28 novembre 2026',
  /** What the automated check runs on, as written in the statement. */
  tools: ['axe-core 4.14 (règles WCAG 2.1 A et AA)', 'Chromium (Debian)', 'navigation au clavier seul'],
  viewports: ['téléphone de 360 px de large', 'ordinateur de 1280 px de large'],
} as const;

/** Known non-compliances and what is planned for each (docs/accessibility.md#known-non-compliances). */
export const KNOWN_ISSUES: readonly { what: string; plan: string }[] = [
  {
    what: "Les contrats d'accueil et les bons de prise en charge vétérinaire sont des PDF non balisés\u00a0: un lecteur d'écran en lit le texte, mais sans titres ni structure.",
    plan: 'Produire des PDF balisés (PDF/UA). En attendant, le contenu du contrat est aussi affiché en HTML sur la page de l’accueil.',
  },
  {
    what: "Le texte de remplacement des photos d'un animal est son nom\u00a0: il ne décrit pas la photo.",
    plan: 'Permettre aux associations de décrire chaque photo lors de son ajout.',
  },
  {
    what: 'Les vidéos proposées par les associations sont hébergées par YouTube, Vimeo ou Dailymotion\u00a0: leurs sous-titres et leurs lecteurs ne dépendent pas de PetFoster.',
    plan: 'Demander aux associations de publier des vidéos sous-titrées\u00a0; aucun lecteur n’est chargé avant que la personne le demande.',
  },
  {
    what: 'La courbe de poids du carnet de santé est un graphique\u00a0: ses valeurs sont aussi données dans la liste des pesées, pas dans le graphique lui-même.',
    plan: 'Ajouter un tableau des pesées lié au graphique.',
  },
];
