import type { Association } from '@petfoster/contracts';
import { AssociationCard } from './association-card';
import { VerifiedCardMark } from '../../../components/verified-association';
import grid from '../../../components/card-grid.module.css';

interface AssociationGridProps {
  associations: Association[];
  eagerCount?: number;
}

export function AssociationGrid({ associations, eagerCount = 0 }: AssociationGridProps) {
  return (
    <ul className={grid.grid}>
      {associations.map((association, index) => (
        <li key={association.id} className={grid.item}>
          <AssociationCard association={association} eager={index < eagerCount} />
          <VerifiedCardMark verifiedAt={association.verified_at} />
        </li>
      ))}
    </ul>
  );
}
