import { RemoteComponent } from '@petfoster/platform';
import type { RemoteRoute } from './route-table';
import { usePageTitle } from '../app/use-page-title';

/** A routed screen served by a remote; its failure stays inside <main> (header and footer keep working). */
export function RemotePage({ remote, module, title }: Pick<RemoteRoute, 'remote' | 'module' | 'title'>) {
  usePageTitle(title);
  return <RemoteComponent remote={remote} module={module} />;
}
