import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import ui from './ui.module.css';

export interface PageHeaderProps {
  title: ReactNode;
  /** Extra buttons placed before 'Retour'. */
  actions?: ReactNode;
}

/** A screen's heading with its 'Retour' button (back one page, as the browser would). */
export function PageHeader({ title, actions }: PageHeaderProps) {
  const navigate = useNavigate();
  return (
    <div className={ui.header}>
      <h1 className={ui.title}>{title}</h1>
      <div className={ui.actions}>
        {actions}
        <button type="button" className={ui.button} onClick={() => navigate(-1)}>
          Retour
        </button>
      </div>
    </div>
  );
}
