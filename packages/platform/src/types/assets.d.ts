// Ambient module types for style and image imports, shared by every front end (add to "include" or
// reference with /// <reference path="..."/> from an app's tsconfig).
declare module '*.module.css' {
  const classes: { readonly [key: string]: string };
  export default classes;
}
declare module '*.css';
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
declare namespace NodeJS {
  interface ProcessEnv {
    /** Which app bundled this code ('shell', 'catalog', ...): set by create-rspack-config's DefinePlugin. */
    PETFOSTER_APP?: string;
    /** The remotes of the registry of apps, comma-separated: set by the same DefinePlugin and by the Jest setup. */
    PETFOSTER_REMOTES?: string;
    /** The routes, role and header entry the registry's remotes declare, as JSON: the same DefinePlugin and Jest setup. */
    PETFOSTER_REGISTRY_ROUTES?: string;
  }
}
