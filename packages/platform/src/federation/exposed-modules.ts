import type { ComponentType } from 'react';
import type { Animal } from '@petfoster/contracts';
import type { RemoteModule, RemoteName } from './remotes';

/**
 * The props of every module a remote exposes: the one place both sides compile against. The shell (and a remote
 * that hosts another's module) passes exactly these through RemoteComponent; each remote's src/exposed.ts checks
 * that its exposed components accept them. A change here that one side does not follow is a type error on that
 * side; a change the other side's deployed build cannot handle is caught by the version-skew check
 * (docs/operations/releases.md#breaking-props-change says how to ship one).
 */

/** A routed page: it takes no props and reads the URL. */
export type NoProps = Record<never, never>;

export interface ExposedModuleProps {
  catalog: {
    './HomePage': NoProps;
    './AnimalsPage': NoProps;
    './AnimalDetailsPage': NoProps;
    './AssociationsPage': NoProps;
    './AssociationProfilePage': NoProps;
  };
  auth: {
    /** The header's login dialog, mounted while the login prompt is open. */
    './LoginModal': { open: boolean; onClose(): void };
    './RegisterPage': NoProps;
    './ForgotPasswordPage': NoProps;
    './ResetPasswordPage': NoProps;
    './AccountPage': NoProps;
    './ConfirmEmailPage': NoProps;
    './UnsubscribePage': NoProps;
    './JoinTeamPage': NoProps;
  };
  family: {
    './FamilyDashboardPage': NoProps;
    './FamilyProfilePage': NoProps;
    './FamilyEditProfilePage': NoProps;
    './FamilyRequestsPage': NoProps;
    './FamilyPlacementsPage': NoProps;
    './FamilyPlacementPage': NoProps;
    // Conversations (docs/product.md#conversations)
    './FamilyMessagesPage': NoProps;
    './FamilyConversationPage': NoProps;
    // Favourites (docs/product.md#favourites)
    './FamilyFavouritesPage': NoProps;
    // Saved searches (docs/product.md#saved-searches)
    './FamilySavedSearchesPage': NoProps;
    /** The family's block on the catalogue's animal page. */
    './AnimalRequestArea': { animal: Animal };
  };
  association: {
    './AssociationDashboardPage': NoProps;
    './AssociationEditProfilePage': NoProps;
    './AssociationAnimalsPage': NoProps;
    './AssociationRequestsPage': NoProps;
    './AssociationFindFamilyPage': NoProps;
    // Activity log
    './AssociationActivityPage': NoProps;
    /** 'Intégrer nos animaux à votre site' (docs/public-api.md#widget). */
    './AssociationWidgetPage': NoProps;
    /** 'Vérification de l'association' (docs/product.md#verified-associations). */
    './AssociationVerificationPage': NoProps;
    './AssociationTeamPage': NoProps;
    // Placements: 'Nos accueils' and a placement's page
    './AssociationPlacementsPage': NoProps;
    './AssociationPlacementPage': NoProps;
    // Conversations (docs/product.md#conversations)
    './AssociationMessagesPage': NoProps;
    './AssociationConversationPage': NoProps;
    /** Editer / Supprimer on the catalogue's animal page. */
    './AnimalOwnerActions': { animal: Animal };
  };
}

/**
 * A remote left out of the table above exposes routed pages only (no props): adding such a front end needs no line
 * here (README, "Add a front end").
 */
type PropsTable = ExposedModuleProps & {
  [R in Exclude<RemoteName, keyof ExposedModuleProps>]: Record<RemoteModule<R>, NoProps>;
};

/** The props of module M of remote R (for unions of remotes and modules, those of each pair that exists). */
export type ExposedProps<R extends RemoteName, M extends RemoteModule<R>> = R extends RemoteName
  ? M extends keyof PropsTable[R]
    ? PropsTable[R][M]
    : never
  : never;

/** What remote R's src/exposed.ts must satisfy: each module of apps.json, a component taking its props. */
export type ExposedModules<R extends RemoteName> = {
  [M in RemoteModule<R>]: ComponentType<ExposedProps<R, M>>;
};

/** The modules of R that take no props: what a route of the shell may open. */
export type PageModule<R extends RemoteName = RemoteName> = R extends RemoteName
  ? { [M in RemoteModule<R>]: keyof ExposedProps<R, M> extends never ? M : never }[RemoteModule<R>]
  : never;

/*
 * The table above lists exactly the modules of apps.json of each remote it names: a module exposed without props here, or listed here
 * without being exposed, fails the typecheck of the platform.
 */
type SameKeys<A, B> = [Exclude<keyof A, keyof B>, Exclude<keyof B, keyof A>] extends [never, never] ? true : false;
type Registry = {
  [R in keyof ExposedModuleProps & RemoteName]: SameKeys<ExposedModuleProps[R], Record<RemoteModule<R>, unknown>>;
};
const registryMatches: Registry = { catalog: true, auth: true, family: true, association: true };
void registryMatches;
