import { Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { API_MESSAGES, ROLES } from '@petfoster/contracts';
import { Repository } from 'typeorm';
import { Association } from '../associations/entities/association.entity';
import { Family } from '../families/entities/family.entity';
import type { AuthUser } from './auth.decorators';
import { User } from './entities/user.entity';
import { PasswordService } from './password.service';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

@Injectable()
export class AuthService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(Association) private readonly associations: Repository<Association>,
    @InjectRepository(Family) private readonly families: Repository<Family>,
    private readonly passwords: PasswordService,
    private readonly jwt: JwtService,
  ) {}

  async login(email: string, password: string): Promise<{ token: string }> {
    const user = await this.users
      .createQueryBuilder('u')
      .select(['u.id', 'u.role'])
      .addSelect('u.password_hash')
      .where('u.email = :email', { email: normalizeEmail(email) })
      .getOne();
    const valid = user ? await this.passwords.verify(user.password_hash, password) : await this.passwords.verifyDummy(password);
    if (!user || !valid) throw new UnauthorizedException(API_MESSAGES.invalidCredentials);
    const payload = await this.payloadFor(user);
    if (!payload) throw new UnauthorizedException(API_MESSAGES.invalidCredentials);
    return { token: await this.jwt.signAsync(payload) };
  }

  private async payloadFor(user: Pick<User, 'id' | 'role'>): Promise<AuthUser | null> {
    if (user.role === ROLES.association) {
      const association = await this.associations.findOne({ where: { user_id: user.id }, select: { id: true } });
      return association ? { role: ROLES.association, userId: user.id, associationId: association.id } : null;
    }
    if (user.role === ROLES.family) {
      const family = await this.families.findOne({ where: { user_id: user.id }, select: { id: true } });
      return family ? { role: ROLES.family, userId: user.id, familyId: family.id } : null;
    }
    return null;
  }

  /** True while the token's user still exists with the same role (a deleted account's token stops working). */
  async isActive(user: AuthUser): Promise<boolean> {
    const row = await this.users.findOne({ where: { id: user.userId }, select: { id: true, role: true } });
    return !!row && row.role === user.role;
  }
}
