import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('species')
export class Species {
  @PrimaryColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 50 })
  name: string;
}
