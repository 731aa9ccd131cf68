import { lazy, Suspense, useState } from 'react';
import { uiStyles as ui, useSession } from '@petfoster/platform';
import { ROLES } from '@petfoster/contracts';
import type { ReportTarget } from './reports-api';

// The dialog loads on the first tap: the page's first view carries the button only.
const ReportDialog = lazy(() => import('./report-dialog'));

interface ReportButtonProps {
  target: ReportTarget;
  /** The animal's or the association's id. */
  id: number;
  /** The association the content belongs to: its own members do not report it. */
  ownerAssociationId: number;
  /** What is reported, as the dialog's title names it ('Moustache', 'Les Amis des Bêtes'). */
  name: string;
}

/**
 * 'Signaler' (docs/administration.md#moderation): for a signed-in family or association, never a visitor, a platform
 * administrator or the association the content is from. The role, not sessionCan(): the shell's copy of the access
 * policy may be a release older than this remote (docs/operations/releases.md); the API checks the action itself.
 */
export function ReportButton({ target, id, ownerAssociationId, name }: ReportButtonProps) {
  const session = useSession();
  const [open, setOpen] = useState(false);
  const allowed =
    session.isLoggedIn &&
    (session.role === ROLES.family ||
      (session.role === ROLES.association && session.associationId !== ownerAssociationId));
  if (!allowed) return null;
  return (
    <>
      <button type="button" className={ui.button} onClick={() => setOpen(true)} aria-haspopup="dialog">
        Signaler
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ReportDialog target={target} id={id} name={name} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
