// Same start-up as the shell (src/index.ts -> bootstrap), but remotes are ordinary lazy chunks of this build.
import { setRemoteLoader } from '@petfoster/platform';
// @ts-expect-error generated at build time by bench/single-bundle/rspack.config.js
import { LOADERS } from 'petfoster-single-loaders';

setRemoteLoader((remote: string, module: string) => {
  const load = (LOADERS as Record<string, () => Promise<unknown>>)[`${remote}/${module}`];
  return load ? load() : Promise.reject(new Error(`unknown module ${remote}/${module}`));
});

import('../../../shell/src/bootstrap');
