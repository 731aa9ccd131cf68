import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('housing_types')
export class HousingType {
  @PrimaryColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 50 })
  houseType: string;
}
