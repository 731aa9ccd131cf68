import type { ReactNode } from 'react';
import { uiStyles as ui, useBack } from '@petfoster/platform';

export interface PageHeaderProps {
  title: ReactNode;
  /** Extra buttons placed before 'Retour'. */
  actions?: ReactNode;
  /** Where 'Retour' leads when the page was opened directly (no previous page inside the site). */
  backTo: string;
}

/** A screen's heading with its 'Retour' button (back one page inside the site, else to `backTo`). */
export function PageHeader({ title, actions, backTo }: PageHeaderProps) {
  const back = useBack(backTo);
  return (
    <div className={ui.header}>
      <h1 className={ui.title}>{title}</h1>
      <div className={ui.actions}>
        {actions}
        <button type="button" className={ui.button} onClick={back}>
          Retour
        </button>
      </div>
    </div>
  );
}
