import { User } from '../auth/entities/user.entity';
import { Association } from '../associations/entities/association.entity';
import { Family } from '../families/entities/family.entity';
import { HousingType } from '../families/entities/housing-type.entity';
import { Species } from '../animals/entities/species.entity';
import { Animal } from '../animals/entities/animal.entity';
import { FosterRequest } from '../requests/entities/request.entity';
import { MailOutboxRow } from '../mail/mail-outbox.entity';
import { AccountToken } from '../account/account-token.entity';
import { Invitation } from '../invitations/entities/invitation.entity';

export const ENTITIES = [
  User,
  Association,
  Family,
  HousingType,
  Species,
  Animal,
  FosterRequest,
  MailOutboxRow,
  AccountToken,
  Invitation,
];
export {
  User,
  Association,
  Family,
  HousingType,
  Species,
  Animal,
  FosterRequest,
  MailOutboxRow,
  AccountToken,
  Invitation,
};
