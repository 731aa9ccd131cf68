import { paths, tokenFragment, URGENT_REQUEST_PARAM, URGENT_REQUEST_VALUE } from '@petfoster/contracts';

/**
 * Every link a mail carries: PUBLIC_URL (never the request's Host header, which a client chooses) followed by a
 * route of @petfoster/contracts. One-time tokens go in the fragment, which browsers never send to a server.
 */
export function mailLinks(publicUrl: string) {
  const at = (path: string) => `${publicUrl}${path}`;
  return {
    home: at(paths.home),
    associationRequests: (associationId: number) => at(paths.associationRequests(associationId)),
    familyRequests: (familyId: number) => at(paths.familyRequests(familyId)),
    animal: (animalId: number) => at(paths.animalDetails(animalId)),
    /** 'Je peux l'accueillir': the animal's page opens the request form, its motivation prefilled. */
    urgentRequest: (animalId: number) =>
      at(`${paths.animalDetails(animalId)}?${URGENT_REQUEST_PARAM}=${URGENT_REQUEST_VALUE}`),
    animalsOfSpecies: (species: string) => at(paths.animalsOfSpecies(species)),
    animals: at(paths.animals),
    familyEditProfile: (userId: number) => at(paths.familyEditProfile(userId)),
    familyDashboard: at(paths.familyDashboard),
    /** 'Vérification de l'association': the state of its request, and the form to ask again. */
    associationVerification: at(paths.associationVerification),
    associationFindFamily: at(paths.associationFindFamily),
    resetPassword: (token: string) => at(`${paths.resetPassword}${tokenFragment(token)}`),
    forgotPassword: at(paths.forgotPassword),
    confirmEmail: (token: string) => at(`${paths.confirmEmail}${tokenFragment(token)}`),
    account: at(paths.account),
    /** 'Rejoindre {association}': the invitation to a team, its token in the fragment. */
    joinTeam: (token: string) => at(`${paths.joinTeam}${tokenFragment(token)}`),
    /** The 'Nous contacter' part of the About page. */
    contact: at(`${paths.about}#contact`),
    /** The page a person opens from the mail's footer; it POSTs the token (a GET never unsubscribes: link scanners). */
    unsubscribePage: (token: string) => at(`${paths.unsubscribe}${tokenFragment(token)}`),
    /** RFC 8058 one-click: mail clients POST `List-Unsubscribe=One-Click` to this address. */
    familyPlacement: (placementId: number) => at(paths.familyPlacement(placementId)),
    associationPlacement: (placementId: number) => at(paths.associationPlacement(placementId)),
    familyConversation: (requestId: number) => at(paths.familyConversation(requestId)),
    associationConversation: (requestId: number) => at(paths.associationConversation(requestId)),
    /**
     * A stored image as a mail shows it: our `/uploads/…` paths made absolute; an absolute http(s) address kept;
     * anything else (nothing a mail client should fetch) null.
     */
    image: (url: string | null | undefined): string | null =>
      !url ? null : url.startsWith('/uploads/') ? at(url) : /^https?:\/\/[^\s"'<>]+$/.test(url) ? url : null,
    unsubscribeOneClick: (token: string) => `${publicUrl}/api/unsubscribe?token=${encodeURIComponent(token)}`,
    /** The catalogue with a saved search's filters, and 'Mes recherches'. */
    animalsWith: (query: string) => at(query ? `${paths.animals}?${query}` : paths.animals),
    familySavedSearches: at(paths.familySavedSearches),
    /** RFC 8058 one-click of one saved search's alerts. */
    savedSearchOneClick: (token: string) =>
      `${publicUrl}/api/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`,
  };
}

export type MailLinks = ReturnType<typeof mailLinks>;
